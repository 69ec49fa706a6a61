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
public struct RoundRobin: LayoutStrategy {
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

    /// - Complexity: O(*n* + *s*·*c*) for *n* items, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var stack = try ColumnStack(width: input.width, columns: columns, cellPadding: cellPadding)
        for (sectionIndex, section) in input.sections.enumerated() {
            builder.beginSection()
            stack.resetHeights(to: stack.maximumHeight)
            var column = 0
            for index in 0..<section.count {
                let frame = stack.place(section.size(at: index), inColumn: column, into: &builder)
                guard frame.isFinite else { throw ColumnStack.overflow(section: sectionIndex, item: index, frame: frame) }
                column = column + 1 == columns ? 0 : column + 1
            }
        }
        guard stack.maximumHeight.isFinite else {
            throw .inputTooLarge("the content height exceeds what a Double can hold; the items are too tall")
        }
        builder.contentSize = Size(width: input.width, height: stack.maximumHeight)
    }
}
