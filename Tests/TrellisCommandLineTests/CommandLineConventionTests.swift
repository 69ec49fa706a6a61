import Foundation
import Testing
import TrellisTools

/// The conventions of swift-argument-parser: help, version, suggestions, standard input.
@Suite("trellis command-line conventions")
struct CommandLineConventionTests {
    static let subcommands = ["demo", "layout", "render", "compare", "bench", "strategies"]

    /// Checks a failed run: status 1, nothing on stdout, exactly `message` as the one line on stderr.
    private func expectError(
        _ result: TrellisExecutable.Result, _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(result.standardError == "error: \(message)\n", sourceLocation: sourceLocation)
    }

    @Test("--help, -h and help list every subcommand and exit 0")
    func topLevelHelp() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try TrellisExecutable.run(arguments)
            #expect(result.status == 0)
            #expect(result.standardError.isEmpty)
            #expect(result.standardOutput.hasPrefix("OVERVIEW: "))
            #expect(result.standardOutput.contains("USAGE: trellis <subcommand>"))
            #expect(result.standardOutput.contains("  --version "))
            for name in Self.subcommands {
                #expect(result.standardOutput.contains("\n  \(name) "), "\(name) missing")
            }
        }
    }

    @Test(
        "every subcommand's help shows usage, options with defaults and an example, before any other check",
        arguments: subcommands)
    func subcommandHelp(name: String) throws {
        let long = try TrellisExecutable.run([name, "--help"])
        #expect(long.status == 0)
        #expect(long.standardError.isEmpty)
        #expect(long.standardOutput.contains("USAGE: trellis \(name)"))
        #expect(long.standardOutput.contains("\nOPTIONS:\n"))
        #expect(long.standardOutput.contains("  -h, --help "))
        #expect(long.standardOutput.contains("\nEXAMPLES:\n  $ "))
        // -h, `help NAME` and --help after other (even invalid) arguments print the same.
        for arguments in [[name, "-h"], ["help", name], [name, "no-such-file.json", "--width", "0", "--help"]] {
            let result = try TrellisExecutable.run(arguments)
            #expect(result.status == 0)
            #expect(result.standardOutput == long.standardOutput)
        }
    }

    @Test("trellis-bench has trellis bench's options and more, with the conventions of a subcommand")
    func trellisBench() throws {
        let help = try TrellisExecutable.run(["--help"], bench: true)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: trellis-bench [--items <n,n,...>]"))
        #expect(help.standardOutput.contains("\nEXAMPLES:\n  $ swift run -c release trellis-bench --items"))
        let bench = try TrellisExecutable.run(["bench", "--help"]).standardOutput
        let options = bench.split(separator: "\n").filter { $0.hasPrefix("  --") }.map {
            String($0.split(separator: " ")[0])
        }
        #expect(options == ["--items", "--queries", "--strategies", "--json"])
        let more = ["--degenerate", "--lazy-grid", "--collection-view", "--edits", "--navigation", "--plot"]
        for option in options + more {
            #expect(help.standardOutput.contains("\n  \(option) "), "\(option)")
        }
        for arguments in [["-h"], ["--queries", "x", "--help"]] {
            #expect(try TrellisExecutable.run(arguments, bench: true).standardOutput == help.standardOutput)
        }
        expectError(
            try TrellisExecutable.run(["--querys", "20"], bench: true),
            "bench: unknown option '--querys' (did you mean '--queries'?); see 'trellis-bench --help'")
    }

    @Test("help text: render lists -o, compare its defaults")
    func helpDetails() throws {
        let render = try TrellisExecutable.run(["render", "--help"]).standardOutput
        #expect(render.contains("USAGE: trellis render <config> <items> -o <file.svg>"))
        #expect(render.contains("  -o, --output <file.svg>"))
        #expect(render.contains("  <items>   The items (JSON or CSV), or - for standard input.\n"))
        let compare = try TrellisExecutable.run(["compare", "--help"]).standardOutput
        #expect(compare.contains("  --strategies <list>       Strategies with options after"))
        #expect(compare.contains("The index option: auto, linear or rtree. (default: auto)\n"))
        // Lines wrap at 100 columns.
        #expect(compare.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try TrellisExecutable.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput == TrellisVersion.current + "\n")
        #expect(TrellisVersion.current == "0.2.0")
    }

    @Test("mistyped subcommands, options, strategies and keys get a suggestion")
    func didYouMean() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let items = try scratch.write("width,height\n640,480\n", to: "items.csv")
        expectError(
            try TrellisExecutable.run(["rendr"]),
            "unknown subcommand 'rendr' (did you mean 'render'?); run 'trellis --help' for the list")
        expectError(
            try TrellisExecutable.run(["--verison"]),
            "unknown option '--verison' (did you mean '--version'?); run 'trellis --help' for the list")
        expectError(
            try TrellisExecutable.run(["help", "strategy"]),
            "unknown subcommand 'strategy' (did you mean 'strategies'?); run 'trellis --help' for the list")
        expectError(
            try TrellisExecutable.run(["compare", items, "--widht", "390"]),
            "compare: unknown option '--widht' (did you mean '--width'?); see 'trellis compare --help'")
        expectError(
            try TrellisExecutable.run(["render", "a.json", items, "--output=x.svg", "--lenght=3"]),
            "render: unknown option '--lenght' (did you mean '--length'?); see 'trellis render --help'")
        expectError(
            try TrellisExecutable.run(["layout", "--pretty", "a", "b"]),
            "layout: unknown option '--pretty'; see 'trellis layout --help'")
        let masonry = try TrellisExecutable.run(["compare", items, "--width", "390", "--strategies", "masnory"])
        #expect(
            masonry.standardError.contains(
                "unknown strategy 'masnory' (did you mean 'masonry'?); registered strategies: "))
        let key = try TrellisExecutable.run(["compare", items, "--width", "390", "--strategies", "masonry:colums=3"])
        #expect(key.standardError.contains("unknown option 'colums' for strategy 'masonry' (did you mean 'columns'?)"))
        let configuration = try scratch.write(#"{"strategy": "mosaic", "width": 390, "gutterr": 2}"#, to: "config.json")
        let option = try TrellisExecutable.run(["layout", configuration, items])
        #expect(
            option.standardError.contains("unknown option 'gutterr' for strategy 'mosaic' (did you mean 'gutter'?)"))
        let strategy = try TrellisExecutable.run(["strategies", "mosiac"])
        #expect(
            strategy.standardError
                == "error: unknown strategy 'mosiac' (did you mean 'mosaic'?); registered strategies: "
                + StrategyRegistry.builtIn.names.joined(separator: ", ") + "\n")
    }

    @Test("--strategies trims spaces and reads option values as JSON, brackets and quotes included")
    func strategyLists() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let items = try scratch.write("width,height\n100,100\n100,50\n", to: "items.csv")
        let result = try TrellisExecutable.run([
            "compare", items, "--width", "390", "--json", "--strategies",
            #" masonry : columns = 3 : sectionInset=[1, 2, 3, 4] , mosaic:scrollDirection="vertical", round-robin:headerReferenceSize={"width": 0, "height": 40}"#,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let strategies = try #require(json["strategies"] as? [[String: Any]])
        #expect(strategies.map { $0["strategy"] as? String } == ["masonry", "mosaic", "round-robin"])
        // Columns of (390 - 2 - 4) / 3 = 128 wide, padding 6: items 116 wide, 116 and 58 tall, top inset 1;
        // the tallest column, 6 + 116 + 6, then the bottom inset 3: 1 + 128 + 3.
        let masonryLength = try #require(strategies[0]["contentLength"] as? Double)
        #expect(masonryLength == 132)
        // The header of 40 sits above round-robin's two columns: 40 + 6 + 183 + 6.
        let roundRobinLength = try #require(strategies[2]["contentLength"] as? Double)
        #expect(roundRobinLength == 235)
        let bad = try TrellisExecutable.run([
            "compare", items, "--width", "390", "--strategies", "masonry:sectionInset=[1,2",
        ])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("compare: strategy 'masonry': sectionInset=[1,2 is not valid JSON"))
    }

    @Test("- reads standard input, for items (JSON or CSV) or the configuration")
    func standardInput() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "round-robin", "width": 390}"#, to: "config.json")
        let items = try scratch.write("[[100, 50], [100, 100]]", to: "items.json")
        let fromFile = try TrellisExecutable.run(["layout", configuration, items])
        #expect(fromFile.status == 0)
        for (arguments, input) in [
            (["layout", configuration, "-"], "[[100, 50], [100, 100]]"),
            (["layout", configuration, "-"], "Height, Width\r\n50,100\r\n100,100\r\n"),
            (["layout", "-", items], #"{"strategy": "round-robin", "width": 390}"#),
        ] {
            let result = try TrellisExecutable.run(arguments, input: input)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput == fromFile.standardOutput)
        }
        let compare = try TrellisExecutable.run(
            ["compare", "-", "--width", "390", "--strategies", "round-robin"],
            input: "width,height\n100,50\n")
        #expect(compare.status == 0)
        expectError(
            try TrellisExecutable.run(["layout", configuration, "-"], input: "width,height\n100,0\n"),
            "standard input: line 2: column 2 (height) must be a number greater than 0, got 0")
        expectError(try TrellisExecutable.run(["layout", configuration, "-"]), "standard input: the file is empty")
        expectError(
            try TrellisExecutable.run(["layout", "-", "-"]),
            "layout: only one of the inputs can be '-' (standard input); see 'trellis layout --help'")
    }

    @Test("a picture path that does not end in .svg is an error, and nothing is written")
    func pictureExtension() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "mosaic", "width": 390}"#, to: "config.json")
        let items = try scratch.write("width,height\n1,1\n", to: "items.csv")
        expectError(
            try TrellisExecutable.run(["render", configuration, items, "-o", scratch.path("out.png")]),
            "render: -o must name an .svg file (pictures are SVG), got '\(scratch.path("out.png"))'; "
                + "see 'trellis render --help'")
        expectError(
            try TrellisExecutable.run(["compare", items, "--width", "390", "--picture", "out.pdf"], in: scratch.url),
            "compare: --picture must name an .svg file (pictures are SVG), got 'out.pdf'; see 'trellis compare --help'")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == [
                "config.json", "items.csv",
            ])
        // Upper case is fine.
        let upper = try TrellisExecutable.run(["render", configuration, items, "-o", scratch.path("OUT.SVG")])
        #expect(upper.status == 0)
    }

    @Test("strategies NAME shows one strategy; each option's summary is its own")
    func oneStrategy() throws {
        let all = try TrellisExecutable.run(["strategies"]).standardOutput
        let mosaic = try TrellisExecutable.run(["strategies", "mosaic"])
        #expect(mosaic.status == 0)
        #expect(mosaic.standardOutput.hasPrefix("mosaic\n  Apple's mosaic sample"))
        #expect(all.contains("\n" + mosaic.standardOutput))
        #expect(!mosaic.standardOutput.contains("masonry"))
        // mosaic's scrollDirection speaks of segments, the column strategies' of columns.
        let scrollSummary = { (text: String) in
            text.split(separator: "\n").drop { !$0.contains("scrollDirection ") }.dropFirst().first.map(String.init)
                ?? ""
        }
        let masonry = try TrellisExecutable.run(["strategies", "masonry"]).standardOutput
        #expect(scrollSummary(mosaic.standardOutput).contains("Segments"))
        #expect(scrollSummary(masonry).contains("Columns run down"))
    }

    /// The bundled 5,000 photo sizes as a CSV file.
    private static let photosCSV = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/Examples/coco2017_val.csv").path

    @Test("render and compare --picture never write a picture taller or wider than 16,384 px")
    func pictureLimit() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let configuration = try scratch.write(#"{"strategy": "flow-line", "width": 390}"#, to: "config.json")
        for extra in [[], ["--scale", "0.05"], ["--length", "1000000"]] {
            let output = scratch.path("picture.svg")
            let result = try TrellisExecutable.run(["render", configuration, Self.photosCSV, "-o", output] + extra)
            #expect(result.status == 0, "\(result.standardError)")
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            let header = svg.prefix { $0 != ">" }
            let height = try #require(Double(header.components(separatedBy: " height=\"")[1].prefix { $0 != "\"" }))
            #expect(height <= 16_384, "\(extra)")
            #expect(svg.contains(">shows the top "), "\(extra)")
        }
        let picture = scratch.path("compare.svg")
        let compare = try TrellisExecutable.run([
            "compare", Self.photosCSV, "--width", "390", "--picture", picture,
            "--scale", "0.02",
        ])
        #expect(compare.status == 0)
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(
            Double(svg.prefix { $0 != ">" }.components(separatedBy: " height=\"")[1].prefix { $0 != "\"" }) ?? .infinity
                <= 16_384)
    }

    @Test("compare explains fill above 1 by the overflow share, and --line-height gives the demo's flow-line")
    func compareAgreesWithDemo() throws {
        let natural = try TrellisExecutable.run([
            "compare", Self.photosCSV, "--width", "390", "--strategies", "flow-line",
        ])
        #expect(natural.status == 0)
        let row = try #require(natural.standardOutput.split(separator: "\n").first { $0.hasPrefix("flow-line ") })
        #expect(row.contains(" 1.422 ") && row.contains("%"), "\(row)")
        #expect(natural.standardOutput.contains("\noverflow: the share of items that cross the content width"))

        let cells = try TrellisExecutable.run([
            "compare", Self.photosCSV, "--width", "390", "--strategies", "flow-line",
            "--line-height", "120",
        ])
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let demo = try TrellisExecutable.run(["demo", "--strategies", "flow-line"], in: scratch.url)
        // The same 313,589.5 pt in both: the demo's 120-pt cells.
        #expect(demo.standardOutput.contains(" 313,589.5 pt "))
        #expect(cells.standardOutput.contains(" 313589.5 "))
        #expect(!cells.standardOutput.contains("\noverflow:"))
        #expect(cells.standardOutput.contains("flow-line: items scaled to 120-pt-tall cells"))
        #expect(demo.standardOutput.contains("`trellis compare --line-height 120` does the same"))
    }
}
