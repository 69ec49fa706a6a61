import Foundation
import Testing
import TrellisCommandLine
import TrellisTestSupport
import TrellisTools

@testable import TrellisBenchmarks

/// `trellis-bench`'s references, its verdicts and its plot, without timing anything.
@Suite("trellis-bench")
struct BenchTests {
    // MARK: - References

    /// The floor's and the tutorial's frames for `input`, or `nil` without references.
    private func referenceFrames(_ strategy: any LayoutStrategy, _ input: LayoutInput) -> (
        floor: [Rect], tutorial: [Rect]
    )? {
        guard let reference = BenchReference(strategy, input: input) else { return nil }
        let floor = reference.sizes.withUnsafeBufferPointer { sizes in
            [Rect](unsafeUninitializedCapacity: sizes.count) { frames, count in
                reference.rule.floor(sizes, reference.width, frames)
                count = sizes.count
            }
        }
        var sink = TutorialSink()
        reference.sizes.withUnsafeBufferPointer { reference.rule.tutorial($0, reference.width, &sink) }
        return (floor, sink.cache.map(\.frame))
    }

    @Test("every built-in's references make its frames on the bench's input", arguments: StrategyRegistry.builtIn.names)
    func builtInReferencesMatch(name: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: [:])
        for items in [1, 2, 3, 7, 1000, 5001] {
            let input = CoreBenchmark.input(strategy: name, items: items)
            let expected = try strategy.prepare(input, index: .linear).itemFrames(inSection: 0)
            let frames = try #require(referenceFrames(strategy, input), "\(name) has no references")
            #expect(frames.floor == Array(expected), "\(name) × \(items): floor")
            #expect(frames.tutorial == Array(expected), "\(name) × \(items): tutorial")
        }
    }

    @Test("the measured references match and time the same input")
    func measuredReferencesMatch() throws {
        let strategy = JustifiedRows()
        let input = CoreBenchmark.input(strategy: JustifiedRows.name, items: 2000)
        let reference = try #require(BenchReference(strategy, input: input))
        let layout = try strategy.prepare(input, index: .auto)
        let rects = CoreBenchmark.viewportRects(count: 20, contentSize: layout.contentSize, seed: 1)
        let answers = rects.map { layout.elements(in: $0) }
        let measurement = reference.measure(
            layout: layout, floorNanos: reference.floorRun(), runs: 2, rects: rects, answers: answers)
        #expect(measurement.floorMatches)
        #expect(measurement.tutorialMatches)
    }

    @Test("justified-rows' references are exact over seeded random photos and settings")
    func justifiedRowsReferencesOverRandomInputs() throws {
        var random = SeededGenerator(seed: 42)
        for round in 0..<200 {
            let strategy = JustifiedRows(
                targetRowHeight: [320, 100, 57.3, 1][round % 4],
                targetRowHeightTolerance: [0.25, 0, 0.1, 0.9][round / 4 % 4],
                interitemSpacing: [10, 0, 3.5][round % 3], lineSpacing: [10, 0, 7.25][round / 3 % 3],
                sectionInset: [.uniform(10), .zero, Insets(top: 3, left: 1.5, bottom: 8, right: 20)][round % 3])
            let count = Int.random(in: 0...300, using: &random)
            let sizes = (0..<count).map { _ in
                // Portraits, landscapes, squares and panoramas; some tiny, some huge.
                ItemSize(
                    width: Double.random(in: 1...4000, using: &random).rounded(),
                    height: [Double.random(in: 1...4000, using: &random).rounded(), 1000, 3, 1e5][
                        Int.random(in: 0..<4, using: &random)])
            }
            let input = LayoutInput(width: [390, 1060, 31, 4000][round % 4], items: sizes)
            let frames = referenceFrames(strategy, input)
            guard count > 0 else {
                #expect(frames == nil, "an empty section has no references")
                continue
            }
            let expected = Array(try strategy.prepare(input, index: .linear).itemFrames(inSection: 0))
            #expect(frames?.floor == expected, "round \(round)")
            #expect(frames?.tutorial == expected, "round \(round)")
        }
    }

    @Test("lines and rows of more items than the strategies hold back at once still make the references' frames")
    func longLinesAndRowsMatchTheReferences() throws {
        // 780 items of 0.5 fill a flow line of 390; about 900 ratios of 1/1000 fill a row.
        let flow = FlowLine(minimumInteritemSpacing: 0)
        let thin = (0..<2000).map { ItemSize(width: 0.5, height: Double(10 + $0 % 3)) }
        let rows = JustifiedRows(interitemSpacing: 0)
        let tall = (0..<3000).map { ItemSize(width: 1, height: Double(1000 + $0 % 7)) }
        for (strategy, sizes) in [(flow, thin), (rows, tall)] as [(any LayoutStrategy, [ItemSize])] {
            let input = LayoutInput(width: 390, items: sizes)
            let expected = Array(try strategy.prepare(input, index: .auto).itemFrames(inSection: 0))
            let frames = try #require(referenceFrames(strategy, input))
            #expect(frames.floor == expected, "\(type(of: strategy).name)")
        }
    }

    @Test("justified-rows has no references for settings the loop does not cover")
    func justifiedRowsUncovered() {
        let input = CoreBenchmark.input(strategy: JustifiedRows.name, items: 10)
        let uncovered = [
            JustifiedRows(rowBreaking: .optimal), JustifiedRows(scrollDirection: .horizontal),
            JustifiedRows(widowLayoutStyle: .center), JustifiedRows(forceAspectRatio: 1),
            JustifiedRows(fullWidthBreakoutRowCadence: 3),
            JustifiedRows(headerReferenceSize: Size(width: 0, height: 40)),
            JustifiedRows(footerReferenceSize: Size(width: 0, height: 40)),
        ]
        for strategy in uncovered { #expect(BenchReference(strategy, input: input) == nil, "\(strategy)") }
        #expect(BenchReference(JustifiedRows(), input: input) != nil)
    }

    // MARK: - Verdicts

    /// A row whose numbers meet every target unless changed.
    private func row(
        _ strategy: String = "masonry", items: Int = 1_000_000, index: String = "auto", prepare: Double = 3,
        floor: Double? = 2.5, query: Double = 0.4, p99: Double = 1.5, bytes: Double = 36, matches: Bool = true,
        floorMatches: Bool = true, tutorialMatches: Bool = true, queryFloor: Double = 0.3
    ) -> Benchmark.Row {
        Benchmark.Row(
            core: CoreBenchmark.Row(
                strategy: strategy, items: items, index: index, prepareNanosPerItem: prepare, bytesPerItem: bytes,
                queryMicros: query, linearQueryMicros: 1000, speedup: 1000 / query, matchesLinear: matches,
                queries: 100, prepareMicros: prepare * Double(items) / 1000, queryP99Micros: p99),
            append1kMicros: 50,
            reference: index == "auto"
                ? floor.map {
                    BenchReference.Measurement(
                        floorPrepareNanosPerItem: $0, floorMatches: floorMatches, tutorialPrepareNanosPerItem: 30,
                        tutorialQueryMicros: 9000, tutorialMatches: tutorialMatches)
                } : nil,
            queryFloorMicros: index == "auto" ? queryFloor : nil)
    }

    @Test("a verdict is met only when every target is")
    func verdicts() throws {
        let met = try #require(Benchmark.verdicts([row(), row(index: "rtree"), row(index: "linear")]).only)
        #expect(
            met
                == Benchmark.Verdict(
                    strategy: "masonry", items: 1_000_000, prepareOverFloor: 1.2, queryMicros: 0.4,
                    queryFloorMicros: 0.3, queryP99Micros: 1.5, bytesPerItem: 36, matches: true))
        #expect(met.met)

        // At the limits: still met.
        #expect(Benchmark.verdicts([row(prepare: 3, floor: 2, query: 0.5, p99: 2, bytes: 40)]).only?.met == true)

        let failing: [(Benchmark.Row, (Benchmark.Verdict) -> Bool)] = [
            (row(prepare: 3.01, floor: 2), { !$0.prepareMet }),
            (row(floor: nil), { !$0.prepareMet && $0.prepareOverFloor == nil }),
            (row(query: 0.51), { !$0.queryMet }),
            (row(p99: 2.01), { !$0.queryP99Met }),
            (row(bytes: 40.1), { !$0.bytesMet }),
            (row(floorMatches: false), { !$0.matches }),
            (row(tutorialMatches: false), { !$0.matches }),
        ]
        for (failingRow, check) in failing {
            let verdict = try #require(Benchmark.verdicts([failingRow]).only)
            #expect(check(verdict) && !verdict.met, "\(verdict)")
        }
        // An index other than auto that does not match linear fails its strategy's verdict.
        let rtreeMismatch = Benchmark.verdicts([row(), row(index: "rtree", matches: false)])
        #expect(rtreeMismatch.only?.matches == false)
        // Another strategy's or size's mismatch does not.
        #expect(Benchmark.verdicts([row(), row("mosaic", index: "rtree", matches: false)]).only?.met == true)
        // Below a million items: no verdict; one per strategy and size from a million on.
        #expect(Benchmark.verdicts([row(items: 999_999)]).isEmpty)
        #expect(Benchmark.verdicts([row(), row(items: 10_000_000), row("mosaic")]).count == 3)
    }

    @Test("the verdicts appear in the table's footer and the JSON")
    func verdictOutput() throws {
        let rows = [row(), row("mosaic", floor: nil, query: 0.9)]
        let table = Benchmark.table(rows, failures: [], queries: 100)
        #expect(
            table.contains(
                "masonry  1000000  met: prepare 1.20× floor met; query 0.400 µs (floor 0.300) met; p99 1.500 µs met"))
        #expect(
            table.contains(
                "mosaic   1000000  NOT MET: prepare floor missing not met; query 0.900 µs (floor 0.300) not met"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(Benchmark.json(rows).utf8)) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        #expect(targets.count == 2)
        #expect(targets[0]["met"] as? Bool == true && targets[0]["prepareOverFloor"] as? Double == 1.2)
        #expect(targets[1]["met"] as? Bool == false && targets[1]["prepareOverFloor"] is NSNull)
        #expect(targets[1]["queryMet"] as? Bool == false && targets[1]["queryFloorMicros"] as? Double == 0.3)
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.allSatisfy { $0["queryFloorMicros"] as? Double == 0.3 })
        #expect(results.allSatisfy { $0["preparePeakBytesPerItem"] is NSNull })
    }

    // MARK: - Plot

    @Test("the plot spans 1k to 10M with a legend and text of at least 14 px")
    func plotSpansTenMillion() throws {
        let sizes = [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
        let rows = ["masonry", "justified-rows"].flatMap { name in
            sizes.map { row(name, items: $0, prepare: 20 + log10(Double($0)), query: 0.1 * log10(Double($0))) }
        }
        let svg = Benchmark.plot(rows)
        for label in [">1k<", ">10k<", ">100k<", ">1M<", ">10M<", ">masonry<", ">justified-rows<"] {
            #expect(svg.contains(label), "\(label)")
        }
        let fontSizes = svg.matches(of: /font-size="(\d+)"/).map { Int($0.1) ?? 0 }
        #expect(!fontSizes.isEmpty && fontSizes.allSatisfy { $0 >= 14 })
        #expect(svg.components(separatedBy: "<polyline").count == 5)  // 2 strategies × 2 panels
    }
}

extension Array {
    /// The one element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
