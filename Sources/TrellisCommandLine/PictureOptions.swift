import TrellisTools

/// `--length` and `--scale`: how much of the layouts a picture shows, at what
/// size; shared by `render` and `compare --picture`.
struct PictureOptions {
    /// How many screens a picture shows without `--length` or `--scale`.
    static let defaultScreens = 3.0

    /// The help lines of the two options.
    static let help: [CommandHelp.Option] = [
        .init(
            ["--length"], value: "<points>",
            "Draw each layout from its start to this length along the scroll axis.",
            default: "the first \(Int(defaultScreens)) screens; with --scale, the whole layout"),
        .init(
            ["--scale"], value: "<pixels-per-point>", "Draw at this scale, e.g. 0.1 to see a long layout whole.",
            default: "1"),
    ]

    /// `--length`, when given.
    var length: Double?
    /// `--scale`, when given.
    var scale: Double?

    /// Reads `--length` and `--scale`.
    init(_ arguments: inout Arguments) throws {
        length = try arguments.positiveNumber("--length")
        scale = try arguments.positiveNumber("--scale")
    }

    /// The picture of `panels`. Without `--length`, it shows the first few
    /// screens, a screen being the viewport's extent along the scroll axis
    /// (for a vertical layout with no viewport height, twice its width, a phone's shape);
    /// with `--scale` alone, the whole layout. Never more than the picture's pixel limit.
    func picture(_ panels: [LayoutPicture.Panel], viewport: (width: Double, height: Double?)) -> LayoutPicture {
        let vertical = panels.first?.layout.scrollAxis != .horizontal
        let screen = vertical ? viewport.height ?? viewport.width * 2 : viewport.width
        let visible = length ?? (scale == nil ? screen * Self.defaultScreens : nil)
        return LayoutPicture(panels: panels, scale: scale ?? 1, visibleLength: visible)
    }
}

/// Throws unless `path` names an SVG file: pictures are SVG, whatever the name says.
func checkPicturePath(_ path: String, option: String, command: String) throws {
    guard path.lowercased().hasSuffix(".svg") else {
        throw UsageError("\(command): \(option) must name an .svg file (pictures are SVG), got '\(path)'")
    }
}
