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
/// Queries visit every tree (O(log *n*) of them) and stay exact: each tree is
/// an exact ``PackedRTree``, and the results are sorted afterwards.
@usableFromInline
struct RTreeForest: Sendable {
    /// The trees, in position order, with the run each covers.
    @usableFromInline var trees: [(range: Range<Int>, tree: PackedRTree)] = []

    /// A forest of one tree over every frame.
    ///
    /// - Complexity: O(*n*), where *n* is the number of frames.
    init(frames: [Rect]) {
        update(frames: frames, keptThrough: 0)
    }

    /// The number of elements the trees cover.
    var coveredCount: Int { trees.last?.range.upperBound ?? 0 }

    /// Brings the forest up to date after the frames at positions `keptThrough...` changed:
    /// drops the trees reaching past it, indexes the rest, and merges.
    ///
    /// - Complexity: O(*m*), where *m* is the number of elements rebuilt (the
    ///   dropped trees' and the new ones); over a sequence of *k*-element
    ///   appends to *n* elements, O(*k* log(*n* / *k*)) amortized per append.
    mutating func update(frames: [Rect], keptThrough kept: Int) {
        while let last = trees.last, last.range.upperBound > kept { trees.removeLast() }
        var lower = coveredCount
        let upper = frames.count
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
    func collect(_ query: QueryBounds, frames: UnsafeBufferPointer<Rect>, into result: inout [Int]) {
        for entry in trees { entry.tree.collect(query, frames: frames, into: &result) }
    }

    var byteCount: Int {
        trees.reduce(trees.capacity * MemoryLayout<(range: Range<Int>, tree: PackedRTree)>.stride) {
            $0 + $1.tree.byteCount
        }
    }
}
