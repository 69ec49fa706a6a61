import TrellisCore

/// A waterfall: equal columns, each item placed in the currently shortest
/// column (ties to the leftmost), each keeping its photo's aspect ratio.
///
/// Exact rules (Docs/Strategies/ShortestColumn.md): the cell arithmetic of
/// `round-robin`; the first item goes to column 0 and each next item to the
/// column with the smallest running height after the previous placement, ties
/// going to the lowest index. Each section starts at the bottom of the previous
/// one's tallest column.
public struct ShortestColumn: LayoutStrategy {
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

    /// - Complexity: O(*n*·*c* + *s*·*c*) for *n* items, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var stack = try ColumnStack(width: input.width, columns: columns, cellPadding: cellPadding)
        for (sectionIndex, section) in input.sections.enumerated() {
            builder.beginSection()
            stack.resetHeights(to: stack.maximumHeight)
            var column = 0
            for index in 0..<section.count {
                let frame = stack.place(section.size(at: index), inColumn: column, into: &builder)
                guard frame.isFinite else { throw ColumnStack.overflow(section: sectionIndex, item: index, frame: frame) }
                column = stack.shortestColumn
            }
        }
        guard stack.maximumHeight.isFinite else {
            throw .inputTooLarge("the content height exceeds what a Double can hold; the items are too tall")
        }
        builder.contentSize = Size(width: input.width, height: stack.maximumHeight)
    }
}
