/// Collects the frames a strategy places and turns them into a ``PreparedLayout``.
///
/// A strategy calls, for each section in order: ``beginSection()``, then
/// ``addHeader(_:)`` (optional), ``addItem(_:lane:)`` once per item in order,
/// and ``addFooter(_:)`` (optional); and sets ``contentSize``.
///
/// Ordering hints make the `auto` index fast; they are checked, never trusted
/// blindly (a hint the frames contradict makes `auto` fall back to the general
/// R-tree, so results stay exact):
/// * **Lanes** — `addItem(frame, lane: c)`: the items of each lane (a column)
///   come in scroll order, each starting and ending no earlier than the one
///   before. Headers, footers and items without a lane form one extra lane.
/// * **Bands** — ``beginBand()`` before each run of elements (a line, a
///   segment, a header): runs come in scroll order, each starting and ending no
///   earlier than the one before; inside a run, any order.
public struct LayoutBuilder: Sendable {
    /// The size of the whole scrollable content. The strategy sets it.
    public var contentSize: Size = .zero
    /// The direction the layout scrolls in; the lane and band hints are along it.
    public var scrollAxis: ScrollAxis = .vertical {
        // Lane samples are keys along the axis they were recorded on.
        didSet { if scrollAxis != oldValue, !frames.isEmpty { laneSamplesValid = false } }
    }

    @usableFromInline var frames: [Rect] = []
    @usableFromInline var records: [SectionRecord] = []
    @usableFromInline var lanes: [[UInt32]] = []
    /// Empty lane lists and samples with their capacity, for the lanes opened
    /// next (``openLanes(through:firstLaned:)``): a rewind that leaves no laned
    /// element, or a builder that places into a replaced layout's buffers
    /// (``init(input:spareElements:reusing:)``), keeps them here.
    var spareLanes: [[UInt32]] = []
    var spareSamples: [SteppedKeys] = []
    /// A band index's lists, for the next band index built from the start:
    /// a replaced layout's, or the last one whose bands ended out of order.
    var spareBandIndex: BandIndex?
    /// Elements placed without a lane: supplementary views, items without a lane hint.
    /// Elements placed without a lane after the first laned item; the ones
    /// before it are positions `0..<leadingUnlaned`, kept as a count so that a
    /// layout without lanes (mosaic, flow-line) stores no list at all.
    @usableFromInline var unlaned: [UInt32] = []
    @usableFromInline var leadingUnlaned = 0
    /// Each closed, non-empty band: its first position and bounds.
    @usableFromInline var bands: [BandRecord] = []
    /// Whether ``beginBand()`` was called at all.
    @usableFromInline var usesBands = false
    /// The open band: its first position and the bounds of its frames so far.
    @usableFromInline var openBandStart = 0
    @usableFromInline var openBand = BandBounds()
    /// The sum of every coordinate of every frame so far: finite exactly when
    /// no frame holds a NaN or an infinity, except that a sum of huge finite
    /// coordinates may overflow (then `close` looks at each frame). One
    /// addition per frame instead of a check per coordinate.
    @usableFromInline var coordinateSum = 0.0
    /// Per lane, the lane index's samples (``LaneIndex``), recorded along
    /// ``scrollAxis`` as laned items are placed; usable while `laneSamplesValid`.
    @usableFromInline var laneSamples: [SteppedKeys] = []
    /// Whether `laneSamples` holds every lane's samples along ``scrollAxis``:
    /// false once the axis changed after placing began. A rewind trims them
    /// with their lanes; a live layout's assembly moves them into its lane
    /// index, and ``reclaim(from:)`` takes them back.
    @usableFromInline var laneSamplesValid = true
    /// The last frame of each lane, and of the unlaned elements.
    @usableFromInline var laneTails: [Rect] = []
    /// The bounds of each lane's frames so far (after a rewind, of the frames
    /// it ever held: wider than the lane, never narrower). The lane index
    /// skips a lane whose bounds miss a query, which is what keeps a query
    /// beside a column (a navigation band, say) from walking the other columns.
    @usableFromInline var laneBounds: [BandBounds] = []
    @usableFromInline var unlanedTail = ScrollOrder.start
    /// Whether the lanes are in scroll order so far (and bands, in `bandOrder`, once closed).
    @usableFromInline var laneOrder = ScrollOrder()
    /// The first misuse of the builder, reported by `finish` as a contract violation.
    @usableFromInline var misuse: String?
    /// The number of items each section of the input has.
    @usableFromInline var expectedItemCounts: [Int]
    /// Whether `finish` mirrors the frames for a right-to-left layout.
    @usableFromInline let layoutDirection: ReadingDirection
    // The open section, kept in scalars so that `addItem` touches no array but the frames.
    /// Items placed in the open section, counted from its item 0 (from its
    /// first stored item on, ``SectionRecord/firstStoredItem`` more).
    @usableFromInline var openItemCount = 0
    @usableFromInline var openHasFooter = false
    /// The sections stacked by ``appendSection(_:shift:)`` with their own hints (a composite layout).
    var stackedSections: [StackedSectionHints] = []
    /// Where each section ends along the scroll axis, as the strategy reported
    /// it (``endSection(at:)``); NaN where it did not.
    var sectionEnds: [Double] = []
    /// The input's background inset, `nil` for no section backgrounds.
    let sectionBackground: Insets?
    /// The position among all elements of the layout of this builder's first
    /// element: 0, but in a slice (``startSlice(atSection:item:base:)``).
    /// Its marks count positions from there; its storage, lanes and bands
    /// from its first element. A builder that only counts frames
    /// (``countsFrames``) adds the items it counts.
    @usableFromInline var base = 0
    /// The first section a slice places items of (0 for a whole layout):
    /// the sections before it hold nothing.
    var sliceSection = 0
    /// The scratch buffer of ``addColumnItems(_:of:stack:cursor:rule:keptLanesOf:)``,
    /// kept between its runs.
    @usableFromInline var runScratch: [UInt32] = []
    /// Whether lane hints are dropped: a full prepare of a column rule that
    /// keeps its columns level (``ColumnRule/keepsColumnsLevel``) records
    /// its runs as bands instead, and is indexed by them (or by the R-tree,
    /// should they turn out deep). Decided at the first column run. A live
    /// layout records lanes: its edits keep the lane index up to date, and
    /// columns kept through edits may drift apart.
    @usableFromInline var skipsColumnLanes = false
    /// Whether the items the package's strategies hand over in bulk (column
    /// runs, ``PendingBands``, ``countUnreadItems(_:)``) are only counted, into
    /// ``base``, not kept: a live layout's slice on its way to a window
    /// (``LiveLayout/placesWindow``), whose frames are thrown away, needs
    /// only its checkpoints. Every other element is still stored, so that
    /// ``mark`` counts them all. Their bands are not kept either: a slice's
    /// marks are only started from, never rewound to.
    @usableFromInline var countsFrames = false
    /// The lanes items were placed in before, for a strategy that keeps them
    /// (a column strategy with `stableLanes`): a ``LiveLayout`` hands its
    /// memory in before placing and takes it back after; a fresh builder's is empty.
    public var laneMemory = LaneMemory()
    // Last, so that the fields the placement loops read keep their places.
    /// The items placed so far across more than one column
    /// (``RunningColumns/place(_:spanning:from:into:)``), counted as
    /// ``base`` is: from the layout's first element, through slices. Two
    /// checkpoints of a section with the same count have no spanning item
    /// between them, so each column's items between them move by one shift
    /// when an edit before them changes the columns' heights.
    @usableFromInline var spanningItems = 0

    /// Creates a builder for an input, reserving storage for all its elements.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    public init(input: LayoutInput) {
        var none = Recycled()
        self.init(input: input, spareElements: 0, reusing: &none)
    }

    /// Creates a builder for an input, reserving storage for all its
    /// elements and `spareElements` more (a live layout's room to grow), in
    /// the buffers of `recycled` (``Recycled``): taken, so that each stays
    /// the only reference, and emptied; `recycled` is left empty.
    ///
    /// - Complexity: O(*s* + *c*), where *s* is the number of sections and
    ///   *c* of recycled lanes.
    init(input: LayoutInput, spareElements: Int, reusing recycled: inout Recycled) {
        expectedItemCounts = input.sections.map(\.count)
        layoutDirection = input.layoutDirection
        sectionBackground = input.sectionBackground
        swap(&frames, &recycled.frames)
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(input.itemCount + 2 * input.sections.count + spareElements)
        records.reserveCapacity(input.sections.count)
        swap(&bands, &recycled.bands)
        bands.removeAll(keepingCapacity: true)
        swap(&spareLanes, &recycled.lanes)
        for lane in spareLanes.indices { spareLanes[lane].removeAll(keepingCapacity: true) }
        swap(&spareSamples, &recycled.samples)
        for lane in spareSamples.indices { spareSamples[lane].keepFirst(0) }
        swap(&spareBandIndex, &recycled.bandIndex)
        swap(&runScratch, &recycled.runScratch)
    }

    /// The number of elements placed so far.
    @inlinable
    public var elementCount: Int { frames.count }

    /// The index of the open section, or -1 before the first ``beginSection()``.
    @inlinable
    public var currentSection: Int { records.count - 1 }

    /// The frame of an element placed earlier, by its position in placement order.
    @inlinable
    public func frame(ofElement position: Int) -> Rect { frames[position] }

    /// Starts a slice of a layout at a checkpoint, on a builder that has
    /// placed nothing: the `section` sections before it hold nothing, section
    /// `section` is open from its item `item` on (its header, if any, lies
    /// before the slice), and the next element placed is the layout's element
    /// `base`, from which the marks of the slice's checkpoints count. A
    /// strategy resuming from the checkpoint into it
    /// (``ResumableLayoutStrategy/placeElements(of:resumingFrom:into:checkpoints:)``)
    /// places what a placement from the start places from there on; the
    /// slice's layout stores those elements from position 0, and its lookups
    /// give their items' paths.
    ///
    /// - Complexity: O(*s*) for the *s* sections before `section`.
    mutating func startSlice(atSection section: Int, item: Int, base: Int) {
        guard frames.isEmpty, records.isEmpty else { return noteMisuse("a slice started after placing") }
        for _ in 0...section { beginSection() }
        records[section].firstStoredItem = item
        openItemCount = item
        self.base = base
        sliceSection = section
    }

    /// Starts the next section.
    public mutating func beginSection() {
        closeSection()
        records.append(SectionRecord(firstElement: frames.count))
        sectionEnds.append(.nan)
    }

    /// Reports where the open section ends along the scroll axis (after its
    /// footer and insets): the next section starts there. Optional; it makes
    /// section backgrounds cover the section's trailing inset. Without it a
    /// section ends where its furthest element ends.
    public mutating func endSection(at end: Double) {
        guard !sectionEnds.isEmpty else { return }
        sectionEnds[sectionEnds.count - 1] = end
    }

    /// Places the open section's header. Call before its first item.
    public mutating func addHeader(_ frame: Rect) {
        guard let last = records.indices.last else { return noteMisuse("a header before beginSection()") }
        guard !records[last].hasHeader, openItemCount == 0, !openHasFooter else {
            return noteMisuse("a second header, or a header after items, in section \(last)")
        }
        records[last].hasHeader = true
        frames.append(frame)
        note(frame)
        noteUnlaned(frame)
    }

    /// Places the open section's next item.
    ///
    /// - Parameters:
    ///   - frame: The item's frame.
    ///   - lane: The lane (column) the item belongs to, when the strategy
    ///     guarantees lane order (see the type's discussion); `nil` otherwise.
    @inlinable @inline(__always)  // once per item in every line and segment layout
    public mutating func addItem(_ frame: Rect, lane: Int? = nil) {
        guard !openHasFooter, !records.isEmpty else { return noteItemOutsideSection() }
        frames.append(frame)
        openItemCount &+= 1
        note(frame)
        // Lanes are the column strategies' hint; line and segment layouts pay two comparisons here.
        if lane != nil || !lanes.isEmpty { noteLane(lane, of: frame) }
    }

    /// Counts the open section's next `count` items, and returns `true`,
    /// when the builder only counts frames (``countsFrames``); otherwise does
    /// nothing and returns `false`, and the caller places them. For a
    /// strategy that never reads those frames back (``frame(ofElement:)``,
    /// ``elementCount``): it need not place, or even compute, frames no one
    /// keeps.
    @inlinable @inline(__always)
    package mutating func countUnreadItems(_ count: Int) -> Bool {
        guard countsFrames else { return false }
        guard !openHasFooter, !records.isEmpty else {
            noteItemOutsideSection()
            return true
        }
        base &+= count
        openItemCount &+= count
        return true
    }

    /// Records the lane of the frame just appended (or, with `nil`, that it has none).
    @usableFromInline
    mutating func noteLane(_ lane: Int?, of frame: Rect) {
        guard let lane, !skipsColumnLanes else { return noteUnlaned(frame) }
        guard lane >= 0, lane < 1 << 20 else { return noteMisuse("lane \(lane) is negative or absurd") }
        let position = frames.count &- 1
        if lane >= lanes.count { openLanes(through: lane, firstLaned: position) }
        var added = UInt32(truncatingIfNeeded: position)
        withUnsafePointer(to: &added) { appendLane(lane, positions: UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Makes lanes `0...lane` exist. The elements placed before the first
    /// lane become the leading unlaned run: their order is checked now, once,
    /// rather than as each arrived (a layout without lanes never needs it).
    @usableFromInline
    mutating func openLanes(through lane: Int, firstLaned position: Int) {
        if lanes.isEmpty {
            leadingUnlaned = position
            unlanedTail = ScrollOrder.start
            for earlier in 0..<leadingUnlaned {
                laneOrder.note(frames[earlier], after: unlanedTail, at: earlier)
                unlanedTail = frames[earlier]
            }
        }
        // A rewind that leaves no laned element empties the lanes but keeps
        // their samples: each list grows only where it is short. New lists
        // are spare ones where there are, emptied with their capacity.
        while lanes.count <= lane { lanes.append(spareLanes.popLast() ?? []) }
        while laneSamples.count <= lane { laneSamples.append(spareSamples.popLast() ?? SteppedKeys()) }
        laneTails.append(contentsOf: repeatElement(ScrollOrder.start, count: Swift.max(0, lane + 1 - laneTails.count)))
        laneBounds.append(contentsOf: repeatElement(BandBounds(), count: Swift.max(0, lane + 1 - laneBounds.count)))
    }

    /// Records a frame in the coordinate sum and, when the strategy uses bands, the open band.
    ///
    /// Done here, while the frame is in registers, instead of in passes over
    /// every frame by `finish` and the index build. Without bands (column
    /// layouts) the open band is not kept: ``beginBand()`` computes it from
    /// the frames the first time it is called.
    @inlinable @inline(__always)
    mutating func note(_ frame: Rect) {
        coordinateSum += frame.coordinateSum
        if usesBands { openBand.include(frame) }
    }

    /// Records the frame just appended as part of the unlaned run
    /// (supplementary views, items without a lane); its order counts only
    /// once some element has a lane.
    @inlinable @inline(__always)
    mutating func noteUnlaned(_ frame: Rect) {
        guard !lanes.isEmpty else { return }
        unlaned.append(UInt32(truncatingIfNeeded: frames.count &- 1))
        laneOrder.note(frame, after: unlanedTail, at: frames.count &- 1)
        unlanedTail = frame
    }

    /// Places the open section's footer. Call after its last item.
    public mutating func addFooter(_ frame: Rect) {
        guard !records.isEmpty, !openHasFooter else {
            return noteMisuse("a footer before beginSection() or a second footer")
        }
        openHasFooter = true
        frames.append(frame)
        note(frame)
        noteUnlaned(frame)
    }

    /// Starts a new band: elements placed from now on, until the next call,
    /// form one run in scroll order (a line, a segment, a header).
    @inlinable
    public mutating func beginBand() {
        if !usesBands { startBands(size: Self.minimumBandSize) }
        // Consecutive bands merged stay in scroll order (the union of runs that
        // start and end in order starts with the first and ends with the last),
        // so short runs are merged up to `minimumBandSize` elements: a third
        // of the band records for flow lines of 2–3 photos, at the cost of
        // testing a few more frames at a query's two edges.
        guard frames.count - openBandStart >= Self.minimumBandSize else { return }
        closeBand()
    }

    /// Turns bands on, for bands of about `size` elements: the open band,
    /// which `note` did not keep until now, is computed from its frames.
    @usableFromInline
    mutating func startBands(size: Int) {
        usesBands = true
        // Line and segment layouts have a band per one to a few elements:
        // reserving once avoids ~20 growth copies (measured: 10% of a
        // million-item mosaic prepare). Untouched reserve costs no memory.
        bands.reserveCapacity(frames.capacity / size + 1)
        openBand = BandBounds()
        for position in openBandStart..<frames.count { openBand.include(frames[position]) }
    }

    /// The fewest elements a band is closed with (see ``beginBand()``).
    @usableFromInline static let minimumBandSize = 8

    /// Closes the open band (recording it when it holds elements) and opens the next.
    @inlinable
    mutating func closeBand() { closeBand(at: frames.count) }

    /// Closes the open band before storage position `end` (recording it when
    /// it holds elements) and opens the next there: a column run's chunk is
    /// banded once stored, a band every 16 of its frames.
    @inlinable
    mutating func closeBand(at end: Int) {
        if usesBands, end > openBandStart {
            // One record per band, one append: a segment layout has a band per three items.
            bands.append(
                BandRecord(
                    start: UInt32(truncatingIfNeeded: openBandStart), minX: openBand.minX,
                    minY: openBand.minY, maxX: openBand.maxX, maxY: openBand.maxY))
        }
        openBandStart = end
        openBand = BandBounds()
    }

    @usableFromInline @inline(never)
    mutating func noteItemOutsideSection() {
        noteMisuse("an item before beginSection() or after the footer")
    }

    @usableFromInline
    mutating func noteMisuse(_ what: String) {
        if misuse == nil { misuse = what }
    }

    @usableFromInline
    mutating func closeSection() {
        guard let last = records.indices.last else { return }
        records[last].itemCount = openItemCount - records[last].firstStoredItem
        records[last].hasFooter = openHasFooter
        openItemCount = 0
        openHasFooter = false
    }
}
