import TrellisCore

/// Lays out one section's rows in *row coordinates*: `x` across the scroll
/// direction (along a row), `y` along it; ``SectionGeometry`` transposes frames
/// for horizontal scrolling.
///
/// The arithmetic follows Flickr's `justified-layout` operation for operation
/// (the grouping of every sum and product is part of the rule: the frames must
/// equal its boxes bit for bit). Notation: `W` the row width (the cross length
/// less the insets), `T` the target row height, `s` and `v` the interitem and
/// line spacings.
struct SectionRows {
    /// The section's insets, header and footer, and the transposition.
    let geometry: SectionGeometry
    /// `W`: the width of a row, without any spacing taken off.
    let width: Double
    /// `T`.
    let target: Double
    /// `s`.
    let spacing: Double
    /// `v`.
    let lineSpacing: Double
    /// `minA = W / T · (1 − τ)`: below it a row stays open.
    let minimumAspect: Double
    /// `maxA = W / T · (1 + τ)`: above it a row is too wide.
    let maximumAspect: Double
    /// Clamps of a row's height: `0.5 · T` and `2 · T`.
    let minimumHeight: Double
    let maximumHeight: Double
    let widowStyle: JustifiedRows.WidowLayoutStyle
    let breakoutCadence: Int?

    /// Where the section starts in the scroll direction.
    let sectionStart: Double
    /// The top of the next row.
    private(set) var rowTop: Double
    /// The rows completed so far.
    private(set) var completedRows = 0
    /// The clamped height of the last completed row.
    private(set) var previousRowHeight = 0.0

    /// Room for the frames of the rows placed since the last ``flush(into:)``, shared by the layout's sections.
    let placed: PendingBands
    /// The frames and bands (rows) written to `placed` and not flushed yet.
    private var pendingFrames = 0
    private var pendingBands = 0

    init(_ settings: RowSettings, geometry: SectionGeometry, sectionStart: Double, placed: PendingBands) {
        self.geometry = geometry
        self.placed = placed
        width = geometry.itemsCrossLength
        target = settings.targetRowHeight
        spacing = settings.interitemSpacing
        lineSpacing = settings.lineSpacing
        minimumAspect = width / target * (1 - settings.targetRowHeightTolerance)
        maximumAspect = width / target * (1 + settings.targetRowHeightTolerance)
        minimumHeight = 0.5 * target
        maximumHeight = 2 * target
        widowStyle = settings.widowLayoutStyle
        breakoutCadence = settings.fullWidthBreakoutRowCadence
        self.sectionStart = sectionStart
        rowTop = geometry.itemsStart(sectionStart: sectionStart)
    }

    /// The state to resume from at the start of a row.
    var state: JustifiedRows.PlacementState {
        JustifiedRows.PlacementState(
            sectionStart: sectionStart, rowTop: rowTop, completedRows: completedRows,
            previousRowHeight: previousRowHeight)
    }

    /// Goes on from a checkpoint taken at the start of a row of this section.
    mutating func restore(_ state: JustifiedRows.PlacementState) {
        rowTop = state.rowTop
        completedRows = state.completedRows
        previousRowHeight = state.previousRowHeight
    }

    /// `W − k·s`: the width left for the aspect ratios of a row of `k + 1` items.
    @inline(__always)
    func rowWidth(spacings count: Int) -> Double { width - Double(count) * spacing }

    /// Whether the next row is a breakout row: its number (1-based) is a multiple of the cadence.
    var nextRowIsBreakout: Bool {
        guard let cadence = breakoutCadence else { return false }
        return (completedRows + 1) % cadence == 0
    }

    /// The height a section's widows are placed at: the previous row's clamped
    /// height, or `T` when there is none or it was a breakout row.
    var widowHeight: Double {
        if completedRows == 0 { return target }
        if let cadence = breakoutCadence, completedRows % cadence == 0 { return target }
        return previousRowHeight
    }

    /// Completes a row: places its items at height `height` (clamped) with `style`.
    ///
    /// Each item is `a · Hc · f` wide, `Hc = max(T/2, min(height, 2T))` high,
    /// where `f` stretches the widths back to what `height` gives when it was
    /// clamped. `justify` then moves widths by whole points so the row ends
    /// within a point of `W`; `center` shifts the row; `left` leaves it.
    ///
    /// - Parameters:
    ///   - aspects: Aspect ratios; the row's are those at `range` (read, not kept).
    ///   - firstItem: The section index of the row's first item, for errors.
    /// - Throws: ``LayoutError/inputTooLarge(_:)`` when a frame is not finite.
    /// - Complexity: O(*k*) for *k* items.
    mutating func placeRow(
        _ aspects: UnsafePointer<Double>, _ range: Range<Int>, height: Double,
        style: JustifiedRows.WidowLayoutStyle, section: Int, firstItem: Int,
        into builder: inout LayoutBuilder
    ) throws(LayoutError) {
        let count = range.count
        let rowWidth = rowWidth(spacings: count - 1)
        let clamped = Swift.max(minimumHeight, Swift.min(height, maximumHeight))
        let factor = clamped != height ? (rowWidth / clamped) / (rowWidth / height) : 1
        let left = geometry.crossStart
        // First pass: where the running x ends (`justify` and `center` need it before any frame).
        var end = left
        for index in range {
            end += aspects[index] * clamped * factor + spacing
        }
        // A row's frames move nothing after it but its height: a live layout crossing to its window
        // counts them, when every one would be finite (x runs to `end` at most; else they are placed,
        // and the error reported, as a full placement does) and nothing waits to go in before them.
        if end.isFinite, rowTop.isFinite, pendingFrames == 0, pendingBands == 0, builder.countUnreadItems(count) {
            completeRow(height: clamped)
            return
        }
        let error = (end - (spacing + left) - width) / Double(count)
        let shift = (width - end) / 2 + spacing
        var x = left
        var previousRounded = 0.0
        if pendingBands == placed.capacity { flush(into: &builder) }
        placed.bandStarts[pendingBands] = pendingFrames
        pendingBands &+= 1
        for index in 0..<count {
            let itemWidth = aspects[range.lowerBound + index] * clamped * factor
            var frame = Rect(x: x, y: rowTop, width: itemWidth, height: clamped)
            x += itemWidth + spacing
            switch style {
            case .justify:
                // round(x) = floor(x + 0.5), as JavaScript's Math.round (`.rounded()` differs on ties).
                let rounded = (Double(index + 1) * error + 0.5).rounded(.down)
                frame.origin.x -= previousRounded
                frame.size.width -= rounded - previousRounded
                previousRounded = rounded
            case .center:
                frame.origin.x += shift
            case .left:
                break
            }
            guard frame.isFinite else {
                throw .inputTooLarge(
                    "section \(section), item \(firstItem + index): its frame \(frame) is not finite; the aspect "
                        + "ratios, the width or the target row height are too extreme for a row")
            }
            if pendingFrames == placed.capacity {
                flush(into: &builder)  // a row longer than the room: its band goes on in the builder
            }
            (placed.frames + pendingFrames).initialize(to: geometry.place(frame))
            pendingFrames &+= 1
        }
        completeRow(height: clamped)
    }

    /// Moves on past a row of clamped height `height`.
    @inline(__always)
    private mutating func completeRow(height: Double) {
        rowTop += height + lineSpacing
        previousRowHeight = height
        completedRows += 1
    }

    /// Hands the rows placed so far to the builder: before a checkpoint
    /// remembers the builder's state, and before the footer.
    mutating func flush(into builder: inout LayoutBuilder) {
        placed.flush(frames: pendingFrames, bands: pendingBands, into: &builder)
        pendingFrames = 0
        pendingBands = 0
    }

    /// Where the section's items end: after the last row less the line spacing, or where they start.
    var itemsEnd: Double {
        completedRows > 0 ? rowTop - lineSpacing : geometry.itemsStart(sectionStart: sectionStart)
    }
}
