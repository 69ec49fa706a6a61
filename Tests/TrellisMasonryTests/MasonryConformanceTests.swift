import Testing
import TrellisMasonry
import TrellisTesting

@Suite("masonry conformance")
struct MasonryConformanceTests {
    @Test(
        "keeps the layout contract on every generated input, for several columns and tolerances",
        arguments: [(2, 16.0), (3, 0), (4, 40), (5, 1e9)])
    func conforms(columns: Int, tolerance: Double) {
        ConformanceChecker.check(
            Masonry.self,
            options: [
                "columns": .number(Double(columns)),
                "tolerance": .number(tolerance),
            ],
            expectsNonOverlappingItems: true
        ).recordIssues()
    }

    @Test("keeps the layout contract with an infinite tolerance, by name from the built-in registry")
    func conformsByName() {
        ConformanceChecker.check(
            strategyNamed: "masonry", options: ["tolerance": "infinite", "columns": 3],
            expectsNonOverlappingItems: true
        ).recordIssues()
    }
}
