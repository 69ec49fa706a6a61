import Testing
import TrellisTestSupport
import TrellisTools

/// Exact frames of `lineAlignment`, worked out by hand from the rules in
/// Docs/Strategies/FlowLine.md ("Along the line").
@Suite("flow-line lineAlignment")
struct FlowLineAlignmentTests {
    /// Five items at width 200, spacing 10: 60, 50, 40 wide (line 0: 200 - 60
    /// = 140, then 140 - 60 = 80, 80 - 50 = 30; the 4th needs 70 + 10 > 30),
    /// then 70 and 30 wide (line 1: 200 - 70 = 130, 130 - 40 = 90). All 20 tall.
    static let tags = [
        ItemSize(width: 60, height: 20), ItemSize(width: 50, height: 20), ItemSize(width: 40, height: 20),
        ItemSize(width: 70, height: 20), ItemSize(width: 30, height: 20),
    ]

    @Test(
        "every line follows lineAlignment, the last too when lastLineAlignment is uikit",
        arguments: [
            // justified (UIKit): line 0 has m = 3, L = 30, gap = 10 + 30 / 2 = 25:
            // x = 0, 85, 160. The last line: sizes differ, so uikit = leading: 0, 80.
            (FlowLine.LineAlignment.justified, [0.0, 85, 160, 0, 80]),
            // leading: exactly 10 apart: 0, 70, 130; 0, 80.
            (.leading, [0, 70, 130, 0, 80]),
            // center: line 0 leaves 30, so it starts at 15: 15, 85, 145; line 1
            // leaves 90: 45, 125.
            (.center, [15, 85, 145, 45, 125]),
            // trailing: line 0 starts at 30: 30, 100, 160; line 1 at 90: 90, 170.
            (.trailing, [30, 100, 160, 90, 170]),
        ])
    func everyLine(alignment: FlowLine.LineAlignment, xs: [Double]) throws {
        let layout = try FlowLine(lineAlignment: alignment).prepare(LayoutInput(width: 200, items: Self.tags))
        let ys: [Double] = [0, 0, 0, 30, 30]
        #expect(
            itemFrames(layout)
                == zip(Self.tags.indices, Self.tags).map { index, size in
                    Rect(x: xs[index], y: ys[index], width: size.width!, height: size.height)
                })
        #expect(layout.contentSize == Size(width: 200, height: 50))
    }

    @Test(
        "an explicit lastLineAlignment still sets the last line",
        arguments: [
            // center lines; the last line (items 3, 4: left 90) as asked.
            (FlowLine.LastLineAlignment.leading, [0.0, 80]),
            // justify: m = 2, L = 90, gap = 10 + 90 = 100: x = 0, 170.
            (.justify, [0, 170]),
            // fill: copies of the 30 wide item (cost 40) fit twice (50, 10):
            // m = 4, L = 10, gap = 10 + 10 / 3: x = 0, 70 + 10 + 10 / 3.
            (.fill, [0, 70 + (10 + 10.0 / 3)]),
            // uikit with center lines: center, 45 and 125.
            (.uikit, [45, 125]),
        ])
    func lastLine(lastLine: FlowLine.LastLineAlignment, xs: [Double]) throws {
        let layout = try FlowLine(lineAlignment: .center, lastLineAlignment: lastLine)
            .prepare(LayoutInput(width: 200, items: Self.tags))
        let frames = itemFrames(layout)
        #expect(frames.prefix(3).map(\.minX) == [15, 85, 145])
        #expect(frames.suffix(2).map(\.minX) == xs)
    }

    @Test("insets offset every alignment; a lone item wider than the line starts at the leading inset")
    func insetsAndOverflow() throws {
        // Left inset 20, right 10 at width 230: D = 200, so the same lines as
        // above, each x plus 20. Then a 250 wide item alone on line 2
        // (left = 200 - 250 < 0): x = 20 for every alignment.
        let input = LayoutInput(width: 230, items: Self.tags + [ItemSize(width: 250, height: 20)])
        for (alignment, xs) in [
            (FlowLine.LineAlignment.center, [35.0, 105, 165, 65, 145, 20]),
            (.trailing, [50, 120, 180, 110, 190, 20]),
        ] {
            let layout = try FlowLine(
                sectionInset: Insets(top: 0, left: 20, bottom: 0, right: 10), lineAlignment: alignment
            )
            .prepare(input)
            #expect(itemFrames(layout).map(\.minX) == xs, "\(alignment)")
        }
    }

    @Test("right to left: leading is the right side, every frame mirrored across the width")
    func rightToLeft() throws {
        for alignment in FlowLine.LineAlignment.allCases {
            let strategy = FlowLine(lineAlignment: alignment)
            let leftToRight = try strategy.prepare(LayoutInput(width: 200, items: Self.tags))
            let rightToLeft = try strategy.prepare(
                LayoutInput(width: 200, items: Self.tags, layoutDirection: .rightToLeft))
            #expect(
                itemFrames(rightToLeft)
                    == itemFrames(leftToRight).map {
                        Rect(x: 200 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height)
                    },
                "\(alignment)")
        }
        // trailing right to left: line 0 against the left inset: 200 - 30 - 60 = 110, then 50, 0.
        let layout = try FlowLine(lineAlignment: .trailing)
            .prepare(LayoutInput(width: 200, items: Self.tags, layoutDirection: .rightToLeft))
        #expect(itemFrames(layout).prefix(3).map(\.minX) == [110, 50, 0])
    }

    @Test("horizontal scrolling: lines run down the height; leading is the top, trailing the bottom")
    func horizontal() throws {
        // Height 200: the same lines transposed (an item's height runs along its column).
        let transposed = Self.tags.map { ItemSize(width: $0.height, height: $0.width!) }
        let layout = try FlowLine(scrollDirection: .horizontal, lineAlignment: .trailing)
            .prepare(LayoutInput(width: 300, height: 200, items: transposed))
        #expect(itemFrames(layout).map(\.minY) == [30, 100, 160, 90, 170])
        #expect(itemFrames(layout).map(\.minX) == [0, 0, 0, 30, 30])
    }

    @Test("a section overrides lineAlignment")
    func sectionOverride() throws {
        let layout = try FlowLine().prepare(
            LayoutInput(
                width: 200,
                sections: [
                    SectionInput(items: Self.tags),
                    SectionInput(items: Self.tags, options: ["lineAlignment": "center"]),
                ]))
        let frames = itemFrames(layout)
        #expect(frames.prefix(5).map(\.minX) == [0, 85, 160, 0, 80])
        #expect(frames.suffix(5).map(\.minX) == [15, 85, 145, 45, 125])
        let error = layoutError {
            _ = try FlowLine().prepare(
                LayoutInput(
                    width: 200, sections: [SectionInput(items: Self.tags, options: ["lineAlignment": "middle"])]))
        }
        #expect(
            error
                == .invalidOption(
                    key: "sections[0].lineAlignment",
                    reason: "expected one of \"justified\", \"leading\", \"center\", \"trailing\", got \"middle\""))
    }
}
