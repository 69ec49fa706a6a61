/// The `auto` index of line and segment layouts: runs of consecutive elements
/// (a flow line, a mosaic segment, a header) whose extents come in scroll
/// order, answered by a binary search over the runs.
///
/// Valid when each band starts and ends no earlier than the band before it
/// (checked at build). Inside a band any order is fine: a query tests every
/// element of the bands it reaches, so `mosaic`'s unordered items within a
/// segment are never skipped.
///
/// Memory: 20 bytes per band. Query: O(log *b* + *k* + *w*), where *b* is the
/// number of bands and *w* the size of the bands reached.
@usableFromInline
struct BandIndex: Sendable {
    @usableFromInline let axis: ScrollAxis
    /// First storage position of each band, then the element count.
    @usableFromInline let starts: [UInt32]
    @usableFromInline let lowers: [Double]
    @usableFromInline let uppers: [Double]

    /// Builds the index, or returns `nil` when bands are out of scroll order.
    ///
    /// - Complexity: O(*n*).
    init?(hints: PlacementHints, frames: [Rect]) {
        guard !hints.bandStarts.isEmpty, !frames.isEmpty else { return nil }
        var boundaries = hints.bandStarts
        if boundaries.first != 0 { boundaries.insert(0, at: 0) }
        boundaries.append(UInt32(frames.count))
        var starts: [UInt32] = []
        var lowers: [Double] = []
        var uppers: [Double] = []
        starts.reserveCapacity(boundaries.count)
        lowers.reserveCapacity(boundaries.count)
        uppers.reserveCapacity(boundaries.count)
        for (start, end) in zip(boundaries, boundaries.dropFirst()) where start < end {
            guard end <= frames.count else { return nil }
            var lower = Double.infinity
            var upper = -Double.infinity
            for position in Int(start)..<Int(end) {
                lower = Swift.min(lower, frames[position].lower(hints.axis))
                upper = Swift.max(upper, frames[position].upper(hints.axis))
            }
            if let last = lowers.last, !(lower >= last && upper >= uppers[uppers.count - 1]) { return nil }
            starts.append(start)
            lowers.append(lower)
            uppers.append(upper)
        }
        starts.append(UInt32(frames.count))
        self.axis = hints.axis
        self.starts = starts
        self.lowers = lowers
        self.uppers = uppers
    }

    /// Appends the storage positions of the elements overlapping `query`, ascending.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout [Int]) {
        let lower = query.lower(axis)
        let upper = query.upper(axis)
        // First band that ends after the query starts; bands before it end no later.
        var low = 0
        var high = uppers.count
        while low < high {
            let mid = (low &+ high) >> 1
            if uppers[mid] > lower { high = mid } else { low = mid &+ 1 }
        }
        var band = low
        while band < lowers.count, lowers[band] < upper {
            for position in Int(starts[band])..<Int(starts[band &+ 1]) where query.overlaps(frames[position]) {
                result.append(position)
            }
            band &+= 1
        }
    }

    var byteCount: Int {
        starts.capacity * MemoryLayout<UInt32>.stride + (lowers.capacity + uppers.capacity) * MemoryLayout<Double>.stride
    }
}
