import TrellisTools

/// What `trellis-bench` measures, and how: one ``Benchmark/Row`` per strategy ×
/// size × index option, each index compared with `linear` in the same run.
///
/// Method (Docs/Performance.md):
/// * Items: the bundled COCO sizes cycled (``SamplePhotos/cycled(count:)``);
///   for `flow-line` each photo is scaled to a 120-point-tall cell keeping its
///   aspect ratio, so a 390-point line holds two or three.
/// * Prepare: the median of a few full `prepare` calls (validation, the
///   strategy, storage and the index build), divided by the item count. For
///   `auto`, the runs alternate with the floor's (``BenchReference``) on the
///   same input, each run's memory freed before the next, and the row reports
///   both medians of those runs (``interleavedRuns(items:)`` each).
/// * Memory: ``PreparedLayout/byteCount`` divided by the item count; the
///   peak: the most the resident size rose during one more, untimed,
///   prepare (``ResidentPeak``), per item.
/// * Queries: a 390 × 844 viewport at seeded random positions — 80% anywhere,
///   10% within a screen of the top, 10% within a screen of the bottom. Each
///   query (`elements(in:)`, attributes included) is timed alone on a monotonic
///   clock; the row reports the median. `linear` answers the first
///   ``linearQueryCount(items:queries:)`` of the same rects, and every index's
///   result on those rects must equal linear's (`matchesLinear`).
/// * Appends: a ``LiveLayout`` of the items with the row's index option,
///   then ``appendRuns`` appends of the next 1,000 items in turn (infinite
///   scroll); the row reports the median (`append1kMicros`) beside the
///   median full prepare (`prepareMicros`).
struct Benchmark {
    /// How many 1,000-item appends the append median is over.
    static let appendRuns = 9

    /// One measured strategy × size × index option.
    struct Row {
        var strategy: String
        var items: Int
        var index: String
        var prepareNanosPerItem: Double
        var bytesPerItem: Double
        var queryMicros: Double
        var linearQueryMicros: Double
        var speedup: Double
        var matchesLinear: Bool
        /// How many queries the median of this row is over.
        var queries: Int
        /// The median full prepare of all the items, in microseconds.
        var prepareMicros: Double
        /// The median time to append 1,000 items to a ``LiveLayout`` of all the items, in microseconds.
        var append1kMicros: Double
        /// The 99th percentile of the query times, in microseconds.
        var queryP99Micros: Double
        /// The references measured on the same input (`auto` rows only; `nil`
        /// on other rows and for a strategy without references).
        var reference: BenchReference.Measurement?
        /// What a lazy view's scroll step costs (`auto` rows only; ``scrollStepCost(_:)``).
        var scrollStep: ScrollStepCost? = nil
        /// The most the resident size rose during one prepare, per item; `nil` where it cannot be read.
        var preparePeakBytesPerItem: Double? = nil
        /// The query floor (`auto` rows only): the median time to read the
        /// frames of each answer at positions known beforehand and make their
        /// attributes, in microseconds (``queryFloorMicros(_:_:)``).
        var queryFloorMicros: Double? = nil
    }

    /// What ``prepare(_:_:index:runs:alternating:)`` measured.
    struct Prepared {
        /// The layout of the run the peak was measured on.
        var layout: PreparedLayout
        /// The median prepare, in nanoseconds.
        var nanos: Double
        /// The rise of the resident size during one prepare, in bytes; `nil` where it cannot be read.
        var peakBytes: Int?
        /// The median of the alternating runs, in nanoseconds; `nil` without them.
        var alternateNanos: Double?

        /// The peak per item of `items`.
        func peakBytesPerItem(_ items: Int) -> Double? { peakBytes.map { Double($0) / Double(items) } }
    }

    /// A strategy that could not prepare this input.
    struct Failure {
        var strategy: String
        var items: Int
        var message: String
    }

    var sizes: [Int]
    var queries: Int
    var strategies: [String]
    var registry = StrategyRegistry.builtIn

    /// The viewport every query uses.
    static let viewport = Size(width: 390, height: 844)

    /// How many of the rects `linear` answers: all of them up to 100,000
    /// items, then fewer (a million-item scan takes milliseconds), never fewer than 200.
    static func linearQueryCount(items: Int, queries: Int) -> Int {
        items <= 100_000 ? queries : Swift.min(queries, Swift.max(200, queries * 100_000 / items))
    }

    /// Runs every measurement; `progress` is called before each strategy × size.
    func run(progress: (String) -> Void = { _ in }) -> (rows: [Row], failures: [Failure]) {
        var rows: [Row] = []
        var failures: [Failure] = []
        for name in strategies {
            for items in sizes {
                progress("\(name) × \(items)")
                do {
                    rows += try measure(strategy: name, items: items)
                } catch {
                    failures.append(Failure(strategy: name, items: items, message: "\(error)"))
                }
            }
        }
        return (rows, failures)
    }

    /// How many prepares a median is over: 15 at 1k, 5 from 100k, 3 from 1M.
    static func runs(items: Int) -> Int { items >= 1_000_000 ? 3 : items >= 100_000 ? 5 : 15 }

    /// How many `auto` prepares, and as many floor runs alternating with them,
    /// the prepare / floor ratio is over: at least 7.
    static func interleavedRuns(items: Int) -> Int { Swift.max(7, runs(items: items)) }

    /// The rows of one strategy and size: the `linear` baseline first, then one per other index option.
    func measure(strategy name: String, items: Int) throws -> [Row] {
        let strategy = try registry.makeStrategy(named: name, options: [:])
        let input = Self.input(strategy: name, items: items)
        let runs = Self.runs(items: items)

        let linearPrepared = try Self.prepare(strategy, input, index: .linear, runs: runs)
        let (linear, linearPrepare) = (linearPrepared.layout, linearPrepared.nanos)
        let rects = Self.viewportRects(count: queries, contentSize: linear.contentSize, seed: UInt64(items))
        let linearCount = Self.linearQueryCount(items: items, queries: queries)
        let linearRects = Array(rects.prefix(linearCount))
        let (linearMicros, linearP99, linearResults) = Self.time(linear, linearRects, keepResults: true)

        var rows = [
            Row(
                strategy: name, items: items, index: IndexOption.linear.rawValue,
                prepareNanosPerItem: linearPrepare / Double(items),
                bytesPerItem: Double(linear.byteCount) / Double(items),
                queryMicros: linearMicros, linearQueryMicros: linearMicros, speedup: 1,
                matchesLinear: true, queries: linearCount, prepareMicros: linearPrepare / 1000,
                append1kMicros: try Self.appendMicros(strategy, name: name, items: items, index: .linear),
                queryP99Micros: linearP99, preparePeakBytesPerItem: linearPrepared.peakBytesPerItem(items))
        ]
        let references = BenchReference(strategy, input: input)
        for option in IndexOption.allCases where option != .linear {
            // auto: the floor's runs alternate with the prepares, so the ratio compares the same moments.
            let prepared =
                option == .auto
                ? try Self.prepare(
                    strategy, input, index: option, runs: Self.interleavedRuns(items: items),
                    alternating: references.map { references in { references.floorRun() } })
                : try Self.prepare(strategy, input, index: option, runs: runs)
            let (layout, prepare) = (prepared.layout, prepared.nanos)
            var reference: BenchReference.Measurement?
            if option == .auto, let references, let floorNanos = prepared.alternateNanos {
                reference = references.measure(
                    layout: layout, floorNanos: floorNanos, runs: runs, rects: linearRects, answers: linearResults)
            }
            let (micros, p99, _) = Self.time(layout, rects, keepResults: false)
            let matches = zip(linearRects, linearResults).allSatisfy { rect, expected in
                layout.elements(in: rect) == expected
            }
            rows.append(
                Row(
                    strategy: name, items: items, index: option.rawValue,
                    prepareNanosPerItem: prepare / Double(items),
                    bytesPerItem: Double(layout.byteCount) / Double(items),
                    queryMicros: micros, linearQueryMicros: linearMicros,
                    speedup: micros > 0 ? linearMicros / micros : .infinity,
                    matchesLinear: matches, queries: rects.count, prepareMicros: prepare / 1000,
                    append1kMicros: try Self.appendMicros(strategy, name: name, items: items, index: option),
                    queryP99Micros: p99, reference: reference,
                    scrollStep: option == .auto ? Self.scrollStepCost(layout) : nil,
                    preparePeakBytesPerItem: prepared.peakBytesPerItem(items),
                    queryFloorMicros: option == .auto ? Self.queryFloorMicros(layout, rects) : nil))
        }
        return rows
    }

    /// The bench input: the bundled photo sizes cycled, scaled to 120-point
    /// cells for `flow-line` (it uses sizes as they are).
    static func input(strategy name: String, items: Int) -> LayoutInput {
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
    static func prepare(
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

    /// The median time in microseconds of appending the next 1,000 items to a
    /// live layout of `items` items, over ``appendRuns`` appends in turn.
    static func appendMicros(_ strategy: any LayoutStrategy, name: String, items: Int, index: IndexOption) throws
        -> Double
    {
        let all = input(strategy: name, items: items + 1000 * appendRuns)
        guard case .sizes(let sizes) = all.sections.first?.items else { return 0 }
        return try appendMicros(
            strategy,
            first: LayoutInput(
                width: all.width, height: all.height,
                items: Array(sizes.prefix(items))),
            more: Array(sizes.dropFirst(items)), index: index)
    }

    private static func appendMicros<Strategy: LayoutStrategy>(
        _ strategy: Strategy, first: LayoutInput, more: [ItemSize], index: IndexOption
    ) throws -> Double {
        var live = try LiveLayout(strategy, input: first, index: index)
        let clock = ContinuousClock()
        var times: [Double] = []
        for run in 0..<appendRuns {
            let page = Array(more[run * 1000..<(run + 1) * 1000])
            let start = clock.now
            try live.appendItems(page, toSection: 0)
            times.append(nanoseconds(start.duration(to: clock.now)) / 1000)
        }
        return median(times)
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

    /// The query floor: what answering each rect costs when the answer's
    /// storage positions are known beforehand, the median in microseconds.
    ///
    /// Each timed step reads the frames of one answer and makes their
    /// attributes, as `elements(in:)` must after finding them; no index is
    /// searched. The positions are computed first, untimed; then the caches
    /// are flushed (64 MB streamed through), so the frames come from memory
    /// as a query's would. `queryMicros` over this is what the index adds.
    static func queryFloorMicros(_ layout: PreparedLayout, _ rects: [Rect]) -> Double {
        let answers = rects.map { layout.elementPositions(in: $0) }
        flushCaches()
        return median(timeEach(answers) { layout.attributes(atPositions: $0) }.times)
    }

    /// Times `answer` on each input alone on a monotonic clock, in
    /// microseconds, and keeps the answers when asked.
    static func timeEach<Input>(
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

    /// Evicts the layout from the caches: reads and writes 64 MB, twice the
    /// largest last-level cache of the machines the bench runs on.
    static func flushCaches() {
        let count = 64 << 20 / MemoryLayout<UInt64>.stride
        let buffer = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 1)
        var sum: UInt64 = 0
        for index in buffer.indices { sum &+= buffer[index] }
        if sum == 0 { print("unreachable") }
    }

    /// `count` viewport rects at seeded random positions: 80% anywhere in the
    /// content, 10% within a screen of the top, 10% within a screen of the bottom.
    static func viewportRects(count: Int, contentSize: Size, seed: UInt64) -> [Rect] {
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

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// The nearest-rank percentile `p` (0–100) of the values; 0 for none.
    static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
