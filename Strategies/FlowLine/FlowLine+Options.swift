import TrellisCore

// MARK: - Option descriptors

extension FlowLine {
    /// The `scrollDirection` option: `"vertical"` (default) or `"horizontal"`.
    public static let scrollDirectionOption = Option<ScrollDirection>(
        "scrollDirection", default: .vertical,
        summary:
            "Lines run across the width and stack down (vertical), or down the height and stack right (horizontal).")

    /// The `minimumInteritemSpacing` option: a number of at least 0, default 10.
    public static let minimumInteritemSpacingOption = Option<Double>(
        "minimumInteritemSpacing", default: 10, minimum: 0,
        summary: "Smallest space between two items of a line.")

    /// The `minimumLineSpacing` option: a number of at least 0, default 10.
    public static let minimumLineSpacingOption = Option<Double>(
        "minimumLineSpacing", default: 10, minimum: 0,
        summary: "Space between two lines of a section.")

    /// The `sectionInset` option: insets with every side at least 0, default 0
    /// (shared with the other built-ins: ``SectionOptions/sectionInset``).
    public static let sectionInsetOption = SectionOptions.sectionInset

    /// The `headerReferenceSize` option: a size with both dimensions at least 0, default 0 × 0.
    public static let headerReferenceSizeOption = SectionOptions.headerReferenceSize

    /// The `footerReferenceSize` option: a size with both dimensions at least 0, default 0 × 0.
    public static let footerReferenceSizeOption = SectionOptions.footerReferenceSize

    /// The `itemSize` option: a size with both dimensions greater than 0, default 50 × 50.
    public static let itemSizeOption = Option<Size>(
        "itemSize", default: Size(width: 50, height: 50),
        allowed: Size.optionTypeDescription + ", each greater than 0",
        summary: "Size of the items of a section given as a count.",
        check: { size in size.width > 0 && size.height > 0 ? nil : "width and height must be greater than 0" })

    /// The `lineAlignment` option: `"justified"` (default), `"leading"`, `"center"` or `"trailing"`.
    public static let lineAlignmentOption = Option<LineAlignment>(
        "lineAlignment", default: .justified,
        summary:
            "Every line along itself: justified (UIKit), or packed leading, center or trailing "
            + "(right-to-left aware); the last line as lastLineAlignment says.")

    /// The `lastLineAlignment` option: `"uikit"` (default), `"fill"`, `"justify"` or `"leading"`.
    public static let lastLineAlignmentOption = Option<LastLineAlignment>(
        "lastLineAlignment", default: .uikit,
        summary:
            "Last line of a section: uikit (justified lines: fill if all items are the same size, else leading; "
            + "other lines: as lineAlignment), fill, justify, leading.")

    /// The `lineItemAlignment` option: `"center"` (default), `"top"` or `"bottom"`.
    public static let lineItemAlignmentOption = Option<LineItemAlignment>(
        "lineItemAlignment", default: .center,
        summary: "Where an item shorter than its line goes across the line: center, top or bottom.")

    /// Every option, in the order `UICollectionViewFlowLayout` documents its properties.
    /// Items never overlap; an item wider than the line overflows the width
    /// (it is placed alone at the line's start), so frames are not
    /// promised inside the content across the scroll axis.
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .independentOfViewportLength]

    public static let options: [AnyOption] = [
        scrollDirectionOption.erased,
        minimumInteritemSpacingOption.erased,
        minimumLineSpacingOption.erased,
        sectionInsetOption.erased,
        headerReferenceSizeOption.erased,
        footerReferenceSizeOption.erased,
        itemSizeOption.erased,
        lineAlignmentOption.erased,
        lastLineAlignmentOption.erased,
        lineItemAlignmentOption.erased,
    ]

    /// The options a section may override: every option but `scrollDirection`.
    public static let sectionOptions: [AnyOption] = options.filter { $0.name != scrollDirectionOption.name }
}

// MARK: - Resolved settings

/// The options that apply to one section: the strategy's, overridden by the section's own.
struct SectionSettings {
    var minimumInteritemSpacing: Double
    var minimumLineSpacing: Double
    var sectionInset: Insets
    var headerReferenceSize: Size
    var footerReferenceSize: Size
    var itemSize: Size
    var lineAlignment: FlowLine.LineAlignment
    var lastLineAlignment: FlowLine.LastLineAlignment
    var lineItemAlignment: FlowLine.LineItemAlignment
}

extension FlowLine {
    /// The strategy's own settings, for sections without overrides.
    var globalSettings: SectionSettings {
        SectionSettings(
            minimumInteritemSpacing: minimumInteritemSpacing, minimumLineSpacing: minimumLineSpacing,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
            footerReferenceSize: footerReferenceSize, itemSize: itemSize, lineAlignment: lineAlignment,
            lastLineAlignment: lastLineAlignment, lineItemAlignment: lineItemAlignment)
    }

    /// Checks the stored values as a configuration would be checked.
    ///
    /// Values from ``init(options:)`` have passed already; this catches what
    /// the memberwise initializer lets through (negative spacing, NaN, ...).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the option.
    func validateSettings() throws(LayoutError) {
        try Self.scrollDirectionOption.validate(scrollDirection)
        try Self.minimumInteritemSpacingOption.validate(minimumInteritemSpacing)
        try Self.minimumLineSpacingOption.validate(minimumLineSpacing)
        try Self.sectionInsetOption.validate(sectionInset)
        try Self.headerReferenceSizeOption.validate(headerReferenceSize)
        try Self.footerReferenceSizeOption.validate(footerReferenceSize)
        try Self.itemSizeOption.validate(itemSize)
        try Self.lineAlignmentOption.validate(lineAlignment)
        try Self.lastLineAlignmentOption.validate(lastLineAlignment)
        try Self.lineItemAlignmentOption.validate(lineItemAlignment)
    }

    /// The settings of section `index`: the strategy's, overridden by the section's options.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key with
    ///   its section (`sections[2].minimumLineSpacing`) when an override is invalid.
    func settings(for section: SectionInput, at index: Int) throws(LayoutError) -> SectionSettings {
        var settings = globalSettings
        guard !section.options.isEmpty else { return settings }
        let options = section.overrides(at: index)
        settings.minimumInteritemSpacing = try options.value(
            Self.minimumInteritemSpacingOption, default: settings.minimumInteritemSpacing)
        settings.minimumLineSpacing = try options.value(
            Self.minimumLineSpacingOption, default: settings.minimumLineSpacing)
        settings.sectionInset = try options.value(Self.sectionInsetOption, default: settings.sectionInset)
        settings.headerReferenceSize = try options.value(
            Self.headerReferenceSizeOption, default: settings.headerReferenceSize)
        settings.footerReferenceSize = try options.value(
            Self.footerReferenceSizeOption, default: settings.footerReferenceSize)
        settings.itemSize = try options.value(Self.itemSizeOption, default: settings.itemSize)
        settings.lineAlignment = try options.value(Self.lineAlignmentOption, default: settings.lineAlignment)
        settings.lastLineAlignment = try options.value(
            Self.lastLineAlignmentOption, default: settings.lastLineAlignment)
        settings.lineItemAlignment = try options.value(
            Self.lineItemAlignmentOption, default: settings.lineItemAlignment)
        return settings
    }
}
