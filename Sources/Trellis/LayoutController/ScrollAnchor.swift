/// The item a collection view keeps in place on screen through a layout
/// change, and where it was: what ``CollectionLayoutController`` records
/// before an update and restores after it.
///
/// Positions are coordinates along the scroll axis that grow towards the end
/// of the content: `y` for vertical layouts, `x` for horizontal ones and `−x`
/// for horizontal right-to-left ones (which start at the right), taken at the
/// leading edge (top, left or right) of the item and of the visible rect.
///
/// ```swift
/// let anchor = controller.scrollAnchor(in: visibleRect)      // before the update
/// let change = try controller.update(to: next)
/// let shift = controller.contentOffsetAdjustment(keeping: anchor, after: change, bounds: bounds, contentInset: insets)
/// ```
public struct ScrollAnchor: Sendable, Hashable {
    /// The anchored item, as a path of the layout it was recorded in.
    public var path: ElementPath
    /// The position of the item's leading edge along the scroll axis.
    public var itemEdge: Double
    /// The position of the visible rect's leading edge along the scroll axis.
    public var visibleEdge: Double
    /// The position of the item's trailing edge along the scroll axis when
    /// the item starts before the visible rect (it straddles the leading
    /// edge), else `nil`. Such an item keeps its trailing edge on screen: when
    /// it grows or shrinks it does so upward (towards the content's start),
    /// so what is on screen below it does not move, as UIKit's own
    /// self-sizing does.
    public var trailingEdge: Double?

    /// An anchor for the item at `path` whose leading edge lies at `itemEdge`
    /// while the visible rect's lies at `visibleEdge`.
    public init(path: ElementPath, itemEdge: Double, visibleEdge: Double) {
        self.path = path
        self.itemEdge = itemEdge
        self.visibleEdge = visibleEdge
    }

    /// How far the item's leading edge lies past the visible rect's, towards
    /// the end of the content (negative when the item starts before the
    /// visible rect): what anchoring keeps.
    public var offset: Double { itemEdge - visibleEdge }
}

// MARK: - The rule

extension ScrollAnchor {
    /// An anchor for an item whose leading edge lies `offset` points past the
    /// visible rect's (negative when it starts before it).
    public init(path: ElementPath, offset: Double) {
        self.init(path: path, itemEdge: offset, visibleEdge: 0)
    }

    /// The item a view keeps in place through a layout change: the one rule
    /// of every adapter (the UIKit layout and the SwiftUI lazy grid alike).
    ///
    /// It is the item overlapping `visibleRect` that comes first in reading
    /// order: the least `(minY, minX)` for vertical layouts (`(minY, −maxX)`
    /// right to left), the least `(minX, minY)` for horizontal ones
    /// (`(−maxX, minY)` right to left); ties go to the lower path. In a
    /// masonry layout that is the item the eye meets first at the top of the
    /// screen, not the first in item order (which may start above it in
    /// another column). Headers and footers never anchor. An item that
    /// starts before the visible rect keeps its trailing edge
    /// (``trailingEdge``), one that starts inside it its leading edge.
    ///
    /// - Returns: `nil` when no item overlaps `visibleRect`.
    /// - Complexity: O(log *n* + *k*) with the `auto` index, where *n* is the
    ///   number of elements and *k* the number overlapping `visibleRect`.
    public static func firstVisibleItem(in layout: PreparedLayout, visibleRect: Rect) -> ScrollAnchor? {
        var first: (key: (Double, Double, Int, Int), element: LayoutAttributes)?
        for element in layout.elements(in: visibleRect, pinningHeaders: false) where element.kind == .item {
            let frame = element.frame
            let across =
                layout.scrollAxis == .vertical
                ? (layout.layoutDirection == .rightToLeft ? -frame.maxX : frame.minX) : frame.minY
            let key = (leadingEdge(of: frame, in: layout), across, element.path.section, element.path.item)
            if let current = first, current.key <= key { continue }
            first = (key, element)
        }
        return first.map {
            var anchor = ScrollAnchor(
                path: $0.element.path, itemEdge: $0.key.0, visibleEdge: leadingEdge(of: visibleRect, in: layout))
            if anchor.itemEdge < anchor.visibleEdge {
                anchor.trailingEdge = trailingEdge(of: $0.element.frame, in: layout)
            }
            return anchor
        }
    }

    /// Where the visible rect's leading coordinate (its `minY`, or `minX` for
    /// horizontal layouts) must go so that the item at ``path`` sits at
    /// ``offset`` from it in `layout`: clamped to the content, so that a
    /// visible length of `visibleLength` points along the scroll axis stays
    /// inside it; `nil` when the item no longer exists.
    public func contentOffset(in layout: PreparedLayout, visibleLength: Double) -> Double? {
        guard let frame = layout.attributesForItem(at: path)?.frame else { return nil }
        let horizontal = layout.scrollAxis == .horizontal
        let contentLength = horizontal ? layout.contentSize.width : layout.contentSize.height
        let leading = Self.leadingEdge(of: frame, in: layout) - offset
        let origin = horizontal && layout.layoutDirection == .rightToLeft ? -leading - visibleLength : leading
        return Swift.min(Swift.max(0, origin), Swift.max(0, contentLength - visibleLength))
    }

    /// A rect's leading edge along the scroll axis, growing towards the
    /// content's end: `minY`, `minX`, or `−maxX` for a horizontal
    /// right-to-left layout.
    static func leadingEdge(of rect: Rect, in layout: PreparedLayout) -> Double {
        switch layout.scrollAxis {
        case .vertical: rect.minY
        case .horizontal: layout.layoutDirection == .rightToLeft ? -rect.maxX : rect.minX
        }
    }

    /// A rect's trailing edge along the scroll axis, growing towards the
    /// content's end: `maxY`, `maxX`, or `−minX` for a horizontal
    /// right-to-left layout.
    static func trailingEdge(of rect: Rect, in layout: PreparedLayout) -> Double {
        switch layout.scrollAxis {
        case .vertical: rect.maxY
        case .horizontal: layout.layoutDirection == .rightToLeft ? -rect.minX : rect.maxX
        }
    }
}

extension ScrollAnchor {
    /// The anchor of the same item as it lies now in `layout`, seen in
    /// `visibleRect`: what a held anchor is kept at after a change kept it
    /// (a straddling one still by its trailing edge; a new viewport then
    /// keeps its leading edge where it is, not where it was first taken).
    func retaken(in layout: PreparedLayout, visibleRect: Rect) -> ScrollAnchor {
        guard let frame = layout.attributesForItem(at: path)?.frame else { return self }
        var anchor = ScrollAnchor(
            path: path, itemEdge: Self.leadingEdge(of: frame, in: layout),
            visibleEdge: Self.leadingEdge(of: visibleRect, in: layout))
        if trailingEdge != nil { anchor.trailingEdge = Self.trailingEdge(of: frame, in: layout) }
        return anchor
    }
}
