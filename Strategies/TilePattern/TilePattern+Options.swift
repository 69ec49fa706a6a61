import TrellisCore

// MARK: - Option descriptors

extension TilePattern {
    /// The `columns` option: an integer from 1 to 100, default 4.
    public static let columnsOption = Option<Int>(
        "columns", default: 4, range: 1...100,
        summary: "Columns of the grid (rows across the height when scrolling horizontally).")

    /// The `template` option: a preset's name or a list of tiles, default `"quilted"`.
    public static let templateOption = Option<Template>(
        "template", default: .quilted,
        allowed: Template.optionTypeDescription + ", each span at least 1, filling whole rows",
        summary:
            "Tiles items take in turn, each [columns, rows], placed top-most then left-most; "
            + "presets quilted, woven, staired (4 columns).",
        check: { template in template.problem })

    /// The `columnSpacing` option: a number of at least 0, default 4.
    public static let columnSpacingOption = Option<Double>(
        "columnSpacing", default: 4, minimum: 0, summary: "Space between two columns.")

    /// The `rowSpacing` option: a number of at least 0, default 4.
    public static let rowSpacingOption = Option<Double>(
        "rowSpacing", default: 4, minimum: 0, summary: "Space between two rows.")

    /// The `cellAspectRatio` option: a number greater than 0, default 1 (square cells).
    public static let cellAspectRatioOption = Option<Double>(
        "cellAspectRatio", default: 1, minimum: 0, exclusive: true,
        summary: "A cell's width divided by its height (across / along the scroll direction); 1 makes squares.")

    /// The `scrollDirection` option: `"vertical"` (default) or `"horizontal"`.
    public static let scrollDirectionOption = SectionOptions.scrollDirection(
        summary: "Columns run down and rows stack downwards (vertical), or columns run right across the height "
            + "and rows stack to the right (horizontal: needs the viewport height).")

    /// Items never overlap and stay inside the content; the frames do not
    /// depend on the viewport's length along the scroll axis, and item sizes
    /// are ignored, so a new size moves no item
    /// (`LayoutGuarantees.placesInItemOrder`: a self-sizing pass lays out once).
    public static let guarantees: LayoutGuarantees = [
        .nonOverlappingItems, .framesInsideContentAcross, .independentOfViewportLength, .placesInItemOrder,
    ]

    public static let options: [AnyOption] =
        [
            columnsOption.erased, templateOption.erased, columnSpacingOption.erased, rowSpacingOption.erased,
            cellAspectRatioOption.erased, scrollDirectionOption.erased,
        ] + SectionOptions.perSection

    /// Every option but `scrollDirection`.
    public static let sectionOptions: [AnyOption] = options.filter { $0.name != scrollDirectionOption.name }
}

// MARK: - Resolved settings

extension TilePattern {
    /// Checks the stored values as a configuration would be checked.
    ///
    /// Values from ``init(options:)`` have passed already; this catches what
    /// the memberwise initializer lets through (0 columns, NaN, ...).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the option.
    func validateSettings() throws(LayoutError) {
        try Self.columnsOption.validate(columns)
        try Self.templateOption.validate(template)
        try Self.columnSpacingOption.validate(columnSpacing)
        try Self.rowSpacingOption.validate(rowSpacing)
        try Self.cellAspectRatioOption.validate(cellAspectRatio)
        try Self.scrollDirectionOption.validate(scrollDirection)
        try SectionOptions.sectionInset.validate(sectionInset)
        try SectionOptions.headerReferenceSize.validate(headerReferenceSize)
        try SectionOptions.footerReferenceSize.validate(footerReferenceSize)
    }

    /// The strategy as section `index` uses it (its overrides applied), and
    /// whether the section sets its own columns or template.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key with
    ///   its section (`sections[2].columns`) when an override is invalid.
    func resolved(_ section: SectionInput, at index: Int) throws(LayoutError) -> (TilePattern, ownsGrid: Bool) {
        guard !section.options.isEmpty else { return (self, false) }
        let options = section.overrides(at: index)
        var pattern = self
        pattern.columns = try options.value(Self.columnsOption, default: columns)
        pattern.template = try options.value(Self.templateOption, default: template)
        pattern.columnSpacing = try options.value(Self.columnSpacingOption, default: columnSpacing)
        pattern.rowSpacing = try options.value(Self.rowSpacingOption, default: rowSpacing)
        pattern.cellAspectRatio = try options.value(Self.cellAspectRatioOption, default: cellAspectRatio)
        let ownsGrid =
            section.options[Self.columnsOption.name] != nil || section.options[Self.templateOption.name] != nil
        return (pattern, ownsGrid)
    }
}
