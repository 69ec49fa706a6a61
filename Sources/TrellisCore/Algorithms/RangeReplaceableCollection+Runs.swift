extension RangeReplaceableCollection where Self: RandomAccessCollection, Index == Int {
    /// Removes the elements of `ranges` (ascending, disjoint, inside the
    /// collection), then inserts runs of elements, each at its position in
    /// the collection the removals and the runs before it left (ascending,
    /// each at or after the end of the one before): what removing the ranges
    /// one at a time from the back and then inserting the runs one at a time
    /// from the front does, in one replacement of the elements from the first
    /// change to the last. An `Array` then moves the elements after the last
    /// change at most once (not at all when as many elements arrive as
    /// leave); a ``DoubleEndedArray`` moves those or the ones before the
    /// first change, whichever are fewer.
    ///
    /// Positions are indices of a collection whose indices start at 0.
    ///
    /// - Complexity: O(*r*) for the *r* elements from the first change to
    ///   the last, plus the replacement's move.
    @inlinable
    package mutating func removeSubranges(
        ascending ranges: [Range<Int>], thenInsert runs: [(position: Int, elements: [Element])]
    ) {
        let removed = ranges.reduce(0) { $0 + $1.count }
        let inserted = runs.reduce(0) { $0 + $1.elements.count }
        guard let start = [ranges.first?.lowerBound, runs.first?.position].compactMap({ $0 }).min() else { return }
        // From `end` on, the elements only shift by the change in count: after every removed range,
        // and after every run once the runs are in.
        let end = Swift.max(
            ranges.last?.upperBound ?? start,
            runs.last.map { $0.position + $0.elements.count - inserted + removed } ?? start)
        var region = Array(self[start..<end])
        for range in ranges.reversed() {
            region.removeSubrange((range.lowerBound - start)..<(range.upperBound - start))
        }
        for run in runs { region.insert(contentsOf: run.elements, at: run.position - start) }
        replaceSubrange(start..<end, with: region)
    }
}
