import Testing
import TrellisTestSupport
import TrellisTools

/// Random sequences of what an app and the user do to a collection view —
/// scrolls, batch updates of items and sections, cells whose content
/// changes, rotations, a zero width — replayed in UIKit's call order, every
/// order UIKit leaves open, with and without kept columns and deferred
/// placement, in both axes and directions. After every step the properties
/// the UIKit layout promises hold: no error, the frames of a full layout
/// (with kept columns, its sizes), every measured size kept, the item the
/// user looks at still until the user scrolls, and no item moved to another
/// column unless the step touched it.
@Suite("UIKit replays of random sequences")
struct ReplayPropertyTests {
    typealias Item = UIKitCallSimulator.Item
    typealias Subject = LiveEngineTests.Subject

    /// A strategy by name and a subject it is replayed for.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var subject: Subject
        var testDescription: String { "\(name), \(subject.testDescription)" }
    }

    static let cases: [Case] =
        ["shortest-column", "masonry", "round-robin"].flatMap { name in
            LiveEngineTests.subjects().map { Case(name: name, subject: $0) }
        }
        + ["flow-line", "justified-rows", "mosaic", "tile-pattern"].flatMap { name in
            LiveEngineTests.subjects(keepsColumns: [false]).map { Case(name: name, subject: $0) }
        }
        + LiveEngineTests.subjects(keepsColumns: [false], horizontal: [false]).map {
            Case(name: "composite", subject: $0)
        }
        + LiveEngineTests.subjects(horizontal: [false]).map { Case(name: "headers", subject: $0) }

    /// The case's strategy: by name, or a composite (a strategy per section) that places sections
    /// (flow-line, masonry, then shortest-column) as one live layout each.
    /// "headers": shortest-column with headers that size themselves and pin, and section backgrounds
    /// (everything is placed at every change).
    static func strategy(_ replay: Case) throws -> any LayoutStrategy {
        switch replay.name {
        case "composite":
            return CompositeStrategy([FlowLine(), Masonry(columns: 3)], otherwise: ShortestColumn(columns: 2))
        case "headers":
            return ShortestColumn(columns: 2, headerReferenceSize: Size(width: 0, height: 44))
        default:
            return try LiveEngineTests.strategy(replay.name, replay.subject)
        }
    }

    /// What a step did, for the checks after it.
    struct Step {
        var words: String
        /// Items the step inserted, moved, reloaded or changed (or whose section it inserted, moved or
        /// reloaded): they may change column.
        var touched: Set<Int> = []
        /// Whether the item the user looks at must stay where it is.
        var holdsAnchor = true
        /// Whether the viewport's width changed (columns and measured shapes are placed again).
        var rotates = false
    }

    @Test("every step keeps the promises", arguments: cases)
    func randomSequences(replay: Case) throws {
        for seed in UInt64(1)...8 {
            try Self.run(replay, seed: seed)
        }
    }

    @Test("a section moved before the held item's, right to left and horizontal with kept columns, keeps it")
    func rightToLeftSectionMove() throws {
        // Found by a replay of another sequence: masonry, kept columns, horizontal, right to left,
        // cells sizing on screen only. At the last step ("move section 1 to 0") the offset that
        // keeps item 76 of the section that stays lay 68.5 points past the content's end until
        // the cells of the moved section sized themselves, in the same update; the view was held
        // at the end, and the item moved 68.5 points (84 -> 152.5 from the leading edge).
        let subject = LiveEngineTests.subjects(keepsColumns: [true], horizontal: [true], directions: [.rightToLeft])[0]
        try Self.run(Case(name: "masonry", subject: subject), seed: 4, extraDraws: 1, sizesOffScreen: false)
    }

    @Test("a composite's section given by count, measured, moved to another strategy's index, equals a full layout")
    func countSectionMovedToAnotherStrategy() throws {
        // Found by a replay of another sequence: the composite's section given by count measured
        // itself at masonry's index, its unmeasured items listed as masonry's 269.33-point squares;
        // after "delete section 0" it lay at flow-line's index with those squares, where a full
        // layout of the same data and measured sizes gives them flow-line's 50 × 50: lines broke otherwise.
        let subject = LiveEngineTests.subjects(keepsColumns: [false], horizontal: [false], directions: [.leftToRight])[
            0]
        try Self.run(Case(name: "composite", subject: subject), seed: 32)
    }

    @Test("an anchor kept near the end of a partly placed layout is not held short by the estimated end")
    func anchorNearTheEstimatedEnd() throws {
        // Found by a replay of another sequence: flow-line, horizontal, deferred placement. The view
        // shown again after an insert while it had no width wanted item 126 (straddling the leading
        // edge) kept 110 points further on; the content placed through the anchor ended at an estimate,
        // 3106.4 points, and the offset was clamped to it (95.9 points) before the screen and the real
        // end (3169 points) were placed: the item moved 14.1 points, and back at the next batch.
        let subject = LiveEngineTests.subjects(keepsColumns: [false], horizontal: [true], directions: [.leftToRight])[0]
        try Self.run(Case(name: "flow-line", subject: subject), seed: 35)
    }

    /// Replays one random sequence; `extraDraws` draws are skipped from the
    /// sequence's stream before its first step (another sequence from the same
    /// seed), and `sizesOffScreen`, when given, says whether cells off screen
    /// size themselves (else it is drawn).
    static func run(_ replay: Case, seed: UInt64, extraDraws: Int = 0, sizesOffScreen: Bool? = nil) throws {
        var random = SeededGenerator(seed: seed &* 7_919 &+ UInt64(replay.name.count))
        var heights = SeededGenerator(seed: seed &+ 101)  // the new items' own stream: `random` is passed on inout
        var nextID = 0
        // Every other seed, the first section is given by count (the strategy's default size).
        let byCount = seed % 2 == 0
        func items(_ count: Int, byCount: Bool = false) -> [Item] {
            defer { nextID += count }
            return (nextID..<nextID + count).map {
                Item(
                    id: $0, estimate: byCount ? nil : ItemSize(width: 100, height: 100),
                    trueLength: Double(Int.random(in: 60...260, using: &heights)))
            }
        }
        let strategy = try Self.strategy(replay)
        var simulator = UIKitCallSimulator(
            strategy: strategy, sections: [items(80, byCount: byCount), items(60), items(90)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844), keepsColumns: replay.subject.keepsColumns,
            defersPlacement: Bool.random(using: &random))
        simulator.layoutDirection = replay.subject.direction
        if replay.name == "headers" {
            simulator.controller.pinsHeaders = true
            simulator.sectionBackground = Insets(top: 4, left: 4, bottom: 4, right: 4)
            simulator.headerHeights = [0: 60, 1: 30, 2: 50, 3: 70]
        }
        simulator.order = LivePathTests.orders[Int.random(in: 0..<LivePathTests.orders.count, using: &random)]
        // Cells made and sized a little off screen too, as the collection view prepares them, for half
        // the runs (drawn apart, so that the steps' own draws stay as they were).
        var orders = SeededGenerator(seed: seed &+ 7)
        if sizesOffScreen ?? Bool.random(using: &orders) { simulator.order.selfSizesBeyondBounds = 300 }
        for _ in 0..<extraDraws { _ = Bool.random(using: &random) }
        simulator.reloadData()
        simulator.scroll(to: LiveEngineTests.offset(0.5, in: simulator))
        var measured = Self.visibleIDs(simulator)
        var history: [String] = []
        for _ in 0..<16 {
            let columns = simulator.columns()
            let kept = simulator.keptItem()
            let seen = kept.flatMap { simulator.screenPosition(of: $0) }
            let leading = kept.flatMap { simulator.screenPosition(ofItem: $0.id) }
            let wasClamped = Self.isClamped(simulator)
            let step = Self.randomStep(&simulator, makeItems: { items($0, byCount: $1) }, using: &random)
            history.append(step.words)
            let context: Comment = "\(replay.testDescription), seed \(seed): \(history.joined(separator: "; "))"
            #expect(simulator.lastError == nil, context)
            guard simulator.lastError == nil else { return }
            // The frames of a full layout (everything placed first, in a copy).
            var whole = simulator
            whole.controller.placeAhead(.everything)
            let full = try whole.fullPrepareWithMeasuredSizes(by: strategy)
            if replay.subject.keepsColumns {
                // (items' sizes: a section's background spans its columns, which kept columns make other heights)
                let items = { (layout: PreparedLayout?) in
                    layout?.allElements.filter { $0.kind == .item }.map { $0.frame.size } ?? []
                }
                #expect(items(whole.controller.layout) == items(full), context)
            } else {
                #expect(whole.controller.layout?.allElements == full.allElements, context)
            }
            // The item the user looks at, still.
            // (an offset at either end of the content cannot move past it: there it may not hold).
            if step.holdsAnchor, let kept, !step.touched.contains(kept.id), !wasClamped, !Self.isClamped(simulator),
                let now = simulator.screenPosition(of: step.rotates ? (kept.id, false) : kept),
                let before = step.rotates ? leading : seen, Self.canHold(simulator, drift: now - before)
            {
                #expect(abs(now - before) <= 0.5, "item \(kept.id) moved \(before) -> \(now): \(context)")
            }
            // Measured sizes kept (a column strategy gives an item its measured length).
            if step.rotates { measured = [] }
            measured.subtract(step.touched)
            if ["shortest-column", "masonry", "round-robin", "headers"].contains(replay.name) {
                for id in measured {
                    guard let item = Self.item(id, in: simulator), let frame = simulator.frame(ofItem: id) else {
                        continue
                    }
                    let length = replay.subject.horizontal ? frame.width : frame.height
                    #expect(abs(length - item.trueLength) < 0.02, "item \(id) lost its measured size: \(context)")
                }
            }
            if !step.rotates { measured.formUnion(Self.visibleIDs(simulator)) }  // else measured at the old width
            // No column changed but the touched items' (and all of them at a new width).
            if replay.subject.keepsColumns, !step.rotates {
                let now = simulator.columns()
                for (id, column) in columns where !step.touched.contains(id) {
                    guard let after = now[id] else { continue }
                    #expect(after == column, "item \(id) changed column: \(context)")
                }
            }
        }
    }

    /// One random thing an app or the user does, and what it touched.
    static func randomStep(
        _ simulator: inout UIKitCallSimulator, makeItems: (Int, Bool) -> [Item], using random: inout SeededGenerator
    ) -> Step {
        let sections = simulator.sections
        let section = Int.random(in: 0..<sections.count, using: &random)
        let count = sections[section].count
        // New items of a section given by count are given by count.
        let byCount = sections[section].first.map { $0.estimate == nil } ?? false
        func items(_ count: Int) -> [Item] { makeItems(count, byCount) }
        switch Int.random(in: 0..<13, using: &random) {
        case 0:
            let fraction = Double.random(in: 0.2...0.8, using: &random)
            simulator.scroll(to: LiveEngineTests.offset(fraction, in: simulator))
            return Step(words: "scroll to \(fraction)", holdsAnchor: false)
        case 1:
            let at = Int.random(in: 0...count, using: &random)
            let new = items(Int.random(in: 1...3, using: &random))
            let paths = new.indices.map { ElementPath(section: section, item: at + $0) }
            simulator.performBatchUpdates(paths.map(CollectionUpdate.insertItem)) {
                $0[section].insert(contentsOf: new, at: at)
            }
            return Step(words: "insert \(new.count) at \(section).\(at)", touched: Set(new.map(\.id)))
        case 2 where count > 3:
            let at = Int.random(in: 0..<count - 2, using: &random)
            let gone = sections[section][at..<at + 2].map(\.id)
            simulator.performBatchUpdates(
                [
                    .deleteItem(ElementPath(section: section, item: at)),
                    .deleteItem(ElementPath(section: section, item: at + 1)),
                ]
            ) { $0[section].removeSubrange(at..<at + 2) }
            return Step(words: "delete 2 at \(section).\(at)", touched: Set(gone))
        case 3 where count > 1:
            let from = Int.random(in: 0..<count, using: &random)
            // Into a section of the same kind: an item given by count among items given by size has no size.
            let kinds = sections.indices.filter { sections[$0].first.map { ($0.estimate == nil) == byCount } ?? false }
            let target = kinds.randomElement(using: &random) ?? section
            let moved = sections[section][from]
            var edited = sections
            edited[section].remove(at: from)
            let to = Int.random(in: 0...edited[target].count, using: &random)
            simulator.performBatchUpdates(
                [.moveItem(from: ElementPath(section: section, item: from), to: ElementPath(section: target, item: to))]
            ) {
                $0[section].remove(at: from)
                $0[target].insert(moved, at: to)
            }
            return Step(words: "move \(section).\(from) to \(target).\(to)", touched: [moved.id])
        case 4 where count > 0:
            let at = Int.random(in: 0..<count, using: &random)
            let height = Double(Int.random(in: 60...260, using: &random))
            simulator.performBatchUpdates([.reloadItem(ElementPath(section: section, item: at))]) {
                $0[section][at].trueLength = height
            }
            return Step(words: "reload \(section).\(at)", touched: [sections[section][at].id])
        case 5:
            let new = items(Int.random(in: 5...30, using: &random))
            let at = Int.random(in: 0...sections.count, using: &random)
            simulator.performBatchUpdates([.insertSection(at)]) { $0.insert(new, at: at) }
            return Step(words: "insert section \(at)", touched: Set(new.map(\.id)))
        case 6 where sections.count > 1:
            simulator.performBatchUpdates([.deleteSection(section)]) { $0.remove(at: section) }
            return Step(words: "delete section \(section)", touched: Set(sections[section].map(\.id)))
        case 7 where sections.count > 1:
            let to = Int.random(in: 0..<sections.count, using: &random)
            simulator.performBatchUpdates([.moveSection(from: section, to: to)]) {
                let moved = $0.remove(at: section)
                $0.insert(moved, at: to)
            }
            return Step(words: "move section \(section) to \(to)", touched: Set(sections[section].map(\.id)))
        case 10:
            return mixedBatch(&simulator, makeItems: makeItems, using: &random)
        case 9 where count > 0:
            // A cell's content changed: the app's context names it, the cell measures again.
            let at = Int.random(in: 0..<count, using: &random)
            simulator.invalidateItems([ElementPath(section: section, item: at)]) {
                $0[section][at].trueLength = Double(Int.random(in: 60...260, using: &random))
            }
            // An app's own context cannot move the content offset (UIKit asks for no target offset after it).
            return Step(
                words: "content of \(section).\(at) changed", touched: [sections[section][at].id], holdsAnchor: false)
        case 11 where !sections.contains(where: { $0.first?.estimate == nil }):
            return drag(&simulator, using: &random)
        case 8:
            // The cells size themselves at the next step: a rotation keeps the anchor's leading edge,
            // the measurements after it its trailing edge when it straddles the top (it grows upward).
            let size = Size(width: simulator.bounds.height, height: simulator.bounds.width)
            simulator.resize(to: size, sizingCells: false)
            return Step(words: "rotate to \(size.width) × \(size.height)", rotates: true)
        default:
            // The view hidden, an insert meanwhile, then the view shown again
            // (no width, or no height: either is nothing shown, across or along the scroll axis).
            let size = simulator.bounds.size
            let noWidth = Bool.random(using: &random)
            simulator.resize(
                to: noWidth ? Size(width: 0, height: size.height) : Size(width: size.width, height: 0),
                sizingCells: false)
            let new = items(2)
            let at = Int.random(in: 0...count, using: &random)
            simulator.performBatchUpdates(
                [
                    .insertItem(ElementPath(section: section, item: at)),
                    .insertItem(ElementPath(section: section, item: at + 1)),
                ],
                sizingCells: false
            ) { $0[section].insert(contentsOf: new, at: at) }
            simulator.resize(to: size)
            return Step(
                words: "no \(noWidth ? "width" : "height"), insert 2 at \(section).\(at), shown",
                touched: Set(new.map(\.id)))
        }
    }

    /// The user drags a visible item to other places on screen and lets go
    /// (every fourth time, cancels): the layout previews each target, then
    /// the drop is the data source's move and a batch update of it.
    /// (Only between sections given with sizes: a section given by count has no size for a dropped item.)
    static func drag(_ simulator: inout UIKitCallSimulator, using random: inout SeededGenerator) -> Step {
        let bounds = simulator.bounds
        let visible = simulator.controller.elements(in: bounds, visibleRect: bounds).filter { $0.kind == .item }
        guard !visible.isEmpty else { return Step(words: "nothing to drag", holdsAnchor: false) }
        let picked = visible[Int.random(in: 0..<visible.count, using: &random)].path
        let id = simulator.sections[picked.section][picked.item].id
        simulator.beginInteractiveMovement(ofItemAt: picked)
        for _ in 0..<3 {
            let point = Point(
                x: Double.random(in: bounds.minX...bounds.maxX, using: &random),
                y: Double.random(in: bounds.minY...bounds.maxY, using: &random))
            _ = simulator.updateInteractiveMovementTargetPosition(point)
        }
        let cancelled = Int.random(in: 0..<4, using: &random) == 0
        simulator.endInteractiveMovement(cancelled: cancelled)
        // The user's own gesture: the offset may follow the finger.
        return Step(words: "drag \(picked)\(cancelled ? ", cancelled" : "")", touched: [id], holdsAnchor: false)
    }

    /// A batch of several kinds of item edits at once, as a diffable data
    /// source's apply makes them: items inserted, deleted, moved within and
    /// across sections (of the same kind) and reloaded, given to UIKit as the
    /// updates that turn the old data into the new (moves kept to the fewest).
    static func mixedBatch(
        _ simulator: inout UIKitCallSimulator, makeItems: (Int, Bool) -> [Item], using random: inout SeededGenerator
    ) -> Step {
        let old = simulator.sections
        var new = old
        var reloaded = Set<Int>()
        var words: [String] = []
        for _ in 0..<Int.random(in: 2...5, using: &random) {
            let section = Int.random(in: 0..<new.count, using: &random)
            let byCount = old[section].first.map { $0.estimate == nil } ?? false
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let at = Int.random(in: 0...new[section].count, using: &random)
                new[section].insert(contentsOf: makeItems(Int.random(in: 1...2, using: &random), byCount), at: at)
                words.append("insert at \(section).\(at)")
            case 1 where new[section].count > 2:
                let at = Int.random(in: 0..<new[section].count, using: &random)
                new[section].remove(at: at)
                words.append("delete \(section).\(at)")
            case 2 where new[section].count > 2:
                let at = Int.random(in: 0..<new[section].count, using: &random)
                let item = new[section].remove(at: at)
                let kinds = new.indices.filter { new[$0].first.map { ($0.estimate == nil) == byCount } ?? false }
                let target = kinds.randomElement(using: &random) ?? section
                let to = Int.random(in: 0...new[target].count, using: &random)
                new[target].insert(item, at: to)
                words.append("move \(section).\(at) to \(target).\(to)")
            default:
                guard let index = new[section].indices.randomElement(using: &random) else { continue }
                new[section][index].trueLength = Double(Int.random(in: 60...260, using: &random))
                reloaded.insert(new[section][index].id)
                words.append("reload \(section).\(index)")
            }
        }
        var oldPaths: [Int: ElementPath] = [:]
        var newPaths: [Int: ElementPath] = [:]
        for (section, items) in old.enumerated() {
            for (item, element) in items.enumerated() {
                oldPaths[element.id] = ElementPath(section: section, item: item)
            }
        }
        for (section, items) in new.enumerated() {
            for (item, element) in items.enumerated() {
                newPaths[element.id] = ElementPath(section: section, item: item)
            }
        }
        var updates: [CollectionUpdate] = []
        var moved = Set<Int>()
        for section in old.indices {
            // Within a section, the fewest moves; an item in another section afterwards moved there.
            guard
                let diff = try? SectionDiff(
                    section: section, old: old[section].map(\.id), new: new[section].map(\.id))
            else { continue }
            for move in diff.moved {
                moved.insert(new[section][move.to].id)
                updates.append(
                    .moveItem(
                        from: ElementPath(section: section, item: move.from),
                        to: ElementPath(section: section, item: move.to)))
            }
            for item in diff.deleted where !diff.moved.contains(where: { $0.from == item }) {
                let id = old[section][item].id
                if let to = newPaths[id] {
                    moved.insert(id)
                    updates.append(.moveItem(from: ElementPath(section: section, item: item), to: to))
                } else {
                    updates.append(.deleteItem(ElementPath(section: section, item: item)))
                }
            }
            for item in diff.inserted where !diff.moved.contains(where: { $0.to == item }) {
                if oldPaths[new[section][item].id] == nil {
                    updates.append(.insertItem(ElementPath(section: section, item: item)))
                }
            }
        }
        // A reloaded item that also moved is a move (UIKit takes no reload of a moved item), with its new content.
        for id in reloaded where !moved.contains(id) {
            if let path = oldPaths[id], newPaths[id] != nil { updates.append(.reloadItem(path)) }
        }
        let inserted = Set(newPaths.keys).subtracting(oldPaths.keys)
        simulator.performBatchUpdates(updates) { $0 = new }
        return Step(words: "batch (\(words.joined(separator: ", ")))", touched: inserted.union(moved).union(reloaded))
    }

    /// The identities of the items on screen.
    static func visibleIDs(_ simulator: UIKitCallSimulator) -> Set<Int> {
        Set(
            simulator.controller.elements(in: simulator.bounds, visibleRect: simulator.bounds)
                .filter { $0.kind == .item }
                .map { simulator.sections[$0.path.section][$0.path.item].id })
    }

    /// The item with identity `id`, if the data has it.
    static func item(_ id: Int, in simulator: UIKitCallSimulator) -> Item? {
        for items in simulator.sections {
            if let item = items.first(where: { $0.id == id }) { return item }
        }
        return nil
    }

    /// Whether an offset exists that would put back an item that drifted
    /// `drift` along the scroll axis (towards the content's end): else the
    /// content past it is too short, and the offset was clamped.
    static func canHold(_ simulator: UIKitCallSimulator, drift: Double) -> Bool {
        let content = simulator.controller.contentSize
        let bounds = simulator.bounds
        switch (simulator.controller.layout?.scrollAxis, simulator.layoutDirection) {
        case (.horizontal, .rightToLeft): return (0...(content.width - bounds.width)).contains(bounds.minX - drift)
        case (.horizontal, _): return (0...(content.width - bounds.width)).contains(bounds.minX + drift)
        default: return (0...(content.height - bounds.height)).contains(bounds.minY + drift)
        }
    }

    /// Whether the content offset is at either end of its range (an anchor may then be clamped).
    static func isClamped(_ simulator: UIKitCallSimulator) -> Bool {
        let content = simulator.controller.contentSize
        let bounds = simulator.bounds
        if simulator.controller.layout?.scrollAxis == .horizontal {
            return bounds.minX <= 0.5 || bounds.minX >= content.width - bounds.width - 0.5
        }
        return bounds.minY <= 0.5 || bounds.minY >= content.height - bounds.height - 0.5
    }
}
