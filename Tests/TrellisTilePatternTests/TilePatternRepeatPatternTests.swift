import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// The three ways the template repeats. The expected frames are worked out
/// by hand from the definition of Flutter's `QuiltedGridRepeatPattern`
/// (flutter_staggered_grid_view): after the first block, the block's tiles
/// are taken again in the order a reading of its cells meets them, from the
/// last cell back to the first (`inverted`) or from the last row up to the
/// first, each row from the left (`mirrored`), and placed by first fit after
/// the block; the two blocks then repeat. Width 404 with 4 columns and
/// spacing 4: cells 98, a column or row every 102.
@Suite("tile-pattern repeat patterns")
struct TilePatternRepeatPatternTests {
    typealias Mode = TilePattern.RepeatPattern

    static func items(_ strategy: TilePattern, count: Int, width: Double = 404) throws -> [Rect] {
        TilePatternTests.items(try strategy.prepare(LayoutInput(width: width, sections: [SectionInput(count: count)])))
    }

    /// The quilted block, whose cells read `A A B C / A A D D` (items 0 to 3).
    static let quiltedBlock = [
        Rect(x: 0, y: 0, width: 200, height: 200), Rect(x: 204, y: 0, width: 98, height: 98),
        Rect(x: 306, y: 0, width: 98, height: 98), Rect(x: 204, y: 102, width: 200, height: 98),
    ]

    @Test(
        "quilted, A A B C / A A D D, turned: every block of four items is followed by the block turned over",
        arguments: [
            // Read back from the last cell, the block meets D, A, C, B: D [2, 1] at row 2, column 0; A [2, 2]
            // beside it at column 2; C and B [1, 1] in row 3, columns 0 and 1: `D D A A / C B A A`. With 5
            // items the content ends under item 4, at 204 + 98.
            (
                Mode.inverted,
                [
                    Rect(x: 0, y: 204, width: 200, height: 98), Rect(x: 204, y: 204, width: 200, height: 200),
                    Rect(x: 0, y: 306, width: 98, height: 98), Rect(x: 102, y: 306, width: 98, height: 98),
                ],
                302.0
            ),
            // Read from the last row up, each from the left, the block meets A, D, then B, C: A [2, 2] at row
            // 2, column 0; D [2, 1] at column 2; B and C [1, 1] in row 3, columns 2 and 3: `A A D D / A A B C`.
            // With 5 items the content ends under item 4, at 204 + 200.
            (
                Mode.mirrored,
                [
                    Rect(x: 0, y: 204, width: 200, height: 200), Rect(x: 204, y: 204, width: 200, height: 98),
                    Rect(x: 204, y: 306, width: 98, height: 98), Rect(x: 306, y: 306, width: 98, height: 98),
                ],
                404.0
            ),
        ])
    func quiltedTurned(mode: Mode, second: [Rect], fiveItemsEnd: Double) throws {
        // Items 8 on: the two blocks again, 4 rows (408) lower.
        let frames = try Self.items(TilePattern(repeatPattern: mode), count: 12)
        #expect(frames == Self.quiltedBlock + second + Self.quiltedBlock.map { $0.translated(byX: 0, y: 408) })
        let layout = try TilePattern(repeatPattern: mode)
            .prepare(LayoutInput(width: 404, sections: [SectionInput(count: 5)]))
        #expect(layout.contentSize == Size(width: 404, height: fiveItemsEnd))
    }

    @Test("same, the default, repeats the block as it is")
    func same() throws {
        let frames = try Self.items(TilePattern(repeatPattern: .same), count: 8)
        #expect(frames == Self.quiltedBlock + Self.quiltedBlock.map { $0.translated(byX: 0, y: 204) })
        #expect(frames == (try Self.items(TilePattern(), count: 8)))
    }

    /// 3 columns, width 300, no spacing: cells 100. The block reads
    /// `A B B / A C D / E E E` (A [1, 2], B [2, 1], C, D [1, 1], E [3, 1]).
    static let threeColumns = TilePattern(
        columns: 3,
        template: .init([
            .init(columns: 1, rows: 2), .init(columns: 2, rows: 1), .init(columns: 1, rows: 1),
            .init(columns: 1, rows: 1), .init(columns: 3, rows: 1),
        ]),
        columnSpacing: 0, rowSpacing: 0)

    static let threeColumnsBlock = [
        Rect(x: 0, y: 0, width: 100, height: 200), Rect(x: 100, y: 0, width: 200, height: 100),
        Rect(x: 100, y: 100, width: 100, height: 100), Rect(x: 200, y: 100, width: 100, height: 100),
        Rect(x: 0, y: 200, width: 300, height: 100),
    ]

    @Test(
        "a five-tile block on 3 columns, inverted and mirrored",
        arguments: [
            // Back from the last cell: E, D, C, A, B. E at row 3; D, C at row 4, columns 0 and 1; A [1, 2] at
            // row 4, column 2; B [2, 1] at row 5, column 0: `E E E / D C A / B B A`.
            (
                Mode.inverted,
                [
                    Rect(x: 0, y: 300, width: 300, height: 100), Rect(x: 0, y: 400, width: 100, height: 100),
                    Rect(x: 100, y: 400, width: 100, height: 100), Rect(x: 200, y: 400, width: 100, height: 200),
                    Rect(x: 0, y: 500, width: 200, height: 100),
                ]
            ),
            // From the last row up: E; then A, C, D; then B. `E E E / A C D / A B B`.
            (
                Mode.mirrored,
                [
                    Rect(x: 0, y: 300, width: 300, height: 100), Rect(x: 0, y: 400, width: 100, height: 200),
                    Rect(x: 100, y: 400, width: 100, height: 100), Rect(x: 200, y: 400, width: 100, height: 100),
                    Rect(x: 100, y: 500, width: 200, height: 100),
                ]
            ),
        ])
    func threeColumnBlock(mode: Mode, second: [Rect]) throws {
        var strategy = Self.threeColumns
        strategy.repeatPattern = mode
        let frames = try Self.items(strategy, count: 11, width: 300)
        #expect(frames == Self.threeColumnsBlock + second + [Rect(x: 0, y: 600, width: 100, height: 200)])
        let arrangement = try TilePattern.arrangement(of: strategy.template, columns: 3, repeatPattern: mode)
        #expect(arrangement.rows == 6 && arrangement.placements.count == 10)
    }

    @Test(
        "a template that takes two copies to fill whole rows: the block is both copies",
        arguments: [
            // [1, 2], [1, 1] on 2 columns, cells 100: the block is two copies, `A B / A C / D C`. Back from the
            // last cell: C, D, A, B, so `C D / C A / B A`.
            (
                Mode.inverted,
                [
                    Rect(x: 0, y: 300, width: 100, height: 200), Rect(x: 100, y: 300, width: 100, height: 100),
                    Rect(x: 100, y: 400, width: 100, height: 200), Rect(x: 0, y: 500, width: 100, height: 100),
                ]
            ),
            // From the last row up: D, C; A; B, so `D C / A C / A B`: the tiles come [1, 1], [1, 2], [1, 2],
            // [1, 1], no longer in the template's order.
            (
                Mode.mirrored,
                [
                    Rect(x: 0, y: 300, width: 100, height: 100), Rect(x: 100, y: 300, width: 100, height: 200),
                    Rect(x: 0, y: 400, width: 100, height: 200), Rect(x: 100, y: 500, width: 100, height: 100),
                ]
            ),
        ])
    func blockOfCopies(mode: Mode, second: [Rect]) throws {
        let strategy = TilePattern(
            columns: 2, template: .init([.init(columns: 1, rows: 2), .init(columns: 1, rows: 1)]),
            repeatPattern: mode, columnSpacing: 0, rowSpacing: 0)
        let block = [
            Rect(x: 0, y: 0, width: 100, height: 200), Rect(x: 100, y: 0, width: 100, height: 100),
            Rect(x: 100, y: 100, width: 100, height: 200), Rect(x: 0, y: 200, width: 100, height: 100),
        ]
        #expect(try Self.items(strategy, count: 8, width: 200) == block + second)
    }

    @Test("horizontal scrolling transposes each mode; right to left mirrors it", arguments: Mode.allCases)
    func directions(mode: Mode) throws {
        let vertical = try Self.items(TilePattern(repeatPattern: mode), count: 13)
        let horizontal = try TilePattern(repeatPattern: mode, scrollDirection: .horizontal)
            .prepare(LayoutInput(width: 300, height: 404, sections: [SectionInput(count: 13)]))
        #expect(
            TilePatternTests.items(horizontal)
                == vertical.map { Rect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) })
        var input = LayoutInput(width: 404, sections: [SectionInput(count: 13)])
        input.layoutDirection = .rightToLeft
        #expect(
            TilePatternTests.items(try TilePattern(repeatPattern: mode).prepare(input))
                == vertical.map { Rect(x: 404 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) })
    }

    @Test("each section repeats its own way, below its header and inside its insets, above its footer")
    func sections() throws {
        // Width 420, insets left and right 8: 404 across. Section 0 inverted (the strategy's), 8 items:
        // header 0-30, items from 30 to 434, footer 434-454. Section 1 mirrored (its own): header 454-484,
        // items from 484, footer 888-908.
        let strategy = TilePattern(
            repeatPattern: .inverted, sectionInset: Insets(top: 0, left: 8, bottom: 0, right: 8),
            headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20))
        let layout = try strategy.prepare(
            LayoutInput(
                width: 420,
                sections: [
                    SectionInput(count: 8), SectionInput(count: 8, options: ["repeatPattern": "mirrored"]),
                ]))
        let inverted = try Self.items(TilePattern(repeatPattern: .inverted), count: 8)
        let mirrored = try Self.items(TilePattern(repeatPattern: .mirrored), count: 8)
        #expect(layout.itemFrames(inSection: 0) == inverted.map { $0.translated(byX: 8, y: 30) })
        #expect(layout.itemFrames(inSection: 1) == mirrored.map { $0.translated(byX: 8, y: 484) })
        #expect(
            layout.allElements.filter { $0.kind != .item }.map(\.frame) == [
                Rect(x: 0, y: 0, width: 420, height: 30), Rect(x: 0, y: 434, width: 420, height: 20),
                Rect(x: 0, y: 454, width: 420, height: 30), Rect(x: 0, y: 888, width: 420, height: 20),
            ])
        #expect(layout.contentSize == Size(width: 420, height: 908))
    }

    // MARK: - Against the definition, over random templates

    /// Flutter's expansion of a block: its tiles, then its tiles again in the
    /// order a reading of the block's cells meets them.
    static func expanded(block: [(tile: TilePattern.Tile, column: Int, row: Int)], columns: Int, mode: Mode)
        -> [TilePattern.Tile]
    {
        guard mode != .same else { return block.map(\.tile) }
        let rows = block.map { $0.row + $0.tile.rows }.max() ?? 0
        var owner = [Int](repeating: -1, count: rows * columns)
        for (index, placed) in block.enumerated() {
            for y in placed.row..<placed.row + placed.tile.rows {
                for x in placed.column..<placed.column + placed.tile.columns { owner[y * columns + x] = index }
            }
        }
        let reading =
            mode == .inverted
            ? Array((0..<rows * columns).reversed())
            : (0..<rows).reversed().flatMap { y in (0..<columns).map { y * columns + $0 } }
        var order: [Int] = []
        for cell in reading where owner[cell] >= 0 && !order.contains(owner[cell]) { order.append(owner[cell]) }
        return block.map(\.tile) + order.map { block[$0].tile }
    }

    @Test(
        "every frame is a cell-by-cell first fit of the template expanded as Flutter does, over random templates",
        arguments: Mode.allCases)
    func equalsFirstFitOfTheExpansion(mode: Mode) throws {
        var random = SeededGenerator(seed: 43 + UInt64(Mode.allCases.firstIndex(of: mode) ?? 0))
        var checked = 0
        for _ in 0..<300 {
            let (columns, tiles) = TilePatternTests.randomTemplate(using: &random)
            // The block: copies of the template placed by first fit until they fill whole rows.
            var grid = TilePatternTests.Grid(columns: columns)
            var block: [(tile: TilePattern.Tile, column: Int, row: Int)] = []
            for _ in 1...40 where block.isEmpty || !grid.isFull {
                for tile in tiles {
                    let (column, row) = TilePatternTests.firstFit(tile, into: &grid)
                    block.append((tile, column, row))
                }
            }
            let strategy = TilePattern(
                columns: columns, template: .init(tiles), repeatPattern: mode, columnSpacing: 0, rowSpacing: 0)
            let count = Int.random(in: 0...(3 * 2 * block.count), using: &random)
            let input = LayoutInput(width: Double(columns) * 100, sections: [SectionInput(count: count)])
            guard grid.isFull else {
                #expect(throws: LayoutError.self, "\(tiles) on \(columns) columns") { try strategy.prepare(input) }
                continue
            }
            checked += 1
            // Item after item, the expanded template's tiles in turn, each at its first fit on an empty grid.
            let pattern = Self.expanded(block: block, columns: columns, mode: mode)
            var cells = TilePatternTests.Grid(columns: columns)
            let expected = (0..<count).map { item in
                let tile = pattern[item % pattern.count]
                let (column, row) = TilePatternTests.firstFit(tile, into: &cells)
                return Rect(
                    x: Double(column) * 100, y: Double(row) * 100, width: Double(tile.columns) * 100,
                    height: Double(tile.rows) * 100)
            }
            let layout = try strategy.prepare(input)
            #expect(TilePatternTests.items(layout) == expected, "\(tiles) on \(columns) columns, \(mode)")
            #expect(layout.contentSize.height == expected.map(\.maxY).max() ?? 0)
            let arrangement = try TilePattern.arrangement(of: .init(tiles), columns: columns, repeatPattern: mode)
            #expect(arrangement.placements.count == pattern.count)
        }
        #expect(checked >= 30)
    }
}

@Suite("tile-pattern repeat pattern checkpoints")
struct TilePatternRepeatPatternCheckpointTests {
    @Test(
        "a turned mode's checkpoints sit where its period of two blocks ends, and appending from one equals a full layout",
        arguments: [TilePattern.RepeatPattern.inverted, .mirrored])
    func checkpointsAtPeriods(mode: TilePattern.RepeatPattern) throws {
        // Quilted turned repeats every 8 items, 4 rows (408 points) apart: with 4,001 items the last
        // repetition starts at item 4,000, after 500 repetitions ending at 500 · 408 - 4.
        let strategy = TilePattern(repeatPattern: mode)
        func checkpoints(count: Int) throws -> PlacementCheckpoints<TilePattern.PlacementState> {
            let input = LayoutInput(width: 404, sections: [SectionInput(count: count)])
            var builder = LayoutBuilder(input: input)
            var checkpoints = PlacementCheckpoints<TilePattern.PlacementState>(recording: true)
            try strategy.placeElements(of: input, resumingFrom: nil, into: &builder, checkpoints: &checkpoints)
            return checkpoints
        }
        let last = try #require(try checkpoints(count: 4_001).lastValid(beforeItem: 4_001, ofSection: 0))
        #expect(last.item == 4_000)
        #expect(last.state.portableValues == [500 * 408, 500 * 408 - 4] as [Double])
        // Ending halfway through a period (after its first block), the last checkpoint is the period's start.
        let halfway = try #require(try checkpoints(count: 3_996).lastValid(beforeItem: 3_996, ofSection: 0))
        #expect(halfway.item == 3_992)
        #expect(halfway.state.repetitionStart == 499 * 408)
        // Ending with a whole period, the section's end is one.
        let end = try #require(try checkpoints(count: 4_000).lastValid(beforeItem: 4_000, ofSection: 0))
        #expect(end.item == 4_000 && end.state == last.state)

        // Resuming there with 12 items places what a full layout of 4,012 items places for them.
        let rest = LayoutInput(width: 404, sections: [SectionInput(count: 12)])
        var resumed = LayoutBuilder(input: rest)
        resumed.beginSection()
        var none = PlacementCheckpoints<TilePattern.PlacementState>(recording: false)
        try strategy.placeElements(
            of: rest, resumingFrom: PlacementCheckpoint(section: 0, item: 0, state: last.state),
            into: &resumed, checkpoints: &none)
        let tail = try resumed.finish(strategy: TilePattern.name, index: .linear).allElements.map(\.frame)
        let full = try strategy.prepare(LayoutInput(width: 404, sections: [SectionInput(count: 4_012)]))
        #expect(tail == full.allElements.suffix(12).map(\.frame))
    }
}
