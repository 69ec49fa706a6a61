import Foundation
import TrellisTools

/// `trellis`: picks the subcommand, answers `--help`, `help SUBCOMMAND` and
/// `--version`, and turns errors into one `error: …` line with exit status 1.
package enum TrellisCommand {
    /// Every subcommand, in the order `trellis --help` lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            DemoCommand.self, LayoutCommand.self, RenderCommand.self, CompareCommand.self, BenchCommand.self,
            StrategiesCommand.self,
        ]
    }

    /// What `trellis --help` prints.
    static var help: String {
        var text = """
            OVERVIEW: Compute, draw and compare collection layouts: where every item, header and footer goes.

            USAGE: trellis <subcommand> [<arguments>] [--help]

            OPTIONS:

            """
        text += CommandHelp.columns([("--version", "Show the version."), ("-h, --help", "Show help information.")])
        text += "\nSUBCOMMANDS:\n"
        text += CommandHelp.columns(
            subcommands.map { ($0.help.name, $0.help.abstract) }
                + [("help", "Show the help of a subcommand.")])
        text += "\n  See 'trellis help <subcommand>' for detailed help.\n"
        return text
    }

    /// Runs `trellis arguments…`, writes its output, and returns the exit status.
    package static func main(_ arguments: [String]) -> Int32 {
        let help = arguments.first.flatMap { subcommand(named: $0)?.help }
        return exitStatus(helpOnUsageError: help) { try run(arguments) }
    }

    /// Runs a command that is an executable of its own (`trellis-bench`)
    /// the way `trellis` runs a subcommand: `-h` or `--help` prints `help`,
    /// an error is one `error: …` line with exit status 1.
    ///
    /// - Parameters:
    ///   - help: The command's help; its ``CommandHelp/executable`` names it.
    ///   - arguments: The arguments after the executable's name.
    ///   - text: Runs the command and returns what it prints.
    /// - Returns: The exit status.
    package static func main(
        running help: CommandHelp, _ arguments: [String], text: ([String]) throws -> String
    ) -> Int32 {
        exitStatus(helpOnUsageError: help) {
            .text(arguments.contains("-h") || arguments.contains("--help") ? help.text : try text(arguments))
        }
    }

    /// Writes the output of `run` and returns 0, or writes its error on
    /// standard error, pointing a usage error to `help`'s command, and returns 1.
    private static func exitStatus(helpOnUsageError help: CommandHelp?, _ run: () throws -> CommandOutput) -> Int32 {
        do {
            var standardOutput = OutputFile.standardOutput
            try run().write(to: &standardOutput)
            return 0
        } catch {
            var message = "\(error)".replacingOccurrences(of: "\n", with: " ")
            if error is UsageError, let help { message += "; see '\(help.invocation) --help'" }
            writeToStandardError("error: \(message)\n")
            return 1
        }
    }

    /// The output of `trellis arguments…`.
    static func run(_ arguments: [String]) throws -> CommandOutput {
        guard let name = arguments.first else {
            throw UsageError("missing subcommand; run 'trellis --help' for the list")
        }
        switch name {
        case "-h", "--help":
            return .text(help)
        case "--version":
            return .text(TrellisVersion.current + "\n")
        case "help":
            guard arguments.count > 1 else { return .text(help) }
            guard arguments.count == 2 else { throw UsageError("help: unexpected argument '\(arguments[2])'") }
            return .text(try command(named: arguments[1]).help.text)
        default:
            let command = try command(named: name)
            let rest = Array(arguments.dropFirst())
            // Help first, before any other check: `render --help` never asks for -o.
            if rest.contains("-h") || rest.contains("--help") { return .text(command.help.text) }
            return try command.run(rest)
        }
    }

    private static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.help.name == name }
    }

    private static func command(named name: String) throws -> any Subcommand.Type {
        if let command = subcommand(named: name) { return command }
        let names = subcommands.map { $0.help.name } + ["help"]
        let kind = name.hasPrefix("-") ? "option" : "subcommand"
        let known = name.hasPrefix("-") ? ["--help", "--version"] : names
        throw UsageError(
            "unknown \(kind) '\(name)'" + SpellingSuggestion.clause(for: name, among: known)
                + "; run 'trellis --help' for the list")
    }
}
