import TrellisCore

extension FlowLine {
    /// Items never overlap; an item wider than the line overflows the width
    /// (it is placed alone at the line's start), so frames are not
    /// promised inside the content across the scroll axis.
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .independentOfViewportLength]

    /// The `sectionInset` declaration, whose key errors about a section's insets name.
    static var sectionInsetOption: Option<Insets> { SectionOptions.sectionInset }

    /// Checks the stored values as a configuration would be checked.
    ///
    /// Values from ``init(options:)`` have passed already; this catches what
    /// Swift code set (negative spacing, NaN, ...).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the option.
    func validateSettings() throws(LayoutError) {
        try validateOptions()
    }

    /// The settings of section `index`: the strategy's, overridden by the section's options.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key with
    ///   its section (`sections[2].minimumLineSpacing`) when an override is invalid.
    func settings(for section: SectionInput, at index: Int) throws(LayoutError) -> FlowLine {
        try overridden(by: section, at: index)
    }
}
