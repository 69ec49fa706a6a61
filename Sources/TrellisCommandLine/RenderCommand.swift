import TrellisTools

/// `trellis render CONFIG ITEMS -o FILE.svg`: draws the layout as an SVG picture;
/// with `--html`, writes a responsive HTML gallery instead.
enum RenderCommand: TextSubcommand {
    static let help = CommandHelp(
        name: "render",
        abstract: "Lay out ITEMS with the strategy of CONFIG and draw the layout into an SVG picture; print its path.",
        discussion: """
              The picture shows the top of a long layout (see --length and --scale) and says which part; items
              are numbered where they are large enough, and a legend explains the colours. With --html, -o names
              an .html page instead: a self-contained gallery with one layout per width of --width (the
              configuration's by default), the one that fits the window shown; images from a url, image or src
              column, loaded lazily on a tile tinted and sized before they load; captions from a caption or title
              column under each tile; alternative text from an alt, caption or title column; items without an
              image numbered from 0; figures in reading order.
            """,
        usage:
            "<config> <items> -o <file.svg> [--navigation <item>] [--length <points>] [--scale <pixels-per-point>]\n"
            + "       trellis render <config> <items> --html -o <file.html> [--width <w>[,<w>...]]",
        arguments: [
            .init(name: "<config>", text: "The configuration (JSON), or - for standard input."),
            .init(name: "<items>", text: "The items (JSON or CSV), or - for standard input."),
        ],
        options: [
            .init(["-o", "--output"], value: "<file.svg>", "Where to write the picture (required)."),
            .init(
                ["--navigation"], value: "<item>",
                "Draw the arrows from item N (or SECTION.N) to its neighbours and each item's reading-order number."),
            .init(["--html"], "Write a responsive HTML gallery (-o FILE.html) instead of an SVG picture."),
            .init(["--width"], value: "<widths>", "With --html: the breakpoints, e.g. 390,768,1280."),
        ] + PictureOptions.help,
        examples: [
            "trellis render Docs/Examples/shortest-column.json Docs/Examples/coco2017_val.csv -o layout.svg",
            "trellis render config.json items.csv -o whole.svg --scale 0.05",
            "trellis render Docs/Examples/shortest-column.json Docs/Examples/coco2017_val.csv -o nav.svg --navigation 14",
            "trellis render Docs/Examples/shortest-column.json Docs/Examples/coco2017_val.csv --html -o gallery.html "
                + "--width 390,768,1280",
        ])

    static func text(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        let outputs = try arguments.values("-o", "--output")
        guard outputs.count == 1, let output = outputs.first else {
            throw UsageError(outputs.isEmpty ? "render: missing -o FILE.svg" : "render: -o is given more than once")
        }
        if arguments.flag("--html") { return try renderHTML(&arguments, output: output) }
        if try arguments.value("--width") != nil { throw UsageError("render: --width needs --html") }
        try checkPicturePath(output, option: "-o", command: "render")
        let navigation = try arguments.value("--navigation").map(Self.itemPath)
        let pictureOptions = try PictureOptions(&arguments)
        let paths = try arguments.positionals(["config", "items"])
        try arguments.finish()
        try checkStandardInput(paths, command: "render")
        // A picture draws sizes only: a JSON item's url or caption is read and dropped.
        let (configuration, layout) = try prepareLayout(
            configurationPath: paths[0], itemsPath: paths[1], ignoringExtraFields: true)
        let items = (0..<layout.numberOfSections).reduce(0) { $0 + layout.numberOfItems(inSection: $1) }
        let size = layout.contentSize
        let subtitle =
            "\(points(Double(items))) items, content \(points(size.width)) × \(points(size.height)) pt, "
            + "index \(layout.indexKind.rawValue)"
        var panel = LayoutPicture.Panel(title: configuration.strategy, subtitle: subtitle, layout: layout)
        if let navigation {
            guard layout.attributesForItem(at: navigation) != nil else {
                throw UsageError(
                    "render: --navigation: there is no item \(navigation.section).\(navigation.item); "
                        + "the layout has \(layout.numberOfSections) sections")
            }
            panel.navigationFrom = navigation
        }
        let picture = pictureOptions.picture([panel], viewport: (configuration.width, configuration.height))
        try writeAtomically(picture.svg(), toPath: output)
        return output + "\n"
    }

    /// `trellis render --html`: lays the items out at every breakpoint and writes the gallery.
    private static func renderHTML(_ arguments: inout Arguments, output: String) throws -> String {
        guard output.lowercased().hasSuffix(".html") else {
            throw UsageError("render: with --html, -o must name an .html file, got '\(output)'")
        }
        let widths = try arguments.value("--width").map { try viewportWidths($0, command: "render") }
        let paths = try arguments.positionals(["config", "items"])
        try arguments.finish()
        try checkStandardInput(paths, command: "render")
        let configuration = try readConfiguration(paths[0])
        let (table, itemsFile) = try readItemTable(paths[1])
        let layouts = try viewports(of: configuration, widths: widths).map { configuration in
            let layout = try prepare(
                table.sections, with: configuration, configurationPath: paths[0], itemsFile: itemsFile)
            return (layout: layout, width: configuration.width)
        }
        let title = "\(configuration.strategy): \(sourceName(paths[1]))"
        try writeAtomically(HTMLGallery(layouts: layouts, records: table.records, title: title).html(), toPath: output)
        return output + "\n"
    }

    /// An item given as `N` (section 0) or `SECTION.N`.
    static func itemPath(_ text: String) throws -> ElementPath {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        switch parts.count {
        case 1: if let item = parts[0], item >= 0 { return ElementPath(section: 0, item: item) }
        case 2:
            if let section = parts[0], let item = parts[1], section >= 0, item >= 0 {
                return ElementPath(section: section, item: item)
            }
        default: break
        }
        throw UsageError("render: --navigation takes an item number N or SECTION.N, got '\(text)'")
    }
}
