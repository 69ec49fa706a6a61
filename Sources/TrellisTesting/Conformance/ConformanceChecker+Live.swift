extension ConformanceChecker {
    /// The checkpoint spacings the live seeds take in turn: every item, every
    /// few items (resumes inside a row or line) and the default.
    static let liveSpacings = [1, 3, 32]

    /// The live check of `strategy`, for ``run()``.
    static func liveCheck<Strategy: ResumableLayoutStrategy>(of strategy: Strategy)
        -> @Sendable (ConformanceChecker, inout ConformanceReport) -> Void
    {
        { checker, report in
            let samples = sectionOverrideSamples(of: strategy)
            for (turn, seed) in checker.liveSeeds.enumerated() {
                let run = LiveRun(
                    seed: seed, spacing: liveSpacings[turn % 3],
                    index: IndexOption.allCases[(turn + turn / 3) % IndexOption.allCases.count],
                    limited: turn % 2 == 1, edits: checker.liveEditsPerSeed, samples: samples)
                if let violation = run.check(strategy) { report.add(violation) }
                report.liveRunsChecked += 1
            }
        }
    }

    /// Values the strategy's per-section options accept besides their
    /// defaults, from its declarations (or those of its nested groups, such
    /// as a column strategy's ``ColumnOptions``).
    package static func sectionOverrideSamples(of strategy: some LayoutStrategy) -> [String: [OptionValue]] {
        var samples: [String: [OptionValue]] = [:]
        // A few levels deep: groups are stored properties (of stored properties), never cyclic.
        func collect(_ value: Any, depth: Int) {
            if let declaring = value as? any OptionDeclaring {
                samples.merge(type(of: declaring).sampleOptionValues) { kept, _ in kept }
                return
            }
            guard depth < 3 else { return }
            for child in Mirror(reflecting: value).children { collect(child.value, depth: depth + 1) }
        }
        collect(strategy, depth: 0)
        let perSection = Set(type(of: strategy).sectionOptions.map(\.name))
        return samples.filter { perSection.contains($0.key) }
    }
}

extension ConformanceChecker {
    /// `options` with one override from `samples` set to one of its values
    /// or removed (a header that measured itself, say); and a description.
    package static func overriding(
        _ options: OptionValues, from samples: [String: [OptionValue]], using random: inout SeededGenerator
    ) -> (OptionValues, String) {
        var options = options
        let keys = samples.keys.sorted()
        guard !keys.isEmpty else { return (options, "no override") }
        let key = keys[Int.random(in: 0..<keys.count, using: &random)]
        let values = samples[key] ?? []
        guard !values.isEmpty, Int.random(in: 0..<3, using: &random) > 0 else {
            options[key] = nil
            return (options, "remove \(key)")
        }
        let value = values[Int.random(in: 0..<values.count, using: &random)]
        options[key] = value
        return (options, "set \(key) to \(value)")
    }
}

/// One live run of the conformance checker: a random input, then random
/// edits through a ``LiveLayout``, each step compared with a full prepare.
struct LiveRun: Sendable {
    var seed: UInt64
    var spacing: Int
    var index: IndexOption
    /// Whether placement is deferred (a placement limit, changed at random).
    var limited: Bool
    var edits: Int
    var samples: [String: [OptionValue]]

    /// The name the report gives the run.
    var inputCase: String {
        "live edits (checkpoint spacing \(spacing)" + (limited ? ", placement limit)" : ")")
    }

    /// Replays the edits; the first step at which the live layout differs
    /// from a full prepare, or `nil`.
    ///
    /// The reference is a live layout of the same strategy seen as one that
    /// cannot resume: it places everything at every change, so an edit one
    /// rejects and the other accepts is a mismatch too.
    func check<Strategy: ResumableLayoutStrategy>(_ strategy: Strategy) -> ConformanceViolation? {
        var random = SeededGenerator(seed: 0x11FE &+ seed &* 7919)
        let input = randomInput(width: Double.random(in: 250...600, using: &random).rounded(), using: &random)
        var steps: [String] = ["start with \(describe(input))"]
        func mismatch(_ detail: String, item: ElementPath? = nil) -> ConformanceViolation {
            ConformanceViolation(
                kind: .liveMismatch, inputCase: inputCase, seed: seed, index: index, item: item,
                detail: "after [\(steps.joined(separator: "; "))]: \(detail)")
        }
        var reference: LiveLayout<WholePlacement<Strategy>>
        do {
            reference = try LiveLayout(WholePlacement(strategy), input: input, index: .linear)
        } catch {
            return nil  // an input the strategy rejects: the generated inputs check rejections
        }
        var live: LiveLayout<Strategy>
        do {
            live = try LiveLayout(
                strategy, input: input, index: index, checkpointSpacing: spacing,
                placement: limited ? .through(randomLimit(using: &random)) : .everything)
        } catch {
            return mismatch("a live layout threw \(error), a full prepare laid the input out")
        }
        if let (detail, item) = difference(live, reference.layout) { return mismatch(detail, item: item) }
        for _ in 0..<edits {
            if limited { live.placement = .through(randomLimit(using: &random)) }
            let (step, words) = randomStep(of: live, using: &random)
            steps.append(words)
            var liveError: LayoutError?
            var referenceError: LayoutError?
            do { try apply(step, to: &live) } catch { liveError = error }
            do { try apply(step, to: &reference) } catch { referenceError = error }
            switch (liveError, referenceError) {
            case (let error?, nil):
                return mismatch("the live layout threw \(error), a full prepare of the edited input succeeds")
            case (nil, let error?) where live.isComplete:
                return mismatch("a full prepare of the edited input throws \(error), the live layout did not")
            case (nil, let error?):
                // Deferred: the part past the pause is read when it is placed, so its error comes then.
                do {
                    try live.placeAll()
                } catch {
                    return nil
                }
                steps.append("placeAll()")
                return mismatch("placeAll() laid out an input a full prepare rejects: \(error)")
            default:
                break  // both rejected it (a section too short for its insets) and kept their input
            }
            if let (detail, item) = difference(live, reference.layout) { return mismatch(detail, item: item) }
        }
        if limited {
            do {
                try live.placeAll()
            } catch {
                return mismatch("placeAll() threw \(error)")
            }
            steps.append("placeAll()")
            if let (detail, item) = difference(live, reference.layout) { return mismatch(detail, item: item) }
        }
        return nil
    }

    /// How the live layout differs from a full prepare of its input (`full`):
    /// the placed part a prefix of it, everything once complete, the same
    /// answers to a few queries.
    func difference<Strategy: ResumableLayoutStrategy>(_ live: LiveLayout<Strategy>, _ full: PreparedLayout)
        -> (String, ElementPath?)?
    {
        // A layout that keeps its columns (`stableLanes`) equals a full placement only with the
        // same remembered columns, which a full prepare does not have: not compared.
        guard live.laneMemory.isEmpty else { return nil }
        let placed = live.layout.allElements
        let expected = full.allElements
        for (offset, element) in placed.enumerated() where offset >= expected.count || expected[offset] != element {
            let other = offset < expected.count ? "a full prepare gives \(expected[offset])" : "a full prepare has none"
            return ("element \(offset) is \(element), \(other)", element.path)
        }
        guard live.isComplete else { return nil }
        if placed.count != expected.count {
            return ("\(placed.count) elements placed, a full prepare gives \(expected.count)", nil)
        }
        if live.layout.contentSize != full.contentSize {
            return ("content size \(live.layout.contentSize), a full prepare gives \(full.contentSize)", nil)
        }
        let content = full.contentSize
        for fraction in [0.0, 0.3, 0.7] {
            let rect = Rect(
                x: content.width * fraction, y: content.height * fraction, width: 400, height: 600)
            if live.layout.elements(in: rect) != full.elements(in: rect) {
                return ("elements(in: \(rect)) differs from a full prepare's", nil)
            }
        }
        return nil
    }

    // MARK: - Random inputs and edits

    func randomInput(width: Double, using random: inout SeededGenerator) -> LayoutInput {
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            randomSection(upTo: Int.random(in: 0..<3, using: &random) == 0 ? 12 : 90, using: &random)
        }
        return LayoutInput(width: width, height: 600, sections: sections)
    }

    /// A section of sizes (a few of them repeated) or, one in six, a count,
    /// with per-section overrides half the time.
    func randomSection(upTo count: Int, using random: inout SeededGenerator) -> SectionInput {
        var section =
            Int.random(in: 0..<6, using: &random) == 0
            ? SectionInput(count: Int.random(in: 0...count, using: &random))
            : SectionInput(items: randomSizes(upTo: count, using: &random))
        if !samples.isEmpty, Bool.random(using: &random) {
            for key in samples.keys.sorted() where Bool.random(using: &random) {
                section.options[key] = samples[key]?.randomElement(using: &random)
            }
        }
        return section
    }

    func randomSizes(upTo count: Int, using random: inout SeededGenerator) -> [ItemSize] {
        (0..<Int.random(in: 0...count, using: &random)).map { _ in
            Int.random(in: 0..<3, using: &random) == 0
                ? ItemSize(width: 60, height: 40)
                : ItemSize(
                    width: Double.random(in: 20...180, using: &random).rounded(),
                    height: Double.random(in: 20...160, using: &random).rounded())
        }
    }

    func randomLimit(using random: inout SeededGenerator) -> Double {
        Double.random(in: 0...2_500, using: &random).rounded()
    }

    /// One random step: edits (appends, inserts, deletes, resizes, sections
    /// inserted and deleted), a new width or, deferred, a read that places
    /// more; and its description.
    func randomStep<Strategy: LayoutStrategy>(
        of live: LiveLayout<Strategy>, using random: inout SeededGenerator
    ) -> (LiveStep, String) {
        let input = live.input
        let sections = input.sections.count
        let choice = sections == 0 ? 0 : Int.random(in: 0..<20, using: &random)
        let section = Int.random(in: 0..<Swift.max(1, sections), using: &random)
        let count = sections == 0 ? 0 : input.sections[section].count
        let sized: Bool
        if sections > 0, input.sections[section].hasSizes { sized = true } else { sized = false }
        func items(upTo most: Int, at item: Int) -> (LayoutEdit, Int) {
            let path = ElementPath(section: section, item: item)
            guard sized else {
                let added = Int.random(in: 0...most, using: &random)
                return (.insertCount(added, at: path), added)
            }
            let sizes = randomSizes(upTo: most, using: &random)
            return (.insertItems(sizes, at: path), sizes.count)
        }
        switch choice {
        case 0, 1:
            let new = randomSection(upTo: 30, using: &random)
            let at = Int.random(in: 0...sections, using: &random)
            return (.edits([.insertSection(new, at: at)]), "insert section \(at): \(describe(new))")
        case 2:
            return (.edits([.deleteSection(section)]), "delete section \(section)")
        case 3...6:
            let (edit, added) = items(upTo: 12, at: count)
            return (.edits([edit]), "append \(added) to section \(section)")
        case 7, 8:
            let at = Int.random(in: 0...count, using: &random)
            let (edit, added) = items(upTo: 4, at: at)
            return (.edits([edit]), "insert \(added) at [\(section), \(at)]")
        case 9...10 where count > 0:
            let at = Int.random(in: 0..<count, using: &random)
            let removed = Int.random(in: 1...Swift.min(3, count - at), using: &random)
            return (
                .edits([.deleteItems(at: ElementPath(section: section, item: at), count: removed)]),
                "delete \(removed) at [\(section), \(at)]"
            )
        case 11...13 where sized && count > 0:
            let at = Int.random(in: 0..<count, using: &random)
            let size = randomSizes(upTo: 1, using: &random).first ?? ItemSize(width: 90, height: 120)
            return (
                .edits([.setSize(size, at: ElementPath(section: section, item: at))]),
                "resize [\(section), \(at)] to \(size)"
            )
        case 14 where count > 0:
            // A batch: a deletion, then an insertion before it, laid out once.
            let at = Int.random(in: 0..<count, using: &random)
            let (insert, added) = items(upTo: 3, at: Int.random(in: 0...at, using: &random))
            return (
                .edits([.deleteItems(at: ElementPath(section: section, item: at), count: 1), insert]),
                "batch: delete [\(section), \(at)], insert \(added)"
            )
        case 15:
            let width = Double.random(in: 250...600, using: &random).rounded()
            return (.viewport(width: width, height: input.height), "width \(width)")
        case 18 where !samples.isEmpty:
            let (options, change) = ConformanceChecker.overriding(
                input.sections[section].options, from: samples, using: &random)
            return (.edits([.setOptions(options, ofSection: section)]), "\(change) of section \(section)")
        case 16...17 where limited:
            let position = Double.random(in: 0...5_000, using: &random).rounded()
            return (.placeThrough(position), "place(through: \(position))")
        default:
            let (edit, added) = items(upTo: 3, at: count)
            return (.edits([edit]), "append \(added) to section \(section)")
        }
    }

    /// Applies a step to a live layout.
    func apply<Strategy: LayoutStrategy>(_ step: LiveStep, to live: inout LiveLayout<Strategy>) throws(LayoutError) {
        switch step {
        case .edits(let edits): try live.apply(edits)
        case .viewport(let width, let height): try live.setViewport(width: width, height: height)
        case .placeThrough(let position): try live.place(through: position)
        }
    }

    func describe(_ input: LayoutInput) -> String {
        "width \(input.width), sections [" + input.sections.map(describe).joined(separator: ", ") + "]"
    }

    func describe(_ section: SectionInput) -> String {
        let items: String
        switch section.items {
        case .count(let count): items = "count \(count)"
        case .sizes(let sizes): items = "\(sizes.count) items"
        }
        let options = section.options.values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return options.isEmpty ? items : "\(items) with {\(options.joined(separator: ", "))}"
    }
}

/// One step of a live run.
enum LiveStep: Sendable {
    case edits([LayoutEdit])
    case viewport(width: Double, height: Double?)
    /// A read past the placed part (deferred placement only).
    case placeThrough(Double)
}

/// A resumable strategy seen as one that cannot resume: a ``LiveLayout`` of
/// it places everything at every change, the reference of a live run.
struct WholePlacement<Inner: ResumableLayoutStrategy>: LayoutStrategy {
    static var name: String { Inner.name }
    static var summary: String { Inner.summary }
    static var options: [AnyOption] { Inner.options }
    static var sectionOptions: [AnyOption] { Inner.sectionOptions }
    static var guarantees: LayoutGuarantees { Inner.guarantees }
    static var supportsColumnSpans: Bool { Inner.supportsColumnSpans }
    static var checksItemSizesWhilePlacing: Bool { Inner.checksItemSizesWhilePlacing }

    let inner: Inner

    init(_ inner: Inner) { self.inner = inner }
    init(options: OptionValues) throws(LayoutError) { inner = try Inner(options: options) }

    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        try inner.placeElements(of: input, into: &builder)
    }

    func sectionOptions(forSection index: Int) -> (strategy: String, options: [AnyOption], columnSpans: Bool) {
        inner.sectionOptions(forSection: index)
    }
}
