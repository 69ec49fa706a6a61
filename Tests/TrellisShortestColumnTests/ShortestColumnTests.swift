import Testing
import TrellisCore
import TrellisShortestColumn
import TrellisTestSupport

@Suite("shortest-column: each item to the shortest column, ties to the leftmost")
struct ShortestColumnTests {
    // W = 400, 2 columns, padding 10: columnWidth 200, item width 180.
    let strategy = ShortestColumn(columns: 2, cellPadding: 10)
    let tall = ItemSize(width: 100, height: 100)  // photo 180, cell 200
    let short = ItemSize(width: 100, height: 50)  // photo 90, cell 110

    @Test("after a tall item, the next two go to the shorter column")
    func shortestWins() throws {
        let layout = try strategy.prepare(LayoutInput(width: 400, items: [tall, short, short, short]))
        #expect(
            layout.itemFrames(inSection: 0) == [
                Rect(x: 10, y: 10, width: 180, height: 180),  // col 0 → 200
                Rect(x: 210, y: 10, width: 180, height: 90),  // col 1 → 110
                Rect(x: 210, y: 120, width: 180, height: 90),  // col 1 (110 < 200) → 220
                Rect(x: 10, y: 210, width: 180, height: 90),  // col 0 (200 < 220) → 310
            ])
        #expect(layout.contentSize == Size(width: 400, height: 310))
    }

    @Test("ties go to the lowest column index")
    func ties() throws {
        let layout = try ShortestColumn(columns: 3, cellPadding: 0)
            .prepare(LayoutInput(width: 300, items: Array(repeating: ItemSize(width: 100, height: 50), count: 5)))
        #expect(
            layout.itemFrames(inSection: 0) == [
                Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 100, y: 0, width: 100, height: 50),
                Rect(x: 200, y: 0, width: 100, height: 50), Rect(x: 0, y: 50, width: 100, height: 50),
                Rect(x: 100, y: 50, width: 100, height: 50),
            ])
    }

    @Test("no items, one item, a fixed-height item")
    func smallCases() throws {
        #expect(try strategy.prepare(LayoutInput(width: 400, items: [])).contentSize == Size(width: 400, height: 0))
        let one = try strategy.prepare(LayoutInput(width: 400, items: [ItemSize(height: 33)]))
        #expect(one.itemFrames(inSection: 0) == [Rect(x: 10, y: 10, width: 180, height: 33)])
        #expect(one.contentSize.height == 53)
    }

    @Test("column heights never differ by more than the tallest cell (real photo sizes)")
    func balance() throws {
        let sizes = (0..<500).map { (index: Int) -> ItemSize in
            let width = 300.0 + Double(index * 37 % 400)
            let height = 200.0 + Double(index * 53 % 500)
            return ItemSize(width: width, height: height)
        }
        for columns in 1...6 {
            let layout = try ShortestColumn(columns: columns, cellPadding: 4)
                .prepare(LayoutInput(width: 390, items: sizes))
            var bottoms = Array(repeating: 0.0, count: columns)
            var tallestCell = 0.0
            for frame in layout.itemFrames(inSection: 0) {
                let column = Int((frame.minX / (390.0 / Double(columns))).rounded(.down))
                bottoms[column] = max(bottoms[column], frame.maxY + 4)
                tallestCell = max(tallestCell, frame.height + 8)
            }
            let imbalance = bottoms.max()! - bottoms.min()!
            #expect(imbalance <= tallestCell + 1e-9, "columns \(columns)")
            #expect(abs(layout.contentSize.height - bottoms.max()!) < 1e-9)
        }
    }
}
