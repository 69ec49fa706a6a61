import Testing
import TrellisFlowLine
import TrellisTesting

@Suite("flow-line conformance")
struct FlowLineConformanceTests {
    @Test("keeps the layout contract on every generated input")
    func conforms() {
        ConformanceChecker.check(FlowLine.self, expectsNonOverlappingItems: true).recordIssues()
    }

    @Test("keeps the layout contract scrolling horizontally")
    func conformsHorizontally() {
        ConformanceChecker.check(
            FlowLine.self, options: ["scrollDirection": "horizontal"],
            expectsNonOverlappingItems: true
        ).recordIssues()
    }
}
