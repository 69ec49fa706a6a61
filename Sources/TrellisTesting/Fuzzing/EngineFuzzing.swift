/// Checks of the layout engine on arbitrary inputs, for fuzzers and the
/// regression tests that keep what fuzzers found.
///
/// ``checkEngine(_:registry:)`` turns any byte string into a layout input
/// (a strategy of the registry, options of every shape, sections with odd
/// sizes and counts, queries), prepares it with every ``IndexOption`` and
/// returns every broken promise it sees. A trap inside Trellis crashes the
/// caller, which is what a fuzzer reports.
public enum EngineFuzzing {
    /// Option values a strategy might be given: right and wrong shapes.
    static let strings = [
        "vertical", "horizontal", "uikit", "fill", "justify", "leading", "center", "top", "bottom", "", "auto",
    ]

    /// A random option value of any shape.
    static func optionValue(_ bytes: inout FuzzBytes) -> OptionValue {
        switch bytes.below(10) {
        case 0: return .string(strings[bytes.below(strings.count)])
        case 1: return .bool(bytes.chance(oneIn: 2))
        case 2: return .list([.number(bytes.moderateNumber()), .number(bytes.moderateNumber())])
        case 3: return .list((0..<4).map { _ in .number(bytes.chance(oneIn: 2) ? 0 : bytes.moderateNumber()) })
        case 4: return .object(["width": .number(bytes.moderateNumber()), "height": .number(bytes.moderateNumber())])
        case 5: return .object(["top": .number(bytes.number()), "right": .number(bytes.moderateNumber())])
        case 6: return .list([])
        default: return .number(bytes.chance(oneIn: 2) ? bytes.number() : Double(bytes.below(12)))
        }
    }

    /// Options for a strategy: some of its own keys, rarely an unknown one.
    static func fuzzedOptions(_ bytes: inout FuzzBytes, known: [AnyOption]) -> OptionValues {
        var values: [String: OptionValue] = [:]
        for option in known where bytes.chance(oneIn: 2) {
            values[option.name] = optionValue(&bytes)
        }
        if bytes.chance(oneIn: 16) { values["noSuchOption"] = .number(1) }
        return OptionValues(values)
    }

    /// The layout input and strategy options the bytes describe.
    public static func makeCase(
        _ raw: [UInt8], registry: StrategyRegistry = .builtIn
    ) -> (strategy: any LayoutStrategy.Type, options: OptionValues, input: LayoutInput, queries: [Rect]) {
        var bytes = FuzzBytes(raw)
        let strategies = registry.strategies
        let strategy = strategies[bytes.below(strategies.count)]
        let options = fuzzedOptions(&bytes, known: strategy.options)
        let width =
            bytes.chance(oneIn: 4)
            ? bytes.number() : Double(bytes.below(200) + 200) + (bytes.chance(oneIn: 2) ? 0.1 : 0)
        let height: Double? =
            bytes.chance(oneIn: 2) ? nil : (bytes.chance(oneIn: 4) ? bytes.number() : Double(bytes.below(250) + 300))
        var sections: [SectionInput] = []
        for _ in 0..<bytes.below(5) {
            let sectionOptions =
                bytes.chance(oneIn: 3) ? fuzzedOptions(&bytes, known: strategy.sectionOptions) : OptionValues()
            if bytes.chance(oneIn: 3) {
                sections.append(SectionInput(count: bytes.count(), options: sectionOptions))
            } else {
                var items: [ItemSize] = []
                let count = bytes.below(40)
                let uniform = bytes.chance(oneIn: 3)
                var last = ItemSize(width: bytes.moderateNumber(), height: bytes.moderateNumber())
                for _ in 0..<count {
                    if !uniform {
                        last =
                            bytes.chance(oneIn: 8)
                            ? ItemSize(height: bytes.moderateNumber())
                            : ItemSize(width: bytes.moderateNumber(), height: bytes.moderateNumber())
                    }
                    items.append(last)
                }
                sections.append(SectionInput(items: items, options: sectionOptions))
            }
        }
        var queries: [Rect] = []
        for _ in 0..<(bytes.below(4) + 1) {
            queries.append(Rect(x: bytes.number(), y: bytes.number(), width: bytes.number(), height: bytes.number()))
        }
        var input = LayoutInput(width: width, height: height, sections: sections)
        if bytes.chance(oneIn: 3) { input.layoutDirection = .rightToLeft }
        return (strategy, options, input, queries)
    }

    /// Prepares the case the bytes describe with every index option and
    /// returns the broken promises, or `[]` when everything held.
    ///
    /// Checked: every index option either throws the same error or prepares;
    /// preparing twice gives bit-identical frames; the content size and every
    /// frame are finite; every item is placed once and found by
    /// `attributesForItem`; elements-in-rect equals the linear scan for the
    /// whole content, viewport-sized windows along it and the fuzzed rects,
    /// with and without pinned headers; either layout direction.
    ///
    /// - Complexity: O(*q* · *n*) for *n* elements and *q* queries.
    public static func checkEngine(_ raw: [UInt8], registry: StrategyRegistry = .builtIn) -> [String] {
        let (type, options, input, fuzzedQueries) = makeCase(raw, registry: registry)
        let strategy: any LayoutStrategy
        do {
            try options.rejectUnknownKeys(allowed: type.options, strategy: type.name)
            strategy = try type.init(options: options)
        } catch {
            return []
        }
        var problems: [String] = []
        var linear: PreparedLayout?
        var firstError: LayoutError?
        for option in [IndexOption.linear] + IndexOption.allCases.filter({ $0 != .linear }) {
            let outcome: Result<PreparedLayout, LayoutError> = Result { () throws(LayoutError) in
                try strategy.prepare(input, index: option)
            }
            switch outcome {
            case .failure(let error):
                if option == .linear {
                    firstError = error
                } else if error != firstError {
                    problems.append(
                        "\(option): threw \(error), linear gave \(firstError.map { "\($0)" } ?? "a layout")")
                }
                if case .contractViolation = error { problems.append("\(option): \(error)") }
            case .success(let layout):
                guard let reference = linear else {
                    if option == .linear {
                        linear = layout
                        problems += checkLayout(layout, input: input)
                    } else {
                        problems.append("\(option): prepared, linear threw \(firstError.map { "\($0)" } ?? "?")")
                    }
                    continue
                }
                problems += compare(layout, with: reference, option: option, queries: fuzzedQueries)
            }
        }
        if let reference = linear, let again = try? strategy.prepare(input, index: .linear) {
            let same = zip(again.allElements, reference.allElements).allSatisfy { bitIdentical($0.frame, $1.frame) }
            if !same || !bitIdentical(again.contentSize, reference.contentSize) {
                problems.append("preparing twice gave different frames")
            }
        }
        return problems
    }

    /// Checks one layout on its own: finite, every item present once.
    static func checkLayout(_ layout: PreparedLayout, input: LayoutInput) -> [String] {
        var problems: [String] = []
        let size = layout.contentSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            problems.append("content size \(size) is not finite and non-negative")
        }
        let all = layout.allElements
        if let bad = all.first(where: { !$0.frame.isFinite }) { problems.append("non-finite frame: \(bad)") }
        let items = all.filter { $0.kind == .item }
        if items.count != input.itemCount {
            problems.append("\(items.count) items placed, input has \(input.itemCount)")
        }
        for element in items where layout.attributesForItem(at: element.path) != element {
            problems.append("attributesForItem(\(element.path)) disagrees with allElements")
            break
        }
        return problems
    }

    /// Compares a layout prepared with another index option against `linear`.
    static func compare(
        _ layout: PreparedLayout, with reference: PreparedLayout, option: IndexOption,
        queries fuzzed: [Rect]
    ) -> [String] {
        var problems: [String] = []
        if !bitIdentical(layout.contentSize, reference.contentSize) {
            problems.append(
                "\(option): content size \(layout.contentSize) differs from linear's \(reference.contentSize)")
        }
        let frames = layout.allElements.map(\.frame)
        if frames.count != reference.elementCount
            || !zip(frames, reference.allElements).allSatisfy({ bitIdentical($0, $1.frame) })
        {
            problems.append("\(option): frames differ from linear's")
        }
        let size = reference.contentSize
        var queries = fuzzed
        queries.append(Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
        queries.append(Rect(x: 0, y: 0, width: size.width, height: size.height))
        for step in 0..<6 {
            let fraction = Double(step) / 5
            queries.append(Rect(x: size.width * fraction / 2, y: size.height * fraction, width: 390, height: 844))
            queries.append(Rect(x: size.width * fraction, y: size.height * fraction / 2, width: 390, height: 844))
        }
        for query in queries {
            let expected = reference.elementPositions(in: query)
            let actual = layout.elementPositions(in: query)
            if actual != expected {
                problems.append(
                    "\(option): elements(in: \(query)) gave \(actual.count) positions, linear \(expected.count)")
            } else if layout.elements(in: query) != reference.elements(in: query) {
                problems.append("\(option): elements(in: \(query)) attributes differ from linear's")
            } else if layout.elements(in: query, pinningHeaders: true)
                != reference.elements(in: query, pinningHeaders: true)
            {
                problems.append("\(option): elements(in: \(query), pinningHeaders: true) differs from linear's")
            }
        }
        return problems
    }

    static func bitIdentical(_ a: Rect, _ b: Rect) -> Bool {
        a.minX.bitPattern == b.minX.bitPattern && a.minY.bitPattern == b.minY.bitPattern
            && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }

    static func bitIdentical(_ a: Size, _ b: Size) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
    }
}
