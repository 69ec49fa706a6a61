/// The sizes of self-sizing items: an estimate until an item is shown, then
/// its length along the scroll axis (its height in a vertically scrolling
/// layout, its width in a horizontal one) measured in place, kept
/// until the item's identifier goes away. A width change keeps it too: laid
/// out at another width (another column width), the item takes its measured
/// shape (a natural size, which column strategies scale to the new width)
/// until its cell, shown again, measures itself at that width; it never goes
/// back to the estimate.
///
/// **The flicker-free pattern.** A cell is laid out at its estimate, drawn,
/// measured in place, and the measured length replaces the estimate as one
/// live resize that keeps the first visible item where it is. Cells that
/// were never created are never measured: they keep their estimate until
/// they come near the screen.
///
/// ```swift
/// var sizes = MeasuredSizes<Photo.ID>()
/// if sizes.record(height: measured, for: photo.id, across: columnWidth) {
///     try live.setSize(sizes.size(for: photo.id, estimate: estimate, across: columnWidth), ofItemAt: path)
/// }
/// ```
public struct MeasuredSizes<ID: Hashable> {
    /// A measured length along the scroll axis and the length across it at measuring.
    struct Measure: Sendable, Hashable {
        var length: Double
        var across: Double
    }

    private var measures: [ID: Measure] = [:]

    /// No measured sizes.
    public init() {}

    /// The number of items with a measured size.
    public var count: Int { measures.count }

    /// The identifiers of the items with a measured size.
    var ids: Dictionary<ID, Measure>.Keys { measures.keys }

    /// Records an item's measured height at a width `across` (its column's
    /// width; scrolling horizontally, its measured width at its row's height); returns
    /// whether it differs from what the layout had (by at least half a point,
    /// so rounding in the view does not loop), so that the caller resizes
    /// the item. A length or `across` that is not finite and positive is
    /// ignored (`false`): the item keeps its previous size.
    ///
    /// - Complexity: O(1) on average (hashing).
    @discardableResult
    public mutating func record(height length: Double, for id: ID, across: Double) -> Bool {
        guard length.isFinite, length > 0, across.isFinite, across > 0 else { return false }
        if let old = measures[id], old.across == across, abs(old.length - length) < 0.5 { return false }
        measures[id] = Measure(length: length, across: across)
        return true
    }

    /// An item's last measured length and the length across the scroll axis
    /// it was measured at, or `nil` when it was not measured.
    ///
    /// - Complexity: O(1) on average.
    public func latest(for id: ID) -> (length: Double, across: Double)? {
        measures[id].map { ($0.length, $0.across) }
    }

    /// The measured length of an item at `across`, or `nil` when it was not
    /// measured at that length across the scroll axis.
    ///
    /// - Complexity: O(1) on average.
    public func measuredHeight(for id: ID, across: Double) -> Double? {
        guard let measure = measures[id], measure.across == across else { return nil }
        return measure.length
    }

    /// The size to lay an item out at: a height-only size of its measured
    /// length at `across` when there is one, else `estimate` made valid
    /// (``validEstimate(_:)``).
    ///
    /// - Complexity: O(1) on average.
    public func size(for id: ID, estimate: ItemSize, across: Double) -> ItemSize {
        guard let height = measuredHeight(for: id, across: across) else { return Self.validEstimate(estimate) }
        var size = ItemSize(height: height)
        size.span = estimate.span
        return size
    }

    /// Forgets an item's measure (the item is gone).
    ///
    /// - Complexity: O(1) on average.
    public mutating func remove(_ id: ID) {
        measures[id] = nil
    }

    /// Forgets the measures of items whose identifiers are not in `ids` (the
    /// items are gone): an item that comes back is measured again.
    ///
    /// - Complexity: O(*m* + *n*) for *m* measures and *n* identifiers.
    public mutating func keepOnly(_ ids: some Sequence<ID>) {
        let kept = Set(ids)
        measures = measures.filter { kept.contains($0.key) }
    }

    /// Forgets every measure taken at a length across the scroll axis other
    /// than `across` (the column width changed).
    ///
    /// - Complexity: O(*m*) for *m* measures.
    public mutating func removeMeasures(notAcross across: Double) {
        measures = measures.filter { $0.value.across == across }
    }

    /// An estimate every strategy accepts: a dimension that is zero,
    /// negative or not finite becomes 1 point (a height-only estimate keeps
    /// its missing width), so a bad estimate never stops the layout; the
    /// measured size replaces it once the item is shown.
    ///
    /// - Complexity: O(1).
    public static func validEstimate(_ estimate: ItemSize) -> ItemSize {
        func valid(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 1 }
        var size = estimate
        size.height = valid(estimate.height)
        if let width = estimate.width { size.width = valid(width) }
        return size
    }
}

extension MeasuredSizes: Sendable where ID: Sendable {}
