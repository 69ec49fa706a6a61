/// A ``LiveLayout`` of one section, behind one existential, so that a live
/// composite can keep one per section whatever its strategy's type.
protocol SectionLiveLayout: Sendable {
    /// The section's layout, laid out alone.
    var layout: PreparedLayout { get }
    /// Replaces the section, which changed from item `item` on by `edits`
    /// (paths in section 0), and lays it out again from there.
    mutating func replaceSection(_ section: SectionInput, changedFrom item: Int, by edits: [LayoutEdit])
        throws(LayoutError)
}

extension LiveLayout: SectionLiveLayout {
    mutating func replaceSection(_ section: SectionInput, changedFrom item: Int, by edits: [LayoutEdit])
        throws(LayoutError)
    {
        // Remembered lanes follow their items; a failure rebuilds every section.
        if !laneMemory.isEmpty {
            for edit in edits { _ = laneMemory.apply(edit) }
        }
        input.sections[0] = section
        try relayout(from: (0, item))
    }
}

/// A live layout of one section laid out alone by `strategy`.
private func sectionLiveLayout<Strategy: LayoutStrategy>(
    _ strategy: Strategy, input: LayoutInput, checkpointSpacing: Int
) throws(LayoutError) -> any SectionLiveLayout {
    try LiveLayout(strategy, input: input, index: .auto, checkpointSpacing: checkpointSpacing)
}

extension LiveLayout {
    /// Lays out a section-stacking strategy's input (``CompositeStrategy``)
    /// after a change in section `change.section` (all of it when `nil`):
    /// that section is laid out again by its own live layout — resuming
    /// inside the section when its strategy is resumable — and the later
    /// sections are only moved.
    ///
    /// Every frame is the section's frame moved by the section's offset, with
    /// the same arithmetic as ``CompositeStrategy/placeElements(of:into:)``,
    /// and the sections go through the same steps before assembly
    /// (``LayoutBuilder/assemble(strategy:index:_:)``), so the result equals
    /// a full prepare. The elements and the `auto` index of the sections
    /// before the change are kept as they are. `edits`, the edits that made
    /// the change, go to the changed section's live layout (its remembered
    /// lanes follow them).
    ///
    /// - Complexity: the changed section's own live-layout cost, plus
    ///   O(*m*) to move and index the *m* elements of it and the later
    ///   sections, plus O(*s*) for *s* sections; `rtree` rebuilds its tree (O(*n*)).
    mutating func relayoutSections(
        of stacking: some SectionStackingStrategy,
        from change: (section: Int, item: Int)?, edits: [LayoutEdit]
    ) throws(LayoutError) {
        var steps = AssemblySteps()
        var frames: [Rect] = []
        var records: [SectionRecord] = []
        var first = 0
        if let change, change.section <= sectionLayouts.count, !sectionLayouts.isEmpty {
            first = change.section
            // Take the buffers out of the layout, so that they have one owner and shrink in place.
            swap(&frames, &layout.storage.frames)
            swap(&records, &layout.storage.sections)
            swap(&steps.previous, &layout.index)
        } else {
            sectionLayouts = []
        }
        layout = LayoutAssembler.empty(strategy: Strategy.name)
        guard !input.sections.isEmpty else {
            layout = try stacking.prepare(input, index: indexOption)
            return
        }
        for index in first..<input.sections.count {
            let alone = stacking.input(ofSection: index, in: input)
            do {
                if index < sectionLayouts.count {
                    guard let change, index == change.section else { break }  // later sections keep their layouts
                    try sectionLayouts[index].replaceSection(
                        alone.sections[0], changedFrom: change.item,
                        by: edits.compactMap { $0.inSectionZero(ifIn: index) })
                } else {
                    sectionLayouts.append(
                        try sectionLiveLayout(
                            stacking.strategy(forSection: index), input: alone,
                            checkpointSpacing: checkpointSpacing))
                }
            } catch {
                throw error.movedToSection(index)
            }
        }

        let kept = first < records.count ? records[first].firstElement : frames.count
        frames.removeSubrange(kept...)
        records.removeSubrange(Swift.min(first, records.count)...)
        // The `auto` index keeps the indexes of the sections before `first`
        // when it has them; otherwise every section is indexed again.
        var keepsParts = false
        if case .sections = steps.previous { keepsParts = true }
        var placing = LayoutBuilder(stacking: input, onto: &frames, records: &records)
        var stack = SectionStack()
        for (index, section) in sectionLayouts.enumerated() {
            let sectionLayout = section.layout
            if index >= first {
                try stack.append(PlacedSection(prepared: sectionLayout), at: index, into: &placing)
                continue
            }
            try stack.note(sectionLayout.scrollAxis, at: index)
            if !keepsParts {
                let base = placing.records[index].firstElement
                placing.stackedSections.append(PlacedSection(prepared: sectionLayout).hints(from: base))
            }
            stack.advance(past: sectionLayout.contentSize)
        }
        stack.finish(into: &placing)
        steps.kept = KeptPrefix(elements: kept)
        layout = try placing.assemble(strategy: Strategy.name, index: indexOption, &steps)
    }
}

extension LayoutEdit {
    /// This edit of items of section `section` with its paths in section 0
    /// (a section laid out alone), or `nil` for an edit elsewhere.
    func inSectionZero(ifIn section: Int) -> LayoutEdit? {
        func moved(_ path: ElementPath) -> ElementPath? {
            path.section == section ? ElementPath(section: 0, item: path.item) : nil
        }
        switch self {
        case .insertItems(let items, let path): return moved(path).map { .insertItems(items, at: $0) }
        case .insertCount(let count, let path): return moved(path).map { .insertCount(count, at: $0) }
        case .deleteItems(let path, let count): return moved(path).map { .deleteItems(at: $0, count: count) }
        case .setSize(let size, let path): return moved(path).map { .setSize(size, at: $0) }
        case .insertSection, .deleteSection, .setOptions: return nil
        }
    }
}
