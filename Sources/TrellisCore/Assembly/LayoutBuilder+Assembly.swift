extension LayoutBuilder {
    /// Checks what the strategy placed, without giving up the builder:
    /// ``finish(strategy:index:)`` calls it, and a ``LiveLayout`` keeps the
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
        for (section, record) in records.enumerated() where record.itemCount != expectedItemCounts[section] {
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
    /// first, and all a ``LiveLayout`` does when placing paused
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
        try close(strategy: strategy)
        // From the frames as placed, before any mirroring.
        var backgrounds = try sectionBackgrounds()
        var lanesInOrder = laneOrder.holds(along: scrollAxis)
        if layoutDirection == .rightToLeft {
            lanesInOrder = try mirrorForRightToLeft(strategy: strategy, lanesInOrder: lanesInOrder)
            backgrounds.mirror(within: contentSize.width)
        }
        let storage = ElementStorage(frames: frames, sections: records)
        let reversed = layoutDirection == .rightToLeft && scrollAxis == .horizontal
        let hints = PlacementHints(
            axis: scrollAxis, lanes: lanes, leadingUnlaned: leadingUnlaned, unlaned: unlaned,
            lanesInOrder: lanesInOrder,
            bands: usesBands ? bands : [], reversed: reversed,
            samples: laneSamplesValid && !reversed ? laneSamples : nil,
            laneBounds: layoutDirection == .rightToLeft ? mirroredLaneBounds() : laneBounds)
        let index =
            stackedSections.isEmpty || option != .auto
            ? ElementIndex(option: option, storage: storage, hints: hints)
            : stackedIndex(frames: storage.frames, reversed: hints.reversed)
        return LayoutAssembler.assemble(
            strategy: strategy, contentSize: contentSize, scrollAxis: scrollAxis, layoutDirection: layoutDirection,
            storage: storage, index: index, backgrounds: backgrounds)
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
