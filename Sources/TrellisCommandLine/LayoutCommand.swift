import TrellisTools

/// `trellis layout CONFIG ITEMS`: prints every frame as JSON.
enum LayoutCommand: Subcommand {
    static let help = CommandHelp(
        name: "layout",
        abstract: "Lay out ITEMS (JSON or CSV) with the strategy of CONFIG (JSON); print the frames as JSON.",
        discussion: """
              The output is {"contentSize": [w, h], "items": [[x, y, w, h], ...], "supplementary": [...]}, one
              frame per item in section order.
            """,
        usage: "<config> <items>",
        arguments: [
            .init(name: "<config>", text: "The configuration (JSON), or - for standard input."),
            .init(name: "<items>", text: "The items (JSON or CSV), or - for standard input."),
        ],
        examples: [
            "trellis layout Docs/Examples/shortest-column.json Docs/Examples/photos.json",
            "printf 'width,height\\n640,480\\n' | trellis layout config.json -",
        ])

    static func run(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        let paths = try arguments.positionals(["config", "items"])
        try arguments.finish()
        try checkStandardInput(paths, command: "layout")
        let (_, layout) = try prepareLayout(configurationPath: paths[0], itemsPath: paths[1])
        return layout.jsonText()
    }
}
