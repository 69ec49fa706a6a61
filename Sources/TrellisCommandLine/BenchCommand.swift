import Foundation
import TrellisTools

/// `trellis bench`: prepare time, memory and viewport query time of every
/// built-in strategy and index option, each index against `linear` in the
/// same run (``CoreBenchmark``). Meaningful only in a release build:
/// `swift run -c release trellis bench`.
///
/// `trellis-bench` (Benchmarks/, not shipped) measures the same rows with the
/// same options and adds the reference placements, floors, targets and the
/// app-path measurements.
package enum BenchCommand: TextSubcommand {
    /// What `trellis bench --help` prints.
    package static let help = CommandHelp(
        name: "bench",
        abstract: "Measure prepare time, memory and viewport query time of each strategy and index option.",
        discussion: "  Meaningful in a release build only: swift run -c release trellis bench",
        usage: "[--items <n,n,...>] [--queries <n>] [--strategies <list>] [--json]",
        options: options,
        examples: ["swift run -c release trellis bench --items 10000,100000 --strategies 'masonry, mosaic'"])

    /// The options of `trellis bench`, which `trellis-bench` has too.
    package static let options: [CommandHelp.Option] = [
        .init(
            ["--items"], value: "<n,n,...>", "The item counts to measure; may be repeated.",
            default: CoreBenchmark.defaultSizes.map { points(Double($0)) }.joined(separator: " ")),
        .init(["--queries"], value: "<n>", "Viewport queries per layout.", default: "10000"),
        .init(["--strategies"], value: "<list>", "The strategies, by name.", default: "every built-in strategy"),
        .init(["--json"], "Print JSON instead of a table."),
    ]

    /// What the options of ``options`` asked for.
    package struct Settings {
        /// The item counts given, in order; empty without `--items`.
        package var sizes: [Int]
        package var queries: Int
        package var strategies: [String]
        package var json: Bool
    }

    static func text(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        let settings = try settings(&arguments)
        try arguments.finish()
        let benchmark = CoreBenchmark(
            sizes: settings.sizes.isEmpty ? CoreBenchmark.defaultSizes : settings.sizes, queries: settings.queries,
            strategies: settings.strategies)
        let (rows, failures) = benchmark.run(progress: progress)
        if settings.json {
            reportSkipped(failures)
            return CoreBenchmark.json(rows)
        }
        return CoreBenchmark.table(rows, failures: failures, queries: settings.queries)
    }

    /// Removes the options of ``options`` from `arguments` and returns what they asked for.
    ///
    /// - Parameters:
    ///   - registry: Where `--strategies` looks the names up.
    ///   - strategies: The strategies without `--strategies`; every built-in when `nil`.
    /// - Throws: ``UsageError`` for a bad count, ``LayoutError`` for an unknown strategy.
    package static func settings(
        _ arguments: inout Arguments, registry: StrategyRegistry = .builtIn, strategies: [String]? = nil
    ) throws -> Settings {
        let sizes = try arguments.values("--items").flatMap { try parseCounts($0, flag: "--items") }
        let queries = try arguments.value("--queries").map { try parseCounts($0, flag: "--queries") } ?? [10_000]
        guard queries.count == 1, let queryCount = queries.first else {
            throw UsageError("bench: --queries takes one number")
        }
        var names = strategies ?? StrategyRegistry.builtIn.names
        if let list = try arguments.value("--strategies") {
            names = try StrategyList.names(list, command: "bench", registry: registry)
        }
        return Settings(sizes: sizes, queries: queryCount, strategies: names, json: arguments.flag("--json"))
    }

    /// Writes a measurement's progress (`bench: masonry × 1000…`) on standard error.
    package static func progress(_ step: String) {
        writeToStandardError("bench: \(step)…\n")
    }

    /// Names on standard error each strategy that could not prepare: the JSON holds measured rows only.
    package static func reportSkipped(_ failures: [CoreBenchmark.Failure]) {
        for failure in failures {
            writeToStandardError("bench: \(failure.strategy) × \(failure.items) skipped: \(failure.message)\n")
        }
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
