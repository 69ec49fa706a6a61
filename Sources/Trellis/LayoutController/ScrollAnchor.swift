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
    /// `visibleRect`: what a held anchor is kept at after a change kept it.
    /// A straddling one stays kept by its trailing edge through edits and
    /// self-sizing rounds (it grows upward, even when it shrinks into the
    /// screen). After a new viewport (`newViewport`), which keeps its leading
    /// edge where it is, it is taken as the rule takes a new anchor: by its
    /// trailing edge only if it still starts before the visible rect (an
    /// offset clamped at the content's end can bring it into the screen).
    func retaken(in layout: PreparedLayout, visibleRect: Rect, newViewport: Bool = false) -> ScrollAnchor {
        guard let frame = layout.attributesForItem(at: path)?.frame else { return self }
        var anchor = ScrollAnchor(
            path: path, itemEdge: Self.leadingEdge(of: frame, in: layout),
            visibleEdge: Self.leadingEdge(of: visibleRect, in: layout))
        let straddles = newViewport ? anchor.itemEdge < anchor.visibleEdge : trailingEdge != nil
        if straddles { anchor.trailingEdge = Self.trailingEdge(of: frame, in: layout) }
        return anchor
    }
}

// MARK: - Keeping the anchor

extension CollectionLayoutController {
    /// The first visible item of the current layout and where it sits in
    /// `visibleRect`: the item to keep in place through the next update, by
    /// the one rule of every adapter (``ScrollAnchor/firstVisibleItem(in:visibleRect:)``).
    ///
    /// - Returns: `nil` when there is no layout or no item overlaps `visibleRect`.
    /// - Complexity: O(log *n* + *k*) with the `auto` index, where *n* is the
    ///   number of elements and *k* the number overlapping `visibleRect`.
    public func scrollAnchor(in visibleRect: Rect) -> ScrollAnchor? {
        layout.flatMap { ScrollAnchor.firstVisibleItem(in: $0, visibleRect: visibleRect) }
    }

    /// The change of the content offset (UIKit's `contentOffset`, the bounds'
    /// origin) that puts `anchor`'s item back at its offset from the visible
    /// rect's leading edge, now that the layout has been updated by `change`.
    ///
    /// * The anchored item is found in the updated layout by its path moved
    ///   through `change`: an insert before it in its section moves it
    ///   later, a delete before it earlier. When it was deleted itself, the
    ///   first surviving item after it (in path order; else the last one
    ///   before it) takes its place, at the deleted item's offset. After a
    ///   ``LayoutChange/full`` change the path is kept as it is.
    /// * An item that started before the visible rect (``ScrollAnchor/trailingEdge``)
    ///   is put back by its trailing edge, so that it grows or shrinks upward
    ///   and what is on screen after it stays; any other by its leading edge,
    ///   as is every item after a ``LayoutChange/viewport`` change and an item
    ///   that takes a deleted anchor's place.
    /// * The adjustment is along the scroll axis only, and is exactly zero
    ///   when the item and the visible rect's leading edge did not move.
    /// * Otherwise the adjusted offset is clamped to the valid range, from
    ///   `−contentInset.top` to the content's end less the bounds' height plus
    ///   `contentInset.bottom` (left and right for horizontal layouts), so
    ///   the item may end up nearer the leading edge than it was when the
    ///   content after it became too short.
    ///
    /// - Parameters:
    ///   - anchor: ``scrollAnchor(in:)`` taken before the update; `nil` gives zero.
    ///   - change: What the update changed (the value ``update(to:)`` or
    ///     ``resizeItems(_:)`` returned).
    ///   - bounds: The collection view's bounds after the update, at the
    ///     content offset before it (for a rotation: the new size, the old origin).
    ///   - contentInset: The content inset (UIKit's `adjustedContentInset`).
    /// - Returns: The amount to add to the content offset; ``Point/zero`` when
    ///   there is no anchor, no layout or no item left.
    /// - Complexity: O(*s*) for *s* sections when the item was deleted, else O(1).
    public func contentOffsetAdjustment(
        keeping anchor: ScrollAnchor?, after change: LayoutChange, bounds: Rect,
        contentInset: Insets
    ) -> Point {
        anchorAdjustments(keeping: anchor, after: change, bounds: bounds, contentInset: contentInset).kept
    }

    /// ``contentOffsetAdjustment(keeping:after:bounds:contentInset:)`` (`kept`),
    /// and the adjustment the anchor wants whatever the content's length
    /// (`wanted`: past the content's ends when it is too short now).
    func anchorAdjustments(
        keeping anchor: ScrollAnchor?, after change: LayoutChange, bounds: Rect, contentInset: Insets
    ) -> (kept: Point, wanted: Point) {
        guard let anchor, let layout, let path = Self.path(of: anchor.path, after: change, in: layout),
            let frame = layout.attributesForItem(at: path)?.frame
        else { return (.zero, .zero) }
        let visible = Self.visibleRect(bounds: bounds, contentInset: contentInset)
        // A straddling item keeps its trailing edge (it grows upward), any other its leading edge;
        // so does an item that took a deleted anchor's place, and every item through a new viewport.
        let trailing = Self.keepsTrailingEdge(anchor, after: change) ? anchor.trailingEdge : nil
        let moved =
            trailing.map { ScrollAnchor.trailingEdge(of: frame, in: layout) - $0 }
            ?? ScrollAnchor.leadingEdge(of: frame, in: layout) - anchor.itemEdge
        let shift = moved - (ScrollAnchor.leadingEdge(of: visible, in: layout) - anchor.visibleEdge)
        guard shift != 0 else { return (.zero, .zero) }
        let vertical = layout.scrollAxis == .vertical
        // Right to left horizontally, the leading edge is the right one and positions grow leftwards.
        let wanted = vertical || layout.layoutDirection == .leftToRight ? shift : -shift
        let (origin, lower, upper) =
            vertical
            ? (bounds.minY, -contentInset.top, layout.contentSize.height + contentInset.bottom - bounds.height)
            : (bounds.minX, -contentInset.left, layout.contentSize.width + contentInset.right - bounds.width)
        let kept = Self.clamp(origin + wanted, from: lower, to: upper) - origin
        func along(_ length: Double) -> Point { vertical ? Point(x: 0, y: length) : Point(x: length, y: 0) }
        return (along(kept), along(wanted))
    }

    /// The bounds' origin (the content offset) that puts `anchor`'s item
    /// back after `change`: `bounds`' origin moved by
    /// ``contentOffsetAdjustment(keeping:after:bounds:contentInset:)``; `nil`
    /// when it need not move. What every adapter keeps the anchor with (the
    /// UIKit layout's target offset, the lazy grid's pending scroll).
    ///
    /// - Complexity: as ``contentOffsetAdjustment(keeping:after:bounds:contentInset:)``.
    public func anchoredOrigin(
        keeping anchor: ScrollAnchor?, after change: LayoutChange, bounds: Rect, contentInset: Insets
    )
        -> Point?
    {
        let adjustment = contentOffsetAdjustment(
            keeping: anchor, after: change, bounds: bounds, contentInset: contentInset)
        guard adjustment != .zero else { return nil }
        return Point(x: bounds.minX + adjustment.x, y: bounds.minY + adjustment.y)
    }

    /// Whether `anchor` is kept by its trailing edge after `change`: when it
    /// straddled the leading edge, is still there, and the viewport is the same.
    private static func keepsTrailingEdge(_ anchor: ScrollAnchor, after change: LayoutChange) -> Bool {
        switch change {
        case .viewport: return false
        case .deleted(let paths): return !paths.contains(anchor.path)
        default: return anchor.trailingEdge != nil
        }
    }

    /// `value` within `lower...max(lower, upper)`.
    private static func clamp(_ value: Double, from lower: Double, to upper: Double) -> Double {
        Swift.min(Swift.max(value, lower), Swift.max(lower, upper))
    }

    /// Where the item at `path` before `change` is in `layout`, the layout
    /// after it (see ``contentOffsetAdjustment(keeping:after:bounds:contentInset:)``).
    static func path(of path: ElementPath, after change: LayoutChange, in layout: PreparedLayout) -> ElementPath? {
        firstItem(atOrAfter: movedPath(of: path, after: change), in: layout)
    }

    /// Where the item at `path` before `change` is after it, as long as it
    /// was not deleted (then the path of the item after the deleted run):
    /// where an anchor's item went.
    ///
    /// - Complexity: O(*k*) for the *k* paths `change` names.
    public static func movedPath(of path: ElementPath, after change: LayoutChange) -> ElementPath {
        var item = path.item
        switch change {
        case .inserted(let paths):
            // New paths, one contiguous run per section: items from its start on move after it.
            let run = paths.filter { $0.section == path.section }
            if let start = run.first, start.item <= item { item += run.count }
        case .deleted(let paths):
            // Old paths, one contiguous run per section: a deleted item becomes the one after the run.
            let run = paths.filter { $0.section == path.section }
            if let start = run.first, start.item <= item { item = Swift.max(start.item, item - run.count) }
        case .none, .appended, .resized, .viewport, .full:
            break
        }
        return ElementPath(section: path.section, item: item)
    }

    /// ``anchorAdjustments(keeping:after:bounds:contentInset:)`` of a placed
    /// anchor and a real content end: while ``defersPlacement`` left them
    /// unplaced, the item that takes `anchor`'s place after `change` (and the
    /// one after it, which takes a deleted anchor's place) is placed first,
    /// and when the estimated content end would hold the view short of where
    /// the anchor wants it, the screen there is placed (and with it the real
    /// end, within a viewport of it) before the adjustment is clamped. An
    /// estimate never moves the anchor.
    ///
    /// - Complexity: O(log *n*), plus the placements through the anchor, and
    ///   through the screen where it wants the view when the estimate would hold it.
    mutating func placedAnchorAdjustments(
        keeping anchor: ScrollAnchor, after change: LayoutChange, bounds: Rect, contentInset: Insets
    ) -> (kept: Point, wanted: Point) {
        let moved = Self.movedPath(of: anchor.path, after: change)
        placeDeferred { driver throws(LayoutError) in
            // The item first: a window placed through the next one only may start between them.
            try driver.place(throughItem: moved)
            try driver.place(throughItem: ElementPath(section: moved.section, item: moved.item + 1))
        }
        let adjustments = anchorAdjustments(keeping: anchor, after: change, bounds: bounds, contentInset: contentInset)
        guard adjustments.kept != adjustments.wanted, !isPlacedThroughEnd else { return adjustments }
        var wanted = bounds
        wanted.origin = Point(x: bounds.minX + adjustments.wanted.x, y: bounds.minY + adjustments.wanted.y)
        followViewport(Self.visibleRect(bounds: wanted, contentInset: contentInset))
        return anchorAdjustments(keeping: anchor, after: change, bounds: bounds, contentInset: contentInset)
    }

    /// The first item at or after `path` in path order, else the last item before it.
    private static func firstItem(atOrAfter path: ElementPath, in layout: PreparedLayout) -> ElementPath? {
        var section = path.section
        var item = path.item
        while section < layout.numberOfSections {
            if item < layout.numberOfItems(inSection: section) { return ElementPath(section: section, item: item) }
            section += 1
            item = 0
        }
        for section in stride(from: Swift.min(path.section, layout.numberOfSections - 1), through: 0, by: -1) {
            let count = layout.numberOfItems(inSection: section)
            if count > 0 { return ElementPath(section: section, item: count - 1) }
        }
        return nil
    }
}
