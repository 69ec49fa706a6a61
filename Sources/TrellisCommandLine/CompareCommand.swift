import Foundation
import TrellisTools

/// `trellis compare ITEMS --width W [--strategies a,b,…] [--json] [--picture PATH]`:
/// runs several strategies on the same items and prints their metrics side by side.
enum CompareCommand: TextSubcommand {
    static let help = CommandHelp(
        name: "compare",
        abstract: "Lay out ITEMS with several strategies and print their metrics side by side.",
        discussion: """
              Metrics: content height, fill (item area / content area), overflow (items crossing the content
              width), columns and their imbalance, the largest gap, how far items move from reading order, and
              the prepare time.
            """,
        usage:
            "<items> --width <points> [--height <points>] [--strategies <list>] [--config <file>]... [--index <index>] "
            + "[--line-height <points>] [--json] [--picture <file.svg> [--length <points>] [--scale <pixels-per-point>]]",
        arguments: [.init(name: "<items>", text: "The items (JSON or CSV), or - for standard input.")],
        options: [
            .init(["--width"], value: "<points>", "The viewport width (required)."),
            .init(["--height"], value: "<points>", "The viewport height; needed for horizontal scrolling."),
            .init(
                ["--strategies"], value: "<list>",
                "Strategies with options after ':', values in JSON: 'masonry:columns=3:tolerance=40, mosaic'.",
                default: "every built-in strategy"),
            .init(
                ["--config"], value: "<file>",
                "Also compare the strategy, options and per-section strategies of a configuration file; repeatable.",
                default: "none"),
            .init(["--index"], value: "<index>", "The index option: auto, linear or rtree.", default: "auto"),
            .init(
                ["--line-height"], value: "<points>",
                "Give flow-line the items as cells this tall, keeping their aspect ratio (as 'trellis demo' does).",
                default: "the items as they are"),
            .init(["--json"], "Print JSON instead of a table."),
            .init(["--picture"], value: "<file.svg>", "Also draw every layout side by side into this SVG file."),
        ] + PictureOptions.help,
        examples: [
            "trellis compare Docs/Examples/coco2017_val.csv --width 390",
            "trellis compare photos.csv --width 1024 --strategies 'masonry:columns=4:tolerance=40, mosaic'",
            "trellis compare photos.csv --width 390 --picture compare.svg --scale 0.1",
            "trellis compare photos.json --width 390 --config app-screen.json --strategies shortest-column",
        ])

    static func text(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        guard let width = try arguments.positiveNumber("--width") else {
            throw UsageError("compare: --width W is required")
        }
        let height = try arguments.positiveNumber("--height")
        let strategies = try arguments.value("--strategies")
        let configurationPaths = try arguments.values("--config")
        let index = try arguments.value("--index").map { name throws(LayoutError) in try IndexOption(named: name) }
        let lineHeight = try arguments.positiveNumber("--line-height")
        let json = arguments.flag("--json")
        let picturePath = try arguments.value("--picture")
        let pictureOptions = try PictureOptions(&arguments)
        let itemsPath = try arguments.positionals(["items"])[0]
        try arguments.finish()
        try checkStandardInput([itemsPath] + configurationPaths, command: "compare")
        if let picturePath { try checkPicturePath(picturePath, option: "--picture", command: "compare") }
        if pictureOptions.length != nil || pictureOptions.scale != nil, picturePath == nil {
            throw UsageError("compare: --length and --scale need --picture FILE.svg")
        }

        let registry = StrategyRegistry.builtIn
        let configured = try configurationPaths.map { path in
            StrategyComparison.Candidate(try readConfiguration(path), label: sourceName(path))
        }
        let listed =
            try strategies.map { text in
                try StrategyList.parse(text, command: "compare").map {
                    StrategyComparison.Candidate($0.name, options: $0.options)
                }
            } ?? (configured.isEmpty ? registry.names.map { StrategyComparison.Candidate($0) } : [])
        let candidates = listed + configured
        let (sections, _) = try readSections(itemsPath, ignoringExtraFields: true)
        let input = LayoutInput(width: width, height: height, sections: sections)
        var comparison = StrategyComparison(candidates, registry: registry)
        if let index { comparison.index = index }
        var results = try comparison.run(on: input)
        var notes: [String] = []
        if let lineHeight, candidates.contains(where: { $0.name == FlowLine.name }) {
            // flow-line lays items out at their own size: give it cells of one height, as the demo does.
            var narrowed = 0
            let cells = sections.map { section -> SectionInput in
                guard case .sizes(let sizes) = section.items else { return section }
                let (items, shrunk) = SamplePhotos.lineCells(sizes, height: lineHeight, maximumWidth: width)
                narrowed += shrunk
                return SectionInput(items: items, options: section.options)
            }
            let lineCandidates = candidates.filter { $0.name == FlowLine.name }
            var lines = StrategyComparison(lineCandidates, registry: registry)
            if let index { lines.index = index }
            var lineResults = try lines.run(on: LayoutInput(width: width, height: height, sections: cells))[...]
            results = results.map { $0.candidate.name == FlowLine.name ? lineResults.removeFirst() : $0 }
            notes.append(
                "flow-line: items scaled to \(points(lineHeight))-pt-tall cells keeping their aspect ratio"
                    + (narrowed > 0 ? " (\(narrowed) wider than \(points(width)) pt scaled down to fit)" : ""))
        }

        if let picturePath {
            let picture = StrategyComparison.picture(results)
            let drawn = pictureOptions.picture(picture.panels, viewport: (width, height))
            try writeAtomically(drawn.svg(), toPath: picturePath)
        }
        if json { return jsonText(results, input: input) }
        return StrategyComparison.table(results) + notes.map { "\n" + $0 + "\n" }.joined()
    }

    /// `{"width": W, "items": n, "strategies": [{...}, ...]}`, one strategy per line.
    static func jsonText(_ results: [StrategyComparison.Result], input: LayoutInput) -> String {
        func number(_ value: Double) -> String { OptionValue.number(value).description }
        func string(_ text: String) -> String {
            var escaped = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped + "\""
        }
        let rows = results.map { result -> String in
            let metrics = result.metrics
            let (seconds, attoseconds) = metrics.prepareTime.components
            let fields = [
                "\"strategy\": \(string(result.candidate.name))",
                "\"label\": \(string(result.candidate.label))",
                "\"options\": \(OptionValue.object(result.candidate.options.values))",
                "\"contentSize\": [\(number(metrics.contentSize.width)), \(number(metrics.contentSize.height))]",
                "\"contentLength\": \(number(metrics.contentLength))",
                "\"fillRatio\": \(number(metrics.fillRatio))",
                "\"overflowingItems\": \(metrics.overflowingItemCount)",
                "\"columns\": \(metrics.columnCount.map(String.init) ?? "null")",
                "\"columnImbalance\": \(metrics.columnImbalance.map(number) ?? "null")",
                "\"largestGap\": \(number(metrics.largestGap))",
                "\"orderDisplacement\": \(number(metrics.orderDisplacement))",
                "\"maximumOrderDisplacement\": \(metrics.maximumOrderDisplacement)",
                "\"prepareMillis\": \(number(Double(seconds) * 1e3 + Double(attoseconds) * 1e-15))",
            ]
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "{\"width\": \(number(input.width)), \"items\": \(input.itemCount), \"strategies\": [\n"
            + rows.joined(separator: ",\n") + "\n]}\n"
    }
}
