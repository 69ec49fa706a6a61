import Foundation
import TrellisCommandLine
import TrellisTools

/// `trellis-bench`: `trellis bench` (``BenchCommand``, the same rows and
/// options) with the reference placements, floors and targets, and the
/// measurements of the app paths. Meaningful only in a release build:
/// `swift run -c release trellis-bench`.
///
/// An executable of its own, not a subcommand of `trellis`: it carries the
/// reference placements and floors (``BenchReference``), which an installed
/// `trellis` must not.
package enum TrellisBenchCommand {
    /// What `trellis-bench --help` prints.
    package static let help = CommandHelp(
        name: "bench",
        abstract:
            "Measure what trellis bench does, against reference placements, floors and targets, or the app paths.",
        discussion: "  Meaningful in a release build only: swift run -c release trellis-bench",
        usage:
            "[--items <n,n,...>] [--queries <n>] [--strategies <list>] [--degenerate] [--lazy-grid] [--collection-view] [--edits] [--sections <n>] [--navigation] [--json] [--plot <file.svg>]",
        options: BenchCommand.options + [
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
                ["--sections"], value: "<n>",
                "With --edits or --lazy-grid: the items in n sections of equal size, 64 items at least (a feed grouped by day); the screen in the middle one, new posts at the first's top."
            ),
            .init(
                ["--navigation"],
                "Measure spatial navigation instead: neighbor queries, one screen's reading order, against a scan."),
            .init(
                ["--plot"], value: "<file.svg>",
                "Also draw prepare ns/item and query µs of auto against the item count (log–log) as SVG."),
        ],
        examples: ["swift run -c release trellis-bench --items 10000,100000 --strategies 'masonry, mosaic'"],
        executable: "trellis-bench")

    /// Runs the measurements the arguments ask for (progress on standard
    /// error) and returns the report: a table, or JSON with `--json`.
    ///
    /// - Throws: ``UsageError`` for a bad argument, ``LayoutError`` for an
    ///   unknown strategy, an output error when `--plot` cannot be written.
    package static func text(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        // --degenerate: the general index on geometry that defeats naive indexes (DegenerateGeometry).
        let degenerate = arguments.flag("--degenerate")
        let registry = degenerate ? StrategyRegistry.withDegenerateShapes : StrategyRegistry.builtIn
        let settings = try BenchCommand.settings(
            &arguments, registry: registry, strategies: degenerate ? DegenerateGeometry.names : nil)
        let lazyGrid = arguments.flag("--lazy-grid")
        let collectionView = arguments.flag("--collection-view")
        let edits = arguments.flag("--edits")
        let navigation = arguments.flag("--navigation")
        // --sections N: the edits benchmark's items in N sections.
        let sections = try arguments.value("--sections").map { text in
            guard let count = Int(text), count >= 1, count <= 100_000 else {
                throw UsageError("trellis-bench: --sections expects a whole number from 1 to 100000, got '\(text)'")
            }
            return count
        }
        if sections != nil, !edits, !lazyGrid {
            throw UsageError("trellis-bench: --sections goes with --edits or --lazy-grid")
        }
        // --plot FILE.svg: prepare ns/item and query µs of `auto` against the item count, log–log.
        let plotPath = try arguments.value("--plot")
        try arguments.finish()
        // The app-path measurements run at 10k, 100k and 1M items unless told otherwise.
        let pathSizes = settings.sizes.isEmpty ? [10_000, 100_000, 1_000_000] : settings.sizes
        if collectionView {
            return Benchmark.collectionViewPathTable(try Benchmark.collectionViewPath(sizes: pathSizes))
        }
        if edits {
            return Benchmark.editsPathTable(
                try Benchmark.editsPath(
                    sizes: pathSizes, sections: sections ?? 1, strategies: settings.strategies, registry: registry))
        }
        if navigation { return Benchmark.navigationTable(try Benchmark.navigation(sizes: pathSizes)) }
        if lazyGrid {
            return Benchmark.lazyGridPathTable(try Benchmark.lazyGridPath(sizes: pathSizes, sections: sections ?? 1))
        }

        let benchmark = Benchmark(
            core: CoreBenchmark(
                sizes: settings.sizes.isEmpty ? CoreBenchmark.defaultSizes : settings.sizes,
                queries: settings.queries, strategies: settings.strategies, registry: registry))
        let (rows, failures) = benchmark.run(progress: BenchCommand.progress)
        if let plotPath {
            try writeAtomically(Benchmark.plot(rows), toPath: plotPath)
        }
        if settings.json {
            BenchCommand.reportSkipped(failures)
            return Benchmark.json(rows)
        }
        return Benchmark.table(rows, failures: failures, queries: settings.queries)
    }
}
