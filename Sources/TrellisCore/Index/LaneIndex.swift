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
/// The search runs over a sample of each lane — every 4th element's
/// scroll-axis end with its storage position (``SteppedKeys``) — then walks
/// from the element after the sampled one, at most 3 before the first
/// overlap. Why: a plain binary search over a million-element lane reads a
/// frame through the position list at every step, two cache misses each.
/// The samples' short array is searched from where the query would sit were
/// the lane's elements evenly tall, and the walk's first position is read
/// while the samples are, so that its frame waits for one miss, not two.
///
/// Each lane also keeps the bounds of its frames, and a query skips the lanes
/// whose bounds it misses: a band beside one column reads none of the others.
///
/// Memory: about 6.1 bytes per element. Query: O(*c* log *n* + *k*) for *c*
/// lanes, where *k* counts the elements walked in the lanes the query reaches.
@usableFromInline
struct LaneIndex: Sendable {
    @usableFromInline let axis: ScrollKey
    /// Storage positions per lane, in scroll order; the last lane holds the unlaned elements.
    @usableFromInline var lanes: [[UInt32]]
    /// Per lane, the scroll-axis end and position of elements 0, 4, 8, … (non-decreasing ends).
    @usableFromInline var samples: [SteppedKeys]
    /// Per lane, bounds its frames lie in (``BandBounds/everything`` when
    /// unknown, and for the unlaned elements): a query skips a lane they
    /// miss, so a band beside a column walks none of it.
    @usableFromInline var bounds: [BandBounds]
    /// Elements per sample.
    @inlinable static var sampleStride: Int { 4 }

    /// Builds the index, or returns `nil` when some lane is out of scroll order.
    ///
    /// The order was checked by the builder as each frame arrived
    /// (``PlacementHints/lanesInOrder``), and each lane's samples were
    /// recorded while its items were placed (``PlacementHints/samples``), so
    /// this reads no frame but those of the unlaned elements' samples.
    ///
    /// - Complexity: O(*c* + *u*) for *c* lanes and *u* elements without a
    ///   lane; O(*n* / 4) more for *n* elements when the samples were not recorded.
    init?(hints: PlacementHints, frames: [Rect]) {
        guard !hints.lanes.isEmpty, hints.lanesInOrder else { return nil }
        let axis = ScrollKey(hints.axis, reversed: hints.reversed)
        var lanes: [[UInt32]] = []
        var samples: [SteppedKeys] = []
        var bounds: [BandBounds] = []
        lanes.reserveCapacity(hints.lanes.count + 1)
        samples.reserveCapacity(hints.lanes.count + 1)
        for (laneIndex, lane) in hints.lanes.enumerated() where !lane.isEmpty {
            lanes.append(lane)
            if let recorded = hints.laneBounds, laneIndex < recorded.count {
                bounds.append(recorded[laneIndex])
            } else {
                bounds.append(.everything)
            }
            if let recorded = hints.samples, laneIndex < recorded.count {
                samples.append(recorded[laneIndex])
            } else {
                samples.append(Self.samples(of: lane, frames: frames, axis: axis))
            }
        }
        let unlaned = (0..<UInt32(truncatingIfNeeded: hints.leadingUnlaned)).map { $0 } + hints.unlaned
        if !unlaned.isEmpty {
            lanes.append(unlaned)
            samples.append(Self.samples(of: unlaned, frames: frames, axis: axis))
            bounds.append(.everything)
        }
        self.axis = axis
        self.lanes = lanes
        self.samples = samples
        self.bounds = bounds
    }

    /// The samples of one lane: every 4th element's scroll-axis end and position.
    ///
    /// - Complexity: O(*m* / 4) for a lane of *m* elements.
    static func samples(of lane: [UInt32], frames: [Rect], axis: ScrollKey) -> SteppedKeys {
        var samples = SteppedKeys()
        samples.reserveCapacity(lane.count / sampleStride + 1)
        extend(&samples, of: lane, frames: frames, axis: axis)
        return samples
    }

    /// Appends to a lane's samples those of its elements after the ones
    /// already sampled.
    ///
    /// - Complexity: O(*m* / 4) for *m* elements not yet sampled.
    static func extend(_ samples: inout SteppedKeys, of lane: [UInt32], frames: [Rect], axis: ScrollKey) {
        for element in stride(from: samples.count * sampleStride, to: lane.count, by: sampleStride) {
            samples.append(frames[Int(lane[element])].upper(axis), position: lane[element])
        }
    }

    /// An index from lanes, their samples and bounds as they are (``LiveLayout``
    /// keeps them up to date); lanes past the end of `bounds` are never skipped.
    init(axis: ScrollAxis, lanes: [[UInt32]], samples: [SteppedKeys], bounds: [BandBounds]) {
        self.axis = ScrollKey(axis, reversed: false)
        self.lanes = lanes
        self.samples = samples
        self.bounds = Array(bounds.prefix(lanes.count))
        self.bounds += repeatElement(.everything, count: lanes.count - self.bounds.count)
    }

    /// Appends the storage positions of the elements overlapping `query`, ascending within each lane.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout PositionList) {
        let lower = query.lower(axis)
        let upper = query.upper(axis)
        let laneCount = lanes.count
        // Three passes, so that the lanes' cache misses overlap instead of
        // following one another: first every lane's step, from the samples'
        // short arrays alone (held in `cursor` until the next pass); then
        // every lane's sample, first element and its frame, reads that
        // depend on nothing read in another lane; then the walks.
        withUnsafeTemporaryAllocation(
            of: (cursor: Int, position: Int, frame: Rect, next: Int).self, capacity: laneCount
        ) {
            starts in
            for laneIndex in 0..<laneCount {
                starts[laneIndex].cursor =
                    bounds[laneIndex].mayOverlap(query) ? samples[laneIndex].stepIndex(greaterThan: lower) : -1
            }
            for laneIndex in 0..<laneCount {
                let step = starts[laneIndex].cursor
                guard step >= 0 else {
                    starts[laneIndex] = (0, -1, .zero, -1)
                    continue
                }
                starts[laneIndex] = lanes[laneIndex].withUnsafeBufferPointer { lane in
                    let (cursor, position) = Self.walkStart(
                        lane: lane, samples: samples[laneIndex], step: step, lower: lower)
                    let next = cursor &+ 1 < lane.count ? Int(lane[cursor &+ 1]) : -1
                    return (cursor, position, position < 0 ? .zero : frames[position], next)
                }
            }
            for laneIndex in 0..<laneCount where starts[laneIndex].position >= 0 {
                lanes[laneIndex].withUnsafeBufferPointer { lane in
                    var (cursor, position, frame, next) = starts[laneIndex]
                    while frame.lower(axis) < upper {
                        if query.overlaps(frame) { result.append(position) }
                        guard next >= 0 else { break }
                        position = next
                        frame = frames[position]
                        cursor &+= 1
                        next = cursor &+ 1 < lane.count ? Int(lane[cursor &+ 1]) : -1
                    }
                }
            }
        }
    }

    /// Where a lane's walk starts: the index in the lane and the storage
    /// position (-1 for none) of its first element that may end after
    /// `lower`, from the samples' `step` (``SteppedKeys/stepIndex(greaterThan:)``).
    ///
    /// The first sample ending after `lower` is found among the 8 of the
    /// step before; the sampled element before it ends no later than `lower`
    /// (its key is rounded up, never down), and so does every element before
    /// it (lane order), so the walk starts at the element after it. That
    /// element's position is read from the lane *before* the samples are
    /// counted, for each of the 8 samples the count may pick (2 or 3 cache
    /// lines): the lane's cache miss and the samples' then overlap, and the
    /// first frame waits for one of them, not for both in turn.
    ///
    /// - Complexity: O(8).
    @inlinable
    static func walkStart(lane: UnsafeBufferPointer<UInt32>, samples: SteppedKeys, step: Int, lower: Double)
        -> (cursor: Int, position: Int)
    {
        guard step > 0 else { return (0, lane.isEmpty ? -1 : Int(lane[0])) }
        let perStep = SteppedKeys.step
        let group = (step &- 1) &* perStep &* sampleStride
        var after = SIMD8<Int64>(repeating: -1)
        for pick in 0..<perStep {
            let element = group &+ pick &* sampleStride &+ 1
            if element < lane.count { after[pick] = Int64(lane[element]) }
        }
        let sample = samples.firstIndex(greaterThan: lower, step: step)
        let pick = sample &- ((step &- 1) &* perStep &+ 1)
        return ((sample &- 1) &* sampleStride &+ 1, Int(after[pick]))
    }

    var byteCount: Int {
        lanes.reduce(0) { $0 + $1.capacity * MemoryLayout<UInt32>.stride }
            + samples.reduce(0) { $0 + $1.byteCount } + bounds.capacity * MemoryLayout<BandBounds>.stride
    }
}
