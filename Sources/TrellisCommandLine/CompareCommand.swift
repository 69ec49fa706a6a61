import Foundation
import Trellis


/// `trellis compare ITEMS --width W [--strategies a,b,…] [--json] [--picture PATH]`:
/// runs several strategies on the same items and prints their metrics side by side.
enum CompareCommand: Subcommand {
    static let name = "compare"
    static let usage = "compare ITEMS --width W [--height H] [--strategies a,b:key=value,...] [--index I] [--json] "
        + "[--picture PATH [--picture-length L]]"
    static let summary = "Lay out ITEMS with several strategies (default: every built-in) and print their metrics "
        + "(content height, fill, column imbalance, largest gap, order shift, prepare time) side by side; "
        + "options per strategy after ':' (masonry:columns=3:tolerance=40); --picture writes one SVG of them all"

    /// Pictures longer than this are cut here unless `--picture-length` says otherwise.
    static let defaultPictureLength = 6_000.0

    static func run(_ arguments: [String]) throws -> String {
        var arguments = Arguments(arguments, command: name)
        guard let widthText = try arguments.value("--width") else {
            throw UsageError("compare: --width W is required")
        }
        let width = try number(widthText, flag: "--width")
        let height = try arguments.value("--height").map { try number($0, flag: "--height") }
        let strategies = try arguments.value("--strategies")
        let index = try arguments.value("--index").map { name throws(LayoutError) in try IndexOption(named: name) }
        let json = arguments.flag("--json")
        let picturePath = try arguments.value("--picture")
        let pictureLength = try arguments.value("--picture-length").map { try number($0, flag: "--picture-length") }
        let itemsPath = try arguments.positionals(["items"])[0]
        try arguments.finish()
        if pictureLength != nil, picturePath == nil {
            throw UsageError("compare: --picture-length needs --picture PATH")
        }

        let registry = StrategyRegistry.builtIn
        let candidates = try strategies.map(parseCandidates) ?? registry.names.map { StrategyComparison.Candidate($0) }
        let input = LayoutInput(width: width, height: height, items: try readItems(itemsPath))
        var comparison = StrategyComparison(candidates, registry: registry)
        if let index { comparison.index = index }
        let results = try comparison.run(on: input)

        if let picturePath {
            let longest = results.map(\.metrics.contentLength).max() ?? 0
            let length = pictureLength ?? (longest > defaultPictureLength ? defaultPictureLength : nil)
            let svg = StrategyComparison.picture(results, visibleLength: length).svg()
            do {
                try svg.write(toFile: picturePath, atomically: true, encoding: .utf8)
            } catch {
                throw UsageError("compare: cannot write the picture to '\(picturePath)': \(error.localizedDescription)")
            }
        }
        return json ? jsonText(results, input: input) : StrategyComparison.table(results)
    }

    /// `a,b:key=value:key=value,...` → candidates. Values read as numbers, booleans, else strings.
    static func parseCandidates(_ text: String) throws -> [StrategyComparison.Candidate] {
        var candidates: [StrategyComparison.Candidate] = []
        for entry in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = entry.split(separator: ":", omittingEmptySubsequences: false).map { String($0) }
            let name = parts[0]
            guard !name.isEmpty else { throw UsageError("compare: --strategies has an empty entry in '\(text)'") }
            var options: OptionValues = [:]
            for setting in parts.dropFirst() {
                let pair = setting.split(separator: "=", maxSplits: 1).map { String($0) }
                guard pair.count == 2, !pair[0].isEmpty else {
                    throw UsageError("compare: strategy '\(name)': expected key=value, got '\(setting)'")
                }
                options[pair[0]] = optionValue(pair[1])
            }
            candidates.append(StrategyComparison.Candidate(name, options: options))
        }
        return candidates
    }

    static func optionValue(_ text: String) -> OptionValue {
        if let number = Double(text), number.isFinite { return .number(number) }
        if text == "true" || text == "false" { return .bool(text == "true") }
        return .string(text)
    }

    static func number(_ text: String, flag: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value > 0 else {
            throw UsageError("compare: \(flag) must be a finite number greater than 0, got '\(text)'")
        }
        return value
    }

    /// Reads a CSV items file: a `width,height` header, then one item per line.
    ///
    /// A stopgap until the shared items decoder (JSON and CSV) lands in
    /// the Trellis module; errors name the file and line.
    static func readItems(_ path: String) throws -> [ItemSize] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read items file '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw UsageError("\(path): not UTF-8 text")
        }
        guard path.lowercased().hasSuffix(".csv") else {
            throw UsageError("\(path): compare reads CSV items files (a 'width,height' header, then one item per line)")
        }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
            .map { (number: $0.offset + 1, text: $0.element.trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.text.isEmpty }
        guard let header = lines.first,
              header.text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() })
                == ["width", "height"]
        else {
            throw UsageError("\(path) line 1: expected the header 'width,height'")
        }
        lines.removeFirst()
        return try lines.map { line in
            let fields = line.text.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, let width = Double(fields[0]), let height = Double(fields[1]) else {
                throw UsageError("\(path) line \(line.number): expected 'width,height' numbers, got '\(line.text)'")
            }
            guard width.isFinite, width > 0, height.isFinite, height > 0 else {
                throw UsageError("\(path) line \(line.number): width and height must be finite numbers greater than 0, "
                                 + "got '\(line.text)'")
            }
            return ItemSize(width: width, height: height)
        }
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
