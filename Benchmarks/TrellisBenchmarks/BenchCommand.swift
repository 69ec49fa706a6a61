import Foundation
import TrellisCommandLine
import TrellisTools

/// `trellis-bench`: prepare and query speed and memory of every built-in
/// strategy and index option. Meaningful only in a release build:
/// `swift run -c release trellis-bench`.
///
/// An executable of its own, not a subcommand of `trellis`: it carries the
/// reference placements and floors (``BenchReference``), which an installed
/// `trellis` must not.
package enum BenchCommand {
    /// What `trellis-bench --help` prints.
    package static let help = CommandHelp(
        name: "bench",
        abstract: "Measure prepare time, memory and viewport query time of each strategy and index option.",
        discussion: "  Meaningful in a release build only: swift run -c release trellis-bench",
        usage:
            "[--items <n,n,...>] [--queries <n>] [--strategies <list>] [--degenerate] [--lazy-grid] [--collection-view] [--edits] [--navigation] [--json] [--plot <file.svg>]",
        options: [
            .init(
                ["--items"], value: "<n,n,...>", "The item counts to measure; may be repeated.",
                default: defaultSizes.map { points(Double($0)) }.joined(separator: " ")),
            .init(["--queries"], value: "<n>", "Viewport queries per layout.", default: "10000"),
            .init(["--strategies"], value: "<list>", "The strategies, by name.", default: "every built-in strategy"),
            .init(["--degenerate"], "Measure the general index on geometry that defeats naive indexes."),
            .init(
                ["--lazy-grid"],
                "Measure the lazy grid's update path instead: an id edit, a scroll step, 20 measured cells."),
            .init(
                ["--collection-view"],
                "Measure the UIKit layout's data-source path instead: an appended page, mid-list cells measured, a mid insert."
            ),
            .init(
                ["--edits"],
                "Measure edits in the middle of the list instead, per strategy: 10 inserts, 10 deletes, 20 measured cells, a height change."
            ),
            .init(
                ["--navigation"],
                "Measure spatial navigation instead: neighbor queries, one screen's reading order, against a scan."),
            .init(["--json"], "Print JSON instead of a table."),
            .init(
                ["--plot"], value: "<file.svg>",
                "Also draw prepare ns/item and query µs of auto against the item count (log–log) as SVG."),
        ],
        examples: ["swift run -c release trellis-bench --items 10000,100000 --strategies 'masonry, mosaic'"],
        executable: "trellis-bench")

    /// The sizes measured without `--items`.
    static let defaultSizes = [1_000, 100_000, 1_000_000]

    /// Runs the measurements the arguments ask for (progress on standard
    /// error) and returns the report: a table, or JSON with `--json`.
    ///
    /// - Throws: ``UsageError`` for a bad argument, ``LayoutError`` for an
    ///   unknown strategy, an output error when `--plot` cannot be written.
    package static func text(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        let sizes = try arguments.values("--items").flatMap { try parseCounts($0, flag: "--items") }
        let queries = try arguments.value("--queries").map { try parseCounts($0, flag: "--queries") } ?? [10_000]
        // --degenerate: the general index on geometry that defeats naive indexes (DegenerateGeometry).
        let degenerate = arguments.flag("--degenerate")
        let registry = degenerate ? StrategyRegistry.withDegenerateShapes : StrategyRegistry.builtIn
        var strategies = degenerate ? DegenerateGeometry.names : StrategyRegistry.builtIn.names
        if let list = try arguments.value("--strategies") {
            strategies = try StrategyList.names(list, command: "bench", registry: registry)
        }
        let lazyGrid = arguments.flag("--lazy-grid")
        let collectionView = arguments.flag("--collection-view")
        let edits = arguments.flag("--edits")
        let navigation = arguments.flag("--navigation")
        let json = arguments.flag("--json")
        // --plot FILE.svg: prepare ns/item and query µs of `auto` against the item count, log–log.
        let plotPath = try arguments.value("--plot")
        try arguments.finish()
        guard queries.count == 1, let queryCount = queries.first else {
            throw UsageError("bench: --queries takes one number")
        }
        // The app-path measurements run at 10k, 100k and 1M items unless told otherwise.
        let pathSizes = sizes.isEmpty ? [10_000, 100_000, 1_000_000] : sizes
        if collectionView {
            return Benchmark.collectionViewPathTable(try Benchmark.collectionViewPath(sizes: pathSizes))
        }
        if edits {
            return Benchmark.editsPathTable(
                try Benchmark.editsPath(sizes: pathSizes, strategies: strategies, registry: registry))
        }
        if navigation { return Benchmark.navigationTable(try Benchmark.navigation(sizes: pathSizes)) }
        if lazyGrid { return Benchmark.lazyGridPathTable(try Benchmark.lazyGridPath(sizes: pathSizes)) }

        let benchmark = Benchmark(
            sizes: sizes.isEmpty ? defaultSizes : sizes, queries: queryCount,
            strategies: strategies, registry: registry)
        let (rows, failures) = benchmark.run { step in
            writeToStandardError("bench: \(step)…\n")
        }
        if let plotPath {
            try writeAtomically(Benchmark.plot(rows), toPath: plotPath)
        }
        if json {
            // The JSON holds measured rows only; a strategy that could not prepare is named on stderr.
            for failure in failures {
                writeToStandardError("bench: \(failure.strategy) × \(failure.items) skipped: \(failure.message)\n")
            }
            return Benchmark.json(rows)
        }
        return Benchmark.table(rows, failures: failures, queries: queryCount)
    }

    /// Parses `N` or `N,M,...`: whole numbers from 1 to the element limit, `_` allowed as a separator.
    static func parseCounts(_ text: String, flag: String) throws -> [Int] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let digits = part.replacingOccurrences(of: "_", with: "").trimmingSpaces
            guard let value = Int(digits), value >= 1, value <= LayoutLimits.maximumElementCount / 2 else {
                throw UsageError(
                    "bench: \(flag) expects whole numbers from 1 to \(LayoutLimits.maximumElementCount / 2), got '\(part)'"
                )
            }
            return value
        }
    }
}
