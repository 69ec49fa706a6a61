extension RandomAccessCollection {
    /// The index of the first element that satisfies `belongsInSecondPartition`,
    /// in a collection already partitioned by it (every element that does
    /// not satisfy it comes before every element that does); `endIndex` when
    /// none does.
    ///
    /// The one binary search of the package: the section of a storage
    /// position, the first band or background a query reaches, the checkpoint
    /// a change resumes from, all ask it.
    ///
    /// ```swift
    /// let index = [1, 3, 3, 7, 9].partitioningIndex { $0 > 3 }   // 3
    /// ```
    ///
    /// - Parameter belongsInSecondPartition: A predicate that is `false` for a
    ///   prefix of the collection and `true` for the rest.
    /// - Returns: The partition point.
    /// - Complexity: O(log *n*) calls of the predicate, where *n* is the number
    ///   of elements.
    @inlinable
    package func partitioningIndex(
        where belongsInSecondPartition: (Element) throws -> Bool
    ) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
