// swift-format-ignore-file
// CHANGELOG.md's option migration: the free-standing descriptors it moves
// from are removed, so its "before" sample is text; the "after" sample is the
// OptionDeclaring doc comment's `Spaced` (DocCommentExampleTests.swift). What
// the "before" strategy did is written down here, and the "after" one does it.
import Testing
import TrellisTesting
import TrellisTools

@Suite("CHANGELOG.md's option migration")
struct ChangelogOptionMigrationTests {
    @Test("the strategy after the move lists, reads, validates and overrides its option as the one before did")
    func afterDoesWhatBeforeDid() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(Spaced.self)
        #expect(registry.optionTable(forStrategy: "spaced")?.contains("| `spacing` | 8 | a number of at least 0 | yes |") == true)
        #expect(throws: LayoutError.invalidOption(key: "spacing", reason: "must be at least 0, got -1")) {
            try registry.makeStrategy(named: "spaced", options: ["spacing": -1])
        }
        let strategy = try registry.makeStrategy(named: "spaced", options: ["spacing": 2])
        let input = LayoutInput(width: 10, sections: [SectionInput(count: 2), SectionInput(count: 2, options: ["spacing": 5])])
        #expect(try strategy.prepare(input).allElements.map(\.frame.minY) == [0, 12, 22, 37])
        var bad = input
        bad.sections[1].options = ["spacing": "wide"]
        // The declaration names the section, which the old per-section lookup did not.
        #expect(throws: LayoutError.invalidOption(key: "sections[1].spacing", reason: "expected a number of at least 0, got \"wide\"")) {
            try strategy.prepare(bad)
        }
        let callers = Spaced { $0.spacing = 4 }
        #expect(callers.spacing == 4)
        #expect(Spaced.declarationProblems.isEmpty)
        ConformanceChecker.check(Spaced.self, expectsNonOverlappingItems: true).recordIssues()
    }
}
