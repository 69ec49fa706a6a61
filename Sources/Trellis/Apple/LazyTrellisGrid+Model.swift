// The reference that keeps a LazyTrellisGrid's LazyGridState across body
// updates. Every decision is LazyGridState's (platform-neutral, tested on
// Linux); this file cannot be compiled on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// The ``LazyGridState`` of one ``LazyTrellisGrid``.
///
/// It publishes a change only when the window's elements or the layout
/// change, so a scroll within the window's band does not evaluate the grid's
/// body again.
@MainActor
final class LazyTrellisGridModel<SectionID: Hashable, Items: RandomAccessCollection>: ObservableObject,
    LazyTrellisGridScrolling
where Items.Element: Identifiable {
    /// The state; mutated without publishing while the body is evaluated
    /// (the body reads the result right away), and with publishing otherwise.
    private(set) var state = LazyGridState<SectionID, Items>()
    /// What the grid's `onEndReached` asked for, run when the state asks for a load.
    var endAction: LazyTrellisGridEndAction?
    /// What the grid's `onLoadingPhaseChange` asked for, told each new phase.
    var phaseAction: ((EndReachedLoader.Phase) -> Void)?
    /// The case of the last phase told to `phaseAction`, so that each change is told once.
    private var toldPhase: String?
    /// Counts scrolls to an item, so that two to the same offset both happen.
    private(set) var serial = 0

    /// Nonisolated, so that the grid (a view made anywhere) can declare it as its `@StateObject`.
    nonisolated init() {}

    /// Brings the layout up to date; runs during the body, so it does not
    /// publish. A load the state asks for starts after this update.
    func update(
        strategyKey: String, makeController: () throws(LayoutError) -> CollectionLayoutController,
        sections: [TrellisGridSection<SectionID, Items>], itemSize: (Items.Element) -> ItemSize, selfSizing: Bool,
        viewport: Size, layoutDirection: ReadingDirection, sectionBackground: Insets?, loader: EndReachedLoader,
        endAction: LazyTrellisGridEndAction?, phaseAction: ((EndReachedLoader.Phase) -> Void)?
    ) {
        self.endAction = endAction
        self.phaseAction = phaseAction
        state.isSelfSizing = selfSizing
        state.defersPlacement = true  // places what the screen shows; reads place what they need
        state.loadsAtEnd = endAction != nil
        state.loader.threshold = loader.threshold
        state.loader.retryDistance = loader.retryDistance
        state.update(
            strategyKey: strategyKey, makeController: makeController, sections: sections, itemSize: itemSize,
            viewport: viewport, layoutDirection: layoutDirection, sectionBackground: sectionBackground)
        startLoadIfRequested()
    }

    /// Follows the scroll offset; publishes when the window's elements change.
    func scroll(to origin: Point) {
        let step = state.scroll(to: origin)
        if step.changed { objectWillChange.send() }
        if step.startLoading {
            startLoad()
            tellPhaseIfChanged()
        }
    }

    /// Lays out the lengths cells measured along the scroll axis; publishes when the layout changed.
    func measure(_ lengths: [Items.Element.ID: Double]) {
        if state.measure(lengths) { objectWillChange.send() }
        startLoadIfRequested()
    }

    /// Starts the load the state asks for, if any, and tells a new loading phase.
    private func startLoadIfRequested() {
        if state.takeLoadRequest() { startLoad() }
        tellPhaseIfChanged()
    }

    /// Asks again after a failed load or at the end of the feed, and starts
    /// the load when the end is near (``LazyGridState/retryLoading()``).
    func retryLoading() {
        state.retryLoading()
        startLoadIfRequested()
    }

    /// Tells `phaseAction` the loading phase after the current update (never
    /// during a body, where changing the app's state is not allowed), when
    /// its case changed since the last it was told.
    private func tellPhaseIfChanged() {
        guard phaseAction != nil, Self.name(of: state.loadingPhase) != toldPhase else { return }
        Task { @MainActor [weak self] in
            guard let self, let phaseAction = self.phaseAction else { return }
            let phase = self.state.loadingPhase
            let name = Self.name(of: phase)
            guard name != self.toldPhase else { return }
            self.toldPhase = name
            phaseAction(phase)
        }
    }

    /// The case of a phase, without its error.
    private static func name(of phase: EndReachedLoader.Phase) -> String {
        switch phase {
        case .idle: "idle"
        case .loading: "loading"
        case .failed: "failed"
        case .endOfFeed: "endOfFeed"
        }
    }

    /// Runs the end action after the current update (never during a body,
    /// where changing the app's state is not allowed), then tells the state
    /// how it ended: a throw is a failure.
    private func startLoad() {
        Task { @MainActor [weak self] in await self?.load() }
    }

    private func load() async {
        var outcome = EndReachedLoader.Outcome.failed
        var failure: (any Error)?
        switch endAction {
        case .sync(let action)?:
            do {
                try action()
                outcome = .loaded
            } catch { failure = error }
        case .async(let action)?:
            do {
                try await action()
                outcome = .loaded
            } catch { failure = error }
        case nil: break
        }
        state.finishLoading(outcome, error: failure)
        startLoadIfRequested()
    }

    /// Asks the view to scroll to an item; publishes so that it does.
    func scroll(toItem id: Items.Element.ID, at target: ScrollTarget, animated: Bool) -> Bool {
        guard state.scroll(toItem: id, at: target, animated: animated) else { return false }
        serial += 1
        objectWillChange.send()
        return true
    }

    func neighbor(of id: Items.Element.ID, toward direction: NeighborDirection) -> Items.Element.ID? {
        state.neighbor(of: id, toward: direction)
    }

    func firstVisibleItemInReadingOrder() -> Items.Element.ID? {
        state.firstVisibleItemInReadingOrder()
    }

    func reorderTarget(movingItem id: Items.Element.ID, droppedOn target: Items.Element.ID, at location: Point)
        -> ElementPath?
    {
        state.reorderTarget(movingItem: id, droppedOn: target, at: location)
    }
}
#endif
