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
public struct Masonry: ColumnStrategy {
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
    public static let options = ColumnOptions.options + [toleranceOption.erased]
    /// Every option but `scrollDirection`: columns, padding, tolerance, insets, header and footer.
    public static let sectionOptions = ColumnOptions.sectionOptions + [toleranceOption.erased]

    /// The columns, padding, scroll direction, section insets, header and footer.
    public var columnOptions: ColumnOptions
    /// How much taller than the shortest column a column may be and still take the next item.
    public var tolerance: Double

    /// Creates the strategy.
    ///
    /// - Parameters:
    ///   - tolerance: At least 0; `.infinity` gives in-order round-robin.
    ///   - columns, cellPadding, scrollDirection, sectionInset, headerReferenceSize, footerReferenceSize:
    ///     as ``RoundRobin``'s.
    public init(
        columns: Int = 2, cellPadding: Double = 6, tolerance: Double = 16, scrollDirection: ScrollAxis = .vertical,
        sectionInset: Insets = .zero, headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero
    ) {
        columnOptions = ColumnOptions(
            columns: columns, cellPadding: cellPadding, scrollDirection: scrollDirection,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
            footerReferenceSize: footerReferenceSize)
        self.tolerance = tolerance
    }

    public init(options: OptionValues) throws(LayoutError) {
        columnOptions = try ColumnOptions(options: options)
        tolerance = try options.value(Self.toleranceOption).value
    }

    /// Creates the strategy from its column options, with the default tolerance (16).
    public init(columnOptions: ColumnOptions) {
        self.columnOptions = columnOptions
        tolerance = Self.toleranceOption.defaultValue.value
    }

    /// The rule for a section: its tolerance (override or the strategy's);
    /// the cursor starts at column 0 in every section.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` for a negative tolerance.
    public func rule(for section: SectionInput, at index: Int) throws(LayoutError) -> Tolerant {
        guard tolerance >= 0 else {
            throw .invalidOption(key: "tolerance", reason: "must be at least 0, got \(tolerance)")
        }
        return Tolerant(masonry: self, tolerance: try tolerance(of: section, at: index))
    }

    /// The first nearly-shortest column at or after the cursor.
    public struct Tolerant: ColumnRule {
        let masonry: Masonry
        let tolerance: Double
        public func column(for stack: ColumnStack, cursor: Int) -> Int {
            masonry.nextColumn(heights: stack.heights, cursor: cursor, tolerance: tolerance)
        }
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
