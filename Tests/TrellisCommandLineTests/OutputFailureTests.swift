import Foundation
import Testing

/// Output that cannot be written (a full disk, simulated by Linux's
/// `/dev/full`) and input that cannot be read are one `error: …` line and
/// exit status 1, never a crash.
@Suite("trellis when output cannot be written", .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
struct OutputFailureTests {
    static let configuration = "Docs/Examples/shortest-column.json"
    static let items = "Docs/Examples/photos.json"

    /// Every command that prints something, small outputs and large.
    static let commands: [[String]] = [
        ["strategies"], ["strategies", "masonry"], ["--help"], ["help", "layout"], ["layout", "--help"],
        ["--version"], ["layout", configuration, items],
        ["layout", configuration, items, "--snap"],
        ["layout", configuration, items, "--format", "csv"], ["layout", configuration, items, "--format", "json"],
        ["layout", configuration, items, "--format", "ndjson", "--width", "390,768"],
        ["layout", configuration, "Docs/Examples/coco2017_val.csv", "--format", "csv"],
        ["compare", items, "--width", "390"], ["compare", items, "--width", "390", "--json"],
    ]

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    @Test("a full standard output is an error saying there is no space left", arguments: commands)
    func fullStandardOutput(_ arguments: [String]) throws {
        let result = try TrellisExecutable.run(arguments, in: Self.packageRoot, standardOutputPath: "/dev/full")
        #expect(result.status == 1)
        #expect(result.standardError == "error: cannot write standard output: no space left on device\n")
    }

    @Test("render into a full device names the file and says there is no space left", arguments: ["svg", "html"])
    func fullFile(_ kind: String) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let path = scratch.path("full.\(kind)")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/full")
        let result = try TrellisExecutable.run(
            ["render", Self.configuration, Self.items, "-o", path] + (kind == "html" ? ["--html"] : []),
            in: Self.packageRoot)
        expectFailure(result, containing: ["cannot write '\(path)': no space left on device"])
        // The link still points at the device: nothing was renamed over it.
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "/dev/full")
    }

    @Test("render through a link replaces the file it points to, not the link")
    func linkedFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let target = try scratch.write("old", to: "target.svg")
        let link = scratch.path("link.svg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try TrellisExecutable.run(
            ["render", Self.configuration, Self.items, "-o", link], in: Self.packageRoot)
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<svg"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == [
                "link.svg", "target.svg",
            ])
    }

    @Test("a directory on standard input is an error, not a crash")
    func directoryOnStandardInput() throws {
        let process = Process()
        guard let url = TrellisExecutable.url else { throw TrellisExecutable.MissingExecutable() }
        process.executableURL = url
        process.arguments = ["layout", Self.configuration, "-"]
        process.currentDirectoryURL = Self.packageRoot
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/"))
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "error: cannot read 'standard input': is a directory\n")
    }
}
