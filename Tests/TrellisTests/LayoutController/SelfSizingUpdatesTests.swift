import Testing
import TrellisTestSupport
import TrellisTools

/// Self-sized items keep their measured sizes through what a collection view
/// does next — pages appended, items inserted, deleted, moved and reloaded in
/// batch updates, rotation — replayed by ``UIKitCallSimulator`` against the
/// controller, the way `TrellisCollectionViewLayout` drives it.
@Suite("Self-sizing through data-source changes")
struct SelfSizingUpdatesTests {
    /// Items estimated square, whose cells measure between 60 and 260 points tall.
    static func items(_ ids: Range<Int>, seed: UInt64) -> [UIKitCallSimulator.Item] {
        var random = SeededGenerator(seed: seed)
        return ids.map {
            UIKitCallSimulator.Item(
                id: $0, estimate: ItemSize(width: 100, height: 100),
                trueLength: Double(Int.random(in: 60...260, using: &random)))
        }
    }

    /// A two-column gallery of 60 items, scrolled through its first screens so that their cells measured themselves.
    static func measuredGallery(seed: UInt64 = 1) -> UIKitCallSimulator {
        var simulator = UIKitCallSimulator(
            strategy: ShortestColumn(columns: 2), sections: [items(0..<60, seed: seed)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.reloadData()
        for y in stride(from: 0.0, through: 1_600, by: 400) { simulator.scroll(toY: y) }
        return simulator
    }

    /// Every item measured so far has its cell's height, wherever it is now.
    static func expectMeasuredHeightsKept(_ simulator: UIKitCallSimulator, _ context: Comment) {
        #expect(!simulator.controller.measuredSizes.isEmpty, context)
        for (path, _) in simulator.controller.measuredSizes {
            let item = simulator.sections[path.section][path.item]
            let frame = simulator.controller.attributesForItem(at: path)?.frame
            #expect(abs((frame?.height ?? 0) - item.trueLength) < 0.02, "item \(item.id) at \(path): \(context)")
        }
    }

    @Test(
        "self-sizing ends: a cell reports its size once when the strategy places it at another (a template, a row)",
        arguments: StrategyRegistry.builtIn.strategies.map { $0.name })
    func selfSizingEnds(strategyName: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: strategyName, options: OptionValues([:]))
        for keepsColumns in [false, true] {
            var simulator = UIKitCallSimulator(
                strategy: strategy, sections: [Self.items(0..<80, seed: 3)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844), keepsColumns: keepsColumns,
                defersPlacement: keepsColumns)
            simulator.reloadData(sizingCells: false)
            let first = simulator.selfSize()
            #expect(first >= 1, "\(strategyName): the cells measured themselves")
            #expect(first <= 3, "\(strategyName), kept columns \(keepsColumns): \(first) passes")
            #expect(simulator.selfSizingPass() == 0, "\(strategyName): settled")
            simulator.scroll(to: Point(x: 0, y: 900), sizingCells: false)
            let scrolled = simulator.selfSize()
            #expect(scrolled <= 3, "\(strategyName), kept columns \(keepsColumns): \(scrolled) passes after a scroll")
            #expect(simulator.lastError == nil)
        }
    }

    @Test("appending a page keeps every measured size; the item under the finger stays put")
    func appendKeepsMeasuredSizes() throws {
        var simulator = Self.measuredGallery()
        let measured = simulator.controller.measuredSizes.count
        let anchor = try #require(simulator.controller.scrollAnchor(in: simulator.bounds))
        let anchorID = simulator.sections[0][anchor.path.item].id
        let before = try #require(simulator.screenY(ofItem: anchorID))
        simulator.performBatchUpdates((60..<80).map { .insertItem(ElementPath(section: 0, item: $0)) }) {
            $0[0] += Self.items(60..<80, seed: 9)
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.controller.measuredSizes.count >= measured)
        Self.expectMeasuredHeightsKept(simulator, "after an append")
        #expect(abs(try #require(simulator.screenY(ofItem: anchorID)) - before) <= 1)
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("inserting, deleting and moving above the viewport: measured sizes follow their items")
    func editsMoveMeasuredSizes() throws {
        var simulator = Self.measuredGallery()
        let anchor = try #require(simulator.controller.scrollAnchor(in: simulator.bounds))
        let anchorID = simulator.sections[0][anchor.path.item].id
        let before = try #require(simulator.screenY(ofItem: anchorID))
        let measuredIDs = Set(simulator.controller.measuredSizes.keys.map { simulator.sections[0][$0.item].id })
        // Delete items 1 and 4, insert two new items at 2 and 3, move item 7 to 0.
        simulator.performBatchUpdates([
            .deleteItem(ElementPath(section: 0, item: 1)), .deleteItem(ElementPath(section: 0, item: 4)),
            .insertItem(ElementPath(section: 0, item: 2)), .insertItem(ElementPath(section: 0, item: 3)),
            .moveItem(from: ElementPath(section: 0, item: 7), to: ElementPath(section: 0, item: 0)),
        ]) { sections in
            var items = sections[0]
            let moved = items[7]
            items = items.enumerated().filter { ![1, 4, 7].contains($0.offset) }.map(\.element)
            items.insert(moved, at: 0)
            items.insert(contentsOf: Self.items(100..<102, seed: 5), at: 2)
            sections[0] = items
        }
        #expect(simulator.lastError == nil)
        Self.expectMeasuredHeightsKept(simulator, "after inserts, deletes and a move")
        let idsNow = Set(simulator.controller.measuredSizes.keys.map { simulator.sections[0][$0.item].id })
        // Every surviving measured item is still measured; the deleted ones are gone.
        #expect(measuredIDs.subtracting([simulator.sections[0][0].id]).subtracting([1, 4]).isSubset(of: idsNow))
        #expect(!idsNow.contains(1) && !idsNow.contains(4))
        #expect(abs(try #require(simulator.screenY(ofItem: anchorID)) - before) <= 1)
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("a reloaded item is measured again; reloadData forgets every measurement")
    func reloadsDropMeasurements() throws {
        var simulator = Self.measuredGallery()
        let path = ElementPath(section: 0, item: 2)
        #expect(simulator.controller.measuredSizes[path] != nil)
        // The reloaded cell now measures 300 points tall; off screen, it is its estimate (square) until shown.
        simulator.performBatchUpdates([.reloadItem(path)]) { $0[0][2].trueLength = 300 }
        #expect(simulator.controller.measuredSizes[path] == nil)
        let frame = try #require(simulator.controller.attributesForItem(at: path)?.frame)
        #expect(abs(frame.height - frame.width) < 0.02)
        simulator.scroll(toY: 0)
        #expect(abs((simulator.controller.attributesForItem(at: path)?.frame.height ?? 0) - 300) < 0.02)
        simulator.scroll(toY: 3_000)
        simulator.reloadData()
        let visible = simulator.controller.elements(in: simulator.bounds, visibleRect: simulator.bounds).count
        #expect(simulator.controller.measuredSizes.count <= visible)
        #expect(simulator.controller.measuredSizes[path] == nil)
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("rotation: measured sizes are scaled, not reverted, then measured again; the anchor stays within a point")
    func rotationKeepsMeasuredSizes() throws {
        var simulator = Self.measuredGallery()
        let anchor = try #require(simulator.controller.scrollAnchor(in: simulator.bounds))
        let anchorID = simulator.sections[0][anchor.path.item].id
        let before = try #require(simulator.screenY(ofItem: anchorID))
        let measured = simulator.controller.measuredSizes
        // The rotation keeps the first visible item's top edge.
        simulator.resize(to: Size(width: 844, height: 390), sizingCells: false)
        #expect(abs(try #require(simulator.screenY(ofItem: anchorID)) - before) <= 1)
        // Then the cells measure themselves at the new width, with the anchor held since the scroll: it
        // keeps its top edge, or its bottom edge when it straddles the top.
        let first = try #require(simulator.keptItem())
        let seen = try #require(simulator.screenPosition(of: first))
        simulator.selfSize()
        #expect(abs(try #require(simulator.screenPosition(of: first)) - seen) <= 1)
        #expect(simulator.controller.measuredSizes.count >= measured.count)
        // Every measured item keeps its measured aspect ratio at the new column width (none reverts
        // to its square estimate); the cells on screen measured themselves again at that width.
        for (path, size) in simulator.controller.measuredSizes {
            let frame = try #require(simulator.controller.attributesForItem(at: path)?.frame)
            #expect(abs(frame.height - size.height / (size.width ?? 1) * frame.width) < 0.02)
        }
        for element in simulator.controller.elements(in: simulator.bounds, visibleRect: simulator.bounds)
        where element.kind == .item {
            let item = simulator.sections[0][element.path.item]
            #expect(abs(element.frame.height - item.trueLength) < 0.02, "item \(item.id) on screen")
        }
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test(
        "bad input: an edit out of range or a measured size that is not finite and positive is an error; nothing changes"
    )
    func badInput() throws {
        var simulator = Self.measuredGallery()
        let layout = simulator.controller.layout?.allElements
        let measured = simulator.controller.measuredSizes
        simulator.performBatchUpdates([.deleteItem(ElementPath(section: 0, item: 60))]) { _ in }
        #expect(simulator.lastError != nil)
        #expect("\(simulator.lastError.map { "\($0)" } ?? "")".contains("item 60"))
        #expect(simulator.controller.measuredSizes == measured)
        #expect(simulator.controller.layout?.allElements == layout)
        for bad in [Size(width: .nan, height: 10), Size(width: 10, height: -4), Size(width: .infinity, height: 5)] {
            #expect(throws: LayoutError.self) {
                try simulator.controller.measureItem(at: ElementPath(section: 0, item: 0), size: bad)
            }
        }
        #expect(throws: LayoutError.self) {
            try simulator.controller.apply(
                [.insertSection(5)], sections: 2, itemCount: { _ in 60 },
                size: { _ in ItemSize(width: 1, height: 1) })
        }
        #expect(simulator.controller.layout?.allElements == layout)
    }
}

/// A self-sizing cell can ask for its width before it is made.
@Suite("Item width before sizing")
struct ItemWidthTests {
    @Test(
        "a column strategy's item width is the width its items get, per section with overrides",
        arguments: [
            ShortestColumn(columns: 3) as any LayoutStrategy, Masonry(columns: 2, cellPadding: 8),
            RoundRobin(minimumColumnWidth: 120),
        ])
    func itemWidthMatchesFrames(strategy: any LayoutStrategy) throws {
        var controller = CollectionLayoutController(strategy: strategy)
        #expect(controller.itemWidth(inSection: 0) == nil)  // before the first layout
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(items: SamplePhotos.cycled(count: 10)),
                SectionInput(items: SamplePhotos.cycled(count: 10), options: ["columns": 4, "cellPadding": 2]),
            ])
        try controller.update(to: input)
        for section in 0..<2 {
            let width = try #require(controller.itemWidth(inSection: section))
            let frame = try #require(controller.attributesForItem(at: ElementPath(section: section, item: 0))?.frame)
            #expect(abs(width - frame.width) < 1e-9, "section \(section)")
        }
        #expect(controller.itemWidth(inSection: 2) == nil)
        var flow = CollectionLayoutController(strategy: FlowLine())
        try flow.update(to: LayoutInput(width: 390, items: SamplePhotos.cycled(count: 10)))
        #expect(flow.itemWidth(inSection: 0) == nil)
    }
}
