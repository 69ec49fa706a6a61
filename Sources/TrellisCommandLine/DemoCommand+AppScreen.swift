import TrellisTools

/// The demo's composed "app screen": one scrolling collection whose sections
/// have their own strategies, as a shop's home screen has.
extension DemoCommand {
    /// The categories of the chip row; each chip is as wide as its name.
    static let categories = [
        "All", "Shoes", "Jackets", "Bags", "Watches", "Sunglasses", "Hats", "Denim", "Knitwear",
        "Sneakers", "Jewellery", "Sale",
    ]
    /// What each section's header says in the picture.
    static let appScreenSections = ["Categories", "Featured", "For you"]

    /// The screen's configuration: a flow-line row of chips, justified rows
    /// of featured photos, then a two-column waterfall for every later section,
    /// each section on a background card inset 4 pt.
    static let appScreen = Configuration(
        strategy: ShortestColumn.name, width: width, sectionBackground: Insets(top: 0, left: 4, bottom: 4, right: 4),
        options: ["columns": 2, "cellPadding": 5, "sectionInset": [0, 7, 12, 7], "headerReferenceSize": [0, 44]],
        sections: [
            .init(
                strategy: FlowLine.name,
                options: [
                    "headerReferenceSize": [0, 44], "sectionInset": [4, 12, 16, 12], "minimumInteritemSpacing": 8,
                    "minimumLineSpacing": 8, "lastLineAlignment": "leading",
                ]),
            .init(
                strategy: JustifiedRows.name,
                options: [
                    "targetRowHeight": 110, "interitemSpacing": 4, "lineSpacing": 4, "headerReferenceSize": [0, 44],
                    "sectionInset": [0, 12, 16, 12], "widowLayoutStyle": "justify",
                ]),
        ])

    /// The screen's sections: a chip per category, the first `featured`
    /// photos as featured rows and the rest for the waterfall, where every
    /// `bannerCadence`-th photo is a banner across both columns.
    static func appScreenSections(photos: [ItemSize]) -> [SectionInput] {
        let chips = categories.map { ItemSize(width: 24 + 8 * Double($0.count), height: 34) }
        return [
            SectionInput(items: chips), SectionInput(items: Array(photos.prefix(featured))),
            SectionInput(
                items: photos.dropFirst(featured).enumerated().map { offset, photo in
                    var item = photo
                    if offset % bannerCadence == bannerCadence - 1 { item.span = .full }
                    return item
                }),
        ]
    }

    /// Every how many waterfall photos one spans both columns.
    static let bannerCadence = 7

    /// How many photos the featured rows hold.
    static let featured = 9

    /// Lays out the app screen and draws it.
    ///
    /// - Returns: The picture's panel, with the section names on the headers.
    /// - Throws: `OutputError` when the layout fails (it cannot for the bundled sizes).
    static func appScreenPanel(photos: [ItemSize], registry: StrategyRegistry) throws -> LayoutPicture.Panel {
        let layout: PreparedLayout
        do {
            layout = try appScreen.prepare(appScreenSections(photos: photos), registry: registry)
        } catch {
            throw OutputError(description: "demo: the app screen failed: \(error)")
        }
        let subtitle =
            "flow-line chips, justified rows, a shortest-column waterfall with full-span banners; \(points(layout.contentSize.height)) pt tall"
        return LayoutPicture.Panel(
            title: "app screen", subtitle: subtitle, layout: layout,
            sectionNames: appScreenSections)
    }
}
