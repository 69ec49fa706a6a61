import TrellisCore

/// The open row of greedy breaking: the aspect ratios of its items and their sum.
///
/// The buffer is reused from row to row and section to section; slots are
/// overwritten, never removed. Unsafe storage without copy-on-write: writing
/// an item's ratio into an array checks that its storage is unshared, a
/// runtime call per item that spills the placement loop around it.
final class OpenRow {
    /// The row's aspect ratios: the first ``count`` entries.
    private(set) var aspects: UnsafeMutablePointer<Double>
    /// The number of slots in `aspects`; it doubles when a row outgrows it.
    private var capacity: Int
    /// `k`: the number of items in the row.
    private(set) var count = 0
    /// `A`: their aspect ratios summed left to right from 0.
    private(set) var aspectSum = 0.0
    /// The section index of the row's first item.
    private(set) var firstItem = 0
    /// Whether the row's first item was turned away by the row before, which
    /// then closed because of it: a change to that item can move the break.
    private(set) var startedByRejection = false

    /// Creates an empty row with room for `capacity` items (at least 1).
    init(capacity: Int = 64) {
        self.capacity = Swift.max(capacity, 1)
        aspects = .allocate(capacity: self.capacity)
    }

    deinit {
        aspects.deallocate()
    }

    /// The buffer's slots in use.
    var range: Range<Int> { 0..<count }

    /// Adds item `item` with aspect ratio `aspect`.
    @inline(__always)
    func append(_ aspect: Double, item: Int) {
        if count == 0 { firstItem = item }
        if count == capacity { grow() }
        (aspects + count).initialize(to: aspect)
        count += 1
        aspectSum += aspect
    }

    private func grow() {
        aspects = aspects.doubled(capacity: capacity, moving: count)
        capacity *= 2
    }

    /// Empties the row; `byRejection` when it closed without the next item.
    func reset(byRejection: Bool) {
        count = 0
        aspectSum = 0
        startedByRejection = byRejection
    }
}

extension SectionRows {
    /// Adds the section's next item to the open row by Flickr's greedy rules,
    /// completing the row (justified) when they say so.
    ///
    /// With the row holding `k` items of aspect sum `A`, the item of aspect `a`:
    /// 1. breakout: on a breakout row, an empty row and `a ≥ 1` — alone at `W / a`;
    /// 2. `A + a < minA`: joins, the row stays open;
    /// 3. `A + a > maxA`: alone when the row is empty (a panorama), at
    ///    `W / a`; else the row closes without it at `(W − (k − 1)·s) / A`
    ///    when that is closer to the target aspect than with it, and with it
    ///    at `(W − k·s) / (A + a)` otherwise;
    /// 4. otherwise it joins and the row closes at `(W − k·s) / (A + a)`.
    ///
    /// - Returns: `false` when the row closed without the item: add it again,
    ///   to the next row (an empty row always takes it).
    /// - Throws: as ``placeRow(_:_:height:style:section:firstItem:into:)``.
    @inline(__always)  // once per item: a call a photo cost more than its few comparisons
    mutating func add(
        _ aspect: Double, item: Int, to row: OpenRow, section: Int,
        into builder: inout LayoutBuilder
    ) throws(LayoutError) -> Bool {
        let count = row.count
        if count == 0, aspect >= 1, nextRowIsBreakout {
            row.append(aspect, item: item)
            try complete(row, height: rowWidth(spacings: 0) / aspect, section: section, into: &builder)
            return true
        }
        let newSum = row.aspectSum + aspect
        let widthWith = rowWidth(spacings: count)
        if newSum < minimumAspect {
            row.append(aspect, item: item)
            return true
        }
        if newSum > maximumAspect, count > 0 {
            let widthWithout = rowWidth(spacings: count - 1)
            if abs(newSum - widthWith / target) > abs(row.aspectSum - widthWithout / target) {
                try complete(
                    row, height: widthWithout / row.aspectSum, section: section, into: &builder,
                    rejecting: true)
                return false
            }
        }
        // In range, a panorama alone, or a wide row that is closer to the target with the item.
        row.append(aspect, item: item)
        try complete(row, height: widthWith / newSum, section: section, into: &builder)
        return true
    }

    /// Places a section's open row, if any, as widows: at ``widowHeight`` in the widow style.
    mutating func finish(_ row: OpenRow, section: Int, into builder: inout LayoutBuilder) throws(LayoutError) {
        guard row.count > 0 else { return }
        try placeRow(
            row.aspects, row.range, height: widowHeight, style: widowStyle, section: section,
            firstItem: row.firstItem, into: &builder)
        row.reset(byRejection: false)
    }

    /// Places the open row justified at `height` and empties it.
    private mutating func complete(
        _ row: OpenRow, height: Double, section: Int,
        into builder: inout LayoutBuilder, rejecting: Bool = false
    ) throws(LayoutError) {
        try placeRow(
            row.aspects, row.range, height: height, style: .justify, section: section,
            firstItem: row.firstItem, into: &builder)
        row.reset(byRejection: rejecting)
    }
}
