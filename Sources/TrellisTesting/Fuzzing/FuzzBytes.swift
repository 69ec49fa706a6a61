/// Reads structured choices from a fuzzer's input bytes.
///
/// Every read is total: when the bytes run out, reads return zero, so any
/// byte string (including the empty one) describes exactly one input. Numbers
/// are drawn mostly from a palette of edge values (0, negatives, NaN,
/// infinities, 1e-9, 1e15, 390.1, 1/3, `Int.max`, ...) because that is where
/// layouts break, and sometimes straight from eight bytes.
public struct FuzzBytes: Sendable {
    private let bytes: [UInt8]
    private var cursor = 0

    /// Wraps a fuzzer input.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { cursor >= bytes.count }

    /// The next byte, or 0 after the end.
    public mutating func byte() -> UInt8 {
        guard cursor < bytes.count else { return 0 }
        defer { cursor += 1 }
        return bytes[cursor]
    }

    /// A number in `0..<bound` (`bound` ≥ 1).
    public mutating func below(_ bound: Int) -> Int {
        Int(byte()) % max(bound, 1)
    }

    /// A boolean, true for about one byte value in `oneIn`.
    public mutating func chance(oneIn: Int) -> Bool {
        below(oneIn) == 0
    }

    /// The next eight bytes as a little-endian integer.
    public mutating func word() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
        return value
    }

    /// Edge values a layout must survive or reject cleanly.
    public static let numberPalette: [Double] = [
        0, 1, 2, 3, 6, 10, 44, 50, 100, 200, 390, 390.1, 1.0 / 3.0, 2.0 / 3.0, 0.5, 1e-9, 1e-300,
        1e15, 1e300, -1, -0.0, .nan, .infinity, -.infinity, 1024, 4096, 9_007_199_254_740_992,
        Double(Int.max), 10_000, 10_001, 0.1, 1e6, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]

    /// A number: from ``numberPalette``, a small integer, or any bit pattern.
    public mutating func number() -> Double {
        switch below(8) {
        case 0: Double(bitPattern: word())
        case 1, 2: Double(below(64))
        case 3: Double(below(256)) + Double(below(256)) / 256
        default: Self.numberPalette[below(Self.numberPalette.count)]
        }
    }

    /// A positive, moderate number (for sizes that should mostly be valid).
    public mutating func moderateNumber() -> Double {
        chance(oneIn: 6) ? number() : Double(below(255) + 1) * (chance(oneIn: 3) ? 1.0 / 3.0 : 1)
    }

    /// An item count: mostly small, sometimes an absurd one that must be rejected.
    public mutating func count() -> Int {
        switch below(16) {
        case 0: [Int.max, Int.min, -1, 1 << 40, 50_000_000, 50_000_001, 1 << 31, Int.max - 1][below(8)]
        default: below(48)
        }
    }
}
