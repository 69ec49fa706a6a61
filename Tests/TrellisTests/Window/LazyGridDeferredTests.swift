import Testing
import TrellisTools

/// `LazyGridState` with deferred placement, driven in SwiftUI's call order
/// next to the same state without it: every read answers as the eager
/// state does (which equals a full prepare), the first visible item stays,
/// loads start at the same steps, and edits past the placed part place nothing.
@Suite("Deferred placement in the lazy grid")
struct LazyGridDeferredTests {
    @Test(
        "random scrolls, edits, rotations and loads: every read equals the eager state's; edits past the placed part place nothing",
        arguments: DeferredPlacementTests.strategyNames)
    func readsEqualEager(strategyName: String) throws {
        try Self.check(try DeferredPlacementTests.resumable(named: strategyName), name: strategyName)
    }

    static func check<Inner: ResumableLayoutStrategy>(_ inner: Inner, name: String) throws {
        let counting = CountingResumable(inner)
        let items = LazyGridSimulator.items(0..<3_000, seed: 41)
        var eager = LazyGridSimulator(sections: [items])
        eager.strategy = inner
        var deferred = LazyGridSimulator(sections: [items])
        deferred.strategy = inner
        deferred.state.defersPlacement = true
        // Deferred too, counting placements (the wrapper is no column strategy: its own reference).
        var counted = LazyGridSimulator(sections: [items])
        counted.strategy = counting
        counted.state.defersPlacement = true
        var random = SeededGenerator(seed: 0x1A2E &+ UInt64(name.utf8.count))
        var next = 10_000
        var windowed = 0
        var partial = 0
        var pastScreen = 0
        var anchorsKept = 0
        // Every grid sees the same calls.
        func both(_ step: (inout LazyGridSimulator) -> Void) {
            step(&eager)
            step(&deferred)
            step(&counted)
        }
        both { $0.body() }
        for step in 0..<16 {
            let context = "\(name) step \(step)"
            let height = eager.state.layout?.contentSize.height ?? 0
            let y = Double.random(in: 0...Swift.max(0, Swift.min(30_000, height - 900)), using: &random).rounded()
            both {
                $0.scroll(toY: y)
                $0.settle()
            }
            let first = eager.keptItem
            let seen = first.flatMap { eager.screenPosition(of: $0) }
            let anchorItem =
                eager.state.layout.flatMap {
                    ScrollAnchor.firstVisibleItem(in: $0, visibleRect: eager.state.visibleRect)
                }?.path.item ?? 0
            let count = eager.sections[0].count
            var keepsAnchor = true
            // Every fourth step reaches the end of the feed.
            switch step % 4 == 3 ? 4 : Int.random(in: 0..<6, using: &random) {
            case 0:
                // Inserts and deletes around the screen.
                let at = Swift.max(0, Swift.min(count - 10, anchorItem + Int.random(in: -30...30, using: &random)))
                let new = LazyGridSimulator.items(next..<next + 6, seed: UInt64(step))
                next += 6
                both {
                    $0.sections[0].removeSubrange(at..<at + 4)
                    $0.sections[0].insert(contentsOf: new, at: at)
                    $0.body()
                }
            case 1:
                // A move from above the screen to below it.
                let from = Swift.max(0, anchorItem - 20)
                let to = Swift.min(count - 1, anchorItem + 40)
                both {
                    $0.sections[0].insert($0.sections[0].remove(at: from), at: to)
                    $0.body()
                }
            case 2:
                // Past the placed part: the deferred grid places nothing.
                let new = LazyGridSimulator.items(next..<next + 3, seed: UInt64(step))
                next += 3
                let placements = counting.counter.placements
                let placed = counted.state.layout?.elementCount ?? 0
                both {
                    $0.sections[0].insert(contentsOf: new, at: count - 5)
                    $0.sections[0][count - 20].estimate = ItemSize(width: 100, height: 240)
                    $0.body()
                }
                if placed < count - 200 {
                    pastScreen += 1
                    #expect(counting.counter.placements == placements, "\(context): placed past the screen")
                }
            case 3:
                // A rotation: the item held since the scroll keeps its leading edge.
                let leading = first.flatMap { eager.frame(of: $0.id) }.map { $0.minY - eager.state.visibleRect.minY }
                let width = eager.viewport.width == 390 ? 600.0 : 390
                both {
                    $0.viewport = Size(width: width, height: 844)
                    $0.body(settling: false)
                    if let offset = $0.state.pendingOffset { $0.scroll(toY: offset) }
                }
                if let first, let leading, let now = deferred.frame(of: first.id) {
                    #expect(abs(now.minY - deferred.state.visibleRect.minY - leading) <= 0.5, "\(context): rotation")
                }
                both { $0.settle() }
                keepsAnchor = false
            case 4:
                // Near the end: loads start at the same steps; a page arrives.
                let end = (eager.state.layout?.contentSize.height ?? 0) - 844 - 300
                both {
                    $0.scroll(toY: Swift.max(0, end))
                    $0.settle()
                }
                #expect(deferred.loadsStarted == eager.loadsStarted, "\(context): loads")
                let page = LazyGridSimulator.items(next..<next + 30, seed: UInt64(step))
                next += 30
                both { $0.endLoad(adding: page) }
                keepsAnchor = false
            default:
                // A scroll to an item far below.
                let target = eager.sections[0][Swift.min(count - 1, anchorItem + 400)].id
                both {
                    _ = $0.state.scroll(toItem: target, at: .center, animated: false)
                }
                #expect(deferred.state.pendingOffset == eager.state.pendingOffset, "\(context): scroll to item")
                both { $0.settle() }
                keepsAnchor = false
            }
            // The first visible item (unless it was deleted) is where the eager grid keeps it: never
            // moved by the estimated content size.
            if keepsAnchor, let first, let seen, let now = eager.screenPosition(of: first) {
                let deferredNow = try #require(deferred.screenPosition(of: first), "\(context)")
                #expect(deferredNow == now, "\(context): the first visible item moved \(deferredNow - seen)")
                if abs(now - seen) <= 0.5 { anchorsKept += 1 }
            }
            try Self.expectSameReads(&deferred, &eager, random: &random, context: context)
            if let layout = deferred.state.layout, let full = eager.state.layout,
                layout.elementCount < full.elementCount
            {
                partial += 1
            }
            if deferred.state.controller?.windowBase ?? 0 > 0 { windowed += 1 }
        }
        #expect(windowed > 0, "\(name): never a window")
        #expect(partial > 0, "\(name): never partial")
        #expect(pastScreen > 0, "\(name): no edit past the screen")
        #expect(anchorsKept > 0, "\(name): no edit kept the first visible item")
        #expect(eager.loadsStarted > 1, "\(name): no load")
    }

    @Test("deferral turned off places everything, and every later change too")
    func turnedOff() throws {
        let items = LazyGridSimulator.items(0..<3_000, seed: 43)
        var grid = LazyGridSimulator(sections: [items])
        grid.state.defersPlacement = true
        grid.body()
        grid.scroll(toY: 20_000)
        grid.settle()
        #expect((grid.state.layout?.elementCount ?? 0) < 3_000)
        grid.state.defersPlacement = false
        grid.body()
        #expect(grid.state.layout?.elementCount == 3_000)
        grid.sections[0].insert(contentsOf: LazyGridSimulator.items(5_000..<5_003, seed: 44), at: 100)
        grid.body()
        #expect(grid.state.layout?.elementCount == 3_003)
        try grid.expectEqualsFullPrepare()
    }

    /// Every read of the deferred grid equals the eager grid's.
    static func expectSameReads(
        _ deferred: inout LazyGridSimulator, _ eager: inout LazyGridSimulator, random: inout SeededGenerator,
        context: String
    ) throws {
        #expect(deferred.loadsStarted == eager.loadsStarted, "\(context): loads")
        #expect(deferred.state.visibleRect == eager.state.visibleRect, "\(context): visible rect")
        #expect(deferred.state.pendingOffset == eager.state.pendingOffset, "\(context): pending offset")
        #expect(
            Self.firstDifference(deferred.state.window.elements, eager.state.window.elements) == nil,
            "\(context): window")
        #expect(deferred.state.measured.count == eager.state.measured.count, "\(context): measured")
        #expect(
            deferred.state.firstVisibleItemInReadingOrder() == eager.state.firstVisibleItemInReadingOrder(),
            "\(context): first in reading order")
        let layout = try #require(deferred.state.layout)
        let full = try #require(eager.state.layout)
        let base = try #require(deferred.state.controller).windowBase
        #expect(
            Self.firstDifference(layout.allElements, Array(full.allElements[base..<base + layout.elementCount])) == nil,
            "\(context): placed part")
        // Navigation and reordering from an item of the window (copies: placing for a read changes nothing shown).
        let shown = eager.state.window.elements.filter { $0.kind == .item }
        if let element = shown.randomElement(using: &random), let id = eager.state.item(at: element.path)?.id,
            let other = shown.randomElement(using: &random), let onto = eager.state.item(at: other.path)?.id
        {
            for direction in NeighborDirection.allCases {
                var copy = deferred.state
                #expect(
                    copy.neighbor(of: id, toward: direction) == eager.state.neighbor(of: id, toward: direction),
                    "\(context): neighbor \(direction)")
            }
            for location in [Point(x: 5, y: 5), Point(x: -40, y: 900)] {
                var copy = deferred.state
                #expect(
                    copy.reorderTarget(movingItem: id, droppedOn: onto, at: location)
                        == eager.state.reorderTarget(movingItem: id, droppedOn: onto, at: location),
                    "\(context): reorder target")
            }
        }
        // Placed through the end, a copy equals the eager layout (a full prepare) bit for bit.
        var controller = try #require(deferred.state.controller)
        let last = ElementPath(section: 0, item: deferred.sections[0].count - 1)
        controller.place(throughItem: last)
        controller.place(throughSection: 0)
        #expect(
            Self.firstDifference(
                controller.layout?.allElements ?? [], Array(full.allElements[controller.windowBase...]))
                == nil,
            "\(context): placed in full")
        #expect(controller.layout?.contentSize == full.contentSize, "\(context): content size")
    }

    /// The first element where two lists differ (or their counts), for a short failure message.
    static func firstDifference(_ lhs: [LayoutAttributes], _ rhs: [LayoutAttributes]) -> String? {
        for (left, right) in zip(lhs, rhs) where left != right { return "\(left) ≠ \(right)" }
        return lhs.count == rhs.count ? nil : "\(lhs.count) ≠ \(rhs.count) elements"
    }
}
