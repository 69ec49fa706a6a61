import Testing
import TrellisJustifiedRows
import TrellisTesting

@Suite("justified-rows conformance")
struct JustifiedRowsConformanceTests {
    @Test("keeps the layout contract on every generated input")
    func conforms() {
        ConformanceChecker.check(JustifiedRows.self).recordIssues()
    }
}
