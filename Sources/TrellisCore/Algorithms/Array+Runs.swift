extension Array {
    /// Removes the elements of `ranges` (ascending, disjoint, inside the
    /// array), then inserts runs of elements, each at its position in the
    /// array the removals and the runs before it left (ascending, each at or
    /// after the end of the one before): what removing the ranges one at a
    /// time from the back and then inserting the runs one at a time from the
    /// front does, with at most one move of the elements after the last
    /// change (none when as many elements arrive as leave).
    ///
    /// - Complexity: O(*r* + *t*) for the *r* elements from the first change
    ///   to the last and, when the count changes, the *t* elements after the last change.
    package mutating func removeSubranges(
        ascending ranges: [Range<Int>], thenInsert runs: [(position: Int, elements: [Element])]
    ) {
        guard let edited = editedRegion(removing: ranges, thenInserting: runs) else { return }
        replaceSubrange(edited.range, with: edited.region)
    }
}

extension RandomAccessCollection where Index == Int {
    /// The part of the collection that
    /// `removeSubranges(ascending:thenInsert:)` changes, and what it becomes:
    /// `range` runs from the first change to the last (positions in the
    /// collection as it is), and the elements before and after it stay as
    /// they are; `nil` when nothing changes.
    ///
    /// - Complexity: O(*r*) for the *r* elements from the first change to the last.
    @inlinable
    package func editedRegion(
        removing ranges: [Range<Int>], thenInserting runs: [(position: Int, elements: [Element])]
    ) -> (range: Range<Int>, region: [Element])? {
        let removed = ranges.reduce(0) { $0 + $1.count }
        let inserted = runs.reduce(0) { $0 + $1.elements.count }
        guard let first = [ranges.first?.lowerBound, runs.first?.position].compactMap({ $0 }).min() else { return nil }
        let start = startIndex + first
        // From `end` on, the elements only shift by the change in count: after every removed range,
        // and after every run once the runs are in.
        let end =
            startIndex
            + Swift.max(
                ranges.last?.upperBound ?? first,
                runs.last.map { $0.position + $0.elements.count - inserted + removed } ?? first)
        var region = Array(self[start..<end])
        for range in ranges.reversed() {
            region.removeSubrange((range.lowerBound - first)..<(range.upperBound - first))
        }
        for run in runs { region.insert(contentsOf: run.elements, at: run.position - first) }
        return (start..<end, region)
    }
}
