import Testing
import TrellisTesting
import TrellisTools

/// A strategy written the way options were declared before `@Option`: free
/// descriptors, hand-kept `options` and `sectionOptions`, an `init(options:)`
/// and a per-section lookup. It still compiles (deprecated, for one release)
/// and behaves as it did; the deprecation is marked here so the build stays
/// free of warnings.
@available(*, deprecated, message: "written in the option style before @Option, to show that it still works")
struct LegacyCenteredColumn: LayoutStrategy {
    static let name = "legacy-centered-column"
    static let maxWidthOption = Option<Double>(
        "maxWidth", default: 600, minimum: 0, exclusive: true, summary: "The widest an item gets.")
    static let spacingOption = Option<Double>(
        "spacing", default: 8, minimum: 0, summary: "Space between items; a section may override it.")
    static let options = [maxWidthOption.erased, spacingOption.erased]
    static let sectionOptions = [spacingOption.erased]

    var maxWidth: Double
    var spacing: Double

    init(maxWidth: Double = 600, spacing: Double = 8) {
        self.maxWidth = maxWidth
        self.spacing = spacing
    }

    init(options: OptionValues) throws(LayoutError) {
        self.init(
            maxWidth: try options.value(Self.maxWidthOption),
            spacing: try options.value(Self.spacingOption))
    }

    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        let width = min(input.width, maxWidth)
        let x = (input.width - width) / 2
        var y = 0.0
        for section in input.sections {
            builder.beginSection()
            let spacing = try section.options.value(Self.spacingOption, default: spacing)
            for index in 0..<section.count {
                if index > 0 { y += spacing }
                let height =
                    section.size(at: index).map { size in size.width.map { size.height / $0 * width } ?? size.height }
                    ?? width
                builder.addItem(Rect(x: x, y: y, width: width, height: height), lane: 0)
                y += height
            }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}

@Suite("Options declared the way before @Option")
struct LegacyOptionStyleTests {
    @available(*, deprecated, message: "uses LegacyCenteredColumn")
    @Test("a strategy with free descriptors is configured, validated, listed and overridden per section as before")
    func legacyStrategyStillWorks() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(LegacyCenteredColumn.self)
        let input = LayoutInput(
            width: 400,
            sections: [
                SectionInput(items: [ItemSize(width: 600, height: 400), ItemSize(height: 50)]),
                SectionInput(items: [ItemSize(height: 20), ItemSize(height: 20)], options: ["spacing": 1]),
            ])
        let strategy = try registry.makeStrategy(named: "legacy-centered-column", options: ["maxWidth": 300])
        #expect(
            try strategy.prepare(input).allElements.map(\.frame) == [
                Rect(x: 50, y: 0, width: 300, height: 200), Rect(x: 50, y: 208, width: 300, height: 50),
                Rect(x: 50, y: 258, width: 300, height: 20), Rect(x: 50, y: 279, width: 300, height: 20),
            ])
        #expect(
            registry.optionTable(forStrategy: "legacy-centered-column")?.contains(
                "| `spacing` | 8 | a number of at least 0 | yes |") == true)
        #expect(throws: LayoutError.invalidOption(key: "maxWidth", reason: "must be greater than 0, got 0")) {
            try registry.makeStrategy(named: "legacy-centered-column", options: ["maxWidth": 0])
        }
        var bad = input
        bad.sections[1].options = ["spacing": -1]
        #expect(
            throws: LayoutError.invalidOption(key: "spacing", reason: "must be at least 0, got -1")
        ) {
            try strategy.prepare(bad)
        }
        ConformanceChecker.check(LegacyCenteredColumn.self, expectsNonOverlappingItems: true).recordIssues()
    }
}
