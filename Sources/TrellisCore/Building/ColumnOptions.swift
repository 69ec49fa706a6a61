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
public struct ColumnOptions: Sendable, Hashable {
    /// The number of columns (unless ``minimumColumnWidth`` is set).
    public var columns: Int
    /// When set, each section has as many columns as fit at this width
    /// (``RunningColumns/columnCount(crossLength:minimumColumnWidth:)``) and
    /// ``columns`` is not used; a section may override either.
    public var minimumColumnWidth: Double?
    /// The padding around each item inside its cell.
    public var cellPadding: Double
    /// The gap between neighbouring columns, on top of the padding (0 by default).
    public var columnSpacing: Double = 0
    /// The gap between an item and the next one in its column, on top of the padding (0 by default).
    public var itemSpacing: Double = 0
    /// Whether a ``LiveLayout`` keeps every item it placed in its column
    /// across later changes (`false` by default): resizing, inserting or
    /// deleting items moves the others along their columns, never across, so
    /// nothing on screen jumps sideways. Items new to the layout go where the
    /// rule puts them. A new viewport (``LiveLayout/setViewport(width:height:)``)
    /// or input (``LiveLayout/setInput(_:)``) forgets the lanes and places by
    /// the rule again, as a full prepare always does. The layout is then the
    /// one a full placement gives when each remembered item's column is taken
    /// as given (``LaneMemory``).
    public var stableLanes = false
    /// The direction the content scrolls in; `.horizontal` needs the input's `height`.
    public var scrollDirection: ScrollAxis
    /// The insets around each section's items (not its header and footer).
    public var sectionInset: Insets
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    public var footerReferenceSize: Size

    /// The configuration options: `columns`, `minimumColumnWidth`, `cellPadding`,
    /// `columnSpacing`, `itemSpacing`, `scrollDirection`, `stableLanes`,
    /// `sectionInset`, `headerReferenceSize`, `footerReferenceSize`.
    public static let options =
        [
            RunningColumns.columnsOption.erased, RunningColumns.minimumColumnWidthOption.erased,
            RunningColumns.cellPaddingOption.erased, RunningColumns.columnSpacingOption.erased,
            RunningColumns.itemSpacingOption.erased, scrollDirectionOption.erased,
            RunningColumns.stableLanesOption.erased,
        ]
        + SectionOptions.perSection
    /// `scrollDirection`, described for columns.
    static let scrollDirectionOption = SectionOptions.scrollDirection(
        summary: "Columns run down and the content grows downwards (vertical), or rows run across and it grows "
            + "to the right (horizontal: needs the viewport height).")
    /// Every option but `scrollDirection`, which a section may override.
    public static let sectionOptions = ColumnSection.sectionOptions

    /// Creates the options; the defaults give the Pinterest tutorial's layout.
    public init(
        columns: Int = 2, cellPadding: Double = 6, scrollDirection: ScrollAxis = .vertical,
        sectionInset: Insets = .zero, headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero,
        minimumColumnWidth: Double? = nil
    ) {
        self.columns = columns
        self.minimumColumnWidth = minimumColumnWidth
        self.cellPadding = cellPadding
        self.scrollDirection = scrollDirection
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    /// Reads the options from a configuration.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming a bad
    ///   value, or `minimumColumnWidth` when `columns` is given too.
    public init(options: OptionValues) throws(LayoutError) {
        self.init(
            columns: try options.value(RunningColumns.columnsOption),
            minimumColumnWidth: try Self.minimumColumnWidth(in: options),
            cellPadding: try options.value(RunningColumns.cellPaddingOption),
            scrollDirection: try options.value(Self.scrollDirectionOption),
            sectionInset: try options.value(SectionOptions.sectionInset),
            headerReferenceSize: try options.value(SectionOptions.headerReferenceSize),
            footerReferenceSize: try options.value(SectionOptions.footerReferenceSize))
        columnSpacing = try options.value(RunningColumns.columnSpacingOption)
        itemSpacing = try options.value(RunningColumns.itemSpacingOption)
        stableLanes = try options.value(RunningColumns.stableLanesOption)
    }

    private init(
        columns: Int, minimumColumnWidth: Double?, cellPadding: Double, scrollDirection: ScrollAxis,
        sectionInset: Insets, headerReferenceSize: Size, footerReferenceSize: Size
    ) {
        self.init(
            columns: columns, cellPadding: cellPadding, scrollDirection: scrollDirection,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
            footerReferenceSize: footerReferenceSize, minimumColumnWidth: minimumColumnWidth)
    }

    /// The `minimumColumnWidth` of options, `nil` when absent.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` for a bad value,
    ///   or when `columns` is given too (they are two ways to set one count).
    static func minimumColumnWidth(in options: OptionValues) throws(LayoutError) -> Double? {
        let option = RunningColumns.minimumColumnWidthOption
        guard options[option.name] != nil else { return nil }
        guard options[RunningColumns.columnsOption.name] == nil else {
            throw .invalidOption(
                key: options.keyPrefix + option.name,
                reason: "give either 'columns' or 'minimumColumnWidth', not both")
        }
        return try options.value(option)
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
}

extension ColumnRule {
    /// The start where the item sits highest, leftmost on ties.
    @inlinable
    public func column(for stack: RunningColumns, span: Int, cursor: Int) -> Int { stack.lowestStart(span: span) }
}

/// What a column layout resumes from: the running heights and the cursor.
public struct ColumnPlacementState: Sendable, Hashable {
    /// The running height of each column.
    public var heights: [Double]
    /// The column after the previous item's last column.
    public var cursor: Int
    /// Where the section's items start (``RunningColumns/itemsStart``).
    public var itemsStart: Double

    /// Creates a state.
    public init(heights: [Double], cursor: Int, itemsStart: Double = 0) {
        self.heights = heights
        self.cursor = cursor
        self.itemsStart = itemsStart
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
                stack.heights = start.state.heights
                stack.itemsStart = start.state.itemsStart
                cursor = start.state.cursor
            } else {
                builder.beginSection()
                resolved.geometry.placeHeader(sectionStart: end, into: &builder)
                stack = try resolved.makeStack(itemsStart: resolved.geometry.itemsStart(sectionStart: end))
            }
            // The items go to the builder in runs, from one checkpoint to the
            // next (the whole section when none is recorded): a run writes
            // frames and lanes in one tight loop (`LayoutBuilder.addColumnItems`)
            // and stops early at an item that gives a span or has a bad size.
            // A frame that is not finite is found after its run; the error
            // names the first such item, as a check per item would.
            var index = first
            while index < section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(
                        ColumnPlacementState(heights: stack.heights, cursor: cursor, itemsStart: stack.itemsStart),
                        section: sectionIndex, item: index, builder: builder)
                    if Self.shouldPause(&checkpoints, section: sectionIndex, item: index, stack: stack) { return }
                }
                let runEnd = checkpoints.nextDue(section: sectionIndex, after: index, end: section.count)
                let runStart = builder.elementCount
                // Stable lanes place one item at a time below, each in its remembered column.
                let stop =
                    stableLanes
                    ? index
                    : builder.addColumnItems(
                        index..<runEnd, of: section, stack: &stack, cursor: &cursor, rule: sectionRule)
                if !stack.hasFiniteHeights, let bad = builder.firstNonFinitePosition(from: runStart) {
                    throw RunningColumns.overflow(
                        section: sectionIndex, item: index + bad - runStart, frame: builder.frame(ofElement: bad))
                }
                index = stop
                guard index < runEnd else { continue }
                if let size = section.size(at: index), !size.isValid {
                    throw .invalidItem(
                        section: sectionIndex, item: index,
                        reason: size.problem ?? "the size is not a finite number greater than 0")
                }
                // A spanning item (or a span of 1 given explicitly, or any
                // item with stable lanes), one at a time.
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
                    cursor = column + count == stack.columns ? 0 : column + count
                } else {
                    column = remembered ?? sectionRule.column(for: stack, cursor: cursor)
                    guard column >= 0, column < stack.columns else {
                        throw .contractViolation(
                            strategy: strategy,
                            detail: "section \(sectionIndex), item \(index): column \(column) of \(stack.columns)")
                    }
                    frame = stack.place(size, inColumn: column, into: &builder)
                    cursor = column + 1 == stack.columns ? 0 : column + 1
                }
                guard frame.isFinite else {
                    throw RunningColumns.overflow(section: sectionIndex, item: index, frame: frame)
                }
                if stableLanes { builder.laneMemory.record(column, ofItem: index, inSection: sectionIndex) }
                index += 1
            }
            checkpoints.record(
                ColumnPlacementState(heights: stack.heights, cursor: cursor, itemsStart: stack.itemsStart),
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
