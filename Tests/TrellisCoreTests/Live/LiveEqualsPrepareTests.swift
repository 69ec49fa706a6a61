import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// A live layout equals a full prepare of the same input after every change:
/// every built-in and a composite, with and without section backgrounds and
/// pinned headers, in both reading directions, with every index option.
@Suite("Live equals prepare")
struct LiveEqualsPrepareTests {
    /// What decorates the input: backgrounds, pinned headers, right to left.
    struct Variant: Sendable, CustomTestStringConvertible {
        var backgrounds: Bool
        var pinnedHeaders: Bool
        var rightToLeft: Bool

        static let all: [Variant] = (0..<8).map {
            Variant(backgrounds: $0 & 1 != 0, pinnedHeaders: $0 & 2 != 0, rightToLeft: $0 & 4 != 0)
        }

        var testDescription: String {
            [backgrounds ? "backgrounds" : nil, pinnedHeaders ? "pinned headers" : nil, rightToLeft ? "RTL" : "LTR"]
                .compactMap { $0 }.joined(separator: ", ")
        }
    }

    static let strategyNames = StrategyRegistry.builtIn.strategies.map { $0.name } + [CompositeStrategy.name]

    @Test(
        "random edits: frames, supplementaries, backgrounds, content size and queries equal a full prepare",
        arguments: strategyNames, Variant.all)
    func equalsFullPrepare(strategyName: String, variant: Variant) throws {
        for seed in 0..<UInt64(2) {
            var random = SeededGenerator(seed: 0x1EE7 &+ seed &* 31 &+ UInt64(strategyName.utf8.count))
            let horizontal = seed == 1
            let strategy = try LiveEdits.strategy(named: strategyName, horizontal: horizontal, using: &random)
            let next = random.next()
            try strategy.checkLiveEqualsPrepare(variant: variant, seed: seed, randomSeed: next)
        }
    }

    @Test("a live composite with section backgrounds draws the backgrounds a full prepare draws")
    func compositeBackgrounds() throws {
        let composite = CompositeStrategy([FlowLine()], otherwise: ShortestColumn(columns: 2))
        var input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(items: Array(repeating: ItemSize(width: 70, height: 30), count: 9)),
                SectionInput(items: SamplePhotos.cycled(count: 12)),
            ])
        input.sectionBackground = Insets(top: 4, left: 8, bottom: 4, right: 8)
        var live = try LiveLayout(composite, input: input)
        try live.appendItems(SamplePhotos.cycled(count: 3), toSection: 0)
        let full = try composite.prepare(live.input)
        for section in 0..<2 {
            let background = live.layout.attributesForSupplementaryElement(ofKind: .background, inSection: section)
            #expect(background != nil)
            #expect(background == full.attributesForSupplementaryElement(ofKind: .background, inSection: section))
        }
        #expect(live.layout.allElements == full.allElements)
    }
}

extension LayoutStrategy {
    /// Random edits to a random input with every index option; after each, the live layout equals a full prepare.
    func checkLiveEqualsPrepare(
        variant: LiveEqualsPrepareTests.Variant, seed: UInt64, randomSeed: UInt64
    ) throws {
        var random = SeededGenerator(seed: randomSeed)
        for option in IndexOption.allCases {
            var input = LiveEdits.randomInput(using: &random, width: Double.random(in: 250...500, using: &random))
            if variant.backgrounds { input.sectionBackground = Insets(top: 0, left: 0, bottom: 0, right: 0) }
            if variant.rightToLeft { input.layoutDirection = .rightToLeft }
            var live: LiveLayout<Self>
            do {
                live = try LiveLayout(self, input: input, index: option, checkpointSpacing: 3)
            } catch {
                continue  // an inset larger than a random section: rejected alike by both paths
            }
            live.pinsHeaders = variant.pinnedHeaders
            let context = "\(Self.name) \(variant.testDescription) \(option) seed \(seed)"
            try LiveEdits.expectEqual(live, context: "\(context) initial", using: &random)
            for step in 0..<10 {
                let change: String
                do {
                    change = try LiveEdits.randomChange(&live, using: &random)
                } catch {
                    // A change both paths reject (an inset larger than a new, short section):
                    // the live layout must have kept its previous state.
                    change = "rejected: \(error)"
                }
                try LiveEdits.expectEqual(
                    live, context: "\(context) step \(step): \(change)", using: &random)
            }
        }
    }
}
