import Foundation
import Testing

/// `trellis layout`, `render` and `compare` with a strategy per section.
@Suite("trellis command line: composite configurations")
struct CompositeCommandTests {
    static let configuration = #"""
        {"strategy": "round-robin", "width": 200, "columns": 2, "cellPadding": 0,
         "sections": [{"strategy": "flow-line", "itemSize": [60, 20], "minimumInteritemSpacing": 10,
                       "minimumLineSpacing": 5}, {}]}
        """#
    static let items = #"{"sections": [{"count": 4}, {"items": [{"height": 30}, {"height": 50}, {"height": 10}]}]}"#

    @Test("layout stacks a flow-line section and a round-robin section: worked by hand")
    func layoutByHand() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let result = try TrellisExecutable.run([
            "layout", try scratch.write(Self.configuration, to: "config.json"),
            try scratch.write(Self.items, to: "items.json"),
        ])
        // Section 0 alone (flow-line, width 200): 60 + 70 + 70 = 200 fills the first line exactly
        // (x 0, 70, 140); the fourth item starts the last line at y 20 + 5, filled like the columns
        // above (x 0); the section is 45 long. Section 1 alone (round-robin, two columns of 100,
        // no padding): heights 30 | 50, then 10 below the 30; 50 long; moved down by 45.
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                {
                  "contentSize": [200, 95],
                  "items": [
                    [0, 0, 60, 20],
                    [70, 0, 60, 20],
                    [140, 0, 60, 20],
                    [0, 25, 60, 20],
                    [0, 45, 100, 30],
                    [100, 45, 100, 50],
                    [0, 75, 100, 10]
                  ],
                  "supplementary": []
                }

                """)
    }

    @Test(
        "bad section entries: error naming the configuration file, the section and the key; exit 1",
        arguments: [
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{}, {"strategy": "spiral"}]}"#,
                "config.json: option 'sections[1].strategy': unknown strategy 'spiral'"
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{"strategy": "flow-line", "columns": 2}]}"#,
                "config.json: unknown option 'sections[0].columns' for strategy 'flow-line'"
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "sections": [{"strategy": "flow-line"}, 7]}"#,
                "config.json: sections[1] must be an object"
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "height": 500, "sections": [{"strategy": "mosaic", "scrollDirection": "horizontal"}]}"#,
                "config.json: invalid configuration: section 0 scrolls horizontally but section 1 scrolls vertically"
            ),
            // Without its own strategy, an entry overrides the options a section may override, as an items file does.
            (
                #"{"strategy": "mosaic", "width": 390, "height": 500, "sections": [{"scrollDirection": "horizontal"}]}"#,
                "config.json: unknown option 'sections[0].scrollDirection' for strategy 'mosaic'; valid options: "
                    + "segmentHeight, gutter, sectionInset, headerReferenceSize, footerReferenceSize"
            ),
        ])
    func badEntries(configuration: String, message: String) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let result = try TrellisExecutable.run([
            "layout", try scratch.write(configuration, to: "config.json"),
            try scratch.write(Self.items, to: "items.json"),
        ])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.hasPrefix("error: ") && result.standardError.contains(message),
            "\(result.standardError)")
    }

    @Test("an override in the items file that the section's strategy lacks is the items file's error")
    func itemsOverride() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let items = #"{"sections": [{"count": 4, "columns": 3}, {"count": 2}]}"#
        let result = try TrellisExecutable.run([
            "layout", try scratch.write(Self.configuration, to: "config.json"),
            try scratch.write(items, to: "items.json"),
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("items.json: unknown option 'sections[0].columns' for strategy 'flow-line'"),
            "\(result.standardError)")
    }

    @Test("render draws a composite; compare takes it with --config")
    func renderAndCompare() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(Self.configuration, to: "config.json")
        let render = try TrellisExecutable.run([
            "render", configuration, try scratch.write(Self.items, to: "items.json"),
            "-o", scratch.path("out.svg"),
        ])
        #expect(render.status == 0, "\(render.standardError)")
        let svg = try String(contentsOfFile: scratch.path("out.svg"), encoding: .utf8)
        #expect(svg.contains("7 items, content 200 × 95 pt") && svg.contains(">sections<"))
        let csv = try scratch.write("width,height\n300,200\n200,300\n100,100\n", to: "photos.csv")
        let compare = try TrellisExecutable.run([
            "compare", csv, "--width", "200", "--config", configuration,
            "--strategies", "mosaic", "--json",
        ])
        #expect(compare.status == 0, "\(compare.standardError)")
        #expect(compare.standardOutput.contains(#""label": "\#(configuration)""#))
        #expect(compare.standardOutput.contains(#""strategy": "mosaic""#))
    }
}
