// Keeping the first visible item in place when the layout changes under the view (a width change).

extension ElementWindow {
    /// The first visible item of a visible rect and where it sits in it: what
    /// a view restores after a relayout so that the content does not jump.
    public struct Anchor: Sendable, Hashable {
        /// The item.
        public var path: ElementPath
        /// The distance along the scroll axis from the visible rect's leading
        /// edge to the item's leading edge (negative when the item starts
        /// above, or before, the visible rect). The leading edge is the top
        /// of a vertical layout, the left of a horizontal one, the right of a
        /// horizontal right-to-left one.
        public var offset: Double

        /// An anchor for an item at an offset.
        public init(path: ElementPath, offset: Double) {
            self.path = path
            self.offset = offset
        }
    }

    /// The first item, in item order, whose frame overlaps `visibleRect`, and
    /// its offset from the visible rect's leading edge; `nil` when no item is visible.
    ///
    /// - Complexity: O(log *n* + *k*), where *n* is the number of elements
    ///   and *k* the number overlapping `visibleRect`.
    public static func anchor(in layout: PreparedLayout, visibleRect: Rect) -> Anchor? {
        for position in layout.elementPositions(in: visibleRect) {
            guard let element = layout.attributes(atPosition: position), element.kind == .item else { continue }
            return Anchor(
                path: element.path,
                offset: leadingEdge(of: element.frame, in: layout)
                    - leadingEdge(of: visibleRect, in: layout))
        }
        return nil
    }

    /// Where the visible rect's leading coordinate (its `minY`, or `minX`
    /// for horizontal layouts) must go so that `anchor`'s item sits at the
    /// same offset in `layout`: clamped to the content, so that a visible
    /// length of `visibleLength` points along the scroll axis stays inside
    /// it; `nil` when the item no longer exists.
    public static func contentOffset(
        restoring anchor: Anchor, in layout: PreparedLayout,
        visibleLength: Double
    ) -> Double? {
        guard let frame = layout.attributesForItem(at: anchor.path)?.frame else { return nil }
        let horizontal = layout.scrollAxis == .horizontal
        let contentLength = horizontal ? layout.contentSize.width : layout.contentSize.height
        let leading = leadingEdge(of: frame, in: layout) - anchor.offset
        let origin = horizontal && layout.layoutDirection == .rightToLeft ? -leading - visibleLength : leading
        return Swift.min(Swift.max(0, origin), Swift.max(0, contentLength - visibleLength))
    }

    /// A rect's leading edge along the scroll axis, increasing in the
    /// reading direction (the right-to-left edge is negated).
    private static func leadingEdge(of rect: Rect, in layout: PreparedLayout) -> Double {
        switch layout.scrollAxis {
        case .vertical: rect.minY
        case .horizontal: layout.layoutDirection == .rightToLeft ? -rect.maxX : rect.minX
        }
    }
}
