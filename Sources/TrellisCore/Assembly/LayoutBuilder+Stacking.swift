/// One section laid out alone by its strategy (a one-section input), in its
/// own coordinates, with the ordering hints its strategy gave: what a
/// ``CompositeStrategy`` stacks.
struct PlacedSection: Sendable {
    /// The section's elements in storage order, its start at 0 along the scroll axis.
    var frames: [Rect]
    /// The section's record (its first element at position 0).
    var record: SectionRecord
    /// The lanes, positions within ``frames``; elements without a lane form one more.
    var lanes: [[UInt32]]
    /// The first position of each band; empty when the strategy gave none.
    var bandStarts: [UInt32]
    /// The direction the section's strategy scrolls in.
    var axis: ScrollAxis
    /// The section's content size when laid out alone.
    var contentSize: Size

    /// Appends the frames moved `shift` along the scroll axis to `list`.
    ///
    /// - Complexity: O(*m*) for *m* frames.
    func appendFrames(shiftedBy shift: Double, to list: inout [Rect]) {
        list.reserveCapacity(list.count + frames.count)
        for var frame in frames {
            if axis == .vertical { frame.origin.y += shift } else { frame.origin.x += shift }
            list.append(frame)
        }
    }

    /// The hints in the storage positions of a layout holding the section from `base` on.
    func hints(from base: Int) -> StackedSectionHints {
        let offset = UInt32(truncatingIfNeeded: base)
        return StackedSectionHints(
            range: base..<base + frames.count, lanes: lanes.map { $0.map { $0 &+ offset } },
            bandStarts: bandStarts.map { $0 &+ offset })
    }

    /// The section a closed builder of a one-section input holds.
    ///
    /// - Complexity: O(*m*) for its *m* elements (the hint lists are copied).
    init(closed builder: LayoutBuilder) {
        frames = builder.frames
        record = builder.records.first ?? SectionRecord(firstElement: 0)
        if builder.lanes.isEmpty {
            lanes = []
        } else {
            lanes = builder.lanes + [Array(0..<UInt32(truncatingIfNeeded: builder.leadingUnlaned)) + builder.unlaned]
        }
        bandStarts = builder.usesBands ? builder.bands.map(\.start) : []
        axis = builder.scrollAxis
        contentSize = builder.contentSize
    }

    /// The section a prepared one-section layout holds, with the hints its
    /// index kept (a ``LiveLayout`` keeps no other record of them).
    ///
    /// - Complexity: O(1) but for the band starts, O(*b*) for *b* bands.
    init(prepared layout: PreparedLayout) {
        frames = layout.storage.frames
        record = layout.storage.sections.first ?? SectionRecord(firstElement: 0)
        lanes = []
        bandStarts = []
        switch layout.index {
        case .lanes(let index): lanes = index.lanes
        case .bands(let index): bandStarts = Array(index.starts.dropLast())
        default: break
        }
        axis = layout.scrollAxis
        contentSize = layout.contentSize
    }
}

/// The hints of one section stacked into a builder, in storage positions.
struct StackedSectionHints: Sendable {
    /// The section's storage positions.
    var range: Range<Int>
    var lanes: [[UInt32]]
    var bandStarts: [UInt32]
}

extension LayoutBuilder {
    /// Appends a section placed alone, moved `shift` along its scroll axis,
    /// as the next section: its record, its frames and its hints.
    ///
    /// The section's hints are kept apart from every other section's, so that
    /// the `auto` index answers each section with its own kind of index
    /// (``SectionedIndex``).
    ///
    /// - Complexity: O(*m*) for the section's *m* elements.
    mutating func appendSection(_ section: PlacedSection, shift: Double) {
        closeSection()
        let base = frames.count
        section.appendFrames(shiftedBy: shift, to: &frames)
        for position in base..<frames.count { coordinateSum += frames[position].coordinateSum }
        records.append(section.record.moved(to: base))
        openItemCount = section.record.itemCount
        openHasFooter = section.record.hasFooter
        stackedSections.append(section.hints(from: base))
    }

    /// The `auto` index of stacked sections: each section's own index, or the
    /// R-tree when the sections are out of scroll order.
    ///
    /// - Complexity: O(*n*) for *n* elements (each section's order is checked on its frames).
    func stackedIndex(frames: [Rect], reversed: Bool) -> ElementIndex {
        let key = ScrollKey(scrollAxis, reversed: reversed)
        let parts = stackedSections.compactMap { SectionedIndex.part(frames: frames, hints: $0, axis: key) }
        guard let index = SectionedIndex(axis: key, parts: parts) else {
            return .rtree(PackedRTree(frames: frames, summary: FrameSummary(of: frames)))
        }
        return .sections(index)
    }
}

extension SectionRecord {
    /// The record with its elements starting at storage position `position`.
    func moved(to position: Int) -> SectionRecord {
        var record = self
        record.firstElement = position
        return record
    }
}
