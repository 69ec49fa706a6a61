// MARK: - Scroll anchoring

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
        guard let anchor, let layout, let path = Self.path(of: anchor.path, after: change, in: layout),
            let frame = layout.attributesForItem(at: path)?.frame
        else { return .zero }
        let visible = Self.visibleRect(bounds: bounds, contentInset: contentInset)
        // A straddling item keeps its trailing edge (it grows upward), any other its leading edge;
        // so does an item that took a deleted anchor's place, and every item through a new viewport.
        let trailing = Self.keepsTrailingEdge(anchor, after: change) ? anchor.trailingEdge : nil
        let moved =
            trailing.map { ScrollAnchor.trailingEdge(of: frame, in: layout) - $0 }
            ?? ScrollAnchor.leadingEdge(of: frame, in: layout) - anchor.itemEdge
        let shift = moved - (ScrollAnchor.leadingEdge(of: visible, in: layout) - anchor.visibleEdge)
        guard shift != 0 else { return .zero }
        switch layout.scrollAxis {
        case .vertical:
            let target = Self.clamp(
                bounds.minY + shift, from: -contentInset.top,
                to: layout.contentSize.height + contentInset.bottom - bounds.height)
            return Point(x: 0, y: target - bounds.minY)
        case .horizontal:
            // Right to left, the leading edge is the right one and positions grow leftwards.
            let proposed = bounds.minX + (layout.layoutDirection == .rightToLeft ? -shift : shift)
            let target = Self.clamp(
                proposed, from: -contentInset.left,
                to: layout.contentSize.width + contentInset.right - bounds.width)
            return Point(x: target - bounds.minX, y: 0)
        }
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

    /// Places, while ``defersPlacement`` left it unplaced, the item that
    /// takes `anchor`'s place after `change` (and the one after it, which
    /// takes a deleted anchor's place): what keeping it in place reads.
    mutating func placeDeferred(through anchor: ScrollAnchor, after change: LayoutChange) {
        let moved = Self.movedPath(of: anchor.path, after: change)
        placeDeferred { driver throws(LayoutError) in
            try driver.place(throughItem: ElementPath(section: moved.section, item: moved.item + 1))
        }
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
