import Testing
import TrellisTools

/// What the lazy grid's engine promises, replayed in SwiftUI's frame order
/// (``LazyGridSimulator``) with and without kept columns, eager and deferred:
/// the item the user looks at stays still from a rotation through the
/// measurements after it, and the estimated end is never a wall.
@Suite("The lazy grid's engine")
struct LazyGridEngineTests {
    /// A kept-columns mode and a placement mode.
    struct Mode: CustomTestStringConvertible, Sendable {
        var keepsColumns: Bool
        var defers: Bool
        var testDescription: String { "\(keepsColumns ? "kept" : "free") columns, \(defers ? "deferred" : "eager")" }
    }

    static let modes = [false, true].flatMap { keeps in [false, true].map { Mode(keepsColumns: keeps, defers: $0) } }

    /// A self-sizing grid of `strategy` in `mode`.
    static func grid(_ strategy: any LayoutStrategy, _ mode: Mode, sections: [[FeedItem]], selfSizing: Bool = true)
        -> LazyGridSimulator
    {
        var grid = LazyGridSimulator(sections: sections, selfSizing: selfSizing)
        grid.strategy = mode.keepsColumns ? CollectionLayoutController.keepingColumns(strategy) : strategy
        grid.state.defersPlacement = mode.defers
        return grid
    }

    // MARK: - 7. Rotation

    @Test(
        "a rotation keeps the item held since the scroll by its top edge, then through the measurements after it",
        arguments: modes)
    func rotationKeepsTheItem(mode: Mode) throws {
        var moved: [String] = []
        var runs = 0
        for seed in UInt64(1)...6 {
            var grid = Self.grid(
                ShortestColumn(columns: 2), mode, sections: [LazyGridSimulator.items(0..<400, seed: seed)])
            grid.body()
            var random = SeededGenerator(seed: seed &+ 40)
            let height = grid.state.layout?.contentSize.height ?? 0
            grid.scroll(toY: Double.random(in: 2_000...Swift.max(2_000, height - 3_000), using: &random).rounded())
            grid.settle()
            for width in [600.0, 390, 600] {
                guard let first = grid.keptItem, let seen = grid.screenY(of: first.id) else { continue }
                runs += 1
                grid.viewport.width = width
                grid.body(settling: false)
                // The update keeps its top edge; then, measuring, it keeps that (its bottom edge
                // when it straddles the top: it grows upward).
                let going = grid.state.pendingOffset ?? grid.state.visibleRect.minY
                let kept = try #require(grid.frame(of: first.id)).minY - going
                let bottom = try #require(grid.frame(of: first.id)).maxY - going
                grid.settle()
                let now = try #require(grid.screenY(of: first.id))
                let nowBottom = try #require(grid.frame(of: first.id)).maxY - grid.state.visibleRect.minY
                if abs(kept - seen) > 0.5 || (first.straddles ? abs(nowBottom - bottom) : abs(now - seen)) > 0.5 {
                    moved.append("seed \(seed) to \(width): item \(first.id) \(seen) -> \(kept) -> \(now)")
                }
            }
        }
        #expect(runs > 6)
        #expect(moved.isEmpty, "\(mode): \(moved)")
    }

    @Test(
        "an insert above the screen keeps the item held since the scroll through the measurements after it",
        arguments: modes)
    func insertAboveKeepsTheItem(mode: Mode) throws {
        var moved: [String] = []
        for seed in UInt64(1)...6 {
            // Cells reporting on screen once the view has scrolled, or as SwiftUI may deliver them:
            // every created cell (off screen too), in the update, before the scroll.
            for asSwiftUIMay in [false, true] {
                var grid = Self.grid(
                    Masonry(columns: 3), mode, sections: [LazyGridSimulator.items(0..<400, seed: seed)])
                grid.body()
                grid.scroll(toY: 3_000)
                grid.settle()
                grid.measuresWindow = asSwiftUIMay
                grid.measuresBeforeScrolling = asSwiftUIMay
                guard let first = grid.keptItem, let seen = grid.screenPosition(of: first) else { continue }
                grid.sections[0].insert(contentsOf: LazyGridSimulator.items(1_000..<1_006, seed: seed), at: 2)
                grid.body()
                let now = try #require(grid.screenPosition(of: first))
                if abs(now - seen) > 0.5 {
                    moved.append(
                        "seed \(seed)\(asSwiftUIMay ? ", as SwiftUI may" : ""): item \(first.id) \(seen) -> \(now)")
                }
            }
        }
        #expect(moved.isEmpty, "\(mode): \(moved)")
    }

    @Test(
        "a scroll to an item shows it where asked while cells measure on the way and around it, off screen too",
        arguments: modes)
    func scrollToItemKeepsIt(mode: Mode) throws {
        var moved: [String] = []
        for seed in UInt64(1)...6 {
            var grid = Self.grid(
                Masonry(columns: 3), mode, sections: [LazyGridSimulator.items(0..<400, seed: seed)])
            grid.body()
            grid.scroll(toY: 3_000)
            grid.settle()  // the cells on screen measured; those created around them not yet
            // From here, as SwiftUI may deliver them: every created cell reports in the update,
            // before the scroll; those around the old screen grow above the item.
            grid.measuresWindow = true
            grid.measuresBeforeScrolling = true
            let target = grid.sections[0][300].id
            let scrolls = grid.state.scroll(toItem: target, at: .leading, animated: false)
            #expect(scrolls, "\(mode), seed \(seed)")
            grid.settle()
            let top = try #require(grid.frame(of: target)).minY - grid.state.visibleRect.minY
            if abs(top) > 0.5 { moved.append("seed \(seed): item \(target) shown at \(top), not at the top") }
        }
        #expect(moved.isEmpty, "\(mode): \(moved)")
    }

    // MARK: - Sections

    @Test(
        "sections inserted, deleted and moved are edits: the other sections keep their columns, the held item its place",
        arguments: modes)
    func sectionEditsKeepColumns(mode: Mode) throws {
        var moved: [String] = []
        for seed in UInt64(1)...4 {
            var grid = Self.grid(
                ShortestColumn(columns: 3), mode,
                sections: (0..<5).map { LazyGridSimulator.items($0 * 100..<$0 * 100 + 100, seed: seed &+ UInt64($0)) })
            grid.sectionIDs = [10, 20, 30, 40, 50]
            grid.body()
            var y = 0.0
            while grid.frame(of: 200) == nil, y < 100_000 {
                y += 1_000
                grid.scroll(toY: y)
            }
            let top = grid.frame(of: 200)?.minY ?? 0
            grid.scroll(toY: top + 600)
            grid.settle()
            let columns = Dictionary(
                uniqueKeysWithValues: (200..<300).compactMap { id in grid.frame(of: id).map { (id, $0.minX) } })
            guard let first = grid.keptItem, let seen = grid.screenPosition(of: first) else { continue }
            // A section inserted at the top, the second deleted, the last two swapped.
            let old = grid.sections
            grid.sections = [LazyGridSimulator.items(900..<920, seed: seed), old[0], old[2], old[4], old[3]]
            grid.sectionIDs = [5, 10, 30, 50, 40]
            grid.body()
            #expect(grid.state.lastError == nil, "\(mode)")
            let now = try #require(grid.screenPosition(of: first))
            if abs(now - seen) > 0.5 { moved.append("seed \(seed): item \(first.id) \(seen) -> \(now)") }
            if mode.keepsColumns {
                for (id, x) in columns { #expect(grid.frame(of: id)?.minX == x, "\(mode), seed \(seed): item \(id)") }
            } else {
                var whole = grid
                whole.state.defersPlacement = false  // everything placed, to compare with a full prepare
                whole.body(settling: false)
                try whole.expectEqualsFullPrepare("\(mode), seed \(seed)")
            }
        }
        #expect(moved.isEmpty, "\(mode): \(moved)")
    }

    // MARK: - 9. The estimated end

    @Test("deferred justified rows place the real end before the user can reach the estimated one")
    func estimatedEndIsNoWall() throws {
        // Tall photos first, wide ones after: the estimate from the first ones is far short.
        let wide = (600..<1_200).map { FeedItem(id: $0, estimate: ItemSize(width: 300, height: 90), trueLength: 90) }
        let tall = (0..<600).map { FeedItem(id: $0, estimate: ItemSize(width: 90, height: 300), trueLength: 300) }
        var grid = Self.grid(
            JustifiedRows(), Mode(keepsColumns: false, defers: true), sections: [tall + wide], selfSizing: false)
        grid.body()
        let full = try JustifiedRows().prepare(
            LayoutInput(width: 390, height: 844, items: (tall + wide).map(\.estimate)))
        let estimate = try #require(grid.state.layout?.contentSize.height)
        #expect(estimate < full.contentSize.height - 2 * grid.viewport.height)
        // A fling that ends within a viewport of the estimated end.
        grid.scroll(toY: Swift.max(0, estimate - 1.5 * grid.viewport.height).rounded())
        #expect(grid.state.layout?.contentSize.height == full.contentSize.height)
        grid.scroll(toY: full.contentSize.height - grid.viewport.height)
        #expect(grid.loadsStarted > 0)
    }
}
