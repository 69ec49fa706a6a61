import TrellisTools

extension Benchmark {
    /// What `LazyTrellisGrid` does per update, without SwiftUI: its
    /// ``LazyGridState`` (self-sizing, masonry, 3 columns, 390 × 844) over
    /// one section of `items` cards with integer ids, driven as the view
    /// drives it.
    ///
    /// Steps, each timed alone on a monotonic clock, median of ``lazyGridRuns``:
    /// * `update`: the body with one id replaced in the middle (found by
    ///   identifier, laid out from there);
    /// * `same`: the body with the same array again (the O(1) path);
    /// * `scroll`: one 50-point scroll step (window and loader);
    /// * `resize 20`: 20 visible cells reporting measured heights.
    struct LazyGridPathCost {
        var items: Int
        var updateMicros: Double
        var sameMicros: Double
        var scrollMicros: Double
        var resizeMicros: Double
    }

    /// A card of the benchmark's feed.
    struct BenchCard: Identifiable {
        var id: Int
        var height: Double
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
        var cards = (0..<count).map { BenchCard(id: $0, height: Double(Int.random(in: 150...450, using: &random))) }
        var state = LazyGridState<Int, [BenchCard]>()
        state.isSelfSizing = true
        func body(_ cards: [BenchCard]) throws {
            state.update(
                strategyKey: "masonry", makeController: { CollectionLayoutController(strategy: Masonry(columns: 3)) },
                sections: [TrellisGridSection(id: 0, items: cards)],
                itemSize: { ItemSize(width: 130, height: $0.height) },
                viewport: viewport, layoutDirection: .leftToRight)
            if let error = state.lastError { throw error }
        }
        try body(cards)
        var nextID = count
        var updates: [Double] = []
        var sames: [Double] = []
        var scrolls: [Double] = []
        var resizes: [Double] = []
        for run in 0..<lazyGridRuns {
            // One id-level edit in the middle; the view scrolled there.
            let middle = count / 2 + run
            let y = try requireFrame(state.layout, middle).minY
            _ = state.scroll(to: Point(x: 0, y: y))
            cards[middle] = BenchCard(id: nextID, height: Double(Int.random(in: 150...450, using: &random)))
            nextID += 1
            let edited = cards
            updates.append(try micros(clock.measure { try body(edited) }))
            sames.append(try micros(clock.measure { try body(edited) }))
            let target = Point(x: 0, y: y + scrollStepLength)
            scrolls.append(micros(clock.measure { _ = state.scroll(to: target) }))
            // 20 visible cells report their measured heights.
            let visible = Rect(origin: target, size: viewport)
            let shown = (state.layout?.elements(in: visible) ?? []).filter { $0.kind == .item }.prefix(20)
            var heights: [Int: Double] = [:]
            for element in shown { heights[cards[element.path.item].id] = element.frame.height + 12 + Double(run) }
            resizes.append(micros(clock.measure { state.measure(heights) }))
        }
        return LazyGridPathCost(
            items: count, updateMicros: median(updates), sameMicros: median(sames), scrollMicros: median(scrolls),
            resizeMicros: median(resizes))
    }

    private static func micros(_ duration: Duration) -> Double {
        nanoseconds(duration) / 1000
    }

    /// The frame of item `item` of section 0.
    private static func requireFrame(_ layout: PreparedLayout?, _ item: Int) throws -> Rect {
        guard let frame = layout?.attributesForItem(at: ElementPath(section: 0, item: item))?.frame else {
            throw LayoutError.invalidItem(section: 0, item: item, reason: "no frame in the benchmark layout")
        }
        return frame
    }

    /// The lazy-grid path costs as a table.
    static func lazyGridPathTable(_ costs: [LazyGridPathCost]) -> String {
        var text = "LazyTrellisGrid path (self-sizing masonry, 3 columns, 390 × 844; median of \(lazyGridRuns) runs, "
        text += "µs per step)\n"
        text += "items       update     same   scroll  resize 20\n"
        for cost in costs {
            let cells = [
                "\(cost.items)".padding(10), number(cost.updateMicros, 1).leftPadding(8),
                number(cost.sameMicros, 2).leftPadding(8), number(cost.scrollMicros, 2).leftPadding(8),
                number(cost.resizeMicros, 1).leftPadding(10),
            ]
            text += cells.joined(separator: " ") + "\n"
        }
        text += "update: the body with one id replaced in the middle (diff by identifier + live edits); "
        text += "same: the same array again;\n"
        text += "scroll: one 50-point step of the window and loader; resize 20: 20 visible cells measured.\n"
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
