import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Pinned (sticky) section headers: hand-worked frames, and a brute-force
/// model over random rects for every strategy whose layout has headers,
/// every index option, both scroll axes and both directions.
@Suite("Pinned headers")
struct PinnedHeadersTests {
    /// Two sections of four 50 × 50 items, two per line, with 20-point headers:
    /// section 0 spans y 0..<120 (header 0..<20), section 1 spans 120..<240.
    static func twoSections(footers: Bool = false) throws -> PreparedLayout {
        let options: OptionValues = [
            "headerReferenceSize": [100, 20], "minimumInteritemSpacing": 0,
            "minimumLineSpacing": 0, "footerReferenceSize": footers ? [100, 10] : [0, 0],
        ]
        return try FlowLine(options: options).prepare(
            LayoutInput(width: 100, sections: [SectionInput(count: 4), SectionInput(count: 4)]))
    }

    @Test("headers travel with the visible rect and stop at their section's end: worked by hand")
    func byHand() throws {
        let layout = try Self.twoSections()
        #expect(
            layout.attributesForSupplementaryElement(ofKind: .header, inSection: 1)?.frame
                == Rect(x: 0, y: 120, width: 100, height: 20))
        func pinned(_ y: Double, _ height: Double) -> [String] {
            layout.elements(in: Rect(x: 0, y: y, width: 100, height: height), pinningHeaders: true).map {
                "\($0.kind) \($0.path.section).\($0.path.item) y\($0.frame.minY) z\($0.zIndex)"
            }
        }
        // Section 0's header follows the top edge: y = min(max(60, 0), 120 - 20).
        #expect(
            pinned(60, 30) == [
                "header 0.0 y60.0 z1024", "item 0.0 y20.0 z0", "item 0.1 y20.0 z0",
                "item 0.2 y70.0 z0", "item 0.3 y70.0 z0",
            ])
        // It stops at 100, where its bottom meets the section's end; section 1's header is at its own place.
        #expect(
            pinned(100, 50) == [
                "header 0.0 y100.0 z1024", "item 0.2 y70.0 z0", "item 0.3 y70.0 z0",
                "header 1.0 y120.0 z1024", "item 1.0 y140.0 z0", "item 1.1 y140.0 z0",
            ])
        // Section 0 scrolled away: its header (pinned at 100..<120) is not returned; section 1's is at the top.
        #expect(pinned(130, 50) == ["header 1.0 y130.0 z1024", "item 1.0 y140.0 z0", "item 1.1 y140.0 z0"])
        // Below section 1's header: unpinned, no header; pinned, the header at the top edge.
        #expect(
            layout.elements(in: Rect(x: 0, y: 145, width: 100, height: 50)).map(\.kind) == [.item, .item, .item, .item])
        #expect(
            pinned(145, 50) == [
                "header 1.0 y145.0 z1024", "item 1.0 y140.0 z0", "item 1.1 y140.0 z0",
                "item 1.2 y190.0 z0", "item 1.3 y190.0 z0",
            ])
        #expect(
            layout.pinnedHeader(inSection: 0, visibleRect: Rect(x: 0, y: 500, width: 100, height: 50))?.frame
                == Rect(x: 0, y: 100, width: 100, height: 20))
        #expect(layout.pinnedHeader(inSection: 2, visibleRect: .zero) == nil)
    }

    @Test("with a footer the header stops where the footer starts")
    func footerEndsTheSection() throws {
        let layout = try Self.twoSections(footers: true)  // section 0: header 0..<20, items 20..<120, footer 120..<130
        let found = layout.elements(in: Rect(x: 0, y: 115, width: 100, height: 10), pinningHeaders: true)
        #expect(found.map(\.kind) == [.header, .item, .item, .footer])
        #expect(found.first?.frame == Rect(x: 0, y: 100, width: 100, height: 20))
        #expect(found.last?.zIndex == 1)
    }

    @Test("a configuration's pinHeaders makes elements(in:) pin; other values are rejected")
    func configurationKey() throws {
        let configuration = try Configuration(
            json: #"""
                {"strategy": "flow-line", "width": 100, "pinHeaders": true, "headerReferenceSize": [100, 20],
                 "minimumInteritemSpacing": 0, "minimumLineSpacing": 0}
                """#)
        #expect(configuration.pinsHeaders)
        let layout = try configuration.prepare([SectionInput(count: 4), SectionInput(count: 4)])
        #expect(layout.pinsHeaders)
        #expect(
            layout.elements(in: Rect(x: 0, y: 130, width: 100, height: 50)).first?.frame
                == Rect(x: 0, y: 130, width: 100, height: 20))
        let bad = try #require(throws: InputError.self) {
            try Configuration(json: #"{"strategy": "mosaic", "width": 390, "pinHeaders": "yes"}"#, source: "c.json")
        }
        #expect(bad.description == #"c.json: pinHeaders must be true or false, got "yes""#)
        let unknown = try #require(throws: LayoutError.self) {
            try Configuration(json: #"{"strategy": "mosaic", "width": 390, "pinHeader": true}"#).prepare([])
        }
        #expect(unknown.description.contains("layoutDirection, pinHeaders"))
    }

    @Test(
        "every strategy with headers, every index, both axes and directions: pinned queries equal the brute-force model",
        arguments: 0..<16)
    func matchesBruteForce(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x5EED &+ seed)
        var withHeaders: [String] = []
        var candidates: [(String, any LayoutStrategy, LayoutInput)] = []
        for type in StrategyRegistry.builtIn.strategies {
            for horizontal in [false, true] {
                let options = QueryFixtures.options(for: type, using: &random, horizontal: horizontal, headers: true)
                guard let strategy = try? StrategyRegistry.builtIn.makeStrategy(named: type.name, options: options)
                else { continue }
                candidates.append(("\(type.name) \(options)", strategy, QueryFixtures.input(using: &random)))
            }
        }
        candidates.append(("rows", HorizontalRows(rows: 3), QueryFixtures.input(using: &random)))
        candidates.append(("unordered", Shuffled(seed: seed), QueryFixtures.input(using: &random)))
        for (name, strategy, base) in candidates {
            for direction in ReadingDirection.allCases {
                var input = base
                input.layoutDirection = direction
                guard let layouts = try? QueryFixtures.prepareAll(strategy, input),
                    let linear = layouts[.linear],
                    linear.allElements.contains(where: { $0.kind == .header })
                else { continue }
                withHeaders.append(name)
                let frames = linear.allElements.map(\.frame)
                for _ in 0..<50 {
                    let visible = QueryFixtures.rect(near: frames, content: linear.contentSize, using: &random)
                    let rect =
                        Int.random(in: 0...3, using: &random) == 0
                        ? QueryFixtures.rect(near: frames, content: linear.contentSize, using: &random) : visible
                    let expected = Self.bruteForce(linear, rect: rect, visible: visible)
                    for (option, layout) in layouts {
                        let found = layout.elements(in: rect, pinningHeadersTo: visible)
                        #expect(found == expected, "\(name) \(direction) \(option) rect \(rect) visible \(visible)")
                    }
                    var pinning = linear
                    pinning.pinsHeaders = true
                    #expect(pinning.elements(in: visible) == Self.bruteForce(linear, rect: visible, visible: visible))
                }
            }
        }
        #expect(withHeaders.contains { $0.hasPrefix("flow-line") }, "\(withHeaders)")
        #expect(withHeaders.contains("rows") && withHeaders.contains("unordered"))
    }

    // MARK: - The model

    /// Every element of `layout` with each header moved to its pinned frame
    /// (worked out from the documented rule, independently of the layout's
    /// stored extents), kept when that frame overlaps `rect`, in storage order.
    static func bruteForce(_ layout: PreparedLayout, rect: Rect, visible: Rect) -> [LayoutAttributes] {
        let all = layout.allElements
        let horizontal = layout.scrollAxis == .horizontal
        let rightToLeft = horizontal && layout.layoutDirection == .rightToLeft
        return all.compactMap { element in
            guard element.kind == .header else { return element.frame.intersects(rect) ? element : nil }
            let header = element.frame
            let section = all.filter { $0.path.section == element.path.section }
            let footer = section.first { $0.kind == .footer }?.frame
            var frame = header
            if rightToLeft {
                let end = footer?.maxX ?? section.map(\.frame.minX).min()!
                frame.origin.x = max(min(visible.maxX - header.width, header.minX), min(header.minX, end))
            } else if horizontal {
                let end = footer?.minX ?? section.map(\.frame.maxX).max()!
                frame.origin.x = min(max(visible.minX, header.minX), max(header.minX, end - header.width))
            } else {
                let end = footer?.minY ?? section.map(\.frame.maxY).max()!
                frame.origin.y = min(max(visible.minY, header.minY), max(header.minY, end - header.height))
            }
            guard frame.intersects(rect) else { return nil }
            return LayoutAttributes(kind: .header, path: element.path, frame: frame, zIndex: 1024)
        }
    }
}

/// Sections in a random vertical order, each a header above a column of
/// items: section extents out of scroll order, so pinning must scan.
struct Shuffled: LayoutStrategy {
    static let name = "test-shuffled-sections"
    var seed: UInt64
    init(seed: UInt64) { self.seed = seed }
    init(options: OptionValues) throws(LayoutError) { seed = 0 }

    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var random = SeededGenerator(seed: seed)
        let slots = input.sections.indices.shuffled(using: &random)
        let slotHeight = 40 + 30 * Double(input.sections.map(\.count).max() ?? 0)
        for (index, section) in input.sections.enumerated() {
            builder.beginSection()
            let top = Double(slots[index]) * slotHeight
            builder.addHeader(Rect(x: 0, y: top, width: input.width, height: 40))
            for item in 0..<section.count {
                builder.addItem(
                    Rect(
                        x: Double(item % 2) * input.width / 2, y: top + 40 + Double(item) * 30,
                        width: input.width / 2, height: 25))
            }
        }
        builder.contentSize = Size(width: input.width, height: slotHeight * Double(input.sections.count))
    }
}
