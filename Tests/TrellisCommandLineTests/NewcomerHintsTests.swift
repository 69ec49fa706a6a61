import Foundation
import Testing

/// The mistakes a first run makes get an error that says what to do, and
/// a layout that overflows its viewport gets a warning.
@Suite("trellis hints for first runs")
struct NewcomerHintsTests {
    @Test("a header separated by semicolons or tabs says fields are separated by commas")
    func delimiterHints() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "round-robin", "width": 390}"#, to: "c.json")
        for (separator, name) in [(";", "semicolons (;)"), ("\t", "tabs")] {
            let items = try scratch.write("width\(separator)height\n640\(separator)480\n", to: "items.csv")
            expectFailure(
                try TrellisExecutable.run(["layout", configuration, items]),
                containing: ["items.csv: line 1", "separated by \(name)", "separated by commas"])
        }
        // A comma-separated header that lacks a column gets no such advice.
        let plain = try scratch.write("width,heigth\n640,480\n", to: "plain.csv")
        let result = try TrellisExecutable.run(["layout", configuration, plain])
        expectFailure(result, containing: ["'heigth' looks like a typo"])
        #expect(!result.standardError.contains("separated by"))
    }

    @Test("an items file given as the configuration asks whether the arguments were swapped")
    func swappedArguments() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "round-robin", "width": 390}"#, to: "c.json")
        let csv = try scratch.write("width,height\n640,480\n", to: "items.csv")
        let json = try scratch.write("[[640, 480]]", to: "items.json")
        for items in [csv, json] {
            for arguments in [["layout", items, configuration], ["layout", items, configuration, "--format", "csv"]] {
                expectFailure(
                    try TrellisExecutable.run(arguments),
                    containing: ["did you swap the arguments?", "'\(items)' reads as an items file"])
            }
        }
        // A broken configuration that is not an items file gets no such advice.
        let broken = try scratch.write(#"{"strategy": "round-robin", "width": }"#, to: "broken.json")
        let result = try TrellisExecutable.run(["layout", broken, csv])
        expectFailure(result, containing: ["broken.json: line 1"])
        #expect(!result.standardError.contains("swap"))
    }

    @Test("JSON items with extra fields and no --format say to add --format; render and compare ignore them")
    func extraFields() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "round-robin", "width": 390}"#, to: "c.json")
        let items = try scratch.write(#"[{"width": 640, "height": 480, "url": "a.jpg"}]"#, to: "items.json")
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, items]),
            containing: ["items.json: [0] has an unknown key 'url'", "add --format json, csv or ndjson"])
        let records = try TrellisExecutable.run(["layout", configuration, items, "--format", "csv"])
        #expect(records.status == 0)
        #expect(records.standardOutput.hasSuffix(",a.jpg\n"))
        // A picture and a comparison have no use for the field: they read it and go on.
        let picture = try TrellisExecutable.run(["render", configuration, items, "-o", scratch.path("p.svg")])
        #expect(picture.status == 0, "\(picture.standardError)")
        let comparison = try TrellisExecutable.run(["compare", items, "--width", "390", "--strategies", "masonry"])
        #expect(comparison.status == 0, "\(comparison.standardError)")
    }

    @Test("a size too large for a layout names its CSV line", arguments: ["layout", "render"])
    func tooLargeNamesItsLine(_ command: String) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "shortest-column", "width": 390}"#, to: "c.json")
        let items = try scratch.write("id,width,height\na,640,480\nb,640,480\nc,1,1e308\n", to: "items.csv")
        let arguments =
            command == "layout"
            ? ["layout", configuration, items, "--format", "csv"]
            : ["render", configuration, items, "-o", scratch.path("p.svg")]
        expectFailure(
            try TrellisExecutable.run(arguments),
            containing: ["items.csv: line 4: section 0, item 2: height must be at most"])
    }

    @Test("layout warns on standard error when items are wider than the viewport, and still prints the layout")
    func overflowWarning() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "flow-line", "width": 100}"#, to: "c.json")
        let items = try scratch.write("width,height\n50,50\n500,100\n260,30\n", to: "items.csv")
        for format in [[], ["--format", "csv"]] {
            let result = try TrellisExecutable.run(["layout", configuration, items] + format)
            #expect(result.status == 0)
            #expect(
                result.standardError
                    == "warning: 2 items cross the edge of the content (100 pt wide), keeping their size; "
                    + "the largest is item 1, 500 pt wide: scale such items down to fit, or use a strategy that "
                    + "scales them (justified-rows)\n")
            #expect(result.standardOutput.contains("500"))
        }
        let fitting = try scratch.write("width,height\n50,50\n100,100\n", to: "fits.csv")
        #expect(try TrellisExecutable.run(["layout", configuration, fitting]).standardError.isEmpty)
    }
}
