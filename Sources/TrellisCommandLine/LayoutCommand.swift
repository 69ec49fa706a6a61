import Foundation
import TrellisTools

/// `trellis layout CONFIG ITEMS`: prints every frame as JSON, or one record per item.
enum LayoutCommand: Subcommand {
    static let help = CommandHelp(
        name: "layout",
        abstract: "Lay out ITEMS (JSON or CSV) with the strategy of CONFIG (JSON); print the frames.",
        discussion: """
              Without --format the output is {"contentSize": [w, h], "items": [[x, y, w, h], ...],
              "supplementary": [...]}, one frame per item in section order. With --format, one record per item:
              its id (the input's id column or field, else its index from 0), section, x, y, width, height, then
              every other column or field of the input unchanged. Snapping moves each edge to the nearest
              device pixel (round(x * scale) / scale), so neighbours keep sharing edges and a spacing that is a
              whole number of pixels stays exact. With --state, FILE keeps the strategy's state at its last
              checkpoint and the few items after it (none for the column strategies): each run places only
              those and the new items, prints the new items (and any earlier item whose frame the new ones
              change) with the frames a layout of all items gives, then replaces FILE. --from says where the
              page starts among all items: after the last page, it is the next page; where the last page
              started, the last page again (a retried request gets the same answer); anywhere else, an error.
            """,
        usage:
            "<config> <items> [--format json|csv|ndjson] [--width <w>[,<w>...]] [--height <h>] [--snap] "
            + "[--scale <s>] [--state <file> --from <item>]",
        arguments: [
            .init(name: "<config>", text: "The configuration (JSON), or - for standard input."),
            .init(name: "<items>", text: "The items (JSON or CSV), or - for standard input."),
        ],
        options: [
            .init(["--format"], value: "<format>", "json, csv or ndjson: one record per item with its id and columns."),
            .init(
                ["--width"], value: "<widths>",
                "The viewport width, overriding the configuration's; several (390,768,1280) give one layout each."),
            .init(["--height"], value: "<height>", "The viewport height, overriding the configuration's."),
            .init(["--snap"], "Snap every edge to the device-pixel grid (see --scale)."),
            .init(["--scale"], value: "<pixels>", "Device pixels per point for --snap (default 1; 2 for 2x)."),
            .init(
                ["--state"], value: "<file>",
                "Lay out page by page: resume from FILE if it exists (placing only the new items and the few it "
                    + "holds), then write the state after the last item."),
            .init(
                ["--from"], value: "<item>",
                "With --state: the index of the page's first item among all items, 0 for the first page."),
        ],
        examples: [
            "trellis layout Docs/Examples/shortest-column.json Docs/Examples/photos.json",
            "printf 'width,height\\n640,480\\n' | trellis layout config.json -",
            "trellis layout Docs/Examples/shortest-column.json Docs/Examples/coco2017_val.csv --format csv",
            "trellis layout config.json photos.csv --format ndjson --width 390,768,1280 --snap --scale 2",
            "trellis layout config.json page1.csv --format json --state gallery.state --from 0",
            "trellis layout config.json page2.csv --format json --state gallery.state --from 100",
        ])

    static func run(_ arguments: [String]) throws -> CommandOutput {
        var arguments = try Arguments(arguments, help: help)
        let format = try arguments.value("--format").map { text in
            guard let format = PositionedLayout.RecordFormat(rawValue: text) else {
                throw UsageError("layout: --format must be json, csv or ndjson, got '\(text)'")
            }
            return format
        }
        let widths = try arguments.value("--width").map { try viewportWidths($0, command: "layout") }
        let height = try arguments.positiveNumber("--height")
        let snaps = arguments.flag("--snap")
        let scale = try arguments.positiveNumber("--scale")
        let statePath = try arguments.value("--state")
        let start = try arguments.value("--from").map { text in
            guard let start = Int(text.trimmingSpaces), start >= 0 else {
                throw UsageError("layout: --from takes the index of the page's first item (0, 100, ...), got '\(text)'")
            }
            return start
        }
        let paths = try arguments.positionals(["config", "items"])
        try arguments.finish()
        try checkStandardInput(paths, command: "layout")
        if scale != nil, !snaps { throw UsageError("layout: --scale needs --snap") }
        if (widths?.count ?? 1) > 1, format == nil {
            throw UsageError("layout: several widths need --format json, csv or ndjson (one record per item)")
        }
        if statePath != nil, format == nil { throw UsageError("layout: --state needs --format json, csv or ndjson") }
        if statePath != nil, (widths?.count ?? 1) > 1 { throw UsageError("layout: --state takes one width") }
        if start != nil, statePath == nil { throw UsageError("layout: --from needs --state") }
        if statePath != nil, start == nil {
            throw UsageError(
                "layout: --state needs --from N, the index of the page's first item among all items (0 for the "
                    + "first page), so that a retried or skipped page is caught")
        }
        guard let format else {
            let configuration: Configuration
            let layout: PreparedLayout
            do {
                (configuration, layout) = try prepareLayout(
                    configurationPath: paths[0], itemsPath: paths[1], width: widths?.first, height: height)
            } catch InputError.unknownKey(let source, let object, let key, let valid) where valid.contains("id") {
                // An item field the frames document has no place for, such as a URL.
                throw HintedError(
                    InputError.unknownKey(source: source, object: object, key: key, valid: valid),
                    hint: "to keep extra fields such as '\(key)' in the output, add --format json, csv or ndjson")
            }
            let warning = overflowWarning(layout)
            guard snaps else { return warned(.text(layout.jsonText()), warning) }
            let positions = PositionedLayout(layout, viewportWidth: configuration.width).snapped(scale: scale ?? 1)
            return warned(.text(positions.framesText()), warning)
        }
        let configuration = try readConfiguration(paths[0])
        let (table, itemsFile) = try readItemTable(paths[1])
        let viewports = viewports(of: configuration, widths: widths, height: height)
        if let statePath, let start {
            return try layOutPage(
                table, startingAt: start, itemsFile: itemsFile, configuration: viewports[0],
                configurationPath: paths[0], statePath: statePath, format: format, scale: snaps ? scale ?? 1 : nil)
        }
        if viewports.count == 1, !snaps {
            // One layout, unsnapped: written straight from the prepared layout, no copy of its frames.
            let layout = try prepare(
                table.sections, with: viewports[0], configurationPath: paths[0], itemsFile: itemsFile)
            let records = table.records
            return warned(
                .stream { output throws(OutputError) in
                    try PositionedLayout.write(
                        layout, viewportWidth: viewports[0].width, format: format, records: records
                    ) { block throws(OutputError) in try output.write(block) }
                }, overflowWarning(layout))
        }
        var warning: String?
        let layouts = try viewports.map { configuration in
            let layout = try prepare(
                table.sections, with: configuration, configurationPath: paths[0], itemsFile: itemsFile)
            warning = warning ?? overflowWarning(layout)
            let positions = PositionedLayout(layout, viewportWidth: configuration.width)
            return snaps ? positions.snapped(scale: scale ?? 1) : positions
        }
        return warned(records(layouts, format: format, records: table.records), warning)
    }

    /// `output`, after `warning` on standard error (once every input has been read and laid out).
    private static func warned(_ output: CommandOutput, _ warning: String?) -> CommandOutput {
        guard let warning else { return output }
        return .stream { standardOutput throws(OutputError) in
            writeToStandardError("warning: \(warning)\n")
            try output.write(to: &standardOutput)
        }
    }

    /// A warning when items cross the content's edge across the scroll axis
    /// (`flow-line` keeps an item wider than the viewport at its size), as
    /// `trellis compare` counts them; `nil` when none does.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items.
    static func overflowWarning(_ layout: PreparedLayout) -> String? {
        let vertical = layout.scrollAxis != .horizontal
        let extent = vertical ? layout.contentSize.width : layout.contentSize.height
        let slack = 1e-9 * max(1, extent)
        var (count, index) = (0, 0)
        var largest: (index: Int, size: Double)?
        for section in 0..<layout.numberOfSections {
            for item in 0..<layout.numberOfItems(inSection: section) {
                defer { index += 1 }
                guard let frame = layout.attributesForItem(at: ElementPath(section: section, item: item))?.frame
                else { continue }
                let (low, high, size) =
                    vertical ? (frame.minX, frame.maxX, frame.width) : (frame.minY, frame.maxY, frame.height)
                guard low < -slack || high > extent + slack else { continue }
                count += 1
                if size > largest?.size ?? -.infinity { largest = (index, size) }
            }
        }
        guard let largest else { return nil }
        let across = vertical ? "wide" : "tall"
        return "\(count == 1 ? "1 item crosses" : "\(count) items cross") the edge of the content "
            + "(\(points(extent)) pt \(across)), keeping \(count == 1 ? "its" : "their") size; the largest is item \(largest.index), "
            + "\(points(largest.size)) pt \(across): scale such items down to fit, or use a strategy that scales "
            + "them (justified-rows)"
    }

    /// The records of `layouts`, streamed: a million of them never exist as one text.
    private static func records(
        _ layouts: [PositionedLayout], format: PositionedLayout.RecordFormat, records: ItemRecords
    ) -> CommandOutput {
        .stream { output throws(OutputError) in
            try PositionedLayout.write(layouts, format: format, records: records) { block throws(OutputError) in
                try output.write(block)
            }
        }
    }

    /// Lays out one page after the items the state file holds, prints the new
    /// records (and the held ones the page moves), then replaces the state.
    private static func layOutPage(
        _ page: ItemTable, startingAt start: Int, itemsFile: ItemsFile, configuration: Configuration,
        configurationPath: String,
        statePath: String, format: PositionedLayout.RecordFormat, scale: Double?
    ) throws -> CommandOutput {
        try LayoutState.checkPage(page.sections)
        var state: LayoutState?
        if FileManager.default.fileExists(atPath: statePath) {
            state = try LayoutState(contentsOfFile: statePath)
        }
        let laidOut: LayoutPage
        try checkStrategies(of: configuration, configurationPath: configurationPath)
        do {
            laidOut = try LayoutState.layOutPage(
                page, after: state, startingAt: start, configuration: configuration, source: statePath,
                snappingTo: scale)
        } catch let error as LayoutError {
            // The error names the item by its index among all items, not by its line in the page.
            throw attributed(
                error, sections: page.sections, configurationPath: configurationPath,
                itemsFile: ItemsFile(source: itemsFile.source, isCSV: false))
        }
        try writeAtomically(try laidOut.state.text(), toPath: statePath)
        return records([laidOut.positions], format: format, records: laidOut.records)
    }
}

/// Reads `--width`: one or more numbers greater than 0, separated by commas.
func viewportWidths(_ text: String, command: String) throws -> [Double] {
    var widths: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let width = Double(String(part).trimmingSpaces), width.isFinite, width > 0 else {
            throw UsageError(
                "\(command): --width takes numbers greater than 0 separated by commas (390,768), "
                    + "got '\(part)' in '\(text)'")
        }
        widths.append(width)
    }
    return widths
}
