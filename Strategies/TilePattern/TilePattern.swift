import TrellisCore

/// Repeating tile patterns (Flutter's quilted, woven and staired grids):
/// a grid of ``columns`` equal columns and rows, in which a repeating
/// ``template`` of tiles, each spanning some columns and rows, is filled in
/// item order. Item sizes are ignored; only the count matters.
///
/// Each tile goes to the top-most, then left-most cell from which it fits
/// (Flutter's rule for its quilted grid). The template (or a few copies of
/// it) must fill whole rows, so every repetition is the first shifted down by
/// the same number of rows, and an item's frame is arithmetic on its index.
/// ``repeatPattern`` repeats the template as it is, or turns every second
/// block over (Flutter's `inverted` and `mirrored`).
///
/// ```swift
/// let layout = try TilePattern().prepare(LayoutInput(width: 404, sections: [SectionInput(count: 8)]))
/// let first = layout.attributesForItem(at: ElementPath(section: 0, item: 0))?.frame   // (0.0, 0.0, 200.0, 200.0)
/// let fourth = layout.attributesForItem(at: ElementPath(section: 0, item: 3))?.frame  // (204.0, 102.0, 200.0, 98.0)
/// let size = layout.contentSize                                                  // 404.0 × 404.0
/// ```
///
/// Exact rules, pictures and the comparison with Flutter: Docs/Strategies/TilePattern.md.
///
/// - Complexity: ``placeElements(of:resumingFrom:into:checkpoints:)`` is
///   O(*n* + *s*) for *n* items in *s* sections, after checking each
///   template once (O(*a* · *c*) for a template of *a* cells on *c* columns).
public struct TilePattern: ResumableLayoutStrategy, OptionDeclaring, Hashable {
    public static let name = "tile-pattern"
    public static let summary =
        "Flutter's quilted, woven and staired grids: a repeating template of tiles spanning columns and rows"
    public static let options = declaredOptions
    /// Every option but `scrollDirection`.
    public static let sectionOptions = declaredSectionOptions

    /// The number of columns of the grid (rows across the height when scrolling horizontally).
    @Option(
        "columns", range: 1...100, perSection: true,
        summary: "Columns of the grid (rows across the height when scrolling horizontally).")
    public var columns = 4
    /// The tiles items take in turn.
    @Option(
        "template", allowed: Template.optionTypeDescription + ", each span at least 1, filling whole rows",
        perSection: true,
        summary: "Tiles items take in turn, each [columns, rows], placed top-most then left-most; "
            + "presets quilted, woven, staired (4 columns).",
        check: { template in template.problem })
    public var template = Template.quilted
    /// Whether every block of the template is the same, or every second one is turned over.
    @Option(
        "repeatPattern", perSection: true,
        summary: "How the template repeats: same, or every second block inverted (turned half a turn) "
            + "or mirrored (upside down), as Flutter's QuiltedGridRepeatPattern.")
    public var repeatPattern = RepeatPattern.same
    /// The space between two columns.
    @Option("columnSpacing", minimum: 0, perSection: true, summary: "Space between two columns.")
    public var columnSpacing = 4.0
    /// The space between two rows.
    @Option("rowSpacing", minimum: 0, perSection: true, summary: "Space between two rows.")
    public var rowSpacing = 4.0
    /// A cell's width divided by its height: 1 (the default) makes square cells.
    @Option(
        "cellAspectRatio", minimum: 0, exclusive: true, perSection: true,
        summary: "A cell's width divided by its height (across / along the scroll direction); 1 makes squares.")
    public var cellAspectRatio = 1.0
    /// The direction the content scrolls in; `.horizontal` needs the input's `height`.
    @Option(
        SectionOptions.scrollDirection(
            summary: "Columns run down and rows stack downwards (vertical), or columns run right across the height "
                + "and rows stack to the right (horizontal: needs the viewport height)."))
    public var scrollDirection: ScrollAxis
    /// The insets around each section's tiles (not its header and footer).
    @Option(SectionOptions.sectionInset, perSection: true) public var sectionInset: Insets
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    @Option(SectionOptions.headerReferenceSize, perSection: true) public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    @Option(SectionOptions.footerReferenceSize, perSection: true) public var footerReferenceSize: Size

    /// Creates the strategy with every option at its default: Flutter's quilted example.
    public init() {}

    /// Creates the strategy; an option left `nil` keeps its default (Flutter's quilted example).
    ///
    /// The values are checked when a layout is prepared: a value a
    /// configuration could not hold (0 columns, a negative spacing, a
    /// template that does not tile the columns, ...) makes
    /// ``prepare(_:index:)`` throw ``LayoutError/invalidOption(key:reason:)``
    /// naming the option.
    ///
    /// - Parameters:
    ///   - columns: The number of columns, 1 to 100.
    ///   - template: The tiles items take in turn; they must fill whole rows of `columns` columns.
    ///   - repeatPattern: Whether every block of the template is the same, or every second one is
    ///     inverted or mirrored.
    ///   - columnSpacing: The space between columns, at least 0.
    ///   - rowSpacing: The space between rows, at least 0.
    ///   - cellAspectRatio: A cell's width divided by its height, greater than 0.
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's `height`.
    ///   - sectionInset: The insets around each section's tiles, each side at least 0.
    ///   - headerReferenceSize: Each section's header size (full span), each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size (full span), each dimension at least 0.
    public init(
        columns: Int? = nil, template: Template? = nil, repeatPattern: RepeatPattern? = nil,
        columnSpacing: Double? = nil, rowSpacing: Double? = nil, cellAspectRatio: Double? = nil,
        scrollDirection: ScrollAxis? = nil, sectionInset: Insets? = nil, headerReferenceSize: Size? = nil,
        footerReferenceSize: Size? = nil
    ) {
        self.init()
        if let columns { self.columns = columns }
        if let template { self.template = template }
        if let repeatPattern { self.repeatPattern = repeatPattern }
        if let columnSpacing { self.columnSpacing = columnSpacing }
        if let rowSpacing { self.rowSpacing = rowSpacing }
        if let cellAspectRatio { self.cellAspectRatio = cellAspectRatio }
        if let scrollDirection { self.scrollDirection = scrollDirection }
        if let sectionInset { self.sectionInset = sectionInset }
        if let headerReferenceSize { self.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { self.footerReferenceSize = footerReferenceSize }
    }
}

// MARK: - Resuming

extension TilePattern {
    /// Where a section stands at the start of a repetition of the template:
    /// what a ``PlacementCheckpoint`` holds to resume placing from there.
    public struct PlacementState: Sendable, Hashable {
        /// Where the repetition starts along the scroll direction: the top of its first row.
        public var repetitionStart: Double
        /// Where the section's tiles placed so far end along the scroll
        /// direction (``repetitionStart`` before the section's first tile).
        public var itemsEnd: Double
    }
}

extension TilePattern.PlacementState: PortablePlacementState {
    /// ``repetitionStart``, then ``itemsEnd``.
    public var portableValues: [Double] { [repetitionStart, itemsEnd] }

    /// Reads the two numbers ``portableValues`` lists: `nil` for another
    /// count, a value that is not finite, or an end after the repetition's
    /// start (the tiles placed so far end before it).
    public init?(portableValues values: [Double]) {
        guard values.count == 2, values.allSatisfy(\.isFinite), values[1] <= values[0] else { return nil }
        self.init(repetitionStart: values[0], itemsEnd: values[1])
    }
}
