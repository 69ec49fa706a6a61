import Foundation
import Testing

/// The command-line sessions the documentation shows are real: every
/// ```` ```console ```` block of README.md and Docs/ whose commands are `cat`
/// and `trellis` is replayed, and `trellis` must print exactly what the block
/// shows (standard output and standard error together).
///
/// `cat NAME` of a file that is not in the repository creates it with the
/// shown text in a scratch directory, where `trellis` then runs; paths that are
/// not there are read from the repository. Blocks with other commands (the
/// fuzzing, sanitizer and scale scripts, which run for minutes) are not replayed.
@Suite("Documentation console sessions")
struct DocumentationConsoleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One `$ command` and the lines printed after it.
    struct Step {
        var arguments: [String]
        var output: [String]
    }

    @Test("every cat-and-trellis session in README.md and Docs/ prints what it shows")
    func sessionsReplay() throws {
        var replayed = 0
        for document in try Self.documents() {
            for (line, steps) in try Self.sessions(in: document) {
                let scratch = try ScratchDirectory()
                defer { scratch.remove() }
                for step in steps {
                    let name = "\(document.lastPathComponent):\(line): $ \(step.arguments.joined(separator: " "))"
                    if step.arguments.first == "cat" {
                        let path = step.arguments[1]
                        let inRepository = Self.root.appendingPathComponent(path)
                        if FileManager.default.fileExists(atPath: inRepository.path) {
                            let text = try String(contentsOf: inRepository, encoding: .utf8)
                            #expect(Self.lines(text) == step.output, "\(name)")
                        } else {
                            try scratch.write(step.output.joined(separator: "\n") + "\n", to: path)
                        }
                        continue
                    }
                    let arguments = step.arguments.dropFirst().map { argument in
                        let local = scratch.url.appendingPathComponent(argument)
                        let shared = Self.root.appendingPathComponent(argument)
                        let useShared =
                            !FileManager.default.fileExists(atPath: local.path)
                            && FileManager.default.fileExists(atPath: shared.path)
                        return useShared ? shared.path : argument
                    }
                    let result = try TrellisExecutable.run(Array(arguments), in: scratch.url)
                    #expect(Self.lines(result.standardOutput + result.standardError) == step.output, "\(name)")
                    replayed += 1
                }
            }
        }
        #expect(replayed >= 3)
    }

    static func documents() throws -> [URL] {
        let docs = root.appendingPathComponent("Docs")
        let guides =
            FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "md" } ?? []
        return [root.appendingPathComponent("README.md")] + guides.sorted { $0.path < $1.path }
    }

    /// The console blocks made only of `cat` and `trellis` commands, by line.
    static func sessions(in document: URL) throws -> [(line: Int, steps: [Step])] {
        var sessions: [(line: Int, steps: [Step])] = []
        var current: (line: Int, steps: [Step])?
        for (number, line) in try String(contentsOf: document, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        {
            let text = String(line)
            if var session = current {
                if text.trimmingCharacters(in: .whitespaces) == "```" {
                    if !session.steps.isEmpty { sessions.append(session) }
                    current = nil
                } else if text.hasPrefix("$ ") {
                    var words = text.dropFirst(2).split(separator: " ").map(String.init)
                    if words.starts(with: ["swift", "run", "trellis"]) { words.removeFirst(2) }
                    session.steps.append(Step(arguments: words, output: []))
                    current = session
                } else if !session.steps.isEmpty {
                    session.steps[session.steps.count - 1].output.append(text)
                    current = session
                }
            } else if text.trimmingCharacters(in: .whitespaces) == "```console" {
                current = (number + 1, [])
            }
        }
        return sessions.filter { session in
            session.steps.allSatisfy { ["cat", "trellis"].contains($0.arguments.first) }
        }
    }

    /// The lines of a text without its final newline.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
