import TrellisCore

/// A waterfall: equal columns, each item placed in the currently shortest
/// column (ties to the leftmost), each keeping its photo's aspect ratio.
///
/// Exact rules (Docs/Strategies/ShortestColumn.md): the cell arithmetic of
/// `round-robin`; the first item goes to column 0 and each next item to the
/// column with the smallest running height after the previous placement, ties
/// going to the lowest index. Each section starts at the bottom of the previous
/// one's tallest column.
public struct ShortestColumn: ResumableLayoutStrategy {
    public static let name = "shortest-column"
    public static let summary = "Waterfall: each item goes to the shortest column (ties to the leftmost)"
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
    /// - Complexity: O(*n*·*c* + *s*·*c*) for *n* items placed, *s* sections and *c* columns.
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
            var column = first == 0 ? 0 : stack.shortestColumn
            for index in first..<section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(stack.heights, section: sectionIndex, item: index, builder: builder)
                }
                stack.place(section.size(at: index), inColumn: column, into: &builder)
                column = stack.shortestColumn
            }
            checkpoints.record(stack.heights, section: sectionIndex, item: section.count, builder: builder)
        }
        builder.contentSize = Size(width: input.width, height: stack.maximumHeight)
    }
}
