import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// A live layout with a placement limit places only part of its input; every
/// read placed through first equals a full prepare, and a change past the
/// placed part places nothing.
@Suite("Deferred placement")
struct DeferredPlacementTests {
    static let strategyNames = StrategyRegistry.builtIn.strategies.map { $0.name }
    /// The built-ins whose placement pauses at a limit.
    static let pausing: Set<String> = [
        "round-robin", "shortest-column", "masonry", "flow-line", "justified-rows", "mosaic", "tile-pattern",
    ]

    @Test(
        "random changes with a placement limit: every read placed through first equals a full prepare",
        arguments: strategyNames)
    func readsEqualFullPrepare(strategyName: String) throws {
        var paused = 0
        for seed in 0..<UInt64(3) {
            var random = SeededGenerator(seed: 0xDEFE &+ seed &* 131 &+ UInt64(strategyName.utf8.count))
            let strategy = try LiveEdits.strategy(
                named: strategyName, horizontal: seed == 2, using: &random)
            paused += try strategy.checkDeferredReads(context: "\(strategyName) seed \(seed)", using: &random)
        }
        if Self.pausing.contains(strategyName) { #expect(paused > 0, "\(strategyName) never paused") }
    }

    @Test(
        "a change past the placed part places nothing; one before it places through the limit", arguments: strategyNames
    )
    func changesPastThePlacedPart(name: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: OptionValues([:]))
        let resumable = try #require(strategy as? any ResumableLayoutStrategy)
        try Self.expectPastThePlacedPart(resumable)
    }

    @Test(
        "kept columns: every read of a deferred live layout, placed through, equals a full placement of its columns",
        arguments: ["round-robin", "shortest-column", "masonry"])
    func keptColumns(name: String) throws {
        let plain = try StrategyRegistry.builtIn.makeStrategy(named: name, options: OptionValues([:]))
        let kept = try #require(CollectionLayoutController.keepingColumns(plain) as? any ResumableLayoutStrategy)
        try Self.expectKeptColumnsExact(kept)
    }

    /// Random edits to a deferred live layout that keeps columns: what it
    /// placed, and every read placed through first, equal a full placement of
    /// its input with its remembered columns. (An item first placed after
    /// later edits takes its column then, by the rule, as a full placement
    /// with the same memory does.)
    static func expectKeptColumnsExact<Strategy: ResumableLayoutStrategy>(_ strategy: Strategy) throws {
        var random = SeededGenerator(seed: 0x4EB7)
        let input = LayoutInput(
            width: 390, height: 844,
            sections: [SectionInput(items: (0..<2_000).map { _ in LiveEdits.randomSize(using: &random) })])
        var live = try LiveLayout(strategy, input: input, placement: .through(3_000))
        func reference() throws -> PreparedLayout {
            var builder = LayoutBuilder(input: live.input)
            builder.laneMemory = live.laneMemory
            try strategy.placeElements(of: live.input, into: &builder)
            return try builder.finish(strategy: Strategy.name, index: .auto)
        }
        var paused = 0
        for step in 0..<40 {
            let count = live.input.sections[0].count
            let path = ElementPath(section: 0, item: Int.random(in: 0..<count, using: &random))
            let edit: LayoutEdit
            switch Int.random(in: 0..<3, using: &random) {
            case 0: edit = .insertItems([LiveEdits.randomSize(using: &random)], at: path)
            case 1: edit = .deleteItems(at: path, count: 1)
            default: edit = .setSize(LiveEdits.randomSize(using: &random), at: path)
            }
            live.placement = .through(Double.random(in: 0...40_000, using: &random))
            try live.apply([edit])
            if !live.isComplete { paused += 1 }
            let context = "\(Strategy.name) step \(step): \(edit)"
            let full = try reference()
            let placed = live.layout.allElements
            #expect(placed == Array(full.allElements.prefix(placed.count)), "\(context)")
            let rect = LiveEdits.randomRect(around: full.contentSize, using: &random)
            try live.place(through: rect.maxY)
            #expect(live.layout.elements(in: rect) == full.elements(in: rect), "\(context)")
        }
        #expect(paused > 0)
        try live.placeAll()
        let full = try reference()
        #expect(live.layout.allElements == full.allElements)
        #expect(live.layout.contentSize == full.contentSize)
    }

    @Test("a paused layout whose input turns right to left, or that pins headers, is placed in full")
    func fullPlacementEndsThePause() throws {
        var random = SeededGenerator(seed: 0x7A1)
        let strategy = ShortestColumn(columns: 3)
        var input = LayoutInput(
            width: 390, height: 844,
            sections: [SectionInput(items: (0..<1_000).map { _ in LiveEdits.randomSize(using: &random) })])
        var live = try LiveLayout(strategy, input: input, placement: .through(1_000))
        #expect(!live.isComplete)
        input.layoutDirection = .rightToLeft
        try live.setInput(input)
        #expect(live.isComplete)
        #expect(live.layout.allElements == (try strategy.prepare(input)).allElements)
        try live.placeAll()
        #expect(live.layout.allElements == (try strategy.prepare(input)).allElements)
        input.layoutDirection = .leftToRight
        try live.setInput(input)
        #expect(!live.isComplete)
        live.pinsHeaders = true
        #expect(live.isComplete)
        #expect(live.layout.allElements == (try strategy.prepare(input)).allElements)
    }

    /// The built-in named `name` with its default options, as a resumable strategy.
    static func resumable(named name: String) throws -> any ResumableLayoutStrategy {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: OptionValues([:]))
        return try #require(strategy as? any ResumableLayoutStrategy)
    }

    static func expectPastThePlacedPart<Inner: ResumableLayoutStrategy>(_ inner: Inner) throws {
        var random = SeededGenerator(seed: 0x5EED)
        let strategy = CountingResumable(inner)
        let input = LayoutInput(
            width: 390, height: 844,
            sections: [SectionInput(items: (0..<3_000).map { _ in LiveEdits.randomSize(using: &random) })])
        var live = try LiveLayout(strategy, input: input, placement: .through(2_000))
        let pause = try #require(live.pause, "\(Inner.name)")
        #expect(pause.nextStart >= 2_000)
        #expect(live.layout.elementCount < 3_000)
        let estimated = live.layout.contentSize.height
        #expect(estimated >= pause.placedEnd)
        // Past the placed part: edits change the input only.
        let placements = strategy.counter.placements
        try live.insertItems([ItemSize(width: 30, height: 90)], at: ElementPath(section: 0, item: 2_500))
        try live.setSize(ItemSize(width: 40, height: 10), ofItemAt: ElementPath(section: 0, item: pause.item + 1))
        try live.deleteItems(at: ElementPath(section: 0, item: 2_900), count: 5)
        try live.appendItems([ItemSize(width: 1, height: 1)], toSection: 0)
        #expect(strategy.counter.placements == placements, "\(Inner.name)")
        #expect(live.pause == pause)
        // Before it: placed again through the limit, and paused again.
        try live.setSize(ItemSize(width: 40, height: 10), ofItemAt: ElementPath(section: 0, item: 10))
        #expect(strategy.counter.placements == placements + 1)
        #expect(live.pause != nil)
        let full = try inner.prepare(live.input)
        #expect(live.layout.allElements == Array(full.allElements.prefix(live.layout.elementCount)))
        try live.placeAll()
        #expect(live.isComplete)
        #expect(live.layout.allElements == full.allElements)
        #expect(live.layout.contentSize == full.contentSize)
    }

    /// Reads of `live` as a controller makes them, each placed through what
    /// it needs first, compared with a full prepare.
    static func expectReadsExact<Strategy: LayoutStrategy>(
        _ live: inout LiveLayout<Strategy>, context: String, using random: inout SeededGenerator
    ) throws {
        let full = try live.strategy.prepare(live.input, index: live.indexOption)
        // What is placed is a prefix of the full layout, frame for frame.
        let placed = live.layout.allElements
        #expect(placed == Array(full.allElements.prefix(placed.count)), "\(context): placed part")
        // Paused at a section's end, before its footer (or none), everything may be placed but not complete.
        #expect(!live.isComplete || placed.count == full.elementCount, "\(context)")
        // The estimated content length covers every placed element.
        let placedEnd = placed.map { full.scrollAxis == .vertical ? $0.frame.maxY : $0.frame.maxX }.max() ?? 0
        #expect(live.layout.contentSize.length(along: full.scrollAxis) >= placedEnd, "\(context): content size")
        for _ in 0..<6 {
            let rect = LiveEdits.randomRect(around: full.contentSize, using: &random)
            // Unplaced: the answer is the full one's placed elements, exactly (the index over a prefix).
            let placedKeys = Set(live.layout.allElements.map(Key.init))
            #expect(live.layout.elements(in: rect) == full.elements(in: rect).filter { placedKeys.contains(Key($0)) })
            try live.place(through: full.scrollAxis == .vertical ? rect.maxY : rect.maxX)
            #expect(live.layout.elements(in: rect) == full.elements(in: rect), "\(context): elements(in: \(rect))")
            #expect(live.layout.elementPositions(in: rect) == full.elementPositions(in: rect), "\(context)")
        }
        // A section's header and footer, placed through the section's end (as the controller's
        // `place(throughSection:)` does).
        if full.numberOfSections > 0 {
            let section = Int.random(in: 0..<full.numberOfSections, using: &random)
            try live.place(throughItem: ElementPath(section: section, item: live.input.sections[section].count))
            for kind in [ElementKind.header, .footer] {
                #expect(
                    live.layout.attributesForSupplementaryElement(ofKind: kind, inSection: section)
                        == full.attributesForSupplementaryElement(ofKind: kind, inSection: section),
                    "\(context): \(kind) of section \(section)")
            }
        }
        let items = full.allElements.filter { $0.kind == .item }.map(\.path)
        for _ in 0..<Swift.min(4, items.count) {
            let path = items[Int.random(in: 0..<items.count, using: &random)]
            try live.place(throughItem: path)
            #expect(live.layout.attributesForItem(at: path) == full.attributesForItem(at: path), "\(context): \(path)")
        }
    }

    /// An element's identity, to filter a full layout's answer by what is placed.
    struct Key: Hashable {
        var section: Int
        var item: Int
        var kind: String
        init(_ attributes: LayoutAttributes) {
            section = attributes.path.section
            item = attributes.path.item
            kind = "\(attributes.kind)"
        }
    }
}

extension Size {
    func length(along axis: ScrollAxis) -> Double { axis == .vertical ? height : width }
}

extension LayoutStrategy {
    /// Random changes under random placement limits, with every index option;
    /// returns how many times placing was found paused.
    func checkDeferredReads(context: String, using random: inout SeededGenerator) throws -> Int {
        var paused = 0
        for option in IndexOption.allCases {
            var input = LiveEdits.randomInput(using: &random, width: Double.random(in: 250...500, using: &random))
            input.sections.append(
                SectionInput(items: (0..<300).map { _ in LiveEdits.randomSize(using: &random) }))
            var live: LiveLayout<Self>
            do {
                live = try LiveLayout(
                    self, input: input, index: option, checkpointSpacing: 3,
                    placement: .through(Double.random(in: 0...2_000, using: &random)))
            } catch {
                continue  // an inset larger than a random section: rejected alike by both paths
            }
            for step in 0..<10 {
                live.placement = .through(
                    Bool.random(using: &random) ? Double.random(in: 0...3_000, using: &random) : 0)
                let change: String
                do {
                    change = try LiveEdits.randomChange(&live, using: &random)
                } catch {
                    change = "rejected: \(error)"
                }
                if !live.isComplete { paused += 1 }
                try live.layout.checkInvariants()
                try DeferredPlacementTests.expectReadsExact(
                    &live, context: "\(context) \(option) step \(step): \(change)", using: &random)
            }
            try live.placeAll()
            var throwaway = random
            try LiveEdits.expectEqual(live, context: "\(context) \(option) all placed", using: &throwaway)
        }
        return paused
    }
}

/// A resumable strategy that counts its placements.
struct CountingResumable<Inner: ResumableLayoutStrategy>: ResumableLayoutStrategy {
    static var name: String { Inner.name }
    static var guarantees: LayoutGuarantees { Inner.guarantees }
    let counter = LivePathTests.Counting.Counter()
    let inner: Inner

    init(_ inner: Inner) { self.inner = inner }
    init(options: OptionValues) throws(LayoutError) { inner = try Inner(options: options) }

    func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<Inner.PlacementState>?,
        into builder: inout LayoutBuilder, checkpoints: inout PlacementCheckpoints<Inner.PlacementState>
    ) throws(LayoutError) {
        counter.placements += 1
        try inner.placeElements(of: input, resumingFrom: start, into: &builder, checkpoints: &checkpoints)
    }
}

/// The UIKit layout's controller with deferred placement, driven by UIKit's
/// calls: what it answers equals a full prepare, the first visible item
/// stays in place, and edits past the screen place nothing.
@Suite("Deferred placement through UIKit's calls")
struct DeferredControllerTests {
    @Test(
        "random scrolls, batches and self-sizing passes mid-list: reads equal a full prepare, the anchor stays",
        arguments: DeferredPlacementTests.strategyNames)
    func readsAndAnchor(strategyName: String) throws {
        // Without kept columns: a full prepare of the same data is then the reference.
        try Self.check(try DeferredPlacementTests.resumable(named: strategyName))
    }

    @Test(
        "a rotation mid-list places through the screen where the first visible item is kept, plus one viewport",
        arguments: LivePathTests.orders.indices)
    func rotationPlacesThroughTheKeptScreen(order: Int) throws {
        let strategy = ShortestColumn(columns: 3)
        var simulator = UIKitCallSimulator(
            strategy: strategy, sections: [LivePathTests.items(0..<6_000, seed: 5)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.controller.defersPlacement = true
        simulator.order = LivePathTests.orders[order]
        simulator.reloadData()
        let middle = ElementPath(section: 0, item: 3_000)
        simulator.controller.place(throughItem: middle)
        simulator.bounds.origin.y = try #require(simulator.controller.attributesForItem(at: middle)).frame.minY
        simulator.controller.place(through: simulator.bounds)
        // Both ways: square items are 1.5 times taller at 600 points wide, so the old
        // width's frontier lies far before or far past the kept screen at the new one.
        for width in [600.0, 390, 600] {
            simulator.resize(to: Size(width: width, height: 844), sizingCells: false)
            let placed = try #require(simulator.controller.layout).numberOfItems(inSection: 0)
            let full = try simulator.fullPrepareWithMeasuredSizes(by: strategy)
            let frames = (0..<simulator.sections[0].count).compactMap {
                full.attributesForItem(at: ElementPath(section: 0, item: $0))?.frame
            }
            let screenEnd = simulator.bounds.maxY
            let frontier = screenEnd + simulator.bounds.height
            let onScreen = try #require(frames.lastIndex { $0.minY < screenEnd })
            let beforeFrontier = try #require(frames.lastIndex { $0.minY < frontier })
            #expect(placed > onScreen, "width \(width): the screen is placed")
            // Crossed to a window: the frames kept start within a slice and a checkpoint of the screen.
            let layout = try #require(simulator.controller.layout)
            let firstOnScreen = try #require(frames.firstIndex { $0.maxY > simulator.bounds.minY })
            let base = simulator.controller.windowBase
            #expect(base > 0 && layout.elementCount == placed - base, "width \(width): a window")
            #expect(
                firstOnScreen - base < 3 * UIKitCallSimulator.windowSegment + 32,
                "width \(width): the window starts at \(base), the screen at \(firstOnScreen)")
            // At most one checkpoint spacing (32) and a row of columns past the frontier.
            #expect(
                placed <= beforeFrontier + 1 + 32 + 3, "width \(width): \(placed) placed, \(beforeFrontier + 1) needed")
        }
    }

    @Test(
        "an item kept through a rotation near the end is not held short by the estimated end",
        arguments: LivePathTests.orders.indices)
    func rotationNearTheEstimatedEnd(order: Int) throws {
        // Wide items, then 14 tall ones past the checkpoint after the anchor: a layout placed
        // through the anchor at the new width estimates its end from the wide ones, short of
        // where the anchor wants the view (143 points at item 2970; the real end is far past it).
        let strategy = ShortestColumn(columns: 3)
        let items = (0..<2_990).map { id in
            UIKitCallSimulator.Item(
                id: id, estimate: ItemSize(width: 100, height: id < 2_976 ? 50 : 300), trueLength: 100)
        }
        var simulator = UIKitCallSimulator(
            strategy: strategy, sections: [items], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.controller.defersPlacement = true
        simulator.order = LivePathTests.orders[order]
        simulator.reloadData(sizingCells: false)
        let near = ElementPath(section: 0, item: 2_970)
        simulator.controller.place(throughItem: near)
        simulator.bounds.origin.y = try #require(simulator.controller.attributesForItem(at: near)).frame.minY
        simulator.controller.place(through: simulator.bounds)
        let kept = try #require(simulator.firstVisibleItem()).id
        let seen = try #require(simulator.screenPosition(ofItem: kept))
        simulator.resize(to: Size(width: 600, height: 844), sizingCells: false)
        let moved = try #require(simulator.screenPosition(ofItem: kept)) - seen
        #expect(abs(moved) <= 0.5, "item \(kept) moved \(moved) points")
        try simulator.expectEqualsFullPrepare(by: strategy)
    }

    static func check<Inner: ResumableLayoutStrategy>(_ inner: Inner) throws {
        for order in LivePathTests.orders {
            let strategy = CountingResumable(inner)
            var simulator = UIKitCallSimulator(
                strategy: strategy, sections: [LivePathTests.items(0..<3_000, seed: 21)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.controller.defersPlacement = true
            simulator.order = order
            simulator.reloadData()
            var random = SeededGenerator(seed: 0xC0DE)
            var paused = 0
            var windowed = 0
            var next = 10_000
            for step in 0..<14 {
                let context = "\(Inner.name) \(order) step \(step)"
                // Scroll without the cells measuring, somewhere in the first part of the list.
                simulator.bounds.origin.y = Double.random(in: 0...30_000, using: &random).rounded()
                simulator.controller.place(through: simulator.bounds)
                guard let first = simulator.firstVisibleItem(), let seen = simulator.screenPosition(of: first) else {
                    continue
                }
                let anchor = try #require(simulator.controller.scrollAnchor(in: simulator.bounds)).path
                let count = simulator.sections[0].count
                var rotated = false
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    // Inserts and a delete around the screen.
                    let at = Swift.max(0, anchor.item + Int.random(in: -40...40, using: &random))
                    let items = LivePathTests.items(next..<next + 10, seed: UInt64(step))
                    next += 10
                    simulator.performBatchUpdates(
                        (at..<at + 10).map { .insertItem(ElementPath(section: 0, item: $0)) }, sizingCells: false
                    ) { $0[0].insert(contentsOf: items, at: at) }
                case 1:
                    let at = Swift.max(0, Swift.min(count - 10, anchor.item + Int.random(in: -40...40, using: &random)))
                    guard at + 10 <= anchor.item || at > anchor.item else { continue }
                    simulator.performBatchUpdates(
                        (at..<at + 10).map { .deleteItem(ElementPath(section: 0, item: $0)) }, sizingCells: false
                    ) { $0[0].removeSubrange(at..<at + 10) }
                case 2:
                    // Past the placed part: nothing is placed. (UIKit has read the screen and the
                    // viewport after it, as `prepare` places them: the batch places nothing more.)
                    var ahead = simulator.bounds
                    ahead.size.height *= 2
                    simulator.controller.place(through: ahead)
                    let placements = strategy.counter.placements
                    let items = LivePathTests.items(next..<next + 3, seed: UInt64(step))
                    next += 3
                    simulator.performBatchUpdates(
                        (count - 3..<count).map { .insertItem(ElementPath(section: 0, item: $0)) }, sizingCells: false
                    ) { $0[0].insert(contentsOf: items, at: count - 3) }
                    if simulator.controller.layout?.elementCount ?? 0 < count - 200 {
                        #expect(strategy.counter.placements == placements, "\(context): placed past the screen")
                    }
                case 3:
                    // A rotation: placed from the start through the screen; the anchor keeps its leading edge.
                    let leading = try #require(simulator.screenY(ofItem: first.id))
                    let width = simulator.bounds.width == 390 ? 600.0 : 390
                    simulator.resize(to: Size(width: width, height: 844), sizingCells: false)
                    rotated = true
                    let now = try #require(simulator.screenY(ofItem: first.id), "\(context)")
                    #expect(abs(now - leading) <= 0.5, "\(context): the first visible item moved \(now - leading)")
                default:
                    simulator.selfSizingPass()
                }
                #expect(simulator.lastError == nil, "\(context)")
                let now = try #require(simulator.screenPosition(of: first), "\(context)")
                #expect(rotated || abs(now - seen) <= 0.5, "\(context): the first visible item moved \(now - seen)")
                // Read as UIKit reads, each answer equals a full prepare's.
                let full = try simulator.fullPrepareWithMeasuredSizes(by: inner)
                simulator.controller.place(through: simulator.bounds)
                let visible = simulator.controller.elements(in: simulator.bounds, visibleRect: simulator.bounds)
                #expect(visible == full.elements(in: simulator.bounds), "\(context): visible elements")
                let layout = try #require(simulator.controller.layout)
                if layout.elementCount < full.elementCount { paused += 1 }
                let base = simulator.controller.windowBase
                if base > 0 { windowed += 1 }
                #expect(layout.allElements == Array(full.allElements[base..<base + layout.elementCount]), "\(context)")
                let item = Int.random(in: 0..<simulator.sections[0].count, using: &random)
                let path = ElementPath(section: 0, item: item)
                simulator.controller.place(throughItem: path)
                #expect(simulator.controller.attributesForItem(at: path) == full.attributesForItem(at: path))
            }
            #expect(paused > 0, "\(Inner.name): never partial")
            #expect(windowed > 0, "\(Inner.name): never a window")
            // The last item read: everything placed.
            let last = ElementPath(section: 0, item: simulator.sections[0].count - 1)
            simulator.controller.place(throughItem: last)
            simulator.controller.place(throughSection: 0)
            let full = try simulator.fullPrepareWithMeasuredSizes(by: inner)
            #expect(simulator.controller.attributesForItem(at: last) == full.attributesForItem(at: last))
            // (a window after a jump holds the elements from its first one on)
            let base = simulator.controller.windowBase
            #expect(simulator.controller.layout?.allElements == Array(full.allElements[base...]))
            #expect(simulator.controller.contentSize == full.contentSize)
        }
    }
}
