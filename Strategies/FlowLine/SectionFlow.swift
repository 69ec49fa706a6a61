import TrellisCore

/// How a line's items are spread along it.
enum LineSpread {
    /// The items that fit greedily spread from the line's start to its end; a lone one centered.
    case justify
    /// As `justify`, counting copies of the line's last item after the real items while they fit.
    case fill
    /// Packed from the line's start, exactly the interitem spacing apart.
    case leading
    /// Packed exactly the interitem spacing apart, centered in the line.
    case center
    /// Packed against the line's end, exactly the interitem spacing apart.
    case trailing
}

/// Lays out one section in line coordinates (see ``LineMetrics``): header,
/// greedy line breaking, placement along and across each line, footer.
///
/// Items arrive one at a time through ``add(_:into:)``; the current line's
/// sizes wait in a buffer until the line is complete (its height is the
/// tallest item's, needed before any item can be placed across it). The
/// buffer (a ``LineStorage``) is shared by all sections of a layout and never
/// shrinks, so a whole layout allocates it about once.
struct SectionFlow {
    let metrics: LineMetrics
    /// Whether frames are transposed before they reach the builder (horizontal scrolling).
    let transposed: Bool
    /// The viewport's extent along the lines: the width of headers and footers in line coordinates.
    let viewportLength: Double
    /// Where the section starts in the scroll direction.
    let sectionStart: Double
    /// Where the first line starts: `sectionStart + headerExtent + sectionStartInset`.
    let itemsStart: Double

    /// The sizes of the current line's items, in line coordinates: the first `lineCount` entries.
    ///
    /// Slots are overwritten rather than removed: `removeAll(keepingCapacity:)`
    /// on an array once per line was about 8% of the profile of 1,000,000
    /// photo sizes (a generic `replaceSubrange` call and a `memmove` per line).
    private let line: LineStorage
    /// Room for the frames of the lines placed since the last ``flush(into:)``, shared by the layout's sections.
    private let placed: PendingBands
    /// The frames and bands (lines) written to `placed` and not flushed yet.
    private var pendingFrames = 0
    private var pendingBands = 0
    /// The number of items in the current line.
    private var lineCount = 0
    /// What is left of the line length after the current line's items and spacing (`D - w₁ - (w₂ + s) - …`).
    private var lineLeft = 0.0
    /// The tallest item of the current line.
    private var lineThickness = 0.0
    /// Where the last placed line ends; meaningful when `hasPlacedLine`.
    private(set) var lineEnd = 0.0
    private(set) var hasPlacedLine = false
    /// The section's first item size, and whether every item so far has it (for `uikit`).
    private(set) var firstItemSize: Size?
    private(set) var isUniform = true

    /// Past this many copies `fill` stops counting one by one (see ``copiesThatFit(width:spacing:left:)``).
    static let exactCopyLimit = 1024.0

    /// Starts a section.
    ///
    /// - Parameters:
    ///   - metrics: The section's settings in line coordinates.
    ///   - start: Where the section starts in the scroll direction (the previous section's end).
    ///   - viewportLength: The viewport's extent along the lines.
    ///   - transposed: Whether the layout scrolls horizontally.
    ///   - lineBuffer: The storage for the line being built, shared by the layout's sections.
    ///   - placed: Where placed lines wait for the builder, shared by the layout's sections.
    init(
        _ metrics: LineMetrics, start: Double, viewportLength: Double, transposed: Bool, lineBuffer: LineStorage,
        placed: PendingBands
    ) {
        self.metrics = metrics
        self.placed = placed
        self.transposed = transposed
        self.viewportLength = viewportLength
        self.sectionStart = start
        self.itemsStart = start + metrics.headerExtent + metrics.sectionStartInset
        self.line = lineBuffer
    }

    /// Places the header, when its extent is positive: the full line length, insets do not apply.
    func placeHeader(into builder: inout LayoutBuilder) {
        guard metrics.headerExtent > 0 else { return }
        builder.beginBand()
        builder.addHeader(supplementaryFrame(at: sectionStart, extent: metrics.headerExtent))
    }

    /// Restores where a section stood at the start of a line (a checkpoint):
    /// the previous line's end, and the first size and uniformity of the items before.
    mutating func restore(_ state: FlowLine.PlacementState) {
        lineEnd = state.lineEnd
        hasPlacedLine = state.hasPlacedLine
        firstItemSize = state.firstItemSize
        isUniform = state.isUniform
    }

    /// Adds the section's next item; places the current line first when the item does not join it.
    ///
    /// - Parameter size: The item's size in line coordinates.
    /// - Returns: Whether the item starts a new line.
    @inline(__always) @discardableResult
    mutating func add(_ size: Size, into builder: inout LayoutBuilder) -> Bool {
        if let firstItemSize {
            if isUniform, size != firstItemSize { isUniform = false }
        } else {
            firstItemSize = size
        }
        if lineCount == 0 {
            startLine(with: size)
            return true
        }
        let cost = size.width + metrics.interitemSpacing
        if lineLeft >= cost {
            // It fits (an exact fit too): it joins, and what is left shrinks by its cost.
            lineLeft -= cost
            store(size)
            lineThickness = Swift.max(lineThickness, size.height)
            return false
        } else {
            placeLine(metrics.lineSpread, into: &builder)
            startLine(with: size)
            return true
        }
    }

    @inline(__always)
    private mutating func startLine(with size: Size) {
        // The first item always starts a line, leaving D - w (negative when it is wider than the line).
        lineLeft = metrics.lineLength - size.width
        lineThickness = size.height
        store(size)
    }

    /// Puts an item in the line's next slot.
    @inline(__always)
    private mutating func store(_ size: Size) {
        line.store(size, at: lineCount)
        lineCount += 1
    }

    /// Hands the lines placed so far to the builder: before a checkpoint
    /// remembers the builder's state, and before the footer.
    @inline(__always)
    mutating func flush(into builder: inout LayoutBuilder) {
        placed.flush(frames: pendingFrames, bands: pendingBands, into: &builder)
        pendingFrames = 0
        pendingBands = 0
    }

    /// Places the last line, the bottom inset and the footer.
    ///
    /// - Returns: Where the section ends in the scroll direction.
    mutating func finish(into builder: inout LayoutBuilder) -> Double {
        if lineCount > 0 {
            let spread: LineSpread =
                switch metrics.lastLineAlignment {
                case .uikit where metrics.lineSpread == .justify: isUniform ? .fill : .leading
                case .uikit: metrics.lineSpread
                case .fill: .fill
                case .justify: .justify
                case .leading: .leading
                }
            placeLine(spread, into: &builder)
        }
        flush(into: &builder)
        let footerStart = (hasPlacedLine ? lineEnd : itemsStart) + metrics.sectionEndInset
        var end = footerStart
        if metrics.footerExtent > 0 {
            builder.beginBand()
            builder.addFooter(supplementaryFrame(at: footerStart, extent: metrics.footerExtent))
            end = footerStart + metrics.footerExtent
        }
        builder.endSection(at: end)
        return end
    }

    /// Places the current line's items (into ``placed``, flushed whenever
    /// it is full) and empties the line.
    private mutating func placeLine(_ spread: LineSpread, into builder: inout LayoutBuilder) {
        let top = hasPlacedLine ? lineEnd + metrics.lineSpacing : itemsStart
        // A line's frames move nothing after it but where it ends: a live layout crossing to its window
        // counts them, and they need not be computed (nothing waits to go in before them).
        if pendingFrames == 0, pendingBands == 0, builder.countUnreadItems(lineCount) {
            lineEnd = top + lineThickness
            hasPlacedLine = true
            lineCount = 0
            return
        }
        let spacing = metrics.interitemSpacing
        var x = 0.0
        var gap = spacing
        switch spread {
        case .leading:
            break
        case .center, .trailing:
            // What is left after the items and exact spacings is `lineLeft`
            // (line breaking subtracted the same costs); an item wider than
            // the line (left < 0) starts at 0, as for every spread.
            let left = Swift.max(lineLeft, 0)
            x = spread == .center ? left / 2 : left
        case .justify, .fill:
            // The greedy fit count m and what is left L: line breaking did the
            // same subtractions, so m is the line's count and L its `lineLeft`,
            // except for an item wider than the line (left < 0): m == 0.
            var left = lineLeft
            var fitCount = left < 0 ? 0 : Double(lineCount)
            if spread == .fill, left >= 0 {
                fitCount += Self.copiesThatFit(width: line[lineCount - 1].width, spacing: spacing, left: &left)
            }
            if fitCount >= 2 {
                gap = spacing + left / (fitCount - 1)
            } else if fitCount == 1 {
                x = left / 2
            }
        }
        if pendingBands == placed.capacity { flush(into: &builder) }
        placed.bandStarts[pendingBands] = pendingFrames
        pendingBands &+= 1
        var written = pendingFrames
        let lineStart = metrics.lineStartInset
        for index in 0..<lineCount {
            if written == placed.capacity {
                // A line longer than the room: its band goes on in the builder.
                pendingFrames = written
                flush(into: &builder)
                written = 0
            }
            let size = line[index]
            let y =
                switch metrics.lineItemAlignment {
                case .center: top + (lineThickness - size.height) / 2
                case .top: top
                case .bottom: top + lineThickness - size.height
                }
            let frame = Rect(x: lineStart + x, y: y, width: size.width, height: size.height)
            (placed.frames + written).initialize(to: transposed ? frame.transposed : frame)
            written &+= 1
            x = x + size.width + gap
        }
        pendingFrames = written
        lineEnd = top + lineThickness
        hasPlacedLine = true
        lineCount = 0
    }

    /// A header or footer frame: the viewport's full extent along the lines.
    private func supplementaryFrame(at start: Double, extent: Double) -> Rect {
        let frame = Rect(x: 0, y: start, width: viewportLength, height: extent)
        return transposed ? frame.transposed : frame
    }

    /// How many copies of an item `width` long still fit greedily in `left`,
    /// each costing `width + spacing`; subtracts what they cost from `left`.
    ///
    /// Counts one copy at a time, the same subtractions as line breaking, up
    /// to ``exactCopyLimit`` copies (more columns than any screen shows); past
    /// that the rest is counted by one division, so that an absurd ratio (a
    /// 1e-9 wide item in a 1e6 long line) cannot loop for ever.
    ///
    /// - Complexity: O(min(*c*, 1024)), where *c* is the number of copies.
    static func copiesThatFit(width: Double, spacing: Double, left: inout Double) -> Double {
        guard width > 0 else { return 0 }
        let cost = width + spacing
        var copies = 0.0
        while left >= cost {
            guard copies < exactCopyLimit else {
                let rest = (left / cost).rounded(.down)
                left = Swift.max(left - rest * cost, 0)
                return copies + rest
            }
            left -= cost
            copies += 1
        }
        return copies
    }
}
