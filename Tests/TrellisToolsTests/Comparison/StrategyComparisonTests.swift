import Testing
import TrellisTesting
import TrellisTools

private func items(_ sizes: [Rect]) -> [LayoutAttributes] {
    sizes.enumerated().map {
        LayoutAttributes(kind: .item, path: ElementPath(section: 0, item: $0.offset), frame: $0.element)
    }
}

@Suite("comparison metrics")
struct StrategyComparisonTests {
    @Test("metrics of a hand-worked round-robin layout")
    func handWorkedMetrics() throws {
        // 2 columns of 100, no padding, heights 100, 10, 10, 10:
        // item 0 (0, 0) col 0; item 1 (100, 0) col 1; item 2 (0, 100); item 3 (100, 10).
        let layout = try RoundRobin(columns: 2, cellPadding: 0)
            .prepare(LayoutInput(width: 200, items: [100, 10, 10, 10].map { ItemSize(height: $0) }))
        let metrics = LayoutMetrics(of: layout)
        #expect(metrics.itemCount == 4)
        #expect(metrics.contentLength == 110)
        #expect(metrics.fillRatio == 13_000.0 / 22_000.0)
        #expect(metrics.columnCount == 2)
        #expect(metrics.columnImbalance == 90)  // bottoms 110 and 20
        #expect(metrics.largestGap == 0)
        // Reading order by (minY, minX): 0, 1, 3, 2 → items 2 and 3 are each one place off.
        #expect(metrics.orderDisplacement == 0.5)
        #expect(metrics.maximumOrderDisplacement == 1)
    }

    @Test("largest gap: the distance down to the nearest item that shares some width; no columns when widths differ")
    func largestGap() {
        let metrics = LayoutMetrics(
            elements: items([
                Rect(x: 0, y: 0, width: 100, height: 50),  // nearest below: the next one, 30 down
                Rect(x: 0, y: 80, width: 100, height: 20),
                Rect(x: 100, y: 0, width: 100, height: 10),  // nearest below sharing x: the last one, 190 down
                Rect(x: 150, y: 200, width: 50, height: 10),
            ]), contentSize: Size(width: 200, height: 210))
        #expect(metrics.largestGap == 190)
        #expect(metrics.columnCount == nil)
        #expect(metrics.columnImbalance == nil)
    }

    @Test("horizontal layouts are measured along x")
    func horizontal() {
        let metrics = LayoutMetrics(
            elements: items([
                Rect(x: 0, y: 0, width: 50, height: 100), Rect(x: 0, y: 100, width: 30, height: 100),
            ]), contentSize: Size(width: 50, height: 200), scrollAxis: .horizontal)
        #expect(metrics.contentLength == 50)
        #expect(metrics.columnCount == 2)  // two rows of height 100
        #expect(metrics.columnImbalance == 20)  // rows end at x = 50 and 30
        #expect(metrics.fillRatio == 8_000.0 / 10_000.0)
    }

    @Test(
        "shortest-column's imbalance never exceeds its tallest cell (tallest item + 2 × cellPadding); masonry's adds at most its tolerance",
        arguments: [2, 3, 4, 5, 6])
    func imbalanceBounds(columns: Int) throws {
        for count in [50, 500, 5_000] {
            let input = LayoutInput(width: 1024, items: SamplePhotos.cycled(count: count))
            let options: OptionValues = ["columns": .number(Double(columns)), "cellPadding": 6]
            var masonryOptions = options
            masonryOptions["tolerance"] = 40
            let results = try StrategyComparison([
                .init("shortest-column", options: options), .init("masonry", options: masonryOptions),
            ]).run(on: input)
            for result in results {
                let tallestCell = result.layout.allElements.map(\.frame.height).max()! + 12
                let tolerance = result.candidate.name == "masonry" ? 40.0 : 0
                let imbalance = try #require(result.metrics.columnImbalance)
                #expect(imbalance <= tallestCell + tolerance, "\(result.candidate.label), \(count) items")
            }
        }
    }

    @Test(
        "round-robin's imbalance is never smaller than shortest-column's on the bundled photos",
        arguments: [2, 3, 4, 5, 6, 8])
    func roundRobinIsNeverMoreBalanced(columns: Int) throws {
        for count in [100, 1_000, 5_000] {
            let options: OptionValues = ["columns": .number(Double(columns))]
            let results = try StrategyComparison([
                .init("round-robin", options: options), .init("shortest-column", options: options),
            ]).run(on: LayoutInput(width: 390, items: SamplePhotos.cycled(count: count)))
            let roundRobin = try #require(results[0].metrics.columnImbalance)
            let shortest = try #require(results[1].metrics.columnImbalance)
            #expect(roundRobin >= shortest, "\(columns) columns, \(count) items")
        }
    }

    @Test("a comparison reports each strategy with its label, and names the strategy that fails")
    func comparisonRun() throws {
        let input = LayoutInput(width: 390, items: SamplePhotos.cycled(count: 200))
        let comparison = StrategyComparison([
            .init("round-robin"), .init("masonry", options: ["tolerance": 0, "columns": 3]),
            .init("mosaic", label: "apple"),
        ])
        let results = try comparison.run(on: input)
        #expect(results.map(\.candidate.label) == ["round-robin", "masonry columns=3 tolerance=0", "apple"])
        #expect(results.allSatisfy { $0.metrics.itemCount == 200 && $0.metrics.prepareTime > .zero })
        #expect(results[2].metrics.columnImbalance == nil)
        let table = StrategyComparison.table(results)
        let lines = table.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(Set(lines.map(\.count)).count == 1, "aligned:\n\(table)")
        #expect(lines[0].hasPrefix("strategy"))
        #expect(lines[2].hasPrefix("masonry columns=3 tolerance=0"))

        #expect(throws: StrategyComparison.Failure.self) {
            try StrategyComparison(strategies: ["round-robin", "nope"]).run(on: input)
        }
        do {
            _ = try StrategyComparison([.init("round-robin", options: ["columns": 0])]).run(on: input)
            Issue.record("expected a failure")
        } catch {
            #expect(error.description.hasPrefix("strategy 'round-robin columns=0': option 'columns'"))
        }
    }

    @Test("the picture shows every strategy side by side, labelled")
    func picture() throws {
        let results = try StrategyComparison(strategies: ["round-robin", "shortest-column", "masonry"])
            .run(on: LayoutInput(width: 390, items: SamplePhotos.cycled(count: 60)))
        let svg = StrategyComparison.picture(results, scale: 0.5).svg()
        for name in ["round-robin", "shortest-column", "masonry"] { #expect(svg.contains(">\(name)</text>")) }
        #expect(svg.components(separatedBy: "<rect").count > 3 * 60)
    }
}
