import TrellisCommandLine
import TrellisTools

/// What `trellis-bench` measures: `trellis bench`'s rows (``CoreBenchmark``,
/// on the same input, the same way) and, on each, what an installed `trellis`
/// does not carry.
///
/// Method (Docs/Performance.md), beyond ``CoreBenchmark``'s:
/// * References: for `auto`, the prepares alternate with the floor's
///   (``BenchReference``) on the same input, each run's memory freed before
///   the next, and the row reports both medians of those runs
///   (``interleavedRuns(items:)`` each), then the tutorial's prepare and queries.
/// * Query floor and scroll step of the `auto` layout
///   (``queryFloorMicros(_:_:)``, ``scrollStepCost(_:)``).
/// * Appends: a ``LiveLayout`` of the items with the row's index option,
///   then ``appendRuns`` appends of the next 1,000 items in turn (infinite
///   scroll); the row reports the median (`append1kMicros`) beside the
///   median full prepare (`prepareMicros`).
struct Benchmark: Benchmarking {
    /// How many 1,000-item appends the append median is over.
    static let appendRuns = 9

    /// One measured strategy × size × index option: `trellis bench`'s row
    /// (its fields read through, `row.queryMicros`) and what this adds.
    @dynamicMemberLookup
    struct Row {
        var core: CoreBenchmark.Row
        /// The median time to append 1,000 items to a ``LiveLayout`` of all the items, in microseconds.
        var append1kMicros: Double
        /// The references measured on the same input (`auto` rows only; `nil`
        /// on other rows and for a strategy without references).
        var reference: BenchReference.Measurement?
        /// What a lazy view's scroll step costs (`auto` rows only; ``scrollStepCost(_:)``).
        var scrollStep: ScrollStepCost? = nil
        /// The query floor (`auto` rows only): the median time to read the
        /// frames of each answer at positions known beforehand and make their
        /// attributes, in microseconds (``queryFloorMicros(_:_:)``).
        var queryFloorMicros: Double? = nil

        subscript<Value>(dynamicMember field: WritableKeyPath<CoreBenchmark.Row, Value>) -> Value {
            get { core[keyPath: field] }
            set { core[keyPath: field] = newValue }
        }
    }

    typealias Failure = CoreBenchmark.Failure

    /// The strategies, sizes and queries.
    var core: CoreBenchmark

    /// How many `auto` prepares, and as many floor runs alternating with them,
    /// the prepare / floor ratio is over: at least 7.
    static func interleavedRuns(items: Int) -> Int { Swift.max(7, CoreBenchmark.runs(items: items)) }

    /// Runs every measurement; `progress` is called before each strategy × size.
    func run(progress: (String) -> Void = { _ in }) -> (rows: [Row], failures: [Failure]) {
        core.run(progress: progress) { try measure(strategy: $0, items: $1) }
    }

    /// The rows of one strategy and size: the `linear` baseline first, then one per other index option.
    func measure(strategy name: String, items: Int) throws -> [Row] {
        try core.measure(strategy: name, items: items) { strategy, input in
            let references = BenchReference(strategy, input: input)
            return CoreBenchmark.Additions(
                schedule: { option in
                    // auto: the floor's runs alternate with the prepares, so the ratio compares the same moments.
                    guard option == .auto else { return nil }
                    return (
                        Self.interleavedRuns(items: items), references.map { references in { references.floorRun() } }
                    )
                },
                measure: { row, sample in
                    let auto = sample.index == .auto
                    var reference: BenchReference.Measurement?
                    if auto, let references, let floorNanos = sample.prepared.alternateNanos {
                        reference = references.measure(
                            layout: sample.prepared.layout, floorNanos: floorNanos,
                            runs: CoreBenchmark.runs(items: items), rects: sample.linearRects,
                            answers: sample.linearAnswers)
                    }
                    return Row(
                        core: row,
                        append1kMicros: try Self.appendMicros(strategy, name: name, items: items, index: sample.index),
                        reference: reference, scrollStep: auto ? Self.scrollStepCost(sample.prepared.layout) : nil,
                        queryFloorMicros: auto ? Self.queryFloorMicros(sample.prepared.layout, sample.rects) : nil)
                })
        }
    }

    /// The median time in microseconds of appending the next 1,000 items to a
    /// live layout of `items` items, over ``appendRuns`` appends in turn.
    static func appendMicros(_ strategy: any LayoutStrategy, name: String, items: Int, index: IndexOption) throws
        -> Double
    {
        let all = CoreBenchmark.input(strategy: name, items: items + 1000 * appendRuns)
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
}
