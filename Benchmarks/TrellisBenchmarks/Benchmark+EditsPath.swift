import TrellisTools

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Benchmark {
    /// What an app's edits cost in the middle of a list, as UIKit makes them:
    /// the calls `TrellisCollectionViewLayout` forwards to its controller
    /// (one section, or several of equal size as a feed grouped by day;
    /// 390 × 844, the viewport at the middle item of the middle section),
    /// each timed alone on a monotonic clock over ``editsRuns`` runs, in µs:
    /// * `insert 10`: a batch update of 10 items inserted at the middle
    ///   (the counts invalidated, `prepare`, `prepare(forUpdates:)`);
    /// * `delete 10`: the same with 10 items deleted;
    /// * `measure 20`: one self-sizing pass of 20 visible cells (each
    ///   cell's preferred size, then `prepare`);
    /// * `measure 20, per cell`: the same 20 sizes laid out one at a time
    ///   (`measureItem(at:size:)` per cell), as each context did before
    ///   measurements coalesced;
    /// * `height`: a height-only bounds change then `prepare` (a keyboard);
    /// * `rotate`: a width change, 390 ↔ 600 points (both directions timed),
    ///   through what the screen then shows: the bounds-change calls,
    ///   `prepare`, the content offset that keeps the first visible item, and
    ///   the placement of the visible rect there;
    /// * `insert 10, top`: a batch update of 10 items inserted at the first
    ///   item of the first section (a feed's new posts) while the viewport
    ///   stays at the middle: every item from the first to the screen moves;
    /// * `delete 10, top`: the same 10 items deleted again;
    /// * `delete 10 apart`: a batch update of 10 items deleted across the
    ///   screen, every third item from the middle on (a selection deleted);
    /// * `insert 10, cold`: `insert 10` again with the caches emptied first
    ///   (``flushCaches()``), as an edit finds them after scrolling and
    ///   drawing: in a loop, the steps at 10,000 items find the whole layout
    ///   in the caches and those at a million do not, so only the cold
    ///   figure's growth is the work's.
    /// * `section, top`: a batch update of a section of 10 items inserted
    ///   before the first (a new day's posts in a feed grouped by day);
    /// * `section out, top`: that section deleted again;
    ///
    /// The data source's own edit of its array (here a `[ItemSize]`, 24
    /// bytes an item moved after the middle) is made before each batch and
    /// not timed: it is the app's model, not the layout, and an app's model
    /// is rarely one flat array of a million sizes.
    ///
    /// Each strategy runs with the UIKit layout's settings (kept columns for
    /// the column strategies), twice in the same run: `deferred` as the UIKit
    /// layout does (placement through the screen plus one viewport, the rest
    /// as it is read), then `eager`, which places the whole layout at every
    /// change (``CollectionLayoutController/defersPlacement`` off, as before
    /// deferred placement).
    struct EditsPathCost {
        var strategy: String
        /// `eager` or `deferred`.
        var mode: String
        var items: Int
        /// The sections the items are in.
        var sections = 1
        /// Median and p99 (nearest rank) per step, in µs.
        var steps: [(median: Double, p99: Double)]
        /// The median over the runs of the page faults all the timed steps of
        /// one run took together: first touches of memory the process had not
        /// used yet, which the steps pay for when they place into new buffers.
        var pageFaults: Double
        /// ``placementFloor(of:items:)``: the least an exact rotation
        /// computes on the way to the screen, in µs (`nil`: no reference loop).
        var rotationFloor: Double?
    }

    static let editsRuns = 15
    static let editsSteps = [
        "insert 10", "delete 10", "measure 20", "measure 20, per cell", "height", "rotate", "insert 10, top",
        "delete 10, top", "delete 10 apart", "insert 10, cold", "section, top", "section out, top",
    ]
    /// The widths a rotation switches between.
    static let editsRotationWidths = (viewport.width, 600.0)

    /// The edits path of each of `strategies` at each of `sizes`, the items in `sections` sections.
    static func editsPath(sizes: [Int], sections: Int = 1, strategies: [String], registry: StrategyRegistry) throws
        -> [EditsPathCost]
    {
        var costs: [EditsPathCost] = []
        for name in strategies {
            for count in sizes {
                let strategy = CollectionLayoutController.keepingColumns(
                    try registry.makeStrategy(named: name, options: [:]))
                // Deferred first: the eager placements' large buffers, once
                // freed, leave the allocator memory whose pages are touched,
                // which would hide what an app's own first buffers cost.
                let floor = placementFloor(of: strategy, items: count)
                for defers in [true, false] {
                    var cost = try editsPath(
                        items: count, sections: sections, strategy: strategy, name: name, defers: defers)
                    cost.rotationFloor = floor
                    costs.append(cost)
                }
            }
        }
        return costs
    }

    /// The data source of the benchmark: sections of sizes, edited in place.
    private final class EditedItems {
        var sections: [[ItemSize]]
        /// `sizes` in `count` sections of equal size (the first ones one
        /// larger), of 64 items at least: the steps at the middle reach 30 on.
        init(_ sizes: [ItemSize], sections count: Int) {
            let count = Swift.max(1, Swift.min(count, sizes.count / 64))
            let (share, extra) = sizes.count.quotientAndRemainder(dividingBy: count)
            var start = 0
            sections = (0..<count).map { section in
                let end = start + share + (section < extra ? 1 : 0)
                defer { start = end }
                return Array(sizes[start..<end])
            }
        }

        /// The middle item of the middle section.
        var middle: ElementPath {
            let section = sections.count / 2
            return ElementPath(section: section, item: sections[section].count / 2)
        }

        var dataSource: CollectionDataSource {
            CollectionDataSource(
                numberOfSections: { [unowned self] in sections.count },
                numberOfItems: { [unowned self] in sections[$0].count },
                itemSize: { [unowned self] in sections[$0.section][$0.item] })
        }
    }

    /// The edits path of `strategy` at `count` items in `sections` sections.
    static func editsPath(
        items count: Int, sections: Int = 1, strategy: any LayoutStrategy, name: String, defers: Bool
    ) throws -> EditsPathCost {
        let clock = ContinuousClock()
        let items = EditedItems(SamplePhotos.cycled(count: count), sections: sections)
        var controller = CollectionLayoutController(strategy: strategy)
        controller.defersPlacement = defers
        controller.placesWindow = true  // as the UIKit layout sets it
        var view = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
        controller.prepare(view, dataSource: items.dataSource)
        if let error = controller.lastError { throw error }
        let newItems = SamplePhotos.cycled(count: 10)
        var samples: [[Double]] = Array(repeating: [], count: editsSteps.count)
        var faults: [Double] = []  // per run
        var runFaults = 0
        func time(_ step: Int, _ body: () throws -> Void) rethrows {
            let faultsBefore = minorPageFaults()
            samples[step].append(try nanoseconds(clock.measure(body)) / 1000)
            runFaults += minorPageFaults() - faultsBefore
        }
        func scrollToMiddle() throws {
            let middle = items.middle
            controller.place(throughItem: middle)  // a scroll to an item, as the UIKit layout reads it
            guard let frame = controller.attributesForItem(at: middle)?.frame else {
                throw LayoutError.invalidItem(section: 0, item: middle.item, reason: "no frame in the benchmark layout")
            }
            view.bounds.origin =
                controller.layout?.scrollAxis == .horizontal
                ? Point(x: frame.minX, y: 0) : Point(x: 0, y: frame.minY)
            controller.place(through: view.visibleRect)
        }
        // A batch update as UIKit makes it: the counts invalidated, `prepare`, the edits.
        func batch(_ updates: [CollectionUpdate]) throws {
            controller.invalidateLayout(with: CollectionInvalidation(dataSourceCounts: true), view)
            controller.prepare(view, dataSource: items.dataSource)
            controller.prepare(forUpdates: updates, view, dataSource: items.dataSource)
            if let error = controller.lastError { throw error }
        }
        for run in 0..<editsRuns {
            runFaults = 0
            try scrollToMiddle()
            let (section, middle) = (items.middle.section, items.middle.item)
            let paths = (middle..<middle + 10).map { ElementPath(section: section, item: $0) }
            items.sections[section].insert(contentsOf: newItems, at: middle)
            try time(0) { try batch(paths.map(CollectionUpdate.insertItem)) }
            items.sections[section].removeSubrange(middle..<middle + 10)
            try time(1) { try batch(paths.map(CollectionUpdate.deleteItem)) }
            // A selection across the screen deleted, then put back (not timed).
            let apart = (0..<10).map { ElementPath(section: section, item: middle + 3 * $0) }
            for path in apart.reversed() { items.sections[section].remove(at: path.item) }
            try time(8) { try batch(apart.map(CollectionUpdate.deleteItem)) }
            for path in apart { items.sections[section].insert(newItems[0], at: path.item) }
            try batch(apart.map(CollectionUpdate.insertItem))
            // New posts at the top of the feed, read far below them; then taken out again.
            let top = (0..<10).map { ElementPath(section: 0, item: $0) }
            items.sections[0].insert(contentsOf: newItems, at: 0)
            try time(6) { try batch(top.map(CollectionUpdate.insertItem)) }
            items.sections[0].removeSubrange(0..<10)
            try time(7) { try batch(top.map(CollectionUpdate.deleteItem)) }
            // A new day's section of 10 at the top, read far below it; then taken out again.
            items.sections.insert(newItems, at: 0)
            try time(10) { try batch([.insertSection(0)]) }
            items.sections.remove(at: 0)
            try time(11) { try batch([.deleteSection(0)]) }
            // 20 visible cells measure themselves a few points taller (a new size every run).
            controller.place(through: view.visibleRect)
            let cells = controller.elements(in: view.visibleRect, visibleRect: view.visibleRect)
                .filter { $0.kind == .item }.prefix(20)
            func preferred(_ cell: LayoutAttributes, _ extra: Double) -> Size {
                Size(width: cell.frame.width, height: cell.frame.height + extra)
            }
            time(2) {
                for cell in cells {
                    _ = controller.invalidation(
                        forPreferredSize: preferred(cell, 3 + Double(run)), of: .item, at: cell.path, in: view)
                }
                controller.prepare(view, dataSource: items.dataSource)
            }
            controller.place(through: view.visibleRect)
            let remeasured = controller.elements(in: view.visibleRect, visibleRect: view.visibleRect)
                .filter { $0.kind == .item }.prefix(20)
            try time(3) {
                for cell in remeasured { try controller.measureItem(at: cell.path, size: preferred(cell, 2)) }
            }
            var shorter = view
            shorter.bounds.size.height = run % 2 == 0 ? 500 : viewport.height
            time(4) {
                _ = controller.shouldInvalidate(forBoundsChange: shorter.bounds, view)
                controller.prepare(shorter, dataSource: items.dataSource)
            }
            view = shorter
            // A rotation and back, the first visible item kept in place.
            for width in [editsRotationWidths.1, editsRotationWidths.0] {
                var rotated = view
                rotated.bounds.size.width = width
                time(5) { view = rotate(&controller, from: view, to: rotated, dataSource: items.dataSource) }
            }
            faults.append(Double(runFaults))
        }
        // The insert at the middle again, the caches emptied first, as an edit finds them after scrolling and
        // drawing (then taken out, not timed): runs of their own, so that no other step follows an emptying.
        for _ in 0..<editsRuns {
            try scrollToMiddle()
            let (section, middle) = (items.middle.section, items.middle.item)
            let paths = (middle..<middle + 10).map { ElementPath(section: section, item: $0) }
            items.sections[section].insert(contentsOf: newItems, at: middle)
            flushCaches()
            try time(9) { try batch(paths.map(CollectionUpdate.insertItem)) }
            items.sections[section].removeSubrange(middle..<middle + 10)
            try batch(paths.map(CollectionUpdate.deleteItem))
        }
        return EditsPathCost(
            strategy: name, mode: defers ? "deferred" : "eager", items: count, sections: items.sections.count,
            steps: samples.map { (median($0), percentile(99, of: $0)) }, pageFaults: median(faults), rotationFloor: nil)
    }

    /// The minor page faults of the process so far (0 where `getrusage` is missing).
    private static func minorPageFaults() -> Int {
        #if canImport(Glibc)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
        #elseif canImport(Darwin)
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_minflt
        #else
        return 0
        #endif
    }

    /// A bounds change of `view` to `rotated`'s bounds as UIKit makes it
    /// (`shouldInvalidateLayout(forBoundsChange:)`, its context, `prepare`,
    /// `targetContentOffset`, `finalizeAnimatedBoundsChange`), then the
    /// placement of what the screen shows at the offset that keeps the first
    /// visible item (`layoutAttributesForElements(in:)` places it first).
    ///
    /// - Returns: The view after the change, at that offset.
    private static func rotate(
        _ controller: inout CollectionLayoutController, from view: CollectionViewGeometry,
        to rotated: CollectionViewGeometry, dataSource: CollectionDataSource
    ) -> CollectionViewGeometry {
        var after = rotated
        guard controller.shouldInvalidate(forBoundsChange: rotated.bounds, view) else { return after }
        _ = controller.invalidation(forBoundsChange: rotated.bounds, view)
        controller.invalidateLayout(with: CollectionInvalidation(), view)
        controller.prepare(rotated, dataSource: dataSource)
        after.bounds.origin = controller.targetContentOffset(proposed: rotated.bounds.origin)
        if let offset = controller.finalizeUpdates() { after.bounds.origin = offset }
        controller.place(through: after.visibleRect)
        return after
    }

    /// The table of ``editsPath(sizes:strategies:registry:)``, with the growth from the smallest size to the largest.
    static func editsPathTable(_ costs: [EditsPathCost]) -> String {
        let sections = costs.first.map { $0.sections == 1 ? "one section" : "\($0.sections) sections" }
        let title = "Edits in the middle of the list, as UIKit's calls (\(sections ?? "one section"), 390 × 844, "
        var text = title + "the viewport at the middle; median / p99 of \(editsRuns) runs, µs)\n"
        text += padded("strategy", to: 18) + padded("placement", to: 11) + padded("items", to: 10)
        for step in editsSteps { text += rightAligned(step, to: 22) }
        text += rightAligned("page faults", to: 13) + rightAligned("rotate floor", to: 14) + "\n"
        for cost in costs {
            text += padded(cost.strategy, to: 18) + padded(cost.mode, to: 11) + padded("\(cost.items)", to: 10)
            for step in cost.steps {
                text += rightAligned("\(fixed(step.median, digits: 1)) / \(fixed(step.p99, digits: 1))", to: 22)
            }
            text += rightAligned(fixed(cost.pageFaults, digits: 0), to: 13)
            text += rightAligned(cost.rotationFloor.map { fixed($0, digits: 1) } ?? "-", to: 14) + "\n"
        }
        // Growth of each median from the fewest items to the most, per strategy.
        for name in Set(costs.map(\.strategy)).sorted() {
            for mode in ["eager", "deferred"] {
                let rows = costs.filter { $0.strategy == name && $0.mode == mode }.sorted { $0.items < $1.items }
                guard let first = rows.first, let last = rows.last, first.items < last.items else { continue }
                text += growthRow(name, mode, first, last)
            }
        }
        text += "insert 10, delete 10: one batch update at the middle; measure 20: one self-sizing pass of 20 visible "
        text += "cells;\nmeasure 20, per cell: the same sizes laid out one cell at a time; height: a height-only "
        text += "bounds change (keyboard) and the prepare after it;\nrotate: a width change 390 ↔ 600 through what "
        text += "the screen shows, the first visible item kept; insert 10, top: 10 items inserted at the first "
        text += "item (of the first section), the viewport still at the middle; delete 10, top: the same deleted "
        text += "again; section, top / section out, top: a section of 10 inserted before the first, then deleted; "
        text += "delete 10 apart: every third item from the middle on, "
        text += "10 deleted in one batch; insert 10, cold: the insert at the middle again, the caches emptied first "
        text += "(64 MB streamed through), as an edit finds them after scrolling and drawing. "
        text += "The data source's own array edit is not timed. "
        text += "Kept columns for the column strategies; eager: the whole layout placed at every change; "
        text += "deferred: through the screen plus one viewport, as the UIKit layout does. Page faults: the "
        text += "median over the runs of the first touches of new memory (4 KB each) in a run's timed steps.\n"
        text += "Rotate floor: the strategy's reference frame loop (the prepare floor) over the items before the "
        text += "middle, µs: what an exact rotation computes again on the way to the screen, with no builder, index "
        text += "or checkpoints.\n"
        return text
    }

    /// The growth row of one strategy and mode: each median at the most items over the fewest.
    private static func growthRow(_ name: String, _ mode: String, _ first: EditsPathCost, _ last: EditsPathCost)
        -> String
    {
        var text = padded(name, to: 18) + padded(mode, to: 11) + padded("growth ×", to: 10)
        for (low, high) in zip(first.steps, last.steps) {
            text += rightAligned(low.median > 0 ? fixed(high.median / low.median, digits: 1) : "-", to: 22)
        }
        return text + "  (\(first.items) → \(last.items))\n"
    }
}
