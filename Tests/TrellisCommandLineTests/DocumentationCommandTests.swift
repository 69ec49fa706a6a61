import Foundation
import Testing

/// Every `trellis` command line README.md and Docs/ show runs and succeeds,
/// whether inline (`` `trellis render … -o x.svg` ``) or on its own line of a
/// code block (`swift run -c release trellis-bench --json`).
///
/// The rules, so that the test stays fast and honest:
/// * a synopsis with a placeholder (`CONFIG`, `NAME`, `<subcommand>`) is not a
///   command, nor a subcommand named in prose (`` `trellis render` ``);
/// * a line of a console session (`$ trellis …`) is replayed, output and all,
///   by `DocumentationConsoleTests`;
/// * a changelog (`Docs/Internals/0.2.0-CHANGELOG.md`, the long form of a
///   release) is history: its commands stay as they were when written;
/// * commands run in a scratch directory that sees the repository's `Docs/`,
///   so inputs resolve and outputs land in the scratch directory;
/// * `trellis bench` and `trellis-bench` run with the command's own flags but
///   1,000 items and 20 queries (the documented sizes take minutes in a debug
///   build), and `--plot` writes into the scratch directory.
@Suite("Documentation command lines")
struct DocumentationCommandTests {
    /// A command as the documentation shows it, and where.
    struct Command: CustomTestStringConvertible, Sendable {
        var place: String
        /// The executable: `trellis` or `trellis-bench`.
        var executable: String
        /// The arguments after the executable.
        var arguments: [String]
        var testDescription: String { "\(place): \(([executable] + arguments).joined(separator: " "))" }
    }

    static let commands: [Command] = (try? collect()) ?? []

    @Test("the documentation shows a dozen commands or more")
    func found() {
        #expect(Self.commands.count >= 12)
    }

    @Test("each documented command runs and succeeds", arguments: commands)
    func runs(command: Command) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(
            at: scratch.url.appendingPathComponent("Docs"),
            withDestinationURL: DocumentationConsoleTests.root.appendingPathComponent("Docs"))
        let bench = command.executable == "trellis-bench"
        let result = try TrellisExecutable.run(
            Self.runnable(command.arguments, bench: bench), in: scratch.url, bench: bench)
        #expect(result.status == 0, "\(command.testDescription): \(result.standardError)")
        #expect(!result.standardOutput.isEmpty, "\(command.testDescription)")
    }

    /// `arguments` made quick where they would run for minutes (`bench`,
    /// and every run of `trellis-bench`).
    static func runnable(_ arguments: [String], bench: Bool) -> [String] {
        guard bench || arguments.first == "bench" else { return arguments }
        var result: [String] = []
        var skip = false
        for argument in arguments {
            if skip {
                skip = false
                continue
            }
            switch argument {
            case "--items", "--queries":
                skip = true
            case "--plot":
                result += ["--plot", "plot.svg"]
                skip = true
            default:
                result.append(argument)
            }
        }
        return result + ["--items", "1000", "--queries", "20"]
    }

    /// The commands of README.md and Docs/, in order, without repeats.
    static func collect() throws -> [Command] {
        var commands: [Command] = []
        var seen = Set<[String]>()
        for document in try DocumentationConsoleTests.documents() where !document.path.hasSuffix("CHANGELOG.md") {
            let name = document.lastPathComponent
            var inBlock = false
            for (number, line) in try String(contentsOf: document, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            {
                let text = String(line)
                if text.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                    inBlock.toggle()
                    continue
                }
                var candidates: [String] = []
                if inBlock {
                    candidates.append(text.trimmingCharacters(in: .whitespaces))
                } else {
                    // Inline code spans.
                    let spans = text.split(separator: "`", omittingEmptySubsequences: false)
                    candidates += spans.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
                }
                for candidate in candidates {
                    guard let (executable, arguments) = command(of: candidate),
                        // Inline, a bare `trellis-bench` or `trellis render` is prose.
                        inBlock || arguments.count >= (executable == "trellis" ? 2 : 1)
                            || arguments.first?.hasPrefix("-") == true,
                        seen.insert([executable] + arguments).inserted
                    else { continue }
                    commands.append(
                        Command(place: "\(name):\(number + 1)", executable: executable, arguments: arguments))
                }
            }
        }
        return commands
    }

    /// The executable (`trellis` or `trellis-bench`) of a command line and
    /// the arguments after it, or `nil` for anything else.
    static func command(of line: String) -> (executable: String, arguments: [String])? {
        var words =
            line.split(separator: "#", maxSplits: 1).first.map {
                $0.split(separator: " ").map(String.init)
            } ?? []
        if words.first == "$" { return nil }  // a console session's line
        if words.starts(with: ["swift", "run", "-c", "release"]) { words.removeFirst(4) }
        if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
        guard let executable = words.first, executable == "trellis-bench" || executable == "trellis",
            executable == "trellis-bench" || words.count >= 2
        else { return nil }
        let arguments = Array(words.dropFirst())
        // A synopsis: a placeholder in capitals or angle brackets.
        let isPlaceholder: (String) -> Bool = { word in
            word.hasPrefix("<") || (word.count > 1 && word == word.uppercased() && word.contains { $0.isLetter })
        }
        guard !arguments.contains(where: isPlaceholder) else { return nil }
        return (executable, arguments)
    }
}
