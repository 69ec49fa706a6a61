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
    ]

    /// The number of columns.
    public var columns: Int
    /// The padding around each item inside its cell.
    public var cellPadding: Double
    /// How much taller than the shortest column a column may be and still take the next item.
    public var tolerance: Double

    /// Creates the strategy.
    ///
    /// - Parameters:
    ///   - columns: The number of columns.
    ///   - cellPadding: The padding around each item inside its cell.
    ///   - tolerance: At least 0; `.infinity` gives in-order round-robin.
    public init(columns: Int = 2, cellPadding: Double = 6, tolerance: Double = 16) {
        self.columns = columns
        self.cellPadding = cellPadding
        self.tolerance = tolerance
    }

    public init(options: OptionValues) throws(LayoutError) {
        self.init(columns: try options.value(ColumnStack.columnsOption),
                  cellPadding: try options.value(ColumnStack.cellPaddingOption),
                  tolerance: try options.value(Self.toleranceOption).value)
    }

    /// Where placing stands at a checkpoint: the column heights and the cursor.
    public struct PlacementState: Sendable {
        /// The running height of each column.
        public var heights: [Double]
        /// The column the next item's search starts at.
        public var cursor: Int
    }

    /// Places from `start` on (every element when `nil`), with a checkpoint
    /// (heights and cursor) every ``PlacementCheckpoints/spacing`` items and
    /// at the end of each section.
    ///
    /// - Complexity: O(*n*·*c* + *s*·*c*) for *n* items placed, *s* sections and *c* columns.
    public func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<PlacementState>?,
                              into builder: inout LayoutBuilder,
                              checkpoints: inout PlacementCheckpoints<PlacementState>) throws(LayoutError) {
        guard tolerance >= 0 else {
            throw .invalidOption(key: "tolerance", reason: "must be at least 0, got \(tolerance)")
        }
        var stack = try ColumnStack(width: input.width, columns: columns, cellPadding: cellPadding)
        if let start { stack.heights = start.state.heights }
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            var first = 0
            var cursor = 0
            if let start, start.section == sectionIndex {
                first = start.item
                cursor = start.state.cursor
            } else {
                builder.beginSection()
                stack.resetHeights(to: stack.maximumHeight)
            }
            for index in first..<section.count {
                if checkpoints.isDue(section: sectionIndex, item: index) {
                    checkpoints.record(PlacementState(heights: stack.heights, cursor: cursor),
                                       section: sectionIndex, item: index, builder: builder)
                }
                let column = nextColumn(heights: stack.heights, cursor: cursor)
                stack.place(section.size(at: index), inColumn: column, into: &builder)
                cursor = column + 1 == columns ? 0 : column + 1
            }
            checkpoints.record(PlacementState(heights: stack.heights, cursor: cursor),
                               section: sectionIndex, item: section.count, builder: builder)
        }
        builder.contentSize = Size(width: input.width, height: stack.maximumHeight)
    }

    /// The first column, scanning from `cursor` and wrapping, whose height is
    /// within `tolerance` of the shortest.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    public func nextColumn(heights: [Double], cursor: Int) -> Int {
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
