/// A column strategy: the options and placement loop every column layout
/// shares (``ColumnOptions``) plus a ``ColumnRule`` that picks each item's
/// column — all a strategy like `round-robin` or `shortest-column` writes.
///
/// ```swift
/// public struct Leftmost: ColumnStrategy {
///     public static let name = "leftmost"
///     public var columnOptions: ColumnOptions
///     public init(columnOptions: ColumnOptions) { self.columnOptions = columnOptions }
///     public func rule(for section: SectionInput, at index: Int) -> FirstColumn { FirstColumn() }
///     public struct FirstColumn: ColumnRule {
///         public func column(for stack: RunningColumns, cursor: Int) -> Int { 0 }
///     }
/// }
/// ```
///
/// The extension gives it the configuration options, the section options,
/// the guarantees (items never overlap and stay inside the content), a
/// memberwise initializer with the tutorial's defaults, `init(options:)` and
/// resumable placement for live layouts.
///
/// Items that span columns (``ItemSize/span``) are rejected unless the
/// strategy declares ``LayoutStrategy/supportsColumnSpans``; its rule then
/// picks their start column (``ColumnRule/column(for:span:cursor:)``).
public protocol ColumnStrategy: ResumableLayoutStrategy where PlacementState == ColumnPlacementState {
    /// The rule a section's items are placed by.
    associatedtype Rule: ColumnRule
    /// The columns, padding, scroll direction, section insets, header and footer.
    var columnOptions: ColumnOptions { get }
    /// Creates the strategy from its column options.
    init(columnOptions: ColumnOptions)
    /// The rule for one section (a strategy may read section overrides here).
    ///
    /// - Throws: ``LayoutError`` for a bad override.
    func rule(for section: SectionInput, at index: Int) throws(LayoutError) -> Rule
}

// MARK: - Default implementations

extension ColumnStrategy {
    public static var options: [AnyOption] { ColumnOptions.options }
    public static var sectionOptions: [AnyOption] { ColumnOptions.sectionOptions }
    public static var guarantees: LayoutGuarantees {
        [.nonOverlappingItems, .framesInsideContentAcross, .independentOfViewportLength, .placesInItemOrder]
    }

    /// Creates the strategy with every option at its default: the Pinterest tutorial's layout.
    public init() {
        self.init(columnOptions: ColumnOptions())
    }

    /// Creates the strategy; an option left `nil` keeps its default (the Pinterest tutorial's layout).
    ///
    /// - Parameters:
    ///   - columns: The number of columns, at least 1.
    ///   - cellPadding: The padding around each item inside its cell.
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's `height`.
    ///   - sectionInset: The insets around each section's items, each side at least 0.
    ///   - headerReferenceSize: Each section's header size (full span), each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size (full span), each dimension at least 0.
    ///   - minimumColumnWidth: When set (greater than 0), each section has as many
    ///     columns as fit at this width and `columns` is not used.
    ///   - columnSpacing: The gap between neighbouring columns, at least 0.
    ///   - itemSpacing: The gap between an item and the next one in its column, at least 0.
    public init(
        columns: Int? = nil, cellPadding: Double? = nil, scrollDirection: ScrollAxis? = nil,
        sectionInset: Insets? = nil, headerReferenceSize: Size? = nil, footerReferenceSize: Size? = nil,
        minimumColumnWidth: Double? = nil, columnSpacing: Double? = nil, itemSpacing: Double? = nil
    ) {
        var options = ColumnOptions(
            columns: columns, cellPadding: cellPadding, scrollDirection: scrollDirection,
            sectionInset: sectionInset,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize,
            minimumColumnWidth: minimumColumnWidth)
        if let columnSpacing { options.columnSpacing = columnSpacing }
        if let itemSpacing { options.itemSpacing = itemSpacing }
        self.init(columnOptions: options)
    }

    public init(options: OptionValues) throws(LayoutError) {
        self.init(columnOptions: try ColumnOptions(options: options))
    }

    /// Places from `start` on (every element when `nil`); see ``ColumnOptions``.
    ///
    /// - Complexity: O(*n*·*r* + *s*·*c*) for *n* items placed, a rule costing
    ///   *r*, *s* sections and *c* columns.
    @inlinable  // specialized into each strategy's module, so the per-item rule call is direct
    public func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<ColumnPlacementState>?,
        into builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<ColumnPlacementState>
    ) throws(LayoutError) {
        try columnOptions.placeElements(
            of: input, strategy: Self.name, resumingFrom: start, into: &builder,
            checkpoints: &checkpoints
        ) { section, index throws(LayoutError) in
            try rule(for: section, at: index)
        }
    }
}
