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
/// for horizontal scrolling), `index`, `layoutDirection` and `pinHeaders` are
/// optional; every other key is an
/// option of the strategy, checked against the strategy's declared options
/// when the configuration is prepared.
public struct Configuration: Sendable, Hashable {
    /// The keys a configuration itself reads; every other key is a strategy option.
    public static let reservedKeys = ["strategy", "width", "height", "index", "layoutDirection", "pinHeaders"]
    /// The keys every configuration must have.
    public static let requiredKeys = ["strategy", "width"]

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
    /// The strategy's options: every key other than ``reservedKeys``.
    public var options: OptionValues

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - strategy: The registered name of the strategy.
    ///   - width: The viewport width.
    ///   - height: The viewport height; required for horizontal scrolling.
    ///   - index: How elements-in-rect is answered; `auto` by default.
    ///   - layoutDirection: Left to right (the default) or right to left.
    ///   - pinsHeaders: Whether section headers are pinned to the visible rect; `false` by default.
    ///   - options: The strategy's options.
    public init(
        strategy: String, width: Double, height: Double? = nil, index: IndexOption = .auto,
        layoutDirection: ReadingDirection = .leftToRight, pinsHeaders: Bool = false,
        options: OptionValues = [:]
    ) {
        self.strategy = strategy
        self.width = width
        self.height = height
        self.index = index
        self.layoutDirection = layoutDirection
        self.pinsHeaders = pinsHeaders
        self.options = options
    }
}
