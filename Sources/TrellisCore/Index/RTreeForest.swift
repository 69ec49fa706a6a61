/// The `rtree` index of a ``LiveLayout``: packed R-trees over consecutive runs
/// of storage positions, kept by the logarithmic method so that appending
/// elements never rebuilds the whole tree.
///
/// Each tree covers one run `[lower, upper)`; the runs are adjacent and cover
/// every element. Appending *k* elements builds one tree over them, then,
/// while the tree before it covers no more elements than the new one, merges
/// the two into one tree over both runs (a binary counter: every element is
/// rebuilt O(log(*n* / *k*)) times over a sequence of appends, and the trees
/// number O(log *n*)). Rewinding to position *p* drops the trees that reach
/// past *p*; their kept elements are rebuilt with the new ones.
///
/// Why not one tree: a packed tree is static, and rebuilding it over a million
/// frames for each 1,000 appended costs ~100 times the append itself.
/// The elements after the strategy's last checkpoint (a line or a segment
/// that the next append re-places: at most a few dozen) are not in a tree but
/// in a *tail* that queries scan: otherwise every append would drop and
/// rebuild the tree holding them.
///
/// Queries visit every tree (O(log *n*) of them) and the tail, and stay exact:
/// each tree is an exact ``PackedRTree``, and the results are sorted afterwards.
@usableFromInline
struct RTreeForest: Sendable {
    /// The trees, in position order, with the run each covers.
    @usableFromInline var trees: [(range: Range<Int>, tree: PackedRTree)] = []
    /// The positions after the last tree, scanned by every query.
    @usableFromInline var tail: Range<Int> = 0..<0

    /// The longest tail: past it, the elements go into a tree even if the next append rebuilds it.
    static let maximumTail = 256

    /// An empty forest.
    init() {}

    /// The number of elements the trees cover.
    var coveredCount: Int { trees.last?.range.upperBound ?? 0 }

    /// Brings the forest up to date after the frames at positions `keptThrough...` changed:
    /// drops the trees reaching past it, indexes the rest up to `stableThrough`
    /// in trees (merging), and leaves the positions after it to the tail.
    ///
    /// - Complexity: O(*m*), where *m* is the number of elements rebuilt (the
    ///   dropped trees' and the new ones); over a sequence of *k*-element
    ///   appends to *n* elements, O(*k* log(*n* / *k*)) amortized per append.
    mutating func update(frames: [Rect], keptThrough kept: Int, stableThrough stable: Int) {
        while let last = trees.last, last.range.upperBound > kept { trees.removeLast() }
        var lower = coveredCount
        // A strategy that checkpoints rarely would leave a long tail: cap it.
        let upper = Swift.min(Swift.max(stable, lower, frames.count - Self.maximumTail), frames.count)
        tail = upper..<frames.count
        guard lower < upper else { return }
        // Merge while the tree before covers no more than what is being built.
        while let last = trees.last, last.range.count <= upper - lower {
            lower = last.range.lowerBound
            trees.removeLast()
        }
        let range = lower..<upper
        let summary = frames.withUnsafeBufferPointer { frames in
            var summary = FrameSummary()
            for position in range { summary.add(frames[position]) }
            return summary
        }
        trees.append((range, PackedRTree(frames: frames, summary: summary, range: range)))
    }

    /// Appends the positions of the frames overlapping `query`, unordered.
    @inlinable
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout PositionList) {
        for entry in trees { entry.tree.collect(query, frames: frames, into: &result) }
        for position in tail where query.overlaps(frames[position]) { result.append(position) }
    }

    var byteCount: Int {
        trees.reduce(trees.capacity * MemoryLayout<(range: Range<Int>, tree: PackedRTree)>.stride) {
            $0 + $1.tree.byteCount
        }
    }
}
