// swift-format-ignore-file
// The samples of Docs/Configuration.md, copied as the guide writes them
// (DocumentationSampleTests checks the copy), with the checks of what they show.
import Testing
import TrellisTools

@Suite("Docs/Configuration.md")
struct ConfigurationGuideTests {
    @Test("a configuration and items from files, and a configuration from JSON text")
    func fromFilesAndText() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        let examples = DocumentationSampleTests.root.appendingPathComponent("Docs/Examples")
        let configurationPath = examples.appendingPathComponent("shortest-column.json").path
        let itemsPath = examples.appendingPathComponent("photos.json").path

        // From files: a configuration, and items as JSON or CSV.
        let configuration = try Configuration(contentsOfFile: configurationPath)
        let sections = try ItemsDecoder.sections(contentsOfFile: itemsPath)
        let layout = try configuration.prepare(sections)          // registry: .builtIn

        // From text you already hold (a request body, a setting, a test).
        let masonry = try Configuration(json: #"{ "strategy": "masonry", "width": 390, "columns": 3 }"#)
        let gallery = try masonry.prepare(items: [ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640)])
        print(gallery.contentSize)                                // 390.0 × 169.33333333333331

        // The README's example files: the same layout as the strategy made in Swift.
        let photos = [ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640),
                      ItemSize(width: 640, height: 427), ItemSize(width: 500, height: 500)]
        let direct = try ShortestColumn(columns: 2, cellPadding: 5).prepare(LayoutInput(width: 300, items: photos))
        #expect(layout.allElements == direct.allElements)
        // masonry, 3 columns of 130 with padding 6: cells 118 wide plus 12; the taller is the content.
        #expect(printed == ["390.0 × \(640.0 / 480 * 118 + 12)"])
    }

    @Test("a registered strategy is configured by name")
    func registry() throws {
        let sections = [SectionInput(items: [ItemSize(width: 600, height: 300), ItemSize(width: 300, height: 300)])]

        var registry = StrategyRegistry.builtIn
        registry.register(CenteredColumn.self)         // your LayoutStrategy (see Writing a strategy)
        let layout = try Configuration(strategy: "centered-column", width: 390).prepare(sections, registry: registry)

        // maxWidth 600 > 390: items 390 wide, 195 and 390 tall, 8 apart.
        #expect(layout.contentSize == Size(width: 390, height: 195 + 8 + 390))
    }
}
