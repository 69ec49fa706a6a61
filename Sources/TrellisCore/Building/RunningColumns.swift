/// The running state of a Pinterest-style column layout: equal columns, each
/// with its running height, and the tutorial's cell arithmetic.
///
/// A building block for column strategies (`round-robin`, `shortest-column`,
/// `masonry`, and yours): the strategy decides which column each item goes to;
/// `RunningColumns` computes the frame, advances the column and hands the frame to
/// the builder with the column as its lane, so the `auto` index answers
/// queries per column.
///
/// With `columnSpacing` *g* between columns, `columnWidth = (width - (columns - 1) * g) / columns`
/// (`width / columns` when *g* is 0).
/// For column `c`: `x = leading + c * (columnWidth + g)`; an item with a natural size
/// `w × h` gets `photoHeight = (h / w) * (columnWidth - 2 * cellPadding)`, an
/// item with a fixed height keeps it, an item without a size (a `count`
/// section) is square; the cell is `(x, y[c], columnWidth, 2 * cellPadding + photoHeight)`
/// and the item's frame is the cell inset by `cellPadding` on every side; the
/// column then runs on from the cell's bottom plus `itemSpacing`.
/// An item spanning `n` columns from column `s` keeps that arithmetic with
/// `n * columnWidth + (n - 1) * g` for `columnWidth`: its cell is
/// `(leading + s * (columnWidth + g), top, n * columnWidth + (n - 1) * g, 2 * cellPadding + photoHeight)`
/// with `photoHeight = (h / w) * (cell width - 2 * cellPadding)` and
/// `top` the largest running height of columns `s..<s + n`, all of which then
/// run on from the cell's bottom plus `itemSpacing`. The items end at
/// ``itemsEnd``: the tallest column less its trailing `itemSpacing`.
/// With horizontal scrolling the same arithmetic runs in scroll coordinates
/// (`x` across, `y` along the scroll direction; a natural size is read
/// transposed) and each frame is transposed as it is placed.
public struct RunningColumns: Sendable {
    /// The number of columns.
    public let columns: Int
    /// The padding around every item, inside its cell.
    public let cellPadding: Double
    /// `(width - (columns - 1) * columnSpacing) / columns`.
    public let columnWidth: Double
    /// The gap between neighbouring columns.
    public let columnSpacing: Double
    /// The gap between an item and the next one in its column.
    public let itemSpacing: Double
    /// `columnWidth + columnSpacing`: from one column's start to the next one's.
    public let columnStride: Double
    /// Where the section's items start along the scroll direction: a column at
    /// this height holds no item yet. Saved with the heights (``ColumnPlacementState``).
    public var itemsStart: Double = 0
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

    /// Creates the columns for a layout width.
    ///
    /// - Throws: ``LayoutError/invalidConfiguration(_:)`` when the spacing or
    ///   padding leaves a negative item width (`columnWidth - 2 * cellPadding < 0`).
    /// - Parameters:
    ///   - width: The length the columns share across the scroll direction.
    ///   - columns: The number of columns, at least 1.
    ///   - cellPadding: The padding around each item inside its cell.
    ///   - leading: Where column 0 starts across the scroll direction.
    ///   - transposed: Whether to transpose frames (horizontal scrolling); a
    ///     natural size `w × h` is then read as `h × w`.
    ///   - columnSpacing: The gap between neighbouring columns.
    ///   - itemSpacing: The gap between an item and the next one in its column.
    /// - Complexity: O(*c*), where *c* is the number of columns.
    public init(
        width: Double, columns: Int, cellPadding: Double, leading: Double = 0,
        transposed: Bool = false, columnSpacing: Double = 0, itemSpacing: Double = 0
    ) throws(LayoutError) {
        guard columns >= 1 else { throw .invalidOption(key: "columns", reason: "must be at least 1, got \(columns)") }
        self.columns = columns
        self.cellPadding = cellPadding
        self.leading = leading
        self.transposed = transposed
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        // Without spacing, exactly the tutorial's `width / columns`.
        self.columnWidth =
            columnSpacing == 0
            ? width / Double(columns) : (width - Double(columns - 1) * columnSpacing) / Double(columns)
        self.columnStride = columnWidth + columnSpacing
        self.itemWidth = columnWidth - 2 * cellPadding
        guard columnWidth >= 0 else {
            throw .invalidConfiguration(
                "columnSpacing \(columnSpacing) is too large for \(columns) columns in width \(width): "
                    + "the gaps alone take \(Double(columns - 1) * columnSpacing)")
        }
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
    @inlinable @inline(__always)
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
        let frame = nextFrame(size, inColumn: column)
        builder.addItem(frame, lane: column)
        return frame
    }

    /// The frame of an item in a column, as ``place(_:inColumn:into:)``
    /// places it, advancing the column by the cell's height; the caller hands
    /// the frame to the builder with the column as its lane.
    @inlinable @inline(__always)
    public mutating func nextFrame(_ size: ItemSize?, inColumn column: Int) -> Rect {
        let (frame, advance) = cell(size, inColumn: column, top: runningHeights[column])
        runningHeights[column] += advance
        return frame
    }

    /// An item's frame in `column` when the column runs at `top`, and how far
    /// the column then runs on (the cell's height plus the item spacing).
    @inlinable @inline(__always)
    func cell(_ size: ItemSize?, inColumn column: Int, top: Double) -> (frame: Rect, advance: Double) {
        let cellHeight = cellPadding * 2 + photoHeight(of: size)
        let cell = Rect(x: leading + Double(column) * columnStride, y: top, width: columnWidth, height: cellHeight)
        let inset = cell.insetBy(dx: cellPadding, dy: cellPadding)
        return (transposed ? inset.transposed : inset, cellHeight + itemSpacing)
    }

    /// The cursor after an item in `span` columns from `column`: the next
    /// column, wrapping to 0 after the last.
    @inlinable @inline(__always)
    func cursor(after column: Int, span: Int = 1) -> Int {
        column &+ span == columns ? 0 : column &+ span
    }

    /// The running height of a column (``heights`` without copying the array).
    @inlinable
    public func height(ofColumn column: Int) -> Double { runningHeights[column] }

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

    /// The top of an item spanning `span` columns from `start`: the largest
    /// running height among them.
    ///
    /// - Precondition: `0 <= start`, `start + span <= columns`, `span >= 1`.
    /// - Complexity: O(*span*).
    @inlinable
    public func top(from start: Int, span: Int) -> Double {
        var top = runningHeights[start]
        for column in (start + 1)..<(start + span) where runningHeights[column] > top { top = runningHeights[column] }
        return top
    }

    /// The start column where an item spanning `span` columns would sit
    /// highest (the smallest ``top(from:span:)``); ties go to the lowest index.
    /// For `span` 1 this is ``shortestColumn``.
    ///
    /// - Complexity: O(*c* · *span*), where *c* is the number of columns.
    @inlinable
    public func lowestStart(span: Int) -> Int {
        var best = 0
        var bestTop = top(from: 0, span: span)
        for start in stride(from: 1, through: columns - span, by: 1) {
            let candidate = top(from: start, span: span)
            if candidate < bestTop { (best, bestTop) = (start, candidate) }
        }
        return best
    }

    /// Places an item spanning `span` columns from column `start` (see the
    /// type's discussion): adds its frame to `builder` with `start` as lane
    /// and moves every spanned column to the cell's bottom.
    ///
    /// The lane hint stays valid: the item starts no earlier than the end of
    /// every item above it in column `start`, and the next item there starts
    /// after it. The other spanned columns only gain a gap.
    ///
    /// - Precondition: `0 <= start`, `start + span <= columns`, `span >= 1`.
    /// - Returns: The item's frame as placed.
    /// - Complexity: O(*span*).
    @inlinable
    @discardableResult
    public mutating func place(
        _ size: ItemSize?, spanning span: Int, from start: Int,
        into builder: inout LayoutBuilder
    ) -> Rect {
        // One column is the unspanned arithmetic exactly, not a recomputation of it.
        guard span > 1 else { return place(size, inColumn: start, into: &builder) }
        let cellWidth = Double(span) * columnWidth + Double(span - 1) * columnSpacing
        var photoHeight = cellWidth - 2 * cellPadding
        if let size {
            if let width = size.width {
                photoHeight = transposed ? (width / size.height) * photoHeight : (size.height / width) * photoHeight
            } else {
                photoHeight = size.height
            }
        }
        let top = top(from: start, span: span)
        let cell = Rect(
            x: leading + Double(start) * columnStride, y: top, width: cellWidth,
            height: cellPadding * 2 + photoHeight)
        let inset = cell.insetBy(dx: cellPadding, dy: cellPadding)
        let frame = transposed ? inset.transposed : inset
        builder.addItem(frame, lane: start)
        builder.spanningItems &+= 1
        for column in start..<(start + span) { runningHeights[column] = cell.maxY + itemSpacing }
        return frame
    }

    /// The number of columns an item spans here: 1 without a span, else its
    /// span checked against ``columns``.
    ///
    /// - Parameters:
    ///   - size: The item's size (`nil` for an item of a `count` section).
    ///   - section: The item's section, for the error.
    ///   - item: The item's index in its section, for the error.
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` naming the
    ///   key `span` when it is not from 1 to ``columns``.
    @inlinable
    public func spanCount(of size: ItemSize?, section: Int, item: Int) throws(LayoutError) -> Int {
        guard let size, size.spanCode != 0, let span = size.span else { return 1 }
        let count = span.count(in: columns)
        guard count >= 1, count <= columns else {
            throw .invalidItem(
                section: section, item: item,
                reason: "'span' must be a whole number from 1 to the section's \(columns) columns, "
                    + "or \"full\"; got \(span)")
        }
        return count
    }

    /// The column count `minimumColumnWidth` gives for a cross length:
    /// `max(1, ⌊crossLength / minimumColumnWidth⌋)`, at most 10,000 (the
    /// `columns` option's limit).
    public static func columnCount(crossLength: Double, minimumColumnWidth: Double) -> Int {
        let fitting = (crossLength / minimumColumnWidth).rounded(.down)
        guard fitting < 10_000 else { return 10_000 }
        return fitting >= 1 ? Int(fitting) : 1
    }

    /// Whether every running height is a finite number. A column whose cell
    /// heights were ever NaN or infinite never is again (heights only grow
    /// by adding), so after placing items this tells whether all their frames
    /// were finite.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    public var hasFiniteHeights: Bool { runningHeights.allSatisfy(\.isFinite) }

    /// The largest running height: the bottom of the tallest column (after
    /// its trailing ``itemSpacing``).
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    @inlinable
    public var maximumHeight: Double {
        guard var highest = runningHeights.first else { return 0 }
        for column in 1..<runningHeights.count where runningHeights[column] > highest {
            highest = runningHeights[column]
        }
        return highest
    }

    /// Where the items end: ``maximumHeight`` less the ``itemSpacing`` after
    /// the tallest column's last item (none when no column holds an item).
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    @inlinable
    public var itemsEnd: Double {
        let tallest = maximumHeight
        return tallest > itemsStart ? tallest - itemSpacing : tallest
    }

    /// The smallest running height: the top of the shortest column.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    @inlinable
    public var minimumHeight: Double {
        var lowest = runningHeights[0]
        for column in 1..<columns where runningHeights[column] < lowest { lowest = runningHeights[column] }
        return lowest
    }

    /// Calls `body` with the running heights, without copying them.
    @inlinable
    func withHeights<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        runningHeights.withUnsafeBufferPointer(body)
    }

    /// Restores the heights and items start of a state saved earlier, in
    /// place (no allocation); a state without exactly ``columns`` heights
    /// leaves the heights as they are, as setting ``heights`` does.
    @inlinable
    mutating func restore(_ state: ColumnPlacementState) {
        itemsStart = state.itemsStart
        guard state.count == columns else { return }
        state.withHeights { saved in
            for column in 0..<columns { runningHeights[column] = saved[column] }
        }
    }

    /// Moves every column to the same running height (a new section starts there).
    public mutating func resetHeights(to height: Double) {
        itemsStart = height
        for column in runningHeights.indices { runningHeights[column] = height }
    }
}

/// The former name of ``RunningColumns``.
@available(*, deprecated, renamed: "RunningColumns")
public typealias ColumnStack = RunningColumns
