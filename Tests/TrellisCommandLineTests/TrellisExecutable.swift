import Foundation
import Testing

/// Runs the built `trellis` executable (or `trellis-bench`), as a user would.
///
/// The executables are dependencies of this test target, so `swift test`
/// builds them into the same products directory as the test bundle.
enum TrellisExecutable {
    /// What one run printed and returned.
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The `trellis` executable next to the test bundle.
    static let url = url(of: "trellis")

    /// The `trellis-bench` executable next to the test bundle.
    static let benchURL = url(of: "trellis-bench")

    /// The executable `name` next to the test bundle.
    private static func url(of name: String) -> URL? {
        var directories: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        // macOS: .build/debug/TrellisPackageTests.xctest/Contents/MacOS/… — the products are beside the .xctest.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // Fallback: the package's own build directory.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `trellis arguments…` (`trellis-bench arguments…` with `bench`) in
    /// `directory` with `input` on standard input (nothing by default) and
    /// collects its output.
    ///
    /// Input and output go through files rather than pipes, so a large output
    /// can never block the child while the test waits for it. With
    /// `standardOutputPath` (`/dev/full`), standard output goes there instead
    /// and the result's is empty.
    static func run(
        _ arguments: [String], in directory: URL? = nil, input: String = "", standardOutputPath: String? = nil,
        bench: Bool = false
    ) throws -> Result {
        guard let url = bench ? benchURL : url else { throw MissingExecutable() }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        let inputURL = scratch.appendingPathComponent("stdin")
        try Data(input.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: standardOutputPath.map(URL.init(fileURLWithPath:)) ?? outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String {
            "the trellis or trellis-bench executable was not found next to the test bundle; run `swift build` first"
        }
    }
}

/// A fresh temporary directory, removed when the value is dropped by `remove()`.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside the directory and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` inside the directory and returns its path.
    @discardableResult
    func write(_ bytes: Data, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try bytes.write(to: file)
        return file.path
    }

    /// The path of `name` inside the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Checks a failed run: status 1, nothing on stdout, one `error: ` line on stderr containing every fragment.
func expectFailure(
    _ result: TrellisExecutable.Result, containing fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.standardOutput.isEmpty, "stdout: \(result.standardOutput)", sourceLocation: sourceLocation)
    #expect(
        result.standardError.hasPrefix("error: "), "stderr: \(result.standardError)", sourceLocation: sourceLocation
    )
    #expect(result.standardError.hasSuffix("\n"), sourceLocation: sourceLocation)
    #expect(
        result.standardError.filter { $0 == "\n" }.count == 1, "stderr: \(result.standardError)",
        sourceLocation: sourceLocation)
    for fragment in fragments {
        #expect(
            result.standardError.contains(fragment), "stderr: \(result.standardError)",
            sourceLocation: sourceLocation)
    }
}
