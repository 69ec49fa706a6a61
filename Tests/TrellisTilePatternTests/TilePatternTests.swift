import Testing
import TrellisTesting
import TrellisTools

/// Exact frames worked out by hand from the rules in
/// Docs/Strategies/TilePattern.md. Width 404 with 4 columns and spacing 4
/// makes cells of (404 + 4) / 4 - 4 = 98, a column or row every 102.
@Suite("tile-pattern placement")
struct TilePatternTests {
    /// The item frames of a layout, in (section, item) order.
    static func items(_ layout: PreparedLayout) -> [Rect] {
        layout.allElements.filter { $0.kind == .item }.map(\.frame)
    }

    @Test("quilted (the default): a 2 × 2 tile, two 1 × 1 beside it, a 2 × 1 below them; every two rows again")
    func quilted() throws {
        let layout = try TilePattern().prepare(LayoutInput(width: 404, sections: [SectionInput(count: 8)]))
        // Tile 0 at column 0, row 0, 2 × 2: 2 · 98 + 4 = 200 each way. Tiles 1
        // and 2 at row 0, columns 2 and 3: x = 204, 306. Tile 3, 2 × 1, at the
        // first free cell, row 1 column 2. The repetition fills rows 0-1; the
        // next starts at row 2 (y = 204).
        #expect(
            Self.items(layout) == [
                Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 204, y: 0, width: 98, height: 98),
                Rect(x: 306, y: 0, width: 98, height: 98), Rect(x: 204, y: 102, width: 200, height: 98),
                Rect(x: 0, y: 204, width: 200, height: 200), Rect(x: 204, y: 204, width: 98, height: 98),
                Rect(x: 306, y: 204, width: 98, height: 98), Rect(x: 204, y: 306, width: 200, height: 98),
            ])
        #expect(layout.contentSize == Size(width: 404, height: 404))
    }

    @Test(
        "a partial last repetition ends the content at its lowest tile",
        arguments: [(1, 200.0), (2, 200), (5, 404), (6, 404), (0, 0)])
    func partialRepetition(count: Int, height: Double) throws {
        let layout = try TilePattern().prepare(LayoutInput(width: 404, sections: [SectionInput(count: count)]))
        #expect(Self.items(layout).count == count)
        #expect(layout.contentSize == Size(width: 404, height: height))
    }

    @Test("woven: a square and a tall tile side by side, swapping sides every run")
    func woven() throws {
        let layout = try TilePattern(template: .woven)
            .prepare(LayoutInput(width: 404, sections: [SectionInput(count: 5)]))
        // 2 × 2 at (0, 0); 2 × 3 (3 · 98 + 2 · 4 = 302 tall) at column 2;
        // 2 × 3 at column 0, row 2 (y = 204); 2 × 2 at column 2, row 3 (y = 306).
        // Five rows per repetition: the fifth item at row 5 (y = 510).
        #expect(
            Self.items(layout) == [
                Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 204, y: 0, width: 200, height: 302),
                Rect(x: 0, y: 204, width: 200, height: 302), Rect(x: 204, y: 306, width: 200, height: 200),
                Rect(x: 0, y: 510, width: 200, height: 200),
            ])
        #expect(layout.contentSize == Size(width: 404, height: 710))
    }

    @Test("staired: runs of growing tiles stepping down to the right, then to the left")
    func staired() throws {
        let layout = try TilePattern(template: .staired)
            .prepare(LayoutInput(width: 404, sections: [SectionInput(count: 10)]))
        // 1 × 1 at (0, 0), 1 × 2 at column 1, 2 × 3 at column 2: bottoms at rows 1, 2, 3.
        // 1 × 2 under the first at (0, 1), 1 × 1 under the second at (1, 2): rows 0-2 full.
        // Then 2 × 3 at (0, 3), 1 × 2 at (2, 3), 1 × 1 at (3, 3): bottoms at rows 6, 5, 4;
        // 1 × 2 at (3, 4), 1 × 1 at (2, 5). Six rows.
        #expect(
            Self.items(layout) == [
                Rect(x: 0, y: 0, width: 98, height: 98), Rect(x: 102, y: 0, width: 98, height: 200),
                Rect(x: 204, y: 0, width: 200, height: 302), Rect(x: 0, y: 102, width: 98, height: 200),
                Rect(x: 102, y: 204, width: 98, height: 98), Rect(x: 0, y: 306, width: 200, height: 302),
                Rect(x: 204, y: 306, width: 98, height: 200), Rect(x: 306, y: 306, width: 98, height: 98),
                Rect(x: 306, y: 408, width: 98, height: 200), Rect(x: 204, y: 510, width: 98, height: 98),
            ])
        #expect(layout.contentSize == Size(width: 404, height: 608))
    }

    @Test("a tile goes to the top-most, then left-most cell it fits, filling holes left by earlier tiles")
    func firstFit() throws {
        // 3 columns, width 300, no spacing: cells 100. [1, 2] at (0, 0);
        // [2, 1] at row 0, column 1; [1, 1] at row 1, column 1; [1, 1] at row 1,
        // column 2; [3, 1] at row 2. Three full rows.
        let strategy = TilePattern(
            columns: 3,
            template: .init([
                .init(columns: 1, rows: 2), .init(columns: 2, rows: 1), .init(columns: 1, rows: 1),
                .init(columns: 1, rows: 1), .init(columns: 3, rows: 1),
            ]),
            columnSpacing: 0, rowSpacing: 0)
        let arrangement = try TilePattern.arrangement(of: strategy.template, columns: 3)
        #expect(arrangement.rows == 3)
        #expect(arrangement.placements.map { [$0.column, $0.row] } == [[0, 0], [1, 0], [1, 1], [2, 1], [0, 2]])
        let layout = try strategy.prepare(LayoutInput(width: 300, sections: [SectionInput(count: 6)]))
        #expect(
            Self.items(layout) == [
                Rect(x: 0, y: 0, width: 100, height: 200), Rect(x: 100, y: 0, width: 200, height: 100),
                Rect(x: 100, y: 100, width: 100, height: 100), Rect(x: 200, y: 100, width: 100, height: 100),
                Rect(x: 0, y: 200, width: 300, height: 100), Rect(x: 0, y: 300, width: 100, height: 200),
            ])
    }

    @Test("column and row spacing apart; cellAspectRatio sets the rows' height")
    func spacingAndAspectRatio() throws {
        // Width 400, columnSpacing 0, rowSpacing 10: cells 100 wide; ratio 2: 50 tall, a row every 60.
        let layout = try TilePattern(columnSpacing: 0, rowSpacing: 10, cellAspectRatio: 2)
            .prepare(LayoutInput(width: 400, sections: [SectionInput(count: 4)]))
        #expect(
            Self.items(layout) == [
                Rect(x: 0, y: 0, width: 200, height: 110), Rect(x: 200, y: 0, width: 100, height: 50),
                Rect(x: 300, y: 0, width: 100, height: 50), Rect(x: 200, y: 60, width: 200, height: 50),
            ])
        #expect(layout.contentSize == Size(width: 400, height: 110))
    }

    @Test("sections stack with insets, headers and footers; a section may override the grid")
    func sections() throws {
        // Width 420, insets top 10, left 8, bottom 6, right 8: 404 across, cells 98.
        let strategy = TilePattern(
            sectionInset: Insets(top: 10, left: 8, bottom: 6, right: 8),
            headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20))
        let layout = try strategy.prepare(
            LayoutInput(
                width: 420,
                sections: [
                    SectionInput(count: 4),
                    SectionInput(count: 2, options: ["columns": 2, "template": [[1, 1]], "columnSpacing": 0]),
                ]))
        // Section 0: header (0, 0, 420, 30), items from y = 40, x from 8; they
        // end at 40 + 200 = 240; footer at 246; the section ends at 266.
        // Section 1: header at 266, items from 306 in 2 columns of 202: 1 × 1
        // tiles 202 wide and tall; footer at 306 + 202 + 6 = 514.
        #expect(
            Self.items(layout) == [
                Rect(x: 8, y: 40, width: 200, height: 200), Rect(x: 212, y: 40, width: 98, height: 98),
                Rect(x: 314, y: 40, width: 98, height: 98), Rect(x: 212, y: 142, width: 200, height: 98),
                Rect(x: 8, y: 306, width: 202, height: 202), Rect(x: 210, y: 306, width: 202, height: 202),
            ])
        let supplementary = layout.allElements.filter { $0.kind != .item }.map(\.frame)
        #expect(
            supplementary == [
                Rect(x: 0, y: 0, width: 420, height: 30), Rect(x: 0, y: 246, width: 420, height: 20),
                Rect(x: 0, y: 266, width: 420, height: 30), Rect(x: 0, y: 514, width: 420, height: 20),
            ])
        #expect(layout.contentSize == Size(width: 420, height: 534))
    }

    @Test("horizontal scrolling transposes the grid: columns run down the height, rows to the right")
    func horizontal() throws {
        let layout = try TilePattern(scrollDirection: .horizontal)
            .prepare(LayoutInput(width: 300, height: 404, sections: [SectionInput(count: 4)]))
        #expect(
            Self.items(layout) == [
                Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 0, y: 204, width: 98, height: 98),
                Rect(x: 0, y: 306, width: 98, height: 98), Rect(x: 102, y: 204, width: 98, height: 200),
            ])
        #expect(layout.contentSize == Size(width: 200, height: 404))
    }

    @Test("right to left: every frame mirrored across the width, the first tile at the right")
    func rightToLeft() throws {
        for template in TilePattern.Template.presets.map(\.template) {
            let strategy = TilePattern(template: template)
            let input = LayoutInput(width: 404, sections: [SectionInput(count: 11)])
            var mirroredInput = input
            mirroredInput.layoutDirection = .rightToLeft
            let leftToRight = Self.items(try strategy.prepare(input))
            let rightToLeft = Self.items(try strategy.prepare(mirroredInput))
            #expect(
                rightToLeft
                    == leftToRight.map { Rect(x: 404 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) })
        }
        var input = LayoutInput(width: 404, sections: [SectionInput(count: 2)])
        input.layoutDirection = .rightToLeft
        #expect(
            Self.items(try TilePattern().prepare(input)) == [
                Rect(x: 204, y: 0, width: 200, height: 200), Rect(x: 102, y: 0, width: 98, height: 98),
            ])
    }

    @Test("item sizes are ignored: only the count matters")
    func sizesIgnored() throws {
        let photos = try TilePattern().prepare(LayoutInput(width: 390, items: SamplePhotos.cycled(count: 30)))
        let counted = try TilePattern().prepare(LayoutInput(width: 390, sections: [SectionInput(count: 30)]))
        #expect(photos.allElements == counted.allElements)
    }

    @Test("every item's frame is the first-fit placement of the repeated template, over random templates")
    func periodicEqualsFirstFit() throws {
        var random = SeededGenerator(seed: 31)
        var checked = 0
        for _ in 0..<200 {
            let (columns, tiles) = Self.randomTemplate(using: &random)
            let template = TilePattern.Template(tiles)
            guard let arrangement = try? TilePattern.arrangement(of: template, columns: columns) else {
                // Rejected: no number of copies up to 40 fills whole rows either.
                var grid = Grid(columns: columns)
                for copy in 1...40 {
                    for tile in tiles { _ = Self.firstFit(tile, into: &grid) }
                    #expect(!grid.isFull, "\(tiles) on \(columns) columns tiles in \(copy) copies")
                }
                continue
            }
            checked += 1
            // First fit of three repetitions on an empty grid, one cell at a time.
            let perRepetition = arrangement.placements.count
            #expect(perRepetition % tiles.count == 0)
            var grid = Grid(columns: columns)
            for (index, tile) in Array(repeating: tiles, count: 3 * perRepetition / tiles.count).joined().enumerated() {
                let spot = Self.firstFit(tile, into: &grid)
                let placement = arrangement.placements[index % perRepetition]
                let repetition = index / perRepetition
                #expect(spot == (placement.column, placement.row + repetition * arrangement.rows), "\(tiles)")
            }
        }
        #expect(checked >= 20)
    }

    /// 1 to 5 columns and 1 to 6 tiles, each at most as wide as the grid and 1 to 3 rows tall.
    static func randomTemplate(using random: inout SeededGenerator) -> (columns: Int, tiles: [TilePattern.Tile]) {
        let columns = Int.random(in: 1...5, using: &random)
        let tiles = (0..<Int.random(in: 1...6, using: &random)).map { _ in
            TilePattern.Tile(
                columns: Int.random(in: 1...columns, using: &random), rows: Int.random(in: 1...3, using: &random))
        }
        return (columns, tiles)
    }

    /// The cells of a grid `columns` wide, row by row, true where a tile lies.
    struct Grid {
        let columns: Int
        var cells: [Bool] = []
        /// Every row above this one is full.
        var firstOpenRow = 0
        var rows: Int { cells.count / columns }
        var isFull: Bool { !cells.contains(false) }
        func isFree(_ x: Int, _ y: Int) -> Bool { y * columns + x >= cells.count || !cells[y * columns + x] }
    }

    /// Where first fit puts `tile`: the top-most, then left-most spot whose
    /// cells are all free, trying every spot row by row; marks its cells.
    static func firstFit(_ tile: TilePattern.Tile, into grid: inout Grid) -> (Int, Int) {
        var row = grid.firstOpenRow
        while true {
            for column in 0...(grid.columns - tile.columns) {
                let cells = (row..<row + tile.rows).flatMap { y in (column..<column + tile.columns).map { ($0, y) } }
                if cells.allSatisfy({ grid.isFree($0.0, $0.1) }) {
                    let needed = (row + tile.rows) * grid.columns
                    if grid.cells.count < needed {
                        grid.cells += Array(repeating: false, count: needed - grid.cells.count)
                    }
                    for (x, y) in cells { grid.cells[y * grid.columns + x] = true }
                    while grid.firstOpenRow < grid.rows,
                        (0..<grid.columns).allSatisfy({ !grid.isFree($0, grid.firstOpenRow) })
                    {
                        grid.firstOpenRow += 1
                    }
                    return (column, row)
                }
            }
            row += 1
        }
    }
}

@Suite("tile-pattern checkpoints")
struct TilePatternCheckpointTests {
    @Test("appending resumes at the start of the section's last repetition, from a portable state")
    func appendResumesAtTheLastRepetition() throws {
        // Quilted repeats every 4 items, 2 rows (204 points) apart. With 4,001
        // items the last repetition starts at item 4,000, after 1,000
        // repetitions ending at 1,000 · 204 - 4.
        let input = LayoutInput(width: 404, sections: [SectionInput(count: 4_001)])
        var builder = LayoutBuilder(input: input)
        var checkpoints = PlacementCheckpoints<TilePattern.PlacementState>(recording: true)
        try TilePattern().placeElements(of: input, resumingFrom: nil, into: &builder, checkpoints: &checkpoints)
        let last = try #require(checkpoints.lastValid(beforeItem: 4_001, ofSection: 0))
        #expect(last.item == 4_000)
        #expect(last.state.portableValues == [1_000 * 204, 1_000 * 204 - 4] as [Double])
        let restored = try #require(TilePattern.PlacementState(portableValues: last.state.portableValues))
        #expect(restored == last.state)
        // Ending on a whole repetition, the section's end is a checkpoint: appending places only the new items.
        let whole = LayoutInput(width: 404, sections: [SectionInput(count: 4_000)])
        var wholeBuilder = LayoutBuilder(input: whole)
        var wholeCheckpoints = PlacementCheckpoints<TilePattern.PlacementState>(recording: true)
        try TilePattern().placeElements(
            of: whole, resumingFrom: nil, into: &wholeBuilder, checkpoints: &wholeCheckpoints)
        let end = try #require(wholeCheckpoints.lastValid(beforeItem: 4_000, ofSection: 0))
        #expect(end.item == 4_000)
        #expect(end.state == last.state)

        // Resuming there, in a builder of its own, with the 8 items from item
        // 4,000 on places what a full layout of 4,008 items places for them.
        let rest = LayoutInput(width: 404, sections: [SectionInput(count: 8)])
        var resumed = LayoutBuilder(input: rest)
        resumed.beginSection()
        var none = PlacementCheckpoints<TilePattern.PlacementState>(recording: false)
        try TilePattern().placeElements(
            of: rest, resumingFrom: PlacementCheckpoint(section: 0, item: 0, state: restored),
            into: &resumed, checkpoints: &none)
        let tail = try resumed.finish(strategy: TilePattern.name, index: .linear).allElements.map(\.frame)
        let full = try TilePattern().prepare(LayoutInput(width: 404, sections: [SectionInput(count: 4_008)]))
        #expect(tail == full.allElements.suffix(8).map(\.frame))
    }

    @Test("a portable state is two finite numbers, the tiles' end not after the repetition's start")
    func portableState() {
        #expect(TilePattern.PlacementState(portableValues: [30, 26])?.itemsEnd == 26)
        for bad: [Double] in [[], [1], [1, 2, 3], [.nan, 2], [1, .infinity], [4, 5]] {
            #expect(TilePattern.PlacementState(portableValues: bad) == nil, "\(bad)")
        }
    }
}
