import Foundation
import TrellisTools

/// What `trellis bench` measures, and how: one ``CoreBenchmark/Row`` per
/// strategy × size × index option, each index compared with `linear` in the
/// same run. `trellis-bench` (Benchmarks/) measures the same rows and adds
/// its own columns to each (``measure(strategy:items:adding:)``).
///
/// Method (Docs/Performance.md):
/// * Items: the bundled COCO sizes cycled (``SamplePhotos/cycled(count:)``);
///   for `flow-line` each photo is scaled to a 120-point-tall cell keeping its
///   aspect ratio, so a 390-point line holds two or three.
/// * Prepare: the median of a few full `prepare` calls (validation, the
///   strategy, storage and the index build), divided by the item count.
/// * Memory: ``PreparedLayout/byteCount`` divided by the item count; the
///   peak: the most the resident size rose during one more, untimed,
///   prepare (``ResidentPeak``), per item.
/// * Queries: a 390 × 844 viewport at seeded random positions — 80% anywhere,
///   10% within a screen of the top, 10% within a screen of the bottom. Each
///   query (`elements(in:)`, attributes included) is timed alone on a monotonic
///   clock; the row reports the median. `linear` answers the first
///   ``linearQueryCount(items:queries:)`` of the same rects, and every index's
///   result on those rects must equal linear's (`matchesLinear`).
package struct CoreBenchmark: Benchmarking {
    /// One measured strategy × size × index option.
    package struct Row {
        package var strategy: String
        package var items: Int
        package var index: String
        package var prepareNanosPerItem: Double
        package var bytesPerItem: Double
        package var queryMicros: Double
        package var linearQueryMicros: Double
        package var speedup: Double
        package var matchesLinear: Bool
        /// How many queries the median of this row is over.
        package var queries: Int
        /// The median full prepare of all the items, in microseconds.
        package var prepareMicros: Double
        /// The 99th percentile of the query times, in microseconds.
        package var queryP99Micros: Double
        /// The most the resident size rose during one prepare, per item; `nil` where it cannot be read.
        package var preparePeakBytesPerItem: Double?

        /// Creates a row from its measurements.
        package init(
            strategy: String, items: Int, index: String, prepareNanosPerItem: Double, bytesPerItem: Double,
            queryMicros: Double, linearQueryMicros: Double, speedup: Double, matchesLinear: Bool, queries: Int,
            prepareMicros: Double, queryP99Micros: Double, preparePeakBytesPerItem: Double? = nil
        ) {
            self.strategy = strategy
            self.items = items
            self.index = index
            self.prepareNanosPerItem = prepareNanosPerItem
            self.bytesPerItem = bytesPerItem
            self.queryMicros = queryMicros
            self.linearQueryMicros = linearQueryMicros
            self.speedup = speedup
            self.matchesLinear = matchesLinear
            self.queries = queries
            self.prepareMicros = prepareMicros
            self.queryP99Micros = queryP99Micros
            self.preparePeakBytesPerItem = preparePeakBytesPerItem
        }
    }

    /// What ``prepare(_:_:index:runs:alternating:)`` measured.
    package struct Prepared {
        /// The layout of the run the peak was measured on.
        package var layout: PreparedLayout
        /// The median prepare, in nanoseconds.
        package var nanos: Double
        /// The rise of the resident size during one prepare, in bytes; `nil` where it cannot be read.
        package var peakBytes: Int?
        /// The median of the alternating runs, in nanoseconds; `nil` without them.
        package var alternateNanos: Double?

        /// The peak per item of `items`.
        func peakBytesPerItem(_ items: Int) -> Double? { peakBytes.map { Double($0) / Double(items) } }
    }

    /// A strategy that could not prepare this input.
    package struct Failure {
        package var strategy: String
        package var items: Int
        package var message: String
    }

    /// What one row was measured on, for the measurements a benchmark adds to it.
    package struct Sample {
        package var strategy: any LayoutStrategy
        package var input: LayoutInput
        package var index: IndexOption
        /// The row's prepares and the layout its queries ran on.
        package var prepared: Prepared
        /// The rects the row's query median is over.
        package var rects: [Rect]
        /// The rects `linear` answered, and its answers.
        package var linearRects: [Rect]
        package var linearAnswers: [[LayoutAttributes]]
    }

    /// What a benchmark adds to each row of one strategy × size.
    package struct Additions<Result> {
        /// How many prepares an index option's median is over, and a run to
        /// alternate with them (returning its own time in nanoseconds);
        /// `nil` for ``runs(items:)`` prepares alone.
        package var schedule: (IndexOption) -> (runs: Int, alternating: (() -> Double)?)?
        /// Measures what the benchmark adds to a row, after the row.
        package var measure: (Row, Sample) throws -> Result

        /// Creates the additions from their two steps.
        package init(
            schedule: @escaping (IndexOption) -> (runs: Int, alternating: (() -> Double)?)?,
            measure: @escaping (Row, Sample) throws -> Result
        ) {
            self.schedule = schedule
            self.measure = measure
        }
    }

    package var sizes: [Int]
    package var queries: Int
    package var strategies: [String]
    package var registry: StrategyRegistry

    /// The sizes measured unless told otherwise.
    package static let defaultSizes = [1_000, 100_000, 1_000_000]

    /// A benchmark of `strategies` (names in `registry`) at `sizes`, `queries` viewport queries each.
    package init(sizes: [Int], queries: Int, strategies: [String], registry: StrategyRegistry = .builtIn) {
        self.sizes = sizes
        self.queries = queries
        self.strategies = strategies
        self.registry = registry
    }

    /// How many of the rects `linear` answers: all of them up to 100,000
    /// items, then fewer (a million-item scan takes milliseconds), never fewer than 200.
    static func linearQueryCount(items: Int, queries: Int) -> Int {
        items <= 100_000 ? queries : Swift.min(queries, Swift.max(200, queries * 100_000 / items))
    }

    /// Runs ``measure(strategy:items:)`` for each strategy × size; `progress` is called before each.
    package func run(progress: (String) -> Void = { _ in }) -> (rows: [Row], failures: [Failure]) {
        run(progress: progress) { try measure(strategy: $0, items: $1) }
    }

    /// Runs `measure` for each strategy × size, in order, and collects the
    /// rows and the strategies that could not prepare; `progress` is called before each.
    package func run<Result>(
        progress: (String) -> Void = { _ in }, measure: (_ strategy: String, _ items: Int) throws -> [Result]
    ) -> (rows: [Result], failures: [Failure]) {
        var rows: [Result] = []
        var failures: [Failure] = []
        for name in strategies {
            for items in sizes {
                progress("\(name) × \(items)")
                do {
                    rows += try measure(name, items)
                } catch {
                    failures.append(Failure(strategy: name, items: items, message: "\(error)"))
                }
            }
        }
        return (rows, failures)
    }

    /// How many prepares a median is over: 15 at 1k, 5 from 100k, 3 from 1M.
    package static func runs(items: Int) -> Int { items >= 1_000_000 ? 3 : items >= 100_000 ? 5 : 15 }

    /// The rows of one strategy and size: the `linear` baseline first, then one per other index option.
    package func measure(strategy name: String, items: Int) throws -> [Row] {
        try measure(strategy: name, items: items) { _, _ in
            Additions(schedule: { _ in nil }, measure: { row, _ in row })
        }
    }

    /// The rows of one strategy and size, each with what `additions` adds
    /// to it: the `linear` baseline first, then one per other index option.
    ///
    /// - Parameter additions: Called once, with the strategy and its input,
    ///   before the first prepare.
    package func measure<Result>(
        strategy name: String, items: Int,
        adding additions: (_ strategy: any LayoutStrategy, _ input: LayoutInput) -> Additions<Result>
    ) throws -> [Result] {
        let strategy = try registry.makeStrategy(named: name, options: [:])
        let input = Self.input(strategy: name, items: items)
        let added = additions(strategy, input)
        let runs = Self.runs(items: items)

        let linearPrepared = try Self.prepare(strategy, input, index: .linear, runs: runs)
        let (linear, linearPrepare) = (linearPrepared.layout, linearPrepared.nanos)
        let rects = Self.viewportRects(count: queries, contentSize: linear.contentSize, seed: UInt64(items))
        let linearCount = Self.linearQueryCount(items: items, queries: queries)
        let linearRects = Array(rects.prefix(linearCount))
        let (linearMicros, linearP99, linearResults) = Self.time(linear, linearRects, keepResults: true)

        let linearRow = Row(
            strategy: name, items: items, index: IndexOption.linear.rawValue,
            prepareNanosPerItem: linearPrepare / Double(items), bytesPerItem: Double(linear.byteCount) / Double(items),
            queryMicros: linearMicros, linearQueryMicros: linearMicros, speedup: 1, matchesLinear: true,
            queries: linearCount, prepareMicros: linearPrepare / 1000, queryP99Micros: linearP99,
            preparePeakBytesPerItem: linearPrepared.peakBytesPerItem(items))
        func sample(_ option: IndexOption, _ prepared: Prepared, _ rects: [Rect]) -> Sample {
            Sample(
                strategy: strategy, input: input, index: option, prepared: prepared, rects: rects,
                linearRects: linearRects, linearAnswers: linearResults)
        }
        var results = [try added.measure(linearRow, sample(.linear, linearPrepared, linearRects))]
        for option in IndexOption.allCases where option != .linear {
            let schedule = added.schedule(option)
            let prepared = try Self.prepare(
                strategy, input, index: option, runs: schedule?.runs ?? runs, alternating: schedule?.alternating)
            let layout = prepared.layout
            let (micros, p99, _) = Self.time(layout, rects, keepResults: false)
            let matches = zip(linearRects, linearResults).allSatisfy { rect, expected in
                layout.elements(in: rect) == expected
            }
            let row = Row(
                strategy: name, items: items, index: option.rawValue,
                prepareNanosPerItem: prepared.nanos / Double(items),
                bytesPerItem: Double(layout.byteCount) / Double(items), queryMicros: micros,
                linearQueryMicros: linearMicros, speedup: micros > 0 ? linearMicros / micros : .infinity,
                matchesLinear: matches, queries: rects.count, prepareMicros: prepared.nanos / 1000,
                queryP99Micros: p99, preparePeakBytesPerItem: prepared.peakBytesPerItem(items))
            results.append(try added.measure(row, sample(option, prepared, rects)))
        }
        return results
    }

    /// The bench input: the bundled photo sizes cycled, scaled to 120-point
    /// cells for `flow-line` (it uses sizes as they are).
    package static func input(strategy name: String, items: Int) -> LayoutInput {
        var sizes = SamplePhotos.cycled(count: items)
        if name == "flow-line" {
            sizes = sizes.map { size in
                guard let width = size.width else { return size }
                return ItemSize(width: 120 * width / size.height, height: 120)
            }
        }
        return LayoutInput(width: viewport.width, height: viewport.height, items: sizes)
    }

    /// The median prepare time in nanoseconds over `runs` runs, then the
    /// resident peak of one more prepare (untimed) and its layout.
    ///
    /// With `alternating`, a run of it (returning its own time in
    /// nanoseconds) goes before or after each prepare, in turn; every run
    /// starts with the previous layout freed. The peak run starts with the
    /// allocator's free memory returned to the system (``ResidentPeak/start()``),
    /// so memory kept from the timed runs cannot hide it.
    package static func prepare(
        _ strategy: any LayoutStrategy, _ input: LayoutInput, index: IndexOption, runs: Int,
        alternating other: (() -> Double)? = nil
    ) throws -> Prepared {
        let clock = ContinuousClock()
        var times: [Double] = []
        var otherTimes: [Double] = []
        for run in 0..<runs {
            if run % 2 == 0, let other { otherTimes.append(other()) }
            let start = clock.now
            let prepared = try strategy.prepare(input, index: index)
            times.append(nanoseconds(start.duration(to: clock.now)))
            // Freed here, after the clock stopped and before the next run: one layout's memory at a time.
            withExtendedLifetime(prepared) {}
            if run % 2 == 1, let other { otherTimes.append(other()) }
        }
        let resident = ResidentPeak.start()
        let measured = try strategy.prepare(input, index: index)
        return Prepared(
            layout: measured, nanos: median(times), peakBytes: resident?.growth(),
            alternateNanos: other == nil ? nil : median(otherTimes))
    }

    /// The median and 99th percentile time of one `elements(in:)` in
    /// microseconds, and the results when asked.
    static func time(_ layout: PreparedLayout, _ rects: [Rect], keepResults: Bool)
        -> (median: Double, p99: Double, results: [[LayoutAttributes]])
    {
        // Warm-up: the first queries fault in pages and train the branch predictor.
        var found = 0
        for rect in rects.prefix(100) { found &+= layout.elements(in: rect).count }
        if found == -1 { print("unreachable") }
        let (times, results) = timeEach(rects, keepingAnswers: keepResults) { layout.elements(in: $0) }
        return (median(times), percentile(99, of: times), results)
    }

    /// `count` viewport rects at seeded random positions: 80% anywhere in the
    /// content, 10% within a screen of the top, 10% within a screen of the bottom.
    package static func viewportRects(count: Int, contentSize: Size, seed: UInt64) -> [Rect] {
        var random = SeededGenerator(seed: seed)  // every run queries the same rects
        let lastTop = Swift.max(0, contentSize.height - viewport.height)
        let screen = Swift.min(viewport.height, lastTop)
        return (0..<count).map { _ in
            let y: Double
            switch Int.random(in: 0..<10, using: &random) {
            case 0: y = Double.random(in: 0...screen, using: &random)
            case 1: y = lastTop - Double.random(in: 0...screen, using: &random)
            default: y = Double.random(in: 0...lastTop, using: &random)
            }
            return Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
        }
    }
}

/// The clock, statistics and formatting every benchmark shares: `trellis
/// bench`'s ``CoreBenchmark`` and what `trellis-bench` adds to it.
package protocol Benchmarking {}

extension Benchmarking {
    /// The viewport every query uses.
    package static var viewport: Size { Size(width: 390, height: 844) }

    /// Times `answer` on each input alone on a monotonic clock, in
    /// microseconds, and keeps the answers when asked.
    package static func timeEach<Input>(
        _ inputs: [Input], keepingAnswers keep: Bool = false, _ answer: (Input) -> [LayoutAttributes]
    ) -> (times: [Double], answers: [[LayoutAttributes]]) {
        let clock = ContinuousClock()
        var answers: [[LayoutAttributes]] = []
        var times: [Double] = []
        times.reserveCapacity(inputs.count)
        var found = 0
        for input in inputs {
            let start = clock.now
            let elements = answer(input)
            let end = clock.now
            times.append(nanoseconds(start.duration(to: end)) / 1000)
            found &+= elements.count
            if keep { answers.append(elements) }
        }
        if found == -1 { print("unreachable") }  // keeps the answers from being optimized away
        return (times, answers)
    }

    package static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// The nearest-rank percentile `p` (0–100) of the values; 0 for none.
    package static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `value` with `decimals` decimals; a very large number for infinity, 0 for NaN.
    package static func number(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value > 0 ? "1e308" : "0" }
        return String(format: "%.\(decimals)f", value)
    }

    /// `text` padded with spaces to `width`, on the left when `right`.
    package static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: Swift.max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
