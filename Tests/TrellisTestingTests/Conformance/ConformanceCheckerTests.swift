import Testing
import TrellisTesting
import TrellisTools

/// A one-column stack with a deliberate defect, selected by `bug`.
///
/// Each item is `(0, y, width, h)` with `h` its given height (44 without a
/// size), in lane 0; the content is `(width, total height)`.
struct BrokenStack: LayoutStrategy, OptionDeclaring {
    enum Bug: String, CaseIterable, OptionRepresentable {
        case none, overlapping, missingItem, duplicatedItem, outsideContent, nanFrame, negativeWidth,
            nondeterministic, falseLaneHints, rejectsEverything
    }
    static let name = "broken-stack"
    @Option("bug", summary: "The defect to plant.") var bug = Bug.none

    init() {}
    init(bug: Bug) { self.bug = bug }

    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        if bug == .rejectsEverything { throw .invalidConfiguration("this strategy lays out nothing") }
        var y = 0.0
        var generator = SystemRandomNumberGenerator()
        for (sectionIndex, section) in input.sections.enumerated() {
            builder.beginSection()
            for index in 0..<max(0, section.count) {
                let height = section.size(at: index)?.height ?? 44
                var frame = Rect(x: 0, y: y, width: input.width, height: height)
                switch bug {
                case .overlapping where index == 1: frame.origin.y -= height / 2
                case .nanFrame where index == 1: frame.origin.x = .nan
                case .negativeWidth where index == 1: frame.size.width = -5
                case .nondeterministic:
                    frame.origin.x = Double.random(in: 0..<1, using: &generator)
                    frame.size.width -= 1
                default: break
                }
                if bug == .missingItem, index == section.count - 1, sectionIndex == input.sections.count - 1 {
                    continue
                }
                // False hints: every item in lane `index % 2` although lane 1's items are not a column.
                builder.addItem(frame, lane: bug == .falseLaneHints ? (index % 2 == 0 ? 0 : 1) : 0)
                if bug == .duplicatedItem, index == 0 { builder.addItem(frame, lane: 0) }
                y += height
            }
        }
        builder.contentSize = Size(width: input.width, height: bug == .outsideContent ? y * 0.9 : y)
    }
}

/// A false-hint variant whose lanes really are out of scroll order: items go
/// bottom-up in lane 0. The framework must notice and answer queries exactly.
struct BottomUpWithLaneHint: LayoutStrategy {
    static let name = "bottom-up"
    init() {}
    init(options: OptionValues) throws(LayoutError) {}
    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        let total = Double(input.itemCount) * 10
        var y = total
        for section in input.sections {
            builder.beginSection()
            for _ in 0..<section.count {
                y -= 10
                builder.addItem(Rect(x: 0, y: y, width: input.width, height: 10), lane: 0)
            }
        }
        builder.contentSize = Size(width: input.width, height: total)
    }
}

/// Wraps a correct layout and corrupts one of its answers: the only way to make
/// elements-in-rect or a lookup disagree, since the framework answers queries
/// for every strategy and checks its ordering hints.
struct CorruptedQueries: LayoutQueries {
    enum Corruption: Sendable { case dropsFromQueries, lookupDisagrees, nanInAllElements, duplicateInAllElements }
    var base: PreparedLayout
    var corruption: Corruption

    var contentSize: Size { base.contentSize }
    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    var allElements: [LayoutAttributes] {
        var elements = base.allElements
        switch corruption {
        case .nanInAllElements where elements.count > 1: elements[1].frame.origin.y = .nan
        case .duplicateInAllElements where elements.count > 1: elements[1] = elements[0]
        default: break
        }
        return elements
    }
    func elements(in rect: Rect) -> [LayoutAttributes] {
        let found = base.elements(in: rect)
        // Drops the last element of any answer with more than one: what a wrong binary search does.
        return corruption == .dropsFromQueries && found.count > 1 ? Array(found.dropLast()) : found
    }
    func attributesForItem(at path: ElementPath) -> LayoutAttributes? {
        guard var attributes = base.attributesForItem(at: path) else { return nil }
        if corruption == .lookupDisagrees, path.item == 1 { attributes.frame.origin.x += 1 }
        return attributes
    }
    func attributesForSupplementaryElement(ofKind kind: ElementKind, inSection section: Int) -> LayoutAttributes? {
        base.attributesForSupplementaryElement(ofKind: kind, inSection: section)
    }
}

private func check(_ bug: BrokenStack.Bug, nonOverlapping: Bool = true) -> ConformanceReport {
    ConformanceChecker(BrokenStack(bug: bug), expectsNonOverlappingItems: nonOverlapping, seeds: [0, 1]).run()
}

private func check(_ corruption: CorruptedQueries.Corruption) -> ConformanceReport {
    ConformanceChecker(name: "corrupted", expectsNonOverlappingItems: true, seeds: [0, 1]) {
        input, index throws(LayoutError) in
        CorruptedQueries(base: try BrokenStack(bug: .none).prepare(input, index: index), corruption: corruption)
    }.run()
}

@Suite("ConformanceChecker")
struct ConformanceCheckerTests {
    @Test("a correct strategy gives an empty report after checking many inputs, queries and bad inputs")
    func correctStrategyPasses() {
        let report = ConformanceChecker(BrokenStack(bug: .none), expectsNonOverlappingItems: true).run()
        #expect(report.isEmpty, "\(report)")
        #expect(report.inputsChecked == ConformanceChecker(BrokenStack(bug: .none)).inputs.count)
        #expect(report.inputsChecked >= 30)
        #expect(report.queriesChecked >= report.inputsChecked * 32 * 3)
        #expect(report.badInputsChecked == 21)
        #expect(report.rejections.isEmpty)
    }

    @Test("overlapping items are reported when the strategy declares none, and only then")
    func overlaps() throws {
        let report = check(.overlapping)
        let violation = try #require(report.violations(ofKind: .overlap).first, "\(report)")
        #expect(violation.item != nil)
        #expect(violation.detail.contains("overlaps"))
        #expect(check(.overlapping, nonOverlapping: false).violations(ofKind: .overlap).isEmpty)
    }

    @Test(
        "a missing or a duplicated item is reported as a contract error naming the section",
        arguments: [BrokenStack.Bug.missingItem, .duplicatedItem])
    func missingOrDuplicated(bug: BrokenStack.Bug) throws {
        let report = check(bug)
        let violation = try #require(report.violations(ofKind: .contractError).first, "\(report)")
        #expect(violation.detail.contains("items, the input has"))
        #expect(report.inputsChecked == 0 || !report.violations(ofKind: .contractError).isEmpty)
    }

    @Test("a frame outside the content size is reported with the item")
    func outsideContent() throws {
        let report = check(.outsideContent)
        let violation = try #require(report.violations(ofKind: .frameOutsideContent).first, "\(report)")
        #expect(violation.item != nil)
        #expect(violation.detail.contains("outside the content size"))
    }

    @Test("a NaN frame is reported, whether the framework or the checker catches it")
    func nanFrame() throws {
        let caughtByBuilder = check(.nanFrame)
        let contract = try #require(caughtByBuilder.violations(ofKind: .contractError).first, "\(caughtByBuilder)")
        #expect(contract.detail.contains("non-finite frame"))
        let caughtByChecker = check(.nanInAllElements)
        #expect(!caughtByChecker.violations(ofKind: .invalidFrame).isEmpty, "\(caughtByChecker)")
    }

    @Test("a negative-width frame is reported")
    func negativeWidth() {
        let report = check(.negativeWidth)
        #expect(
            report.violations(ofKind: .invalidFrame).contains { $0.item == ElementPath(section: 0, item: 1) },
            "\(report)")
    }

    @Test("a duplicated element in allElements is reported as a structure violation")
    func duplicateInAllElements() {
        let report = check(.duplicateInAllElements)
        #expect(report.violations(ofKind: .structure).contains { $0.detail.contains("more than once") }, "\(report)")
    }

    @Test("nondeterministic output is reported")
    func nondeterministic() {
        let report = check(.nondeterministic)
        #expect(!report.violations(ofKind: .nondeterministic).isEmpty, "\(report)")
    }

    @Test("elements-in-rect that drops items is reported with the seed, input, index, rect and item, and reproduces")
    func droppedItems() throws {
        let report = check(.dropsFromQueries)
        let violation = try #require(report.violations(ofKind: .queryMismatch).first, "\(report)")
        let rect = try #require(violation.rect)
        #expect(violation.index != nil)
        #expect(violation.item != nil)
        #expect(violation.detail.contains("1 missing"))
        // The violation names enough to reproduce it.
        let checker = ConformanceChecker(BrokenStack(bug: .none), seeds: [0, 1])
        let generated = try #require(
            checker.inputs.first { $0.name == violation.inputCase && $0.seed == violation.seed })
        let layout = try BrokenStack(bug: .none).prepare(generated.input)
        let corrupted = CorruptedQueries(base: layout, corruption: .dropsFromQueries)
        #expect(corrupted.elements(in: rect).count == layout.elements(in: rect).count - 1)
    }

    @Test("an item lookup that disagrees with elements-in-rect is reported")
    func lookupDisagrees() throws {
        let report = check(.lookupDisagrees)
        let violation = try #require(report.violations(ofKind: .attributesMismatch).first, "\(report)")
        #expect(violation.item?.item == 1)
        #expect(violation.rect != nil)
        #expect(report.violations(ofKind: .structure).contains { $0.item?.item == 1 })
    }

    @Test("false lane hints cannot make elements-in-rect drop items: the framework falls back to the R-tree")
    func falseLaneHintsAreCaughtByTheFramework() throws {
        let report = ConformanceChecker(BottomUpWithLaneHint(), expectsNonOverlappingItems: true).run()
        #expect(report.isEmpty, "\(report)")
        let layout = try BottomUpWithLaneHint().prepare(
            LayoutInput(
                width: 100,
                items: [
                    ItemSize(height: 1), ItemSize(height: 1), ItemSize(height: 1),
                ]))
        #expect(layout.indexKind == .rtree)
        #expect(check(.falseLaneHints).isEmpty)
    }

    @Test("bad input laid out without an error, or with the wrong error, is reported")
    func badInput() {
        // Skips validation: zero sizes are accepted, NaN sizes break the contract instead of naming the item.
        let report = ConformanceChecker(name: "unvalidated", seeds: [0]) { input, index throws(LayoutError) in
            var builder = LayoutBuilder(input: input)
            try BrokenStack(bug: .none).placeElements(of: input, into: &builder)
            return try builder.finish(strategy: "unvalidated", index: index)
        }.run()
        #expect(
            report.violations(ofKind: .badInputAccepted).contains { $0.inputCase == "item with zero width" },
            "\(report)")
        #expect(
            report.violations(ofKind: .wrongError).contains { $0.inputCase == "item with NaN height" },
            "\(report)")
    }

    @Test("a strategy that rejects every input, or cannot be created, is reported as checking nothing")
    func nothingChecked() {
        let rejecting = check(.rejectsEverything)
        #expect(rejecting.violations(ofKind: .nothingChecked).count == 1, "\(rejecting)")
        #expect(
            rejecting.rejections.count == rejecting.inputsChecked
                + ConformanceChecker(
                    BrokenStack(bug: .none), seeds: [0, 1]
                ).inputs.count)
        let badOptions = ConformanceChecker.check(BrokenStack.self, options: ["bug": "typo"])
        #expect(
            badOptions.violations(ofKind: .nothingChecked).first?.detail.contains("option 'bug'") == true,
            "\(badOptions)")
        let unknown = ConformanceChecker.check(strategyNamed: "no-such-strategy")
        #expect(unknown.violations(ofKind: .nothingChecked).first?.detail.contains("unknown strategy") == true)
    }

    @Test("a registered third-party strategy is checked by name")
    func registeredByName() {
        var registry = StrategyRegistry.builtIn
        registry.register(BrokenStack.self)
        #expect(
            ConformanceChecker.check(
                strategyNamed: "broken-stack", registry: registry,
                expectsNonOverlappingItems: true
            ).isEmpty)
        let broken = ConformanceChecker.check(
            strategyNamed: "broken-stack", options: ["bug": "outsideContent"],
            registry: registry)
        #expect(!broken.violations(ofKind: .frameOutsideContent).isEmpty)
    }

    @Test("the report's description names the strategy, the counts and each violation")
    func description() {
        let report = check(.outsideContent)
        let text = report.description
        #expect(text.hasPrefix("conformance of 'broken-stack': "))
        #expect(text.contains("[frame outside content] input '"))
        #expect(text.contains(", seed 0"))
        #expect(check(.none).description.contains("no violations"))
    }

    @Test("the generated inputs are the same on every run and cover the edge cases")
    func inputsAreFixed() {
        let checker = ConformanceChecker(BrokenStack(bug: .none), seeds: [3, 4])
        let first = checker.inputs.map {
            "\($0.name) \(String(describing: $0.seed)) \($0.input.itemCount) \($0.input.width)"
        }
        let second = checker.inputs.map {
            "\($0.name) \(String(describing: $0.seed)) \($0.input.itemCount) \($0.input.width)"
        }
        #expect(first == second)
        let names = Set(checker.inputs.map(\.name))
        for name in [
            "no sections", "one empty section", "one item", "empty sections around items", "huge sizes",
            "tiny sizes", "many photos", "random sizes", "photo sizes", "several sections",
        ] {
            #expect(names.contains(name))
        }
        #expect(checker.inputs.count == 16 + 2 * 3)
    }
}
