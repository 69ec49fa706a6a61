import TrellisCore

/// A waterfall with a tie tolerance: the CSS grid masonry (grid-lanes)
/// `flow-tolerance` rule. Each item goes to a column that is nearly the
/// shortest, preferring to continue in reading order.
///
/// Exact rules (Docs/Strategies/Masonry.md): the cell arithmetic of
/// `round-robin` (``RunningColumns``). Before each placement the *candidates* are
/// the columns whose running height is at most `shortest + tolerance`. The
/// item goes to the first candidate at or after the *cursor* (the column after
/// the previous item's column, wrapping), or, if there is none, to the first
/// candidate (the lowest index). The cursor starts at column 0 in every
/// section; each section starts at the bottom of the previous one's tallest column.
///
/// An item spanning `n` columns (``ItemSize/span``) follows CSS grid-lanes:
/// each start `s` from 0 to `columns - n` has the *top* `max(height[s..<s+n])`;
/// the candidates are the starts whose top is at most `smallest top + tolerance`;
/// the item goes to the first candidate met scanning from the cursor up to
/// `columns - n`, then from 0 (a cursor past `columns - n` scans from 0). The
/// cursor then moves to the column after the item's last column (wrapping).
///
/// `tolerance` infinity gives in-order round-robin; 0 gives the shortest column,
/// with exact ties taken in order from the cursor rather than always leftmost.
///
/// ```swift
/// let layout = try Masonry(columns: 3, tolerance: 40).prepare(LayoutInput(width: 390, items: sizes))
/// ```
public struct Masonry: ColumnStrategy, OptionDeclaring {
    public static let name = "masonry"
    public static let summary =
        "Waterfall with a tie tolerance (CSS masonry flow-tolerance): nearly-shortest columns, in reading order"
    public static let supportsColumnSpans = true
    /// The shared column loop checks each size as it reads it.
    public static let checksItemSizesWhilePlacing = true
    /// The column options, then `tolerance`.
    public static let options = declaredOptions
    /// Every option but `scrollDirection` and `stableLanes`: columns, padding, tolerance, insets, header and footer.
    public static let sectionOptions = declaredSectionOptions

    /// The columns, padding, scroll direction, section insets, header and footer.
    public var columnOptions: ColumnOptions
    /// The `tolerance` option as a configuration writes it (``tolerance`` in points).
    @Option(
        "tolerance", perSection: true,
        summary: "Columns within this height of the shortest count as tied; ties go in reading order from "
            + "the column after the previous item's (CSS flow-tolerance; \"infinite\" gives round-robin)",
        check: { tolerance in tolerance.value >= 0 ? nil : "must be at least 0" })
    var toleranceSetting = Tolerance(16)

    /// How much taller than the shortest column a column may be and still take the next item.
    public var tolerance: Double {
        get { toleranceSetting.value }
        set { toleranceSetting = Tolerance(newValue) }
    }

    /// Creates the strategy; an option left `nil` keeps its default.
    ///
    /// - Parameters:
    ///   - tolerance: At least 0; `.infinity` gives in-order round-robin.
    ///   - columns, cellPadding, scrollDirection, sectionInset, headerReferenceSize, footerReferenceSize,
    ///     minimumColumnWidth, columnSpacing, itemSpacing: as ``RoundRobin``'s.
    public init(
        columns: Int? = nil, cellPadding: Double? = nil, tolerance: Double? = nil,
        scrollDirection: ScrollAxis? = nil, sectionInset: Insets? = nil, headerReferenceSize: Size? = nil,
        footerReferenceSize: Size? = nil, minimumColumnWidth: Double? = nil, columnSpacing: Double? = nil,
        itemSpacing: Double? = nil
    ) {
        var columnOptions = ColumnOptions(
            columns: columns, cellPadding: cellPadding, scrollDirection: scrollDirection,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
            footerReferenceSize: footerReferenceSize, minimumColumnWidth: minimumColumnWidth)
        if let columnSpacing { columnOptions.columnSpacing = columnSpacing }
        if let itemSpacing { columnOptions.itemSpacing = itemSpacing }
        self.init(columnOptions: columnOptions)
        if let tolerance { self.tolerance = tolerance }
    }

    /// Creates the strategy with every option at its default.
    public init() {
        self.init(columnOptions: ColumnOptions())
    }

    /// Creates the strategy from configuration options (see ``options``).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key.
    public init(options: OptionValues) throws(LayoutError) {
        try self.init(reading: options)
    }

    /// Creates the strategy from its column options, with the default tolerance (16).
    public init(columnOptions: ColumnOptions) {
        self.columnOptions = columnOptions
    }

    /// The rule for a section: its tolerance (override or the strategy's);
    /// the cursor starts at column 0 in every section.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` for a negative tolerance.
    public func rule(for section: SectionInput, at index: Int) throws(LayoutError) -> Tolerant {
        guard tolerance >= 0 else {
            throw .invalidOption(key: "tolerance", reason: "must be at least 0, got \(tolerance)")
        }
        return Tolerant(masonry: self, tolerance: try overridden(by: section, at: index).tolerance)
    }

    /// The first nearly-shortest column at or after the cursor.
    public struct Tolerant: ColumnRule {
        let masonry: Masonry
        let tolerance: Double
        // Inlined into the shared column loop (specialized in this module): it runs once per item.
        @inline(__always)
        public func column(for stack: RunningColumns, cursor: Int) -> Int {
            // Reads the heights in place: `stack.heights` would copy the array for every item.
            masonry.nextColumn(
                count: stack.columns, cursor: cursor, limit: stack.minimumHeight + tolerance,
                height: stack.height(ofColumn:))
        }

        /// Whether the tolerance is at most 1,000 points: every item then goes
        /// within it of the shortest column. A larger one lets the columns
        /// drift apart as `round-robin`'s do, and they are indexed by lanes.
        public var keepsColumnsLevel: Bool { tolerance <= 1000 }

        /// The column ``column(for:cursor:)`` gives, from the heights alone.
        @inline(__always)
        public func column(heights: UnsafeBufferPointer<Double>, cursor: Int) -> Int? {
            var lowest = heights[0]
            for column in 1..<heights.count where heights[column] < lowest { lowest = heights[column] }
            return masonry.nextColumn(count: heights.count, cursor: cursor, limit: lowest + tolerance) { heights[$0] }
        }

        /// The first start, from the cursor and wrapping, whose top is within
        /// `tolerance` of the smallest top (see the type's discussion).
        ///
        /// - Complexity: O(*c* · *span*), where *c* is the number of columns.
        public func column(for stack: RunningColumns, span: Int, cursor: Int) -> Int {
            let starts = stack.columns - span + 1
            var tops: [Double] = []
            tops.reserveCapacity(starts)
            for start in 0..<starts { tops.append(stack.top(from: start, span: span)) }
            return masonry.nextColumn(heights: tops, cursor: cursor < starts ? cursor : 0, tolerance: tolerance)
        }
    }

    /// The first column, scanning from `cursor` and wrapping, whose height is
    /// within `tolerance` of the shortest.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    public func nextColumn(heights: [Double], cursor: Int) -> Int {
        nextColumn(heights: heights, cursor: cursor, tolerance: tolerance)
    }

    /// The first column, scanning from `cursor` and wrapping, whose height is
    /// within `tolerance` of the shortest.
    ///
    /// - Complexity: O(*c*), where *c* is the number of columns.
    func nextColumn(heights: [Double], cursor: Int, tolerance: Double) -> Int {
        nextColumn(count: heights.count, cursor: cursor, limit: (heights.min() ?? 0) + tolerance) { heights[$0] }
    }

    /// The first of `count` columns, scanning from `cursor` and wrapping,
    /// whose height is at most `limit`.
    @inline(__always)
    func nextColumn(count: Int, cursor: Int, limit: Double, height: (Int) -> Double) -> Int {
        guard count > 0 else { return 0 }
        // The placement loop's cursor is a column already: a division only for a caller's cursor past the last.
        var column = cursor < count ? cursor : cursor % count
        for _ in 0..<count {
            if height(column) <= limit { return column }
            column = column + 1 == count ? 0 : column + 1
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
