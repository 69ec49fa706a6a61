import Testing
import TrellisTestSupport
import TrellisTools

@testable import Trellis

/// Random sequences of what an app and the user do to a `LazyTrellisGrid` —
/// scrolls, items and sections inserted, deleted and moved by identifier,
/// items whose content changes, rotations — replayed in SwiftUI's frame
/// order (``LazyGridSimulator``), with and without kept columns and deferred
/// placement. After every step: no error, the frames of a full layout (with
/// kept columns, its sizes), every measured height kept, the item the user
/// looks at still until the user scrolls (a rotation keeps its top edge,
/// then the measurements after it its bottom edge when it straddles the
/// top), and no item moved to another column unless the step touched it.
/// Grids that scroll horizontally too: the same sequences turned on their
/// side, the cells measuring their widths and a rotation changing the height;
/// vertical ones right to left for every other seed; cells that report as
/// SwiftUI may deliver them: every created cell (off screen too), and before
/// the view has scrolled to where the state asked.
@Suite("SwiftUI replays of random sequences")
struct GridReplayPropertyTests {
    typealias Mode = LazyGridEngineTests.Mode

    /// A strategy and a mode it is replayed in.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var mode: Mode
        var axis = ScrollAxis.vertical
        var testDescription: String { "\(name), \(mode.testDescription)\(axis == .horizontal ? ", horizontal" : "")" }
        var isColumnStrategy: Bool { name != "justified-rows" && name != "flow-line" }
    }

    static let cases: [Case] = [ScrollAxis.vertical, .horizontal].flatMap { axis in
        ["shortest-column", "masonry"].flatMap { name in
            LazyGridEngineTests.modes.map { Case(name: name, mode: $0, axis: axis) }
        }
            + ["justified-rows", "flow-line"].flatMap { name in
                LazyGridEngineTests.modes.filter { !$0.keepsColumns }.map { Case(name: name, mode: $0, axis: axis) }
            }
    }

    /// What a step did, for the checks after it (as in the UIKit replay).
    typealias Step = ReplayPropertyTests.Step

    @Test("every step keeps the promises", arguments: cases)
    func randomSequences(replay: Case) throws {
        for seed in UInt64(1)...10 {
            try Self.run(replay, seed: seed)
        }
    }

    static func run(_ replay: Case, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 104_729 &+ UInt64(replay.name.count))
        var nextID = 1_000
        var nextSection = 10
        var options: OptionValues = replay.isColumnStrategy ? ["columns": 3] : [:]
        let axis = replay.axis
        if axis == .horizontal { options["scrollDirection"] = "horizontal" }
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: replay.name, options: options)
        var grid = LazyGridEngineTests.grid(
            strategy, replay.mode,
            sections: (0..<3).map { LazyGridSimulator.items($0 * 200..<$0 * 200 + 120, seed: seed &+ UInt64($0)) })
        grid.sectionIDs = [0, 1, 2]
        // Right to left for every other seed (vertical: the frames mirrored, the scroll the same).
        if axis == .vertical, seed % 2 == 0 { grid.layoutDirection = .rightToLeft }
        // Turned on its side: the length along the axis the same, the rotation changes the height.
        if axis == .horizontal { grid.viewport = Size(width: 844, height: 390) }
        grid.body()
        grid.scroll(toOffset: 2_500)
        grid.settle()
        var measured = Self.visibleIDs(grid)
        var history: [String] = []
        for _ in 0..<16 {
            let columns = Self.columns(grid)
            let kept = grid.keptItem
            let seen = kept.flatMap { grid.screenPosition(of: $0) }
            let seenTop = kept.flatMap { grid.frame(of: $0.id) }.map { $0.start(along: axis) - grid.visibleStart }
            let wasClamped = Self.isClamped(grid)
            var step: Step
            var rotation: (top: Double, bottom: Double)?
            // The orders SwiftUI may report measurements in, step by step: the cells on screen or
            // every created cell, after or before the view scrolled to where the state asked.
            grid.measuresWindow = Bool.random(using: &random)
            grid.measuresBeforeScrolling = Bool.random(using: &random)
            let sections = grid.sections
            let section = Int.random(in: 0..<sections.count, using: &random)
            let count = sections[section].count
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                let y = Double.random(in: 0...Swift.max(0, grid.contentLength - 900), using: &random).rounded()
                grid.scroll(toOffset: y)
                grid.settle()
                step = Step(words: "scroll to \(y)", holdsAnchor: false)
            case 1:
                let at = Int.random(in: 0...count, using: &random)
                let new = LazyGridSimulator.items(nextID..<nextID + Int.random(in: 1...4, using: &random), seed: seed)
                nextID += new.count
                grid.sections[section].insert(contentsOf: new, at: at)
                grid.body()
                step = Step(words: "insert \(new.count) at \(section).\(at)", touched: Set(new.map(\.id)))
            case 2 where count > 3:
                let at = Int.random(in: 0..<count - 2, using: &random)
                let gone = grid.sections[section][at..<at + 2].map(\.id)
                grid.sections[section].removeSubrange(at..<at + 2)
                grid.body()
                step = Step(words: "delete 2 at \(section).\(at)", touched: Set(gone))
            case 3 where count > 1:
                let from = Int.random(in: 0..<count, using: &random)
                let moved = grid.sections[section].remove(at: from)
                let target = Int.random(in: 0..<sections.count, using: &random)
                let to = Int.random(in: 0...grid.sections[target].count, using: &random)
                grid.sections[target].insert(moved, at: to)
                grid.body()
                // Within a section, a move found by identity may move any item between the two
                // places (moving an item after the next is moving the next before it).
                let between =
                    target == section
                    ? Set(
                        grid.sections[section][Swift.min(from, to)...Swift.min(Swift.max(from, to), count - 1)].map(
                            \.id))
                    : [moved.id]
                step = Step(words: "move \(section).\(from) to \(target).\(to)", touched: between)
            case 4:
                let at = Int.random(in: 0...sections.count, using: &random)
                let new = LazyGridSimulator.items(nextID..<nextID + Int.random(in: 5...40, using: &random), seed: seed)
                nextID += new.count
                grid.sections.insert(new, at: at)
                grid.sectionIDs?.insert(nextSection, at: at)
                nextSection += 1
                grid.body()
                step = Step(words: "insert section \(at)", touched: Set(new.map(\.id)))
            case 5 where sections.count > 1:
                let gone = grid.sections.remove(at: section).map(\.id)
                grid.sectionIDs?.remove(at: section)
                grid.body()
                step = Step(words: "delete section \(section)", touched: Set(gone))
            case 6 where sections.count > 1:
                let to = Int.random(in: 0..<sections.count, using: &random)
                let moved = grid.sections.remove(at: section)
                grid.sections.insert(moved, at: to)
                if let id = grid.sectionIDs?.remove(at: section) { grid.sectionIDs?.insert(id, at: to) }
                grid.body()
                // A move found by identity may move any section between the two places
                // (moving the first of two after the second is moving the second before it).
                let between = grid.sections[Swift.min(section, to)...Swift.max(section, to)]
                step = Step(
                    words: "move section \(section) to \(to)",
                    touched: section == to ? [] : Set(between.joined().map(\.id)))
            case 7 where count > 0:
                // The item's content changed: the data gives another estimate; the cell measures again.
                let at = Int.random(in: 0..<count, using: &random)
                grid.sections[section][at].estimate = ItemSize(width: 100, height: 150)
                grid.sections[section][at].trueLength = Double(Int.random(in: 80...320, using: &random))
                grid.body()
                step = Step(words: "change \(section).\(at)", touched: [grid.sections[section][at].id])
            default:
                let width = (axis == .vertical ? grid.viewport.width : grid.viewport.height) == 390 ? 600.0 : 390
                if axis == .vertical { grid.viewport.width = width } else { grid.viewport.height = width }
                grid.body(settling: false)
                // The update keeps its top edge; then, measuring, it keeps that (its bottom edge when it straddles).
                let going = grid.state.pendingOffset ?? grid.visibleStart
                let end = grid.contentLength - (axis == .vertical ? grid.viewport.height : grid.viewport.width)
                if let kept, let frame = grid.frame(of: kept.id), going > 0.5, going < end - 0.5 {  // else clamped
                    rotation = (frame.start(along: axis) - going, frame.end(along: axis) - going)
                }
                grid.settle()
                step = Step(words: "rotate to \(width)", rotates: true)
            }
            history.append(step.words)
            let direction = grid.layoutDirection == .rightToLeft ? ", right to left" : ""
            let context: Comment =
                "\(replay.testDescription), seed \(seed)\(direction): \(history.joined(separator: "; "))"
            #expect(grid.state.lastError == nil, context)
            guard grid.state.lastError == nil else { return }
            // The frames of a full layout (everything placed, in a copy).
            var whole = grid
            whole.state.defersPlacement = false
            whole.body(settling: false)
            let full = try whole.fullPrepare()
            if replay.mode.keepsColumns {
                #expect(
                    whole.state.layout?.allElements.map(\.frame.size) == full.allElements.map(\.frame.size), context)
            } else {
                #expect(whole.state.layout?.allElements == full.allElements, context)
            }
            // The item the user looks at, still.
            // (an offset at either end of the content cannot move past it: there it may not hold).
            let clamped = wasClamped || Self.isClamped(grid)
            if let kept, !step.touched.contains(kept.id), !clamped {
                if step.rotates {
                    // (none when the rotation's offset was clamped to the content's end)
                    if let rotation, let seenTop, let frame = grid.frame(of: kept.id) {
                        #expect(
                            abs(rotation.top - seenTop) <= 0.5, "the rotation moved item \(kept.id)'s top: \(context)")
                        let top = grid.visibleStart
                        let drift =
                            kept.straddles
                            ? frame.end(along: axis) - top - rotation.bottom : frame.start(along: axis) - top - seenTop
                        #expect(
                            abs(drift) <= 0.5, "item \(kept.id) moved \(drift) measuring after the rotation: \(context)"
                        )
                    }
                } else if step.holdsAnchor, let seen, let now = grid.screenPosition(of: kept) {
                    #expect(abs(now - seen) <= 0.5, "item \(kept.id) moved \(seen) -> \(now): \(context)")
                }
            }
            // Measured heights kept (a column strategy gives an item its measured height).
            // (after a width change an item keeps its measured shape until it measures again).
            if step.rotates { measured = [] }
            measured.subtract(step.touched)
            if replay.isColumnStrategy {
                for id in measured {
                    guard let item = Self.item(id, in: grid), let frame = grid.frame(of: id) else { continue }
                    #expect(
                        abs(frame.length(along: axis) - item.trueLength) < 0.02,
                        "item \(id) lost its measured length: \(context)")
                }
            }
            measured.formUnion(Self.visibleIDs(grid))
            // No column changed but the touched items' (and all of them at a new width).
            if replay.mode.keepsColumns, !step.rotates {
                let now = Self.columns(grid)
                for (id, column) in columns where !step.touched.contains(id) {
                    guard let after = now[id] else { continue }
                    #expect(after == column, "item \(id) changed column: \(context)")
                }
            }
        }
    }

    /// Each placed item's column (where its frame starts across the scroll axis), by identifier.
    static func columns(_ grid: LazyGridSimulator) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for (section, items) in grid.sections.enumerated() {
            for (index, item) in items.enumerated() {
                let path = ElementPath(section: section, item: index)
                if let frame = grid.state.layout?.attributesForItem(at: path)?.frame {
                    result[item.id] = grid.axis == .vertical ? frame.minX : frame.minY
                }
            }
        }
        return result
    }

    /// The identifiers of the items on screen (all measured once the grid settled).
    static func visibleIDs(_ grid: LazyGridSimulator) -> Set<Int> {
        Set(
            (grid.state.layout?.elements(in: grid.state.visibleRect) ?? []).filter { $0.kind == .item }
                .compactMap { grid.state.item(at: $0.path)?.id })
    }

    /// The item with identifier `id`, if the data has it.
    static func item(_ id: Int, in grid: LazyGridSimulator) -> FeedItem? {
        for items in grid.sections {
            if let item = items.first(where: { $0.id == id }) { return item }
        }
        return nil
    }

    /// Whether the visible rect is at either end of the content (an anchor may then be clamped).
    static func isClamped(_ grid: LazyGridSimulator) -> Bool {
        let rect = grid.state.visibleRect
        let length = grid.axis == .vertical ? rect.height : rect.width
        return grid.visibleStart <= 0.5 || grid.visibleStart >= grid.contentLength - length - 0.5
    }
}
