import TrellisTools

extension Benchmark {
    /// The goals every built-in strategy's `auto` layout is held to from a million items on.
    enum Targets {
        /// The smallest item count the goals apply to.
        static let minimumItems = 1_000_000
        /// Prepare at most this many times the floor's (``BenchReference``).
        static let prepareOverFloor = 1.5
        /// The query median at most this, in microseconds.
        static let queryMicros = 0.5
        /// The 99th percentile query at most this, in microseconds.
        static let queryP99Micros = 2.0
        /// The layout and its index at most this many bytes per item.
        static let bytesPerItem = 40.0
    }

    /// Whether one strategy at one size (at least ``Targets/minimumItems``) meets the goals.
    struct Verdict: Equatable {
        var strategy: String
        var items: Int
        /// The `auto` prepare over the floor's, both medians of the same alternating runs; `nil` without a floor.
        var prepareOverFloor: Double?
        var queryMicros: Double
        /// The query floor of the same layout and rects (``Benchmark/queryFloorMicros(_:_:)``).
        var queryFloorMicros: Double?
        var queryP99Micros: Double
        var bytesPerItem: Double
        /// Every index option matched `linear`, and both references (when there are any) the strategy's frames.
        var matches: Bool

        var prepareMet: Bool { prepareOverFloor.map { $0 <= Targets.prepareOverFloor } ?? false }
        var queryMet: Bool { queryMicros <= Targets.queryMicros }
        var queryP99Met: Bool { queryP99Micros <= Targets.queryP99Micros }
        var bytesMet: Bool { bytesPerItem <= Targets.bytesPerItem }
        /// Every goal is met.
        var met: Bool { prepareMet && queryMet && queryP99Met && bytesMet && matches }
    }

    /// The verdict of each strategy at each size of at least ``Targets/minimumItems``, from its `auto` row.
    ///
    /// - Complexity: O(*r*²) for *r* rows (a handful per strategy and size).
    static func verdicts(_ rows: [Row]) -> [Verdict] {
        rows.filter { $0.index == IndexOption.auto.rawValue && $0.items >= Targets.minimumItems }.map { auto in
            let sameRun = rows.filter { $0.strategy == auto.strategy && $0.items == auto.items }
            let referencesMatch = auto.reference.map { $0.floorMatches && $0.tutorialMatches } ?? true
            return Verdict(
                strategy: auto.strategy, items: auto.items,
                prepareOverFloor: auto.reference.map { auto.prepareNanosPerItem / $0.floorPrepareNanosPerItem },
                queryMicros: auto.queryMicros, queryFloorMicros: auto.queryFloorMicros,
                queryP99Micros: auto.queryP99Micros, bytesPerItem: auto.bytesPerItem,
                matches: referencesMatch && sameRun.allSatisfy(\.matchesLinear))
        }
    }

    /// The verdicts as the table's footer: one line per strategy and size; empty without any.
    static func targetsTable(_ verdicts: [Verdict]) -> String {
        guard !verdicts.isEmpty else { return "" }
        func mark(_ met: Bool) -> String { met ? "met" : "not met" }
        var text =
            "\ntargets from \(Targets.minimumItems) items (auto): prepare ≤ \(number(Targets.prepareOverFloor, 1))× "
            + "floor, query median ≤ \(number(Targets.queryMicros, 1)) µs, p99 ≤ \(number(Targets.queryP99Micros, 0)) "
            + "µs, ≤ \(number(Targets.bytesPerItem, 0)) B/item, every index and reference matches\n"
        let nameWidth = verdicts.map(\.strategy.count).max() ?? 0
        let itemsWidth = verdicts.map { "\($0.items)".count }.max() ?? 0
        for verdict in verdicts {
            let prepare = verdict.prepareOverFloor.map { number($0, 2) + "× floor" } ?? "floor missing"
            let queryFloor = verdict.queryFloorMicros.map { " (floor \(number($0, 3)))" } ?? ""
            text +=
                pad(verdict.strategy, nameWidth) + "  " + pad("\(verdict.items)", itemsWidth, right: true) + "  "
                + (verdict.met ? "met" : "NOT MET") + ": prepare \(prepare) \(mark(verdict.prepareMet)); "
                + "query \(number(verdict.queryMicros, 3)) µs\(queryFloor) \(mark(verdict.queryMet)); "
                + "p99 \(number(verdict.queryP99Micros, 3)) µs \(mark(verdict.queryP99Met)); "
                + "\(number(verdict.bytesPerItem, 1)) B/item \(mark(verdict.bytesMet)); "
                + "matches \(mark(verdict.matches))\n"
        }
        return text
    }

    /// The verdicts as a JSON array of objects.
    static func targetsJSON(_ verdicts: [Verdict]) -> String {
        let objects = verdicts.map { verdict in
            "{\"strategy\": \"\(verdict.strategy)\", \"items\": \(verdict.items), "
                + "\"prepareOverFloor\": \(verdict.prepareOverFloor.map { number($0, 2) } ?? "null"), "
                + "\"prepareMet\": \(verdict.prepareMet), "
                + "\"queryMicros\": \(number(verdict.queryMicros, 3)), \"queryMet\": \(verdict.queryMet), "
                + "\"queryFloorMicros\": \(verdict.queryFloorMicros.map { number($0, 3) } ?? "null"), "
                + "\"queryP99Micros\": \(number(verdict.queryP99Micros, 3)), \"queryP99Met\": \(verdict.queryP99Met), "
                + "\"bytesPerItem\": \(number(verdict.bytesPerItem, 2)), \"bytesMet\": \(verdict.bytesMet), "
                + "\"matches\": \(verdict.matches), \"met\": \(verdict.met)}"
        }
        return "[" + objects.joined(separator: ",\n  ") + "]"
    }
}
