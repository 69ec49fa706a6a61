import TrellisCore

/// Justified rows, the photo-gallery layout of Flickr and Google Photos: each
/// item keeps its aspect ratio, every row fills the width, and rows come out
/// close to a target height.
///
/// With the defaults and `rowBreaking` `greedy`, a section's frames are those
/// of Flickr's open-source `justified-layout` (version 4.1) for the same
/// options: a viewport 1060 points wide gives its default layout. Items join
/// the open row one at a time; the row closes, justified to the width, as soon
/// as its aspect-ratio sum reaches the target range, or earlier when the next
/// item would take it further from the target than it is. `optimal` instead
/// chooses all of a section's breaks together, minimizing the squared distance
/// of the row heights from the target (a shortest path over break points).
///
/// ```swift
/// let layout = try JustifiedRows().prepare(LayoutInput(width: 1060, items: photoSizes))
/// ```
///
/// Exact rules, an example and the optimal mode: Docs/Strategies/JustifiedRows.md.
///
/// - Complexity: ``placeElements(of:into:)`` is O(*n* + *s*) for *n* items in *s*
///   sections when greedy; O(*n* · *m*) when optimal, where *m* is the most
///   items a row can hold (at most ``maximumOptimalRowLength``).
public struct JustifiedRows: ResumableLayoutStrategy, OptionDeclaring, Hashable {
    public static let name = "justified-rows"
    /// Each size is checked as placing reads it.
    public static let checksItemSizesWhilePlacing = true
    public static let summary =
        "Flickr / Google Photos justified rows: photos keep their aspect ratio, rows fill the width near a target height"

    /// Every option; the first eight are Flickr's, under Trellis's names.
    public static let options = declaredOptions
    /// The options a section may override: every option but `scrollDirection`.
    public static let sectionOptions = declaredSectionOptions

    /// The height every row aims for (its width when scrolling horizontally).
    @Option(
        "targetRowHeight", minimum: 0, exclusive: true, perSection: true,
        summary: "Height rows aim for (their width when scrolling horizontally).")
    public var targetRowHeight = 320.0
    /// How far, as a fraction of ``targetRowHeight``, a row's height may be from
    /// it for the row to close as soon as it can: `0 ≤ τ < 1`.
    @Option(
        "targetRowHeightTolerance", allowed: "a number of at least 0 and less than 1", perSection: true,
        summary: "How far a row's height may stray from the target, as a fraction of it, before a row is closed.",
        check: { tolerance in tolerance >= 0 && tolerance < 1 ? nil : "must be at least 0 and less than 1" })
    public var targetRowHeightTolerance = 0.25
    /// The space between two items of a row.
    @Option("interitemSpacing", minimum: 0, perSection: true, summary: "Space between two items of a row.")
    public var interitemSpacing = 10.0
    /// The space between two rows.
    @Option("lineSpacing", minimum: 0, perSection: true, summary: "Space between two rows of a section.")
    public var lineSpacing = 10.0
    /// The insets around each section's rows (not around its header and footer).
    @Option(
        SectionOptions.sectionInset, perSection: true,
        summary: "Insets around each section's rows (not its header and footer); left + right must be less "
            + "than the width.")
    public var sectionInset = Insets.uniform(10)
    /// When set, every item is treated as having this width / height ratio.
    @Option(
        "forceAspectRatio", allowed: "\"none\" or a number greater than 0", perSection: true,
        summary: "Treat every item as having this width / height ratio, whatever its size (\"none\": their own).",
        check: { ratio in (ratio ?? 1) > 0 ? nil : "must be greater than 0" })
    public var forceAspectRatio: Double? = nil
    /// How a section's last row is placed when it is too short to fill the width.
    @Option(
        "widowLayoutStyle", perSection: true,
        summary: "The last row of a section, too short to fill the width: left, center, or justify (stretched).")
    public var widowLayoutStyle = WidowLayoutStyle.left
    /// When set to *C*, every *C*-th row of a section whose first item is
    /// landscape or square shows that item alone at the full width (greedy only).
    @Option(
        "fullWidthBreakoutRowCadence", allowed: "\"none\" or an integer of at least 1", perSection: true,
        summary: "Every C-th row of a section that starts with a landscape or square item shows it alone, "
            + "full width (\"none\": never).",
        check: { cadence in (cadence ?? 1) >= 1 ? nil : "must be at least 1" })
    public var fullWidthBreakoutRowCadence: Int? = nil
    /// Greedy (Flickr's) or optimal row breaking.
    @Option(
        "rowBreaking", perSection: true,
        summary: "Where rows break: greedy (one item at a time) or optimal (all of a section's breaks chosen "
            + "together, closest to the target height).")
    public var rowBreaking = RowBreaking.greedy
    /// The direction the content scrolls in; `.horizontal` needs the input's height.
    @Option(
        SectionOptions.scrollDirection(
            summary: "Rows run across and stack down (vertical), or run down the height and stack to the right "
                + "(horizontal: needs the viewport height)."))
    public var scrollDirection: ScrollAxis
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    @Option(SectionOptions.headerReferenceSize, perSection: true) public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    @Option(SectionOptions.footerReferenceSize, perSection: true) public var footerReferenceSize: Size

    /// The most items a row can hold with optimal breaking, which bounds its
    /// cost: about 16 times what a 4K-wide row of typical photos holds.
    public static let maximumOptimalRowLength = 256

    /// Creates the strategy with every option at its default: Flickr's.
    public init() {}

    /// Creates the strategy; an option left `nil` keeps its default (Flickr's).
    ///
    /// The values are checked when a layout is prepared: a value a
    /// configuration could not hold makes ``prepare(_:index:)`` throw
    /// ``LayoutError/invalidOption(key:reason:)`` naming the option.
    ///
    /// - Parameters:
    ///   - targetRowHeight: The height rows aim for, greater than 0.
    ///   - targetRowHeightTolerance: At least 0 and less than 1.
    ///   - interitemSpacing: The space between items of a row, at least 0.
    ///   - lineSpacing: The space between rows, at least 0.
    ///   - sectionInset: The insets around each section's rows, each side at least 0.
    ///   - forceAspectRatio: Greater than 0; `nil` keeps each item's own ratio.
    ///   - widowLayoutStyle: How a section's too-short last row is placed.
    ///   - fullWidthBreakoutRowCadence: At least 1; `nil` for no breakout rows.
    ///   - rowBreaking: Greedy (Flickr's) or optimal.
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's height.
    ///   - headerReferenceSize: Each section's header size (full span), each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size (full span), each dimension at least 0.
    public init(
        targetRowHeight: Double? = nil,
        targetRowHeightTolerance: Double? = nil,
        interitemSpacing: Double? = nil,
        lineSpacing: Double? = nil,
        sectionInset: Insets? = nil,
        forceAspectRatio: Double? = nil,
        widowLayoutStyle: WidowLayoutStyle? = nil,
        fullWidthBreakoutRowCadence: Int? = nil,
        rowBreaking: RowBreaking? = nil,
        scrollDirection: ScrollAxis? = nil,
        headerReferenceSize: Size? = nil,
        footerReferenceSize: Size? = nil
    ) {
        self.init()
        if let targetRowHeight { self.targetRowHeight = targetRowHeight }
        if let targetRowHeightTolerance { self.targetRowHeightTolerance = targetRowHeightTolerance }
        if let interitemSpacing { self.interitemSpacing = interitemSpacing }
        if let lineSpacing { self.lineSpacing = lineSpacing }
        if let sectionInset { self.sectionInset = sectionInset }
        self.forceAspectRatio = forceAspectRatio
        if let widowLayoutStyle { self.widowLayoutStyle = widowLayoutStyle }
        self.fullWidthBreakoutRowCadence = fullWidthBreakoutRowCadence
        if let rowBreaking { self.rowBreaking = rowBreaking }
        if let scrollDirection { self.scrollDirection = scrollDirection }
        if let headerReferenceSize { self.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { self.footerReferenceSize = footerReferenceSize }
    }

    /// Creates the strategy from configuration options (see ``options``).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key
    ///   whose value has the wrong type or is out of range, or
    ///   `fullWidthBreakoutRowCadence` given with `rowBreaking` `optimal`.
    public init(options: OptionValues) throws(LayoutError) {
        try self.init(reading: options)
        _ = try globalSettings()
    }
}

// MARK: - Resuming

extension JustifiedRows {
    /// Where a section stands at the start of a row: what a
    /// ``PlacementCheckpoint`` holds to resume placing from that row.
    public struct PlacementState: Sendable, Hashable {
        /// Where the section starts in the scroll direction.
        public var sectionStart: Double
        /// The top of the next row.
        public var rowTop: Double
        /// The number of rows the section has completed.
        public var completedRows: Int
        /// The clamped height of the section's last completed row (0 before the first).
        public var previousRowHeight: Double
    }
}

extension JustifiedRows.PlacementState: PortablePlacementState {
    /// ``sectionStart``, ``rowTop``, ``completedRows``, ``previousRowHeight``.
    public var portableValues: [Double] { [sectionStart, rowTop, Double(completedRows), previousRowHeight] }

    /// Reads the four numbers ``portableValues`` lists: `nil` for another
    /// count, a value that is not finite, or a row count that is not a whole
    /// number from 0.
    public init?(portableValues values: [Double]) {
        guard values.count == 4, values.allSatisfy(\.isFinite), Self.isWholeNumber(values[2], in: 0...Int(Int32.max))
        else { return nil }
        self.init(
            sectionStart: values[0], rowTop: values[1], completedRows: Int(values[2]), previousRowHeight: values[3])
    }
}
