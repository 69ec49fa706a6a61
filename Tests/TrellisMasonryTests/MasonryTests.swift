import Testing
import TrellisTesting
import TrellisTools

/// Item frames in item order, for one-section layouts.
private func frames(_ strategy: some LayoutStrategy, width: Double = 300, heights: [Double]) throws -> [Rect] {
    let layout = try strategy.prepare(LayoutInput(width: width, items: heights.map { ItemSize(height: $0) }))
    return layout.allElements.map(\.frame)
}

private func largePhotoInput(seed: UInt64, sections: Int) -> LayoutInput {
    var random = SeededGenerator(seed: seed)
    let width = Double.random(in: 200...1600, using: &random)
    return LayoutInput(
        width: width,
        sections: (0..<sections).map { _ in
            SectionInput(
                items: (0..<Int.random(in: 0...150, using: &random)).map { _ in
                    ItemSize(
                        width: Double.random(in: 50...4000, using: &random),
                        height: Double.random(in: 50...4000, using: &random))
                })
        })
}

@Suite("masonry")
struct MasonryTests {
    @Test("tolerance 0: the shortest column, exact ties taken in order from the cursor")
    func zeroToleranceTies() throws {
        // 3 columns of 100, no padding. Heights after each item:
        // [30,0,0] → [30,10,0] → [30,10,30] → [30,30,30] → all tied, cursor at 2: item 4 goes to column 2
        // (shortest-column would take column 0) → [30,30,70] → item 5: tie 0/1, cursor 0 → column 0.
        let masonry = Masonry(columns: 3, cellPadding: 0, tolerance: 0)
        let placed = try frames(masonry, heights: [30, 10, 30, 20, 40, 5])
        #expect(
            placed == [
                Rect(x: 0, y: 0, width: 100, height: 30),
                Rect(x: 100, y: 0, width: 100, height: 10),
                Rect(x: 200, y: 0, width: 100, height: 30),
                Rect(x: 100, y: 10, width: 100, height: 20),
                Rect(x: 200, y: 30, width: 100, height: 40),
                Rect(x: 0, y: 30, width: 100, height: 5),
            ])
        let shortest = try frames(ShortestColumn(columns: 3, cellPadding: 0), heights: [30, 10, 30, 20, 40, 5])
        #expect(shortest[4] == Rect(x: 0, y: 30, width: 100, height: 40))
    }

    @Test("a middle tolerance takes a nearly-shortest column when it comes first from the cursor")
    func middleTolerance() throws {
        // Tolerance 15. [100,0,0] → [100,70,0] → [100,70,60]; item 3: shortest 60, limit 75,
        // candidates {1, 2}, cursor 0 → column 1 (not the shortest, 2) → [100,90,60];
        // item 4: limit 75 → {2} → [100,90,110]; item 5: shortest 90, limit 105, {0, 1}, cursor 0 → column 0.
        let masonry = Masonry(columns: 3, cellPadding: 0, tolerance: 15)
        let layout = try masonry.prepare(
            LayoutInput(width: 300, items: [100, 70, 60, 20, 50, 30].map { ItemSize(height: $0) }))
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 100),
                Rect(x: 100, y: 0, width: 100, height: 70),
                Rect(x: 200, y: 0, width: 100, height: 60),
                Rect(x: 100, y: 70, width: 100, height: 20),
                Rect(x: 200, y: 60, width: 100, height: 50),
                Rect(x: 0, y: 100, width: 100, height: 30),
            ])
        #expect(layout.contentSize == Size(width: 300, height: 130))
    }

    @Test("cell arithmetic with padding and natural sizes follows the column strategies")
    func padding() throws {
        // Width 390, 2 columns: columnWidth 195, item width 183; 640×480 → photo height 137.25, cell 149.25.
        let layout = try Masonry(columns: 2, cellPadding: 6, tolerance: 0).prepare(
            LayoutInput(
                width: 390,
                items: [
                    ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640), ItemSize(height: 50),
                ]))
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 6, y: 6, width: 183, height: 137.25),
                Rect(x: 201, y: 6, width: 183, height: 244),
                Rect(x: 6, y: 155.25, width: 183, height: 50),
            ])
        #expect(layout.contentSize == Size(width: 390, height: 256))
    }

    @Test(
        "a huge tolerance is in-order round-robin, on random inputs with several sections",
        arguments: [(UInt64(1), 1), (2, 2), (3, 3), (4, 5), (5, 8)])
    func hugeToleranceIsRoundRobin(seed: UInt64, columns: Int) throws {
        let input = largePhotoInput(seed: seed, sections: 3)
        for tolerance in [1e12, .infinity] {
            let masonry = try Masonry(columns: columns, cellPadding: 4, tolerance: tolerance).prepare(input)
            let roundRobin = try RoundRobin(columns: columns, cellPadding: 4).prepare(input)
            #expect(masonry.allElements == roundRobin.allElements)
            #expect(masonry.contentSize == roundRobin.contentSize)
        }
    }

    @Test(
        "tolerance 0 is shortest-column when no two columns tie exactly, on random inputs",
        arguments: [(UInt64(11), 2), (12, 3), (13, 4), (14, 6)])
    func zeroToleranceIsShortestColumn(seed: UInt64, columns: Int) throws {
        // Random real sizes: columns tie only at a section's start, where both take column 0, then 1, ...
        let input = largePhotoInput(seed: seed, sections: 3)
        let masonry = try Masonry(columns: columns, cellPadding: 3, tolerance: 0).prepare(input)
        let shortest = try ShortestColumn(columns: columns, cellPadding: 3).prepare(input)
        #expect(masonry.allElements == shortest.allElements)
        #expect(masonry.contentSize == shortest.contentSize)
    }

    @Test("the tolerance option: a number of at least 0 or \"infinite\", default 16")
    func toleranceOption() throws {
        #expect(try Masonry(options: [:]).tolerance == 16)
        #expect(try Masonry(options: ["tolerance": 40]).tolerance == 40)
        #expect(try Masonry(options: ["tolerance": "infinite"]).tolerance == .infinity)
        #expect(throws: LayoutError.invalidOption(key: "tolerance", reason: "must be at least 0, got -1")) {
            try Masonry(options: ["tolerance": -1])
        }
        #expect(
            throws: LayoutError.invalidOption(
                key: "tolerance", reason: "expected a number of at least 0, or \"infinite\", got \"lots\"")
        ) {
            try Masonry(options: ["tolerance": "lots"])
        }
        #expect(throws: LayoutError.self) {
            try Masonry(columns: 2, tolerance: -1).prepare(LayoutInput(width: 300, items: []))
        }
    }

    @Test("is registered as a built-in and configurable by name")
    func registered() throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(
            named: "masonry", options: ["columns": 3, "tolerance": 0])
        let layout = try strategy.prepare(
            LayoutInput(width: 300, items: [30, 10, 30, 20, 40].map { ItemSize(height: $0) }))
        #expect(
            layout.attributesForItem(at: ElementPath(section: 0, item: 4))?.frame
                == Rect(x: 200 + 6, y: 42 + 6, width: 88, height: 40))
        #expect(layout.indexKind == .bands)  // level columns: one band of the five items
    }
}
