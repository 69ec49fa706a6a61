/// The items a batch of edits changed in its last section, and how the
/// items after them moved: every item of ``section`` from ``end`` on (in
/// the edited input) is the item ``count`` places earlier in the input
/// before the edits, unchanged. The batch may change items of earlier
/// sections too, from ``first`` on.
struct EditedItems: Equatable {
    /// The last section with a changed item.
    var section: Int
    /// Its first item changed (-1 for a section inserted or deleted: before its first item).
    var start: Int
    /// The end of its items changed (or the place of a deletion), in the edited input.
    var end: Int
    /// Its items added, less those removed.
    var count: Int
    /// The first item changed, in ``section`` or an earlier section.
    var first: ElementPath
    /// For a section inserted (1) or deleted (-1) at ``section``, how the
    /// sections after it moved; 0 for edits of items.
    var sections = 0

    /// The items `edits` change, when every edit changes items (inserted,
    /// deleted, resized), or the section one edit inserts before another or
    /// deletes; `nil` otherwise.
    ///
    /// - Complexity: O(*e*) for *e* edits.
    init?(_ edits: [LayoutEdit]) {
        if edits.count == 1, let edit = edits.first {
            var moved: (section: Int, by: Int)?
            switch edit {
            case .insertSection(_, let index): moved = (index, 1)
            case .deleteSection(let index): moved = (index, -1)
            default: break
            }
            if let moved {
                // Before the section's first item: every checkpoint from the section on is left.
                (section, sections, start, end, count) = (moved.section, moved.by, -1, -1, 0)
                first = ElementPath(section: moved.section, item: -1)
                return
            }
        }
        var paths: [ElementPath] = []
        for edit in edits {
            switch edit {
            case .insertItems(_, let at), .insertCount(_, let at), .deleteItems(let at, _), .setSize(_, let at):
                paths.append(at)
            case .insertSection, .deleteSection, .setOptions:
                return nil
            }
        }
        guard let section = paths.map(\.section).max(),
            let first = paths.min(by: { ($0.section, $0.item) < ($1.section, $1.item) })
        else { return nil }
        // The last section's edits alone: another section's do not renumber its items.
        var start = Int.max
        var end = Int.min
        var count = 0
        for edit in edits {
            switch edit {
            case .insertItems(let items, let at) where at.section == section:
                end = Swift.max(end, at.item) + items.count
                count += items.count
            case .insertCount(let added, let at) where at.section == section:
                end = Swift.max(end, at.item) + added
                count += added
            case .deleteItems(let at, let removed) where at.section == section:
                end = Swift.max(end, at.item + removed) - removed
                count -= removed
            case .setSize(_, let at) where at.section == section:
                end = Swift.max(end, at.item + 1)
            default:
                continue
            }
        }
        for path in paths where path.section == section { start = Swift.min(start, path.item) }
        self.section = section
        self.start = start
        self.end = end
        self.count = count
        self.first = first
    }
}

extension LiveLayout {
    /// After an edit of items far before what `limit` asks for, with kept
    /// columns (``ColumnOptions/stableLanes``), places only from the
    /// checkpoint before the edit to the first checkpoint the edit left as
    /// it was, there takes the difference of each column's height, and
    /// moves the later checkpoints of the section by it (each column's
    /// items keep their column, so they all move by the column's
    /// difference), short of the first placing would pause at for `limit`;
    /// then places a window from the last one, crossing to the limit as a
    /// jump does should the checkpoints moved end sooner (at a spanning
    /// item or the section's end). A ``UniformlyShiftingStrategy`` moves
    /// them all by one shift instead (`flow-line`); a
    /// ``PositionalStrategy``'s stay as they are (`mosaic`, `tile-pattern`).
    ///
    /// A moved checkpoint's heights equal a placement's up to rounding (a
    /// sum taken in another order): a window placed from one equals a full
    /// placement's elements within a thousandth of a point.
    ///
    /// - Returns: Whether it placed; `false` (having placed nothing) for a
    ///   strategy that is none of those, a limit
    ///   that is not a position, or fewer than two window segments of items
    ///   between the edit and the limit.
    /// - Complexity: the placements from the checkpoint before the edit to
    ///   the first one after it, O(*m*·*c*) for the *m* checkpoints moved of
    ///   *c* columns each, and the window's placements.
    mutating func placeMovingCheckpoints<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, after edited: EditedItems, through limit: PlacementLimit
    ) throws(LayoutError) -> Bool {
        guard limit.section < 0, limit.position.isFinite else { return false }
        if let positional = strategy as? any PositionalStrategy {
            guard edited.sections == 0 else {
                return try placeTranslatingSections(positional, after: edited, through: limit)
            }
            return try placeKeepingCheckpoints(positional, after: edited, through: limit)
        }
        if let shifting = strategy as? any UniformlyShiftingStrategy {
            return try placeShiftingCheckpoints(shifting, after: edited, through: limit)
        }
        guard let columns = strategy as? any ColumnStrategy, columns.columnOptions.stableLanes else { return false }
        return try placeMovingCheckpoints(
            strategy, after: edited, through: limit,
            movableThrough: { entries, first in
                // In the section, with no spanning item between (counts only grow).
                entries[first...].partitioningIndex {
                    $0.section != edited.section || $0.mark.spanningItems != entries[first].mark.spanningItems
                }
            },
            move: { CheckpointShift(from: $0, to: $1) },
            translation: { old, placed in
                SectionTranslation(from: old, to: placed) { old, new in
                    old.count == new.count && old.cursor == new.cursor ? new.itemsStart - old.itemsStart : nil
                } translate: {
                    $0.translated(by: $1)
                }
            })
    }

    /// Whether `checkpoints`, the first one an edit left as it was and
    /// those after it that may be moved, reach more than two window
    /// segments of `segment` items (counted across sections by `numbering`,
    /// each checkpoint at its `place` in the edited input) toward `limit`:
    /// moving them saves placing them.
    ///
    /// - Complexity: O(log *m*) for *m* checkpoints.
    private static func isFar<State>(
        _ checkpoints: ArraySlice<PlacementCheckpoint<State>>, than limit: PlacementLimit, segment: Int,
        _ numbering: ItemNumbering,
        at place: (PlacementCheckpoint<State>) -> (section: Int, item: Int) = { ($0.section, $0.item) }
    ) -> Bool {
        let reached = checkpoints.partitioningIndex { !($0.placedEnd < limit.position) }
        guard reached > checkpoints.startIndex else { return false }
        let (first, last) = (place(checkpoints[checkpoints.startIndex]), place(checkpoints[reached - 1]))
        return numbering.index(ofItem: last.item, inSection: last.section)
            - numbering.index(ofItem: first.item, inSection: first.section) > 2 * segment
    }

    /// Takes the log's checkpoints out of it from the first one `edited`
    /// left as it was (the log keeps those before, and the one the edit is
    /// placed from), when `worthIt` says so of the log's checkpoints and
    /// that first one's index; returns them all, with that index. `nil`, leaving
    /// the log as it is, for a log of another state or when not worth it.
    ///
    /// - Complexity: O(*b*) for the *b* checkpoints before the edit (copied), plus what `worthIt` costs.
    private mutating func takeCheckpoints<State: Sendable>(
        _: State.Type, after edited: EditedItems, if worthIt: ([PlacementCheckpoint<State>], Int) -> Bool
    ) -> (entries: [PlacementCheckpoint<State>], first: Int)? {
        guard checkpoints is PlacementCheckpoints<State>,
            var log = takeValue(&checkpoints) as? PlacementCheckpoints<State>
        else { return nil }
        // The first whose item, moved by the edit, lies past where the edit starts (after a deletion,
        // the one at its last item lands where it starts: placed from, not moved).
        let first = log.entries.partitioningIndex {
            ($0.section, $0.item) >= (edited.section, Swift.max(edited.end, edited.start + 1) - edited.count)
        }
        guard first < log.entries.count, worthIt(log.entries, first) else {
            checkpoints = log
            return nil
        }
        // Through the one the edit is placed from, which may be that first one (an insertion at it).
        let before = (log.lastValidIndex(beforeItem: edited.first.item, ofSection: edited.first.section) ?? -1) + 1
        var taken = Array(log.entries[..<Swift.max(first, before)])
        swap(&taken, &log.entries)
        checkpoints = log
        return (taken, first)
    }

    /// Appends `checkpoints` to `log`, each moved by `move`: one at least
    /// ``windowSegment`` items after the one before in its section (a
    /// placement resumes from any of them; a window placed before the last
    /// then starts within a segment of where it must), and every one in the
    /// segment before the last, where the window starts (the screen's first
    /// item may lie just before it). The log of a crossing holds one
    /// checkpoint a segment already, then every one to the window; one that
    /// placed in full, one every ``checkpointSpacing`` items.
    ///
    /// - Complexity: O((*m* / *s* + 1) log *m* + *t*) for *m* checkpoints, *s* of them a window segment apart
    ///   and *t* in the last segment.
    private func appendMoved<State>(
        _ checkpoints: ArraySlice<PlacementCheckpoint<State>>, to log: inout PlacementCheckpoints<State>,
        _ move: (inout PlacementCheckpoint<State>) -> Void
    ) {
        guard let last = checkpoints.indices.last else { return }
        // Every one in the last segment: a window moved back a little (to the
        // screen's first item, just before the last) starts near where it must.
        let lastPlace = (checkpoints[last].section, checkpoints[last].item - windowSegment)
        let tail = checkpoints[..<last].partitioningIndex { ($0.section, $0.item) >= lastPlace }
        var index = checkpoints.startIndex
        // Entries between the last two kept: a log is mostly evenly spaced,
        // so the next is most often as far on (two reads, where a search
        // would take a dozen of these generic, unspecialized reads).
        var stride = 1
        while index < tail {
            var checkpoint = checkpoints[index]
            let next = (checkpoint.section, checkpoint.item + windowSegment)
            move(&checkpoint)
            log.entries.append(checkpoint)
            func reaches(_ entry: PlacementCheckpoint<State>) -> Bool { (entry.section, entry.item) >= next }
            // The first entry that reaches `next` lies in low...high (or is `last`).
            var low = index + 1
            var high = Swift.min(index + stride, last)
            while high < last, !reaches(checkpoints[high]) {
                low = high + 1
                high = Swift.min(high + 2 * stride, last)
            }
            let found =
                high > low && !reaches(checkpoints[high - 1])
                ? high : checkpoints[low..<high].partitioningIndex(where: reaches)
            stride = Swift.max(1, found - index)
            index = Swift.min(found, tail)
        }
        for var checkpoint in checkpoints[index...] {
            move(&checkpoint)
            log.entries.append(checkpoint)
        }
    }

    /// Places a window through `limit` from the last of `log`'s
    /// checkpoints, which the builder does not hold (moved after an edit),
    /// crossing to `limit` first should it be far.
    private mutating func placeWindow<Resumable: ResumableLayoutStrategy, State>(
        _ strategy: Resumable, from log: consuming PlacementCheckpoints<State>, through limit: PlacementLimit
    ) throws(LayoutError) {
        try startWindow(strategy, from: log, through: limit)
        checkpointMoves += 1
    }

    /// ``placeWindow(_:from:through:)``, with the checkpoint after the
    /// window's first one due at item `dueAt` when given.
    private mutating func startWindow<Resumable: ResumableLayoutStrategy, State>(
        _ strategy: Resumable, from log: consuming PlacementCheckpoints<State>, through limit: PlacementLimit,
        dueAt: Int? = nil
    ) throws(LayoutError) {
        log.keep(through: log.entries.count - 1, onSpacing: Resumable.self is any ColumnStrategy.Type)
        let start = log.entries[log.entries.count - 1]
        pause = PlacementPause(
            section: start.section, item: start.item, nextStart: start.placedEnd, placedEnd: start.placedEnd)
        checkpoints = log
        try resume(
            strategy, from: nil, continuing: true, limit: limit, crossingToward: limit, dueAt: dueAt,
            startingWindow: true)
    }
}

/// A resumable strategy whose placement from a checkpoint moved along the
/// scroll axis is its placement from the checkpoint, moved: what it places
/// after a checkpoint depends on the checkpoint's state and the items after
/// it alone, and on positions only by their differences. A live layout
/// that places a window follows an edit far above the screen by placing
/// from the edit to a checkpoint whose state equals the one at the same
/// item before the edit but for a shift, and moves the later checkpoints
/// by that shift instead of placing their items again.
///
/// `flow-line` adopts it: its lines after a line start that agrees depend
/// on the widths after it alone; so does `justified-rows`, whose greedy
/// rows after a row start that agrees depend on the aspect ratios after it
/// and on the rows completed before only through the breakout cadence.
package protocol UniformlyShiftingStrategy: SectionTranslatingStrategy {
    /// The shift along the scroll axis from `old` to `new`, two states at
    /// the same item of section `section` of `input`, when placing from
    /// `new` places what placing from `old` places moved by it; `nil` when
    /// it may not.
    ///
    /// - Complexity: O(1), or what reading the section's options costs.
    func shift(from old: PlacementState, to new: PlacementState, inSection section: Int, of input: LayoutInput)
        -> Double?

    /// `state`, a checkpoint's after `old`, moved by `shift` along the scroll
    /// axis (``shift(from:to:inSection:of:)``'s from `old` to `new`) and as
    /// `old` moved to `new` otherwise; `sectionMoves`: whether `state`'s
    /// section starts after the edit (its start moves too), else the edit is
    /// in its own section.
    ///
    /// - Complexity: O(1).
    func state(
        _ state: PlacementState, movedBy shift: Double, from old: PlacementState, to new: PlacementState,
        sectionMoves: Bool
    ) -> PlacementState
}

/// A resumable strategy that places each section from where it starts, by
/// its own items and options alone, and reads positions only by their
/// differences: after an edit of an earlier section, placing a later one
/// places what it placed before, translated along the scroll axis by how
/// far the section moved. A live layout that places a window follows an
/// edit of a section far above the screen by placing to a checkpoint of a
/// later section whose state is the one at the same item before the edit
/// translated, and translates the checkpoints after it instead of placing
/// their items again.
///
/// `flow-line`, `justified-rows`, `mosaic` and `tile-pattern` adopt it (the
/// column strategies' state is the package's own, translated alike).
package protocol SectionTranslatingStrategy: ResumableLayoutStrategy {
    /// How far `new` is `old` translated along the scroll axis: two states at
    /// the same item of a section after an edited one; `nil` when they differ
    /// otherwise.
    ///
    /// - Complexity: O(1).
    func translation(from old: PlacementState, to new: PlacementState) -> Double?

    /// `state` translated by `distance` along the scroll axis.
    ///
    /// - Complexity: O(1).
    func state(_ state: PlacementState, translatedBy distance: Double) -> PlacementState
}

extension LiveLayout {
    /// ``placeMovingCheckpoints(_:after:through:)`` for a strategy that
    /// moves as a whole: every later checkpoint, in later sections too. Its
    /// checkpoints after the edit then stay where they were before it,
    /// moved with their items (a placement from the start may record them
    /// at other items: where placing pauses may differ, never a frame).
    private mutating func placeShiftingCheckpoints<Shifting: UniformlyShiftingStrategy>(
        _ strategy: Shifting, after edited: EditedItems, through limit: PlacementLimit
    ) throws(LayoutError) -> Bool {
        let input = input  // the edited input, which placing reads and does not change
        return try placeMovingCheckpoints(
            strategy, after: edited, through: limit, movableThrough: { entries, _ in entries.endIndex },
            move: { UniformShift(strategy, from: $0, to: $1, after: edited, in: input) },
            translation: { SectionTranslation(strategy, from: $0, to: $1) })
    }

    /// ``placeMovingCheckpoints(_:after:through:)`` for a section inserted
    /// or deleted: the later sections' checkpoints translate.
    private mutating func placeTranslatingSections<Translating: SectionTranslatingStrategy>(
        _ strategy: Translating, after edited: EditedItems, through limit: PlacementLimit
    ) throws(LayoutError) -> Bool {
        try placeMovingCheckpoints(
            strategy, after: edited, through: limit, movableThrough: { $1 },
            move: { _, _ in SectionTranslation<Translating.PlacementState>?.none },
            translation: { SectionTranslation(strategy, from: $0, to: $1) })
    }

    /// Places from the checkpoint before the edit to the item of the first
    /// checkpoint the edit left as it was, asking for a checkpoint there,
    /// until one is recorded there from which `move` can move the later
    /// ones (up to eight tries, each at the next old checkpoint); then moves
    /// those before `movableThrough`'s index, short of the first placing
    /// would pause at for `limit`, and places a window from the last.
    ///
    /// Past the edited section (its first checkpoint after the edit, or where
    /// `movableThrough` stops, is a later section's; for a section inserted
    /// or deleted, from it on), it places on to a checkpoint of a later
    /// section that `translation` translates, and translates the rest (into
    /// their new sections). Should none agree, or the moved ones end far
    /// from `limit`, it crosses.
    ///
    /// - Returns: `false`, having placed nothing, when too few items lie
    ///   between the edit and `limit` to be worth it.
    private mutating func placeMovingCheckpoints<Resumable: ResumableLayoutStrategy, Move: CheckpointMove>(
        _ strategy: Resumable, after edited: EditedItems, through limit: PlacementLimit,
        movableThrough: ([PlacementCheckpoint<Move.State>], Int) -> Int,
        move: (PlacementCheckpoint<Move.State>, PlacementCheckpoint<Move.State>) -> Move?,
        translation: (PlacementCheckpoint<Move.State>, PlacementCheckpoint<Move.State>) -> SectionTranslation<
            Move.State
        >?
    ) throws(LayoutError) -> Bool {
        typealias Checkpoint = PlacementCheckpoint<Move.State>
        // Whether an old checkpoint is of a section after the edited one (a section inserted: from its index on).
        func isLater(_ checkpoint: Checkpoint) -> Bool {
            edited.sections > 0 ? checkpoint.section >= edited.section : checkpoint.section > edited.section
        }
        // Where an old checkpoint's item is in the edited input.
        func moved(_ checkpoint: Checkpoint) -> (section: Int, item: Int) {
            edited.sections != 0
                ? (checkpoint.section + (isLater(checkpoint) ? edited.sections : 0), checkpoint.item)
                : (checkpoint.section, checkpoint.item + (checkpoint.section == edited.section ? edited.count : 0))
        }
        let segment = windowSegment
        let numbering = ItemNumbering(input.sections)
        guard
            let (old, first) = takeCheckpoints(
                Move.State.self, after: edited,
                if: { entries, first in
                    if edited.sections == 0, moved(entries[first]).section == edited.section,
                        moved(entries[first]).item > edited.start,
                        Self.isFar(
                            entries[first..<movableThrough(entries, first)], than: limit, segment: segment, numbering,
                            at: moved)
                    {
                        return true
                    }
                    let later = entries[first...].partitioningIndex(where: isLater)
                    return Self.isFar(entries[later...], than: limit, segment: segment, numbering, at: moved)
                })
        else { return false }
        let later = old[first...].partitioningIndex(where: isLater)
        var start = PlacingStart<Move.State>.edit(section: edited.first.section, item: edited.first.item)
        if edited.sections == 0, first < later, moved(old[first]).item > edited.start {
            let movable = old[first..<later]
            if let (move, index) = try placeToAgreeing(
                strategy, movable, moved: moved, from: start, agreeing: move)
            {
                guard var log = takeValue(&checkpoints) as? PlacementCheckpoints<Move.State> else {
                    try resume(strategy, from: nil, continuing: true, limit: limit, crossingToward: limit)
                    return true
                }
                // Short of a checkpoint placing would pause at (its next element starts past the limit).
                let end = old[(index + 1)..<movableThrough(old, index)].partitioningIndex {
                    !(move.placedEnd(of: $0) < limit.position)
                }
                appendMoved(old[(index + 1)..<end], to: &log) { move.apply(to: &$0) }
                guard Self.isFar(old[Swift.max(end, later)...], than: limit, segment: segment, numbering, at: moved)
                else {
                    try placeWindow(strategy, from: log, through: limit)
                    return true
                }
                // The later sections' checkpoints are translated, placed to from the last moved (the
                // section's end, or a spanning item, stopped the move).
                return try placeTranslating(
                    strategy, old[Swift.max(end, later)...], moved: moved, from: .window(log), through: limit,
                    translation)
            }
            start = .pause  // placed past the checkpoints tried
        }
        return try placeTranslating(strategy, old[later...], moved: moved, from: start, through: limit, translation)
    }

    /// Where ``placeToAgreeing(_:_:moved:from:agreeing:)`` places from.
    private enum PlacingStart<State: Sendable> {
        /// From the last checkpoint valid before an edit at item `item` of `section`.
        case edit(section: Int, item: Int)
        /// From where placing paused.
        case pause
        /// From the last checkpoint of `log`, whose checkpoints the builder does not hold (moved after an edit).
        case window(PlacementCheckpoints<State>)
    }

    /// Places from `start` to the item of each of `targets` in turn (old
    /// checkpoints, at their items in the edited input by `moved`), asking
    /// for a checkpoint there, up to eight, until `agreeing` moves one onto
    /// the checkpoint recorded there; placing pauses there.
    ///
    /// - Returns: The move and the index of the checkpoint it moves onto;
    ///   `nil` when none agreed (placing paused somewhere between).
    private mutating func placeToAgreeing<Resumable: ResumableLayoutStrategy, State, Move>(
        _ strategy: Resumable, _ targets: ArraySlice<PlacementCheckpoint<State>>,
        moved: (PlacementCheckpoint<State>) -> (section: Int, item: Int),
        from start: PlacingStart<State>,
        agreeing: (PlacementCheckpoint<State>, PlacementCheckpoint<State>) -> Move?
    ) throws(LayoutError) -> (Move, Int)? {
        var next = targets.startIndex
        for attempt in 0..<8 {
            guard next < targets.endIndex else { return nil }
            let target = moved(targets[next])
            let through = PlacementLimit(position: -.infinity, section: target.section, item: target.item - 1)
            let placing = attempt == 0 ? start : .pause
            // A checkpoint is asked for at the target in the section placing stands in; a later section's
            // come where they came before (at its start, then as its own items are due).
            let standsIn =
                switch placing {
                case .edit(let section, let item): item >= 0 ? section : -1  // (-1: before a section)
                case .pause: pause?.section ?? -1
                case .window(let log): log.entries.last?.section ?? -1
                }
            let dueAt = target.section == standsIn ? target.item : nil
            switch placing {
            case .edit(let section, let item):
                try resume(strategy, from: (section, item), limit: through, dueAt: dueAt)
            case .pause:
                try resume(
                    strategy, from: nil, continuing: true, limit: through, crossingToward: through, dueAt: dueAt)
            case .window(let log):
                try startWindow(strategy, from: log, through: through, dueAt: dueAt)
            }
            guard let placed = (checkpoints as? PlacementCheckpoints<State>)?.entries.last,
                let paused = pause, paused.section == placed.section, paused.item == placed.item
            else { return nil }
            if placed.section == target.section, placed.item == target.item,
                let move = agreeing(targets[next], placed)
            {
                return (move, next)
            }
            // No checkpoint there (no line starts there yet), or one that does not agree: the next.
            next = targets[next...].partitioningIndex { moved($0) > (placed.section, placed.item) }
        }
        return nil
    }

    /// Places from `start` to a checkpoint of `later` (old checkpoints of
    /// sections after the edited one, in the edited input at `moved`) that
    /// `translation` translates onto the one placed there, translates those after it, short of the first
    /// placing would pause at for `limit`, and places the window from the
    /// last; crosses to `limit` should none agree.
    private mutating func placeTranslating<Resumable: ResumableLayoutStrategy, State>(
        _ strategy: Resumable, _ later: ArraySlice<PlacementCheckpoint<State>>,
        moved: (PlacementCheckpoint<State>) -> (section: Int, item: Int) = { ($0.section, $0.item) },
        from start: PlacingStart<State>, through limit: PlacementLimit,
        _ translation: (PlacementCheckpoint<State>, PlacementCheckpoint<State>) -> SectionTranslation<State>?
    ) throws(LayoutError) -> Bool {
        if let (move, index) = try placeToAgreeing(strategy, later, moved: moved, from: start, agreeing: translation),
            var log = takeValue(&checkpoints) as? PlacementCheckpoints<State>
        {
            let end = later[(index + 1)...].partitioningIndex { !(move.placedEnd(of: $0) < limit.position) }
            appendMoved(later[(index + 1)..<end], to: &log) { move.apply(to: &$0) }
            try placeWindow(strategy, from: log, through: limit)
            return true
        }
        // None agreed: crossed toward the limit from where placing paused, as before.
        try resume(strategy, from: nil, continuing: true, limit: limit, crossingToward: limit)
        return true
    }
}

/// A resumable strategy that places a section's items by their positions
/// in it alone, their sizes ignored, so that an edit of a section's items
/// moves no position: which item is where changes, not where the positions
/// are. Only the last items of the section may be placed otherwise, by how
/// many the section has. A live layout that places a window follows an
/// edit far above the screen by placing the window again from the
/// checkpoint it started at, as it was.
///
/// `mosaic` (its last segment's style depends on how many items are left)
/// and `tile-pattern` (its last repetition may be partial) adopt it.
package protocol PositionalStrategy: SectionTranslatingStrategy {
    /// How many items at the end of section `index` of `input` may be placed
    /// by the section's item count; `nil` when it cannot tell (a bad
    /// option: placing reports it). A checkpoint of the section with at
    /// least that many items after it, before an edit of the section's
    /// items and after it, is valid for the edited input.
    ///
    /// - Complexity: O(1) for `mosaic`; `tile-pattern` resolves the
    ///   section's template (O(*a* · *c*) for *a* cells on *c* columns).
    func itemsPlacedByCount(inSection index: Int, of input: LayoutInput) -> Int?
}

extension LiveLayout {
    /// ``placeMovingCheckpoints(_:after:through:)`` for a strategy that
    /// places by position: the checkpoints of the edited section stay valid
    /// as they are up to its last items, so the window is placed again from
    /// the last of them nothing before reaches past `limit` from (bit for bit).
    private mutating func placeKeepingCheckpoints<Positional: PositionalStrategy>(
        _ strategy: Positional, after edited: EditedItems, through limit: PlacementLimit
    ) throws(LayoutError) -> Bool {
        let section = edited.section
        // Edits of one section: an earlier one's last items may be placed otherwise too.
        guard edited.first.section == section, input.sections.indices.contains(section),
            let tail = strategy.itemsPlacedByCount(inSection: section, of: input)
        else { return false }
        let count = input.sections[section].count
        let valid = Swift.min(count, count - edited.count) - tail
        let segment = windowSegment
        let numbering = ItemNumbering(input.sections)
        // The old checkpoints of later sections before the limit, when they reach far: translated.
        var later: ArraySlice<PlacementCheckpoint<Positional.PlacementState>> = []
        guard
            let kept = takeCheckpoints(
                Positional.PlacementState.self,
                keepingThrough: { entries in
                    // Both only grow along the log: a checkpoint's place, and what the elements before it reach.
                    let reach = entries.partitioningIndex { !($0.placedEnd < limit.position) }
                    let laterStart = entries[..<reach].partitioningIndex { $0.section > section }
                    let end = entries[..<reach].partitioningIndex { ($0.section, $0.item) > (section, valid) }
                    if end > 0, Self.isFar(entries[laterStart...], than: limit, segment: segment, numbering) {
                        // A copy: the log keeps the checkpoints before in place.
                        later = ArraySlice(Array(entries[laterStart..<Swift.min(reach + 1, entries.count)]))
                        return end - 1
                    }
                    guard end > 0, entries[end - 1].section == section,
                        entries[end - 1].item - edited.start > 2 * segment
                    else { return nil }
                    return end - 1
                })
        else { return false }
        if later.isEmpty {
            try placeWindow(strategy, from: kept, through: limit)
        } else {
            _ = try placeTranslating(
                strategy, later, from: .window(kept), through: limit,
                { SectionTranslation(strategy, from: $0, to: $1) })
        }
        return true
    }

    /// Takes the log out of the live layout, keeping its checkpoints
    /// through the index `through` gives for them; `nil`, leaving the log
    /// as it is, for a log of another state or when it gives none.
    ///
    /// - Complexity: what `through` costs.
    private mutating func takeCheckpoints<State: Sendable>(
        _: State.Type, keepingThrough through: ([PlacementCheckpoint<State>]) -> Int?
    ) -> PlacementCheckpoints<State>? {
        guard checkpoints is PlacementCheckpoints<State>,
            var log = takeValue(&checkpoints) as? PlacementCheckpoints<State>
        else { return nil }
        guard let last = through(log.entries) else {
            checkpoints = log
            return nil
        }
        log.keep(through: last)
        return log
    }
}

/// How the checkpoints after an edit move, read off one before the edit
/// and the same one placed after it.
protocol CheckpointMove {
    /// The strategy's placement state.
    associatedtype State: Sendable

    /// Where the elements before `checkpoint` end once it is moved.
    func placedEnd(of checkpoint: PlacementCheckpoint<State>) -> Double

    /// Moves `checkpoint`.
    func apply(to checkpoint: inout PlacementCheckpoint<State>)
}

/// How a ``UniformlyShiftingStrategy``'s checkpoints after an edit move:
/// all along the scroll axis by one shift, and their items (in the edited
/// section) and element counts by the edit's.
struct UniformShift<Shifting: UniformlyShiftingStrategy>: CheckpointMove {
    private let strategy: Shifting
    /// The states of the checkpoint before the edit and of the same point after it.
    private let reference: Shifting.PlacementState
    private let placed: Shifting.PlacementState
    private let shift: Double
    private let elements: Int
    private let edited: EditedItems

    /// The move that takes `reference`, a checkpoint before `edited`, to
    /// `placed`, the same point placed after it in `input`; `nil` when the
    /// strategy says their states do not agree.
    init?(
        _ strategy: Shifting, from reference: PlacementCheckpoint<Shifting.PlacementState>,
        to placed: PlacementCheckpoint<Shifting.PlacementState>, after edited: EditedItems, in input: LayoutInput
    ) {
        guard
            let shift = strategy.shift(
                from: reference.state, to: placed.state, inSection: placed.section, of: input)
        else { return nil }
        self.strategy = strategy
        self.reference = reference.state
        self.placed = placed.state
        self.shift = shift
        self.elements = placed.mark.elementCount - reference.mark.elementCount
        self.edited = edited
    }

    func placedEnd(of checkpoint: PlacementCheckpoint<Shifting.PlacementState>) -> Double {
        checkpoint.placedEnd + shift
    }

    func apply(to checkpoint: inout PlacementCheckpoint<Shifting.PlacementState>) {
        let sectionMoves = checkpoint.section != edited.section
        let items = sectionMoves ? 0 : edited.count
        var mark = checkpoint.mark
        mark.elementCount += elements
        mark.itemCount += items
        checkpoint = PlacementCheckpoint(
            section: checkpoint.section, item: checkpoint.item + items,
            state: strategy.state(
                checkpoint.state, movedBy: shift, from: reference, to: placed, sectionMoves: sectionMoves),
            validFrom: checkpoint.validFrom + items, mark: mark, placedEnd: placedEnd(of: checkpoint))
    }
}

/// How the checkpoints of the sections after an edited one move: along
/// the scroll axis by how far the first of them moved, their element
/// counts by the edit's and their sections by those inserted or deleted
/// before them (their items stay).
struct SectionTranslation<State: Sendable>: CheckpointMove {
    private let distance: Double
    /// Sections inserted (positive) or deleted (negative) before them.
    private let sections: Int
    private let elements: Int
    private let spanningItems: Int
    private let translate: (State, Double) -> State

    /// The translation that takes `old`, a checkpoint of a section after an
    /// edited one, to `placed`, the same point placed after the edit; `nil`
    /// when `distance` says their states differ otherwise than by a
    /// translation. `translate` moves a state by a distance.
    init?(
        from old: PlacementCheckpoint<State>, to placed: PlacementCheckpoint<State>,
        distance: (_ old: State, _ new: State) -> Double?, translate: @escaping (State, Double) -> State
    ) {
        guard let distance = distance(old.state, placed.state), distance.isFinite else { return nil }
        self.distance = distance
        self.sections = placed.section - old.section
        self.elements = placed.mark.elementCount - old.mark.elementCount
        self.spanningItems = placed.mark.spanningItems - old.mark.spanningItems
        self.translate = translate
    }

    /// The translation a ``SectionTranslatingStrategy`` reads off `old` and `placed`.
    init?<Translating: SectionTranslatingStrategy>(
        _ strategy: Translating, from old: PlacementCheckpoint<State>, to placed: PlacementCheckpoint<State>
    ) where Translating.PlacementState == State {
        self.init(
            from: old, to: placed, distance: { strategy.translation(from: $0, to: $1) },
            translate: { strategy.state($0, translatedBy: $1) })
    }

    func placedEnd(of checkpoint: PlacementCheckpoint<State>) -> Double {
        checkpoint.placedEnd + distance
    }

    func apply(to checkpoint: inout PlacementCheckpoint<State>) {
        var mark = checkpoint.mark
        mark.elementCount += elements
        mark.spanningItems += spanningItems
        mark.section += sections
        checkpoint = PlacementCheckpoint(
            section: checkpoint.section + sections, item: checkpoint.item, state: translate(checkpoint.state, distance),
            validFrom: checkpoint.validFrom, mark: mark, placedEnd: placedEnd(of: checkpoint))
    }
}

/// How the checkpoints after an edit move with kept columns: each column by
/// the difference of its height, and their items and element counts by the
/// edit's.
struct CheckpointShift: CheckpointMove {
    /// Per column, the difference of its height.
    private var heights: [Double]
    /// Items added less items removed.
    private var items: Int
    /// Elements added less elements removed.
    private var elements: Int
    /// Spanning items added less those removed.
    private var spanningItems: Int

    /// The shift that takes `reference`, a checkpoint before an edit, to
    /// `placed`, the same point placed after it; `nil` when they are not
    /// of the same columns and section start.
    init?(
        from reference: PlacementCheckpoint<ColumnPlacementState>, to placed: PlacementCheckpoint<ColumnPlacementState>
    ) {
        let before = reference.state
        let after = placed.state
        guard before.count == after.count, before.itemsStart == after.itemsStart else { return nil }
        heights = before.withHeights { old in after.withHeights { new in zip(new, old).map { $0 - $1 } } }
        items = placed.item - reference.item
        elements = placed.mark.elementCount - reference.mark.elementCount
        spanningItems = placed.mark.spanningItems - reference.mark.spanningItems
    }

    /// Where the elements before `checkpoint` end once it is moved: its
    /// largest height moved.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    func placedEnd(of checkpoint: PlacementCheckpoint<ColumnPlacementState>) -> Double {
        checkpoint.state.withHeights { heights in
            zip(heights, self.heights).reduce(-Double.infinity) { Swift.max($0, $1.0 + $1.1) }
        }
    }

    /// Moves `checkpoint`: its heights, item, element count and end.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    func apply(to checkpoint: inout PlacementCheckpoint<ColumnPlacementState>) {
        var state = checkpoint.state
        state.translate(by: heights)
        var mark = checkpoint.mark
        mark.elementCount += elements
        mark.itemCount += items
        mark.spanningItems += spanningItems
        let item = checkpoint.item + items
        checkpoint = PlacementCheckpoint(
            section: checkpoint.section, item: item, state: state, validFrom: checkpoint.validFrom + items,
            mark: mark, placedEnd: state.maximumHeight)
    }
}

extension ColumnPlacementState {
    /// Adds `differences` to the heights, one per column.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    mutating func translate(by differences: [Double]) {
        if count > Self.inlineCapacity {
            for column in spilledHeights.indices { spilledHeights[column] += differences[column] }
            return
        }
        withUnsafeMutableBytes(of: &inlineHeights) { inline in
            let inline = inline.bindMemory(to: Double.self)
            for column in 0..<count { inline[column] += differences[column] }
        }
    }

    /// The state of a section that starts `distance` further along: every
    /// height and where its items start moved by it.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    func translated(by distance: Double) -> ColumnPlacementState {
        var moved = self
        moved.translate(by: Array(repeating: distance, count: count))
        moved.itemsStart += distance
        return moved
    }

    /// The largest height.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    var maximumHeight: Double { withHeights { $0.max() ?? itemsStart } }
}
