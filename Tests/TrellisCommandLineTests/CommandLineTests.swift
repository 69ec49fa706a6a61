import Foundation
import Testing
import TrellisTools

/// Whether `flow-line` is implemented in this build (it is a stub on some branches).
private let flowLineWorks =
    (try? Configuration(strategy: "flow-line", width: 390).prepare(items: [ItemSize(width: 1, height: 1)])) != nil

@Suite("trellis command line")
struct CommandLineTests {
    @Test("layout prints the frames as JSON, from JSON items and from CSV items")
    func layoutPrintsJSON() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(
            #"{"strategy": "round-robin", "width": 300, "columns": 3, "cellPadding": 5}"#, to: "config.json")
        let json = try scratch.write(
            #"[[90, 45], {"width": 180, "height": 60}, {"height": 20}, [9, 3]]"#, to: "items.json")
        let csv = try scratch.write("width,height\r\n90,45\r\n180,60\r\n", to: "items.csv")
        // columnWidth 100, item width 90. Heights: 45, 30, 20 (fixed), 30; cells 55, 40, 30, 40.
        let expected = """
            {
              "contentSize": [300, 95],
              "items": [
                [5, 5, 90, 45],
                [105, 5, 90, 30],
                [205, 5, 90, 20],
                [5, 60, 90, 30]
              ],
              "supplementary": []
            }

            """
        let result = try TrellisExecutable.run(["layout", configuration, json])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == expected)

        let fromCSV = try TrellisExecutable.run(["layout", configuration, csv])
        #expect(fromCSV.status == 0)
        #expect(
            fromCSV.standardOutput
                == "{\n  \"contentSize\": [300, 55],\n  \"items\": [\n    [5, 5, 90, 45],\n    [105, 5, 90, 30]\n  ],\n  \"supplementary\": []\n}\n"
        )
    }

    @Test("layout output matches the library's frames for real photo sizes, every non-stub strategy")
    func layoutMatchesLibrary() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let sizes: [(Double, Double)] = [
            (640, 427), (352, 230), (640, 428), (480, 640), (500, 375), (427, 640), (612, 612),
        ]
        let items = try scratch.write(
            "width,height\n" + sizes.map { "\(Int($0.0)),\(Int($0.1))" }.joined(separator: "\n"), to: "photos.csv")
        for strategy in ["round-robin", "shortest-column", "mosaic"] {
            let configuration = Configuration(strategy: strategy, width: 390)
            let path = try scratch.write(#"{"strategy": "\#(strategy)", "width": 390}"#, to: "\(strategy).json")
            let result = try TrellisExecutable.run(["layout", path, items])
            #expect(result.status == 0)
            let printed = try JSONValue(parsing: result.standardOutput)
            let layout = try configuration.prepare(items: sizes.map { ItemSize(width: $0.0, height: $0.1) })
            let frames = (0..<sizes.count).compactMap {
                layout.attributesForItem(at: ElementPath(section: 0, item: $0))?.frame
            }
            #expect(
                printed["items"]
                    == .array(
                        frames.map {
                            .array([.number($0.minX), .number($0.minY), .number($0.width), .number($0.height)])
                        }))
            #expect(
                printed["contentSize"]
                    == .array([.number(layout.contentSize.width), .number(layout.contentSize.height)]))
        }
    }

    @Test("count sections lay out through the command line")
    func countSections() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(
            #"{"strategy": "mosaic", "width": 300, "segmentHeight": 100, "gutter": 0}"#, to: "c.json")
        let items = try scratch.write(#"{"sections": [{"count": 1}, {"count": 0}, {"count": 2}]}"#, to: "i.json")
        let result = try TrellisExecutable.run(["layout", configuration, items])
        #expect(result.status == 0)
        // Section 0: one full-width segment; section 2 starts a new sequence below it: full-width,
        // then with one item left another full-width segment.
        #expect(
            try JSONValue(parsing: result.standardOutput)["items"]
                == .array(
                    [[0, 0, 300, 100], [0, 100, 300, 100], [0, 200, 300, 100]].map { .array($0.map { .number($0) }) }))
    }

    /// Bad configurations: (configuration text, fragments the error line must contain besides the file name).
    static let badConfigurations: [(String, [String])] = [
        (#"{"strategy": "round-robin", "width": 390,}"#, ["line 1, column 42", "expected a key in double quotes"]),
        (#"{"strategy": "round-robin", "width": 390} []"#, ["line 1, column 43", "unexpected '['"]),
        (#"{"strategy": "round-robin", "strategy": "mosaic", "width": 390}"#, ["duplicate key \"strategy\""]),
        (
            #"{"strategy": "pinwheel", "width": 390}"#,
            ["unknown strategy 'pinwheel'", "round-robin, shortest-column, mosaic, masonry"]
        ),
        (
            #"{"strategy": "round-robin", "width": 390, "colums": 3}"#,
            ["unknown option 'colums'", "columns, minimumColumnWidth, cellPadding"]
        ),
        (#"{"strategy": "round-robin", "width": "wide"}"#, ["width must be a number greater than 0", "\"wide\""]),
        (#"{"strategy": "round-robin", "width": NaN}"#, ["NaN is not valid JSON"]),
        (#"{"strategy": "round-robin", "width": Infinity}"#, ["Infinity is not valid JSON"]),
        (#"{"strategy": "round-robin", "width": 0}"#, ["width must be a number greater than 0, got 0"]),
        (#"{"strategy": "round-robin", "width": -390}"#, ["width must be a number greater than 0, got -390"]),
        (#"{"strategy": "round-robin", "width": 390, "columns": 0}"#, ["option 'columns'", "got 0"]),
        (#"{"strategy": "round-robin", "width": 390, "columns": 2.5}"#, ["option 'columns'", "integer", "got 2.5"]),
        (#"{"strategy": "round-robin", "width": 390, "columns": -1}"#, ["option 'columns'", "got -1"]),
        (#"{"strategy": "round-robin", "width": 390, "columns": 1e12}"#, ["option 'columns'", "from 1 to 10000"]),
        (#"{"strategy": "shortest-column", "width": 390, "cellPadding": 100}"#, ["cellPadding", "at most 97.5"]),
        (#"{"strategy": "shortest-column", "width": 390, "cellPadding": -2}"#, ["option 'cellPadding'", "at least 0"]),
        (#"{"strategy": "mosaic", "width": 390, "segmentHeight": 0}"#, ["option 'segmentHeight'", "greater than 0"]),
        (#"{"strategy": "mosaic", "width": 390, "index": "quadtree"}"#, ["index must be one of", "\"rtree\""]),
        (
            #"{"strategy": "tile-pattern", "width": 390, "repeatPattern": "flipped"}"#,
            ["option 'repeatPattern'", "one of \"same\", \"inverted\", \"mirrored\", got \"flipped\""]
        ),
        (#"{"width": 390}"#, ["missing the required key 'strategy'"]),
        ("[]", ["must be a JSON object"]),
    ]

    @Test(
        "bad configurations fail with one error line naming the file and the key or position",
        arguments: badConfigurations)
    func badConfiguration(text: String, fragments: [String]) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(text, to: "config.json")
        let items = try scratch.write("[[640, 480]]", to: "items.json")
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, items]), containing: [configuration + ": "] + fragments)
    }

    /// Bad items files: (file name, contents, fragments the error line must contain besides the file name).
    static let badItems: [(String, String, [String])] = [
        ("items.json", "[[640, 480],\n [640 480]]", ["line 2, column 7", "expected ',' or ']'"]),
        ("items.json", "[[640, 480]", ["line 1, column 12", "end of input"]),
        ("items.json", #"[[640, -480]]"#, ["[0][1] (the height) must be a number greater than 0, got -480"]),
        (
            "items.json", #"{"items": [[1, 1], {"width": 0, "height": 3}]}"#,
            ["items[1].width must be a number greater than 0, got 0"]
        ),
        ("items.json", #"[[1, NaN]]"#, ["NaN is not valid JSON"]),
        ("items.json", #"[[1, 1e999]]"#, ["too large"]),
        ("items.json", #"{"sections": [{"count": -3}]}"#, ["sections[0].count must be a whole number", "got -3"]),
        ("items.json", #"{"sections": [{"count": 1.5}]}"#, ["sections[0].count", "got 1.5"]),
        ("items.json", #"{"sections": [{"count": 1e300}]}"#, ["sections[0].count", "from 0 to 50000000"]),
        (
            "items.json", #"{"sections": [{"count": 3, "scrollDirection": "horizontal"}]}"#,
            [
                "sections[0].scrollDirection",
                "valid options: columns, minimumColumnWidth, cellPadding, columnSpacing, itemSpacing, sectionInset",
            ]
        ),
        ("items.json", #"{"items": [{"width": 5}]}"#, ["items[0] is missing the required key 'height'"]),
        (
            "items.csv", "width,height\n640,480\n640,0\n",
            ["line 3: column 2 (height) must be a number greater than 0, got 0"]
        ),
        (
            "items.csv", "width,height\r\n640,480\r\nabc,480\r\n",
            ["line 3: column 1 (width) must be a number", "'abc'"]
        ),
        ("items.csv", "w,h\n1,2\n", ["line 1: the header 'w,h' has no column 'width'"]),
        ("items.csv", "width,height\n1,2,3\n", ["line 2: expected 2 fields"]),
        ("items.txt", "width,height\n1,-2\n", ["line 2: column 2 (height) must be a number greater than 0"]),
    ]

    @Test("bad items files fail with one error line naming the file and the line, item or key", arguments: badItems)
    func badItemsFile(name: String, text: String, fragments: [String]) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "round-robin", "width": 390}"#, to: "config.json")
        let items = try scratch.write(text, to: name)
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, items]), containing: [items + ": "] + fragments)
    }

    @Test("missing, directory, empty and non-UTF-8 files are clean errors")
    func unusableFiles() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "mosaic", "width": 390}"#, to: "config.json")
        let empty = try scratch.write("", to: "empty.json")
        let binary = try scratch.write(Data([0xFF, 0xFE, 0x00, 0x5B]), to: "binary.json")
        let badString = try scratch.write(Data([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D]), to: "string.json")
        let missing = scratch.path("missing.json")
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, missing]),
            containing: ["cannot read '\(missing)': no such file"])
        expectFailure(try TrellisExecutable.run(["layout", missing, empty]), containing: ["cannot read '\(missing)'"])
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, scratch.url.path]), containing: ["is a directory"])
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, empty]), containing: ["\(empty): the file is empty"])
        expectFailure(try TrellisExecutable.run(["layout", empty, empty]), containing: ["\(empty): the file is empty"])
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, binary]),
            containing: ["\(binary): line 1, column 1", "not UTF-8"])
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, badString]),
            containing: ["\(badString): line 1, column 3: invalid UTF-8"])
    }

    @Test("an unreadable file is a clean error", .enabled(if: getuid() != 0, "root can read any file"))
    func unreadableFile() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "mosaic", "width": 390}"#, to: "config.json")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: configuration)
        expectFailure(
            try TrellisExecutable.run(["layout", configuration, configuration]),
            containing: ["cannot read '\(configuration)'"])
    }

    @Test(
        "flow-line's bad options fail cleanly, naming the configuration",
        arguments: [
            #"{"strategy": "flow-line", "width": 390, "scrollDirection": "horizontal"}"#,
            #"{"strategy": "flow-line", "width": 390, "sectionInset": [0, 300, 0, 300]}"#,
            #"{"strategy": "flow-line", "width": 390, "minimumLineSpacing": -1}"#,
            #"{"strategy": "flow-line", "width": 390, "minimumInteritemSpacing": -10}"#,
            #"{"strategy": "flow-line", "width": 390, "scrollDirection": "diagonal"}"#,
        ])
    func flowLineBadOptions(text: String) throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(text, to: "config.json")
        let items = try scratch.write("[[100, 50]]", to: "items.json")
        expectFailure(try TrellisExecutable.run(["layout", configuration, items]), containing: [configuration + ": "])
    }

    @Test("a bad per-section override fails naming the items file and the section")
    func badSectionOverride() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "flow-line", "width": 390}"#, to: "config.json")
        for override in [#""sectionInset": [0, 300, 0, 300]"#, #""minimumLineSpacing": -1"#, #""lineSpacing": 3"#] {
            let items = try scratch.write(
                #"{"sections": [{"count": 2}, {"count": 1, \#(override)}]}"#, to: "items.json")
            expectFailure(try TrellisExecutable.run(["layout", configuration, items]), containing: [items + ": "])
        }
    }

    @Test(
        "usage mistakes fail with one error line",
        arguments: [
            (["layout"], "layout: expected CONFIG ITEMS, got 0 argument(s)"),
            (["layout", "a.json", "b.json", "c.json"], "layout: unexpected argument 'c.json'"),
            (["layout", "--pretty", "a.json", "b.json"], "layout: unknown option '--pretty'"),
            (["render", "a.json", "b.json"], "render: missing -o FILE.svg; see 'trellis render --help'"),
            (["strategies", "masonry", "extra"], "strategies: unexpected argument 'extra'"),
            (["demo", "--fast"], "demo: unknown option '--fast'"),
            (["demo", "--output"], "demo: --output needs a value"),
            (["demo", "--strategies", "pinwheel"], "unknown strategy 'pinwheel'"),
            (["frobnicate"], "unknown subcommand 'frobnicate'; run 'trellis --help' for the list"),
            ([], "missing subcommand"),
        ])
    func usageMistakes(arguments: [String], message: String) throws {
        let result = try TrellisExecutable.run(arguments)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: "))
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
    }

    @Test("render --navigation draws an arrow to each neighbour and numbers the items in reading order")
    func renderNavigation() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(
            #"{"strategy": "shortest-column", "width": 300, "columns": 3, "cellPadding": 0}"#, to: "config.json")
        // Nine equal squares: a 3 × 3 grid; item 4 in the middle has all four neighbours.
        let grid = try scratch.write(
            "[" + Array(repeating: "[100, 100]", count: 9).joined(separator: ", ") + "]", to: "grid.json")
        let output = scratch.path("nav.svg")
        let result = try TrellisExecutable.run(["render", configuration, grid, "-o", output, "--navigation", "4"])
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.components(separatedBy: "marker-end=\"url(#arrow)\"").count - 1 == 4)
        for direction in ["up", "down", "left", "right"] { #expect(svg.contains(">\(direction)</text>")) }
        for rank in 1...9 { #expect(svg.contains("fill=\"#ffffff\">\(rank)</text>")) }
        expectFailure(
            try TrellisExecutable.run(["render", configuration, grid, "-o", output, "--navigation", "0.9"]),
            containing: ["--navigation: there is no item 0.9"])
        expectFailure(
            try TrellisExecutable.run(["render", configuration, grid, "-o", output, "--navigation", "-1"]),
            containing: ["--navigation takes an item number"])
    }

    @Test("render writes the SVG atomically and prints its path")
    func render() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(
            #"{"strategy": "shortest-column", "width": 390, "columns": 3}"#, to: "config.json")
        let items = try scratch.write("[[640, 480], [480, 640], [500, 500]]", to: "items.json")
        let output = scratch.path("picture.svg")
        try scratch.write("old", to: "picture.svg")
        let result = try TrellisExecutable.run(["render", configuration, items, "-o", output])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == output + "\n")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("shortest-column"))
        // Three items, each filled and outlined (the legend's swatch has no stroke width).
        #expect(svg.components(separatedBy: " stroke=\"#546e7a\" stroke-width=").count - 1 == 3)
        // Nothing but the inputs and the picture: the temporary file was renamed.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
                == ["config.json", "items.json", "picture.svg"])

        let nowhere = scratch.path("no/such/dir/picture.svg")
        expectFailure(
            try TrellisExecutable.run(["render", configuration, items, "-o", nowhere]),
            containing: ["cannot write '\(nowhere)'", "does not exist"])
        let folder = scratch.path("folder.svg")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        expectFailure(
            try TrellisExecutable.run(["render", configuration, items, "-o", folder]),
            containing: ["it is a directory"])
        // A bad input writes nothing.
        let badItems = try scratch.write("[[1, 0]]", to: "bad.json")
        let untouched = scratch.path("untouched.svg")
        expectFailure(
            try TrellisExecutable.run(["render", configuration, badItems, "-o", untouched]), containing: [badItems])
        #expect(!FileManager.default.fileExists(atPath: untouched))
    }

    @Test("strategies lists every registered strategy, its options and the index options")
    func strategies() throws {
        let result = try TrellisExecutable.run(["strategies"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        for name in StrategyRegistry.builtIn.names {
            #expect(lines.contains(name))
        }
        #expect(
            lines.contains {
                $0.hasPrefix("    columns ") && $0.contains("default 2") && $0.contains("an integer from 1 to 10000")
            })
        #expect(lines.contains { $0.hasPrefix("    segmentHeight ") && $0.contains("default 200") })
        for option in IndexOption.allCases {
            #expect(
                lines.contains(
                    "  " + option.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0) + "  " + option.summary))
        }
    }

    @Test("demo lays out the bundled photos, writes the pictures and prints the table")
    func demoWithoutFlowLine() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let result = try TrellisExecutable.run(
            ["demo", "--output", "pictures", "--strategies", "round-robin,shortest-column,mosaic"],
            in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Trellis demo: 5,000 real photo sizes (MS-COCO 2017 validation) at phone width 390 pt")
        #expect(lines.contains { $0.hasPrefix("strategy ") && $0.contains("content height") && $0.contains("prepare") })
        #expect(lines.contains { $0.hasPrefix("round-robin ") && $0.contains(" 5000 ") && $0.hasSuffix(" lanes") })
        #expect(lines.contains { $0.hasPrefix("mosaic ") && $0.contains(" 5000 ") && $0.contains(" ms ") })
        #expect(lines.contains("Pictures in pictures/"))
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("pictures")).sorted()
        #expect(
            files == [
                "app-screen.svg", "index.html", "mosaic.svg", "round-robin.svg", "shortest-column.svg",
                "side-by-side.svg",
            ])
        let page = try String(contentsOfFile: scratch.path("pictures/index.html"), encoding: .utf8)
        #expect(page.contains("<th>content height</th>"))
        // The page shows every picture the demo writes, and lets none overflow the window.
        for picture in files where picture.hasSuffix(".svg") { #expect(page.contains("<img src=\"\(picture)\"")) }
        // As many columns as the window holds (three at 1400 px), pictures scaled down to fit.
        #expect(page.contains("grid-template-columns: repeat(auto-fill, minmax(min(100%, 330px), 1fr))"))
        #expect(page.contains("max-width: 100%") && !page.contains("overflow-x"))
        #expect(result.standardOutput.contains("Open pictures/index.html in a web browser"))
        // The composed screen: a strategy per section, each header named.
        let screen = try String(contentsOfFile: scratch.path("pictures/app-screen.svg"), encoding: .utf8)
        #expect(["Categories", "Featured", "For you"].allSatisfy { screen.contains($0) })
    }

    @Test(
        "demo needs no arguments and shows every built-in strategy",
        .enabled(if: flowLineWorks, "flow-line is a stub in this build"))
    func demo() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let result = try TrellisExecutable.run(["demo"], in: scratch.url)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        for name in StrategyRegistry.builtIn.names {
            #expect(result.standardOutput.contains("\n\(name) "))
            #expect(FileManager.default.fileExists(atPath: scratch.path("trellis-demo/\(name).svg")))
        }
        #expect(result.standardOutput.contains("120-pt-tall"))
        #expect(FileManager.default.fileExists(atPath: scratch.path("trellis-demo/side-by-side.svg")))
    }

    @Test("help lists every subcommand")
    func help() throws {
        let result = try TrellisExecutable.run(["help"])
        #expect(result.status == 0)
        for command in ["layout", "render", "strategies", "demo"] {
            #expect(result.standardOutput.contains("\n  \(command) "))
        }
    }
}
