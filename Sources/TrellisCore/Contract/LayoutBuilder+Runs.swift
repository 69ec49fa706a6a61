extension LayoutBuilder {
    /// How many items a run writes at a time: their frames (8 KB) and lanes
    /// stay in the first-level cache between the passes over them.
    @inlinable static var runChunk: Int { 256 }

    /// The most lanes a run gathers into one row of positions per lane before
    /// appending them; with more, each position is appended on its own (as
    /// ``addItem(_:lane:)`` does).
    @inlinable static var runLaneLimit: Int { 16 }

    /// Places a run of a column layout's items, each in the one column `rule`
    /// picks, straight into storage: the inner loop of every column strategy.
    ///
    /// For each item in order it checks the size, asks `rule` for the column,
    /// computes the frame (``RunningColumns/nextFrame(_:inColumn:)``) and writes
    /// it; per chunk of 256 items it then appends each lane's positions and
    /// lane-index samples, and checks each lane's first frame in the chunk
    /// against the lane's previous one. It stops before the first item that
    /// gives a span, or whose size is not finite and positive (the caller
    /// places the one, or reports the other). A builder that only counts
    /// frames (``countsFrames``, a live layout crossing to its window) adds
    /// the heights and counts the items, and an item going back to a kept
    /// column adds its height and nothing else.
    ///
    /// Lane order inside a run holds by construction and is not checked per
    /// item: each frame of column `c` starts at the column's running height,
    /// which then grows by the cell's height, `2 * cellPadding` plus a photo
    /// height that is not negative for a valid size. So every frame of a lane
    /// starts and ends no earlier than the one before it, along the scroll
    /// axis and (with a constant cross position) across it. A cell height
    /// that is NaN or infinite makes the column's running height so for
    /// good: the caller checks ``RunningColumns/hasFiniteHeights`` after the run,
    /// and any non-finite frame shows there.
    ///
    /// - Parameters:
    ///   - items: The items to place, in order.
    ///   - section: Their section.
    ///   - stack: The columns; advanced as items are placed.
    ///   - cursor: The column after the previous item's, wrapping; advanced.
    ///   - rule: Picks each item's column.
    ///   - keptLanesOf: The section's index when columns are kept
    ///     (`stableLanes`): an item with a lane in ``laneMemory`` that fits
    ///     the columns goes back to it, the rule picks the others' columns, and
    ///     every item's column is recorded there; `nil` otherwise.
    ///   - checkpoints: Where a live layout's checkpoints are recorded: one
    ///     is recorded before each item of the run (after its first) at
    ///     which ``PlacementCheckpoints/isDue(section:item:)``, and the run
    ///     pauses there when ``ColumnOptions/shouldPause(_:section:item:stack:)``
    ///     says so. The lanes of the items between checkpoints are still
    ///     recorded per chunk of 256: a checkpoint's mark needs none of them.
    ///   - sectionIndex: The section's index, for the checkpoints.
    /// - Returns: The index after the last item placed: `items.upperBound`,
    ///   or the first item that gives a span or has an invalid size, or the
    ///   item placing paused at; and whether it paused.
    /// - Complexity: O(*k*·(*r* + 1) + *c*·*k* / 256 + *c*·*k* / *p*) for *k*
    ///   items, a rule costing *r*, *c* columns and checkpoints *p* items apart.
    @inlinable
    mutating func addColumnItems<Rule: ColumnRule>(
        _ items: Range<Int>, of section: SectionInput, stack: inout RunningColumns, cursor: inout Int, rule: Rule,
        keptLanesOf keptSection: Int? = nil, checkpoints: inout PlacementCheckpoints<ColumnPlacementState>,
        sectionIndex: Int
    ) -> (stop: Int, paused: Bool) {
        guard !items.isEmpty else { return (items.lowerBound, false) }
        let columns = stack.columns
        guard !records.isEmpty, !openHasFooter else {
            noteMisuse("items before beginSection() or after the footer")
            return (items.upperBound, false)
        }
        if rule.keepsColumnsLevel, !checkpoints.isRecording, !usesBands, lanes.isEmpty {
            // A full prepare of level columns: bands instead of lanes (see `skipsColumnLanes`).
            startBands(size: Self.columnBandSize)
            skipsColumnLanes = true
        }
        if !skipsColumnLanes, columns > lanes.count { openLanes(through: columns - 1, firstLaned: frames.count) }
        if !skipsColumnLanes, !checkpoints.isRecording, items.count >= 16 * Self.runChunk {
            // A long run of a full prepare (a whole section): room for each
            // lane's share and a sixteenth more, so the lists do not grow by
            // copying. A live layout's run may pause early: it relies on the
            // usual growth (and its recycled lists' capacity).
            let share = items.count / columns + items.count / 16 + 16
            for lane in 0..<columns {
                lanes[lane].reserveCapacity(lanes[lane].count + share)
                if laneSamplesValid {
                    laneSamples[lane].reserveCapacity(laneSamples[lane].count + share / LaneIndex.sampleStride + 1)
                }
            }
        }
        // Each chunk's lanes, its remembered lanes (with kept columns), then
        // its positions in one row of 256 per lane: in the builder's scratch
        // buffer, allocated once.
        var scratch: [UInt32] = []
        swap(&scratch, &runScratch)
        defer { swap(&scratch, &runScratch) }
        if scratch.count < (2 + Self.runLaneLimit) * Self.runChunk {
            scratch = Array(repeating: 0, count: (2 + Self.runLaneLimit) * Self.runChunk)
        }
        return scratch.withUnsafeMutableBufferPointer { scratch in
            guard let laneOf = scratch.baseAddress else { return (items.lowerBound, false) }
            let buffers = ColumnRunBuffers(
                laneOf: laneOf, kept: keptSection.map { (section: $0, lanes: laneOf + Self.runChunk) },
                positions: laneOf + 2 * Self.runChunk)
            guard section.hasSizes else {
                return addColumnChunks(
                    items, of: items, sizes: nil, stack: &stack, cursor: &cursor, rule: rule, buffers: buffers,
                    checkpoints: &checkpoints, sectionIndex: sectionIndex)
            }
            // Run by run of sizes held together (all of them, unless a live layout keeps them in pages).
            var result = (stop: items.lowerBound, paused: false)
            section.forEachSizeRun(in: items) { first, sizes in
                guard let start = sizes.baseAddress else { return true }
                let run = first..<first + sizes.count
                result = addColumnChunks(
                    run, of: items, sizes: SizeRun(start: start, first: first), stack: &stack, cursor: &cursor,
                    rule: rule, buffers: buffers, checkpoints: &checkpoints, sectionIndex: sectionIndex)
                return !result.paused && result.stop == run.upperBound
            }
            return result
        }
    }

    /// ``addColumnItems(_:of:stack:cursor:rule:keptLanesOf:checkpoints:sectionIndex:)``
    /// for the part `items` of the whole `run`, with their sizes at hand
    /// (`nil` for a section of `count` items) and its scratch buffers.
    ///
    /// Frames are written from one checkpoint to the next; the lanes of up
    /// to 256 items wait in `buffers.laneOf` and are recorded together.
    @inlinable @inline(__always)
    mutating func addColumnChunks<Rule: ColumnRule>(
        _ items: Range<Int>, of run: Range<Int>, sizes: SizeRun?, stack: inout RunningColumns, cursor: inout Int,
        rule: Rule, buffers: ColumnRunBuffers, checkpoints: inout PlacementCheckpoints<ColumnPlacementState>,
        sectionIndex: Int
    ) -> (stop: Int, paused: Bool) {
        let columns = stack.columns
        var item = items.lowerBound
        // The items placed whose lanes are not recorded yet: `pending` of them from storage position `pendingStart`.
        var pending = 0
        var pendingStart = frames.count
        var paused = false
        defer {
            recordLanes(
                ofChunkAt: pendingStart, count: pending, laneCount: columns, laneOf: buffers.laneOf,
                positions: buffers.positions)
        }
        while item < items.upperBound {
            if item > run.lowerBound, checkpoints.isDue(section: sectionIndex, item: item) {
                checkpoints.record(
                    ColumnPlacementState(stack: stack, cursor: cursor), section: sectionIndex, item: item,
                    builder: self)
                if ColumnOptions.shouldPause(&checkpoints, section: sectionIndex, item: item, stack: stack) {
                    paused = true
                    break
                }
            }
            let due = checkpoints.nextDue(section: sectionIndex, after: item, end: items.upperBound)
            let chunk = item..<item &+ Swift.min(Self.runChunk &- pending, due &- item)
            let laneOf = buffers.laneOf + pending
            // The frame loops check each size as they read it and stop before
            // the first that gives a span or is not valid: `count` placed.
            var count = 0
            var misplaced = false
            if let kept = buffers.kept {
                if !laneMemory.hasLanes(from: item, inSection: kept.section) {
                    // Nothing remembered from here on (a placement after a new
                    // width): the rule picks every column, as without kept
                    // columns, and each is remembered.
                    (count, misplaced) = appendColumnFrames(
                        chunk, sizes: sizes, stack: &stack, cursor: &cursor, rule: rule, laneOf: laneOf,
                        remembered: NoRememberedColumns())
                    laneMemory.record(laneOf, count: count, fromItem: item, inSection: kept.section)
                } else {
                    // Items go back to their columns; the rule picks the others'. When every item has
                    // one (the common case after an edit), nothing new is remembered.
                    let everyColumnKept =
                        laneMemory.copyLanes(of: chunk, inSection: kept.section, to: kept.lanes) < columns
                    if everyColumnKept, countsFrames {
                        count = countItems(chunk, sizes: sizes, stack: &stack, cursor: &cursor, inColumns: kept.lanes)
                    } else {
                        (count, misplaced) = appendColumnFrames(
                            chunk, sizes: sizes, stack: &stack, cursor: &cursor, rule: rule, laneOf: laneOf,
                            remembered: ChunkOfRememberedColumns(kept.lanes))
                    }
                    if !everyColumnKept {
                        laneMemory.record(laneOf, count: count, fromItem: item, inSection: kept.section)
                    }
                }
            } else {
                (count, misplaced) = appendColumnFrames(
                    chunk, sizes: sizes, stack: &stack, cursor: &cursor, rule: rule, laneOf: laneOf,
                    remembered: NoRememberedColumns())
            }
            if misplaced { noteMisuse("a column outside 0..<\(columns) from the column rule") }
            if usesBands { bandStoredFrames(count) }
            openItemCount &+= count
            pending &+= count
            item &+= count
            if pending == Self.runChunk {
                recordLanes(
                    ofChunkAt: pendingStart, count: pending, laneCount: columns, laneOf: buffers.laneOf,
                    positions: buffers.positions)
                pending = 0
                pendingStart = frames.count
            }
            if count < chunk.count { break }  // at an item that gives a span or has a bad size
        }
        return (item, paused)
    }

    /// Appends the frames of `items`: with a rule that chooses from the
    /// heights alone (``ColumnRule/column(heights:cursor:)``), computed with
    /// the heights out of the stack, in registers and one buffer, then
    /// copied in; the rest (all of them for another rule) straight into the
    /// frames' spare capacity (``ColumnFrames``), no zeros first.
    ///
    /// Both stop before the first item that gives a span or whose size is
    /// not valid: the heights loop checks each size as it reads it, the
    /// other path finds that item first.
    ///
    /// - Returns: The number of items placed, and whether the rule gave a
    ///   column outside the columns.
    @inlinable @inline(__always)
    mutating func appendColumnFrames<Rule: ColumnRule, Remembered: RememberedColumns>(
        _ items: Range<Int>, sizes: SizeRun?, stack: inout RunningColumns, cursor: inout Int,
        rule: Rule, laneOf: UnsafeMutablePointer<UInt32>, remembered: Remembered
    ) -> (placed: Int, misplaced: Bool) {
        var remembered = remembered
        var misplaced = false
        let (placed, stopped) = appendColumnFramesFromHeights(
            items, sizes: sizes, stack: &stack, cursor: &cursor, rule: rule, laneOf: laneOf,
            remembered: &remembered, misplaced: &misplaced)
        guard placed < items.count, !stopped else { return (placed, misplaced) }
        var end = items.upperBound
        if let sizes, let bad = ((items.lowerBound &+ placed)..<end).first(where: { !sizes[$0].isPlainColumnItem }) {
            end = bad
        }
        let rest = (items.lowerBound &+ placed)..<end
        let restLanes = laneOf + placed
        withUnsafeMutablePointer(to: &stack) { stack in
            withUnsafeMutablePointer(to: &cursor) { cursor in
                withUnsafeMutablePointer(to: &misplaced) { misplaced in
                    frames.append(
                        contentsOf: ColumnFrames(
                            items: rest, sizes: sizes, stack: stack, cursor: cursor, rule: rule, laneOf: restLanes,
                            remembered: remembered, misplaced: misplaced))
                }
            }
        }
        return (placed &+ rest.count, misplaced)
    }

    /// The frames of `items` in order while the rule chooses from the heights
    /// alone (``ColumnRule/column(heights:cursor:)``), computed with the
    /// heights moved out of the stack (the stack's other fields are read
    /// from a copy: constants in registers), into a buffer on the stack, then
    /// appended (or, ``countsFrames``, only counted); stops at the
    /// first item the rule gives `nil` for, or before the first that gives a
    /// span or whose size is not valid.
    ///
    /// - Returns: The number of items placed (`remembered` has moved past
    ///   them), and whether it stopped at an item that gives a span or whose
    ///   size is not valid (or, counting frames, that would take its column
    ///   past what a `Double` holds: placed on its own, it is reported).
    @inlinable @inline(__always)
    mutating func appendColumnFramesFromHeights<Rule: ColumnRule, Remembered: RememberedColumns>(
        _ items: Range<Int>, sizes: SizeRun?, stack: inout RunningColumns, cursor: inout Int,
        rule: Rule, laneOf: UnsafeMutablePointer<UInt32>, remembered: inout Remembered, misplaced: inout Bool
    ) -> (placed: Int, stopped: Bool) {
        let count = items.count
        var heights: [Double] = []
        swap(&heights, &stack.runningHeights)
        defer { swap(&heights, &stack.runningHeights) }
        let skipped = remembered
        var run = ColumnHeightsRun(geometry: stack, cursor: cursor)
        if countsFrames {
            // Counted with no test of each size's validity (only a live
            // layout counts, and its sizes were checked as they came in) or
            // column end: a column that ran past what a `Double` holds (or
            // became NaN) shows in its height after the run, which is then
            // counted again from the same heights with every test, to stop
            // before that item.
            withUnsafeTemporaryAllocation(of: Double.self, capacity: heights.count) { saved in
                _ = saved.initialize(fromContentsOf: heights)
                run.place(
                    items, sizes: sizes, heights: &heights, rule: rule, laneOf: laneOf, remembered: &remembered,
                    into: UncheckedCountedFrames())
                guard !heights.allSatisfy({ $0 < .infinity }) else { return }
                heights.withUnsafeMutableBufferPointer { _ = $0.update(fromContentsOf: saved) }
                remembered = skipped
                run = ColumnHeightsRun(geometry: stack, cursor: cursor)
                run.place(
                    items, sizes: sizes, heights: &heights, rule: rule, laneOf: laneOf, remembered: &remembered,
                    into: CountedFrames())
            }
            base &+= run.placed
        } else {
            withUnsafeTemporaryAllocation(of: Rect.self, capacity: count) { buffer in
                guard let out = buffer.baseAddress else { return }
                run.place(
                    items, sizes: sizes, heights: &heights, rule: rule, laneOf: laneOf, remembered: &remembered,
                    into: StoredFrames(out: out))
                frames.append(contentsOf: UnsafeBufferPointer(start: out, count: run.placed))
            }
        }
        cursor = run.cursor
        if run.misplaced { misplaced = true }
        if run.placed < count, !run.stopped {
            // The rule needs the stack from here on: the remembered columns
            // resume at the first item not placed.
            remembered = skipped
            for _ in 0..<run.placed { _ = remembered.next(columns: stack.columns) }
        }
        return (run.placed, run.stopped)
    }

    /// Counts `items` into ``base`` (``countsFrames``), each in its column
    /// from `columns` (one per item, every one of them a column), moving the
    /// columns on as placing them does: the heights alone, no frames, lanes
    /// or cursor per item. Stops, as the heights loop does, before the first
    /// item that gives a span, whose size is not valid, or that would take its
    /// column past what a `Double` holds.
    ///
    /// - Returns: The number of items counted.
    /// - Complexity: O(*k*) for *k* items.
    @inlinable @inline(__always)
    mutating func countItems(
        _ items: Range<Int>, sizes: SizeRun?, stack: inout RunningColumns, cursor: inout Int,
        inColumns columns: UnsafePointer<UInt32>
    ) -> Int {
        var heights: [Double] = []
        swap(&heights, &stack.runningHeights)
        defer { swap(&heights, &stack.runningHeights) }
        let geometry = stack
        let count = items.count
        let placed = heights.withUnsafeMutableBufferPointer { heights in
            var placed = 0
            while placed < count {
                let size = sizes?[items.lowerBound &+ placed]
                if let size, !size.isPlainColumnItem { break }
                let column = Int(columns[placed])
                let end = heights[column] + geometry.cell(size, inColumn: column, top: 0).advance
                guard end < .infinity else { break }
                heights[column] = end
                placed &+= 1
            }
            return placed
        }
        if placed > 0 { cursor = geometry.cursor(after: Int(columns[placed &- 1])) }
        base &+= placed
        return placed
    }

    /// Adds the last `count` frames stored (a chunk of a column run, still
    /// in cache) to the bands, closing one every ``columnBandSize``
    /// elements: a column layout's bands are runs of consecutive items. They
    /// do not come in scroll order as a line layout's do (a tall item ends
    /// below the next band); ``BandIndex`` takes them as bounds and says how
    /// deep they are. Not inlined: a live layout's runs, which record lanes,
    /// pay one test of `usesBands` for it.
    ///
    /// - Complexity: O(*k*) for *k* frames.
    @usableFromInline @inline(never)
    mutating func bandStoredFrames(_ count: Int) {
        let end = frames.count
        let first = end &- count
        // Shares the frames' buffer only while it is read: no copy.
        let written = frames[first...]
        written.withUnsafeBufferPointer { written in
            var position = first
            while position < end {
                let stop = Swift.min(end, Swift.max(position &+ 1, openBandStart &+ Self.columnBandSize))
                var bounds = openBand  // in registers for the loop
                for index in position..<stop { bounds.include(written[index &- first]) }
                openBand = bounds
                position = stop
                guard position &- openBandStart >= Self.columnBandSize else { break }
                closeBand(at: position)
            }
        }
    }

    /// The elements a column layout's band is closed with
    /// (``bandStoredFrames(_:)``): twice a line layout's, half the
    /// records for a prepare to write.
    @inlinable static var columnBandSize: Int { 16 }

    /// Appends each lane's positions among the `count` elements from `start`
    /// (whose lanes are `laneOf[0..<count]`), their lane-index samples, and
    /// checks each lane's first element there against the lane's tail;
    /// nothing when the builder skips lanes (``skipsColumnLanes``).
    /// `positions` has room for 16 rows of 256.
    ///
    /// - Complexity: O(*k* + *c*) for *k* elements and *c* lanes.
    @usableFromInline
    mutating func recordLanes(
        ofChunkAt start: Int, count: Int, laneCount: Int, laneOf: UnsafeMutablePointer<UInt32>,
        positions: UnsafeMutablePointer<UInt32>
    ) {
        guard count > 0, !skipsColumnLanes else { return }
        if laneCount <= Self.runLaneLimit {
            // One pass scatters the positions into a row per lane, then one
            // append per lane and chunk.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: laneCount) { found in
                found.initialize(repeating: 0)
                for offset in 0..<count {
                    let lane = Int(laneOf[offset])
                    positions[lane &* Self.runChunk &+ found[lane]] = UInt32(truncatingIfNeeded: start &+ offset)
                    found[lane] &+= 1
                }
                for lane in 0..<laneCount where found[lane] > 0 {
                    let row = positions + lane * Self.runChunk
                    appendLane(lane, positions: UnsafeBufferPointer(start: row, count: found[lane]))
                }
            }
        } else {
            for offset in 0..<count {
                positions[0] = UInt32(truncatingIfNeeded: start &+ offset)
                appendLane(Int(laneOf[offset]), positions: UnsafeBufferPointer(start: positions, count: 1))
            }
        }
    }

    /// Appends positions, in order, to a lane: checks the first against the
    /// lane's tail (a column run's others follow by construction; other
    /// callers pass one position at a time), records the samples that fall
    /// among them, and moves the tail.
    @usableFromInline
    mutating func appendLane(_ lane: Int, positions: UnsafeBufferPointer<UInt32>) {
        guard let first = positions.first, let last = positions.last else { return }
        laneOrder.note(frames[Int(first)], after: laneTails[lane], at: Int(first))
        laneTails[lane] = frames[Int(last)]
        // The first and last frame bound them all: a lane runs in scroll order
        // (or the lane index is not used), and a column run's frames share
        // their cross position and width (``addColumnItems``); other callers
        // pass one position.
        laneBounds[lane].include(frames[Int(first)])
        laneBounds[lane].include(laneTails[lane])
        if laneSamplesValid {
            let stride = LaneIndex.sampleStride
            let axis = scrollAxis
            let firstSample = (stride - lanes[lane].count % stride) % stride
            let count = (positions.count - firstSample + stride - 1) / stride
            withUnsafeTemporaryAllocation(of: SteppedKeys.Entry.self, capacity: Swift.max(count, 0)) { added in
                frames.withUnsafeBufferPointer { frames in
                    for sample in 0..<count {
                        let position = positions[firstSample &+ sample &* stride]
                        let key = SteppedKeys.roundedUp(frames[Int(position)].upper(axis))
                        (added.baseAddress! + sample).initialize(to: SteppedKeys.Entry(key: key, position: position))
                    }
                }
                laneSamples[lane].append(contentsOf: UnsafeBufferPointer(added))
            }
        }
        lanes[lane].append(contentsOf: positions)
    }

    /// The first position from `start` on whose frame is not finite, or `nil`.
    ///
    /// - Complexity: O(*n* − `start`).
    @usableFromInline
    func firstNonFinitePosition(from start: Int) -> Int? {
        frames[start...].firstIndex { !$0.isFinite }
    }
}

/// The frames of a run of column items, computed as they are read: appended
/// to storage with `Array.append(contentsOf:)`, which writes each into the
/// array's spare capacity. Advances the stack and cursor it points to, and
/// writes each item's column to `laneOf`. An item with a column in
/// `remembered` (kept columns) goes back to it; the rule picks the others'.
@usableFromInline
struct ColumnFrames<Rule: ColumnRule, Remembered: RememberedColumns>: Sequence, IteratorProtocol {
    @usableFromInline var item: Int
    @usableFromInline let end: Int
    @usableFromInline let sizes: SizeRun?
    @usableFromInline let stack: UnsafeMutablePointer<RunningColumns>
    @usableFromInline let cursor: UnsafeMutablePointer<Int>
    @usableFromInline let rule: Rule
    @usableFromInline var laneOf: UnsafeMutablePointer<UInt32>
    @usableFromInline var remembered: Remembered
    @usableFromInline let misplaced: UnsafeMutablePointer<Bool>

    @inlinable
    init(
        items: Range<Int>, sizes: SizeRun?, stack: UnsafeMutablePointer<RunningColumns>,
        cursor: UnsafeMutablePointer<Int>, rule: Rule, laneOf: UnsafeMutablePointer<UInt32>,
        remembered: Remembered, misplaced: UnsafeMutablePointer<Bool>
    ) {
        item = items.lowerBound
        end = items.upperBound
        self.sizes = sizes
        self.stack = stack
        self.cursor = cursor
        self.rule = rule
        self.laneOf = laneOf
        self.remembered = remembered
        self.misplaced = misplaced
    }

    /// Exact: `append` reserves room for all of them at once.
    @inlinable
    var underestimatedCount: Int { end &- item }

    @inlinable
    mutating func next() -> Rect? {
        guard item < end else { return nil }
        let columns = stack.pointee.columns
        var column = remembered.next(columns: columns) ?? rule.column(for: stack.pointee, cursor: cursor.pointee)
        if UInt(bitPattern: column) >= UInt(columns) {
            misplaced.pointee = true
            column = 0
        }
        cursor.pointee = stack.pointee.cursor(after: column)
        laneOf.pointee = UInt32(truncatingIfNeeded: column)
        laneOf += 1
        let size = sizes?[item]
        item &+= 1
        return stack.pointee.nextFrame(size, inColumn: column)
    }
}

/// The scratch buffers of a run of column items
/// (``LayoutBuilder/addColumnItems(_:of:stack:cursor:rule:keptLanesOf:checkpoints:sectionIndex:)``):
/// 256 lanes, 256 remembered lanes with kept columns, 16 rows of 256 positions.
@usableFromInline
struct ColumnRunBuffers {
    @usableFromInline let laneOf: UnsafeMutablePointer<UInt32>
    @usableFromInline let kept: (section: Int, lanes: UnsafeMutablePointer<UInt32>)?
    @usableFromInline let positions: UnsafeMutablePointer<UInt32>

    @inlinable
    init(
        laneOf: UnsafeMutablePointer<UInt32>, kept: (section: Int, lanes: UnsafeMutablePointer<UInt32>)?,
        positions: UnsafeMutablePointer<UInt32>
    ) {
        self.laneOf = laneOf
        self.kept = kept
        self.positions = positions
    }
}

/// Where a run of column items finds remembered columns: nowhere (the rule
/// picks every column), or a chunk of kept columns.
@usableFromInline
protocol RememberedColumns {
    /// The next item's remembered column when it is one of `columns`, else
    /// `nil`; moves on to the item after it.
    mutating func next(columns: Int) -> Int?
}

/// No remembered columns: specialized away.
@usableFromInline
struct NoRememberedColumns: RememberedColumns {
    @inlinable init() {}

    @inlinable
    func next(columns: Int) -> Int? { nil }
}

/// A chunk's remembered lanes, one per item, `UInt32.max` for none.
@usableFromInline
struct ChunkOfRememberedColumns: RememberedColumns {
    @usableFromInline var lanes: UnsafePointer<UInt32>

    @inlinable
    init(_ lanes: UnsafeMutablePointer<UInt32>) { self.lanes = UnsafePointer(lanes) }

    @inlinable
    mutating func next(columns: Int) -> Int? {
        let lane = lanes.pointee
        lanes += 1
        return lane < UInt32(truncatingIfNeeded: columns) ? Int(lane) : nil
    }
}

/// A run of sizes held together, read by item: `start` is item `first`'s size.
@usableFromInline
struct SizeRun {
    @usableFromInline let start: UnsafePointer<ItemSize>
    @usableFromInline let first: Int

    @inlinable
    init(start: UnsafePointer<ItemSize>, first: Int) {
        self.start = start
        self.first = first
    }

    /// The size of item `item`, which the run holds.
    @inlinable @inline(__always)
    subscript(item: Int) -> ItemSize { start[item &- first] }
}

/// The loop of a column run whose rule chooses from the heights alone
/// (``LayoutBuilder/appendColumnFramesFromHeights(_:sizes:stack:cursor:rule:laneOf:remembered:misplaced:)``),
/// written once for the frames it stores and those it only counts.
@usableFromInline
struct ColumnHeightsRun {
    /// The columns' geometry (their heights are passed on their own).
    @usableFromInline let geometry: RunningColumns
    /// The column after the last item placed's, wrapping.
    @usableFromInline var cursor: Int
    /// The number of items placed.
    @usableFromInline var placed = 0
    /// Whether it stopped before an item that gives a span, whose size is
    /// not valid, or that `frames` declined.
    @usableFromInline var stopped = false
    /// Whether the rule gave a column outside the columns.
    @usableFromInline var misplaced = false

    @inlinable
    init(geometry: RunningColumns, cursor: Int) {
        self.geometry = geometry
        self.cursor = cursor
    }

    /// Places `items` in order, each in its remembered column or the one
    /// `rule` picks from `heights`, handing each frame to `frames`; stops
    /// at the first item the rule gives `nil` for.
    ///
    /// - Complexity: O(*k*·(*r* + 1)) for *k* items and a rule costing *r*.
    @inlinable @inline(__always)
    mutating func place<Rule: ColumnRule, Remembered: RememberedColumns, Frames: ColumnRunFrames>(
        _ items: Range<Int>, sizes: SizeRun?, heights: inout [Double], rule: Rule,
        laneOf: UnsafeMutablePointer<UInt32>, remembered: inout Remembered, into frames: Frames
    ) {
        let count = items.count
        let columns = geometry.columns
        var next = cursor
        heights.withUnsafeMutableBufferPointer { heights in
            let readable = UnsafeBufferPointer(heights)
            while placed < count {
                let size = sizes?[items.lowerBound &+ placed]
                // Counted for a live layout (``ColumnRunFrames/testsAfterRun``), whose sizes were checked
                // as they came in: only a span stops the run here.
                if let size, Frames.testsAfterRun ? size.spanCode != 0 : !size.isPlainColumnItem {
                    stopped = true
                    break
                }
                var column: Int
                if let kept = remembered.next(columns: columns) {
                    column = kept
                } else if let chosen = rule.column(heights: readable, cursor: next) {
                    column = chosen
                } else {
                    break
                }
                if UInt(bitPattern: column) >= UInt(columns) {
                    misplaced = true
                    column = 0
                }
                let (frame, advance) = geometry.cell(size, inColumn: column, top: heights[column])
                let end = heights[column] + advance
                guard frames.take(frame, at: placed, columnEnd: end) else {
                    stopped = true
                    break
                }
                heights[column] = end
                next = geometry.cursor(after: column)
                laneOf[placed] = UInt32(truncatingIfNeeded: column)
                placed &+= 1
            }
        }
        cursor = next
    }
}

/// Where a column run's frames go.
@usableFromInline
protocol ColumnRunFrames {
    /// Takes the frame of the run's item `offset`, after which its column
    /// runs to `columnEnd`; `false` declines it (the run stops before it).
    func take(_ frame: Rect, at offset: Int, columnEnd: Double) -> Bool
    /// Whether the run tests each item for a span alone, not for a valid
    /// size (a live layout's sizes, checked as they came in) nor for its
    /// column's end, which its caller tests after the run.
    static var testsAfterRun: Bool { get }
}

extension ColumnRunFrames {
    @inlinable static var testsAfterRun: Bool { false }
}

/// A run's frames, written to a buffer.
@usableFromInline
struct StoredFrames: ColumnRunFrames {
    @usableFromInline let out: UnsafeMutablePointer<Rect>

    @inlinable
    init(out: UnsafeMutablePointer<Rect>) { self.out = out }

    @inlinable @inline(__always)
    func take(_ frame: Rect, at offset: Int, columnEnd: Double) -> Bool {
        (out + offset).initialize(to: frame)
        return true
    }
}

/// A run's frames, only counted (``LayoutBuilder/countsFrames``).
/// An item whose column would run past what a `Double` holds is declined:
/// placed on its own, its frame is stored and checked, as a run's are.
@usableFromInline
struct CountedFrames: ColumnRunFrames {
    @inlinable init() {}

    @inlinable @inline(__always)
    func take(_ frame: Rect, at offset: Int, columnEnd: Double) -> Bool { columnEnd < .infinity }
}

/// A run's frames, only counted, each item tested for a span alone
/// (``ColumnRunFrames/testsAfterRun``): the counted slices of a live
/// layout, whose sizes were checked as they came in; its caller tests the
/// column ends after the run
/// (``LayoutBuilder/appendColumnFramesFromHeights(_:sizes:stack:cursor:rule:laneOf:remembered:misplaced:)``).
@usableFromInline
struct UncheckedCountedFrames: ColumnRunFrames {
    @inlinable init() {}

    @inlinable @inline(__always)
    func take(_ frame: Rect, at offset: Int, columnEnd: Double) -> Bool { true }

    @inlinable static var testsAfterRun: Bool { true }
}
