/// An SVG picture of one or more prepared layouts side by side, at one scale.
///
/// Used by `trellis render`, `trellis demo` and `trellis compare --picture`.
/// Items are filled with a hue that follows reading order (so an item far
/// from its neighbours in order stands out), headers and footers are dark,
/// hatched bands labelled with their kind, section backgrounds are pale
/// rounded rects behind the items, and each panel has a title.
///
/// ```swift
/// let picture = LayoutPicture(panels: [.init(title: "mosaic", layout: layout)])
/// try picture.svg().write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct LayoutPicture: Sendable {
    /// One layout with its caption.
    public struct Panel: Sendable {
        /// The bold first line of the caption, e.g. the strategy name.
        public var title: String
        /// The second line of the caption, e.g. "5000 items, 412 345 pt tall".
        public var subtitle: String
        /// The layout to draw.
        public var layout: PreparedLayout

        /// Creates a panel.
        public init(title: String, subtitle: String = "", layout: PreparedLayout) {
            self.title = title
            self.subtitle = subtitle
            self.layout = layout
        }
    }

    /// The panels, drawn left to right.
    public var panels: [Panel]
    /// Pixels per layout point.
    public var scale: Double
    /// Draw only the top (or, scrolling horizontally, the left) of each layout,
    /// up to this many points; `nil` draws everything.
    public var visibleLength: Double?

    /// Creates a picture.
    public init(panels: [Panel], scale: Double = 1, visibleLength: Double? = nil) {
        self.panels = panels
        self.scale = scale
        self.visibleLength = visibleLength
    }

    private static let gap = 32.0
    private static let captionHeight = 44.0

    /// The SVG document.
    ///
    /// - Complexity: O(*n*) in the number of elements drawn.
    public func svg() -> String {
        let clips = panels.map { clip(for: $0.layout) }
        let widths = clips.map { $0.width * scale }
        let heights = clips.map { $0.height * scale }
        let totalWidth = widths.reduce(Self.gap) { $0 + $1 + Self.gap }
        let totalHeight = (heights.max() ?? 0) + Self.captionHeight + Self.gap
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(format(totalWidth))" height="\(format(totalHeight))" \
        viewBox="0 0 \(format(totalWidth)) \(format(totalHeight))" font-family="-apple-system, Helvetica, Arial, sans-serif">
        <defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
        <rect width="6" height="6" fill="#37474f"/><line x1="0" y1="0" x2="0" y2="6" stroke="#90a4ae" stroke-width="2"/></pattern></defs>
        <rect width="100%" height="100%" fill="#fafafa"/>

        """
        var left = Self.gap
        for (index, panel) in panels.enumerated() {
            let clip = clips[index]
            svg += "<g transform=\"translate(\(format(left)), \(format(Self.captionHeight)))\">\n"
            svg += "<text x=\"0\" y=\"-24\" font-size=\"15\" font-weight=\"bold\" fill=\"#212121\">\(escape(panel.title))</text>\n"
            svg += "<text x=\"0\" y=\"-8\" font-size=\"11\" fill=\"#616161\">\(escape(panel.subtitle))</text>\n"
            svg += "<rect x=\"0\" y=\"0\" width=\"\(format(clip.width * scale))\" height=\"\(format(clip.height * scale))\" fill=\"#ffffff\" stroke=\"#bdbdbd\"/>\n"
            // Clip to the panel: elements crossing the visible length would otherwise spill below it.
            svg += "<clipPath id=\"panel\(index)\"><rect x=\"0\" y=\"0\" width=\"\(format(clip.width * scale))\" "
                + "height=\"\(format(clip.height * scale))\"/></clipPath>\n"
            svg += "<g clip-path=\"url(#panel\(index))\">\n<g transform=\"scale(\(format(scale)))\">\n"
            let visible = Rect(x: -1, y: -1, width: clip.width + 2, height: clip.height + 2)
            for element in panel.layout.elements(in: visible) {
                svg += shape(for: element)
            }
            svg += "</g>\n</g>\n</g>\n"
            left += widths[index] + Self.gap
        }
        svg += "</svg>\n"
        return svg
    }

    private func clip(for layout: PreparedLayout) -> Size {
        var size = layout.contentSize
        if let visibleLength {
            if layout.scrollAxis == .vertical { size.height = Swift.min(size.height, visibleLength) }
            else { size.width = Swift.min(size.width, visibleLength) }
        }
        return size
    }

    private func shape(for element: LayoutAttributes) -> String {
        let frame = element.frame
        let box = "x=\"\(format(frame.minX))\" y=\"\(format(frame.minY))\" width=\"\(format(frame.width))\" height=\"\(format(frame.height))\""
        switch element.kind {
        case .item:
            let hue = (Double(element.path.item) * 137.508).truncatingRemainder(dividingBy: 360)
            return "<rect \(box) fill=\"hsl(\(format(hue)), 60%, 72%)\" stroke=\"#455a64\" stroke-width=\"0.5\"/>\n"
        case .background:
            return "<rect \(box) rx=\"6\" fill=\"#e8eaf6\" stroke=\"#9fa8da\" stroke-width=\"1\"/>\n"
        case .header, .footer:
            let label = "\(element.kind.rawValue) \(element.path.section)"
            let fontSize = Swift.max(8, Swift.min(14, frame.height * 0.6, frame.width / 8))
            return "<rect \(box) fill=\"url(#hatch)\" stroke=\"#263238\"/>"
                + "<text x=\"\(format(frame.minX + 4))\" y=\"\(format(frame.midY + fontSize / 3))\" font-size=\"\(format(fontSize))\" "
                + "fill=\"#ffffff\" font-weight=\"bold\">\(label)</text>\n"
        }
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
