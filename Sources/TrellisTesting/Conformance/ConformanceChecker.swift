/// Checks a strategy against the whole layout contract on many generated
/// inputs, and reports every violation with the input that shows it.
///
/// One line from a test:
///
/// ```swift
/// import Testing
/// import TrellisTesting
///
/// @Test func masonryKeepsTheContract() {
///     ConformanceChecker.check(Masonry.self, expectsNonOverlappingItems: true).recordIssues()
/// }
///
/// // XCTest:
/// let report = ConformanceChecker.check(Masonry.self, options: ["columns": 3])
/// XCTAssertTrue(report.isEmpty, "\(report)")
/// ```
///
/// The inputs come from fixed seeds (``seeds``): random sizes, real photo sizes
/// (``SamplePhotos``), several sections with empty and `count` sections, and
/// edge cases (no sections, no items, one item, huge and tiny sizes, extreme
/// aspect ratios, narrow and wide viewports, identical items). For each input
/// the checker verifies:
///
/// * every item placed exactly once: ``LayoutQueries/attributesForItem(at:)``
///   answers for every path, ``LayoutQueries/allElements`` holds each item once,
///   in result order, with at most one header and footer per section;
/// * finite frames of non-negative size inside the content size (within
///   ``tolerance``);
/// * determinism: preparing twice, or with another index option, gives the
///   same content size and elements;
/// * elements-in-rect, for every ``IndexOption`` and many rects (random,
///   viewport-sized, edge-touching, empty, NaN), equals a scan of
///   ``LayoutQueries/allElements`` with the overlap rule, in the same order;
/// * item attributes agree with elements-in-rect: a query of an item's own
///   frame (when it has area) returns the item with the same attributes;
/// * no two items overlap, when ``expectsNonOverlappingItems``;
/// * bad input (zero, negative, NaN or infinite item sizes; bad viewport; a
///   negative count; an unknown section option) throws the ``LayoutError``
///   that names it.
///
/// Before any input, the strategy's option declarations are checked
/// (``OptionDeclaring/declarationProblems``: unique keys, nested groups
/// included, no reserved key, defaults inside their declared range, no
/// option assigned in `init()`); a mistake is reported as a
/// ``ConformanceViolation/Kind/declaration`` violation naming the
/// declaration, and nothing else is checked.
///
/// A ``ResumableLayoutStrategy`` is also checked live: seeded random edits
/// (appends, inserts, deletes, resizes, sections inserted and deleted, a
/// section's option overrides replaced, width changes) replayed through a ``LiveLayout``, with checkpoint spacings 1, 3
/// and 32, every index option, with and without a placement limit (then
/// `place(through:)` and `placeAll()`), on inputs whose sections override
/// the strategy's ``LayoutStrategy/sectionOptions``; after every step the
/// live layout must equal a full prepare (or, paused, its placed part must
/// equal the same part of a full prepare). A mismatch is reported with its
/// seed and the list of edits that led to it (``liveSeeds``). A strategy
/// value that keeps its columns across changes (`stableLanes`) is not
/// checked live: it equals a full placement only with the same remembered
/// columns.
///
/// A ``LayoutError`` other than a contract violation thrown for a generated
/// input is a legitimate rejection (e.g. padding too wide for a tiny
/// viewport), listed in ``ConformanceReport/rejections``, not a violation.
/// A trap cannot be caught in-process: it stops the test run, naming the
/// strategy's line.
public struct ConformanceChecker: Sendable {
    /// Prepares an input with an index option: what the checker checks.
    public typealias Prepare = @Sendable (LayoutInput, IndexOption) throws(LayoutError) -> any LayoutQueries

    /// The seeds of the random inputs used when none are given.
    public static let defaultSeeds: [UInt64] = Array(0..<6)

    /// The name of the strategy checked, for messages.
    public let strategyName: String
    /// Whether two items must never overlap (interiors intersecting by more
    /// than ``tolerance``). Declare it for strategies that tile: column
    /// strategies, line layouts, mosaics.
    public var expectsNonOverlappingItems: Bool
    /// Whether frames must lie inside the content size across the scroll
    /// axis too (along it they always must). Taken from the strategy's
    /// ``LayoutGuarantees/framesInsideContentAcross`` when checking a strategy type.
    public var expectsFramesInsideContentAcross = true
    /// The seeds of the random inputs; each seed adds several inputs.
    public var seeds: [UInt64]
    /// The number of rectangles queried per input and index option.
    public var rectsPerInput: Int = 32
    /// The relative slack for frames inside the content size and for
    /// overlaps: `tolerance * max(1, content width, content height)` points.
    public var tolerance: Double = 1e-9

    /// The seeds of the live checks of a ``ResumableLayoutStrategy``: each
    /// replays ``liveEditsPerSeed`` random edits through a ``LiveLayout``,
    /// its checkpoint spacing, index option and placement limit drawn in
    /// turn, so that the default seeds cover every combination's parts.
    /// Empty turns the live checks off.
    public var liveSeeds: [UInt64] = Array(0..<6)
    /// The number of random edits each live seed replays.
    public var liveEditsPerSeed = 12

    private let prepare: Prepare
    private let setupError: LayoutError?
    /// The mistakes in the strategy's option declarations.
    private var declarationProblems: [String] = []
    /// Replays random edits through a live layout of the strategy (resumable strategies only).
    private var liveCheck: (@Sendable (ConformanceChecker, inout ConformanceReport) -> Void)?

    /// A checker for any way of preparing layouts: the extension point for
    /// strategies that answer queries themselves, and for testing the checker.
    ///
    /// - Parameters:
    ///   - name: The strategy's name, for messages.
    ///   - expectsNonOverlappingItems: Whether two items must never overlap.
    ///   - seeds: The seeds of the random inputs.
    ///   - prepare: Lays out an input with an index option.
    public init(
        name: String, expectsNonOverlappingItems: Bool = false, seeds: [UInt64] = defaultSeeds,
        prepare: @escaping Prepare
    ) {
        self.strategyName = name
        self.expectsNonOverlappingItems = expectsNonOverlappingItems
        self.seeds = seeds
        self.prepare = prepare
        self.setupError = nil
    }

    /// A checker for a configured strategy value.
    ///
    /// ```swift
    /// let report = ConformanceChecker(Masonry(columns: 3, tolerance: 40)).run()
    /// ```
    public init(
        _ strategy: some LayoutStrategy, expectsNonOverlappingItems: Bool = false,
        seeds: [UInt64] = defaultSeeds
    ) {
        let guarantees = type(of: strategy).guarantees
        self.init(
            name: type(of: strategy).name,
            expectsNonOverlappingItems: expectsNonOverlappingItems || guarantees.contains(.nonOverlappingItems),
            seeds: seeds
        ) { input, index throws(LayoutError) in
            try strategy.prepare(input, index: index)
        }
        expectsFramesInsideContentAcross = guarantees.contains(.framesInsideContentAcross)
        declarationProblems = Self.declarationProblems(of: type(of: strategy))
        if let resumable = strategy as? any ResumableLayoutStrategy {
            liveCheck = Self.liveCheck(of: resumable)
        }
    }

    /// The mistakes in the option declarations of a strategy type, if it declares its options.
    static func declarationProblems(of type: any LayoutStrategy.Type) -> [String] {
        (type as? any OptionDeclaring.Type)?.declarationProblems ?? []
    }

    /// A checker for a strategy type created from configuration options, the
    /// way a configuration creates it (unknown keys are rejected).
    ///
    /// When the options are invalid, ``run()`` reports one
    /// ``ConformanceViolation/Kind/nothingChecked`` violation naming the error.
    public init<Strategy: LayoutStrategy>(
        _ strategy: Strategy.Type, options: OptionValues = [:],
        expectsNonOverlappingItems: Bool = false,
        seeds: [UInt64] = defaultSeeds
    ) {
        let problems = Self.declarationProblems(of: Strategy.self)
        guard problems.isEmpty else {
            // Creating the strategy would stop a debug build at the first mistake: report them all instead.
            self.init(
                failedSetup: Strategy.name, error: nil, expectsNonOverlappingItems: expectsNonOverlappingItems,
                seeds: seeds)
            declarationProblems = problems
            return
        }
        do throws(LayoutError) {
            try options.rejectUnknownKeys(allowed: Strategy.options, strategy: Strategy.name)
            self.init(
                try Strategy(options: options), expectsNonOverlappingItems: expectsNonOverlappingItems,
                seeds: seeds)
        } catch {
            self.init(
                failedSetup: Strategy.name, error: error, expectsNonOverlappingItems: expectsNonOverlappingItems,
                seeds: seeds)
        }
    }

    /// A checker for the strategy registered under `name`, created from options.
    ///
    /// When the name is unknown or the options are invalid, ``run()`` reports
    /// one ``ConformanceViolation/Kind/nothingChecked`` violation naming the error.
    public init(
        strategyNamed name: String, options: OptionValues = [:], registry: StrategyRegistry = .builtIn,
        expectsNonOverlappingItems: Bool = false, seeds: [UInt64] = defaultSeeds
    ) {
        if let type = try? registry.strategy(named: name) {
            let problems = Self.declarationProblems(of: type)
            guard problems.isEmpty else {
                self.init(
                    failedSetup: name, error: nil, expectsNonOverlappingItems: expectsNonOverlappingItems,
                    seeds: seeds)
                declarationProblems = problems
                return
            }
        }
        do throws(LayoutError) {
            let strategy = try registry.makeStrategy(named: name, options: options)
            self.init(strategy, expectsNonOverlappingItems: expectsNonOverlappingItems, seeds: seeds)
        } catch {
            self.init(
                failedSetup: name, error: error, expectsNonOverlappingItems: expectsNonOverlappingItems,
                seeds: seeds)
        }
    }

    private init(failedSetup name: String, error: LayoutError?, expectsNonOverlappingItems: Bool, seeds: [UInt64]) {
        self.strategyName = name
        self.expectsNonOverlappingItems = expectsNonOverlappingItems
        self.seeds = seeds
        let failure = error ?? .invalidConfiguration("the option declarations are wrong")
        self.prepare = { _, _ throws(LayoutError) in throw failure }
        self.setupError = error
    }

    /// Checks a strategy type created from options: the one-line form.
    ///
    /// - Complexity: O(*g* · (*n* log *n* + *q* · *n*)) for *g* generated inputs
    ///   of up to *n* items and *q* queries each, plus, for a resumable
    ///   strategy, O(*s* · *e* · *m*) for *s* live seeds of *e* edits to
    ///   inputs of up to *m* items: a few seconds in a debug build.
    public static func check<Strategy: LayoutStrategy>(
        _ strategy: Strategy.Type, options: OptionValues = [:], expectsNonOverlappingItems: Bool = false
    ) -> ConformanceReport {
        ConformanceChecker(strategy, options: options, expectsNonOverlappingItems: expectsNonOverlappingItems).run()
    }

    /// Checks the strategy registered under `name`: the one-line form.
    ///
    /// - Complexity: as ``check(_:options:expectsNonOverlappingItems:)``.
    public static func check(
        strategyNamed name: String, options: OptionValues = [:], registry: StrategyRegistry = .builtIn,
        expectsNonOverlappingItems: Bool = false
    ) -> ConformanceReport {
        ConformanceChecker(
            strategyNamed: name, options: options, registry: registry,
            expectsNonOverlappingItems: expectsNonOverlappingItems
        ).run()
    }

    /// Runs every check on every generated input.
    ///
    /// - Returns: The violations found, and how much was checked.
    /// - Complexity: as ``check(_:options:expectsNonOverlappingItems:)``.
    public func run() -> ConformanceReport {
        var report = ConformanceReport(strategyName: strategyName)
        guard declarationProblems.isEmpty else {
            // Every mistake listed: each names a declaration of its own.
            report.violations = declarationProblems.map {
                ConformanceViolation(kind: .declaration, inputCase: "option declarations", detail: $0)
            }
            return report
        }
        if let setupError {
            report.add(
                ConformanceViolation(
                    kind: .nothingChecked, inputCase: "setup",
                    detail: "could not create the strategy: \(setupError)"))
            return report
        }
        for (number, input) in inputs.enumerated() {
            check(input, number: number, into: &report)
        }
        for bad in badInputs {
            check(bad, into: &report)
        }
        liveCheck?(self, &report)
        if report.inputsChecked == 0 {
            let first = report.rejections.first.map { ": first error: \($0.error)" } ?? ""
            report.add(
                ConformanceViolation(
                    kind: .nothingChecked, inputCase: "all",
                    detail:
                        "the strategy rejected all \(report.rejections.count) generated inputs, so nothing was checked\(first)"
                ))
        }
        return report
    }

    /// Lays out an input, turning any thrown error into a ``LayoutError``.
    func layout(_ input: LayoutInput, _ index: IndexOption) throws(LayoutError) -> any LayoutQueries {
        try prepare(input, index)
    }
}
