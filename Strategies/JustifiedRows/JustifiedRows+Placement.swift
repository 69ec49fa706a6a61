import TrellisCore

extension JustifiedRows {
    /// Places every section's header, rows and footer.
    ///
    /// Each row is one band of the builder (as are headers and footers), so
    /// the `auto` index answers queries by a binary search over rows.
    ///
    /// Checkpoints: greedy breaking records one at the start of a row every
    /// ``PlacementCheckpoints/spacing`` items, and one at the start of each
    /// section's open last row, so appending to a section re-places only that
    /// row and the new items. Optimal breaking records one at the start of
    /// each section only: a later item can move any break of its section, so
    /// a change re-places the whole section.
    ///
    /// - Throws: ``LayoutError/invalidViewport(_:)`` when scrolling
    ///   horizontally without a viewport height;
    ///   ``LayoutError/invalidItem(section:item:reason:)`` for an item with a
    ///   height only (it has no aspect ratio);
    ///   ``LayoutError/invalidSection(section:reason:)`` when a section's
    ///   insets leave no width; ``LayoutError/invalidOption(key:reason:)`` for
    ///   a bad value; ``LayoutError/inputTooLarge(_:)`` when the sizes overflow.
    /// - Complexity: O(*n* + *s*) greedy, O(*n* · *m* + *s*) optimal, for *n*
    ///   items in *s* sections and rows of at most *m* items.
    public func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<PlacementState>?,
        into builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<PlacementState>
    ) throws(LayoutError) {
        // Checked when a placement starts; a resume continues a placement of this same value.
        let global = start == nil ? try globalSettings() : self
        let crossLength = try SectionGeometry.crossLength(
            axis: scrollDirection, width: input.width,
            height: input.height, strategy: Self.name)
        builder.scrollAxis = scrollDirection
        var end = start?.state.sectionStart ?? 0
        let row = OpenRow()
        var aspects: [Double] = []
        // One buffer for the frames of the rows placed between two checkpoints.
        let placed = PendingBands(capacity: 256)
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            let settings = try settings(global, for: section, at: sectionIndex)
            let geometry = try SectionGeometry(
                axis: scrollDirection, width: input.width, height: input.height, inset: settings.sectionInset,
                header: settings.headerReferenceSize, footer: settings.footerReferenceSize, section: sectionIndex,
                strategy: Self.name)
            var rows = SectionRows(settings, geometry: geometry, sectionStart: end, placed: placed)
            var first = 0
            if let start, start.section == sectionIndex {
                first = start.item
                rows.restore(start.state)
            } else {
                builder.beginSection()
                builder.beginBand()  // the header is a band of its own
                geometry.placeHeader(sectionStart: end, into: &builder)
            }
            var aspect = AspectReader(
                section, at: sectionIndex, settings: settings,
                transposed: scrollDirection == .horizontal)
            switch settings.rowBreaking {
            case .greedy:
                for item in first..<section.count {
                    let ratio = try aspect(item)
                    if row.count == 0, checkpoints.isDue(section: sectionIndex, item: item) {
                        rows.flush(into: &builder)  // the checkpoint's mark counts every row placed
                        checkpoints.record(rows.state, section: sectionIndex, item: item, builder: builder)
                        if rows.shouldPause(&checkpoints, section: sectionIndex, item: item) { return }
                    }
                    if try !rows.add(ratio, item: item, to: row, section: sectionIndex, into: &builder) {
                        // The row closed because of this item: a change to it can move that break.
                        if checkpoints.isDue(section: sectionIndex, item: item) {
                            rows.flush(into: &builder)
                            checkpoints.record(
                                rows.state, section: sectionIndex, item: item, validFrom: item + 1,
                                builder: builder)
                            if rows.shouldPause(&checkpoints, section: sectionIndex, item: item) { return }
                        }
                        _ = try rows.add(ratio, item: item, to: row, section: sectionIndex, into: &builder)
                    }
                }
                // Appends resume here: at the open row's start, or at the end when no row is open.
                rows.flush(into: &builder)
                checkpoints.record(
                    rows.state, section: sectionIndex, item: row.count > 0 ? row.firstItem : section.count,
                    validFrom: row.count > 0 && row.startedByRejection ? row.firstItem + 1 : nil,
                    builder: builder)
                try rows.finish(row, section: sectionIndex, into: &builder)
            case .optimal:
                rows.flush(into: &builder)
                checkpoints.record(rows.state, section: sectionIndex, item: 0, builder: builder)
                if rows.shouldPause(&checkpoints, section: sectionIndex, item: 0) { return }
                aspects.removeAll(keepingCapacity: true)
                for item in 0..<section.count { aspects.append(try aspect(item)) }
                try rows.placeOptimally(aspects, section: sectionIndex, into: &builder)
            }
            rows.flush(into: &builder)
            builder.beginBand()  // the footer is a band of its own
            end = geometry.placeFooter(itemsEnd: rows.itemsEnd, into: &builder)
            guard end.isFinite else {
                throw .inputTooLarge(
                    "section \(sectionIndex): the content \(scrollDirection == .horizontal ? "width" : "height") "
                        + "exceeds what a Double can hold; the target row height, spacings, insets or header and "
                        + "footer sizes are too large")
            }
        }
        builder.contentSize =
            scrollDirection == .horizontal
            ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }
}

/// Reads the aspect ratio of a section's items in row coordinates: width /
/// height (height / width when scrolling horizontally), `forceAspectRatio`
/// when set, 1 for a `count` section.
struct AspectReader {
    let section: SectionInput
    let index: Int
    let forced: Double?
    let transposed: Bool
    /// The items whose sizes `sizes` holds (none for a section given by count).
    private var window = 0..<0
    private var sizes: ArraySlice<ItemSize> = []

    init(_ section: SectionInput, at index: Int, settings: RowSettings, transposed: Bool) {
        self.section = section
        self.index = index
        self.forced = settings.forceAspectRatio
        self.transposed = transposed
    }

    /// The aspect ratio of item `item`.
    ///
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` for an item
    ///   with a height only, or whose ratio is not a positive finite number.
    @inline(__always)
    mutating func callAsFunction(_ item: Int) throws(LayoutError) -> Double {
        if item < window.lowerBound || item >= window.upperBound {
            // A window of sizes at a time (a live layout may keep them in pages), then plain reads.
            window = item..<Swift.min(item + SectionInput.readingWindow, section.count)
            sizes = section.sizes(of: window)
        }
        switch sizes.isEmpty ? nil : sizes[sizes.startIndex + item - window.lowerBound] {
        case nil:
            return forced ?? 1
        case let size?:
            // Checked here, as it is read (`checksItemSizesWhilePlacing`).
            guard size.isValid(columnSpans: false) else {
                throw .invalidItem(section: index, item: item, reason: "its size \(size) is not a valid item size")
            }
            guard let width = size.width else {
                throw .invalidItem(
                    section: index, item: item,
                    reason: "justified-rows needs a width and a height (an aspect ratio), got a height only "
                        + "(\(size.height)); give {\"width\": w, \"height\": h} or [w, h]")
            }
            if let forced { return forced }
            let ratio = transposed ? size.height / width : width / size.height
            guard ratio > 0, ratio.isFinite else {
                throw .invalidItem(
                    section: index, item: item,
                    reason: "its aspect ratio \(width) / \(size.height) = \(ratio) is not a positive finite number")
            }
            return ratio
        }
    }
}

extension SectionRows {
    /// Whether a deferred placement pauses at the checkpoint just recorded
    /// at a row's start: every later row (and the footer) starts at or after
    /// the items' end so far.
    func shouldPause(
        _ checkpoints: inout PlacementCheckpoints<JustifiedRows.PlacementState>, section: Int, item: Int
    ) -> Bool {
        checkpoints.shouldPause(section: section, item: item, nextStart: itemsEnd, placedEnd: rowTop)
    }
}

extension JustifiedRows: UniformlyShiftingStrategy {
    /// The shift from `old` to `new`, two row starts at the same item of a
    /// greedily broken section: the difference of their rows' tops, when the
    /// section starts at the same place, the previous rows are as high (a
    /// widow row takes that height) and the rows completed before differ by
    /// a whole number of breakout cadences (every later row is then a
    /// breakout row in both or in neither).
    package func shift(from old: PlacementState, to new: PlacementState, inSection section: Int, of input: LayoutInput)
        -> Double?
    {
        guard old.sectionStart == new.sectionStart, old.previousRowHeight == new.previousRowHeight,
            (old.completedRows == 0) == (new.completedRows == 0), input.sections.indices.contains(section),
            let settings = try? settings(self, for: input.sections[section], at: section),
            settings.rowBreaking == .greedy,
            (new.completedRows - old.completedRows) % (settings.fullWidthBreakoutRowCadence ?? 1) == 0
        else { return nil }
        return new.rowTop - old.rowTop
    }

    /// `state` with its row's top moved and, in the edited section, its
    /// count of rows; in a later section its section's start moves instead.
    package func state(
        _ state: PlacementState, movedBy shift: Double, from old: PlacementState, to new: PlacementState,
        sectionMoves: Bool
    ) -> PlacementState {
        var moved = state
        moved.rowTop += shift
        if sectionMoves {
            moved.sectionStart += shift
        } else {
            moved.completedRows += new.completedRows - old.completedRows
        }
        return moved
    }

    /// The distance between the two section starts, when the rows before
    /// agree on all but where they are.
    package func translation(from old: PlacementState, to new: PlacementState) -> Double? {
        guard old.completedRows == new.completedRows, old.previousRowHeight == new.previousRowHeight else { return nil }
        return new.sectionStart - old.sectionStart
    }

    /// `state` with its section's start and its row's top moved.
    package func state(_ state: PlacementState, translatedBy distance: Double) -> PlacementState {
        self.state(state, movedBy: distance, from: state, to: state, sectionMoves: true)
    }
}
