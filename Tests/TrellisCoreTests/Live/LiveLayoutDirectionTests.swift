import Testing
import TrellisTools

@Suite("Live layouts right to left and with pinned headers")
struct LiveLayoutDirectionTests {
    @Test(
        "a right-to-left live layout equals a full prepare after every change, and keeps pinning",
        arguments: [
            IndexOption.auto, .linear, .rtree,
        ])
    func rightToLeft(index: IndexOption) throws {
        let strategy = FlowLine(headerReferenceSize: Size(width: 0, height: 30))
        let sizes: [ItemSize] = (0..<40).map { (index: Int) -> ItemSize in
            let width = Double(40 + index * 7 % 90)
            let height = Double(20 + index * 13 % 50)
            return ItemSize(width: width, height: height)
        }
        var input = LayoutInput(width: 390, items: sizes)
        input.layoutDirection = .rightToLeft
        var live = try LiveLayout(strategy, input: input, index: index)
        live.pinsHeaders = true
        try live.appendItems([ItemSize(width: 120, height: 44), ItemSize(width: 60, height: 10)], toSection: 0)
        try live.setSize(ItemSize(width: 200, height: 80), ofItemAt: ElementPath(section: 0, item: 3))
        var expectedInput = input
        var expectedSizes = sizes + [ItemSize(width: 120, height: 44), ItemSize(width: 60, height: 10)]
        expectedSizes[3] = ItemSize(width: 200, height: 80)
        expectedInput.sections[0].items = .sizes(expectedSizes)
        let expected = try strategy.prepare(expectedInput, index: index)
        #expect(live.layout.allElements == expected.allElements)
        #expect(live.layout.layoutDirection == .rightToLeft)
        #expect(live.layout.pinsHeaders)
        let visible = Rect(x: 0, y: 300, width: 390, height: 200)
        #expect(live.layout.elements(in: visible) == expected.elements(in: visible, pinningHeaders: true))
        #expect(live.layout.elements(in: visible).first?.kind == .header)
    }
}
