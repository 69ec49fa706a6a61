extension LayoutBuilder {
    /// The index `option` asks for, the previous index (`steps.previous`)
    /// brought up to date rather than built again: the live path's step 4 of
    /// ``assemble(strategy:index:_:)``. The previous index's buffers are
    /// taken (it is left `.linear`); the lane index takes the builder's
    /// lanes, which ``reclaim(from:)`` gives back.
    ///
    /// - Complexity: O(*k* + *c* + *u* + *s*) for the lane and band indexes,
    ///   where *k* is the number of elements placed since `steps.kept`, *c*
    ///   the number of lanes, *u* the number of unlaned elements and *s* of
    ///   sections; the R-tree adds its rebuilt trees (``RTreeForest``).
    ///   Stacked sections keep the parts of the sections before the kept
    ///   position and index the others (O(*m*) for their *m* elements);
    ///   their `rtree` is built again (O(*n*)).
    mutating func keptIndex(_ option: IndexOption, _ steps: inout AssemblySteps) -> ElementIndex {
        let kept = steps.kept ?? KeptPrefix()
        let stacked = !stackedSections.isEmpty
        return .choosing(
            option, stacked: stacked,
            sections: {
                var parts: [SectionedIndex.Part] = []
                if case .sections(let old) = steps.previous { parts = old.parts.filter { $0.start < kept.elements } }
                return stackedIndex(keeping: parts, reversed: false)
            },
            lanes: {
                guard !lanes.isEmpty, laneOrder.holds(along: scrollAxis) else { return nil }
                return .lanes(laneIndex(from: &steps.previous, kept: kept.elements))
            },
            bands: {
                guard usesBands else { return nil }
                return bandIndex(from: &steps.previous, keptBands: kept.bands).map(ElementIndex.bands)
            },
            tree: {
                guard !stacked else { return .rtree(PackedRTree(frames: frames, summary: FrameSummary(of: frames))) }
                return .forest(forest(from: &steps.previous, kept: kept.elements, stable: kept.stable))
            })
    }

    /// Takes back the buffers ``assemble(strategy:index:_:)``
    /// moved into `layout`, leaving it empty, and returns its index.
    ///
    /// When nothing else holds `layout`'s buffers, the builder then holds the
    /// only reference and appends in place; otherwise the first change copies
    /// them (copy-on-write), and the other holder keeps its layout intact.
    mutating func reclaim(from layout: inout PreparedLayout) -> ElementIndex {
        swap(&frames, &layout.storage.frames)
        swap(&records, &layout.storage.sections)
        var index = ElementIndex.linear
        swap(&index, &layout.index)
        guard case .lanes(var laneIndex) = index else { return index }
        index = .linear  // drop the enum's reference: the lanes are unique again
        swap(&lanes, &laneIndex.lanes)
        lanes.removeLast()  // the unlaned lane, rebuilt at assembly
        // The samples come back with their lanes, to be kept up to date as
        // elements are placed (while their frames are in cache) rather than
        // sampled again from memory at assembly.
        swap(&laneSamples, &laneIndex.samples)
        if !laneSamples.isEmpty { laneSamples.removeLast() }  // the unlaned lane's
        laneSamplesValid = laneIndex.axis == ScrollKey(scrollAxis, reversed: false) && laneSamples.count == lanes.count
        if !laneSamplesValid { laneSamples = [] }
        return .lanes(laneIndex)
    }

    /// The lane index over the builder's lanes, which move into it, plus the
    /// unlaned elements as one more lane; with the builder's samples when
    /// they are kept up to date (`laneSamplesValid`: they move into it too),
    /// else samples reused from `previous` where their elements were kept.
    private mutating func laneIndex(from previous: inout ElementIndex, kept: Int) -> LaneIndex {
        var samples: [SteppedKeys] = []
        let upToDate = laneSamplesValid
        if upToDate {
            swap(&samples, &laneSamples)
        } else if case .lanes(var old) = previous, old.axis == ScrollKey(scrollAxis, reversed: false) {
            previous = .linear
            swap(&samples, &old.samples)
            if !samples.isEmpty { samples.removeLast() }  // the old unlaned lane's
        }
        let laneCount = lanes.count
        samples.removeSubrange(Swift.min(samples.count, laneCount)...)
        samples.append(contentsOf: repeatElement(SteppedKeys(), count: laneCount - samples.count))
        var all: [[UInt32]] = []
        swap(&all, &lanes)
        all.append(Array(0..<UInt32(truncatingIfNeeded: leadingUnlaned)) + unlaned)
        samples.append(SteppedKeys())
        let axis = ScrollKey(scrollAxis, reversed: false)
        for lane in all.indices {
            // A sample stays while its element was kept: positions below
            // `kept` did not change, nor did their places in the lane.
            if !upToDate { samples[lane].keepPositions(below: kept) }
            LaneIndex.extend(&samples[lane], of: all[lane], frames: frames, axis: axis)
        }
        return LaneIndex(axis: scrollAxis, lanes: all, samples: samples, bounds: laneBounds + [.everything])
    }

    /// The band index with the bands recorded since `keptBands` appended, or
    /// `nil` when it is not to be used (``BandIndex/append(_:elementCount:)``:
    /// bands too deep, for one).
    private mutating func bandIndex(from previous: inout ElementIndex, keptBands: Int) -> BandIndex? {
        let key = ScrollKey(scrollAxis, reversed: false)
        var index = BandIndex(key: key)
        var first = 0
        if case .bands(let old) = previous, old.axis == key {
            index = old
        } else if var spare = takeValue(&spareBandIndex) {
            index = BandIndex(key: key, emptying: &spare)  // none of its bands kept
        }
        previous = .linear  // drop the enum's reference: the arrays are unique again
        if !index.starts.isEmpty {
            index.starts.removeLast()  // the end sentinel
            first = Swift.min(keptBands, index.lowers.count)
            index.starts.removeSubrange(first...)
            index.lowers.removeSubrange(first...)
            index.uppers.keepFirst(first)
        }
        guard index.append(bands[first...], elementCount: frames.count) else {
            spareBandIndex = index  // its lists, for the next band index
            return nil
        }
        return index
    }

    /// The R-tree forest brought up to date from `previous`.
    private func forest(from previous: inout ElementIndex, kept: Int, stable: Int) -> RTreeForest {
        var forest = RTreeForest()
        if case .forest(let old) = previous { forest = old }
        previous = .linear  // drop the enum's reference: the trees are unique again
        forest.update(frames: frames, keptThrough: kept, stableThrough: stable)
        return forest
    }
}
