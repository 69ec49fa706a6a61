import Testing
import TrellisTesting
import TrellisTilePattern

@Suite("tile-pattern conformance")
struct TilePatternConformanceTests {
    @Test("keeps the layout contract on every generated input, with every preset")
    func conforms() {
        ConformanceChecker.check(TilePattern.self, expectsNonOverlappingItems: true).recordIssues()
        for preset in ["woven", "staired"] {
            ConformanceChecker.check(
                TilePattern.self, options: ["template": .string(preset)], expectsNonOverlappingItems: true
            ).recordIssues()
        }
    }

    @Test("keeps the layout contract without spacing, scrolling horizontally, and with a custom template")
    func conformsWithOtherSettings() {
        ConformanceChecker.check(
            TilePattern.self, options: ["columnSpacing": 0, "rowSpacing": 0], expectsNonOverlappingItems: true
        ).recordIssues()
        ConformanceChecker.check(
            TilePattern.self, options: ["scrollDirection": "horizontal", "cellAspectRatio": 1.5],
            expectsNonOverlappingItems: true
        ).recordIssues()
        ConformanceChecker.check(
            TilePattern.self,
            options: [
                "columns": 3, "template": [[1, 2], [2, 1], [1, 1], [1, 1], [3, 1]], "headerReferenceSize": [0, 30],
            ],
            expectsNonOverlappingItems: true
        ).recordIssues()
    }

    @Test(
        "keeps the layout contract with every second block inverted or mirrored", arguments: ["inverted", "mirrored"])
    func conformsTurned(mode: String) {
        for preset in ["quilted", "woven", "staired"] {
            ConformanceChecker.check(
                TilePattern.self, options: ["template": .string(preset), "repeatPattern": .string(mode)],
                expectsNonOverlappingItems: true
            ).recordIssues()
        }
        ConformanceChecker.check(
            TilePattern.self,
            options: [
                "columns": 2, "template": [[1, 2], [1, 1]], "repeatPattern": .string(mode),
                "scrollDirection": "horizontal", "footerReferenceSize": [20, 0],
            ],
            expectsNonOverlappingItems: true
        ).recordIssues()
    }
}
