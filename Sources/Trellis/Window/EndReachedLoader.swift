/// When a scrolling view starts loading more content (infinite scroll) with
/// an action that can fail or return nothing, so that the feed never gets
/// stuck, never loads twice at once, and stops asking at the feed's end.
///
/// **The rule.** Let *r* be the distance from the visible rect's trailing
/// edge to the content's end along the scroll axis. A load starts when
/// *r* ≤ ``threshold``, no load is running, and one of
/// * no load ran yet;
/// * the item count changed since the last load ended: its items arrived
///   after it ended (a view sees them with its next update), or the app
///   added or removed items — load on while the end is still near;
/// * the last load ended ``Outcome/loaded`` with another item count than it
///   started with (its items arrived before it ended);
/// * the last load ended ``Outcome/failed`` and the view has since scrolled
///   at least ``retryDistance`` points along the scroll axis, summed over
///   every step in either direction (a user who keeps pulling at the end, or
///   scrolls back and forth, asks again; a view that stays still does not).
///
/// A load that ended ``Outcome/loaded`` and whose items never arrive (the
/// count is the same) brought nothing: the end of the feed. No load starts
/// again, however far the user scrolls, until the item count changes.
///
/// Ask on every change of what the rule reads, not only on scrolls: new
/// data, a new viewport or content size, a load that ended. A feed that
/// starts empty, or a page too short to fill the screen, then loads on its own.
///
/// ```swift
/// var loader = EndReachedLoader(threshold: 1000)
/// if loader.update(visibleRect: rect, contentSize: size, axis: .vertical, itemCount: photos.count) {
///     do { photos += try await nextPage(); loader.finish(.loaded, itemCount: photos.count) }
///     catch { loader.finish(.failed, itemCount: photos.count) }
/// }
/// ```
///
/// Two loaders are equal when they decide alike: ``lastError`` is not compared.
public struct EndReachedLoader: Sendable, Hashable {
    /// How a load ended.
    public enum Outcome: Sendable, Hashable {
        /// The load succeeded: its items are in the data, or arrive with the
        /// view's next update. When none arrive, the feed has ended for now.
        case loaded
        /// The load failed: it is retried once the user has scrolled
        /// ``EndReachedLoader/retryDistance`` points.
        case failed
    }

    /// Where loading stands, for a view to show (``phase(itemCount:)``).
    public enum Phase: Sendable {
        /// No load is running, and more may come: none ran yet, or the last
        /// one brought items (or the data changed since it ended).
        case idle
        /// A load is running.
        case loading
        /// The last load failed: the error it threw, or `nil` when it ended
        /// ``Outcome/failed`` without one. It is retried once the view has
        /// scrolled ``EndReachedLoader/retryDistance`` points, or at once
        /// after ``EndReachedLoader/retry()``.
        case failed((any Error)?)
        /// The last load succeeded and brought no items, and the data has
        /// not changed since: the feed has ended. ``EndReachedLoader/retry()``
        /// asks again.
        case endOfFeed
    }

    /// How close, in points along the scroll axis, the visible rect's
    /// trailing edge must come to the content's end.
    public var threshold: Double
    /// How far, in points summed over steps, the view must scroll after a
    /// failed load before it is retried.
    public var retryDistance: Double
    /// Whether a load is running (between a `true` from
    /// ``update(visibleRect:contentSize:axis:layoutDirection:itemCount:)`` and ``finish(_:itemCount:)``).
    public private(set) var isLoading = false
    /// The item count when the last load ended, or `nil` before the first.
    public private(set) var finishedAtItemCount: Int?
    /// How the last load ended, or `nil` before the first.
    public private(set) var lastOutcome: Outcome?
    /// The scroll distance travelled since the last load ended.
    public private(set) var travelSinceFinish = 0.0
    /// Whether the last load ended with another item count than it started with.
    public private(set) var lastLoadBroughtItems = false
    /// The error the last load threw, when it failed with one
    /// (``finish(_:itemCount:error:)``); `nil` otherwise.
    public private(set) var lastError: (any Error)?
    /// Whether ``retry()`` asked for a load at the next check.
    public private(set) var isRetryRequested = false
    /// The last leading position along the scroll axis.
    private var lastPosition: Double?
    /// The item count when the running load started.
    private var startedAtItemCount = 0

    /// A loader that starts within `threshold` points of the end and retries
    /// a failed load after `retryDistance` points of scrolling. A negative or
    /// non-finite value is taken as 0 (`threshold`: only at the very end;
    /// `retryDistance`: retry on the next step).
    public init(threshold: Double = 1000, retryDistance: Double = 44) {
        self.threshold = threshold.isFinite ? Swift.max(0, threshold) : 0
        self.retryDistance = retryDistance.isFinite ? Swift.max(0, retryDistance) : 0
    }

    /// Whether the feed has ended: the last load succeeded but brought no
    /// items, and the item count has not changed since.
    ///
    /// - Parameter itemCount: The number of items now.
    public func hasReachedEndOfFeed(itemCount: Int) -> Bool {
        !isLoading && lastOutcome == .loaded && !lastLoadBroughtItems && finishedAtItemCount == itemCount
    }

    /// Follows one step — a scroll, new data, a new viewport or content
    /// size — and returns whether to start a load now (then call
    /// ``finish(_:itemCount:)`` when it ends). Right-to-left horizontal
    /// content ends at its left edge (x = 0).
    ///
    /// - Complexity: O(1).
    public mutating func update(
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
        let start: Bool
        switch lastOutcome {
        case nil: start = true
        case .loaded?: start = isRetryRequested || lastLoadBroughtItems || finishedAtItemCount != itemCount
        case .failed?:
            start = isRetryRequested || finishedAtItemCount != itemCount || travelSinceFinish >= retryDistance
        }
        guard start else { return false }
        isLoading = true
        isRetryRequested = false
        startedAtItemCount = itemCount
        return true
    }

    /// Records that the running load ended with `outcome`, with `itemCount`
    /// items now (the count the view has seen: a load's items may arrive
    /// with its next update, and count then). Nothing when no load runs.
    ///
    /// - Complexity: O(1).
    public mutating func finish(_ outcome: Outcome, itemCount: Int) {
        finish(outcome, itemCount: itemCount, error: nil)
    }

    /// Records that the running load ended with `outcome`, as
    /// ``finish(_:itemCount:)`` does, keeping the error a failed load threw
    /// as ``lastError`` for ``phase(itemCount:)``.
    ///
    /// - Parameters:
    ///   - outcome: How the load ended.
    ///   - itemCount: The number of items now.
    ///   - error: The error a failed load threw; ignored when it succeeded.
    ///
    /// - Complexity: O(1).
    public mutating func finish(_ outcome: Outcome, itemCount: Int, error: (any Error)?) {
        guard isLoading else { return }
        isLoading = false
        lastOutcome = outcome
        lastError = outcome == .failed ? error : nil
        lastLoadBroughtItems = itemCount != startedAtItemCount
        finishedAtItemCount = itemCount
        travelSinceFinish = 0
    }

    /// Asks again at the next check, after a failed load or at the end of the
    /// feed, however far the view has scrolled: the way to retry a grid
    /// that is empty because its first load failed, which cannot be scrolled
    /// the ``retryDistance`` a retry otherwise needs. The load starts when
    /// the end is within ``threshold`` (an empty grid's always is). Nothing
    /// while a load runs.
    ///
    /// - Complexity: O(1).
    public mutating func retry() {
        guard !isLoading else { return }
        isRetryRequested = true
    }

    /// Where loading stands: running, failed (with its error), at the end of
    /// the feed, or idle.
    ///
    /// - Parameter itemCount: The number of items now.
    /// - Complexity: O(1).
    public func phase(itemCount: Int) -> Phase {
        if isLoading { return .loading }
        if hasReachedEndOfFeed(itemCount: itemCount) { return .endOfFeed }
        if lastOutcome == .failed, finishedAtItemCount == itemCount { return .failed(lastError) }
        return .idle
    }

    // MARK: - Equatable and Hashable, without the error

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.threshold == rhs.threshold && lhs.retryDistance == rhs.retryDistance && lhs.isLoading == rhs.isLoading
            && lhs.finishedAtItemCount == rhs.finishedAtItemCount && lhs.lastOutcome == rhs.lastOutcome
            && lhs.travelSinceFinish == rhs.travelSinceFinish && lhs.lastLoadBroughtItems == rhs.lastLoadBroughtItems
            && lhs.isRetryRequested == rhs.isRetryRequested && lhs.lastPosition == rhs.lastPosition
            && lhs.startedAtItemCount == rhs.startedAtItemCount
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(threshold)
        hasher.combine(retryDistance)
        hasher.combine(isLoading)
        hasher.combine(finishedAtItemCount)
        hasher.combine(lastOutcome)
        hasher.combine(travelSinceFinish)
        hasher.combine(lastLoadBroughtItems)
        hasher.combine(isRetryRequested)
        hasher.combine(lastPosition)
        hasher.combine(startedAtItemCount)
    }
}
