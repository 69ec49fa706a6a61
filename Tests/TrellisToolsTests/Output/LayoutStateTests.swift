import Testing
import TrellisTools

@Suite("Page-by-page layout: only the new items placed, exactly the frames of one layout")
struct LayoutStateTests {
    static let strategies = StrategyRegistry.builtIn.names

    /// `count` random items, some spanning columns for the column strategies,
    /// with ids `p0`, `p1`, … or none.
    static func table(_ range: Range<Int>, strategy: String, ids: Bool, seed: UInt64) -> ItemTable {
        var random = SeededGenerator(seed: seed)
        var sizes = LayoutExportTests.randomItems(range.upperBound, using: &random)
        if (try? StrategyRegistry.builtIn.strategy(named: strategy)) is any ColumnStrategy.Type {
            for index in sizes.indices where index % 11 == 5 {
                sizes[index] = ItemSize(
                    width: sizes[index].width ?? 1, height: sizes[index].height,
                    span: index % 2 == 0 ? .full : .columns(2))
            }
        }
        let records = range.map { ItemRecords.Record(id: ids ? .string("p\($0)") : nil, place: "items [\($0)]") }
        return ItemTable(
            sections: [SectionInput(items: Array(sizes[range]))], records: ItemRecords(items: records))
    }

    /// Lays out `total` items in pages of `sizes` (the last repeated),
    /// through the state's text each time; checks each page's output and
    /// returns every item's latest frame and the largest state.
    static func pages(
        _ configuration: Configuration, total: Int, sizes: [Int], ids: Bool, seed: UInt64, scale: Double? = nil
    ) throws -> (frames: [Rect?], heldAtMost: Int, bytesAtEnd: Int) {
        var frames = [Rect?](repeating: nil, count: total)
        var state: LayoutState?
        var (start, number, heldAtMost, bytes) = (0, 0, 0, 0)
        while start < total {
            let end = min(total, start + sizes[min(number, sizes.count - 1)])
            let page = table(start..<end, strategy: configuration.strategy, ids: ids, seed: seed)
            let laidOut = try LayoutState.layOutPage(
                page, after: state, configuration: configuration, snappingTo: scale)
            var printed = Set<Int>()
            for item in laidOut.positions.items {
                let index = laidOut.firstIndex + item.index
                let id = laidOut.records.id(ofItemAt: item.index)
                #expect(id == (ids ? .string("p\(index)") : .number(Double(index))))
                frames[index] = item.frame
                printed.insert(index)
            }
            // Every new item is printed; an earlier one only from the first whose frame changed.
            #expect(printed.isSuperset(of: start..<end))
            #expect(printed.allSatisfy { $0 >= laidOut.firstIndex && $0 < end })
            let text = try laidOut.state.text()
            state = try LayoutState(bytes: Array(text.utf8), source: "s")
            #expect(state?.itemCount == end)
            heldAtMost = max(heldAtMost, end - (state?.firstItem ?? 0))
            bytes = text.utf8.count
            (start, number) = (end, number + 1)
        }
        return (frames, heldAtMost, bytes)
    }

    @Test("pages of every size, merged, give exactly the frames of one layout of all items", arguments: strategies)
    func pagesEqualOneLayout(strategy: String) throws {
        let total = 150
        for seed: UInt64 in [1, 2, 3] {
            let configuration = LayoutExportTests.configuration(strategy, width: 390 + Double(seed), gap: 4)
            let all = Self.table(0..<total, strategy: strategy, ids: true, seed: seed)
            let full = PositionedLayout(try configuration.prepare(all.sections), viewportWidth: configuration.width)
            for (number, sizes) in [[1], [7, 33, 1, 64, 5], [100], [40, 1, 1, 2, 3]].enumerated() {
                for scale in [nil, 2.0] {
                    let expected = full.items.map { item in
                        scale.map { full.snapped(scale: $0) }?.items[item.index].frame ?? item.frame
                    }
                    let pages = try Self.pages(
                        configuration, total: total, sizes: sizes, ids: number % 2 == 0, seed: seed, scale: scale)
                    #expect(
                        pages.frames == expected.map(Optional.some),
                        "seed \(seed), pages \(sizes), scale \(String(describing: scale))")
                }
            }
        }
    }

    @Test(
        "the state holds a bounded number of items: at most 100 after 2,000 items in pages of 100",
        arguments: strategies)
    func stateStaysSmall(strategy: String) throws {
        let configuration = LayoutExportTests.configuration(strategy, width: 390, gap: 4)
        let pages = try Self.pages(configuration, total: 2_000, sizes: [100], ids: true, seed: 7)
        // The held items are at most the checkpoint spacing and the last line, row or segment.
        #expect(pages.heldAtMost <= 100)
        if ["round-robin", "shortest-column", "masonry"].contains(strategy) {
            #expect(pages.heldAtMost == 0)
        }
        #expect(pages.bytesAtEnd < 12_000)
    }

    @Test("scrolling horizontally, pages give the frames of one layout too", arguments: strategies)
    func horizontalPages(strategy: String) throws {
        var configuration = LayoutExportTests.configuration(strategy, width: 390, gap: 4)
        configuration.height = 640
        configuration.options.values["scrollDirection"] = .string("horizontal")
        let all = Self.table(0..<90, strategy: strategy, ids: true, seed: 6)
        let full = PositionedLayout(try configuration.prepare(all.sections), viewportWidth: configuration.width)
        let pages = try Self.pages(configuration, total: 90, sizes: [1, 35, 9], ids: true, seed: 6)
        #expect(pages.frames == full.items.map { Optional.some($0.frame) })
    }

    @Test("optimal row breaking holds every item of the section: a later item can move any break")
    func optimalRowsHoldEverything() throws {
        var configuration = LayoutExportTests.configuration("justified-rows", width: 390, gap: 4)
        configuration.options.values["rowBreaking"] = .string("optimal")
        let all = Self.table(0..<60, strategy: "justified-rows", ids: true, seed: 4)
        let full = PositionedLayout(try configuration.prepare(all.sections), viewportWidth: configuration.width)
        let pages = try Self.pages(configuration, total: 60, sizes: [13], ids: true, seed: 4)
        #expect(pages.frames == full.items.map { Optional.some($0.frame) })
        #expect(pages.heldAtMost == 60)
    }

    @Test("a changed number, an old version or a placement state of another shape is refused")
    func tamperedState() throws {
        let configuration = LayoutExportTests.configuration("mosaic", width: 390, gap: 4)
        let page = Self.table(0..<40, strategy: "mosaic", ids: true, seed: 5)
        let state = try LayoutState.layOutPage(page, after: nil, configuration: configuration).state
        let text = try state.text()
        let values = try #require(state.placementState)
        #expect(state.firstItem > 0 && values.count == 2)
        // One digit of the placement state changed: the checksum no longer matches.
        let stated = "\"placementState\": [" + values.map(JSONValue.format).joined(separator: ", ") + "]"
        #expect(text.contains(stated))
        let tampered = text.replacingOccurrences(
            of: stated, with: stated.replacingOccurrences(of: "[", with: "[1"))
        #expect(tampered != text)
        #expect(throws: LayoutStateError.self) { try LayoutState(bytes: Array(tampered.utf8), source: "s") }
        do {
            _ = try LayoutState(bytes: Array(tampered.utf8), source: "s")
        } catch {
            #expect(error.description.contains("checksum"))
        }
        // A state of the first format, which held every item.
        let old = text.replacingOccurrences(of: "\"trellisLayoutState\": 3", with: "\"trellisLayoutState\": 2")
        #expect(old != text)
        #expect(throws: LayoutStateError.self) { try LayoutState(bytes: Array(old.utf8), source: "s") }
        // Intact, but its placement state is not a mosaic's.
        var other = state
        other.placementState = [1, 2, 3]
        #expect(throws: LayoutStateError.self) {
            try LayoutState.layOutPage(
                Self.table(40..<41, strategy: "mosaic", ids: true, seed: 5), after: other, configuration: configuration)
        }
        // A repeated id among the held items.
        #expect(throws: InputError.self) {
            try LayoutState.layOutPage(
                Self.table(39..<41, strategy: "mosaic", ids: true, seed: 5), after: state, configuration: configuration)
        }
    }

    @Test(
        "the last page sent again gives the same records and state; a changed last page replaces it",
        arguments: strategies)
    func retriedPages(strategy: String) throws {
        let configuration = LayoutExportTests.configuration(strategy, width: 390, gap: 4)
        let bounds = [0, 30, 47, 87, 120]
        // The third page as first sent, later replaced by other items of the same count.
        let replaced = Self.table(0..<40, strategy: strategy, ids: true, seed: 12)
        var state: LayoutState?
        var frames = [Rect?](repeating: nil, count: 120)
        for (start, end) in zip(bounds, bounds.dropFirst()) {
            let page = Self.table(start..<end, strategy: strategy, ids: true, seed: 11)
            if start == 47 {
                // Sent with other sizes first, then again as they should be: the second replaces the first.
                var first = replaced
                first.records = page.records
                state = try LayoutState.layOutPage(first, after: state, startingAt: start, configuration: configuration)
                    .state
            }
            let laidOut = try LayoutState.layOutPage(
                page, after: state, startingAt: start, configuration: configuration)
            // Sent again (a retried request), through the state's text: the same answer and the same state.
            let text = try laidOut.state.text()
            let read = try LayoutState(bytes: Array(text.utf8), source: "s")
            let again = try LayoutState.layOutPage(page, after: read, startingAt: start, configuration: configuration)
            #expect(again.positions == laidOut.positions)
            // The same ids and values (their places name the state the held ones were read from).
            #expect(again.records.items.map(\.id) == laidOut.records.items.map(\.id))
            #expect(again.records.items.map(\.fields) == laidOut.records.items.map(\.fields))
            #expect(try again.state.text() == text)
            for item in laidOut.positions.items { frames[laidOut.firstIndex + item.index] = item.frame }
            state = again.state
        }
        let all = Self.table(0..<120, strategy: strategy, ids: true, seed: 11)
        let full = PositionedLayout(try configuration.prepare(all.sections), viewportWidth: configuration.width)
        #expect(frames == full.items.map { Optional.some($0.frame) })
    }

    @Test("a page that would repeat or skip items is refused, naming where the next page starts")
    func pagesOutOfOrder() throws {
        let configuration = LayoutExportTests.configuration("shortest-column", width: 390, gap: 4)
        func page(_ range: Range<Int>) -> ItemTable {
            Self.table(range, strategy: "shortest-column", ids: false, seed: 3)
        }
        var state = try LayoutState.layOutPage(page(0..<10), after: nil, configuration: configuration).state
        state = try LayoutState.layOutPage(page(10..<25), after: state, startingAt: 10, configuration: configuration)
            .state
        #expect(state.itemCount == 25 && state.lastPageStart == 10 && state.previous?.itemCount == 10)
        for start in [0, 5, 11, 24, 26, 100] {
            do {
                _ = try LayoutState.layOutPage(
                    page(start..<(start + 5)), after: state, startingAt: start, configuration: configuration,
                    source: "g.state")
                Issue.record("a page from item \(start) was accepted")
            } catch let error as LayoutStateError {
                guard case .pageOutOfOrder(let source, let at, let count, let last) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(source == "g.state" && at == start && count == 25 && last == 10)
                #expect(error.description.contains("starting at item 25"))
                #expect(error.description.contains(start > 25 ? "would be missing" : "would repeat items"))
            }
        }
        #expect(throws: LayoutStateError.pageOutOfOrder(source: "s", start: 3, itemCount: nil, lastPageStart: 0)) {
            try LayoutState.layOutPage(
                page(3..<5), after: nil, startingAt: 3, configuration: configuration, source: "s")
        }
    }

    @Test("a strategy that cannot save its state, or per-section strategies, is a clear error")
    func unsupportedStrategies() throws {
        var configuration = Configuration(strategy: "round-robin", width: 390)
        configuration.sections = [Configuration.SectionStrategy(strategy: "mosaic")]
        #expect(throws: LayoutStateError.self) {
            try LayoutState.layOutPage(
                Self.table(0..<3, strategy: "mosaic", ids: true, seed: 1), after: nil, configuration: configuration)
        }
    }

    @Test("a held item's frame and a placement state of -0 read back bit for bit")
    func numbersReadBack() throws {
        let table = Self.table(0..<1, strategy: "mosaic", ids: false, seed: 1)
        let state = LayoutState(
            configuration: Configuration(strategy: "mosaic", width: 390), firstItem: 3,
            placementState: [-0.0, 0.1 + 0.2],
            table: table, frames: [Rect(x: 1.0 / 3, y: 1e-300, width: 123_456.789, height: 5e15 + 1)])
        let read = try LayoutState(bytes: Array(try state.text().utf8), source: "s")
        #expect(read.placementState?.map(\.bitPattern) == state.placementState?.map(\.bitPattern))
        #expect(read.frames == state.frames)
        #expect(read.itemCount == 4 && read.firstItem == 3)
    }
}

@Suite("Portable placement states: every checkpoint reads back; numbers it did not write are refused")
struct PortablePlacementStateTests {
    /// The portable values of every checkpoint `strategy` records for
    /// `input`, each checked to read back equal.
    static func checkpointValues<Strategy: ResumableLayoutStrategy>(
        _ strategy: Strategy, input: LayoutInput
    ) throws -> [[Double]] {
        let portable = try #require(Strategy.PlacementState.self as? any PortablePlacementState.Type)
        var checkpoints = PlacementCheckpoints<Strategy.PlacementState>(recording: true, spacing: 4)
        var builder = LayoutBuilder(input: input)
        try strategy.placeElements(of: input, resumingFrom: nil, into: &builder, checkpoints: &checkpoints)
        var values: [[Double]] = []
        for item in 0...input.sections[0].count {
            guard let checkpoint = checkpoints.lastValid(beforeItem: item, ofSection: 0) else { continue }
            let written = try #require(checkpoint.state as? any PortablePlacementState).portableValues
            let decoded = portable.init(portableValues: written)
            let read = try #require(decoded)
            #expect(read.portableValues.map(\.bitPattern) == written.map(\.bitPattern))
            if let original = checkpoint.state as? AnyHashable {
                #expect(read as? AnyHashable == original)
            }
            values.append(written)
        }
        return values
    }

    @Test("the state at every checkpoint of a built-in reads back equal", arguments: LayoutStateTests.strategies)
    func roundTrip(strategy: String) throws {
        let configuration = LayoutExportTests.configuration(strategy, width: 390, gap: 4)
        let table = LayoutStateTests.table(0..<60, strategy: strategy, ids: false, seed: 9)
        let resumable = try #require(try configuration.makeStrategy() as? any ResumableLayoutStrategy)
        let values = try Self.checkpointValues(resumable, input: configuration.layoutInput(table.sections))
        #expect(values.count > 3)
    }

    @Test("column states: heights, cursor and items start; a cursor off the columns is refused")
    func columns() {
        let state = ColumnPlacementState(portableValues: [10, 20.5, 1, 4])
        #expect(state == ColumnPlacementState(heights: [10, 20.5], cursor: 1, itemsStart: 4))
        #expect(state?.portableValues == [10, 20.5, 1, 4])
        for bad: [Double] in [
            [], [10, 20], [10, 20, 2, 0], [10, 20, 0.5, 0], [10, 20, -1, 0], [10, .infinity, 0, 0],
            [10, 20, 1, .nan],
        ] {
            #expect(ColumnPlacementState(portableValues: bad) == nil, "\(bad)")
        }
    }

    @Test("flow-line states: flags are 0 or 1, a missing first size is zeros")
    func flowLine() {
        let values: [Double] = [100, 180, 1, 1, 40, 30, 0]
        let state = FlowLine.PlacementState(portableValues: values)
        #expect(state?.firstItemSize == Size(width: 40, height: 30) && state?.hasPlacedLine == true)
        #expect(state?.isUniform == false && state?.portableValues == values)
        #expect(FlowLine.PlacementState(portableValues: [0, 0, 0, 0, 0, 0, 1])?.firstItemSize == nil)
        for bad: [Double] in [
            [100, 180, 1, 1, 40, 30], [100, 180, 2, 1, 40, 30, 0], [100, 180, 1, 0, 40, 30, 0],
            [100, 180, 1, 1, 40, 30, 0.5], [.nan, 180, 1, 1, 40, 30, 0], [100, 180, 1, 1, .infinity, 30, 0],
        ] {
            #expect(FlowLine.PlacementState(portableValues: bad) == nil, "\(bad)")
        }
    }

    @Test("justified-rows states: the completed row count is a whole number from 0")
    func justifiedRows() {
        let values: [Double] = [0, 412.5, 3, 180]
        #expect(JustifiedRows.PlacementState(portableValues: values)?.portableValues == values)
        #expect(JustifiedRows.PlacementState(portableValues: values)?.completedRows == 3)
        for bad: [Double] in [[0, 412.5, 3], [0, 412.5, -1, 180], [0, 412.5, 1.5, 180], [0, -.infinity, 3, 180]] {
            #expect(JustifiedRows.PlacementState(portableValues: bad) == nil, "\(bad)")
        }
    }

    @Test("mosaic states: no previous style is 0, each style its code")
    func mosaic() {
        #expect(Mosaic.PlacementState(portableValues: [8, 0])?.previousStyle == nil)
        for (code, style) in Mosaic.Style.allCases.enumerated() {
            let state = Mosaic.PlacementState(portableValues: [208, Double(code + 1)])
            #expect(state?.previousStyle == style && state?.bottom == 208)
            #expect(state?.portableValues == [208, Double(code + 1)])
        }
        for bad: [Double] in [[8], [8, 5], [8, -1], [8, 1.5], [.infinity, 1], [8, 1, 0]] {
            #expect(Mosaic.PlacementState(portableValues: bad) == nil, "\(bad)")
        }
    }
}
