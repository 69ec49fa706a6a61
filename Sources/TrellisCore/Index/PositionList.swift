/// The storage positions a query collects, in a buffer the query owns: on
/// the stack for the few dozen a viewport yields, on the heap past that.
///
/// Why not an `Array`: every query made one (an allocation and a free, a
/// capacity check and a uniqueness check per append), which cost about as
/// much as making the answer's attributes. The list lives only as long as
/// ``ElementIndex/withPositions(overlapping:frames:_:_:)``'s closure.
@usableFromInline
struct PositionList {
    @usableFromInline var base: UnsafeMutablePointer<Int>
    @usableFromInline var count = 0
    @usableFromInline var capacity: Int
    /// Whether `base` was allocated here (after the first buffer filled up) and must be freed.
    @usableFromInline var ownsBase = false

    /// Positions per query that fit without a heap allocation: a 390 × 844
    /// viewport over photos holds 10–50 elements.
    @inlinable static var stackCapacity: Int { 64 }

    /// A list that writes into `buffer` until it is full.
    @inlinable
    init(_ buffer: UnsafeMutableBufferPointer<Int>) {
        base = buffer.baseAddress!
        capacity = buffer.count
    }

    @inlinable @inline(__always)
    mutating func append(_ position: Int) {
        if count == capacity { grow() }
        base[count] = position
        count &+= 1
    }

    /// Moves the positions to a heap buffer twice the size.
    ///
    /// - Complexity: O(*k*) for *k* positions so far.
    @usableFromInline
    mutating func grow() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsBase { base.deallocate() }
        base = larger
        capacity *= 2
        ownsBase = true
    }

    /// The positions so far.
    @inlinable
    var buffer: UnsafeMutableBufferPointer<Int> { UnsafeMutableBufferPointer(start: base, count: count) }

    /// Frees the heap buffer, if any; the list is not used after.
    @inlinable
    func release() {
        if ownsBase { base.deallocate() }
    }
}
