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
    public typealias PlacementState = ColumnPlacementState
    public static let name = "round-robin"
    public static let summary = "Pinterest tutorial: equal columns filled in turn (item i in column i mod columns)"
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .framesInsideContentAcross]
    public static let options = ColumnOptions.options
    /// Every option but `scrollDirection`: columns, padding, insets, header and footer.
    public static let sectionOptions = ColumnOptions.sectionOptions

    /// The columns, padding, scroll direction, section insets, header and footer.
    public var columnOptions: ColumnOptions

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
        columnOptions = ColumnOptions(columns: columns, cellPadding: cellPadding, scrollDirection: scrollDirection,
                                      sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
                                      footerReferenceSize: footerReferenceSize)
    }

    public init(options: OptionValues) throws(LayoutError) {
        columnOptions = try ColumnOptions(options: options)
    }

    /// Places from `start` on (every element when `nil`); see ``ColumnOptions``.
    ///
    /// - Complexity: O(*n* + *s*·*c*) for *n* items placed, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<ColumnPlacementState>?,
                              into builder: inout LayoutBuilder,
                              checkpoints: inout PlacementCheckpoints<ColumnPlacementState>) throws(LayoutError) {
        try columnOptions.placeElements(of: input, strategy: Self.name, resumingFrom: start, into: &builder,
                                        checkpoints: &checkpoints) { _, _ in InTurn() }
    }

    /// Each item in the column after the previous one's.
    struct InTurn: ColumnRule {
        func column(for stack: ColumnStack, cursor: Int) -> Int { cursor }
    }
}
