extension LayoutBuilder {
    /// Checks what the strategy placed, without giving up the builder:
    /// ``assemble(strategy:index:_:)`` calls it, and a ``LiveLayout`` keeps the
    /// builder to resume from.
    ///
    /// Closes the open section and band; ``rewind(to:expecting:)`` reopens them.
    ///
    /// - Throws: ``LayoutError/contractViolation(strategy:detail:)`` as `finish` does.
    /// - Complexity: O(*s*) for *s* sections, plus O(*n*) only when a frame is not finite.
    mutating func close(strategy: String) throws(LayoutError) {
        try closePlaced(strategy: strategy)
        guard records.count == expectedItemCounts.count else {
            throw .contractViolation(
                strategy: strategy,
                detail: "placed \(records.count) sections, the input has \(expectedItemCounts.count)")
        }
        // A slice places nothing before its first section, and that section from its first stored item.
        for (section, record) in records.enumerated().dropFirst(sliceSection)
        where record.firstStoredItem + record.itemCount != expectedItemCounts[section] {
            throw .contractViolation(
                strategy: strategy,
                detail:
                    "section \(section): placed \(record.itemCount) items, the input has \(expectedItemCounts[section])"
            )
        }
        guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0, contentSize.height >= 0
        else {
            throw .contractViolation(
                strategy: strategy, detail: "content size \(contentSize) is not finite and non-negative")
        }
    }

    /// Closes the open section and band and checks the frames placed so far,
    /// but not that every item is placed: what ``close(strategy:)`` does
    /// first, and all ``assemble(strategy:index:_:)`` does when placing paused
    /// (``PlacementCheckpoints/shouldPause(section:item:nextStart:placedEnd:)``);
    /// ``rewind(to:expecting:)`` reopens them.
    ///
    /// - Throws: ``LayoutError/contractViolation(strategy:detail:)`` for a
    ///   misuse of the builder or a frame that is not finite.
    /// - Complexity: O(1), plus O(*n*) only when a frame is not finite.
    mutating func closePlaced(strategy: String) throws(LayoutError) {
        closeSection()
        closeBand()
        if let misuse { throw .contractViolation(strategy: strategy, detail: misuse) }
        // The coordinate sum was kept while placing: no pass over the frames unless it is not finite.
        if !coordinateSum.isFinite, let bad = frames.firstIndex(where: { !$0.isFinite }) {
            throw .contractViolation(strategy: strategy, detail: "element \(bad) has a non-finite frame \(frames[bad])")
        }
    }

    /// Checks what the strategy placed and builds the prepared layout: the
    /// full-prepare path through the one assembly of every layout.
    ///
    /// - Throws: ``LayoutError/contractViolation(strategy:detail:)`` when an
    ///   item is missing or extra, a frame or the content size is not finite,
    ///   or the builder was misused.
    /// - Complexity: O(*n*) plus the index build, where *n* is the number of elements.
    public consuming func finish(strategy: String, index option: IndexOption) throws(LayoutError) -> PreparedLayout {
        var steps = AssemblySteps()
        return try assemble(strategy: strategy, index: option, &steps)
    }

    /// The steps before assembly, in their one order, then the assembly
    /// (``LayoutAssembler``): every path that makes a layout from a builder
    /// comes here — a full prepare (``finish(strategy:index:)``), a live
    /// layout's placement, complete or paused, and a live composite's
    /// restacked sections.
    ///
    /// 1. Close: the open section and band, and the checks of what was
    ///    placed (``close(strategy:)``; ``closePlaced(strategy:)`` when
    ///    placing paused, which then sets the estimated content size).
    /// 2. Section backgrounds, from the frames as placed (none when paused).
    /// 3. Right to left: the frames and backgrounds mirrored (never on a
    ///    live path: a live layout prepares right-to-left inputs in full).
    /// 4. The index `option` asks for (``ElementIndex/choosing(_:stacked:sections:lanes:bands:tree:)``),
    ///    built from the hints, or brought up to date from `steps.previous`
    ///    when `steps.kept` says what of it still holds.
    /// 5. The frames and section table move (not copied) into the layout:
    ///    ``reclaim(from:)`` takes them back.
    ///
    /// - Throws: ``LayoutError/contractViolation(strategy:detail:)`` as
    ///   ``close(strategy:)`` (or, paused, ``closePlaced(strategy:)``) does.
    /// - Complexity: O(*s*) for *s* sections plus the index: built,
    ///   O(*n*) for *n* elements (see the index kinds); brought up to date,
    ///   as ``keptIndex(_:_:)``. Backgrounds and mirroring add their O(*n*)
    ///   when asked for.
    mutating func assemble(
        strategy: String, index option: IndexOption, _ steps: inout AssemblySteps
    ) throws(LayoutError) -> PreparedLayout {
        var backgrounds = SectionBackgrounds()
        if let estimate = steps.pausedContentSize {
            try closePlaced(strategy: strategy)
            contentSize = estimate
        } else {
            try close(strategy: strategy)
            // From the frames as placed, before any mirroring.
            backgrounds = try sectionBackgrounds()
        }
        var lanesInOrder = laneOrder.holds(along: scrollAxis)
        if layoutDirection == .rightToLeft {
            lanesInOrder = try mirrorForRightToLeft(strategy: strategy, lanesInOrder: lanesInOrder)
            backgrounds.mirror(within: contentSize.width)
        }
        let index =
            steps.kept == nil
            ? builtIndex(option, lanesInOrder: lanesInOrder) : keptIndex(option, &steps)
        var storage = ElementStorage(frames: [], sections: [])
        swap(&storage.frames, &frames)
        swap(&storage.sections, &records)
        return LayoutAssembler.assemble(
            strategy: strategy, contentSize: contentSize, scrollAxis: scrollAxis, layoutDirection: layoutDirection,
            storage: storage, index: index, backgrounds: backgrounds)
    }

    /// The index `option` asks for, built from the frames and the hints.
    ///
    /// - Complexity: O(*c* + *u*) for lanes whose samples the builder
    ///   recorded (else O(*n* / 4 + *c*)), O(*b*) for *b* bands, O(*n*) for
    ///   the R-tree (a pass for the frames' bounds, then a radix sort on
    ///   Hilbert keys) and for stacked sections (each section's order is
    ///   checked on its frames); the other order checks were made while placing.
    private func builtIndex(_ option: IndexOption, lanesInOrder: Bool) -> ElementIndex {
        let reversed = layoutDirection == .rightToLeft && scrollAxis == .horizontal
        let hints = PlacementHints(
            axis: scrollAxis, lanes: lanes, leadingUnlaned: leadingUnlaned, unlaned: unlaned,
            lanesInOrder: lanesInOrder,
            bands: usesBands ? bands : [], reversed: reversed,
            samples: laneSamplesValid && !reversed ? laneSamples : nil,
            laneBounds: layoutDirection == .rightToLeft ? mirroredLaneBounds() : laneBounds)
        return .choosing(
            option, stacked: !stackedSections.isEmpty,
            sections: { stackedIndex(keeping: [], reversed: reversed) },
            lanes: { LaneIndex(hints: hints, frames: frames).map(ElementIndex.lanes) },
            bands: { BandIndex(hints: hints, elementCount: frames.count).map(ElementIndex.bands) },
            tree: { .rtree(PackedRTree(frames: frames, summary: FrameSummary(of: frames))) })
    }

    /// The section backgrounds of what was placed (left to right), or none
    /// when the input asks for none.
    ///
    /// - Throws: as ``SectionBackgrounds/init(storage:sectionEnds:contentSize:axis:inset:)``.
    /// - Complexity: as ``SectionBackgrounds/init(storage:sectionEnds:contentSize:axis:inset:)``.
    func sectionBackgrounds() throws(LayoutError) -> SectionBackgrounds {
        try SectionBackgrounds(
            storage: ElementStorage(frames: frames, sections: records), sectionEnds: sectionEnds,
            contentSize: contentSize, axis: scrollAxis, inset: sectionBackground)
    }
}

/// What a layout path asks of the steps before assembly
/// (``LayoutBuilder/assemble(strategy:index:_:)``): whether placing
/// completed, and whether the index is built or brought up to date. The
/// default is a full prepare's: complete, the index built.
struct AssemblySteps {
    /// The estimated content size when placing paused before the last item
    /// (a ``LiveLayout``'s deferred placement): only what is placed is then
    /// checked, and there are no section backgrounds. `nil` when every item is placed.
    var pausedContentSize: Size?
    /// The index of the previous layout (``LayoutBuilder/reclaim(from:)``),
    /// `.linear` for none; bringing it up to date takes its buffers (it is
    /// left `.linear`), so that each has one owner and grows in place.
    var previous = ElementIndex.linear
    /// What of `previous` still holds, to bring it up to date; `nil` to
    /// build the index from the hints.
    var kept: KeptPrefix?
}

/// The part of a live layout that did not change since its previous
/// layout, which keeps that part of the previous index.
struct KeptPrefix {
    /// The elements before this storage position are unchanged.
    var elements = 0
    /// The bands before this index are unchanged.
    var bands = 0
    /// The elements before this position will not be rewound by an append
    /// (the last checkpoint's): the R-tree indexes them in trees, the rest
    /// in a short list.
    var stable = 0
}
