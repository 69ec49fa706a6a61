import TrellisTools

extension Benchmark {
    /// What `LazyTrellisGrid` does per update, without SwiftUI: its
    /// ``LazyGridState`` (self-sizing, masonry, 3 columns, kept columns as
    /// the grid keeps them by default, 390 × 844) over one section of
    /// `items` cards with integer ids, driven as the view drives it, the view
    /// in the middle of the list.
    ///
    /// Steps, each timed alone on a monotonic clock over ``lazyGridRuns``
    /// runs (median and p99, nearest rank, µs):
    /// * `update`: the body with one id replaced in the middle (found by
    ///   identifier, laid out from there);
    /// * `same`: the body with the same array again (the O(1) path);
    /// * `scroll`: one 50-point scroll step (window and loader);
    /// * `resize 20`: 20 visible cells reporting measured heights;
    /// * `rotate`: the body at the other width (390 ↔ 600), the first
    ///   visible item kept;
    /// * `top 10`: the body with 10 new cards before the first (new posts
    ///   above the screen), the first visible item kept;
    /// * `find`: the path of the last item by its identifier
    ///   (``LazyGridState/path(of:)``, what a scroll to an item, focus
    ///   navigation and a drop target start with);
    /// * `section top`: the body with a new section of 10 cards before the
    ///   first (a new day's posts), the first visible item kept; then
    ///   without it again (not timed);
    /// * `first`: the first body, the layout made from the data (once per
    ///   run of the benchmark: its median is that one time).
    ///
    /// `rotate floor` is ``placementFloor(of:sizes:)`` over the cards before
    /// the middle one: the least an exact rotation computes on the way to
    /// the screen.
    ///
    /// Twice in the same run: `eager` places the whole layout at every change
    /// (``LazyGridState/defersPlacement`` off), `deferred` as `LazyTrellisGrid`
    /// does (what the screen shows, the rest as it is read).
    struct LazyGridPathCost {
        var items: Int
        /// The sections the cards are in.
        var sections = 1
        /// `eager` or `deferred`.
        var mode: String
        /// Median and p99 per step, in µs: update, same, scroll, resize 20, rotate, top 10, find, section top,
        /// first.
        var steps: [(median: Double, p99: Double)]
        /// The rotation's floor, in µs (``placementFloor(of:sizes:)``).
        var rotationFloor: Double?
    }

    /// A card of the benchmark's feed.
    struct BenchCard: Identifiable {
        var id: Int
        var height: Double
    }

    static let lazyGridRuns = 15

    /// The lazy-grid path at each of `sizes`, the cards in `sections`
    /// sections, deferred then eager: the eager placements' large buffers,
    /// once freed, leave the allocator memory whose pages are touched, which
    /// would hide what the grid's own buffers cost.
    static func lazyGridPath(sizes: [Int], sections: Int = 1) throws -> [LazyGridPathCost] {
        try sizes.flatMap { count in
            [
                try lazyGridPath(items: count, sections: sections, defers: true),
                try lazyGridPath(items: count, sections: sections, defers: false),
            ]
        }
    }

    /// The lazy-grid path at `items` items in `sections` sections of equal
    /// size (64 cards at least; a feed grouped by day): the edit and the
    /// view in the middle one, the new posts at the top of the first.
    static func lazyGridPath(items count: Int, sections sectionCount: Int = 1, defers: Bool) throws
        -> LazyGridPathCost
    {
        let clock = ContinuousClock()
        var random = SeededGenerator(seed: UInt64(count))
        let all = (0..<count).map { BenchCard(id: $0, height: Double(Int.random(in: 150...450, using: &random))) }
        let split = Swift.max(1, Swift.min(sectionCount, count / 64))
        var sections = (0..<split).map { Array(all[count * $0 / split..<count * ($0 + 1) / split]) }
        let middleSection = split / 2
        let beforeMiddle = sections[..<middleSection].reduce(0) { $0 + $1.count } + sections[middleSection].count / 2
        let floor = placementFloor(
            of: Masonry(columns: 3), sizes: all[..<beforeMiddle].map { ItemSize(width: 130, height: $0.height) })
        var state = LazyGridState<Int, [BenchCard]>()
        state.isSelfSizing = true
        state.defersPlacement = defers
        var viewport = Self.viewport
        // Section identifiers of their own, so that a section inserted before the others moves none.
        var sectionIDs = Array(0..<split)
        func body(_ sections: [[BenchCard]]) throws {
            state.update(
                strategyKey: "masonry",
                makeController: {
                    CollectionLayoutController(strategy: CollectionLayoutController.keepingColumns(Masonry(columns: 3)))
                },
                sections: sections.indices.map { TrellisGridSection(id: sectionIDs[$0], items: sections[$0]) },
                itemSize: { ItemSize(width: 130, height: $0.height) },
                viewport: viewport, layoutDirection: .leftToRight)
            if let error = state.lastError { throw error }
        }
        let first = try micros(clock.measure { try body(sections) })
        var nextID = count
        var samples: [[Double]] = Array(repeating: [], count: 8)
        for run in 0..<lazyGridRuns {
            // One id-level edit in the middle; the view scrolled there (to the item, as an app does).
            let middle = sections[middleSection].count / 2 + run
            state.scroll(toItem: sections[middleSection][middle].id, at: .leading, animated: false)
            let y = try require(state.pendingOffset)
            _ = state.scroll(to: Point(x: 0, y: y))
            sections[middleSection][middle] = BenchCard(
                id: nextID, height: Double(Int.random(in: 150...450, using: &random)))
            nextID += 1
            let edited = sections
            samples[0].append(try micros(clock.measure { try body(edited) }))
            samples[1].append(try micros(clock.measure { try body(edited) }))
            let target = Point(x: 0, y: y + scrollStepLength)
            samples[2].append(micros(clock.measure { _ = state.scroll(to: target) }))
            // 20 visible cells report their measured heights.
            let visible = Rect(origin: target, size: viewport)
            let shown = state.window.elements.filter { $0.kind == .item && $0.frame.intersects(visible) }.prefix(20)
            var heights: [Int: Double] = [:]
            for element in shown {
                heights[sections[element.path.section][element.path.item].id] =
                    element.frame.height + 12 + Double(run)
            }
            samples[3].append(micros(clock.measure { state.measure(heights) }))
            // A rotation; the view then scrolls where the first visible item stays.
            viewport.width = viewport.width == 390 ? 600 : 390
            samples[4].append(try micros(clock.measure { try body(edited) }))
            if let offset = state.pendingOffset { _ = state.scroll(to: Point(x: 0, y: offset)) }
            // New posts above the screen; the view scrolls where the first visible item stays.
            let posts = (nextID..<nextID + 10).map {
                BenchCard(id: $0, height: Double(Int.random(in: 150...450, using: &random)))
            }
            nextID += 10
            sections[0].insert(contentsOf: posts, at: 0)
            let withPosts = sections
            samples[5].append(try micros(clock.measure { try body(withPosts) }))
            if let offset = state.pendingOffset { _ = state.scroll(to: Point(x: 0, y: offset)) }
            let lastSection = sections[sections.count - 1]
            var found: ElementPath?
            samples[6].append(micros(clock.measure { found = state.path(of: lastSection[lastSection.count - 1].id) }))
            guard found != nil else {
                throw LayoutError.invalidItem(
                    section: sections.count - 1, item: lastSection.count - 1, reason: "not found")
            }
            // A new day's section above the screen, then gone again.
            let day = (nextID..<nextID + 10).map {
                BenchCard(id: $0, height: Double(Int.random(in: 150...450, using: &random)))
            }
            nextID += 10
            sectionIDs.insert(split + run, at: 0)
            let withDay = [day] + sections
            samples[7].append(try micros(clock.measure { try body(withDay) }))
            if let offset = state.pendingOffset { _ = state.scroll(to: Point(x: 0, y: offset)) }
            sectionIDs.removeFirst()
            try body(sections)
            if let offset = state.pendingOffset { _ = state.scroll(to: Point(x: 0, y: offset)) }
        }
        samples.append([first])
        return LazyGridPathCost(
            items: count, sections: split, mode: defers ? "deferred" : "eager",
            steps: samples.map { (median($0), percentile(99, of: $0)) }, rotationFloor: floor)
    }

    private static func micros(_ duration: Duration) -> Double {
        nanoseconds(duration) / 1000
    }

    /// `value`, or an error naming what the benchmark missed.
    private static func require(_ value: Double?) throws -> Double {
        guard let value else { throw LayoutError.invalidItem(section: 0, item: 0, reason: "no offset for the item") }
        return value
    }

    /// The lazy-grid path costs as a table.
    static func lazyGridPathTable(_ costs: [LazyGridPathCost]) -> String {
        let sections = costs.first.map { $0.sections == 1 ? "" : "\($0.sections) sections, " } ?? ""
        var text =
            "LazyTrellisGrid path (self-sizing masonry, 3 kept columns, \(sections)390 × 844, mid-list; median / p99 of "
        text += "\(lazyGridRuns) runs, µs per step)\n"
        text += "items     mode     "
        text += ["update", "same", "scroll", "resize 20", "rotate", "top 10", "find", "section top", "first"].map {
            $0.leftPadding(21)
        }.joined()
        text += "rotate floor".leftPadding(14) + "\n"
        for cost in costs {
            var line = "\(cost.items)".padding(10) + cost.mode.padding(9)
            for step in cost.steps {
                line += "\(number(step.median, 1)) / \(number(step.p99, 1))".leftPadding(21)
            }
            text += line + (cost.rotationFloor.map { number($0, 1) } ?? "-").leftPadding(14) + "\n"
        }
        text += "update: the body with one id replaced in the middle (diff by identifier + live edits); "
        text += "same: the same array again;\n"
        text += "scroll: one 50-point step of the window and loader; resize 20: 20 visible cells measured; "
        text +=
            "rotate: the body at 390 ↔ 600 points wide; top 10: 10 new items before the first (of the first section); "
        text += "find: the last item's path by its id; section top: a new section of 10 before the first; "
        text += "first: the first body (one sample).\n"
        text +=
            "eager: the whole layout placed at every change; deferred: as LazyTrellisGrid (what the screen shows).\n"
        text += "Rotate floor: the strategy's reference frame loop over the cards before the middle one, µs: what an "
        text += "exact rotation computes again on the way to the screen, with no builder, index or checkpoints.\n"
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
