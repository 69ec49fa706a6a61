import TrellisTools

/// The two references `trellis-bench` measures each built-in strategy against,
/// in the same run and on the same input. They live here, not in the library.
///
/// * **floor**: the tightest loop that computes the strategy's frames into a
///   flat buffer of `n` frames allocated up front (the allocation is timed:
///   any prepare must get memory for its output). No validation, builder,
///   hint checks or index: what computing and writing 32 bytes per item costs.
///   Its runs alternate with the `auto` prepares (``Benchmark/prepare(_:_:index:runs:alternating:)``),
///   so both medians come from the same stretch of time.
/// * **tutorial**: the approach of the layout tutorials: `prepare` makes an
///   attributes object per item and caches it in an array; a query scans the
///   whole cache.
///
/// Both run the same frame loop (``rule(for:)``), and both must produce frames
/// identical to the strategy's; the tutorial's query answers must equal the
/// linear scan's. The bench reports both checks.
struct BenchReference {
    /// One strategy's frame loop, for each reference.
    struct Rule {
        /// Writes every item's frame, in item order, into the buffer (sized to the item count).
        var floor:
            (_ sizes: UnsafeBufferPointer<ItemSize>, _ width: Double, _ frames: UnsafeMutableBufferPointer<Rect>)
                -> Void
        /// Hands every item's frame, in item order, to the tutorial's cache.
        var tutorial: (_ sizes: UnsafeBufferPointer<ItemSize>, _ width: Double, _ sink: inout TutorialSink) -> Void
    }

    /// What the references measured for one strategy and size.
    struct Measurement {
        /// The floor's median prepare, nanoseconds per item.
        var floorPrepareNanosPerItem: Double
        /// Whether the floor's frames equal the strategy's.
        var floorMatches: Bool
        /// The tutorial's median prepare, nanoseconds per item.
        var tutorialPrepareNanosPerItem: Double
        /// The tutorial's median query (a scan of the whole cache), microseconds.
        var tutorialQueryMicros: Double
        /// Whether the tutorial's frames equal the strategy's, and its answers the linear scan's.
        var tutorialMatches: Bool
    }

    let rule: Rule
    let sizes: [ItemSize]
    let width: Double

    /// The references of a strategy for `input`, or `nil` when it has none
    /// (not a built-in, settings the loops do not cover, or not one section of sizes).
    init?(_ strategy: any LayoutStrategy, input: LayoutInput) {
        guard let rule = Self.rule(for: strategy), input.sections.count == 1,
            case .sizes(let sizes) = input.sections[0].items, !sizes.isEmpty
        else { return nil }
        self.rule = rule
        self.sizes = sizes
        self.width = input.width
    }

    /// One timed run of the floor, in nanoseconds: allocate the frames,
    /// compute them; the buffer is freed after the clock stops.
    func floorRun() -> Double {
        sizes.withUnsafeBufferPointer { sizes in
            let clock = ContinuousClock()
            let start = clock.now
            let frames = UnsafeMutableBufferPointer<Rect>.allocate(capacity: sizes.count)
            rule.floor(sizes, width, frames)
            let nanos = Benchmark.nanoseconds(start.duration(to: clock.now))
            frames.deallocate()
            return nanos
        }
    }

    /// Checks the floor's frames against the strategy's and measures the tutorial.
    ///
    /// - Parameters:
    ///   - layout: The strategy's layout of the input, to compare frames with.
    ///   - floorNanos: The floor's median run, measured alongside the strategy's prepares.
    ///   - runs: How many tutorial prepares the median is over.
    ///   - rects: The rects the linear scan answered, and its `answers`.
    func measure(
        layout: PreparedLayout, floorNanos: Double, runs: Int, rects: [Rect], answers: [[LayoutAttributes]]
    ) -> Measurement {
        let expected = layout.itemFrames(inSection: 0)
        let clock = ContinuousClock()
        return sizes.withUnsafeBufferPointer { sizes in
            let frames = UnsafeMutableBufferPointer<Rect>.allocate(capacity: sizes.count)
            rule.floor(sizes, width, frames)
            let floorMatches = frames.elementsEqual(expected)
            frames.deallocate()
            var tutorialTimes: [Double] = []
            var tutorial = TutorialSink()
            for _ in 0..<runs {
                tutorial = TutorialSink()  // free the previous cache first
                let start = clock.now
                rule.tutorial(sizes, width, &tutorial)
                tutorialTimes.append(Benchmark.nanoseconds(start.duration(to: clock.now)))
            }
            let (queryMicros, tutorialAnswers) = tutorial.time(rects)
            let sameAnswers = zip(tutorialAnswers, answers).allSatisfy { found, expected in
                found.elementsEqual(expected) { $0.item == $1.path.item && $1.kind == .item && $0.frame == $1.frame }
            }
            return Measurement(
                floorPrepareNanosPerItem: floorNanos / Double(sizes.count),
                floorMatches: floorMatches,
                tutorialPrepareNanosPerItem: Benchmark.median(tutorialTimes) / Double(sizes.count),
                tutorialQueryMicros: queryMicros,
                tutorialMatches: sameAnswers && tutorial.cache.lazy.map(\.frame).elementsEqual(expected))
        }
    }
}

// MARK: - The floor's sink

/// Writes frames one after another into a buffer sized for them.
struct FlatSink: FrameSink {
    var next: UnsafeMutablePointer<Rect>

    @inline(__always)
    mutating func put(_ frame: Rect) {
        next.initialize(to: frame)
        next += 1
    }
}

// MARK: - The tutorial

/// The tutorial's cached attributes: an object per item, as
/// `UICollectionViewLayoutAttributes` is.
final class TutorialAttributes {
    let section: Int
    let item: Int
    let frame: Rect
    var zIndex = 0

    init(section: Int, item: Int, frame: Rect) {
        self.section = section
        self.item = item
        self.frame = frame
    }
}

/// The tutorial's cache: `prepare` appends an attributes object per item,
/// `layoutAttributesForElements(in:)` scans all of them.
struct TutorialSink: FrameSink {
    var cache: [TutorialAttributes] = []

    @inline(__always)
    mutating func put(_ frame: Rect) {
        cache.append(TutorialAttributes(section: 0, item: cache.count, frame: frame))
    }

    /// The attributes whose frames intersect `rect`: a scan of the whole cache.
    func elements(in rect: Rect) -> [TutorialAttributes] {
        var visible: [TutorialAttributes] = []
        for attributes in cache where attributes.frame.intersects(rect) { visible.append(attributes) }
        return visible
    }

    /// The median time of one query in microseconds, and the answers.
    func time(_ rects: [Rect]) -> (Double, [[TutorialAttributes]]) {
        let clock = ContinuousClock()
        var times: [Double] = []
        var answers: [[TutorialAttributes]] = []
        for rect in rects {
            let start = clock.now
            let found = elements(in: rect)
            times.append(Benchmark.nanoseconds(start.duration(to: clock.now)) / 1000)
            answers.append(found)
        }
        return (Benchmark.median(times), answers)
    }
}
