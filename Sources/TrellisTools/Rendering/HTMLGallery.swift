/// A self-contained, responsive HTML page that shows layouts as a gallery:
/// one layout per breakpoint, each item absolutely positioned where the layout
/// puts it.
///
/// * **Responsive.** Each layout is drawn in a box of its viewport width (or
///   the window's, when narrower) whose height keeps the content's aspect
///   ratio; positions and sizes are percentages of it, so a layout shrinks to
///   any window without sideways scrolling. The page shows the layout of the
///   widest breakpoint that fits the window, the narrowest below all of them.
/// * **Pictures.** An item with a `url`, `image` or `src` column (the first of
///   them, names in any case) shows that image, cropped to its frame and
///   loaded lazily (`loading="lazy"`, with `width` and `height` attributes);
///   others are coloured boxes with their number (index in the input, from
///   0, as in every other output).
/// * **Never a hole.** Every tile has its size and a background colour before
///   its image loads, so a slow, missing or blocked image leaves a tinted
///   tile in its place, never a gap.
/// * **Captions.** An item's `caption` or `title` column is shown over the
///   bottom of its tile, in a `<figcaption>`.
/// * **Accessible.** Alternative text comes from an `alt`, `caption` or
///   `title` column, else "Item N". Figures are in the document in the
///   layout's reading order (`PreparedLayout.readingOrder(in:)`: rows top to
///   bottom, each from its leading edge), so a screen reader and the Tab key
///   follow what the eye sees; hidden breakpoints are out of the
///   accessibility tree.
/// * **Safe.** Every text and URL is escaped for HTML (`&`, `<`, `>`, `"`;
///   attribute values are in double quotes); a URL is used only when it is `http:`, `https:`, relative, or
///   `data:image/`, never `javascript:`.
public struct HTMLGallery: Sendable {
    /// One breakpoint: the layout and its items in reading order.
    struct Breakpoint: Sendable {
        var layout: PositionedLayout
        var readingOrder: [Int]
    }

    /// The page title.
    public var title: String
    /// The ids and extra values of the items.
    public var records: ItemRecords
    var breakpoints: [Breakpoint]

    /// A gallery of `layouts`, one per breakpoint.
    ///
    /// - Parameters:
    ///   - layouts: Each layout with the viewport width it was computed for.
    ///   - records: The items' ids and extra values (URL and caption columns).
    ///   - title: The page title.
    /// - Complexity: O(*n* log *n*) per layout, where *n* is the number of items.
    public init(layouts: [(layout: PreparedLayout, width: Double)], records: ItemRecords, title: String) {
        self.title = title
        self.records = records
        breakpoints = layouts.sorted { $0.width < $1.width }.map { layout, width in
            let positions = PositionedLayout(layout, viewportWidth: width)
            var firstIndex: [Int] = []
            var count = 0
            for section in 0..<layout.numberOfSections {
                firstIndex.append(count)
                count += layout.numberOfItems(inSection: section)
            }
            let everything = Rect(
                x: -1, y: -1, width: layout.contentSize.width + 2, height: layout.contentSize.height + 2)
            var order = layout.readingOrder(in: everything).map { firstIndex[$0.section] + $0.item }
            // Zero-area items overlap no rect; they go last, in input order.
            let listed = Set(order)
            order += positions.items.map(\.index).filter { !listed.contains($0) }
            return Breakpoint(layout: positions, readingOrder: order)
        }
    }

    /// The page: HTML with its style inline, no scripts, no external files but the images.
    ///
    /// - Complexity: O(*n* · *b*), where *n* is the number of items and *b* the number of breakpoints.
    public func html() -> String {
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapedForMarkup(title))</title>
            <style>
            body { margin: 0; font-family: system-ui, sans-serif; background: #f4f4f2; color: #222; }
            h1 { font-size: 1.1rem; margin: 12px; overflow-wrap: anywhere; }
            .layout { position: relative; width: 100%; margin: 0 auto 24px; display: none; }
            .layout figure { position: absolute; margin: 0; overflow: hidden; box-sizing: border-box; background: #d8d5ce; }
            .layout img { display: block; width: 100%; height: 100%; object-fit: cover; color: #5c5a55; font-size: 12px; }
            .layout .box { display: flex; align-items: center; justify-content: center; font-weight: 600;
              color: #fff; text-shadow: 0 1px 2px #0008; }
            .layout figcaption { position: absolute; left: 0; right: 0; bottom: 0; padding: 12px 6px 4px;
              font-size: 12px; line-height: 1.3; color: #fff; text-shadow: 0 1px 2px #000a; font-weight: normal;
              background: linear-gradient(#0000, #0008); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

            """
        page += mediaRules() + "</style>\n</head>\n<body>\n<h1>\(escapedForMarkup(title))</h1>\n"
        let text = TextColumns(
            alternatives: columns(named: ["alt", "caption", "title"]), captions: columns(named: ["caption", "title"]),
            urls: columns(named: ["url", "image", "src"]))
        for (index, breakpoint) in breakpoints.enumerated() {
            page += section(breakpoint, number: index, columns: text)
        }
        return page + "</body>\n</html>\n"
    }

    /// Which layout shows at which window width.
    private func mediaRules() -> String {
        let widths = breakpoints.map { $0.layout.viewportWidth }
        var rules = ""
        for (index, width) in widths.enumerated() {
            var conditions: [String] = []
            if index > 0 { conditions.append("(min-width: \(JSONValue.format(width))px)") }
            if index + 1 < widths.count {
                conditions.append("(max-width: \(JSONValue.format(widths[index + 1] - 0.02))px)")
            }
            let rule = "#layout-\(index) { display: block; }"
            rules +=
                conditions.isEmpty ? rule + "\n" : "@media " + conditions.joined(separator: " and ") + " { \(rule) }\n"
        }
        return rules
    }

    /// The columns an item's alternative text, caption and image come from, each in order of preference.
    private struct TextColumns {
        var alternatives: [String]
        var captions: [String]
        var urls: [String]
    }

    /// One breakpoint's layout: a box of its aspect ratio with a figure per
    /// item: its image, or a numbered box, and its caption.
    private func section(_ breakpoint: Breakpoint, number: Int, columns: TextColumns) -> String {
        let layout = breakpoint.layout
        let width = max(layout.contentSize.width, 1)
        let height = max(layout.contentSize.height, 1)
        func percent(_ value: Double, of whole: Double) -> String { JSONValue.format(value / whole * 100) + "%" }
        var text =
            "<main class=\"layout\" id=\"layout-\(number)\" style=\"max-width: \(JSONValue.format(width))px; "
            + "aspect-ratio: \(JSONValue.format(width)) / \(JSONValue.format(height))\" "
            + "aria-label=\"Layout for windows \(JSONValue.format(layout.viewportWidth)) px wide\">\n"
        for index in breakpoint.readingOrder {
            let frame = layout.items[index].frame
            let hue = (index * 47) % 360
            let style =
                "left: \(percent(frame.minX, of: width)); top: \(percent(frame.minY, of: height)); "
                + "width: \(percent(frame.width, of: width)); height: \(percent(frame.height, of: height))"
            let caption = value(of: columns.captions, item: index).map {
                "<figcaption>\(escapedForMarkup($0))</figcaption>"
            }
            let alt = escapedForMarkup(value(of: columns.alternatives, item: index) ?? "Item \(index)")
            if let url = value(of: columns.urls, item: index), Self.isSafe(url: url) {
                // The frame's size in pixels: the browser reserves it (and its aspect ratio) before the image loads.
                let pixels =
                    "width=\"\(max(1, Int(frame.width.rounded())))\" height=\"\(max(1, Int(frame.height.rounded())))\""
                text +=
                    "<figure style=\"\(style); background: hsl(\(hue) 25% 82%)\"><img src=\"\(escapedForMarkup(url))\" "
                    + "alt=\"\(alt)\" \(pixels) loading=\"lazy\" decoding=\"async\">\(caption ?? "")</figure>\n"
            } else {
                let label = caption == nil ? " role=\"img\" aria-label=\"\(alt)\"" : ""
                text +=
                    "<figure class=\"box\"\(label) style=\"\(style); background: hsl(\(hue) 55% 55%)\">"
                    + "<span aria-hidden=\"true\">\(index)</span>\(caption ?? "")</figure>\n"
            }
        }
        return text + "</main>\n"
    }

    /// The extra columns named one of `names` (in any case), in the order of `names`.
    private func columns(named names: [String]) -> [String] {
        names.flatMap { name in records.columns.filter { $0.lowercased() == name } }
    }

    /// The text of the first of `columns` that item `index` has and is not empty.
    private func value(of columns: [String], item index: Int) -> String? {
        for column in columns {
            if let value = records.value(ofItemAt: index, column: column).map(ItemRecords.text(of:)), !value.isEmpty {
                return value
            }
        }
        return nil
    }

    /// Whether a URL may be an image source: http, https, relative, or a data image.
    static func isSafe(url: String) -> Bool {
        let lowercased = String(url.lowercased().filter { !$0.isWhitespace })
        guard let colon = lowercased.firstIndex(of: ":") else { return true }
        let scheme = lowercased[..<colon]
        if scheme.contains("/") || scheme.contains("?") || scheme.contains("#") { return true }
        return scheme == "http" || scheme == "https" || lowercased.hasPrefix("data:image/")
    }
}
