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

    /// The `auto` index of stacked sections: the parts `kept` from the
    /// previous index, then each stacked section's own index; `nil` when the
    /// sections are out of scroll order.
    ///
    /// - Complexity: O(*m*) for the *m* elements of the stacked sections
    ///   (each section's order is checked on its frames), plus O(*p*) for *p* parts kept.
    func stackedIndex(keeping kept: [SectionedIndex.Part], reversed: Bool) -> ElementIndex? {
        let key = ScrollKey(scrollAxis, reversed: reversed)
        let parts = kept + stackedSections.compactMap { SectionedIndex.part(frames: frames, hints: $0, axis: key) }
        return SectionedIndex(axis: key, parts: parts).map(ElementIndex.sections)
    }

    /// A builder for `input` that holds the first sections of a stacked
    /// layout, closed, to stack the others after them (a live composite
    /// keeps the sections before a change).
    ///
    /// - Parameters:
    ///   - frames: The kept sections' frames; moved into the builder.
    ///   - records: The kept sections' records; moved into the builder.
    /// - Complexity: O(*s*) for *s* sections of `input`.
    init(stacking input: LayoutInput, onto frames: inout [Rect], records: inout [SectionRecord]) {
        expectedItemCounts = input.sections.map(\.count)
        layoutDirection = input.layoutDirection
        sectionBackground = input.sectionBackground
        swap(&self.frames, &frames)
        swap(&self.records, &records)
        // The last kept section is closed again, as it is, by the next section stacked.
        openItemCount = self.records.last?.itemCount ?? 0
        openHasFooter = self.records.last?.hasFooter ?? false
        openBandStart = self.frames.count
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
