import Testing
import TrellisTestSupport
import TrellisTesting

/// The conformance checker replays random edits through a live layout of a
/// resumable strategy and compares each step with a full prepare: each
/// planted resumption mistake, invisible to a full prepare, is caught.
@Suite("Live conformance of resumable strategies")
struct LiveConformanceTests {
    @Test("a correct resumable strategy passes every live run")
    func correctStrategyPasses() {
        let report = ConformanceChecker(StaggeredRows(), expectsNonOverlappingItems: true).run()
        report.recordIssues()
        #expect(report.liveRunsChecked == 6)
        #expect("\(report)".contains("6 live runs"))
    }

    @Test(
        "each planted resumption mistake is caught, with its seed and its list of edits",
        arguments: StaggeredRows.Bug.allCases.filter { $0 != .none })
    func plantedMistakeCaught(bug: StaggeredRows.Bug) throws {
        let strategy = StaggeredRows(bug: bug)
        // A full prepare never shows it: the checks of generated inputs pass.
        var fullOnly = ConformanceChecker(strategy, expectsNonOverlappingItems: true)
        fullOnly.liveSeeds = []
        #expect(fullOnly.run().isEmpty)

        let report = ConformanceChecker(strategy, expectsNonOverlappingItems: true).run()
        let live = report.violations(ofKind: .liveMismatch)
        let first = try #require(live.first, "\(bug) was not caught")
        #expect(live.count == report.violations.count, "only live runs fail: \(report)")
        #expect(first.seed != nil && first.index != nil)
        #expect(first.detail.hasPrefix("after [start with width "), "\(first.detail)")
        #expect(first.description.contains("live edits (checkpoint spacing "))
    }

    @Test("resuming one item late is caught under a placement limit too, where no item goes missing")
    func lateResumeUnderALimit() throws {
        var checker = ConformanceChecker(StaggeredRows(bug: .resumesOneItemLate))
        // Turns 1, 3 and 5 defer placement.
        checker.liveSeeds = Array(0..<6)
        let limited = checker.run().violations(ofKind: .liveMismatch).filter {
            $0.inputCase.contains("placement limit")
        }
        #expect(!limited.isEmpty)
    }

    @Test("the same seed replays the same edits and finds the same mismatch")
    func reproducible() {
        let checker = ConformanceChecker(StaggeredRows(bug: .stateOneRowOff))
        #expect(checker.run().violations == checker.run().violations)
    }
}
