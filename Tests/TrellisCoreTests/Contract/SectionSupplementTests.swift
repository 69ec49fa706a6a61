import Testing
import TrellisTesting
import TrellisTools

/// Sections, headers, footers, insets, per-section options and horizontal
/// scrolling of the column strategies and mosaic: exact frames worked out by
/// hand from the rules in Docs/Strategies, and the transposition property.
@Suite("Sections and scroll direction: column strategies and mosaic")
struct SectionSupplementTests {
    static let inset = Insets(top: 10, left: 20, bottom: 30, right: 20)

    @Test("round-robin: header, insets, footer and a per-section column count, by hand")
    func roundRobinSections() throws {
        let strategy = RoundRobin(
            columns: 2, cellPadding: 5, sectionInset: Self.inset,
            headerReferenceSize: Size(width: 0, height: 40),
            footerReferenceSize: Size(width: 999, height: 25))
        let input = LayoutInput(
            width: 240,
            sections: [
                SectionInput(items: [ItemSize(height: 50), ItemSize(height: 30), ItemSize(height: 20)]),
                SectionInput(items: [ItemSize(height: 10)], options: ["columns": 1]),
            ])
        let layout = try strategy.prepare(input)
        // Section 0: header at 0; columns 100 wide from x = 20; items from y = 0 + 40 + 10 = 50.
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 240, height: 40),  // header
                Rect(x: 25, y: 55, width: 90, height: 50),  // cell (20, 50, 100, 60)
                Rect(x: 125, y: 55, width: 90, height: 30),  // cell (120, 50, 100, 40)
                Rect(x: 25, y: 115, width: 90, height: 20),  // cell (20, 110, 100, 30)
                Rect(x: 0, y: 170, width: 240, height: 25),  // footer: tallest column 140 + bottom 30
                // Section 1 starts at 195: one column 200 wide; items from 195 + 40 + 10 = 245.
                Rect(x: 0, y: 195, width: 240, height: 40),
                Rect(x: 25, y: 250, width: 190, height: 10),  // cell (20, 245, 200, 20)
                Rect(x: 0, y: 295, width: 240, height: 25),  // 265 + 30
            ])
        #expect(layout.allElements.map(\.kind) == [.header, .item, .item, .item, .footer, .header, .item, .footer])
        #expect(layout.contentSize == Size(width: 240, height: 320))
        #expect(
            layout.attributesForSupplementaryElement(ofKind: .footer, inSection: 1)?.frame
                == Rect(x: 0, y: 295, width: 240, height: 25))
    }

    @Test("mosaic: header, insets, footer and a per-section segment height, by hand")
    func mosaicSections() throws {
        let strategy = Mosaic(
            segmentHeight: 100, gutter: 2,
            sectionInset: Insets(top: 4, left: 10, bottom: 6, right: 10),
            headerReferenceSize: Size(width: 0, height: 30),
            footerReferenceSize: Size(width: 0, height: 20))
        let input = LayoutInput(
            width: 220,
            sections: [
                SectionInput(count: 3),
                SectionInput(count: 1, options: ["segmentHeight": 50]),
            ])
        let layout = try strategy.prepare(input)
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 220, height: 30),  // header; items start at 30 + 4 = 34
                Rect(x: 10, y: 36, width: 200, height: 100),  // full width, one gutter down
                Rect(x: 10, y: 138, width: 100, height: 100),  // fifty-fifty of 200: 100, then 102 + 98
                Rect(x: 112, y: 138, width: 98, height: 100),
                Rect(x: 0, y: 244, width: 220, height: 20),  // 238 + bottom 6
                Rect(x: 0, y: 264, width: 220, height: 30),  // section 1: items start at 298
                Rect(x: 10, y: 300, width: 200, height: 50),
                Rect(x: 0, y: 356, width: 220, height: 20),  // 350 + 6
            ])
        #expect(layout.contentSize == Size(width: 220, height: 376))
    }

    @Test("masonry: a per-section tolerance changes only its section")
    func masonryTolerance() throws {
        let sizes = [ItemSize(height: 100), ItemSize(height: 10), ItemSize(height: 10), ItemSize(height: 10)]
        let input = LayoutInput(
            width: 300,
            sections: [
                SectionInput(items: sizes), SectionInput(items: sizes, options: ["tolerance": "infinite"]),
            ])
        let layout = try Masonry(columns: 3, cellPadding: 0, tolerance: 0).prepare(input)
        let xs = layout.allElements.map(\.frame.minX)
        // Tolerance 0: 0, 1, 2, then the shortest from the cursor (column 0 is taller): 1.
        // Infinite: in turn, 0, 1, 2, 0.
        #expect(xs == [0, 100, 200, 100, 0, 100, 200, 0])
    }

    @Test("horizontal scrolling is the vertical layout transposed", arguments: 0..<8)
    func horizontalIsTransposed(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let extent = Double.random(in: 200...600, using: &random)
        var sections: [SectionInput] = []
        var transposedSections: [SectionInput] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let sizes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                ItemSize(
                    width: Double.random(in: 10...300, using: &random),
                    height: Double.random(in: 10...300, using: &random))
            }
            sections.append(SectionInput(items: sizes))
            transposedSections.append(
                SectionInput(items: sizes.map { ItemSize(width: $0.height, height: $0.width ?? 0) }))
        }
        let inset = Insets(top: 3, left: 5, bottom: 7, right: 11)
        let header = Size(width: 17, height: 13)
        let footer = Size(width: 19, height: 23)
        let pairs: [(any LayoutStrategy, any LayoutStrategy)] = [
            (
                RoundRobin(columns: 3, sectionInset: inset, headerReferenceSize: header, footerReferenceSize: footer),
                RoundRobin(
                    columns: 3, scrollDirection: .horizontal, sectionInset: inset.transposed,
                    headerReferenceSize: header.transposed, footerReferenceSize: footer.transposed)
            ),
            (
                ShortestColumn(columns: 2, sectionInset: inset, headerReferenceSize: header),
                ShortestColumn(
                    columns: 2, scrollDirection: .horizontal, sectionInset: inset.transposed,
                    headerReferenceSize: header.transposed)
            ),
            (
                Masonry(columns: 4, tolerance: 20, footerReferenceSize: footer),
                Masonry(columns: 4, tolerance: 20, scrollDirection: .horizontal, footerReferenceSize: footer.transposed)
            ),
            (
                Mosaic(sectionInset: inset, headerReferenceSize: header),
                Mosaic(
                    scrollDirection: .horizontal, sectionInset: inset.transposed, headerReferenceSize: header.transposed
                )
            ),
        ]
        for (vertical, horizontal) in pairs {
            let down = try vertical.prepare(LayoutInput(width: extent, sections: sections))
            let across = try horizontal.prepare(LayoutInput(width: 1, height: extent, sections: transposedSections))
            #expect(
                across.allElements.map(\.frame) == down.allElements.map(\.frame.transposed), "\(type(of: vertical))")
            #expect(across.contentSize == Size(width: down.contentSize.height, height: down.contentSize.width))
            #expect(across.scrollAxis == .horizontal)
            #expect(across.indexKind == down.indexKind)
        }
    }

    @Test("horizontal without a height, and insets wider than the viewport, are errors naming them")
    func errors() {
        #expect(
            throws: LayoutError.invalidViewport(
                "horizontal round-robin needs a height: its columns run across the viewport's height; give \"height\"")
        ) {
            try RoundRobin(scrollDirection: .horizontal).prepare(LayoutInput(width: 300, items: []))
        }
        #expect(throws: LayoutError.self) {
            try Mosaic(sectionInset: Insets(top: 0, left: 200, bottom: 0, right: 100))
                .prepare(LayoutInput(width: 300, sections: [SectionInput(count: 2)]))
        }
        #expect(throws: LayoutError.self) {
            try ShortestColumn().prepare(
                LayoutInput(
                    width: 300,
                    sections: [
                        SectionInput(count: 2, options: ["headerReferenceSize": [0, -1]])
                    ]))
        }
        #expect(throws: LayoutError.self) {
            try RoundRobin(sectionInset: Insets(top: -1, left: 0, bottom: 0, right: 0))
                .prepare(LayoutInput(width: 300, sections: [SectionInput(count: 2)]))
        }
    }
}

extension Insets {
    /// The insets of the transposed layout: top ↔ left, bottom ↔ right.
    var transposed: Insets { Insets(top: left, left: top, bottom: right, right: bottom) }
}

extension Size {
    var transposed: Size { Size(width: height, height: width) }
}
