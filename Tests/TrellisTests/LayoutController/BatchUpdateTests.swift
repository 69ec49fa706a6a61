import Testing
import TrellisTestSupport
import TrellisTools

/// Batch updates are followed edit by edit: only new and reloaded items are
/// read from the data source, and the result is always the full prepare of
/// the data source with the measured sizes in place.
@Suite("Batch updates")
struct BatchUpdateTests {
    typealias Item = UIKitCallSimulator.Item

    @Test("appending a page reads exactly the new items' sizes")
    func appendReadsOnlyNewItems() throws {
        var simulator = SelfSizingUpdatesTests.measuredGallery()
        simulator.reads = []
        let appended = (60..<80).map { ElementPath(section: 0, item: $0) }
        simulator.performBatchUpdates(appended.map(CollectionUpdate.insertItem)) {
            $0[0] += SelfSizingUpdatesTests.items(60..<80, seed: 3)
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.reads.prefix(appended.count) == appended[...])
        #expect(simulator.reads.count == appended.count)
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("a reload and an insert read the reloaded item at its new path and the new item, nothing else")
    func reloadReadsItsNewPath() throws {
        var simulator = SelfSizingUpdatesTests.measuredGallery()
        simulator.scroll(toY: 4_000)  // away from the edits, so that no cell measures itself in between
        simulator.reads = []
        simulator.performBatchUpdates([
            .reloadItem(ElementPath(section: 0, item: 5)), .insertItem(ElementPath(section: 0, item: 1)),
        ]) {
            $0[0][5].estimate = ItemSize(width: 100, height: 40)
            $0[0].insert(contentsOf: SelfSizingUpdatesTests.items(90..<91, seed: 4), at: 1)
        }
        #expect(simulator.lastError == nil)
        #expect(Set(simulator.reads) == [ElementPath(section: 0, item: 1), ElementPath(section: 0, item: 6)])
        #expect(simulator.controller.measuredSizes[ElementPath(section: 0, item: 6)] == nil)
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("a section appended or inserted before another reads only its items; one deleted reads nothing")
    func sections() throws {
        var simulator = SelfSizingUpdatesTests.measuredGallery()
        simulator.reads = []
        simulator.performBatchUpdates([.insertSection(1)]) {
            $0.append(SelfSizingUpdatesTests.items(200..<210, seed: 6))
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.reads == (0..<10).map { ElementPath(section: 1, item: $0) })
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
        let measured = simulator.controller.measuredSizes.count
        simulator.reads = []
        simulator.performBatchUpdates([.insertSection(0)]) {
            $0.insert(SelfSizingUpdatesTests.items(300..<305, seed: 7), at: 0)
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.reads == (0..<5).map { ElementPath(section: 0, item: $0) })
        #expect(simulator.controller.measuredSizes.count >= measured)
        #expect(simulator.controller.measuredSizes.keys.allSatisfy { $0.section != 0 })
        SelfSizingUpdatesTests.expectMeasuredHeightsKept(simulator, "after a section inserted before")
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
        simulator.reads = []
        simulator.performBatchUpdates([.deleteSection(0)]) { $0.remove(at: 0) }
        #expect(simulator.lastError == nil)
        #expect(simulator.reads.isEmpty)
        SelfSizingUpdatesTests.expectMeasuredHeightsKept(simulator, "after a section deleted")
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("an invalidation context naming items reads exactly their sizes again and drops their measured sizes")
    func invalidatedItems() throws {
        var simulator = SelfSizingUpdatesTests.measuredGallery()
        simulator.scroll(toY: 4_000)
        let paths = [ElementPath(section: 0, item: 3), ElementPath(section: 0, item: 9)]
        #expect(paths.allSatisfy { simulator.controller.measuredSizes[$0] != nil })
        let others = simulator.controller.measuredSizes.count - paths.count
        simulator.reads = []
        simulator.invalidateItems(paths) { sections in
            for path in paths { sections[0][path.item].estimate = ItemSize(width: 100, height: 250) }
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.reads == paths)
        #expect(paths.allSatisfy { simulator.controller.measuredSizes[$0] == nil })
        // (Cells that the resized items bring on screen measure themselves too.)
        #expect(simulator.controller.measuredSizes.count >= others)
        for path in paths {
            let frame = try #require(simulator.controller.attributesForItem(at: path)?.frame)
            #expect(abs(frame.height - frame.width * 2.5) < 0.02)
        }
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test("counts that disagree with the edits: the data source is read in full, measured sizes kept")
    func disagreeingCounts() throws {
        var simulator = SelfSizingUpdatesTests.measuredGallery()
        // The batch names one insertion; the data source gained two.
        simulator.performBatchUpdates([.insertItem(ElementPath(section: 0, item: 60))]) {
            $0[0] += SelfSizingUpdatesTests.items(60..<62, seed: 8)
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.controller.layout?.numberOfItems(inSection: 0) == 62)
        SelfSizingUpdatesTests.expectMeasuredHeightsKept(simulator, "after a read in full")
        try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
    }

    @Test(
        "random batches of inserts, deletes, moves and reloads equal a full prepare; measured sizes follow their items",
        arguments: 0..<UInt64(6))
    func randomBatches(seed: UInt64) throws {
        var simulator = SelfSizingUpdatesTests.measuredGallery(seed: seed)
        var random = SeededGenerator(seed: 0xBA7C4 &+ seed)
        var nextID = 1_000
        for step in 0..<12 {
            let old = simulator.sections[0]
            let measuredIDs = Set(simulator.controller.measuredSizes.keys.map { old[$0.item].id })
            var new = old.filter { _ in Int.random(in: 0..<8, using: &random) != 0 }
            for _ in 0..<Int.random(in: 0...2, using: &random) where !new.isEmpty {
                let from = Int.random(in: 0..<new.count, using: &random)
                new.insert(new.remove(at: from), at: Int.random(in: 0..<new.count, using: &random))
            }
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let item = SelfSizingUpdatesTests.items(nextID..<nextID + 1, seed: UInt64(nextID))[0]
                new.insert(item, at: Int.random(in: 0...new.count, using: &random))
                nextID += 1
            }
            let diff = try SectionDiff(section: 0, old: old.map(\.id), new: new.map(\.id))
            let moved = Set(diff.moved.map(\.from))
            var updates: [CollectionUpdate] = diff.deleted.filter { !moved.contains($0) }.map {
                .deleteItem(ElementPath(section: 0, item: $0))
            }
            updates += diff.moved.map {
                .moveItem(from: ElementPath(section: 0, item: $0.from), to: ElementPath(section: 0, item: $0.to))
            }
            let movedTo = Set(diff.moved.map(\.to))
            updates += diff.inserted.filter { !movedTo.contains($0) }.map {
                .insertItem(ElementPath(section: 0, item: $0))
            }
            // Reload a few kept items, whose cells now measure differently.
            let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($0.element.id, $0.offset) })
            var reloadedIDs: Set<Int> = []
            for (index, item) in old.enumerated() where Int.random(in: 0..<15, using: &random) == 0 {
                guard let at = newIndex[item.id], !moved.contains(index) else { continue }
                updates.append(.reloadItem(ElementPath(section: 0, item: index)))
                new[at].trueLength += 17
                reloadedIDs.insert(item.id)
            }
            updates.shuffle(using: &random)
            simulator.performBatchUpdates(updates) { $0[0] = new }
            let context = "seed \(seed) step \(step): \(updates.count) edits"
            #expect(simulator.lastError == nil, "\(context)")
            // Every measured item that survived (not reloaded, not measured again on screen) kept its cell's height.
            let keptIDs = measuredIDs.subtracting(reloadedIDs).intersection(new.map(\.id))
            let nowMeasured = Set(simulator.controller.measuredSizes.keys.map { simulator.sections[0][$0.item].id })
            #expect(keptIDs.isSubset(of: nowMeasured), "\(context)")
            SelfSizingUpdatesTests.expectMeasuredHeightsKept(simulator, "\(context)")
            try simulator.expectEqualsFullPrepare(by: ShortestColumn(columns: 2))
            simulator.scroll(toY: Double.random(in: 0...2_000, using: &random))
        }
    }
}
