/// Picks a strategy by name, with its viewport, index option and options: the
/// JSON object a configuration file holds, as a `Codable` value.
///
/// ```json
/// { "strategy": "shortest-column", "width": 390, "columns": 3, "cellPadding": 4 }
/// ```
///
/// ```swift
/// let configuration = try Configuration(json: #"{"strategy": "mosaic", "width": 390}"#)
/// let layout = try configuration.prepare([SectionInput(count: 10)])
/// ```
///
/// `strategy` and `width` are required; `height` (the viewport height, needed
/// for horizontal scrolling), `index`, `layoutDirection`, `pinHeaders`,
/// `sectionBackground` and `sections` are optional; every other key is an
/// option of the strategy, checked against the strategy's declared options
/// when the configuration is prepared.
///
/// `sections` gives sections their own strategies (a ``CompositeStrategy``):
/// its i-th entry configures section i, and the top-level strategy lays out
/// every section past its end (Docs/Composition.md).
///
/// ```json
/// { "strategy": "shortest-column", "width": 390, "columns": 2,
///   "sections": [ {"strategy": "flow-line", "itemSize": [100, 36]}, {}, {"strategy": "mosaic"} ] }
/// ```
public struct Configuration: Sendable, Hashable {
    /// The keys a configuration itself reads; every other key is a strategy option.
    public static let reservedKeys = OptionValues.reservedKeys
    /// The keys every configuration must have.
    public static let requiredKeys = ["strategy", "width"]

    /// A `sectionBackground` value: `true` (no inset), `false` (none) or an
    /// inset; `nil` for anything else.
    package static func sectionBackground(_ value: OptionValue) -> Insets?? {
        switch value {
        case .bool(let on): on ? .some(.zero) : .some(nil)
        default: Insets(optionValue: value).map { .some($0) }
        }
    }

    /// The registered name of the strategy, e.g. `"shortest-column"`.
    public var strategy: String
    /// The viewport width.
    public var width: Double
    /// The viewport height, or `nil`; required for horizontal scrolling.
    public var height: Double?
    /// How the prepared layout answers elements-in-rect.
    public var index: IndexOption
    /// Left to right (the default), or right to left: frames mirrored within
    /// the content width. JSON key `layoutDirection`: `"leftToRight"` or `"rightToLeft"`.
    public var layoutDirection: ReadingDirection
    /// Whether the prepared layout pins section headers to the visible rect
    /// (``PreparedLayout/pinsHeaders``). JSON key `pinHeaders`: `true` or `false` (the default).
    public var pinsHeaders: Bool
    /// The inset of every section's background element, or `nil` for none
    /// (``LayoutInput/sectionBackground``). JSON key `sectionBackground`:
    /// `true` (no inset), `false` (the default) or an inset `[top, left, bottom, right]`.
    public var sectionBackground: Insets?
    /// The strategy's options: every key other than ``reservedKeys``.
    public var options: OptionValues
    /// The strategies of the first sections, in order (JSON key `sections`);
    /// empty (the default) lays out every section with ``strategy``.
    public var sections: [SectionStrategy]

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - strategy: The registered name of the strategy.
    ///   - width: The viewport width.
    ///   - height: The viewport height; required for horizontal scrolling.
    ///   - index: How elements-in-rect is answered; `auto` by default.
    ///   - layoutDirection: Left to right (the default) or right to left.
    ///   - pinsHeaders: Whether section headers are pinned to the visible rect; `false` by default.
    ///   - sectionBackground: The inset of each section's background, `nil` (the default) for none.
    ///   - options: The strategy's options.
    ///   - sections: The strategies of the first sections; empty lays out every section with `strategy`.
    public init(
        strategy: String, width: Double, height: Double? = nil, index: IndexOption = .auto,
        layoutDirection: ReadingDirection = .leftToRight, pinsHeaders: Bool = false,
        sectionBackground: Insets? = nil, options: OptionValues = [:], sections: [SectionStrategy] = []
    ) {
        self.sectionBackground = sectionBackground
        self.strategy = strategy
        self.width = width
        self.height = height
        self.index = index
        self.layoutDirection = layoutDirection
        self.pinsHeaders = pinsHeaders
        self.options = options
        self.sections = sections
    }
}

extension Configuration {
    /// How one section of a ``Configuration/sections`` array is laid out: a
    /// strategy with its options, or the configuration's own strategy.
    ///
    /// * `{}` — the configuration's strategy and options.
    /// * `{"columns": 3}` (no `strategy`) — the configuration's strategy, its
    ///   options overridden by these: only options the strategy declares per
    ///   section (``LayoutStrategy/sectionOptions``), the rule an items file's
    ///   section overrides follow.
    /// * `{"strategy": "mosaic", "gutter": 4}` — that strategy with these
    ///   options only (the configuration's options belong to its own strategy).
    public struct SectionStrategy: Sendable, Hashable {
        /// The registered name of the section's strategy; `nil` for the configuration's.
        public var strategy: String?
        /// The strategy's options.
        public var options: OptionValues

        /// Creates a section entry.
        ///
        /// - Parameters:
        ///   - strategy: The registered strategy name; `nil` for the configuration's strategy.
        ///   - options: The options (overriding the configuration's when `strategy` is `nil`).
        public init(strategy: String? = nil, options: OptionValues = [:]) {
            self.strategy = strategy
            self.options = options
        }
    }
}
