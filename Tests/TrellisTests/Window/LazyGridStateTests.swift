import Testing
import TrellisTools

@testable import Trellis

/// One item of a feed: an identity, a size estimate, and the length its
/// cell measures along the scroll axis at any width across it (a card with
/// text of unknown length: its height, or its width in a horizontal grid).
struct FeedItem: Identifiable, Hashable {
    var id: Int
    var estimate: ItemSize
    var trueLength: Double
}

/// Replays, on Linux, what `LazyTrellisGrid` does with its state as SwiftUI
/// drives it: the body updates the state with the data; the scroll offset
/// arrives through a preference; shown cells report their lengths along the
/// scroll axis; the view scrolls to the state's pending offset; a load runs
/// when the state asks. Either axis: the strategy's scroll direction.
struct LazyGridSimulator {
    var state = LazyGridState<Int, [FeedItem]>()
    var sections: [[FeedItem]]
    var viewport = Size(width: 390, height: 844)
    var layoutDirection = ReadingDirection.leftToRight
    var strategy: any LayoutStrategy = ShortestColumn(columns: 2)
    /// Each section's identifier, or `nil` for its index.
    var sectionIDs: [Int]?
    /// How many times the grid read an item's size.
    var sizeReads = 0
    /// How many loads started.
    var loadsStarted = 0
    /// Whether every cell the view created reports its length, off screen too (``settle()``).
    var measuresWindow = false
    /// Whether cells report before the view scrolls to a pending offset (``settle()``).
    var measuresBeforeScrolling = false

    init(sections: [[FeedItem]], selfSizing: Bool = true) {
        self.sections = sections
        state.isSelfSizing = selfSizing
    }

    static func items(_ ids: Range<Int>, seed: UInt64) -> [FeedItem] {
        var random = SeededGenerator(seed: seed)
        return ids.map {
            FeedItem(
                id: $0, estimate: ItemSize(width: 100, height: 100),
                trueLength: Double(Int.random(in: 80...320, using: &random)))
        }
    }

    /// The body: the state brought up to date with the data; then the view
    /// scrolls to a pending offset, and the shown cells measure themselves.
    @discardableResult
    mutating func body(settling: Bool = true) -> Bool {
        let strategy = self.strategy
        var reads = 0
        let changed = state.update(
            strategyKey: "\(strategy)",
            makeController: {
                var controller = CollectionLayoutController(strategy: strategy)
                controller.windowSegment = 64  // slices of 64 and a checkpoint each: a jump crosses as at a million
                return controller
            },
            sections: sections.enumerated().map {
                TrellisGridSection(id: sectionIDs?[$0.offset] ?? $0.offset, items: $0.element)
            },
            itemSize: {
                reads += 1
                return $0.estimate
            }, viewport: viewport, layoutDirection: layoutDirection)
        sizeReads += reads
        takeLoadRequest()
        if settling { settle() }
        return changed
    }

    /// Starts the load the state asks for, if any, as the view does after
    /// an update, a measure and a finished load.
    mutating func takeLoadRequest() {
        if state.takeLoadRequest() { loadsStarted += 1 }
    }

    /// Ends the running load as SwiftUI runs it: the action appends `page`
    /// to the last section and returns (or throws: `failed`), the state
    /// hears the outcome, then the body runs with the data the action left.
    mutating func endLoad(adding page: [FeedItem] = [], failed: Bool = false) {
        sections[sections.count - 1] += page
        state.finishLoading(failed ? .failed : .loaded)
        takeLoadRequest()
        body()
    }

    /// Scrolls to the pending offset and lets shown cells measure, until nothing changes.
    ///
    /// By default the cells on screen measure once the view has scrolled. As
    /// SwiftUI may also do it: with ``measuresWindow`` every cell the view
    /// created (the window's items, off screen too) reports its length; with
    /// ``measuresBeforeScrolling`` the cells report in the update that set a
    /// pending offset, before the view scrolls there (the scroll runs in a
    /// task after the update).
    mutating func settle() {
        for _ in 0..<20 {
            if !measuresBeforeScrolling, let offset = state.pendingOffset { scroll(toOffset: offset) }
            let shown = state.window.elements.filter {
                $0.kind == .item && (measuresWindow || $0.frame.intersects(state.visibleRect))
            }
            var lengths: [Int: Double] = [:]
            for element in shown {
                guard let item = state.item(at: element.path) else { continue }
                lengths[item.id] = item.trueLength
            }
            let measured = state.measure(lengths)
            takeLoadRequest()
            if measuresBeforeScrolling, let offset = state.pendingOffset {
                scroll(toOffset: offset)
                continue
            }
            if !measured, state.pendingOffset == nil { return }
        }
    }

    /// The scroll offset arriving through the preference.
    @discardableResult
    mutating func scroll(toY y: Double) -> LazyGridState<Int, [FeedItem]>.ScrollStep {
        let step = state.scroll(to: Point(x: 0, y: y))
        if step.startLoading { loadsStarted += 1 }
        return step
    }

    /// The scroll offset along the layout's axis arriving through the preference.
    @discardableResult
    mutating func scroll(toOffset offset: Double) -> LazyGridState<Int, [FeedItem]>.ScrollStep {
        guard axis == .horizontal else { return scroll(toY: offset) }
        let step = state.scroll(to: Point(x: offset, y: 0))
        if step.startLoading { loadsStarted += 1 }
        return step
    }

    /// The layout's scroll axis (vertical before the first layout).
    var axis: ScrollAxis { state.layout?.scrollAxis ?? .vertical }

    /// Where the visible rect starts along the scroll axis.
    var visibleStart: Double { state.visibleRect.start(along: axis) }

    /// The content's length along the scroll axis.
    var contentLength: Double {
        let size = state.layout?.contentSize ?? .zero
        return axis == .vertical ? size.height : size.width
    }

    /// The frame of the item with identifier `id`.
    func frame(of id: Int) -> Rect? {
        for (section, items) in state.sections.enumerated() {
            if let item = items.items.firstIndex(where: { $0.id == id }) {
                return state.layout?.attributesForItem(at: ElementPath(section: section, item: item))?.frame
            }
        }
        return nil
    }

    /// The item's offset from the visible rect's top.
    func screenY(of id: Int) -> Double? {
        frame(of: id).map { $0.minY - state.visibleRect.minY }
    }

    /// The first visible item's identifier, and whether it straddles the top.
    var firstVisible: (id: Int, straddles: Bool)? {
        guard
            let anchor = state.layout.flatMap({ ScrollAnchor.firstVisibleItem(in: $0, visibleRect: state.visibleRect) }
            ),
            let item = state.item(at: anchor.path)
        else { return nil }
        return (item.id, anchor.trailingEdge != nil)
    }

    /// Where the user sees an item the anchoring rule keeps, along the scroll
    /// axis: its bottom (trailing) edge when it straddles the top, else its top edge.
    func screenPosition(of anchor: (id: Int, straddles: Bool)) -> Double? {
        frame(of: anchor.id).map {
            (anchor.straddles ? $0.end(along: axis) : $0.start(along: axis)) - visibleStart
        }
    }

    /// The item the state keeps still: the anchor it holds since the user
    /// last scrolled, else the first visible item (what the next change takes).
    var keptItem: (id: Int, straddles: Bool)? {
        guard let held = state.heldAnchor else { return firstVisible }
        return (held.id, held.anchor.trailingEdge != nil)
    }

    /// The first visible item's identifier.
    var anchorID: Int? {
        state.layout.flatMap { ScrollAnchor.firstVisibleItem(in: $0, visibleRect: state.visibleRect) }
            .flatMap { state.item(at: $0.path)?.id }
    }

    /// The layout is a full prepare of the data, measured heights in place of estimates.
    func expectEqualsFullPrepare(_ context: Comment = "") throws {
        #expect(state.layout?.allElements == (try fullPrepare()).allElements, context)
        #expect(state.sections.map { $0.items } == sections, context)
    }

    /// A full prepare of the data, measured heights in place of estimates: what the layout must equal.
    func fullPrepare() throws -> PreparedLayout {
        let width = state.controller?.itemWidth(inSection: 0)
        let input = LayoutInput(
            width: viewport.width, height: viewport.height,
            sections: sections.map { items in
                SectionInput(
                    items: items.map { item in
                        guard let measure = state.measured.latest(for: item.id) else { return item.estimate }
                        // At another width, the measured shape until the cell measures again.
                        guard measure.across == width else {
                            return axis == .vertical
                                ? ItemSize(width: measure.across, height: measure.length)
                                : ItemSize(width: measure.length, height: measure.across)
                        }
                        return ItemSize(height: measure.length)
                    })
            }, layoutDirection: layoutDirection)
        return try strategy.prepare(input)
    }
}

@Suite("Lazy grid state")
struct LazyGridStateTests {
    static func scrolledFeed() -> LazyGridSimulator {
        var grid = LazyGridSimulator(sections: [LazyGridSimulator.items(0..<300, seed: 1)])
        grid.body()
        for y in stride(from: 0.0, through: 3_000, by: 500) {
            grid.scroll(toY: y)
            grid.settle()
        }
        return grid
    }

    @Test("the same data given again reads nothing and changes nothing")
    func unchangedDataIsFree() throws {
        var grid = Self.scrolledFeed()
        let reads = grid.sizeReads
        let changed = grid.body()
        #expect(!changed)
        #expect(grid.sizeReads == reads)
        #expect(grid.state.lastChange == .none)
    }

    @Test(
        "an edit anywhere is seen by identity and equals a full prepare; the first visible item stays within a point",
        arguments: ["insert", "delete", "move", "replace", "resize", "remove and insert", "append"])
    func editsByIdentity(kind: String) throws {
        var grid = Self.scrolledFeed()
        let anchor = try #require(grid.anchorID)
        let before = try #require(grid.screenY(of: anchor))
        let measured = grid.state.measured.count
        var items = grid.sections[0]
        switch kind {
        case "insert": items.insert(contentsOf: LazyGridSimulator.items(1_000..<1_003, seed: 2), at: 5)
        case "delete": items.removeSubrange(3..<6)
        case "move": items.insert(items.remove(at: 2), at: 150)
        case "replace": items[4] = LazyGridSimulator.items(2_000..<2_001, seed: 3)[0]
        case "resize": items[150].estimate = ItemSize(width: 100, height: 300)
        case "remove and insert":
            items.remove(at: 2)
            items.insert(LazyGridSimulator.items(3_000..<3_001, seed: 4)[0], at: 120)
        default: items += LazyGridSimulator.items(4_000..<4_050, seed: 5)
        }
        grid.sections[0] = items
        let changed = grid.body()
        #expect(changed)
        #expect(grid.state.lastError == nil)
        #expect(grid.state.lastChange != .none)
        try grid.expectEqualsFullPrepare("\(kind)")
        #expect(abs(try #require(grid.screenY(of: anchor)) - before) <= 1, "\(kind)")
        if kind != "delete" && kind != "replace" && kind != "remove and insert" {
            #expect(grid.state.measured.count >= measured, "\(kind): measured heights kept")
        }
    }

    @Test("random edit sequences equal a full prepare at every step", arguments: 0..<UInt64(4))
    func randomEdits(seed: UInt64) throws {
        var grid = Self.scrolledFeed()
        var random = SeededGenerator(seed: 0x6121D &+ seed)
        var nextID = 10_000
        for step in 0..<15 {
            var items = grid.sections[0]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !items.isEmpty: items.remove(at: Int.random(in: 0..<items.count, using: &random))
                case 1 where items.count > 1:
                    items.insert(
                        items.remove(at: Int.random(in: 0..<items.count, using: &random)),
                        at: Int.random(in: 0..<items.count, using: &random))
                case 2 where !items.isEmpty:
                    items[Int.random(in: 0..<items.count, using: &random)].estimate = ItemSize(
                        width: 100, height: Double(Int.random(in: 50...250, using: &random)))
                default:
                    items.insert(
                        contentsOf: LazyGridSimulator.items(nextID..<nextID + 3, seed: UInt64(nextID)),
                        at: Int.random(in: 0...items.count, using: &random))
                    nextID += 3
                }
            }
            grid.sections[0] = items
            grid.body()
            #expect(grid.state.lastError == nil)
            try grid.expectEqualsFullPrepare("seed \(seed) step \(step)")
            grid.scroll(toY: Double.random(in: 0...2_500, using: &random))
            grid.settle()
        }
    }

    @Test(
        "self-sizing: shown cells take their measured heights, kept until the width changes; off-screen ones never measure"
    )
    func selfSizing() throws {
        var grid = Self.scrolledFeed()
        for element in grid.state.window.elements where element.kind == .item {
            guard let item = grid.state.item(at: element.path), grid.state.measured.latest(for: item.id) != nil
            else { continue }
            #expect(element.frame.height == item.trueLength)
        }
        let far = try #require(grid.frame(of: 299))
        #expect(far.height == far.width)  // still its square estimate
        #expect(grid.state.measured.latest(for: 299) == nil)
        // A width change: the measured shapes stay (no estimate comes back), then the cells on
        // screen measure at the new width.
        let anchor = try #require(grid.anchorID)
        let before = try #require(grid.screenY(of: anchor))
        grid.viewport = Size(width: 700, height: 844)
        grid.body(settling: false)
        if let offset = grid.state.pendingOffset { grid.scroll(toY: offset) }
        #expect(abs(try #require(grid.screenY(of: anchor)) - before) <= 1)
        // The cells on screen measure at the new width: the item held since the scroll keeps its top
        // edge, or its bottom edge when it straddles the top.
        let first = try #require(grid.keptItem)
        let seen = try #require(grid.screenPosition(of: first))
        grid.settle()
        #expect(abs(try #require(grid.screenPosition(of: first)) - seen) <= 1)
        let width = try #require(grid.state.controller?.itemWidth(inSection: 0))
        for element in grid.state.window.elements
        where element.kind == .item && element.frame.intersects(grid.state.visibleRect) {
            let item = try #require(grid.state.item(at: element.path))
            #expect(grid.state.measured.latest(for: item.id)?.across == width)
            #expect(element.frame.height == item.trueLength)
        }
        try grid.expectEqualsFullPrepare()
    }

    @Test("scroll to an item whose view was never built, at the leading edge, centre or trailing edge")
    func scrollToItem() throws {
        var grid = Self.scrolledFeed()
        for target in [ScrollTarget.leading, .center, .trailing] {
            let found = grid.state.scroll(toItem: 250, at: target, animated: true)
            #expect(found)
            #expect(grid.state.pendingScrollIsAnimated)
            let offset = try #require(grid.state.pendingOffset)
            grid.scroll(toY: offset)
            #expect(grid.state.pendingOffset == nil)
            let frame = try #require(grid.frame(of: 250))
            let y = frame.minY - offset
            switch target {
            case .leading: #expect(abs(y) < 1e-9)
            case .center: #expect(abs(y + frame.height / 2 - 422) < 1e-9)
            case .trailing: #expect(abs(y + frame.height - 844) < 1e-9)
            }
        }
        let unknown = grid.state.scroll(toItem: 99_999, at: .leading, animated: false)
        #expect(!unknown)
    }

    @Test("bad input: a repeated identifier is an error naming it, and the grid keeps its last good layout")
    func duplicateIDs() throws {
        var grid = Self.scrolledFeed()
        let layout = grid.state.layout?.allElements
        var items = grid.sections[0]
        items[10].id = items[3].id
        grid.sections[0] = items
        grid.body()
        let error = try #require(grid.state.lastError)
        #expect("\(error)".contains("\(items[3].id)"))
        #expect(grid.state.layout?.allElements == layout)
        #expect(grid.state.item(at: ElementPath(section: 0, item: 10))?.id == 10)
        // Across sections too, and an item moved from one section to another is no duplicate.
        var two = LazyGridSimulator(
            sections: [LazyGridSimulator.items(0..<20, seed: 11), LazyGridSimulator.items(20..<40, seed: 12)])
        two.body()
        two.sections[1].insert(two.sections[0][5], at: 3)
        two.body()
        #expect("\(two.state.lastError.map { "\($0)" } ?? "")".contains("duplicate item id 5"))
        two.sections[0].remove(at: 5)
        two.body()
        #expect(two.state.lastError == nil)
        try two.expectEqualsFullPrepare("an item moved across sections")
    }

    @Test("bad input: estimates that are zero, negative or not finite lay out as 1 point, never an error")
    func badEstimates() throws {
        var items = LazyGridSimulator.items(0..<6, seed: 7)
        items[1].estimate = ItemSize(width: 0, height: 10)
        items[2].estimate = ItemSize(width: 10, height: -5)
        items[3].estimate = ItemSize(width: .nan, height: .infinity)
        var grid = LazyGridSimulator(sections: [items], selfSizing: false)
        grid.body()
        #expect(grid.state.lastError == nil)
        #expect(grid.state.layout?.numberOfItems(inSection: 0) == 6)
    }

    @Test(
        "loading more: near the end once, never twice at once, a failed load retried only after scrolling on"
    )
    func loadRetries() throws {
        var grid = LazyGridSimulator(sections: [LazyGridSimulator.items(0..<40, seed: 8)], selfSizing: false)
        grid.body()
        let end = try #require(grid.state.layout?.contentSize.height) - 844
        grid.scroll(toY: 0)
        #expect(grid.loadsStarted == 0)
        grid.scroll(toY: end - 500)
        #expect(grid.loadsStarted == 1)
        grid.scroll(toY: end)  // still loading: not again
        #expect(grid.loadsStarted == 1)
        grid.state.finishLoading(.failed)
        grid.scroll(toY: end - 10)
        #expect(grid.loadsStarted == 1)  // 10 points of scrolling is not enough to retry
        grid.scroll(toY: end - 60)
        #expect(grid.loadsStarted == 2)  // the user kept pulling: retry
        grid.endLoad(adding: LazyGridSimulator.items(40..<80, seed: 9))  // this one brought items
        let longer = try #require(grid.state.layout?.contentSize.height) - 844
        grid.scroll(toY: longer)
        #expect(grid.loadsStarted == 3)
    }
}

extension LazyGridStateTests {
    @Test("the window's reading ranks follow the layout's reading order of its items")
    func readingRanks() throws {
        let grid = Self.scrolledFeed()
        let ranks = grid.state.readingRanks()
        let items = grid.state.window.elements.filter { $0.kind == .item }
        let layout = try #require(grid.state.layout)
        let order = PreparedLayout.readingOrder(of: items, layoutDirection: layout.layoutDirection)
        #expect(ranks.count == items.count)
        #expect(order.map { ranks[$0] } == Array(0..<order.count))
    }
}

extension LazyGridStateTests {
    @Test("focus moves by identifier to the layout's neighbour, from the first visible item in reading order")
    func neighborByIdentifier() throws {
        var grid = Self.scrolledFeed()
        let layout = try #require(grid.state.layout)
        let first = try #require(layout.readingOrder(in: grid.state.visibleRect).first)
        #expect(grid.state.firstVisibleItemInReadingOrder() == grid.sections[0][first.item].id)
        let directions: [NeighborDirection] = [.up, .down, .left, .right, .leading, .trailing]
        for item in [0, 1, 17, 40, 299] {
            let id = grid.sections[0][item].id
            for direction in directions {
                let expected = layout.neighbor(of: ElementPath(section: 0, item: item), toward: direction)
                #expect(
                    grid.state.neighbor(of: id, toward: direction) == expected.map { grid.sections[0][$0.item].id },
                    "item \(item) \(direction)")
            }
        }
        #expect(grid.state.neighbor(of: grid.sections[0][0].id, toward: .up) == nil)
        #expect(grid.state.neighbor(of: -1, toward: .down) == nil)
    }

    @Test("an item dropped on another's leading-top half lands before it, on its trailing-bottom half after it")
    func reorderByIdentifier() throws {
        var grid = Self.scrolledFeed()
        for (moved, onto, before) in [(2, 9, true), (2, 9, false), (30, 4, true), (30, 4, false), (7, 8, false)] {
            let movedID = grid.sections[0][moved].id
            let ontoID = grid.sections[0][onto].id
            let path = try #require(grid.state.path(of: ontoID))
            let frame = try #require(grid.state.layout?.attributesForItem(at: path)?.frame)
            let location =
                before
                ? Point(x: frame.width * 0.2, y: frame.height * 0.2)
                : Point(x: frame.width * 0.8, y: frame.height * 0.8)
            let answer = grid.state.reorderTarget(movingItem: movedID, droppedOn: ontoID, at: location)
            let target = try #require(answer)
            let item = grid.sections[0].remove(at: moved)
            grid.sections[0].insert(item, at: target.item)
            let at = try #require(grid.sections[0].firstIndex { $0.id == ontoID })
            #expect(grid.sections[0][before ? at - 1 : at + 1].id == movedID, "\(moved) onto \(onto)")
            grid.body()
            try grid.expectEqualsFullPrepare("\(moved) onto \(onto)")
        }
        #expect(grid.state.reorderTarget(movingItem: -1, droppedOn: 3, at: Point(x: 1, y: 1)) == nil)
    }
}

extension Rect {
    /// Where the rect starts along `axis`.
    func start(along axis: ScrollAxis) -> Double { axis == .vertical ? minY : minX }

    /// The rect's length along `axis`.
    func length(along axis: ScrollAxis) -> Double { axis == .vertical ? height : width }
}
