/// Where keyboard, game-controller or focus navigation moves from an item.
public enum NeighborDirection: Sendable, Hashable, CaseIterable {
    /// Towards smaller y.
    case up
    /// Towards larger y.
    case down
    /// Towards smaller x.
    case left
    /// Towards larger x.
    case right
    /// Left in a left-to-right layout, right in a right-to-left one.
    case leading
    /// Right in a left-to-right layout, left in a right-to-left one.
    case trailing
}

/// Spatial navigation: the item next to another in a direction, by one rule
/// for every strategy, answered from the spatial index.
///
/// **The rule.** From the item's frame *S*, moving in direction *d*:
/// 1. the candidates are the other items (with area) whose frames lie wholly
///    beyond *S* in *d* (moving down: top ≥ *S*'s bottom);
/// 2. if any candidate overlaps *S*'s extent across the motion (moving down:
///    its x-range and *S*'s overlap with positive length), only those count;
/// 3. the nearest along the motion wins (moving down: the smallest top),
///    then the one whose centre is nearest *S*'s across the motion, then the
///    smallest path.
///
/// In a masonry grid moving down goes to the next item of the same column and
/// moving right to the item of the next column at the closest height that
/// starts right of the item; in a flow or justified layout, to the next item
/// of the line or the nearest of the next line.
extension PreparedLayout {
    /// The item next to the item at `path` in `direction` (see the rule above).
    ///
    /// - Returns: `nil` when there is no such item or no item in that direction.
    /// - Complexity: O(log *n* + *k*) with the `auto` index, where *k* is the
    ///   number of elements the index walks in the bands searched: the band
    ///   beyond the item across its own extent, doubled until a candidate
    ///   appears, then (when none overlaps it) the same across the whole
    ///   content. The lane index skips the lanes (columns) whose bounds miss
    ///   a band, so in a column layout a direction with no item (right from
    ///   the last column) walks nothing. *k* grows with *n* when no
    ///   candidate overlaps the item across the motion: in a column layout
    ///   when the nearest lies far along the scroll axis (right from the
    ///   bottom of a column whose neighbour ended above it: the columns that
    ///   reach past the item are walked), and in a line layout always (left
    ///   or right from the end of a line: every line is walked); up to
    ///   O(*n*) then. Frames
    ///   are assumed inside the content extended by its own size on every
    ///   side (every built-in keeps them inside the content).
    public func neighbor(of path: ElementPath, toward direction: NeighborDirection) -> ElementPath? {
        guard let source = attributesForItem(at: path)?.frame else { return nil }
        let motion = Motion(direction, layoutDirection: layoutDirection)
        let content = Rect(origin: .zero, size: contentSize)
        // Overlapping candidates first: searched within the source's extent across the motion.
        if let best = nearest(from: source, path: path, motion: motion, across: motion.across(source), content: content)
        {
            return best
        }
        let wide = motion.across(content)
        let span = Swift.max(wide.upperBound - wide.lowerBound, 1)
        return nearest(
            from: source, path: path, motion: motion,
            across: (wide.lowerBound - span)...(wide.upperBound + span), content: content)
    }

    /// The best candidate whose extent across the motion overlaps `across`,
    /// searching bands beyond `source` of doubling length.
    private func nearest(
        from source: Rect, path: ElementPath, motion: Motion, across: ClosedRange<Double>, content: Rect
    ) -> ElementPath? {
        guard across.upperBound > across.lowerBound else { return nil }
        let reach =
            Swift.max(motion.along(content).upperBound - motion.along(content).lowerBound, 1) * 2
            + abs(motion.start(of: source))
        var length = Swift.max(motion.length(of: source), 64)
        while true {
            let band = motion.band(beyond: source, length: length, across: across)
            var best: (key: NeighborKey, path: ElementPath)?
            for element in elements(in: band, pinningHeaders: false) where element.kind == .item {
                guard element.path != path, element.frame.hasArea,
                    let key = NeighborKey(element.frame, from: source, motion: motion)
                else { continue }
                if best.map({ key < $0.key || (key == $0.key && element.path < $0.path) }) ?? true {
                    best = (key, element.path)
                }
            }
            // A candidate found in a band of this length is nearer than any beyond it.
            if let best, best.key.distance < length { return best.path }
            if length > reach { return best?.path }
            length *= 2
        }
    }
}

/// A direction of motion in layout coordinates.
package struct Motion {
    /// Along y (up, down) or x.
    package var vertical: Bool
    /// Towards larger coordinates.
    package var forward: Bool

    package init(_ direction: NeighborDirection, layoutDirection: ReadingDirection) {
        let rightToLeft = layoutDirection == .rightToLeft
        switch direction {
        case .up: (vertical, forward) = (true, false)
        case .down: (vertical, forward) = (true, true)
        case .left: (vertical, forward) = (false, false)
        case .right: (vertical, forward) = (false, true)
        case .leading: (vertical, forward) = (false, rightToLeft)
        case .trailing: (vertical, forward) = (false, !rightToLeft)
        }
    }

    /// A frame's extent along the motion's axis.
    package func along(_ frame: Rect) -> ClosedRange<Double> {
        vertical ? frame.minY...frame.maxY : frame.minX...frame.maxX
    }

    /// A frame's extent across the motion's axis.
    package func across(_ frame: Rect) -> ClosedRange<Double> {
        vertical ? frame.minX...frame.maxX : frame.minY...frame.maxY
    }

    /// A frame's length along the motion's axis.
    func length(of frame: Rect) -> Double { vertical ? frame.height : frame.width }

    /// The edge a motion leaves a frame by.
    func start(of frame: Rect) -> Double {
        let range = along(frame)
        return forward ? range.upperBound : range.lowerBound
    }

    /// The band of `length` beyond `source` along the motion, spanning `across`.
    func band(beyond source: Rect, length: Double, across: ClosedRange<Double>) -> Rect {
        let edge = start(of: source)
        return band(from: forward ? edge : edge - length, length: length, across: across)
    }

    /// The band from `low` to `low + length` along the motion's axis, spanning `across`.
    func band(from low: Double, length: Double, across: ClosedRange<Double>) -> Rect {
        let width = across.upperBound - across.lowerBound
        return vertical
            ? Rect(x: across.lowerBound, y: low, width: width, height: length)
            : Rect(x: low, y: across.lowerBound, width: length, height: width)
    }
}

/// How a candidate ranks: overlap across the motion first, then distance
/// along it, then centre offset across it.
struct NeighborKey: Comparable {
    /// 0 when the candidate overlaps the source across the motion, else 1.
    var overlapRank: Int
    /// From the source's leaving edge to the candidate's near edge, along the motion.
    var distance: Double
    /// Between the centres, across the motion.
    var offset: Double

    /// The key of `frame` seen from `source`, or `nil` when it does not lie wholly beyond it.
    init?(_ frame: Rect, from source: Rect, motion: Motion) {
        let along = motion.along(frame)
        let edge = motion.start(of: source)
        let distance = motion.forward ? along.lowerBound - edge : edge - along.upperBound
        guard distance >= 0 else { return nil }
        let across = motion.across(frame)
        let sourceAcross = motion.across(source)
        let overlaps = across.lowerBound < sourceAcross.upperBound && sourceAcross.lowerBound < across.upperBound
        overlapRank = overlaps ? 0 : 1
        self.distance = distance
        offset = motion.vertical ? abs(frame.midX - source.midX) : abs(frame.midY - source.midY)
    }

    static func < (a: Self, b: Self) -> Bool {
        (a.overlapRank, a.distance, a.offset) < (b.overlapRank, b.distance, b.offset)
    }
}

// MARK: - Reading order

extension PreparedLayout {
    /// The items overlapping `rect` in the order a reader scans them, for
    /// VoiceOver and other assistive technologies: rows from top to bottom,
    /// each from its leading edge (left, or right in a right-to-left layout).
    ///
    /// **Rows in a masonry grid.** Items are taken by their top edge (then
    /// leading edge, then path); an item joins the current row when its top is
    /// less than half the height of the shorter of it and the row's first item
    /// below that first item's top. So items of different columns whose tops
    /// nearly line up read as one row, while an item starting halfway down its
    /// neighbour begins a new one. Within a row, items go by leading edge, then path.
    ///
    /// - Complexity: O(log *n* + *k* log *k*) with the `auto` index, where *k*
    ///   is the number of items overlapping `rect`.
    public func readingOrder(in rect: Rect) -> [ElementPath] {
        let items = elements(in: rect, pinningHeaders: false).filter { $0.kind == .item }
        return Self.readingOrder(of: items, layoutDirection: layoutDirection)
    }

    /// `items` in reading order (``readingOrder(in:)``'s rule).
    ///
    /// - Complexity: O(*k* log *k*) for *k* items.
    public static func readingOrder(of items: [LayoutAttributes], layoutDirection: ReadingDirection)
        -> [ElementPath]
    {
        let rightToLeft = layoutDirection == .rightToLeft
        func lead(_ frame: Rect) -> Double { rightToLeft ? -frame.maxX : frame.minX }
        let byTop = items.sorted {
            ($0.frame.minY, lead($0.frame), $0.path) < ($1.frame.minY, lead($1.frame), $1.path)
        }
        var order: [ElementPath] = []
        order.reserveCapacity(byTop.count)
        var row: [LayoutAttributes] = []
        func flush() {
            order += row.sorted { (lead($0.frame), $0.path) < (lead($1.frame), $1.path) }.map(\.path)
            row.removeAll(keepingCapacity: true)
        }
        for item in byTop {
            if let first = row.first,
                item.frame.minY - first.frame.minY >= Swift.min(first.frame.height, item.frame.height) / 2
            {
                flush()
            }
            row.append(item)
        }
        flush()
        return order
    }
}

// MARK: - Drop targets

/// Where a dragged item would go: before or after the item at ``path``.
public struct DropTarget: Sendable, Hashable {
    /// Which side of the target item.
    public enum Side: Sendable, Hashable {
        /// In its place, pushing it later.
        case before
        /// Right after it.
        case after
    }

    /// The item the drop is next to.
    public var path: ElementPath
    /// Which side of it.
    public var side: Side

    /// A drop target.
    public init(path: ElementPath, side: Side) {
        self.path = path
        self.side = side
    }
}

extension PreparedLayout {
    /// Where an item dragged to `point` would be dropped.
    ///
    /// **The rule.** The target is the item whose frame contains `point`
    /// (edges included); else the item whose frame is nearest to it (by the
    /// distance from `point` to the frame), ties to the smallest path. The
    /// side is `.before` when `point` lies in the frame's leading-top half —
    /// above the diagonal from its trailing-top to its leading-bottom corner,
    /// so that both a row (left half) and a column (top half) read naturally
    /// — else `.after`.
    ///
    /// - Returns: `nil` when the layout has no item with area or `point` is not finite.
    /// - Complexity: O(log *n* + *k*) with the `auto` index: squares around
    ///   `point` of doubling size until one holds an item, where *k* is the
    ///   number of elements in the last square.
    public func dropTarget(at point: Point) -> DropTarget? {
        guard let best = nearestItem(to: point, where: { _ in true }) else { return nil }
        return DropTarget(path: best.path, side: side(of: point, in: best.frame))
    }

    /// The item with area nearest to `point` (by the distance from the point
    /// to its frame) among those `accepted`, ties to the smallest path.
    ///
    /// - Complexity: O(log *n* + *k*) with the `auto` index: squares around
    ///   `point` of doubling size until one holds an accepted item nearer than
    ///   its half side, where *k* is the number of elements in the last square.
    func nearestItem(to point: Point, where accepted: (LayoutAttributes) -> Bool) -> (
        path: ElementPath, frame: Rect
    )? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let reach =
            Swift.max(contentSize.width, contentSize.height, 1) * 2
            + Swift.max(abs(point.x), abs(point.y))
        var half = 32.0
        while true {
            let square = Rect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half)
            var best: (distance: Double, path: ElementPath, frame: Rect)?
            for element in elements(in: square, pinningHeaders: false) where element.kind == .item {
                guard element.frame.hasArea, accepted(element) else { continue }
                let distance = Self.distance(from: point, to: element.frame)
                if best.map({ (distance, element.path) < ($0.distance, $0.path) }) ?? true {
                    best = (distance, element.path, element.frame)
                }
            }
            // An item nearer than `half` overlaps the square: none outside it can be nearer.
            if let best, best.distance < half || half > reach { return (best.path, best.frame) }
            if half > reach { return nil }
            half *= 2
        }
    }

    /// The distance from `point` to the nearest point of `frame` (0 inside or on an edge).
    package static func distance(from point: Point, to frame: Rect) -> Double {
        let dx = Swift.max(frame.minX - point.x, 0, point.x - frame.maxX)
        let dy = Swift.max(frame.minY - point.y, 0, point.y - frame.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Which side of `frame` `point` is on (see ``dropTarget(at:)``).
    private func side(of point: Point, in frame: Rect) -> DropTarget.Side {
        let across = (point.x - frame.minX) / frame.width
        let leading = layoutDirection == .rightToLeft ? 1 - across : across
        let down = (point.y - frame.minY) / frame.height
        return leading + down < 1 ? .before : .after
    }
}

// MARK: - Ends of a row or column

extension PreparedLayout {
    /// The last item in `direction` of the item's row or column: among the
    /// items the rule of ``neighbor(of:toward:)`` counts that overlap the
    /// item's extent across the motion, the farthest along it (ties: the
    /// nearest centre across the motion, then the smallest path). What the
    /// Home and End keys, or a long swipe, move to.
    ///
    /// - Returns: `nil` when there is no such item or no item that way in the same row or column.
    /// - Complexity: O(log *n* + *k*) with the `auto` index: the band past the
    ///   content's far end (where a strategy may have placed items), then bands
    ///   of doubling length from that end, across the item's own extent.
    public func farthest(from path: ElementPath, toward direction: NeighborDirection) -> ElementPath? {
        guard let source = attributesForItem(at: path)?.frame else { return nil }
        let motion = Motion(direction, layoutDirection: layoutDirection)
        let across = motion.across(source)
        guard across.upperBound > across.lowerBound else { return nil }
        let content = motion.along(Rect(origin: .zero, size: contentSize))
        let edge = motion.start(of: source)
        // The far end of the search: the content's end, or beyond the item when it lies outside.
        let far = motion.forward ? Swift.max(content.upperBound, edge) : Swift.min(content.lowerBound, edge)
        let total = abs(far - edge)
        /// The farthest candidate overlapping `window` (ties: nearest centre across, then smallest path).
        func farthestCandidate(in window: Rect) -> (distance: Double, offset: Double, path: ElementPath)? {
            var best: (distance: Double, offset: Double, path: ElementPath)?
            for element in elements(in: window, pinningHeaders: false) where element.kind == .item {
                guard element.path != path, element.frame.hasArea,
                    let key = NeighborKey(element.frame, from: source, motion: motion), key.overlapRank == 0
                else { continue }
                let candidate = (key.distance, key.offset, element.path)
                if best.map({ (-candidate.0, candidate.1, candidate.2) < (-$0.distance, $0.offset, $0.path) }) ?? true {
                    best = candidate
                }
            }
            return best
        }
        // Past the far end first: a strategy may place items beyond the content (a
        // widow row of justified rows can run past a horizontal layout's height), and
        // one starting there is farther than any starting before it.
        let beyond = Double.greatestFiniteMagnitude
        let outside =
            motion.forward
            ? motion.band(from: far, length: beyond, across: across)
            : motion.band(from: -beyond, length: beyond + far, across: across)
        if let best = farthestCandidate(in: outside), best.distance >= total { return best.path }
        var length = 64.0
        while true {
            let span = Swift.min(length, total)
            let best = farthestCandidate(
                in: motion.band(from: motion.forward ? far - span : far, length: span, across: across))
            // A candidate starting inside the window is farther than any not found.
            if let best, best.distance >= total - span { return best.path }
            if span >= total { return best?.path }
            length *= 2
        }
    }
}

// MARK: - Pages

extension PreparedLayout {
    /// The item one page from the item at `path` in `direction`: what Page
    /// Up and Page Down move to.
    ///
    /// **The rule.** The target point is the item's centre moved `length`
    /// (a viewport's length along the motion) in `direction`, kept inside
    /// the content. Among the items that ``neighbor(of:toward:)`` counts and
    /// that overlap the item's extent across the motion (its column, or its
    /// row), the one nearest to the target point wins (by the distance from
    /// the point to its frame, 0 when the point is inside), ties to the
    /// smallest path. Near the end of the content that is the last item of
    /// the column or row.
    ///
    /// - Returns: `nil` when the path does not exist, `length` is not finite
    ///   and greater than 0, or no item lies that way in the same column or row.
    /// - Complexity: O(log *n* + *k*) with the `auto` index: squares around
    ///   the target point of doubling size (see ``dropTarget(at:)``), where *k*
    ///   is the number of elements in the last square.
    public func page(from path: ElementPath, toward direction: NeighborDirection, length: Double) -> ElementPath? {
        guard length.isFinite, length > 0, let source = attributesForItem(at: path)?.frame else { return nil }
        let motion = Motion(direction, layoutDirection: layoutDirection)
        let target = Self.pageTarget(from: source, motion: motion, length: length, contentSize: contentSize)
        return nearestItem(to: target) { element in
            guard element.path != path,
                let key = NeighborKey(element.frame, from: source, motion: motion)
            else { return false }
            return key.overlapRank == 0
        }?.path
    }

    /// ``page(from:toward:length:)``'s target point: `source`'s centre moved
    /// `length` along `motion`, clamped to the content along it.
    package static func pageTarget(from source: Rect, motion: Motion, length: Double, contentSize: Size) -> Point {
        let step = motion.forward ? length : -length
        if motion.vertical {
            return Point(x: source.midX, y: Swift.min(Swift.max(source.midY + step, 0), contentSize.height))
        }
        return Point(x: Swift.min(Swift.max(source.midX + step, 0), contentSize.width), y: source.midY)
    }
}
