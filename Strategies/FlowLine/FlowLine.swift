import TrellisCore

/// `UICollectionViewFlowLayout`'s line layout: items of their own sizes laid
/// out in lines across the viewport, the lines stacked in the scroll direction,
/// with section insets, headers and footers.
///
/// By default every line but a section's last is justified, as UIKit does: the
/// items that fit are spread so that the first touches the leading inset and
/// the last the trailing one. The last line follows ``lastLineAlignment``; by
/// default (`uikit`) a section of same-sized items keeps the columns of the
/// lines above, and any other section is left-aligned. ``lineAlignment``
/// packs every line against the leading or trailing inset or centers it
/// instead, as tag clouds and rows of chips want.
///
/// ```swift
/// let layout = try FlowLine().prepare(LayoutInput(width: 390, sections: [SectionInput(count: 14)]))
/// let second = layout.attributesForItem(at: ElementPath(section: 0, item: 1))?.frame   // (68.0, 0.0, 50.0, 50.0)
/// let size = layout.contentSize                                           // 390.0 × 170.0
/// ```
///
/// Exact rules, an example and the comparison with UIKit: Docs/Strategies/FlowLine.md.
///
/// - Complexity: ``placeElements(of:into:)`` is O(*n* + *s*) for *n* items in
///   *s* sections, with one reused buffer for the line being built.
public struct FlowLine: ResumableLayoutStrategy, OptionDeclaring, Hashable {
    public static let name = "flow-line"
    /// Each size is checked as placing reads it.
    public static let checksItemSizesWhilePlacing = true
    public static let summary =
        "UICollectionViewFlowLayout: items of their own sizes in justified lines, with section insets, headers and footers"
    /// Every option, in the order `UICollectionViewFlowLayout` documents its properties.
    public static let options = declaredOptions
    /// The options a section may override: every option but `scrollDirection`.
    public static let sectionOptions = declaredSectionOptions

    /// The direction the content scrolls in: lines run across it; `.horizontal` needs the input's `height`.
    @Option(
        "scrollDirection",
        summary:
            "Lines run across the width and stack down (vertical), or down the height and stack right (horizontal).")
    public var scrollDirection = ScrollDirection.vertical
    /// The smallest space between two items of a line.
    @Option(
        "minimumInteritemSpacing", minimum: 0, perSection: true, summary: "Smallest space between two items of a line.")
    public var minimumInteritemSpacing = 10.0
    /// The space between two lines of a section.
    @Option("minimumLineSpacing", minimum: 0, perSection: true, summary: "Space between two lines of a section.")
    public var minimumLineSpacing = 10.0
    /// The insets around the items of every section (not around its header and footer).
    @Option(SectionOptions.sectionInset, perSection: true) public var sectionInset: Insets
    /// The size of every section's header; only the height counts when
    /// scrolling vertically, only the width when scrolling horizontally. Zero
    /// (the default) means no header.
    @Option(SectionOptions.headerReferenceSize, perSection: true) public var headerReferenceSize: Size
    /// The size of every section's footer, read as ``headerReferenceSize``.
    @Option(SectionOptions.footerReferenceSize, perSection: true) public var footerReferenceSize: Size
    /// The size of the items of a `count` section, which come without a size.
    @Option(
        "itemSize", allowed: Size.optionTypeDescription + ", each greater than 0", perSection: true,
        summary: "Size of the items of a section given as a count.",
        check: { size in size.width > 0 && size.height > 0 ? nil : "width and height must be greater than 0" })
    public var itemSize = Size(width: 50, height: 50)
    /// How every line is placed along itself; the last line of a section as
    /// ``lastLineAlignment`` says.
    @Option(
        "lineAlignment", perSection: true,
        summary: "Every line along itself: justified (UIKit), or packed leading, center or trailing "
            + "(right-to-left aware); the last line as lastLineAlignment says.")
    public var lineAlignment = LineAlignment.justified
    /// How the last line of a section is placed along its line.
    @Option(
        "lastLineAlignment", perSection: true,
        summary: "Last line of a section: uikit (justified lines: fill if all items are the same size, else leading; "
            + "other lines: as lineAlignment), fill, justify, leading.")
    public var lastLineAlignment = LastLineAlignment.uikit
    /// How the items of a line that are shorter than its tallest item are placed across it.
    @Option(
        "lineItemAlignment", perSection: true,
        summary: "Where an item shorter than its line goes across the line: center, top or bottom.")
    public var lineItemAlignment = LineItemAlignment.center

    /// Creates the strategy with every option at its default: `UICollectionViewFlowLayout`'s.
    public init() {}

    /// Creates the strategy; an option left `nil` keeps its default (`UICollectionViewFlowLayout`'s).
    ///
    /// The values are checked when a layout is prepared: a value a
    /// configuration could not hold (a negative spacing, a zero item size,
    /// NaN, ...) makes ``prepare(_:index:)`` throw
    /// ``LayoutError/invalidOption(key:reason:)`` naming the option.
    ///
    /// - Parameters:
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's `height`.
    ///   - minimumInteritemSpacing: The smallest space between items of a line, at least 0.
    ///   - minimumLineSpacing: The space between lines, at least 0.
    ///   - sectionInset: The insets around each section's items, each side at least 0.
    ///   - headerReferenceSize: Each section's header size, each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size, each dimension at least 0.
    ///   - itemSize: The size of the items of `count` sections, both dimensions greater than 0.
    ///   - lineAlignment: How every line is placed along itself (justified, as UIKit, by default).
    ///   - lastLineAlignment: How each section's last line is placed along it.
    ///   - lineItemAlignment: How items are placed across their line.
    public init(
        scrollDirection: ScrollDirection? = nil,
        minimumInteritemSpacing: Double? = nil,
        minimumLineSpacing: Double? = nil,
        sectionInset: Insets? = nil,
        headerReferenceSize: Size? = nil,
        footerReferenceSize: Size? = nil,
        itemSize: Size? = nil,
        lineAlignment: LineAlignment? = nil,
        lastLineAlignment: LastLineAlignment? = nil,
        lineItemAlignment: LineItemAlignment? = nil
    ) {
        self.init()
        if let scrollDirection { self.scrollDirection = scrollDirection }
        if let minimumInteritemSpacing { self.minimumInteritemSpacing = minimumInteritemSpacing }
        if let minimumLineSpacing { self.minimumLineSpacing = minimumLineSpacing }
        if let sectionInset { self.sectionInset = sectionInset }
        if let headerReferenceSize { self.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { self.footerReferenceSize = footerReferenceSize }
        if let itemSize { self.itemSize = itemSize }
        if let lineAlignment { self.lineAlignment = lineAlignment }
        if let lastLineAlignment { self.lastLineAlignment = lastLineAlignment }
        if let lineItemAlignment { self.lineItemAlignment = lineItemAlignment }
    }
}

// MARK: - Resuming

extension FlowLine {
    /// Where a section stands at the start of a line: what a
    /// ``PlacementCheckpoint`` holds to resume placing from that line.
    public struct PlacementState: Sendable, Hashable {
        /// Where the section starts in the scroll direction.
        public var sectionStart: Double
        /// Where the previous line ends; meaningful when ``hasPlacedLine``.
        public var lineEnd: Double
        /// Whether the section has placed a line.
        public var hasPlacedLine: Bool
        /// The section's first item size (line coordinates), `nil` before its first item.
        public var firstItemSize: Size?
        /// Whether every item before the line has ``firstItemSize`` (for `uikit` alignment).
        public var isUniform: Bool
    }
}

// MARK: - Option types

extension FlowLine {
    /// The direction a flow layout scrolls in (`UICollectionView.ScrollDirection`):
    /// the core's ``ScrollAxis``, which every strategy's `scrollDirection` uses.
    public typealias ScrollDirection = ScrollAxis

    /// How the items of a line are placed along it (every line but a
    /// section's last, which follows ``LastLineAlignment``; its default,
    /// `uikit`, follows this alignment when it is not `justified`).
    ///
    /// The names are those of the reading direction: with a right-to-left
    /// layout direction, `leading` is the right side and `trailing` the left.
    /// With horizontal scrolling a line runs down the viewport: `leading` is
    /// its top.
    public enum LineAlignment: String, Sendable, CaseIterable, OptionRepresentable {
        /// What `UICollectionViewFlowLayout` does: the items that fit are
        /// spread from the leading inset to the trailing one (a lone item centered).
        case justified
        /// Packed against the leading inset, exactly `minimumInteritemSpacing` apart.
        case leading
        /// Packed exactly `minimumInteritemSpacing` apart, the group centered in the line.
        case center
        /// Packed against the trailing inset, exactly `minimumInteritemSpacing` apart.
        case trailing
    }

    /// How the last line of a section is placed along the line.
    ///
    /// Every other line follows ``LineAlignment``.
    public enum LastLineAlignment: String, Sendable, CaseIterable, OptionRepresentable {
        /// What `UICollectionViewFlowLayout` does: with `justified` lines,
        /// `fill` when every item of the section has the same width and
        /// height, `leading` otherwise; with `leading`, `center` or `trailing`
        /// lines, the same alignment as the other lines.
        case uikit
        /// Justified as if copies of the line's last item filled the rest of
        /// it: a last line of same-sized items keeps the columns above it.
        case fill
        /// Justified like every other line: the first item at the leading
        /// inset, the last at the trailing one (a lone item centered).
        case justify
        /// Packed against the leading inset, exactly `minimumInteritemSpacing` apart.
        case leading
    }

    /// How an item shorter than its line's tallest item is placed across the
    /// line (with horizontal scrolling, `top` is the column's left side and
    /// `bottom` its right side).
    public enum LineItemAlignment: String, Sendable, CaseIterable, OptionRepresentable {
        /// Centered in the line, as UIKit does.
        case center
        /// Against the line's top edge.
        case top
        /// Against the line's bottom edge.
        case bottom
    }
}

extension FlowLine.PlacementState: PortablePlacementState {
    /// ``sectionStart``, ``lineEnd``, ``hasPlacedLine`` (0 or 1), whether
    /// there is a ``firstItemSize`` (0 or 1), its width and height (0 when
    /// there is none), ``isUniform`` (0 or 1).
    public var portableValues: [Double] {
        [
            sectionStart, lineEnd, hasPlacedLine ? 1 : 0, firstItemSize == nil ? 0 : 1,
            firstItemSize?.width ?? 0, firstItemSize?.height ?? 0, isUniform ? 1 : 0,
        ]
    }

    /// Reads the seven numbers ``portableValues`` lists: `nil` for another
    /// count, a value that is not finite, a flag that is not 0 or 1, or a
    /// missing first size given as other than zeros.
    public init?(portableValues values: [Double]) {
        guard values.count == 7, values.allSatisfy(\.isFinite), let hasPlacedLine = Self.flag(values[2]),
            let hasFirst = Self.flag(values[3]), let isUniform = Self.flag(values[6]),
            hasFirst || (values[4] == 0 && values[5] == 0)
        else { return nil }
        self.init(
            sectionStart: values[0], lineEnd: values[1], hasPlacedLine: hasPlacedLine,
            firstItemSize: hasFirst ? Size(width: values[4], height: values[5]) : nil, isUniform: isUniform)
    }
}
