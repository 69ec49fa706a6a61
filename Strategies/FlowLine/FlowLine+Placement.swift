import TrellisCore

extension FlowLine {
    /// Places every section's header, items (line by line) and footer.
    ///
    /// Each line is one band of the builder (as are headers and footers), so
    /// the `auto` index answers queries by a binary search over lines.
    ///
    /// - Throws: ``LayoutError/invalidViewport(_:)`` when scrolling
    ///   horizontally without a viewport height;
    ///   ``LayoutError/invalidItem(section:item:reason:)`` for an item given
    ///   with a height only; ``LayoutError/invalidSection(section:reason:)``
    ///   when a section's insets along the line leave no room for items;
    ///   ``LayoutError/invalidOption(key:reason:)`` for a bad value.
    /// - Complexity: O(*n* + *s*), where *n* is the number of items placed and *s* the number of sections.
    public func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<PlacementState>?,
        into builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<PlacementState>
    ) throws(LayoutError) {
        // Values set in Swift have not been through a configuration: checked when a placement starts
        // (a resume continues a placement of this same value, which checked them).
        if start == nil { try validateOptions() }
        let transposed = scrollDirection == .horizontal
        let viewportLength: Double
        if transposed {
            guard let height = input.height else {
                throw .invalidViewport(
                    "horizontal flow-line needs a height: its lines run down the viewport's height; give \"height\"")
            }
            viewportLength = height
        } else {
            viewportLength = input.width
        }
        builder.scrollAxis = scrollDirection

        var extent = start?.state.sectionStart ?? 0.0
        // One buffer for every line of the layout; a line longer than this doubles it.
        let lineBuffer = LineStorage(capacity: 64)
        // One buffer for the frames of the lines placed between two checkpoints.
        let placed = PendingBands(capacity: 256)
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            let settings = try overridden(by: section, at: sectionIndex)
            let insetKey =
                section.options[Self.sectionInsetOption.name] == nil
                ? Self.sectionInsetOption.name
                : (section.options.keyPrefix.isEmpty ? "sections[\(sectionIndex)]." : section.options.keyPrefix)
                    + Self.sectionInsetOption.name
            let metrics = try LineMetrics(
                settings, viewportLength: viewportLength, transposed: transposed,
                section: sectionIndex, insetKey: insetKey)
            var flow = SectionFlow(
                metrics, start: extent, viewportLength: viewportLength, transposed: transposed,
                lineBuffer: lineBuffer, placed: placed)
            var first = 0
            if let start, start.section == sectionIndex {
                first = start.item
                flow.restore(start.state)
            } else {
                builder.beginSection()
                flow.placeHeader(into: &builder)
            }
            if section.hasSizes {
                // Read in place, run by run (a live layout may keep them in pages): no copy.
                var paused = false
                try section.forEachSizeRun(in: first..<Swift.max(section.count, first)) {
                    (runFirst, sizes) throws(LayoutError) -> Bool in
                    for (offset, size) in sizes.enumerated() {
                        let item = runFirst + offset
                        // Checked here, as it is read (`checksItemSizesWhilePlacing`).
                        guard size.isValid(columnSpans: false) else {
                            throw .invalidItem(
                                section: sectionIndex, item: item, reason: "its size \(size) is not a valid item size")
                        }
                        guard let width = size.width else {
                            throw .invalidItem(
                                section: sectionIndex, item: item,
                                reason: "flow-line needs a width and a height, got a height only (\(size.height)); "
                                    + "give {\"width\": w, \"height\": h} or [w, h]")
                        }
                        paused = add(
                            transposed
                                ? Size(width: size.height, height: width) : Size(width: width, height: size.height),
                            item: item, section: sectionIndex, to: &flow, builder: &builder, checkpoints: &checkpoints)
                        if paused { return false }
                    }
                    return true
                }
                if paused { return }
            } else {
                let size = metrics.itemSize
                for item in first..<Swift.max(section.count, first)
                where add(
                    size, item: item, section: sectionIndex, to: &flow, builder: &builder, checkpoints: &checkpoints)
                {
                    return
                }
            }
            extent = flow.finish(into: &builder)
            // Every frame of the section lies before `extent`; once it overflows, so may they.
            guard extent.isFinite else {
                throw .inputTooLarge(
                    "section \(sectionIndex): the content \(transposed ? "width" : "height") exceeds what a Double "
                        + "can hold; the item sizes, spacings, insets or header and footer sizes are too large")
            }
        }
        builder.contentSize =
            transposed
            ? Size(width: extent, height: viewportLength)
            : Size(width: viewportLength, height: extent)
    }

    /// Adds an item to the section's flow and, when it starts a line and a
    /// checkpoint is due, records where the line starts.
    ///
    /// The checkpoint is valid for changes after the item (`validFrom: item + 1`):
    /// the line before ended because *this* item did not fit, so changing it
    /// can move that line break. A section's first item closes no line.
    ///
    /// - Returns: Whether a deferred placement pauses at that checkpoint
    ///   (``PlacementCheckpoints/shouldPause(section:item:nextStart:placedEnd:)``):
    ///   every later line starts after the line just closed.
    @inline(__always)
    private func add(
        _ size: Size, item: Int, section: Int, to flow: inout SectionFlow, builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<PlacementState>
    ) -> Bool {
        let firstItemSize = flow.firstItemSize
        let isUniform = flow.isUniform
        if flow.add(size, into: &builder), checkpoints.isDue(section: section, item: item) {
            flow.flush(into: &builder)  // the checkpoint's mark counts every line placed
            let state = PlacementState(
                sectionStart: flow.sectionStart, lineEnd: flow.lineEnd,
                hasPlacedLine: flow.hasPlacedLine, firstItemSize: firstItemSize,
                isUniform: isUniform)
            checkpoints.record(
                state, section: section, item: item, validFrom: item == 0 ? 0 : item + 1,
                builder: builder)
            // Before the section's first line, what is placed ends where its items start.
            let end = flow.hasPlacedLine ? flow.lineEnd : flow.itemsStart
            return checkpoints.shouldPause(section: section, item: item, nextStart: end, placedEnd: end)
        }
        return false
    }
}

extension FlowLine: SparselyCheckpointedStrategy {}

extension FlowLine: UniformlyShiftingStrategy {
    /// The shift from `old` to `new`, two line starts at the same item: the
    /// difference of where their previous lines end, when the section
    /// starts at the same place and the items before agree on what the
    /// section's last line depends on (whether they are all of one size).
    package func shift(from old: PlacementState, to new: PlacementState, inSection _: Int, of _: LayoutInput)
        -> Double?
    {
        guard old.hasPlacedLine, new.hasPlacedLine, old.sectionStart == new.sectionStart,
            old.isUniform == new.isUniform, !new.isUniform || old.firstItemSize == new.firstItemSize
        else { return nil }
        return new.lineEnd - old.lineEnd
    }

    /// `state` with its previous line's end moved, and its section's start in a later section.
    package func state(
        _ state: PlacementState, movedBy shift: Double, from _: PlacementState, to _: PlacementState,
        sectionMoves: Bool
    ) -> PlacementState {
        var moved = state
        moved.lineEnd += shift
        if sectionMoves { moved.sectionStart += shift }
        return moved
    }

    /// The distance between the two section starts, when the lines before
    /// agree on all but where they are.
    package func translation(from old: PlacementState, to new: PlacementState) -> Double? {
        guard old.hasPlacedLine == new.hasPlacedLine, old.isUniform == new.isUniform,
            old.firstItemSize == new.firstItemSize
        else { return nil }
        return new.sectionStart - old.sectionStart
    }

    /// `state` with its section's start and its previous line's end moved.
    package func state(_ state: PlacementState, translatedBy distance: Double) -> PlacementState {
        self.state(state, movedBy: distance, from: state, to: state, sectionMoves: true)
    }
}
