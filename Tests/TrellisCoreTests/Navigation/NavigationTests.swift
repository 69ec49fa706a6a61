import Testing
import TrellisTestSupport
import TrellisTesting

/// Spatial navigation and reading order: the indexed queries equal the
/// linear reference for every strategy, and the rule does what a user expects.
@Suite("Navigation")
struct NavigationTests {
    static let strategyNames = StrategyRegistry.builtIn.strategies.map { $0.name } + [CompositeStrategy.name]

    @Test(
        "neighbor, farthest and page equal the linear reference for every strategy, direction and index",
        arguments: strategyNames, [ReadingDirection.leftToRight, .rightToLeft])
    func equalsReference(strategyName: String, direction: ReadingDirection) throws {
        var random = SeededGenerator(seed: 0x4E41_5649 &+ UInt64(strategyName.utf8.count) &* 7)
        for round in 0..<3 {
            let horizontal = round == 2
            let strategy = try LiveEdits.strategy(
                named: strategyName, horizontal: horizontal, using: &random)
            var input = LiveEdits.randomInput(using: &random, width: Double.random(in: 250...500, using: &random))
            input.layoutDirection = direction
            for option in IndexOption.allCases {
                guard let layout = try? strategy.prepare(input, index: option) else { continue }
                QueryFixtures.expectNavigationMatchesReference(
                    layout, reference: layout, queries: 25, using: &random,
                    "\(strategyName) \(direction) \(option) round \(round)")
            }
        }
    }
    @Test(
        "farthest finds an item a strategy placed past the content's end, with every index",
        arguments: IndexOption.allCases)
    func farthestPastTheContent(index: IndexOption) throws {
        // Content 200 wide; item 2 lies past its right edge, item 3 past its left (as
        // a widow row of horizontal justified rows runs past the height).
        let frames = [
            Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 100, y: 0, width: 50, height: 50),
            Rect(x: 500, y: 10, width: 50, height: 30), Rect(x: -300, y: 10, width: 50, height: 30),
        ]
        let layout = try Fixed(frames: frames).prepare(
            LayoutInput(width: 200, items: Array(repeating: ItemSize(width: 1, height: 1), count: 4)), index: index)
        #expect(layout.contentSize.width == 200)
        #expect(layout.farthest(from: ElementPath(section: 0, item: 0), toward: .right)?.item == 2)
        #expect(layout.farthest(from: ElementPath(section: 0, item: 1), toward: .left)?.item == 3)
        for item in 0..<4 {
            for move in NeighborDirection.allCases {
                let path = ElementPath(section: 0, item: item)
                #expect(
                    layout.farthest(from: path, toward: move)
                        == NavigationReference.farthest(in: layout, from: path, toward: move), "\(move) from \(item)")
            }
        }
    }

    @Test("in a masonry grid down is the next item of the column, right the next column's item nearest in height")
    func masonryExpectations() throws {
        // Two columns of 100-point cells (no padding): 0 left, 1 right, 2 left, 3 right, ...
        let layout = try ShortestColumn(columns: 2, cellPadding: 0).prepare(
            LayoutInput(width: 200, items: [150, 100, 100, 150, 100].map { ItemSize(height: $0) }))
        func next(_ item: Int, _ direction: NeighborDirection) -> Int? {
            layout.neighbor(of: ElementPath(section: 0, item: item), toward: direction)?.item
        }
        // Shortest column first: column 0 holds items 0 (0–150) and 3 (150–300);
        // column 1 holds items 1 (0–100), 2 (100–200) and 4 (200–300).
        #expect(next(0, .down) == 3)
        #expect(next(3, .up) == 0)
        #expect(next(1, .down) == 2 && next(2, .down) == 4)
        #expect(next(0, .right) == 1)  // items 1 and 2 overlap item 0's height; item 1's centre is nearer
        #expect(next(3, .right) == 4)  // items 2 and 4 overlap; item 4's centre is nearer
        #expect(next(4, .left) == 3)
        #expect(next(1, .left) == 0)
        #expect(next(4, .down) == nil)
        #expect(next(0, .up) == nil)
        #expect(next(0, .left) == nil)
        #expect(next(0, .trailing) == 1 && next(1, .leading) == 0)
        // The ends of a column: item 1's column runs 1, 2, 4.
        let farthest = { (item: Int, direction: NeighborDirection) in
            layout.farthest(from: ElementPath(section: 0, item: item), toward: direction)?.item
        }
        #expect(farthest(1, .down) == 4 && farthest(4, .up) == 1 && farthest(2, .up) == 1)
        #expect(farthest(4, .down) == nil)
        // A page of 180 from item 1 (centre 50) aims at 230: item 4 (200–300) of its column;
        // a page of 90 aims at 140, inside item 2; from item 0 a long page ends at the column's last item.
        let page = { (item: Int, direction: NeighborDirection, length: Double) in
            layout.page(from: ElementPath(section: 0, item: item), toward: direction, length: length)?.item
        }
        #expect(page(1, .down, 180) == 4 && page(1, .down, 90) == 2 && page(0, .down, 5_000) == 3)
        #expect(page(4, .up, 5_000) == 1 && page(4, .down, 100) == nil)
        #expect(page(1, .down, 0) == nil && page(1, .down, .nan) == nil)
    }

    @Test(
        "dropTarget(at:) equals the linear reference for every strategy, direction and index, inside and outside the content",
        arguments: strategyNames)
    func dropTargetEqualsReference(strategyName: String) throws {
        var random = SeededGenerator(seed: 0xD20B &+ UInt64(strategyName.utf8.count) &* 13)
        for direction in [ReadingDirection.leftToRight, .rightToLeft] {
            let strategy = try LiveEdits.strategy(named: strategyName, horizontal: false, using: &random)
            var input = LiveEdits.randomInput(using: &random, width: Double.random(in: 250...500, using: &random))
            input.layoutDirection = direction
            for option in IndexOption.allCases {
                guard let layout = try? strategy.prepare(input, index: option) else { continue }
                let size = layout.contentSize
                for _ in 0..<40 {
                    let point = Point(
                        x: Double.random(in: -200...(size.width + 200), using: &random),
                        y: Double.random(in: -200...(size.height + 200), using: &random))
                    #expect(
                        layout.dropTarget(at: point) == NavigationReference.dropTarget(in: layout, at: point),
                        "\(strategyName) \(direction) \(option) at \(point)")
                }
            }
        }
    }

    @Test("a drop on an item's leading-top half goes before it, on the rest after it; far away, the nearest item")
    func dropSides() throws {
        let layout = try FlowLine(
            minimumInteritemSpacing: 0, minimumLineSpacing: 0, itemSize: Size(width: 100, height: 100)
        )
        .prepare(LayoutInput(width: 300, sections: [SectionInput(count: 6)]))
        #expect(
            layout.dropTarget(at: Point(x: 120, y: 20))
                == DropTarget(path: ElementPath(section: 0, item: 1), side: .before))
        #expect(
            layout.dropTarget(at: Point(x: 190, y: 90))
                == DropTarget(path: ElementPath(section: 0, item: 1), side: .after))
        #expect(layout.dropTarget(at: Point(x: 900, y: 150))?.path == ElementPath(section: 0, item: 5))
        #expect(layout.dropTarget(at: Point(x: .nan, y: 0)) == nil)
    }

    @Test("bad input: a path that does not exist has no neighbour")
    func missingPath() throws {
        let layout = try FlowLine().prepare(LayoutInput(width: 300, items: SamplePhotos.cycled(count: 5)))
        #expect(layout.neighbor(of: ElementPath(section: 0, item: 9), toward: .down) == nil)
        #expect(layout.neighbor(of: ElementPath(section: 3, item: 0), toward: .left) == nil)
    }

    @Test("reading order: rows top to bottom, each from its leading edge; right to left reversed within rows")
    func readingOrder() throws {
        let sizes = Array(repeating: ItemSize(width: 90, height: 60), count: 9)
        let ltr = try FlowLine().prepare(LayoutInput(width: 300, items: sizes))
        let all = Rect(x: 0, y: 0, width: ltr.contentSize.width, height: ltr.contentSize.height)
        #expect(ltr.readingOrder(in: all) == (0..<9).map { ElementPath(section: 0, item: $0) })
        var input = LayoutInput(width: 300, items: sizes)
        input.layoutDirection = .rightToLeft
        let rtl = try FlowLine().prepare(input)
        #expect(rtl.readingOrder(in: all) == (0..<9).map { ElementPath(section: 0, item: $0) })
        // A masonry: staggered tops within half a cell read as one row, left to right.
        let masonry = try ShortestColumn(columns: 3, cellPadding: 0).prepare(
            LayoutInput(width: 300, items: [100, 120, 110, 100, 90, 100].map { ItemSize(height: $0) }))
        let order = masonry.readingOrder(in: Rect(x: 0, y: 0, width: 300, height: 1_000)).map(\.item)
        #expect(Array(order.prefix(3)) == [0, 1, 2])
        // Every item overlapping the rect appears once.
        #expect(Set(order) == Set(0..<6) && order.count == 6)
    }

    @Test(
        "reading order holds every item of the rect once, rows by top, for random layouts of every strategy",
        arguments: strategyNames)
    func readingOrderInvariants(strategyName: String) throws {
        var random = SeededGenerator(seed: 0x5EAD &+ UInt64(strategyName.utf8.count))
        let strategy = try LiveEdits.strategy(named: strategyName, horizontal: false, using: &random)
        let input = LiveEdits.randomInput(using: &random, width: 390)
        guard let layout = try? strategy.prepare(input) else { return }
        for _ in 0..<10 {
            let rect = Rect(
                x: 0, y: Double.random(in: 0...max(1, layout.contentSize.height), using: &random), width: 390,
                height: 844)
            let order = layout.readingOrder(in: rect)
            let expected = layout.elements(in: rect, pinningHeaders: false).filter { $0.kind == .item }.map(\.path)
            #expect(order.count == expected.count && Set(order) == Set(expected))
        }
    }
}

/// A drag-to-reorder preview is the layout of the items moved, and leaves the controller as it was.
@Suite("Reorder preview")
struct ReorderPreviewTests {
    @Test(
        "the preview equals a full prepare of the moved items; the controller keeps its layout",
        arguments: 0..<UInt64(4))
    func previewEqualsPrepare(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x2E0D &+ seed)
        var sizes = SamplePhotos.cycled(count: 120)
        var controller = CollectionLayoutController(strategy: ShortestColumn(columns: 3))
        try controller.update(to: LayoutInput(width: 390, items: sizes))
        let before = controller.layout?.allElements
        let from = Int.random(in: 0..<120, using: &random)
        let to = Int.random(in: 0..<120, using: &random)
        let preview = try #require(
            try controller.layout(
                movingItemAt: ElementPath(section: 0, item: from), to: ElementPath(section: 0, item: to)))
        sizes.insert(sizes.remove(at: from), at: to)
        #expect(
            preview.allElements
                == (try ShortestColumn(columns: 3).prepare(LayoutInput(width: 390, items: sizes))).allElements)
        #expect(controller.layout?.allElements == before)
        #expect(
            try controller.layout(
                movingItemAt: ElementPath(section: 0, item: 500), to: ElementPath(section: 0, item: 0)) == nil)
    }
}

extension ReorderPreviewTests {
    @Test("the reorder target lands before or after the item under the finger, counting the moved item's removal")
    func reorderTarget() throws {
        var controller = CollectionLayoutController(
            strategy: FlowLine(
                minimumInteritemSpacing: 0, minimumLineSpacing: 0, itemSize: Size(width: 100, height: 100)))
        try controller.update(to: LayoutInput(width: 300, sections: [SectionInput(count: 9)]))
        func target(_ from: Int, _ x: Double, _ y: Double) -> Int? {
            controller.reorderTarget(movingItemAt: ElementPath(section: 0, item: from), to: Point(x: x, y: y))?.item
        }
        #expect(target(0, 210, 10) == 1)  // before item 2, which moves up one when item 0 leaves
        #expect(target(0, 290, 90) == 2)  // after item 2
        #expect(target(8, 10, 10) == 0)  // before item 0
        #expect(target(4, 150, 150) == 4)  // on itself
        #expect(target(12, 150, 150) == nil)
    }
}
