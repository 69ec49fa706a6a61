/// The running state of a Pinterest-style column layout: equal columns, each
/// with its running height, and the tutorial's cell arithmetic.
///
/// A building block for column strategies (`round-robin`, `shortest-column`,
/// `masonry`, and yours): the strategy decides which column each item goes to;
/// `ColumnStack` computes the frame, advances the column and hands the frame to
/// the builder with the column as its lane, so the `auto` index answers
/// queries per column.
///
/// For column `c`: `x = leading + c * columnWidth`; an item with a natural size
/// `w × h` gets `photoHeight = (h / w) * (columnWidth - 2 * cellPadding)`, an
/// item with a fixed height keeps it, an item without a size (a `count`
/// section) is square; the cell is `(x, y[c], columnWidth, 2 * cellPadding + photoHeight)`
/// and the item's frame is the cell inset by `cellPadding` on every side.
/// With horizontal scrolling the same arithmetic runs in scroll coordinates
/// (`x` across, `y` along the scroll direction; a natural size is read
/// transposed) and each frame is transposed as it is placed.
public struct ColumnStack: Sendable {
    /// The number of columns.
    public let columns: Int
    /// The padding around every item, inside its cell.
    public let cellPadding: Double
    /// `width / columns`.
    public let columnWidth: Double
    /// `columnWidth - 2 * cellPadding`: the width of every item.
    public let itemWidth: Double
    /// Where column 0 starts across the scroll direction (the section's leading inset).
    public let leading: Double
    /// Whether frames are transposed as they are placed (horizontal scrolling).
    public let transposed: Bool
    /// The running height (the next free y) of each column.
    ///
    /// Setting it restores a state saved earlier (a ``PlacementCheckpoint``);
    /// a value without exactly ``columns`` heights is ignored.
    public var heights: [Double] {
        get { runningHeights }
        set { if newValue.count == columns { runningHeights = newValue } }
    }
    @usableFromInline var runningHeights: [Double]

    /// The `columns` option: an integer from 1 to 10,000, default 2.
    public static let columnsOption = Option<Int>(
        "columns", default: 2, range: 1...10_000, summary: "Number of columns of equal width.")
    /// The `cellPadding` option: a number of at least 0, default 6.
    public static let cellPaddingOption = Option<Double>(
        "cellPadding", default: 6, minimum: 0, summary: "Padding around each item inside its cell, on all four sides.")

    /// Creates the columns for a layout width.
    ///
    /// - Throws: ``LayoutError/invalidConfiguration(_:)`` when the padding
    ///   leaves a negative item width (`columnWidth - 2 * cellPadding < 0`).
    /// - Parameters:
    ///   - width: The length the columns share across the scroll direction.
    ///   - columns: The number of columns, at least 1.
    ///   - cellPadding: The padding around each item inside its cell.
    ///   - leading: Where column 0 starts across the scroll direction.
    ///   - transposed: Whether to transpose frames (horizontal scrolling); a
    ///     natural size `w × h` is then read as `h × w`.
    /// - Complexity: O(*c*), where *c* is the number of columns.
    public init(
        width: Double, columns: Int, cellPadding: Double, leading: Double = 0,
        transposed: Bool = false
    ) throws(LayoutError) {
        guard columns >= 1 else { throw .invalidOption(key: "columns", reason: "must be at least 1, got \(columns)") }
        self.columns = columns
        self.cellPadding = cellPadding
        self.leading = leading
        self.transposed = transposed
        self.columnWidth = width / Double(columns)
        self.itemWidth = columnWidth - 2 * cellPadding
        guard itemWidth >= 0 else {
            throw .invalidConfiguration(
                "cellPadding \(cellPadding) is too large for \(columns) columns in width \(width): "
                    + "each column is \(columnWidth) wide, so cellPadding can be at most \(columnWidth / 2)")
        }
        self.runningHeights = Array(repeating: 0, count: columns)
    }

    /// The height an item's photo gets in a column (its extent along the scroll direction).
    ///
    /// A fixed height is that extent in either direction; a natural size is
    /// read transposed when scrolling horizontally (the width is then the extent).
    @inlinable
    public func photoHeight(of size: ItemSize?) -> Double {
        guard let size else { return itemWidth }
        guard let width = size.width else { return size.height }
        if transposed { return (width / size.height) * (columnWidth - 2 * cellPadding) }
        return (size.height / width) * (columnWidth - 2 * cellPadding)
    }

    /// Places an item in a column: adds its frame to `builder` with the column
    /// as lane and advances the column by the cell's height.
    ///
    /// - Returns: The item's frame as placed.
    @inlinable
    @discardableResult
    public mutating func place(_ size: ItemSize?, inColumn column: Int, into builder: inout LayoutBuilder) -> Rect {
        let cellHeight = cellPadding * 2 + photoHeight(of: size)
        let cell = Rect(
            x: leading + Double(column) * columnWidth, y: runningHeights[column], width: columnWidth,
            height: cellHeight)
        let inset = cell.insetBy(dx: cellPadding, dy: cellPadding)
        let frame = transposed ? inset.transposed : inset
        builder.addItem(frame, lane: column)
        runningHeights[column] += cellHeight
        return frame
    }

    /// The error for an item whose frame or column height is no longer a
    /// finite number: sizes, aspect ratios or paddings too extreme for `Double`.
    ///
    /// Column strategies check each placed frame (`frame.isFinite`) and the
    /// final ``maximumHeight`` and throw this, so such input is rejected with
    /// the item named instead of reaching the builder's contract check.
    public static func overflow(section: Int, item: Int, frame: Rect) -> LayoutError {
        .inputTooLarge(
            "section \(section), item \(item): its frame \(frame) is not finite; the item's size or aspect ratio "
                + "(or the column heights above it) exceed what a Double can hold")
    }

    /// The column with the smallest running height; ties go to the lowest index.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    @inlinable
    public var shortestColumn: Int {
        var best = 0
        for column in 1..<columns where runningHeights[column] < runningHeights[best] { best = column }
        return best
    }

    /// The largest running height: the bottom of the tallest column.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    public var maximumHeight: Double { runningHeights.max() ?? 0 }

    /// Moves every column to the same running height (a new section starts there).
    public mutating func resetHeights(to height: Double) {
        for column in runningHeights.indices { runningHeights[column] = height }
    }
}
