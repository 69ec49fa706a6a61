import TrellisCore

// MARK: - Option descriptors

extension JustifiedRows {
    /// The `targetRowHeight` option: a number greater than 0, default 320.
    public static let targetRowHeightOption = Option<Double>(
        "targetRowHeight", default: 320, minimum: 0, exclusive: true,
        summary: "Height rows aim for (their width when scrolling horizontally).")

    /// The `targetRowHeightTolerance` option: a number from 0 up to (not including) 1, default 0.25.
    public static let targetRowHeightToleranceOption = Option<Double>(
        "targetRowHeightTolerance", default: 0.25, allowed: "a number of at least 0 and less than 1",
        summary: "How far a row's height may stray from the target, as a fraction of it, before a row is closed.",
        check: { tolerance in tolerance >= 0 && tolerance < 1 ? nil : "must be at least 0 and less than 1" })

    /// The `interitemSpacing` option: a number of at least 0, default 10.
    public static let interitemSpacingOption = Option<Double>(
        "interitemSpacing", default: 10, minimum: 0, summary: "Space between two items of a row.")

    /// The `lineSpacing` option: a number of at least 0, default 10.
    public static let lineSpacingOption = Option<Double>(
        "lineSpacing", default: 10, minimum: 0, summary: "Space between two rows of a section.")

    /// The `sectionInset` option: insets with every side at least 0, default 10 on every side.
    public static let sectionInsetOption = Option<Insets>(
        "sectionInset", default: .uniform(10), allowed: SectionOptions.sectionInset.allowed,
        summary: "Insets around each section's rows (not its header and footer); left + right must be less "
            + "than the width.",
        check: { insets in SectionOptions.sectionInset.problem(with: insets) })

    /// The `forceAspectRatio` option: `"none"` (default) or a number greater than 0.
    public static let forceAspectRatioOption = Option<NoneOr<Double>>(
        "forceAspectRatio", default: .none, allowed: "\"none\" or a number greater than 0",
        summary: "Treat every item as having this width / height ratio, whatever its size (\"none\": their own).",
        check: { ratio in (ratio.value ?? 1) > 0 ? nil : "must be greater than 0" })

    /// The `widowLayoutStyle` option: `"left"` (default), `"center"` or `"justify"`.
    public static let widowLayoutStyleOption = Option<WidowLayoutStyle>(
        "widowLayoutStyle", default: .left,
        summary: "The last row of a section, too short to fill the width: left, center, or justify (stretched).")

    /// The `fullWidthBreakoutRowCadence` option: `"none"` (default) or an integer of at least 1.
    public static let fullWidthBreakoutRowCadenceOption = Option<NoneOr<Int>>(
        "fullWidthBreakoutRowCadence", default: .none, allowed: "\"none\" or an integer of at least 1",
        summary: "Every C-th row of a section that starts with a landscape or square item shows it alone, "
            + "full width (\"none\": never).",
        check: { cadence in (cadence.value ?? 1) >= 1 ? nil : "must be at least 1" })

    /// The `rowBreaking` option: `"greedy"` (default) or `"optimal"`.
    public static let rowBreakingOption = Option<RowBreaking>(
        "rowBreaking", default: .greedy,
        summary: "Where rows break: greedy (one item at a time) or optimal (all of a section's breaks chosen "
            + "together, closest to the target height).")

    /// The `scrollDirection` option: `"vertical"` (default) or `"horizontal"` (the vertical layout transposed).
    public static let scrollDirectionOption = Option<ScrollAxis>(
        "scrollDirection", default: .vertical,
        summary: "Rows run across and stack down (vertical), or run down the height and stack to the right "
            + "(horizontal: needs the viewport height).")

    /// What the strategy promises: items never overlap. Frames may overflow
    /// the width: a last row placed at the row height above can be wider than
    /// the width, as in Flickr's layout.
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .independentOfViewportLength]

    /// Every option; the first eight are Flickr's, under Trellis's names.
    public static let options: [AnyOption] = [
        targetRowHeightOption.erased,
        targetRowHeightToleranceOption.erased,
        interitemSpacingOption.erased,
        lineSpacingOption.erased,
        sectionInsetOption.erased,
        forceAspectRatioOption.erased,
        widowLayoutStyleOption.erased,
        fullWidthBreakoutRowCadenceOption.erased,
        rowBreakingOption.erased,
        scrollDirectionOption.erased,
        SectionOptions.headerReferenceSize.erased,
        SectionOptions.footerReferenceSize.erased,
    ]

    /// The options a section may override: every option but `scrollDirection`.
    public static let sectionOptions: [AnyOption] = options.filter { $0.name != scrollDirectionOption.name }
}

// MARK: - Option types

extension JustifiedRows {
    /// How the last row of a section is placed when it is too short to fill
    /// the width (Flickr's widows).
    public enum WidowLayoutStyle: String, Sendable, CaseIterable, OptionRepresentable {
        /// Packed from the leading inset.
        case left
        /// Moved right by half the space left, plus the interitem spacing.
        case center
        /// Stretched to fill the width, like every other row.
        case justify
    }

    /// How a section's items are broken into rows.
    public enum RowBreaking: String, Sendable, CaseIterable, OptionRepresentable {
        /// One item at a time, closing a row as soon as it is close enough to
        /// the target height: Flickr's rule.
        case greedy
        /// The breaks of the whole section that minimize the sum of the squared
        /// differences between each row's height and the target.
        case optimal
    }

    /// An option value that can be absent: `"none"`, or a value.
    public struct NoneOr<Wrapped: OptionRepresentable>: OptionRepresentable, Hashable where Wrapped: Hashable {
        /// The value, or `nil` for `"none"`.
        public var value: Wrapped?

        /// Absent: `"none"`.
        public static var none: Self { Self(nil) }

        /// `value`, or `"none"` when `nil`.
        public init(_ value: Wrapped?) {
            self.value = value
        }

        public init?(optionValue: OptionValue) {
            if optionValue == .string("none") {
                value = nil
            } else if let value = Wrapped(optionValue: optionValue) {
                self.value = value
            } else {
                return nil
            }
        }

        public var optionValue: OptionValue { value?.optionValue ?? .string("none") }

        public static var optionTypeDescription: String { "\"none\" or \(Wrapped.optionTypeDescription)" }
    }
}

// MARK: - Resolved settings

/// The options that apply to one section: the strategy's, overridden by the section's own.
struct RowSettings {
    var targetRowHeight: Double
    var tolerance: Double
    var interitemSpacing: Double
    var lineSpacing: Double
    var sectionInset: Insets
    var forceAspectRatio: Double?
    var widowLayoutStyle: JustifiedRows.WidowLayoutStyle
    var breakoutCadence: Int?
    var rowBreaking: JustifiedRows.RowBreaking
    var headerReferenceSize: Size
    var footerReferenceSize: Size
}

extension JustifiedRows {
    /// The strategy's own settings, checked as a configuration would be
    /// (values set in Swift have not been through one).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the option.
    func globalSettings() throws(LayoutError) -> RowSettings {
        try Self.targetRowHeightOption.validate(targetRowHeight)
        try Self.targetRowHeightToleranceOption.validate(targetRowHeightTolerance)
        try Self.interitemSpacingOption.validate(interitemSpacing)
        try Self.lineSpacingOption.validate(lineSpacing)
        try Self.sectionInsetOption.validate(sectionInset)
        try Self.forceAspectRatioOption.validate(NoneOr(forceAspectRatio))
        try Self.fullWidthBreakoutRowCadenceOption.validate(NoneOr(fullWidthBreakoutRowCadence))
        try SectionOptions.headerReferenceSize.validate(headerReferenceSize)
        try SectionOptions.footerReferenceSize.validate(footerReferenceSize)
        let settings = RowSettings(
            targetRowHeight: targetRowHeight, tolerance: targetRowHeightTolerance,
            interitemSpacing: interitemSpacing, lineSpacing: lineSpacing, sectionInset: sectionInset,
            forceAspectRatio: forceAspectRatio, widowLayoutStyle: widowLayoutStyle,
            breakoutCadence: fullWidthBreakoutRowCadence, rowBreaking: rowBreaking,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
        try Self.checkCombination(settings, keyPrefix: "")
        return settings
    }

    /// The settings of section `index`: `global`, overridden by the section's options.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key with
    ///   its section (`sections[2].lineSpacing`) when an override is invalid.
    func settings(_ global: RowSettings, for section: SectionInput, at index: Int) throws(LayoutError) -> RowSettings {
        guard !section.options.isEmpty else { return global }
        let options = section.overrides(at: index)
        var settings = global
        settings.targetRowHeight = try options.value(Self.targetRowHeightOption, default: global.targetRowHeight)
        settings.tolerance = try options.value(Self.targetRowHeightToleranceOption, default: global.tolerance)
        settings.interitemSpacing = try options.value(Self.interitemSpacingOption, default: global.interitemSpacing)
        settings.lineSpacing = try options.value(Self.lineSpacingOption, default: global.lineSpacing)
        settings.sectionInset = try options.value(Self.sectionInsetOption, default: global.sectionInset)
        settings.forceAspectRatio = try options.value(
            Self.forceAspectRatioOption, default: NoneOr(global.forceAspectRatio)
        ).value
        settings.widowLayoutStyle = try options.value(Self.widowLayoutStyleOption, default: global.widowLayoutStyle)
        settings.breakoutCadence = try options.value(
            Self.fullWidthBreakoutRowCadenceOption, default: NoneOr(global.breakoutCadence)
        ).value
        settings.rowBreaking = try options.value(Self.rowBreakingOption, default: global.rowBreaking)
        settings.headerReferenceSize = try options.value(
            SectionOptions.headerReferenceSize, default: global.headerReferenceSize)
        settings.footerReferenceSize = try options.value(
            SectionOptions.footerReferenceSize, default: global.footerReferenceSize)
        try Self.checkCombination(settings, keyPrefix: options.keyPrefix)
        return settings
    }

    /// Optimal breaking chooses every break of a section at once; a breakout
    /// cadence counts rows greedily, so the two do not combine.
    private static func checkCombination(_ settings: RowSettings, keyPrefix: String) throws(LayoutError) {
        guard settings.rowBreaking == .optimal, let cadence = settings.breakoutCadence else { return }
        throw .invalidOption(
            key: keyPrefix + fullWidthBreakoutRowCadenceOption.name,
            reason: "must be \"none\" with rowBreaking \"optimal\" (breakout rows are a greedy rule), got \(cadence)")
    }
}
