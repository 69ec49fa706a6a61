/// Runs several strategies on the same items and viewport and measures each
/// with ``LayoutMetrics``: the library form of `trellis compare`.
///
/// ```swift
/// let comparison = StrategyComparison([
///     .init("round-robin", options: ["columns": 3]),
///     .init("shortest-column", options: ["columns": 3]),
///     .init("masonry", options: ["columns": 3, "tolerance": 40]),
/// ])
/// let results = try comparison.run(on: LayoutInput(width: 1024, items: SamplePhotos.cycled(count: 5_000)))
/// print(StrategyComparison.table(results))
/// ```
///
/// Any strategy registered in ``registry`` can be compared, built-in or not.
public struct StrategyComparison: Sendable {
    /// One strategy to compare: a registered name, its options and a label.
    public struct Candidate: Sendable, Hashable {
        /// The registered strategy name.
        public var name: String
        /// The strategy's options.
        public var options: OptionValues
        /// How tables and pictures name it; by default the name followed by the options.
        public var label: String
        /// The strategies of the first sections (``Configuration/sections``); empty for none.
        public var sections: [Configuration.SectionStrategy]

        /// Creates a candidate.
        public init(
            _ name: String, options: OptionValues = [:], label: String? = nil,
            sections: [Configuration.SectionStrategy] = []
        ) {
            self.name = name
            self.options = options
            self.sections = sections
            let settings = options.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            let composed = sections.isEmpty ? [] : ["+ \(sections.count) section strategies"]
            self.label = label ?? ([name] + settings + composed).joined(separator: " ")
        }

        /// The candidate a configuration describes: its strategy, options and section strategies.
        public init(_ configuration: Configuration, label: String? = nil) {
            self.init(
                configuration.strategy, options: configuration.options, label: label,
                sections: configuration.sections)
        }
    }

    /// One strategy's layout and metrics.
    public struct Result: Sendable {
        /// The strategy compared.
        public var candidate: Candidate
        /// Its layout of the input.
        public var layout: PreparedLayout
        /// Its metrics.
        public var metrics: LayoutMetrics
    }

    /// A candidate that could not lay out the input, with the error.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The candidate that failed.
        public var candidate: Candidate
        /// Why.
        public var error: LayoutError

        /// `strategy 'label': <error>`.
        public var description: String { "strategy '\(candidate.label)': \(error)" }
    }

    /// The strategies compared, in order.
    public var candidates: [Candidate]
    /// Where the names are looked up.
    public var registry: StrategyRegistry
    /// The index option every layout is prepared with.
    public var index: IndexOption = .auto
    /// How many times each layout is prepared; the fastest time is reported.
    public var timingRuns = 3

    /// Compares candidates from a registry.
    public init(_ candidates: [Candidate], registry: StrategyRegistry = .builtIn) {
        self.candidates = candidates
        self.registry = registry
    }

    /// Compares registered strategies by name, each with its default options.
    public init(strategies names: [String], registry: StrategyRegistry = .builtIn) {
        self.init(names.map { Candidate($0) }, registry: registry)
    }

    /// Lays out `input` with every candidate and measures each layout.
    ///
    /// - Returns: One result per candidate, in order.
    /// - Throws: ``Failure`` naming the first candidate that cannot be created
    ///   or cannot lay out the input, with its ``LayoutError``.
    /// - Complexity: O(*s* · (*r* · *P* + *n* log *n*)) for *s* candidates,
    ///   *r* timing runs, a prepare cost *P* and *n* items.
    public func run(on input: LayoutInput) throws(Failure) -> [Result] {
        var results: [Result] = []
        for candidate in candidates {
            do throws(LayoutError) {
                let strategy = try Configuration(
                    strategy: candidate.name, width: input.width, options: candidate.options,
                    sections: candidate.sections
                ).makeStrategy(registry: registry)
                let clock = ContinuousClock()
                var fastest = Duration.seconds(Int64.max)
                var layout: PreparedLayout?
                for _ in 0..<Swift.max(1, timingRuns) {
                    let start = clock.now
                    let prepared = try strategy.prepare(input, index: index)
                    fastest = Swift.min(fastest, clock.now - start)
                    layout = prepared
                }
                guard let layout else { continue }
                results.append(
                    Result(
                        candidate: candidate, layout: layout,
                        metrics: LayoutMetrics(of: layout, prepareTime: fastest)))
            } catch {
                throw Failure(candidate: candidate, error: error)
            }
        }
        return results
    }
}
