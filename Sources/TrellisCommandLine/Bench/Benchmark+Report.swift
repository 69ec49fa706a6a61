import Foundation

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Benchmark {
    /// The rows as `{"results": [...]}` with the fields Docs/Performance.md lists,
    /// one object per index option other than `linear`.
    static func json(_ rows: [Row]) -> String {
        let objects = rows.filter { $0.index != "linear" }.map { row in
            "{\"strategy\": \"\(row.strategy)\", \"items\": \(row.items), \"index\": \"\(row.index)\", "
                + "\"prepareNanosPerItem\": \(number(row.prepareNanosPerItem, 2)), "
                + "\"bytesPerItem\": \(number(row.bytesPerItem, 2)), "
                + "\"queryMicros\": \(number(row.queryMicros, 3)), "
                + "\"linearQueryMicros\": \(number(row.linearQueryMicros, 3)), "
                + "\"speedup\": \(number(row.speedup, 1)), \"matchesLinear\": \(row.matchesLinear), "
                + "\"prepareMicros\": \(number(row.prepareMicros, 1)), "
                + "\"append1kMicros\": \(number(row.append1kMicros, 1))}"
        }
        return "{\"results\": [" + objects.joined(separator: ",\n  ") + "]}\n"
    }

    /// An aligned table with the `linear` baseline rows, failures, and the method in two lines.
    static func table(_ rows: [Row], failures: [Failure], queries: Int) -> String {
        let header = [
            "strategy", "items", "index", "prepare ns/item", "bytes/item", "query µs", "linear µs",
            "speed-up", "matches", "queries", "prepare µs", "append 1k µs", "append/prepare",
        ]
        var lines = rows.map { row in
            [
                row.strategy, "\(row.items)", row.index, number(row.prepareNanosPerItem, 1),
                number(row.bytesPerItem, 1), number(row.queryMicros, 3), number(row.linearQueryMicros, 3),
                row.index == "linear" ? "baseline" : number(row.speedup, 0) + "×",
                row.matchesLinear ? "yes" : "NO", "\(row.queries)", number(row.prepareMicros, 0),
                number(row.append1kMicros, 1),
                row.prepareMicros > 0 ? number(100 * row.append1kMicros / row.prepareMicros, 2) + "%" : "-",
            ]
        }
        lines += failures.map { failure in
            [failure.strategy, "\(failure.items)", "error: \(failure.message)"] + Array(repeating: "", count: 10)
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
        text += "append 1k: median of \(appendRuns) appends of 1,000 items in turn to a LiveLayout of 'items' items.\n"
        return text
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
