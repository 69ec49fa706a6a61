import Trellis

/// `trellis layout CONFIG ITEMS`: prints every frame as JSON (the format of
/// ``PreparedLayout/jsonText()``, documented in Docs/Configuration.md).
enum LayoutCommand: Subcommand {
    static let name = "layout"
    static let usage = "layout CONFIG ITEMS"
    static let summary = "Lay out ITEMS (JSON or CSV) with the strategy of CONFIG (JSON); print the frames as JSON."

    static func run(_ arguments: [String]) throws -> String {
        var arguments = Arguments(arguments, command: name)
        let paths = try arguments.positionals(["config", "items"])
        try arguments.finish()
        let (_, layout) = try prepareLayout(configurationPath: paths[0], itemsPath: paths[1])
        return layout.jsonText()
    }
}
