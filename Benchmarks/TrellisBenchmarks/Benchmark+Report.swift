import Foundation
import TrellisCommandLine
import TrellisTools

extension Benchmark {
    /// The rows as `{"results": [...], "targets": [...]}`: `trellis bench`'s
    /// objects (``CoreBenchmark/json(_:row:fields:members:)``) with the
    /// fields this adds (`auto` rows add the references, ``referenceJSON(_:)``),
    /// then the verdicts from a million items on (``verdicts(_:)``).
    static func json(_ rows: [Row]) -> String {
        CoreBenchmark.json(
            rows, row: \.core,
            fields: { row in
                ", \"prepareMicros\": \(number(row.prepareMicros, 1)), "
                    + "\"append1kMicros\": \(number(row.append1kMicros, 1))"
                    + (row.queryFloorMicros.map { ", \"queryFloorMicros\": \(number($0, 3))" } ?? "")
                    + (row.index == IndexOption.auto.rawValue ? referenceJSON(row.reference) : "")
                    + scrollStepJSON(row)
            }, members: ",\n\"targets\": " + targetsJSON(verdicts(rows)))
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

    /// `trellis bench`'s table (``CoreBenchmark/table(_:row:failures:queries:extraHeader:extraCells:)``)
    /// with the columns this adds, their method, the scroll steps and the verdicts.
    static func table(_ rows: [Row], failures: [Failure], queries: Int) -> String {
        var text = CoreBenchmark.table(
            rows, row: \.core, failures: failures, queries: queries,
            extraHeader: [
                "query floor µs", "prepare µs", "append 1k µs", "append/prepare", "floor ns/item", "prepare/floor",
                "tutorial ns/item", "tutorial query µs", "refs match",
            ],
            extraCells: { row in
                [
                    row.queryFloorMicros.map { number($0, 3) } ?? "", number(row.prepareMicros, 0),
                    number(row.append1kMicros, 1),
                    row.prepareMicros > 0 ? number(100 * row.append1kMicros / row.prepareMicros, 2) + "%" : "-",
                ] + referenceCells(row)
            })
        text += "query floor: the median time to read each answer's frames at positions known beforehand and\n"
        text += "make their attributes, caches flushed first (no index search).\n"
        text += "floor: the tightest loop computing the same frames into\n"
        text += "a flat array (no validation, builder or index); tutorial: an attributes object per item, a scan of\n"
        text += "all of them per query; 'refs match': both made the strategy's frames, the tutorial linear's answers.\n"
        text += "auto's prepares alternate with the floor's runs, each freed before the next: prepare/floor is the\n"
        text += "ratio of the two medians (\(interleavedRuns(items: 1_000_000)) runs each from 1M items, "
        text += "\(interleavedRuns(items: 1)) at 1k).\n"
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
}
