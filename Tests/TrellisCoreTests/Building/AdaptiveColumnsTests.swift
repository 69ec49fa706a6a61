import Testing
import TrellisTesting
import TrellisTools

/// `minimumColumnWidth`: as many columns as fit, at least one, per section.
@Suite("Adaptive column count")
struct AdaptiveColumnsTests {
    static let heights = [10.0, 20, 30, 40].map { ItemSize(height: $0) }

    @Test("columns = max(1, ⌊(width − left − right) / minimumColumnWidth⌋)")
    func count() throws {
        // (390 − 10 − 20) / 100 = 3.6: three columns of 120 from x = 10.
        let strategy = try ShortestColumn(options: [
            "minimumColumnWidth": 100, "cellPadding": 0,
            "sectionInset": [0, 10, 0, 20],
        ])
        let layout = try strategy.prepare(LayoutInput(width: 390, items: Self.heights))
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 10, y: 0, width: 120, height: 10), Rect(x: 130, y: 0, width: 120, height: 20),
                Rect(x: 250, y: 0, width: 120, height: 30), Rect(x: 10, y: 10, width: 120, height: 40),
            ])
        let columns: [(Double, Int)] = [(300, 3), (299.99, 2), (100, 1), (50, 1), (1_000, 10)]
        for (width, expected) in columns {
            let layout = try RoundRobin(cellPadding: 0, minimumColumnWidth: 100)
                .prepare(LayoutInput(width: width, items: Array(repeating: ItemSize(height: 1), count: 11)))
            // Round-robin: item `expected` is the first of the second row, back in column 0.
            #expect(layout.allElements[expected].frame.minY == 1, "width \(width)")
            #expect(layout.allElements[expected - 1].frame.width == width / Double(expected), "width \(width)")
        }
        #expect(RunningColumns.columnCount(crossLength: 1e300, minimumColumnWidth: 1e-300) == 10_000)
    }

    @Test("horizontal scrolling divides the height less the top and bottom insets")
    func horizontal() throws {
        let layout = try Masonry(
            cellPadding: 0, scrollDirection: .horizontal,
            sectionInset: Insets(top: 5, left: 0, bottom: 15, right: 0), minimumColumnWidth: 90
        )
        .prepare(LayoutInput(width: 300, height: 200, items: Self.heights))
        // (200 − 20) / 90 = 2 rows of 90, from y = 5; a fixed height is the extent along x.
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 0, y: 5, width: 10, height: 90), Rect(x: 0, y: 95, width: 20, height: 90),
                Rect(x: 10, y: 5, width: 30, height: 90), Rect(x: 20, y: 95, width: 40, height: 90),
            ])
    }

    @Test("giving columns and minimumColumnWidth together is an error naming the key, in a section too")
    func both() throws {
        #expect(
            throws: LayoutError.invalidOption(
                key: "minimumColumnWidth",
                reason: "give either 'columns' or 'minimumColumnWidth', not both")
        ) {
            try ShortestColumn(options: ["columns": 2, "minimumColumnWidth": 100])
        }
        #expect(throws: LayoutError.self) { try Masonry(options: ["minimumColumnWidth": 0]) }
        let input = LayoutInput(
            width: 300,
            sections: [
                SectionInput(items: Self.heights),
                SectionInput(items: Self.heights, options: ["columns": 2, "minimumColumnWidth": 100]),
            ])
        #expect(
            throws: LayoutError.invalidOption(
                key: "sections[1].minimumColumnWidth",
                reason: "give either 'columns' or 'minimumColumnWidth', not both")
        ) {
            try RoundRobin().prepare(input)
        }
        let configuration = try Configuration(
            json: #"{"strategy": "masonry", "width": 300, "columns": 2, "minimumColumnWidth": 50}"#)
        #expect(throws: LayoutError.self) { try configuration.prepare(items: Self.heights) }
    }

    @Test("a section's columns or minimumColumnWidth replaces the strategy's rule")
    func sectionOverride() throws {
        let input = LayoutInput(
            width: 300,
            sections: [
                SectionInput(items: Self.heights, options: ["columns": 4]),
                SectionInput(items: Self.heights),
                SectionInput(items: Self.heights, options: ["minimumColumnWidth": 150]),
            ])
        let layout = try RoundRobin(cellPadding: 0, minimumColumnWidth: 60).prepare(input)
        let widths = (0..<3).map { layout.attributesForItem(at: ElementPath(section: $0, item: 0))?.frame.width }
        #expect(widths == [75, 60, 150])
        let fixed = try RoundRobin(columns: 3, cellPadding: 0).prepare(
            LayoutInput(
                width: 300,
                sections: [
                    SectionInput(items: Self.heights, options: ["minimumColumnWidth": 150]),
                    SectionInput(items: Self.heights),
                ]))
        #expect(fixed.attributesForItem(at: ElementPath(section: 0, item: 0))?.frame.width == 150)
        #expect(fixed.attributesForItem(at: ElementPath(section: 1, item: 0))?.frame.width == 100)
    }

    @Test("a live layout's width change changes the count and equals a full prepare")
    func rotation() throws {
        let strategy = ShortestColumn(cellPadding: 0, minimumColumnWidth: 100)
        var live = try LiveLayout(strategy, input: LayoutInput(width: 250, items: SamplePhotos.cycled(count: 30)))
        #expect(live.layout.attributesForItem(at: ElementPath(section: 0, item: 0))?.frame.width == 125)
        try live.setViewport(width: 844, height: nil)
        #expect(live.layout.attributesForItem(at: ElementPath(section: 0, item: 0))?.frame.width == 844.0 / 8)
        #expect(live.layout.allElements == (try strategy.prepare(live.input)).allElements)
        try live.appendItems(SamplePhotos.cycled(count: 5), toSection: 0)
        #expect(live.layout.allElements == (try strategy.prepare(live.input)).allElements)
    }
}
