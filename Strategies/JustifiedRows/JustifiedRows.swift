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
public struct JustifiedRows: ResumableLayoutStrategy, Hashable {
    public static let name = "justified-rows"
    /// Each size is checked as placing reads it.
    public static let checksItemSizesWhilePlacing = true
    public static let summary =
        "Flickr / Google Photos justified rows: photos keep their aspect ratio, rows fill the width near a target height"

    /// The height every row aims for (its width when scrolling horizontally).
    public var targetRowHeight: Double
    /// How far, as a fraction of ``targetRowHeight``, a row's height may be from
    /// it for the row to close as soon as it can: `0 ≤ τ < 1`.
    public var targetRowHeightTolerance: Double
    /// The space between two items of a row.
    public var interitemSpacing: Double
    /// The space between two rows.
    public var lineSpacing: Double
    /// The insets around each section's rows (not around its header and footer).
    public var sectionInset: Insets
    /// When set, every item is treated as having this width / height ratio.
    public var forceAspectRatio: Double?
    /// How a section's last row is placed when it is too short to fill the width.
    public var widowLayoutStyle: WidowLayoutStyle
    /// When set to *C*, every *C*-th row of a section whose first item is
    /// landscape or square shows that item alone at the full width (greedy only).
    public var fullWidthBreakoutRowCadence: Int?
    /// Greedy (Flickr's) or optimal row breaking.
    public var rowBreaking: RowBreaking
    /// The direction the content scrolls in; `.horizontal` needs the input's height.
    public var scrollDirection: ScrollAxis
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    public var footerReferenceSize: Size

    /// The most items a row can hold with optimal breaking, which bounds its
    /// cost: about 16 times what a 4K-wide row of typical photos holds.
    public static let maximumOptimalRowLength = 256

    /// Creates the strategy; the defaults are Flickr's.
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
    ///   - forceAspectRatio: Greater than 0, or `nil` for each item's own ratio.
    ///   - widowLayoutStyle: How a section's too-short last row is placed.
    ///   - fullWidthBreakoutRowCadence: At least 1, or `nil` for no breakout rows.
    ///   - rowBreaking: Greedy (Flickr's) or optimal.
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's height.
    ///   - headerReferenceSize: Each section's header size (full span), each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size (full span), each dimension at least 0.
    public init(
        targetRowHeight: Double = 320,
        targetRowHeightTolerance: Double = 0.25,
        interitemSpacing: Double = 10,
        lineSpacing: Double = 10,
        sectionInset: Insets = .uniform(10),
        forceAspectRatio: Double? = nil,
        widowLayoutStyle: WidowLayoutStyle = .left,
        fullWidthBreakoutRowCadence: Int? = nil,
        rowBreaking: RowBreaking = .greedy,
        scrollDirection: ScrollAxis = .vertical,
        headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero
    ) {
        self.targetRowHeight = targetRowHeight
        self.targetRowHeightTolerance = targetRowHeightTolerance
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.sectionInset = sectionInset
        self.forceAspectRatio = forceAspectRatio
        self.widowLayoutStyle = widowLayoutStyle
        self.fullWidthBreakoutRowCadence = fullWidthBreakoutRowCadence
        self.rowBreaking = rowBreaking
        self.scrollDirection = scrollDirection
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    /// Creates the strategy from configuration options (see ``options``).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key
    ///   whose value has the wrong type or is out of range.
    public init(options: OptionValues) throws(LayoutError) {
        self.init(
            targetRowHeight: try options.value(Self.targetRowHeightOption),
            targetRowHeightTolerance: try options.value(Self.targetRowHeightToleranceOption),
            interitemSpacing: try options.value(Self.interitemSpacingOption),
            lineSpacing: try options.value(Self.lineSpacingOption),
            sectionInset: try options.value(Self.sectionInsetOption),
            forceAspectRatio: try options.value(Self.forceAspectRatioOption).value,
            widowLayoutStyle: try options.value(Self.widowLayoutStyleOption),
            fullWidthBreakoutRowCadence: try options.value(Self.fullWidthBreakoutRowCadenceOption).value,
            rowBreaking: try options.value(Self.rowBreakingOption),
            scrollDirection: try options.value(Self.scrollDirectionOption),
            headerReferenceSize: try options.value(SectionOptions.headerReferenceSize),
            footerReferenceSize: try options.value(SectionOptions.footerReferenceSize))
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
