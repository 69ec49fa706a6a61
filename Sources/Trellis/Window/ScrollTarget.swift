/// Where a scrolling view must go to show an item, computed from the layout
/// alone, so that it works for items whose views were never built.
///
/// ```swift
/// if let y = ScrollTarget.contentOffset(showing: path, at: .center, in: layout, visibleLength: 800) {
///     scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: true)
/// }
/// ```
public enum ScrollTarget: Sendable, Hashable {
    /// Where the item sits in the visible rect along the scroll axis.
    case leading
    /// Centred in the visible rect (an item longer than the visible rect shows its leading part).
    case center
    /// At the visible rect's trailing edge (an item longer than the visible rect shows its leading part).
    case trailing

    /// The visible rect's leading coordinate (its `minY`, or `minX` for
    /// horizontal layouts) that shows the item at `path` at `target`,
    /// clamped to the content so that `visibleLength` points stay inside it;
    /// `nil` when there is no such item or `visibleLength` is not finite and
    /// positive. Right-to-left horizontal content is handled as
    /// ``ElementWindow/contentOffset(restoring:in:visibleLength:)`` does.
    ///
    /// - Complexity: O(log *s*) for *s* sections (the item lookup).
    public static func contentOffset(
        showing path: ElementPath, at target: ScrollTarget, in layout: PreparedLayout, visibleLength: Double
    ) -> Double? {
        guard visibleLength.isFinite, visibleLength > 0,
            let frame = layout.attributesForItem(at: path)?.frame
        else { return nil }
        let length = layout.scrollAxis == .vertical ? frame.height : frame.width
        let slack = Swift.max(0, visibleLength - length)
        let offset: Double
        switch target {
        case .leading: offset = 0
        case .center: offset = slack / 2
        case .trailing: offset = slack
        }
        return ScrollAnchor(path: path, offset: offset).contentOffset(in: layout, visibleLength: visibleLength)
    }
}
