import Testing
import TrellisTools

@testable import TrellisCore

/// An array with room at both ends answers as `Array` through every change,
/// wherever its room lies.
@Suite("Double-ended array")
struct DoubleEndedArrayTests {
    @Test("batches near the front, the middle and the back leave it equal to an array", arguments: 0..<12)
    func followsBatches(seed: UInt64) {
        var random = SeededGenerator(seed: seed &+ 900)
        var reference = Array(0..<Int.random(in: 0...300, using: &random))
        var elements = DoubleEndedArray(reference)
        var next = 1_000
        for step in 0..<200 {
            // Where the batch lands: the first items (new posts), the last (loaded more), or anywhere.
            let count = reference.count
            let zone = Int.random(in: 0..<3, using: &random)
            func place(_ limit: Int) -> Int {
                switch zone {
                case 0: Int.random(in: 0...Swift.min(limit, 6), using: &random)
                case 1: Int.random(in: Swift.max(0, limit - 6)...limit, using: &random)
                default: Int.random(in: 0...limit, using: &random)
                }
            }
            var ranges: [Range<Int>] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let from = Swift.max(ranges.last?.upperBound ?? 0, place(count))
                guard from < count else { break }
                ranges.append(from..<Swift.min(count, from + Int.random(in: 1...4, using: &random)))
            }
            let left = count - ranges.reduce(0) { $0 + $1.count }
            var runs: [(position: Int, elements: [Int])] = []
            var inserted = 0
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let earliest = runs.last.map { $0.position + $0.elements.count } ?? 0
                let position = Swift.max(earliest, place(left + inserted))
                let run = Array(next..<next + Int.random(in: 1...12, using: &random))
                next += run.count
                runs.append((position, run))
                inserted += run.count
            }
            reference.removeSubranges(ascending: ranges, thenInsert: runs)
            elements.removeSubranges(ascending: ranges, thenInsert: runs)
            #expect(Array(elements) == reference, "seed \(seed) step \(step)")
            if let probe = reference.randomElement(using: &random) {
                let from = Int.random(in: 0..<reference.count, using: &random)
                #expect(elements.firstIndex(of: probe, from: from) == reference[from...].firstIndex(of: probe))
            }
        }
    }

    @Test("deletions from the front down to a few elements, then insertions there, answer as an array's")
    func roomGivenBack() {
        var reference = Array(0..<1_000)
        var elements = DoubleEndedArray(reference)
        reference.insert(contentsOf: [-1, -2], at: 0)
        elements.insert(contentsOf: [-1, -2], at: 0)
        while reference.count > 10 {
            let gone = 0..<Swift.min(47, reference.count - 10)
            reference.removeSubrange(gone)
            elements.removeSubrange(gone)
            #expect(Array(elements) == reference)
        }
        for value in 0..<40 {
            reference.insert(contentsOf: [value, value], at: 1)
            elements.insert(contentsOf: [value, value], at: 1)
            #expect(Array(elements) == reference)
        }
    }

    @Test("one change at a time, the buffers, equality and hashing answer as an array's", arguments: 0..<8)
    func answersAsArray(seed: UInt64) {
        var random = SeededGenerator(seed: seed &+ 77)
        var reference: [Int32] = []
        var elements: DoubleEndedArray<Int32> = []
        for step in 0..<300 {
            let count = reference.count
            // Mostly at the ends, where the room is.
            let place = [0, count, Int.random(in: 0...count, using: &random)][Int.random(in: 0..<3, using: &random)]
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                let new = (0..<Int.random(in: 1...9, using: &random)).map { _ in
                    Int32.random(in: 0...99, using: &random)
                }
                reference.insert(contentsOf: new, at: place)
                elements.insert(contentsOf: new, at: place)
            case 1 where place < count:
                let range = place..<Swift.min(count, place + Int.random(in: 1...5, using: &random))
                reference.removeSubrange(range)
                elements.removeSubrange(range)
            case 2:
                let value = Int32(step)
                reference.append(value)
                elements.append(value)
            case 3 where place < count:
                reference[place] += 1
                elements[place] += 1
            case 4:
                let new = (0..<Int.random(in: 0...4, using: &random)).map { _ in Int32(step) }
                let upper = Swift.min(count, place + Int.random(in: 0...3, using: &random))
                reference.replaceSubrange(place..<upper, with: new)
                elements.replaceSubrange(place..<upper, with: new)
            default:
                elements.withUnsafeMutableBufferPointer { buffer in
                    for index in buffer.indices { buffer[index] = buffer[index] &* 3 }
                }
                reference = reference.map { $0 &* 3 }
            }
            #expect(Array(elements) == reference, "seed \(seed) step \(step)")
            #expect(elements.withUnsafeBufferPointer { Array($0) } == reference)
            // The same elements with no room before them are equal and hash alike.
            let fresh = DoubleEndedArray(reference)
            #expect(elements == fresh && elements.hashValue == fresh.hashValue)
        }
        // Emptied keeping its capacity, it keeps its room: filled again, then edited at the front, it still
        // answers as an array.
        elements.removeAll(keepingCapacity: true)
        #expect(elements.isEmpty && elements == [])
        elements.append(contentsOf: [1, 2, 3])
        elements.insert(contentsOf: [7, 8], at: 0)
        elements.removeSubrange(0..<1)
        #expect(Array(elements) == [8, 1, 2, 3])
    }
}
