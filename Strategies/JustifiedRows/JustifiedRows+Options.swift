import TrellisCore

extension JustifiedRows {
    /// What the strategy promises: items never overlap. Frames may overflow
    /// the width: a last row placed at the row height above can be wider than
    /// the width, as in Flickr's layout.
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .independentOfViewportLength]
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
    @available(*, deprecated, message: "declare the option as an Optional: @Option(...) var name: Wrapped? = nil")
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
typealias RowSettings = JustifiedRows

extension JustifiedRows {
    /// The strategy's own settings, checked as a configuration would be
    /// (values set in Swift have not been through one).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the option.
    func globalSettings() throws(LayoutError) -> RowSettings {
        try validateOptions()
        try Self.checkCombination(self, keyPrefix: "")
        return self
    }

    /// The settings of section `index`: `global`, overridden by the section's options.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key with
    ///   its section (`sections[2].lineSpacing`) when an override is invalid.
    func settings(_ global: RowSettings, for section: SectionInput, at index: Int) throws(LayoutError) -> RowSettings {
        guard !section.options.isEmpty else { return global }
        let settings = try global.overridden(by: section, at: index)
        try Self.checkCombination(settings, keyPrefix: section.overrides(at: index).keyPrefix)
        return settings
    }

    /// Optimal breaking chooses every break of a section at once; a breakout
    /// cadence counts rows greedily, so the two do not combine.
    private static func checkCombination(_ settings: RowSettings, keyPrefix: String) throws(LayoutError) {
        guard settings.rowBreaking == .optimal, let cadence = settings.fullWidthBreakoutRowCadence else { return }
        throw .invalidOption(
            key: keyPrefix + settings.$fullWidthBreakoutRowCadence.name,
            reason: "must be \"none\" with rowBreaking \"optimal\" (breakout rows are a greedy rule), got \(cadence)")
    }
}
