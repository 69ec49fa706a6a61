/// The `auto` index of a layout whose sections were placed by different
/// strategies (a ``CompositeStrategy``): each section keeps the index its
/// own strategy's hints give — lanes for a column section, bands for lines
/// and segments, an R-tree for a section without hints — and a binary search
/// over the sections' extents finds the ones a query reaches.
///
/// One index of either kind over the whole layout would lose one side's
/// order: a flow line's items are not in scroll order among themselves, so
/// they break the lane order of the columns below them, and a column
/// section's items form no bands.
///
/// Valid when each section's elements start and end no earlier than the
/// previous section's (the sections are stacked along the scroll axis); the
/// extents and every order are read from the stored frames, after mirroring
/// for right to left, so a strategy's hint is never trusted. Candidates are
/// tested with ``QueryBounds/overlaps(_:)`` on the stored frames, as the
/// linear scan tests them.
///
/// Memory: one record per section plus each section's index. Query:
/// O(log *s* + Σ (section query)) over the *s'* sections the rect reaches.
@usableFromInline
struct SectionedIndex: Sendable {
    /// One section's elements and index.
    @usableFromInline
    struct Part: Sendable {
        /// The section's first storage position.
        @usableFromInline var start: Int
        /// Where its elements start along the scroll key.
        @usableFromInline var lower: Double
        /// Where they end (also in ``SectionedIndex/uppers``).
        @usableFromInline var upper: Double
        /// The section's own index (lanes, bands or an R-tree over its range).
        @usableFromInline var index: ElementIndex
    }

    @usableFromInline let axis: ScrollKey
    /// The non-empty sections, in storage order.
    @usableFromInline var parts: [Part]
    /// Where each part ends along the scroll key, for the binary search.
    @usableFromInline var uppers: [Double]

    /// Stacks the sections' indexes, or returns `nil` when a section starts or
    /// ends before the one before it.
    ///
    /// - Complexity: O(*s*) for *s* parts.
    init?(axis: ScrollKey, parts: [Part]) {
        for (previous, next) in zip(parts, parts.dropFirst())
        where !(next.lower >= previous.lower && next.upper >= previous.upper) {
            return nil
        }
        self.axis = axis
        self.parts = parts
        self.uppers = parts.map(\.upper)
    }

    /// The index of the elements `hints.range` of `frames`, which one
    /// strategy placed as one section with these hints (storage positions;
    /// the elements without a lane form a lane of their own).
    ///
    /// Lanes when every lane is in scroll order; else bands when `bandStarts` is given and the bands are;
    /// else a packed R-tree over the range. Returns `nil` for an empty range.
    ///
    /// - Complexity: O(*m*) for the *m* elements of the range (the order
    ///   checks and bounds read every frame once).
    static func part(frames: [Rect], hints: StackedSectionHints, axis: ScrollKey) -> Part? {
        let (range, lanes, bandStarts) = (hints.range, hints.lanes, hints.bandStarts)
        guard !range.isEmpty else { return nil }
        var lower = Double.infinity
        var upper = -Double.infinity
        var summary = FrameSummary()
        for position in range {
            let frame = frames[position]
            lower = Swift.min(lower, frame.lower(axis))
            upper = Swift.max(upper, frame.upper(axis))
            summary.add(frame)
        }
        let scrollAxis: ScrollAxis = axis == .vertical ? .vertical : .horizontal
        let reversed = axis == .horizontalReversed
        let index = ElementIndex.choosing(
            .auto, stacked: false, sections: { nil },
            lanes: {
                guard !lanes.isEmpty, lanes.allSatisfy({ inOrder($0, frames: frames, axis: axis) }) else { return nil }
                let hints = PlacementHints(
                    axis: scrollAxis, lanes: lanes, leadingUnlaned: 0, unlaned: [],
                    lanesInOrder: true, bands: [], reversed: reversed)
                return LaneIndex(hints: hints, frames: frames).map(ElementIndex.lanes)
            },
            bands: {
                guard !bandStarts.isEmpty, Int(bandStarts[0]) == range.lowerBound else { return nil }
                let bands = bandStarts.indices.map { band in
                    let end = band + 1 < bandStarts.count ? Int(bandStarts[band + 1]) : range.upperBound
                    return bounds(of: frames, Int(bandStarts[band])..<end)
                }
                let hints = PlacementHints(
                    axis: scrollAxis, lanes: [], leadingUnlaned: 0, unlaned: [], lanesInOrder: false,
                    bands: bands, reversed: reversed)
                return BandIndex(hints: hints, elementCount: range.upperBound).map(ElementIndex.bands)
            },
            tree: { .rtree(PackedRTree(frames: frames, summary: summary, range: range)) })
        return Part(start: range.lowerBound, lower: lower, upper: upper, index: index)
    }

    /// Whether each element of `lane` starts and ends no earlier along `axis` than the one before.
    private static func inOrder(_ lane: [UInt32], frames: [Rect], axis: ScrollKey) -> Bool {
        var previous: Rect?
        for position in lane {
            let frame = frames[Int(position)]
            if let previous, !(frame.lower(axis) >= previous.lower(axis) && frame.upper(axis) >= previous.upper(axis)) {
                return false
            }
            previous = frame
        }
        return true
    }

    /// The band record of the elements `range`: its first position and the bounds of their frames.
    private static func bounds(of frames: [Rect], _ range: Range<Int>) -> BandRecord {
        var band = BandRecord(
            start: UInt32(truncatingIfNeeded: range.lowerBound), minX: .infinity, minY: .infinity,
            maxX: -.infinity, maxY: -.infinity)
        for position in range {
            let frame = frames[position]
            band.minX = Swift.min(band.minX, frame.minX)
            band.minY = Swift.min(band.minY, frame.minY)
            band.maxX = Swift.max(band.maxX, frame.maxX)
            band.maxY = Swift.max(band.maxY, frame.maxY)
        }
        return band
    }

    /// Appends the storage positions of the elements overlapping `query`, ascending.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout PositionList) {
        let lower = query.lower(axis)
        let upper = query.upper(axis)
        // The first section that ends after the query starts; those before it end no later.
        var part = BandIndex.first(endingAfter: lower, in: uppers)
        while part < parts.count, parts[part].lower < upper {
            // Each section's positions follow the previous section's: sorting
            // them alone keeps the whole result ascending.
            let first = result.count
            switch parts[part].index {
            case .lanes(let index): index.collect(query, frames: frames, into: &result)
            case .bands(let index): index.collect(query, frames: frames, into: &result)
            case .rtree(let index): index.collect(query, frames: frames, into: &result)
            case .linear, .forest, .sections: break  // never built for a section
            }
            if result.count - first > 1 {
                var added = UnsafeMutableBufferPointer(rebasing: result.buffer[first...])
                added.sort()
            }
            part &+= 1
        }
    }

    var byteCount: Int {
        parts.capacity * MemoryLayout<Part>.stride + uppers.capacity * 8 + parts.reduce(0) { $0 + $1.index.byteCount }
    }
}
