import Testing
import TrellisMosaic
import TrellisTesting

@Suite("mosaic conformance")
struct MosaicConformanceTests {
    @Test("keeps the layout contract on every generated input")
    func conforms() {
        ConformanceChecker.check(Mosaic.self, expectsNonOverlappingItems: true).recordIssues()
    }

    @Test("keeps the layout contract without a gutter and with a tall one")
    func conformsWithOtherGutters() {
        ConformanceChecker.check(Mosaic.self, options: ["gutter": 0], expectsNonOverlappingItems: true).recordIssues()
        ConformanceChecker.check(
            Mosaic.self, options: ["gutter": 12, "segmentHeight": 90],
            expectsNonOverlappingItems: true
        ).recordIssues()
    }
}
