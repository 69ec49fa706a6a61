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
    public var scrollAxis: ScrollAxis = .vertical

    @usableFromInline var frames: [Rect] = []
    @usableFromInline var records: [SectionRecord] = []
    @usableFromInline var lanes: [[UInt32]] = []
    /// Elements placed without a lane: supplementary views, items without a lane hint.
    @usableFromInline var unlaned: [UInt32] = []
    @usableFromInline var bandStarts: [UInt32] = []
    /// The first misuse of the builder, reported by `finish` as a contract violation.
    @usableFromInline var misuse: String?
    /// The number of items each section of the input has.
    @usableFromInline let expectedItemCounts: [Int]
    // The open section, kept in scalars so that `addItem` touches no array but the frames.
    @usableFromInline var openItemCount = 0
    @usableFromInline var openHasFooter = false

    /// Creates a builder for an input, reserving storage for all its elements.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    public init(input: LayoutInput) {
        expectedItemCounts = input.sections.map(\.count)
        frames.reserveCapacity(input.itemCount + 2 * input.sections.count)
        records.reserveCapacity(input.sections.count)
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

    /// Starts the next section.
    public mutating func beginSection() {
        closeSection()
        records.append(SectionRecord(firstElement: frames.count))
    }

    /// Places the open section's header. Call before its first item.
    public mutating func addHeader(_ frame: Rect) {
        guard let last = records.indices.last else { return noteMisuse("a header before beginSection()") }
        guard !records[last].hasHeader, openItemCount == 0, !openHasFooter else {
            return noteMisuse("a second header, or a header after items, in section \(last)")
        }
        records[last].hasHeader = true
        unlaned.append(UInt32(truncatingIfNeeded: frames.count))
        frames.append(frame)
    }

    /// Places the open section's next item.
    ///
    /// - Parameters:
    ///   - frame: The item's frame.
    ///   - lane: The lane (column) the item belongs to, when the strategy
    ///     guarantees lane order (see the type's discussion); `nil` otherwise.
    @inlinable
    public mutating func addItem(_ frame: Rect, lane: Int? = nil) {
        guard !records.isEmpty, !openHasFooter else {
            return noteMisuse("an item before beginSection() or after the footer")
        }
        let position = UInt32(truncatingIfNeeded: frames.count)
        frames.append(frame)
        openItemCount &+= 1
        if let lane {
            guard lane >= 0, lane < 1 << 20 else { return noteMisuse("lane \(lane) is negative or absurd") }
            if lane >= lanes.count { lanes.append(contentsOf: repeatElement([], count: lane + 1 - lanes.count)) }
            lanes[lane].append(position)
        } else {
            unlaned.append(position)
        }
    }

    /// Places the open section's footer. Call after its last item.
    public mutating func addFooter(_ frame: Rect) {
        guard !records.isEmpty, !openHasFooter else {
            return noteMisuse("a footer before beginSection() or a second footer")
        }
        openHasFooter = true
        unlaned.append(UInt32(truncatingIfNeeded: frames.count))
        frames.append(frame)
    }

    /// Starts a new band: elements placed from now on, until the next call,
    /// form one run in scroll order (a line, a segment, a header).
    @inlinable
    public mutating func beginBand() {
        bandStarts.append(UInt32(truncatingIfNeeded: frames.count))
    }

    @usableFromInline
    mutating func noteMisuse(_ what: String) {
        if misuse == nil { misuse = what }
    }

    @usableFromInline
    mutating func closeSection() {
        guard let last = records.indices.last else { return }
        records[last].itemCount = openItemCount
        records[last].hasFooter = openHasFooter
        openItemCount = 0
        openHasFooter = false
    }
}

extension LayoutBuilder {
    /// Checks what the strategy placed and builds the prepared layout.
    ///
    /// - Throws: ``LayoutError/contractViolation(strategy:detail:)`` when an
    ///   item is missing or extra, a frame or the content size is not finite,
    ///   or the builder was misused.
    /// - Complexity: O(*n*) plus the index build, where *n* is the number of elements.
    public consuming func finish(strategy: String, index option: IndexOption) throws(LayoutError) -> PreparedLayout {
        closeSection()
        if let misuse { throw .contractViolation(strategy: strategy, detail: misuse) }
        guard records.count == expectedItemCounts.count else {
            throw .contractViolation(
                strategy: strategy,
                detail: "placed \(records.count) sections, the input has \(expectedItemCounts.count)")
        }
        for (section, record) in records.enumerated() where record.itemCount != expectedItemCounts[section] {
            throw .contractViolation(
                strategy: strategy,
                detail: "section \(section): placed \(record.itemCount) items, the input has \(expectedItemCounts[section])")
        }
        // One pass checks every frame and gathers what the R-tree needs; the
        // culprit is searched for only when there is one.
        let summary = frames.withUnsafeBufferPointer { FrameSummary($0) }
        if summary.nonFinite > 0, let bad = frames.firstIndex(where: { !$0.isFinite }) {
            throw .contractViolation(strategy: strategy, detail: "element \(bad) has a non-finite frame \(frames[bad])")
        }
        guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0, contentSize.height >= 0
        else {
            throw .contractViolation(strategy: strategy, detail: "content size \(contentSize) is not finite and non-negative")
        }
        let storage = ElementStorage(frames: frames, sections: records)
        let hints = PlacementHints(axis: scrollAxis, lanes: lanes, unlaned: unlaned, bandStarts: bandStarts)
        let index = ElementIndex(option: option, storage: storage, hints: hints, summary: summary)
        return PreparedLayout(strategyName: strategy, contentSize: contentSize, scrollAxis: scrollAxis,
                              storage: storage, index: index)
    }
}
