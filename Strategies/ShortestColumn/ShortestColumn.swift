import TrellisCore

/// A waterfall: equal columns, each item placed in the currently shortest
/// column (ties to the leftmost), each keeping its photo's aspect ratio.
///
/// Exact rules (Docs/Strategies/ShortestColumn.md): the cell arithmetic of
/// `round-robin`; the first item goes to column 0 and each next item to the
/// column with the smallest running height after the previous placement, ties
/// going to the lowest index. Each section starts at the bottom of the previous
/// one's tallest column.
///
/// An item spanning `n` columns (``ItemSize/span``) goes to the start whose
/// `n` columns have the smallest largest running height, leftmost on ties
/// (CSS grid-lanes' rule).
public struct ShortestColumn: ColumnStrategy {
    public static let name = "shortest-column"
    public static let summary = "Waterfall: each item goes to the shortest column (ties to the leftmost)"
    public static let supportsColumnSpans = true
    /// The shared column loop checks each size as it reads it.
    public static let checksItemSizesWhilePlacing = true

    /// The columns, padding, scroll direction, section insets, header and footer.
    public var columnOptions: ColumnOptions

    /// Creates the strategy from its column options (see also the memberwise
    /// `init(columns:cellPadding:...)`).
    public init(columnOptions: ColumnOptions) {
        self.columnOptions = columnOptions
    }

    /// Each item in the shortest column.
    public func rule(for section: SectionInput, at index: Int) -> Shortest { Shortest() }

    /// Each item in the shortest column, ties to the lowest index; a spanning
    /// item at the start where it sits highest, ties to the lowest index.
    public struct Shortest: ColumnRule {
        public func column(for stack: RunningColumns, cursor: Int) -> Int { stack.shortestColumn }

        /// The shortest column, ties to the leftmost, as ``column(for:cursor:)``.
        @inline(__always)
        public func column(heights: UnsafeBufferPointer<Double>, cursor: Int) -> Int? {
            var best = 0
            for column in 1..<heights.count where heights[column] < heights[best] { best = column }
            return best
        }
        public func column(for stack: RunningColumns, span: Int, cursor: Int) -> Int { stack.lowestStart(span: span) }

        /// `true`: every item goes to the shortest column.
        public var keepsColumnsLevel: Bool { true }
    }
}
