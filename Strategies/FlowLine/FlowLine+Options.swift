import TrellisCore

extension FlowLine {
    /// Items never overlap; an item wider than the line overflows the width
    /// (it is placed alone at the line's start), so frames are not
    /// promised inside the content across the scroll axis.
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .independentOfViewportLength]

    /// The `sectionInset` declaration, whose key errors about a section's insets name.
    static var sectionInsetOption: Option<Insets> { SectionOptions.sectionInset }
}
