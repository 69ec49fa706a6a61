// swift-format-ignore-file
// The sample of Docs/LiveLayout.md, copied as the guide writes it
// (DocumentationSampleTests checks the copy), with the check of what it claims.
import Testing
import TrellisTools

@Suite("Docs/LiveLayout.md")
struct LiveLayoutGuideTests {
    @Test("each change of the guide, in turn, leaves what a full prepare of the result gives")
    func changes() throws {
        let firstPage = SamplePhotos.cycled(count: 10)
        let nextPage = Array(SamplePhotos.cycled(count: 16).suffix(6))
        let photos = Array(SamplePhotos.cycled(count: 20).suffix(4))
        let visibleRect = Rect(x: 0, y: 0, width: 844, height: 390)

        var live = try LiveLayout(ShortestColumn(columns: 2), input: LayoutInput(width: 390, items: firstPage))
        try live.appendItems(nextPage, toSection: 0)                         // infinite scroll
        try live.setSize(ItemSize(width: 300, height: 410),                   // self-sizing
                         ofItemAt: ElementPath(section: 0, item: 7))
        try live.insertItems([ItemSize(width: 640, height: 480)], at: ElementPath(section: 0, item: 2))
        try live.deleteItems(at: ElementPath(section: 0, item: 5), count: 2)
        try live.appendSection(SectionInput(items: photos))
        try live.setViewport(width: 844, height: 390)                         // rotation: full placement
        let visible = live.layout.elements(in: visibleRect)

        var items = firstPage + nextPage
        items[7] = ItemSize(width: 300, height: 410)
        items.insert(ItemSize(width: 640, height: 480), at: 2)
        items.removeSubrange(5..<7)
        let input = LayoutInput(width: 844, height: 390, sections: [SectionInput(items: items), SectionInput(items: photos)])
        let full = try ShortestColumn(columns: 2).prepare(input)
        #expect(live.layout.allElements == full.allElements)
        #expect(live.layout.contentSize == full.contentSize)
        #expect(visible == full.elements(in: visibleRect))
    }
}
