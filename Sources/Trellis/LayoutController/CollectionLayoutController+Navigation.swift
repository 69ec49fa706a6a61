// Navigation (arrow keys, Page Up and Down, Home and End, reading order)
// answered as on the whole layout while ``defersPlacement`` leaves a part
// unplaced: each query is answered on the placed part, and more is placed
// only while an element not placed yet could still change the answer. A
// window (the adapters' layout after a jump) is placed from the start
// first: an answer may lie anywhere before the item.

extension CollectionLayoutController {
    /// The item next to the item at `path` in `direction`:
    /// ``PreparedLayout/neighbor(of:toward:)`` of the whole layout.
    ///
    /// With ``defersPlacement`` it places through the item first, then only
    /// as far as the answer can depend on: moving back along the scroll axis
    /// (up in a vertical layout) or across it to an item beside this one,
    /// nothing more; moving forward along it, until an item in the item's
    /// column or row is found nearer than anything not placed could be (a
    /// few rows past it). Only when no item overlaps the item's extent across
    /// the motion (right from the last column, down from a column's last
    /// item) is everything placed.
    ///
    /// - Returns: `nil` when there is no such item, no layout, or no item that way.
    /// - Complexity: as ``PreparedLayout/neighbor(of:toward:)``, plus the
    ///   placements described above (O(1) when they are placed), each step
    ///   doubling the length placed past the item; after a jump in an
    ///   adapter (a window), once, the placements from the start to the item.
    public mutating func neighbor(of path: ElementPath, toward direction: NeighborDirection) -> ElementPath? {
        let insideAcross = type(of: strategy).guarantees.contains(.framesInsideContentAcross)
        let unplacedBounds = itemBoundsAcrossUnplaced()
        return settledAnswer(from: path, toward: direction) { layout, source, motion, _ in
            let answer = layout.neighbor(of: path, toward: direction)
            // Back along the scroll axis, every candidate is placed.
            guard motion.forward || !motion.isAlongScroll else { return (answer, motion.settledAcross(source)) }
            // Else only an answer beside the item across the motion stops the search: any
            // other one loses to an item that is, which may not be placed yet.
            guard let frame = answer.flatMap({ layout.attributesForItem(at: $0)?.frame }),
                motion.overlapsAcross(frame, source)
            else {
                // Down a column, the next item of the column is a little further: search on.
                guard !motion.isAlongScroll else { return (answer, nil) }
                // Across the scroll axis from the content's edge, or from a column no item not
                // placed can lie beyond, no such item can be the answer; else one anywhere may be.
                let settled =
                    insideAcross && motion.reachesEdge(source, of: layout)
                    || unplacedBounds.map { motion.nothingBeyond(source, latestStart: $0, earliestEnd: $1) } == true
                return (answer, settled ? -.infinity : .infinity)
            }
            return (
                answer, motion.isAlongScroll ? motion.scrollExtent(of: frame).lowerBound : motion.settledAcross(source)
            )
        }
    }

    /// The item one page (`length` along the motion) from the item at `path`
    /// in `direction`: ``PreparedLayout/page(from:toward:length:)`` of the
    /// whole layout.
    ///
    /// With ``defersPlacement`` it places through the item, and moving
    /// forward along the scroll axis through the target point and until no
    /// element not placed could be nearer to it; near the estimated end of
    /// the content, everything (the target is kept inside the real content).
    ///
    /// - Returns: `nil` when there is no such item, `length` is not finite and
    ///   positive, or no item lies that way in the item's column or row.
    /// - Complexity: as ``PreparedLayout/page(from:toward:length:)``, plus the
    ///   placements described above (O(1) when they are placed).
    public mutating func page(from path: ElementPath, toward direction: NeighborDirection, length: Double)
        -> ElementPath?
    {
        settledAnswer(from: path, toward: direction) { layout, source, motion, leastContentLength in
            let answer = layout.page(from: path, toward: direction, length: length)
            guard motion.isAlongScroll, motion.forward else { return (answer, motion.settledAcross(source)) }
            // The target before it is kept inside the content.
            let point = PreparedLayout.pageTarget(
                from: source, motion: motion.motion, length: length,
                contentSize: Size(width: .infinity, height: .infinity))
            let target = motion.motion.vertical ? point.y : point.x
            // Past what the content is known to reach, the full layout may clamp the target.
            guard target <= leastContentLength, let answer,
                let frame = layout.attributesForItem(at: answer)?.frame
            else { return (answer, target <= leastContentLength ? nil : .infinity) }
            // An element starting farther than the answer's distance from the target is farther;
            // ties go to the smallest path, and everything placed comes before what is not.
            return (answer, target + PreparedLayout.distance(from: point, to: frame))
        }
    }

    /// The last item in `direction` of the item's column or row:
    /// ``PreparedLayout/farthest(from:toward:)`` of the whole layout.
    ///
    /// With ``defersPlacement`` it places through the item; moving forward
    /// along the scroll axis (End in a vertical layout), everything.
    ///
    /// - Returns: `nil` when there is no such item or none that way in its column or row.
    /// - Complexity: as ``PreparedLayout/farthest(from:toward:)``, plus the
    ///   placements described above (O(1) when they are placed).
    public mutating func farthest(from path: ElementPath, toward direction: NeighborDirection) -> ElementPath? {
        settledAnswer(from: path, toward: direction) { layout, source, motion, _ in
            let answer = layout.farthest(from: path, toward: direction)
            return (answer, motion.isAlongScroll && motion.forward ? .infinity : motion.settledAcross(source))
        }
    }

    /// The items overlapping `rect` in reading order:
    /// ``PreparedLayout/readingOrder(in:)`` of the whole layout, with what
    /// `rect` reaches placed first (``place(through:)``).
    ///
    /// - Complexity: as ``PreparedLayout/readingOrder(in:)``, plus ``place(through:)``.
    public mutating func readingOrder(in rect: Rect) -> [ElementPath] {
        place(through: rect)
        return layout?.readingOrder(in: rect) ?? []
    }

    /// For a column strategy, where the items of the sections not placed
    /// yet start at the latest and end at the earliest across the scroll
    /// axis (``ColumnOptions/itemBoundsAcross(inSection:of:strategy:)``);
    /// `nil` for other strategies or when everything is placed.
    ///
    /// - Complexity: O(*s*) for the *s* sections not placed in full.
    private func itemBoundsAcrossUnplaced() -> (latestStart: Double, earliestEnd: Double)? {
        guard let columns = strategy as? any ColumnStrategy, let input, let pause = live?.pause else { return nil }
        var bounds = (latestStart: -Double.infinity, earliestEnd: Double.infinity)
        for section in pause.section..<input.sections.count {
            guard
                let section = columns.columnOptions.itemBoundsAcross(
                    inSection: section, of: input, strategy: type(of: strategy).name)
            else { return nil }
            bounds = (
                Swift.max(bounds.latestStart, section.latestStart), Swift.min(bounds.earliestEnd, section.earliestEnd)
            )
        }
        return bounds
    }

    /// Answers a navigation query from the item at `path` on the placed part,
    /// placing more until it is final. `query` gives the answer and the
    /// position along the scroll axis through which elements must be placed
    /// for it to be final (every element starting at or before it placed):
    /// `-infinity` when it already is, `infinity` when only everything is,
    /// `nil` when it is not yet and more must be placed to tell how far.
    /// It is also given the least length the whole content has along the
    /// scroll axis (the placed part's end; the content's length when complete).
    private mutating func settledAnswer(
        from path: ElementPath, toward direction: NeighborDirection,
        _ query: (PreparedLayout, _ source: Rect, NavigationMotion, _ leastContentLength: Double) -> (
            ElementPath?, needs: Double?
        )
    ) -> ElementPath? {
        // Answers may lie anywhere before the item, and each search places on
        // from it: placed from the start, without a window.
        let placesWindow = live?.placesWindow ?? false
        live?.placesWindow = false
        defer { live?.placesWindow = placesWindow }
        placeDeferred { driver throws(LayoutError) in try driver.placeBeforeWindow() }
        place(throughItem: path)
        while true {
            guard let layout, let source = layout.attributesForItem(at: path)?.frame else { return nil }
            let motion = NavigationMotion(direction, in: layout)
            let pause = live?.pause
            let least =
                pause?.placedEnd
                ?? (layout.scrollAxis == .vertical ? layout.contentSize.height : layout.contentSize.width)
            let (answer, needs) = query(layout, source, motion, least)
            let placed = pause?.nextStart ?? .infinity
            if isPlacedInFull || needs.map({ $0 < placed }) == true { return answer }
            // Through what is needed, or twice as far past the item as now.
            let extent = motion.scrollExtent(of: source)
            let doubled =
                extent.upperBound + 2 * Swift.max(placed - extent.upperBound, extent.upperBound - extent.lowerBound, 64)
            let next = needs.map { Swift.max($0.nextUp, placed.nextUp) } ?? doubled
            place(throughPosition: next)
            // A placement that failed (the layout is dropped) or made no progress: place the rest.
            if !isPlacedInFull, live?.pause?.nextStart ?? .infinity <= placed { placeEverything() }
        }
    }
}

/// A navigation direction seen against a layout's scroll axis, in layout
/// coordinates: what can change a navigation answer when only the part
/// before some position along the scroll axis is placed (every element not
/// placed starts at or after it, and has a larger path than any placed).
struct NavigationMotion {
    /// The motion in layout coordinates (TrellisCore's, as the queries take it).
    var motion: Motion
    /// The layout's scroll axis.
    var scrollAxis: ScrollAxis

    init(_ direction: NeighborDirection, in layout: PreparedLayout) {
        motion = Motion(direction, layoutDirection: layout.layoutDirection)
        scrollAxis = layout.scrollAxis
    }

    /// Whether the motion is along the layout's scroll axis (up or down in a vertical layout).
    var isAlongScroll: Bool { motion.vertical == (scrollAxis == .vertical) }
    /// Towards larger coordinates.
    var forward: Bool { motion.forward }

    /// A rect's extent along the scroll axis.
    func scrollExtent(of frame: Rect) -> ClosedRange<Double> {
        scrollAxis == .vertical ? frame.minY...frame.maxY : frame.minX...frame.maxX
    }

    /// Whether two frames overlap with positive length across the motion.
    func overlapsAcross(_ a: Rect, _ b: Rect) -> Bool {
        let (first, second) = (motion.across(a), motion.across(b))
        return first.lowerBound < second.upperBound && second.lowerBound < first.upperBound
    }

    /// Whether `frame` reaches the content's edge that a motion across the
    /// scroll axis goes to (its right edge moving right in a vertical layout).
    func reachesEdge(_ frame: Rect, of layout: PreparedLayout) -> Bool {
        let range = motion.along(frame)
        let length = motion.vertical ? layout.contentSize.height : layout.contentSize.width
        return forward ? range.upperBound >= length : range.lowerBound <= 0
    }

    /// Whether no item that starts at or before `latestStart` and ends at or
    /// after `earliestEnd` across the scroll axis can lie wholly beyond
    /// `source` in a motion across the scroll axis.
    func nothingBeyond(_ source: Rect, latestStart: Double, earliestEnd: Double) -> Bool {
        let range = motion.along(source)
        return forward ? range.upperBound > latestStart : range.lowerBound < earliestEnd
    }

    /// Through where the layout must be placed for an answer that needs no
    /// element after `source` along the scroll axis: moving back along the
    /// scroll axis every candidate ends before the source; moving across it,
    /// only elements overlapping the source's extent along the scroll axis
    /// count first, and one starting at or after the source's end does not.
    func settledAcross(_ source: Rect) -> Double {
        isAlongScroll ? scrollExtent(of: source).lowerBound.nextDown : scrollExtent(of: source).upperBound.nextDown
    }
}
