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
        for position in 0..<100 { keys.append(Double(position), position: UInt32(position)) }
        for count in [99, 64, 63, 57, 8, 1, 0] {
            keys.keepFirst(count)
            #expect(keys.count == count)
            #expect(keys.steps.count == (count + SteppedKeys.step - 1) / SteppedKeys.step)
            #expect(keys.firstIndex(greaterThan: -1) == 0)
            #expect(keys.firstIndex(greaterThan: 1e9) == count)
        }
    }
}
