/// What a strategy promises about the frames it places, beyond the contract.
///
/// The conformance checker holds a strategy to what it declares here.
public struct LayoutGuarantees: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// No two items' interiors intersect (column layouts, lines, mosaics).
    public static let nonOverlappingItems = LayoutGuarantees(rawValue: 1 << 0)

    /// Every frame lies inside the content size across the scroll axis too.
    ///
    /// Along the scroll axis every frame always lies inside the content (the
    /// contract). Across it, `flow-line` places an item wider than the line at
    /// the line's start, overflowing the viewport width as UIKit does, so it
    /// does not declare this.
    public static let framesInsideContentAcross = LayoutGuarantees(rawValue: 1 << 1)

    /// The frames do not depend on the viewport's length along the scroll
    /// axis (the height of a vertical layout, the width of a horizontal one):
    /// a viewport that changes only that length (a keyboard, a toolbar that
    /// hides) keeps the layout as it is, with no placement
    /// (``LiveLayout/setViewport(width:height:)``).
    public static let independentOfViewportLength = LayoutGuarantees(rawValue: 1 << 2)

    /// A new size of an item never moves an earlier one (in section, then
    /// item order): an item's frame depends only on the sizes of the items
    /// before it, the item count, the viewport and the options. Column
    /// strategies place this way, and `mosaic`, which ignores sizes; a
    /// self-sizing pass then measures the cells after the first visible item
    /// without laying out once per cell (`CollectionLayoutController`'s
    /// `invalidation(forPreferredSize:of:at:in:)`).
    ///
    /// Line strategies do not: `flow-line` centres an item in its line's
    /// height and `justified-rows` scales a row to the width, so a later item
    /// of the same line or row moves the earlier ones.
    public static let placesInItemOrder = LayoutGuarantees(rawValue: 1 << 3)
}
