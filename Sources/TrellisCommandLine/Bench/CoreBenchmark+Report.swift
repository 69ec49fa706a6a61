import TrellisTools

extension CoreBenchmark {
    /// The rows as `{"results": [...]}`: one object per index option other
    /// than `linear`, with `fields(row)` after the measured ones and
    /// `members` (`, "name": value` pairs) after the results.
    package static func json<Result>(
        _ rows: [Result], row: (Result) -> Row, fields: (Result) -> String = { _ in "" }, members: String = ""
    ) -> String {
        let objects = rows.filter { row($0).index != IndexOption.linear.rawValue }.map { result in
            let row = row(result)
            return "{\"strategy\": \"\(row.strategy)\", \"items\": \(row.items), \"index\": \"\(row.index)\", "
                + "\"prepareNanosPerItem\": \(number(row.prepareNanosPerItem, 2)), "
                + "\"bytesPerItem\": \(number(row.bytesPerItem, 2)), "
                + "\"preparePeakBytesPerItem\": \(row.preparePeakBytesPerItem.map { number($0, 2) } ?? "null"), "
                + "\"queryMicros\": \(number(row.queryMicros, 3)), "
                + "\"queryP99Micros\": \(number(row.queryP99Micros, 3)), "
                + "\"linearQueryMicros\": \(number(row.linearQueryMicros, 3)), "
                + "\"speedup\": \(number(row.speedup, 1)), \"matchesLinear\": \(row.matchesLinear)"
                + fields(result) + "}"
        }
        return "{\"results\": [" + objects.joined(separator: ",\n  ") + "]" + members + "}\n"
    }

    /// `trellis bench --json`.
    package static func json(_ rows: [Row]) -> String { json(rows, row: { $0 }) }

    /// An aligned table with the `linear` baseline rows and a line per
    /// failure, `extraHeader` and `extraCells(row)` after the measured
    /// columns, then the method.
    package static func table<Result>(
        _ rows: [Result], row: (Result) -> Row, failures: [Failure], queries: Int, extraHeader: [String] = [],
        extraCells: (Result) -> [String] = { _ in [] }
    ) -> String {
        let header =
            [
                "strategy", "items", "index", "prepare ns/item", "bytes/item", "peak B/item", "query µs", "p99 µs",
                "linear µs", "speed-up", "matches", "queries",
            ] + extraHeader
        var lines = rows.map { result in
            let row = row(result)
            return [
                row.strategy, "\(row.items)", row.index, number(row.prepareNanosPerItem, 1),
                number(row.bytesPerItem, 1), row.preparePeakBytesPerItem.map { number($0, 1) } ?? "missing",
                number(row.queryMicros, 3), number(row.queryP99Micros, 3), number(row.linearQueryMicros, 3),
                row.index == IndexOption.linear.rawValue ? "baseline" : number(row.speedup, 0) + "×",
                row.matchesLinear ? "yes" : "NO", "\(row.queries)",
            ] + extraCells(result)
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
        text += "p99: 99th percentile of the same queries. peak B/item: the most the resident size rose during\n"
        text += "one prepare (Linux VmHWM after resetting it, less VmRSS before; 'missing' elsewhere).\n"
        return text
    }

    /// `trellis bench`'s table.
    package static func table(_ rows: [Row], failures: [Failure], queries: Int) -> String {
        table(rows, row: { $0 }, failures: failures, queries: queries)
    }
}
