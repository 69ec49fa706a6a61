/// The navigation rule of ``PreparedLayout/neighbor(of:toward:)`` as a
/// plain scan of every item: the reference the indexed query must equal.
public enum NavigationReference {
    /// The neighbour of the item at `path` in `direction`, by scanning every item.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public static func neighbor(
        in layout: PreparedLayout, of path: ElementPath, toward direction: NeighborDirection
    ) -> ElementPath? {
        var best: (overlap: Int, distance: Double, offset: Double, path: ElementPath)?
        for candidate in candidates(in: layout, from: path, toward: direction) {
            let key = (candidate.overlaps ? 0 : 1, candidate.distance, candidate.offset, candidate.path)
            if best.map({ key < $0 }) ?? true { best = key }
        }
        return best?.path
    }

    /// An item beyond the source in the motion, as the rules see it.
    struct Candidate {
        var path: ElementPath
        var frame: Rect
        /// From the source's leaving edge to the item's near edge, along the motion (at least 0).
        var distance: Double
        /// Whether the item overlaps the source's extent across the motion.
        var overlaps: Bool
        /// Between the centres, across the motion.
        var offset: Double
    }

    /// Every other item with area lying wholly beyond the item at `path` in
    /// `direction` (none when the item does not exist).
    static func candidates(
        in layout: PreparedLayout, from path: ElementPath, toward direction: NeighborDirection
    ) -> [Candidate] {
        guard let (source, vertical, forward) = motion(in: layout, from: path, toward: direction) else { return [] }
        var found: [Candidate] = []
        for element in layout.allElements where element.kind == .item && element.path != path {
            let frame = element.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let distance =
                vertical
                ? (forward ? frame.minY - source.maxY : source.minY - frame.maxY)
                : (forward ? frame.minX - source.maxX : source.minX - frame.maxX)
            guard distance >= 0 else { continue }
            let overlaps =
                vertical
                ? frame.minX < source.maxX && source.minX < frame.maxX
                : frame.minY < source.maxY && source.minY < frame.maxY
            let offset = vertical ? abs(frame.midX - source.midX) : abs(frame.midY - source.midY)
            found.append(
                Candidate(path: element.path, frame: frame, distance: distance, overlaps: overlaps, offset: offset))
        }
        return found
    }

    /// The source's frame, whether `direction` is vertical and whether it
    /// goes towards larger coordinates; `nil` when the item does not exist.
    static func motion(
        in layout: PreparedLayout, from path: ElementPath, toward direction: NeighborDirection
    ) -> (source: Rect, vertical: Bool, forward: Bool)? {
        guard let source = layout.attributesForItem(at: path)?.frame else { return nil }
        let rightToLeft = layout.layoutDirection == .rightToLeft
        switch direction {
        case .up: return (source, true, false)
        case .down: return (source, true, true)
        case .left: return (source, false, false)
        case .right: return (source, false, true)
        case .leading: return (source, false, rightToLeft)
        case .trailing: return (source, false, !rightToLeft)
        }
    }
}

extension NavigationReference {
    /// The drop target at `point` by the rule of ``PreparedLayout/dropTarget(at:)``, by scanning every item.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public static func dropTarget(in layout: PreparedLayout, at point: Point) -> DropTarget? {
        var best: (distance: Double, path: ElementPath, frame: Rect)?
        for element in layout.allElements where element.kind == .item {
            let frame = element.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
            let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            let distance = (dx * dx + dy * dy).squareRoot()
            if best.map({ (distance, element.path) < ($0.distance, $0.path) }) ?? true {
                best = (distance, element.path, frame)
            }
        }
        guard let best else { return nil }
        var across = (point.x - best.frame.minX) / best.frame.width
        if layout.layoutDirection == .rightToLeft { across = 1 - across }
        let down = (point.y - best.frame.minY) / best.frame.height
        return DropTarget(path: best.path, side: across + down < 1 ? .before : .after)
    }
}

extension NavigationReference {
    /// The farthest item by the rule of ``PreparedLayout/farthest(from:toward:)``, by scanning every item.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public static func farthest(
        in layout: PreparedLayout, from path: ElementPath, toward direction: NeighborDirection
    ) -> ElementPath? {
        var best: (distance: Double, offset: Double, path: ElementPath)?
        for candidate in candidates(in: layout, from: path, toward: direction) where candidate.overlaps {
            let key = (-candidate.distance, candidate.offset, candidate.path)
            if best.map({ key < (-$0.distance, $0.offset, $0.path) }) ?? true {
                best = (candidate.distance, candidate.offset, candidate.path)
            }
        }
        return best?.path
    }
}

extension NavigationReference {
    /// The item one page away by the rule of ``PreparedLayout/page(from:toward:length:)``,
    /// by scanning every item.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public static func page(
        in layout: PreparedLayout, from path: ElementPath, toward direction: NeighborDirection, length: Double
    ) -> ElementPath? {
        guard length.isFinite, length > 0,
            let (source, vertical, forward) = motion(in: layout, from: path, toward: direction)
        else { return nil }
        let step = forward ? length : -length
        let content = layout.contentSize
        let target =
            vertical
            ? Point(x: source.midX, y: min(max(source.midY + step, 0), content.height))
            : Point(x: min(max(source.midX + step, 0), content.width), y: source.midY)
        var best: (distance: Double, path: ElementPath)?
        for candidate in candidates(in: layout, from: path, toward: direction) where candidate.overlaps {
            let frame = candidate.frame
            let dx = max(frame.minX - target.x, 0, target.x - frame.maxX)
            let dy = max(frame.minY - target.y, 0, target.y - frame.maxY)
            let distance = (dx * dx + dy * dy).squareRoot()
            if best.map({ (distance, candidate.path) < ($0.distance, $0.path) }) ?? true {
                best = (distance, candidate.path)
            }
        }
        return best?.path
    }
}
