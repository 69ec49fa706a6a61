import TrellisCore

/// A waterfall with a tie tolerance: the CSS grid masonry (grid-lanes)
/// `flow-tolerance` rule. Each item goes to a column that is nearly the
/// shortest, preferring to continue in reading order.
///
/// Exact rules (Docs/Strategies/Masonry.md): the cell arithmetic of
/// `round-robin` (``ColumnStack``). Before each placement the *candidates* are
/// the columns whose running height is at most `shortest + tolerance`. The
/// item goes to the first candidate at or after the *cursor* (the column after
/// the previous item's column, wrapping), or, if there is none, to the first
/// candidate (the lowest index). The cursor starts at column 0 in every
/// section; each section starts at the bottom of the previous one's tallest column.
///
/// `tolerance` infinity gives in-order round-robin; 0 gives the shortest column,
/// with exact ties taken in order from the cursor rather than always leftmost.
///
/// ```swift
/// let layout = try Masonry(columns: 3, tolerance: 40).prepare(LayoutInput(width: 390, items: sizes))
/// ```
public struct Masonry: ResumableLayoutStrategy {
    public static let name = "masonry"
    public static let summary =
        "Waterfall with a tie tolerance (CSS masonry flow-tolerance): nearly-shortest columns, in reading order"

    /// The `tolerance` option: a number of at least 0, or `"infinite"`; default 16.
    public static let toleranceOption = Option<Tolerance>(
        "tolerance", default: Tolerance(16),
        summary: "Columns within this height of the shortest count as tied; ties go in reading order from "
            + "the column after the previous item's (CSS flow-tolerance; \"infinite\" gives round-robin)"
    ) { tolerance in
        tolerance.value >= 0 ? nil : "must be at least 0"
    }
    public static let guarantees: LayoutGuarantees = [.nonOverlappingItems, .framesInsideContentAcross]
    public static let options = [
        ColumnStack.columnsOption.erased, ColumnStack.cellPaddingOption.erased, toleranceOption.erased,
        SectionOptions.scrollDirection.erased,
    ] + SectionOptions.perSection
    /// Every option but `scrollDirection`: columns, padding, tolerance, insets, header and footer.
    public static let sectionOptions = ColumnSection.sectionOptions + [toleranceOption.erased]

    /// The number of columns.
    public var columns: Int
    /// The padding around each item inside its cell.
    public var cellPadding: Double
    /// How much taller than the shortest column a column may be and still take the next item.
    public var tolerance: Double
    /// The direction the content scrolls in; `.horizontal` needs the input's `height`.
    public var scrollDirection: ScrollAxis
    /// The insets around each section's items (not its header and footer).
    public var sectionInset: EdgeInsets
    /// Each section's header size: its height counts when scrolling
    /// vertically, its width horizontally; zero (the default) means none.
    public var headerReferenceSize: Size
    /// Each section's footer size, read as ``headerReferenceSize``.
    public var footerReferenceSize: Size

    /// Creates the strategy.
    ///
    /// - Parameters:
    ///   - columns: The number of columns.
    ///   - cellPadding: The padding around each item inside its cell.
    ///   - tolerance: At least 0; `.infinity` gives in-order round-robin.
    ///   - scrollDirection: The scroll direction; `.horizontal` needs the input's `height`.
    ///   - sectionInset: The insets around each section's items, each side at least 0.
    ///   - headerReferenceSize: Each section's header size (full span), each dimension at least 0.
    ///   - footerReferenceSize: Each section's footer size (full span), each dimension at least 0.
    public init(columns: Int = 2, cellPadding: Double = 6, tolerance: Double = 16, scrollDirection: ScrollAxis = .vertical,
                sectionInset: EdgeInsets = .zero, headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero) {
        self.columns = columns
        self.cellPadding = cellPadding
        self.tolerance = tolerance
        self.scrollDirection = scrollDirection
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    public init(options: OptionValues) throws(LayoutError) {
        self.init(columns: try options.value(ColumnStack.columnsOption),
                  cellPadding: try options.value(ColumnStack.cellPaddingOption),
                  tolerance: try options.value(Self.toleranceOption).value,
                  scrollDirection: try options.value(SectionOptions.scrollDirection),
                  sectionInset: try options.value(SectionOptions.sectionInset),
                  headerReferenceSize: try options.value(SectionOptions.headerReferenceSize),
                  footerReferenceSize: try options.value(SectionOptions.footerReferenceSize))
    }

    /// Where placing stands at a checkpoint: the column heights and the cursor.
    public struct PlacementState: Sendable {
        /// The running height of each column.
        public var heights: [Double]
        /// The column the next item's search starts at.
        public var cursor: Int
    }

    /// Places from `start` on (every element when `nil`), with a checkpoint
    /// (the column heights) every ``PlacementCheckpoints/spacing`` items and
    /// at the end of each section.
    ///
    /// - Complexity: O(*n*·*c* + *s*·*c*) for *n* items placed, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<PlacementState>?,
                              into builder: inout LayoutBuilder,
                              checkpoints: inout PlacementCheckpoints<PlacementState>) throws(LayoutError) {
        guard tolerance >= 0 else {
            throw .invalidOption(key: "tolerance", reason: "must be at least 0, got \(tolerance)")
        }
        let crossLength = try SectionGeometry.crossLength(axis: scrollDirection, width: input.width,
                                                          height: input.height, strategy: Self.name)
        builder.scrollAxis = scrollDirection
        // Where the next section starts along the scroll direction; a resumed
        // section's start is in its heights.
        var end = 0.0
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            let resolved = try ColumnSection(
                section, at: sectionIndex, of: input, axis: scrollDirection, columns: columns,
                cellPadding: cellPadding, inset: sectionInset, header: headerReferenceSize,
                footer: footerReferenceSize, strategy: Self.name)
            var stack: ColumnStack
            var first = 0
            var cursor = 0
            let tolerance = try self.tolerance(of: section, at: sectionIndex)
            if let start, start.section == sectionIndex {
                first = start.item
                stack = try resolved.makeStack(itemsStart: 0)
                stack.heights = start.state.heights
                cursor = start.state.cursor
            } else {
                builder.beginSection()
                resolved.geometry.placeHeader(sectionStart: end, into: &builder)
                stack = try resolved.makeStack(itemsStart: resolved.geometry.itemsStart(sectionStart: end))
            }

            for index in first..<section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(PlacementState(heights: stack.heights, cursor: cursor), section: sectionIndex, item: index, builder: builder)
                }
                let column = nextColumn(heights: stack.heights, cursor: cursor, tolerance: tolerance)
                let frame = stack.place(section.size(at: index), inColumn: column, into: &builder)
                guard frame.isFinite else { throw ColumnStack.overflow(section: sectionIndex, item: index, frame: frame) }
                cursor = column + 1 == stack.columns ? 0 : column + 1
            }
            checkpoints.record(PlacementState(heights: stack.heights, cursor: cursor), section: sectionIndex, item: section.count, builder: builder)
            end = resolved.geometry.placeFooter(itemsEnd: stack.maximumHeight, into: &builder)
        }
        guard end.isFinite else {
            throw .inputTooLarge("the content length exceeds what a Double can hold; the items are too tall")
        }
        builder.contentSize = scrollDirection == .horizontal
            ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }

    /// The first column, scanning from `cursor` and wrapping, whose height is
    /// within `tolerance` of the shortest.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    public func nextColumn(heights: [Double], cursor: Int) -> Int {
        nextColumn(heights: heights, cursor: cursor, tolerance: tolerance)
    }

    /// The tolerance of a section: its override, or the strategy's.
    func tolerance(of section: SectionInput, at index: Int) throws(LayoutError) -> Double {
        guard !section.options.isEmpty else { return tolerance }
        return try section.overrides(at: index).value(Self.toleranceOption, default: Tolerance(tolerance)).value
    }

    /// The first column, scanning from `cursor` and wrapping, whose height is
    /// within `tolerance` of the shortest.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    func nextColumn(heights: [Double], cursor: Int, tolerance: Double) -> Int {
        let limit = (heights.min() ?? 0) + tolerance
        for step in 0..<heights.count {
            let column = (cursor + step) % heights.count
            if heights[column] <= limit { return column }
        }
        return 0  // Unreachable: the shortest column is always a candidate.
    }
}

extension Masonry {
    /// A masonry tolerance as a configuration writes it: a number of at least
    /// 0, or the string `"infinite"` (JSON has no infinity).
    public struct Tolerance: OptionRepresentable, Hashable {
        /// The tolerance in points; `.infinity` for `"infinite"`.
        public var value: Double

        /// A tolerance of `value` points.
        public init(_ value: Double) {
            self.value = value
        }

        public init?(optionValue: OptionValue) {
            switch optionValue {
            case .number(let number) where number.isFinite: value = number
            case .string("infinite"): value = .infinity
            default: return nil
            }
        }

        public var optionValue: OptionValue { value.isFinite ? .number(value) : .string("infinite") }

        public static var optionTypeDescription: String { "a number of at least 0, or \"infinite\"" }
    }
}
