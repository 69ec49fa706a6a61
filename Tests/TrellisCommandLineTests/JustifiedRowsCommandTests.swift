import Foundation
import Testing
import TrellisTools

/// `justified-rows` through the executable: its frames as JSON, its place in
/// `strategies` and `compare`, and one `error: …` line naming the key for bad input.
@Suite("trellis with justified-rows")
struct JustifiedRowsCommandTests {
    /// Aspect ratios 1.5, 1, 2, 0.5, 2.5, 0.75 at Flickr's defaults and width 1060.
    static let items = "width,height\n1500,1000\n1000,1000\n2000,1000\n500,1000\n2500,1000\n750,1000\n"

    @Test("layout gives Flickr's default frames for a width-only configuration")
    func layout() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "justified-rows", "width": 1060}"#, to: "config.json")
        let items = try scratch.write(Self.items, to: "items.csv")
        let result = try TrellisExecutable.run(["layout", configuration, items])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        // The frames worked out in JustifiedRowsTests.defaults: rows at 412, 412, 416 and widows at 416.
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let content = try #require(json["contentSize"] as? [Double])
        #expect(content == [1060, 1706])
        #expect(result.standardOutput.contains("618") && result.standardOutput.contains("1040"))
    }

    @Test("strategies and compare include it")
    func listedAndCompared() throws {
        let listing = try TrellisExecutable.run(["strategies"])
        let lines = listing.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("justified-rows"))
        #expect(lines.contains { $0.hasPrefix("    widowLayoutStyle ") && $0.contains("\"left\"") })
        #expect(lines.contains { $0.hasPrefix("    rowBreaking ") && $0.contains("\"optimal\"") })

        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let items = try scratch.write(Self.items, to: "items.csv")
        let compared = try TrellisExecutable.run([
            "compare", items, "--width", "1060", "--strategies",
            "justified-rows,justified-rows:rowBreaking=optimal",
        ])
        #expect(compared.status == 0, "stderr: \(compared.standardError)")
        #expect(
            compared.standardOutput.contains("\njustified-rows ")
                && compared.standardOutput.contains("justified-rows rowBreaking=\"optimal\""))
    }

    @Test(
        "bad options and items exit 1 with one line naming the key or item",
        arguments: [
            (#""targetRowHeightTolerance": 1"#, "'targetRowHeightTolerance'", "less than 1"),
            (#""fullWidthBreakoutRowCadence": 0"#, "'fullWidthBreakoutRowCadence'", "at least 1"),
            (#""fullWidthBreakoutRowCadence": 1.5"#, "'fullWidthBreakoutRowCadence'", "an integer"),
            (#""forceAspectRatio": 0"#, "'forceAspectRatio'", "greater than 0"),
            (#""widowLayoutStyle": "right""#, "'widowLayoutStyle'", "\"justify\""),
            (#""rowBreaking": "best""#, "'rowBreaking'", "\"optimal\""),
            (#""sectionInset": [0, 600, 0, 600]"#, "'sectionInset'", "less than the width"),
            (#""rowBreaking": "optimal", "fullWidthBreakoutRowCadence": 2"#, "'fullWidthBreakoutRowCadence'", "greedy"),
        ])
    func badOptions(option: String, key: String, allowed: String) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(
            #"{"strategy": "justified-rows", "width": 1060, "# + option + "}",
            to: "config.json")
        let items = try scratch.write(Self.items, to: "items.csv")
        let result = try TrellisExecutable.run(["layout", configuration, items])
        expectOneErrorLine(result, containing: [key, allowed])
    }

    @Test("an item with a height only is an error naming it")
    func heightOnlyItem() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "justified-rows", "width": 1060}"#, to: "config.json")
        let items = try scratch.write(#"[[640, 480], {"height": 40}]"#, to: "items.json")
        let result = try TrellisExecutable.run(["layout", configuration, items])
        expectOneErrorLine(result, containing: ["item 1", "height only"])
    }

    private func expectOneErrorLine(
        _ result: TrellisExecutable.Result, containing fragments: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(
            result.standardError.hasPrefix("error: ") && result.standardError.filter { $0 == "\n" }.count == 1,
            "stderr: \(result.standardError)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(
                result.standardError.contains(fragment), "stderr: \(result.standardError)",
                sourceLocation: sourceLocation)
        }
    }
}
