// swift-format-ignore-file
// The samples of Docs/WritingAStrategy.md, copied as the guide writes them
// (DocumentationSampleTests checks the copy), with the checks of what they show.
import Foundation
import Testing
import TrellisTools
import TrellisTesting
import XCTest
import TrellisTestSupport

// MARK: - 2. Write the strategy

/// One column of items centered in the viewport, at most `maxWidth` wide,
/// each keeping its aspect ratio, `spacing` apart.
public struct CenteredColumn: LayoutStrategy, OptionDeclaring {
    // The name configurations, the registry and the comparison tools use.
    public static let name = "centered-column"
    public static let summary = "One centered column, at most maxWidth wide, items spacing apart"

    // An option is one declaration, on the property that holds it: the key, the
    // allowed values, whether a section may override it and a summary; the
    // initial value is the default.
    @Option("maxWidth", minimum: 0, exclusive: true, summary: "The widest an item gets.")
    public var maxWidth = 600.0
    @Option("spacing", minimum: 0, perSection: true, summary: "Space between items; a section may override it.")
    public var spacing = 8.0

    // Every option at its default. `init(options:)` (what configurations use),
    // `options` and `sectionOptions` come from the declarations.
    public init() {}

    public func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        try validateOptions()   // values set in Swift, checked as a configuration's are
        let width = min(input.width, maxWidth)
        let x = (input.width - width) / 2
        var y = 0.0
        for (sectionIndex, section) in input.sections.enumerated() {
            builder.beginSection()
            // The section's overrides, read once per section (never per item).
            let spacing = try overridden(by: section, at: sectionIndex).spacing
            for index in 0..<section.count {
                if index > 0 { y += spacing }
                let height: Double
                switch section.size(at: index) {
                case let size? where size.width != nil: height = size.height / size.width! * width
                case let size?: height = size.height   // given with a height only
                case nil: height = width               // a `count` section: square
                }
                // Lane 0: items of this lane come in scroll order, so the `auto`
                // index answers queries by binary search.
                builder.addItem(Rect(x: x, y: y, width: width, height: height), lane: 0)
                y += height
            }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}

struct MoreOptions: OptionDeclaring {
    @Option("columns", range: 1...12, summary: "Columns side by side.")
    var columns = 1
    @Option("rowLength", allowed: "a power of two", summary: "Items per row.",
            check: { value in value > 0 && value & (value - 1) == 0 ? nil : "must be a power of two" })
    var rowLength = 4
    @Option("captions", summary: "Leave room for a caption.")
    var captions = false
    // A nested group: its options are MoreOptions' options too (`caption.height`).
    var caption = CaptionOptions()
}

/// Options several strategies share, declared once as a group.
struct CaptionOptions: OptionDeclaring {
    @Option("captionHeight", minimum: 0, perSection: true, summary: "Room below each item for a caption.")
    var height = 0.0
    @Option("captionLines", range: 1...3, summary: "Lines of caption text.")
    var lines = 1
}

public struct Leftmost: ColumnStrategy {
    public static let name = "leftmost"
    public var columnOptions: ColumnOptions
    public init(columnOptions: ColumnOptions) { self.columnOptions = columnOptions }
    public func rule(for section: SectionInput, at index: Int) -> FirstColumn { FirstColumn() }
    public struct FirstColumn: ColumnRule {
        public func column(for stack: RunningColumns, cursor: Int) -> Int { 0 }
    }
}

// MARK: - 3. Test it

@Suite("centered-column")
struct CenteredColumnTests {
    @Test("keeps the layout contract")
    func conforms() {
        ConformanceChecker.check(CenteredColumn.self, expectsNonOverlappingItems: true).recordIssues()
    }

    @Test("centers items at most maxWidth wide, spacing apart")
    func frames() throws {
        let strategy = CenteredColumn { $0.maxWidth = 300; $0.spacing = 10 }
        let layout = try strategy.prepare(LayoutInput(width: 400, items: [
            ItemSize(width: 600, height: 400), ItemSize(height: 50),
        ]))
        #expect(layout.allElements.map(\.frame) == [
            Rect(x: 50, y: 0, width: 300, height: 200),
            Rect(x: 50, y: 210, width: 300, height: 50),
        ])
        #expect(layout.contentSize == Size(width: 400, height: 260))
    }
}

final class CenteredColumnXCTests: XCTestCase {
    func testConformance() {
        let report = ConformanceChecker.check(CenteredColumn.self, options: ["spacing": 0],
                                              expectsNonOverlappingItems: true)
        XCTAssertTrue(report.isEmpty, "\(report)")
    }
}

// MARK: - The guide's other samples

@Suite("Docs/WritingAStrategy.md")
struct WritingAStrategyGuideTests {
    static let sizes = SamplePhotos.cycled(count: 8)

    @Test("the option declarations: an integer range, a custom check, a Bool; read from a configuration")
    func optionDeclarations() throws {
        let declared = MoreOptions.defaults
        #expect(declared.$columns.allowed == "an integer from 1 to 12")
        #expect(declared.$columns.problem(with: 13) == "must be from 1 to 12")
        #expect(declared.$rowLength.problem(with: 6) == "must be a power of two")
        #expect(declared.$rowLength.problem(with: 0) == "must be a power of two")
        #expect(declared.$rowLength.problem(with: 8) == nil)
        #expect(declared.$captions.defaultValue == false)
        #expect(MoreOptions.declaredOptions.map(\.name) == ["columns", "rowLength", "captions", "captionHeight", "captionLines"])
        #expect(MoreOptions.declaredSectionOptions.map(\.name) == ["captionHeight"])
        #expect(MoreOptions.declarationProblems.isEmpty)
        #expect(try MoreOptions(reading: ["columns": 3, "captions": true]).columns == 3)
        let captioned = try MoreOptions(reading: ["captionHeight": 20, "captionLines": 2])
        #expect(captioned.caption.height == 20 && captioned.caption.lines == 2)
        #expect(throws: LayoutError.invalidOption(key: "rowLength", reason: "must be a power of two, got 6")) {
            try MoreOptions(reading: ["rowLength": 6])
        }
        // The strategy's lists come from its declarations; a section may override `spacing` only.
        #expect(CenteredColumn.options.map(\.name) == ["maxWidth", "spacing"])
        #expect(CenteredColumn.sectionOptions.map(\.name) == ["spacing"])
        var strategy = CenteredColumn()
        strategy.spacing = -1
        #expect(throws: LayoutError.invalidOption(key: "spacing", reason: "must be at least 0, got -1")) {
            try strategy.prepare(LayoutInput(width: 100, items: [ItemSize(height: 5)]))
        }
        let input = LayoutInput(width: 100, sections: [SectionInput(count: 2, options: ["spacing": 2]), SectionInput(count: 2)])
        #expect(try CenteredColumn().prepare(input).allElements.map(\.frame.minY) == [0, 102, 202, 310])
    }

    @Test("using it is the same as using a built-in")
    func usingIt() throws {
        let sizes = Self.sizes
        let layout = try CenteredColumn { $0.maxWidth = 300 }.prepare(LayoutInput(width: 390, items: sizes))
        let size = layout.contentSize
        let visible = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        let fourth = layout.attributesForItem(at: ElementPath(section: 0, item: 3))
        #expect(size.width == 390)
        #expect(visible.map(\.frame) == layout.allElements.map(\.frame).filter { $0.minY < 844 })
        #expect(fourth?.frame.minX == 45)
        #expect(fourth?.frame.width == 300)
    }

    @Test("a ColumnStrategy gets options, sections, live updates and the contract from the protocol")
    func leftmost() throws {
        ConformanceChecker.check(Leftmost.self).recordIssues()
        let layout = try Leftmost(columns: 3, cellPadding: 0)
            .prepare(LayoutInput(width: 300, items: [ItemSize(width: 100, height: 50), ItemSize(height: 20)]))
        #expect(layout.itemFrames(inSection: 0) == [Rect(x: 0, y: 0, width: 100, height: 50),
                                                    Rect(x: 0, y: 50, width: 100, height: 20)])
        #expect(Leftmost.options.map(\.name) == RoundRobin.options.map(\.name))
        #expect(throws: LayoutError.self) { try Leftmost(options: ["columns": 0]) }
    }

    @Test("registered and configured by name, from Swift and from JSON")
    func registeredByName() throws {
        let input = LayoutInput(width: 390, items: Self.sizes)
        let sections = input.sections
        let data = Data(#"{ "strategy": "centered-column", "width": 390, "spacing": 12 }"#.utf8)
        var registry = StrategyRegistry.builtIn
        registry.register(CenteredColumn.self)

        let strategy = try registry.makeStrategy(named: "centered-column", options: ["maxWidth": 320])
        let layout = try strategy.prepare(input)
        #expect(layout.itemFrames(inSection: 0).allSatisfy { $0.width == 320 })
        do {
            let configuration = try Configuration(json: #"{ "strategy": "centered-column", "width": 390, "maxWidth": 320, "spacing": 12 }"#)
            let layout = try configuration.prepare(sections, registry: registry)
            // Configuration is Codable, so it can also be part of a larger document:
            let decoded = try JSONDecoder().decode(Configuration.self, from: data)
            let frames = layout.itemFrames(inSection: 0)
            #expect(frames.allSatisfy { $0.width == 320 })
            #expect(frames[1].minY == frames[0].maxY + 12)
            #expect(decoded.options["spacing"] == 12)
        }
    }

    @Test("compared with the built-ins: the table the guide shows")
    func compared() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(CenteredColumn.self)
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        let results = try StrategyComparison(
            [.init("centered-column"), .init("masonry", options: ["columns": 2])], registry: registry
        ).run(on: LayoutInput(width: 390, items: SamplePhotos.cycled(count: 100)))
        print(StrategyComparison.table(results))
        let svg = StrategyComparison.picture(results).svg()   // side by side, same scale, labelled
        #expect(svg.hasPrefix("<svg"))
        // Every column but the last (a timing) is what the guide prints.
        let guide = try String(contentsOf: DocumentationSampleTests.root.appendingPathComponent("Docs/WritingAStrategy.md"),
                               encoding: .utf8)
        let rows = printed.joined(separator: "\n").split(separator: "\n").map { $0.split(separator: " ").dropLast(2) }
        for row in rows.prefix(3) {
            let line = row.joined(separator: " ")
            #expect(guide.split(separator: "\n").contains { $0.split(separator: " ").dropLast(2).joined(separator: " ") == line },
                    "not in the guide: \(line)")
        }
    }
}
