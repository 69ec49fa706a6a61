import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Navigation through the controller while deferred placement leaves most of
/// the list unplaced: every answer equals the full layout's, and the common
/// moves (down a column, across a row) place only a few rows more.
@Suite("Deferred navigation")
struct DeferredNavigationTests {
    @Test(
        "neighbor, page, farthest and reading order from a partly placed layout equal a full prepare's",
        arguments: DeferredPlacementTests.strategyNames)
    func answersEqualFullPrepare(strategyName: String) throws {
        try Self.check(try DeferredPlacementTests.resumable(named: strategyName))
    }

    static func check<Inner: ResumableLayoutStrategy>(_ inner: Inner) throws {
        var simulator = UIKitCallSimulator(
            strategy: inner, sections: [LivePathTests.items(0..<4_000, seed: 5)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.controller.defersPlacement = true
        simulator.reloadData()
        let length = try simulator.fullPrepareWithMeasuredSizes(by: inner).contentSize.height
        var random = SeededGenerator(seed: 0x0AF1)
        var moves: [NeighborDirection: Int] = [:]
        var partial: [NeighborDirection: Int] = [:]
        for step in 0..<16 {
            // A screen somewhere in the first third of the list, placed as a layout pass places it.
            simulator.scroll(toY: Double.random(in: 0...(length / 3), using: &random).rounded())
            // The cells on screen measured themselves: the reference has their heights.
            let full = try simulator.fullPrepareWithMeasuredSizes(by: inner)
            let items = full.allElements.filter { $0.kind == .item }
            let before = try #require(simulator.controller.layout)
            #expect(before.elementCount < full.elementCount, "\(Inner.name) step \(step): the rest is unplaced")
            // From an item on screen (what focus moves from), and from anywhere in the list.
            let onScreen = full.elements(in: simulator.bounds).filter { $0.kind == .item }
            let sources = [onScreen.randomElement(using: &random), items.randomElement(using: &random)]
            for source in sources.compactMap({ $0?.path }) {
                for direction in NeighborDirection.allCases {
                    let context = "\(Inner.name) step \(step): \(direction) from \(source)"
                    var probe = simulator.controller
                    #expect(
                        probe.neighbor(of: source, toward: direction) == full.neighbor(of: source, toward: direction),
                        "\(context)")
                    // From the screen, down a column, to an item beside it, or sideways in a column
                    // strategy (whose columns bound every item): only a few rows more placed.
                    if source == sources[0]?.path,
                        direction == .down || Self.hasItemBeside(source, toward: direction, in: full)
                            || inner is any ColumnStrategy && direction != .up
                    {
                        if probe.layout?.elementCount ?? 0 < full.elementCount { partial[direction, default: 0] += 1 }
                        moves[direction, default: 0] += 1
                    }
                    probe = simulator.controller
                    #expect(
                        probe.page(from: source, toward: direction, length: 844)
                            == full.page(from: source, toward: direction, length: 844), "page \(context)")
                    probe = simulator.controller
                    #expect(
                        probe.farthest(from: source, toward: direction)
                            == full.farthest(from: source, toward: direction),
                        "farthest \(context)")
                }
            }
            var probe = simulator.controller
            var rect = simulator.bounds
            rect.origin.y += Double.random(in: 0...5_000, using: &random)
            #expect(
                probe.readingOrder(in: rect) == full.readingOrder(in: rect), "\(Inner.name) step \(step): reading order"
            )
        }
        // The last item of a column moving down has no neighbour until the end of the list.
        #expect(partial[.down, default: 0] >= moves[.down, default: 0] - 2, "\(Inner.name): \(partial) of \(moves)")
        for direction in NeighborDirection.allCases where direction != .down {
            #expect(partial[direction] == moves[direction], "\(Inner.name): \(partial) of \(moves)")
        }
    }

    @Test("a column strategy's item bounds across the scroll axis hold every item it places, spans included")
    func columnBoundsHoldEveryItem() throws {
        var random = SeededGenerator(seed: 0xB0B)
        for trial in 0..<60 {
            let options = ColumnOptions(
                columns: Int.random(in: 1...6, using: &random), cellPadding: Double.random(in: 0...8, using: &random),
                scrollDirection: Bool.random(using: &random) ? .vertical : .horizontal,
                sectionInset: Insets(
                    top: 3, left: Double.random(in: 0...30, using: &random), bottom: 5,
                    right: Double.random(in: 0...30, using: &random)))
            let strategies: [any ColumnStrategy] = [
                Masonry(columnOptions: options), ShortestColumn(columnOptions: options),
                RoundRobin(columnOptions: options),
            ]
            let strategy = strategies[trial % strategies.count]
            var input = LiveEdits.randomInput(using: &random, width: Double.random(in: 250...900, using: &random))
            input.height = Double.random(in: 300...900, using: &random)
            for section in input.sections.indices {
                guard case .sizes(var sizes) = input.sections[section].items else { continue }
                for item in sizes.indices where Int.random(in: 0..<5, using: &random) == 0 {
                    sizes[item].span =
                        Bool.random(using: &random)
                        ? .full : .columns(Int.random(in: 1...options.columns, using: &random))
                }
                input.sections[section].items = .sizes(sizes)
            }
            let layout = try strategy.prepare(input)
            for element in layout.allElements where element.kind == .item {
                let bounds = try #require(
                    strategy.columnOptions.itemBoundsAcross(
                        inSection: element.path.section, of: input, strategy: type(of: strategy).name))
                let frame = element.frame
                let (start, end) =
                    options.scrollDirection == .vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
                #expect(
                    start <= bounds.latestStart && end >= bounds.earliestEnd, "trial \(trial): \(element.path) \(frame)"
                )
            }
        }
    }

    /// Whether the neighbour of the item at `path` in `direction` overlaps it across the motion.
    static func hasItemBeside(_ path: ElementPath, toward direction: NeighborDirection, in layout: PreparedLayout)
        -> Bool
    {
        guard let source = layout.attributesForItem(at: path)?.frame,
            let next = layout.neighbor(of: path, toward: direction).flatMap({ layout.attributesForItem(at: $0)?.frame })
        else { return false }
        return direction == .up || direction == .down
            ? next.minX < source.maxX && source.minX < next.maxX : next.minY < source.maxY && source.minY < next.maxY
    }
}

/// The first visible item deleted at the end of its section: its place goes
/// to the next section's first item, which deferred placement may not have
/// placed yet (a tall header between them).
@Suite("Deferred placement: an anchor deleted at its section's end")
struct DeferredAnchorAtSectionEndTests {
    @Test("the offset after the delete equals the one with everything placed")
    func offsetEqualsEager() throws {
        var origins: [Double] = []
        for defers in [false, true] {
            let strategy = Masonry(
                columnOptions: ColumnOptions(columns: 1, headerReferenceSize: Size(width: 0, height: 3_000)))
            var simulator = UIKitCallSimulator(
                strategy: strategy,
                sections: [LivePathTests.items(0..<40, seed: 1), LivePathTests.items(40..<80, seed: 2)],
                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            simulator.controller.defersPlacement = defers
            simulator.reloadData()
            // The last item of section 0 at the top of the screen.
            let last = ElementPath(section: 0, item: 39)
            simulator.controller.place(throughItem: last)
            let top = try #require(simulator.controller.attributesForItem(at: last)).frame.minY
            simulator.scroll(toY: top)
            #expect(simulator.controller.scrollAnchor(in: simulator.bounds)?.path == last)
            if defers {
                let placed = try #require(simulator.controller.layout)
                #expect(
                    placed.attributesForItem(at: ElementPath(section: 1, item: 0)) == nil,
                    "the next section's item is unplaced")
            }
            simulator.performBatchUpdates([.deleteItem(last)], sizingCells: false) { $0[0].removeLast() }
            #expect(simulator.lastError == nil)
            origins.append(simulator.bounds.origin.y)
        }
        #expect(origins[0] == origins[1], "eager \(origins[0]), deferred \(origins[1])")
        #expect(origins[0] > 3_000, "the next section's first item takes the deleted one's place")
    }
}
