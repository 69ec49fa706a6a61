import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// The decisions the Apple adapters delegate: what changed, when a bounds
/// change invalidates, which attributes a rect gets, self-sizing.
@Suite("Collection layout controller")
struct CollectionLayoutControllerTests {
    static func sizes(_ heights: [Double]) -> [ItemSize] { heights.map { ItemSize(width: 100, height: $0) } }
    static func input(_ sections: [[Double]], width: Double = 390) -> LayoutInput {
        LayoutInput(width: width, height: 844, sections: sections.map { SectionInput(items: sizes($0)) })
    }
    static func paths(_ pairs: [(Int, Int)]) -> [ElementPath] { pairs.map { ElementPath(section: $0.0, item: $0.1) } }

    // MARK: - What changed

    @Test(
        "the change between two inputs is named exactly",
        arguments: [
            ([[1, 2], [3]], [[1, 2], [3]], LayoutChange.none),
            ([[1, 2], [3]], [[1, 2], [3, 4, 5]], .appended(paths([(1, 1), (1, 2)]))),
            ([[1, 2], [3]], [[1, 2, 9], [3, 4]], .appended(paths([(0, 2), (1, 1)]))),
            ([[1, 2], [3]], [[1, 2], [3], [7, 8]], .appended(paths([(2, 0), (2, 1)]))),
            ([[1, 2], [3]], [[1, 5], [6]], .resized(paths([(0, 1), (1, 0)]))),
            ([[1, 2, 3]], [[1, 7, 8, 2, 3]], .inserted(paths([(0, 1), (0, 2)]))),
            // Ambiguous: the longest common prefix wins.
            ([[1, 2, 2, 3]], [[1, 2, 2, 2, 3]], .inserted(paths([(0, 3)]))),
            ([[1, 2, 3, 4]], [[1, 4]], .deleted(paths([(0, 1), (0, 2)]))),
            ([[1, 2, 3, 4]], [[]], .deleted(paths([(0, 0), (0, 1), (0, 2), (0, 3)]))),
            ([[1, 2], [3]], [[1, 2]], .full),  // a section removed
            ([[1, 2], [3]], [[1, 2, 3], [4]], .full),  // appended and resized
            ([[1, 2, 3]], [[9, 2, 8, 3]], .full),  // not one run
            ([[1, 2]], [[1, 2], []], .full),  // an empty section appended
        ] as [([[Double]], [[Double]], LayoutChange)])
    func changes(old: [[Double]], new: [[Double]], expected: LayoutChange) {
        #expect(LayoutChange(from: Self.input(old), to: Self.input(new)) == expected)
    }

    @Test("viewport, direction, options, counts and a first input")
    func otherChanges() {
        let base = Self.input([[1, 2]])
        #expect(LayoutChange(from: nil, to: base) == .full)
        #expect(LayoutChange(from: base, to: Self.input([[1, 2]], width: 400)) == .viewport)
        var rtl = base
        rtl.layoutDirection = .rightToLeft
        #expect(LayoutChange(from: base, to: rtl) == .viewport)
        var options = base
        options.sections[0].options = ["minimumLineSpacing": 4]
        #expect(LayoutChange(from: base, to: options) == .full)
        let counts = LayoutInput(width: 390, sections: [SectionInput(count: 3)])
        #expect(
            LayoutChange(from: counts, to: LayoutInput(width: 390, sections: [SectionInput(count: 5)]))
                == .appended(Self.paths([(0, 3), (0, 4)])))
        #expect(
            LayoutChange(from: counts, to: LayoutInput(width: 390, sections: [SectionInput(count: 1)]))
                == .deleted(Self.paths([(0, 1), (0, 2)])))
        #expect(LayoutChange(from: counts, to: LayoutInput(width: 390, items: Self.sizes([1, 2, 3]))) == .full)
    }

    @Test("every update gives the layout a full prepare of the new input gives, for every built-in", arguments: 0..<6)
    func updatesMatchFullPrepare(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0xC0 &+ seed)
        for type in StrategyRegistry.builtIn.strategies {
            let strategy = try StrategyRegistry.builtIn.makeStrategy(
                named: type.name, options: QueryFixtures.options(for: type, using: &random, headers: true))
            var controller = CollectionLayoutController(strategy: strategy, index: .auto)
            var input = QueryFixtures.input(using: &random)
            var changes: [LayoutChange] = []
            for step in 0..<6 {
                if step > 0 { input = Self.edit(input, step: step, using: &random) }
                changes.append(try controller.update(to: input))
                let expected = try strategy.prepare(input, index: .linear)
                #expect(controller.layout?.allElements == expected.allElements, "\(type.name) step \(step)")
                #expect(controller.contentSize == expected.contentSize)
            }
            #expect(changes.first == .full)
            #expect(changes.contains { if case .appended = $0 { true } else { false } }, "\(type.name) \(changes)")
        }
    }

    /// Appends, resizes, inserts or deletes a few items of the last section, or changes the width.
    static func edit(_ input: LayoutInput, step: Int, using random: inout SeededGenerator) -> LayoutInput {
        var input = input
        let last = input.sections.count - 1
        guard case .sizes(var sizes) = input.sections[last].items else { return input }
        let size = ItemSize(
            width: Double.random(in: 10...300, using: &random).rounded(),
            height: Double.random(in: 10...300, using: &random).rounded())
        switch step % 5 {
        case 1: sizes += [size, size]
        case 2: if !sizes.isEmpty { sizes[sizes.count / 2] = size }
        case 3: sizes.insert(size, at: sizes.count / 2)
        case 4: if !sizes.isEmpty { sizes.remove(at: sizes.count / 2) }
        default: input.width += 10
        }
        input.sections[last].items = .sizes(sizes)
        return input
    }

    @Test("no change keeps the prepared layout; a zero width hides it without an error, and the width shows it again")
    func noChangeAndZeroWidth() throws {
        var controller = CollectionLayoutController(strategy: try Masonry(options: [:]))
        #expect(try controller.update(to: Self.input([[10, 20]])) == .full)
        let shown = controller.layout?.allElements
        #expect(try controller.update(to: Self.input([[10, 20]])) == .none)
        #expect(try controller.update(to: Self.input([[10, 20]], width: 0)) == .viewport)
        #expect(controller.layout == nil && controller.contentSize == .zero)
        #expect(try controller.update(to: Self.input([[10, 20]])) == .viewport)
        #expect(controller.layout?.allElements == shown)
        // A failing update keeps the previous input and layout.
        let before = controller.layout?.allElements
        #expect(throws: LayoutError.self) { try controller.update(to: Self.input([[10, -1]])) }
        #expect(controller.layout?.allElements == before)
    }

    // MARK: - Bounds changes

    @Test("bounds changes invalidate when the length across the scroll axis changes, or headers are pinned")
    func boundsChanges() throws {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let scrolled = Rect(x: 0, y: 300, width: 390, height: 844)
        let taller = Rect(x: 0, y: 0, width: 390, height: 900)
        let rotated = Rect(x: 0, y: 0, width: 844, height: 390)
        var vertical = CollectionLayoutController(strategy: try FlowLine(options: [:]))
        #expect(vertical.response(toBoundsChangeFrom: bounds, to: scrolled) == .relayout)  // nothing laid out yet
        try vertical.update(to: Self.input([[50, 50]]))
        #expect(vertical.response(toBoundsChangeFrom: bounds, to: scrolled) == .none)
        #expect(vertical.response(toBoundsChangeFrom: bounds, to: taller) == .none)
        #expect(vertical.response(toBoundsChangeFrom: bounds, to: rotated) == .relayout)
        vertical.pinsHeaders = true
        #expect(vertical.response(toBoundsChangeFrom: bounds, to: scrolled) == .repositionPinnedHeaders)
        #expect(vertical.response(toBoundsChangeFrom: bounds, to: bounds) == .none)

        var horizontal = CollectionLayoutController(strategy: try FlowLine(options: ["scrollDirection": "horizontal"]))
        try horizontal.update(to: Self.input([[50, 50]]))
        #expect(horizontal.response(toBoundsChangeFrom: bounds, to: Rect(x: 0, y: 0, width: 500, height: 844)) == .none)
        #expect(horizontal.response(toBoundsChangeFrom: bounds, to: taller) == .relayout)
    }

    @Test("viewport and visible rect leave out the content insets")
    func insets() {
        let insets = Insets(top: 91, left: 10, bottom: 34, right: 20)
        #expect(
            CollectionLayoutController.viewport(boundsSize: Size(width: 390, height: 844), contentInset: insets)
                == Size(width: 360, height: 719))
        #expect(
            CollectionLayoutController.visibleRect(
                bounds: Rect(x: 0, y: -91, width: 390, height: 844), contentInset: insets)
                == Rect(x: 10, y: 0, width: 360, height: 719))
        #expect(CollectionLayoutController.viewport(boundsSize: .zero, contentInset: insets) == .zero)
    }

    // MARK: - Queries

    @Test("queries pin headers only when the controller pins them, for rects and single headers")
    func pinnedQueries() throws {
        let configuration = Configuration(
            strategy: "flow-line", width: 1, pinsHeaders: true,
            options: [
                "headerReferenceSize": [100, 20], "minimumInteritemSpacing": 0, "minimumLineSpacing": 0,
            ])
        var controller = try CollectionLayoutController(configuration: configuration)
        #expect(controller.pinsHeaders)
        try controller.update(to: LayoutInput(width: 100, sections: [SectionInput(count: 4), SectionInput(count: 4)]))
        let visible = Rect(x: 0, y: 60, width: 100, height: 30)
        #expect(
            controller.elements(in: visible, visibleRect: visible).first?.frame
                == Rect(x: 0, y: 60, width: 100, height: 20))
        // UIKit asks for a larger rect than the bounds: headers still pin to the bounds.
        let larger = Rect(x: 0, y: 0, width: 100, height: 240)
        let headers = controller.elements(in: larger, visibleRect: visible).filter { $0.kind == .header }
        #expect(headers.map(\.frame.minY) == [60, 120])
        #expect(
            controller.attributesForSupplementaryElement(ofKind: .header, inSection: 0, visibleRect: visible)?.frame
                .minY == 60)
        #expect(
            controller.attributesForSupplementaryElement(ofKind: .footer, inSection: 0, visibleRect: visible) == nil)
        #expect(controller.pinnedHeaderSections(in: [visible, Rect(x: 0, y: 150, width: 100, height: 30)]) == [0, 1])
        controller.pinsHeaders = false
        #expect(controller.elements(in: visible, visibleRect: visible).map(\.kind) == [.item, .item, .item, .item])
        #expect(
            controller.attributesForSupplementaryElement(ofKind: .header, inSection: 0, visibleRect: visible)?.frame
                .minY == 0)
    }

    // MARK: - Self-sizing and inputs

    @Test("self-sizing: a measured size replaces the item's, count sections take their frames' sizes, and it settles")
    func selfSizing() throws {
        var controller = CollectionLayoutController(strategy: try FlowLine(options: [:]))
        try controller.update(to: LayoutInput(width: 390, sections: [SectionInput(count: 3)]))
        let frame = try #require(controller.attributesForItem(at: ElementPath(section: 0, item: 1))?.frame)
        let measured = Size(width: 50, height: 80)
        #expect(CollectionLayoutController.measuredSizeDiffers(measured, from: frame.size))
        let measuredSize = try #require(ItemSize(measured: measured))
        let resized = try #require(controller.input(resizingItemAt: ElementPath(section: 0, item: 1), to: measuredSize))
        #expect(
            resized.sections[0].items
                == .sizes([
                    ItemSize(width: 50, height: 50), ItemSize(width: 50, height: 80),
                    ItemSize(width: 50, height: 50),
                ]))
        #expect(try controller.update(to: resized) == .full)  // count → sizes is not a resize of the same kind
        let after = try #require(controller.attributesForItem(at: ElementPath(section: 0, item: 1))?.frame)
        #expect(!CollectionLayoutController.measuredSizeDiffers(measured, from: after.size))
        #expect(controller.input(resizingItemAt: ElementPath(section: 0, item: 3), to: ItemSize(height: 1)) == nil)

        // A column layout recomputes the height from the aspect ratio and still settles.
        var columns = CollectionLayoutController(strategy: try RoundRobin(options: ["columns": 3, "cellPadding": 5]))
        try columns.update(to: LayoutInput(width: 391, items: Self.sizes([100, 70, 33])))
        let cell = try #require(columns.attributesForItem(at: ElementPath(section: 0, item: 2))?.frame)
        let tall = Size(width: cell.width, height: 123.4567)
        let tallSize = try #require(ItemSize(measured: tall))
        let next = try #require(columns.input(resizingItemAt: ElementPath(section: 0, item: 2), to: tallSize))
        #expect(try columns.update(to: next) == .resized(Self.paths([(0, 2)])))
        let settled = try #require(columns.attributesForItem(at: ElementPath(section: 0, item: 2))?.frame)
        #expect(!CollectionLayoutController.measuredSizeDiffers(tall, from: settled.size))
    }

    @Test("viewport updates and batched resizes lay out again only when something changed")
    func viewportAndResizes() throws {
        let strategy = try ShortestColumn(options: ["columns": 2])
        var controller = CollectionLayoutController(strategy: strategy)
        #expect(try controller.updateViewport(Size(width: 390, height: 844), layoutDirection: .leftToRight) == .none)
        try controller.update(to: Self.input([[100, 200, 300], [50]]))
        #expect(try controller.updateViewport(Size(width: 390, height: 844), layoutDirection: .leftToRight) == .none)
        #expect(
            try controller.updateViewport(Size(width: 500, height: 844), layoutDirection: .rightToLeft) == .viewport)
        #expect(controller.input?.width == 500 && controller.layout?.layoutDirection == .rightToLeft)
        let sizes: [(path: ElementPath, size: ItemSize)] = [
            (ElementPath(section: 1, item: 0), ItemSize(width: 100, height: 77)),
            (ElementPath(section: 0, item: 1), ItemSize(width: 100, height: 200)),  // unchanged
            (ElementPath(section: 0, item: 2), ItemSize(width: 100, height: 10)),
            (ElementPath(section: 4, item: 0), ItemSize(width: 1, height: 1)),  // no such item
        ]
        #expect(try controller.resizeItems(sizes) == .resized(Self.paths([(0, 2), (1, 0)])))
        var expectedInput = Self.input([[100, 200, 10], [77]], width: 500)
        expectedInput.layoutDirection = .rightToLeft
        #expect(controller.layout?.allElements == (try strategy.prepare(expectedInput)).allElements)
        #expect(try controller.resizeItems(Array(sizes.prefix(2))) == .none)
    }

    @Test("measured sizes that are not finite and positive are refused")
    func measuredSizes() {
        #expect(ItemSize(measured: Size(width: 3, height: 4)) == ItemSize(width: 3, height: 4))
        for bad in [
            Size(width: 0, height: 4), Size(width: 3, height: -1), Size(width: .infinity, height: 4),
            Size(width: 3, height: .nan),
        ] {
            #expect(ItemSize(measured: bad) == nil)
        }
        #expect(
            !CollectionLayoutController.measuredSizeDiffers(
                Size(width: .nan, height: 1), from: Size(width: 1, height: 1)))
    }

    @Test("inputs are built from counts, sizes and options; a section without sizes is given by count")
    func makeInput() {
        let input = CollectionLayoutController.makeInput(
            viewport: Size(width: 320, height: 0), layoutDirection: .rightToLeft, sections: 2,
            itemCount: { $0 == 0 ? 2 : 3 },
            size: { $0.section == 0 ? ItemSize(width: 10, height: Double($0.item + 1)) : nil },
            options: { $0 == 1 ? ["minimumLineSpacing": 2] : [:] })
        #expect(input.width == 320 && input.height == nil && input.layoutDirection == .rightToLeft)
        #expect(
            input.sections.map(\.items) == [
                .sizes([ItemSize(width: 10, height: 1), ItemSize(width: 10, height: 2)]),
                .count(3),
            ])
        #expect(input.sections[1].options.values == ["minimumLineSpacing": .number(2)])
    }
}
