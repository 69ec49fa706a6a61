extension LayoutBuilder {
    /// How many items a run writes at a time: their frames (8 KB) and lanes
    /// stay in the first-level cache between the passes over them.
    @inlinable static var runChunk: Int { 256 }

    /// The most lanes a run sorts its positions into one lane at a time; with
    /// more, each position is appended on its own (as ``addItem(_:lane:)`` does).
    @inlinable static var runLaneLimit: Int { 16 }

    /// Places items of the open section in lanes, many at a time: for each
    /// `item` in `items`, in order, `next(item)` gives its frame and lane, a
    /// lane in `0..<laneCount`.
    ///
    /// Records exactly what one ``addItem(_:lane:)`` per item records — the
    /// frames, each lane's positions, the frame summary, the lane order — but
    /// the frames go straight into storage and the summary, order and lane
    /// tails stay in local variables for a chunk of items, so there is no
    /// per-item growth check, uniqueness check or bounds check. Column
    /// layouts place every item through it (measured at a million items:
    /// about a third of the instructions of an `addItem` per item).
    ///
    /// A lane outside `0..<laneCount` is a misuse, reported by `finish` (the
    /// item goes to lane 0 meanwhile). A non-finite frame is stored and
    /// counted as `addItem` does; the caller finds it with
    /// ``firstNonFinitePosition(from:)``.
    ///
    /// - Complexity: O(*k*·(*r* + 1) + *k*·min(*c*, 16) / 256) for *k* items, a
    ///   `next` costing *r* and *c* lanes.
    @inlinable @inline(__always)  // so that `next` is inlined into the loop: it runs once per item
    mutating func addItems(_ items: Range<Int>, laneCount: Int, _ next: (Int) -> (frame: Rect, lane: Int)) {
        guard !items.isEmpty else { return }
        guard !records.isEmpty, !openHasFooter, laneCount >= 1, laneCount <= 1 << 20 else {
            for item in items {
                let (frame, lane) = next(item)
                addItem(frame, lane: lane)
            }
            return
        }
        if laneCount > lanes.count {
            if lanes.isEmpty { leadingUnlaned = frames.count }
            lanes.append(contentsOf: repeatElement([], count: laneCount - lanes.count))
            laneTails.append(contentsOf: repeatElement(ScrollOrder.start, count: laneCount - laneTails.count))
        }
        let sortsByLane = laneCount <= Self.runLaneLimit
        // Each chunk's lanes, then one lane's positions in it.
        let laneOf = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 * Self.runChunk)
        defer { laneOf.deallocate() }
        let positions = laneOf + Self.runChunk
        do {
            var item = items.lowerBound
            while item < items.upperBound {
                let count = Swift.min(Self.runChunk, items.upperBound - item)
                let start = frames.count
                // Zeros first (into cache), then each frame over them: Array has
                // no public way to append uninitialized elements.
                frames.append(contentsOf: repeatElement(Rect.zero, count: count))
                var summary = self.summary
                var order = laneOrder
                var misplaced = false
                frames.withUnsafeMutableBufferPointer { frames in
                    laneTails.withUnsafeMutableBufferPointer { tails in
                        let frames = frames.baseAddress! + start
                        let tails = tails.baseAddress!
                        for offset in 0..<count {
                            var (frame, lane) = next(item &+ offset)
                            if UInt(bitPattern: lane) >= UInt(laneCount) {
                                misplaced = true
                                lane = 0
                            }
                            frames[offset] = frame
                            summary.add(frame)
                            order.note(frame, after: tails[lane], at: start &+ offset)
                            tails[lane] = frame
                            laneOf[offset] = UInt32(truncatingIfNeeded: lane)
                        }
                    }
                }
                self.summary = summary
                laneOrder = order
                if misplaced { noteMisuse("a lane outside 0..<\(laneCount) in a run of items") }
                if sortsByLane {
                    // One append per lane and chunk: gather the lane's positions, in order.
                    for lane in 0..<laneCount {
                        let wanted = UInt32(truncatingIfNeeded: lane)
                        var found = 0
                        for offset in 0..<count {
                            positions[found] = UInt32(truncatingIfNeeded: start &+ offset)
                            found &+= laneOf[offset] == wanted ? 1 : 0
                        }
                        if found > 0 {
                            lanes[lane].append(contentsOf: UnsafeBufferPointer(start: positions, count: found))
                        }
                    }
                } else {
                    for offset in 0..<count {
                        lanes[Int(laneOf[offset])].append(UInt32(truncatingIfNeeded: start &+ offset))
                    }
                }
                openItemCount &+= count
                item &+= count
            }
        }
    }

    /// The first position from `start` on whose frame is not finite, or `nil`.
    ///
    /// - Complexity: O(1) when every frame is finite (the summary counts
    ///   them), else O(*n* − `start`).
    @inlinable
    func firstNonFinitePosition(from start: Int) -> Int? {
        guard summary.nonFinite > 0 else { return nil }
        return frames[start...].firstIndex { !$0.isFinite }
    }
}
