import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Section backgrounds: one element per section behind its items, for every
/// strategy, exact to the rule, equal across indexes and live layouts.
@Suite("Section backgrounds")
struct SectionBackgroundTests {
    static let decorated = RoundRobin(
        columns: 2, cellPadding: 0, sectionInset: Insets(top: 10, left: 5, bottom: 20, right: 5),
        headerReferenceSize: Size(width: 0, height: 30),
        footerReferenceSize: Size(width: 0, height: 15))
    static let sections = [
        SectionInput(items: [ItemSize(height: 40), ItemSize(height: 60)]),
        SectionInput(items: [ItemSize(height: 10)]),
    ]

    @Test("a background spans from the header's end to the footer's start, full width, inset as given")
    func betweenHeaderAndFooter() throws {
        // Section 0: header 0–30, items from 40 to 100, footer at 100 + 20 = 120, section end 135.
        // Section 1: header 135–165, item 175–185, footer at 205.
        let input = LayoutInput(
            width: 200, sections: Self.sections,
            sectionBackground: Insets(top: 2, left: 3, bottom: 4, right: 5))
        let layout = try Self.decorated.prepare(input)
        let elements = layout.allElements
        #expect(
            elements.map(\.kind) == [
                .background, .header, .item, .item, .footer,
                .background, .header, .item, .footer,
            ])
        #expect(
            elements[0]
                == LayoutAttributes(
                    kind: .background, path: ElementPath(section: 0, item: 0),
                    frame: Rect(x: 3, y: 32, width: 192, height: 84), zIndex: -1))
        #expect(elements[5].frame == Rect(x: 3, y: 167, width: 192, height: 34))
        #expect(layout.attributesForSupplementaryElement(ofKind: .background, inSection: 1) == elements[5])
        #expect(layout.attributesForSupplementaryElement(ofKind: .background, inSection: 2) == nil)
        // The query returns it first in its section, before the header.
        #expect(layout.elements(in: Rect(x: 0, y: 140, width: 200, height: 30)).map(\.kind) == [.background, .header])
        // Without the option there is none.
        let plain = try Self.decorated.prepare(LayoutInput(width: 200, sections: Self.sections))
        #expect(plain.attributesForSupplementaryElement(ofKind: .background, inSection: 0) == nil)
        #expect(plain.allElements.count == elements.count - 2)
    }

    @Test("without header and footer a background covers the section from its start to its end, insets included")
    func sectionExtent() throws {
        let strategy = ShortestColumn(
            columns: 2, cellPadding: 0, sectionInset: Insets(top: 10, left: 5, bottom: 20, right: 5))
        let layout = try strategy.prepare(LayoutInput(width: 200, sections: Self.sections, sectionBackground: .zero))
        #expect(
            layout.allElements.filter { $0.kind == .background }.map(\.frame) == [
                Rect(x: 0, y: 0, width: 200, height: 90), Rect(x: 0, y: 90, width: 200, height: 40),
            ])
        // Horizontal: along x, the inset's left and right; across, the full height less top and bottom.
        let horizontal = try FlowLine(
            scrollDirection: .horizontal, minimumInteritemSpacing: 0, minimumLineSpacing: 0,
            sectionInset: Insets(top: 0, left: 10, bottom: 0, right: 10)
        )
        .prepare(
            LayoutInput(
                width: 300, height: 100, sections: [SectionInput(items: [ItemSize(width: 40, height: 100)])],
                sectionBackground: Insets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(
            horizontal.attributesForSupplementaryElement(ofKind: .background, inSection: 0)?.frame
                == Rect(x: 2, y: 1, width: 54, height: 96))
        // Right to left mirrors it with everything else: left is the leading side.
        let mirrored = try Self.decorated.prepare(
            LayoutInput(
                width: 200, sections: Self.sections, layoutDirection: .rightToLeft,
                sectionBackground: Insets(top: 2, left: 3, bottom: 4, right: 5)))
        #expect(
            mirrored.attributesForSupplementaryElement(ofKind: .background, inSection: 0)?.frame
                == Rect(x: 5, y: 32, width: 192, height: 84))
    }

    @Test("a negative inset, or one wider than the content, is an error naming the key (and section)")
    func badInsets() throws {
        let negative = LayoutInput(
            width: 200, sections: Self.sections, sectionBackground: Insets(top: -1, left: 0, bottom: 0, right: 0))
        #expect(
            throws: LayoutError.invalidOption(
                key: "sectionBackground",
                reason: "each side of the inset must be a finite number of at least 0, got [-1.0, 0.0, 0.0, 0.0]")
        ) {
            try Mosaic().prepare(negative)
        }
        let strategy = ShortestColumn(
            columns: 2, cellPadding: 0, sectionInset: Insets(top: 10, left: 5, bottom: 20, right: 5))
        let wide = LayoutInput(
            width: 200, sections: Self.sections, sectionBackground: Insets(top: 0, left: 150, bottom: 0, right: 60))
        #expect {
            try strategy.prepare(wide)
        } throws: { error in
            guard case .invalidSection(section: 0, let reason) = error as? LayoutError else { return false }
            return reason.contains("'sectionBackground'")
        }
        #expect(throws: LayoutError.self) {
            try LiveLayout(strategy, input: wide)
        }
    }

    @Test("a section shorter than the inset (an empty one) gets an empty background, never an error")
    func shortAndEmptySections() throws {
        // Section 0's area is 90 long, section 1's 40: 30 + 30 fits the first only.
        let strategy = ShortestColumn(
            columns: 2, cellPadding: 0, sectionInset: Insets(top: 10, left: 5, bottom: 20, right: 5))
        var input = LayoutInput(
            width: 200, sections: Self.sections, sectionBackground: Insets(top: 30, left: 0, bottom: 30, right: 0))
        input.sections.append(SectionInput(items: []))
        let layout = try strategy.prepare(input)
        let short = try #require(layout.attributesForSupplementaryElement(ofKind: .background, inSection: 1))
        #expect(short.frame.height == 0)
        let empty = try #require(layout.attributesForSupplementaryElement(ofKind: .background, inSection: 2))
        #expect(empty.frame.height == 0)
        let all = Rect(x: 0, y: -1, width: 200, height: layout.contentSize.height + 2)
        let shown = layout.elements(in: all).filter { $0.kind == .background }.map(\.path.section)
        #expect(shown == [0])
        // The live layout agrees, and deleting the last item of a section with a background is legal.
        var live = try LiveLayout(strategy, input: input)
        try live.deleteItems(at: ElementPath(section: 0, item: 0), count: input.sections[0].count)
        var expected = input
        expected.sections[0].items = .sizes([])
        #expect(live.layout.allElements == (try strategy.prepare(expected)).allElements)
    }

    @Test(
        "every index, pinned or not, returns what the linear scan returns, for every built-in",
        arguments: Array(UInt64(0)..<16))
    func indexExactness(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &+ 777)
        let types: [any LayoutStrategy.Type] = [
            RoundRobin.self, ShortestColumn.self, Masonry.self, Mosaic.self, FlowLine.self,
        ]
        for type in types {
            var input = QueryFixtures.input(using: &random, direction: seed % 3 == 1 ? .rightToLeft : .leftToRight)
            input.sectionBackground = seed % 2 == 0 ? .zero : nil
            if seed % 2 == 1 {
                // Across the scroll axis only: an empty section has no length along it.
                input.sectionBackground =
                    seed % 4 == 3
                    ? Insets(top: 2, left: 0, bottom: 3, right: 0)
                    : Insets(top: 0, left: 2, bottom: 0, right: 3)
            }
            let strategy = try type.init(
                options: QueryFixtures.options(
                    for: type, using: &random,
                    horizontal: seed % 4 == 3, headers: true))
            let layouts = try QueryFixtures.prepareAll(strategy, input)
            let linear = try #require(layouts[.linear])
            #expect(linear.allElements.filter { $0.kind == .background }.count == input.sections.count)
            let frames = linear.allElements.map(\.frame)
            for _ in 0..<30 {
                let rect = QueryFixtures.rect(near: frames, content: linear.contentSize, using: &random)
                let visible = QueryFixtures.rect(near: frames, content: linear.contentSize, using: &random)
                let expected = linear.elements(in: rect)
                let pinned = linear.elements(in: rect, pinningHeadersTo: visible)
                for option in [IndexOption.auto, .rtree] {
                    #expect(
                        layouts[option]?.elements(in: rect) == expected, "seed \(seed) \(type.name) \(option) \(rect)")
                    #expect(
                        layouts[option]?.elements(in: rect, pinningHeadersTo: visible) == pinned,
                        "seed \(seed) \(type.name) \(option) pinned \(rect)")
                }
            }
        }
    }

    @Test("a live layout with backgrounds equals a full prepare after every change", arguments: Array(UInt64(0)..<6))
    func liveLayout(seed: UInt64) throws {
        try Self.checkLive(RoundRobin(columns: 3, headerReferenceSize: Size(width: 0, height: 20)), seed: seed)
        try Self.checkLive(Masonry(columns: 2, sectionInset: Insets(top: 4, left: 4, bottom: 4, right: 4)), seed: seed)
        try Self.checkLive(Mosaic(footerReferenceSize: Size(width: 0, height: 12)), seed: seed)
        try Self.checkLive(FlowLine(headerReferenceSize: Size(width: 0, height: 20)), seed: seed)
    }

    static func checkLive<Strategy: LayoutStrategy>(_ strategy: Strategy, seed: UInt64) throws {
        for option in [IndexOption.auto, .linear] {
            var random = SeededGenerator(seed: seed &* 101 &+ 3)
            var input = LiveEdits.randomInput(using: &random, width: 390)
            input.sectionBackground = .zero
            var live = try LiveLayout(
                strategy, input: input, index: option, checkpointSpacing: [1, 8, 32][Int(seed % 3)])
            try LiveEdits.expectEqual(live, context: "seed \(seed) initial", navigationQueries: 0, using: &random)
            for step in 0..<10 {
                let change = try LiveEdits.randomChange(&live, using: &random)
                try LiveEdits.expectEqual(
                    live, context: "seed \(seed) step \(step): \(change)", navigationQueries: 0, using: &random)
            }
        }
    }

    @Test("configurations read sectionBackground; the JSON output and the picture show it")
    func configurationAndOutput() throws {
        let on = try Configuration(json: #"{"strategy": "masonry", "width": 200, "sectionBackground": true}"#)
        #expect(on.sectionBackground == .zero)
        let inset = try Configuration(
            json: #"{"strategy": "masonry", "width": 200, "sectionBackground": [1, 2, 3, 4]}"#)
        #expect(inset.sectionBackground == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(
            try Configuration(json: #"{"strategy": "masonry", "width": 200, "sectionBackground": false}"#)
                .sectionBackground == nil)
        #expect(throws: InputError.self) {
            try Configuration(json: #"{"strategy": "masonry", "width": 200, "sectionBackground": "yes"}"#)
        }
        let layout = try Configuration(
            strategy: "round-robin", width: 200, sectionBackground: .zero,
            options: ["columns": 2, "cellPadding": 0]
        )
        .prepare(items: [ItemSize(height: 10)])
        #expect(layout.jsonText().contains(#"{"kind": "background", "section": 0, "frame": [0, 0, 200, 10]}"#))
        #expect(LayoutPicture(panels: [.init(title: "t", layout: layout)]).svg().contains("fill=\"#e8eaf6\""))
    }
}
