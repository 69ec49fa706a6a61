/// The `auto` index of line and segment layouts, and of column layouts whose
/// columns stay level: runs of consecutive elements (a flow line, a mosaic
/// segment, a header, 16 items of a column layout), answered by a binary
/// search over the runs.
///
/// Each band stores a start no later than any of its elements' or a later
/// band's, and an end no earlier than any of its elements' or an earlier
/// band's (``append(_:elementCount:)``): a query starts at the first band
/// that ends after it starts and stops at the first that starts after it
/// ends. Inside a band any order is fine: a query tests every element of the
/// bands it reaches, so `mosaic`'s unordered items within a segment are
/// never skipped.
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
    /// The bounds of every band: a query that misses them walks nothing (in
    /// a column layout, a search beside the last column).
    @usableFromInline var bounds = BandBounds()

    /// Builds the index, or returns `nil` when it is not to be used (see
    /// ``append(_:elementCount:)``: bands too deep, for one).
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
        bounds = BandBounds()
    }

    /// An empty index along `key`, to append bands to.
    init(key: ScrollKey) {
        axis = key
        starts = []
        lowers = []
        uppers = SteppedKeys()
    }

    /// Appends bands, then the end sentinel (to extend an index, remove its
    /// sentinel first).
    ///
    /// Bands need not come exactly in scroll order (a column layout's runs of
    /// consecutive items do not: a tall item ends below the next run). What
    /// is stored are bounds a query can stop on: each band's end is raised
    /// to the largest end so far, and a band that starts before bands already
    /// stored lowers their starts to its own, as long as that reaches at most
    /// ``lowerReach`` bands back.
    ///
    /// The same pass measures how deep the appended bands are: how many of
    /// them a point along the scroll axis lies in, on average (their extents
    /// summed over the length they span). About 1 for lines and for level
    /// columns; columns that drift apart (filled in turn, as `round-robin`
    /// fills them) make it as deep as the drift is long. Deeper than
    /// ``shallowDepth``, queries would walk more elements than a lane search
    /// or the R-tree costs. Fewer than 16 bands say too little and pass.
    ///
    /// - Returns: `false` when there are no bands at all, a bound is NaN, a
    ///   start reaches back too far, or the bands are too deep (the index is
    ///   then not to be used).
    /// - Complexity: O(*b*) for *b* bands appended (each lowers at most
    ///   ``lowerReach`` starts).
    mutating func append(_ bands: ArraySlice<BandRecord>, elementCount: Int) -> Bool {
        guard elementCount > 0, !(lowers.isEmpty && bands.isEmpty) else { return false }
        var lastUpper = uppers.count > 0 ? Double(uppers[uppers.count - 1].key) : -Double.infinity
        var lastLower = lowers.last ?? -Double.infinity
        var extents = 0.0
        // The appended bands' bounds, in registers for the loop: where they lie along the axis comes from them.
        var appended = BandBounds()
        for band in bands {
            let (lower, upper) = axis.bounds(of: band)
            extents += upper - lower  // NaN from here on if a bound is: checked once, after the loop
            appended.include(band)
            // Stored ends never decrease (rounded up: see `SteppedKeys`); a
            // raised end only makes a query start a band earlier.
            lastUpper = Swift.max(Double(SteppedKeys.roundedUp(upper)), lastUpper)
            if lower < lastLower {
                // Starts never decrease: the earlier starts above this one come
                // down to it, which only makes a query walk further.
                var earlier = lowers.count - 1
                while earlier >= 0, lowers[earlier] > lower {
                    guard lowers.count - earlier <= Self.lowerReach else { return false }
                    lowers[earlier] = lower
                    earlier -= 1
                }
            }
            lastLower = lower
            starts.append(band.start)
            lowers.append(lower)
            uppers.append(lastUpper, position: band.start)
        }
        starts.append(UInt32(truncatingIfNeeded: elementCount))
        guard !extents.isNaN else { return false }
        guard let first = bands.first else { return true }
        let extent = BandRecord(
            start: first.start, minX: appended.minX, minY: appended.minY, maxX: appended.maxX, maxY: appended.maxY)
        bounds.include(extent)
        let (lowest, highest) = axis.bounds(of: extent)
        return bands.count < 16 || !(highest > lowest) || extents / (highest - lowest) <= Self.shallowDepth
    }

    /// How far back a band's start may lower the stored ones (``append(_:elementCount:)``).
    static let lowerReach = 64

    /// The greatest depth (see ``append(_:elementCount:)``) at which `auto`
    /// uses bands.
    static let shallowDepth = 3.0

    /// Appends the storage positions of the elements overlapping `query`, ascending.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout PositionList) {
        guard bounds.mayOverlap(query) else { return }
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

extension ScrollKey {
    /// Where a band starts and ends along this key.
    func bounds(of band: BandRecord) -> (lower: Double, upper: Double) {
        switch self {
        case .vertical: (band.minY, band.maxY)
        case .horizontal: (band.minX, band.maxX)
        case .horizontalReversed: (-band.maxX, -band.minX)
        }
    }
}
