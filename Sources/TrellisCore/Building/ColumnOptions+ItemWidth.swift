extension ColumnOptions {
    /// The width of an item in a section (its column's width less the cell
    /// padding on both sides), before placing anything: what a self-sizing
    /// cell is measured at. Across the scroll axis, so a height for
    /// horizontal scrolling.
    ///
    /// An item spanning `n` columns is `n` column widths less the padding.
    ///
    /// - Parameters:
    ///   - section: The section's index in `input`, whose options override these.
    ///   - input: The input (its viewport and the section).
    ///   - strategy: The strategy's name, for errors.
    /// - Returns: The width, or `nil` when `input` has no such section.
    /// - Throws: ``LayoutError`` for a bad option or a viewport that leaves no room, as placing would.
    /// - Complexity: O(1).
    public func itemWidth(inSection section: Int, of input: LayoutInput, strategy: String) throws(LayoutError)
        -> Double?
    {
        guard input.sections.indices.contains(section) else { return nil }
        let resolved = try ColumnSection(
            input.sections[section], at: section, of: input, axis: scrollDirection, columns: columns,
            minimumColumnWidth: minimumColumnWidth, cellPadding: cellPadding, inset: sectionInset,
            header: headerReferenceSize, footer: footerReferenceSize, columnSpacing: columnSpacing,
            itemSpacing: itemSpacing, strategy: strategy)
        return try resolved.makeStack(itemsStart: 0).itemWidth
    }
}
