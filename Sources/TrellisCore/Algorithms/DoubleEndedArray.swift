/// An array of integers with room before its first element as well as
/// after its last: a replacement that changes the count moves the elements
/// before it or those after it, whichever are fewer. Items inserted at the
/// top of a long section (new posts in a feed) then move what lies above
/// them, not the million entries below.
///
/// The room before the first element, zeros, is made when the storage grows
/// anyway (an append past its capacity, `reserveCapacity`), an eighth of
/// the capacity large, so that the first insertions at the front find it
/// there; when those use it up, one move of every element makes an eighth
/// of the elements again. Deletions near the front add to it, and it goes
/// back to an eighth of the elements once it holds more than twice them.
@usableFromInline
package struct DoubleEndedArray<Element: FixedWidthInteger> {
    /// The elements, from `start` on.
    @usableFromInline var storage: [Element]
    /// Where the first element is in `storage`.
    @usableFromInline var start: Int

    /// An empty array.
    @inlinable
    package init() {
        storage = []
        start = 0
    }

    /// The elements of `elements`, no room before them yet.
    @inlinable
    package init(_ elements: [Element]) {
        storage = elements
        start = 0
    }

    /// Calls `body` with the elements in one buffer.
    @inlinable
    package func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    /// Calls `body` with the elements in one buffer it may change.
    @inlinable
    package mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        let start = start
        return try storage.withUnsafeMutableBufferPointer {
            try body(UnsafeMutableBufferPointer(rebasing: $0[start...]))
        }
    }
}

extension DoubleEndedArray: RandomAccessCollection, MutableCollection {
    @inlinable package var startIndex: Int { 0 }
    @inlinable package var endIndex: Int { storage.count &- start }

    @inlinable
    package subscript(position: Int) -> Element {
        get { storage[start &+ position] }
        set { storage[start &+ position] = newValue }
    }
}

extension DoubleEndedArray: RangeReplaceableCollection {
    /// Makes room for `capacity` elements after the first, and room before
    /// it too when there is less than half the room ``makeRoom(_:capacity:)``
    /// makes.
    ///
    /// - Complexity: O(*n*) when it allocates.
    @inlinable
    package mutating func reserveCapacity(_ capacity: Int) {
        guard start + capacity > storage.capacity else { return }
        if start < capacity / 16 {
            makeRoom(capacity / 8, capacity: capacity)
        } else {
            storage.reserveCapacity(start + capacity)
        }
    }

    /// Adds `element` after the last.
    ///
    /// - Complexity: O(1), amortized.
    @inlinable
    package mutating func append(_ element: Element) {
        if storage.count == storage.capacity { grow(by: 1) }
        storage.append(element)
    }

    /// Adds `elements` after the last.
    ///
    /// - Complexity: O(*k*), amortized, for *k* elements.
    @inlinable
    package mutating func append<Elements: Sequence<Element>>(contentsOf elements: Elements) {
        let added = elements.underestimatedCount
        if storage.count + added > storage.capacity { grow(by: added) }
        storage.append(contentsOf: elements)
    }

    /// Makes room for `added` more elements at the end, doubling the
    /// capacity, and room before the first as ``reserveCapacity(_:)`` does.
    @inlinable
    mutating func grow(by added: Int) {
        reserveCapacity(Swift.max(2 * count, count + added, 16))
    }

    /// Moves the elements to new storage with `room` zeros before the first
    /// and space for `capacity` elements after it.
    ///
    /// - Complexity: O(*n*).
    @inlinable
    mutating func makeRoom(_ room: Int, capacity: Int) {
        var grown: [Element] = []
        grown.reserveCapacity(room + Swift.max(capacity, count))
        grown.append(contentsOf: repeatElement(0, count: room))
        grown.append(contentsOf: storage[start...])
        storage = grown
        start = room
    }

    /// Removes every element; keeping the capacity keeps the room before the
    /// first too, for the elements added next to have it.
    @inlinable
    package mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        if keepCapacity {
            storage.removeSubrange(start...)
        } else {
            storage = []
            start = 0
        }
    }

    /// Replaces the elements of `subrange` with `newElements`.
    ///
    /// - Complexity: O(*k* + *m*) for *k* new elements and the *m* elements
    ///   after the subrange, or when the count changes and fewer elements
    ///   lie before it than after, those before; O(*n*) when the room before
    ///   the first runs out.
    @inlinable
    package mutating func replaceSubrange<Elements: Collection<Element>>(
        _ subrange: Range<Int>, with newElements: Elements
    ) {
        let growth = newElements.count - subrange.count
        let before = subrange.lowerBound
        guard growth != 0, before < count - subrange.upperBound else {
            storage.replaceSubrange((start + subrange.lowerBound)..<(start + subrange.upperBound), with: newElements)
            return
        }
        if growth > start { makeRoom(Swift.max(growth, count / 8), capacity: count + growth) }
        // The elements before the subrange move by the change in count; the new ones then go in front of the
        // elements after it, which stay where they are.
        let newStart = start - growth
        storage.withUnsafeMutableBufferPointer { storage in
            guard let base = storage.baseAddress else { return }
            (base + newStart).update(from: base + start, count: before)
            var slot = newStart + before
            for element in newElements {
                storage[slot] = element
                slot += 1
            }
        }
        start = newStart
        // Deletions near the front leave their room: once it holds more than twice the elements, it goes back to
        // an eighth of them.
        let remaining = count
        if start > 2 * remaining + 64 {
            storage.removeSubrange(0..<(start - remaining / 8))
            start = remaining / 8
        }
    }
}

extension DoubleEndedArray {
    /// The first position at or after `position` that holds `element`.
    ///
    /// - Complexity: O(*n*) for the *n* elements from `position` on.
    @inlinable
    package func firstIndex(of element: Element, from position: Int) -> Int? {
        storage[(start + position)...].firstIndex(of: element).map { $0 - start }
    }
}

extension DoubleEndedArray: ExpressibleByArrayLiteral {
    @inlinable
    package init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension DoubleEndedArray: Equatable {
    /// Whether both hold the same elements, wherever their room is.
    @inlinable
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension DoubleEndedArray: Hashable {
    @inlinable
    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension DoubleEndedArray: Sendable where Element: Sendable {}
