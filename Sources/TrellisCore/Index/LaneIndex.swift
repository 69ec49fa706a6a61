/// The `auto` index of column layouts: one list of elements per lane, each in
/// scroll order, answered by a binary search per lane.
///
/// Valid when, along each lane, every element starts and ends no earlier than
/// the one before it (checked by the builder as frames arrive). Column
/// layouts guarantee this per column even though their *item order* is not
/// ordered by position (in `round-robin` item 5 may sit above item 4), which
/// is why a binary search on item order is wrong there and a search per lane
/// is right.
///
/// The search runs over a sample of each lane — the scroll-axis end of every
/// 4th element, in one contiguous array — then steps through at most 3
/// elements. Why: a plain binary search over a million-element lane reads a
/// frame through the position list at every step, two cache misses each;
/// the sample is 1/16 of the frames' size and stays in cache between queries
/// (measured at a million items: 2.5 µs per viewport query before, under 1 µs after).
/// Every 4th rather than every 16th: the walk before the first overlap reads
/// a frame through the position list per step, a cache miss each.
///
/// Memory: 6 bytes per element. Query: O(*c* log *n* + *k*) for *c* lanes.
@usableFromInline
struct LaneIndex: Sendable {
    @usableFromInline let axis: ScrollKey
    /// Storage positions per lane, in scroll order; the last lane holds the unlaned elements.
    @usableFromInline var lanes: [[UInt32]]
    /// Per lane, the scroll-axis end of elements 0, 4, 8, … (non-decreasing).
    @usableFromInline var samples: [[Double]]
    /// Elements per sample.
    @inlinable static var sampleStride: Int { 4 }

    /// Builds the index, or returns `nil` when some lane is out of scroll order.
    ///
    /// The order was checked by the builder as each frame arrived
    /// (``PlacementHints/lanesInOrder``), so this reads no frame.
    ///
    /// - Complexity: O(*c* + *u* + *n* / 4) for *c* lanes, *u* elements
    ///   without a lane and *n* elements.
    init?(hints: PlacementHints, frames: [Rect]) {
        guard !hints.lanes.isEmpty, hints.lanesInOrder else { return nil }
        var lanes = hints.lanes.filter { !$0.isEmpty }
        let unlaned = (0..<UInt32(truncatingIfNeeded: hints.leadingUnlaned)).map { $0 } + hints.unlaned
        if !unlaned.isEmpty { lanes.append(unlaned) }
        let axis = ScrollKey(hints.axis, reversed: hints.reversed)
        self.axis = axis
        self.lanes = lanes
        self.samples = lanes.map { lane in
            stride(from: 0, to: lane.count, by: Self.sampleStride).map { frames[Int(lane[$0])].upper(axis) }
        }
    }

    /// An index from lanes and their samples as they are (``LiveLayout`` keeps them up to date).
    init(axis: ScrollAxis, lanes: [[UInt32]], samples: [[Double]]) {
        self.axis = ScrollKey(axis, reversed: false)
        self.lanes = lanes
        self.samples = samples
    }

    /// Appends the storage positions of the elements overlapping `query`, ascending within each lane.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout [Int]) {
        let lower = query.lower(axis)
        let upper = query.upper(axis)
        for laneIndex in lanes.indices {
            lanes[laneIndex].withUnsafeBufferPointer { lane in
                // First sample that ends after the query starts; every element
                // up to the sample before it ends no later (lane order), so the
                // first overlapping element is at most 3 further on.
                let start = samples[laneIndex].withUnsafeBufferPointer { samples in
                    var low = 0
                    var high = samples.count
                    while low < high {
                        let mid = (low &+ high) >> 1
                        if samples[mid] > lower { high = mid } else { low = mid &+ 1 }
                    }
                    return low == 0 ? 0 : (low &- 1) &* Self.sampleStride &+ 1
                }
                var cursor = start
                while cursor < lane.count {
                    let position = Int(lane[cursor])
                    let frame = frames[position]
                    if frame.lower(axis) >= upper { break }
                    if query.overlaps(frame) { result.append(position) }
                    cursor &+= 1
                }
            }
        }
    }

    var byteCount: Int {
        lanes.reduce(0) { $0 + $1.capacity * MemoryLayout<UInt32>.stride }
            + samples.reduce(0) { $0 + $1.capacity * MemoryLayout<Double>.stride }
    }
}
