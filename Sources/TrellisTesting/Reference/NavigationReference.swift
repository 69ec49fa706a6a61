/// The navigation rule of ``PreparedLayout/neighbor(of:toward:)`` as a
/// plain scan of every item: the reference the indexed query must equal.
public enum NavigationReference {
    /// The neighbour of the item at `path` in `direction`, by scanning every item.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public static func neighbor(
        in layout: PreparedLayout, of path: ElementPath, toward direction: NeighborDirection
    ) -> ElementPath? {
        guard let source = layout.attributesForItem(at: path)?.frame else { return nil }
        let rightToLeft = layout.layoutDirection == .rightToLeft
        let (vertical, forward): (Bool, Bool)
        switch direction {
        case .up: (vertical, forward) = (true, false)
        case .down: (vertical, forward) = (true, true)
        case .left: (vertical, forward) = (false, false)
        case .right: (vertical, forward) = (false, true)
        case .leading: (vertical, forward) = (false, rightToLeft)
        case .trailing: (vertical, forward) = (false, !rightToLeft)
        }
        var best: (overlap: Int, distance: Double, offset: Double, path: ElementPath)?
        for element in layout.allElements where element.kind == .item && element.path != path {
            let frame = element.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let distance: Double
            switch (vertical, forward) {
            case (true, true): distance = frame.minY - source.maxY
            case (true, false): distance = source.minY - frame.maxY
            case (false, true): distance = frame.minX - source.maxX
            case (false, false): distance = source.minX - frame.maxX
            }
            guard distance >= 0 else { continue }
            let overlaps =
                vertical
                ? frame.minX < source.maxX && source.minX < frame.maxX
                : frame.minY < source.maxY && source.minY < frame.maxY
            let offset = vertical ? abs(frame.midX - source.midX) : abs(frame.midY - source.midY)
            let candidate = (overlaps ? 0 : 1, distance, offset, element.path)
            if best.map({ candidate < $0 }) ?? true { best = candidate }
        }
        return best?.path
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
        guard let source = layout.attributesForItem(at: path)?.frame else { return nil }
        let rightToLeft = layout.layoutDirection == .rightToLeft
        let vertical = direction == .up || direction == .down
        let forward =
            direction == .down || direction == .right || (direction == .leading && rightToLeft)
            || (direction == .trailing && !rightToLeft)
        var best: (distance: Double, offset: Double, path: ElementPath)?
        for element in layout.allElements where element.kind == .item && element.path != path {
            let frame = element.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let distance =
                vertical
                ? (forward ? frame.minY - source.maxY : source.minY - frame.maxY)
                : (forward ? frame.minX - source.maxX : source.minX - frame.maxX)
            let overlaps =
                vertical
                ? frame.minX < source.maxX && source.minX < frame.maxX
                : frame.minY < source.maxY && source.minY < frame.maxY
            guard distance >= 0, overlaps else { continue }
            let offset = vertical ? abs(frame.midX - source.midX) : abs(frame.midY - source.midY)
            if best.map({ (-distance, offset, element.path) < (-$0.distance, $0.offset, $0.path) }) ?? true {
                best = (distance, offset, element.path)
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
        guard length.isFinite, length > 0, let source = layout.attributesForItem(at: path)?.frame else { return nil }
        let rightToLeft = layout.layoutDirection == .rightToLeft
        let vertical = direction == .up || direction == .down
        let forward =
            direction == .down || direction == .right || (direction == .leading && rightToLeft)
            || (direction == .trailing && !rightToLeft)
        let step = forward ? length : -length
        let content = layout.contentSize
        let target =
            vertical
            ? Point(x: source.midX, y: min(max(source.midY + step, 0), content.height))
            : Point(x: min(max(source.midX + step, 0), content.width), y: source.midY)
        var best: (distance: Double, path: ElementPath)?
        for element in layout.allElements where element.kind == .item && element.path != path {
            let frame = element.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let along =
                vertical
                ? (forward ? frame.minY - source.maxY : source.minY - frame.maxY)
                : (forward ? frame.minX - source.maxX : source.minX - frame.maxX)
            let overlaps =
                vertical
                ? frame.minX < source.maxX && source.minX < frame.maxX
                : frame.minY < source.maxY && source.minY < frame.maxY
            guard along >= 0, overlaps else { continue }
            let dx = max(frame.minX - target.x, 0, target.x - frame.maxX)
            let dy = max(frame.minY - target.y, 0, target.y - frame.maxY)
            let distance = (dx * dx + dy * dy).squareRoot()
            if best.map({ (distance, element.path) < ($0.distance, $0.path) }) ?? true {
                best = (distance, element.path)
            }
        }
        return best?.path
    }
}
