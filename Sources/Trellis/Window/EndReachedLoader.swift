/// When a scrolling view starts loading more content (infinite scroll) with
/// an action that can fail or return nothing, so that the feed never gets
/// stuck and never loads twice at once.
///
/// **The rule.** Let *r* be the distance from the visible rect's trailing
/// edge to the content's end along the scroll axis. A load starts when
/// *r* ≤ ``threshold``, no load is running, and one of
/// * no load ran yet, or the last one changed the item count (it brought
///   items: load on while the end is still near);
/// * the item count changed since the last load ended (the app added items);
/// * the last load ended without changing the count (failed or empty) and
///   the view has since scrolled at least ``retryDistance`` points along the
///   scroll axis, summed over every scroll step in either direction (a user
///   who keeps pulling at the end, or scrolls back and forth, asks again; a
///   view that stays still does not).
///
/// ```swift
/// var loader = EndReachedLoader(threshold: 1000)
/// if loader.scroll(visibleRect: rect, contentSize: size, axis: .vertical, itemCount: photos.count) {
///     Task { await loadNextPage(); loader.finish(itemCount: photos.count) }
/// }
/// ```
public struct EndReachedLoader: Sendable, Hashable {
    /// How close, in points along the scroll axis, the visible rect's
    /// trailing edge must come to the content's end.
    public var threshold: Double
    /// How far, in points summed over scroll steps, the view must scroll
    /// after a load that brought no new items before the next one starts.
    public var retryDistance: Double
    /// Whether a load is running (between a `true` from
    /// ``scroll(visibleRect:contentSize:axis:layoutDirection:itemCount:)`` and ``finish(itemCount:)``).
    public private(set) var isLoading = false
    /// The item count when the last load ended, or `nil` before the first.
    public private(set) var finishedAtItemCount: Int?
    /// The scroll distance travelled since the last load ended.
    public private(set) var travelSinceFinish = 0.0
    /// Whether the last load ended without changing the item count.
    public private(set) var lastLoadWasEmpty = false
    /// The last leading position along the scroll axis.
    private var lastPosition: Double?
    /// The item count when the running load started.
    private var startedAtItemCount = 0

    /// A loader that starts within `threshold` points of the end and retries
    /// after `retryDistance` points of scrolling. A negative or non-finite
    /// value is taken as 0 (`threshold`: only at the very end; `retryDistance`:
    /// retry on the next scroll step).
    public init(threshold: Double = 1000, retryDistance: Double = 44) {
        self.threshold = threshold.isFinite ? Swift.max(0, threshold) : 0
        self.retryDistance = retryDistance.isFinite ? Swift.max(0, retryDistance) : 0
    }

    /// Follows one scroll step; returns whether to start a load now (then
    /// call ``finish(itemCount:)`` when it ends, whatever its outcome).
    /// Right-to-left horizontal content ends at its left edge (x = 0).
    ///
    /// - Complexity: O(1).
    public mutating func scroll(
        visibleRect: Rect, contentSize: Size, axis: ScrollAxis,
        layoutDirection: ReadingDirection = .leftToRight, itemCount: Int
    ) -> Bool {
        let position = axis == .vertical ? visibleRect.minY : visibleRect.minX
        if let lastPosition, position.isFinite, lastPosition.isFinite {
            travelSinceFinish += abs(position - lastPosition)
        }
        lastPosition = position
        let remaining: Double
        switch axis {
        case .vertical: remaining = contentSize.height - visibleRect.maxY
        case .horizontal:
            remaining = layoutDirection == .rightToLeft ? visibleRect.minX : contentSize.width - visibleRect.maxX
        }
        guard !isLoading, remaining <= threshold else { return false }
        let retry = travelSinceFinish >= retryDistance
        guard !lastLoadWasEmpty || finishedAtItemCount != itemCount || retry else { return false }
        isLoading = true
        startedAtItemCount = itemCount
        return true
    }

    /// Records that the running load ended, with `itemCount` items now.
    /// When the count did not change (a failed or empty load), the next
    /// load waits for ``retryDistance`` points of scrolling.
    ///
    /// - Complexity: O(1).
    public mutating func finish(itemCount: Int) {
        lastLoadWasEmpty = isLoading && itemCount == startedAtItemCount
        isLoading = false
        finishedAtItemCount = itemCount
        travelSinceFinish = 0
    }
}
