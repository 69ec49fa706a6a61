import TrellisCore

/// One section's settings in *line coordinates*: `x` runs along a line, `y`
/// across the lines, in the scroll direction.
///
/// Vertical scrolling uses them as they are. Horizontal scrolling is the same
/// algorithm transposed: the viewport height is the line's length, an item's
/// height is its extent along the line, and every frame is transposed
/// (``Rect/transposed``) when it is handed to the builder.
struct LineMetrics {
    /// `D`: the length available to a line, the viewport less the two insets along the line.
    var lineLength: Double
    /// The inset before a line's first item (`left`; `top` when horizontal).
    var lineStartInset: Double
    /// The inset before a section's first line (`top`; `left` when horizontal).
    var sectionStartInset: Double
    /// The inset after a section's last line (`bottom`; `right` when horizontal).
    var sectionEndInset: Double
    /// The header's extent in the scroll direction; 0 means no header.
    var headerExtent: Double
    /// The footer's extent in the scroll direction; 0 means no footer.
    var footerExtent: Double
    /// The size of a `count` section's items, in line coordinates.
    var itemSize: Size
    /// The smallest space between items of a line.
    var interitemSpacing: Double
    /// The space between lines.
    var lineSpacing: Double
    /// How every line but the last is spread along itself.
    var lineSpread: LineSpread
    /// How the section's last line is placed along it.
    var lastLineAlignment: FlowLine.LastLineAlignment
    /// How items are placed across their line.
    var lineItemAlignment: FlowLine.LineItemAlignment

    /// Converts a section's settings to line coordinates.
    ///
    /// - Parameters:
    ///   - settings: The section's settings.
    ///   - viewportLength: The viewport's extent along the lines: its width, or its height when `transposed`.
    ///   - transposed: Whether the layout scrolls horizontally.
    ///   - section: The section's index, for errors.
    ///   - insetKey: The key that set the insets, for errors.
    /// - Throws: ``LayoutError/invalidSection(section:reason:)`` when the insets
    ///   along the line leave no room for items (`D <= 0`).
    init(
        _ settings: FlowLine, viewportLength: Double, transposed: Bool, section: Int,
        insetKey: String
    ) throws(LayoutError) {
        let inset = settings.sectionInset
        lineStartInset = transposed ? inset.top : inset.left
        let lineEndInset = transposed ? inset.bottom : inset.right
        sectionStartInset = transposed ? inset.left : inset.top
        sectionEndInset = transposed ? inset.right : inset.bottom
        lineLength = viewportLength - lineStartInset - lineEndInset
        guard lineLength > 0 else {
            let (start, end, dimension) = transposed ? ("top", "bottom", "height") : ("left", "right", "width")
            throw .invalidSection(
                section: section,
                reason: "'\(insetKey)' \(start) \(lineStartInset) + \(end) \(lineEndInset) is not less than the "
                    + "viewport \(dimension) \(viewportLength), so no item fits in a line; "
                    + "the two insets must add up to less than the \(dimension)")
        }
        let header = settings.headerReferenceSize
        let footer = settings.footerReferenceSize
        headerExtent = transposed ? header.width : header.height
        footerExtent = transposed ? footer.width : footer.height
        let size = settings.itemSize
        itemSize = transposed ? Size(width: size.height, height: size.width) : size
        interitemSpacing = settings.minimumInteritemSpacing
        lineSpacing = settings.minimumLineSpacing
        lineSpread =
            switch settings.lineAlignment {
            case .justified: .justify
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        lastLineAlignment = settings.lastLineAlignment
        lineItemAlignment = settings.lineItemAlignment
    }
}
