/// Non-decreasing scroll-axis keys, each with the storage position of the
/// element (or band) it belongs to, searched in two steps: every 8th key is
/// copied into a short array (1/8 of the entries) that stays in cache between
/// queries; a search is a binary search of the short array, then
/// a count over at most 7 neighbouring entries in one or two cache lines.
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
        steps.withUnsafeBufferPointer { steps in
            // Written branch-free: the steps are in cache, and a mispredicted
            // branch per halving would cost more than the loads. (The
            // compiler still turns this choice into a jump on x86-64.)
            var base = 0
            var length = steps.count
            while length > 1 {
                let half = length >> 1
                base = Double(steps[base &+ half &- 1]) > value ? base : base &+ half
                length &-= half
            }
            let low = length == 1 && !(Double(steps[base]) > value) ? base &+ 1 : base
            // steps[low - 1] (entry (low - 1) * 8) is not greater; entry low * 8 is, or does not exist.
            guard low > 0 else { return 0 }
            return entries.withUnsafeBufferPointer { entries in
                let from = (low &- 1) &* Self.step &+ 1
                let to = Swift.min(low &* Self.step, entries.count)
                var notGreater = 0
                for index in from..<to { notGreater &+= Double(entries[index].key) > value ? 0 : 1 }
                return from &+ notGreater
            }
        }
    }

    var byteCount: Int {
        entries.capacity * MemoryLayout<Entry>.stride + steps.capacity * MemoryLayout<Float>.stride
    }
}
