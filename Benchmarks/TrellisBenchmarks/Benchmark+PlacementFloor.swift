import TrellisTools

extension Benchmark {
    /// What no exact placement of a column layout can skip when the screen is
    /// in the middle of the list and everything above it changed (a rotation,
    /// an insert at the first item): one pass over the sizes of every item
    /// before the middle, in order, that adds each photo's height to its
    /// column and writes nothing but the columns' heights.
    ///
    /// Frames are sums of heights taken in order, in `Double`, and a layout
    /// equals a full placement to the bit; so each height from the change to
    /// the screen is added again, in order, whatever the layout keeps. The
    /// pass runs over `SamplePhotos.cycled(count:)` in 2 columns of a
    /// 390-point width (the column strategies' defaults), twice: choosing the
    /// shortest column at each item (a rotation forgets kept columns), and
    /// reading each item's column from an array of the columns the first pass
    /// chose (kept columns, an insert above the screen).
    ///
    /// - Returns: The median of ``editsRuns`` runs of each pass, in µs.
    static func placementFloor(items count: Int) -> (shortestColumn: Double, keptColumns: Double) {
        let sizes = SamplePhotos.cycled(count: count / 2)
        let columnWidth = (viewport.width - 8) / 2
        var columns = [UInt32](repeating: 0, count: sizes.count)
        var shortest: [Double] = []
        var kept: [Double] = []
        var total = 0.0  // kept, so that the passes are not optimized away
        let clock = ContinuousClock()
        for _ in 0..<editsRuns {
            shortest.append(
                nanoseconds(
                    clock.measure {
                        total += floorPass(sizes, columnWidth: columnWidth) { heights, item in
                            let column = heights[1] < heights[0] ? 1 : 0
                            columns[item] = UInt32(column)
                            return column
                        }
                    }) / 1000)
            kept.append(
                nanoseconds(
                    clock.measure {
                        total += columns.withUnsafeBufferPointer { columns in
                            floorPass(sizes, columnWidth: columnWidth) { _, item in Int(columns[item]) }
                        }
                    }) / 1000)
        }
        return total.isNaN ? (0, 0) : (median(shortest), median(kept))
    }

    /// One pass of ``placementFloor(items:)``: each item's photo height, at
    /// `columnWidth`, added to the column `column` gives it, in order.
    ///
    /// - Returns: The sum of the columns' heights.
    @inline(__always)
    private static func floorPass(
        _ sizes: [ItemSize], columnWidth: Double, column: (UnsafeMutablePointer<Double>, Int) -> Int
    ) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2) { heights in
            guard let base = heights.baseAddress else { return 0 }
            base.initialize(repeating: 0, count: 2)
            sizes.withUnsafeBufferPointer { sizes in
                for item in sizes.indices {
                    let size = sizes[item]
                    let height = columnWidth * size.height / (size.width ?? columnWidth)
                    let chosen = column(base, item)
                    base[chosen] += height + 8
                }
            }
            return base[0] + base[1]
        }
    }
}
