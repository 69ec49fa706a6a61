import Testing
import TrellisTestSupport
import TrellisTools

@Suite("flow-line options and errors")
struct FlowLineOptionsTests {
    @Test("options carry UIKit's names; a section may override all but scrollDirection")
    func optionNames() {
        let names = [
            "scrollDirection", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset",
            "headerReferenceSize", "footerReferenceSize", "itemSize", "lineAlignment", "lastLineAlignment",
            "lineItemAlignment",
        ]
        #expect(FlowLine.options.map(\.name) == names)
        #expect(FlowLine.sectionOptions.map(\.name) == Array(names.dropFirst()))
        #expect(FlowLine.name == "flow-line")
        #expect(StrategyRegistry.builtIn.names.contains("flow-line"))
    }

    @Test("no options give UIKit's defaults")
    func defaults() throws {
        let strategy = try FlowLine(options: [:])
        #expect(strategy == FlowLine())
        #expect(strategy.scrollDirection == .vertical)
        #expect(strategy.minimumInteritemSpacing == 10)
        #expect(strategy.minimumLineSpacing == 10)
        #expect(strategy.sectionInset == .zero)
        #expect(strategy.headerReferenceSize == .zero)
        #expect(strategy.footerReferenceSize == .zero)
        #expect(strategy.itemSize == Size(width: 50, height: 50))
        #expect(strategy.lineAlignment == .justified)
        #expect(strategy.lastLineAlignment == .uikit)
        #expect(strategy.lineItemAlignment == .center)
    }

    @Test("every option is read from a configuration")
    func readsEveryOption() throws {
        let strategy = try FlowLine(options: [
            "scrollDirection": "horizontal",
            "minimumInteritemSpacing": 4,
            "minimumLineSpacing": 6.5,
            "sectionInset": [1, 2, 3, 4],
            "headerReferenceSize": [0, 44],
            "footerReferenceSize": .object(["width": 10, "height": 20]),
            "itemSize": [80, 60],
            "lineAlignment": "trailing",
            "lastLineAlignment": "justify",
            "lineItemAlignment": "bottom",
        ])
        #expect(
            strategy
                == FlowLine(
                    scrollDirection: .horizontal, minimumInteritemSpacing: 4, minimumLineSpacing: 6.5,
                    sectionInset: Insets(top: 1, left: 2, bottom: 3, right: 4),
                    headerReferenceSize: Size(width: 0, height: 44), footerReferenceSize: Size(width: 10, height: 20),
                    itemSize: Size(width: 80, height: 60), lineAlignment: .trailing, lastLineAlignment: .justify,
                    lineItemAlignment: .bottom))
    }

    /// (key, value, the reason the error gives).
    static let invalidValues: [(String, OptionValue, String)] = [
        ("minimumInteritemSpacing", -1, "must be at least 0, got -1"),
        ("minimumLineSpacing", "wide", "expected a number of at least 0, got \"wide\""),
        ("scrollDirection", "diagonal", "expected one of \"vertical\", \"horizontal\", got \"diagonal\""),
        (
            "lastLineAlignment", "center",
            "expected one of \"uikit\", \"fill\", \"justify\", \"leading\", got \"center\""
        ),
        ("lineItemAlignment", 1, "expected one of \"center\", \"top\", \"bottom\", got 1"),
        (
            "lineAlignment", "left",
            "expected one of \"justified\", \"leading\", \"center\", \"trailing\", got \"left\""
        ),
        ("itemSize", [0, 50], "width and height must be greater than 0, got [0, 50]"),
        ("headerReferenceSize", [10, -1], "width and height must be at least 0, got [10, -1]"),
        (
            "footerReferenceSize", [10],
            "expected a size [width, height] or {\"width\": w, \"height\": h}, each at least 0, got [10]"
        ),
        ("sectionInset", [0, -1, 0, 0], "every side must be at least 0, got [0, -1, 0, 0]"),
    ]

    @Test("a wrong type or an out-of-range value names the key and what is allowed", arguments: invalidValues)
    func invalidOptionValue(key: String, value: OptionValue, reason: String) {
        let error = layoutError { _ = try FlowLine(options: OptionValues([key: value])) }
        #expect(error == .invalidOption(key: key, reason: reason))
    }

    @Test("an unknown option is rejected, listing the valid ones")
    func unknownOption() {
        let error = layoutError {
            _ = try StrategyRegistry.builtIn.makeStrategy(named: "flow-line", options: ["columns": 3])
        }
        #expect(error == .unknownOption(key: "columns", strategy: "flow-line", valid: FlowLine.options.map(\.name)))
    }

    @Test("a section cannot override scrollDirection")
    func sectionCannotOverrideScrollDirection() {
        let input = LayoutInput(
            width: 390, sections: [SectionInput(count: 1, options: ["scrollDirection": "horizontal"])])
        let error = layoutError { _ = try FlowLine().prepare(input) }
        #expect(
            error
                == .unknownOption(
                    key: "sections[0].scrollDirection", strategy: "flow-line",
                    valid: FlowLine.sectionOptions.map(\.name)))
    }

    @Test("a bad per-section value names the section's key")
    func invalidSectionOverride() {
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(count: 1),
                SectionInput(count: 1, options: ["minimumLineSpacing": -5]),
            ])
        let error = layoutError { _ = try FlowLine().prepare(input) }
        #expect(error == .invalidOption(key: "sections[1].minimumLineSpacing", reason: "must be at least 0, got -5"))
        #expect(error?.description == "option 'sections[1].minimumLineSpacing': must be at least 0, got -5")

        // A prefix the caller has set is kept.
        let prefixed = LayoutInput(
            width: 390,
            sections: [
                SectionInput(count: 1, options: OptionValues(["itemSize": [0, 1]], keyPrefix: "items.sections[0]."))
            ])
        let prefixedError = layoutError { _ = try FlowLine().prepare(prefixed) }
        #expect(
            prefixedError
                == .invalidOption(
                    key: "items.sections[0].itemSize",
                    reason: "width and height must be greater than 0, got [0, 1]"))
    }

    @Test("values from the Swift initializer are checked when preparing")
    func memberwiseValuesAreChecked() {
        let input = LayoutInput(width: 390, items: items(3, 50, 50))
        let negative = layoutError { _ = try FlowLine(minimumLineSpacing: -1).prepare(input) }
        #expect(negative == .invalidOption(key: "minimumLineSpacing", reason: "must be at least 0, got -1"))
        let notANumber = layoutError { _ = try FlowLine(minimumInteritemSpacing: .nan).prepare(input) }
        guard case .invalidOption(let key, _) = notANumber else {
            Issue.record("expected invalidOption, got \(String(describing: notANumber))")
            return
        }
        #expect(key == "minimumInteritemSpacing")
        let flat = layoutError { _ = try FlowLine(itemSize: Size(width: 50, height: 0)).prepare(input) }
        #expect(flat == .invalidOption(key: "itemSize", reason: "width and height must be greater than 0, got [50, 0]"))
    }

    @Test("insets as wide as the width leave no line: an error naming the key and section")
    func insetsWiderThanTheWidth() {
        // D = 100 - 60 - 40 = 0.
        let global = layoutError {
            _ = try FlowLine(sectionInset: Insets(left: 60, right: 40))
                .prepare(LayoutInput(width: 100, items: items(1, 10, 10)))
        }
        guard case .invalidSection(0, let reason) = global else {
            Issue.record("expected invalidSection(0, _), got \(String(describing: global))")
            return
        }
        #expect(reason.contains("'sectionInset' left 60.0 + right 40.0"))
        #expect(reason.contains("width 100.0"))

        // A section's own insets: D = 390 - 200 - 200 < 0; the empty section fails too.
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(count: 1),
                SectionInput(count: 0, options: ["sectionInset": [0, 200, 0, 200]]),
            ])
        let perSection = layoutError { _ = try FlowLine().prepare(input) }
        guard case .invalidSection(1, let sectionReason) = perSection else {
            Issue.record("expected invalidSection(1, _), got \(String(describing: perSection))")
            return
        }
        #expect(sectionReason.contains("'sections[1].sectionInset'"))
    }

    @Test("horizontal insets as tall as the height leave no column")
    func insetsTallerThanTheHeight() {
        let error = layoutError {
            _ = try FlowLine(scrollDirection: .horizontal, sectionInset: Insets(top: 100, bottom: 100))
                .prepare(LayoutInput(width: 390, height: 150, items: items(1, 10, 10)))
        }
        guard case .invalidSection(0, let reason) = error else {
            Issue.record("expected invalidSection(0, _), got \(String(describing: error))")
            return
        }
        #expect(reason.contains("top 100.0 + bottom 100.0"))
        #expect(reason.contains("height 150.0"))
    }

    @Test("horizontal scrolling without a height is an invalid viewport")
    func horizontalWithoutHeight() {
        let error = layoutError {
            _ = try FlowLine(scrollDirection: .horizontal).prepare(LayoutInput(width: 390, items: items(1, 10, 10)))
        }
        guard case .invalidViewport(let reason) = error else {
            Issue.record("expected invalidViewport, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("horizontal flow-line needs a height"))
    }

    @Test("an item given with a height only is rejected, naming section and item")
    func heightOnlyItem() {
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(count: 2),
                SectionInput(items: [ItemSize(width: 10, height: 10), ItemSize(height: 80)]),
            ])
        let error = layoutError { _ = try FlowLine().prepare(input) }
        guard case .invalidItem(1, 1, let reason) = error else {
            Issue.record("expected invalidItem(1, 1, _), got \(String(describing: error))")
            return
        }
        #expect(reason.contains("flow-line needs a width and a height"))
    }
}
