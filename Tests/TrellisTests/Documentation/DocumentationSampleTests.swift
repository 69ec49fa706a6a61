import Foundation
import Testing

/// Keeps the documentation true to the code.
///
/// Every ```` ```swift ```` sample of README.md, Docs/ and the DocC catalogs is
/// compiled and run by a test: its code lines appear, in order, in one test file
/// (a mirror, such as `ConfigurationGuideTests.swift`), which checks the output
/// the sample shows. Mirrors carry `swift-format-ignore-file`, so they stay
/// written as the documentation writes them. UIKit and SwiftUI samples name
/// their file in `Examples/AppSnippets/` (`<!-- snippet: path -->` before the
/// fence), which the iOS type-check compiles; package manifests are checked
/// against Package.swift.
@Suite("Documentation samples and links")
struct DocumentationSampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("every platform-neutral Swift sample is mirrored, line by line, in a test")
    func samplesAreMirrored() throws {
        let mirrors = try Self.files(under: "Tests", extension: "swift").map { try Self.codeLines(of: Self.read($0)) }
        var checked = 0
        for document in try Self.documents() {
            for sample in try Self.swiftSamples(in: document) where sample.kind == .runnable {
                let lines = Self.codeLines(of: sample.code)
                let mirrored = mirrors.contains { Self.isSubsequence(lines, of: $0) }
                #expect(
                    mirrored,
                    "\(Self.relative(document)):\(sample.line): no test mirrors this sample; copy it into a test file")
                checked += 1
            }
        }
        #expect(checked >= 15)
    }

    @Test("every UIKit and SwiftUI sample is a compiled snippet file, line by line")
    func appSamplesAreSnippetFiles() throws {
        var named: Set<String> = []
        for document in try Self.documents() {
            for sample in try Self.swiftSamples(in: document) where sample.kind == .applePlatforms {
                let place = "\(Self.relative(document)):\(sample.line)"
                guard let path = sample.snippetFile else {
                    Issue.record(
                        "\(place): an app sample needs `<!-- snippet: Examples/AppSnippets/Name.swift -->` before it")
                    continue
                }
                named.insert(path)
                let file = Self.root.appendingPathComponent(path)
                guard path.hasPrefix("Examples/AppSnippets/"), FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(place): no snippet file \(path) in Examples/AppSnippets/")
                    continue
                }
                #expect(
                    Self.isSubsequence(Self.codeLines(of: sample.code), of: Self.codeLines(of: try Self.read(file))),
                    "\(place): the sample and \(path) differ; change both")
            }
        }
        let files = try Self.files(under: "Examples/AppSnippets", extension: "swift").map(Self.relative)
        // The shared model, and the doc comments' examples (checked by `docCommentAppSamplesAreSnippetFiles`).
        for file in files where !file.hasSuffix("/Photo.swift") && !file.hasSuffix("/DocCommentExamples.swift") {
            #expect(named.contains(file), "\(file) is the snippet of no document")
        }
        #expect(named.count >= 7)
    }

    @Test("every platform-neutral Swift example of a doc comment is mirrored, line by line, in a test")
    func docCommentSamplesAreMirrored() throws {
        let mirrors = try Self.files(under: "Tests", extension: "swift").map { try Self.codeLines(of: Self.read($0)) }
        var checked = 0
        for sample in try Self.docCommentSamples() where sample.kind == .runnable {
            #expect(
                mirrors.contains { Self.isSubsequence(Self.codeLines(of: sample.code), of: $0) },
                "\(sample.place): no test mirrors this doc comment's example; copy it into Tests/TrellisCoreTests/Documentation/DocCommentExampleTests.swift"
            )
            checked += 1
        }
        #expect(checked >= 40)
    }

    @Test("every UIKit and SwiftUI example of a doc comment is in a type-checked app file, line by line")
    func docCommentAppSamplesAreSnippetFiles() throws {
        let snippets = try Self.files(under: "Examples/AppSnippets", extension: "swift").map {
            try Self.codeLines(of: Self.read($0))
        }
        var checked = 0
        for sample in try Self.docCommentSamples() where sample.kind == .applePlatforms {
            #expect(
                snippets.contains { Self.isSubsequence(Self.codeLines(of: sample.code), of: $0) },
                "\(sample.place): this doc comment's example is in no file of Examples/AppSnippets; copy it into one")
            checked += 1
        }
        #expect(checked >= 5)
    }

    @Test("package manifests in the documentation name products this package has")
    func manifestsNameRealProducts() throws {
        let package = try Self.read(Self.root.appendingPathComponent("Package.swift"))
        let products = Set(Self.matches(of: #"\.(?:library|executable)\(name: "([^"]+)""#, in: package))
        var named = 0
        for document in try Self.documents() {
            for sample in try Self.swiftSamples(in: document) where sample.kind == .manifest {
                for product in Self.matches(of: #"\.product\(name: "([^"]+)", package: "trellis"\)"#, in: sample.code) {
                    #expect(
                        products.contains(product), "\(Self.relative(document)):\(sample.line): no product '\(product)'"
                    )
                    named += 1
                }
            }
        }
        #expect(named >= 3)
    }

    @Test("relative links in the documentation lead to files of the repository")
    func linksResolve() throws {
        for document in try Self.documents() where document.pathExtension == "md" && !document.path.contains(".docc/") {
            let text = try Self.read(document)
            for target in Self.matches(of: #"\]\(([^)\s]+)\)"#, in: text) {
                guard !target.contains(":"), !target.hasPrefix("#") else { continue }  // URLs, doc: links, anchors
                let path = String(target.prefix { $0 != "#" })
                let resolved = document.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                #expect(
                    FileManager.default.fileExists(atPath: resolved.path),
                    "\(Self.relative(document)): link to '\(target)', which is not in the repository")
            }
        }
    }

    @Test("nothing cites internal notes that are not in the repository")
    func noInternalReferences() throws {
        // Spelled in pieces so that this file does not match itself.
        let forbidden = ["SP" + "EC", "ST" + "YLE ", "\u{A7}"]
        let folders = ["Docs", "Sources", "Strategies", "Benchmarks", "Tests", "Scripts", "Fuzz"]
        var files = try folders.flatMap { folder in
            try ["swift", "md", "sh"].flatMap { try Self.files(under: folder, extension: $0) }
        }
        files += ["README.md", "CHANGELOG.md", "Package.swift"].map { Self.root.appendingPathComponent($0) }
        for file in files {
            let text = try Self.read(file)
            for word in forbidden where text.contains(word) {
                #expect(Bool(false), "\(Self.relative(file)) cites '\(word)'")
            }
        }
    }

    // MARK: - Reading the documentation

    struct Sample {
        enum Kind { case runnable, manifest, applePlatforms }
        var line: Int
        var code: String
        var kind: Kind
        /// The file `<!-- snippet: path -->` on the line before the fence names.
        var snippetFile: String?
    }

    /// README.md, CHANGELOG.md, every guide under Docs/ and every DocC article.
    static func documents() throws -> [URL] {
        try ["README.md", "CHANGELOG.md"].map { root.appendingPathComponent($0) }
            + files(under: "Docs", extension: "md")
            + files(under: "Sources", extension: "md")
    }

    /// A Swift example of a doc comment, with where it is.
    struct DocCommentSample {
        var place: String
        var code: String
        var kind: Sample.Kind
    }

    /// The ```` ```swift ```` examples of the doc comments (`///`) of every
    /// source file; those of the UIKit and SwiftUI adapters are app code.
    static func docCommentSamples() throws -> [DocCommentSample] {
        var samples: [DocCommentSample] = []
        for file in try files(under: "Sources", extension: "swift") + files(under: "Strategies", extension: "swift") {
            var current: (line: Int, lines: [String])?
            for (number, line) in try read(file).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("///") else { continue }
                let text =
                    trimmed.dropFirst(3).hasPrefix(" ") ? String(trimmed.dropFirst(4)) : String(trimmed.dropFirst(3))
                if var sample = current {
                    if text.trimmingCharacters(in: .whitespaces) == "```" {
                        let code = sample.lines.joined(separator: "\n")
                        let apple = relative(file).hasPrefix("Sources/Trellis/Apple/")
                        samples.append(
                            DocCommentSample(
                                place: "\(relative(file)):\(sample.line)", code: code,
                                kind: apple ? .applePlatforms : kind(of: code)))
                        current = nil
                    } else {
                        sample.lines.append(text)
                        current = sample
                    }
                } else if text.trimmingCharacters(in: .whitespaces) == "```swift" {
                    current = (number + 1, [])
                }
            }
        }
        return samples
    }

    static func swiftSamples(in document: URL) throws -> [Sample] {
        var samples: [Sample] = []
        var current: (line: Int, lines: [String], snippet: String?)?
        var previous = ""
        for (number, line) in try read(document).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            defer { previous = trimmed }
            if var sample = current {
                if trimmed == "```" {
                    let code = sample.lines.joined(separator: "\n")
                    samples.append(
                        Sample(line: sample.line, code: code, kind: kind(of: code), snippetFile: sample.snippet))
                    current = nil
                } else {
                    sample.lines.append(String(line))
                    current = sample
                }
            } else if trimmed == "```swift" {
                current = (number + 1, [], matches(of: #"^<!-- snippet: (\S+) -->$"#, in: previous).first)
            }
        }
        return samples
    }

    static func kind(of code: String) -> Sample.Kind {
        let manifest = ["// swift-tools-version", ".package(", ".target(", ".testTarget("]
        if manifest.contains(where: code.contains) { return .manifest }
        let appleOnly = [
            "import UIKit", "import SwiftUI", "UICollectionView", "some View", "forDecorationViewOfKind",
            "TrellisCollectionViewLayout", "GestureRecognizer",
        ]
        return appleOnly.contains { code.contains($0) } ? .applePlatforms : .runnable
    }

    /// The lines that carry code: trimmed, spaces collapsed, without imports,
    /// blank lines and comments.
    static func codeLines(of text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var code = String(line)
            if let comment = endOfLineComment(in: code) { code = String(code[..<comment]) }
            code = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            if code.isEmpty || code.hasPrefix("import ") || code.hasPrefix("@testable import ") { return nil }
            return code
        }
    }

    /// Where a `//` comment starts outside string literals, if anywhere.
    static func endOfLineComment(in line: String) -> String.Index? {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { return line.index(before: index) }
            previous = character
        }
        return nil
    }

    static func isSubsequence(_ lines: [String], of file: [String]) -> Bool {
        var remaining = lines[...]
        for line in file where line == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    // MARK: - Files

    static func files(under folder: String, extension pathExtension: String) throws -> [URL] {
        let directory = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == pathExtension && !$0.path.contains("/.build") }
            .sorted { $0.path < $1.path }
    }

    static func read(_ file: URL) throws -> String {
        try String(contentsOf: file, encoding: .utf8)
    }

    static func relative(_ file: URL) -> String {
        String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
