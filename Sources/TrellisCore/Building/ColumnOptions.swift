/// The options every column strategy shares — columns, padding, scroll
/// direction, section insets, header and footer — and the placement loop they
/// share: sections, headers, footers, checkpoints for live updates, overflow
/// checks and the content size. A column strategy supplies only a
/// ``ColumnRule``: which column the next item goes to.
///
/// ```swift
/// struct EveryOther: ColumnRule {
///     func column(for stack: RunningColumns, cursor: Int) -> Int { (cursor * 2) % stack.columns }
/// }
/// try columnOptions.placeElements(of: input, strategy: Self.name, resumingFrom: start,
///                                 into: &builder, checkpoints: &checkpoints) { _, _ in EveryOther() }
/// ```
public struct ColumnOptions: OptionDeclaring, Hashable {
    /// The number of columns (unless ``minimumColumnWidth`` is set).
    @Option("columns", range: 1...10_000, perSection: true, summary: "Number of columns of equal width.")
    public var columns = 2
    /// When set, each section has as many columns as fit at this width
    /// (``RunningColumns/columnCount(crossLength:minimumColumnWidth:)``) and
    /// ``columns`` is not used; a section may override either.
    @Option(
        "minimumColumnWidth", allowed: "a number greater than 0", defaultDescription: "absent (columns decides)",
        perSection: true,
        summary: "Adaptive column count: as many columns as fit at this width, at least 1 (instead of columns).",
        check: { width in (width ?? 1) > 0 ? nil : "must be greater than 0" })
    public var minimumColumnWidth: Double? = nil
    /// The padding around each item inside its cell.
    @Option(
        "cellPadding", minimum: 0, perSection: true,
        summary: "Padding around each item inside its cell, on all four sides.")
    public var cellPadding = 6.0
    /// The gap between neighbouring columns, on top of the padding (0 by default).
    @Option(
        "columnSpacing", minimum: 0, perSection: true,
        summary: "Gap between neighbouring columns (UIKit's minimumColumnSpacing); on top of cellPadding.")
    public var columnSpacing = 0.0
    /// The gap between an item and the next one in its column, on top of the padding (0 by default).
    @Option(
        "itemSpacing", minimum: 0, perSection: true,
        summary: "Gap between an item and the next one in its column (minimumInteritemSpacing); on top of cellPadding.")
    public var itemSpacing = 0.0
    /// The direction the content scrolls in; `.horizontal` needs the input's `height`.
    @Option(
        SectionOptions.scrollDirection(
            summary: "Columns run down and the content grows downwards (vertical), or rows run across and it grows "
                + "to the right (horizontal: needs the viewport height)."))
    public var scrollDirection: ScrollAxis
    /// Whether a ``LiveLayout`` keeps every item it placed in its column
    /// across later changes (`false` by default): resizing, inserting or
    /// deleting items moves the others along their columns, never across, so
    /// nothing on screen jumps sideways. Items new to the layout go where the
    /// rule puts them. A new viewport (``LiveLayout/setViewport(width:height:)``)
    /// or input (``LiveLayout/setInput(_:)``) forgets the lanes and places by
    /// the rule again, as a full prepare always does. The layout is then the
    /// one a full placement gives when each remembered item's column is taken
    /// as given (``LaneMemory``).
    @Option(
        "stableLanes",
        summary: "In a live layout, every item placed before stays in its column across resizes, inserts and "
            + "deletes (new items go where the rule puts them); a new width or input places by the rule again.")
    public var stableLanes = false
    /// The insets around each section's items (not its header and footer).
    @Option(SectionOptions.sectionInset, perSection: true) public var sectionInset: Insets
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    @Option(SectionOptions.headerReferenceSize, perSection: true) public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    @Option(SectionOptions.footerReferenceSize, perSection: true) public var footerReferenceSize: Size

    /// The configuration options: `columns`, `minimumColumnWidth`, `cellPadding`,
    /// `columnSpacing`, `itemSpacing`, `scrollDirection`, `stableLanes`,
    /// `sectionInset`, `headerReferenceSize`, `footerReferenceSize`.
    public static let options = declaredOptions
    /// Every option but `scrollDirection` and `stableLanes`, which a section may override.
    public static let sectionOptions = declaredSectionOptions
    /// Every option at its default, for the declarations.
    static let declared = defaults

    /// Creates the options with their defaults: the Pinterest tutorial's layout.
    public init() {}

    /// Creates the options; an option left `nil` keeps its default (the Pinterest tutorial's layout).
    public init(
        columns: Int? = nil, cellPadding: Double? = nil, scrollDirection: ScrollAxis? = nil,
        sectionInset: Insets? = nil, headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil,
        minimumColumnWidth: Double? = nil
    ) {
        self.init()
        if let columns { self.columns = columns }
        if let cellPadding { self.cellPadding = cellPadding }
        if let scrollDirection { self.scrollDirection = scrollDirection }
        if let sectionInset { self.sectionInset = sectionInset }
        if let headerReferenceSize { self.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { self.footerReferenceSize = footerReferenceSize }
        self.minimumColumnWidth = minimumColumnWidth
    }

    /// Reads the options from a configuration.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming a bad
    ///   value, or `minimumColumnWidth` when `columns` is given too.
    public init(options: OptionValues) throws(LayoutError) {
        try self.init(reading: options)
    }

    /// Throws when options give both `columns` and `minimumColumnWidth`: two ways to set one count.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming `minimumColumnWidth`.
    public static func checkCombination(of options: OptionValues) throws(LayoutError) {
        let width = declared.$minimumColumnWidth.name
        guard options[width] != nil, options[declared.$columns.name] != nil else { return }
        throw .invalidOption(
            key: options.keyPrefix + width, reason: "give either 'columns' or 'minimumColumnWidth', not both")
    }
}

/// How a column strategy chooses each item's column.
public protocol ColumnRule {
    /// The column the next item goes to.
    ///
    /// - Parameters:
    ///   - stack: The columns with their running heights.
    ///   - cursor: The column after the previous item's (wrapping), 0 for a
    ///     section's first item.
    func column(for stack: RunningColumns, cursor: Int) -> Int

    /// The start column of the next item when it spans `span` columns (2 or
    /// more): a column from 0 to `stack.columns - span`.
    ///
    /// Called only for strategies that declare
    /// ``LayoutStrategy/supportsColumnSpans``. The default takes the start
    /// where the item sits highest, leftmost on ties (``RunningColumns/lowestStart(span:)``).
    ///
    /// - Parameters:
    ///   - stack: The columns with their running heights.
    ///   - span: The number of columns the item spans, from 2 to `stack.columns`.
    ///   - cursor: The column after the previous item's last column (wrapping),
    ///     0 for a section's first item.
    func column(for stack: RunningColumns, span: Int, cursor: Int) -> Int

    /// The column the next item goes to, for a rule that reads nothing but
    /// the running heights and the cursor; `nil` (the default) for a rule
    /// that needs the ``RunningColumns``: the column loop then asks
    /// ``column(for:cursor:)``.
    ///
    /// Implement it, returning what ``column(for:cursor:)`` returns, when the
    /// rule needs only the heights: the loop then keeps them in a buffer of
    /// its own for a run of items instead of in the stack (whose array it
    /// would check for sharing at every item), and places several times
    /// faster. A rule returns `nil` always or never.
    ///
    /// - Parameters:
    ///   - heights: The running height of each column (``RunningColumns/heights``).
    ///   - cursor: The column after the previous item's (wrapping), 0 for a
    ///     section's first item.
    func column(heights: UnsafeBufferPointer<Double>, cursor: Int) -> Int?

    /// Whether the rule keeps the columns about level: each item goes to the
    /// shortest column or near it, so no column runs ahead of the others by
    /// much more than an item. `false` by default.
    ///
    /// A full prepare of a rule that says so records its items' runs as
    /// bands (one every 16 items) instead of lanes, and `auto` answers
    /// queries with them: one search and a walk along storage, where lanes
    /// search each column, in less memory. Should the bands turn out deep (a
    /// rule that only claims it), `auto` falls back to the R-tree: exact
    /// either way. A ``LiveLayout`` records lanes whatever the rule says:
    /// its edits keep the lane index up to date, and columns it keeps
    /// through edits (`stableLanes`) may drift apart.
    var keepsColumnsLevel: Bool { get }
}

extension ColumnRule {
    /// The start where the item sits highest, leftmost on ties.
    @inlinable
    public func column(for stack: RunningColumns, span: Int, cursor: Int) -> Int { stack.lowestStart(span: span) }

    /// `nil`: the rule is asked with the ``RunningColumns``.
    @inlinable
    public func column(heights: UnsafeBufferPointer<Double>, cursor: Int) -> Int? { nil }

    /// `false`: the columns are indexed as lanes only.
    @inlinable
    public var keepsColumnsLevel: Bool { false }
}

/// What a column layout resumes from: the running heights and the cursor.
///
/// Up to four heights are held inline, so that a live layout's checkpoint of
/// a layout of that many columns (one every 32 items) allocates nothing,
/// and the running heights it saves are not shared (which would make the
/// next item copy them); more are held in an array.
public struct ColumnPlacementState: Sendable, Hashable {
    /// The running height of each column.
    public var heights: [Double] {
        get { withHeights { Array($0) } }
        set { self = Self(heights: newValue, cursor: cursor, itemsStart: itemsStart) }
    }
    /// The column after the previous item's last column.
    public var cursor: Int
    /// Where the section's items start (``RunningColumns/itemsStart``).
    public var itemsStart: Double
    /// The first ``inlineCapacity`` heights when there are no more (zeros past `count`).
    @usableFromInline var inlineHeights: (Double, Double, Double, Double) = (0, 0, 0, 0)
    /// The number of heights.
    @usableFromInline var count: Int
    /// Every height when there are more than ``inlineCapacity``, else empty.
    @usableFromInline var spilledHeights: [Double] = []

    /// The most heights held inline.
    @inlinable static var inlineCapacity: Int { 4 }

    /// Creates a state.
    public init(heights: [Double], cursor: Int, itemsStart: Double = 0) {
        self.cursor = cursor
        self.itemsStart = itemsStart
        count = heights.count
        heights.withUnsafeBufferPointer { storeHeights($0) }
    }

    /// The state of `stack` with `cursor`: its heights copied, inline when
    /// they fit (no allocation).
    @inlinable
    init(stack: RunningColumns, cursor: Int) {
        self.cursor = cursor
        itemsStart = stack.itemsStart
        count = stack.columns
        stack.withHeights { storeHeights($0) }
    }

    /// Stores `heights` (``count`` of them) inline or in the array.
    @inlinable
    mutating func storeHeights(_ heights: UnsafeBufferPointer<Double>) {
        guard heights.count <= Self.inlineCapacity else {
            spilledHeights = Array(heights)
            return
        }
        withUnsafeMutableBytes(of: &inlineHeights) { inline in
            let inline = inline.bindMemory(to: Double.self)
            for column in heights.indices { inline[column] = heights[column] }
        }
    }

    /// Calls `body` with the heights, without copying them.
    @inlinable
    func withHeights<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        guard count <= Self.inlineCapacity else { return spilledHeights.withUnsafeBufferPointer(body) }
        return withUnsafeBytes(of: inlineHeights) { inline in
            body(UnsafeBufferPointer(rebasing: inline.bindMemory(to: Double.self).prefix(count)))
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.cursor == rhs.cursor && lhs.itemsStart == rhs.itemsStart
            && lhs.withHeights { left in rhs.withHeights { left.elementsEqual($0) } }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(heights)
        hasher.combine(cursor)
        hasher.combine(itemsStart)
    }
}

extension ColumnOptions {
    /// Places every section from `start` on (every element when `nil`):
    /// header, items in the columns `rule` picks, footer; a checkpoint every
    /// ``PlacementCheckpoints/spacing`` items and at each section's end.
    ///
    /// Inlinable so that each strategy's rule is specialized into the loop:
    /// it runs once per item.
    ///
    /// - Parameters:
    ///   - input: The validated input.
    ///   - strategy: The strategy's name, for errors.
    ///   - start: The checkpoint to resume from, or `nil` to place everything.
    ///   - builder: The builder, rewound to `start` when resuming.
    ///   - checkpoints: Where the checkpoints are recorded.
    ///   - rule: The rule for a section (given the section and its index).
    /// - Throws: ``LayoutError`` for bad options or overrides, a missing
    ///   height when scrolling horizontally, or sizes that overflow `Double`.
    /// - Complexity: O(*n*·*r* + *s*·*c*) for *n* items placed, a rule costing
    ///   *r*, *s* sections and *c* columns.
    @inlinable
    public func placeElements<Rule: ColumnRule>(
        of input: LayoutInput, strategy: String, resumingFrom start: PlacementCheckpoint<ColumnPlacementState>?,
        into builder: inout LayoutBuilder, checkpoints: inout PlacementCheckpoints<ColumnPlacementState>,
        rule: (SectionInput, Int) throws(LayoutError) -> Rule
    ) throws(LayoutError) {
        let crossLength = try SectionGeometry.crossLength(
            axis: scrollDirection, width: input.width,
            height: input.height, strategy: strategy)
        builder.scrollAxis = scrollDirection
        // Where the next section starts along the scroll direction; a resumed
        // section's start is in its heights.
        var end = 0.0
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            let resolved = try ColumnSection(
                section, at: sectionIndex, of: input, axis: scrollDirection, columns: columns,
                minimumColumnWidth: minimumColumnWidth,
                cellPadding: cellPadding, inset: sectionInset, header: headerReferenceSize,
                footer: footerReferenceSize, columnSpacing: columnSpacing, itemSpacing: itemSpacing,
                strategy: strategy)
            let sectionRule = try rule(section, sectionIndex)
            var stack: RunningColumns
            var first = 0
            var cursor = 0
            if let start, start.section == sectionIndex {
                first = start.item
                stack = try resolved.makeStack(itemsStart: 0)
                stack.restore(start.state)
                cursor = start.state.cursor
            } else {
                builder.beginSection()
                resolved.geometry.placeHeader(sectionStart: end, into: &builder)
                stack = try resolved.makeStack(itemsStart: resolved.geometry.itemsStart(sectionStart: end))
            }
            // The items go to the builder in runs, each to the section's end
            // (`LayoutBuilder.addColumnItems`: frames, lanes and checkpoints
            // in one tight loop), which stop early at an item that gives a
            // span or has a bad size, and pause where the checkpoints say. A
            // frame that is not finite is found after its run; the error
            // names the first such item, as a check per item would.
            var index = first
            while index < section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(
                        ColumnPlacementState(stack: stack, cursor: cursor),
                        section: sectionIndex, item: index, builder: builder)
                    if Self.shouldPause(&checkpoints, section: sectionIndex, item: index, stack: stack) { return }
                }
                let runStart = builder.elementCount
                // With stable lanes an item goes back to its remembered column.
                let (stop, paused) = builder.addColumnItems(
                    index..<section.count, of: section, stack: &stack, cursor: &cursor, rule: sectionRule,
                    keptLanesOf: stableLanes ? sectionIndex : nil, checkpoints: &checkpoints,
                    sectionIndex: sectionIndex)
                if !stack.hasFiniteHeights, let bad = builder.firstNonFinitePosition(from: runStart) {
                    throw RunningColumns.overflow(
                        section: sectionIndex, item: index + bad - runStart, frame: builder.frame(ofElement: bad))
                }
                if paused { return }
                index = stop
                guard index < section.count else { continue }
                if let size = section.size(at: index), !size.isValid {
                    throw .invalidItem(
                        section: sectionIndex, item: index,
                        reason: size.problem ?? "the size is not a finite number greater than 0")
                }
                // A spanning item (or a span of 1 given explicitly), one at a time.
                let size = section.size(at: index)
                let frame: Rect
                let count = try stack.spanCount(of: size, section: sectionIndex, item: index)
                let remembered =
                    stableLanes
                    ? builder.laneMemory.lane(ofItem: index, inSection: sectionIndex).flatMap {
                        $0 + count <= stack.columns ? $0 : nil
                    } : nil
                let column: Int
                if count > 1 {
                    column = remembered ?? sectionRule.column(for: stack, span: count, cursor: cursor)
                    guard column >= 0, column + count <= stack.columns else {
                        throw .contractViolation(
                            strategy: strategy,
                            detail: "section \(sectionIndex), item \(index): "
                                + "start column \(column) for a span of \(count) in \(stack.columns) columns")
                    }
                    frame = stack.place(size, spanning: count, from: column, into: &builder)
                    cursor = stack.cursor(after: column, span: count)
                } else {
                    column = remembered ?? sectionRule.column(for: stack, cursor: cursor)
                    guard column >= 0, column < stack.columns else {
                        throw .contractViolation(
                            strategy: strategy,
                            detail: "section \(sectionIndex), item \(index): column \(column) of \(stack.columns)")
                    }
                    frame = stack.place(size, inColumn: column, into: &builder)
                    cursor = stack.cursor(after: column)
                }
                guard frame.isFinite else {
                    throw RunningColumns.overflow(section: sectionIndex, item: index, frame: frame)
                }
                if stableLanes { builder.laneMemory.record(column, ofItem: index, inSection: sectionIndex) }
                index += 1
            }
            checkpoints.record(
                ColumnPlacementState(stack: stack, cursor: cursor),
                section: sectionIndex, item: section.count, builder: builder)
            if Self.shouldPause(&checkpoints, section: sectionIndex, item: section.count, stack: stack) { return }
            end = resolved.geometry.placeFooter(itemsEnd: stack.itemsEnd, into: &builder)
        }
        guard end.isFinite else {
            throw .inputTooLarge("the content length exceeds what a Double can hold; the items are too tall")
        }
        builder.contentSize =
            scrollDirection == .horizontal
            ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }

    /// Whether a deferred placement pauses at the checkpoint just recorded:
    /// every later element starts at or after the shortest column (and the
    /// footer at or after the items' end).
    @inlinable
    static func shouldPause(
        _ checkpoints: inout PlacementCheckpoints<ColumnPlacementState>, section: Int, item: Int,
        stack: RunningColumns
    ) -> Bool {
        guard checkpoints.limit != nil else { return false }
        return checkpoints.shouldPause(
            section: section, item: item, nextStart: Swift.min(stack.minimumHeight, stack.itemsEnd),
            placedEnd: stack.maximumHeight)
    }
}
