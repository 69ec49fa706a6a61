/// The options every column strategy shares — columns, padding, scroll
/// direction, section insets, header and footer — and the placement loop they
/// share: sections, headers, footers, checkpoints for live updates, overflow
/// checks and the content size. A column strategy supplies only a
/// ``ColumnRule``: which column the next item goes to.
///
/// ```swift
/// struct EveryOther: ColumnRule {
///     func column(for stack: ColumnStack, cursor: Int) -> Int { (cursor * 2) % stack.columns }
/// }
/// try columnOptions.placeElements(of: input, strategy: Self.name, resumingFrom: start,
///                                 into: &builder, checkpoints: &checkpoints) { _, _ in EveryOther() }
/// ```
public struct ColumnOptions: Sendable, Hashable {
    /// The number of columns.
    public var columns: Int
    /// The padding around each item inside its cell.
    public var cellPadding: Double
    /// The direction the content scrolls in; `.horizontal` needs the input's `height`.
    public var scrollDirection: ScrollAxis
    /// The insets around each section's items (not its header and footer).
    public var sectionInset: Insets
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    public var footerReferenceSize: Size

    /// The configuration options: `columns`, `cellPadding`, `scrollDirection`,
    /// `sectionInset`, `headerReferenceSize`, `footerReferenceSize`.
    public static let options =
        [
            ColumnStack.columnsOption.erased, ColumnStack.cellPaddingOption.erased,
            scrollDirectionOption.erased,
        ] + SectionOptions.perSection
    /// `scrollDirection`, described for columns.
    static let scrollDirectionOption = SectionOptions.scrollDirection(
        summary: "Columns run down and the content grows downwards (vertical), or rows run across and it grows "
            + "to the right (horizontal: needs the viewport height).")
    /// Every option but `scrollDirection`, which a section may override.
    public static let sectionOptions = ColumnSection.sectionOptions

    /// Creates the options; the defaults give the Pinterest tutorial's layout.
    public init(
        columns: Int = 2, cellPadding: Double = 6, scrollDirection: ScrollAxis = .vertical,
        sectionInset: Insets = .zero, headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero
    ) {
        self.columns = columns
        self.cellPadding = cellPadding
        self.scrollDirection = scrollDirection
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    /// Reads the options from a configuration.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming a bad value.
    public init(options: OptionValues) throws(LayoutError) {
        self.init(
            columns: try options.value(ColumnStack.columnsOption),
            cellPadding: try options.value(ColumnStack.cellPaddingOption),
            scrollDirection: try options.value(Self.scrollDirectionOption),
            sectionInset: try options.value(SectionOptions.sectionInset),
            headerReferenceSize: try options.value(SectionOptions.headerReferenceSize),
            footerReferenceSize: try options.value(SectionOptions.footerReferenceSize))
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
    func column(for stack: ColumnStack, cursor: Int) -> Int
}

/// What a column layout resumes from: the running heights and the cursor.
public struct ColumnPlacementState: Sendable, Hashable {
    /// The running height of each column.
    public var heights: [Double]
    /// The column after the previous item's.
    public var cursor: Int

    /// Creates a state.
    public init(heights: [Double], cursor: Int) {
        self.heights = heights
        self.cursor = cursor
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
                cellPadding: cellPadding, inset: sectionInset, header: headerReferenceSize,
                footer: footerReferenceSize, strategy: strategy)
            let sectionRule = try rule(section, sectionIndex)
            var stack: ColumnStack
            var first = 0
            var cursor = 0
            if let start, start.section == sectionIndex {
                first = start.item
                stack = try resolved.makeStack(itemsStart: 0)
                stack.heights = start.state.heights
                cursor = start.state.cursor
            } else {
                builder.beginSection()
                resolved.geometry.placeHeader(sectionStart: end, into: &builder)
                stack = try resolved.makeStack(itemsStart: resolved.geometry.itemsStart(sectionStart: end))
            }
            for index in first..<section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(
                        ColumnPlacementState(heights: stack.heights, cursor: cursor),
                        section: sectionIndex, item: index, builder: builder)
                }
                let column = sectionRule.column(for: stack, cursor: cursor)
                let frame = stack.place(section.size(at: index), inColumn: column, into: &builder)
                guard frame.isFinite else {
                    throw ColumnStack.overflow(section: sectionIndex, item: index, frame: frame)
                }
                cursor = column + 1 == stack.columns ? 0 : column + 1
            }
            checkpoints.record(
                ColumnPlacementState(heights: stack.heights, cursor: cursor),
                section: sectionIndex, item: section.count, builder: builder)
            end = resolved.geometry.placeFooter(itemsEnd: stack.maximumHeight, into: &builder)
        }
        guard end.isFinite else {
            throw .inputTooLarge("the content length exceeds what a Double can hold; the items are too tall")
        }
        builder.contentSize =
            scrollDirection == .horizontal
            ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }
}
