import Testing
import TrellisRoundRobin
import TrellisTesting

@Suite("round-robin conformance")
struct RoundRobinConformanceTests {
    @Test(
        "keeps the layout contract on every generated input, with 1, 2, 3 and 7 columns",
        arguments: [1, 2, 3, 7])
    func conforms(columns: Int) {
        ConformanceChecker.check(
            RoundRobin.self, options: ["columns": .number(Double(columns))],
            expectsNonOverlappingItems: true
        ).recordIssues()
    }
}
