// Keeping the first visible item in place when the layout changes under the
// view (a width change): the lazy grid uses the one anchor rule of every
// adapter, ScrollAnchor's.

extension ElementWindow {
    /// The first visible item of a visible rect and where it sits in it.
    @available(*, deprecated, renamed: "ScrollAnchor")
    public typealias Anchor = ScrollAnchor

    /// The item to keep in place: ``ScrollAnchor/firstVisibleItem(in:visibleRect:)``,
    /// the rule the UIKit layout uses too.
    ///
    /// - Complexity: O(log *n* + *k*), where *n* is the number of elements
    ///   and *k* the number overlapping `visibleRect`.
    public static func anchor(in layout: PreparedLayout, visibleRect: Rect) -> ScrollAnchor? {
        ScrollAnchor.firstVisibleItem(in: layout, visibleRect: visibleRect)
    }

    /// Where the visible rect's leading coordinate must go so that `anchor`'s
    /// item sits where it sat: ``ScrollAnchor/contentOffset(in:visibleLength:)``.
    public static func contentOffset(
        restoring anchor: ScrollAnchor, in layout: PreparedLayout,
        visibleLength: Double
    ) -> Double? {
        anchor.contentOffset(in: layout, visibleLength: visibleLength)
    }
}
