extension LayoutBuilder {
    /// What a builder looked like at a checkpoint: enough to rewind it there.
    ///
    /// Everything else — lanes, their tails, the unlaned elements — is
    /// recovered from the frames kept, so a mark is a few words.
    @usableFromInline
    struct Mark: Sendable {
        /// The number of elements placed: of the whole layout, counting the
        /// elements before a slice's and those it counted without storing
        /// them (``LayoutBuilder/base``).
        var elementCount: Int
        /// The open section.
        var section: Int
        /// Items placed in the open section.
        var itemCount: Int
        /// Closed bands recorded.
        var bandCount: Int
        /// The first element of the open band.
        var openBandStart: Int
        /// Whether bands were used.
        var usesBands: Bool
        /// The bounds of the open band's frames (meaningful only when bands
        /// are used). Kept rather than recomputed: a band may be long.
        var openBand: BandBounds
        /// The items placed across more than one column (``LayoutBuilder/spanningItems``).
        var spanningItems = 0
    }

    /// The builder's state now, for a checkpoint.
    @usableFromInline
    var mark: Mark {
        Mark(
            elementCount: base + frames.count, section: records.count - 1, itemCount: openItemCount,
            bandCount: bands.count, openBandStart: openBandStart, usesBands: usesBands, openBand: openBand,
            spanningItems: spanningItems)
    }

    /// Rewinds the builder to `mark`, as if nothing had been placed after it,
    /// and makes it expect the item counts of a new input.
    ///
    /// The finished builder of a ``LiveLayout`` is rewound before a
    /// ``ResumableLayoutStrategy`` resumes placing; every buffer shrinks in
    /// place (no copy when the builder holds the only reference).
    ///
    /// - Complexity: O(*r* + *c* log *n*), where *r* is the number of
    ///   elements removed, *c* the number of lanes and *n* the number of elements.
    mutating func rewind(to mark: Mark, expecting itemCounts: [Int]) {
        let kept = mark.elementCount - base
        frames.removeSubrange(kept...)
        // The sum still counts the removed frames: finite, it says the kept
        // ones are finite too; otherwise it is summed again over them.
        if !coordinateSum.isFinite {
            coordinateSum = frames.reduce(0) { $0 + $1.coordinateSum }
        }
        // Lane samples: those of the kept elements (a lane's samples follow its positions).
        for lane in laneSamples.indices { laneSamples[lane].keepPositions(below: kept) }
        records.removeSubrange((mark.section + 1)...)
        sectionEnds.removeSubrange(Swift.min(sectionEnds.count, mark.section + 1)...)
        if !sectionEnds.isEmpty { sectionEnds[sectionEnds.count - 1] = .nan }
        if let last = records.indices.last {
            records[last].itemCount = 0
            records[last].hasFooter = false
        }
        openItemCount = mark.itemCount
        spanningItems = mark.spanningItems
        openHasFooter = false
        expectedItemCounts = itemCounts
        misuse = nil

        // Lanes: drop the positions removed; each lane's tail is its last kept frame.
        for lane in lanes.indices {
            let end = Self.firstIndex(in: lanes[lane], atLeast: kept)
            lanes[lane].removeSubrange(end...)
            laneTails[lane] = lanes[lane].last.map { frames[Int($0)] } ?? ScrollOrder.start
        }
        if lanes.allSatisfy(\.isEmpty) {
            // No laned item is left: every kept element is a leading unlaned
            // one again. The emptied lists are kept for the lanes opened next.
            spareLanes.append(contentsOf: lanes)
            lanes = []
            laneTails = []
            laneBounds = []
            unlaned = []
            leadingUnlaned = 0
            unlanedTail = kept > 0 ? frames[kept - 1] : ScrollOrder.start
        } else {
            unlaned.removeSubrange(Self.firstIndex(in: unlaned, atLeast: kept)...)
            if let last = unlaned.last {
                unlanedTail = frames[Int(last)]
            } else {
                unlanedTail = leadingUnlaned > 0 ? frames[leadingUnlaned - 1] : ScrollOrder.start
            }
        }
        laneOrder.forget(from: kept)

        // Bands: the closed ones of the mark, and its open band.
        bands.removeSubrange(mark.bandCount...)
        usesBands = mark.usesBands
        openBandStart = mark.openBandStart
        openBand = mark.openBand
    }

    /// The index of the first entry of an ascending list that is at least `value`.
    static func firstIndex(in list: [UInt32], atLeast value: Int) -> Int {
        list.partitioningIndex { Int($0) >= value }
    }
}

extension LayoutBuilder {
    /// A slice of the layout `builder` was placing, started at
    /// `checkpoint` (``startSlice(atSection:item:base:)``), in `builder`'s
    /// buffers, which it takes: `builder` must hold its frames (not moved
    /// into a layout).
    ///
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* lanes.
    init<State>(slicing builder: inout LayoutBuilder, at checkpoint: PlacementCheckpoint<State>, input: LayoutInput) {
        var recycled = Recycled()
        recycled.take(buffersOf: &builder)
        self.init(input: input, spareElements: 0, reusing: &recycled)
        startSlice(atSection: checkpoint.section, item: checkpoint.item, base: checkpoint.mark.elementCount)
        spanningItems = checkpoint.mark.spanningItems
    }

    /// The buffers of a replaced layout and of the builder that assembled it,
    /// for a builder that places everything again
    /// (``init(input:spareElements:reusing:)`` empties them): their pages are
    /// touched already, where a new buffer costs a page fault every 4 KB on
    /// first touch (~10 ms a million frames; a rotation that grew its lanes
    /// and its lane memory in new buffers spent a third of its time there).
    struct Recycled {
        var frames: [Rect] = []
        var lanes: [[UInt32]] = []
        var samples: [SteppedKeys] = []
        var bands: [BandRecord] = []
        var runScratch: [UInt32] = []
        /// The replaced layout's band index, whose lists the new one is built in.
        var bandIndex: BandIndex?

        init() {}

        /// Takes the buffers of `layout` and of `builder`, the builder that
        /// assembled it (`nil` when there is none), leaving `builder` `nil`
        /// and `layout` without elements.
        ///
        /// - Complexity: O(*c*) for *c* lanes.
        init(taking layout: inout PreparedLayout, builtBy builder: inout LayoutBuilder?) {
            guard var builder = takeValue(&builder) else {
                swap(&frames, &layout.storage.frames)
                return
            }
            if case .bands(let old) = builder.reclaim(from: &layout) { bandIndex = old }
            take(buffersOf: &builder)
        }

        /// Takes the buffers `builder` holds (its frames not moved into a
        /// layout), and its spare band index when none was taken already.
        ///
        /// - Complexity: O(*c*) for *c* lanes.
        mutating func take(buffersOf builder: inout LayoutBuilder) {
            if bandIndex == nil { swap(&bandIndex, &builder.spareBandIndex) }
            swap(&frames, &builder.frames)
            swap(&lanes, &builder.lanes)
            lanes.append(contentsOf: builder.spareLanes)
            swap(&samples, &builder.laneSamples)
            samples.append(contentsOf: builder.spareSamples)
            swap(&bands, &builder.bands)
            swap(&runScratch, &builder.runScratch)
        }
    }
}
