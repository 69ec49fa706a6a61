import TrellisTools

extension Benchmark {
    /// What the UIKit layout costs per data-source change, without UIKit: the
    /// calls `TrellisCollectionViewLayout` makes into its controller
    /// (`shortest-column`, 2 columns, 390 × 844), each timed alone on a
    /// monotonic clock, median of ``collectionViewRuns``, in ns per changed item:
    /// * `append 1k`: a page of 1,000 items appended in a batch update
    ///   (`apply(_:sections:itemCount:size:options:)` with the update items, as
    ///   `prepare(forCollectionViewUpdates:)` does after `apply(snapshot)`);
    /// * `measure 20`: a screen of 20 cells in the middle of the list
    ///   measuring themselves, one `measureItem(at:size:)` each (each laid
    ///   out at once, as a cell at or before a pass's first visible item is;
    ///   `bench --edits` times the whole pass);
    /// * `insert 1k`: 1,000 items inserted in the middle in a batch update;
    /// * the same measure and insert with `stableLanes` (every item kept in its column).
    struct CollectionViewPathCost {
        var items: Int
        var appendNanosPerItem: Double
        var measureNanosPerItem: Double
        var insertNanosPerItem: Double
        var stableMeasureNanosPerItem = 0.0
        var stableInsertNanosPerItem = 0.0
    }

    static let collectionViewRuns = 5
    static let collectionViewBatch = 1_000
    /// The cells of one screen that measure themselves.
    static let collectionViewScreen = 20

    /// The collection-view path at each of `sizes`.
    static func collectionViewPath(sizes: [Int]) throws -> [CollectionViewPathCost] {
        try sizes.map { count in
            var cost = try collectionViewPath(items: count, strategy: ShortestColumn(columns: 2))
            var stable = ShortestColumn(columns: 2)
            stable.columnOptions.stableLanes = true
            let stableCost = try collectionViewPath(items: count, strategy: stable)
            cost.stableMeasureNanosPerItem = stableCost.measureNanosPerItem
            cost.stableInsertNanosPerItem = stableCost.insertNanosPerItem
            return cost
        }
    }

    /// The collection-view path at `items` items.
    static func collectionViewPath(items count: Int, strategy: ShortestColumn) throws -> CollectionViewPathCost {
        let clock = ContinuousClock()
        let batch = collectionViewBatch
        let estimates = SamplePhotos.cycled(count: count + batch * 2 * collectionViewRuns)
        var appends: [Double] = []
        var measures: [Double] = []
        var inserts: [Double] = []
        var controller = CollectionLayoutController(strategy: strategy)
        var itemCount = count
        try controller.update(
            fromDataSource: CollectionLayoutController.makeInput(
                viewport: viewport, sections: 1, itemCount: { _ in count }, size: { estimates[$0.item] }))
        for run in 0..<collectionViewRuns {
            let first = itemCount
            let appendTime = try clock.measure {
                try controller.apply(
                    (first..<first + batch).map { .insertItem(ElementPath(section: 0, item: $0)) }, sections: 1,
                    itemCount: { _ in first + batch }, size: { estimates[$0.item] })
            }
            itemCount += batch
            appends.append(nanosPerItem(appendTime, batch))
            let measured = itemCount / 2
            let measureTime = try clock.measure {
                for item in measured..<measured + collectionViewScreen {
                    let path = ElementPath(section: 0, item: item)
                    let width = controller.attributesForItem(at: path)?.frame.width ?? 1
                    try controller.measureItem(at: path, size: Size(width: width, height: 120 + Double(run)))
                }
            }
            measures.append(nanosPerItem(measureTime, collectionViewScreen))
            let middle = itemCount / 2
            let before = itemCount
            let insertTime = try clock.measure {
                try controller.apply(
                    (middle..<middle + batch).map { .insertItem(ElementPath(section: 0, item: $0)) }, sections: 1,
                    itemCount: { _ in before + batch }, size: { estimates[$0.item] })
            }
            itemCount += batch
            inserts.append(nanosPerItem(insertTime, batch))
        }
        return CollectionViewPathCost(
            items: count, appendNanosPerItem: median(appends), measureNanosPerItem: median(measures),
            insertNanosPerItem: median(inserts))
    }

    private static func nanosPerItem(_ duration: Duration, _ items: Int) -> Double {
        let (seconds, attoseconds) = duration.components
        return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(items)
    }

    /// The table of ``collectionViewPath(sizes:)``.
    static func collectionViewPathTable(_ costs: [CollectionViewPathCost]) -> String {
        var text =
            "UIKit layout path (shortest-column, 2 columns, 390 × 844; median of \(collectionViewRuns) runs, "
            + "ns per changed item)\n"
        text += "items       append 1k   measure 20   insert 1k   measure, stable   insert, stable\n"
        for cost in costs {
            text += padded("\(cost.items)", to: 10) + rightAligned(fixed(cost.appendNanosPerItem, digits: 0), to: 11)
            text += rightAligned(fixed(cost.measureNanosPerItem, digits: 0), to: 13)
            text += rightAligned(fixed(cost.insertNanosPerItem, digits: 0), to: 12)
            text += rightAligned(fixed(cost.stableMeasureNanosPerItem, digits: 0), to: 18)
            text += rightAligned(fixed(cost.stableInsertNanosPerItem, digits: 0), to: 17) + "\n"
        }
        text += "append: a page's batch update; measure: a mid-list cell's preferred size; "
        text += "insert: a batch update in the middle; stable: the same with stableLanes.\n"
        return text
    }
}
