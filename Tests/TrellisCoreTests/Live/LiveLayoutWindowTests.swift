import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

@testable import TrellisCore

/// A live layout that places a window (``LiveLayout/placesWindow``) holds,
/// after every step, exactly the elements a live layout placing from the
/// start holds from the window's first element on, with the same
/// remembered lanes, pause and content size: through placements far past the
/// pause (which cross to the window), rotations, edits inside and before the
/// window, and requests before it. Every built-in, both axes, random options
/// (kept columns among them).
@Suite("Live layouts that place a window")
struct LiveLayoutWindowTests {
    static let strategyNames = StrategyRegistry.builtIn.strategies.map { $0.name }

    @Test("a window equals the same elements of a placement from the start", arguments: strategyNames)
    func windowEqualsPlacementFromTheStart(strategyName: String) throws {
        var crossings = 0
        for seed in 0..<UInt64(3) {
            var random = SeededGenerator(seed: 0x3A1D0 &+ seed &* 13 &+ UInt64(strategyName.utf8.count))
            let strategy = try LiveEdits.strategy(named: strategyName, horizontal: seed == 1, using: &random)
            crossings += try strategy.checkWindow(context: "\(strategyName) seed \(seed)", using: &random)
        }
        #expect(crossings > 3, "\(strategyName): too few placements crossed to a window")
    }

    /// A column placement crossing to a window counts its frames rather than
    /// keeping them; an item whose frame, or whose column, would run past
    /// what a `Double` holds is still reported, as a full placement reports it.
    @Test(
        "a crossing reports a frame past what a Double holds as a full placement does",
        arguments: ["shortest-column", "round-robin", "masonry"])
    func crossingReportsOverflow(strategyName: String) throws {
        for seed in 0..<UInt64(6) {
            var random = SeededGenerator(seed: 0x0F10 &+ seed &* 7 &+ UInt64(strategyName.utf8.count))
            let strategy = try LiveEdits.strategy(named: strategyName, horizontal: seed % 2 == 1, using: &random)
            var items = (0..<2_000).map { _ in LiveEdits.randomSize(using: &random) }
            // Photos so tall that a column of two (or one, for the narrowest) is past a Double.
            let first = Int.random(in: 600..<1_800, using: &random)
            let width = [2.5e-7, 1e-6, 4e-6][Int(seed % 3)]
            let tall = seed % 2 == 1 ? ItemSize(width: 1e300, height: width) : ItemSize(width: width, height: 1e300)
            for item in first..<first + 40 { items[item] = tall }
            let input = LayoutInput(width: 390, height: 600, sections: [SectionInput(items: items)])
            let (expected, thrown) = try strategy.errors(placingInFullAndCrossing: input)
            #expect(expected != nil, "\(strategyName) seed \(seed): a full placement overflows")
            #expect(thrown == expected, "\(strategyName) seed \(seed): the crossing's error")
        }
    }

    /// `justified-rows` crossing to a window counts its rows' frames without
    /// computing them, but for a row whose frames would not all be finite:
    /// that one is placed, and reported, as a full placement does. (A
    /// `flow-line` line is as wide as the viewport at most, and its end is
    /// checked the same way on both paths.)
    @Test("a justified-rows crossing reports a row past what a Double holds as a full placement does")
    func rowCrossingReportsOverflow() throws {
        for seed in 0..<UInt64(4) {
            var random = SeededGenerator(seed: 0x11E &+ seed)
            let strategy = try StrategyRegistry.builtIn.makeStrategy(
                named: "justified-rows", options: ["scrollDirection": seed % 2 == 0 ? "vertical" : "horizontal"])
            var items = (0..<2_000).map { _ in LiveEdits.randomSize(using: &random) }
            // Photos so wide (an aspect ratio of 1e308, finite) that a row's frames pass a Double.
            let first = Int.random(in: 600..<1_800, using: &random)
            let wide = seed % 2 == 0 ? ItemSize(width: 1e300, height: 1e-8) : ItemSize(width: 1e-8, height: 1e300)
            for item in first..<first + Int.random(in: 1...40, using: &random) { items[item] = wide }
            let input = LayoutInput(width: 390, height: 600, sections: [SectionInput(items: items)])
            let (expected, thrown) = try strategy.errors(placingInFullAndCrossing: input)
            #expect(expected != nil, "seed \(seed): a full placement overflows")
            #expect(thrown == expected, "seed \(seed): the crossing's error")
        }
    }

    /// With kept columns a crossing counts each item into its remembered
    /// column (no rule, no lanes); an item taking its column past what a
    /// `Double` holds is still reported, as placing everything from the start
    /// with the same columns reports it. (A deferred layout reports it only
    /// once it places that far: the window crosses in slices of items, and
    /// may.)
    @Test(
        "with kept columns, a crossing reports a column past what a Double holds as placing everything does",
        arguments: ["shortest-column", "round-robin", "masonry"])
    func keptColumnsCrossingReportsOverflow(strategyName: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(
            named: strategyName, options: ["columns": 3, "stableLanes": true])
        var reported = 0
        for seed in 0..<UInt64(8) {
            var random = SeededGenerator(seed: 0x5EED &+ seed &* 11 &+ UInt64(strategyName.utf8.count))
            let (everything, window) = try strategy.errors(resizingAfterPlacingFar: 2_000, using: &random)
            #expect(everything != nil, "\(strategyName) seed \(seed): placing everything overflows")
            if let window {
                reported += 1
                #expect(window == everything, "\(strategyName) seed \(seed): the crossing's error")
            }
        }
        #expect(reported > 2, "\(strategyName): too few crossings met the tall items")
    }

    /// A rule that breaks the contract only far before the screen: the
    /// crossing, whose slices are never assembled, reports it as a full
    /// placement does.
    @Test("a crossing reports a rule's column outside the columns as a full placement does")
    func crossingReportsMisplacedColumns() throws {
        var random = SeededGenerator(seed: 0xC0_1F)
        let items = (0..<2_000).map { _ in LiveEdits.randomSize(using: &random) }
        let input = LayoutInput(width: 390, height: 600, sections: [SectionInput(items: items)])
        let (expected, thrown) = try MisplacingBand().errors(placingInFullAndCrossing: input)
        #expect(expected.map { "\($0)" }?.contains("outside") == true)
        #expect(thrown == expected)
    }
}

/// Columns in turn, but a column past the last while the tallest column
/// ends within a band far down the list.
private struct MisplacingBand: ColumnStrategy {
    static let name = "misplacing-band"
    var columnOptions: ColumnOptions
    init(columnOptions: ColumnOptions) { self.columnOptions = columnOptions }
    func rule(for section: SectionInput, at index: Int) -> Rule { Rule() }
    struct Rule: ColumnRule {
        func column(for stack: RunningColumns, cursor: Int) -> Int {
            (20_000..<20_400).contains(stack.maximumHeight) ? stack.columns : cursor
        }
    }
}

extension LayoutStrategy {
    /// Places `count` random items through far down the list, the columns
    /// remembered, in a live layout that places a window and in one that
    /// places from the start; then makes 40 items before the window so tall
    /// that their columns pass what a `Double` holds, the one placing
    /// everything, the window as far as before.
    ///
    /// - Returns: The error each throws for the edit.
    fileprivate func errors(
        resizingAfterPlacingFar count: Int, using random: inout SeededGenerator
    ) throws -> (everything: LayoutError?, window: LayoutError?) {
        let items = (0..<count).map { _ in LiveEdits.randomSize(using: &random) }
        let input = LayoutInput(width: 390, height: 600, sections: [SectionInput(items: items)])
        var whole = try LiveLayout(self, input: input, checkpointSpacing: 8, placement: .firstCheckpoint)
        var window = whole
        window.placesWindow = true
        window.windowSegment = 64
        let far = ElementPath(section: 0, item: count - 100)
        try whole.place(throughItem: far)
        try window.place(throughItem: far)
        whole.placement = .everything
        window.placement = window.pause.map { PlacementExtent.through($0.nextStart) } ?? .everything
        let first = Int.random(in: 200..<count / 2, using: &random)
        let width = [1e-6, 2e-6, 4e-6][Int.random(in: 0..<3, using: &random)]
        let tall = (first..<first + 40).map {
            LayoutEdit.setSize(ItemSize(width: width, height: 1e300), at: .init(section: 0, item: $0))
        }
        var errors: [LayoutError?] = [nil, nil]
        do { try whole.apply(tall) } catch { errors[0] = error }
        do { try window.apply(tall) } catch { errors[1] = error }
        return (errors[0], errors[1])
    }

    /// The error a full placement of `input` throws, and the one a live
    /// layout that places a window throws crossing to its last item.
    fileprivate func errors(placingInFullAndCrossing input: LayoutInput) throws -> (LayoutError?, LayoutError?) {
        var expected: LayoutError?
        do { _ = try prepare(input, index: .auto) } catch { expected = error }
        var window = try LiveLayout(self, input: input, checkpointSpacing: 8, placement: .firstCheckpoint)
        window.placesWindow = true
        window.windowSegment = 64
        var thrown: LayoutError?
        let last = ElementPath(section: 0, item: input.sections[0].count - 1)
        do { try window.place(throughItem: last) } catch { thrown = error }
        return (expected, thrown)
    }
}

extension LayoutStrategy {
    /// Runs the same random steps on a live layout that places a window and
    /// on one that does not, and expects the window to equal the other's
    /// elements from its first one on after each.
    ///
    /// - Returns: How many steps crossed to a window.
    fileprivate func checkWindow(context: String, using random: inout SeededGenerator) throws -> Int {
        let sections = (0..<Int.random(in: 1...2, using: &random)).map { _ in
            SectionInput(
                items: (0..<Int.random(in: 1_500...3_000, using: &random)).map { _ in
                    LiveEdits.randomSize(using: &random)
                })
        }
        let input = LayoutInput(width: 390, height: 600, sections: sections)
        var whole = try LiveLayout(self, input: input, checkpointSpacing: 8, placement: .firstCheckpoint)
        var window = whole
        window.placesWindow = true
        window.windowSegment = 64
        var crossings = 0
        var moved = false
        for step in 0..<14 {
            // An item of a section that has some, for the steps that name one.
            let sectionsWithItems = whole.input.sections.indices.filter { whole.input.sections[$0].count > 0 }
            guard let section = sectionsWithItems.randomElement(using: &random) else { break }
            let item = Int.random(in: 0..<whole.input.sections[section].count, using: &random)
            let height = Swift.max(1, whole.layout.contentSize.height, whole.layout.contentSize.width)
            var description = ""
            let movesBefore = window.checkpointMoves
            let kind = Int.random(in: 0..<7, using: &random)
            switch kind {
            case 0:
                description = "place through item \(item) of section \(section)"
                let path = ElementPath(section: section, item: item)
                try whole.place(throughItem: path)
                try window.place(throughItem: path)
                #expect(window.layout.attributesForItem(at: path) != nil, "\(context) step \(step): \(description)")
            case 1:
                let position = Double.random(in: 0...height * 3, using: &random)
                description = "place through \(position)"
                try whole.place(through: position)
                try window.place(through: position)
            case 5:
                // What a screen shows, anywhere (above the window too): every element reaching into it.
                let start = Double.random(in: 0...height, using: &random)
                description = "place from \(start) through \(start + 900)"
                try whole.place(through: start + 900)
                try window.place(from: start, through: start + 900)
                let along = whole.layout.scrollAxis == .vertical
                let screen =
                    along
                    ? Rect(x: -1e9, y: start, width: 2e9, height: 900)
                    : Rect(x: start, y: -1e9, width: 900, height: 2e9)
                let shown = Set(window.layout.allElements)
                #expect(
                    whole.layout.elements(in: screen).allSatisfy { shown.contains($0) },
                    "\(context) step \(step): \(description): the window holds what the screen shows")
            case 2:
                // A rotation as the adapters make it: to the first checkpoint, then through an item.
                let width = whole.input.width == 390 ? 600.0 : 390
                description = "rotation to \(width), then through item \(item) of section \(section)"
                for index in 0..<2 {
                    var live = index == 0 ? whole : window
                    live.placement = .firstCheckpoint
                    try live.setViewport(width: width, height: 600)
                    try live.place(throughItem: ElementPath(section: section, item: item))
                    if index == 0 { whole = live } else { window = live }
                }
            default:
                // An edit anywhere, placing as far as the last placement went.
                let limit = whole.pause.map { PlacementExtent.through($0.nextStart) } ?? .everything
                whole.placement = limit
                window.placement = limit
                let wasThrough = window.pause == whole.pause
                var copy = random
                description = (try? LiveEdits.randomChange(&whole, using: &random)) ?? "rejected"
                _ = try? LiveEdits.randomChange(&window, using: &copy)
                // An edit above the window crosses toward the limit: placed through it all the same.
                if wasThrough, case .through(let position) = limit, let pause = window.pause {
                    #expect(pause.nextStart >= position, "\(context) step \(step): \(description): through the limit")
                }
            }
            let base = window.builder?.base ?? 0
            if base > 0 { crossings += 1 }
            // Checkpoints moved after an edit above the window hold sums taken in
            // another order: equal within the tolerance until placed from the start.
            if case 2 = kind { moved = false }
            if window.checkpointMoves > movesBefore { moved = true }
            expectWindow(
                window, equals: whole, from: base, within: moved ? LiveLayoutMovedCheckpointsTests.tolerance : 0,
                context: "\(context) step \(step): \(description)")
        }
        return crossings
    }

    /// Expects `window` to hold `whole`'s elements from `base` on, each
    /// frame within `tolerance` (0: equal), and to answer reads as it does.
    private func expectWindow(
        _ window: LiveLayout<Self>, equals whole: LiveLayout<Self>, from base: Int, within tolerance: Double,
        context: String
    ) {
        let all = whole.layout.allElements
        guard base <= all.count else {
            Issue.record("\(context): the window starts at \(base), past the \(all.count) elements placed")
            return
        }
        func near(_ element: LayoutAttributes?, _ expected: LayoutAttributes?) -> Bool {
            guard let element, let expected else { return element == nil && expected == nil }
            return tolerance == 0
                ? element == expected
                : element.path == expected.path && element.kind == expected.kind
                    && element.frame.distance(to: expected.frame) <= tolerance
        }
        // The window is a run of the other's elements; it may end sooner, where a new window paused.
        let end = Swift.min(all.count, base + window.layout.elementCount)
        let held = Array(all[base..<end])
        let elements = window.layout.allElements
        #expect(
            elements.count == held.count && zip(elements, held).allSatisfy { near($0, $1) }, "\(context): elements")
        if window.pause == whole.pause {
            #expect(window.layout.contentSize == whole.layout.contentSize, "\(context): content size")
        } else if tolerance == 0 || !(self is any UniformlyShiftingStrategy) {
            // (After a move, a strategy that shifts keeps its checkpoints with their items: it may pause elsewhere.)
            #expect(end < all.count && window.pause != nil, "\(context): a window that ends sooner pauses sooner")
        }
        #expect(window.laneMemory == whole.laneMemory, "\(context): remembered lanes")
        let heldElements = Set(held.map(ElementKey.init))
        for attributes in all where attributes.kind == .item {
            let expected = heldElements.contains(ElementKey(attributes)) ? attributes : nil
            if !near(window.layout.attributesForItem(at: attributes.path), expected) {
                Issue.record("\(context): item \(attributes.path)")
                break
            }
        }
        // The index holds every element of the window.
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
        #expect(window.layout.elementPositions(in: everything).count == window.layout.elementCount, "\(context): index")
        let size = whole.layout.contentSize
        for fraction in [0.1, 0.4, 0.7, 0.95] {
            let rect = Rect(x: 0, y: size.height * fraction, width: size.width, height: 700)
            let expected = whole.layout.elements(in: rect).filter { heldElements.contains(ElementKey($0)) }
            let found = window.layout.elements(in: rect)
            #expect(
                Set(found.map(ElementKey.init)) == Set(expected.map(ElementKey.init))
                    && (tolerance > 0 || Set(found) == Set(expected)),
                "\(context): elements(in: \(rect))")
        }
    }
}

/// An element by what it is, not where: its kind and path.
private struct ElementKey: Hashable {
    let kind: ElementKind
    let path: ElementPath

    init(_ attributes: LayoutAttributes) {
        kind = attributes.kind
        path = attributes.path
    }
}
