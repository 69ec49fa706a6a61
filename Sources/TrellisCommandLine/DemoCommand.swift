import Trellis


/// `trellis demo`: the main job on real data, no arguments needed.
///
/// Lays out the 5,000 bundled COCO 2017 photo sizes with every built-in
/// strategy at phone width 390, writes one SVG per strategy and one side by
/// side into a folder, and prints a table: items, content height, prepare
/// time and the index each layout chose.
enum DemoCommand: Subcommand {
    static let name = "demo"
    static let usage = "demo [--output DIR] [--strategies a,b,...]"
    static let summary = "Lay out 5,000 real photo sizes with every built-in strategy at width 390; "
        + "write SVG pictures to DIR (default ./trellis-demo) and print a comparison table."

    /// The phone width the demo lays out at.
    static let width = 390.0
    /// The height of a `flow-line` cell: photos keep their aspect ratio at this height.
    static let lineHeight = 120.0
    /// How much of each layout the side-by-side picture shows.
    static let visibleLength = 2000.0

    static func run(_ arguments: [String]) throws -> String {
        var arguments = Arguments(arguments, command: name)
        let directory = try arguments.value("--output") ?? "trellis-demo"
        let requested = try arguments.value("--strategies")
        _ = try arguments.positionals([])
        try arguments.finish()

        let registry = StrategyRegistry.builtIn
        let names = requested.map { $0.split(separator: ",").map(String.init) } ?? registry.names
        for name in names {
            _ = try registry.strategy(named: name)
        }
        let photos = SamplePhotos.coco2017Validation
        let (lineItems, shrunk) = flowLineItems(photos)

        var rows: [Row] = []
        for name in names {
            let items = name == FlowLine.name ? lineItems : photos.map(ItemSize.init)
            var configuration = Configuration(strategy: name, width: width)
            if name == JustifiedRows.name { configuration.options["targetRowHeight"] = .number(lineHeight) }
            let clock = ContinuousClock()
            let start = clock.now
            let layout: PreparedLayout
            do {
                layout = try configuration.prepare(items: items, registry: registry)
            } catch {
                throw OutputError(description: "demo: strategy '\(name)' failed: \(error)")
            }
            let elapsed = clock.now - start
            rows.append(Row(strategy: name, layout: layout, items: items.count, prepareTime: elapsed))
        }

        try makeDirectory(atPath: directory)
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [(name: String, about: String)] = []
        let panels = rows.map { row in
            LayoutPicture.Panel(title: row.strategy, subtitle: "\(row.items) photos, \(points(row.layout.contentSize.height)) pt tall",
                                layout: row.layout)
        }
        try writeAtomically(LayoutPicture(panels: panels, visibleLength: visibleLength).svg(),
                            toPath: folder + "side-by-side.svg")
        files.append(("side-by-side.svg", "the top \(Int(visibleLength)) pt of every strategy, side by side"))
        for panel in panels {
            try writeAtomically(LayoutPicture(panels: [panel]).svg(), toPath: folder + panel.title + ".svg")
            files.append(("\(panel.title).svg", "the whole layout"))
        }

        return report(rows: rows, registry: registry, shrunk: shrunk, photoCount: photos.count, folder: folder, files: files)
    }

    /// One strategy's result.
    struct Row {
        let strategy: String
        let layout: PreparedLayout
        let items: Int
        let prepareTime: Duration
    }

    /// Each photo as a `flow-line` item: scaled to ``lineHeight`` keeping its
    /// aspect ratio; a panorama wider than the viewport is scaled down to fit it.
    static func flowLineItems(_ photos: [Size]) -> (items: [ItemSize], shrunk: Int) {
        var shrunk = 0
        let items = photos.map { photo in
            let scaled = photo.width * lineHeight / photo.height
            guard scaled > width else { return ItemSize(width: scaled, height: lineHeight) }
            shrunk += 1
            return ItemSize(width: width, height: photo.height * width / photo.width)
        }
        return (items, shrunk)
    }

    private static func report(rows: [Row], registry: StrategyRegistry, shrunk: Int, photoCount: Int,
                               folder: String, files: [(name: String, about: String)]) -> String {
        var text = "Trellis demo: \(points(Double(photoCount))) real photo sizes (MS-COCO 2017 validation) at phone width \(points(width)) pt\n\n"
        let table = [["strategy", "items", "content height", "prepare", "index"]] + rows.map { row in
            [row.strategy, "\(row.items)", points(row.layout.contentSize.height, digits: 1) + " pt",
             fixed(milliseconds(row.prepareTime), digits: 2) + " ms", row.layout.indexKind.rawValue]
        }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        for line in table {
            text += padded(line[0], to: widths[0])
            for column in 1..<4 { text += "  " + rightAligned(line[column], to: widths[column]) }
            text += "  " + line[4] + "\n"
        }
        text += "\n"
        for row in rows {
            text += "  \(row.strategy): \(about(row.strategy, registry: registry, shrunk: shrunk))\n"
        }
        #if DEBUG
        text += "  (prepare times from a debug build; `swift run -c release trellis demo` shows release speed)\n"
        #endif
        text += "\nPictures in \(folder)\n"
        let nameWidth = files.map(\.name.count).max() ?? 0
        for file in files {
            text += "  " + padded(file.name, to: nameWidth) + "  " + file.about + "\n"
        }
        return text
    }

    /// What the demo gave a strategy: the flow-line cell rule, or its default options.
    private static func about(_ name: String, registry: StrategyRegistry, shrunk: Int) -> String {
        if name == FlowLine.name {
            var text = "each photo scaled to a \(points(lineHeight))-pt-tall cell keeping its aspect ratio, so most lines hold 2–3 photos"
            if shrunk > 0 { text += " (\(shrunk) panoramas wider than \(points(width)) pt scaled down to fit)" }
            return text
        }
        if name == JustifiedRows.name {
            return "natural photo sizes, rows aiming at \(points(lineHeight)) pt like flow-line's cells (Flickr's "
                + "default 320 pt leaves about one photo per row at phone width); other options Flickr's defaults"
        }
        guard let strategy = try? registry.strategy(named: name) else { return "" }
        let defaults = strategy.options.map { "\($0.name) \($0.defaultDescription)" }
        let options = defaults.isEmpty ? "no options" : "default options (" + defaults.joined(separator: ", ") + ")"
        return name == Mosaic.name ? options + "; it ignores photo sizes, only the count matters" : options + ", natural photo sizes"
    }
}
