// Drawing a measured picture (LayoutPicture+Plan.swift) as SVG, in pixels:
// no scaling transform, so text keeps its size whatever the picture's scale.

extension LayoutPicture {
    /// The SVG document, at most ``maximumPixelLength`` pixels on either side.
    ///
    /// - Complexity: O(*n*) in the number of elements of all panels.
    public func svg() -> String {
        let plan = plan()
        let m = Metrics.self
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(svgNumber(plan.width))" height="\(svgNumber(plan.height))" \
            viewBox="0 0 \(svgNumber(plan.width)) \(svgNumber(plan.height))" font-family="Helvetica, Arial, sans-serif">
            <defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <rect width="6" height="6" fill="#37474f"/><line x1="0" y1="0" x2="0" y2="6" stroke="#90a4ae" stroke-width="2"/></pattern>\
            <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">\
            <path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker></defs>
            <rect width="100%" height="100%" fill="#fafafa"/>

            """
        var left = m.margin
        for (index, panel) in plan.panels.enumerated() {
            svg += caption(panel, left: left)
            svg += drawing(panel, index: index, origin: Point(x: left, y: plan.drawingTop), scale: plan.scale)
            left += panel.columnWidth + m.gap
        }
        svg += legend(plan)
        svg += "</svg>\n"
        return svg
    }

    private func caption(_ panel: PanelPlan, left: Double) -> String {
        let m = Metrics.self
        var text = ""
        var baseline = m.margin + m.titleSize
        for (line, content) in panel.caption.enumerated() {
            let title = line == 0
            text +=
                "<text x=\"\(svgNumber(left))\" y=\"\(svgNumber(baseline))\" font-size=\"\(svgNumber(title ? m.titleSize : m.textSize))\""
                + (title ? " font-weight=\"bold\" fill=\"#212121\"" : " fill=\"#424242\"")
                + ">\(escapedForMarkup(content))</text>\n"
            baseline += title ? m.titleLineHeight - 2 : m.lineHeight
        }
        return text
    }

    /// One layout's drawing with its top-left corner at `origin`.
    private func drawing(_ panel: PanelPlan, index: Int, origin: Point, scale: Double) -> String {
        // Layout coordinates to pixels: the scroll axis starts at 0, the cross axis at the leftmost element.
        func pixels(_ frame: Rect) -> Rect {
            let crossStart = panel.crossRange.lowerBound
            let x = panel.vertical ? frame.minX - crossStart : frame.minX
            let y = panel.vertical ? frame.minY : frame.minY - crossStart
            return Rect(
                x: origin.x + x * scale, y: origin.y + y * scale,
                width: frame.width * scale, height: frame.height * scale)
        }
        let shown = panel.shownLength
        let region = pixels(
            panel.vertical
                ? Rect(x: panel.crossRange.lowerBound, y: 0, width: panel.crossLength, height: shown)
                : Rect(x: 0, y: panel.crossRange.lowerBound, width: shown, height: panel.crossLength))
        let content = pixels(
            panel.vertical
                ? Rect(x: 0, y: 0, width: panel.contentCross, height: shown)
                : Rect(x: 0, y: 0, width: shown, height: panel.contentCross))
        var svg =
            "<rect \(box(region)) fill=\"#eceff1\"/>\n<rect \(box(content)) fill=\"#ffffff\" stroke=\"#9e9e9e\"/>\n"
        // Cut along the scroll axis only: across, an overflowing element shows where it really is.
        svg +=
            "<clipPath id=\"panel\(index)\"><rect \(box(region))/></clipPath>\n<g clip-path=\"url(#panel\(index))\">\n"
        for element in panel.elements where panel.isShown(element.frame) {
            svg += shape(
                for: element, frame: pixels(element.frame), overflows: panel.overflows(element.frame),
                sectionNames: panel.panel.sectionNames)
        }
        if let from = panel.panel.navigationFrom {
            svg += navigation(from: from, in: panel, pixels: pixels)
        }
        svg += "</g>\n"
        // The content's edge again, over the elements: where an overflowing element crosses it.
        svg += "<rect \(box(content)) fill=\"none\" stroke=\"#757575\" stroke-dasharray=\"2 2\"/>\n"
        if shown < panel.fullLength {
            let (start, end) =
                panel.vertical
                ? (Point(x: region.minX, y: region.maxY), Point(x: region.maxX, y: region.maxY))
                : (Point(x: region.maxX, y: region.minY), Point(x: region.maxX, y: region.maxY))
            svg +=
                "<line x1=\"\(svgNumber(start.x))\" y1=\"\(svgNumber(start.y))\" x2=\"\(svgNumber(end.x))\" "
                + "y2=\"\(svgNumber(end.y))\" stroke=\"#37474f\" stroke-width=\"2\" stroke-dasharray=\"6 4\"/>\n"
        }
        return svg
    }

    /// One element, its frame already in pixels.
    private func shape(for element: LayoutAttributes, frame: Rect, overflows: Bool, sectionNames: [String]) -> String {
        if element.kind == .background {
            return "<rect \(box(frame)) rx=\"6\" fill=\"#e8eaf6\" stroke=\"#9fa8da\" stroke-width=\"1\"/>\n"
        }
        let m = Metrics.self
        let outline =
            overflows
            ? " stroke=\"#d32f2f\" stroke-width=\"2\" stroke-dasharray=\"5 3\""
            : " stroke=\"#546e7a\" stroke-width=\"\(frame.width < 4 || frame.height < 4 ? "0.25" : "0.75")\""
        let label: String
        let fill: String
        switch element.kind {
        case .item:
            let hue = Double(element.path.item % Self.hueCycle) * 360 / Double(Self.hueCycle)
            fill = "hsl(\(svgNumber(hue)), 65%, 75%)"
            label = String(element.path.item)
        case .header, .footer, .background:
            fill = "url(#hatch)"
            let section = element.path.section
            let named =
                element.kind == .header && sectionNames.indices.contains(section) && !sectionNames[section].isEmpty
            label = named ? escapedForMarkup(sectionNames[section]) : "\(element.kind.rawValue) \(section)"
        }
        var svg = "<rect \(box(frame)) fill=\"\(fill)\"\(outline)/>"
        // A label only where it fits: 14 px text never shrinks with the picture's scale.
        let labelWidth = Double(label.count) * m.textSize * m.characterWidth + 6
        if frame.width >= labelWidth, frame.height >= m.textSize + 4 {
            let item = element.kind == .item
            svg +=
                "<text x=\"\(svgNumber(item ? frame.midX : frame.minX + 4))\" y=\"\(svgNumber(frame.midY + m.textSize * 0.35))\" "
                + "font-size=\"\(svgNumber(m.textSize))\""
                + (item ? " text-anchor=\"middle\" fill=\"#263238\"" : " font-weight=\"bold\" fill=\"#ffffff\"")
                + ">\(label)</text>"
        }
        return svg + "\n"
    }

    /// The reading-order badges of the shown items and the arrows from
    /// `from` to its neighbours, over the elements.
    private func navigation(from: ElementPath, in panel: PanelPlan, pixels: (Rect) -> Rect) -> String {
        let layout = panel.panel.layout
        let m = Metrics.self
        let shown =
            panel.vertical
            ? Rect(x: panel.crossRange.lowerBound, y: 0, width: panel.crossLength, height: panel.shownLength)
            : Rect(x: 0, y: panel.crossRange.lowerBound, width: panel.shownLength, height: panel.crossLength)
        var svg = ""
        for (rank, path) in layout.readingOrder(in: shown).enumerated() {
            guard let frame = layout.attributesForItem(at: path)?.frame else { continue }
            let box = pixels(frame)
            let text = "\(rank + 1)"
            let width = Double(text.count) * m.textSize * m.characterWidth + 8
            guard box.width >= width + 2, box.height >= m.textSize + 8 else { continue }
            svg +=
                "<rect x=\"\(svgNumber(box.minX + 2))\" y=\"\(svgNumber(box.minY + 2))\" width=\"\(svgNumber(width))\" "
                + "height=\"\(svgNumber(m.textSize + 4))\" rx=\"4\" fill=\"#263238\"/>"
                + "<text x=\"\(svgNumber(box.minX + 6))\" y=\"\(svgNumber(box.minY + m.textSize + 1))\" "
                + "font-size=\"\(svgNumber(m.textSize))\" fill=\"#ffffff\">\(text)</text>\n"
        }
        guard let source = layout.attributesForItem(at: from)?.frame else { return svg }
        let start = pixels(source)
        svg += "<rect \(box(start)) fill=\"none\" stroke=\"#000000\" stroke-width=\"3\"/>\n"
        let arrows: [(NeighborDirection, String)] = [
            (.up, "#1565c0"), (.down, "#2e7d32"), (.left, "#ef6c00"), (.right, "#6a1b9a"),
        ]
        for (direction, colour) in arrows {
            guard let target = layout.neighbor(of: from, toward: direction),
                let frame = layout.attributesForItem(at: target)?.frame
            else { continue }
            let end = pixels(frame)
            svg +=
                "<line x1=\"\(svgNumber(start.midX))\" y1=\"\(svgNumber(start.midY))\" x2=\"\(svgNumber(end.midX))\" "
                + "y2=\"\(svgNumber(end.midY))\" stroke=\"\(colour)\" stroke-width=\"3\" marker-end=\"url(#arrow)\"/>"
                + "<text x=\"\(svgNumber((start.midX + end.midX) / 2 + 4))\" y=\"\(svgNumber((start.midY + end.midY) / 2 - 4))\" "
                + "font-size=\"\(svgNumber(m.textSize))\" font-weight=\"bold\" fill=\"\(colour)\">\(direction)</text>\n"
        }
        return svg
    }

    private func legend(_ plan: Plan) -> String {
        let m = Metrics.self
        let drawingHeight = plan.panels.map { ($0.vertical ? $0.shownLength : $0.crossLength) * plan.scale }.max() ?? 0
        var top = plan.drawingTop + drawingHeight + m.gap
        var svg =
            "<text x=\"\(svgNumber(m.margin))\" y=\"\(svgNumber(top + m.textSize))\" font-size=\"\(svgNumber(m.textSize))\" "
            + "font-weight=\"bold\" fill=\"#212121\">Legend</text>\n"
        top += m.titleLineHeight
        for (entry, lines) in zip(plan.legend, plan.legendLines) {
            svg += entry.swatch(x: m.margin, y: top + 2)
            for (number, line) in lines.enumerated() {
                svg +=
                    "<text x=\"\(svgNumber(m.margin + 40))\" y=\"\(svgNumber(top + m.textSize + Double(number) * m.lineHeight))\" "
                    + "font-size=\"\(svgNumber(m.textSize))\" fill=\"#424242\">\(escapedForMarkup(line))</text>\n"
            }
            top += Double(Swift.max(1, lines.count)) * m.lineHeight + 6
        }
        return svg
    }

    private func box(_ frame: Rect) -> String {
        "x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\" width=\"\(svgNumber(frame.width))\" "
            + "height=\"\(svgNumber(frame.height))\""
    }
}
