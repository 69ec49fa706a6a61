extension LayoutBuilder {
    /// Mirrors every frame within the content width for a right-to-left
    /// layout (``Rect/mirroredHorizontally(within:)``), and brings what the
    /// builder learned while placing up to date: the coordinate sum and the
    /// band bounds are recomputed from the mirrored frames (so the indexes
    /// compare exactly the edges the linear scan compares), and the lane order
    /// is checked again when it runs along x.
    ///
    /// A vertical layout keeps its lane and band order along y. A horizontal
    /// one now runs from right to left: its lanes and bands are checked in
    /// order of decreasing x (``ScrollKey/horizontalReversed``), so `auto`
    /// keeps its lane or band index rather than falling back to the R-tree.
    ///
    /// - Parameter lanesInOrder: Whether the lanes were in scroll order before mirroring.
    /// - Returns: Whether the lanes are in scroll order after mirroring.
    /// - Throws: ``LayoutError/contractViolation(strategy:detail:)`` when a
    ///   mirrored frame is not finite (coordinates near the largest `Double`).
    /// - Complexity: O(*n*), where *n* is the number of elements: one pass
    ///   over the frames, one over the bands' frames when the strategy gave
    ///   bands, one over the lanes when a horizontal strategy gave lanes.
    mutating func mirrorForRightToLeft(strategy: String, lanesInOrder: Bool) throws(LayoutError) -> Bool {
        let width = contentSize.width
        var sum = 0.0
        frames.withUnsafeMutableBufferPointer { frames in
            for position in frames.indices {
                let mirrored = frames[position].mirroredHorizontally(within: width)
                frames[position] = mirrored
                sum += mirrored.coordinateSum
            }
        }
        coordinateSum = sum
        if !sum.isFinite, let bad = frames.firstIndex(where: { !$0.isFinite }) {
            throw .contractViolation(
                strategy: strategy,
                detail:
                    "element \(bad) has a frame \(frames[bad]) that is not finite once mirrored within the content width \(width) for right-to-left"
            )
        }
        if !bands.isEmpty { recomputeBandBounds() }
        guard scrollAxis == .horizontal, !lanes.isEmpty else { return lanesInOrder }
        return lanesRunRightToLeft()
    }

    /// Sets each band's bounds to the bounds of its (mirrored) frames.
    private mutating func recomputeBandBounds() {
        for band in bands.indices {
            let end = band + 1 < bands.count ? Int(bands[band + 1].start) : frames.count
            var bounds = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
            for position in Int(bands[band].start)..<end {
                let frame = frames[position]
                bounds.minX = Swift.min(bounds.minX, frame.minX)
                bounds.minY = Swift.min(bounds.minY, frame.minY)
                bounds.maxX = Swift.max(bounds.maxX, frame.maxX)
                bounds.maxY = Swift.max(bounds.maxY, frame.maxY)
            }
            bands[band].minX = bounds.minX
            bands[band].minY = bounds.minY
            bands[band].maxX = bounds.maxX
            bands[band].maxY = bounds.maxY
        }
    }

    /// The bounds of each lane's frames once mirrored, from the frames
    /// themselves (mirroring the recorded bounds could round differently).
    ///
    /// - Complexity: O(*n*) for *n* laned elements.
    func mirroredLaneBounds() -> [BandBounds] {
        lanes.map { lane in
            var bounds = BandBounds()
            for position in lane { bounds.include(frames[Int(position)]) }
            return bounds
        }
    }

    /// Whether every lane, and the unlaned elements, run from right to left:
    /// each element starts and ends no further right than the one before.
    private func lanesRunRightToLeft() -> Bool {
        func inOrder<Positions: Sequence<Int>>(_ positions: Positions) -> Bool {
            var previous: Rect?
            for position in positions {
                let frame = frames[position]
                if let previous,
                    !(frame.lower(.horizontalReversed) >= previous.lower(.horizontalReversed)
                        && frame.upper(.horizontalReversed) >= previous.upper(.horizontalReversed))
                {
                    return false
                }
                previous = frame
            }
            return true
        }
        for lane in lanes where !inOrder(lane.lazy.map { Int($0) }) { return false }
        return inOrder(Array(0..<leadingUnlaned) + unlaned.lazy.map { Int($0) })
    }
}
