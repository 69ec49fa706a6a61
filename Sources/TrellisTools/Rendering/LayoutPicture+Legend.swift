// The legend: one entry per kind of mark a picture uses, each with its swatch.

extension LayoutPicture {
    /// One kind of mark the picture draws, explained under the panels.
    ///
    /// To draw a new kind of element, add a case here, list it in
    /// ``legendEntries(for:)`` when a panel has such an element, draw its
    /// swatch in ``swatch(x:y:)`` and the element itself in `LayoutPicture+SVG.swift`.
    enum LegendEntry: CaseIterable {
        case item
        case supplementary
        case background
        case content
        case overflow
        case cut

        /// The explanation beside the swatch.
        var text: String {
            switch self {
            case .item:
                "Item: the colour follows its index in its section (once round the colour wheel every "
                    + "\(LayoutPicture.hueCycle) items); the number is that index, where the item is large enough."
            case .supplementary:
                "Header or footer, labelled with its section."
            case .background:
                "Section background (sectionBackground): behind its section's items."
            case .content:
                "Content area (the layout's content size); grey beyond it."
            case .overflow:
                "Red dashed outline: an element that crosses the content's edge, drawn where it really is."
            case .cut:
                "Dashed line: the picture stops here; the layout goes on."
            }
        }

        /// The swatch, 28 × 16 px with its top-left corner at (`x`, `y`).
        func swatch(x: Double, y: Double) -> String {
            let box = "x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" width=\"28\" height=\"16\""
            switch self {
            case .item:
                return (0..<4).map { step in
                    let hue = Double(step) * 360 / 4
                    return
                        "<rect x=\"\(svgNumber(x + Double(step) * 7))\" y=\"\(svgNumber(y))\" width=\"7\" height=\"16\" "
                        + "fill=\"hsl(\(svgNumber(hue)), 65%, 75%)\"/>"
                }.joined() + "<rect \(box) fill=\"none\" stroke=\"#546e7a\"/>\n"
            case .supplementary:
                return "<rect \(box) fill=\"url(#hatch)\" stroke=\"#263238\"/>\n"
            case .background:
                return "<rect \(box) rx=\"6\" fill=\"#e8eaf6\" stroke=\"#9fa8da\"/>\n"
            case .content:
                return "<rect \(box) fill=\"#ffffff\" stroke=\"#9e9e9e\"/>\n"
            case .overflow:
                return "<rect \(box) fill=\"hsl(200, 65%, 75%)\" stroke=\"#d32f2f\" stroke-width=\"2\" "
                    + "stroke-dasharray=\"5 3\"/>\n"
            case .cut:
                return "<line x1=\"\(svgNumber(x))\" y1=\"\(svgNumber(y + 8))\" x2=\"\(svgNumber(x + 28))\" "
                    + "y2=\"\(svgNumber(y + 8))\" stroke=\"#37474f\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>\n"
            }
        }
    }

    /// The entries the panels need, in a fixed order.
    ///
    /// - Complexity: O(*n*) in the number of elements of all panels.
    func legendEntries(for plans: [PanelPlan]) -> [LegendEntry] {
        var entries: [LegendEntry] = [.item]
        if plans.contains(where: { $0.elements.contains { $0.kind == .header || $0.kind == .footer } }) {
            entries.append(.supplementary)
        }
        if plans.contains(where: { $0.elements.contains { $0.kind == .background } }) { entries.append(.background) }
        entries.append(.content)
        if plans.contains(where: { plan in plan.elements.contains { plan.overflows($0.frame) } }) {
            entries.append(.overflow)
        }
        if plans.contains(where: { $0.shownLength < $0.fullLength }) { entries.append(.cut) }
        return entries
    }
}

/// A coordinate for SVG: at most two decimals, no trailing zeros.
func svgNumber(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
}
