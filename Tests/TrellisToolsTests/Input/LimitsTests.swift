import Testing
import TrellisTools

/// Absurd inputs — counts, sections or columns beyond what memory allows — are
/// rejected up front with a clear error, before anything is allocated for them.
@Suite("Input limits")
struct LimitsTests {
    static let limit = LayoutLimits.maximumElementCount

    @Test("one count section over the element limit is rejected, naming the section")
    func oneHugeSection() {
        let input = LayoutInput(width: 390, sections: [SectionInput(count: 3), SectionInput(count: Self.limit + 1)])
        #expect(
            throws: LayoutError.inputTooLarge(
                "section 1 has \(Self.limit + 1) items; a layout holds at most \(Self.limit) elements")
        ) {
            try Mosaic().prepare(input)
        }
    }

    @Test("sections that add up past the limit are rejected where the sum crosses it")
    func sumOfSections() {
        let input = LayoutInput(width: 390, sections: Array(repeating: SectionInput(count: 20_000_000), count: 3))
        #expect(throws: LayoutError.inputTooLarge("more than \(Self.limit) elements (reached at section 2)")) {
            try RoundRobin().prepare(input)
        }
    }

    @Test("every section counts as its header and footer: an empty section can cross the limit")
    func sectionsCount() {
        // limit - 2 items + their section's 2 supplementary slots reach the limit; one more section crosses it.
        let input = LayoutInput(width: 390, sections: [SectionInput(count: Self.limit - 2), SectionInput(count: 0)])
        #expect(throws: LayoutError.inputTooLarge("more than \(Self.limit) elements (reached at section 1)")) {
            try FlowLine(options: [:]).prepare(input)
        }
    }

    @Test("counts at Int's edges are rejected without overflowing", arguments: [Int.max, Int.min, -1])
    func edgeCounts(count: Int) {
        let input = LayoutInput(width: 390, sections: [SectionInput(count: 1), SectionInput(count: count)])
        #expect(throws: LayoutError.self) { try ShortestColumn().prepare(input) }
    }

    @Test(
        "columns beyond 10,000 or not a whole number are option errors naming the key",
        arguments: [
            ("columns", OptionValue.number(10_001), "option 'columns': must be from 1 to 10000, got 10001"),
            ("columns", .number(1e300), "option 'columns': expected an integer from 1 to 10000, got 1e+300"),
            ("columns", .number(0), "option 'columns': must be from 1 to 10000, got 0"),
        ])
    func columns(key: String, value: OptionValue, message: String) {
        for name in ["round-robin", "shortest-column", "masonry"] {
            #expect {
                _ = try StrategyRegistry.builtIn.makeStrategy(named: name, options: OptionValues([key: value]))
            } throws: { error in
                (error as? LayoutError)?.description == message
            }
        }
    }

    @Test(
        "a JSON count beyond the limit is an items error before any layout work",
        arguments: ["50000001", "9223372036854775807", "1e300", "-9223372036854775808"])
    func jsonCount(count: String) {
        #expect {
            _ = try ItemsDecoder.sections(fromJSON: #"{"sections": [{"count": \#(count)}]}"#, source: "items.json")
        } throws: { error in
            "\(error)".hasPrefix("items.json: sections[0].count must be a whole number from 0 to \(Self.limit), got")
        }
    }

    @Test("JSON counts that are each allowed but add up past the limit are rejected by prepare")
    func jsonCountsSum() throws {
        let sections = try ItemsDecoder.sections(
            fromJSON: #"{"sections": [{"count": 30000000}, {"count": 30000000}]}"#, source: "items.json")
        #expect(throws: LayoutError.inputTooLarge("more than \(Self.limit) elements (reached at section 1)")) {
            try Configuration(strategy: "mosaic", width: 390).prepare(sections)
        }
    }
}
