import Foundation
import Testing
import TrellisTools

/// `trellis bench`, as an installed `trellis` runs it: every built-in
/// strategy and index option measured against `linear`, as JSON or a table.
/// The numbers are timings and not checked; the shape, the counts and the
/// comparison with `linear` are.
@Suite("trellis bench")
struct BenchCommandTests {
    @Test("trellis bench --items 1000 --json: a result per built-in and index option, each matching linear")
    func json() throws {
        let result = try TrellisExecutable.run(["bench", "--items", "1000", "--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["results"])
        let results = try #require(object["results"] as? [[String: Any]])
        let indexes = IndexOption.allCases.filter { $0 != .linear }.map(\.rawValue)
        let expected = StrategyRegistry.builtIn.names.flatMap { name in indexes.map { "\(name) \($0)" } }
        #expect(results.map { "\($0["strategy"] as? String ?? "?") \($0["index"] as? String ?? "?")" } == expected)
        for row in results {
            let name = "\(row["strategy"] ?? "?") \(row["index"] ?? "?")"
            #expect(row["items"] as? Int == 1000, "\(name)")
            #expect(row["matchesLinear"] as? Bool == true, "\(name)")
            for key in ["prepareNanosPerItem", "bytesPerItem", "queryMicros", "linearQueryMicros", "speedup"] {
                let value = try #require(row[key] as? Double, "\(name): \(key)")
                #expect(value.isFinite && value > 0, "\(name): \(key) = \(value)")
            }
            // The speed-up is linear's median over the index's: both printed to 3 decimals, it to 1.
            let linear = try #require(row["linearQueryMicros"] as? Double)
            let query = try #require(row["queryMicros"] as? Double)
            let speedup = try #require(row["speedup"] as? Double)
            let rounding = 0.05 + 0.001 / query + 0.001 * linear / (query * query)
            #expect(abs(speedup - linear / query) <= rounding, "\(name)")
        }
        // The progress is on standard error, one line per strategy × size.
        #expect(
            result.standardError.split(separator: "\n").map(String.init)
                == StrategyRegistry.builtIn.names.map { "bench: \($0) × 1000…" })
    }

    @Test("trellis bench prints a table with the linear baseline, and has only its own options")
    func table() throws {
        let result = try TrellisExecutable.run([
            "bench", "--items", "1000", "--queries", "20", "--strategies", "masonry",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("strategy  items  index  ") == true)
        let rows = lines.dropFirst().prefix(IndexOption.allCases.count)
        let indexes = [.linear] + IndexOption.allCases.filter { $0 != .linear }
        #expect(rows.map { String($0.split(separator: " ")[2]) } == indexes.map(\.rawValue))
        #expect(rows.allSatisfy { $0.contains(" yes ") })
        #expect(rows.first?.contains(" baseline ") == true)
        // The references, floors and app paths are trellis-bench's.
        #expect(!result.standardOutput.contains("floor"))
        let help = try TrellisExecutable.run(["bench", "--help"]).standardOutput
        #expect(
            help.contains("USAGE: trellis bench [--items <n,n,...>] [--queries <n>] [--strategies <list>] [--json]\n"))
        for option in ["--degenerate", "--edits", "--plot"] {
            #expect(!help.contains(option))
            let failed = try TrellisExecutable.run(["bench", option])
            #expect(failed.status == 1)
            #expect(failed.standardError.hasPrefix("error: bench: unknown option '\(option)'"))
        }
    }
}
