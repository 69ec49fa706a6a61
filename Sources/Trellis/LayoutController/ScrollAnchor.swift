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
