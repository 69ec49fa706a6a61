// The reference that keeps a LazyTrellisGrid's LazyGridState across body
// updates. Every decision is LazyGridState's (platform-neutral, tested on
// Linux); this file cannot be compiled on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// The ``LazyGridState`` of one ``LazyTrellisGrid``.
///
/// It publishes a change only when the window's elements change, so a scroll
/// within the window's band does not evaluate the grid's body again.
@MainActor
final class LazyTrellisGridModel: ObservableObject {
    /// The state; mutated without publishing while the body is evaluated
    /// (the body reads the result right away), and with publishing on scroll.
    private(set) var state = LazyGridState()

    /// What the grid's `onEndReached` asked for, called when ``scroll(to:itemCount:)`` finds the end near.
    var endReached: (() -> Void)?

    /// Nonisolated, so that the grid (a view made anywhere) can declare it as its `@StateObject`.
    nonisolated init() {}

    /// Brings the layout up to date; runs during the body, so it does not publish.
    func update(
        strategyKey: String, makeController: () throws(LayoutError) -> CollectionLayoutController,
        signature: [LazyGridState.SectionSignature], input: () -> LayoutInput, viewport: Size,
        layoutDirection: ReadingDirection, endThreshold: Double
    ) {
        state.trigger.threshold = endThreshold
        state.update(
            strategyKey: strategyKey, makeController: makeController, signature: signature, input: input,
            viewport: viewport, layoutDirection: layoutDirection)
    }

    /// Follows the scroll offset; publishes when the window's elements change,
    /// and calls ``endReached`` when the end of the content is near.
    func scroll(to origin: Point, itemCount: Int) {
        let (changed, nearEnd) = state.scroll(to: origin, itemCount: itemCount)
        if changed { objectWillChange.send() }
        if nearEnd { endReached?() }
    }

    /// Gives up on the pending offset.
    func clearPendingOffset() {
        state.clearPendingOffset()
    }
}
#endif
