import Foundation

/// One generated input of the conformance checker: its name, the seed it
/// came from and the input itself.
public struct ConformanceInput: Sendable {
    /// The name, e.g. `"random sizes"`, `"one item"`.
    public var name: String
    /// The seed it was generated from, or `nil` for a fixed edge case.
    public var seed: UInt64?
    /// The input.
    public var input: LayoutInput
}

/// A bad input with the error it must be rejected with.
struct BadConformanceInput: Sendable {
    var name: String
    var input: LayoutInput
    /// What the right error looks like, in words.
    var expected: String
    var accepts: @Sendable (LayoutError) -> Bool
}

extension ConformanceChecker {
    /// The viewports inputs are drawn from: phone, tablet and desktop widths.
    private static let viewports: [Size] = [
        Size(width: 320, height: 568), Size(width: 390, height: 844), Size(width: 768, height: 1024),
        Size(width: 1024, height: 768), Size(width: 1920, height: 1080),
    ]

    /// Every valid input the checker lays out: fixed edge cases, then three
    /// inputs per seed (random sizes, real photo sizes, several sections).
    ///
    /// - Complexity: O(*g* · *n*) for *g* inputs of up to *n* items.
    public var inputs: [ConformanceInput] {
        var inputs = Self.edgeCases
        for seed in seeds {
            var random = SeededGenerator(seed: seed)
            inputs.append(ConformanceInput(name: "random sizes", seed: seed, input: Self.randomSizes(&random)))
            inputs.append(ConformanceInput(name: "photo sizes", seed: seed, input: Self.photoSizes(&random)))
            inputs.append(ConformanceInput(name: "several sections", seed: seed, input: Self.severalSections(&random)))
        }
        return inputs
    }

    private static var edgeCases: [ConformanceInput] {
        let photo = ItemSize(width: 640, height: 480)
        let photos = SamplePhotos.cycled(count: 60)
        func input(_ name: String, width: Double = 390, height: Double? = 844, _ sections: [SectionInput])
            -> ConformanceInput
        {
            ConformanceInput(
                name: name, seed: nil, input: LayoutInput(width: width, height: height, sections: sections))
        }
        return [
            input("no sections", []),
            input("one empty section", [SectionInput(items: [])]),
            input("one item", [SectionInput(items: [photo])]),
            input("one item with a height only", [SectionInput(items: [ItemSize(height: 120)])]),
            input("no viewport height", height: nil, [SectionInput(items: Array(photos.prefix(12)))]),
            input(
                "empty sections around items",
                [
                    SectionInput(items: []), SectionInput(items: Array(photos.prefix(5))), SectionInput(items: []),
                    SectionInput(count: 0), SectionInput(items: [photo]), SectionInput(items: []),
                ]),
            input("count section", [SectionInput(count: 9)]),
            input(
                "identical items", [SectionInput(items: Array(repeating: ItemSize(width: 100, height: 100), count: 25))]
            ),
            input(
                "huge sizes",
                [
                    SectionInput(items: [
                        ItemSize(width: 1e6, height: 1e6), ItemSize(width: 1e7, height: 1),
                        ItemSize(width: 1, height: 1e7),
                        ItemSize(height: 1e6), photo,
                    ])
                ]),
            input(
                "tiny sizes",
                [
                    SectionInput(items: [
                        ItemSize(width: 1e-6, height: 1e-6), ItemSize(width: 0.001, height: 0.002),
                        ItemSize(height: 1e-6), photo,
                    ])
                ]),
            input(
                "extreme aspect ratios",
                [
                    SectionInput(items: [
                        ItemSize(width: 10_000, height: 1), ItemSize(width: 1, height: 10_000), photo,
                        ItemSize(width: 3, height: 2),
                    ])
                ]),
            input("narrow viewport", width: 40, height: 80, [SectionInput(items: Array(photos.prefix(20)))]),
            input("one-point viewport", width: 1, height: 1, [SectionInput(items: Array(photos.prefix(4)))]),
            input("wide viewport", width: 10_000, height: 2_000, [SectionInput(items: photos)]),
            input("huge viewport", width: 1e7, height: 1e7, [SectionInput(items: Array(photos.prefix(8)))]),
            input("many photos", width: 1024, height: 768, [SectionInput(items: SamplePhotos.cycled(count: 2_000))]),
        ]
    }

    /// One section of 1 to 250 items: natural sizes with aspect ratios from
    /// 0.2 to 5 and widths from 10 to 4,000, and one in ten with a height only.
    private static func randomSizes(_ random: inout SeededGenerator) -> LayoutInput {
        let viewport = randomViewport(&random)
        let count = Int.random(in: 1...250, using: &random)
        return LayoutInput(
            width: viewport.width, height: viewport.height,
            items: (0..<count).map { _ in randomItem(&random) })
    }

    /// One section of 100 to 800 consecutive real photo sizes from a random offset.
    private static func photoSizes(_ random: inout SeededGenerator) -> LayoutInput {
        let viewport = randomViewport(&random)
        let all = SamplePhotos.coco2017Validation
        let count = Int.random(in: 100...800, using: &random)
        let offset = all.isEmpty ? 0 : Int.random(in: 0..<all.count, using: &random)
        let items =
            all.isEmpty
            ? (0..<count).map { _ in randomItem(&random) }
            : (0..<count).map { ItemSize(all[(offset + $0) % all.count]) }
        return LayoutInput(width: viewport.width, height: viewport.height, items: items)
    }

    /// Two to six sections: empty ones, `count` ones and ones with random sizes.
    private static func severalSections(_ random: inout SeededGenerator) -> LayoutInput {
        let viewport = randomViewport(&random)
        let sections = (0..<Int.random(in: 2...6, using: &random)).map { _ -> SectionInput in
            switch Double.random(in: 0..<1, using: &random) {
            case ..<0.25: SectionInput(items: [])
            case ..<0.4: SectionInput(count: Int.random(in: 0...12, using: &random))
            default: SectionInput(items: (0..<Int.random(in: 1...60, using: &random)).map { _ in randomItem(&random) })
            }
        }
        return LayoutInput(width: viewport.width, height: viewport.height, sections: sections)
    }

    private static func randomViewport(_ random: inout SeededGenerator) -> Size {
        if Bool.random(using: &random) { return viewports.randomElement(using: &random) ?? viewports[0] }
        return Size(
            width: Double.random(in: 100...3_000, using: &random).rounded(),
            height: Double.random(in: 200...2_000, using: &random).rounded())
    }

    private static func randomItem(_ random: inout SeededGenerator) -> ItemSize {
        if Int.random(in: 0..<10, using: &random) == 0 {
            return ItemSize(height: Double.random(in: 1...600, using: &random))
        }
        // Log-uniform aspect ratio, so portrait and landscape are equally likely.
        let aspect = pow(2, Double.random(in: -2.32...2.32, using: &random))
        let width = Double.random(in: 10...4_000, using: &random)
        return ItemSize(width: width, height: width * aspect)
    }

    /// Inputs that must be rejected with a ``LayoutError`` naming the fault.
    var badInputs: [BadConformanceInput] {
        var bad: [BadConformanceInput] = []
        let good = ItemSize(width: 400, height: 300)
        let badSizes: [(String, ItemSize)] = [
            ("zero width", ItemSize(width: 0, height: 10)), ("zero height", ItemSize(width: 10, height: 0)),
            ("negative width", ItemSize(width: -5, height: 10)), ("negative height", ItemSize(width: 10, height: -5)),
            ("NaN width", ItemSize(width: .nan, height: 10)), ("NaN height", ItemSize(width: 10, height: .nan)),
            ("infinite width", ItemSize(width: .infinity, height: 10)),
            ("infinite height", ItemSize(width: 10, height: .infinity)),
            ("zero fixed height", ItemSize(height: 0)), ("negative fixed height", ItemSize(height: -1)),
            ("NaN fixed height", ItemSize(height: .nan)), ("infinite fixed height", ItemSize(height: .infinity)),
        ]
        for (name, size) in badSizes {
            let input = LayoutInput(
                width: 390, height: 844,
                sections: [
                    SectionInput(items: [good, good, good]), SectionInput(items: [good, good, size, good]),
                ])
            bad.append(
                BadConformanceInput(
                    name: "item with \(name)", input: input, expected: "invalidItem(section: 1, item: 2)"
                ) { error in
                    if case .invalidItem(section: 1, item: 2, _) = error { return true }
                    return false
                })
        }
        let viewports: [(String, Double, Double?)] = [
            ("zero width", 0, 844), ("negative width", -390, 844), ("NaN width", .nan, 844),
            ("infinite width", .infinity, 844), ("zero height", 390, 0), ("NaN height", 390, .nan),
            ("negative height", 390, -1),
        ]
        for (name, width, height) in viewports {
            bad.append(
                BadConformanceInput(
                    name: "viewport with \(name)", input: LayoutInput(width: width, height: height, items: [good]),
                    expected: "invalidViewport"
                ) { error in
                    if case .invalidViewport = error { return true }
                    return false
                })
        }
        bad.append(
            BadConformanceInput(
                name: "negative count",
                input: LayoutInput(width: 390, height: 844, sections: [SectionInput(count: -1)]),
                expected: "invalidSection(section: 0)"
            ) { error in
                if case .invalidSection(section: 0, _) = error { return true }
                return false
            })
        let unknownKey = "noSuchConformanceOption"
        bad.append(
            BadConformanceInput(
                name: "unknown section option",
                input: LayoutInput(
                    width: 390, height: 844,
                    sections: [SectionInput(items: [good], options: [unknownKey: 1])]),
                expected: "unknownOption naming '\(unknownKey)'"
            ) { error in
                if case .unknownOption(let key, _, _) = error { return key.hasSuffix(unknownKey) }
                return false
            })
        return bad
    }
}
