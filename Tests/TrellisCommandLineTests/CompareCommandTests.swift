import Foundation
import Testing

/// Runs the built `trellis` executable and returns (status, stdout, stderr).
private func trellis(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = directory.appendingPathComponent("trellis")
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
}

private func temporaryFile(_ name: String, _ contents: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "trellis-compare-\(UUID().uuidString)-\(name)"
    ).path
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite("trellis compare")
struct CompareCommandTests {
    /// Heights only matter through aspect ratios: 2 columns of 195 at padding 6 make items 183 wide.
    static let items = "width,height\n183,100\n183,50\n183,30\n183,40\n"

    @Test("prints an aligned table with one row per strategy and the exact content heights")
    func table() throws {
        let path = try temporaryFile("items.csv", Self.items)
        let result = try trellis([
            "compare", path, "--width", "390", "--strategies", "round-robin,shortest-column,masonry:tolerance=0",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(Set(lines.map(\.count)).count == 1)
        // Cells are 112, 62, 42, 52 tall. round-robin: columns 112+42 = 154 and 62+52 = 114 → 154.
        // shortest-column: item 0 → column 0 (112); items 1, 2, 3 → column 1 (62, 104, 156) → 156.
        // masonry with tolerance 0: the same as shortest-column.
        #expect(lines[1].hasPrefix("round-robin ") && lines[1].contains(" 154.0 "))
        #expect(lines[2].hasPrefix("shortest-column ") && lines[2].contains(" 156.0 "))
        #expect(lines[3].hasPrefix("masonry tolerance=0 ") && lines[3].contains(" 156.0 "))
    }

    @Test("--json prints one object per strategy and --picture writes a labelled SVG")
    func jsonAndPicture() throws {
        let path = try temporaryFile("items.csv", Self.items)
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-compare-\(UUID().uuidString).svg"
        ).path
        let result = try trellis([
            "compare", path, "--width", "390", "--strategies", "round-robin,mosaic", "--json",
            "--picture", picture,
        ])
        #expect(result.status == 0, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let strategies = try #require(json["strategies"] as? [[String: Any]])
        #expect(strategies.map { $0["strategy"] as? String } == ["round-robin", "mosaic"])
        #expect(strategies[0]["contentLength"] as? Double == 154)
        #expect(strategies[0]["columnImbalance"] as? Double == 40)
        #expect(strategies[1]["columns"] is NSNull)
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains(">round-robin</text>") && svg.contains(">mosaic</text>"))
    }

    @Test(
        "bad input exits 1 with one error line and nothing on stdout",
        arguments: [
            (["--width", "0"], "--width must be a finite number greater than 0"),
            (["--width", "390", "--strategies", "nope"], "unknown strategy 'nope'"),
            (["--width", "390", "--strategies", "masonry:tolerance=-1"], "option 'tolerance': must be at least 0"),
            (["--width", "390", "--strategies", "masonry:oops"], "expected key=value, got 'oops'"),
            (["--width", "390", "--colour"], "unknown option '--colour'"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let path = try temporaryFile("items.csv", Self.items)
        let result = try trellis(["compare", path] + arguments)
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: ") && result.error.contains(message), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test("a bad items file names the file and line")
    func badItemsFile() throws {
        let path = try temporaryFile("bad.csv", "width,height\n100,80\n100,-3\n")
        let result = try trellis(["compare", path, "--width", "390", "--strategies", "round-robin"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("bad.csv: line 3: column 2 (height) must be a number greater than 0, got -3"))
    }
}
