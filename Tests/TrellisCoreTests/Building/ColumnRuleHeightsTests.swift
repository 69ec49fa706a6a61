import Testing
import TrellisTools

@testable import TrellisCore

/// A column rule that chooses from the heights alone
/// (`ColumnRule.column(heights:cursor:)`) places exactly what it places
/// through `column(for:cursor:)`: with the method, without it, and when it
/// gives `nil` for some items and a column for others, in a full prepare and
/// in a live layout with kept columns.
@Suite("Column rules choosing from the heights")
struct ColumnRuleHeightsTests {
    /// How a probe rule answers `column(heights:cursor:)`.
    enum Heights: Sendable {
        /// `nil` for every item: the stack is asked.
        case never
        /// The shortest column for every item.
        case always
        /// `nil` when the cursor is odd: the loop switches between the two ways mid-run.
        case sometimes
    }

    /// Each item in the shortest column, ties to the leftmost; the heights method answering as `heights` says.
    struct ShortestProbe: ColumnStrategy {
        static let name = "shortest-probe"
        static let supportsColumnSpans = true
        var columnOptions: ColumnOptions
        var heights = Heights.never
        init(columnOptions: ColumnOptions) { self.columnOptions = columnOptions }
        init(_ heights: Heights, columns: Int, keptColumns: Bool) {
            var options = ColumnOptions(columns: columns, cellPadding: 3)
            options.stableLanes = keptColumns
            self.init(columnOptions: options)
            self.heights = heights
        }
        func rule(for section: SectionInput, at index: Int) -> Rule { Rule(heights: heights) }

        struct Rule: ColumnRule {
            let heights: Heights
            func column(for stack: RunningColumns, cursor: Int) -> Int { stack.shortestColumn }
            func column(heights: UnsafeBufferPointer<Double>, cursor: Int) -> Int? {
                switch self.heights {
                case .never: return nil
                case .sometimes where cursor % 2 == 1: return nil
                case .always, .sometimes:
                    var best = 0
                    for column in 1..<heights.count where heights[column] < heights[best] { best = column }
                    return best
                }
            }
        }
    }

    static let seeds: [UInt64] = Array(0..<6)

    static func photo(_ random: inout SeededGenerator) -> ItemSize {
        ItemSize(
            width: Double.random(in: 100...400, using: &random), height: Double.random(in: 100...600, using: &random))
    }

    @Test("a full prepare gives the same frames whichever way the rule answers", arguments: seeds)
    func prepare(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let input = LayoutInput(width: 390, items: (0..<(300 + Int(seed) * 97)).map { _ in Self.photo(&random) })
        let columns = 1 + Int(seed % 4)
        let expected = try ShortestProbe(.never, columns: columns, keptColumns: false).prepare(input)
        for heights in [Heights.always, .sometimes] {
            let layout = try ShortestProbe(heights, columns: columns, keptColumns: false).prepare(input)
            #expect(layout.storage.frames == expected.storage.frames, "\(heights)")
        }
    }

    @Test("a live layout with kept columns gives the same frames through edits and a rotation", arguments: seeds)
    func live(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let input = LayoutInput(width: 390, items: (0..<700).map { _ in Self.photo(&random) })
        let columns = 2 + Int(seed % 3)
        var layouts = try [Heights.never, .always, .sometimes].map {
            try LiveLayout(ShortestProbe($0, columns: columns, keptColumns: true), input: input)
        }
        for step in 0..<6 {
            let item = Int.random(in: 0..<600, using: &random)
            let sizes = (0..<(1 + step)).map { _ in Self.photo(&random) }
            for index in layouts.indices {
                switch step % 3 {
                case 0: try layouts[index].insertItems(sizes, at: ElementPath(section: 0, item: item))
                case 1: try layouts[index].deleteItems(at: ElementPath(section: 0, item: item), count: 2)
                default: try layouts[index].setViewport(width: step % 2 == 0 ? 600 : 390, height: 844)
                }
            }
            for layout in layouts.dropFirst() {
                #expect(layout.layout.storage.frames == layouts[0].layout.storage.frames, "step \(step)")
                #expect(layout.laneMemory == layouts[0].laneMemory, "step \(step)")
            }
        }
    }

    /// A live layout's checkpoint as the tests compare it: where it is, the
    /// columns' state and the builder's mark.
    struct CheckpointRow: Equatable {
        let section, item, validFrom: Int
        let state: ColumnPlacementState
        let elements, markSection, markItems, bands: Int
    }

    /// The checkpoints `layout` recorded, in order.
    static func checkpoints(of layout: LiveLayout<ShortestProbe>) -> [CheckpointRow] {
        guard let log = layout.checkpoints as? PlacementCheckpoints<ColumnPlacementState> else { return [] }
        return log.entries.map {
            CheckpointRow(
                section: $0.section, item: $0.item, validFrom: $0.validFrom, state: $0.state,
                elements: $0.mark.elementCount, markSection: $0.mark.section, markItems: $0.mark.itemCount,
                bands: $0.mark.bandCount)
        }
    }

    @Test(
        "a live layout records the same checkpoints and pauses at the same one whichever way the rule answers",
        arguments: seeds)
    func checkpoints(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        // Two sections, so that a run's checkpoints restart at a section's first item.
        let sizes = (0..<(900 + Int(seed) * 37)).map { _ in Self.photo(&random) }
        let input = LayoutInput(
            width: 390,
            sections: [SectionInput(items: Array(sizes.prefix(300))), SectionInput(items: Array(sizes.dropFirst(300)))])
        let columns = 1 + Int(seed % 4)
        for kept in [false, true] {
            for placement in [PlacementExtent.everything, .through(Double(3_000 + seed * 2_000))] {
                let layouts = try [Heights.never, .always, .sometimes].map {
                    try LiveLayout(
                        ShortestProbe($0, columns: columns, keptColumns: kept), input: input,
                        checkpointSpacing: 32, placement: placement)
                }
                let expected = Self.checkpoints(of: layouts[0])
                // A checkpoint every 32 items of what was placed, and one at each section's end.
                #expect(expected.count >= layouts[0].layout.elementCount / 32, "kept \(kept), \(placement)")
                for layout in layouts.dropFirst() {
                    #expect(Self.checkpoints(of: layout) == expected, "kept \(kept), \(placement)")
                    #expect(layout.layout.storage.frames == layouts[0].layout.storage.frames)
                    #expect(layout.isComplete == layouts[0].isComplete)
                }
                if case .through = placement { #expect(!layouts[0].isComplete, "seed \(seed): the limit is mid-list") }
            }
        }
    }

    /// Photos with a span of two columns at the edges of a run's chunks and
    /// checkpoints and inside them: each run stops before one, in each way
    /// the loop places items.
    static func photosWithSpans(_ random: inout SeededGenerator, count: Int, seed: UInt64) -> [ItemSize] {
        let spanned: Set<Int> = [0, 31, 32, 45, 255, 256, 257, 300 + Int(seed)]
        return (0..<count).map { item in
            var size = photo(&random)
            if spanned.contains(item) { size.span = .columns(2) }
            return size
        }
    }

    @Test(
        "runs stop before each span: without kept columns, with none remembered, with all remembered", arguments: seeds)
    func spans(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let input = LayoutInput(width: 390, items: Self.photosWithSpans(&random, count: 700, seed: seed))
        let columns = 2 + Int(seed % 3)
        let expected = try ShortestProbe(.never, columns: columns, keptColumns: false).prepare(input)
        var wider = input
        wider.width = 600
        let expectedWider = try ShortestProbe(.never, columns: columns, keptColumns: false).prepare(wider)
        for heights in [Heights.never, .always, .sometimes] {
            let full = try ShortestProbe(heights, columns: columns, keptColumns: false).prepare(input)
            #expect(full.storage.frames == expected.storage.frames, "\(heights)")
            var live = try LiveLayout(ShortestProbe(heights, columns: columns, keptColumns: true), input: input)
            #expect(live.layout.storage.frames == expected.storage.frames, "\(heights)")
            // A new width: no column remembered, every one picked again.
            try live.setViewport(width: 600, height: 844)
            #expect(live.layout.storage.frames == expectedWider.storage.frames, "\(heights)")
            // An item's size changed and changed back: the later items go back to
            // their remembered columns, exactly where they were.
            let item = 3 + Int(seed)
            let original = wider.sections[0].size(at: item) ?? Self.photo(&random)
            try live.setSize(ItemSize(width: 300, height: 50), ofItemAt: ElementPath(section: 0, item: item))
            try live.setSize(original, ofItemAt: ElementPath(section: 0, item: item))
            #expect(live.layout.storage.frames == expectedWider.storage.frames, "\(heights)")
        }
    }

    @Test("a run stops at an invalid size, which is reported with its item, in each way the loop places items")
    func invalidSize() throws {
        var random = SeededGenerator(seed: 7)
        let sizes = (0..<400).map { _ in Self.photo(&random) }
        for bad in [40, 300] {
            var broken = sizes
            broken[bad] = ItemSize(width: 100, height: -1)
            let input = LayoutInput(width: 390, items: broken)
            for heights in [Heights.never, .always, .sometimes] {
                for kept in [false, true] {
                    let strategy = ShortestProbe(heights, columns: 3, keptColumns: kept)
                    var builder = LayoutBuilder(input: input)
                    var log = PlacementCheckpoints<ColumnPlacementState>(recording: kept)
                    var reported: Int?
                    do {
                        try strategy.placeElements(of: input, resumingFrom: nil, into: &builder, checkpoints: &log)
                    } catch {
                        if case .invalidItem(0, let item, _) = error { reported = item }
                    }
                    #expect(reported == bad, "\(heights), kept \(kept)")
                }
            }
        }
    }
}
