import Testing
import TrellisTestSupport
import TrellisTools

@testable import Trellis

/// What a collection view really does to its layout — batch updates, self-sizing
/// passes, bounds changes, in UIKit's order (either order where UIKit's is not
/// documented) — replayed through the controller's own entry points: the
/// layout never moves the first visible item, never loses a measured size,
/// never serves data that no longer exists, and always equals a full prepare.
@Suite("The live path")
struct LivePathTests {
    typealias Item = UIKitCallSimulator.Item

    /// Items estimated square (or given by count), whose cells measure between 60 and 260 points tall.
    static func items(_ ids: Range<Int>, seed: UInt64, byCount: Bool = false) -> [Item] {
        var random = SeededGenerator(seed: seed)
        return ids.map {
            Item(
                id: $0, estimate: byCount ? nil : ItemSize(width: 100, height: 100),
                trueLength: Double(Int.random(in: 60...260, using: &random)))
        }
    }

    /// Every order of the calls UIKit does not document.
    static let orders: [UIKitCallSimulator.Order] = [
        .init(),
        .init(prepareBeforeUpdates: false, asksTargetContentOffset: true, appliesAdjustmentsAtOnce: true),
        .init(prepareBeforeUpdates: true, asksTargetContentOffset: false, appliesAdjustmentsAtOnce: false),
        .init(prepareBeforeUpdates: false, asksTargetContentOffset: false, appliesAdjustmentsAtOnce: false),
    ]

    // MARK: - 1. Count sections

    @Test(
        "a section given by count keeps each item's own size through inserts, deletes and moves, every run alike",
        arguments: [ShortestColumn(columns: 2) as any LayoutStrategy, FlowLine(), Masonry(columns: 3)])
    func countSections(strategy: any LayoutStrategy) throws {
        func run() throws -> [LayoutAttributes] {
            var simulator = UIKitCallSimulator(
                strategy: strategy, sections: [Self.items(0..<120, seed: 3, byCount: true)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.reloadData()
            simulator.scroll(toY: 500)
            #expect(!simulator.controller.measuredSizes.isEmpty)
            var random = SeededGenerator(seed: 11)
            var next = 1_000
            for step in 0..<8 {
                let old = simulator.sections[0]
                var new = old
                let deleted = Int.random(in: 0..<30, using: &random)
                new.remove(at: deleted)
                let from = Int.random(in: 0..<new.count, using: &random)
                let moved = new.remove(at: from)
                let to = Int.random(in: 0...new.count, using: &random)
                new.insert(moved, at: to)
                let inserted = Int.random(in: 0...new.count, using: &random)
                new.insert(contentsOf: Self.items(next..<next + 1, seed: UInt64(next), byCount: true), at: inserted)
                next += 1
                let diff = try SectionDiff(section: 0, old: old.map(\.id), new: new.map(\.id))
                let movedFrom = Set(diff.moved.map(\.from))
                let movedTo = Set(diff.moved.map(\.to))
                var updates: [CollectionUpdate] = diff.deleted.filter { !movedFrom.contains($0) }.map {
                    .deleteItem(ElementPath(section: 0, item: $0))
                }
                updates += diff.moved.map {
                    .moveItem(from: ElementPath(section: 0, item: $0.from), to: ElementPath(section: 0, item: $0.to))
                }
                updates += diff.inserted.filter { !movedTo.contains($0) }.map {
                    .insertItem(ElementPath(section: 0, item: $0))
                }
                simulator.performBatchUpdates(updates) { $0[0] = new }
                #expect(simulator.lastError == nil, "step \(step)")
                // Every measured item has its cell's height; the others their size by count.
                for (path, _) in simulator.controller.measuredSizes {
                    let frame = try #require(simulator.controller.attributesForItem(at: path)).frame
                    #expect(abs(frame.height - simulator.sections[0][path.item].trueLength) < 0.02, "step \(step)")
                }
                try simulator.expectEqualsFullPrepare(by: strategy, "step \(step)")
                simulator.scroll(toY: Double.random(in: 0...1_500, using: &random))
            }
            return simulator.controller.layout?.allElements ?? []
        }
        #expect(try run() == run())
    }

    // MARK: - 2. Empty sections, failed batches

    @Test("deleting every item of a section with a background is legal: no error, the layout of the new data")
    func emptySectionWithBackground() throws {
        var simulator = UIKitCallSimulator(
            strategy: ShortestColumn(columns: 2),
            sections: [Self.items(0..<20, seed: 1), Self.items(20..<30, seed: 2), Self.items(30..<50, seed: 3)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.sectionBackground = Insets(top: 12, left: 4, bottom: 12, right: 4)
        simulator.reloadData()
        simulator.performBatchUpdates((0..<10).map { .deleteItem(ElementPath(section: 1, item: $0)) }) {
            $0[1] = []
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.controller.layout?.numberOfItems(inSection: 1) == 0)
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
        // An item arrives in the empty section again.
        simulator.performBatchUpdates([.insertItem(ElementPath(section: 1, item: 0))]) {
            $0[1] = Self.items(60..<61, seed: 4)
        }
        #expect(simulator.lastError == nil)
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("a batch that fails never leaves a layout of the old data: the data source is read in full")
    func failedBatchReadsInFull() throws {
        var simulator = UIKitCallSimulator(
            strategy: Masonry(columns: 2), sections: [Self.items(0..<40, seed: 5)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.reloadData()
        // The batch names an item the data never had, while the data source lost three items.
        simulator.performBatchUpdates([.deleteItem(ElementPath(section: 0, item: 99))]) {
            $0[0].removeFirst(3)
        }
        #expect(simulator.lastError != nil)
        #expect(simulator.controller.layout?.numberOfItems(inSection: 0) == 37)
        try simulator.expectEqualsFullPrepare(by: Masonry(columns: 2))
        // A data source that cannot be laid out at all: no layout rather than one of data that is gone.
        simulator.performBatchUpdates([.deleteItem(ElementPath(section: 0, item: 99))]) {
            $0[0].removeFirst(2)
            $0[0][0].estimate = ItemSize(width: -1, height: 10)
        }
        #expect(simulator.lastError != nil)
        #expect(simulator.controller.layout == nil || simulator.controller.layout?.numberOfItems(inSection: 0) == 35)
    }

    // MARK: - 3, 5. One anchor per self-sizing pass; straddling cells grow upward

    @Test(
        "every self-sizing pass after a scroll keeps the first visible item at the scroll where it was (its bottom edge when it straddles the top)",
        arguments: 0..<UInt64(8))
    func oneAnchorPerPass(seed: UInt64) throws {
        let strategies: [any LayoutStrategy] = [
            Masonry(columns: 3), ShortestColumn(columns: 2), FlowLine(), ShortestColumn(columns: 1),
        ]
        let strategy = strategies[Int(seed) % strategies.count]
        for order in Self.orders {
            var simulator = UIKitCallSimulator(
                strategy: strategy, sections: [Self.items(0..<300, seed: seed)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.order = order
            simulator.reloadData()
            var random = SeededGenerator(seed: seed &+ 99)
            for _ in 0..<6 {
                // Scroll without the cells measuring, to a place of estimates.
                let y = Double.random(in: 2_000...12_000, using: &random).rounded()
                simulator.bounds.origin.y = y
                // The item held from the first pass after the scroll, through every later pass.
                guard let first = simulator.keptItem(), let seen = simulator.screenPosition(of: first) else { continue }
                for _ in 0..<6 {
                    if simulator.selfSizingPass() == 0 { break }
                    let now = try #require(simulator.screenPosition(of: first))
                    #expect(
                        abs(now - seen) <= 0.5, "seed \(seed) \(order) at \(y): item \(first.id) moved \(now - seen)")
                }
            }
            try simulator.expectEqualsFullPrepare(by: strategy)
        }
    }

    @Test("a cell across the top edge grows upward: everything below it on screen stays")
    func straddlingCellGrowsUpward() throws {
        var simulator = UIKitCallSimulator(
            strategy: ShortestColumn(columns: 1), sections: [Self.items(0..<80, seed: 8)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.reloadData()
        // Item 30 starts 40 points above the top, at its estimate (390 square), not measured yet.
        let frame = try #require(simulator.controller.attributesForItem(at: ElementPath(section: 0, item: 30))).frame
        simulator.bounds.origin.y = frame.minY + 40
        let below = try #require(simulator.screenY(ofItem: 31))
        let bottom = try #require(simulator.screenMaxY(ofItem: 30))
        simulator.selfSizingPass()
        #expect(abs(try #require(simulator.screenMaxY(ofItem: 30)) - bottom) <= 0.5)
        #expect(abs(try #require(simulator.screenY(ofItem: 31)) - below) <= 0.5)
        #expect(abs(try #require(simulator.frame(ofItem: 30)).height - simulator.sections[0][30].trueLength) < 0.02)
    }

    // MARK: - 4. Reloaded anchors

    @Test(
        "reloading the first visible item, or its section in a mixed batch, keeps it in place", arguments: 0..<UInt64(4)
    )
    func reloadedAnchor(seed: UInt64) throws {
        for order in Self.orders {
            var simulator = UIKitCallSimulator(
                strategy: ShortestColumn(columns: 2),
                sections: [Self.items(0..<30, seed: seed), Self.items(30..<200, seed: seed &+ 1)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.order = order
            simulator.reloadData()
            for y in stride(from: 0.0, through: 6_000, by: 600) { simulator.scroll(toY: y) }
            let first = try #require(simulator.firstVisibleItem())
            let path = try #require(simulator.controller.scrollAnchor(in: simulator.bounds)).path
            let seen = try #require(simulator.screenPosition(of: first))
            // Three items inserted above it and the anchor reloaded with a new size.
            simulator.performBatchUpdates(
                [
                    .insertItem(ElementPath(section: 1, item: 0)), .insertItem(ElementPath(section: 1, item: 1)),
                    .insertItem(ElementPath(section: 1, item: 2)), .reloadItem(path),
                ], sizingCells: false
            ) { sections in
                sections[path.section][path.item].trueLength += 90
                sections[1].insert(contentsOf: Self.items(500..<503, seed: 7), at: 0)
            }
            #expect(simulator.lastError == nil)
            #expect(abs(try #require(simulator.screenPosition(of: first)) - seen) <= 0.5, "\(order)")
            try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
            simulator.selfSize()
            // Its section reloaded in a batch that also inserts into the section before it.
            let again = try #require(simulator.firstVisibleItem())
            let seenAgain = try #require(simulator.screenPosition(of: again))
            simulator.performBatchUpdates(
                [.insertItem(ElementPath(section: 0, item: 0)), .reloadSection(1)], sizingCells: false
            ) {
                $0[0].insert(contentsOf: Self.items(600..<601, seed: 8), at: 0)
            }
            #expect(simulator.lastError == nil)
            #expect(abs(try #require(simulator.screenPosition(of: again)) - seenAgain) <= 0.5, "\(order)")
            try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
        }
    }

    // MARK: - 6. Height-only bounds changes

    /// A strategy that counts its placements.
    struct Counting: LayoutStrategy {
        final class Counter: @unchecked Sendable {
            var placements = 0
        }
        static let name = "counting"
        static let guarantees: LayoutGuarantees = [.independentOfViewportLength]
        let counter = Counter()
        var axis = ScrollAxis.vertical

        init(axis: ScrollAxis) { self.axis = axis }
        init(options: OptionValues) throws(LayoutError) {}

        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
            counter.placements += 1
            try FlowLine(scrollDirection: axis == .vertical ? .vertical : .horizontal).placeElements(
                of: input, into: &builder)
        }
    }

    @Test("a change of the viewport's length along the scroll axis lays nothing out again; across it does")
    func lengthOnlyBoundsChange() throws {
        for axis in [ScrollAxis.vertical, .horizontal] {
            let strategy = Counting(axis: axis)
            var simulator = UIKitCallSimulator(
                strategy: strategy, sections: [Self.items(0..<200, seed: 2)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.reloadData()
            let placed = strategy.counter.placements
            let layout = simulator.controller.layout?.allElements
            // A keyboard (vertical), or a width-only change of a horizontal layout.
            var new = simulator.bounds
            if axis == .vertical { new.size.height = 500 } else { new.size.width = 300 }
            #expect(!simulator.controller.shouldInvalidate(forBoundsChange: new, simulator.geometry))
            simulator.bounds = new
            simulator.layoutPass()  // a prepare for another reason (pinned headers, an app's context)
            #expect(strategy.counter.placements == placed, "\(axis)")
            #expect(simulator.controller.layout?.allElements == layout)
            #expect(simulator.controller.input?.height == new.height)
            // Across the scroll axis it lays out again.
            if axis == .vertical { new.size.width = 300 } else { new.size.height = 600 }
            #expect(simulator.controller.shouldInvalidate(forBoundsChange: new, simulator.geometry))
            simulator.resize(to: new.size, sizingCells: false)
            #expect(strategy.counter.placements > placed, "\(axis)")
        }
    }

    /// A strategy that counts its placements, with the guarantees of the one it places with.
    struct CountingPlacements<Inner: LayoutStrategy>: LayoutStrategy {
        static var name: String { "counting-" + Inner.name }
        static var guarantees: LayoutGuarantees { Inner.guarantees }
        let counter = Counting.Counter()
        let inner: Inner

        init(_ inner: Inner) { self.inner = inner }
        init(options: OptionValues) throws(LayoutError) { inner = try Inner(options: options) }

        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
            counter.placements += 1
            try inner.placeElements(of: input, into: &builder)
        }
    }

    @Test(
        "a self-sizing pass of cells after the first visible item lays out once, not once per cell",
        arguments: [ShortestColumn(columns: 3), Mosaic(), TilePattern()] as [any LayoutStrategy])
    func measurementsCoalesce(inner: any LayoutStrategy) throws {
        try Self.expectOneLayoutPerPass(inner)
    }

    /// A self-sizing pass in the middle of 2,000 items, in every order of UIKit's calls, costs one layout.
    static func expectOneLayoutPerPass<Inner: LayoutStrategy>(_ inner: Inner) throws {
        #expect(Inner.guarantees.contains(.placesInItemOrder))
        for order in Self.orders {
            let strategy = CountingPlacements(inner)
            var simulator = UIKitCallSimulator(
                strategy: strategy, sections: [Self.items(0..<2_000, seed: 6)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.order = order
            simulator.reloadData()
            // The middle of the list, all estimates, its first visible item measured already.
            simulator.bounds.origin.y = 40_000
            let anchor = try #require(simulator.controller.scrollAnchor(in: simulator.bounds))
            let frame = try #require(simulator.controller.attributesForItem(at: anchor.path)).frame
            simulator.sections[0][anchor.path.item].trueLength = frame.height
            let placed = strategy.counter.placements
            let reports = simulator.selfSizingPass()
            #expect(reports >= 10)
            #expect(strategy.counter.placements - placed == 1, "\(Inner.name): \(reports) cells measured")
            try simulator.expectEqualsFullPrepare(by: inner)
        }
    }

    // MARK: - 7. Self-sizing headers and footers

    @Test("headers size themselves and keep their sizes through batches and full reads")
    func selfSizingHeaders() throws {
        let strategy = FlowLine(headerReferenceSize: Size(width: 0, height: 30))
        var simulator = UIKitCallSimulator(
            strategy: strategy, sections: [Self.items(0..<6, seed: 1), Self.items(6..<40, seed: 2)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.headerHeights = [0: 64, 1: 48]
        simulator.reloadData()
        #expect(simulator.lastError == nil)
        let header = try #require(
            simulator.controller.attributesForSupplementaryElement(
                ofKind: .header, inSection: 0, visibleRect: simulator.bounds))
        #expect(header.frame.height == 64)
        #expect(simulator.controller.measuredSupplements[SupplementKey(kind: .header, section: 0)] != nil)
        try simulator.expectEqualsFullPrepare(by: strategy)
        simulator.performBatchUpdates([.insertItem(ElementPath(section: 0, item: 0))]) {
            $0[0].insert(contentsOf: Self.items(90..<91, seed: 9), at: 0)
        }
        try simulator.expectEqualsFullPrepare(by: strategy)
        simulator.invalidateLayout()
        try simulator.expectEqualsFullPrepare(by: strategy)
        // A section inserted before moves the measured header with its section.
        // (Before the cells size themselves: the simulator's header heights go by section index.)
        simulator.performBatchUpdates([.insertSection(0)], sizingCells: false) {
            $0.insert(Self.items(95..<97, seed: 3), at: 0)
        }
        #expect(simulator.controller.measuredSupplements[SupplementKey(kind: .header, section: 1)]?.height == 64)
        try simulator.expectEqualsFullPrepare(by: strategy)
    }

    // MARK: - Either order

    @Test("a rotation keeps the first visible item's top edge whether or not UIKit asks for the target offset")
    func rotationInEitherOrder() throws {
        for order in Self.orders {
            for strategy in [Masonry(columns: 2) as any LayoutStrategy, FlowLine(), JustifiedRows()] {
                var simulator = UIKitCallSimulator(
                    strategy: strategy, sections: [Self.items(0..<400, seed: 9)],
                    bounds: Rect(x: 0, y: 0, width: 390, height: 844))
                simulator.order = order
                simulator.reloadData()
                for y in stride(from: 0.0, through: 5_000, by: 700) { simulator.scroll(toY: y) }
                let first = try #require(simulator.firstVisibleItem())
                let seen = try #require(simulator.screenY(ofItem: first.id))
                simulator.resize(to: Size(width: 844, height: 390), sizingCells: false)
                #expect(abs(try #require(simulator.screenY(ofItem: first.id)) - seen) <= 0.5, "\(strategy) \(order)")
                // And back: the item held since the scroll keeps its top edge.
                let landscape = try #require(simulator.keptItem())
                let landscapeSeen = try #require(simulator.screenY(ofItem: landscape.id))
                simulator.resize(to: Size(width: 390, height: 844), sizingCells: false)
                let back = try #require(simulator.screenY(ofItem: landscape.id))
                #expect(abs(back - landscapeSeen) <= 0.5, "\(strategy) \(order)")
                try simulator.expectEqualsFullPrepare(by: strategy)
            }
        }
    }

    @Test("random batches, in either order of UIKit's calls, keep the first visible item and equal a full prepare")
    func eitherOrder() throws {
        for (index, order) in Self.orders.enumerated() {
            var simulator = UIKitCallSimulator(
                strategy: Masonry(columns: 2), sections: [Self.items(0..<150, seed: 4)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.order = order
            simulator.reloadData()
            for y in stride(from: 0.0, through: 3_000, by: 500) { simulator.scroll(toY: y) }
            var random = SeededGenerator(seed: UInt64(index))
            var next = 2_000
            for step in 0..<8 {
                let first = try #require(simulator.keptItem())
                let anchorPath = try #require(simulator.keptAnchor()).path
                let seen = try #require(simulator.screenPosition(of: first))
                // Inserts and deletes above the first visible item only.
                var new = simulator.sections[0]
                let deleted = Int.random(in: 0..<anchorPath.item, using: &random)
                new.remove(at: deleted)
                new.insert(contentsOf: Self.items(next..<next + 2, seed: UInt64(next)), at: 0)
                next += 2
                simulator.performBatchUpdates(
                    [
                        .deleteItem(ElementPath(section: 0, item: deleted)),
                        .insertItem(ElementPath(section: 0, item: 0)), .insertItem(ElementPath(section: 0, item: 1)),
                    ], sizingCells: false
                ) { $0[0] = new }
                #expect(simulator.lastError == nil)
                let now = try #require(simulator.screenPosition(of: first))
                #expect(abs(now - seen) <= 0.5, "order \(index) step \(step)")
                try simulator.expectEqualsFullPrepare(by: Masonry(columns: 2), "order \(index) step \(step)")
                simulator.selfSize()
            }
        }
    }
}

/// The same rules in `LazyGridState`, driven in the order its SwiftUI model
/// drives it: the update during the body, a batch of measured heights per
/// frame, the scroll offset (a preference) after layout.
@Suite("The live path in SwiftUI")
struct LazyLivePathTests {
    static let strategies: [any LayoutStrategy] = [
        ShortestColumn(columns: 2), Masonry(columns: 3), JustifiedRows(), FlowLine(),
    ]

    /// A feed scrolled to `y` at once: the cells above it never measured.
    static func feed(_ strategy: any LayoutStrategy, y: Double) -> LazyGridSimulator {
        var grid = LazyGridSimulator(sections: [LazyGridSimulator.items(0..<400, seed: 3)])
        grid.strategy = strategy
        grid.body()
        grid.scroll(toY: y)
        grid.settle()
        return grid
    }

    /// The cells of the window measure themselves (before the view scrolls).
    static func measureWindow(_ grid: inout LazyGridSimulator) -> Bool {
        var heights: [Int: Double] = [:]
        for element in grid.state.window.elements where element.kind == .item {
            if let item = grid.state.item(at: element.path) { heights[item.id] = item.trueLength }
        }
        return grid.state.measure(heights)
    }

    @Test(
        "measurements that arrive before a pending scroll keep the item that scroll shows",
        arguments: 0..<strategies.count)
    func pendingScrollRespected(strategy index: Int) throws {
        let strategy = Self.strategies[index]
        for y in [2_400.0, 4_100, 6_300] {
            // Items inserted above the first visible item.
            var grid = Self.feed(strategy, y: y)
            let first = try #require(grid.firstVisible)
            let seen = try #require(grid.screenPosition(of: first))
            grid.sections[0].insert(contentsOf: LazyGridSimulator.items(1_000..<1_012, seed: 4), at: 0)
            grid.body(settling: false)
            #expect(grid.state.pendingOffset != nil)
            _ = Self.measureWindow(&grid)
            if let offset = grid.state.pendingOffset { grid.scroll(toY: offset) }
            #expect(abs(try #require(grid.screenPosition(of: first)) - seen) <= 0.5, "\(strategy) at \(y)")
            try grid.expectEqualsFullPrepare()
            // A rotation: every cell of the window measures again before the view scrolls. The item
            // to keep is the one held since the scroll, where the pending scroll shows it.
            grid.viewport = Size(width: 844, height: 390)
            grid.body(settling: false)
            let held = try #require(grid.state.heldAnchor)
            let anchor = held.anchor
            let kept = held.id
            let edge = anchor.trailingEdge ?? anchor.itemEdge
            let measuredAny = Self.measureWindow(&grid)
            #expect(measuredAny)
            if let offset = grid.state.pendingOffset { grid.scroll(toY: offset) }
            let frame = try #require(grid.frame(of: kept))
            let now = (anchor.trailingEdge == nil ? frame.minY : frame.maxY) - grid.state.visibleRect.minY
            #expect(abs(now - (edge - anchor.visibleEdge)) <= 0.5, "\(strategy) at \(y)")
            try grid.expectEqualsFullPrepare()
        }
    }

    @Test("a measured item keeps its measured shape across a width change until it measures again")
    func measuredShapesAcrossWidths() throws {
        var grid = LazyGridSimulator(sections: [LazyGridSimulator.items(0..<300, seed: 1)])
        grid.body()
        let width = try #require(grid.state.controller?.itemWidth(inSection: 0))
        let measured = grid.sections[0][0]
        #expect(grid.state.measured.latest(for: measured.id)?.across == width)
        grid.scroll(toY: 5_000)
        grid.settle()
        grid.viewport = Size(width: 700, height: 844)
        grid.body()
        let newWidth = try #require(grid.state.controller?.itemWidth(inSection: 0))
        let frame = try #require(grid.frame(of: measured.id))
        // Off screen, not measured again: its measured shape at the new column width, not its square estimate.
        #expect(grid.state.measured.latest(for: measured.id)?.across == width)
        #expect(abs(frame.height - measured.trueLength * newWidth / width) < 0.01)
        try grid.expectEqualsFullPrepare()
    }

    @Test("a section emptied while it has a background is legal: no error, the layout of the new data")
    func emptySectionWithBackground() throws {
        var state = LazyGridState<Int, [FeedItem]>()
        var sections = [LazyGridSimulator.items(0..<20, seed: 1), LazyGridSimulator.items(20..<30, seed: 2)]
        func update() {
            state.update(
                strategyKey: "masonry", makeController: { CollectionLayoutController(strategy: Masonry()) },
                sections: sections.enumerated().map { TrellisGridSection(id: $0.offset, items: $0.element) },
                itemSize: \.estimate, viewport: Size(width: 390, height: 844), layoutDirection: .leftToRight,
                sectionBackground: Insets(top: 10, left: 0, bottom: 10, right: 0))
        }
        update()
        sections[1] = []
        update()
        #expect(state.lastError == nil)
        #expect(state.layout?.numberOfItems(inSection: 1) == 0)
    }
}

/// The guarantees the live path relies on, held by every built-in that declares them.
@Suite("Live-path guarantees")
struct LivePathGuaranteeTests {
    @Test(
        "independent of the viewport's length; placed in item order: a later item never moves an earlier one",
        arguments: StrategyRegistry.builtIn.names)
    func guarantees(name: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: [:])
        let guarantees = type(of: strategy).guarantees
        var random = SeededGenerator(seed: 41)
        var input = LayoutInput(
            width: 390, height: 844,
            sections: [
                SectionInput(items: SamplePhotos.cycled(count: 120)),
                SectionInput(items: SamplePhotos.cycled(count: 60)),
            ])
        let layout = try strategy.prepare(input)
        if guarantees.contains(.independentOfViewportLength) {
            var shorter = input
            shorter.height = 400
            #expect(try strategy.prepare(shorter).allElements == layout.allElements, "\(name)")
        }
        guard guarantees.contains(.placesInItemOrder) else { return }
        var before = layout
        for _ in 0..<10 {
            let section = Int.random(in: 0..<2, using: &random)
            let item = Int.random(in: 0..<input.sections[section].count, using: &random)
            guard case .sizes(var sizes) = input.sections[section].items else { continue }
            sizes[item] = ItemSize(width: 100, height: Double(Int.random(in: 20...400, using: &random)))
            var changed = input
            changed.sections[section].items = .sizes(sizes)
            let after = try strategy.prepare(changed)
            for earlier in 0..<item {
                let path = ElementPath(section: section, item: earlier)
                #expect(after.attributesForItem(at: path) == before.attributesForItem(at: path), "\(name) \(path)")
            }
            for earlier in 0..<(section == 1 ? input.sections[0].count : 0) {
                let path = ElementPath(section: 0, item: earlier)
                #expect(after.attributesForItem(at: path) == before.attributesForItem(at: path), "\(name) \(path)")
            }
            input = changed
            before = after
        }
    }
}

/// The adapters keep columns by default.
@Suite("Kept columns in the adapters")
struct KeptColumnsTests {
    @Test("a built-in column strategy keeps its columns unless the configuration sets stableLanes; others are as given")
    func keptByDefault() throws {
        for strategy in [Masonry(), ShortestColumn(), RoundRobin()] as [any LayoutStrategy] {
            let kept = CollectionLayoutController.keepingColumns(strategy) as? any ColumnStrategy
            #expect(kept?.columnOptions.stableLanes == true, "\(strategy)")
        }
        #expect(CollectionLayoutController.keepingColumns(FlowLine()) is FlowLine)
        var configuration = Configuration(strategy: "masonry", width: 390)
        let adapter = try CollectionLayoutController(configuration: configuration, keepsColumns: true)
        #expect((adapter.strategy as? Masonry)?.columnOptions.stableLanes == true)
        #expect(
            (try CollectionLayoutController(configuration: configuration).strategy as? Masonry)?.columnOptions
                .stableLanes == false)
        configuration.options["stableLanes"] = false
        let optedOut = try CollectionLayoutController(configuration: configuration, keepsColumns: true)
        #expect((optedOut.strategy as? Masonry)?.columnOptions.stableLanes == false)
    }

    @Test("with kept columns, cells measuring themselves above the screen never move an item below to another column")
    func measuredCellsKeepColumns() throws {
        var simulator = UIKitCallSimulator(
            strategy: CollectionLayoutController.keepingColumns(ShortestColumn(columns: 3)),
            sections: [LivePathTests.items(0..<300, seed: 12)], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.reloadData()
        let columns = { (layout: PreparedLayout?) in
            (0..<300).map { layout?.attributesForItem(at: ElementPath(section: 0, item: $0))?.frame.minX ?? -1 }
        }
        let before = columns(simulator.controller.layout)
        for y in stride(from: 0.0, through: 6_000, by: 400) { simulator.scroll(toY: y) }
        #expect(columns(simulator.controller.layout) == before)
    }
}
