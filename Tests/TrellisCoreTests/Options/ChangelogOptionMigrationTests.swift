// swift-format-ignore-file
// The option migration samples of CHANGELOG.md, copied as it writes them
// (DocumentationSampleTests checks the copy; the "after" sample is the
// OptionDeclaring doc comment's `Spaced`), with a check that both lay out alike.
import Testing
import TrellisTesting
import TrellisTools

/// The "before" sample: the descriptor style, deprecated (marked so that the build stays free of warnings).
@available(*, deprecated, message: "the option style before @Option")
enum OptionMigrationBefore {
  struct Spaced: LayoutStrategy {
      static let name = "spaced"
      static let spacingOption = Option<Double>("spacing", default: 8, minimum: 0, summary: "Space between items.")
      static let options = [spacingOption.erased]
      static let sectionOptions = [spacingOption.erased]
      var spacing: Double
      init(spacing: Double = 8) { self.spacing = spacing }
      init(options: OptionValues) throws(LayoutError) { self.init(spacing: try options.value(Self.spacingOption)) }
      func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
          var y = 0.0
          for section in input.sections {
              let spacing = try section.options.value(Self.spacingOption, default: spacing)
              OptionMigrationAfter.place(section, width: input.width, spacing: spacing, y: &y, into: &builder)
          }
          builder.contentSize = Size(width: input.width, height: y)
      }
  }
}

/// The "after" sample is `Spaced`, the `OptionDeclaring` doc comment's strategy (DocCommentExampleTests.swift).
enum OptionMigrationAfter {
  /// One section's items, `width` wide and 10 high, `spacing` apart, from `y`, as `Spaced` places them.
  static func place(_ section: SectionInput, width: Double, spacing: Double, y: inout Double, into builder: inout LayoutBuilder) {
      builder.beginSection()
      for item in 0..<section.count {
          if item > 0 { y += spacing }
          builder.addItem(Rect(x: 0, y: y, width: width, height: 10), lane: 0)
          y += 10
      }
  }
}

@Suite("CHANGELOG.md's option migration")
struct ChangelogOptionMigrationTests {
    @available(*, deprecated, message: "compares with the deprecated style")
    @Test("the strategy before and after the move lists, reads and overrides its option alike")
    func beforeEqualsAfter() throws {
        typealias Before = OptionMigrationBefore.Spaced
        typealias After = Spaced
        #expect(Before.options == After.options && Before.sectionOptions == After.sectionOptions)
        let input = LayoutInput(width: 10, sections: [SectionInput(count: 3), SectionInput(count: 2, options: ["spacing": 1])])
        for options: OptionValues in [[:], ["spacing": 4]] {
            #expect(try Before(options: options).prepare(input).allElements == After(options: options).prepare(input).allElements)
        }
        let callers = After { $0.spacing = 4 }
        #expect(callers.spacing == 4 && Before(spacing: 4).spacing == 4)
        #expect(throws: LayoutError.invalidOption(key: "spacing", reason: "must be at least 0, got -1")) {
            try After(options: ["spacing": -1])
        }
    }

    @available(*, deprecated, message: "uses the deprecated style")
    @Test("a strategy in the old style still registers, lists, validates, overrides per section and keeps the contract")
    func oldStyleStillWorks() throws {
        typealias Before = OptionMigrationBefore.Spaced
        var registry = StrategyRegistry.builtIn
        registry.register(Before.self)
        #expect(registry.optionTable(forStrategy: "spaced")?.contains("| `spacing` | 8 | a number of at least 0 | yes |") == true)
        #expect(throws: LayoutError.invalidOption(key: "spacing", reason: "must be at least 0, got -1")) {
            try registry.makeStrategy(named: "spaced", options: ["spacing": -1])
        }
        let strategy = try registry.makeStrategy(named: "spaced", options: ["spacing": 2])
        let input = LayoutInput(width: 10, sections: [SectionInput(count: 2), SectionInput(count: 2, options: ["spacing": 5])])
        #expect(try strategy.prepare(input).allElements.map(\.frame.minY) == [0, 12, 22, 37])
        var bad = input
        bad.sections[1].options = ["spacing": "wide"]
        // The old per-section lookup reads the section's options as given: the key has no section prefix.
        #expect(throws: LayoutError.invalidOption(key: "spacing", reason: "expected a number of at least 0, got \"wide\"")) {
            try strategy.prepare(bad)
        }
        ConformanceChecker.check(Before.self, expectsNonOverlappingItems: true).recordIssues()
    }
}
