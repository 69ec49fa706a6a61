import TrellisCore

/// The Pinterest tutorial's layout: equal columns filled in turn, item *i* in
/// column *i mod columns*, each keeping its photo's aspect ratio.
///
/// Exact rules (Docs/Strategies/RoundRobin.md): `columnWidth = W / columns`;
/// an item with natural size `w × h` gets `photoHeight = (h / w) * (columnWidth - 2 * cellPadding)`;
/// its cell is `(c * columnWidth, y[c], columnWidth, 2 * cellPadding + photoHeight)`;
/// its frame the cell inset by `cellPadding`. The next item goes to `(c + 1) % columns`.
/// Each section starts at the bottom of the previous one's tallest column, in column 0.
///
/// Because items go round regardless of height, *item order is not ordered by
/// y*: item 5 may be above item 4. The `auto` index therefore searches each
/// column, never the item order.
public struct RoundRobin: ResumableLayoutStrategy {
    public static let name = "round-robin"
    public static let summary = "Pinterest tutorial: equal columns filled in turn (item i in column i mod columns)"
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .framesInsideContentAcross]
    public static let options = [ColumnStack.columnsOption.erased, ColumnStack.cellPaddingOption.erased,
                                 SectionOptions.scrollDirection.erased] + SectionOptions.perSection
    /// Every option but `scrollDirection`: columns, padding, insets, header and footer.
    public static let sectionOptions = ColumnSection.sectionOptions

    /// The number of columns.
    public var columns: Int
    /// The padding around each item inside its cell.
    public var cellPadding: Double
    /// The direction the content scrolls in; `.horizontal` needs the input's `height`.
    public var scrollDirection: ScrollAxis
    /// The insets around each section's items (not its header and footer).
    public var sectionInset: EdgeInsets
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    public var footerReferenceSize: Size

    /// Creates the strategy; the defaults give the tutorial's layout.
    ///
    /// - Parameters:
    ///   - columns: The number of columns, at least 1.
    ///   - cellPadding: The padding around each item inside its cell.
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's `height`.
    ///   - sectionInset: The insets around each section's items, each side at least 0.
    ///   - headerReferenceSize: Each section's header size (full span), each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size (full span), each dimension at least 0.
    public init(columns: Int = 2, cellPadding: Double = 6, scrollDirection: ScrollAxis = .vertical,
                sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero) {
        self.columns = columns
        self.cellPadding = cellPadding
        self.scrollDirection = scrollDirection
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    public init(options: OptionValues) throws(LayoutError) {
        self.init(columns: try options.value(ColumnStack.columnsOption),
                  cellPadding: try options.value(ColumnStack.cellPaddingOption),
                  scrollDirection: try options.value(SectionOptions.scrollDirection),
                  sectionInset: try options.value(SectionOptions.sectionInset),
                  headerReferenceSize: try options.value(SectionOptions.headerReferenceSize),
                  footerReferenceSize: try options.value(SectionOptions.footerReferenceSize))
    }

    /// Places from `start` on (every element when `nil`), with a checkpoint
    /// (the column heights) every ``PlacementCheckpoints/spacing`` items and
    /// at the end of each section.
    ///
    /// - Complexity: O(*n* + *s*·*c*) for *n* items placed, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<[Double]>?,
                              into builder: inout LayoutBuilder,
                              checkpoints: inout PlacementCheckpoints<[Double]>) throws(LayoutError) {
        let crossLength = try SectionGeometry.crossLength(axis: scrollDirection, width: input.width,
                                                          height: input.height, strategy: Self.name)
        builder.scrollAxis = scrollDirection
        // Where the next section starts along the scroll direction; a resumed
        // section's start is in its heights.
        var end = 0.0
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            let resolved = try ColumnSection(
                section, at: sectionIndex, of: input, axis: scrollDirection, columns: columns,
                cellPadding: cellPadding, inset: sectionInset, header: headerReferenceSize,
                footer: footerReferenceSize, strategy: Self.name)
            var stack: ColumnStack
            var first = 0
            if let start, start.section == sectionIndex {
                first = start.item
                stack = try resolved.makeStack(itemsStart: 0)
                stack.heights = start.state
            } else {
                builder.beginSection()
                resolved.geometry.placeHeader(sectionStart: end, into: &builder)
                stack = try resolved.makeStack(itemsStart: resolved.geometry.itemsStart(sectionStart: end))
            }
            var column = first % stack.columns
            for index in first..<section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(stack.heights, section: sectionIndex, item: index, builder: builder)
                }
                let frame = stack.place(section.size(at: index), inColumn: column, into: &builder)
                guard frame.isFinite else { throw ColumnStack.overflow(section: sectionIndex, item: index, frame: frame) }
                column = column + 1 == stack.columns ? 0 : column + 1
            }
            checkpoints.record(stack.heights, section: sectionIndex, item: section.count, builder: builder)
            end = resolved.geometry.placeFooter(itemsEnd: stack.maximumHeight, into: &builder)
        }
        guard end.isFinite else {
            throw .inputTooLarge("the content length exceeds what a Double can hold; the items are too tall")
        }
        builder.contentSize = scrollDirection == .horizontal
            ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }
}
