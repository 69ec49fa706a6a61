// swift-format-ignore-file
// The Swift sample of Docs/Composition.md, copied as the guide writes it
// (DocumentationSampleTests checks the copy), with the checks of what it claims.
import Testing
import TrellisTools
import TrellisTestSupport

@Suite("Docs/Composition.md")
struct CompositionGuideTests {
    @Test("a list composite, a provider composite, a live layout and a controller all lay out the guide's input")
    func sample() throws {
        let input = LayoutInput(width: 390, sections: [
            SectionInput(count: 8), SectionInput(count: 5), SectionInput(items: SamplePhotos.cycled(count: 12)),
        ])

        // A list: section i gets sections[i], every later section the fallback.
        let screen = CompositeStrategy([
            FlowLine(itemSize: Size(width: 100, height: 36)),
            Mosaic(segmentHeight: 180),
        ], otherwise: ShortestColumn(columns: 2))

        // A section provider: any function of the section index.
        let alternating = CompositeStrategy { section in
            section.isMultiple(of: 2) ? FlowLine() as any LayoutStrategy : Masonry(columns: 3)
        }

        let layout = try screen.prepare(input)                       // a PreparedLayout like any other
        var live = try LiveLayout(screen, input: input)              // follows appends, resizes, …
        let controller = CollectionLayoutController(strategy: screen)

        // Section 2 is the fallback's, stacked below the first two sections.
        let mosaicEnd = layout.itemFrames(inSection: 1).map(\.maxY).max() ?? 0
        #expect(layout.itemFrames(inSection: 2).allSatisfy { $0.minY >= mosaicEnd })
        try live.appendItems(SamplePhotos.cycled(count: 3), toSection: 2)
        let appended = input.appending(SamplePhotos.cycled(count: 3), toSection: 2)
        #expect(live.layout.allElements == (try screen.prepare(appended)).allElements)
        #expect(controller.layout == nil)
        #expect((try alternating.prepare(input)).itemFrames(inSection: 1).count == 5)
    }
}

private extension LayoutInput {
    func appending(_ items: [ItemSize], toSection section: Int) -> LayoutInput {
        var copy = self
        if case .sizes(let sizes) = copy.sections[section].items { copy.sections[section].items = .sizes(sizes + items) }
        return copy
    }
}
