import Testing
import TrellisTestSupport
import TrellisTools

@testable import TrellisCore

/// The two-step search the lane and band indexes use: keys stored as
/// `Float` rounded up, a search that may land early but never late.
@Suite("Stepped keys")
struct SteppedKeysTests {
    @Test("a key rounded up is the smallest Float not below it")
    func roundedUp() {
        var random = SeededRandom(seed: 11)
        var keys: [Double] = [
            0, -0.0, 1, -1, 0.1, -0.1, 1e-50, -1e-50, 1e38, 3.5e38, -3.5e38, 1e300, -1e300, .infinity, -.infinity,
            Double(Float.greatestFiniteMagnitude), Double(Float.leastNonzeroMagnitude) / 2,
        ]
        for _ in 0..<20_000 {
            // Binary exponents across and beyond Float's range, both signs.
            keys.append(
                Double(
                    sign: random.bool() ? .plus : .minus, exponent: random.int(in: -160...160),
                    significand: random.double(in: 1...1.999)))
        }
        for key in keys {
            let stored = SteppedKeys.roundedUp(key)
            #expect(Double(stored) >= key, "\(key) → \(stored)")
            // The next Float down is below the key: nothing tighter exists.
            if stored.isFinite || key > Double(Float.greatestFiniteMagnitude) {
                #expect(!(Double(stored.nextDown) >= key) || stored == -.infinity, "\(key) → \(stored)")
            }
        }
    }

    @Test("the search never passes the first key greater than the value", arguments: 0..<8)
    func searchNeverLate(seed: UInt64) {
        var random = SeededRandom(seed: 100 + seed)
        var keys = SteppedKeys()
        var truth: [Double] = []
        var key = random.double(in: -1e6...1e6)
        for position in 0..<random.int(in: 0...3000) {
            // Runs of equal keys, tiny steps that vanish in a Float, and large steps.
            key += [0, 1e-7 * abs(key), random.double(in: 0...50), random.double(in: 0...1e4)][random.int(in: 0...3)]
            truth.append(key)
            keys.append(key, position: UInt32(position))
        }
        #expect(keys.count == truth.count)
        for _ in 0..<500 {
            let value =
                truth.isEmpty || random.bool()
                ? random.double(in: -2e6...2e6) : truth[random.int(in: 0...truth.count - 1)]
            let found = keys.firstIndex(greaterThan: value)
            let exact = truth.firstIndex { $0 > value } ?? truth.count
            #expect(found <= exact)
            // Everything skipped really is not greater: skipping it loses nothing.
            #expect(truth[..<found].allSatisfy { $0 <= value })
            if found < keys.count { #expect(Int(keys[found].position) == found) }
        }
        #expect(keys.firstIndex(greaterThan: .nan) == keys.count)
    }

    @Test("keeping a prefix keeps the steps in step")
    func keepFirst() {
        var keys = SteppedKeys()
        for position in 0..<3000 { keys.append(Double(position), position: UInt32(position)) }
        for count in [2999, 2049, 2048, 2047, 129, 128, 127, 99, 64, 63, 57, 9, 8, 1, 0] {
            keys.keepFirst(count)
            #expect(keys.count == count)
            #expect(keys.steps.count == (count + SteppedKeys.step - 1) / SteppedKeys.step)
            #expect(keys.firstIndex(greaterThan: -1) == 0)
            #expect(keys.firstIndex(greaterThan: 1e9) == count)
        }
    }

    /// The search finds exactly the first stored key greater than the value
    /// (not only "never late"): what a scan of the stored keys finds, through
    /// appends one by one and in runs and removals from the end, at sizes
    /// around powers of two of the steps, for values at, next to and beyond
    /// the keys.
    @Test("the search finds what a scan of the stored keys finds", arguments: 0..<6)
    func searchEqualsScan(seed: UInt64) {
        var random = SeededRandom(seed: 200 + seed)
        var keys = SteppedKeys()
        var key = random.double(in: -1e6...1e6)
        var position: UInt32 = 0
        func add(_ count: Int) {
            var run: [SteppedKeys.Entry] = []
            var last = keys.count > 0 ? keys[keys.count - 1].key : -.infinity
            for _ in 0..<count {
                key +=
                    [0, 1e-7 * abs(key), random.double(in: 0...50), random.double(in: 0...1e4)][random.int(in: 0...3)]
                if random.bool() {
                    last = max(SteppedKeys.roundedUp(key), last)
                    run.append(SteppedKeys.Entry(key: last, position: position))
                } else {
                    run.withUnsafeBufferPointer { keys.append(contentsOf: $0) }
                    run = []
                    keys.append(key, position: position)
                    last = keys[keys.count - 1].key
                }
                position += 1
            }
            run.withUnsafeBufferPointer { keys.append(contentsOf: $0) }
        }
        for size in [1, 7, 8, 9, 127, 128, 129, 2047, 2048, 2049, 32767, 32768, 32769, random.int(in: 0...40_000)] {
            keys.keepFirst(random.int(in: 0...keys.count))
            position = keys.count > 0 ? keys[keys.count - 1].position + 1 : 0
            add(max(0, size - keys.count))
            keys.keepPositions(below: Int(position) - random.int(in: 0...2))
            Self.expectStepsInStep(keys)
            var values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, key, key + 1]
            for _ in 0..<300 {
                let stored = keys.count > 0 ? Double(keys[random.int(in: 0...keys.count - 1)].key) : 0
                values.append(
                    random.bool()
                        ? random.double(in: -2e6...2e6)
                        : [stored, stored.nextDown, stored.nextUp][random.int(in: 0...2)])
            }
            for value in values {
                #expect(keys.firstIndex(greaterThan: value) == Self.scan(keys, value), "\(value) among \(keys.count)")
            }
        }
    }

    @Test("keys beyond Float's range and infinite keys are found exactly")
    func hugeKeys() {
        var keys = SteppedKeys()
        let values: [Double] = [-.infinity, -1e300, -1e39, -3e38, -1, 0, 1, 1e38, 3.5e38, 1e300, .infinity]
        for (index, value) in values.enumerated() {
            for copy in 0..<20 { keys.append(value, position: UInt32(index * 20 + copy)) }
        }
        Self.expectStepsInStep(keys)
        for value in values + [3.4e38, 1e39, -3.4e38, .nan] {
            #expect(keys.firstIndex(greaterThan: value) == Self.scan(keys, value), "\(value)")
        }
    }

    @Test("a value rounded down compares with every Float key as the value does, as ordered integers")
    func roundedDownOrdersAsTheValue() {
        var random = SeededRandom(seed: 12)
        var floats: [Float] = [
            0, -0.0, 1, -1, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 0.1, -0.1,
        ]
        var values: [Double] = floats.map(Double.init) + [.nan, 1e300, -1e300, 1e-300, -1e-300, -0.0]
        for _ in 0..<2_000 {
            let value = Double(
                sign: random.bool() ? .plus : .minus, exponent: random.int(in: -160...160),
                significand: random.double(in: 1...1.999))
            values.append(value)
            floats.append(Float(value))
            floats.append(Float(value).nextUp)
            floats.append(Float(value).nextDown)
        }
        values += floats.map { Double($0) }
        for value in values {
            let bound = SteppedKeys.orderedBits(SteppedKeys.roundedDown(value))
            for key in floats.prefix(40) + [Float(value), Float(value).nextUp, Float(value).nextDown] where !key.isNaN {
                #expect(
                    (SteppedKeys.orderedBits(key) > bound) == (Double(key) > value), "key \(key), value \(value)")
            }
        }
    }

    /// Keys spread far from evenly: the search's guess lands far from the
    /// answer, and its gallop must still find exactly what a scan finds.
    @Test("keys spread unevenly are found exactly", arguments: 0..<4)
    func unevenKeys(shape: Int) {
        var keys = SteppedKeys()
        var truth: [Double] = []
        for position in 0..<5_000 {
            let x = Double(position)
            let key: Double =
                switch shape {
                case 0: x * x * x  // slow, then steep
                case 1: position < 4_990 ? x : 1e12 + x  // one jump near the end
                case 2: position < 10 ? x : 1e9 + x  // one jump near the start
                default: Double((position / 700) * 700)  // long runs of equal keys
                }
            truth.append(key)
            keys.append(key, position: UInt32(position))
        }
        var random = SeededRandom(seed: 300 + UInt64(shape))
        var values = truth.map { Double(SteppedKeys.roundedUp($0)) } + [-1, 1e13, .infinity, -.infinity, .nan]
        for _ in 0..<2_000 { values.append(random.double(in: -10...(truth.last ?? 0) * 1.1)) }
        for value in values {
            #expect(keys.firstIndex(greaterThan: value) == Self.scan(keys, value), "shape \(shape), \(value)")
            let step = (0..<keys.steps.count).first { Double(keys.steps[$0]) > value } ?? keys.steps.count
            #expect(keys.stepIndex(greaterThan: value) == step, "shape \(shape), \(value)")
        }
    }

    /// The first stored key greater than `value`, by a scan (none for NaN).
    static func scan(_ keys: SteppedKeys, _ value: Double) -> Int {
        (0..<keys.count).first { Double(keys[$0].key) > value } ?? keys.count
    }

    /// The steps hold every 8th entry's key.
    static func expectStepsInStep(_ keys: SteppedKeys, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = stride(from: 0, to: keys.count, by: SteppedKeys.step).map { keys[$0].key }
        #expect(keys.steps == expected, "\(keys.count) entries", sourceLocation: sourceLocation)
    }
}
