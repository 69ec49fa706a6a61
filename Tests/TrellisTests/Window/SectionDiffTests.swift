import Testing
import TrellisTools

@testable import Trellis

/// Changes found by item identifier across a whole section, and applied to a
/// live layout so that it equals a full layout of the new items.
@Suite("Section diff")
struct SectionDiffTests {
    @Test("an insertion in the middle, with the ends unchanged, is found")
    func insertMiddle() throws {
        let diff = try SectionDiff(section: 0, old: [1, 2, 3, 4], new: [1, 2, 9, 3, 4])
        #expect(diff.inserted == [2])
        #expect(diff.deleted.isEmpty)
        #expect(diff.moved.isEmpty)
        #expect(diff.updated.isEmpty)
    }

    @Test("a deletion in the middle is found")
    func deleteMiddle() throws {
        let diff = try SectionDiff(section: 0, old: [1, 2, 3, 4], new: [1, 3, 4])
        #expect(diff.deleted == [1])
        #expect(diff.inserted.isEmpty)
    }

    @Test("one item removed and another inserted in one update keeps the count and is found")
    func removeAndInsert() throws {
        let diff = try SectionDiff(section: 0, old: [1, 2, 3, 4, 5], new: [1, 2, 7, 4, 5])
        #expect(diff.deleted == [2])
        #expect(diff.inserted == [2])
        #expect(diff.moved.isEmpty)
    }

    @Test("a move keeps the longest ordered run in place and moves the rest")
    func move() throws {
        let diff = try SectionDiff(section: 0, old: [1, 2, 3, 4, 5], new: [1, 3, 4, 5, 2])
        #expect(diff.moved == [SectionDiff.Move(from: 1, to: 4)])
        #expect(diff.deleted == [1])
        #expect(diff.inserted == [4])
    }

    @Test("an item with the same id and new content is updated in place")
    func update() throws {
        let old = ["a": 1, "b": 2, "c": 3]
        let new = ["a": 1, "b": 5, "c": 3]
        let ids = ["a", "b", "c"]
        let diff = try SectionDiff(section: 0, old: ids, new: ids) { old[ids[$0]] != new[ids[$1]] }
        #expect(diff.updated == [1])
        #expect(diff.inserted.isEmpty && diff.deleted.isEmpty)
    }

    @Test("updates in the common first items, the middle and the common last items are all found, in order")
    func updatesEverywhere() throws {
        let ids = [1, 2, 3, 4, 5, 6]
        let changed: Set<Int> = [1, 3, 6]
        let new = [1, 2, 4, 3, 5, 6]
        let diff = try SectionDiff(section: 0, old: ids, new: new) { old, _ in changed.contains(ids[old]) }
        #expect(diff.updated == [0, 3, 5])
        #expect(diff.moved == [SectionDiff.Move(from: 3, to: 2)])
    }

    @Test("a new id in the middle that repeats one of the unchanged first items is an error")
    func duplicateOfKeptEnd() {
        #expect(throws: LayoutError.self) { try SectionDiff(section: 0, old: [1, 2, 3], new: [1, 1, 3]) }
    }

    @Test("a duplicate id is an error naming the id and both items")
    func duplicate() {
        #expect(throws: LayoutError.self) { try SectionDiff(section: 2, old: [1, 2], new: [1, 7, 3, 7]) }
        do {
            _ = try SectionDiff(section: 2, old: [1, 2], new: [1, 7, 3, 7])
        } catch {
            guard case .invalidItem(let section, let item, let reason) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(section == 2)
            #expect(item == 3)
            #expect(reason.contains("duplicate item id 7"))
            #expect(reason.contains("also item 1"))
        }
    }

    @Test("the same array given again is the empty diff without reading it")
    func sameStorage() throws {
        let items = Array(0..<1000)
        let copy = items
        var reads = 0
        let same = try SectionDiff.between(section: 0, old: items, new: copy) { (item: Int) -> Int in
            reads += 1
            return item
        }
        #expect(same.isEmpty)
        #expect(reads == 0)
        var changed = items
        changed[500] = -1
        let diff = try SectionDiff.between(section: 0, old: items, new: changed) { $0 }
        #expect(diff.deleted == [500] && diff.inserted == [500])
        #expect(reads == 0)
    }

    @Test("identical first and last items are counted byte for byte at every length, stride and place of change")
    func identicalEnds() {
        struct Twelve: Equatable { var a, b, c: UInt32 }
        struct Forty: Equatable { var a, b, c, d, e: UInt64 }
        var random = SeededGenerator(seed: 64)
        checkIdenticalEnds(UInt8.self, &random) { UInt8.random(in: 0...3, using: &$0) }
        checkIdenticalEnds(Twelve.self, &random) {
            Twelve(
                a: .random(in: 0...1, using: &$0), b: .random(in: 0...1, using: &$0), c: .random(in: 0...1, using: &$0))
        }
        checkIdenticalEnds(Pair.self, &random) { Pair(id: .random(in: 0...2, using: &$0), height: 1) }
        checkIdenticalEnds(Forty.self, &random) { Forty(a: 1, b: 2, c: .random(in: 0...1, using: &$0), d: 4, e: 5) }
    }

    struct Pair: Equatable {
        var id: Int
        var height: Double
    }

    /// Random arrays of `Item` up to 300 long (several 64-byte steps and
    /// every tail), edited at random places, against a comparison of the
    /// items one by one.
    private func checkIdenticalEnds<Item: Equatable>(
        _: Item.Type, _ random: inout SeededGenerator, item: (inout SeededGenerator) -> Item
    ) {
        for round in 0..<400 {
            let old = (0..<Int.random(in: 0...300, using: &random)).map { _ in item(&random) }
            var new = old
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let place = Int.random(in: 0...new.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: new.insert(item(&random), at: place)
                case 1 where place < new.count: new.remove(at: place)
                default: if place < new.count { new[place] = item(&random) }
                }
            }
            let shorter = Swift.min(old.count, new.count)
            var prefix = 0
            while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
                suffix += 1
            }
            let found = SectionDiff.identicalEnds(old, new)
            #expect(found.prefix == prefix && found.suffix == suffix, "\(Item.self) round \(round)")
        }
    }

    @Test("applying a random diff to a live layout equals a full layout of the new items", arguments: 0..<24)
    func applyEqualsPrepare(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var nextID = 0
        func newItem() -> (id: Int, height: Double) {
            nextID += 1
            return (nextID, Double(Int.random(in: 40...300, using: &random)))
        }
        var old = (0..<Int.random(in: 0...80, using: &random)).map { _ in newItem() }
        let strategy = Masonry(columns: 1 + Int(seed % 4))
        func input(_ items: [(id: Int, height: Double)]) -> LayoutInput {
            LayoutInput(
                width: 320, height: 600,
                sections: [
                    SectionInput(items: [ItemSize(width: 100, height: 50)]),
                    SectionInput(items: items.map { ItemSize(width: 100, height: $0.height) }),
                ])
        }
        var live = try LiveLayout(strategy, input: input(old), checkpointSpacing: 1 + Int(seed % 5))
        for step in 0..<6 {
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: new.insert(newItem(), at: Int.random(in: 0...new.count, using: &random))
                case 1 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &random))
                case 2 where !new.isEmpty:
                    let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                    new.insert(item, at: Int.random(in: 0...new.count, using: &random))
                case 3 where !new.isEmpty:
                    new[Int.random(in: 0..<new.count, using: &random)].height += 17
                default: break
                }
            }
            let diff = try SectionDiff.between(section: 1, old: old, new: new, id: \.id) { $0.height != $1.height }
            try diff.apply(to: &live, section: 1) { ItemSize(width: 100, height: new[$0].height) }
            let full = try strategy.prepare(input(new))
            #expect(live.input == input(new), "seed \(seed) step \(step)")
            #expect(live.layout.allElements == full.allElements, "seed \(seed) step \(step)")
            #expect(live.layout.contentSize == full.contentSize, "seed \(seed) step \(step)")
            // Kept items in place plus inserted ones account for every new item.
            #expect(new.count - diff.inserted.count == old.count - diff.deleted.count)
            old = new
        }
    }

    @Test("consecutive paths of one section are grouped into one edit each")
    func runs() {
        #expect(EditTranslation.runs([]).isEmpty)
        let paths = [(0, 1), (0, 2), (0, 3), (0, 7), (0, 9), (0, 10), (1, 11), (1, 12)].map {
            ElementPath(section: $0.0, item: $0.1)
        }
        let runs = EditTranslation.runs(paths)
        #expect(runs.map(\.start) == [paths[0], paths[3], paths[4], paths[6]])
        #expect(runs.map(\.count) == [3, 1, 2, 2])
        #expect(runs.map(\.offset) == [0, 3, 4, 6])
        let diff = try? SectionDiff(section: 2, old: [1, 2, 3, 4, 5], new: [1, 9, 8, 4, 5])
        #expect(
            diff?.edits(section: 2) { ItemSize(width: 1, height: Double($0 + 1)) } == [
                .deleteItems(at: ElementPath(section: 2, item: 1), count: 2),
                .insertItems(
                    [ItemSize(width: 1, height: 2), ItemSize(width: 1, height: 3)], at: ElementPath(section: 2, item: 1)
                ),
            ])
    }
}
