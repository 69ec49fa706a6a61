import Foundation
import Testing

/// Docs/Apple.md lists each built-in strategy's initializer arguments in the
/// order Swift requires them; this keeps the list equal to the declarations.
@Suite("Strategy initializer argument order in the documentation")
struct StrategyArgumentOrderTests {
    /// Where each documented initializer is declared.
    static let declarations = [
        "ShortestColumn": "Sources/TrellisCore/Building/ColumnStrategy.swift",
        "Masonry": "Strategies/Masonry/Masonry.swift", "FlowLine": "Strategies/FlowLine/FlowLine.swift",
        "Mosaic": "Strategies/Mosaic/Mosaic.swift", "JustifiedRows": "Strategies/JustifiedRows/JustifiedRows.swift",
    ]

    /// The labels of the first `public init(` whose parameters all have defaults.
    static func declaredOrder(in path: String) throws -> [String] {
        let text = try DocumentationSampleTests.read(DocumentationSampleTests.root.appendingPathComponent(path))
        var rest = text[...]
        while let start = rest.range(of: "    public init(") {
            let signature = String(rest[start.lowerBound...].prefix { $0 != "{" })
            rest = rest[start.upperBound...]
            let labels = LazyTrellisGridInitializerTests.labels(of: signature)
            if !labels.isEmpty, signature.components(separatedBy: " = ").count == labels.count + 1 { return labels }
        }
        return []
    }

    @Test("every row of the argument-order table equals its initializer's declaration")
    func tableMatchesDeclarations() throws {
        let guide = try DocumentationSampleTests.read(
            DocumentationSampleTests.root.appendingPathComponent("Docs/Apple.md"))
        var checked = 0
        for (name, path) in Self.declarations {
            let row = try #require(
                guide.split(separator: "\n").first { $0.hasPrefix("| `\(name)`") },
                "no row for \(name) in Docs/Apple.md")
            let cells = row.split(separator: "|")
            let documented = DocumentationSampleTests.matches(of: "`([A-Za-z]+)`", in: String(try #require(cells.last)))
            let declared = try Self.declaredOrder(in: path)
            #expect(declared.count > 3, "\(path): no initializer with default arguments")
            #expect(documented == declared, "\(name): Docs/Apple.md lists \(documented); \(path) declares \(declared)")
            checked += 1
        }
        #expect(checked == 5)
    }
}
