import Testing
import TrellisTesting
import TrellisTools

/// Bit-identical output across runs and index options, and finite, contained,
/// non-overlapping frames at magnitudes far from screen points (1e-9 to 1e15)
/// and widths that are not exactly representable (390.1, 1000/3, scaled by 1/3).
@Suite("Determinism and numeric edges")
struct NumericEdgeTests {
    /// Every built-in strategy with its options scaled by `scale`, so that the
    /// layout is the screen-point layout magnified (or shrunk).
    static func strategy(_ name: String, scale: Double) throws -> any LayoutStrategy {
        let options: OptionValues =
            switch name {
            case "round-robin", "shortest-column": ["columns": 3, "cellPadding": .number(6 * scale)]
            case "masonry": ["columns": 3, "cellPadding": .number(6 * scale), "tolerance": .number(16 * scale)]
            case "mosaic": ["segmentHeight": .number(200 * scale), "gutter": .number(1 * scale)]
            case "flow-line":
                [
                    "minimumInteritemSpacing": .number(10 * scale), "minimumLineSpacing": .number(10 * scale),
                    "sectionInset": .list([
                        .number(5 * scale), .number(7 * scale), .number(5 * scale), .number(7 * scale),
                    ]),
                    "headerReferenceSize": .list([0, .number(40 * scale)]),
                    "footerReferenceSize": .list([0, .number(20 * scale)]),
                    "itemSize": .list([.number(50 * scale), .number(50 * scale)]),
                ]
            case "justified-rows":
                [
                    "targetRowHeight": .number(120 * scale), "interitemSpacing": .number(4 * scale),
                    "lineSpacing": .number(4 * scale),
                    "sectionInset": .list([
                        .number(5 * scale), .number(7 * scale), .number(5 * scale), .number(7 * scale),
                    ]),
                    "headerReferenceSize": .list([0, .number(40 * scale)]),
                ]
            case "tile-pattern":
                [
                    "columnSpacing": .number(4 * scale), "rowSpacing": .number(4 * scale),
                    "sectionInset": .list([
                        .number(5 * scale), .number(7 * scale), .number(5 * scale), .number(7 * scale),
                    ]),
                    "headerReferenceSize": .list([0, .number(40 * scale)]),
                ]
            default: [:]
            }
        return try StrategyRegistry.builtIn.makeStrategy(named: name, options: options)
    }

    /// Real photo sizes scaled down to fit a 390-point viewport, then by `scale`;
    /// a second section of `count` items.
    static func input(width: Double, scale: Double, count: Int = 300) -> LayoutInput {
        let sizes = SamplePhotos.cycled(count: count).map { size in
            ItemSize(width: (size.width ?? 1) / 8 * scale, height: size.height / 8 * scale)
        }
        return LayoutInput(width: width * scale, sections: [SectionInput(items: sizes), SectionInput(count: 17)])
    }

    static let names = StrategyRegistry.builtIn.names

    static func bits(_ layout: PreparedLayout) -> [UInt64] {
        [layout.contentSize.width.bitPattern, layout.contentSize.height.bitPattern]
            + layout.allElements.flatMap { element in
                [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height].map(\.bitPattern)
            }
    }

    @Test("the same input gives bit-identical frames across runs and index options", arguments: names)
    func bitIdentical(name: String) throws {
        let input = Self.input(width: 390.1, scale: 1)
        let reference = Self.bits(try Self.strategy(name, scale: 1).prepare(input, index: .linear))
        #expect(reference.count > 600)
        for index in IndexOption.allCases {
            for _ in 0..<2 {
                // A fresh strategy value each time: nothing may carry over between prepares.
                let layout = try Self.strategy(name, scale: 1).prepare(input, index: index)
                #expect(Self.bits(layout) == reference, "\(name) with \(index)")
            }
        }
    }

    /// Viewport widths in points (neither exactly representable: 390.1 and 1000/3) times a scale.
    static let magnitudes: [(width: Double, scale: Double)] = [
        (390.1, 1), (1000.0 / 3.0, 1), (390.1, 1e-9), (390.1, 1e15), (1000.0 / 3.0, 1e15), (1000.0 / 3.0, 1e-9),
        (390.1, 1.0 / 3.0),
    ]

    @Test(
        "frames stay finite, inside the content and apart at extreme magnitudes",
        arguments: names, magnitudes.indices)
    func extremeMagnitudes(name: String, magnitude: Int) throws {
        let (width, scale) = Self.magnitudes[magnitude]
        let type = try StrategyRegistry.builtIn.strategy(named: name)
        let input = Self.input(width: width, scale: scale)
        let strategy = try Self.strategy(name, scale: scale)
        let layout: PreparedLayout
        do {
            layout = try strategy.prepare(input)
        } catch {
            // Only mosaic may refuse, and only a viewport of a few points: its splits round up to whole
            // points (the sample's arithmetic), so below about 3 points a piece has no area. The error says so.
            switch error {
            case .invalidSection(_, let reason):
                #expect(name == "mosaic" && width * scale < 3, "\(name) rejected width \(width * scale)")
                #expect(reason.contains("use a wider viewport"))
            default: Issue.record("\(name) at scale \(scale): \(error)")
            }
            return
        }
        let size = layout.contentSize
        #expect(size.width.isFinite && size.height.isFinite)
        // Containment within a few units in the last place of the content's magnitude.
        let tolerance = 8 * Swift.max(size.width, size.height).ulp
        let elements = layout.allElements
        #expect(elements.count >= input.itemCount)
        for element in elements {
            let frame = element.frame
            #expect(frame.isFinite, "\(element)")
            #expect(frame.minY >= -tolerance && frame.maxY <= size.height + tolerance, "\(element) in \(size)")
            if type.guarantees.contains(.framesInsideContentAcross) {
                #expect(frame.minX >= -tolerance && frame.maxX <= size.width + tolerance, "\(element) in \(size)")
            }
        }
        if type.guarantees.contains(.nonOverlappingItems) {
            let items = elements.filter { $0.kind == .item }
            var overlaps: [String] = []
            for item in items where overlaps.count < 3 {
                // The layout's own query finds every neighbour whose interior meets this frame.
                for other in layout.elements(in: item.frame) where other.kind == .item && other.path != item.path {
                    overlaps.append("\(item) overlaps \(other)")
                }
            }
            #expect(overlaps.isEmpty, "\(name) at scale \(scale): \(overlaps)")
        }
    }
}
