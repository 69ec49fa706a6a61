/// The `auto` index of column layouts: one list of elements per lane, each in
/// scroll order, answered by a binary search per lane.
///
/// Valid when, along each lane, every element starts and ends no earlier than
/// the one before it (checked by the builder as frames arrive). Column
/// layouts guarantee this per
/// column even though their *item order* is not ordered by position (in
/// `round-robin` item 5 may sit above item 4), which is why a binary search on
/// item order is wrong there and a search per lane is right.
///
/// Memory: 4 bytes per element. Query: O(*c* log *n* + *k*) for *c* lanes.
@usableFromInline
struct LaneIndex: Sendable {
    @usableFromInline let axis: ScrollAxis
    /// Storage positions per lane, in scroll order; the last lane holds the unlaned elements.
    @usableFromInline let lanes: [[UInt32]]

    /// Builds the index, or returns `nil` when some lane is out of scroll order.
    ///
    /// The order was checked by the builder as each frame arrived
    /// (``PlacementHints/lanesInOrder``), so this reads no frame.
    ///
    /// - Complexity: O(*c* + *u*) for *c* lanes and *u* elements without a lane.
    init?(hints: PlacementHints) {
        guard !hints.lanes.isEmpty, hints.lanesInOrder else { return nil }
        var lanes = hints.lanes.filter { !$0.isEmpty }
        let unlaned = (0..<UInt32(truncatingIfNeeded: hints.leadingUnlaned)).map { $0 } + hints.unlaned
        if !unlaned.isEmpty { lanes.append(unlaned) }
        self.axis = hints.axis
        self.lanes = lanes
    }

    /// Appends the storage positions of the elements overlapping `query`, ascending within each lane.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout [Int]) {
        let lower = query.lower(axis)
        let upper = query.upper(axis)
        for lane in lanes {
            lane.withUnsafeBufferPointer { lane in
                // First element of the lane that ends after the query starts:
                // lane order guarantees every element before it ends no later.
                var low = 0
                var high = lane.count
                while low < high {
                    let mid = (low &+ high) >> 1
                    if frames[Int(lane[mid])].upper(axis) > lower { high = mid } else { low = mid &+ 1 }
                }
                var cursor = low
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

    var byteCount: Int { lanes.reduce(0) { $0 + $1.capacity * MemoryLayout<UInt32>.stride } }
}
