// swift-format-ignore-file
// The samples of Docs/Strategies/, copied as the guides write them
// (DocumentationSampleTests checks the copy), with the checks of what they show.
import Testing
import TrellisTools

@Suite("Docs/Strategies/")
struct StrategyGuideTests {
    @Test("FlowLine.md: a header, section insets and three items")
    func flowLine() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        let strategy = FlowLine(sectionInset: Insets(top: 10, bottom: 5),
                                headerReferenceSize: Size(width: 0, height: 30))
        let layout = try strategy.prepare(LayoutInput(width: 200, items: [
            ItemSize(width: 120, height: 20), ItemSize(width: 100, height: 40), ItemSize(width: 50, height: 20),
        ]))
        print(layout.contentSize)    // 200.0 × 115.0

        // Header 30, inset 10, lines 20 and 40 tall 10 apart, inset 5 (the frames: FlowLineTests).
        #expect(printed == ["200.0 × 115.0"])
    }

    @Test("TilePattern.md: the quilted default on eight items")
    func tilePattern() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        let layout = try TilePattern().prepare(LayoutInput(width: 404, sections: [SectionInput(count: 8)]))
        print(layout.contentSize)    // 404.0 × 404.0

        // Two repetitions of two rows, 98-point cells 102 apart (the frames: TilePatternTests).
        #expect(printed == ["404.0 × 404.0"])
    }
}
