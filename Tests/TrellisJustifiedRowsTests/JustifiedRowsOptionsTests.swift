import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

@Suite("justified-rows: options and bad input")
struct JustifiedRowsOptionsTests {
    @Test("is registered with Flickr's defaults")
    func registered() throws {
        #expect(StrategyRegistry.builtIn.names.contains("justified-rows"))
        let strategy = try JustifiedRows(options: [:])
        #expect(strategy == JustifiedRows())
        #expect(strategy.targetRowHeight == 320 && strategy.targetRowHeightTolerance == 0.25)
        #expect(strategy.sectionInset == Insets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(strategy.forceAspectRatio == nil && strategy.fullWidthBreakoutRowCadence == nil)
        #expect(!JustifiedRows.sectionOptions.map(\.name).contains("scrollDirection"))
    }

    @Test("reads every option, \"none\" included", arguments: [true, false])
    func readsOptions(none: Bool) throws {
        let strategy = try JustifiedRows(options: [
            "targetRowHeight": 200, "targetRowHeightTolerance": 0, "interitemSpacing": 4, "lineSpacing": 6,
            "sectionInset": [1, 2, 3, 4], "forceAspectRatio": none ? "none" : 1.5,
            "widowLayoutStyle": "justify", "fullWidthBreakoutRowCadence": none ? "none" : 3,
            "rowBreaking": "greedy", "scrollDirection": "horizontal",
        ])
        #expect(
            strategy
                == JustifiedRows(
                    targetRowHeight: 200, targetRowHeightTolerance: 0, interitemSpacing: 4, lineSpacing: 6,
                    sectionInset: Insets(top: 1, left: 2, bottom: 3, right: 4), forceAspectRatio: none ? nil : 1.5,
                    widowLayoutStyle: .justify, fullWidthBreakoutRowCadence: none ? nil : 3,
                    scrollDirection: .horizontal))
    }

    @Test(
        "invalid options name the key and what is allowed",
        arguments: [
            ("targetRowHeightTolerance", OptionValue.number(1), "must be at least 0 and less than 1, got 1"),
            ("targetRowHeightTolerance", -0.1, "must be at least 0 and less than 1, got -0.1"),
            ("fullWidthBreakoutRowCadence", 0, "must be at least 1, got 0"),
            ("fullWidthBreakoutRowCadence", 2.5, "expected \"none\" or an integer of at least 1, got 2.5"),
            ("forceAspectRatio", 0, "must be greater than 0, got 0"),
            ("forceAspectRatio", -1, "must be greater than 0, got -1"),
            ("widowLayoutStyle", "right", "expected one of \"left\", \"center\", \"justify\", got \"right\""),
            ("rowBreaking", "knuth", "expected one of \"greedy\", \"optimal\", got \"knuth\""),
            ("targetRowHeight", 0, "must be greater than 0, got 0"),
            ("interitemSpacing", -1, "must be at least 0, got -1"),
            ("sectionInset", [0, -1, 0, 0], "every side must be at least 0, got [0, -1, 0, 0]"),
        ] as [(String, OptionValue, String)])
    func invalidOptions(key: String, value: OptionValue, reason: String) {
        #expect(throws: LayoutError.invalidOption(key: key, reason: reason)) {
            _ = try JustifiedRows(options: OptionValues([key: value]))
        }
        // The same value as a section override names the section.
        let input = LayoutInput(
            width: 500, sections: [SectionInput(items: photos([1]), options: OptionValues([key: value]))])
        #expect(throws: LayoutError.invalidOption(key: "sections[0].\(key)", reason: reason)) {
            _ = try JustifiedRows().prepare(input)
        }
    }

    @Test("values set in Swift are checked when preparing")
    func memberwiseValuesChecked() {
        let input = LayoutInput(width: 500, items: photos([1, 2]))
        #expect(
            throws: LayoutError.invalidOption(
                key: "targetRowHeightTolerance",
                reason: "must be at least 0 and less than 1, got 1.5")
        ) {
            _ = try JustifiedRows(targetRowHeightTolerance: 1.5).prepare(input)
        }
        #expect(
            throws: LayoutError.invalidOption(
                key: "forceAspectRatio",
                reason: "expected \"none\" or a number "
                    + "greater than 0, got nan")
        ) {
            _ = try JustifiedRows(forceAspectRatio: .nan).prepare(input)
        }
        #expect(
            throws: LayoutError.invalidOption(
                key: "fullWidthBreakoutRowCadence",
                reason: "must be at least 1, got -2")
        ) {
            _ = try JustifiedRows(fullWidthBreakoutRowCadence: -2).prepare(input)
        }
    }

    @Test("insets that leave no width are rejected, naming the section")
    func insetsLeaveNoWidth() {
        let input = LayoutInput(width: 20, items: photos([1]))
        guard case .invalidSection(section: 0, let reason)? = layoutError({ _ = try JustifiedRows().prepare(input) })
        else {
            Issue.record("expected invalidSection")
            return
        }
        #expect(reason.contains("'sectionInset'") && reason.contains("less than the width"))
    }

    @Test("an item with a height only has no aspect ratio: an error naming it")
    func heightOnlyItem() {
        let input = LayoutInput(
            width: 500,
            sections: [
                SectionInput(items: photos([1])), SectionInput(items: photos([1, 2]) + [ItemSize(height: 40)]),
            ])
        for breaking in JustifiedRows.RowBreaking.allCases {
            let error = layoutError { _ = try JustifiedRows(rowBreaking: breaking).prepare(input) }
            guard case .invalidItem(section: 1, item: 2, let reason)? = error else {
                Issue.record("expected invalidItem(section: 1, item: 2), got \(String(describing: error))")
                continue
            }
            #expect(reason.contains("height only"))
        }
    }

    @Test("scrolling horizontally needs the viewport height")
    func horizontalNeedsHeight() {
        guard
            case .invalidViewport? = layoutError({
                _ = try JustifiedRows(scrollDirection: .horizontal).prepare(LayoutInput(width: 500, items: photos([1])))
            })
        else {
            Issue.record("expected invalidViewport")
            return
        }
    }

    @Test(
        "extreme sizes give an error or finite frames, never a trap",
        arguments: [
            [ItemSize(width: 1e300, height: 1e-300)], [ItemSize(width: 1e-300, height: 1e300)],
            [ItemSize(width: 1e300, height: 1), ItemSize(width: 1, height: 1e300), ItemSize(width: 3, height: 2)],
        ])
    func extremeSizes(sizes: [ItemSize]) {
        for breaking in JustifiedRows.RowBreaking.allCases {
            for style in JustifiedRows.WidowLayoutStyle.allCases {
                let strategy = JustifiedRows(widowLayoutStyle: style, rowBreaking: breaking)
                do throws(LayoutError) {
                    let layout = try strategy.prepare(LayoutInput(width: 1060, items: sizes))
                    #expect(layout.allElements.allSatisfy { $0.frame.isFinite })
                } catch {
                    if case .contractViolation = error { Issue.record("\(error)") }
                }
            }
        }
    }
}
