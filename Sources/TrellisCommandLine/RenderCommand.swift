import TrellisTools

/// `trellis render CONFIG ITEMS -o FILE.svg`: draws the layout as an SVG picture.
enum RenderCommand: Subcommand {
    static let help = CommandHelp(
        name: "render",
        abstract: "Lay out ITEMS with the strategy of CONFIG and draw the layout into an SVG picture; print its path.",
        discussion: """
              The picture shows the top of a long layout (see --length and --scale) and says which part; items
              are numbered where they are large enough, and a legend explains the colours.
            """,
        usage: "<config> <items> -o <file.svg> [--length <points>] [--scale <pixels-per-point>]",
        arguments: [
            .init(name: "<config>", text: "The configuration (JSON), or - for standard input."),
            .init(name: "<items>", text: "The items (JSON or CSV), or - for standard input."),
        ],
        options: [.init(["-o", "--output"], value: "<file.svg>", "Where to write the picture (required).")]
            + PictureOptions.help,
        examples: [
            "trellis render Docs/Examples/shortest-column.json Docs/Examples/coco2017_val.csv -o layout.svg",
            "trellis render config.json items.csv -o whole.svg --scale 0.05",
        ])

    static func run(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        let outputs = try arguments.values("-o", "--output")
        guard outputs.count == 1, let output = outputs.first else {
            throw UsageError(outputs.isEmpty ? "render: missing -o FILE.svg" : "render: -o is given more than once")
        }
        try checkPicturePath(output, option: "-o", command: "render")
        let pictureOptions = try PictureOptions(&arguments)
        let paths = try arguments.positionals(["config", "items"])
        try arguments.finish()
        try checkStandardInput(paths, command: "render")
        let (configuration, layout) = try prepareLayout(configurationPath: paths[0], itemsPath: paths[1])
        let items = (0..<layout.numberOfSections).reduce(0) { $0 + layout.numberOfItems(inSection: $1) }
        let size = layout.contentSize
        let subtitle =
            "\(points(Double(items))) items, content \(points(size.width)) × \(points(size.height)) pt, "
            + "index \(layout.indexKind.rawValue)"
        let panel = LayoutPicture.Panel(title: configuration.strategy, subtitle: subtitle, layout: layout)
        let picture = pictureOptions.picture([panel], viewport: (configuration.width, configuration.height))
        try writeAtomically(picture.svg(), toPath: output)
        return output + "\n"
    }
}
