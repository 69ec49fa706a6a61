/// One page laid out after a ``LayoutState``: what to print and the state to keep.
public struct LayoutPage: Sendable {
    /// The items to print: the page's, preceded by every held item from the
    /// first one whose frame the page changes. An item's
    /// ``PositionedLayout/Item/index`` counts from the first item held
    /// (``firstIndex``), and ``records`` gives its id and extra values.
    ///
    /// The content size is that of all items so far; the supplementary views
    /// are those of the section's end (its footer), with the header on a
    /// first page only, and a section background only while every item is
    /// held (it spans all of them).
    public var positions: PositionedLayout
    /// The index, among all items so far, of the item with ``PositionedLayout/Item/index`` 0.
    public var firstIndex: Int
    /// The records of the items from ``firstIndex`` on: an item without an id
    /// of its own has its index among all items as its id, as in a layout of all items.
    public var records: ItemRecords
    /// The state after the page, for the next one.
    public var state: LayoutState
}

extension LayoutState {
    /// How many items apart the checkpoints the state resumes from are: a
    /// state holds at most about this many items besides the last line, row
    /// or segment.
    public static let checkpointSpacing = 32

    /// Lays out `page` after the items of `state` (or as the first page),
    /// placing only the items the state holds and the page's, with exactly
    /// the frames a layout of all items gives them.
    ///
    /// Where the page starts decides what it is: right after the last page,
    /// the next page; where the last page started, the last page again (a
    /// retried request), laid out from the state before it, so that sending
    /// a page twice prints the same records and leaves the same state as
    /// sending it once, and a changed page replaces it; anywhere else, an
    /// error, since the page would repeat or skip items. Without `start` the
    /// page is taken as the next one: a caller that may send a page twice
    /// should say where it starts.
    ///
    /// The strategy resumes from the state's checkpoint with the items from
    /// there on as one section of their own, recording checkpoints; the new
    /// state keeps the last checkpoint that appending cannot invalidate and
    /// the items from it on.
    ///
    /// ```swift
    /// var state: LayoutState?
    /// for page in pages {
    ///     let laidOut = try LayoutState.layOutPage(page, after: state, configuration: configuration)
    ///     print(PositionedLayout.text([laidOut.positions], format: .csv, records: laidOut.records))
    ///     state = laidOut.state
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - page: One section of items given one by one.
    ///   - state: The state after the previous page, or `nil` for the first page.
    ///   - start: The index of the page's first item among all items, or
    ///     `nil` for the next one (``itemCount``).
    ///   - configuration: The configuration, its width and height as used.
    ///   - source: Names the state in errors, usually its file path.
    ///   - scale: Pixels per point to snap every frame to, or `nil` for none;
    ///     a held item is printed again when its snapped frame changes.
    ///   - registry: Where to look the strategy up.
    /// - Throws: ``LayoutStateError/pageOutOfOrder(source:start:itemCount:lastPageStart:)``
    ///   for a page that starts neither after the last page nor where it started;
    ///   ``LayoutStateError/mismatch(source:what:state:now:)`` for a
    ///   state made with another strategy, viewport or options
    ///   (``check(matches:source:)``); ``LayoutStateError/unsupported(reason:)`` for a page that is
    ///   not one section of items, a strategy that cannot resume from a
    ///   portable checkpoint (``ResumableLayoutStrategy`` with a
    ///   ``PortablePlacementState``), or a horizontal right-to-left layout
    ///   (whose every frame moves as its content grows);
    ///   ``LayoutStateError/corrupted(source:reason:)`` for a placement state
    ///   the strategy cannot read; ``InputError/duplicateID(id:first:second:)``
    ///   for an id the page repeats, in itself or among the items held;
    ///   ``LayoutError`` for the strategy, its options or an item (named by
    ///   its index among all items).
    /// - Complexity: O(*k* + *h*) placements and memory, for *k* items in the
    ///   page and *h* held by the state — for the built-in strategies *h* is 0
    ///   for a column layout and at most ``checkpointSpacing`` plus the last
    ///   line, row or segment otherwise (every item of a section with optimal
    ///   `justified-rows` breaking, where a later item can move any break).
    public static func layOutPage(
        _ page: ItemTable, after state: LayoutState?, startingAt start: Int? = nil, configuration: Configuration,
        source: String = "state", snappingTo scale: Double? = nil, registry: StrategyRegistry = .builtIn
    ) throws -> LayoutPage {
        try checkPage(page.sections)
        try state?.check(matches: configuration, source: source)
        let start = start ?? state?.itemCount ?? 0
        // The state to resume from: this one for the next page, the one before it for the last page again.
        let base: LayoutState?
        switch state {
        case nil where start == 0: base = nil
        case let state? where start == state.itemCount: base = state
        case let state? where start == state.lastPageStart: base = state.previous
        default:
            throw LayoutStateError.pageOutOfOrder(
                source: source, start: start, itemCount: state?.itemCount, lastPageStart: state?.lastPageStart ?? 0)
        }
        let held = base ?? LayoutState(configuration: configuration, table: ItemTable(sections: [], records: .init()))
        let table = held.table.sections.isEmpty ? page : try held.appending(page)
        try table.records.checkUniqueIDs()
        guard let strategy = try configuration.makeStrategy(registry: registry) as? any ResumableLayoutStrategy else {
            throw LayoutStateError.unsupported(
                reason:
                    "page-by-page layout needs a strategy that resumes from a checkpoint; '\(configuration.strategy)'"
                    + (configuration.sections.isEmpty ? "" : " with per-section strategies") + " does not")
        }
        let placed = try place(table, after: held, source: source, with: strategy, configuration: configuration)
        guard placed.layout.layoutDirection == .leftToRight || placed.layout.scrollAxis == .vertical else {
            throw LayoutStateError.unsupported(
                reason: "page-by-page layout cannot follow a horizontal right-to-left layout: "
                    + "every frame moves as its content grows")
        }
        let exact = PositionedLayout(placed.layout, viewportWidth: configuration.width)
        var positions = scale.map { exact.snapped(scale: $0) } ?? exact
        // The first held item whose (snapped) frame the page changes, else the page's first item.
        let before = held.frames.map { frame in scale.map { PositionedLayout.snapped(frame, scale: $0) } ?? frame }
        let first = before.indices.first { before[$0] != positions.items[$0].frame } ?? before.count
        positions.items.removeFirst(first)
        if placed.resumed { positions.supplementary.removeAll { $0.kind == .background } }
        let records = (0..<table.count).map { index in
            var record = table.records.record(at: index)
            record.id = record.id ?? .number(Double(held.firstItem + index))
            return record
        }
        let keep = placed.nextFirstItem
        let next = LayoutState(
            configuration: configuration, firstItem: held.firstItem + keep, placementState: placed.nextState,
            table: ItemTable(
                sections: [SectionInput(items: Array(table.sizes[keep...]))],
                records: table.records.records(in: keep..<table.records.count)),
            frames: exact.items[keep...].map(\.frame), lastPageStart: start, previous: base)
        return LayoutPage(
            positions: positions, firstIndex: held.firstItem,
            records: ItemRecords(columns: table.records.columns, items: records), state: next)
    }

    /// Places `table` (the items held and the page) with `strategy`, resuming
    /// from the state's checkpoint when it has one.
    private static func place<Strategy: ResumableLayoutStrategy>(
        _ table: ItemTable, after held: LayoutState, source: String, with strategy: Strategy,
        configuration: Configuration
    ) throws -> (layout: PreparedLayout, resumed: Bool, nextFirstItem: Int, nextState: [Double]?) {
        guard let portable = Strategy.PlacementState.self as? any PortablePlacementState.Type else {
            throw LayoutStateError.unsupported(
                reason: "page-by-page layout needs a strategy whose placement state can be saved; "
                    + "'\(configuration.strategy)' cannot save it")
        }
        var start: PlacementCheckpoint<Strategy.PlacementState>?
        if let values = held.placementState {
            guard let state = portable.init(portableValues: values) as? Strategy.PlacementState else {
                throw LayoutStateError.corrupted(
                    source: source, reason: "its placement state is not one of strategy '\(configuration.strategy)'")
            }
            start = PlacementCheckpoint(section: 0, item: 0, state: state)
        }
        let input = configuration.layoutInput(table.sections)
        var checkpoints = PlacementCheckpoints<Strategy.PlacementState>(recording: true, spacing: checkpointSpacing)
        let layout: PreparedLayout
        do {
            try input.validate(for: strategy)
            var builder = LayoutBuilder(input: input)
            // A resumed section is open, its header placed on the first page.
            if start != nil { builder.beginSection() }
            try strategy.placeElements(of: input, resumingFrom: start, into: &builder, checkpoints: &checkpoints)
            layout = try builder.finish(strategy: Strategy.name, index: .linear)
        } catch .invalidItem(let section, let item, let reason) {
            throw LayoutError.invalidItem(section: section, item: held.firstItem + item, reason: reason)
        }
        guard let resume = checkpoints.lastValid(beforeItem: table.count, ofSection: 0),
            let state = (resume.state as? any PortablePlacementState)?.portableValues
        else {
            // No checkpoint (no item placed): the next page starts where this one did.
            return (layout, start != nil, 0, held.placementState)
        }
        return (layout, start != nil, resume.item, state)
    }
}

extension ItemTable {
    /// The sizes of a table of items given one by one.
    fileprivate var sizes: [ItemSize] {
        sections.flatMap { section -> [ItemSize] in
            if case .sizes(let sizes) = section.items { return sizes }
            return []
        }
    }
}
