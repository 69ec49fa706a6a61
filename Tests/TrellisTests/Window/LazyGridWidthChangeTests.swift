import Testing
import TrellisTools

@testable import Trellis

/// A width change of a self-sizing `LazyGridState` resizes only its measured
/// items (found through its index of them) and hands them to the controller
/// with the new viewport; the same state laying everything out from the data
/// again at every width change is the reference. Driven in SwiftUI's call
/// order over seeded random steps, both give the same input, layout, content
/// size, pending offset and window at every step, for every built-in strategy,
/// eager and deferred.
@Suite("Width changes in the lazy grid")
struct LazyGridWidthChangeTests {
    @Test(
        "rotations among measurements, inserts, deletes and moves equal a layout from the data",
        arguments: DeferredPlacementTests.strategyNames, [false, true])
    func widthChangeEqualsRebuild(strategyName: String, defers: Bool) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: strategyName, options: OptionValues([:]))
        let sections = [LazyGridSimulator.items(0..<900, seed: 51), LazyGridSimulator.items(900..<1_400, seed: 52)]
        var fast = LazyGridSimulator(sections: sections)
        var reference = LazyGridSimulator(sections: sections)
        reference.state.rebuildsOnWidthChange = true
        for index in [0, 1] {
            var grid = index == 0 ? fast : reference
            grid.strategy = strategy
            grid.state.defersPlacement = defers
            if index == 0 { fast = grid } else { reference = grid }
        }
        func both(_ step: (inout LazyGridSimulator) -> Void) {
            step(&fast)
            step(&reference)
        }
        var random = SeededGenerator(seed: 0x3217 &+ UInt64(strategyName.utf8.count) &+ (defers ? 1 : 0))
        var next = 10_000
        var fastRotations = 0
        both { $0.body() }
        for step in 0..<24 {
            let context = "\(strategyName) \(defers ? "deferred" : "eager") step \(step)"
            let height = fast.state.layout?.contentSize.height ?? 0
            let y = Double.random(in: 0...Swift.max(0, Swift.min(40_000, height - 900)), using: &random).rounded()
            both {
                $0.scroll(toY: y)
                $0.settle()
            }
            let section = Int.random(in: 0..<2, using: &random)
            let count = fast.sections[section].count
            let at = Int.random(in: 0..<Swift.max(1, count - 8), using: &random)
            let reads = fast.sizeReads
            let measured = fast.state.measured.count
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                let new = LazyGridSimulator.items(next..<next + 5, seed: UInt64(next))
                next += 5
                both {
                    $0.sections[section].insert(contentsOf: new, at: at)
                    $0.body()
                }
            case 1:
                both {
                    $0.sections[section].removeSubrange(at..<at + 3)
                    $0.body()
                }
            case 2:
                // A move within the section, and one to the other section (it keeps its measure).
                let to = Int.random(in: 0..<count - 1, using: &random)
                both {
                    $0.sections[section].insert($0.sections[section].remove(at: at), at: to)
                    $0.sections[1 - section].insert($0.sections[section].remove(at: at), at: 0)
                    $0.body()
                }
            case 3:
                // A rotation with an edit in the same update.
                let new = LazyGridSimulator.items(next..<next + 2, seed: UInt64(next))
                next += 2
                both {
                    $0.sections[section].insert(contentsOf: new, at: at)
                    $0.sections[1 - section].remove(at: 0)
                    $0.viewport.width = $0.viewport.width == 390 ? 600 : 390
                    $0.body(settling: false)
                }
            case 4:
                // A width no layout takes: an error, and the last good layout stays.
                let width = fast.viewport.width
                both {
                    $0.viewport.width = 1e301
                    $0.body(settling: false)
                    #expect($0.state.lastError != nil, "\(context)")
                    $0.viewport.width = width
                }
            default:
                // A rotation, among three widths.
                let widths = [390.0, 600, 480].filter { $0 != fast.viewport.width }
                let width = widths[Int.random(in: 0..<widths.count, using: &random)]
                both {
                    $0.viewport.width = width
                    $0.body(settling: false)
                }
                // Only the measured items' sizes were read, never every item's.
                #expect(fast.sizeReads - reads <= measured, "\(context): sizes read")
                if measured > 0 { fastRotations += 1 }
            }
            try Self.expectSame(fast, reference, context: context)
            both {
                if let offset = $0.state.pendingOffset { $0.scroll(toY: offset) }
                $0.settle()
            }
            try Self.expectSame(fast, reference, context: "\(context), settled")
        }
        #expect(fastRotations > 3, "\(strategyName): too few rotations")
        if !defers { try fast.expectEqualsFullPrepare("\(strategyName)") }
    }

    /// A new width places everything again from the start, and with
    /// deferred placement only as far as the kept item and the screen where
    /// it is kept: not through the old width's frontier, a position that at
    /// a narrower width lies thousands of items past the screen.
    @Test("a deferred width change places through the kept item and its screen, not the old frontier")
    func widthChangePlacesThroughTheKeptItem() throws {
        var grid = LazyGridSimulator(sections: [LazyGridSimulator.items(0..<20_000, seed: 7)])
        grid.state.defersPlacement = true
        grid.viewport.width = 600
        grid.body()
        grid.state.scroll(toItem: 10_000, at: .leading, animated: false)
        grid.settle()
        let kept = try #require(grid.keptItem?.id)
        let screenY = try #require(grid.screenY(of: kept))
        #expect((9_990...10_010).contains(kept))
        grid.viewport.width = 390
        grid.body(settling: false)
        let placed = try #require(grid.state.layout?.numberOfItems(inSection: 0))
        // The kept item, then one screen and the window's margins past it, and a checkpoint's items.
        #expect(placed > kept && placed < kept + 200, "placed \(placed) items to keep item \(kept)")
        #expect(grid.state.controller?.isPlacedInFull == false)
        // The view goes where the kept item keeps its leading edge, and finds it placed.
        let offset = try #require(grid.state.pendingOffset)
        grid.scroll(toY: offset)
        #expect(grid.screenY(of: kept) == screenY)
        #expect(grid.state.layout?.numberOfItems(inSection: 0) == placed, "placed again at the new offset")
    }

    /// Whether the elements both layouts hold are the same: every element
    /// when one holds a window after a jump (from its first element on) and
    /// the other does not, or where their windows overlap.
    static func samePlaced(_ one: LazyGridSimulator, _ other: LazyGridSimulator) -> Bool {
        guard let first = one.state.layout, let second = other.state.layout else {
            return (one.state.layout == nil) == (other.state.layout == nil)
        }
        let bases = (one.state.controller?.windowBase ?? 0, other.state.controller?.windowBase ?? 0)
        let start = Swift.max(bases.0, bases.1)
        let end = Swift.min(bases.0 + first.elementCount, bases.1 + second.elementCount)
        guard start < end else { return false }
        return first.allElements[(start - bases.0)..<(end - bases.0)]
            == second.allElements[(start - bases.1)..<(end - bases.1)]
    }

    /// Both states read the same, and the fast one's index of measured items is exact.
    static func expectSame(_ fast: LazyGridSimulator, _ reference: LazyGridSimulator, context: String) throws {
        let state = fast.state
        #expect((state.lastError == nil) == (reference.state.lastError == nil), "\(context): error")
        #expect(state.lastChange == reference.state.lastChange, "\(context): change")
        // Compared first, so that a failure names what differs without printing a million values.
        let sameInput = state.controller?.input == reference.state.controller?.input
        let sameFrames = Self.samePlaced(fast, reference)
        let sameWindow = state.window.elements == reference.state.window.elements
        #expect(sameInput, "\(context): input")
        #expect(sameFrames, "\(context): frames")
        #expect(state.layout?.contentSize == reference.state.layout?.contentSize, "\(context): content size")
        #expect(state.pendingOffset == reference.state.pendingOffset, "\(context): pending offset")
        #expect(sameWindow, "\(context): window")
        #expect(state.visibleRect == reference.state.visibleRect, "\(context): visible rect")
        #expect(state.measured.count == reference.state.measured.count, "\(context): measured")
        #expect(state.measuredItems.count == state.measured.count, "\(context): measured items indexed")
        for (section, entries) in state.measuredItems.sections.enumerated() {
            #expect(entries.map(\.item) == entries.map(\.item).sorted(), "\(context): index order")
            for entry in entries {
                #expect(state.item(at: ElementPath(section: section, item: entry.item))?.id == entry.id, "\(context)")
                #expect(state.measured.latest(for: entry.id)?.across == entry.across, "\(context): across")
            }
        }
    }
}
