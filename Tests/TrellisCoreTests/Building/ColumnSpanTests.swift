import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Items spanning columns: exact frames for each column strategy's rule, the
/// errors, and exactness of the indexes and live layouts with spans.
@Suite("Column spans")
struct ColumnSpanTests {
    /// Three 100-point columns with padding 5 (items 90 wide, 190 across two
    /// columns, 290 across three); ratios chosen so every height is exact.
    static let photos: [ItemSize] = [
        ItemSize(width: 90, height: 90),
        ItemSize(width: 90, height: 180),
        ItemSize(width: 190, height: 95, span: .columns(2)),
        ItemSize(width: 90, height: 90),
        ItemSize(width: 290, height: 145, span: .full),
        ItemSize(width: 90, height: 90),
        ItemSize(width: 190, height: 95, span: .columns(2)),
    ]

    /// The frames of ``photos`` in shortest-column and round-robin (derived in each test).
    static let photoFrames = [
        Rect(x: 5, y: 5, width: 90, height: 90),
        Rect(x: 105, y: 5, width: 90, height: 180),
        Rect(x: 5, y: 195, width: 190, height: 95),
        Rect(x: 205, y: 5, width: 90, height: 90),
        Rect(x: 5, y: 300, width: 290, height: 145),
        Rect(x: 5, y: 455, width: 90, height: 90),
        Rect(x: 105, y: 455, width: 190, height: 95),
    ]

    static func frames(_ strategy: some LayoutStrategy, _ items: [ItemSize]) throws -> [Rect] {
        try strategy.prepare(LayoutInput(width: 300, items: items)).allElements.map(\.frame)
    }

    @Test("shortest-column: a span goes to the start with the lowest top, leftmost on ties")
    func shortestColumn() throws {
        // Heights before item 2: [100, 190, 0]; starts 0 and 1 both have top 190: start 0.
        // Item 3 goes to column 2 (0). Item 4 spans all at max(295, 295, 100) = 295.
        // Item 5: column 0 (ties leftmost) → [550, 450, 450]; item 6: start 0 top 550, start 1 top 450: start 1.
        let layout = try ShortestColumn(columns: 3, cellPadding: 5).prepare(LayoutInput(width: 300, items: Self.photos))
        #expect(layout.allElements.map(\.frame) == Self.photoFrames)
        #expect(layout.contentSize == Size(width: 300, height: 555))
    }

    @Test("round-robin: a span starts at the cursor when it fits there, else at column 0")
    func roundRobin() throws {
        // Item 2 (span 2) meets the cursor at column 2, where two columns do not fit: column 0,
        // at max(100, 190); the cursor moves to column 2, so item 3 goes there. Item 6 starts at
        // the cursor, column 1, at max(450, 450).
        let layout = try RoundRobin(columns: 3, cellPadding: 5).prepare(LayoutInput(width: 300, items: Self.photos))
        #expect(layout.allElements.map(\.frame) == Self.photoFrames)
        // Same heights as shortest-column here; a rotated start tells the rules apart.
        let turned = try Self.frames(
            RoundRobin(columns: 3, cellPadding: 0),
            [
                ItemSize(height: 50), ItemSize(height: 10, span: .columns(2)), ItemSize(height: 10, span: .columns(2)),
            ])
        #expect(
            turned == [
                Rect(x: 0, y: 0, width: 100, height: 50),
                Rect(x: 100, y: 0, width: 200, height: 10),  // cursor 1: columns 1-2 fit
                Rect(x: 0, y: 50, width: 200, height: 10),  // cursor 0 after wrapping: top max(50, 10)
            ])
    }

    @Test("masonry: the first start within tolerance of the lowest top, from the cursor")
    func masonry() throws {
        // Fixed heights, no padding, tolerance 16. Heights [2, 1, 10] with the cursor at 1
        // before item 4: start 0 has top 2, start 1 top 10; both within 2 + 16, and the
        // cursor takes start 1 (shortest-column would take 0). Item 6 (cursor 0) takes 0;
        // item 7 meets the cursor at 2, past the last start (1), and scans from 0.
        let items = [
            ItemSize(height: 1), ItemSize(height: 1), ItemSize(height: 10), ItemSize(height: 1),
            ItemSize(height: 20, span: .columns(2)), ItemSize(height: 5, span: .full),
            ItemSize(height: 4, span: .columns(2)), ItemSize(height: 4, span: .columns(2)),
        ]
        let layout = try Masonry(columns: 3, cellPadding: 0, tolerance: 16).prepare(
            LayoutInput(width: 300, items: items))
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 1),
                Rect(x: 100, y: 0, width: 100, height: 1),
                Rect(x: 200, y: 0, width: 100, height: 10),
                Rect(x: 0, y: 1, width: 100, height: 1),
                Rect(x: 100, y: 10, width: 200, height: 20),
                Rect(x: 0, y: 30, width: 300, height: 5),
                Rect(x: 0, y: 35, width: 200, height: 4),
                Rect(x: 0, y: 39, width: 200, height: 4),
            ])
        #expect(layout.contentSize == Size(width: 300, height: 43))
        // Tolerance 0: only the lowest top is a candidate, so item 4 takes start 0.
        let strict = try Self.frames(Masonry(columns: 3, cellPadding: 0, tolerance: 0), Array(items[0...4]))
        #expect(strict[4] == Rect(x: 0, y: 2, width: 200, height: 20))
    }

    @Test("a span of 1 is an unspanned item; spans scroll horizontally too")
    func spanOneAndHorizontal() throws {
        let plain = SamplePhotos.cycled(count: 40)
        let ones = plain.map {
            var size = $0; size.span = .columns(1); return size
        }
        for strategy in [RoundRobin(columns: 3) as any LayoutStrategy, ShortestColumn(columns: 3), Masonry(columns: 3)]
        {
            #expect(try Self.frames(strategy, ones) == Self.frames(strategy, plain))
        }
        // Horizontal: columns are rows 100 high; a span of 2 is 200 high, its width
        // from the aspect ratio read transposed: (w / h) * (200 - 2 * 5) = 2 * 190.
        let layout = try ShortestColumn(columns: 3, cellPadding: 5, scrollDirection: .horizontal)
            .prepare(
                LayoutInput(
                    width: 500, height: 300,
                    items: [
                        ItemSize(width: 90, height: 90), ItemSize(width: 380, height: 190, span: .columns(2)),
                    ]))
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 5, y: 5, width: 90, height: 90),
                Rect(x: 5, y: 105, width: 380, height: 190),
            ])
    }

    // MARK: - Errors

    @Test("a span larger than the column count, or of no columns, names the section, item and key")
    func badSpans() throws {
        let sections = [
            SectionInput(items: [ItemSize(height: 10)]),
            SectionInput(items: [ItemSize(height: 10), ItemSize(width: 10, height: 10, span: .columns(4))]),
        ]
        let input = LayoutInput(width: 300, sections: sections)
        for strategy in [RoundRobin(columns: 3) as any LayoutStrategy, ShortestColumn(columns: 3), Masonry(columns: 3)]
        {
            #expect(
                throws: LayoutError.invalidItem(
                    section: 1, item: 1,
                    reason: "'span' must be a whole number from 1 to the section's 3 columns, or \"full\"; got 4")
            ) {
                try strategy.prepare(input)
            }
        }
        for count in [0, -2] {
            let zero = LayoutInput(width: 300, items: [ItemSize(width: 10, height: 10, span: .columns(count))])
            #expect(
                throws: LayoutError.invalidItem(
                    section: 0, item: 0,
                    reason: "'span' must be a whole number of at least 1, or \"full\"; got \(count)")
            ) {
                try ShortestColumn(columns: 3).prepare(zero)
            }
        }
        // A section's own column count decides.
        let narrow = LayoutInput(
            width: 300,
            sections: [
                SectionInput(items: [ItemSize(width: 10, height: 10, span: .columns(3))], options: ["columns": 2])
            ])
        #expect(throws: LayoutError.self) { try ShortestColumn(columns: 3).prepare(narrow) }
    }

    @Test("strategies without columns, and third-party ones that do not declare spans, reject any span")
    func unsupported() throws {
        let input = LayoutInput(
            width: 300,
            items: [
                ItemSize(width: 10, height: 10),
                ItemSize(width: 10, height: 10, span: .columns(1)),
            ])
        for strategy in [
            FlowLine() as any LayoutStrategy, Mosaic(), TrellisTestSupport.OneColumn(),
            DocCommentExamples.Leftmost(columns: 2),
        ] {
            let name = type(of: strategy).name
            #expect(
                throws: LayoutError.invalidItem(
                    section: 0, item: 1,
                    reason:
                        "'span' is not supported by strategy '\(name)', which has no columns; the column strategies "
                        + "(round-robin, shortest-column, masonry) take it")
            ) {
                try strategy.prepare(input)
            }
        }
        var live = try LiveLayout(FlowLine(), input: LayoutInput(width: 300, items: [ItemSize(width: 10, height: 10)]))
        #expect(throws: LayoutError.self) {
            try live.appendItems([ItemSize(width: 10, height: 10, span: .full)], toSection: 0)
        }
        #expect(throws: LayoutError.self) {
            try live.setSize(ItemSize(width: 10, height: 10, span: .full), ofItemAt: ElementPath(section: 0, item: 0))
        }
        #expect(live.input.itemCount == 1)
    }

    @Test("the items file reads span as a whole number or \"full\" and rejects anything else")
    func decoding() throws {
        let sections = try ItemsDecoder.sections(
            fromJSON: #"[{"width": 4, "height": 3, "span": 2}, {"height": 5, "span": "full"}]"#)
        guard case .sizes(let sizes) = sections[0].items else { Issue.record("no sizes"); return }
        #expect(
            sizes == [
                ItemSize(width: 4, height: 3, span: .columns(2)),
                ItemSize(height: 5, span: .full),
            ])
        for bad in ["1.5", "0", "-1", "\"half\"", "true"] {
            #expect(throws: InputError.self) {
                try ItemsDecoder.sections(
                    fromJSON: #"{"items": [[1, 1], {"width": 4, "height": 3, "span": "# + bad + "}]}")
            }
        }
        do {
            _ = try ItemsDecoder.sections(fromJSON: #"{"items": [[1, 1], {"width": 4, "height": 3, "span": 1.5}]}"#)
        } catch {
            #expect(
                "\(error)"
                    == #"items: items[1].span must be a whole number of columns of at least 1, or "full", got 1.5"#)
        }
    }

    // MARK: - Exactness

    /// A random input where about one item in four spans 2…columns or all columns.
    static func spannedInput(
        columns: Int, using random: inout SeededGenerator,
        direction: ReadingDirection = .leftToRight
    ) -> LayoutInput {
        var input = QueryFixtures.input(using: &random, direction: direction)
        for section in input.sections.indices {
            guard case .sizes(var sizes) = input.sections[section].items else { continue }
            for item in sizes.indices { sizes[item].span = randomSpan(columns: columns, using: &random) }
            input.sections[section].items = .sizes(sizes)
        }
        return input
    }

    static func randomSpan(columns: Int, using random: inout SeededGenerator) -> ColumnSpan? {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: .full
        case 1: .columns(Int.random(in: 1...columns, using: &random))
        default: nil
        }
    }

    static func strategies(seed: UInt64) -> [any LayoutStrategy] {
        let columns = 1 + Int(seed % 5)
        let axis: ScrollAxis = seed % 3 == 2 ? .horizontal : .vertical
        let header = seed % 2 == 0 ? Size(width: 25, height: 25) : .zero
        return [
            RoundRobin(columns: columns, cellPadding: 3, scrollDirection: axis, headerReferenceSize: header),
            ShortestColumn(
                columns: columns, scrollDirection: axis, sectionInset: Insets(top: 1, left: 2, bottom: 3, right: 4)),
            Masonry(
                columns: columns, tolerance: seed % 2 == 0 ? 40 : 0, scrollDirection: axis,
                footerReferenceSize: Size(width: 10, height: 10)),
        ]
    }

    @Test("every index returns what the linear scan returns with spans", arguments: Array(UInt64(0)..<24))
    func indexExactness(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &+ 4_242)
        let direction: ReadingDirection = seed % 4 == 1 ? .rightToLeft : .leftToRight
        let input = Self.spannedInput(columns: 1 + Int(seed % 5), using: &random, direction: direction)
        for strategy in Self.strategies(seed: seed) {
            let layouts = try QueryFixtures.prepareAll(strategy, input)
            let linear = try #require(layouts[.linear])
            if input.itemCount > 0 {
                #expect(
                    [.lanes, .bands].contains(layouts[.auto]?.indexKind),
                    "spans keep the lane and band hints: \(type(of: strategy).name)")
            }
            let frames = linear.allElements.map(\.frame)
            for _ in 0..<40 {
                let rect = QueryFixtures.rect(near: frames, content: linear.contentSize, using: &random)
                let expected = linear.elements(in: rect)
                for option in [IndexOption.auto, .rtree] {
                    #expect(layouts[option]?.elements(in: rect) == expected, "seed \(seed) \(option) \(rect)")
                }
            }
        }
    }

    @Test(
        "a live layout with spanning items equals a full prepare after every change", arguments: Array(UInt64(0)..<10))
    func liveLayout(seed: UInt64) throws {
        for strategy in Self.strategies(seed: seed) {
            try Self.checkLive(strategy, seed: seed)
        }
    }

    static func checkLive<Strategy: LayoutStrategy>(_ strategy: Strategy, seed: UInt64) throws {
        let columns = 1 + Int(seed % 5)
        for option in [IndexOption.auto, .rtree] {
            var random = SeededGenerator(seed: seed &* 31 &+ 7)
            var input = spannedInput(columns: columns, using: &random)
            input.layoutDirection = .leftToRight
            var live = try LiveLayout(
                strategy, input: input, index: option, checkpointSpacing: [1, 4, 32][Int(seed % 3)])
            try LiveEdits.expectEqual(live, context: "seed \(seed) initial", navigationQueries: 0, using: &random)
            for step in 0..<10 {
                guard let section = live.input.sections.indices.randomElement(using: &random) else { break }
                var size = LiveEdits.randomSize(using: &random)
                size.span = randomSpan(columns: columns, using: &random) ?? .columns(2)
                if size.span == .columns(2), columns < 2 { size.span = .full }
                let count = live.input.sections[section].count
                switch Int.random(in: 0..<3, using: &random) {
                case 0: try live.appendItems([size, LiveEdits.randomSize(using: &random)], toSection: section)
                case 1 where count > 0:
                    try live.setSize(
                        size, ofItemAt: ElementPath(section: section, item: Int.random(in: 0..<count, using: &random)))
                default:
                    try live.insertItems(
                        [size], at: ElementPath(section: section, item: Int.random(in: 0...count, using: &random)))
                }
                try LiveEdits.expectEqual(
                    live, context: "seed \(seed) step \(step)", navigationQueries: 0, using: &random)
            }
        }
    }
}
