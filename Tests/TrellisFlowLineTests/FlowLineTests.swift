import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Exact frames worked out by hand from Docs/Strategies/FlowLine.md.
/// `s` is minimumInteritemSpacing, `D` the line length, `left` what line
/// breaking leaves, `m` the greedy fit count and `L` what is left after it.
@Suite("flow-line placement")
struct FlowLineTests {
    /// 14 items of 50 × 50 at width 390, every option at its default.
    static let fourteenSquares: [Rect] = {
        // D = 390, s = 10. Line breaking: 390 - 50 = 340, then each next item
        // costs 60: 280, 220, 160, 100, 40; the 7th needs 60 > 40, a new line.
        // Lines [0...5], [6...11], [12, 13] at y = 0, 0 + 50 + 10 = 60, 120.
        // Justified lines: m = 6, L = 40, gap = 10 + 40 / 5 = 18:
        // x = 0, 68, 136, 204, 272, 340 (340 + 50 = 390).
        // Last line, uniform items, so `uikit` = fill: left = 340 - 60 = 280;
        // copies of 60 fit 4 times (220, 160, 100, 40): m = 6, L = 40, gap 18:
        // x = 0, 68, the first two columns.
        let columns: [Double] = [0, 68, 136, 204, 272, 340]
        var frames: [Rect] = []
        for line in 0..<3 {
            for x in columns where frames.count < 14 {
                frames.append(Rect(x: x, y: Double(line) * 60, width: 50, height: 50))
            }
        }
        return frames
    }()

    @Test("defaults: 50 × 50 items at width 390 make six justified columns; the last line keeps them")
    func defaultsAtWidth390() throws {
        let layout = try FlowLine().prepare(LayoutInput(width: 390, items: items(14, 50, 50)))
        #expect(itemFrames(layout) == Self.fourteenSquares)
        // Content: (W, 120 + 50).
        #expect(layout.contentSize == Size(width: 390, height: 170))
        #expect(layout.scrollAxis == .vertical)
        #expect(layout.indexKind == .bands)
    }

    @Test("a count section gives items of the itemSize, laid out as given sizes are")
    func countSection() throws {
        let layout = try FlowLine().prepare(LayoutInput(width: 390, sections: [SectionInput(count: 14)]))
        #expect(itemFrames(layout) == Self.fourteenSquares)
        #expect(layout.contentSize == Size(width: 390, height: 170))
    }

    @Test("an exact fit joins the line")
    func exactFit() throws {
        // D = 110: 110 - 50 = 60; the second item costs 50 + 10 = 60 ≤ 60, it
        // joins (left 0); the third needs 60 > 0: a new line at y = 60.
        // Line 0 justified: m = 2, L = 0, gap = 10 + 0 / 1 = 10: x = 0, 60.
        // Last line, uniform, fill: left = 60, one copy fits (60 ≥ 60, left 0):
        // m = 2, L = 0: x = 0.
        let layout = try FlowLine().prepare(LayoutInput(width: 110, items: items(3, 50, 50)))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 50, height: 50),
                Rect(x: 60, y: 0, width: 50, height: 50),
                Rect(x: 0, y: 60, width: 50, height: 50),
            ])
        #expect(layout.contentSize == Size(width: 110, height: 110))
    }

    @Test("an item wider than the line is alone on its line at x 0 (m == 0)")
    func itemWiderThanTheLine() throws {
        // D = 100. Item 0 (150 × 40) leaves 100 - 150 = -50; item 1 costs
        // 30 + 10 = 40 > -50: a new line. Line 0 justified: left < 0, m = 0, x = 0.
        // Line 1 at y = 40 + 10 = 50: 100 - 30 = 70, item 2 costs 40 → 30.
        // Sizes differ, so the last line is leading: x = 0, 30 + 10 = 40.
        let layout = try FlowLine().prepare(
            LayoutInput(
                width: 100,
                items: [
                    ItemSize(width: 150, height: 40), ItemSize(width: 30, height: 30), ItemSize(width: 30, height: 30),
                ]))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 150, height: 40),
                Rect(x: 0, y: 50, width: 30, height: 30),
                Rect(x: 40, y: 50, width: 30, height: 30),
            ])
        #expect(layout.contentSize == Size(width: 100, height: 80))
    }

    @Test("a lone item on a line that is not the last is centered; a mixed last line is leading")
    func loneItemCenteredAndMixedLastLineLeading() throws {
        // D = 200. Item 0 (120 × 20) leaves 80; item 1 costs 100 + 10 = 110 > 80.
        // Line 0 justified: m = 1, L = 80: x = 80 / 2 = 40.
        // Line 1 at y = 20 + 10 = 30: 200 - 100 = 100, item 2 costs 60 → 40.
        // Last line, sizes differ (uikit → leading): x = 0, 100 + 10 = 110.
        // Across (center), line 1 is 40 tall: item 1 at 30 + 0 = 30, item 2 at
        // 30 + (40 - 20) / 2 = 40.
        let layout = try FlowLine().prepare(
            LayoutInput(
                width: 200,
                items: [
                    ItemSize(width: 120, height: 20), ItemSize(width: 100, height: 40), ItemSize(width: 50, height: 20),
                ]))
        #expect(
            itemFrames(layout) == [
                Rect(x: 40, y: 0, width: 120, height: 20),
                Rect(x: 0, y: 30, width: 100, height: 40),
                Rect(x: 110, y: 40, width: 50, height: 20),
            ])
        #expect(layout.contentSize == Size(width: 200, height: 70))
    }

    @Test(
        "the last line follows lastLineAlignment",
        arguments: [
            // 6 items of 40 × 40 at width 220: D = 220, 220 - 40 = 180, then cost 50:
            // 130, 80, 30; the 5th needs 50 > 30. Line 0: m = 4, L = 30,
            // gap = 10 + 30 / 3 = 20: x = 0, 60, 120, 180. Line 1 (y = 50) holds
            // items 4, 5: left = 180 - 50 = 130.
            // uikit (uniform → fill) and fill: copies of 50 fit twice (80, 30):
            // m = 4, L = 30, gap 20: x = 0, 60.
            (FlowLine.LastLineAlignment.uikit, [0.0, 60]),
            (.fill, [0, 60]),
            // justify: m = 2, L = 130, gap = 10 + 130 / 1 = 140: x = 0, 40 + 140 = 180.
            (.justify, [0, 180]),
            // leading: x = 0, 40 + 10 = 50.
            (.leading, [0, 50]),
        ])
    func lastLineAlignment(alignment: FlowLine.LastLineAlignment, lastLineX: [Double]) throws {
        let layout = try FlowLine(lastLineAlignment: alignment)
            .prepare(LayoutInput(width: 220, items: items(6, 40, 40)))
        let expected =
            [0.0, 60, 120, 180].map { Rect(x: $0, y: 0, width: 40, height: 40) }
            + lastLineX.map { Rect(x: $0, y: 50, width: 40, height: 40) }
        #expect(itemFrames(layout) == expected)
        #expect(layout.contentSize == Size(width: 220, height: 90))
    }

    @Test(
        "fill counts copies of the last line's last item; uikit leaves mixed sizes leading",
        arguments: [(FlowLine.LastLineAlignment.fill, 72.0), (.uikit, 70)])
    func fillCopiesTheLastItem(alignment: FlowLine.LastLineAlignment, secondX: Double) throws {
        // Width 220: line 0 is four 40 × 40 items as in the test above. Line 1
        // (y = 50): 60 × 40 leaves 160, 20 × 40 costs 30 → 130.
        // fill: copies of the last item (20 + 10 = 30) fit 4 times (100, 70, 40,
        // 10): m = 6, L = 10, gap = 10 + 10 / 5 = 12: x = 0, 60 + 12 = 72.
        // uikit: the section's sizes differ → leading: x = 0, 60 + 10 = 70.
        let input = LayoutInput(
            width: 220,
            items: items(4, 40, 40) + [
                ItemSize(width: 60, height: 40), ItemSize(width: 20, height: 40),
            ])
        let layout = try FlowLine(lastLineAlignment: alignment).prepare(input)
        #expect(
            Array(itemFrames(layout).suffix(2)) == [
                Rect(x: 0, y: 50, width: 60, height: 40),
                Rect(x: secondX, y: 50, width: 20, height: 40),
            ])
    }

    @Test("a fill gap that is not a whole number (tolerance 1e-9)")
    func fillWithAFractionalGap() throws {
        // Width 132, two 20 × 20 items: 132 - 20 = 112, the second costs 30 → 82.
        // Uniform, so fill: copies of 30 fit twice (52, 22): m = 4, L = 22,
        // gap = 10 + 22 / 3 = 17.333…: x = 0, 20 + 17.333… = 37.333….
        let layout = try FlowLine().prepare(LayoutInput(width: 132, items: items(2, 20, 20)))
        let frames = itemFrames(layout)
        #expect(frames.count == 2)
        #expect(isClose(frames[0], Rect(x: 0, y: 0, width: 20, height: 20)))
        #expect(isClose(frames[1], Rect(x: 20 + 10 + 22.0 / 3.0, y: 0, width: 20, height: 20)))
        #expect(!isClose(frames[1], Rect(x: 37.3, y: 0, width: 20, height: 20)))
    }

    @Test(
        "items shorter than their line follow lineItemAlignment",
        arguments: [
            // Width 300, items 50 wide, 20 / 60 / 40 tall: one line (300 - 50 = 250,
            // 190, 130), leading (sizes differ): x = 0, 60, 120; the line is 60 tall.
            // center: (60 - h) / 2 = 20, 0, 10. top: 0. bottom: 60 - h = 40, 0, 20.
            (FlowLine.LineItemAlignment.center, [20.0, 0, 10]),
            (.top, [0, 0, 0]),
            (.bottom, [40, 0, 20]),
        ])
    func lineItemAlignment(alignment: FlowLine.LineItemAlignment, ys: [Double]) throws {
        let input = LayoutInput(
            width: 300,
            items: [
                ItemSize(width: 50, height: 20), ItemSize(width: 50, height: 60), ItemSize(width: 50, height: 40),
            ])
        let layout = try FlowLine(lineItemAlignment: alignment).prepare(input)
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: ys[0], width: 50, height: 20),
                Rect(x: 60, y: ys[1], width: 50, height: 60),
                Rect(x: 120, y: ys[2], width: 50, height: 40),
            ])
        #expect(layout.contentSize == Size(width: 300, height: 60))
    }

    @Test("section insets shorten the line, offset x and wrap the lines")
    func sectionInsets() throws {
        // Insets top 5, left 20, bottom 15, right 30 at width 230: D = 230 - 20 - 30 = 180.
        // 180 - 50 = 130, then cost 60: 70, 10; the 4th needs 60 > 10.
        // Line 0 (y = 0 + 0 + 5 = 5): m = 3, L = 10, gap = 10 + 10 / 2 = 15:
        // x = 0, 65, 130, plus the left inset: 20, 85, 150.
        // Line 1 (y = 5 + 50 + 10 = 65), uniform fill: left 130, two copies (70,
        // 10): m = 3, L = 10: x = 0 → 20. Content: 65 + 50 + 15 = 130.
        let strategy = FlowLine(sectionInset: Insets(top: 5, left: 20, bottom: 15, right: 30))
        let layout = try strategy.prepare(LayoutInput(width: 230, items: items(4, 50, 50)))
        #expect(
            itemFrames(layout) == [
                Rect(x: 20, y: 5, width: 50, height: 50),
                Rect(x: 85, y: 5, width: 50, height: 50),
                Rect(x: 150, y: 5, width: 50, height: 50),
                Rect(x: 20, y: 65, width: 50, height: 50),
            ])
        #expect(layout.contentSize == Size(width: 230, height: 130))
    }

    @Test("headers and footers span the width outside the insets")
    func headersAndFooters() throws {
        // Width 200, header 30 tall, footer 20 tall, insets top 10, bottom 5.
        // Header (0, 0, 200, 30). Items from y = 0 + 30 + 10 = 40.
        // D = 200: 150, 90, 30: one line; uniform fill: no copy fits (30 < 60):
        // m = 3, L = 30, gap = 10 + 30 / 2 = 25: x = 0, 75, 150.
        // Footer at 40 + 50 + 5 = 95: (0, 95, 200, 20). Content: 115.
        let strategy = FlowLine(
            sectionInset: Insets(top: 10, bottom: 5),
            headerReferenceSize: Size(width: 0, height: 30),
            footerReferenceSize: Size(width: 999, height: 20))
        let layout = try strategy.prepare(LayoutInput(width: 200, items: items(3, 50, 50)))
        #expect(frame(of: .header, inSection: 0, layout) == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 40, width: 50, height: 50),
                Rect(x: 75, y: 40, width: 50, height: 50),
                Rect(x: 150, y: 40, width: 50, height: 50),
            ])
        #expect(frame(of: .footer, inSection: 0, layout) == Rect(x: 0, y: 95, width: 200, height: 20))
        #expect(layout.contentSize == Size(width: 200, height: 115))
        // Result order: header, items, footer.
        #expect(layout.allElements.map(\.kind) == [.header, .item, .item, .item, .footer])
    }

    @Test("a header or footer with zero height is left out when scrolling vertically")
    func zeroHeightSupplementariesAreLeftOut() throws {
        let strategy = FlowLine(
            headerReferenceSize: Size(width: 100, height: 0),
            footerReferenceSize: Size(width: 100, height: 0))
        let layout = try strategy.prepare(LayoutInput(width: 200, items: items(1, 50, 50)))
        #expect(layout.elementCount == 1)
        #expect(frame(of: .header, inSection: 0, layout) == nil)
        #expect(frame(of: .footer, inSection: 0, layout) == nil)
    }

    @Test("an empty section still takes its header, insets and footer")
    func emptySection() throws {
        // Header 30, footer 20, insets top 10, bottom 5, width 200.
        // Section 0 (no items): header (0, 0, 200, 30); footer at 30 + 10 + 5 = 45;
        // the section ends at 65.
        // Section 1 (one 50 × 50): header (0, 65, 200, 30); item at y = 65 + 30 + 10
        // = 105; uniform fill: 150, copies of 60 fit twice (90, 30): m = 3,
        // L = 30: x = 0. Footer at 105 + 50 + 5 = 160. Content: 180.
        let strategy = FlowLine(
            sectionInset: Insets(top: 10, bottom: 5),
            headerReferenceSize: Size(width: 0, height: 30),
            footerReferenceSize: Size(width: 0, height: 20))
        let input = LayoutInput(width: 200, sections: [SectionInput(count: 0), SectionInput(items: items(1, 50, 50))])
        let layout = try strategy.prepare(input)
        #expect(frame(of: .header, inSection: 0, layout) == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(frame(of: .footer, inSection: 0, layout) == Rect(x: 0, y: 45, width: 200, height: 20))
        #expect(frame(of: .header, inSection: 1, layout) == Rect(x: 0, y: 65, width: 200, height: 30))
        #expect(itemFrames(layout) == [Rect(x: 0, y: 105, width: 50, height: 50)])
        #expect(frame(of: .footer, inSection: 1, layout) == Rect(x: 0, y: 160, width: 200, height: 20))
        #expect(layout.contentSize == Size(width: 200, height: 180))
    }

    @Test("an empty section without header, footer or insets takes no space")
    func emptySectionTakesNoSpace() throws {
        let input = LayoutInput(width: 100, sections: [SectionInput(count: 0), SectionInput(items: items(1, 100, 40))])
        let layout = try FlowLine().prepare(input)
        // D = 100, one item leaving 0: m = 1, L = 0: x = 0, at y = 0.
        #expect(itemFrames(layout) == [Rect(x: 0, y: 0, width: 100, height: 40)])
        #expect(layout.contentSize == Size(width: 100, height: 40))
    }

    @Test("sections stack with no gap and each reads its own overrides")
    func sectionsWithOverrides() throws {
        // Width 300, defaults elsewhere.
        // Section 0: count 5 of itemSize [60, 40], spacing 0: 300 - 60 = 240, then
        // cost 60: 180, 120, 60, 0 (an exact fit). One line, last, uniform fill:
        // no copy fits: m = 5, L = 0, gap 0: x = 0, 60, 120, 180, 240. Ends at 40.
        // Section 1: three 100 × 30, insets {top 10, left 25, right 25}, line
        // spacing 20, leading last line. D = 300 - 25 - 25 = 250: 150, then cost
        // 110 → 40; the third needs 110 > 40. Line 0 at y = 40 + 0 + 10 = 50:
        // m = 2, L = 40, gap = 10 + 40 / 1 = 50: x = 0, 150 → 25, 175.
        // Line 1 at y = 50 + 30 + 20 = 100, leading: x = 0 → 25. Ends at 130.
        // Section 2: one 50 × 50 with a 25-tall header: header (0, 130, 300, 25);
        // item at y = 155; uniform fill: 250, copies of 60 fit 4 times (190, 130,
        // 70, 10): m = 5, L = 10, gap = 12.5: x = 0. Content: 155 + 50 = 205.
        let input = LayoutInput(
            width: 300,
            sections: [
                SectionInput(count: 5, options: ["itemSize": [60, 40], "minimumInteritemSpacing": 0]),
                SectionInput(
                    items: items(3, 100, 30),
                    options: [
                        "sectionInset": .object(["top": 10, "left": 25, "right": 25]),
                        "minimumLineSpacing": 20,
                        "lastLineAlignment": "leading",
                    ]),
                SectionInput(
                    items: items(1, 50, 50), options: ["headerReferenceSize": .object(["width": 0, "height": 25])]),
            ])
        let layout = try FlowLine().prepare(input)
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 60, height: 40),
                Rect(x: 60, y: 0, width: 60, height: 40),
                Rect(x: 120, y: 0, width: 60, height: 40),
                Rect(x: 180, y: 0, width: 60, height: 40),
                Rect(x: 240, y: 0, width: 60, height: 40),
                Rect(x: 25, y: 50, width: 100, height: 30),
                Rect(x: 175, y: 50, width: 100, height: 30),
                Rect(x: 25, y: 100, width: 100, height: 30),
                Rect(x: 0, y: 155, width: 50, height: 50),
            ])
        #expect(frame(of: .header, inSection: 0, layout) == nil)
        #expect(frame(of: .header, inSection: 2, layout) == Rect(x: 0, y: 130, width: 300, height: 25))
        #expect(layout.contentSize == Size(width: 300, height: 205))
    }

    @Test("horizontal scrolling is the same algorithm transposed, with headers and footers")
    func horizontalScrolling() throws {
        // Height 200, insets top 10, left 5, bottom 10, right 15: D = 200 - 10 - 10 = 180.
        // Header 30 wide, footer 20 wide (their heights do not count).
        // Items (w × h) 40 × 50, 60 × 50, 20 × 50, 40 × 60; along a column an item
        // takes its height: 180 - 50 = 130, then 60 each: 70, 10; the 4th needs 70.
        // Column 0 starts at x = 0 + 30 + 5 = 35; justified: m = 3, L = 10,
        // gap = 10 + 10 / 2 = 15: y = 0, 65, 130, plus the top inset: 10, 75, 140.
        // It is 60 wide; centered across: x = 35 + (60 - w) / 2 = 45, 35, 55.
        // Column 1 at x = 35 + 60 + 10 = 105; mixed sizes → leading: y = 10.
        // The section ends at 105 + 40 + 15 = 160; footer (160, 0, 20, 200).
        // Content: (160 + 20, 200).
        let strategy = FlowLine(
            scrollDirection: .horizontal,
            sectionInset: Insets(top: 10, left: 5, bottom: 10, right: 15),
            headerReferenceSize: Size(width: 30, height: 999),
            footerReferenceSize: Size(width: 20, height: 0))
        let input = LayoutInput(
            width: 390, height: 200,
            items: [
                ItemSize(width: 40, height: 50), ItemSize(width: 60, height: 50),
                ItemSize(width: 20, height: 50), ItemSize(width: 40, height: 60),
            ])
        let layout = try strategy.prepare(input)
        #expect(frame(of: .header, inSection: 0, layout) == Rect(x: 0, y: 0, width: 30, height: 200))
        #expect(
            itemFrames(layout) == [
                Rect(x: 45, y: 10, width: 40, height: 50),
                Rect(x: 35, y: 75, width: 60, height: 50),
                Rect(x: 55, y: 140, width: 20, height: 50),
                Rect(x: 105, y: 10, width: 40, height: 60),
            ])
        #expect(frame(of: .footer, inSection: 0, layout) == Rect(x: 160, y: 0, width: 20, height: 200))
        #expect(layout.contentSize == Size(width: 180, height: 200))
        #expect(layout.scrollAxis == .horizontal)
        #expect(layout.indexKind == .bands)
    }

    @Test("horizontal scrolling of a count section stacks columns to the right")
    func horizontalCountSection() throws {
        // Height 110, 50 × 50 items: a column holds 2 (110 - 50 = 60, 60 ≥ 60 → 0).
        // 5 items: columns at x = 0, 60, 120. Justified columns: m = 2, L = 0,
        // gap 10: y = 0, 60. Last column, uniform fill: 60, one copy fits: m = 2,
        // L = 0: y = 0. Content: (120 + 50, 110).
        let layout = try FlowLine(options: ["scrollDirection": "horizontal"])
            .prepare(LayoutInput(width: 390, height: 110, sections: [SectionInput(count: 5)]))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 50, height: 50),
                Rect(x: 0, y: 60, width: 50, height: 50),
                Rect(x: 60, y: 0, width: 50, height: 50),
                Rect(x: 60, y: 60, width: 50, height: 50),
                Rect(x: 120, y: 0, width: 50, height: 50),
            ])
        #expect(layout.contentSize == Size(width: 170, height: 110))
    }

    @Test("the example of Docs/Strategies/FlowLine.md")
    func guideExample() throws {
        // Width 200, header 30 tall, insets top 10, bottom 5. Header (0, 0, 200, 30).
        // Items start at 30 + 10 = 40. D = 200: 120 × 20 leaves 80; 100 × 40
        // costs 110 > 80. Line 0 justified, m = 1, L = 80: x = 40.
        // Line 1 at 40 + 20 + 10 = 70: 200 - 100 = 100, 50 × 20 costs 60 → 40.
        // Mixed sizes → leading: x = 0, 110; centered in 40: y = 70, 70 + 10 = 80.
        // The section ends at 70 + 40 + 5 = 115.
        let strategy = try FlowLine(options: ["headerReferenceSize": [0, 30], "sectionInset": [10, 0, 5, 0]])
        let layout = try strategy.prepare(
            LayoutInput(
                width: 200,
                items: [
                    ItemSize(width: 120, height: 20), ItemSize(width: 100, height: 40), ItemSize(width: 50, height: 20),
                ]))
        #expect(frame(of: .header, inSection: 0, layout) == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(
            itemFrames(layout) == [
                Rect(x: 40, y: 40, width: 120, height: 20),
                Rect(x: 0, y: 70, width: 100, height: 40),
                Rect(x: 110, y: 80, width: 50, height: 20),
            ])
        #expect(layout.contentSize == Size(width: 200, height: 115))
    }

    @Test("no items: content (W, 0)")
    func noItems() throws {
        let none = try FlowLine().prepare(LayoutInput(width: 390, sections: []))
        #expect(none.contentSize == Size(width: 390, height: 0))
        #expect(none.elementCount == 0)
        let empty = try FlowLine().prepare(LayoutInput(width: 390, items: []))
        #expect(empty.contentSize == Size(width: 390, height: 0))
        #expect(empty.numberOfSections == 1)
        #expect(empty.elementCount == 0)
        let horizontal = try FlowLine(scrollDirection: .horizontal).prepare(
            LayoutInput(width: 390, height: 844, items: []))
        #expect(horizontal.contentSize == Size(width: 0, height: 844))
    }

    @Test("fill stops counting copies one by one past a thousand, and still terminates exactly")
    func fillWithAbsurdRatio() throws {
        // Width 1e6, two items 1e-6 wide, no spacing: about 1e12 copies fit.
        // Past 1024 copies the rest is counted by one division, so m ≈ 1e12 and
        // L < 1e-6 (less than one more copy): the gap L / (m - 1) is below 1e-17
        // and the second item starts where the first ends, at 1e-6.
        let layout = try FlowLine(minimumInteritemSpacing: 0)
            .prepare(LayoutInput(width: 1e6, items: items(2, 1e-6, 1)))
        let frames = itemFrames(layout)
        #expect(frames.count == 2)
        #expect(frames[0].minX == 0)
        #expect(abs(frames[1].minX - 1e-6) < 1e-15)
    }

    @Test("elements in any rect match the linear scan, for every index option")
    func indexesMatchLinear() throws {
        let photos = SamplePhotos.cycled(count: 2_000).map {
            ItemSize(width: ($0.width ?? 1) / 6, height: $0.height / 6)
        }
        let sections = [
            SectionInput(items: Array(photos[..<700])),
            SectionInput(count: 0),
            SectionInput(items: Array(photos[700...]), options: ["lineItemAlignment": "bottom"]),
        ]
        for direction in FlowLine.ScrollDirection.allCases {
            let strategy = FlowLine(
                scrollDirection: direction, sectionInset: .uniform(8),
                headerReferenceSize: Size(width: 40, height: 40),
                footerReferenceSize: Size(width: 20, height: 20))
            let input = LayoutInput(width: 390, height: 844, sections: sections)
            let linear = try strategy.prepare(input, index: .linear)
            let extent = direction == .vertical ? linear.contentSize.height : linear.contentSize.width
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            for option in IndexOption.allCases where option != .linear {
                let indexed = try strategy.prepare(input, index: option)
                #expect(indexed.allElements == linear.allElements)
                for _ in 0..<200 {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let offset = Double(seed >> 11) / Double(1 << 53) * extent
                    let rect =
                        direction == .vertical
                        ? Rect(x: 0, y: offset, width: 390, height: 844)
                        : Rect(x: offset, y: 0, width: 390, height: 844)
                    #expect(indexed.elementPositions(in: rect) == linear.elementPositions(in: rect))
                }
            }
        }
    }
}
