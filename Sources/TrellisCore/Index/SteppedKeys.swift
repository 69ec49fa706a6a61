/// Non-decreasing scroll-axis keys, each with the storage position of the
/// element (or band) it belongs to, searched in two steps: every 8th key is
/// copied into a short array (1/8 of the entries); a search finds its place
/// in the short array (``stepIndex(greaterThan:)``), then counts over at
/// most 7 neighbouring entries in one or two cache lines.
///
/// Why: a binary search over a million keys waits for a cache miss at each of
/// its last steps, and then for one more miss to learn where the element is
/// before its frame can be read. Here one miss gives the entry, and the entry
/// holds the position, so the frame's miss follows directly: two misses in
/// a row instead of four to nine.
///
/// Keys are stored as `Float`, rounded up (towards +∞): a stored key is never
/// below the true one. A search for the first key greater than `value` can
/// then only land early, never late, and whatever uses it starts a walk
/// early at worst: an entry's key is not greater than `value` only when its
/// true key is not either. Entries are 8 bytes.
///
/// The short array is kept up to date by every mutation.
@usableFromInline
struct SteppedKeys: Sendable {
    @usableFromInline
    struct Entry: Sendable {
        /// The key, rounded up to a `Float`.
        @usableFromInline var key: Float
        /// The storage position the key belongs to.
        @usableFromInline var position: UInt32

        @inlinable
        init(key: Float, position: UInt32) {
            self.key = key
            self.position = position
        }
    }

    @usableFromInline var entries: [Entry] = []
    /// `entries[0].key`, `entries[8].key`, …
    @usableFromInline var steps: [Float] = []

    /// Entries per step.
    @inlinable static var step: Int { 8 }

    @inlinable
    init() {}

    @inlinable
    var count: Int { entries.count }

    @inlinable
    subscript(index: Int) -> Entry { entries[index] }

    /// `key` as a `Float` no smaller than it (+∞ beyond `Float`'s range).
    ///
    /// Branch-free: when rounding to the nearest `Float` went down, the bit
    /// pattern moves one step up (one more for a positive number, one less
    /// for a negative one). `key` must not be NaN.
    @inlinable
    static func roundedUp(_ key: Double) -> Float {
        let rounded = Float(key)
        let bits = rounded.bitPattern
        let step: UInt32 = Double(rounded) < key ? 1 : 0
        return Float(bitPattern: bits >> 31 == 0 ? bits &+ step : bits &- step)
    }

    /// The largest `Float` not above `value`, zero unsigned, +∞ for NaN:
    /// for every `Float` key but NaN, `key > roundedDown(value)` exactly
    /// when `Double(key) > value`.
    @inlinable
    static func roundedDown(_ value: Double) -> Float {
        guard !value.isNaN else { return .infinity }
        let rounded = Float(value)
        return (Double(rounded) > value ? rounded.nextDown : rounded) + 0
    }

    /// A key's bits as an integer that orders as the keys do (`-0` just
    /// below `+0`), for comparisons without a branch.
    @inlinable @inline(__always)
    static func orderedBits(_ key: Float) -> Int {
        let bits = Int32(bitPattern: key.bitPattern)
        return Int(bits ^ ((bits >> 31) & Int32.max))
    }

    /// Appends a key no smaller than the last, with its position.
    @inlinable
    mutating func append(_ key: Double, position: UInt32) {
        let stored = Self.roundedUp(key)
        if entries.count % Self.step == 0 { steps.append(stored) }
        entries.append(Entry(key: stored, position: position))
    }

    /// Appends entries whose keys were rounded with ``roundedUp(_:)``, each no
    /// smaller than the one before.
    ///
    /// - Complexity: O(*k*) for *k* entries.
    @inlinable
    mutating func append(contentsOf added: UnsafeBufferPointer<Entry>) {
        var index = (Self.step &- entries.count % Self.step) % Self.step
        while index < added.count {
            steps.append(added[index].key)
            index &+= Self.step
        }
        entries.append(contentsOf: added)
    }

    /// Keeps the first `count` entries.
    ///
    /// - Complexity: O(removed entries).
    mutating func keepFirst(_ count: Int) {
        guard count < entries.count else { return }
        entries.removeSubrange(count...)
        steps.removeSubrange(((count + Self.step - 1) / Self.step)...)
    }

    /// Keeps the entries whose position is below `position`: a lane's
    /// samples, whose positions ascend, after its elements from `position`
    /// on are taken away.
    ///
    /// - Complexity: O(removed entries).
    mutating func keepPositions(below position: Int) {
        var count = entries.count
        while count > 0, Int(entries[count - 1].position) >= position { count -= 1 }
        keepFirst(count)
    }

    @usableFromInline
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        steps.reserveCapacity(count / Self.step + 1)
    }

    /// The index of the first entry whose key is greater than `value`, or
    /// ``count`` when none is; because keys are rounded up it may be an entry
    /// whose true key is not greater (never one past the true answer).
    /// A NaN `value` gives ``count``.
    ///
    /// - Complexity: O(log(*m* / 8) + 8) for *m* entries.
    @inlinable
    func firstIndex(greaterThan value: Double) -> Int {
        firstIndex(greaterThan: value, step: stepIndex(greaterThan: value))
    }

    /// The first half of ``firstIndex(greaterThan:)``: the index of the first
    /// step whose key is greater than `value`, found in the short array alone.
    ///
    /// The search starts where `value` would sit were the keys spread evenly
    /// between the first and the last, then gallops (1, 2, 4, … steps) to
    /// bracket the answer and halves the bracket. Keys a layout records
    /// (the ends of photos down a column, bands of rows) are close to evenly
    /// spread, so the guess is a few steps off and the search reads one or
    /// two cache lines where halving the whole array waited for a dozen
    /// dependent reads; keys spread unevenly cost at most twice the halving.
    ///
    /// Kept apart from the entries' count so that a query of several lanes
    /// can search every lane's steps first, then read every lane's entries:
    /// the entries' cache misses then overlap instead of following one another.
    ///
    /// - Complexity: O(log *d*) for a guess *d* steps off, at most O(log(*m* / 8)) for *m* entries.
    @inlinable
    func stepIndex(greaterThan value: Double) -> Int {
        steps.withUnsafeBufferPointer { steps in
            let count = steps.count
            guard count > 1 else { return count == 1 && !(Double(steps[0]) > value) ? 1 : 0 }
            let first = Double(steps[0])
            let fraction = (value - first) / (Double(steps[count &- 1]) - first)
            // Written so that NaN (a NaN value, or keys all equal) guesses 0.
            let guess = fraction >= 1 ? count &- 1 : fraction > 0 ? Int(fraction * Double(count &- 1)) : 0
            // Gallop to a bracket: the answer lies in low...high.
            var low: Int
            var high: Int
            var distance = 1
            if Double(steps[guess]) > value {
                (low, high) = (0, guess)
                while distance <= guess {
                    let probe = guess &- distance
                    guard Double(steps[probe]) > value else {
                        low = probe &+ 1
                        break
                    }
                    high = probe
                    distance &<<= 1
                }
            } else {
                (low, high) = (guess &+ 1, count)
                while guess &+ distance < count {
                    let probe = guess &+ distance
                    guard !(Double(steps[probe]) > value) else {
                        high = probe
                        break
                    }
                    low = probe &+ 1
                    distance &<<= 1
                }
            }
            return steps[low..<high].partitioningIndex { Double($0) > value }
        }
    }

    /// The second half of ``firstIndex(greaterThan:)``: the count over the
    /// entries of the step before `step`, which ``stepIndex(greaterThan:)`` found
    /// for the same `value`.
    ///
    /// - Complexity: O(8).
    @inlinable
    func firstIndex(greaterThan value: Double, step low: Int) -> Int {
        // steps[low - 1] (entry (low - 1) * 8) is not greater; entry low * 8 is, or does not exist.
        guard low > 0 else { return 0 }
        // Compared as integers that order as the keys do, and counted with
        // arithmetic, not a branch: the entries are a cache miss, and a
        // branch on them that goes the wrong way would discard the reads of
        // the lanes after this one, issued while this one waited.
        let bound = Self.orderedBits(Self.roundedDown(value))
        return entries.withUnsafeBufferPointer { entries in
            let from = (low &- 1) &* Self.step &+ 1
            let to = Swift.min(low &* Self.step, entries.count)
            var notGreater = 0
            for index in from..<to {
                // 1 when the key's bits are not above the bound's, else 0.
                notGreater &+= 1 &+ (bound &- Self.orderedBits(entries[index].key)) >> 63
            }
            return from &+ notGreater
        }
    }

    var byteCount: Int {
        entries.capacity * MemoryLayout<Entry>.stride + steps.capacity * MemoryLayout<Float>.stride
    }
}
