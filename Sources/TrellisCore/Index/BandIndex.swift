/// The `auto` index of line and segment layouts: runs of consecutive elements
/// (a flow line, a mosaic segment, a header) whose extents come in scroll
/// order, answered by a binary search over the runs.
///
/// Valid when each band starts and ends no earlier than the band before it
/// (checked at build from the bounds the builder recorded). Inside a band
/// any order is fine: a query tests every
/// element of the bands it reaches, so `mosaic`'s unordered items within a
/// segment are never skipped.
///
/// Memory: 20 bytes per band. Query: O(log *b* + *k* + *w*), where *b* is the
/// number of bands and *w* the size of the bands reached.
@usableFromInline
struct BandIndex: Sendable {
    @usableFromInline let axis: ScrollKey
    /// First storage position of each band, then the element count.
    @usableFromInline var starts: [UInt32]
    @usableFromInline var lowers: [Double]
    @usableFromInline var uppers: SteppedKeys

    /// Builds the index, or returns `nil` when bands are out of scroll order.
    ///
    /// The builder recorded each band's bounds as its frames arrived, so this
    /// reads no frame.
    ///
    /// - Complexity: O(*b*) for *b* bands.
    init?(hints: PlacementHints, elementCount: Int) {
        self.init(key: ScrollKey(hints.axis, reversed: hints.reversed))
        starts.reserveCapacity(hints.bands.count + 1)
        lowers.reserveCapacity(hints.bands.count)
        uppers.reserveCapacity(hints.bands.count)
        guard append(hints.bands[...], elementCount: elementCount) else { return nil }
    }

    /// An empty index along `key` in the lists of `old`, taken (`old` is
    /// left empty) and emptied with their capacity: to append bands to
    /// without new memory.
    ///
    /// - Complexity: O(1).
    init(key: ScrollKey, emptying old: inout BandIndex) {
        self.init(key: key)
        swap(&starts, &old.starts)
        swap(&lowers, &old.lowers)
        swap(&uppers, &old.uppers)
        starts.removeAll(keepingCapacity: true)
        lowers.removeAll(keepingCapacity: true)
        uppers.keepFirst(0)
    }

    /// An empty index along `key`, to append bands to.
    init(key: ScrollKey) {
        axis = key
        starts = []
        lowers = []
        uppers = SteppedKeys()
    }

    /// Appends bands, then the end sentinel (to extend an index, remove its
    /// sentinel first); `false` when there are no bands at all, or a band is
    /// out of scroll order (the index is then unusable).
    ///
    /// - Complexity: O(*b*) for *b* bands appended.
    mutating func append(_ bands: ArraySlice<BandRecord>, elementCount: Int) -> Bool {
        guard elementCount > 0, !(lowers.isEmpty && bands.isEmpty) else { return false }
        var lastUpper = uppers.count > 0 ? Double(uppers[uppers.count - 1].key) : -Double.infinity
        for band in bands {
            let lower: Double
            let upper: Double
            switch axis {
            case .vertical: (lower, upper) = (band.minY, band.maxY)
            case .horizontal: (lower, upper) = (band.minX, band.maxX)
            case .horizontalReversed: (lower, upper) = (-band.maxX, -band.minX)
            }
            // The stored (rounded-up) ends must not decrease; see `SteppedKeys`.
            let storedUpper = Double(SteppedKeys.roundedUp(upper))
            if let last = lowers.last, !(lower >= last && storedUpper >= lastUpper) { return false }
            lastUpper = storedUpper
            starts.append(band.start)
            lowers.append(lower)
            uppers.append(upper, position: band.start)
        }
        starts.append(UInt32(truncatingIfNeeded: elementCount))
        return true
    }

    /// Appends the storage positions of the elements overlapping `query`, ascending.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout PositionList) {
        let lower = query.lower(axis)
        let upper = query.upper(axis)
        // First band that ends after the query starts; bands before it end no
        // later. Its entry holds its first position: the frames can be read
        // without waiting for `starts`.
        var band = uppers.firstIndex(greaterThan: lower)
        guard band < lowers.count else { return }
        var position = Int(uppers[band].position)
        while band < lowers.count, lowers[band] < upper {
            let end = Int(starts[band &+ 1])
            while position < end {
                if query.overlaps(frames[position]) { result.append(position) }
                position &+= 1
            }
            band &+= 1
        }
    }

    /// The index of the first of `uppers` (non-decreasing) greater than `lower`; its count when none is.
    @inlinable
    static func first(endingAfter lower: Double, in uppers: [Double]) -> Int {
        uppers.partitioningIndex { $0 > lower }
    }

    var byteCount: Int {
        starts.capacity * MemoryLayout<UInt32>.stride + lowers.capacity * MemoryLayout<Double>.stride
            + uppers.byteCount
    }
}
