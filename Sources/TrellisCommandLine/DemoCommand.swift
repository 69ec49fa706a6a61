import TrellisTools

/// `trellis demo`: the main job on real data, no arguments needed.
///
/// Lays out the 5,000 bundled COCO 2017 photo sizes with every built-in
/// strategy at phone width 390, writes one SVG per strategy, one side by side
/// and an `index.html` showing them with their metrics into a folder, and
/// prints a table: items, content height, prepare time and the index each layout chose.
/// Then it composes an "app screen" (a strategy per section) and draws it.
enum DemoCommand: TextSubcommand {
    static let help = CommandHelp(
        name: "demo",
        abstract: "Lay out 5,000 real photo sizes with every built-in strategy at phone width; "
            + "write pictures and an index.html, print a table.",
        usage: "[--output <dir>] [--strategies <list>]",
        options: [
            .init(["--output"], value: "<dir>", "The folder for the pictures and index.html.", default: "trellis-demo"),
            .init(
                ["--strategies"], value: "<list>", "The strategies, by name: 'masonry, mosaic'.",
                default: "every built-in strategy"),
        ],
        examples: ["trellis demo", "trellis demo --output /tmp/demo --strategies 'flow-line, masonry'"])

    /// The phone width the demo lays out at.
    static let width = 390.0
    /// The height of a `flow-line` cell: photos keep their aspect ratio at this height.
    static let lineHeight = 120.0
    /// How much of each layout the side-by-side picture shows.
    static let sideBySideLength = 2_000.0
    /// How much of each layout its own picture shows: about five phone screens.
    static let pictureLength = 4_000.0
    /// How many photos the app screen's waterfall holds.
    static let appScreenPhotoCount = 24

    static func text(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        let directory = try arguments.value("--output") ?? "trellis-demo"
        let requested = try arguments.value("--strategies")
        _ = try arguments.positionals([])
        try arguments.finish()

        let registry = StrategyRegistry.builtIn
        let names =
            try requested.map { try StrategyList.names($0, command: "demo", registry: registry) } ?? registry.names
        let photos = SamplePhotos.coco2017Validation.map(ItemSize.init)
        let (lineItems, shrunk) = SamplePhotos.lineCells(photos, height: lineHeight, maximumWidth: width)

        var rows: [Row] = []
        for name in names {
            let items = name == FlowLine.name ? lineItems : photos
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
            rows.append(
                Row(
                    strategy: name, layout: layout, metrics: LayoutMetrics(of: layout, prepareTime: elapsed),
                    about: about(name, registry: registry, shrunk: shrunk)))
        }

        try makeDirectory(atPath: directory)
        let folder = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [(name: String, about: String)] = []
        let panels = rows.map { row in
            LayoutPicture.Panel(
                title: row.strategy,
                subtitle: "\(points(Double(row.metrics.itemCount))) photos, "
                    + "\(points(row.layout.contentSize.height)) pt tall", layout: row.layout)
        }
        try writeAtomically(
            LayoutPicture(panels: panels, visibleLength: sideBySideLength).svg(),
            toPath: folder + "side-by-side.svg")
        files.append(("side-by-side.svg", "the top \(points(sideBySideLength)) pt of every strategy, side by side"))
        for panel in panels {
            try writeAtomically(
                LayoutPicture(panels: [panel], visibleLength: pictureLength).svg(),
                toPath: folder + panel.title + ".svg")
            files.append(("\(panel.title).svg", "the top \(points(pictureLength)) pt of its layout"))
        }
        let screen = try appScreenPanel(
            photos: Array(photos.prefix(featured + appScreenPhotoCount)), registry: registry)
        try writeAtomically(LayoutPicture(panels: [screen]).svg(), toPath: folder + "app-screen.svg")
        files.append(("app-screen.svg", "one screen, a strategy per section: " + screen.subtitle))
        try writeAtomically(indexPage(rows), toPath: folder + "index.html")
        files.append(("index.html", "every picture side by side with its metrics"))

        return report(rows: rows, photoCount: photos.count, folder: folder, files: files)
    }

    /// One strategy's result.
    struct Row {
        let strategy: String
        let layout: PreparedLayout
        let metrics: LayoutMetrics
        /// What the demo gave the strategy, in words.
        let about: String
    }

    private static func report(
        rows: [Row], photoCount: Int, folder: String,
        files: [(name: String, about: String)]
    ) -> String {
        var text =
            "Trellis demo: \(points(Double(photoCount))) real photo sizes (MS-COCO 2017 validation) "
            + "at phone width \(points(width)) pt\n\n"
        let table =
            [["strategy", "items", "content height", "prepare", "index"]]
            + rows.map { row in
                [
                    row.strategy, "\(row.metrics.itemCount)", points(row.layout.contentSize.height, digits: 1) + " pt",
                    fixed(milliseconds(row.metrics.prepareTime), digits: 2) + " ms", row.layout.indexKind.rawValue,
                ]
            }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        for line in table {
            text += padded(line[0], to: widths[0])
            for column in 1..<4 { text += "  " + rightAligned(line[column], to: widths[column]) }
            text += "  " + line[4] + "\n"
        }
        text += "\n"
        for row in rows {
            text += "  \(row.strategy): \(row.about)\n"
        }
        #if DEBUG
        text += "  (prepare times from a debug build; `swift run -c release trellis demo` shows release speed)\n"
        #endif
        text += "\nPictures in \(folder)\n"
        let nameWidth = files.map(\.name.count).max() ?? 0
        for file in files {
            text += "  " + padded(file.name, to: nameWidth) + "  " + file.about + "\n"
        }
        text +=
            "\nOpen \(folder)index.html in a web browser to see them all with their metrics:\n"
            + "  open \(folder)index.html        (macOS)\n"
            + "  xdg-open \(folder)index.html    (Linux)\n"
        return text
    }

    /// What the demo gave a strategy: the flow-line cell rule, or its default options.
    private static func about(_ name: String, registry: StrategyRegistry, shrunk: Int) -> String {
        if name == FlowLine.name {
            var text =
                "each photo scaled to a \(points(lineHeight))-pt-tall cell keeping its aspect ratio, "
                + "so most lines hold 2–3 photos"
            if shrunk > 0 { text += " (\(shrunk) panoramas wider than \(points(width)) pt scaled down to fit)" }
            return text + "; `trellis compare --line-height \(points(lineHeight))` does the same"
        }
        if name == JustifiedRows.name {
            return "natural photo sizes, rows aiming at \(points(lineHeight)) pt like flow-line's cells (Flickr's "
                + "default 320 pt leaves about one photo per row at phone width); other options Flickr's defaults"
        }
        guard let strategy = try? registry.strategy(named: name) else { return "" }
        let defaults = strategy.options.map { "\($0.name) \($0.defaultDescription)" }
        let options = defaults.isEmpty ? "no options" : "default options (" + defaults.joined(separator: ", ") + ")"
        return [Mosaic.name, TilePattern.name].contains(name)
            ? options + "; it ignores photo sizes, only the count matters"
            : options + ", natural photo sizes"
    }
}
