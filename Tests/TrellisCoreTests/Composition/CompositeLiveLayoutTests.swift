import Foundation
import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// A live composite equals a full prepare after every change, and a change in
/// one section places only that section again.
@Suite("Composite live layout")
struct CompositeLiveLayoutTests {
    @Test(
        "random appends, resizes, inserts, deletes and new sections: every change equals a full prepare",
        arguments: 0..<10)
    func equalsFullPrepare(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x11FE &+ seed)
        let strategies = QueryFixtures.randomStrategies(count: 4, horizontal: seed % 5 == 4, using: &random)
        let composite = CompositeStrategy(Array(strategies.dropLast()), otherwise: strategies[3])
        try LiveLayoutTests.check(composite, seed: seed)
    }

    @Test("a change in section k places section k again and no other; later sections only move")
    func placesOnlyTheChangedSection() throws {
        let counters = (0..<4).map { _ in PlacementCounter() }
        let composite = CompositeStrategy(provider: { section in
            Counted(
                base: section == 1 ? FlowLine() as any LayoutStrategy : ShortestColumn(columns: 2),
                counter: counters[section % 4])
        })
        let input = LayoutInput(
            width: 390, sections: (0..<4).map { _ in SectionInput(items: SamplePhotos.cycled(count: 20)) })
        var live = try LiveLayout(composite, input: input)
        #expect(counters.map(\.count) == [1, 1, 1, 1])

        try live.appendItems(SamplePhotos.cycled(count: 5), toSection: 1)
        #expect(counters.map(\.count) == [1, 2, 1, 1])
        try live.setSize(ItemSize(width: 10, height: 90), ofItemAt: ElementPath(section: 2, item: 3))
        #expect(counters.map(\.count) == [1, 2, 2, 1])
        try live.deleteItems(at: ElementPath(section: 0, item: 0), count: 4)
        #expect(counters.map(\.count) == [2, 2, 2, 1])
        try live.insertItems(SamplePhotos.cycled(count: 2), at: ElementPath(section: 3, item: 7))
        #expect(counters.map(\.count) == [2, 2, 2, 2])
        try live.appendSection(SectionInput(items: SamplePhotos.cycled(count: 3)))  // section 4: counter 0
        #expect(counters.map(\.count) == [3, 2, 2, 2])

        // The viewport changes every section.
        try live.setViewport(width: 500, height: nil)
        #expect(counters.map(\.count) == [5, 3, 3, 3])
        #expect(try live.layout.allElements == composite.prepare(live.input).allElements)
    }

    @Test("a resumable section strategy resumes inside its section")
    func resumesInsideTheSection() throws {
        let composite = CompositeStrategy([FlowLine()], otherwise: ShortestColumn(columns: 3))
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(items: Array(repeating: ItemSize(width: 70, height: 30), count: 12)),
                SectionInput(items: SamplePhotos.cycled(count: 2_000)),
            ])
        var live = try LiveLayout(composite, input: input)
        let before = live.layout
        try live.appendItems(SamplePhotos.cycled(count: 3), toSection: 1)
        // The frames of section 0 and the first 2,000 items of section 1 are where they were.
        #expect(Array(live.layout.allElements.prefix(before.elementCount)) == before.allElements)
        #expect(try live.layout.allElements == composite.prepare(live.input).allElements)
        #expect(live.layout.indexKind == .sections)
    }

    @Test("the collection controller drives a composite through its live layout")
    func controller() throws {
        let composite = CompositeStrategy(
            [FlowLine(headerReferenceSize: Size(width: 0, height: 30))],
            otherwise: Masonry(columns: 2, headerReferenceSize: Size(width: 0, height: 30)))
        var controller = CollectionLayoutController(strategy: composite)
        var input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(items: Array(repeating: ItemSize(width: 90, height: 32), count: 9)),
                SectionInput(items: SamplePhotos.cycled(count: 30)),
            ])
        _ = try controller.update(to: input)
        input.sections[1].items = .sizes(SamplePhotos.cycled(count: 45))
        _ = try controller.update(to: input)
        let layout = try #require(controller.layout)
        #expect(layout.allElements == (try composite.prepare(input).allElements))
    }
}

/// Counts placements, shared between the copies of a strategy.
final class PlacementCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
}

/// A strategy that counts how often it places, then places as `base` does.
struct Counted: LayoutStrategy {
    static let name = "counted"
    let base: any LayoutStrategy
    let counter: PlacementCounter
    init(base: any LayoutStrategy, counter: PlacementCounter) {
        self.base = base
        self.counter = counter
    }
    init(options: OptionValues) throws(LayoutError) { throw .invalidConfiguration("test only") }
    func sectionOptions(forSection index: Int) -> (strategy: String, options: [AnyOption], columnSpans: Bool) {
        base.sectionOptions(forSection: index)
    }
    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        counter.increment()
        try base.placeElements(of: input, into: &builder)
    }
}
