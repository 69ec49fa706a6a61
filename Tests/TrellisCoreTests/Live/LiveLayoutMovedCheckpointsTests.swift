import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

@testable import TrellisCore

/// With kept columns, an edit far above what a live layout that places a
/// window shows moves the checkpoints between them by each column's
/// difference instead of placing the items between again. Its window then
/// equals the same elements of a live layout placing from the start within
/// a thousandth of a point, with the same paths, kinds, pause, remembered
/// columns and answers to reads: through inserts, deletes, resizes and
/// batches above the window, items spanning columns between them, a
/// second section, both axes and up to six columns (more than a
/// checkpoint holds inline). `flow-line` moves them by one shift after a
/// line start that agrees: its window equals a full prepare's elements.
/// (`flow-line`'s checkpoints then stay with their items, so the two may
/// pause at different checkpoints.) `mosaic` and `tile-pattern` place by
/// position: their checkpoints stay, and their windows equal the other's.
/// Past the edited section every strategy translates the later sections'
/// checkpoints by how far their section moved.
@Suite("Live layouts that move their checkpoints after an edit above the window")
struct LiveLayoutMovedCheckpointsTests {
    static let columnStrategies = [ShortestColumn.name, Masonry.name, RoundRobin.name]
    static let strategyNames = columnStrategies + [FlowLine.name, JustifiedRows.name, Mosaic.name, TilePattern.name]
    /// How far a moved frame may be from the placed one.
    static let tolerance = 1e-3

    @Test(
        "an edit above the window moves the checkpoints between; the window equals placing them",
        arguments: strategyNames)
    func movedCheckpointsEqualPlacement(strategyName: String) throws {
        var moves = 0
        for seed in 0..<UInt64(6) {
            var random = SeededGenerator(seed: 0x5EED_C0 &+ seed &* 31 &+ UInt64(strategyName.utf8.count))
            let columns = Self.columnStrategies.contains(strategyName)
            moves += try Self.checkMoves(
                strategyName, horizontal: seed % 2 == 1, keptColumns: columns, spans: columns && seed % 3 == 2,
                greedyRows: seed % 3 != 2, context: "\(strategyName) seed \(seed)", using: &random)
        }
        #expect(moves > 20, "\(strategyName): too few edits moved checkpoints")
    }

    /// A strategy that places by position keeps its checkpoints after an
    /// edit above the window, but not those of its section's last items,
    /// which depend on the count: with a checkpoint at every segment or
    /// repetition start, items inserted or deleted at the top of a
    /// section, the window in the next one.
    @Test(
        "a positional strategy keeps the checkpoints its section's count does not change",
        arguments: [Mosaic.name, TilePattern.name])
    func positionalCheckpointsAtTheSectionEnd(strategyName: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: strategyName, options: OptionValues())
        try strategy.checkEndOfSection(context: strategyName)
    }

    /// New posts at the top of a feed and taken away again, as the UIKit
    /// layout's batch updates make them: items inserted at and deleted from
    /// the first item, the screen far below. Every one moves the checkpoints
    /// (a deletion too, whose first checkpoint left is then at the edit).
    @Test(
        "items inserted at and deleted from the top move the checkpoints, every time",
        arguments: [ShortestColumn.name, RoundRobin.name, FlowLine.name, JustifiedRows.name])
    func editsAtTheTop(strategyName: String) throws {
        var options: OptionValues = [:]
        if Self.columnStrategies.contains(strategyName) {
            options["stableLanes"] = true
            options["columns"] = 3
        }
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: strategyName, options: options)
        try strategy.checkEditsAtTheTop(context: strategyName)
    }

    /// A feed grouped by day: many short sections, the screen in one far
    /// below. Items inserted, deleted or resized in an earlier section (its
    /// first item, or anywhere in it), a batch across two sections, and a
    /// section inserted or deleted move the checkpoints of every section
    /// between, translated (kept columns for the column strategies); the
    /// window equals placing them.
    @Test("an edit of an earlier section translates the later sections' checkpoints", arguments: strategyNames)
    func editsOfAnEarlierSection(strategyName: String) throws {
        var options: OptionValues = [:]
        if Self.columnStrategies.contains(strategyName) { options["stableLanes"] = true }
        if strategyName == JustifiedRows.name { options["rowBreaking"] = "greedy" }
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: strategyName, options: options)
        try strategy.checkEditsOfAnEarlierSection(context: strategyName)
    }

    /// Runs random edits above the window of a live layout that places one
    /// and of one that does not (both with kept columns, for a column
    /// strategy), and compares.
    ///
    /// - Returns: How many edits moved checkpoints.
    private static func checkMoves(
        _ name: String, horizontal: Bool, keptColumns: Bool, spans: Bool, greedyRows: Bool, context: String,
        using random: inout SeededGenerator
    ) throws -> Int {
        let registry = StrategyRegistry.builtIn
        var options = OptionValues()
        for type in registry.strategies where type.name == name {
            options = QueryFixtures.options(for: type, using: &random, horizontal: horizontal, headers: true)
        }
        if name == JustifiedRows.name, greedyRows {
            // Greedy rows move their checkpoints; optimal ones place their section again.
            options["rowBreaking"] = "greedy"
            if options["fullWidthBreakoutRowCadence"] == nil, Bool.random(using: &random) {
                options["fullWidthBreakoutRowCadence"] = .number(Double(Int.random(in: 2...3, using: &random)))
            }
        }
        if keptColumns {
            options["stableLanes"] = true
            options["columns"] = .number(Double(Int.random(in: 2...6, using: &random)))
        }
        let strategy = try registry.makeStrategy(named: name, options: options)
        return try strategy.checkMoves(
            sections: Int.random(in: 1...2, using: &random), keptColumns: keptColumns, spans: spans,
            context: context, using: &random)
    }
}

extension LayoutStrategy {
    /// A live layout that places from the start and one that places a
    /// window, after a jump to `far` (as to an item); every edit then places
    /// as far as the jump did.
    private func liveLayouts(
        _ sections: [SectionInput], spacing: Int, segment: Int, jumpingTo far: ElementPath
    ) throws -> (LiveLayout<Self>, LiveLayout<Self>) {
        var whole = try LiveLayout(
            self, input: LayoutInput(width: 390, height: 600, sections: sections), checkpointSpacing: spacing,
            placement: .firstCheckpoint)
        var window = whole
        window.placesWindow = true
        window.windowSegment = segment
        try whole.place(throughItem: far)
        try window.place(throughItem: far)
        let limit = whole.pause.map { PlacementExtent.through($0.nextStart) } ?? .everything
        whole.placement = limit
        window.placement = limit
        return (whole, window)
    }

    fileprivate func checkEndOfSection(context: String) throws {
        var random = SeededGenerator(seed: 0xE4D)
        var moves = 0
        for count in [1, 2, 3, 4, 5, 7] {
            for inserting in [false, true] {
                let sections = (0..<2).map { index in
                    SectionInput(items: (0..<(1_000 + index)).map { _ in LiveEdits.randomSize(using: &random) })
                }
                var (whole, window) = try liveLayouts(
                    sections, spacing: 1, segment: 8, jumpingTo: ElementPath(section: 1, item: 600))
                let top = ElementPath(section: 0, item: 0)
                let edit: LayoutEdit =
                    inserting
                    ? .insertItems((0..<count).map { _ in LiveEdits.randomSize(using: &random) }, at: top)
                    : .deleteItems(at: top, count: count)
                let before = window.checkpointMoves
                try whole.apply([edit])
                try window.apply([edit])
                moves += window.checkpointMoves - before
                try expectWindow(
                    window, near: whole, samePause: true,
                    context: "\(context): \(inserting ? "inserted" : "deleted") \(count)", using: &random)
            }
        }
        #expect(moves == 12, "\(context): every edit keeps the checkpoints")
    }

    fileprivate func checkEditsAtTheTop(context: String) throws {
        var random = SeededGenerator(seed: 0x70D)
        let items = (0..<3_000).map { _ in LiveEdits.randomSize(using: &random) }
        var (whole, window) = try liveLayouts(
            [SectionInput(items: items)], spacing: 8, segment: 64, jumpingTo: ElementPath(section: 0, item: 2_500))
        let top = ElementPath(section: 0, item: 0)
        for step in 0..<8 {
            let count = Int.random(in: 1...12, using: &random)
            let edit: LayoutEdit =
                step % 2 == 0
                ? .insertItems((0..<count).map { _ in LiveEdits.randomSize(using: &random) }, at: top)
                : .deleteItems(at: top, count: count)
            try applyMoving([edit], to: &whole, and: &window, context: "\(context) step \(step)", using: &random)
        }
    }

    /// Applies `edit` to both, expects the window's checkpoints to move, and compares.
    /// Applies `edits` to both, expects the window's checkpoints to move
    /// (unless `moves` is false), and compares.
    private func applyMoving(
        _ edits: [LayoutEdit], to whole: inout LiveLayout<Self>, and window: inout LiveLayout<Self>, moves: Bool = true,
        context: String, using random: inout SeededGenerator
    ) throws {
        let before = window.checkpointMoves
        try whole.apply(edits)
        try window.apply(edits)
        #expect(window.checkpointMoves == before + (moves ? 1 : 0), "\(context): \(edits) moved no checkpoint")
        try expectWindow(
            window, near: whole, samePause: !(self is any UniformlyShiftingStrategy), context: "\(context): \(edits)",
            using: &random)
    }

    fileprivate func checkEditsOfAnEarlierSection(context: String) throws {
        var random = SeededGenerator(seed: 0xDA75 &+ UInt64(context.utf8.count))
        let sections = (0..<40).map { _ in
            SectionInput(
                items: (0..<Int.random(in: 5...160, using: &random)).map { _ in LiveEdits.randomSize(using: &random) })
        }
        var (whole, window) = try liveLayouts(
            sections, spacing: 8, segment: 64, jumpingTo: ElementPath(section: 30, item: 3))
        func sizes() -> [ItemSize] {
            (0..<Int.random(in: 1...12, using: &random)).map { _ in LiveEdits.randomSize(using: &random) }
        }
        for step in 0..<18 {
            let section = Int.random(in: 0..<20, using: &random)
            let count = whole.input.sections[section].count
            let item = step % 3 == 0 ? 0 : Int.random(in: 0..<count, using: &random)
            let path = ElementPath(section: section, item: item)
            var edits: [LayoutEdit]
            switch step % 6 {
            case 0, 1:
                edits = [.insertItems(sizes(), at: path)]
            case 2:
                edits = [.deleteItems(at: path, count: Swift.min(count - item, Int.random(in: 1...4, using: &random)))]
            case 3:
                edits = [.setSize(LiveEdits.randomSize(using: &random), at: path)]
            case 5:
                // A day's section inserted above the screen, or one deleted.
                edits = [
                    step % 12 == 5
                        ? .insertSection(SectionInput(items: sizes()), at: section) : .deleteSection(section)
                ]
            default:
                // A batch update across two sections: deletions from the back, then insertions from the front.
                let next = section + Int.random(in: 1...5, using: &random)
                edits = [
                    .deleteItems(at: ElementPath(section: next, item: 1), count: 2),
                    .deleteItems(at: path, count: 1),
                    .insertItems(sizes(), at: ElementPath(section: section, item: 0)),
                    .insertItems(sizes(), at: ElementPath(section: next, item: 0)),
                ]
            }
            // A positional strategy's last items of an earlier section may be placed otherwise: it crosses.
            let moves = edits.count == 1 || !(self is any PositionalStrategy)
            try applyMoving(
                edits, to: &whole, and: &window, moves: moves, context: "\(context) step \(step)", using: &random)
        }
    }

    fileprivate func checkMoves(
        sections count: Int, keptColumns: Bool, spans: Bool, context: String,
        using random: inout SeededGenerator
    ) throws -> Int {
        func size() -> ItemSize {
            var size = LiveEdits.randomSize(using: &random)
            if spans, Int.random(in: 0..<150, using: &random) == 0 {
                size.span = Bool.random(using: &random) ? .full : .columns(2)
            }
            return size
        }
        let sections = (0..<count).map { _ in
            SectionInput(items: (0..<Int.random(in: 2_500...4_000, using: &random)).map { _ in size() })
        }
        let last = sections.count - 1
        var (whole, window) = try liveLayouts(
            sections, spacing: 8, segment: 64, jumpingTo: ElementPath(section: last, item: sections[last].count * 3 / 4)
        )
        var moves = 0
        for step in 0..<10 {
            let section = Int.random(in: 0..<sections.count, using: &random)
            let items = whole.input.sections[section].count
            let item = Int.random(in: 0..<items / 8, using: &random)
            var edits: [LayoutEdit]
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                edits = [
                    .insertItems(
                        (0..<Int.random(in: 1...12, using: &random)).map { _ in size() },
                        at: ElementPath(section: section, item: item))
                ]
            case 1:
                edits = [
                    .deleteItems(
                        at: ElementPath(section: section, item: item), count: Int.random(in: 1...12, using: &random))
                ]
            case 2:
                edits = (0..<3).map { offset in .setSize(size(), at: ElementPath(section: section, item: item + offset))
                }
            default:
                // A batch update's order: deletions from the back, then insertions from the front.
                edits = [
                    .deleteItems(at: ElementPath(section: section, item: item + 20), count: 3),
                    .deleteItems(at: ElementPath(section: section, item: item), count: 2),
                    .insertItems([size()], at: ElementPath(section: section, item: item + 1)),
                    .insertItems([size(), size()], at: ElementPath(section: section, item: item + 9)),
                ]
            }
            let before = window.checkpointMoves
            let gapBefore = Self.largestGap(window.checkpointPaths)
            try whole.apply(edits)
            try window.apply(edits)
            moves += window.checkpointMoves - before
            if window.checkpointMoves > before {
                // A window placed before the moved checkpoints starts about as near where it must as
                // before the edit: those kept are at most a segment further apart (and an edit's items),
                // but for a placement to the first line start that agrees, which may pass an old one.
                let gap = Self.largestGap(window.checkpointPaths)
                #expect(gap <= 2 * gapBefore + 64 + 12, "\(context) step \(step): checkpoints \(gap) items apart")
            }
            try expectWindow(
                window, near: whole, samePause: !(self is any UniformlyShiftingStrategy),
                context: "\(context) step \(step): \(edits.count) edits at \(item) of section \(section)",
                using: &random)
        }
        return moves
    }

    /// The most items between two checkpoints of a section in a row.
    private static func largestGap(_ paths: [ElementPath]) -> Int {
        zip(paths, paths.dropFirst()).filter { $0.section == $1.section }.map { $1.item - $0.item }.max() ?? 0
    }

    /// Expects `window` to hold the elements of `whole` from its first one
    /// on, each within the tolerance, and to answer reads as `whole` does;
    /// unless `samePause`, those of a full prepare of its input (which
    /// `whole` equals), however far either placed.
    private func expectWindow(
        _ window: LiveLayout<Self>, near whole: LiveLayout<Self>, samePause: Bool, context: String,
        using random: inout SeededGenerator
    ) throws {
        let tolerance = LiveLayoutMovedCheckpointsTests.tolerance
        let reference = samePause ? whole.layout : try prepare(whole.input)
        let all = reference.allElements
        let base = window.windowBase
        let held = window.layout.allElements
        guard base + held.count <= all.count else {
            Issue.record("\(context): the window ends at \(base + held.count), past the \(all.count) placed")
            return
        }
        let expected = all[base..<base + held.count]
        #expect(held.map(\.path) == expected.map(\.path), "\(context): paths")
        #expect(held.map(\.kind) == expected.map(\.kind), "\(context): kinds")
        let farthest = zip(held, expected).map { $0.frame.distance(to: $1.frame) }.max() ?? 0
        #expect(farthest <= tolerance, "\(context): a frame \(farthest) off")
        let sameColumns = window.laneMemory == whole.laneMemory
        #expect(sameColumns, "\(context): remembered columns")
        if samePause {
            #expect(
                window.pause?.section == whole.pause?.section && window.pause?.item == whole.pause?.item,
                "\(context): pause")
            if let moved = window.pause?.nextStart, let placed = whole.pause?.nextStart {
                #expect(abs(moved - placed) <= tolerance, "\(context): where placing paused")
            }
        }
        // Reads: items by path, and queries across the window (paths: a moved frame may differ by rounding).
        for _ in 0..<20 {
            guard let element = expected.randomElement(using: &random), element.kind == .item else { continue }
            let read = window.layout.attributesForItem(at: element.path)
            #expect(
                read.map { $0.frame.distance(to: element.frame) <= tolerance } == true,
                "\(context): item \(element.path)")
        }
        let along = reference.scrollAxis == .vertical
        for _ in 0..<6 {
            guard let element = expected.randomElement(using: &random) else { continue }
            let start = along ? element.frame.minY : element.frame.minX
            let rect =
                along
                ? Rect(x: -1e9, y: start + 0.5, width: 2e9, height: 700)
                : Rect(x: start + 0.5, y: -1e9, width: 700, height: 2e9)
            let inWindow = Set(held.map(\.path))
            let wanted = reference.elements(in: rect).filter { inWindow.contains($0.path) }.map(\.path)
            #expect(
                Set(window.layout.elements(in: rect).map(\.path)) == Set(wanted), "\(context): elements(in: \(rect))")
        }
        try window.layout.checkInvariants()
    }
}

extension Rect {
    /// The largest difference of an edge's coordinate from `other`'s.
    func distance(to other: Rect) -> Double {
        Swift.max(abs(minX - other.minX), abs(minY - other.minY), abs(maxX - other.maxX), abs(maxY - other.maxY))
    }
}
