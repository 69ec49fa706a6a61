import Foundation
import Trellis

/// Every subcommand, in the order `trellis help` lists them.
let subcommands: [any Subcommand.Type] = [
    DemoCommand.self,
    LayoutCommand.self,
    RenderCommand.self,
    CompareCommand.self,
    BenchCommand.self,
    StrategiesCommand.self,
]

@MainActor func usage() -> String {
    let lines = subcommands.map { "  trellis \($0.usage)\n      \($0.summary)" }
    return "usage:\n" + lines.joined(separator: "\n") + "\n"
}

@MainActor func runTrellis(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
        FileHandle.standardError.write(Data("error: missing command\n\(usage())".utf8))
        return 1
    }
    if ["help", "--help", "-h"].contains(name) {
        print(usage(), terminator: "")
        return 0
    }
    guard let command = subcommands.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("error: unknown command '\(name)'; run 'trellis help'\n".utf8))
        return 1
    }
    do {
        let output = try command.run(Array(arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(output.utf8))
        return 0
    } catch {
        let message = "\(error)".replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return 1
    }
}

exit(runTrellis(Array(CommandLine.arguments.dropFirst())))
