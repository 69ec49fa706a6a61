import Testing
import TrellisTestSupport
import TrellisTesting

@testable import TrellisCore

/// Places each section's items in one column, 10 high: the mistakes below are in their declarations only.
private func placeInOneColumn(_ input: LayoutInput, into builder: inout LayoutBuilder) {
    var y = 0.0
    for section in input.sections {
        builder.beginSection()
        for _ in 0..<section.count {
            builder.addItem(Rect(x: 0, y: y, width: input.width, height: 10), lane: 0)
            y += 10
        }
    }
    builder.contentSize = Size(width: input.width, height: y)
}

/// Two options with one key.
private enum DuplicateKey {
    struct StaggeredRows: LayoutStrategy, OptionDeclaring {
        static let name = "staggered-rows"
        @Option("spacing", minimum: 0, perSection: true, summary: "Space between items.") var spacing = 8.0
        @Option("spacing", summary: "Space between rows.") var rowGap = "wide"
        init() {}
        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) {
            placeInOneColumn(input, into: &builder)
        }
    }
}

/// A nested group's key equal to a top-level key.
private enum NestedKeyClash {
    struct Gaps: OptionDeclaring {
        @Option("spacing", minimum: 0, summary: "Space between rows.") var rowGap = 4.0
        @Option("captionHeight", minimum: 0, summary: "Room for a caption.") var captionHeight = 0.0
    }
    struct StaggeredRows: LayoutStrategy, OptionDeclaring {
        static let name = "staggered-rows"
        @Option("spacing", minimum: 0, summary: "Space between items.") var spacing = 8.0
        var gaps = Gaps()
        init() {}
        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) {
            placeInOneColumn(input, into: &builder)
        }
    }
}

/// `init()` assigns an option another value than its declared default.
private enum InitAssigns {
    struct StaggeredRows: LayoutStrategy, OptionDeclaring {
        static let name = "staggered-rows"
        @Option("perRow", range: 1...20, summary: "Items in a row.") var perRow = 3
        init() { perRow = 4 }
        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) {
            placeInOneColumn(input, into: &builder)
        }
    }
}

/// `init()` assigns an option its own declared default: the listed default is right, a configuration's value is lost.
private enum InitAssignsTheDefault {
    struct StaggeredRows: LayoutStrategy, OptionDeclaring {
        static let name = "staggered-rows"
        @Option("perRow", range: 1...20, summary: "Items in a row.") var perRow = 3
        init() { perRow = 3 }
        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) {
            placeInOneColumn(input, into: &builder)
        }
    }
}

/// A default outside the declared range.
private enum DefaultOutOfRange {
    struct StaggeredRows: LayoutStrategy, OptionDeclaring {
        static let name = "staggered-rows"
        @Option("perRow", range: 1...20, summary: "Items in a row.") var perRow = 50
        @Option("spacing", minimum: 0, summary: "Space between items.") var spacing = 8.0
        init() {}
        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
            try validateOptions()
            placeInOneColumn(input, into: &builder)
        }
    }
}

/// An option named after a key every configuration reads for itself.
private enum ReservedKey {
    struct StaggeredRows: LayoutStrategy, OptionDeclaring {
        static let name = "staggered-rows"
        @Option("width", minimum: 0, exclusive: true, summary: "Item width.") var itemWidth = 100.0
        init() {}
        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) {
            placeInOneColumn(input, into: &builder)
        }
    }
}

@Suite("Option declarations checked")
struct OptionDeclarationCheckTests {
    /// Each mistake with its messages: the checker reports exactly these, a debug build stops with the first.
    static let mistakes: [(any (LayoutStrategy & OptionDeclaring).Type, [String])] = [
        (DuplicateKey.StaggeredRows.self, ["StaggeredRows declares the key 'spacing' twice: `spacing` and `rowGap`"]),
        (
            NestedKeyClash.StaggeredRows.self,
            ["StaggeredRows declares the key 'spacing' twice: `spacing` and `gaps.rowGap`"]
        ),
        (
            InitAssigns.StaggeredRows.self,
            [
                "StaggeredRows.perRow is assigned in init() (4; its declared default is 3): a configuration's value "
                    + "never reaches it; give the value on the declaration and assign no option in init()"
            ]
        ),
        (
            InitAssignsTheDefault.StaggeredRows.self,
            ["StaggeredRows.perRow is assigned in init(): a configuration's 4 became 3; assign no option in init()"]
        ),
        (DefaultOutOfRange.StaggeredRows.self, ["StaggeredRows.perRow's default 50 is outside 1...20"]),
        (
            ReservedKey.StaggeredRows.self,
            [
                "StaggeredRows.itemWidth uses the reserved key 'width', which every configuration reads for itself "
                    + "(strategy, width, height, index, layoutDirection, pinHeaders, sectionBackground, sections): "
                    + "no configuration could set the option; give it another key"
            ]
        ),
    ]

    @Test("each mistake is caught by the conformance checker with a message naming the declaration", arguments: 0..<6)
    func caughtByTheChecker(mistake: Int) {
        let (type, messages) = Self.mistakes[mistake]
        #expect(type.declarationProblems == messages)
        let report = Self.check(type)
        #expect(report.violations.map(\.kind) == Array(repeating: .declaration, count: messages.count))
        #expect(report.violations.map(\.detail) == messages)
        #expect(report.inputsChecked == 0, "nothing else is checked before the declarations are right")
    }

    private static func check<Strategy: LayoutStrategy>(_ type: Strategy.Type) -> ConformanceReport {
        ConformanceChecker.check(type)
    }

    @Test("a debug build stops at the first read with the checker's message; a release build reads on")
    func firstRead() throws {
        for (type, messages) in Self.mistakes {
            // What `init(reading:)` asserts in a debug build: the same first message.
            let read = try Self.readAnyQuietly(type, ["perRow": 4])
            let atRead = Self.problems(reading: read, given: ["perRow": 4])
            #expect(atRead.first == messages.first, "\(type)")
        }
        // What a release build does: no stop; the declared values as they are.
        let reserved = try Self.readQuietly(ReservedKey.StaggeredRows.self, ["width": 50])
        #expect(reserved.itemWidth == 50)
        let assigned = try Self.readQuietly(InitAssignsTheDefault.StaggeredRows.self, ["perRow": 4])
        #expect(assigned.perRow == 3)
    }

    @Test("a default outside its range is blamed on its declaration, not on a key nobody wrote")
    func defaultOutOfRangeError() throws {
        let strategy = try Self.readQuietly(DefaultOutOfRange.StaggeredRows.self, [:])
        let expected = LayoutError.contractViolation(
            strategy: "StaggeredRows", detail: "StaggeredRows.perRow's default 50 is outside 1...20")
        #expect(throws: expected) { try strategy.prepare(LayoutInput(width: 100, items: [ItemSize(height: 5)])) }
        #expect(throws: expected) { try strategy.validateOptions() }
        // A value set in Swift is still blamed on its key.
        var set = strategy
        set.perRow = 30
        #expect(throws: LayoutError.invalidOption(key: "perRow", reason: "must be from 1 to 20, got 30")) {
            try set.validateOptions()
        }
        set.perRow = 2
        set.spacing = -1
        #expect(throws: LayoutError.invalidOption(key: "spacing", reason: "must be at least 0, got -1")) {
            try set.validateOptions()
        }
    }

    @Test("a correct strategy with a nested group, and the core's option groups, have no mistakes and pass")
    func correctDeclarations() {
        #expect(StaggeredRows.declarationProblems.isEmpty)
        #expect(StaggeredRows.declaredOptions.map(\.name) == ["perRow", "spacing", "rowStart", "captionHeight"])
        #expect(ColumnOptions.declarationProblems.isEmpty)
        ConformanceChecker.check(StaggeredRows.self, expectsNonOverlappingItems: true).recordIssues()
    }

    @Test("every built-in's declarations, and the shared groups', have no mistakes")
    func builtIns() {
        let declaring = StrategyRegistry.builtIn.strategies.compactMap { $0 as? any OptionDeclaring.Type }
        #expect(declaring.count >= 4)
        for type in declaring + [ColumnOptions.self] {
            #expect(type.declarationProblems.isEmpty, "\(type)")
        }
    }

    @Test("the sample values of each option are ones it accepts, other than its default")
    func sampleValues() {
        let samples = StaggeredRows.sampleOptionValues
        #expect(samples["perRow"] == [4, 2, 6])
        #expect(samples["rowStart"] == ["trailing"])
        #expect(samples["captionHeight"] == [1, 0.5, 2])
    }

    // MARK: - Reading as a release build does

    static func readQuietly<Strategy: OptionDeclaring>(_ type: Strategy.Type, _ given: OptionValues) throws -> Strategy
    {
        try OptionReading.stopsOnDeclarationMistakes.withValue(false) { try Strategy(reading: given) }
    }

    static func readAnyQuietly(_ type: any OptionDeclaring.Type, _ given: OptionValues) throws -> any OptionDeclaring {
        try OptionReading.stopsOnDeclarationMistakes.withValue(false) { try type.init(reading: given) }
    }

    static func problems(reading value: any OptionDeclaring, given: OptionValues) -> [String] {
        func open<Declaring: OptionDeclaring>(_ value: Declaring) -> [String] {
            Declaring.declarationProblems(reading: value, given: given)
        }
        return open(value)
    }
}
