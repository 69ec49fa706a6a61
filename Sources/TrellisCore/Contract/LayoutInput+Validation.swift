/// Limits that keep absurd inputs from exhausting memory or trapping.
public enum LayoutLimits {
    /// The most elements (items, headers and footers) one layout may hold.
    ///
    /// At about 40 bytes per element a layout this size takes 2 GB; larger
    /// inputs are rejected up front rather than failing part-way.
    public static let maximumElementCount = 50_000_000

    /// The largest viewport width or height and the largest item width or height.
    ///
    /// Far beyond any screen (1e15 points and below are tested to lay out
    /// exactly), yet small enough that positions across a line or a column
    /// (at most the viewport plus rounding) can never overflow `Double`. Along
    /// the scroll axis, strategies reject offsets that overflow as
    /// ``LayoutError/inputTooLarge(_:)``.
    public static let maximumLength = 1e300
}

extension LayoutInput {
    /// Checks what every strategy relies on: the viewport is finite, positive
    /// and at most ``LayoutLimits/maximumLength``, counts are within
    /// ``LayoutLimits``, every item size is finite, positive and at most
    /// ``LayoutLimits/maximumLength``, per-section keys are ones the
    /// strategy knows, and no item has a span unless `columnSpans` (and
    /// none a span of 0 columns or fewer).
    ///
    /// - Parameters:
    ///   - sectionOptions: The keys a section may give.
    ///   - strategy: The strategy's name, for errors.
    ///   - columnSpans: Whether the strategy takes ``ItemSize/span``.
    /// - Throws: ``LayoutError`` naming the first section, item or key at fault.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func validate(sectionOptions: [AnyOption], strategy: String, columnSpans: Bool = false) throws(LayoutError) {
        try validate { _ in (strategy, sectionOptions, columnSpans) }
    }

    /// Checks the input as ``validate(sectionOptions:strategy:columnSpans:)`` does, each
    /// section's overrides against the options `strategy` lets that section
    /// override (``LayoutStrategy/sectionOptions(forSection:)``).
    ///
    /// - Throws: ``LayoutError`` naming the first section, item or key at fault.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func validate(for strategy: some LayoutStrategy) throws(LayoutError) {
        try validate { strategy.sectionOptions(forSection: $0) }
    }

    /// ``validate(for:)`` without the per-item size check when
    /// `checkingItemSizes` is false (the strategy checks sizes as it places them).
    func validate(for strategy: some LayoutStrategy, checkingItemSizes: Bool) throws(LayoutError) {
        try validate(checkingItemSizes: checkingItemSizes) { strategy.sectionOptions(forSection: $0) }
    }

    private func validate(
        checkingItemSizes: Bool = true,
        sectionRule: (Int) -> (strategy: String, options: [AnyOption], columnSpans: Bool)
    ) throws(LayoutError) {
        guard width.isFinite, width > 0 else {
            throw .invalidViewport("width must be a finite number greater than 0, got \(width)")
        }
        if let height, !(height.isFinite && height > 0) {
            throw .invalidViewport("height must be a finite number greater than 0, got \(height)")
        }
        if let large = [width, height ?? 0].first(where: { $0 > LayoutLimits.maximumLength }) {
            throw .invalidViewport(
                "\(large == width ? "width" : "height") must be at most \(LayoutLimits.maximumLength), got \(large)")
        }
        if let inset = sectionBackground {
            let sides = [inset.top, inset.left, inset.bottom, inset.right]
            if sides.contains(where: { !($0.isFinite && $0 >= 0) }) {
                throw .invalidOption(
                    key: "sectionBackground",
                    reason: "each side of the inset must be a finite number of at least 0, got \(sides)")
            }
        }
        var total = 0
        for (sectionIndex, section) in sections.enumerated() {
            let rule = sectionRule(sectionIndex)
            if !section.options.isEmpty {
                try section.overrides(at: sectionIndex).rejectUnknownKeys(
                    allowed: rule.options, strategy: rule.strategy)
            }
            try section.validateItems(
                at: sectionIndex, strategy: rule.strategy, columnSpans: rule.columnSpans,
                checkingSizes: checkingItemSizes)
            // Checked before adding, so that a count near Int.max cannot overflow the sum.
            guard section.count <= LayoutLimits.maximumElementCount else {
                throw .inputTooLarge(
                    "section \(sectionIndex) has \(section.count) items; "
                        + "a layout holds at most \(LayoutLimits.maximumElementCount) elements")
            }
            // Two supplementary elements per section at most.
            total += section.count + 2
            guard total <= LayoutLimits.maximumElementCount else {
                throw .inputTooLarge(
                    "more than \(LayoutLimits.maximumElementCount) elements (reached at section \(sectionIndex))")
            }
        }
    }
}

extension SectionInput {
    /// Checks the section's count, or each item's size and span, as
    /// ``LayoutInput/validate(sectionOptions:strategy:columnSpans:)`` does.
    ///
    /// - Complexity: O(*k*) for *k* items.
    func validateItems(at index: Int, strategy: String, columnSpans: Bool, checkingSizes: Bool = true)
        throws(LayoutError)
    {
        guard hasSizes else {
            guard count >= 0 else {
                throw .invalidSection(section: index, reason: "count must be 0 or more, got \(count)")
            }
            return
        }
        guard checkingSizes else { return }
        // A cheap check per item; the message is built only for the culprit.
        try forEachSizeRun(in: 0..<count) { first, sizes throws(LayoutError) in
            if let offset = sizes.firstIndex(where: { !$0.isValid(columnSpans: columnSpans) }),
                let problem = sizes[offset].problem(strategy: strategy, columnSpans: columnSpans)
            {
                throw .invalidItem(section: index, item: first + offset, reason: problem)
            }
            return true
        }
    }
}

extension ItemSize {
    /// Whether a column run places the item in one column as it is: it gives
    /// no span and its size is valid (``isValid``).
    @inlinable
    var isPlainColumnItem: Bool { spanCode == 0 && isValid }

    /// Whether the size is positive and at most ``LayoutLimits/maximumLength``
    /// (``problem`` is `nil`). NaN fails both comparisons; infinity the second.
    @inlinable
    var isValid: Bool {
        height > 0 && height <= LayoutLimits.maximumLength
            && (width.map { $0 > 0 && $0 <= LayoutLimits.maximumLength } ?? true)
    }

    /// Whether ``LayoutStrategy/prepare(_:index:)`` accepts the size: a
    /// height (and a width, when given) greater than 0 and at most
    /// ``LayoutLimits/maximumLength``, and a span only when `columnSpans`
    /// (never 0 columns or fewer).
    ///
    /// A strategy that answers ``LayoutStrategy/checksItemSizesWhilePlacing``
    /// with `true` calls it on each size before using it.
    @inlinable
    public func isValid(columnSpans: Bool) -> Bool {
        isValid && spanCode >= 0 && (columnSpans || spanCode == 0)
    }

    /// Why the item cannot be laid out by `strategy`, or `nil` when
    /// ``isValid(columnSpans:)``.
    func problem(strategy: String, columnSpans: Bool) -> String? {
        if let problem { return problem }
        if spanCode < 0 {
            return "'span' must be a whole number of at least 1, or \"full\"; got \(span ?? .full)"
        }
        if !columnSpans, spanCode != 0 {
            return "'span' is not supported by strategy '\(strategy)', which has no columns; the column "
                + "strategies (round-robin, shortest-column, masonry) take it"
        }
        return nil
    }

    /// Why the size cannot be laid out, or `nil` when it is positive and at most the maximum length.
    @usableFromInline
    var problem: String? {
        if let width, !(width.isFinite && width > 0) {
            return "width must be a finite number greater than 0, got \(width)"
        }
        if !(height.isFinite && height > 0) {
            return "height must be a finite number greater than 0, got \(height)"
        }
        if let width, width > LayoutLimits.maximumLength {
            return "width must be at most \(LayoutLimits.maximumLength), got \(width)"
        }
        if height > LayoutLimits.maximumLength {
            return "height must be at most \(LayoutLimits.maximumLength), got \(height)"
        }
        return nil
    }
}
