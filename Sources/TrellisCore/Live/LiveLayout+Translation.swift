/// The items a batch of edits changed in one section, and how the items
/// after them moved: every item from ``end`` on (in the edited input) is the
/// item ``count`` places earlier in the input before the edits, unchanged.
struct EditedItems: Equatable {
    /// The section.
    var section: Int
    /// The first item changed.
    var start: Int
    /// The end of the items changed (or the place of a deletion), in the edited input.
    var end: Int
    /// The items added, less those removed.
    var count: Int

    /// The items `edits` change, when every edit changes items of one
    /// section (inserted, deleted, resized); `nil` otherwise.
    ///
    /// - Complexity: O(*e*) for *e* edits.
    init?(_ edits: [LayoutEdit]) {
        var section: Int?
        var start = Int.max
        var end = Int.min
        var count = 0
        for edit in edits {
            let path: ElementPath
            switch edit {
            case .insertItems(let items, let at):
                path = at
                end = Swift.max(end, at.item) + items.count
                count += items.count
            case .insertCount(let added, let at):
                path = at
                end = Swift.max(end, at.item) + added
                count += added
            case .deleteItems(let at, let removed):
                path = at
                end = Swift.max(end, at.item + removed) - removed
                count -= removed
            case .setSize(_, let at):
                path = at
                end = Swift.max(end, at.item + 1)
            case .insertSection, .deleteSection, .setOptions:
                return nil
            }
            guard path.section == section ?? path.section else { return nil }
            section = path.section
            start = Swift.min(start, path.item)
        }
        guard let section else { return nil }
        self.section = section
        self.start = start
        self.end = end
        self.count = count
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
    /// item or the section's end).
    ///
    /// A moved checkpoint's heights equal a placement's up to rounding (a
    /// sum taken in another order): a window placed from one equals a full
    /// placement's elements within a thousandth of a point.
    ///
    /// - Returns: Whether it placed; `false` (having placed nothing) for a
    ///   strategy that is not a column strategy with kept columns, a limit
    ///   that is not a position, or fewer than two window segments of items
    ///   between the edit and the limit.
    /// - Complexity: the placements from the checkpoint before the edit to
    ///   the first one after it, O(*m*·*c*) for the *m* checkpoints moved of
    ///   *c* columns each, and the window's placements.
    mutating func placeMovingCheckpoints<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, after edited: EditedItems, through limit: PlacementLimit
    ) throws(LayoutError) -> Bool {
        guard limit.section < 0, limit.position.isFinite, let columns = strategy as? any ColumnStrategy,
            columns.columnOptions.stableLanes,
            var old = checkpoints(ColumnPlacementState.self, after: edited),
            let reference = old.first, reference.section == edited.section,
            reference.item + edited.count > edited.start
        else { return false }
        // The checkpoints to move: no spanning item between, nothing before reaching past the limit.
        let moving = old[1...].prefix {
            $0.section == edited.section && $0.mark.spanningItems == reference.mark.spanningItems
        }.indices
        guard let last = moving.last(where: { old[$0].placedEnd < limit.position }).map({ old[$0] }),
            last.item - reference.item > 2 * windowSegment
        else { return false }

        // Placed from the checkpoint before the edit to the reference's item, where a checkpoint is due.
        let item = reference.item + edited.count
        try resume(
            strategy, from: (edited.section, edited.start),
            limit: PlacementLimit(position: -.infinity, section: edited.section, item: item - 1), dueAt: item)
        guard var log = checkpoints as? PlacementCheckpoints<ColumnPlacementState>, let placed = log.entries.last,
            placed.section == edited.section, placed.item == item, pause?.item == item,
            let shift = CheckpointShift(from: reference, to: placed)
        else {
            // Paused elsewhere (a section before it emptied, say): crossed toward the limit from there.
            try resume(strategy, from: nil, continuing: true, limit: limit, crossingToward: limit)
            return true
        }
        checkpoints = nil  // the only reference to the log's entries is `log`'s
        log.entries[log.entries.count - 1].dueFrom = item - item % checkpointSpacing
        var end = moving.lowerBound
        while end < moving.upperBound {
            shift.apply(to: &old[end], spacing: checkpointSpacing)
            // Short of a checkpoint placing would pause at (its next element starts past the limit).
            guard old[end].placedEnd < limit.position else { break }
            end += 1
        }
        log.entries.append(contentsOf: old[moving.lowerBound..<end])
        // A window from the last, which the builder does not hold.
        log.keep(through: log.entries.count - 1)
        let start = log.entries[log.entries.count - 1]
        pause = PlacementPause(
            section: start.section, item: start.item, nextStart: start.placedEnd, placedEnd: start.placedEnd)
        checkpoints = log
        try resume(strategy, from: nil, continuing: true, limit: limit, crossingToward: limit, startingWindow: true)
        checkpointMoves += 1
        return true
    }

    /// A copy of the checkpoints at and after the first one `edited` left as
    /// it was (the log's own are dropped as the edit is placed); `nil` for a
    /// log of another state.
    ///
    /// - Complexity: O(*m*) for the *m* checkpoints copied.
    private func checkpoints<State: Sendable>(
        _: State.Type, after edited: EditedItems
    ) -> [PlacementCheckpoint<State>]? {
        guard let log = checkpoints as? PlacementCheckpoints<State> else { return nil }
        let first = log.entries.partitioningIndex {
            ($0.section, $0.item) >= (edited.section, edited.end - edited.count)
        }
        return Array(log.entries[first...])
    }
}

/// How the checkpoints after an edit move: each column by the difference of
/// its height, and their items and element counts by the edit's.
struct CheckpointShift {
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

    /// Moves `checkpoint`: its heights, item, element count and end; the
    /// next checkpoint due where a placement from the start records it
    /// (a multiple of `spacing` in its section).
    ///
    /// - Complexity: O(*c*) for *c* columns.
    func apply(to checkpoint: inout PlacementCheckpoint<ColumnPlacementState>, spacing: Int) {
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
        checkpoint.dueFrom = item - item % spacing
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

    /// The largest height.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    var maximumHeight: Double { withHeights { $0.max() ?? itemsStart } }
}
