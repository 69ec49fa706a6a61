import TrellisCore

/// The breaks of a section chosen by optimal row breaking, and what they cost.
struct OptimalBreaks {
    /// The index of each row's first item, in order (the first is 0).
    var rowStarts: [Int]
    /// The sum of the row costs (see ``SectionRows/optimalBreaks(_:maximumRowLength:)``).
    var cost: Double
}

extension SectionRows {
    /// The breaks of a section's items that minimize the total cost, found as
    /// a shortest path over the break points (as Knuth and Plass break
    /// paragraphs into lines).
    ///
    /// A row of items `j..<i` (`c` of them, aspect sum `A` left to right from
    /// 0) has the justified height `H = (W − (c − 1)·s) / A` and costs
    /// `(H − T)²`. The last row costs 0 instead when `A < minA`: it is too
    /// short to fill the width and is placed as widows. A row may hold an item
    /// only while the sum of the items before it in the row is at most `maxA`
    /// (only its last item takes it past the widest useful row), and at most
    /// `maximumRowLength` items. Ties go to the longer last row.
    ///
    /// - Parameter aspects: The section's aspect ratios, at least one.
    /// - Complexity: O(*n* · *m*), where *n* is the number of items and *m*
    ///   the most items a row can hold.
    func optimalBreaks(_ aspects: [Double], maximumRowLength: Int) -> OptimalBreaks {
        let count = aspects.count
        // best[i]: the least cost of rows ending exactly before item i; from[i]: where its last row starts.
        // Every item alone is a valid row, so from[i] = i − 1 is a path even when every cost overflows.
        var best = [Double](repeating: .infinity, count: count + 1)
        var from = Array(-1..<count)
        best[0] = 0
        var total = Double.infinity
        var lastStart = count - 1
        for start in 0..<count {
            let before = best[start]
            var sum = 0.0
            let end = Swift.min(count, start + maximumRowLength)
            for next in (start + 1)...end {
                if next - start > 1, sum > maximumAspect { break }
                sum += aspects[next - 1]
                let deviation = rowWidth(spacings: next - start - 1) / sum - target
                let cost = deviation * deviation
                if next == count {
                    let candidate = before + (sum < minimumAspect ? 0 : cost)
                    if candidate < total {
                        total = candidate
                        lastStart = start
                    }
                } else if before + cost < best[next] {
                    best[next] = before + cost
                    from[next] = start
                }
            }
        }
        var starts = [lastStart]
        while let start = starts.last, start > 0 {
            starts.append(from[start])
        }
        return OptimalBreaks(rowStarts: starts.reversed(), cost: total)
    }

    /// Places a section's rows at the optimal breaks: every row justified but
    /// a last row whose aspect sum is below `minA`, which is placed as widows.
    ///
    /// - Throws: as ``placeRow(_:_:height:style:section:firstItem:into:)``.
    /// - Complexity: O(*n* · *m*), as ``optimalBreaks(_:maximumRowLength:)``.
    mutating func placeOptimally(
        _ aspects: [Double], section: Int,
        into builder: inout LayoutBuilder
    ) throws(LayoutError) {
        guard !aspects.isEmpty else { return }
        let starts = optimalBreaks(aspects, maximumRowLength: JustifiedRows.maximumOptimalRowLength).rowStarts
        // The closure does not throw: older SDKs' `withUnsafeBufferPointer` rethrows an untyped error.
        var failure: LayoutError?
        aspects.withUnsafeBufferPointer { buffer in
            guard let aspects = buffer.baseAddress else { return }
            do throws(LayoutError) {
                for (row, start) in starts.enumerated() {
                    let end = row + 1 < starts.count ? starts[row + 1] : buffer.count
                    var sum = 0.0
                    for index in start..<end { sum += aspects[index] }
                    if end == buffer.count, sum < minimumAspect {
                        try placeRow(
                            aspects, start..<end, height: widowHeight, style: widowStyle, section: section,
                            firstItem: start, into: &builder)
                    } else {
                        try placeRow(
                            aspects, start..<end, height: rowWidth(spacings: end - start - 1) / sum,
                            style: .justify, section: section, firstItem: start, into: &builder)
                    }
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }
}
