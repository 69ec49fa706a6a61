import Foundation
import Testing

/// Keeps what the documentation says about platforms and toolchains true to
/// Package.swift: a claim such as "iOS 14+" or "type-checked at iOS 13" goes
/// stale silently when the declared minimum moves.
@Suite("Platform and toolchain claims in the documentation")
struct PlatformClaimTests {
    typealias Docs = DocumentationSampleTests

    static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// The major versions Package.swift's `platforms:` declares, by platform name.
    static func declaredMinimums() throws -> [String: Int] {
        let package = try Docs.read(Docs.root.appendingPathComponent("Package.swift"))
        var minimums: [String: Int] = [:]
        for platform in platforms {
            if let version = Docs.matches(of: #"\.\#(platform)\(\.v(\d+)"#, in: package).first.flatMap({ Int($0) }) {
                minimums[platform] = version
            }
        }
        return minimums
    }

    /// The guides, the DocC articles, every README under Examples/, and the
    /// scripts (their usage comments are documentation too).
    static func claimFiles() throws -> [URL] {
        try Docs.documents().filter { !$0.path.hasSuffix("CHANGELOG.md") }  // history stays as it was
            + Docs.files(under: "Examples", extension: "md") + Docs.files(under: "Scripts", extension: "sh")
            + Docs.files(under: "Scripts", extension: "swift")
    }

    /// Every "<platform> <major>" in `text` that is not an SDK's point
    /// version (`iOS 16.4`), with its line number.
    static func versions(in text: String) -> [(platform: String, major: Int, line: Int)] {
        var found: [(String, Int, Int)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let pattern = #"\b(iOS|macOS|tvOS|watchOS|visionOS) (\d+)(?![.\d])|apple-(ios)(\d+)"#
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let string = String(line)
            for match in regex.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
                let (name, version) = match.range(at: 1).location != NSNotFound ? (1, 2) : (3, 4)
                guard let nameRange = Range(match.range(at: name), in: string),
                    let versionRange = Range(match.range(at: version), in: string),
                    let major = Int(string[versionRange])
                else { continue }
                let platform = string[nameRange] == "ios" ? "iOS" : String(string[nameRange])
                found.append((platform, major, number + 1))
            }
        }
        return found
    }

    @Test("no document names a platform version below the minimum Package.swift declares")
    func noVersionBelowTheMinimum() throws {
        let minimums = try Self.declaredMinimums()
        #expect(minimums["iOS"] != nil, "Package.swift declares no iOS minimum")
        var checked = 0
        for file in try Self.claimFiles() {
            for claim in Self.versions(in: try Docs.read(file)) {
                guard let minimum = minimums[claim.platform] else { continue }
                #expect(
                    claim.major >= minimum,
                    """
                    \(Docs.relative(file)):\(claim.line): \(claim.platform) \(claim.major) is below the declared \
                    minimum, \(claim.platform) \(minimum): the package does not build there
                    """)
                checked += 1
            }
        }
        #expect(checked >= 10)
    }

    @Test("every list of declared platforms and every named minimum equals Package.swift")
    func declaredListsMatch() throws {
        let minimums = try Self.declaredMinimums()
        let version = #"(?:iOS|macOS|tvOS|watchOS|visionOS) \d+(?![.\d])"#
        var checked = 0
        for file in try Self.claimFiles() where file.pathExtension == "md" {
            // Lines joined: a list may wrap.
            let text = try Docs.read(file).replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            let lists =
                Docs.matches(of: #"declares? ((?:\#(version)(?:, | and )?)+)"#, in: text)
                + Docs.matches(of: #"minimum[^:;]{0,50}?\((\#(version))\)"#, in: text)
            for list in lists {
                for claim in Self.versions(in: list) {
                    #expect(
                        minimums[claim.platform] == claim.major,
                        """
                        \(Docs.relative(file)): says the package declares \(claim.platform) \(claim.major); \
                        Package.swift declares \(minimums[claim.platform].map { "\(claim.platform) \($0)" } ?? "none")
                        """)
                    checked += 1
                }
            }
        }
        #expect(checked >= 8)
    }

    @Test("the toolchain a document asks for is the manifest's tools version")
    func toolchainClaimsMatch() throws {
        let package = try Docs.read(Docs.root.appendingPathComponent("Package.swift"))
        let tools = try #require(Docs.matches(of: #"swift-tools-version: ?(\d+\.\d+)"#, in: package).first)
        var checked = 0
        for file in try Self.claimFiles() where file.pathExtension == "md" {
            for claim in Docs.matches(of: #"Swift (\d+\.\d+) or later"#, in: try Docs.read(file)) {
                #expect(claim == tools, "\(Docs.relative(file)): asks for Swift \(claim); Package.swift needs \(tools)")
                checked += 1
            }
        }
        #expect(checked >= 1)
    }
}
