/// A small, fast, seedable random number generator (SplitMix64).
///
/// The same seed gives the same sequence on every platform and every run, so
/// a property test or a conformance violation names a seed that reproduces it.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let width = Double.random(in: 100...2000, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
