import TrellisTools

extension Benchmark {
    /// What a self-sizing lazy grid does per update, without SwiftUI: a
    /// masonry ``LiveLayout`` of `items` photos with integer ids, 3 columns
    /// in the 390 × 844 viewport.
    ///
    /// Steps, each timed alone on a monotonic clock, median of ``lazyGridRuns``:
    /// * `diff`: ``SectionDiff/between(section:old:new:id:isUpdated:)`` of the
    ///   ids after one id in the middle is replaced by a new one (comparing the
    ///   common ends, hashing the new ids);
    /// * `apply`: that diff applied to the live layout (a delete and an insert);
    /// * `same`: the diff of the same array given again (the O(1) path);
    /// * `scroll`: one 50-point scroll step of the ``ElementWindow`` plus the
    ///   ``EndReachedLoader``;
    /// * `resize 20`: 20 visible cells measured (``MeasuredSizes``) and resized in the layout.
    struct LazyGridPathCost {
        var items: Int
        var diffMicros: Double
        var applyMicros: Double
        var sameMicros: Double
        var scrollMicros: Double
        var resizeMicros: Double
    }

    static let lazyGridRuns = 7

    /// The lazy-grid path at each of `sizes`.
    static func lazyGridPath(sizes: [Int]) throws -> [LazyGridPathCost] {
        try sizes.map { try lazyGridPath(items: $0) }
    }

    /// The lazy-grid path at `items` items.
    static func lazyGridPath(items count: Int) throws -> LazyGridPathCost {
        let clock = ContinuousClock()
        var random = SeededGenerator(seed: UInt64(count))
        var ids = Array(0..<count)
        var heights = (0..<count).map { _ in Double(Int.random(in: 150...450, using: &random)) }
        let strategy = Masonry(columns: 3)
        func size(_ index: Int) -> ItemSize { ItemSize(width: 130, height: heights[index]) }
        var live = try LiveLayout(
            strategy,
            input: LayoutInput(
                width: viewport.width, height: viewport.height,
                sections: [SectionInput(items: (0..<count).map(size))]))
        var nextID = count
        var diffs: [Double] = []
        var applies: [Double] = []
        var sames: [Double] = []
        var scrolls: [Double] = []
        var resizes: [Double] = []
        var measured = MeasuredSizes<Int>()
        for run in 0..<lazyGridRuns {
            // One id-level edit in the middle.
            var next = ids
            let middle = count / 2 + run
            next[middle] = nextID
            nextID += 1
            heights[middle] = Double(Int.random(in: 150...450, using: &random))
            var start = clock.now
            let diff = try SectionDiff.between(section: 0, old: ids, new: next) { $0 }
            diffs.append(nanoseconds(start.duration(to: clock.now)) / 1000)
            start = clock.now
            try diff.apply(to: &live, section: 0, size: size)
            applies.append(nanoseconds(start.duration(to: clock.now)) / 1000)
            ids = next
            let again = ids
            start = clock.now
            _ = try SectionDiff.between(section: 0, old: ids, new: again) { $0 }
            sames.append(nanoseconds(start.duration(to: clock.now)) / 1000)

            // A scroll step near the edit.
            let layout = live.layout
            let y = try requireFrame(layout, middle).minY
            var window = ElementWindow()
            var loader = EndReachedLoader()
            window.reset(to: Rect(x: 0, y: y, width: viewport.width, height: viewport.height), in: layout)
            let visible = Rect(x: 0, y: y + scrollStepLength, width: viewport.width, height: viewport.height)
            start = clock.now
            _ = window.scroll(to: visible, in: layout)
            _ = loader.scroll(visibleRect: visible, contentSize: layout.contentSize, axis: .vertical, itemCount: count)
            scrolls.append(nanoseconds(start.duration(to: clock.now)) / 1000)

            // 20 visible cells report their measured heights.
            let shown = layout.elements(in: visible).compactMap { $0.kind == .item ? $0.path.item : nil }.prefix(20)
            start = clock.now
            for item in shown {
                let height = heights[item] + 12 + Double(run)
                if measured.record(height: height, for: ids[item], across: 130) {
                    try live.setSize(
                        measured.size(for: ids[item], estimate: size(item), across: 130),
                        ofItemAt: ElementPath(section: 0, item: item))
                }
            }
            resizes.append(nanoseconds(start.duration(to: clock.now)) / 1000)
        }
        return LazyGridPathCost(
            items: count, diffMicros: median(diffs), applyMicros: median(applies), sameMicros: median(sames),
            scrollMicros: median(scrolls), resizeMicros: median(resizes))
    }

    /// The frame of item `item` of section 0.
    private static func requireFrame(_ layout: PreparedLayout, _ item: Int) throws -> Rect {
        guard let frame = layout.attributesForItem(at: ElementPath(section: 0, item: item))?.frame else {
            throw LayoutError.invalidItem(section: 0, item: item, reason: "no frame in the benchmark layout")
        }
        return frame
    }

    /// The lazy-grid path costs as a table.
    static func lazyGridPathTable(_ costs: [LazyGridPathCost]) -> String {
        var text = "LazyTrellisGrid path (masonry, 3 columns, 390 × 844; median of \(lazyGridRuns) runs, µs per step)\n"
        text += "items        diff   apply    same   scroll  resize 20\n"
        for cost in costs {
            let cells = [
                "\(cost.items)".padding(10), number(cost.diffMicros, 1).leftPadding(7),
                number(cost.applyMicros, 1).leftPadding(8), number(cost.sameMicros, 2).leftPadding(8),
                number(cost.scrollMicros, 2).leftPadding(8), number(cost.resizeMicros, 1).leftPadding(10),
            ]
            text += cells.joined(separator: " ") + "\n"
        }
        text +=
            "diff: one id replaced in the middle (compares the ends, hashes the new ids); apply: its live edits; same: the same array again;\n"
        text +=
            "scroll: one 50-point step of the element window and end-reached loader; resize 20: 20 measured cells.\n"
        return text
    }
}

extension String {
    /// Padded with spaces on the right to `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
    /// Padded with spaces on the left to `width` characters.
    fileprivate func leftPadding(_ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - count)) + self
    }
}
