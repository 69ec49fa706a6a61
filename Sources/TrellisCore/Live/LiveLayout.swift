/// A layout that follows changes to its input: items appended (infinite
/// scroll), resized (self-sizing), inserted and deleted, and the viewport
/// resized (rotation), each time giving the same ``PreparedLayout`` a full
/// prepare of the new input gives — frame for frame, bit for bit.
///
/// ```swift
/// var live = try LiveLayout(ShortestColumn(columns: 2), input: LayoutInput(width: 390, items: firstPage))
/// try live.appendItems(nextPage, toSection: 0)                            // O(k): only the new items
/// try live.setSize(ItemSize(width: 300, height: 410), ofItemAt: ElementPath(section: 0, item: 7))
/// let shown = live.layout.elements(in: visibleRect)
/// ```
///
/// **Cost of each change.** With a ``ResumableLayoutStrategy`` (every
/// built-in strategy), a change at item *i* of section *s* rewinds to the last
/// checkpoint the strategy recorded before *i* and resumes placing from there:
/// * appending *k* items to a section: O(*k*) placements plus index upkeep
///   (the column strategies resume exactly at the end; `flow-line` from its
///   last checkpoint, at most 32 items before the section's last line, whose
///   alignment may change; `mosaic` from the last segment, whose style may change);
/// * resizing, inserting or deleting at item *i*: every placement from the
///   checkpoint before *i* (at most 32 items back) to the end of the layout —
///   later items can move (a shortest-column choice, a flow line break) — or
///   only as far as ``placement`` says (see "Deferred placement" below);
/// * changing the viewport: a full placement.
///
/// Without one, every change prepares the whole layout (correct, slower).
///
/// **Deferred placement.** With a ``placement`` through a position along the
/// scroll axis (the end of the screen plus a margin), a change places from the
/// checkpoint before it only until every element that starts before the
/// limit is placed, then pauses; ``layout`` holds that placed part exactly and
/// an estimated content size (``isComplete``). Then:
/// * a change at item *i* before the pause: the placements from the
///   checkpoint before *i* to the limit (plus at most ``checkpointSpacing``
///   items), plus index upkeep for them, plus, for an insertion or deletion,
///   the move of the later sizes in their page: a section of more than
///   8,192 items is kept in pages of up to 4,096 sizes from its first edit
///   on (``SectionInput``; the pages are slices of its array, each copied
///   the first time it is edited), so an edit moves or copies at most one
///   page's sizes, not every later item's; plus, with kept columns, the
///   O(*m*) move of the *m* later remembered lanes of its section (4 bytes
///   an item; once for a batch's deletions and insertions in one section,
///   see ``apply(_:)``);
/// * a change entirely past the pause: no placement at all — the input is
///   edited (with the same moves) and the content size estimated again;
/// * ``place(through:)``, ``place(throughItem:)``, ``placeAll()``: the
///   placements from the pause to what is asked for.
///
/// The strategy's ``ResumableLayoutStrategy/placeElements(of:resumingFrom:into:checkpoints:)``
/// pauses by returning at a checkpoint
/// (``PlacementCheckpoints/shouldPause(section:item:nextStart:placedEnd:)``):
/// every built-in but a composite does.
///
/// **Index upkeep** keeps what did not change: the `auto` lane index
/// keeps each column's positions and samples before *i* and appends the rest;
/// the band index keeps its bands before *i*; `rtree` keeps its trees before
/// *i* and indexes the rest by the logarithmic method (a forest of R-trees); all
/// answer exactly what `linear` answers.
///
/// **Storage.** The frames (32 bytes per element) are mutated in place, never
/// copied, as long as nothing else holds the previous ``layout``: holding a
/// copy of it is safe — it keeps its frames, and the next change copies them
/// once (copy-on-write). A placement from the start reserves room for an
/// eighth more elements than the input has, so that inserts move frames
/// within their buffer instead of copying them all into a larger one (once
/// per doubling past that room; 20 ms at a million elements, most of it the
/// first touches of the new pages). The input's sizes are edited in place
/// too, and grow the same way when their array has no room left
/// (the inputs the UIKit layout's controller reads from its data source have
/// that room).
///
/// When a change throws, the live layout keeps its previous input and layout.
public struct LiveLayout<Strategy: LayoutStrategy>: Sendable {
    /// The strategy that places the elements.
    public let strategy: Strategy
    /// How ``PreparedLayout/elements(in:)`` of ``layout`` is answered.
    public let indexOption: IndexOption
    /// The current input.
    public internal(set) var input: LayoutInput
    /// The layout of ``input``.
    public internal(set) var layout: PreparedLayout
    /// Whether ``layout`` pins section headers (``PreparedLayout/pinsHeaders``),
    /// kept across every change.
    ///
    /// Pinned headers turn deferred placement off (``placement``):
    /// setting it while placement is paused places everything that is left.
    public var pinsHeaders = false {
        didSet {
            layout.pinsHeaders = pinsHeaders
            // Pinned headers place everything (see `placement`); a placement
            // that fails leaves the layout empty, as `placeAll()` says.
            if pinsHeaders, pause != nil { try? placeAll() }
        }
    }
    /// The builder after the last placement, kept to resume from (resumable strategies only).
    var builder: LayoutBuilder?
    /// The strategy's ``PlacementCheckpoints`` (resumable strategies only).
    var checkpoints: (any Sendable)?
    /// Each section's own live layout (a ``CompositeStrategy`` only).
    var sectionLayouts: [any SectionLiveLayout] = []
    /// The lane each item was placed in, for a column strategy with
    /// `stableLanes` (empty otherwise): handed to the strategy at every
    /// placement, edited with the input.
    public internal(set) var laneMemory = LaneMemory()
    /// The buffers of the lane memory a change that forgot the lanes (a new
    /// viewport) replaced, emptied: the next such change records into them.
    /// That change needs the old memory until it succeeds (to undo a
    /// failure), so the two alternate, and a rotation touches no new memory
    /// for its lanes (4 bytes an item, held once the lanes were forgotten).
    var recycledLaneMemory = LaneMemory()
    /// How many items apart periodic checkpoints are.
    public let checkpointSpacing: Int
    /// How far each change places: ``PlacementExtent/everything`` (the
    /// default), or only through a position along the scroll axis (deferred
    /// placement).
    ///
    /// With ``PlacementExtent/through(_:)`` a position *P*, a change places
    /// from the checkpoint before it only until every element that starts
    /// before *P* is placed (and on to the next checkpoint, at most
    /// ``checkpointSpacing`` items further), then pauses: ``layout`` holds the
    /// placed part, exact, and an estimated content size (see ``isComplete``).
    /// ``PlacementExtent/firstCheckpoint`` pauses at the first checkpoint the
    /// change reaches. A change entirely past the placed part places nothing.
    /// ``place(through:)``, ``place(throughItem:)`` and ``placeAll()`` place
    /// more. Setting it places nothing.
    ///
    /// A strategy pauses only if it supports it (the column strategies,
    /// `flow-line`, `justified-rows`, `mosaic` and `tile-pattern`); a
    /// composite, a right-to-left input, an input with section backgrounds,
    /// a layout that pins headers and a strategy that is not a
    /// ``ResumableLayoutStrategy`` always place everything.
    public var placement: PlacementExtent
    /// Where the last placement paused, or `nil` when the whole input is placed.
    public internal(set) var pause: PlacementPause?
    /// Whether deferred placement keeps the frames of a window only: a
    /// placement that must cross many items before what it is asked for
    /// (``place(throughItem:)`` or ``place(from:through:)`` far past the
    /// pause, after a rotation or a jump) crosses them without keeping their
    /// frames or lanes, in slices of ``windowSegment`` items whose
    /// checkpoints (for a column strategy, one per slice) and remembered
    /// lanes it records, and ``layout`` then holds the elements from the last
    /// checkpoint before what is asked for on (a *window*). Elements before
    /// the window are not placed: their lookups return `nil`, as past the
    /// pause; an edit before it places to the first checkpoint after the
    /// edit, then crosses toward the limit, or, far above the limit, moves
    /// the checkpoints between instead (every built-in but
    /// `justified-rows`; ``placeMovingCheckpoints(_:after:through:)``:
    /// frames then equal a full placement's within a thousandth of a point).
    /// ``place(throughItem:)`` for an item before the window, and
    /// ``place(from:through:)`` for positions elements before it reach,
    /// start a new window there; ``place(through:)`` extends the window, and
    /// ``placeAll()``, or any placement without a limit, places from the
    /// start again. `false` by default; the package's adapters turn it on
    /// (see the design of a placed window in the maintainers' docs).
    package var placesWindow = false
    /// How many items a placement that crosses to a window places per slice.
    package var windowSegment = 4_096
    /// The position among all elements of the window's first element (0 without a window).
    package var windowBase: Int { builder?.base ?? 0 }
    /// Where the checkpoints kept are, in order, whatever the strategy's state.
    ///
    /// - Complexity: O(*m*) for *m* checkpoints.
    var checkpointPaths: [ElementPath] { (checkpoints as? any CheckpointPaths)?.paths ?? [] }
    /// Where along the scroll axis the elements before the window end at the
    /// latest (the window's first checkpoint's `placedEnd`): the window holds
    /// every element that overlaps a position past it. Set with each window.
    var windowReach = 0.0
    /// How many edits moved the checkpoints after them instead of placing
    /// the items there again (see the design of a placed window).
    package internal(set) var checkpointMoves = 0

    /// Lays out `input` and keeps what it needs to follow changes.
    ///
    /// - Parameters:
    ///   - strategy: The strategy.
    ///   - input: The first input.
    ///   - index: How ``PreparedLayout/elements(in:)`` is answered.
    ///   - checkpointSpacing: Items between the checkpoints a resumable
    ///     strategy takes (at least 1): a change resumes at most this many
    ///     items before it; each checkpoint costs the strategy's state plus 104 bytes (168 for columns).
    ///   - placement: How far the first placement and every change place (``placement``).
    /// - Throws: ``LayoutError`` as ``LayoutStrategy/prepare(_:index:)`` does.
    /// - Complexity: as a full prepare, plus one checkpoint per `checkpointSpacing`
    ///   items; with deferred placement, as a prepare of the part placed.
    public init(
        _ strategy: Strategy, input: LayoutInput, index: IndexOption = .auto,
        checkpointSpacing: Int = 32, placement: PlacementExtent = .everything
    ) throws(LayoutError) {
        self.strategy = strategy
        self.indexOption = index
        self.checkpointSpacing = Swift.max(1, checkpointSpacing)
        self.placement = placement
        self.input = input
        self.layout = LayoutAssembler.empty(strategy: Strategy.name)
        try input.validate(for: strategy)
        try relayout(from: nil)
    }

    /// Whether changes resume from checkpoints (the strategy is a ``ResumableLayoutStrategy``).
    public var isResumable: Bool { strategy is any ResumableLayoutStrategy }
}

// MARK: - Changes

extension LiveLayout {
    /// Appends items to a section given with sizes (infinite scroll).
    ///
    /// - Throws: ``LayoutError/invalidSection(section:reason:)`` when there is
    ///   no such section or it is given as a count;
    ///   ``LayoutError/invalidItem(section:item:reason:)`` for a size that is not
    ///   finite and positive; any error the strategy throws for the new input.
    /// - Complexity: O(*k*) placements for *k* items (see the type's discussion) plus index upkeep.
    public mutating func appendItems(_ items: [ItemSize], toSection section: Int) throws(LayoutError) {
        let count = try existingSection(section).count
        try apply([.insertItems(items, at: ElementPath(section: section, item: count))])
    }

    /// Appends `count` items to a section given as a count.
    ///
    /// - Throws: ``LayoutError/invalidSection(section:reason:)`` when there is
    ///   no such section, it is given with sizes, or `count` is negative.
    /// - Complexity: as ``appendItems(_:toSection:)``.
    public mutating func appendItems(count: Int, toSection section: Int) throws(LayoutError) {
        try apply([.insertCount(count, at: ElementPath(section: section, item: try existingSection(section).count))])
    }

    /// Appends a section.
    ///
    /// - Throws: ``LayoutError`` for an invalid item or section option, or any
    ///   error the strategy throws for the new input.
    /// - Complexity: O(*k*) placements for its *k* items, plus the previous
    ///   section's end (its footer; `flow-line`'s last line, `mosaic`'s last segment).
    public mutating func appendSection(_ section: SectionInput) throws(LayoutError) {
        try apply([.insertSection(section, at: input.sections.count)])
    }

    /// Changes the size of one item (self-sizing: the measured size arrives after display).
    ///
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` for a size
    ///   that is not finite and positive or an item that does not exist;
    ///   ``LayoutError/invalidSection(section:reason:)`` for a section given as a count.
    /// - Complexity: every placement from the checkpoint before the item to the
    ///   end of the layout (see the type's discussion), plus index upkeep.
    public mutating func setSize(_ size: ItemSize, ofItemAt path: ElementPath) throws(LayoutError) {
        try apply([.setSize(size, at: path)])
    }

    /// Gives a section given as a count the sizes of its items, one per
    /// item, keeping every item's remembered column (kept columns): what a
    /// section given by count becomes when a cell of it measures itself.
    ///
    /// Pass the sizes the strategy gives the items by count to leave the
    /// frames as they are; later edits then change sizes one by one.
    ///
    /// - Throws: ``LayoutError/invalidSection(section:reason:)`` when there is
    ///   no such section, it is given with sizes already, or `sizes` has
    ///   another count; ``LayoutError/invalidItem(section:item:reason:)`` for a
    ///   size the strategy rejects; any error the strategy throws.
    /// - Complexity: O(*m*) to check the *m* sizes, plus every placement from
    ///   the section's first item on (with deferred placement, only as far as ``placement`` says).
    public mutating func listSizes(_ sizes: [ItemSize], ofSection section: Int) throws(LayoutError) {
        guard case .count(let count) = try existingSection(section).items else {
            throw .invalidSection(section: section, reason: "it lists item sizes already")
        }
        guard sizes.count == count else {
            throw .invalidSection(section: section, reason: "it has \(count) items, not \(sizes.count)")
        }
        let rule = strategy.sectionOptions(forSection: section)
        for (item, size) in sizes.enumerated() {
            if let problem = size.problem(strategy: rule.strategy, columnSpans: rule.columnSpans) {
                throw .invalidItem(section: section, item: item, reason: problem)
            }
        }
        input.sections[section].items = .sizes(sizes)
        try apply(from: (section, 0)) { input in input.sections[section].items = .count(count) }
    }

    /// Inserts items before item `path.item` of a section given with sizes
    /// (`path.item` equal to the item count appends).
    ///
    /// - Throws: as ``setSize(_:ofItemAt:)``.
    /// - Complexity: as ``setSize(_:ofItemAt:)``, plus the move of the later
    ///   sizes in their page (at most 4,096; see the type's discussion), and
    ///   of the later frames and remembered lanes placed.
    public mutating func insertItems(_ items: [ItemSize], at path: ElementPath) throws(LayoutError) {
        try apply([.insertItems(items, at: path)])
    }

    /// Deletes `count` items from item `path.item` on.
    ///
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` when the
    ///   range is not inside the section.
    /// - Complexity: as ``insertItems(_:at:)``.
    public mutating func deleteItems(at path: ElementPath, count: Int = 1) throws(LayoutError) {
        try apply([.deleteItems(at: path, count: count)])
    }

    /// Changes the viewport (a rotation, a window resize): a full placement,
    /// unless only the length along the scroll axis changed (the height of a
    /// vertical layout, the width of a horizontal one) and the strategy
    /// guarantees ``LayoutGuarantees/independentOfViewportLength``: then the
    /// input records the new viewport and nothing is placed again.
    ///
    /// - Throws: ``LayoutError/invalidViewport(_:)`` for a width or height that
    ///   is not finite and positive; any error the strategy throws.
    /// - Complexity: O(1) for a change along the scroll axis only, as above;
    ///   else a full prepare (the item sizes are not checked again: they do
    ///   not depend on the viewport).
    public mutating func setViewport(width: Double, height: Double?) throws(LayoutError) {
        let acrossKept = layout.scrollAxis == .vertical ? input.width == width : input.height == height && height != nil
        if acrossKept, Strategy.guarantees.contains(.independentOfViewportLength) {
            // The viewport alone is checked (O(1)): the items and options did not change.
            try LayoutInput(width: width, height: height, sections: []).validate(for: strategy)
            input.width = width
            input.height = height
            return
        }
        let old = (input.width, input.height)
        input.width = width
        input.height = height
        do {
            // Item sizes do not depend on the viewport and were checked when they came in: O(s), not O(n).
            try input.validate(for: strategy, checkingItemSizes: false)
        } catch {
            (input.width, input.height) = old
            throw error
        }
        try apply(from: nil, forgettingLanes: true) { input in (input.width, input.height) = old }
    }

    /// Replaces the whole input: a full placement.
    ///
    /// - Throws: ``LayoutError`` as ``LayoutStrategy/prepare(_:index:)`` does.
    /// - Complexity: a full prepare.
    public mutating func setInput(_ newInput: LayoutInput) throws(LayoutError) {
        try newInput.validate(for: strategy)
        let old = input
        input = newInput
        try apply(from: nil, forgettingLanes: true) { input in input = old }
    }
}

// MARK: - Deferred placement

/// How far each change of a ``LiveLayout`` places (``LiveLayout/placement``).
public enum PlacementExtent: Sendable, Hashable {
    /// The whole layout, at every change.
    case everything
    /// Every element that starts before this position along the scroll axis,
    /// and on to the next checkpoint; a position past the end places everything.
    case through(Double)
    /// Nothing past the first checkpoint the change reaches: for a change
    /// (a new viewport) whose screen is placed by a ``LiveLayout/place(through:)``
    /// after it, once where the screen is has been worked out.
    case firstCheckpoint

    /// The limit a resumed placement stops at, `nil` for none.
    var limit: PlacementLimit? {
        switch self {
        case .everything: nil
        case .through(let position): PlacementLimit(position: position)
        case .firstCheckpoint: PlacementLimit(position: -.infinity)
        }
    }
}

extension LiveLayout {
    /// The position each change places through, `nil` for everything and
    /// minus infinity for the first checkpoint.
    @available(*, deprecated, renamed: "placement", message: "use `placement`, a PlacementExtent")
    public var placementLimit: Double? {
        get {
            switch placement {
            case .everything: nil
            case .through(let position): position
            case .firstCheckpoint: -.infinity
            }
        }
        set { placement = newValue.map { $0 == -.infinity ? .firstCheckpoint : .through($0) } ?? .everything }
    }

    /// A live layout placed as far as `placementLimit` says (`nil`: everything).
    @available(*, deprecated, renamed: "init(_:input:index:checkpointSpacing:placement:)")
    public init(
        _ strategy: Strategy, input: LayoutInput, index: IndexOption = .auto, checkpointSpacing: Int = 32,
        placementLimit: Double?
    ) throws(LayoutError) {
        try self.init(
            strategy, input: input, index: index, checkpointSpacing: checkpointSpacing,
            placement: placementLimit.map { $0 == -.infinity ? .firstCheckpoint : .through($0) } ?? .everything)
    }
}

extension LiveLayout {
    /// Whether every element of ``input`` is placed: always, unless
    /// ``placement`` is not ``PlacementExtent/everything`` and the last placement paused before the end.
    ///
    /// While it is `false`, ``layout`` holds the elements placed so far, each
    /// with the frame a full prepare gives it, and answers every query
    /// exactly for them; its section table lists only the sections placed
    /// (the last one with only its placed items; no footer yet); the
    /// elements not placed are absent (their lookups return `nil`, queries
    /// past the placed part return only placed elements). Its content size
    /// is an estimate along the scroll axis: the placed length plus the
    /// items left at the placed part's average length per item, never less
    /// than the end of the placed part; it is corrected each time more is
    /// placed, and exact once everything is. The estimate never moves a
    /// placed element. A live layout that places a window (internal to the
    /// package) is not complete either while the window starts after the
    /// first element.
    public var isComplete: Bool { pause == nil && windowBase == 0 }

    /// Places, when placing is paused, every element that starts before
    /// `position` along the scroll axis (and on to the next checkpoint).
    ///
    /// - Throws: ``LayoutError`` the strategy throws for the input (one a
    ///   full prepare of it throws too, such as a content length past what a
    ///   `Double` holds); the layout is then empty and the next change places
    ///   it again from the start.
    /// - Complexity: O(1) when it is placed already; else the placements
    ///   from the pause to `position` (plus at most ``checkpointSpacing``
    ///   items), plus index upkeep for them.
    public mutating func place(through position: Double) throws(LayoutError) {
        let limit = PlacementLimit(position: position)
        guard let pause, !limit.isReached(by: pause) else { return }
        try placeMore(limit)
    }

    /// Places, when placing is paused, every element up to item `path.item`
    /// of section `path.section` (through the section's footer when
    /// `path.item` is its item count).
    ///
    /// - Throws: as ``place(through:)``.
    /// - Complexity: O(1) when it is placed already; else the placements
    ///   from the pause to the item (plus at most ``checkpointSpacing``
    ///   items), plus index upkeep for them.
    public mutating func place(throughItem path: ElementPath) throws(LayoutError) {
        try placeWindow(holding: .item(path), through: WindowTarget.item(path).limit)
    }

    /// Places every element that may overlap the positions from `start`
    /// through `end` along the scroll axis: as ``place(through:)`` with
    /// `end`, and, when ``layout`` holds a window that elements before it
    /// may reach past `start` from (``placesWindow``), a new window from the
    /// last checkpoint nothing before reaches past `start` from, through
    /// `end` (the old window's elements past that are dropped).
    ///
    /// - Throws: as ``place(through:)``.
    /// - Complexity: as ``place(through:)``; for a new window, the
    ///   placements from its checkpoint through `end`.
    package mutating func place(from start: Double, through end: Double) throws(LayoutError) {
        try placeWindow(holding: .position(start), through: PlacementLimit(position: end))
    }

    /// What a window must hold: elements that may reach a position, or an item.
    enum WindowTarget {
        case position(Double)
        case item(ElementPath)

        /// A placement through the target.
        var limit: PlacementLimit {
            switch self {
            case .position(let position): PlacementLimit(position: position)
            case .item(let path): PlacementLimit(position: -.infinity, section: path.section, item: path.item)
            }
        }
    }

    /// Places through `limit` so that ``layout`` holds `target`: a new window
    /// when the one it holds starts after `target` (``placesWindow``); else,
    /// when `limit` lies past the pause, on from there, crossing toward
    /// `target` (not `limit`: what reaches `target` stays in the window).
    private mutating func placeWindow(holding target: WindowTarget, through limit: PlacementLimit)
        throws(LayoutError)
    {
        if try moveWindow(before: target, through: limit) { return }
        guard let pause, !limit.isReached(by: pause) else { return }
        try placeMore(limit, crossingToward: target.limit)
        // A crossing ends at a checkpoint, which an estimate may have put past `target`.
        _ = try moveWindow(before: target, through: limit)
    }

    /// Starts a new window through `limit` when the window ``layout`` holds
    /// starts after `target`.
    ///
    /// - Returns: Whether it did.
    private mutating func moveWindow(before target: WindowTarget, through limit: PlacementLimit) throws(LayoutError)
        -> Bool
    {
        guard placesWindow, let base = builder?.base, base > 0 else { return false }
        // The common case, a screen inside the window, without reading the checkpoints.
        if case .position(let position) = target, windowReach <= position { return false }
        guard let resumable = strategy as? any ResumableLayoutStrategy else { return false }
        return try moveWindow(resumable, before: target, base: base, through: limit)
    }

    /// ``moveWindow(before:through:)`` for the strategy's checkpoints.
    ///
    /// - Complexity: O(log *m*) for *m* checkpoints, plus the placements of the new window.
    private mutating func moveWindow<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, before target: WindowTarget, base: Int, through limit: PlacementLimit
    ) throws(LayoutError) -> Bool {
        guard let log = checkpoints as? PlacementCheckpoints<Resumable.PlacementState> else { return false }
        guard let first = log.windowStart(base: base) else { return false }
        let index: Int
        switch target {
        case .position(let position):
            // Nothing before the window reaches past `position`: the window holds what overlaps it.
            guard !(log.entries[first].placedEnd <= position) else { return false }
            // Reported ends only grow: the last checkpoint nothing before reaches past `position` from.
            index = Swift.max(0, log.entries[..<first].partitioningIndex { !($0.placedEnd <= position) } - 1)
        case .item(let path):
            guard (path.section, path.item) < (log.entries[first].section, log.entries[first].item) else {
                return false
            }
            index = log.lastValidIndex(beforeItem: path.item, ofSection: path.section) ?? 0
        }
        let checkpoint = log.entries[index]
        try resumeOrDrop(strategy, from: (checkpoint.section, checkpoint.item), limit: limit)
        return true
    }

    /// Places from the start through where placing paused when ``layout``
    /// holds a window (``placesWindow``): it then holds every element before
    /// the pause, as without a window.
    ///
    /// - Throws: as ``place(through:)``.
    /// - Complexity: O(1) without a window; else the placements from the
    ///   start to the pause, plus index upkeep for them.
    package mutating func placeBeforeWindow() throws(LayoutError) {
        guard windowBase > 0, let resumable = strategy as? any ResumableLayoutStrategy else { return }
        let limit = pause.map { PlacementLimit(position: -.infinity, section: $0.section, item: $0.item - 1) }
        try resumeOrDrop(resumable, from: nil, limit: limit)
    }

    /// Places everything still unplaced: ``layout`` then equals a full
    /// prepare of ``input``.
    ///
    /// - Throws: as ``place(through:)``.
    /// - Complexity: O(1) when everything is placed; else every placement
    ///   from the pause to the end, plus index upkeep for them.
    public mutating func placeAll() throws(LayoutError) {
        guard !isComplete else { return }
        try placeMore(nil)
    }

    /// Resumes from the checkpoint placing paused at, through `limit`
    /// (crossing, with ``placesWindow``, toward `target` when there is one:
    /// a placement through a position extends the window it holds).
    private mutating func placeMore(_ limit: PlacementLimit?, crossingToward target: PlacementLimit? = nil)
        throws(LayoutError)
    {
        guard let resumable = strategy as? any ResumableLayoutStrategy else { return }
        try resumeOrDrop(resumable, from: nil, continuing: true, limit: limit, crossingToward: target)
    }

    /// ``resume(_:from:continuing:limit:crossingToward:)`` for a placement
    /// that no change asked for (placing more, moving the window): when it
    /// throws, the layout is dropped (empty; the next change places it
    /// again from the start).
    private mutating func resumeOrDrop<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, from change: (section: Int, item: Int)?, continuing: Bool = false,
        limit: PlacementLimit?, crossingToward target: PlacementLimit? = nil
    ) throws(LayoutError) {
        defer { layout.pinsHeaders = pinsHeaders }
        do {
            try resume(strategy, from: change, continuing: continuing, limit: limit, crossingToward: target)
        } catch {
            pause = nil
            builder = nil
            checkpoints = nil
            layout = LayoutAssembler.empty(strategy: Strategy.name)
            throw error
        }
    }
}

extension PlacementCheckpoints {
    /// The index of a window's first checkpoint: the last one at or before
    /// the element at position `base` among all elements; `nil` when none is.
    ///
    /// - Complexity: O(log *m*) for *m* checkpoints.
    func windowStart(base: Int) -> Int? {
        let first = entries.partitioningIndex { $0.mark.elementCount > base } - 1
        return first >= 0 ? first : nil
    }
}

// MARK: - Mechanics

extension LiveLayout {
    /// Lays out the (already changed and validated) input again from the
    /// first changed item on; on failure, undoes the input change with `undo`
    /// (and the lane memory's with `undoLanes`) and restores the previous
    /// layout before rethrowing.
    ///
    /// - Parameters:
    ///   - edits: The edits that made the change, when it was made by edits
    ///     (a composite's changed section follows them).
    ///   - forgettingLanes: Whether the placement starts with no remembered
    ///     lanes (a new viewport or input).
    mutating func apply(
        from change: (section: Int, item: Int)?, edits: [LayoutEdit] = [], forgettingLanes: Bool = false,
        undo: (inout LayoutInput) -> Void, undoLanes: (inout LaneMemory) -> Void = { _ in }
    ) throws(LayoutError) {
        // Forgetting, the placement records into the recycled buffers and the
        // old memory waits in `lanes` for an undo; the one left unused is
        // recycled for the next time.
        var lanes = LaneMemory()
        if forgettingLanes {
            swap(&lanes, &laneMemory)
            swap(&laneMemory, &recycledLaneMemory)
        }
        defer {
            if forgettingLanes {
                lanes.removeAllKeepingCapacity()
                swap(&recycledLaneMemory, &lanes)
            }
        }
        do {
            try relayout(from: change, edits: edits)
        } catch {
            undo(&input)
            if forgettingLanes { swap(&laneMemory, &lanes) } else { undoLanes(&laneMemory) }
            builder = nil
            checkpoints = nil
            sectionLayouts = []
            // The input was laid out before: doing it again cannot fail.
            try relayout(from: nil)
            throw error
        }
    }

    /// Places the input again, from the last valid checkpoint before `change`
    /// when the strategy is resumable, else from scratch.
    ///
    /// `edits` made the change, when edits did: a composite's changed section
    /// applies them to its own remembered lanes.
    mutating func relayout(from change: (section: Int, item: Int)?, edits: [LayoutEdit] = []) throws(LayoutError) {
        defer { layout.pinsHeaders = pinsHeaders }
        // Every path below but a resume places everything: placement is paused no more.
        let paused = takeValue(&pause)
        if input.layoutDirection == .leftToRight, let stacking = strategy as? any SectionStackingStrategy {
            return try relayoutSections(of: stacking, from: change, edits: edits)
        }
        // Right-to-left frames are mirrored within the content width, which an
        // append changes (horizontal) and a resume would have to undo: those
        // inputs are prepared in full, like a non-resumable strategy's.
        guard let resumable = strategy as? any ResumableLayoutStrategy else {
            layout = LayoutAssembler.empty(strategy: Strategy.name)  // free the old frames before making new ones
            layout = try strategy.prepare(input, index: indexOption)
            return
        }
        guard input.layoutDirection == .leftToRight else { return try placeInFull(resumable) }
        if let paused, let change, !needsPlacing(resumable, after: change, pausedAt: paused) {
            // The change is entirely past the placed part: nothing placed moves.
            pause = paused
            layout.contentSize = estimatedContentSize(pausedAt: paused, axis: layout.scrollAxis)
            return
        }
        if change != nil, let limit = placement.limit, placesWindow, defers, let edited = EditedItems(edits),
            try placeMovingCheckpoints(resumable, after: edited, through: limit)
        {
            // An edit far above the screen: the checkpoints between them moved, not placed again.
            return
        }
        if let change, let limit = placement.limit, startsBeforeWindow(resumable, change) {
            // An edit above the window (new posts at the top): placed to the first
            // checkpoint after it, then crossed toward the limit, as a jump is.
            try resume(resumable, from: change, limit: PlacementLimit(position: -.infinity))
            return try resume(resumable, from: nil, continuing: true, limit: limit, crossingToward: limit)
        }
        try resume(resumable, from: change, limit: placement.limit)
    }

    /// Whether a change from `change` on starts before the first checkpoint
    /// of the window ``layout`` holds (``placesWindow``, deferring).
    ///
    /// - Complexity: O(log *m*) for *m* checkpoints.
    private func startsBeforeWindow<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, _ change: (section: Int, item: Int)
    ) -> Bool {
        guard placesWindow, defers, let base = builder?.base, base > 0,
            let log = checkpoints as? PlacementCheckpoints<Resumable.PlacementState>
        else { return false }
        guard let first = log.windowStart(base: base) else { return false }
        return (change.section, change.item) < (log.entries[first].section, log.entries[first].item)
    }

    /// Whether a change from `change` on moves anything placed while placing
    /// is paused at `paused`: `false` when the checkpoint placing paused at
    /// is still valid (the change is past the placed part).
    ///
    /// - Complexity: O(log *m*) for *m* checkpoints.
    private func needsPlacing<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, after change: (section: Int, item: Int), pausedAt paused: PlacementPause
    ) -> Bool {
        guard (change.section, change.item) >= (paused.section, paused.item), builder != nil,
            let log = checkpoints as? PlacementCheckpoints<Resumable.PlacementState>,
            let valid = log.lastValidIndex(beforeItem: change.item, ofSection: change.section)
        else { return true }
        return valid != log.entries.count - 1
    }

    /// Whether placing pauses at the limit: see ``placement``.
    var defers: Bool { !pinsHeaders && input.sectionBackground == nil }

    /// The content size while placing is paused at `paused`: the placed
    /// length plus the items still to place at the placed part's average
    /// length per item, never less than the end of what is placed.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func estimatedContentSize(pausedAt paused: PlacementPause, axis: ScrollAxis) -> Size {
        var placedItems = paused.item
        for section in input.sections.prefix(paused.section) { placedItems += section.count }
        let remaining = Swift.max(0, input.itemCount - placedItems)
        let perItem = placedItems > 0 ? paused.nextStart / Double(placedItems) : 0
        var along = paused.nextStart + Double(remaining) * perItem
        if !(along >= paused.placedEnd) { along = paused.placedEnd }
        return axis == .vertical
            ? Size(width: input.width, height: along) : Size(width: along, height: input.height ?? 0)
    }

    /// Places a resumable strategy's whole input as a full prepare does, with
    /// the remembered lanes.
    private mutating func placeInFull<Resumable: ResumableLayoutStrategy>(_ strategy: Resumable) throws(LayoutError) {
        layout = LayoutAssembler.empty(strategy: Strategy.name)  // free the old frames before making new ones
        builder = nil
        checkpoints = nil
        let input = input
        var placing = LayoutBuilder(input: input)
        try Self.place(&placing, lanes: &laneMemory) { (builder: inout LayoutBuilder) throws(LayoutError) in
            try strategy.placeElements(of: input, into: &builder)
        }
        layout = try placing.finish(strategy: Resumable.name, index: indexOption)
    }

    /// Runs `place` on `builder` with `lanes` handed to it, and takes them
    /// back whether or not placing succeeds.
    private static func place(
        _ builder: inout LayoutBuilder, lanes: inout LaneMemory,
        _ place: (inout LayoutBuilder) throws(LayoutError) -> Void
    ) throws(LayoutError) {
        swap(&builder.laneMemory, &lanes)
        defer { swap(&builder.laneMemory, &lanes) }
        try place(&builder)
    }

    /// Places from the last valid checkpoint before `change` (from the start
    /// when `nil`), or, `continuing`, from the checkpoint placing paused at,
    /// through `limit` (everything when `nil`).
    ///
    /// - Parameters:
    ///   - dueAt: An item of `change`'s section from which the next
    ///     checkpoint is due (instead of one spacing after the checkpoint resumed from).
    ///   - startingWindow: Whether the checkpoint placing paused at starts a
    ///     new window (the builder holds no elements up to it).
    mutating func resume<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, from change: (section: Int, item: Int)?, continuing: Bool = false,
        limit: PlacementLimit?, crossingToward target: PlacementLimit? = nil, dueAt: Int? = nil,
        startingWindow: Bool = false
    ) throws(LayoutError) {
        // Take the builder and checkpoints out of `self`, so that each buffer
        // has one owner and shrinks and grows in place.
        var resumed = takeValue(&builder)
        var log: PlacementCheckpoints<Resumable.PlacementState>?
        if let stored = checkpoints {
            checkpoints = nil
            log = stored as? PlacementCheckpoints<Resumable.PlacementState>
        }
        var start: PlacementCheckpoint<Resumable.PlacementState>?
        var steps = AssemblySteps()
        var crossed = false
        if continuing, placesWindow, defers, let toward = target, let current = log,
            case let numbering = ItemNumbering(input.sections), isFar(toward, from: current, numbering),
            var placing = takeValue(&resumed), var recording = takeValue(&log)
        {
            // The builder's buffers come back from the layout, which the window replaces.
            _ = placing.reclaim(from: &layout)
            layout = LayoutAssembler.empty(strategy: Strategy.name)
            try crossToWindow(strategy, toward: toward, numbering, builder: &placing, log: &recording)
            resumed = placing
            log = recording
            crossed = true
        }
        // Placing everything (no limit, or a layout that does not defer) from
        // a window on would leave the elements before it out: everything is
        // placed again from the start instead.
        let leavesOut = (resumed?.base ?? 0) > 0 && !crossed && (limit == nil || !defers)
        let resumeAt =
            leavesOut
            ? nil
            : continuing
                ? log.flatMap { $0.entries.isEmpty ? nil : $0.entries.count - 1 }
                : change.flatMap { change in log?.lastValidIndex(beforeItem: change.item, ofSection: change.section) }
        if let base = resumed?.base, let last = resumeAt, let checkpoint = log?.entries[last] {
            if crossed || startingWindow || (base > 0 && checkpoint.mark.elementCount <= base),
                var slicing = takeValue(&resumed)
            {
                // Where crossing to the window stopped, or at or before the
                // window's first element (its checkpoint's band state is another
                // builder's): a new window from there, in the old one's buffers.
                if !crossed { _ = slicing.reclaim(from: &layout) }
                layout = LayoutAssembler.empty(strategy: Strategy.name)
                resumed = LayoutBuilder(slicing: &slicing, at: checkpoint, input: input)
            } else {
                steps.previous = resumed?.reclaim(from: &layout) ?? .linear
                resumed?.rewind(to: checkpoint.mark, expecting: input.sections.map(\.count))
            }
            log?.keep(through: last, onSpacing: Resumable.self is any ColumnStrategy.Type)
            if let dueAt, let spacing = log?.dueSpacing { log?.dueFrom = dueAt - spacing }
            start = checkpoint
        } else {
            // Everything is placed again (a rotation, a new input, a change
            // before the first checkpoint), into the old layout's and builder's
            // buffers, checkpoints included (``LayoutBuilder/Recycled``); the
            // rest of the old layout is freed before placing.
            var recycled = LayoutBuilder.Recycled(taking: &layout, builtBy: &resumed)
            layout = LayoutAssembler.empty(strategy: Strategy.name)
            // Room for an eighth more elements: inserting past the frames'
            // capacity would copy them all into a new buffer once (32 bytes an
            // element, ~20 ms at a million with the first touches of its pages),
            // where an insert within it re-places only. Reserved, not written:
            // pages never touched cost no memory.
            resumed = LayoutBuilder(input: input, spareElements: input.itemCount / 8, reusing: &recycled)
            if log == nil { log = PlacementCheckpoints(recording: true, spacing: checkpointSpacing) }
            log?.removeAll()
        }
        guard var placing = takeValue(&resumed), var recording = takeValue(&log) else { return }
        let input = input
        pause = nil
        recording.pausedAt = nil
        recording.limit = defers ? limit : nil
        recording.recordsPlacedEnd = placesWindow
        try Self.place(&placing, lanes: &laneMemory) { (builder: inout LayoutBuilder) throws(LayoutError) in
            try strategy.placeElements(of: input, resumingFrom: start, into: &builder, checkpoints: &recording)
        }
        recording.limit = nil
        if let paused = recording.pause {
            steps.pausedContentSize = estimatedContentSize(pausedAt: paused, axis: placing.scrollAxis)
        }
        // Positions in a window count from its base; a window just started
        // (after crossing to it, or before the old one) keeps nothing.
        let base = placing.base
        var kept = KeptPrefix(elements: 0, bands: 0, stable: Swift.max(0, recording.lastMarkPosition - base))
        if !crossed, let mark = start?.mark, mark.elementCount > base {
            kept.elements = mark.elementCount - base
            kept.bands = mark.bandCount
        }
        steps.kept = kept
        layout = try placing.assemble(strategy: Resumable.name, index: indexOption, &steps)
        pause = recording.pause
        windowReach =
            base > 0 ? recording.windowStart(base: base).map { recording.entries[$0].placedEnd } ?? .infinity : 0
        builder = placing
        checkpoints = recording
    }

    /// Whether `limit` lies more than two window segments past where placing
    /// paused (by item count, or, for a position, by the placed part's
    /// average length per item), with more than two segments of items left:
    /// crossing to it then keeps no frames on the way.
    ///
    /// - Complexity: O(1).
    private func isFar<State>(
        _ limit: PlacementLimit, from log: PlacementCheckpoints<State>, _ numbering: ItemNumbering
    ) -> Bool {
        guard let paused = pause, let last = log.entries.last, last.section == paused.section,
            last.item == paused.item
        else { return false }
        let from = numbering.index(ofItem: paused.item, inSection: paused.section)
        guard numbering.total - from > 2 * windowSegment else { return false }
        if limit.section >= 0 {
            return numbering.index(ofItem: limit.item, inSection: limit.section) - from > 2 * windowSegment
        }
        guard from > 0, paused.nextStart > 0, limit.position.isFinite else { return false }
        let perItem = paused.nextStart / Double(from)
        return (limit.position - paused.nextStart) / perItem > Double(2 * windowSegment)
    }

    /// Places from where placing paused toward `limit` in slices of
    /// ``windowSegment`` items, each started at the checkpoint the one
    /// before paused at, in the same buffers, keeping their checkpoints
    /// and remembered lanes but not their frames, until `limit` is within two
    /// segments; then one slice with every checkpoint to just past `limit`,
    /// whose checkpoints after the last one before `limit` (for a position,
    /// the last one nothing before reaches past it from) are dropped: the
    /// window starts there. `builder` is left holding the last slice,
    /// unassembled and without lanes.
    ///
    /// - Complexity: the placements from the pause to just past `limit`.
    private mutating func crossToWindow<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, toward limit: PlacementLimit, _ numbering: ItemNumbering,
        builder: inout LayoutBuilder, log: inout PlacementCheckpoints<Resumable.PlacementState>
    ) throws(LayoutError) {
        log.recordsPlacedEnd = true
        // A column placement records its checkpoints exactly where they are
        // due, and places the same frames from any of them: it keeps one per
        // slice (a multiple of the spacing, so that the checkpoints after the
        // crossing fall where they would without it), and its loop ends less
        // often. So does a strategy whose elements do not depend on where its
        // checkpoints are (``SparselyCheckpointedStrategy``); others may
        // choose differently from other checkpoints (`justified-rows`' rows):
        // every one is kept.
        if Resumable.self is any ColumnStrategy.Type || Resumable.self is any SparselyCheckpointedStrategy.Type {
            log.dueSpacing = Swift.max(1, windowSegment / log.spacing) * log.spacing
        }
        defer { log.dueSpacing = log.spacing }
        while isFar(limit, from: log, numbering), let start = log.entries.last {
            log.limit = PlacementLimit(
                position: -.infinity, section: start.section, item: start.item + windowSegment - 1)
            guard try crossSlice(strategy, from: start, keepingFrames: false, builder: &builder, log: &log) else {
                return
            }
        }
        // The last stretch with every checkpoint, to just past the target; the
        // window then starts at the last checkpoint before it (for a position,
        // the last one nothing before reaches past it from).
        log.dueSpacing = log.spacing
        guard let start = log.entries.last else { return }
        let first = log.entries.count - 1
        log.limit = limit
        let paused = try crossSlice(strategy, from: start, keepingFrames: true, builder: &builder, log: &log)
        // (before the one it paused at: a placement from there would go a checkpoint further)
        let last =
            limit.section >= 0
            ? log.lastValidIndex(beforeItem: limit.item, ofSection: limit.section) ?? first
            : log.entries[first...].partitioningIndex { !($0.placedEnd <= limit.position) } - 1
        log.keep(through: Swift.max(first, Swift.min(last, log.entries.count - (paused ? 2 : 1))))
    }

    /// Places one slice of a crossing from `start` through `log`'s limit, in
    /// `builder`'s buffers, keeping no lanes, and, unless `keepingFrames`,
    /// counting rather than storing the frames the package's strategies
    /// hand over (``LayoutBuilder/countsFrames``).
    ///
    /// - Returns: Whether it paused (`pause` is then where), not at the end.
    private mutating func crossSlice<Resumable: ResumableLayoutStrategy>(
        _ strategy: Resumable, from start: PlacementCheckpoint<Resumable.PlacementState>, keepingFrames: Bool,
        builder: inout LayoutBuilder, log: inout PlacementCheckpoints<Resumable.PlacementState>
    ) throws(LayoutError) -> Bool {
        let input = input
        builder = LayoutBuilder(slicing: &builder, at: start, input: input)
        // Its frames are thrown away: no lanes for an index.
        builder.skipsColumnLanes = true
        builder.countsFrames = !keepingFrames
        log.pausedAt = nil
        try Self.place(&builder, lanes: &laneMemory) { (builder: inout LayoutBuilder) throws(LayoutError) in
            try strategy.placeElements(of: input, resumingFrom: start, into: &builder, checkpoints: &log)
        }
        log.limit = nil
        // A slice is never assembled: what assembling would report, reported here.
        if let misuse = builder.misuse { throw .contractViolation(strategy: Resumable.name, detail: misuse) }
        guard let reached = log.pause else { return false }
        pause = reached
        return true
    }

    /// The section at `index`, or an error naming it.
    func existingSection(_ index: Int) throws(LayoutError) -> SectionInput {
        guard input.sections.indices.contains(index) else {
            throw .invalidSection(section: index, reason: "no such section; the input has \(input.sections.count)")
        }
        return input.sections[index]
    }

    /// Throws when adding `count` elements would pass ``LayoutLimits/maximumElementCount``.
    func checkLimit(adding count: Int) throws(LayoutError) {
        guard layout.elementCount + count <= LayoutLimits.maximumElementCount else {
            throw .inputTooLarge("more than \(LayoutLimits.maximumElementCount) elements")
        }
    }
}

/// Items counted across sections: how many come before an item of a section.
struct ItemNumbering {
    /// Per section, the items of the sections before it; then every item.
    private var starts: [Int] = [0]

    /// The numbering of `sections`' items.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    init(_ sections: [SectionInput]) {
        starts.reserveCapacity(sections.count + 1)
        var total = 0
        for section in sections {
            total += section.count
            starts.append(total)
        }
    }

    /// The number of items.
    var total: Int { starts[starts.count - 1] }

    /// The number of items before item `item` of section `section`, the
    /// item held to the section's count (every item for a section past the last).
    func index(ofItem item: Int, inSection section: Int) -> Int {
        guard section < starts.count - 1 else { return total }
        return starts[section] + Swift.max(0, Swift.min(item, starts[section + 1] - starts[section]))
    }
}

/// Moves a value out of an optional, leaving `nil`: the caller then holds the only reference to its buffers.
func takeValue<Value>(_ optional: inout Value?) -> Value? {
    var taken: Value?
    swap(&taken, &optional)
    return taken
}

extension SectionInput {
    /// Checks a section as ``LayoutInput/validate(sectionOptions:strategy:columnSpans:)``
    /// does, naming it `index` in errors.
    ///
    /// - Complexity: O(*k*) for *k* items.
    func validate(at index: Int, sectionOptions: [AnyOption], strategy: String, columnSpans: Bool) throws(LayoutError) {
        try options.rejectUnknownKeys(allowed: sectionOptions, strategy: strategy)
        try validateItems(at: index, strategy: strategy, columnSpans: columnSpans)
    }
}

/// A log of checkpoints read without its strategy's state type.
protocol CheckpointPaths {
    /// Where its checkpoints are, in order.
    var paths: [ElementPath] { get }
}

extension PlacementCheckpoints: CheckpointPaths {
    var paths: [ElementPath] { entries.map { ElementPath(section: $0.section, item: $0.item) } }
}

/// A resumable strategy whose elements do not depend on where it records
/// its checkpoints: it places the same elements from the start whether its
/// checkpoints are due every ``PlacementCheckpoints/spacing`` items or
/// further apart, and the same from any of them. A live layout crossing
/// to a window keeps one checkpoint a slice of ``LiveLayout/windowSegment``
/// items for it (as for a column strategy) instead of every one: fewer to
/// record on the way, and fewer to move after an edit above the screen.
///
/// `flow-line` (a checkpoint is a line start; its lines depend on the
/// widths after it alone), `mosaic` and `tile-pattern` (a segment or a
/// repetition start) adopt it. `justified-rows` does not: a window it
/// crossed to with fewer checkpoints differs from a placement from the start.
package protocol SparselyCheckpointedStrategy: ResumableLayoutStrategy {}
