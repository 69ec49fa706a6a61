import Trellis

/// `trellis render CONFIG ITEMS -o FILE.svg`: draws the layout as an SVG picture.
enum RenderCommand: Subcommand {
    static let name = "render"
    static let usage = "render CONFIG ITEMS -o FILE.svg"
    static let summary = "Lay out ITEMS with the strategy of CONFIG and draw the layout into FILE.svg; print its path."

    static func run(_ arguments: [String]) throws -> String {
        var arguments = Arguments(arguments, command: name)
        let outputs = try arguments.values("-o") + arguments.values("--output")
        guard outputs.count == 1, let output = outputs.first else {
            throw UsageError(outputs.isEmpty ? "render: missing -o FILE.svg" : "render: -o is given more than once")
        }
        let paths = try arguments.positionals(["config", "items"])
        try arguments.finish()
        let (configuration, layout) = try prepareLayout(configurationPath: paths[0], itemsPath: paths[1])
        let items = (0..<layout.numberOfSections).reduce(0) { $0 + layout.numberOfItems(inSection: $1) }
        let size = layout.contentSize
        let subtitle = "\(items) items, content \(points(size.width)) × \(points(size.height)) pt, index \(layout.indexKind.rawValue)"
        let picture = LayoutPicture(panels: [.init(title: configuration.strategy, subtitle: subtitle, layout: layout)])
        try writeAtomically(picture.svg(), toPath: output)
        return output + "\n"
    }
}
