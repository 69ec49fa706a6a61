import TrellisCore

extension TilePattern {
    /// Places every section's header, tiles (one repetition of the template
    /// after another; with `inverted` or `mirrored`, a repetition is a block
    /// and its turned copy) and footer.
    ///
    /// Each repetition is one band of the builder (as are headers and
    /// footers): repetitions come in scroll order and never overlap, so the
    /// `auto` index answers queries by a binary search over them.
    ///
    /// A checkpoint is taken at the start of a repetition when one is due,
    /// at the start of each section's last repetition, and at a section's
    /// end when it ends with a whole repetition, so appending to a section
    /// re-places at most the items of its last repetition.
    ///
    /// - Throws: ``LayoutError/invalidViewport(_:)`` when scrolling
    ///   horizontally without a viewport height;
    ///   ``LayoutError/invalidOption(key:reason:)`` for a bad value or a
    ///   template that does not tile the columns;
    ///   ``LayoutError/invalidSection(section:reason:)`` when a section's
    ///   insets and column spacing leave no room for a column.
    /// - Complexity: O(*n* + *s*), where *n* is the number of items placed and
    ///   *s* the number of sections, plus checking each section's own
    ///   template (O(*a* · *c*) for *a* cells on *c* columns).
    public func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<PlacementState>?,
        into builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<PlacementState>
    ) throws(LayoutError) {
        // Values set in Swift have not been through a configuration: checked when a placement starts
        // (a resume continues a placement of this same value, which checked them).
        if start == nil { try validateOptions() }
        let crossLength = try SectionGeometry.crossLength(
            axis: scrollDirection, width: input.width, height: input.height, strategy: Self.name)
        builder.scrollAxis = scrollDirection
        // Checked once for every section that keeps the strategy's columns, template and repeat pattern.
        let sharedArrangement = try Self.arrangement(of: template, columns: columns, repeatPattern: repeatPattern)
        var end = 0.0
        for sectionIndex in (start?.section ?? 0)..<input.sections.count {
            let section = input.sections[sectionIndex]
            let (pattern, ownsGrid) = try resolved(section, at: sectionIndex)
            let arrangement =
                ownsGrid
                ? try Self.arrangement(
                    of: pattern.template, columns: pattern.columns, repeatPattern: pattern.repeatPattern,
                    key: (section.options.keyPrefix.isEmpty ? "sections[\(sectionIndex)]." : section.options.keyPrefix)
                        + Self.templateOption.name)
                : sharedArrangement
            let geometry = try SectionGeometry(
                section, at: sectionIndex, of: input, axis: scrollDirection, inset: sectionInset,
                header: headerReferenceSize, footer: footerReferenceSize, strategy: Self.name)
            let grid = try SectionGrid(pattern, arrangement: arrangement, geometry: geometry, section: sectionIndex)
            var state: PlacementState
            var item = 0
            if let start, start.section == sectionIndex {
                item = start.item
                state = start.state
            } else {
                builder.beginSection()
                builder.beginBand()  // the header is a band of its own
                geometry.placeHeader(sectionStart: end, into: &builder)
                let itemsStart = geometry.itemsStart(sectionStart: end)
                state = PlacementState(repetitionStart: itemsStart, itemsEnd: itemsStart)
            }
            let count = section.count
            let perRepetition = arrangement.placements.count
            while item < count {
                if checkpoints.isDue(section: sectionIndex, item: item) || item + perRepetition >= count {
                    checkpoints.record(state, section: sectionIndex, item: item, builder: builder)
                    // Deferred placement: every later repetition (and the footer) starts at or after both.
                    if checkpoints.shouldPause(
                        section: sectionIndex, item: item,
                        nextStart: Swift.min(state.repetitionStart, state.itemsEnd), placedEnd: state.itemsEnd)
                    {
                        return
                    }
                }
                // A repetition is a band: repetitions come in scroll order, their tiles in any order.
                builder.beginBand()
                let placements = arrangement.placements.prefix(count - item)
                if builder.countUnreadItems(placements.count) {
                    // Counted (a live layout crossing to its window): where the repetition ends is all it needs.
                    for placement in placements {
                        state.itemsEnd = Swift.max(
                            state.itemsEnd, grid.frame(of: placement, repetitionStart: state.repetitionStart).maxY)
                    }
                } else {
                    for placement in placements {
                        let frame = grid.frame(of: placement, repetitionStart: state.repetitionStart)
                        state.itemsEnd = Swift.max(state.itemsEnd, frame.maxY)
                        builder.addItem(geometry.place(frame))
                    }
                }
                state.repetitionStart += grid.repetitionExtent
                guard state.itemsEnd.isFinite else {
                    throw .inputTooLarge(
                        "section \(sectionIndex): the content \(grid.scrollDimension) exceeds what a Double can "
                            + "hold; use fewer items, a larger cellAspectRatio or a smaller rowSpacing")
                }
                item += perRepetition
            }
            if item == count, count > 0 {
                // The section ends with a whole repetition: appending starts the next one from here.
                checkpoints.record(state, section: sectionIndex, item: count, builder: builder)
            }
            builder.beginBand()  // the footer is a band of its own
            end = geometry.placeFooter(itemsEnd: state.itemsEnd, into: &builder)
        }
        builder.contentSize =
            scrollDirection == .horizontal
            ? Size(width: end, height: crossLength) : Size(width: crossLength, height: end)
    }
}

/// One section's cells in scroll coordinates: `x` across the scroll
/// direction, `y` along it.
struct SectionGrid {
    /// Where column 0 starts across the scroll direction (the leading inset).
    let crossStart: Double
    /// A cell's extent across the scroll direction: `(L + columnSpacing) / columns - columnSpacing`.
    let cellWidth: Double
    /// A cell's extent along the scroll direction: `cellWidth / cellAspectRatio`.
    let cellHeight: Double
    let columnSpacing: Double
    let rowSpacing: Double
    /// How far apart repetitions start: their rows, each a cell and a row spacing.
    let repetitionExtent: Double
    /// "height", or "width" when scrolling horizontally, for errors.
    let scrollDimension: String

    /// Resolves a section's cell sizes.
    ///
    /// - Throws: ``LayoutError/invalidSection(section:reason:)`` when the
    ///   columns and their spacing leave cells without area.
    init(_ pattern: TilePattern, arrangement: TileArrangement, geometry: SectionGeometry, section: Int)
        throws(LayoutError)
    {
        let length = geometry.itemsCrossLength
        let columns = Double(arrangement.columns)
        crossStart = geometry.crossStart
        columnSpacing = pattern.columnSpacing
        rowSpacing = pattern.rowSpacing
        cellWidth = (length + columnSpacing) / columns - columnSpacing
        cellHeight = cellWidth / pattern.cellAspectRatio
        repetitionExtent = Double(arrangement.rows) * (cellHeight + rowSpacing)
        scrollDimension = geometry.transposed ? "width" : "height"
        guard cellWidth > 0, cellHeight > 0, cellWidth.isFinite, cellHeight.isFinite else {
            let across = geometry.transposed ? "height" : "width"
            throw .invalidSection(
                section: section,
                reason: "\(arrangement.columns) columns with columnSpacing \(columnSpacing) leave cells "
                    + "\(cellWidth) wide in the \(length) available across (the viewport \(across) less the "
                    + "insets); use fewer columns, a smaller columnSpacing or smaller insets")
        }
    }

    /// The frame of a tile of the repetition starting at `repetitionStart`.
    @inline(__always)
    func frame(of placement: TileArrangement.Placement, repetitionStart: Double) -> Rect {
        let columns = Double(placement.tile.columns)
        let rows = Double(placement.tile.rows)
        return Rect(
            x: crossStart + Double(placement.column) * (cellWidth + columnSpacing),
            y: repetitionStart + Double(placement.row) * (cellHeight + rowSpacing),
            width: columns * cellWidth + (columns - 1) * columnSpacing,
            height: rows * cellHeight + (rows - 1) * rowSpacing)
    }
}

extension TilePattern: SparselyCheckpointedStrategy {}

extension TilePattern: PositionalStrategy {
    /// A repetition of the section's template: its last one may be partial,
    /// and it takes a checkpoint at its start.
    package func itemsPlacedByCount(inSection index: Int, of input: LayoutInput) -> Int? {
        guard input.sections.indices.contains(index),
            let (pattern, _) = try? resolved(input.sections[index], at: index),
            let arrangement = try? Self.arrangement(
                of: pattern.template, columns: pattern.columns, repeatPattern: pattern.repeatPattern)
        else { return nil }
        return arrangement.placements.count + 1
    }

    /// The distance between the two repetitions' starts.
    package func translation(from old: PlacementState, to new: PlacementState) -> Double? {
        new.repetitionStart - old.repetitionStart
    }

    /// `state` with its repetition's start and its tiles' end moved.
    package func state(_ state: PlacementState, translatedBy distance: Double) -> PlacementState {
        PlacementState(repetitionStart: state.repetitionStart + distance, itemsEnd: state.itemsEnd + distance)
    }
}
