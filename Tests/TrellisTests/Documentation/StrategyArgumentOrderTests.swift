import Foundation
import Testing
import TrellisTestSupport
import TrellisTools

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

    @Test("the CHT migration's strategy and per-section options lay out as the table says")
    func chtMigration() throws {
        let strategy = ShortestColumn(
            columns: 2, cellPadding: 0, sectionInset: Insets(top: 8, left: 8, bottom: 8, right: 8),
            headerReferenceSize: Size(width: 0, height: 44), footerReferenceSize: Size(width: 0, height: 20),
            columnSpacing: 10, itemSpacing: 10)
        let options: (Int) -> OptionValues = { section in
            section == 0
                ? ["columns": 1, "headerReferenceSize": [0, 0], "footerReferenceSize": [0, 0]]
                : ["headerReferenceSize": [0, 44], "sectionInset": [8, 16, 8, 16], "itemSpacing": 12]
        }
        let sizes = [
            ItemSize(width: 100, height: 100), ItemSize(width: 100, height: 50), ItemSize(width: 100, height: 80),
        ]
        let layout = try strategy.prepare(
            LayoutInput(width: 390, sections: (0..<2).map { SectionInput(items: sizes, options: options($0)) }))
        // Section 0: one column, no header or footer, the strategy's insets.
        #expect(layout.attributesForSupplementaryElement(ofKind: .header, inSection: 0) == nil)
        #expect(layout.itemFrames(inSection: 0).allSatisfy { $0.minX == 8 && $0.width == 374 })
        // Section 1: a 44-point header, insets of 16 at the sides, 10 between columns, 12 between items.
        let header = try #require(layout.attributesForSupplementaryElement(ofKind: .header, inSection: 1)?.frame)
        #expect(header.height == 44)
        let frames = layout.itemFrames(inSection: 1)
        #expect(frames[0].minX == 16 && frames[1].minX == 16 + frames[0].width + 10)
        #expect(frames[0].width + frames[1].width + 10 == 390 - 32)
        #expect(frames[2].minY == frames[1].maxY + 12)
        #expect(layout.attributesForSupplementaryElement(ofKind: .footer, inSection: 1)?.frame.height == 20)
    }
}
