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
/// An item spanning `n` columns (``ItemSize/span``) starts at the cursor when
/// its `n` columns fit there (`cursor + n <= columns`), else at column 0; it
/// sits at the largest running height of those columns, and the cursor moves
/// to the column after its last one.
///
/// Because items go round regardless of height, *item order is not ordered by
/// y*: item 5 may be above item 4. The `auto` index therefore searches each
/// column, never the item order.
public struct RoundRobin: ColumnStrategy {
    public static let name = "round-robin"
    public static let summary = "Pinterest tutorial: equal columns filled in turn (item i in column i mod columns)"
    public static let supportsColumnSpans = true
    /// The shared column loop checks each size as it reads it.
    public static let checksItemSizesWhilePlacing = true

    /// The columns, padding, scroll direction, section insets, header and footer.
    public var columnOptions: ColumnOptions

    /// Creates the strategy from its column options (see also the memberwise
    /// `init(columns:cellPadding:...)`, whose defaults give the tutorial's layout).
    public init(columnOptions: ColumnOptions) {
        self.columnOptions = columnOptions
    }

    /// Each item in the column after the previous one's.
    public func rule(for section: SectionInput, at index: Int) -> InTurn { InTurn() }

    /// Each item in the column after the previous one's (the cursor); a
    /// spanning item at the cursor when it fits there, else at column 0.
    public struct InTurn: ColumnRule {
        public func column(for stack: RunningColumns, cursor: Int) -> Int { cursor }
        /// The cursor, as ``column(for:cursor:)``.
        public func column(heights: UnsafeBufferPointer<Double>, cursor: Int) -> Int? { cursor }
        public func column(for stack: RunningColumns, span: Int, cursor: Int) -> Int {
            cursor + span <= stack.columns ? cursor : 0
        }
    }
}
