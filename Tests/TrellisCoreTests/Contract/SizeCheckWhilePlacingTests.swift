import Testing
import TrellisCore
import TrellisTestSupport
import TrellisTools

/// Strategies that check each size as they place it
/// (`checksItemSizesWhilePlacing`) skip `prepare`'s up-front pass over the
/// sizes. The outcome must not change: the same layout for valid input, and
/// exactly the error the up-front check throws first for invalid input.
@Suite("Sizes checked while placing")
struct SizeCheckWhilePlacingTests {
    /// A strategy as it would be without the option: `prepare` checks every size first.
    struct CheckedFirst: LayoutStrategy {
        static let name = "checked-first"
        let inner: any LayoutStrategy
        init(_ inner: any LayoutStrategy) { self.inner = inner }
        init(options: OptionValues) throws(LayoutError) { inner = FlowLine() }

        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
            try inner.placeElements(of: input, into: &builder)
        }

        func sectionOptions(forSection index: Int) -> (strategy: String, options: [AnyOption], columnSpans: Bool) {
            inner.sectionOptions(forSection: index)
        }
    }

    /// The sizes that `prepare` rejects, and sizes a strategy may reject on its own.
    static let badSizes: [ItemSize] = [
        ItemSize(width: .nan, height: 10), ItemSize(width: 10, height: .nan), ItemSize(width: 0, height: 10),
        ItemSize(width: 10, height: -1), ItemSize(width: .infinity, height: 10), ItemSize(width: 10, height: 1e301),
        ItemSize(height: 40), ItemSize(width: 10, height: 10, span: .columns(2)),
        ItemSize(width: 10, height: 10, span: .columns(-3)), ItemSize(width: 10, height: 10, span: .full),
        ItemSize(width: 1e300, height: 1e-300),
    ]

    @Test(
        "every built-in: the same layout or the same error as checking every size first",
        arguments: 0..<24)
    func sameOutcome(seed: UInt64) throws {
        var random = SeededRandom(seed: 7_000 + seed)
        var checkedWhilePlacing = 0
        for type in StrategyRegistry.builtIn.strategies {
            var input = randomInput(using: &random)
            // Spoil a few items (none in an empty input), sometimes a section option too.
            for _ in 0..<random.int(in: 0...3) {
                let filled = input.sections.indices.filter { input.sections[$0].count > 0 }
                guard let section = filled.randomElement(using: &random),
                    case .sizes(var sizes) = input.sections[section].items
                else { break }
                sizes[random.int(in: 0...sizes.count - 1)] = Self.badSizes.randomElement(using: &random)!
                input.sections[section].items = .sizes(sizes)
            }
            if random.int(in: 0...5) == 0, let last = input.sections.indices.last {
                input.sections[last].options = OptionValues(["noSuchOption": .number(1)])
            }
            let strategy = try StrategyRegistry.builtIn.makeStrategy(
                named: type.name, options: randomOptions(for: type, using: &random))
            if type.checksItemSizesWhilePlacing { checkedWhilePlacing += 1 }
            let context = "\(type.name) seed \(seed)"
            switch (
                Result { () throws(LayoutError) in try strategy.prepare(input) },
                Result { () throws(LayoutError) in try CheckedFirst(strategy).prepare(input) }
            )
            {
            case (.success(let layout), .success(let expected)):
                #expect(layout.allElements == expected.allElements, "\(context)")
                #expect(layout.contentSize == expected.contentSize, "\(context)")
            case (.failure(let error), .failure(let expected)):
                #expect(error == expected, "\(context)")
            case (let outcome, let expected):
                Issue.record("\(context): \(outcome) instead of \(expected)")
            }
        }
        #expect(checkedWhilePlacing == 5, "round-robin, shortest-column, masonry, flow-line, justified-rows")
    }

    @Test("the first bad size is the one named, whichever check finds it")
    func firstBadSizeNamed() throws {
        let sizes = (0..<5000).map { ItemSize(width: 100 + Double($0 % 7), height: 80 + Double($0 % 11)) }
        for type in StrategyRegistry.builtIn.strategies where type.checksItemSizesWhilePlacing {
            let strategy = try StrategyRegistry.builtIn.makeStrategy(named: type.name, options: [:])
            for bad in [0, 255, 256, 4095, 4999] {
                var spoiled = sizes
                spoiled[bad] = ItemSize(width: 10, height: .nan)
                if bad < 4999 { spoiled[bad + 1 + (4998 - bad) / 2] = ItemSize(width: -1, height: 10) }  // a later one
                let input = LayoutInput(width: 390, height: 844, items: spoiled)
                #expect(
                    throws: LayoutError.invalidItem(
                        section: 0, item: bad, reason: "height must be a finite number greater than 0, got nan")
                ) { try strategy.prepare(input) }
            }
        }
    }
}
