extension Array {
    /// Removes the elements of `ranges` (ascending, disjoint, inside the
    /// array): what removing them one at a time from the back does, with
    /// one move of the elements after the first range instead of one per range.
    ///
    /// - Complexity: O(*m*) for the *m* elements from the first range on.
    mutating func removeSubranges(ascending ranges: [Range<Int>]) {
        guard let first = ranges.first, let last = ranges.last else { return }
        var kept: [Element] = []
        for (index, range) in ranges.enumerated().dropLast() {
            kept.append(contentsOf: self[range.upperBound..<ranges[index + 1].lowerBound])
        }
        replaceSubrange(first.lowerBound..<last.upperBound, with: kept)
    }

    /// Inserts runs of elements, each at its position in the array the runs
    /// before it left (ascending, each at or after the end of the one
    /// before): what inserting them one at a time from the front does, with
    /// one move of the elements after the first run instead of one per run.
    ///
    /// - Complexity: O(*m* + *k*) for the *m* elements from the first run's
    ///   position on and the *k* inserted.
    mutating func insert(runs: [(position: Int, elements: [Element])]) {
        guard let first = runs.first else { return }
        // Where each run goes in the array as it is now.
        var before = 0
        var region: [Element] = []
        var regionEnd = first.position
        for (index, run) in runs.enumerated() {
            let start = run.position - before
            if index > 0 { region.append(contentsOf: self[regionEnd..<start]) }
            region.append(contentsOf: run.elements)
            regionEnd = start
            before += run.elements.count
        }
        replaceSubrange(first.position..<regionEnd, with: region)
    }
}
