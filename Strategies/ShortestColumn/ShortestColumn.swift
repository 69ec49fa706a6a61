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
    public typealias PlacementState = ColumnPlacementState
    public static let name = "shortest-column"
    public static let summary = "Waterfall: each item goes to the shortest column (ties to the leftmost)"
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .framesInsideContentAcross]
    public static let options = ColumnOptions.options
    /// Every option but `scrollDirection`: columns, padding, insets, header and footer.
    public static let sectionOptions = ColumnOptions.sectionOptions

    /// The columns, padding, scroll direction, section insets, header and footer.
    public var columnOptions: ColumnOptions

    /// Creates the strategy.
    ///
    /// - Parameters: as ``RoundRobin``'s: columns, padding, scroll direction,
    ///   section insets, header and footer sizes.
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
    /// - Complexity: O(*n*·*c* + *s*·*c*) for *n* items placed, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<ColumnPlacementState>?,
                              into builder: inout LayoutBuilder,
                              checkpoints: inout PlacementCheckpoints<ColumnPlacementState>) throws(LayoutError) {
        try columnOptions.placeElements(of: input, strategy: Self.name, resumingFrom: start, into: &builder,
                                        checkpoints: &checkpoints) { _, _ in Shortest() }
    }

    /// Each item in the shortest column, ties to the lowest index.
    struct Shortest: ColumnRule {
        func column(for stack: ColumnStack, cursor: Int) -> Int { stack.shortestColumn }
    }
}
