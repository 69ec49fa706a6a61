import TrellisCore

extension TilePattern {
    /// Items never overlap and stay inside the content; the frames do not
    /// depend on the viewport's length along the scroll axis, and item sizes
    /// are ignored, so a new size moves no item
    /// (`LayoutGuarantees.placesInItemOrder`: a self-sizing pass lays out once).
    public static let guarantees: LayoutGuarantees = [
        .nonOverlappingItems, .framesInsideContentAcross, .independentOfViewportLength, .placesInItemOrder,
    ]

    /// The `template` declaration, whose key errors about a template name.
    @usableFromInline static let templateOption = defaults.$template

    /// The strategy as section `index` uses it (its overrides applied), and
    /// whether the section sets its own columns, template or repeat pattern.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key with
    ///   its section (`sections[2].columns`) when an override is invalid.
    func resolved(_ section: SectionInput, at index: Int) throws(LayoutError) -> (TilePattern, ownsGrid: Bool) {
        let ownsGrid = [$columns.name, $template.name, $repeatPattern.name].contains { section.options[$0] != nil }
        return (try overridden(by: section, at: index), ownsGrid)
    }
}
