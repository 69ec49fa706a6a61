/// A strategy that can continue a layout from a checkpoint instead of starting
/// over: what makes ``LiveLayout``'s appends and size changes cheap.
///
/// Opt-in. A strategy that only adopts ``LayoutStrategy`` still works with
/// ``LiveLayout``, which then prepares the whole layout on every change.
///
/// While placing, the strategy records checkpoints: at a point where the next
/// thing it places is item `item` of section `section` (after that section's
/// ``LayoutBuilder/beginSection()`` and header), it hands
/// ``PlacementCheckpoints/record(_:section:item:validFrom:builder:)`` the
/// ``PlacementState`` it needs to go on from there — for a column layout, the
/// running height of every column. Later, after the input changes at or after
/// item `validFrom` of that section, ``LiveLayout`` rewinds the builder to the
/// checkpoint and calls ``placeElements(of:resumingFrom:into:checkpoints:)``
/// with it: the strategy restores its state and places item `item` of section
/// `section` of the new input onwards, exactly as a full placement would.
///
/// The rules a strategy must keep:
/// * `state` and every frame placed before the checkpoint depend only on the
///   input's width, height and options and on the items before item
///   `validFrom` of `section` (and on earlier sections); `validFrom >= item`.
///   A line layout whose line breaks depend on the item after the line passes
///   `validFrom: item + 1`.
/// * Resuming from a checkpoint places what a full placement of the new
///   input places from that point on, bit for bit.
///
/// Rows of three items, each row as tall as its tallest item, resume at a
/// row's start: a row's height depends on every item in it, so no checkpoint
/// is recorded inside a row, and the section's end gets one (where appending
/// resumes) only when its last row is closed. Recorded while the last row is
/// open, that checkpoint would resume an append with the row's height
/// forgotten. A strategy that pauses (see ``PlacementCheckpoints/shouldPause(section:item:nextStart:placedEnd:)``)
/// asks right after each checkpoint it records:
///
/// ```swift
/// extension ThreeAcross: ResumableLayoutStrategy {
///     func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<Double>?,
///                        into builder: inout LayoutBuilder,
///                        checkpoints: inout PlacementCheckpoints<Double>) throws(LayoutError) {
///         let width = input.width / 3
///         var y = start?.state ?? 0  // the top of the next row
///         for section in (start?.section ?? 0)..<input.sections.count {
///             let items = input.sections[section]
///             var first = 0
///             if let start, start.section == section { first = start.item } else { builder.beginSection() }
///             var rowHeight = 0.0
///             for index in first..<items.count {
///                 if index % 3 == 0, checkpoints.isDue(section: section, item: index) {
///                     checkpoints.record(y, section: section, item: index, builder: builder)
///                     if checkpoints.shouldPause(section: section, item: index, nextStart: y, placedEnd: y) { return }
///                 }
///                 let height = items.size(at: index)?.height ?? 44
///                 builder.addItem(Rect(x: Double(index % 3) * width, y: y, width: width, height: height), lane: index % 3)
///                 rowHeight = max(rowHeight, height)
///                 if index % 3 == 2 || index == items.count - 1 {  // the row closes
///                     y += rowHeight
///                     rowHeight = 0
///                 }
///             }
///             if items.count % 3 == 0 {  // no open row: appending resumes here
///                 checkpoints.record(y, section: section, item: items.count, builder: builder)
///             }
///         }
///         builder.contentSize = Size(width: input.width, height: y)
///     }
/// }
/// ```
///
/// `ConformanceChecker` (in `TrellisTesting`) checks a resumable strategy
/// live: it replays seeded random edits through a ``LiveLayout`` and compares
/// each step with a full prepare, so a resumption bug that a full prepare
/// never shows is reported with its seed and its edits.
public protocol ResumableLayoutStrategy: LayoutStrategy {
    /// What the strategy needs to go on placing from a checkpoint (running
    /// column heights, the next free offset, the previous segment's style, …).
    associatedtype PlacementState: Sendable

    /// Places the elements of `input` from `start` on, or all of them when
    /// `start` is `nil`, recording checkpoints on the way.
    ///
    /// With a `start`, the builder already holds everything placed before it
    /// and section `start.section` is open (begun, header placed): continue
    /// with its item `start.item`.
    ///
    /// - Throws: ``LayoutError`` as ``LayoutStrategy/placeElements(of:into:)``.
    func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<PlacementState>?,
        into builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<PlacementState>) throws(LayoutError)
}

// MARK: - Default implementations

extension ResumableLayoutStrategy {
    /// Places every element, recording no checkpoint: a plain prepare.
    ///
    /// - Complexity: the strategy's own placement cost; not recording costs one
    ///   branch per checkpoint the strategy would take.
    public func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var checkpoints = PlacementCheckpoints<PlacementState>(recording: false)
        try placeElements(of: input, resumingFrom: nil, into: &builder, checkpoints: &checkpoints)
    }
}

/// A point a ``ResumableLayoutStrategy`` can resume placing from: the next
/// element is item ``item`` of section ``section``, and ``state`` is what the
/// strategy needs to place it.
public struct PlacementCheckpoint<State: Sendable>: Sendable {
    /// The section the strategy was placing.
    public let section: Int
    /// The next item to place; the section's item count at its end (before the footer).
    public let item: Int
    /// The strategy's state at this point.
    public let state: State
    /// The first item of ``section`` whose change makes this checkpoint stale.
    let validFrom: Int
    /// The builder's state at this point, to rewind it to.
    let mark: LayoutBuilder.Mark
    /// No element placed before this point ends after this position along
    /// the scroll axis, as the strategy reported it when it asked whether to
    /// pause here (``PlacementCheckpoints/shouldPause(section:item:nextStart:placedEnd:)``),
    /// when the log keeps it; infinity otherwise. A live layout that places
    /// a window starts one over a region at the last checkpoint with nothing
    /// reaching into it.
    @usableFromInline var placedEnd = Double.infinity

    @usableFromInline
    init(section: Int, item: Int, state: State, validFrom: Int, mark: LayoutBuilder.Mark) {
        self.section = section
        self.item = item
        self.state = state
        self.validFrom = validFrom
        self.mark = mark
    }

    /// A checkpoint that reports `placedEnd`.
    init(section: Int, item: Int, state: State, validFrom: Int, mark: LayoutBuilder.Mark, placedEnd: Double) {
        self.init(section: section, item: item, state: state, validFrom: validFrom, mark: mark)
        self.placedEnd = placedEnd
    }

    /// A checkpoint to resume a section in a builder of one's own: the next
    /// element is item `item` of section `section`, placed from `state`.
    ///
    /// Pass it to ``ResumableLayoutStrategy/placeElements(of:resumingFrom:into:checkpoints:)``
    /// with a builder on which section `section` is open (its
    /// ``LayoutBuilder/beginSection()`` called, the header placed or left
    /// out on purpose). The strategy reads only the sizes of items `item`
    /// and later, so the input may hold just those, each at its own index, or,
    /// with `item` 0, only the items from that point on: their frames are the
    /// ones a full placement gives them. Such a checkpoint remembers no builder
    /// state, so it is for resuming, not for a ``LiveLayout`` to rewind to.
    ///
    /// ```swift
    /// // `state` was saved at the checkpoint before item 1000; `rest` holds items 1000 and on.
    /// var builder = LayoutBuilder(input: rest)
    /// builder.beginSection()
    /// var log = PlacementCheckpoints<ColumnPlacementState>(recording: false)
    /// try strategy.placeElements(
    ///     of: rest, resumingFrom: PlacementCheckpoint(section: 0, item: 0, state: state),
    ///     into: &builder, checkpoints: &log)
    /// ```
    ///
    /// - Parameters:
    ///   - section: The open section.
    ///   - item: The next item to place.
    ///   - state: What the strategy needs to place it, as it recorded it.
    /// - Complexity: O(1).
    public init(section: Int, item: Int, state: State) {
        self.init(
            section: section, item: item, state: state, validFrom: item,
            mark: LayoutBuilder.Mark(
                elementCount: 0, section: section, itemCount: 0, bandCount: 0, openBandStart: 0,
                usesBands: false, openBand: BandBounds()))
    }
}

/// The checkpoints a ``ResumableLayoutStrategy`` records while placing, in
/// placement order.
///
/// A plain prepare passes a log that records nothing; ``LiveLayout`` passes
/// one that keeps a checkpoint every ``spacing`` items of a section, plus every
/// one the strategy records without asking ``isDue(section:item:)`` (the end of
/// each section, typically).
public struct PlacementCheckpoints<State: Sendable>: Sendable {
    /// Whether checkpoints are kept at all.
    public let isRecording: Bool
    /// How many items apart ``isDue(section:item:)`` asks for checkpoints.
    ///
    /// Why 32: resuming costs at most this many extra placements, and a
    /// checkpoint of a column layout costs ~170 bytes (no allocation up to
    /// four columns), ~5 bytes per item.
    public let spacing: Int
    /// How many items apart ``isDue(section:item:)`` asks for checkpoints
    /// now: ``spacing``, or a multiple of it while a live layout crosses the
    /// items before a window (it keeps fewer checkpoints there).
    @usableFromInline var dueSpacing: Int
    @usableFromInline var entries: [PlacementCheckpoint<State>] = []
    @usableFromInline var lastSection = -1
    @usableFromInline var lastItem = 0
    /// The item the next checkpoint is due from (``dueSpacing`` items on):
    /// ``lastItem``, but after a column placement resumed from a
    /// checkpoint a live layout moved, where a placement from the start
    /// records them (see ``keep(through:onSpacing:)``).
    @usableFromInline var dueFrom = 0
    /// Where placing may pause (``shouldPause(section:item:nextStart:placedEnd:)``), or `nil` to place everything.
    @usableFromInline var limit: PlacementLimit?
    /// Where placing paused, or `nil` when it did not.
    public var pause: PlacementPause? { pausedAt }
    /// Whether each checkpoint keeps the `placedEnd` its strategy reports
    /// (``PlacementCheckpoint/placedEnd``): for a live layout that places a
    /// window, which starts one over a region by it.
    @usableFromInline var recordsPlacedEnd = false
    @usableFromInline var pausedAt: PlacementPause?

    /// Creates a log.
    ///
    /// - Parameters:
    ///   - recording: Whether to keep checkpoints.
    ///   - spacing: The number of items between periodic checkpoints, at least 1.
    public init(recording: Bool, spacing: Int = 32) {
        self.isRecording = recording
        self.spacing = Swift.max(1, spacing)
        dueSpacing = self.spacing
    }

    /// The number of checkpoints kept.
    public var count: Int { entries.count }

    /// Whether a periodic checkpoint is wanted before item `item` of `section`:
    /// when recording, at a section's first checkpoint and every ``spacing``
    /// items after (fewer where a live layout crosses the items before a window).
    @inlinable
    public func isDue(section: Int, item: Int) -> Bool {
        isRecording && (section != lastSection || item >= dueFrom &+ dueSpacing)
    }

    /// The first item after `item`, and before `end`, at which
    /// ``isDue(section:item:)`` holds (`end` when at none): placing the items
    /// in between asks for no checkpoint, so they may be placed in one run.
    @inlinable
    public func nextDue(section: Int, after item: Int, end: Int) -> Int {
        guard isRecording else { return end }
        guard section == lastSection else { return Swift.min(end, item &+ 1) }
        return Swift.min(end, Swift.max(item &+ 1, dueFrom &+ dueSpacing))
    }

    /// Records a checkpoint: the next element placed is item `item` of
    /// `section`, and `state` is what the strategy needs to place it.
    ///
    /// Does nothing when not recording, or when the last checkpoint is at the
    /// same point (a resumed placement meets its own starting checkpoint).
    ///
    /// - Parameters:
    ///   - state: The strategy's state.
    ///   - section: The open section (``LayoutBuilder/currentSection``).
    ///   - item: The next item to place (the item count at the section's end).
    ///   - validFrom: The first item of `section` whose change invalidates
    ///     `state` or what was placed before; `item` when `nil`.
    ///   - builder: The builder, to remember its state.
    @inlinable  // specialized into each strategy's loop: no generic metadata lookup per checkpoint
    public mutating func record(
        _ state: State, section: Int, item: Int, validFrom: Int? = nil,
        builder: borrowing LayoutBuilder
    ) {
        guard isRecording else { return }
        // The last checkpoint's point, without copying the checkpoint (its state may hold an array).
        if !entries.isEmpty, lastSection == section, lastItem == item { return }
        entries.append(
            PlacementCheckpoint(
                section: section, item: item, state: state,
                validFrom: Swift.max(item, validFrom ?? item), mark: builder.mark))
        lastSection = section
        lastItem = item
        dueFrom = item
    }

    /// Whether the strategy should stop placing now, at the checkpoint it
    /// just recorded: a ``LiveLayout`` that defers placement (see
    /// ``LiveLayout/placement``) asks for everything up to a position
    /// along the scroll axis, and up to an item, and places the rest when it
    /// is read.
    ///
    /// A strategy calls it right after ``record(_:section:item:validFrom:builder:)``
    /// and, when it returns `true`, returns from
    /// ``ResumableLayoutStrategy/placeElements(of:resumingFrom:into:checkpoints:)``
    /// at once: without placing anything more, closing the section or setting
    /// the content size. Resuming from that checkpoint later places the rest
    /// exactly as if placing had never paused. A strategy that never asks
    /// places everything, which is always correct.
    ///
    /// It is `true` only when recording, when the last checkpoint is at
    /// item `item` of `section`, when no element placed from here on can
    /// start before the limit's position (`nextStart` at or past it) and when
    /// the limit's item is placed.
    ///
    /// - Parameters:
    ///   - section: The section of the checkpoint just recorded.
    ///   - item: Its item (the next to place).
    ///   - nextStart: Where, along the scroll axis, the elements placed from
    ///     here on start at the earliest (for columns, the shortest column).
    ///   - placedEnd: Where the elements placed so far end at the latest
    ///     (for columns, the tallest column): the least content length.
    /// - Complexity: O(1).
    @inlinable
    public mutating func shouldPause(section: Int, item: Int, nextStart: Double, placedEnd: Double) -> Bool {
        guard let limit, !entries.isEmpty, lastSection == section, lastItem == item else { return false }
        if recordsPlacedEnd { entries[entries.count - 1].placedEnd = placedEnd }
        guard limit.isReached(section: section, item: item, nextStart: nextStart) else { return false }
        pausedAt = PlacementPause(section: section, item: item, nextStart: nextStart, placedEnd: placedEnd)
        return true
    }

    /// The last checkpoint still valid after the input changes from item
    /// `item` of section `section` on, or `nil` when there is none: resuming
    /// from it places the changed input exactly as a full placement would.
    ///
    /// With `item` the section's item count, it is where appending to the
    /// section can resume: everything placed before it stays as it is.
    ///
    /// - Complexity: O(log *m* + *j*), where *m* is the number of checkpoints
    ///   and *j* the number of later ones skipped for `validFrom`.
    public func lastValid(beforeItem item: Int, ofSection section: Int) -> PlacementCheckpoint<State>? {
        lastValidIndex(beforeItem: item, ofSection: section).map { entries[$0] }
    }

    /// The index of the last checkpoint still valid after the input changes
    /// from item `item` of section `section` on, or `nil` when there is none.
    ///
    /// - Complexity: O(log *m* + *j*), where *m* is the number of checkpoints
    ///   and *j* the number of later ones skipped for `validFrom`.
    func lastValidIndex(beforeItem item: Int, ofSection section: Int) -> Int? {
        // The first checkpoint after (section, item) in placement order.
        let after = entries.partitioningIndex { $0.section > section || ($0.section == section && $0.item > item) }
        var candidate = after - 1
        while candidate >= 0, entries[candidate].section == section, entries[candidate].validFrom > item {
            candidate -= 1
        }
        return candidate >= 0 ? candidate : nil
    }

    /// The element count at the last checkpoint: appends rewind no further back.
    var lastMarkPosition: Int { entries.last?.mark.elementCount ?? 0 }

    /// Forgets every checkpoint and where placing paused, keeping the
    /// buffer for the checkpoints of the next placement from the start.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        lastSection = -1
        lastItem = 0
        dueFrom = 0
        limit = nil
        pausedAt = nil
    }

    /// Keeps the checkpoints up to and including `index`.
    ///
    /// - Parameter onSpacing: Whether the next checkpoint is due from the
    ///   last multiple of ``spacing`` at or before the kept one's item (in
    ///   its section), not from the item: where a column placement from the
    ///   start records its checkpoints, which a checkpoint a live layout
    ///   moved after an edit may lie between.
    mutating func keep(through index: Int, onSpacing: Bool = false) {
        entries.removeSubrange((index + 1)...)
        lastSection = entries[index].section
        lastItem = entries[index].item
        dueFrom = onSpacing ? lastItem - lastItem % spacing : lastItem
    }
}

/// How far a deferred placement goes: every element that starts before
/// ``position`` along the scroll axis, and every element up to item ``item``
/// of section ``section`` (through the section's footer when ``item`` is its
/// item count).
@usableFromInline
struct PlacementLimit: Sendable, Hashable {
    @usableFromInline var position: Double
    @usableFromInline var section: Int
    @usableFromInline var item: Int

    /// Everything that starts before `position`.
    init(position: Double) {
        self.init(position: position, section: -1, item: 0)
    }

    init(position: Double, section: Int, item: Int) {
        self.position = position
        self.section = section
        self.item = item
    }

    /// Whether everything the limit asks for is placed when the next item
    /// to place is item `item` of `section`, and nothing still to place
    /// starts before `nextStart`.
    @inlinable
    func isReached(section: Int, item: Int, nextStart: Double) -> Bool {
        nextStart >= position && (section > self.section || (section == self.section && item > self.item))
    }

    /// ``isReached(section:item:nextStart:)`` where placing paused.
    func isReached(by pause: PlacementPause) -> Bool {
        isReached(section: pause.section, item: pause.item, nextStart: pause.nextStart)
    }
}

/// Where a deferred placement paused (``PlacementCheckpoints/shouldPause(section:item:nextStart:placedEnd:)``).
public struct PlacementPause: Sendable, Hashable {
    /// The section of the next item to place.
    public let section: Int
    /// The next item to place (the section's item count: its footer comes next).
    public let item: Int
    /// No element still to place starts before this position along the scroll axis.
    public let nextStart: Double
    /// No element placed ends after this position along the scroll axis.
    public let placedEnd: Double

    @usableFromInline
    init(section: Int, item: Int, nextStart: Double, placedEnd: Double) {
        self.section = section
        self.item = item
        self.nextStart = nextStart
        self.placedEnd = placedEnd
    }
}
