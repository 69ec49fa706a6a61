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
    public static let options = [ColumnStack.columnsOption.erased, ColumnStack.cellPaddingOption.erased]

    /// The number of columns.
    public var columns: Int
    /// The padding around each item inside its cell.
    public var cellPadding: Double

    /// Creates the strategy.
    public init(columns: Int = 2, cellPadding: Double = 6) {
        self.columns = columns
        self.cellPadding = cellPadding
    }

    public init(options: OptionValues) throws(LayoutError) {
        self.init(columns: try options.value(ColumnStack.columnsOption),
                  cellPadding: try options.value(ColumnStack.cellPaddingOption))
    }

    /// Places from `start` on (every element when `nil`), with a checkpoint
    /// (the column heights) every ``PlacementCheckpoints/spacing`` items and
    /// at the end of each section.
    ///
    /// - Complexity: O(*n* + *s*·*c*) for *n* items placed, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<[Double]>?,
                              into builder: inout LayoutBuilder,
                              checkpoints: inout PlacementCheckpoints<[Double]>) throws(LayoutError) {
        var stack = try ColumnStack(width: input.width, columns: columns, cellPadding: cellPadding)
        if let start { stack.heights = start.state }
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            var first = 0
            if let start, start.section == sectionIndex {
                first = start.item
            } else {
                builder.beginSection()
                stack.resetHeights(to: stack.maximumHeight)
            }
            var column = first % columns
            for index in first..<section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(stack.heights, section: sectionIndex, item: index, builder: builder)
                }
                stack.place(section.size(at: index), inColumn: column, into: &builder)
                column = column + 1 == columns ? 0 : column + 1
            }
            checkpoints.record(stack.heights, section: sectionIndex, item: section.count, builder: builder)
        }
        builder.contentSize = Size(width: input.width, height: stack.maximumHeight)
    }
}
