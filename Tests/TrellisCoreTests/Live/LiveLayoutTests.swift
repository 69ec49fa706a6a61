import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

@testable import TrellisCore

/// A live layout must equal a full prepare of its current input after every
/// change, for every built-in strategy and every index option: all frames
/// bit for bit, the content size, and elements(in:) on random rects.
@Suite("Live layout")
struct LiveLayoutTests {
    static let seeds: [UInt64] = Array(0..<12)

    @Test("round-robin: every change equals a full prepare", arguments: seeds)
    func roundRobin(seed: UInt64) throws {
        let decorated = seed % 2 == 1
        try Self.check(
            RoundRobin(
                columns: 1 + Int(seed % 3), cellPadding: 4,
                scrollDirection: seed % 4 == 3 ? .horizontal : .vertical,
                sectionInset: decorated ? Insets(top: 3, left: 4, bottom: 5, right: 6) : .zero,
                headerReferenceSize: decorated ? Size(width: 20, height: 30) : .zero,
                footerReferenceSize: decorated ? Size(width: 10, height: 15) : .zero),
            seed: seed)
    }

    @Test("shortest-column: every change equals a full prepare", arguments: seeds)
    func shortestColumn(seed: UInt64) throws {
        try Self.check(
            ShortestColumn(
                columns: 2 + Int(seed % 3), scrollDirection: seed % 3 == 2 ? .horizontal : .vertical,
                headerReferenceSize: seed % 2 == 0 ? Size(width: 20, height: 30) : .zero),
            seed: seed)
    }

    @Test(
        "shortest-column, 5 to 7 columns (heights past the four held inline): every change equals a full prepare",
        arguments: seeds)
    func shortestColumnManyColumns(seed: UInt64) throws {
        try Self.check(ShortestColumn(columns: 5 + Int(seed % 3), cellPadding: 2), seed: seed)
    }

    @Test("masonry: every change equals a full prepare", arguments: seeds)
    func masonry(seed: UInt64) throws {
        try Self.check(
            Masonry(
                columns: 3, tolerance: seed % 2 == 0 ? 30 : 0,
                sectionInset: Insets(top: 1, left: 2, bottom: 3, right: 4),
                footerReferenceSize: seed % 3 == 0 ? Size(width: 10, height: 15) : .zero),
            seed: seed)
    }

    @Test("tile-pattern: every change equals a full prepare", arguments: seeds)
    func tilePattern(seed: UInt64) throws {
        var strategy = TilePattern(
            template: TilePattern.Template.presets[Int(seed % 3)].template, columnSpacing: Double(seed % 4),
            scrollDirection: seed % 4 == 1 ? .horizontal : .vertical,
            sectionInset: seed % 2 == 0 ? Insets(top: 3, left: 4, bottom: 5, right: 6) : .zero,
            headerReferenceSize: seed % 3 == 0 ? Size(width: 20, height: 30) : .zero,
            footerReferenceSize: seed % 3 == 1 ? Size(width: 10, height: 15) : .zero)
        strategy.repeatPattern = TilePattern.RepeatPattern.allCases[Int(seed / 3 % 3)]
        try Self.check(strategy, seed: seed)
    }

    @Test("mosaic: every change equals a full prepare", arguments: seeds)
    func mosaic(seed: UInt64) throws {
        try Self.check(
            Mosaic(
                segmentHeight: 120, gutter: 2, scrollDirection: seed % 4 == 1 ? .horizontal : .vertical,
                sectionInset: seed % 2 == 0 ? Insets(top: 3, left: 4, bottom: 5, right: 6) : .zero,
                headerReferenceSize: seed % 3 == 0 ? Size(width: 20, height: 30) : .zero,
                footerReferenceSize: seed % 3 == 1 ? Size(width: 10, height: 15) : .zero),
            seed: seed)
    }

    @Test("flow-line: every change equals a full prepare", arguments: seeds)
    func flowLine(seed: UInt64) throws {
        let strategy = FlowLine(
            scrollDirection: seed % 3 == 2 ? .horizontal : .vertical,
            sectionInset: Insets(top: 5, left: 7, bottom: 3, right: 2),
            headerReferenceSize: seed % 2 == 0 ? Size(width: 30, height: 40) : .zero,
            footerReferenceSize: Size(width: 20, height: 25),
            lineAlignment: FlowLine.LineAlignment.allCases[Int(seed / 4 % 4)],
            lastLineAlignment: [.uikit, .fill, .justify, .leading][Int(seed % 4)])
        try Self.check(strategy, seed: seed)
    }

    @Test("justified-rows (greedy): every change equals a full prepare", arguments: seeds)
    func justifiedRows(seed: UInt64) throws {
        let strategy = JustifiedRows(
            targetRowHeight: [60, 120, 200][Int(seed % 3)], targetRowHeightTolerance: seed % 4 == 0 ? 0 : 0.25,
            sectionInset: Insets(top: 3, left: 4, bottom: 5, right: 6),
            widowLayoutStyle: JustifiedRows.WidowLayoutStyle.allCases[Int(seed % 3)],
            fullWidthBreakoutRowCadence: seed % 2 == 0 ? 3 : nil,
            scrollDirection: seed % 4 == 3 ? .horizontal : .vertical,
            headerReferenceSize: seed % 3 == 0 ? Size(width: 20, height: 30) : .zero,
            footerReferenceSize: seed % 3 == 1 ? Size(width: 10, height: 15) : .zero)
        try Self.check(strategy, seed: seed)
    }

    @Test("justified-rows (optimal): every change equals a full prepare", arguments: seeds.prefix(6))
    func justifiedRowsOptimal(seed: UInt64) throws {
        try Self.check(
            JustifiedRows(
                targetRowHeight: 90, widowLayoutStyle: .center, rowBreaking: .optimal,
                scrollDirection: seed % 3 == 2 ? .horizontal : .vertical),
            seed: seed)
    }

    @Test("a strategy that cannot resume is prepared in full after each change")
    func nonResumable() throws {
        var live = try LiveLayout(
            TrellisTestSupport.OneColumn(), input: LayoutInput(width: 100, items: [ItemSize(height: 10)]))
        #expect(!live.isResumable)
        try live.appendItems([ItemSize(height: 20), ItemSize(height: 5)], toSection: 0)
        try live.setSize(ItemSize(height: 7), ofItemAt: ElementPath(section: 0, item: 0))
        #expect(
            live.layout.allElements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 100, height: 7), Rect(x: 0, y: 7, width: 100, height: 20),
                Rect(x: 0, y: 27, width: 100, height: 5),
            ])
        #expect(live.layout.contentSize == Size(width: 100, height: 32))
        #expect(BuiltInsResume.check())
    }

    @Test("appending mutates the frames in place when nothing else holds the layout")
    func appendInPlace() throws {
        var live = try LiveLayout(
            ShortestColumn(), input: LayoutInput(width: 390, items: SamplePhotos.cycled(count: 10)))
        // 20 frames: past the room reserved for 10 (an eighth more), the buffer doubles once.
        try live.appendItems(SamplePhotos.cycled(count: 10), toSection: 0)
        let before = live.layout.frameBufferAddress
        try live.appendItems(SamplePhotos.cycled(count: 1), toSection: 0)  // 21 frames: within the doubled capacity
        #expect(live.layout.frameBufferAddress == before)

        // A held copy keeps its frames; the live layout copies once.
        let held = live.layout
        try live.appendItems(SamplePhotos.cycled(count: 1), toSection: 0)
        #expect(held.elementCount == live.layout.elementCount - 1)
        #expect(held.frameBufferAddress != live.layout.frameBufferAddress)
    }

    @Test(
        "a new viewport places into the buffers of the layout it replaces: frames, lanes, bands",
        arguments: [false, true])
    func fullPlacementRecyclesBuffers(deferred: Bool) throws {
        let items = SamplePhotos.cycled(count: 3000)
        let strategies: [any LayoutStrategy] = [
            CollectionLayoutController.keepingColumns(ShortestColumn(columns: 3)), RoundRobin(), Mosaic(), FlowLine(),
            JustifiedRows(), TilePattern(),
        ]
        for strategy in strategies {
            try Self.checkRecycling(strategy, items: items, deferred: deferred)
        }
    }

    /// Rotates a live layout of `strategy` back and forth (placing through
    /// the middle item when `deferred`): each time the index is the kind a
    /// new live layout builds (lanes for columns, which a full prepare of
    /// level columns answers with bands), in the replaced layout's lists.
    static func checkRecycling<Strategy: LayoutStrategy>(_ strategy: Strategy, items: [ItemSize], deferred: Bool)
        throws
    {
        var live = try LiveLayout(strategy, input: LayoutInput(width: 390, height: 844, items: items))
        let name = Strategy.name
        let middle = ElementPath(section: 0, item: items.count / 2)
        if deferred {
            live.placement = .through(2 * 844)
            try live.place(throughItem: middle)
        }
        let frames = live.layout.frameBufferAddress
        let lists = live.layout.indexListAddresses
        let laneMemory = live.laneMemory.bufferAddress
        #expect(!lists.isEmpty, "\(name): the index has lists")
        for (turn, width) in [600.0, 390, 600, 390].enumerated() {
            try live.setViewport(width: width, height: 844)
            if deferred { try live.place(throughItem: middle) }
            let kind = try LiveLayout(strategy, input: live.input).layout.indexKind
            #expect(live.layout.indexKind == kind, "\(name) at \(width)")
            #expect(live.layout.frameBufferAddress == frames, "\(name) at \(width): the frames' buffer")
            #expect(live.layout.indexListAddresses == lists, "\(name) at \(width): the index's lists")
            // The lane memory forgotten at a new viewport and the one it
            // replaced alternate; either way it is what a new live layout records.
            var fresh = try LiveLayout(strategy, input: live.input)
            if deferred {
                fresh.placement = .through(2 * 844)
                try fresh.place(throughItem: middle)
            }
            let placed = 0...middle.item  // what both placed, deferred
            #expect(
                placed.map { live.laneMemory.lane(ofItem: $0, inSection: 0) }
                    == placed.map { fresh.laneMemory.lane(ofItem: $0, inSection: 0) },
                "\(name) at \(width): the lane memory")
            if !deferred { #expect(live.laneMemory == fresh.laneMemory, "\(name) at \(width): the lane memory") }
            if turn % 2 == 1, let laneMemory {
                #expect(live.laneMemory.bufferAddress == laneMemory, "\(name) at \(width): the lane memory's buffer")
            }
        }
    }

    @Test("a lane memory emptied in place equals a new one, and one refilled equals one filled new")
    func laneMemoryEquality() {
        var memory = LaneMemory()
        memory.record(1, ofItem: 0, inSection: 0)
        memory.record(2, ofItem: 3, inSection: 2)
        var emptied = memory
        emptied.removeAllKeepingCapacity()
        #expect(emptied == LaneMemory())
        #expect(emptied.hashValue == LaneMemory().hashValue)
        var refilled = emptied
        refilled.record(1, ofItem: 0, inSection: 0)
        var fresh = LaneMemory()
        fresh.record(1, ofItem: 0, inSection: 0)
        #expect(refilled == fresh)
        #expect(refilled.hashValue == fresh.hashValue)
        #expect(refilled != memory)
    }

    @Test("a change that fails leaves the live layout as it was")
    func failedChange() throws {
        var live = try LiveLayout(FlowLine(), input: LayoutInput(width: 390, items: [ItemSize(width: 50, height: 50)]))
        let before = live.layout.allElements
        #expect(throws: LayoutError.self) { try live.appendItems([ItemSize(height: 40)], toSection: 0) }
        #expect(throws: LayoutError.self) { try live.appendItems([ItemSize(width: -1, height: 40)], toSection: 0) }
        #expect(throws: LayoutError.self) {
            try live.setSize(ItemSize(width: 1, height: 1), ofItemAt: ElementPath(section: 0, item: 5))
        }
        #expect(throws: LayoutError.self) { try live.appendItems(count: 3, toSection: 0) }
        #expect(live.layout.allElements == before)
        #expect(live.input.itemCount == 1)
    }

    // MARK: - The property

    /// Random changes to a random input; after each, the live layout equals a full prepare.
    static func check<Strategy: LayoutStrategy>(_ strategy: Strategy, seed: UInt64) throws {
        // The stream is derived from the option's position, not its hash value
        // (which differs from run to run), so that a failure reproduces.
        for (position, option) in IndexOption.allCases.enumerated() {
            var random = SeededGenerator(seed: seed &* 7919 &+ UInt64(position))
            let initial = LiveEdits.randomInput(using: &random, width: Double.random(in: 250...500, using: &random))
            // Checkpoints at every item, every few, and the default: every resume path.
            let spacing = [1, 3, 32][Int(seed % 3)]
            var live = try LiveLayout(strategy, input: initial, index: option, checkpointSpacing: spacing)
            try LiveEdits.expectEqual(
                live, context: "seed \(seed) \(option) initial", navigationQueries: 0, using: &random)
            for step in 0..<14 {
                let change = try LiveEdits.randomChange(&live, using: &random)
                try LiveEdits.expectEqual(
                    live, context: "seed \(seed) spacing \(spacing) \(option) step \(step): \(change)",
                    navigationQueries: 0, using: &random)
            }
        }
    }
}

/// Every built-in strategy resumes.
enum BuiltInsResume {
    static func check() -> Bool {
        [
            RoundRobin() as any LayoutStrategy, ShortestColumn(), Masonry(), Mosaic(), FlowLine(), JustifiedRows(),
            TilePattern(),
        ]
        .allSatisfy { $0 is any ResumableLayoutStrategy }
    }
}

extension LaneMemory {
    /// The address of the first section's lanes, or `nil` when none is recorded.
    var bufferAddress: Int? {
        sections.first.flatMap { lanes in
            lanes.isEmpty ? nil : lanes.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
        }
    }
}

extension PreparedLayout {
    /// The address of the first frame, to tell whether the buffer was copied.
    var frameBufferAddress: Int {
        storage.frames.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    /// The addresses of the lane index's position lists but the last (the
    /// unlaned elements', built at assembly), or of the band index's band
    /// starts, as a set: to tell whether a new layout reused them.
    var indexListAddresses: Set<Int> {
        func address(_ list: [UInt32]) -> Int { list.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
        switch index {
        case .lanes(let lanes): return Set(lanes.lanes.dropLast().map(address))
        case .bands(let bands): return [address(bands.starts)]
        default: return []
        }
    }
}
