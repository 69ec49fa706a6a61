/// A static R-tree over element frames. (Placeholder: scans; the packed
/// Hilbert build replaces it.)
@usableFromInline
struct PackedRTree: Sendable {
    @usableFromInline let count: Int

    init(frames: [Rect]) {
        count = frames.count
    }

    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout [Int]) {
        for position in frames.indices where query.overlaps(frames[position]) {
            result.append(position)
        }
    }

    var byteCount: Int { 0 }
}
