import TrellisCore

/// The sizes of the line being built: a growable buffer of `Size` without
/// copy-on-write, shared by every section of one layout.
///
/// Why not an `Array`: writing an item into an array checks that its storage
/// is uniquely referenced, a runtime call per item. Measured with callgrind on
/// 400,000 photo sizes, this storage runs 6% fewer instructions in
/// `placeElements` than an array with the same overwrite-in-place scheme.
final class LineStorage {
    private(set) var base: UnsafeMutablePointer<Size>
    private var capacity: Int

    /// Creates storage for `capacity` sizes (at least 1); it grows when needed.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Writes `size` at `index`, growing the storage when `index == capacity`.
    ///
    /// - Precondition: `0 <= index <= capacity`, and the entries before `index` written.
    @inline(__always)
    func store(_ size: Size, at index: Int) {
        if index == capacity { grow() }
        (base + index).initialize(to: size)
    }

    /// The size at `index`. `Size` is a trivial type, so no entry needs deinitializing.
    @inline(__always)
    subscript(index: Int) -> Size { base[index] }

    private func grow() {
        base = base.doubled(capacity: capacity, moving: capacity)
        capacity *= 2
    }
}
