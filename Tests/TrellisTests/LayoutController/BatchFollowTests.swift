import Testing
import TrellisTestSupport
import TrellisTools

@testable import Trellis

/// A batch update that inserts or deletes sections before others follows
/// the measured sizes (and the scroll anchor) item by item, without the
/// dense per-item arrays of the general rule: on random batches of section
/// inserts and deletes with item inserts, deletes, moves and reloads, in
/// UIKit's order, the values followed equal the general rule's
/// (`CollectionLayoutController.measuredSizes(_:counts:after:keepingReloads:)`),
/// with and without the reloaded items kept.
@Suite("Batch updates follow measured sizes past inserted and deleted sections")
struct BatchFollowTests {
    @Test("following values equals the per-item rule, for random batches that insert and delete sections")
    func followEqualsDenseRule() throws {
        var random = SeededGenerator(seed: 0xF011_0)
        var checked = 0
        for round in 0..<300 {
            let counts = (0..<Int.random(in: 1...7, using: &random)).map { _ in Int.random(in: 0...9, using: &random) }
            let updates = Self.randomBatch(counts: counts, using: &random)
            var values: [ElementPath: Int] = [:]
            for (section, count) in counts.enumerated() {
                for item in 0..<count where Bool.random(using: &random) {
                    values[ElementPath(section: section, item: item)] = values.count
                }
            }
            guard let batch = try? CollectionUpdate.Batch(updates, counts: counts) else { continue }
            for keepingReloads in [false, true] {
                guard
                    let expected = try? CollectionLayoutController.measuredSizes(
                        values, counts: counts, after: updates, keepingReloads: keepingReloads)
                else { continue }
                let followed = batch.follow(values, counts: counts, keepingReloads: keepingReloads)
                #expect(followed == expected, "round \(round): \(counts) \(updates), keeping reloads \(keepingReloads)")
                checked += 1
            }
        }
        #expect(checked > 300, "too few valid batches: \(checked)")
    }

    /// A batch in UIKit's order: deletions, reloads and move sources in old
    /// paths; section inserts and item inserts and move destinations in new
    /// paths. Some may not fit (the general rule then throws, and the case
    /// is skipped).
    private static func randomBatch(counts: [Int], using random: inout SeededGenerator) -> [CollectionUpdate] {
        var updates: [CollectionUpdate] = []
        let deleted = Set(counts.indices.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
        updates += deleted.sorted().map { .deleteSection($0) }
        // The sections after the batch: the kept ones in order, and the inserted ones at distinct new indices.
        let kept = counts.indices.filter { !deleted.contains($0) }
        let total = kept.count + Int.random(in: 0...2, using: &random)
        let inserted = Set((0..<total).shuffled(using: &random).prefix(total - kept.count))
        updates += inserted.sorted().map { .insertSection($0) }
        var keptLeft = kept[...]
        let newCounts = (0..<total).map { index in
            inserted.contains(index) ? 0 : counts[keptLeft.popFirst() ?? 0]
        }
        // Items of kept sections: deleted, reloaded (old paths), one moved; items inserted (new paths).
        var leaving = Set<ElementPath>()
        for section in kept {
            for item in 0..<counts[section] {
                let path = ElementPath(section: section, item: item)
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    updates.append(.deleteItem(path))
                    leaving.insert(path)
                case 1:
                    updates.append(.reloadItem(path))
                    leaving.insert(path)  // (an item is reloaded or moved, not both)
                default: break
                }
            }
        }
        func newPath() -> ElementPath? {
            guard let section = newCounts.indices.randomElement(using: &random) else { return nil }
            return ElementPath(section: section, item: Int.random(in: 0...newCounts[section], using: &random))
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            if let path = newPath() { updates.append(.insertItem(path)) }
        }
        if let from = kept.filter({ counts[$0] > 0 }).randomElement(using: &random), let to = newPath() {
            let source = ElementPath(section: from, item: Int.random(in: 0..<counts[from], using: &random))
            if !leaving.contains(source) { updates.append(.moveItem(from: source, to: to)) }
        }
        return updates
    }
}
