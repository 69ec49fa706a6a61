import Foundation
import Trellis

/// `trellis bench`: prepare and query speed and memory of every built-in
/// strategy and index option (Docs/Performance.md). Meaningful only in a release build:
/// `swift run -c release trellis bench`.
enum BenchCommand: Subcommand {
    static let name = "bench"
    static let usage = "bench [--items N[,N...]]... [--queries N] [--strategies a,b,...] [--degenerate] [--json]"
    static let summary = "Measure prepare time, memory and viewport query time of each strategy and index option"

    /// The sizes measured without `--items`.
    static let defaultSizes = [1_000, 100_000, 1_000_000]

    static func run(_ arguments: [String]) throws -> String {
        var arguments = Arguments(arguments, command: name)
        let sizes = try arguments.values("--items").flatMap { try parseCounts($0, flag: "--items") }
        let queries = try arguments.value("--queries").map { try parseCounts($0, flag: "--queries") } ?? [10_000]
        // --degenerate: the general index on geometry that defeats naive indexes (DegenerateGeometry).
        let degenerate = arguments.flag("--degenerate")
        let registry = degenerate ? StrategyRegistry.withDegenerateShapes : StrategyRegistry.builtIn
        var strategies = degenerate ? DegenerateGeometry.names : StrategyRegistry.builtIn.names
        if let list = try arguments.value("--strategies") {
            strategies = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for strategy in strategies where !registry.names.contains(strategy) {
                throw UsageError(
                    "bench: unknown strategy '\(strategy)' in --strategies; available: "
                        + registry.names.joined(separator: ", "))
            }
        }
        let json = arguments.flag("--json")
        try arguments.finish()
        guard queries.count == 1, let queryCount = queries.first else {
            throw UsageError("bench: --queries takes one number")
        }

        let benchmark = Benchmark(sizes: sizes.isEmpty ? defaultSizes : sizes, queries: queryCount,
                                  strategies: strategies, registry: registry)
        let (rows, failures) = benchmark.run { step in
            FileHandle.standardError.write(Data("bench: \(step)…\n".utf8))
        }
        if json {
            // The JSON holds measured rows only; a strategy that could not prepare is named on stderr.
            for failure in failures {
                FileHandle.standardError.write(
                    Data("bench: \(failure.strategy) × \(failure.items) skipped: \(failure.message)\n".utf8))
            }
            return Benchmark.json(rows)
        }
        return Benchmark.table(rows, failures: failures, queries: queryCount)
    }

    /// Parses `N` or `N,M,...`: whole numbers from 1 to the element limit, `_` allowed as a separator.
    static func parseCounts(_ text: String, flag: String) throws -> [Int] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let digits = part.replacingOccurrences(of: "_", with: "")
            guard let value = Int(digits), value >= 1, value <= LayoutLimits.maximumElementCount / 2 else {
                throw UsageError(
                    "bench: \(flag) expects whole numbers from 1 to \(LayoutLimits.maximumElementCount / 2), got '\(part)'")
            }
            return value
        }
    }
}
