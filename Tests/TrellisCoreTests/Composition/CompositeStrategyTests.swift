import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// A strategy per section: each section laid out as its strategy lays it out
/// alone, moved along the scroll axis by the lengths of the sections before it.
@Suite("Composite strategy")
struct CompositeStrategyTests {
    // MARK: - The definition

    @Test(
        "a composite of mixed strategies equals its sections laid out alone and stacked, bit for bit",
        arguments: 0..<12)
    func equalsStackedSections(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0xC0 &+ seed)
        var checked = 0
        for _ in 0..<4 {
            let horizontal = seed % 4 == 3
            var input = QueryFixtures.input(using: &random)
            input.sections = input.sections.map { section in
                var section = section
                if Int.random(in: 0..<4, using: &random) == 0 {
                    section.items = .count(Int.random(in: 0...9, using: &random))
                }
                return section
            }
            let strategies = QueryFixtures.randomStrategies(
                count: input.sections.count + 1, horizontal: horizontal,
                using: &random)
            let composite = CompositeStrategy(Array(strategies.dropLast()), otherwise: strategies[strategies.count - 1])
            guard let layout = try? composite.prepare(input) else { continue }
            var expected: [LayoutAttributes] = []
            var offset = 0.0
            var cross = 0.0
            for (index, section) in input.sections.enumerated() {
                let alone = try strategies[index].prepare(
                    LayoutInput(
                        width: input.width, height: input.height,
                        sections: [section]))
                expected += alone.allElements.map { element in
                    var frame = element.frame
                    if horizontal { frame.origin.x += offset } else { frame.origin.y += offset }
                    return LayoutAttributes(
                        kind: element.kind, path: ElementPath(section: index, item: element.path.item),
                        frame: frame)
                }
                offset += horizontal ? alone.contentSize.width : alone.contentSize.height
                cross = max(cross, horizontal ? alone.contentSize.height : alone.contentSize.width)
            }
            #expect(layout.allElements == expected, "seed \(seed): \(strategies.map { type(of: $0).name })")
            if !input.sections.isEmpty {
                #expect(
                    layout.contentSize
                        == (horizontal
                            ? Size(width: offset, height: cross)
                            : Size(width: cross, height: offset)))
            }
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test(
        "every built-in: a composite of one strategy equals its own multi-section layout, bit for bit where the arithmetic is exact",
        arguments: StrategyRegistry.builtIn.names)
    func sameStrategyEqualsMultiSection(name: String) throws {
        // Dyadic sizes and lengths: every sum and product below is exact in Double,
        // so the association of the additions (offset added last) cannot show.
        let options = Self.exactOptions(for: name)
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: options)
        var random = SeededGenerator(seed: 7)
        let sections = (0..<5).map { index in
            index == 3
                ? SectionInput(count: 5)
                : SectionInput(
                    items: (0..<[0, 1, 7, 30][index % 4]).map { _ in
                        ItemSize(
                            width: [32, 64, 128][Int.random(in: 0...2, using: &random)],
                            height: Double(Int.random(in: 8...200, using: &random)))
                    })
        }
        let input = LayoutInput(width: 512, height: 640, sections: sections)
        let composite = CompositeStrategy { _ in strategy }
        let own = try strategy.prepare(input)
        let stacked = try composite.prepare(input)
        #expect(stacked.contentSize == own.contentSize)
        #expect(stacked.allElements == own.allElements)
        #expect(stacked.indexKind == .sections)
        for option in IndexOption.allCases {
            let stackedOption = try composite.prepare(input, index: option)
            for y in stride(from: -50.0, to: own.contentSize.height + 50, by: 97) {
                let rect = Rect(x: 0, y: y, width: 390, height: 300)
                #expect(stackedOption.elements(in: rect) == own.elements(in: rect))
            }
        }
    }

    @Test(
        "every built-in on real photo sizes: a composite of one strategy differs from its own layout only by rounding",
        arguments: StrategyRegistry.builtIn.names)
    func sameStrategyOnPhotos(name: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: Self.exactOptions(for: name))
        let photos = SamplePhotos.cycled(count: 600)
        let sections = stride(from: 0, to: 600, by: 150).map { SectionInput(items: Array(photos[$0..<$0 + 150])) }
        let input = LayoutInput(width: 390, height: 844, sections: sections)
        let own = try strategy.prepare(input).allElements
        let stacked = try CompositeStrategy { _ in strategy }.prepare(input).allElements
        #expect(stacked.map(\.path) == own.map(\.path))
        #expect(stacked.map(\.kind) == own.map(\.kind))
        // Across the scroll axis nothing moves: x (and widths) are equal bit for bit.
        #expect(stacked.map(\.frame.minX) == own.map(\.frame.minX))
        #expect(stacked.map(\.frame.width) == own.map(\.frame.width))
        // Along it, the offset is added last rather than first: a few units in the last place.
        let worst = zip(stacked, own).map { abs($0.frame.minY - $1.frame.minY) / max(1, abs($1.frame.minY)) }.max() ?? 0
        #expect(worst <= 1e-13, "\(name): relative difference \(worst)")
    }

    // MARK: - Indexes, direction, pinned headers

    @Test(
        "random compositions of every built-in: every index option returns exactly what the linear scan returns",
        arguments: 0..<16)
    func indexesEqualLinear(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x1DE &+ seed)
        var checked = 0
        for direction in ReadingDirection.allCases {
            for horizontal in [false, true] {
                let input = Self.withCounts(QueryFixtures.input(using: &random, direction: direction), using: &random)
                let strategies = QueryFixtures.randomStrategies(count: 5, horizontal: horizontal, using: &random)
                let composite = CompositeStrategy(Array(strategies.dropLast()), otherwise: strategies[4])
                guard let layouts = try? QueryFixtures.prepareAll(composite, input),
                    let linear = layouts[.linear]
                else { continue }
                let frames = linear.allElements.map(\.frame)
                for _ in 0..<40 {
                    let rect = QueryFixtures.rect(near: frames, content: linear.contentSize, using: &random)
                    let expected = linear.elements(in: rect)
                    for (option, layout) in layouts {
                        #expect(layout.elements(in: rect) == expected, "seed \(seed) \(option) \(direction) \(rect)")
                    }
                }
                if !frames.isEmpty, let auto = layouts[.auto] {
                    #expect(auto.indexKind == .sections, "seed \(seed) \(direction) horizontal \(horizontal)")
                }
                checked += 1
            }
        }
        #expect(checked > 0)
    }

    @Test("a composite keeps each section's own index: level columns, lines and segments by bands")
    func keepsSectionIndexes() throws {
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(items: Array(repeating: ItemSize(width: 80, height: 30), count: 40)),
                SectionInput(items: SamplePhotos.cycled(count: 400)),
                SectionInput(count: 90),
            ])
        let composite = CompositeStrategy([FlowLine(), ShortestColumn(columns: 3)], otherwise: Mosaic())
        let layout = try composite.prepare(input)
        #expect(layout.indexKind == .sections)
        // The kinds each section's strategy gets alone.
        #expect(try FlowLine().prepare(LayoutInput(width: 390, sections: [input.sections[0]])).indexKind == .bands)
        #expect(
            try ShortestColumn(columns: 3).prepare(LayoutInput(width: 390, sections: [input.sections[1]])).indexKind
                == .bands)
        let linear = try composite.prepare(input, index: .linear)
        for y in stride(from: 0.0, to: layout.contentSize.height, by: 211) {
            let rect = Rect(x: 0, y: y, width: 390, height: 844)
            #expect(layout.elements(in: rect) == linear.elements(in: rect))
        }
    }

    @Test("right to left: a composite's frames are the mirror of its left-to-right frames", arguments: 0..<6)
    func rightToLeftMirrors(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x4711 &+ seed)
        let horizontal = seed % 2 == 1
        let strategies = QueryFixtures.randomStrategies(count: 4, horizontal: horizontal, using: &random)
        let composite = CompositeStrategy(Array(strategies.dropLast()), otherwise: strategies[3])
        var input = QueryFixtures.input(using: &random)
        guard let ltr = try? composite.prepare(input) else { return }
        input.layoutDirection = .rightToLeft
        let rtl = try composite.prepare(input)
        #expect(rtl.contentSize == ltr.contentSize)
        #expect(
            rtl.allElements.map(\.frame)
                == ltr.allElements.map { $0.frame.mirroredHorizontally(within: ltr.contentSize.width) })
    }

    @Test("pinned headers: a composite of one strategy pins exactly as that strategy does")
    func pinnedHeaders() throws {
        let strategies: [any LayoutStrategy] = [
            FlowLine(headerReferenceSize: Size(width: 0, height: 32)),
            ShortestColumn(columns: 2, headerReferenceSize: Size(width: 0, height: 40)),
            Mosaic(segmentHeight: 120, headerReferenceSize: Size(width: 0, height: 24)),
        ]
        let input = LayoutInput(
            width: 384,
            sections: (0..<4).map { index in
                SectionInput(
                    items: (0..<(6 + 5 * index)).map { ItemSize(width: 64, height: Double(20 + 8 * ($0 % 5))) })
            })
        for strategy in strategies {
            var own = try strategy.prepare(input)
            var stacked = try CompositeStrategy { _ in strategy }.prepare(input)
            own.pinsHeaders = true
            stacked.pinsHeaders = true
            for y in stride(from: 0.0, to: own.contentSize.height, by: 37) {
                let rect = Rect(x: 0, y: y, width: 384, height: 200)
                #expect(stacked.elements(in: rect) == own.elements(in: rect))
            }
        }
        // Mixed: a header stays pinned inside its own section.
        var mixed = try CompositeStrategy(strategies, otherwise: strategies[0]).prepare(input)
        mixed.pinsHeaders = true
        let second = try #require(mixed.attributesForSupplementaryElement(ofKind: .header, inSection: 1))
        let visible = Rect(x: 0, y: second.frame.minY + 10, width: 384, height: 100)
        let pinned = mixed.elements(in: visible).first { $0.kind == .header && $0.path.section == 1 }
        #expect(pinned?.frame.minY == visible.minY)
    }

    // MARK: - Conformance

    @Test("a composite of every built-in keeps the layout contract")
    func conforms() {
        let composite = CompositeStrategy(
            [FlowLine(), Mosaic(), RoundRobin(columns: 3)],
            otherwise: ShortestColumn(columns: 2))
        // Flow-line lets an item wider than the viewport stick out across: no check across.
        ConformanceChecker(composite, expectsNonOverlappingItems: true).run().recordIssues()
        let provider = CompositeStrategy {
            $0.isMultiple(of: 2) ? Masonry(columns: 3) as any LayoutStrategy : FlowLine()
        }
        ConformanceChecker(provider, expectsNonOverlappingItems: true).run().recordIssues()
    }

    // MARK: - Errors

    @Test("sections that scroll in different directions are an error naming both")
    func mixedDirections() {
        let composite = CompositeStrategy([FlowLine(), Mosaic(scrollDirection: .horizontal)], otherwise: FlowLine())
        let input = LayoutInput(width: 390, height: 600, sections: [SectionInput(count: 2), SectionInput(count: 3)])
        #expect(
            throws: LayoutError.invalidConfiguration(
                "section 0 scrolls vertically but section 1 scrolls horizontally; "
                    + "every section of a composite layout must scroll the same way")
        ) {
            try composite.prepare(input)
        }
    }

    @Test("a section's errors and overrides name that section and its own strategy")
    func sectionErrors() {
        let composite = CompositeStrategy([ShortestColumn(), ShortestColumn()], otherwise: FlowLine())
        // Flow-line needs widths: item 1 of section 2.
        let heightOnly = LayoutInput(
            width: 390,
            sections: [
                SectionInput(count: 1), SectionInput(count: 1),
                SectionInput(items: [ItemSize(width: 3, height: 4), ItemSize(height: 9)]),
            ])
        #expect {
            try composite.prepare(heightOnly)
        } throws: { error in
            guard case LayoutError.invalidItem(let section, let item, _) = error else { return false }
            return section == 2 && item == 1
        }
        // `columns` is an override of the column sections, not of flow-line's.
        let overrides = LayoutInput(
            width: 390,
            sections: [
                SectionInput(count: 1, options: ["columns": 3]), SectionInput(count: 1),
                SectionInput(count: 1, options: ["columns": 3]),
            ])
        #expect {
            try composite.prepare(overrides)
        } throws: { error in
            guard case LayoutError.unknownOption(let key, let strategy, _) = error else { return false }
            return key == "sections[2].columns" && strategy == "flow-line"
        }
        let badValue = LayoutInput(
            width: 390, sections: [SectionInput(count: 1), SectionInput(count: 1, options: ["columns": 0])])
        #expect(throws: LayoutError.invalidOption(key: "sections[1].columns", reason: "must be from 1 to 10000, got 0"))
        {
            try composite.prepare(badValue)
        }
        // Padding too wide for the columns of section 1 only.
        let narrow = LayoutInput(
            width: 100, sections: [SectionInput(count: 1), SectionInput(count: 1, options: ["columns": 20])])
        #expect {
            try composite.prepare(narrow)
        } throws: { error in
            guard case LayoutError.invalidConfiguration(let reason) = error else { return false }
            return reason.hasPrefix("section 1")
        }
    }

    // MARK: - Helpers

    /// Options every sum of which is exact for dyadic item sizes at width 512.
    static func exactOptions(for name: String) -> OptionValues {
        let type = try? StrategyRegistry.builtIn.strategy(named: name)
        let names = Set(type?.options.map(\.name) ?? [])
        var options = OptionValues([:])
        let wanted: [String: OptionValue] = [
            "columns": 2, "cellPadding": 4, "segmentHeight": 96, "gutter": 2, "minimumInteritemSpacing": 8,
            "minimumLineSpacing": 6, "headerReferenceSize": [0, 24], "footerReferenceSize": [0, 12],
            "sectionInset": [4, 8, 6, 8],
        ]
        for (key, value) in wanted where names.contains(key) { options[key] = value }
        return options
    }
    /// The input with some sections given as counts.
    static func withCounts(_ input: LayoutInput, using random: inout SeededGenerator) -> LayoutInput {
        var input = input
        for index in input.sections.indices where Int.random(in: 0..<4, using: &random) == 0 {
            input.sections[index].items = .count(Int.random(in: 0...12, using: &random))
        }
        return input
    }
}
