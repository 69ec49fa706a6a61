/// One section of a column layout (`round-robin`, `shortest-column`,
/// `masonry`, and yours): its columns, padding, insets, header and footer,
/// the strategy's options overridden by the section's own.
///
/// ```swift
/// let section = try ColumnSection(input.sections[s], at: s, of: input, axis: .vertical,
///                                 columns: 2, cellPadding: 6, inset: .zero, header: .zero, footer: .zero,
///                                 strategy: "round-robin")
/// section.geometry.placeHeader(sectionStart: top, into: &builder)
/// var stack = try section.makeStack(itemsStart: section.geometry.itemsStart(sectionStart: top))
/// ```
public struct ColumnSection: Sendable {
    /// The number of columns.
    public let columns: Int
    /// The padding around each item inside its cell.
    public let cellPadding: Double
    /// The gap between neighbouring columns.
    public let columnSpacing: Double
    /// The gap between an item and the next one in its column.
    public let itemSpacing: Double
    /// Insets, header and footer in scroll coordinates.
    public let geometry: SectionGeometry

    /// The per-section options every column strategy takes: `columns`,
    /// `minimumColumnWidth`, `cellPadding`, `columnSpacing`, `itemSpacing`,
    /// `sectionInset`, `headerReferenceSize`, `footerReferenceSize`.
    public static let sectionOptions: [AnyOption] =
        [
            RunningColumns.columnsOption.erased, RunningColumns.minimumColumnWidthOption.erased,
            RunningColumns.cellPaddingOption.erased, RunningColumns.columnSpacingOption.erased,
            RunningColumns.itemSpacingOption.erased,
        ] + SectionOptions.perSection

    /// Resolves a section.
    ///
    /// - Parameters:
    ///   - section: The section, whose options override the strategy's.
    ///   - index: Its index, for errors (`sections[2].columns`).
    ///   - input: The input, for the viewport.
    ///   - axis: The scroll direction.
    ///   - columns: The strategy's column count.
    ///   - cellPadding: The strategy's cell padding.
    ///   - inset: The strategy's section inset.
    ///   - header: The strategy's header reference size.
    ///   - footer: The strategy's footer reference size.
    ///   - minimumColumnWidth: The strategy's adaptive column width: when set,
    ///     the section has ``RunningColumns/columnCount(crossLength:minimumColumnWidth:)``
    ///     columns for its items' cross length instead of `columns`. A section
    ///     giving `columns` or `minimumColumnWidth` replaces the strategy's rule.
    ///   - columnSpacing: The strategy's gap between columns.
    ///   - itemSpacing: The strategy's gap between items in a column.
    ///   - strategy: The strategy's name, for errors.
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` for a bad value
    ///   (the strategy's or an override); ``LayoutError/invalidViewport(_:)``
    ///   when scrolling horizontally without a height;
    ///   ``LayoutError/invalidSection(section:reason:)`` when the insets leave
    ///   no room; `sections[i].minimumColumnWidth` when a section gives it with `columns`.
    public init(
        _ section: SectionInput, at index: Int, of input: LayoutInput, axis: ScrollAxis, columns: Int,
        minimumColumnWidth: Double? = nil, cellPadding: Double, inset: Insets, header: Size, footer: Size,
        columnSpacing: Double = 0, itemSpacing: Double = 0, strategy: String
    ) throws(LayoutError) {
        try SectionOptions.sectionInset.validate(inset)
        try SectionOptions.headerReferenceSize.validate(header)
        try SectionOptions.footerReferenceSize.validate(footer)
        var columns = columns
        var minimumColumnWidth = minimumColumnWidth
        var cellPadding = cellPadding
        var columnSpacing = columnSpacing
        var itemSpacing = itemSpacing
        try RunningColumns.columnSpacingOption.validate(columnSpacing)
        try RunningColumns.itemSpacingOption.validate(itemSpacing)
        if !section.options.isEmpty {
            let options = section.overrides(at: index)
            if let width = try ColumnOptions.minimumColumnWidth(in: options) {
                minimumColumnWidth = width
            } else if options[RunningColumns.columnsOption.name] != nil {
                minimumColumnWidth = nil
                columns = try options.value(RunningColumns.columnsOption)
            }
            cellPadding = try options.value(RunningColumns.cellPaddingOption, default: cellPadding)
            columnSpacing = try options.value(RunningColumns.columnSpacingOption, default: columnSpacing)
            itemSpacing = try options.value(RunningColumns.itemSpacingOption, default: itemSpacing)
        }
        if let minimumColumnWidth {
            try RunningColumns.minimumColumnWidthOption.validate(minimumColumnWidth)
        }
        geometry = try SectionGeometry(
            section, at: index, of: input, axis: axis, inset: inset, header: header,
            footer: footer, strategy: strategy)
        if let minimumColumnWidth {
            columns = RunningColumns.columnCount(
                crossLength: geometry.itemsCrossLength, minimumColumnWidth: minimumColumnWidth)
        }
        self.columns = columns
        self.cellPadding = cellPadding
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
    }

    /// The columns for the section's items, every one starting at `itemsStart`.
    ///
    /// - Throws: as ``RunningColumns/init(width:columns:cellPadding:leading:transposed:columnSpacing:itemSpacing:)``.
    public func makeStack(itemsStart: Double) throws(LayoutError) -> RunningColumns {
        var stack = try RunningColumns(
            width: geometry.itemsCrossLength, columns: columns, cellPadding: cellPadding,
            leading: geometry.crossStart, transposed: geometry.transposed, columnSpacing: columnSpacing,
            itemSpacing: itemSpacing)
        stack.resetHeights(to: itemsStart)
        return stack
    }
}
