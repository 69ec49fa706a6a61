/// Infinite scroll: the state decides when to load after every change of
/// what the decision reads — the data, the viewport, measured sizes, the
/// scroll offset, a load that ended — so a grid that starts empty, or whose
/// page leaves the end within the threshold, loads without waiting for a scroll.
extension LazyGridState {
    /// Asks the loader whether a load starts now (``EndReachedLoader``),
    /// and records a request for the view when it does.
    ///
    /// With ``defersPlacement`` the decision reads the real end, never the
    /// estimated content size: everything within the loader's threshold past
    /// the visible rect is placed first, and while more is left unplaced the
    /// end is past the threshold, so no load starts; once the last item is
    /// placed the content size is exact. The same loads start as without deferral.
    /// With `onlyWhereGoing` (after a new width) it reads where a pending
    /// scroll goes instead of the visible rect.
    ///
    /// - Complexity: O(*s*) for *s* sections, to count the items, plus the
    ///   placements through the threshold when they are not placed yet.
    mutating func decideLoading(onlyWhereGoing: Bool = false) {
        guard loadsAtEnd, !isLoadRequested, layout != nil else { return }
        placeForScreen(onlyWhereGoing: onlyWhereGoing)
        guard let layout else { return }
        let visibleRect = onlyWhereGoing ? targetVisibleRect : visibleRect
        var contentSize = layout.contentSize
        if !(controller?.isPlacedThroughEnd ?? true) {
            // Placed through the threshold past the visible rect and more left: the real end lies
            // past the threshold. Decided from that, never from the estimated content size.
            let beyond =
                visibleRect.end(along: layout.scrollAxis) + loader.threshold + 1
            if layout.scrollAxis == .vertical {
                contentSize.height = Swift.max(contentSize.height, beyond)
            } else {
                contentSize.width = Swift.max(contentSize.width, beyond)
            }
        }
        isLoadRequested = loader.update(
            visibleRect: visibleRect, contentSize: contentSize, axis: layout.scrollAxis,
            layoutDirection: layout.layoutDirection, itemCount: itemCount)
    }

    /// Whether to start a load now; `true` once per load the loader starts,
    /// then `false` until the next. The view asks after every update,
    /// scroll step, measure and finished load, starts the load, and calls
    /// ``finishLoading(_:)`` when it ends.
    ///
    /// - Complexity: O(1).
    public mutating func takeLoadRequest() -> Bool {
        defer { isLoadRequested = false }
        return isLoadRequested
    }

    /// Records that the running load ended with `outcome`, and decides at
    /// once whether the next starts (``takeLoadRequest()``).
    ///
    /// * ``EndReachedLoader/Outcome/loaded``: its items count when they
    ///   arrive, with the next update of the data; loading goes on while the
    ///   end is still near. When none arrive, that was the end of the feed:
    ///   no load starts again until the data's item count changes.
    /// * ``EndReachedLoader/Outcome/failed``: the next load starts once the
    ///   user has scrolled ``EndReachedLoader/retryDistance`` points on, or at
    ///   once after ``retryLoading()``.
    ///
    /// - Complexity: O(*s*) for *s* sections, to count the items.
    public mutating func finishLoading(_ outcome: EndReachedLoader.Outcome) {
        finishLoading(outcome, error: nil)
    }

    /// Records that the running load ended with `outcome`, as
    /// ``finishLoading(_:)`` does, keeping the error a failed load threw
    /// for ``loadingPhase``.
    ///
    /// - Parameters:
    ///   - outcome: How the load ended.
    ///   - error: The error a failed load threw; ignored when it succeeded.
    /// - Complexity: O(*s*) for *s* sections, to count the items.
    public mutating func finishLoading(_ outcome: EndReachedLoader.Outcome, error: (any Error)?) {
        loader.finish(outcome, itemCount: itemCount, error: error)
        decideLoading()
    }

    /// Asks again now, after a failed load or at the end of the feed
    /// (``EndReachedLoader/retry()``), and decides at once whether the load
    /// starts (``takeLoadRequest()``): it does when the end is within the
    /// loader's threshold, as it always is for an empty grid. The way out
    /// for a grid whose first load failed, which has nothing to scroll.
    /// Nothing while a load runs or when the grid does not load at its end.
    ///
    /// - Complexity: O(*s*) for *s* sections, to count the items, plus the
    ///   placements through the threshold when they are not placed yet.
    public mutating func retryLoading() {
        guard loadsAtEnd else { return }
        loader.retry()
        decideLoading()
    }

    /// Where loading stands: a load running, the last one failed (with the
    /// error it threw), the end of the feed, or idle
    /// (``EndReachedLoader/phase(itemCount:)``).
    ///
    /// - Complexity: O(*s*) for *s* sections, to count the items.
    public var loadingPhase: EndReachedLoader.Phase {
        loader.phase(itemCount: itemCount)
    }

    /// Whether the feed has ended: the last load succeeded, brought no
    /// items, and the data has not changed since
    /// (``EndReachedLoader/hasReachedEndOfFeed(itemCount:)``).
    ///
    /// - Complexity: O(*s*) for *s* sections, to count the items.
    public var hasReachedEndOfFeed: Bool {
        loader.hasReachedEndOfFeed(itemCount: itemCount)
    }
}
