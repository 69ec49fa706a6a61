import Testing
import TrellisTestSupport
import TrellisTools

@testable import TrellisCore

/// A batch's deletions and insertions in one section move its later sizes
/// and lanes once (``ItemEditRuns``): the input, the remembered lanes, the
/// undos and the layout are those of the edits applied one at a time.
@Suite("Runs of item edits")
struct EditRunsTests {
    /// A batch in a collection view's order: `deletions` disjoint ranges
    /// from the back, then `insertions` runs from the front, in a section of `count` items.
    static func batch(
        deletions: Int, insertions: Int, count: Int, using random: inout SeededGenerator
    ) -> [LayoutEdit] {
        var edits: [LayoutEdit] = []
        var end = count
        for _ in 0..<deletions where end > 0 {
            let start = Int.random(in: Swift.max(0, end - 40)..<end, using: &random)
            let length = Int.random(in: 1...Swift.min(3, end - start), using: &random)
            edits.append(.deleteItems(at: ElementPath(section: 0, item: start), count: length))
            end = start - Int.random(in: 0...2, using: &random)
        }
        var remaining =
            count
            - edits.reduce(0) { total, edit in
                if case .deleteItems(_, let length) = edit { return total + length }
                return total
            }
        var position = Int.random(in: Swift.max(0, remaining - 60)...remaining, using: &random)
        for _ in 0..<insertions where position <= remaining {
            let sizes = SamplePhotos.cycled(count: Int.random(in: 1...3, using: &random))
            edits.append(.insertItems(sizes, at: ElementPath(section: 0, item: position)))
            remaining += sizes.count
            position += sizes.count + Int.random(in: 0...5, using: &random)
        }
        return edits
    }

    @Test("removing ranges and inserting runs in one move each equals doing it one at a time", arguments: 0..<20)
    func arrayRuns(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let original = Array(0..<200)
        do {
            let edits = Self.batch(deletions: 6, insertions: 6, count: 200, using: &random)
            var oneAtATime = original
            var ranges: [Range<Int>] = []
            var runs: [(position: Int, elements: [Int])] = []
            for edit in edits {
                switch edit {
                case .deleteItems(let path, let count):
                    oneAtATime.removeSubrange(path.item..<path.item + count)
                    ranges.append(path.item..<path.item + count)
                case .insertItems(let sizes, let path):
                    let elements = (0..<sizes.count).map { -1 - path.item * 10 - $0 }
                    oneAtATime.insert(contentsOf: elements, at: path.item)
                    runs.append((path.item, elements))
                default: break
                }
            }
            var batched = original
            batched.removeSubranges(ascending: ranges.reversed(), thenInsert: runs)
            #expect(batched == oneAtATime, "\(edits)")
        }
    }

    @Test(
        "a batch's runs give the input, lanes and undos of its edits one at a time, and a full layout's frames",
        arguments: 0..<40)
    func liveRuns(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &+ 40)
        var options = ColumnOptions(columns: 3)
        options.stableLanes = true
        let strategy = ShortestColumn(columnOptions: options)
        let input = LayoutInput(width: 390, items: SamplePhotos.cycled(count: 300))
        var live = try LiveLayout(strategy, input: input)
        // Some items beyond the remembered lanes: the last 40 were never placed with them.
        var lanes = live.laneMemory
        lanes.sections[0].removeLast(40)
        live.laneMemory = lanes
        let edits = Self.batch(
            deletions: Int.random(in: 1...8, using: &random), insertions: Int.random(in: 0...8, using: &random),
            count: 300, using: &random)
        let runs = try #require(ItemEditRuns(edits, from: 0))
        #expect(runs.editCount == edits.count)
        var expectedInput = live.input
        var expectedLanes = live.laneMemory
        var expectedUndos: [LaneMemory.Undo] = []
        for edit in edits {
            LiveLayout<ShortestColumn>.edit(&expectedInput, edit)
            expectedUndos.append(expectedLanes.apply(edit))
        }
        var batchedLanes = live.laneMemory
        #expect(batchedLanes.apply(runs) == expectedUndos)
        #expect(batchedLanes == expectedLanes)
        try live.apply(edits)
        #expect(live.input == expectedInput)
        let full = try strategy.placed(live.input, lanes: expectedLanes)
        #expect(live.layout.allElements == full.allElements)
    }

    @Test("a bad edit among the runs throws what it throws alone and leaves the layout as it was")
    func badEditInRuns() throws {
        var live = try LiveLayout(
            ShortestColumn(columns: 3), input: LayoutInput(width: 390, items: SamplePhotos.cycled(count: 50)))
        let (input, elements) = (live.input, live.layout.allElements)
        let edits: [LayoutEdit] = [
            .deleteItems(at: ElementPath(section: 0, item: 30), count: 2),
            .deleteItems(at: ElementPath(section: 0, item: 10), count: 2),
            .insertItems([ItemSize(width: 3, height: 2)], at: ElementPath(section: 0, item: 5)),
            .insertItems([ItemSize(width: 3, height: 2)], at: ElementPath(section: 0, item: 48)),
        ]
        #expect(ItemEditRuns(edits, from: 0)?.editCount == 4)
        #expect(
            throws: LayoutError.invalidItem(
                section: 0, item: 48, reason: "cannot insert there; the section has 47 items")
        ) {
            try live.apply(edits)
        }
        #expect(live.input == input)
        #expect(live.layout.allElements == elements)
        // Out of order, the edits are not runs, and apply one at a time.
        #expect(ItemEditRuns([edits[1], edits[0]], from: 0) == nil)
    }
}
