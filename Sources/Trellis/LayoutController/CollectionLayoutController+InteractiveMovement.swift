/// An item a finger drags through a collection view (interactive movement):
/// where the drag began and the path the item would land at now.
public struct InteractiveMove: Sendable, Hashable {
    /// The item's path when the drag began. The layout keeps the items in
    /// their places until the move ends, so this is where its frame is.
    public var origin: ElementPath
    /// The path the item lands at if the finger lifts now, in the items after the move.
    public var target: ElementPath

    /// A move of the item at `origin` to `target`.
    public init(origin: ElementPath, target: ElementPath) {
        self.origin = origin
        self.target = target
    }

    /// The batch update that ends the move: the item at ``origin`` moved to ``target``.
    public var update: CollectionUpdate { .moveItem(from: origin, to: target) }
}

extension CollectionLayoutController {
    /// The z-index of a dragged item: above every item, footer, background
    /// and pinned header (``PreparedLayout/pinnedHeaderZIndex``).
    public static let movingItemZIndex = PreparedLayout.pinnedHeaderZIndex + 1

    /// Follows a drag: the item the collection view holds at `current` (the
    /// path the last call returned, or where the drag began) is under the
    /// finger at `position`. Returns the path it would land at
    /// (``reorderTarget(movingItemAt:to:)`` on ``layout``, the data as it was
    /// when the drag began, so the target depends on the finger alone) and
    /// records it in ``interactiveMove``.
    ///
    /// While the drag is at a target other than its origin, the queries
    /// (``elements(in:visibleRect:)``, ``attributesForItem(at:)``,
    /// ``attributesForSupplementaryElement(ofKind:inSection:visibleRect:)``,
    /// ``contentSize``) answer from ``presentedLayout``: the data with the
    /// item moved to the target, the layout the drop makes. A collection view
    /// re-indexes the displaced cells as the target changes; so every cell is
    /// drawn at its own size and place for its new path, never at a
    /// neighbour's. The dragged item itself is drawn under the finger
    /// (``attributesForInteractivelyMovingItem(at:position:)``).
    ///
    /// - Returns: `nil` (and no move recorded) when there is no layout or no such item.
    /// - Complexity: as ``PreparedLayout/dropTarget(at:)`` when the target is
    ///   unchanged; at a new target, plus the batch update of the move
    ///   (``apply(_:sections:itemCount:size:options:)``: the placements from
    ///   the first moved path on) on a copy of the layout, O(*n*) for *n*
    ///   elements to copy it.
    public mutating func moveInteractively(itemAt current: ElementPath, to position: Point) -> ElementPath? {
        placeEverything()  // a drag previews layouts of the whole data
        let origin = origin(ofItemAt: current)
        guard let target = reorderTarget(movingItemAt: origin, to: position) else {
            interactiveMove = nil
            interactivePreview = nil
            return nil
        }
        let move = InteractiveMove(origin: origin, target: target)
        if move != interactiveMove {
            interactiveMove = move
            interactivePreview = preview(of: move)
        }
        return target
    }

    /// The layout the queries answer from: during a drag, the data with the
    /// item moved to the drag's target; otherwise (or when the move cannot be
    /// laid out) ``layout``.
    public var presentedLayout: PreparedLayout? { interactivePreview ?? layout }

    /// The layout of the data with `move` applied, as the batch update that
    /// ends the drag lays it out (moved items keep their sizes, measured or
    /// not); `nil` for a move to its origin or one that cannot be laid out.
    private func preview(of move: InteractiveMove) -> PreparedLayout? {
        guard move.origin != move.target, let counts = input?.sections.map(\.count) else { return nil }
        var moved = self
        moved.interactiveMove = nil
        let laidOut = try? moved.apply(
            [move.update], sections: counts.count,
            itemCount: { section in
                counts[section] - (section == move.origin.section ? 1 : 0) + (section == move.target.section ? 1 : 0)
            }, size: { _ in nil })
        return laidOut == nil ? nil : moved.layout
    }

    /// The attributes of the dragged item that the collection view holds at
    /// `path`, under the finger at `position`: the size of its frame where
    /// the drag began, centred at `position`, with ``movingItemZIndex``.
    ///
    /// - Returns: `nil` when there is no layout, no such item or `position` is not finite.
    /// - Complexity: O(1).
    public func attributesForInteractivelyMovingItem(at path: ElementPath, position: Point) -> LayoutAttributes? {
        guard position.x.isFinite, position.y.isFinite else { return nil }
        guard let frame = layout?.attributesForItem(at: origin(ofItemAt: path))?.frame else { return nil }
        let centred = Rect(
            x: position.x - frame.width / 2, y: position.y - frame.height / 2, width: frame.width,
            height: frame.height)
        return LayoutAttributes(kind: .item, path: path, frame: centred, zIndex: Self.movingItemZIndex)
    }

    /// Where the item the collection view holds at `path` was when the drag
    /// began: the move's origin while `path` is its current target, else `path`.
    private func origin(ofItemAt path: ElementPath) -> ElementPath {
        interactiveMove.flatMap { $0.target == path ? $0.origin : nil } ?? path
    }

    /// Ends the drag: returns the move to apply as the batch update the
    /// collection view makes next (or `nil` when it was cancelled, or ended
    /// where it began), and forgets ``interactiveMove``. After a move the
    /// queries keep answering from the moved layout until the next layout
    /// (that batch update's) replaces it; after a cancel, from ``layout`` at once.
    public mutating func endInteractiveMove(cancelled: Bool) -> InteractiveMove? {
        defer { interactiveMove = nil }
        guard !cancelled, let move = interactiveMove, move.origin != move.target else {
            interactivePreview = nil
            return nil
        }
        return move
    }
}
