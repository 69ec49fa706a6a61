import Testing
import TrellisCore
import TrellisRoundRobin
import TrellisTestSupport

@Suite("round-robin: the Pinterest tutorial's rules, frame by frame")
struct RoundRobinTests {
    // W = 400, 2 columns, padding 10: columnWidth 200, item width 180.
    // photoHeight = (h / w) * 180: 100×50 → 90 (cell 110), 100×100 → 180 (cell 200).
    let strategy = RoundRobin(columns: 2, cellPadding: 10)

    @Test("items alternate columns whatever their heights; a fixed height is used as is")
    func alternation() throws {
        let items = [
            ItemSize(width: 100, height: 50), ItemSize(width: 100, height: 100),
            ItemSize(width: 200, height: 100), ItemSize(height: 40), ItemSize(width: 100, height: 100),
        ]
        let layout = try strategy.prepare(LayoutInput(width: 400, items: items))
        #expect(
            layout.itemFrames(inSection: 0) == [
                Rect(x: 10, y: 10, width: 180, height: 90),  // col 0, y0 → 110
                Rect(x: 210, y: 10, width: 180, height: 180),  // col 1, y1 → 200
                Rect(x: 10, y: 120, width: 180, height: 90),  // col 0: 200×100 → 90; y0 → 220
                Rect(x: 210, y: 210, width: 180, height: 40),  // col 1: fixed height 40; y1 → 260
                Rect(x: 10, y: 230, width: 180, height: 180),  // col 0; y0 → 420
            ])
        #expect(layout.contentSize == Size(width: 400, height: 420))
    }

    @Test("a tall first item does not change the turn order (item order is not y order)")
    func itemOrderIsNotYOrder() throws {
        let items = [ItemSize(width: 100, height: 100)] + Array(repeating: ItemSize(width: 100, height: 50), count: 3)
        let layout = try strategy.prepare(LayoutInput(width: 400, items: items))
        #expect(
            layout.itemFrames(inSection: 0) == [
                Rect(x: 10, y: 10, width: 180, height: 180),
                Rect(x: 210, y: 10, width: 180, height: 90),
                Rect(x: 10, y: 210, width: 180, height: 90),
                Rect(x: 210, y: 120, width: 180, height: 90),  // above item 2
            ])
        #expect(layout.contentSize.height == 310)
    }

    @Test("the photo keeps its aspect ratio at the column width, in the spec's order of operations")
    func aspectArithmetic() throws {
        // W = 390, defaults (2 columns, padding 6): columnWidth 195, photo width 183.
        let layout = try RoundRobin().prepare(LayoutInput(width: 390, items: [ItemSize(width: 480, height: 640)]))
        let photo = (640.0 / 480.0) * (195.0 - 2 * 6.0)
        #expect(layout.itemFrames(inSection: 0) == [Rect(x: 6, y: 6, width: 183, height: (6 * 2 + photo) - 2 * 6)])
        #expect(layout.contentSize == Size(width: 390, height: 6 * 2 + photo))
    }

    @Test("no items: content (W, 0); one item; as many items as columns fill one row")
    func smallCounts() throws {
        let empty = try strategy.prepare(LayoutInput(width: 400, items: []))
        #expect(empty.contentSize == Size(width: 400, height: 0))
        #expect(empty.elements(in: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)).isEmpty)

        let three = try RoundRobin(columns: 3, cellPadding: 0)
            .prepare(LayoutInput(width: 300, items: Array(repeating: ItemSize(width: 100, height: 50), count: 3)))
        #expect(
            three.itemFrames(inSection: 0) == [
                Rect(x: 0, y: 0, width: 100, height: 50),
                Rect(x: 100, y: 0, width: 100, height: 50),
                Rect(x: 200, y: 0, width: 100, height: 50),
            ])
        #expect(three.contentSize.height == 50)
    }

    @Test("each section starts below the tallest column of the one before, in column 0")
    func sections() throws {
        let input = LayoutInput(
            width: 400,
            sections: [
                SectionInput(items: [ItemSize(width: 100, height: 100), ItemSize(width: 100, height: 50)]),
                SectionInput(items: []),
                SectionInput(items: [ItemSize(width: 100, height: 50), ItemSize(width: 100, height: 50)]),
            ])
        let layout = try strategy.prepare(input)
        #expect(
            layout.itemFrames(inSection: 2) == [
                Rect(x: 10, y: 210, width: 180, height: 90),
                Rect(x: 210, y: 210, width: 180, height: 90),
            ])
        #expect(layout.numberOfItems(inSection: 1) == 0)
        #expect(layout.contentSize.height == 310)
    }

    @Test("a count section gives square photos")
    func countSection() throws {
        let layout = try strategy.prepare(LayoutInput(width: 400, sections: [SectionInput(count: 2)]))
        #expect(
            layout.itemFrames(inSection: 0) == [
                Rect(x: 10, y: 10, width: 180, height: 180),
                Rect(x: 210, y: 10, width: 180, height: 180),
            ])
    }

    @Test("padding up to half the column is allowed; beyond it is a configuration error")
    func paddingLimit() throws {
        let zeroWidth = try RoundRobin(columns: 2, cellPadding: 25)
            .prepare(LayoutInput(width: 100, items: [ItemSize(width: 10, height: 10)]))
        #expect(zeroWidth.itemFrames(inSection: 0) == [Rect(x: 25, y: 25, width: 0, height: 0)])
        #expect(throws: LayoutError.self) {
            try RoundRobin(columns: 2, cellPadding: 25.5).prepare(LayoutInput(width: 100, items: []))
        }
    }

    @Test(
        "options are read by name and checked",
        arguments: [
            (["columns": 0], "columns"),
            (["columns": 2.5], "columns"),
            (["columns": 1e12], "columns"),
            (["columns": "3"], "columns"),
            (["cellPadding": -1], "cellPadding"),
        ] as [(OptionValues, String)])
    func badOptions(options: OptionValues, key: String) {
        #expect {
            try RoundRobin(options: options)
        } throws: { error in
            guard case .invalidOption(let badKey, _) = error as? LayoutError else { return false }
            return badKey == key
        }
    }
}
