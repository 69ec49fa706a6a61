import Testing
import TrellisCore
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Every index option must return exactly what `linear` returns, in the same
/// order, for every strategy and every rect. These are property
/// tests: many fixed seeds, random inputs and adversarial rects.
@Suite("Index exactness")
struct IndexExactnessTests {
    // MARK: - Built-in strategies

    @Test("auto and rtree equal linear for every built-in strategy on random inputs", arguments: 0..<24)
    func builtInStrategiesMatchLinear(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var prepared = 0
        var skipped: [String] = []
        for type in StrategyRegistry.builtIn.strategies {
            let input = randomInput(using: &random)
            let options = randomOptions(for: type, using: &random)
            let layouts: [IndexOption: PreparedLayout]
            do {
                let strategy = try StrategyRegistry.builtIn.makeStrategy(named: type.name, options: options)
                layouts = try Self.prepareAll(strategy, input)
            } catch {
                // A strategy may reject an input (e.g. flow-line before it is
                // written); count it, the expectation below bounds how many.
                skipped.append("\(type.name): \(error)")
                continue
            }
            prepared += 1
            try Self.expectExact(layouts, rects: 120, using: &random, context: "\(type.name) seed \(seed)")
        }
        #expect(prepared >= 3, "strategies that prepared: \(prepared); skipped: \(skipped)")
    }

    @Test("auto and rtree equal linear on the bundled photo sizes with several sections", arguments: 0..<6)
    func samplePhotosMatchLinear(seed: UInt64) throws {
        var random = SeededRandom(seed: 1000 + seed)
        let photos = SamplePhotos.cycled(count: 3000)
        #expect(photos.count == 3000)
        var prepared = 0
        for type in StrategyRegistry.builtIn.strategies {
            var sections: [SectionInput] = []
            var start = random.int(in: 0...500)
            for _ in 0..<random.int(in: 1...4) {
                let count = random.int(in: 0...600)
                sections.append(SectionInput(items: Array(photos[start..<start + count])))
                start += count
            }
            let input = LayoutInput(width: random.double(in: 200...1200), height: 844, sections: sections)
            guard
                let strategy = try? StrategyRegistry.builtIn.makeStrategy(
                    named: type.name, options: randomOptions(for: type, using: &random)),
                let layouts = try? Self.prepareAll(strategy, input)
            else { continue }
            prepared += 1
            try Self.expectExact(layouts, rects: 150, using: &random, context: "\(type.name) photos seed \(seed)")
        }
        #expect(prepared >= 3)
    }

    @Test("auto resolves to the ordered index of each working built-in")
    func autoUsesStrategyOrder() throws {
        // 5,000 photos: round-robin's columns, filled in turn, drift apart
        // by thousands of points; the others stay level.
        let input = LayoutInput(width: 390, sections: [SectionInput(items: SamplePhotos.cycled(count: 5000))])
        let expected: [String: IndexKind] = [
            "round-robin": .lanes, "shortest-column": .bands, "masonry": .bands, "mosaic": .bands,
            "justified-rows": .bands, "tile-pattern": .bands, "flow-line": .bands,
        ]
        for (name, kind) in expected {
            let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: [:])
            #expect(try strategy.prepare(input, index: .auto).indexKind == kind, "\(name)")
            #expect(try strategy.prepare(input, index: .rtree).indexKind == .rtree, "\(name)")
            #expect(try strategy.prepare(input, index: .linear).indexKind == .linear, "\(name)")
        }
    }

    // MARK: - Degenerate geometry

    @Test("rtree and auto stay exact on degenerate geometry", arguments: Degenerate.Shape.allCases)
    func degenerateGeometryMatchesLinear(shape: Degenerate.Shape) throws {
        for seed in 0..<12 as Range<UInt64> {
            let shapeNumber = UInt64(Degenerate.Shape.allCases.firstIndex(of: shape) ?? 0)
            var random = SeededRandom(seed: seed &* 7919 &+ shapeNumber)
            let count = [0, 1, 2, 15, 16, 17, 255, 256, 257, 1500][Int(seed) % 10]
            let strategy = Degenerate(shape: shape, seed: seed)
            let input = LayoutInput(width: 390, sections: splitIntoSections(count, using: &random))
            let layouts = try Self.prepareAll(strategy, input)
            try Self.expectExact(layouts, rects: 150, using: &random, context: "\(shape) seed \(seed) count \(count)")
        }
    }

    @Test("auto falls back to the rtree when lane or band hints are false")
    func falseHintsFallBack() throws {
        let input = LayoutInput(width: 390, items: Array(repeating: ItemSize(width: 1, height: 1), count: 300))
        let lanes = try Degenerate(shape: .falseLaneHints, seed: 3).prepare(input, index: .auto)
        let bands = try Degenerate(shape: .falseBandHints, seed: 3).prepare(input, index: .auto)
        #expect(lanes.indexKind == .rtree)
        #expect(bands.indexKind == .rtree)
    }

    @Test("auto gives level columns bands, columns that drift apart lanes, a false claim of level the R-tree")
    func columnBandsOrLanes() throws {
        // Tall and short items in turn: round-robin puts every tall one in
        // the first column, which runs ahead by 200 points an item pair;
        // shortest-column keeps both columns within an item of each other;
        // masonry with a tolerance past the content fills them in turn and
        // says so; a rule that fills them in turn and claims level columns
        // gets bands too deep to use.
        let items = (0..<2000).map { ItemSize(width: 100, height: $0 % 2 == 0 ? 300 : 100) }
        let input = LayoutInput(width: 390, height: 844, items: items)
        var random = SeededRandom(seed: 77)
        let cases: [(any LayoutStrategy, IndexKind)] = [
            (RoundRobin(columns: 2), .lanes), (ShortestColumn(columns: 2), .bands),
            (Masonry(columns: 2, tolerance: 1e9), .lanes), (Masonry(columns: 2, tolerance: 1000), .bands),
            (FalselyLevel(columnOptions: ColumnOptions(columns: 2)), .rtree),
        ]
        for (strategy, kind) in cases {
            let layouts = try Self.prepareAll(strategy, input)
            #expect(layouts[.auto]?.indexKind == kind, "\(type(of: strategy).name)")
            try Self.expectExact(layouts, rects: 200, using: &random, context: "\(type(of: strategy).name)")
        }
    }

    @Test("bands a little out of scroll order keep the band index, and answer exactly")
    func bandsSlightlyOutOfOrder() throws {
        // Each band's items are jittered so that a band may start before the
        // one before it and end after the next one starts.
        for seed in 0..<8 as Range<UInt64> {
            var random = SeededRandom(seed: seed &+ 300)
            let input = LayoutInput(width: 390, items: Array(repeating: ItemSize(width: 1, height: 1), count: 1500))
            let layouts = try Self.prepareAll(Degenerate(shape: .jitteredBands, seed: seed), input)
            #expect(layouts[.auto]?.indexKind == .bands, "seed \(seed)")
            try Self.expectExact(layouts, rects: 150, using: &random, context: "jittered bands seed \(seed)")
        }
    }

    @Test(
        "answers longer than a query's stack buffer (64 positions) equal linear, for every built-in and index",
        arguments: StrategyRegistry.builtIn.strategies.map { $0.name })
    func longAnswersMatchLinear(strategy name: String) throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: [:])
        let input = LayoutInput(width: 390, height: 844, items: SamplePhotos.cycled(count: 3_000))
        let layouts = try Self.prepareAll(strategy, input)
        let linear = try #require(layouts[.linear])
        let content = linear.contentSize
        var longest = 0
        // Rects from the top, each longer, so the answers pass 64, 128 and 256
        // elements (the buffer doubles each time it fills), then the whole content.
        var rects = stride(from: 400.0, through: 12_800, by: 400).map {
            Rect(x: 0, y: 0, width: content.width, height: $0)
        }
        rects.append(Rect(x: -1, y: -1, width: content.width + 2, height: content.height + 2))
        for rect in rects {
            let expected = linear.elements(in: rect)
            longest = Swift.max(longest, expected.count)
            for (option, layout) in layouts where option != .linear {
                #expect(layout.elements(in: rect) == expected, "\(name), \(option), \(rect)")
                #expect(layout.elementPositions(in: rect).count == expected.count, "\(name), \(option), \(rect)")
            }
        }
        #expect(longest == linear.elementCount, "the last rect holds every element")
        #expect(longest > 256, "some answer outgrew the stack buffer and two heap buffers")
    }

    // MARK: - Building blocks of the tree

    @Test("the R-tree finds each frame of a uniform grid from a rect inside it, and only that frame")
    func everyFrameIsFound() throws {
        var frames: [Rect] = []
        for row in 0..<70 {
            for column in 0..<30 {
                frames.append(Rect(x: Double(column) * 10, y: Double(row) * 10, width: 10, height: 10))
            }
        }
        let input = LayoutInput(width: 300, items: Array(repeating: ItemSize(height: 1), count: frames.count))
        let grid = try Fixed(frames: frames).prepare(input, index: .rtree)
        #expect(grid.indexKind == .rtree)
        for (position, frame) in frames.enumerated() {
            let inside = Rect(x: frame.minX + 4, y: frame.minY + 4, width: 2, height: 2)
            #expect(grid.elementPositions(in: inside) == [position])
        }
        // A rect covering a 3 × 2 block of cells exactly reports those six, ascending.
        #expect(grid.elementPositions(in: Rect(x: 10, y: 20, width: 30, height: 20)) == [61, 62, 63, 91, 92, 93])
    }

    // MARK: - Helpers

    static func prepareAll(_ strategy: any LayoutStrategy, _ input: LayoutInput) throws -> [IndexOption: PreparedLayout]
    {
        var layouts: [IndexOption: PreparedLayout] = [:]
        for option in IndexOption.allCases { layouts[option] = try strategy.prepare(input, index: option) }
        return layouts
    }

    /// Compares every option with `linear` on `rects` random rects, and checks
    /// that item attributes agree with elements-in-rect.
    static func expectExact(
        _ layouts: [IndexOption: PreparedLayout], rects: Int, using random: inout SeededRandom,
        context: String
    ) throws {
        let linear = try #require(layouts[.linear])
        let frames = linear.allElements.map(\.frame)
        var mismatches = 0
        for _ in 0..<rects {
            let rect = randomRect(frames: frames, content: linear.contentSize, using: &random)
            let expected = linear.elements(in: rect)
            for (option, layout) in layouts where option != .linear {
                let found = layout.elements(in: rect)
                if found != expected, mismatches < 3 {
                    mismatches += 1
                    Issue.record(
                        "\(context): \(option) (\(layout.indexKind)) gave \(found.count) elements, linear \(expected.count), rect \(rect)"
                    )
                }
            }
        }
        // Item attributes agree with elements-in-rect: every item with area is
        // found by a query of its own frame, with the same attributes.
        for layout in layouts.values {
            for section in 0..<layout.numberOfSections {
                let items = layout.numberOfItems(inSection: section)
                for item in stride(from: 0, to: items, by: Swift.max(1, items / 40)) {
                    let path = ElementPath(section: section, item: item)
                    let attributes = try #require(layout.attributesForItem(at: path))
                    #expect(attributes.kind == .item && attributes.path == path)
                    let found = layout.elements(in: attributes.frame)
                    #expect(found.contains(attributes) == attributes.frame.hasArea, "\(context) \(path)")
                }
                #expect(layout.attributesForItem(at: ElementPath(section: section, item: items)) == nil)
            }
        }
        #expect(mismatches == 0, "\(context)")
    }

    /// A rect of one of many kinds: viewports, tiny, huge, outside, negative,
    /// touching an element's edge exactly, zero-area, NaN and infinite.
    static func randomRect(frames: [Rect], content: Size, using random: inout SeededRandom) -> Rect {
        let width = Swift.max(content.width, 1)
        let height = Swift.max(content.height, 1)
        let frame =
            frames.isEmpty ? Rect(x: 0, y: 0, width: 10, height: 10) : frames[random.int(in: 0...frames.count - 1)]
        switch random.int(in: 0...13) {
        case 0:  // a viewport
            return Rect(x: 0, y: random.double(in: -400...height), width: 390, height: 844)
        case 1:  // tiny
            return Rect(x: random.double(in: 0...width), y: random.double(in: 0...height), width: 0.01, height: 0.01)
        case 2:  // huge
            return Rect(x: -1e9, y: -1e9, width: 2e9 + width, height: 2e9 + height)
        case 3:  // outside the content
            return Rect(
                x: random.double(in: -1000...(-10)), y: height + random.double(in: 1...500), width: 50, height: 50)
        case 4:  // negative coordinates reaching in
            return Rect(
                x: -random.double(in: 1...200), y: -random.double(in: 1...200), width: random.double(in: 1...400),
                height: random.double(in: 1...400))
        case 5:  // touching an element from below: excluded unless something else overlaps
            return Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: random.double(in: 0.5...300))
        case 6:  // touching an element from the right
            return Rect(x: frame.maxX, y: frame.minY, width: random.double(in: 0.5...300), height: frame.height)
        case 7:  // ending exactly on an element's top-left edges
            return Rect(x: frame.minX - 100, y: frame.minY - 100, width: 100, height: 100)
        case 8:  // exactly an element's frame
            return frame
        case 9:  // zero-area
            return random.bool()
                ? Rect(x: frame.minX, y: frame.minY, width: 0, height: 100)
                : Rect(x: frame.minX, y: frame.minY, width: 100, height: 0)
        case 10:  // NaN somewhere
            let nan = Double.nan
            return [
                Rect(x: nan, y: 0, width: 100, height: 100), Rect(x: 0, y: nan, width: 100, height: 100),
                Rect(x: 0, y: 0, width: nan, height: 100), Rect(x: 0, y: 0, width: 100, height: nan),
            ][random.int(in: 0...3)]
        case 11:  // infinite somewhere
            let inf = Double.infinity
            return [
                Rect(x: -inf, y: 0, width: inf, height: 100), Rect(x: 0, y: 0, width: inf, height: inf),
                Rect(x: -inf, y: -inf, width: 1e9, height: 1e9), Rect(x: 0, y: -inf, width: 100, height: inf),
            ][random.int(in: 0...3)]
        case 12:  // a thin line through the content
            return random.bool()
                ? Rect(x: random.double(in: 0...width), y: -10, width: 0.5, height: height + 20)
                : Rect(x: -10, y: random.double(in: 0...height), width: width + 20, height: 0.5)
        default:  // anything inside
            return Rect(
                x: random.double(in: -50...width), y: random.double(in: -50...height),
                width: random.double(in: 0.001...width), height: random.double(in: 0.001...900))
        }
    }
}

// MARK: - Test-only strategies

/// A strategy that places given frames, one per item, unlaned and unbanded.
struct Fixed: LayoutStrategy {
    static let name = "test-fixed"
    var frames: [Rect]
    init(frames: [Rect]) { self.frames = frames }
    init(options: OptionValues) throws(LayoutError) { frames = [] }

    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var next = 0
        for section in input.sections {
            builder.beginSection()
            for _ in 0..<section.count {
                builder.addItem(frames[next])
                next += 1
            }
        }
        builder.contentSize = Size(width: input.width, height: frames.map(\.maxY).max() ?? 0)
    }
}

/// Strategies with degenerate geometry: what a third-party strategy might
/// produce, and the shapes that defeat naive spatial indexes.
struct Degenerate: LayoutStrategy {
    static let name = "test-degenerate"

    enum Shape: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Items in three columns at x 0, 130, 260, stacked, with headers and footers; correct lane hints.
        case fewXPositions
        /// Small items in a grid and a few items as tall as the whole content.
        case tallAmongSmall
        /// Items of zero height or zero width among ordinary ones.
        case zeroHeight
        /// Large random items overlapping each other.
        case overlapping
        /// Every item the same frame.
        case identical
        /// Coordinates near 1e12.
        case huge
        /// Items in random y order, all declared in lane 0: the hint is false.
        case falseLaneHints
        /// Each item its own band, bands out of order: the hint is false.
        case falseBandHints
        /// Rows of four items, a band each, every item jittered by up to 20
        /// points and every 13th lifted by 120: bands start before earlier
        /// ones and end after later ones start.
        case jitteredBands

        var testDescription: String { rawValue }
    }

    var shape: Shape
    var seed: UInt64

    init(shape: Shape, seed: UInt64) {
        self.shape = shape
        self.seed = seed
    }

    init(options: OptionValues) throws(LayoutError) { self.init(shape: .overlapping, seed: 0) }

    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var random = SeededRandom(seed: seed)
        var bottom = 0.0
        var index = 0
        for section in input.sections {
            builder.beginSection()
            if shape == .fewXPositions {
                builder.addHeader(Rect(x: 0, y: bottom, width: input.width, height: 40))
                bottom += 40
            }
            let top = bottom
            var columnBottoms = [bottom, bottom, bottom]
            for item in 0..<section.count {
                let frame: Rect
                var lane: Int?
                switch shape {
                case .fewXPositions:
                    let column = item % 3
                    let height = random.double(in: 0...200).rounded()
                    frame = Rect(x: Double(column) * 130, y: columnBottoms[column], width: 130, height: height)
                    columnBottoms[column] += height
                    lane = column
                case .tallAmongSmall:
                    if index % 97 == 5 {
                        frame = Rect(
                            x: random.double(in: 0...380), y: 0, width: 10, height: Double(section.count) * 3 + 100)
                    } else {
                        frame = Rect(x: Double(index % 10) * 39, y: Double(index / 10) * 30, width: 39, height: 30)
                    }
                case .zeroHeight:
                    let y = Double(index) * 20
                    switch index % 4 {
                    case 0: frame = Rect(x: 0, y: y, width: 390, height: 0)
                    case 1: frame = Rect(x: 100, y: y, width: 0, height: 50)
                    default: frame = Rect(x: Double(index % 3) * 100, y: y, width: 100, height: 20)
                    }
                    lane = 0
                case .overlapping:
                    frame = Rect(
                        x: random.double(in: -100...390), y: random.double(in: -100...3000),
                        width: random.double(in: 0.5...800), height: random.double(in: 0.5...800))
                case .identical:
                    frame = Rect(x: 10, y: 10, width: 100, height: 100)
                case .huge where index % 50 == 7:
                    // Finite origin and size whose far edges overflow to infinity.
                    frame = Rect(x: 1e308, y: 1e308, width: 1e308, height: 1e308)
                case .huge:
                    frame = Rect(
                        x: random.double(in: 0...1e12), y: 1e12 + Double(index) * 1e6,
                        width: random.double(in: 1...1e9), height: random.double(in: 0.001...1e7))
                case .falseLaneHints:
                    frame = Rect(x: 0, y: random.double(in: 0...5000), width: 390, height: random.double(in: 1...100))
                    lane = 0
                case .falseBandHints:
                    builder.beginBand()
                    frame = Rect(x: random.double(in: 0...300), y: random.double(in: 0...5000), width: 90, height: 90)
                case .jitteredBands:
                    if item % 4 == 0 { builder.beginBand() }
                    let back = index % 13 == 5 ? 120.0 : 0
                    frame = Rect(
                        x: Double(item % 4) * 90, y: Double(index / 4) * 50 + random.double(in: -20...20) - back,
                        width: 90, height: random.double(in: 10...40))
                }
                builder.addItem(frame, lane: lane)
                if frame.maxY.isFinite { bottom = Swift.max(bottom, frame.maxY) }
                index += 1
            }
            bottom = Swift.max(bottom, columnBottoms.max() ?? top)
            if shape == .fewXPositions {
                builder.addFooter(Rect(x: 0, y: bottom, width: input.width, height: 25))
                bottom += 25
            }
        }
        builder.contentSize = Size(width: input.width, height: Swift.max(0, bottom))
    }
}

/// Fills its columns in turn, as `round-robin` does, yet says they stay level: a false claim.
struct FalselyLevel: ColumnStrategy {
    static let name = "test-falsely-level"
    var columnOptions: ColumnOptions
    init(columnOptions: ColumnOptions) { self.columnOptions = columnOptions }
    func rule(for section: SectionInput, at index: Int) -> InTurn { InTurn() }

    struct InTurn: ColumnRule {
        func column(for stack: RunningColumns, cursor: Int) -> Int { cursor }
        var keepsColumnsLevel: Bool { true }
    }
}
