import Foundation
import TrellisTools

extension Benchmark {
    /// The rows as `{"results": [...], "targets": [...]}`: one object per
    /// index option other than `linear` (`auto` rows add the references,
    /// ``referenceJSON(_:)``), then the verdicts from a million items on (``verdicts(_:)``).
    static func json(_ rows: [Row]) -> String {
        let objects = rows.filter { $0.index != "linear" }.map { row in
            "{\"strategy\": \"\(row.strategy)\", \"items\": \(row.items), \"index\": \"\(row.index)\", "
                + "\"prepareNanosPerItem\": \(number(row.prepareNanosPerItem, 2)), "
                + "\"bytesPerItem\": \(number(row.bytesPerItem, 2)), "
                + "\"preparePeakBytesPerItem\": \(row.preparePeakBytesPerItem.map { number($0, 2) } ?? "null"), "
                + "\"queryMicros\": \(number(row.queryMicros, 3)), "
                + "\"linearQueryMicros\": \(number(row.linearQueryMicros, 3)), "
                + "\"speedup\": \(number(row.speedup, 1)), \"matchesLinear\": \(row.matchesLinear), "
                + "\"prepareMicros\": \(number(row.prepareMicros, 1)), "
                + "\"append1kMicros\": \(number(row.append1kMicros, 1)), "
                + "\"queryP99Micros\": \(number(row.queryP99Micros, 3))"
                + (row.queryFloorMicros.map { ", \"queryFloorMicros\": \(number($0, 3))" } ?? "")
                + (row.index == IndexOption.auto.rawValue ? referenceJSON(row.reference) : "") + scrollStepJSON(row)
                + "}"
        }
        return "{\"results\": [" + objects.joined(separator: ",\n  ") + "],\n\"targets\": "
            + targetsJSON(verdicts(rows)) + "}\n"
    }

    /// The reference fields of an `auto` row; `null` when the strategy has no references.
    static func referenceJSON(_ reference: BenchReference.Measurement?) -> String {
        func field(_ name: String, _ value: String?) -> String { ", \"\(name)\": \(value ?? "null")" }
        return field("floorPrepareNanosPerItem", reference.map { number($0.floorPrepareNanosPerItem, 2) })
            + field("tutorialPrepareNanosPerItem", reference.map { number($0.tutorialPrepareNanosPerItem, 2) })
            + field("tutorialQueryMicros", reference.map { number($0.tutorialQueryMicros, 3) })
            + field("floorMatches", reference.map { "\($0.floorMatches)" })
            + field("tutorialMatches", reference.map { "\($0.tutorialMatches)" })
    }

    /// An aligned table with the `linear` baseline rows, failures, and the method in two lines.
    static func table(_ rows: [Row], failures: [Failure], queries: Int) -> String {
        let header = [
            "strategy", "items", "index", "prepare ns/item", "bytes/item", "peak B/item", "query µs", "p99 µs",
            "query floor µs", "linear µs",
            "speed-up", "matches", "queries", "prepare µs", "append 1k µs", "append/prepare",
            "floor ns/item", "prepare/floor", "tutorial ns/item", "tutorial query µs", "refs match",
        ]
        var lines = rows.map { row in
            [
                row.strategy, "\(row.items)", row.index, number(row.prepareNanosPerItem, 1),
                number(row.bytesPerItem, 1), row.preparePeakBytesPerItem.map { number($0, 1) } ?? "missing",
                number(row.queryMicros, 3), number(row.queryP99Micros, 3),
                row.queryFloorMicros.map { number($0, 3) } ?? "", number(row.linearQueryMicros, 3),
                row.index == "linear" ? "baseline" : number(row.speedup, 0) + "×",
                row.matchesLinear ? "yes" : "NO", "\(row.queries)", number(row.prepareMicros, 0),
                number(row.append1kMicros, 1),
                row.prepareMicros > 0 ? number(100 * row.append1kMicros / row.prepareMicros, 2) + "%" : "-",
            ]
                + referenceCells(row)
        }
        lines += failures.map { failure in
            [failure.strategy, "\(failure.items)", "error: \(failure.message)"]
                + Array(repeating: "", count: header.count - 3)
        }
        var widths = header.map(\.count)
        for line in lines where !line[2].hasPrefix("error") {
            for (column, cell) in line.enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
        }
        func render(_ cells: [String]) -> String {
            if cells[2].hasPrefix("error") {
                return pad(cells[0], widths[0]) + "  " + pad(cells[1], widths[1], right: true) + "  " + cells[2]
            }
            return cells.enumerated().map { column, cell in
                pad(cell, widths[column], right: column != 0 && column != 2)
            }.joined(separator: "  ")
        }
        var text = ([render(header)] + lines.map(render)).joined(separator: "\n") + "\n"
        text += "\nviewport 390 × 844 at \(queries) seeded random positions (10% near the top, 10% near the bottom);\n"
        text += "medians of single elements(in:) calls on a monotonic clock; linear answers the first 'queries' rects\n"
        text += "of the same sequence and every index must return what linear returns on them ('matches').\n"
        text += "p99: 99th percentile of the same queries. query floor: the median time to read each answer's frames\n"
        text += "at positions known beforehand and make their attributes, caches flushed first (no index search).\n"
        text += "floor: the tightest loop computing the same frames into\n"
        text += "a flat array (no validation, builder or index); tutorial: an attributes object per item, a scan of\n"
        text += "all of them per query; 'refs match': both made the strategy's frames, the tutorial linear's answers.\n"
        text += "auto's prepares alternate with the floor's runs, each freed before the next: prepare/floor is the\n"
        text += "ratio of the two medians (\(interleavedRuns(items: 1_000_000)) runs each from 1M items, "
        text += "\(interleavedRuns(items: 1)) at 1k). peak B/item: the most the resident size rose during\n"
        text += "one prepare (Linux VmHWM after resetting it, less VmRSS before; 'missing' elsewhere).\n"
        text += "append 1k: median of \(appendRuns) appends of 1,000 items in turn to a LiveLayout of 'items' items.\n"
        text += scrollStepTable(rows)
        text += targetsTable(verdicts(rows))
        return text
    }

    /// The reference cells of a row: measured on `auto` rows, "missing" for
    /// a strategy without references, blank on the other rows.
    static func referenceCells(_ row: Row) -> [String] {
        guard row.index == IndexOption.auto.rawValue else { return Array(repeating: "", count: 5) }
        guard let reference = row.reference else { return ["missing", "-", "missing", "missing", "-"] }
        return [
            number(reference.floorPrepareNanosPerItem, 1),
            number(row.prepareNanosPerItem / reference.floorPrepareNanosPerItem, 2) + "×",
            number(reference.tutorialPrepareNanosPerItem, 1), number(reference.tutorialQueryMicros, 1),
            reference.floorMatches && reference.tutorialMatches ? "yes" : "NO",
        ]
    }

    static func number(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value > 0 ? "1e308" : "0" }
        return String(format: "%.\(decimals)f", value)
    }

    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: Swift.max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
