/// When a scrolling view asks for more content (infinite scroll): once, when
/// the visible rect comes within a threshold of the content's end, and not
/// again until the content has grown.
///
/// ```swift
/// var trigger = EndReachedTrigger(threshold: 1000)
/// if trigger.update(visibleRect: rect, contentSize: layout.contentSize, axis: .vertical, itemCount: photos.count) {
///     loadNextPage()
/// }
/// ```
public struct EndReachedTrigger: Sendable, Hashable {
    /// How close, in points along the scroll axis, the visible rect's
    /// trailing edge must come to the content's end.
    public var threshold: Double
    /// The item count when the trigger last fired, or `nil` when it has not.
    public private(set) var firedAtItemCount: Int?

    /// A trigger that fires within `threshold` points of the end.
    public init(threshold: Double = 1000) {
        self.threshold = threshold
    }

    /// Whether to ask for more now: the distance from the visible rect's
    /// trailing edge to the content's end along `axis` is at most
    /// ``threshold``, and the trigger has not fired at this `itemCount`.
    /// Firing records `itemCount`. Right-to-left horizontal content ends at
    /// its left edge (x = 0).
    public mutating func update(
        visibleRect: Rect, contentSize: Size, axis: ScrollAxis,
        layoutDirection: ReadingDirection = .leftToRight, itemCount: Int
    ) -> Bool {
        let remaining: Double
        switch axis {
        case .vertical: remaining = contentSize.height - visibleRect.maxY
        case .horizontal:
            remaining = layoutDirection == .rightToLeft ? visibleRect.minX : contentSize.width - visibleRect.maxX
        }
        guard remaining <= threshold, firedAtItemCount != itemCount else { return false }
        firedAtItemCount = itemCount
        return true
    }
}
