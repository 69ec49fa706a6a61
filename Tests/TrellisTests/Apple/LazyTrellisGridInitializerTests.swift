import Foundation
import Testing

/// `LazyTrellisGrid` has an initializer for every combination an app needs:
/// natural or estimated sizes; a strategy or a configuration; header and
/// footer, header only, footer only, or neither — for sections, and for one
/// section of items without header and footer. SwiftUI does not exist on
/// Linux, so this reads the declarations; `Examples/APIUsage` calls each
/// one, and the iOS type-check compiles it.
@Suite("LazyTrellisGrid initializers")
struct LazyTrellisGridInitializerTests {
    struct Combination: Hashable, CustomStringConvertible {
        var oneSection: Bool
        var configuration: Bool
        var estimated: Bool
        var header: Bool
        var footer: Bool

        var description: String {
            [
                oneSection ? "items" : "sections", configuration ? "configuration" : "strategy",
                estimated ? "estimatedItemSize" : "itemSize", header ? "header" : "", footer ? "footer" : "",
            ].filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    /// A public initializer: its argument labels and the constraints of the
    /// extension that declares it.
    struct Declaration {
        var labels: [String]
        var constraints: String
        var file: String
    }

    static let folder = DocumentationSampleTests.root.appendingPathComponent("Sources/Trellis/Apple")

    /// Every `public init(` of `LazyTrellisGrid`, in the type or its extensions.
    static func declarations() throws -> [Declaration] {
        var found: [Declaration] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("LazyTrellisGrid") && $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var scope: String?  // the constraints of the LazyTrellisGrid declaration the line is in
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
            while let line = lines.popFirst() {
                if line.hasPrefix("public struct LazyTrellisGrid<") {
                    scope = ""
                } else if line.hasPrefix("extension LazyTrellisGrid") {
                    scope = line.components(separatedBy: " where ").dropFirst().first ?? ""
                } else if line.hasPrefix("}") || (!line.hasPrefix(" ") && !line.isEmpty && !line.hasPrefix("where")) {
                    if !line.hasPrefix("//") && !line.hasPrefix("#") && !line.hasPrefix(">") { scope = nil }
                }
                guard let constraints = scope, line.trimmingCharacters(in: .whitespaces).hasPrefix("public init(")
                else { continue }
                // The parameter list, up to the parenthesis that closes it.
                var signature = String(line)
                var depth = signature.filter { $0 == "(" }.count - signature.filter { $0 == ")" }.count
                while depth > 0, let next = lines.popFirst() {
                    signature += " " + next
                    depth += next.filter { $0 == "(" }.count - next.filter { $0 == ")" }.count
                }
                found.append(
                    Declaration(labels: labels(of: signature), constraints: constraints, file: file))
            }
        }
        return found
    }

    /// The argument labels of a declaration's parameters at the top level.
    static func labels(of signature: String) -> [String] {
        guard let open = signature.firstIndex(of: "(") else { return [] }
        var labels: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in signature[signature.index(after: open)...] {
            defer { previous = character }
            if character == "(" || character == "<" || character == "[" { depth += 1 }
            if character == ")" || (character == ">" && previous != "-") || character == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0 && character == "," {
                labels.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        labels.append(current)
        return labels.compactMap { parameter in
            let words = parameter.replacingOccurrences(of: "@ViewBuilder", with: "")
                .split(separator: ":").first?.split(whereSeparator: { $0.isWhitespace })
            return words?.first.map(String.init)
        }
    }

    static func combination(of declaration: Declaration) -> Combination {
        let labels = Set(declaration.labels)
        return Combination(
            oneSection: declaration.labels.first == "_", configuration: labels.contains("configuration"),
            estimated: labels.contains("estimatedItemSize"), header: labels.contains("header"),
            footer: labels.contains("footer"))
    }

    /// Every combination an app needs.
    static var expected: Set<Combination> {
        var combinations: Set<Combination> = []
        for configuration in [false, true] {
            for estimated in [false, true] {
                for header in [false, true] {
                    for footer in [false, true] {
                        combinations.insert(
                            Combination(
                                oneSection: false, configuration: configuration, estimated: estimated,
                                header: header, footer: footer))
                    }
                }
                combinations.insert(
                    Combination(
                        oneSection: true, configuration: configuration, estimated: estimated, header: false,
                        footer: false))
            }
        }
        return combinations
    }

    @Test("every combination of sizes, strategy or configuration, header and footer has exactly one initializer")
    func everyCombination() throws {
        let declarations = try Self.declarations()
        var seen: [Combination: Int] = [:]
        for declaration in declarations { seen[Self.combination(of: declaration), default: 0] += 1 }
        #expect(Self.expected.count == 20)
        for combination in Self.expected {
            #expect(seen[combination] == 1, "LazyTrellisGrid(\(combination)): \(seen[combination] ?? 0) initializers")
        }
        for combination in seen.keys where !Self.expected.contains(combination) {
            Issue.record("an initializer outside the combinations: \(combination)")
        }
    }

    @Test("an initializer without a header or footer view fixes its type to EmptyView, so no call needs one")
    func leftOutViewsAreEmpty() throws {
        let declarations = try Self.declarations()
        #expect(declarations.count == 20)
        for declaration in declarations {
            let combination = Self.combination(of: declaration)
            let name = "init(\(declaration.labels.map { $0 + ":" }.joined())) in \(declaration.file)"
            #expect(
                combination.header || declaration.constraints.contains("Header == EmptyView"),
                "\(name): no header, but Header is not EmptyView")
            #expect(
                combination.footer || declaration.constraints.contains("Footer == EmptyView"),
                "\(name): no footer, but Footer is not EmptyView")
            #expect(
                !combination.oneSection || declaration.constraints.contains("SectionID == Int"),
                "\(name): one section, but its identifier is not an Int")
            #expect(
                combination.header || !declaration.labels.contains("pinsHeaders"),
                "\(name): pins headers it does not have")
        }
    }

    @Test("the type-checked example calls every initializer")
    func exampleCallsEach() throws {
        let example = try String(
            contentsOf: DocumentationSampleTests.root.appendingPathComponent(
                "Examples/APIUsage/LazyTrellisGridInitializers.swift"), encoding: .utf8)
        // One call per combination, each marked with the combination it makes.
        for combination in Self.expected {
            #expect(
                example.contains("// \(combination)\n"), "the example does not call LazyTrellisGrid(\(combination))")
        }
    }
}
