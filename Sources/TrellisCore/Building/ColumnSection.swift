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
    public static let sectionOptions: [AnyOption] = ColumnOptions.sectionOptions

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
        let declared = ColumnOptions.declared
        try declared.$sectionInset.validate(inset)
        try declared.$headerReferenceSize.validate(header)
        try declared.$footerReferenceSize.validate(footer)
        try declared.$columnSpacing.validate(columnSpacing)
        try declared.$itemSpacing.validate(itemSpacing)
        var columns = columns
        var minimumColumnWidth = minimumColumnWidth
        var cellPadding = cellPadding
        var columnSpacing = columnSpacing
        var itemSpacing = itemSpacing
        if !section.options.isEmpty {
            var options = ColumnOptions(
                columns: columns, cellPadding: cellPadding, minimumColumnWidth: minimumColumnWidth)
            options.columnSpacing = columnSpacing
            options.itemSpacing = itemSpacing
            let overrides = section.overrides(at: index)
            options = try options.overridden(by: section, at: index)
            // A section giving `columns` or `minimumColumnWidth` replaces the strategy's rule.
            if overrides[declared.$columns.name] != nil { options.minimumColumnWidth = nil }
            (columns, minimumColumnWidth) = (options.columns, options.minimumColumnWidth)
            (cellPadding, columnSpacing, itemSpacing) = (
                options.cellPadding, options.columnSpacing, options.itemSpacing
            )
        }
        if let minimumColumnWidth {
            try declared.$minimumColumnWidth.validate(minimumColumnWidth)
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
