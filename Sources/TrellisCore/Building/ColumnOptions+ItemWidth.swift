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
        try columns(ofSection: section, in: input, strategy: strategy)?.itemWidth
    }

    /// A section's columns, before placing anything, or `nil` when `input` has no such section.
    private func columns(ofSection section: Int, in input: LayoutInput, strategy: String) throws(LayoutError)
        -> RunningColumns?
    {
        guard input.sections.indices.contains(section) else { return nil }
        let resolved = try ColumnSection(
            input.sections[section], at: section, of: input, axis: scrollDirection, columns: columns,
            minimumColumnWidth: minimumColumnWidth, cellPadding: cellPadding, inset: sectionInset,
            header: headerReferenceSize, footer: footerReferenceSize, columnSpacing: columnSpacing,
            itemSpacing: itemSpacing, strategy: strategy)
        return try resolved.makeStack(itemsStart: 0)
    }
}

extension ColumnOptions {
    /// Where the items of a section start at the latest and end at the
    /// earliest across the scroll axis, known before placing any: every item
    /// starts at or before `latestStart` (its last column's item start) and
    /// ends at or after `earliestEnd` (its first column's item end), with a
    /// margin for rounding on the safe side. An item lying wholly beyond one
    /// of the last column (or wholly before one of the first) is then
    /// impossible, placed or not: what navigation across the scroll axis
    /// needs to answer without placing the rest of a deferred layout.
    ///
    /// - Returns: `nil` when `input` has no such section or its options are bad.
    /// - Complexity: O(1).
    package func itemBoundsAcross(inSection section: Int, of input: LayoutInput, strategy: String) -> (
        latestStart: Double, earliestEnd: Double
    )? {
        guard let stack = try? columns(ofSection: section, in: input, strategy: strategy) else { return nil }
        let margin = 1e-9 * (abs(stack.leading) + Double(stack.columns) * stack.columnStride)
        return (
            stack.leading + Double(stack.columns - 1) * stack.columnStride + stack.cellPadding + margin,
            stack.leading + stack.cellPadding + stack.itemWidth - margin
        )
    }
}
