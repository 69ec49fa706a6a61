import TrellisCore

/// Where rows start and what each item leaves room for: a nested group of options.
package struct RowLook: OptionDeclaring, Hashable {
    @Option("rowStart", summary: "The side rows fill from.")
    package var rowStart = RowStart.leading
    @Option("captionHeight", minimum: 0, perSection: true, summary: "Room below each item for a caption.")
    package var captionHeight = 0.0

    package init() {}

    package enum RowStart: String, OptionRepresentable, CaseIterable, Hashable {
        case leading, trailing
    }
}

/// Rows of `perRow` items of equal width, each keeping its aspect ratio, in
/// rows as tall as their tallest item, `spacing` apart (a section may
/// override `spacing`): a resumable strategy written from the guides, with a
/// checkpoint at the start of a row and at a section's end when no row is
/// open. `bug` plants one of the resumption mistakes a full prepare never shows.
package struct StaggeredRows: ResumableLayoutStrategy, OptionDeclaring, Hashable {
    package static let name = "staggered-rows"
    package static let guarantees: LayoutGuarantees = [.framesInsideContentAcross, .nonOverlappingItems]

    @Option("perRow", range: 1...20, summary: "Items in a row.")
    package var perRow = 3
    @Option("spacing", minimum: 0, perSection: true, summary: "Space between items and rows.")
    package var spacing = 8.0
    package var look = RowLook()
    /// A resumption mistake to plant (not an option: `init()` sets none).
    package var bug = Bug.none

    /// The resumption mistakes, each invisible to a full prepare.
    package enum Bug: CaseIterable, Hashable, Sendable {
        case none
        /// The running y restarts at 0 on resume.
        case restartsAtZero
        /// The checkpoint's state is the previous row's top.
        case stateOneRowOff
        /// Resuming places from the item after the checkpoint's.
        case resumesOneItemLate
        /// A section's spacing is read when the section begins, so a resume inside it uses the strategy's.
        case spacingCachedAcrossResume
        /// The end-of-section checkpoint is recorded while the last row is still open.
        case endCheckpointInOpenRow
    }

    package init() {}

    package init(bug: Bug) {
        self.bug = bug
    }

    package func placeElements(
        of input: LayoutInput, resumingFrom start: PlacementCheckpoint<Double>?, into builder: inout LayoutBuilder,
        checkpoints: inout PlacementCheckpoints<Double>
    ) throws(LayoutError) {
        if start == nil { try validateOptions() }
        // The top of the next row.
        var y = bug == .restartsAtZero ? 0 : start?.state ?? 0
        for section in (start?.section ?? 0)..<input.sections.count {
            let items = input.sections[section]
            let options = try overridden(by: items, at: section)
            var spacing = options.spacing
            var first = 0
            if let start, start.section == section {
                first = start.item + (bug == .resumesOneItemLate ? 1 : 0)
                if bug == .spacingCachedAcrossResume { spacing = self.spacing }
            } else {
                builder.beginSection()
            }
            let cell = (input.width - Double(perRow - 1) * spacing) / Double(perRow)
            guard cell > 0 else {
                throw .invalidConfiguration("\(perRow) items \(spacing) apart do not fit in \(input.width)")
            }
            var rowTop = y
            var previousRowTop = y
            var rowHeight = 0.0
            for index in first..<Swift.max(first, items.count) {
                let column = index % perRow
                if column == 0 {
                    previousRowTop = rowTop
                    rowTop = y
                    rowHeight = 0
                    if checkpoints.isDue(section: section, item: index) {
                        let state = bug == .stateOneRowOff ? previousRowTop : y
                        checkpoints.record(state, section: section, item: index, builder: builder)
                        if checkpoints.shouldPause(section: section, item: index, nextStart: y, placedEnd: y) {
                            return
                        }
                    }
                }
                let height: Double
                switch items.size(at: index) {
                case let size? where size.width != nil: height = size.height / size.width! * cell
                case let size?: height = size.height
                case nil: height = cell
                }
                let offset = Double(column) * (cell + spacing)
                let x = options.look.rowStart == .leading ? offset : input.width - cell - offset
                builder.addItem(
                    Rect(x: x, y: rowTop, width: cell, height: height + options.look.captionHeight), lane: column)
                rowHeight = Swift.max(rowHeight, height + options.look.captionHeight)
                if column == perRow - 1 { y = rowTop + rowHeight + spacing }
            }
            // Appending resumes at the section's end: a checkpoint there, unless a row is still open.
            let open = items.count % perRow != 0
            if !open || bug == .endCheckpointInOpenRow {
                checkpoints.record(open ? rowTop : y, section: section, item: items.count, builder: builder)
            }
            if open { y = rowTop + rowHeight + spacing }
            if items.count > 0 { y -= spacing }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}
