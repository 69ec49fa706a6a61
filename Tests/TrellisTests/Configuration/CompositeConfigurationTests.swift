import Foundation
import Testing
import TrellisTools

/// The configuration's `sections` key: a strategy per section, from JSON.
@Suite("Composite configuration")
struct CompositeConfigurationTests {
    static let example = #"""
        {"strategy": "shortest-column", "width": 390, "columns": 2,
         "sections": [{"strategy": "flow-line", "itemSize": [100, 36]}, {}, {"strategy": "mosaic"}]}
        """#

    static let input = LayoutInput(
        width: 390,
        sections: [
            SectionInput(count: 7), SectionInput(items: SamplePhotos.cycled(count: 9)), SectionInput(count: 5),
            SectionInput(items: SamplePhotos.cycled(count: 4)),
        ])

    @Test("one rule for per-section overrides: a sections entry without a strategy refuses what an items file refuses")
    func oneRuleForPerSectionOverrides() throws {
        let plain = Configuration(strategy: "round-robin", width: 390)
        var entry = plain
        entry.sections = [Configuration.SectionStrategy(options: ["stableLanes": true])]
        let refused = LayoutError.unknownOption(
            key: "sections[0].stableLanes", strategy: "round-robin", valid: RoundRobin.sectionOptions.map(\.name))
        #expect(throws: refused) { try entry.prepare([SectionInput(count: 3)]) }
        #expect(throws: refused) { try plain.prepare([SectionInput(count: 3, options: ["stableLanes": true])]) }
        // An option declared per section is taken on both paths alike.
        entry.sections = [Configuration.SectionStrategy(options: ["columns": 3])]
        #expect(
            try entry.prepare([SectionInput(count: 7)]).allElements
                == plain.prepare([SectionInput(count: 7, options: ["columns": 3])]).allElements)
        // An entry naming its strategy configures it in full.
        entry.sections = [Configuration.SectionStrategy(strategy: "round-robin", options: ["stableLanes": true])]
        #expect(try entry.prepare([SectionInput(count: 3)]).numberOfItems(inSection: 0) == 3)
    }

    @Test("entry i lays out section i; {} and sections past the end use the top-level strategy and options")
    func entries() throws {
        let configuration = try Configuration(json: Self.example)
        #expect(
            configuration.sections == [
                .init(strategy: "flow-line", options: ["itemSize": [100, 36]]), .init(), .init(strategy: "mosaic"),
            ])
        let layout = try configuration.prepare(Self.input.sections)
        let swift = CompositeStrategy(
            [FlowLine(itemSize: Size(width: 100, height: 36)), ShortestColumn(columns: 2), Mosaic()],
            otherwise: ShortestColumn(columns: 2))
        #expect(layout.allElements == (try swift.prepare(Self.input).allElements))
        #expect(layout.contentSize == (try swift.prepare(Self.input).contentSize))
    }

    @Test("an entry without a strategy overrides the top-level options; with one, it has only its own")
    func inheritance() throws {
        let configuration = try Configuration(
            json: #"""
                {"strategy": "round-robin", "width": 390, "columns": 3, "cellPadding": 2,
                 "sections": [{"columns": 4}, {"strategy": "round-robin"}]}
                """#)
        let layout = try configuration.prepare(Self.input.sections)
        let swift = CompositeStrategy(
            [RoundRobin(columns: 4, cellPadding: 2), RoundRobin()],
            otherwise: RoundRobin(columns: 3, cellPadding: 2))
        #expect(layout.allElements == (try swift.prepare(Self.input).allElements))
    }

    @Test("per-section overrides in the items apply to each section's own strategy")
    func itemOverrides() throws {
        let configuration = try Configuration(json: Self.example)
        var sections = Self.input.sections
        sections[0].options = ["minimumInteritemSpacing": 2]
        sections[1].options = ["columns": 3]
        sections[2].options = ["gutter": 6]
        let layout = try configuration.prepare(sections)
        let swift = CompositeStrategy(
            [
                FlowLine(minimumInteritemSpacing: 2, itemSize: Size(width: 100, height: 36)),
                ShortestColumn(columns: 3),
                Mosaic(gutter: 6),
            ],
            otherwise: ShortestColumn(columns: 2))
        #expect(
            layout.allElements
                == (try swift.prepare(LayoutInput(width: 390, sections: Self.input.sections)).allElements))
    }

    @Test(
        "bad entries are typed errors naming the section and key",
        arguments: [
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{"strategy": "spiral"}]}"#,
                "option 'sections[0].strategy': unknown strategy 'spiral'; registered strategies: "
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{}, {"strategy": "mosaic", "columns": 3}]}"#,
                "unknown option 'sections[1].columns' for strategy 'mosaic'"
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{}, {}, {"strategy": "flow-line", "itemSize": [0, 4]}]}"#,
                "option 'sections[2].itemSize': "
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{"gutter": "wide"}]}"#,
                "option 'sections[0].gutter': expected a number of at least 0"
            ),
        ])
    func badEntries(json: String, message: String) throws {
        let configuration = try Configuration(json: json)
        #expect {
            try configuration.prepare(Self.input.sections)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test(
        "a sections value of the wrong shape is an input error naming it",
        arguments: [
            (
                #"{"strategy": "mosaic", "width": 390, "sections": {"strategy": "mosaic"}}"#,
                "config: sections must be an array"
            ),
            (#"{"strategy": "mosaic", "width": 390, "sections": [{}, 3]}"#, "config: sections[1] must be an object"),
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{"strategy": 4}]}"#,
                "config: sections[0].strategy must be a strategy name"
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{"gutter": null}]}"#,
                "config: sections[0].gutter must not be null"
            ),
        ])
    func badShapes(json: String, message: String) {
        #expect {
            _ = try Configuration(json: json, source: "config")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("a configuration with sections encodes and decodes as the same JSON object")
    func codable() throws {
        let configuration = try Configuration(json: Self.example)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(configuration)
        #expect(try JSONDecoder().decode(Configuration.self, from: data) == configuration)
        #expect(
            String(decoding: data, as: UTF8.self).contains(
                #""sections":[{"itemSize":[100,36],"strategy":"flow-line"},{},{"strategy":"mosaic"}]"#))
    }
}
