import Testing
import TrellisTools

@Suite("Layout JSON output")
struct LayoutJSONTests {
    @Test("prints content size and item frames in (section, item) order, numbers exact")
    func printsFrames() throws {
        let configuration = Configuration(
            strategy: "round-robin", width: 300, options: ["columns": 3, "cellPadding": 5])
        let sections = [
            SectionInput(items: [ItemSize(width: 90, height: 45), ItemSize(height: 0.1)]),
            SectionInput(items: [ItemSize(width: 3, height: 1)]),
        ]
        let layout = try configuration.prepare(sections)
        // Section 1 starts at the tallest column of section 0 (55), in column 0: photo height 30.
        // The 0.1-tall photo's frame is its cell (5 + 0.1 + 5) inset by 5 on both sides: in Double
        // arithmetic 0.09999999999999964, printed exactly rather than rounded.
        #expect(
            layout.jsonText() == """
                {
                  "contentSize": [300, 95],
                  "items": [
                    [5, 5, 90, 45],
                    [105, 5, 90, 0.09999999999999964],
                    [5, 60, 90, 30]
                  ],
                  "supplementary": []
                }

                """)
    }

    @Test("an empty layout prints empty lists")
    func printsEmpty() throws {
        let layout = try Configuration(strategy: "mosaic", width: 390).prepare(items: [])
        #expect(layout.jsonText() == "{\n  \"contentSize\": [390, 0],\n  \"items\": [],\n  \"supplementary\": []\n}\n")
    }

    @Test("frames read back exactly from the printed JSON")
    func roundTrips() throws {
        let layout = try Configuration(strategy: "shortest-column", width: 390, options: ["columns": 3])
            .prepare(items: SamplePhotosLike.sizes)
        let value = try JSONValue(parsing: layout.jsonText())
        guard case .array(let items)? = value["items"] else {
            Issue.record("no items")
            return
        }
        for (index, item) in items.enumerated() {
            let frame = try #require(layout.attributesForItem(at: ElementPath(section: 0, item: index))?.frame)
            #expect(
                item == .array([.number(frame.minX), .number(frame.minY), .number(frame.width), .number(frame.height)]))
        }
        #expect(
            value["contentSize"] == .array([.number(layout.contentSize.width), .number(layout.contentSize.height)]))
    }
}

/// Awkward aspect ratios whose frames have long fractions.
private enum SamplePhotosLike {
    static let sizes: [ItemSize] = (1...200).map { (index: Int) -> ItemSize in
        let width = 97 + index * 13 % 101
        let height = 61 + index * 29 % 89
        return ItemSize(width: Double(width), height: Double(height))
    }
}
