import Testing
import TrellisCore
import TrellisMosaic
import TrellisTestSupport

private func mosaic(_ count: Int, width: Double = 391, _ strategy: Mosaic = Mosaic()) throws -> PreparedLayout {
    try strategy.prepare(LayoutInput(width: width, sections: [SectionInput(count: count)]))
}

@Suite("mosaic: Apple's segment sequence and integral splits")
struct MosaicTests {
    // Width 391 makes every split round up: 391 × 0.5 = 195.5 → 196; × 2/3 = 260.67 → 261;
    // × 1/3 = 130.33 → 131. Segment height 200: vertical split 100, then 1 gutter, then 99.
    let full1 = Rect(x: 0, y: 1, width: 391, height: 200)
    let fiftyAt202 = [Rect(x: 0, y: 202, width: 196, height: 200), Rect(x: 197, y: 202, width: 194, height: 200)]
    let twoThirdsAt403 = [
        Rect(x: 0, y: 403, width: 261, height: 200),
        Rect(x: 262, y: 403, width: 129, height: 100),
        Rect(x: 262, y: 504, width: 129, height: 99),
    ]
    let oneThirdAt604 = [
        Rect(x: 0, y: 604, width: 131, height: 100),
        Rect(x: 0, y: 705, width: 131, height: 99),
        Rect(x: 132, y: 604, width: 259, height: 200),
    ]

    @Test(
        "the style sequence for 1 to 9 items",
        arguments: [
            (1, [Mosaic.Style.fullWidth]),
            (2, [.fullWidth, .fullWidth]),
            (3, [.fullWidth, .fiftyFifty]),
            (4, [.fullWidth, .fiftyFifty, .fullWidth]),
            (5, [.fullWidth, .fiftyFifty, .fiftyFifty]),
            (6, [.fullWidth, .fiftyFifty, .twoThirdsOneThird]),
            (7, [.fullWidth, .fiftyFifty, .twoThirdsOneThird, .fullWidth]),
            (8, [.fullWidth, .fiftyFifty, .twoThirdsOneThird, .fiftyFifty]),
            (9, [.fullWidth, .fiftyFifty, .twoThirdsOneThird, .oneThirdTwoThirds]),
            (12, [.fullWidth, .fiftyFifty, .twoThirdsOneThird, .oneThirdTwoThirds, .fiftyFifty, .fullWidth]),
        ])
    func sequence(count: Int, styles: [Mosaic.Style]) {
        #expect(Mosaic.styles(forItemCount: count) == styles)
    }

    @Test("nine items use every style, with integral splits and 1-point gutters")
    func nineItems() throws {
        let layout = try mosaic(9)
        #expect(layout.itemFrames(inSection: 0) == [full1] + fiftyAt202 + twoThirdsAt403 + oneThirdAt604)
        #expect(layout.contentSize == Size(width: 391, height: 804))
    }

    @Test("frames for every count from 1 to 9", arguments: 1...9)
    func counts(count: Int) throws {
        let layout = try mosaic(count)
        let expected: [Rect] =
            switch count {
            case 1: [full1]
            case 2: [full1, Rect(x: 0, y: 202, width: 391, height: 200)]
            case 3: [full1] + fiftyAt202
            case 4: [full1] + fiftyAt202 + [Rect(x: 0, y: 403, width: 391, height: 200)]
            case 5:
                [full1] + fiftyAt202 + [
                    Rect(x: 0, y: 403, width: 196, height: 200),
                    Rect(x: 197, y: 403, width: 194, height: 200),
                ]
            case 6: [full1] + fiftyAt202 + twoThirdsAt403
            case 7: [full1] + fiftyAt202 + twoThirdsAt403 + [Rect(x: 0, y: 604, width: 391, height: 200)]
            case 8:
                [full1] + fiftyAt202 + twoThirdsAt403 + [
                    Rect(x: 0, y: 604, width: 196, height: 200),
                    Rect(x: 197, y: 604, width: 194, height: 200),
                ]
            default: [full1] + fiftyAt202 + twoThirdsAt403 + oneThirdAt604
            }
        #expect(layout.itemFrames(inSection: 0) == expected)
        #expect(layout.contentSize == Size(width: 391, height: expected.map(\.maxY).max()!))
    }

    @Test("no items: content (W, 0); item sizes are ignored")
    func emptyAndSizes() throws {
        #expect(try mosaic(0).contentSize == Size(width: 391, height: 0))
        let sized = try Mosaic().prepare(LayoutInput(width: 391, items: [ItemSize(width: 5, height: 900)]))
        #expect(sized.itemFrames(inSection: 0) == [full1])
    }

    @Test("custom segment height and gutter; sections continue below each other")
    func options() throws {
        let strategy = Mosaic(segmentHeight: 101, gutter: 4)
        // Width 300: fifty-fifty 150 | 4 | 146. Vertical split of 101: 50.5 → 51, then 4, then 46.
        let layout = try strategy.prepare(
            LayoutInput(width: 300, sections: [SectionInput(count: 3), SectionInput(count: 1)]))
        #expect(
            layout.itemFrames(inSection: 0) == [
                Rect(x: 0, y: 4, width: 300, height: 101),
                Rect(x: 0, y: 109, width: 150, height: 101),
                Rect(x: 154, y: 109, width: 146, height: 101),
            ])
        #expect(layout.itemFrames(inSection: 1) == [Rect(x: 0, y: 214, width: 300, height: 101)])
        #expect(layout.contentSize.height == 315)
        let six = try mosaic(6, width: 300, strategy)
        // 2/3 of 300 = 200 → right piece at 204, 96 wide; split 51 | 4 | 46.
        #expect(
            Array(six.itemFrames(inSection: 0).suffix(3)) == [
                Rect(x: 0, y: 214, width: 200, height: 101),
                Rect(x: 204, y: 214, width: 96, height: 51),
                Rect(x: 204, y: 269, width: 96, height: 46),
            ])
    }

    @Test("a width too narrow for the gutter is an error, not a negative frame")
    func narrow() throws {
        #expect(throws: LayoutError.self) { try mosaic(3, width: 2, Mosaic(gutter: 1)) }
        #expect(throws: LayoutError.self) { try mosaic(6, width: 390, Mosaic(segmentHeight: 2, gutter: 1)) }
        _ = try mosaic(1, width: 2, Mosaic(gutter: 1))  // one full-width segment needs no split
    }

    @Test("segment height must be positive and the gutter non-negative")
    func badOptions() {
        #expect(throws: LayoutError.self) { try Mosaic(options: ["segmentHeight": 0]) }
        #expect(throws: LayoutError.self) { try Mosaic(options: ["gutter": -1]) }
        #expect(throws: LayoutError.self) { try Mosaic(options: ["gutter": "wide"]) }
    }
}
