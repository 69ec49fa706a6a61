import Testing
import TrellisTools

@testable import Trellis

/// An identifier whose hash is its value divided by `spread`: `spread`
/// identifiers in a row share a hash, so every look-up meets collisions.
private struct CrowdedID: Hashable {
    var value: Int
    static let spread = 4

    func hash(into hasher: inout Hasher) { hasher.combine(value / Self.spread) }
}

private struct CrowdedItem: Identifiable {
    var id: CrowdedID
    var height: Double
}

@Suite("Item identifier index")
struct ItemIdentifierIndexTests {
    @Test(
        "the hash set answers as Set<Int> through random inserts and removals, crowded and spread",
        arguments: [
            0, 5_000, 100_000,
        ])
    func hashSetMatchesSet(capacity: Int) {
        var random = SeededGenerator(seed: UInt64(capacity) &+ 3)
        var set = IntegerHashSet(capacity: capacity)
        var reference = Set<Int>()
        // Crowded: few distinct low bits (long probe runs, 0 among them); spread: any value.
        let crowded = (0..<64).map { $0 << 40 }
        for step in 0..<20_000 {
            let value =
                step % 2 == 0
                ? crowded[Int.random(in: 0..<crowded.count, using: &random)] | Int.random(in: 0..<3, using: &random)
                : Int.random(in: Int.min...Int.max, using: &random)
            if Bool.random(using: &random) || reference.count < 10 {
                #expect(set.insert(value) == reference.insert(value).inserted)
            } else {
                let gone = Bool.random(using: &random) ? value : reference.randomElement(using: &random) ?? value
                set.remove(gone)
                reference.remove(gone)
            }
            #expect(set.count == reference.count)
        }
        for value in crowded.flatMap({ [$0, $0 | 1, $0 | 2] }) + reference.prefix(1_000) {
            #expect(set.contains(value) == reference.contains(value), "\(value)")
        }
    }

    @Test("identifiers that share hashes: each found at its own path, repeats of a hash reported in item order")
    func sharedHashes() {
        // Tables by top bits: more than 4,096 items.
        let ids = (0..<12_000).map { CrowdedID(value: $0) }
        var index = ItemIdentifierIndex<CrowdedID>(capacity: ids.count)
        let sections = [Array(ids[..<5_000]), Array(ids[5_000...])]
        for section in sections {
            index.appendSection(capacity: section.count)
            for id in section { index.append(id) }
        }
        let repeated = index.countAppended()
        // Every identifier whose value is not a multiple of `spread` repeats an earlier hash.
        let expected = sections.enumerated().flatMap { section, ids in
            ids.indices.filter { ids[$0].value % CrowdedID.spread != 0 }.map {
                ElementPath(section: section, item: $0)
            }
        }
        #expect(repeated == expected)
        for value in [0, 1, 3, 4_999, 5_000, 5_003, 11_999] {
            let id = CrowdedID(value: value)
            let path = index.path(of: id) { sections[$0.section][$0.item] == id }
            #expect(
                path == (value < 5_000 ? ElementPath(section: 0, item: value) : .init(section: 1, item: value - 5_000)))
            #expect(index.mayContain(id))
        }
        #expect(!index.mayContain(CrowdedID(value: 12_000)))
        // A hash shared by four shown items stays until the last of them goes.
        index.remove([CrowdedID(value: 0), CrowdedID(value: 1), CrowdedID(value: 2)])
        #expect(index.mayContain(CrowdedID(value: 3)))
        index.remove([CrowdedID(value: 3)])
        #expect(!index.mayContain(CrowdedID(value: 3)))
    }

    @Test(
        "following a diff gives the hashes of the new order, by moves in place and by a merge",
        arguments: [
            1, 2, 40,
        ])
    func followsDiffs(edits: Int) throws {
        var random = SeededGenerator(seed: UInt64(edits))
        var old = Array(0..<500)
        var nextID = 1_000
        var index = ItemIdentifierIndex<Int>()
        index.appendSection(capacity: old.count)
        for id in old { index.append(id) }
        _ = index.countAppended()
        for _ in 0..<10 {
            var new = old
            for _ in 0..<edits {
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where new.count > 1: new.remove(at: Int.random(in: 0..<new.count, using: &random))
                case 1 where new.count > 1:
                    new.insert(new.remove(at: Int.random(in: 0..<new.count, using: &random)), at: 0)
                case 2 where !new.isEmpty:  // replaced in place
                    new[Int.random(in: 0..<new.count, using: &random)] = nextID
                    nextID += 1
                default:
                    new.insert(nextID, at: Int.random(in: 0...new.count, using: &random))
                    nextID += 1
                }
            }
            let diff = try SectionDiff(section: 0, old: old, new: new)
            index.follow(diff, inSection: 0) { new[$0].hashValue }
            #expect(index.sections.map(Array.init) == [new.map(\.hashValue)])
            old = new
        }
    }

    @Test("section identifiers that share hashes are told apart; a repeated one is found")
    func sectionIdentifiers() {
        typealias State = LazyGridState<CrowdedID, [CrowdedItem]>
        func sections(_ values: [Int]) -> [State.Section] {
            values.map { TrellisGridSection(id: CrowdedID(value: $0), items: []) }
        }
        #expect(State.hasUniqueIDs(sections([])))
        #expect(State.hasUniqueIDs(sections([5])))
        #expect(State.hasUniqueIDs(sections([0, 4, 8, 12, 400])))  // no two hashes alike
        // 0–3 share a hash, 4–7 another: all different identifiers.
        #expect(State.hasUniqueIDs(sections(Array(0..<40))))
        #expect(!State.hasUniqueIDs(sections([0, 1, 2, 3, 9, 2])))
        #expect(!State.hasUniqueIDs(sections([8, 8])))
        #expect(!State.hasUniqueIDs(sections(Array(100..<200) + [150])))
    }

    @Test("a grid whose identifiers share hashes lays out, finds and follows them; a repeated one is an error")
    func gridWithSharedHashes() throws {
        var state = LazyGridState<Int, [CrowdedItem]>()
        func body(_ items: [CrowdedItem]) {
            state.update(
                strategyKey: "columns", makeController: { CollectionLayoutController(strategy: ShortestColumn()) },
                sections: [TrellisGridSection(id: 0, items: items)], itemSize: { ItemSize(height: $0.height) },
                viewport: Size(width: 390, height: 844), layoutDirection: .leftToRight)
        }
        var items = (0..<400).map { CrowdedItem(id: CrowdedID(value: $0), height: Double(40 + $0 % 7 * 10)) }
        body(items)
        #expect(state.lastError == nil)
        #expect(state.path(of: CrowdedID(value: 301)) == ElementPath(section: 0, item: 301))
        // New items at the top: every kept one is found at its new place.
        items.insert(contentsOf: (1_000..<1_003).map { CrowdedItem(id: CrowdedID(value: $0), height: 50) }, at: 0)
        body(items)
        #expect(state.lastError == nil)
        for value in [0, 1, 2, 3, 301, 1_001] {
            let path = try #require(state.path(of: CrowdedID(value: value)))
            #expect(state.item(at: path)?.id.value == value)
        }
        // An identifier given twice in the first data: an error naming it, at its second place.
        var fresh = LazyGridState<Int, [CrowdedItem]>()
        swap(&state, &fresh)
        items[200].id = CrowdedID(value: 6)
        body(items)
        let error = try #require(state.lastError)
        #expect(
            error
                == .invalidItem(
                    section: 0, item: 200,
                    reason: "duplicate item id CrowdedID(value: 6): "
                        + "another item already has it; every item needs its own id"))
        #expect(state.layout == nil)
    }
}
