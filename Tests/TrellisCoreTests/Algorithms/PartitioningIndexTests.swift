import Testing
import TrellisCore
import TrellisTools

/// The package's one binary search finds the partition point a linear scan finds.
@Suite("Partitioning index")
struct PartitioningIndexTests {
    @Test("equals the first index a linear scan finds, on random sorted arrays and every threshold", arguments: 0..<20)
    func equalsLinearScan(seed: UInt64) {
        var random = SeededGenerator(seed: 0xB15E &+ seed)
        let count = Int.random(in: 0...300, using: &random)
        let values = (0..<count).map { _ in Int.random(in: 0...40, using: &random) }.sorted()
        for threshold in -1...41 {
            let expected = values.firstIndex { $0 > threshold } ?? values.endIndex
            #expect(values.partitioningIndex { $0 > threshold } == expected, "\(values) > \(threshold)")
        }
    }

    @Test("empty, all-false and all-true collections; a slice keeps its own indices")
    func edges() {
        #expect([Int]().partitioningIndex { _ in true } == 0)
        #expect([1, 2, 3].partitioningIndex { _ in false } == 3)
        #expect([1, 2, 3].partitioningIndex { _ in true } == 0)
        let slice = [0, 1, 2, 5, 8, 9][2...]
        #expect(slice.partitioningIndex { $0 >= 5 } == 3)
        #expect(slice.partitioningIndex { $0 > 100 } == slice.endIndex)
    }

    @Test("calls the predicate O(log n) times")
    func logarithmicCalls() {
        let values = Array(0..<1_000_000)
        var calls = 0
        let index = values.partitioningIndex {
            calls += 1
            return $0 >= 765_432
        }
        #expect(index == 765_432)
        #expect(calls <= 21)
    }
}
