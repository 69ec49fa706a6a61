// A lazy SwiftUI grid: views only for the elements near the visible rect.
//
// Thin by design: which elements exist, the layout, appends, the end-reached
// hook and the anchor across width changes are LazyGridState's decisions
// (platform-neutral, tested on Linux); this file only reads the scroll offset
// and places views. It cannot be compiled on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// A scrolling grid that places its items with a Trellis strategy and creates
/// views only for the elements near the screen: the way to show hundreds,
/// millions or an endless feed of items.
///
/// ```swift
/// LazyTrellisGrid(photos, strategy: Masonry(columns: 3), estimatedItemSize: { ItemSize($0.size) }) { photo in
///     PhotoCard(photo)          // an image and a caption of any length: it sizes itself
/// }
/// .onEndReached { try await feed.loadNextPage() }
/// .scrollProxy(proxy)           // proxy.scrollTo(photo.id, anchor: .center)
/// ```
///
/// * **Sizes.** With `itemSize` each item's natural size goes into the
///   layout (column strategies keep its aspect ratio, `flow-line` uses it as
///   is) and views are proposed their frames. With `estimatedItemSize` the
///   size is an estimate: each cell is proposed its column's width, measures
///   its own height once shown, and the layout takes that height while
///   keeping the first visible item in place. A measured height stays until
///   the item's identifier goes away; after a width change it stays as the
///   measured shape until the cell, shown again, measures itself at the new
///   width. Only created cells measure (the window's: on screen and within
///   800 points of it); the others keep their estimates. (Measured heights are fixed
///   heights for column strategies; other strategies take the measured size
///   as a natural size.) Scrolling horizontally, the same on its side: a
///   cell is proposed its row's height and measures its width.
/// * **Lazy.** An ``ElementWindow`` decides which items, headers and footers
///   exist: those overlapping the visible rect grown by 800 points along the
///   scroll axis, re-windowed only when fewer than 200 points remain beyond
///   an edge. Views are keyed by the items' identifiers.
/// * **Changes by identity.** Items inserted, deleted, moved or resized
///   anywhere in a section are found by identifier and laid out from the
///   first change through a ``LiveLayout``; the same collection given again
///   costs O(1) per section. An identifier given twice in a section keeps
///   the last good layout (``LazyGridState/lastError``).
/// * **Sections** have per-section options (``TrellisGridSection/options``),
///   optional header and footer views when the strategy gives them a size
///   (`headerReferenceSize`, `footerReferenceSize`; pinned with
///   `pinsHeaders`), and backgrounds (``sectionBackground(_:content:)``).
/// * **Scrolling to an item**, built or not: ``scrollProxy(_:)``.
/// * **Infinite scroll** that loads on its own while the end is near,
///   retries a failed load and stops at the feed's end:
///   ``onEndReached(threshold:retryDistance:perform:)-(_,_,()throws->Void)``;
///   the app reads whether a load runs, failed (and why) or the feed ended
///   with ``onLoadingPhaseChange(perform:)``, and retries with
///   ``LazyTrellisGridProxy/retryLoading()``.
/// * **Right to left** follows the environment's `layoutDirection`, or
///   `readingDirection` when given. **A width change** keeps the first visible item in place.
///
/// Tracks the scroll offset with a named coordinate space and a preference.
/// For a few dozen views that need SwiftUI `Layout` semantics (measuring
/// each subview), use ``TrellisLayout``.
public struct LazyTrellisGrid<
    SectionID: Hashable, Items: RandomAccessCollection, Cell: View, Header: View,
    Footer: View
>: View
where Items.Element: Identifiable {
    private let sections: [TrellisGridSection<SectionID, Items>]
    private let itemSize: (Items.Element) -> ItemSize
    private let isSelfSizing: Bool
    /// Makes the controller, keeping the columns (`stableLanes`) of a column strategy or not.
    private let makeController: (Bool) -> CollectionLayoutController
    private let strategyKey: String
    /// Whether a built-in column strategy keeps its columns (``keepsColumns(_:)``).
    var keepsColumns = true
    private let readingDirection: ReadingDirection?
    private let cell: (Items.Element) -> Cell
    private let header: (SectionID) -> Header
    private let footer: (SectionID) -> Footer
    private var endThreshold = 1000.0
    private var retryDistance = 44.0
    private var endAction: LazyTrellisGridEndAction?
    private var phaseAction: ((EndReachedLoader.Phase) -> Void)?
    private var backgroundInset: Insets?
    private var background: ((SectionID) -> AnyView)?
    private var proxy: LazyTrellisGridProxy<Items.Element.ID>?

    @StateObject private var model = LazyTrellisGridModel<SectionID, Items>()
    @Environment(\.layoutDirection) private var environmentDirection

    /// A grid of sections laid out by a strategy value.
    ///
    /// - Parameters:
    ///   - sections: The sections and their items.
    ///   - strategy: The strategy; the grid lays out again when its type or
    ///     its description (its option values) changes.
    ///   - pinsHeaders: Whether section headers stick to the top.
    ///   - index: How elements-in-rect is answered.
    ///   - readingDirection: The direction, or `nil` for the environment's.
    ///   - itemSize: An item's natural size (`{ ItemSize($0.size) }`; a key path to an `ItemSize` works too).
    ///   - cell: An item's view.
    ///   - header: A section's header view, for the frame the strategy gives it.
    ///   - footer: A section's footer view.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy,
        pinsHeaders: Bool = false, index: IndexOption = .auto, readingDirection: ReadingDirection? = nil,
        itemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header,
        @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) {
        self.init(
            sections: sections, strategy: strategy, pinsHeaders: pinsHeaders, index: index,
            readingDirection: readingDirection, size: itemSize, selfSizing: false, cell: cell, header: header,
            footer: footer)
    }

    /// A grid of sections whose cells size themselves: `estimatedItemSize`
    /// lays each item out until its cell, proposed its column's width, has
    /// measured its height (its row's height and its width, scrolling
    /// horizontally; see the type's discussion).
    ///
    /// - Parameters:
    ///   - estimatedItemSize: An item's estimated size (a natural size scales
    ///     to the column's width; a height-only size is a height). A
    ///     dimension that is zero, negative or not finite counts as 1 point.
    ///   - The others: as ``init(sections:strategy:pinsHeaders:index:readingDirection:itemSize:cell:header:footer:)``.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy,
        pinsHeaders: Bool = false, index: IndexOption = .auto, readingDirection: ReadingDirection? = nil,
        estimatedItemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header,
        @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) {
        self.init(
            sections: sections, strategy: strategy, pinsHeaders: pinsHeaders, index: index,
            readingDirection: readingDirection, size: estimatedItemSize, selfSizing: true, cell: cell,
            header: header, footer: footer)
    }

    private init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy,
        pinsHeaders: Bool, index: IndexOption, readingDirection: ReadingDirection?,
        size: @escaping (Items.Element) -> ItemSize, selfSizing: Bool,
        cell: @escaping (Items.Element) -> Cell, header: @escaping (SectionID) -> Header,
        footer: @escaping (SectionID) -> Footer
    ) {
        self.sections = sections
        self.itemSize = size
        self.isSelfSizing = selfSizing
        self.makeController = { keepsColumns in
            CollectionLayoutController(
                strategy: keepsColumns ? CollectionLayoutController.keepingColumns(strategy) : strategy, index: index,
                pinsHeaders: pinsHeaders)
        }
        self.strategyKey = "\(String(reflecting: strategy)) \(index) \(pinsHeaders)"
        self.readingDirection = readingDirection
        self.cell = cell
        self.header = header
        self.footer = footer
    }

    /// A grid of sections laid out by a configuration's strategy, options,
    /// index and header pinning. Its `width`, `height` and `layoutDirection`
    /// are not used: the grid's size and `readingDirection` (or the
    /// environment) give them.
    ///
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        itemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header,
        @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) throws(LayoutError) {
        self.init(
            sections: sections, strategy: try configuration.makeStrategy(registry: registry),
            pinsHeaders: configuration.pinsHeaders, index: configuration.index,
            readingDirection: readingDirection, itemSize: itemSize, cell: cell, header: header, footer: footer)
        // The configuration's own `stableLanes`, when it sets one, is kept as given.
        keepsColumns = configuration.options["stableLanes"] == nil
    }

    // MARK: - Modifiers

    /// Calls `action` when the end of the content is near: when the visible
    /// rect's trailing edge is within `threshold` points of the content's
    /// end along the scroll axis, checked after every change of the data,
    /// the grid's size, measured cells and the scroll offset — so a grid
    /// that starts empty, or whose page leaves the end near, loads on its
    /// own. Never two at once. The action runs after the view update that
    /// decided it; when it throws, the load failed.
    ///
    /// * It returned and the items it added arrived: loading goes on while
    ///   the end is still near.
    /// * It returned and added nothing: the end of the feed. No call again
    ///   until the number of items changes.
    /// * It threw: called again once the user has scrolled `retryDistance`
    ///   more points, summed over scroll steps (``EndReachedLoader``).
    public func onEndReached(
        threshold: Double = 1000, retryDistance: Double = 44, perform action: @escaping () throws -> Void
    ) -> Self {
        var grid = self
        grid.endThreshold = threshold
        grid.retryDistance = retryDistance
        grid.endAction = .sync(action)
        return grid
    }

    /// Runs `action` when the end of the content is near, as the
    /// synchronous ``onEndReached(threshold:retryDistance:perform:)-(_,_,()throws->Void)`` does,
    /// never twice at once. A throw is a failed load, retried once the user
    /// has scrolled `retryDistance` more points; a load that added no items
    /// is the end of the feed, until the number of items changes.
    public func onEndReached(
        threshold: Double = 1000, retryDistance: Double = 44,
        perform action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> Self {
        var grid = self
        grid.endThreshold = threshold
        grid.retryDistance = retryDistance
        grid.endAction = .async(action)
        return grid
    }

    /// Calls `action` with the loading phase of ``onEndReached(threshold:retryDistance:perform:)-(_,_,()throws->Void)``
    /// each time it changes: a load running, the last one failed (with the
    /// error the end action threw), the end of the feed, or idle. It is called
    /// on the main actor after the view update that changed the phase, so it
    /// may set the app's state; a change and its undo within one update are
    /// not told. Keep the phase in the app's state (`@State private var phase
    /// = EndReachedLoader.Phase.idle`, set by `{ phase = $0 }`) to show a
    /// spinner, an error or the end of the feed.
    ///
    /// A grid whose first load failed is empty and cannot be scrolled the
    /// `retryDistance` a retry needs: show the error with a button that calls
    /// ``LazyTrellisGridProxy/retryLoading()``.
    public func onLoadingPhaseChange(perform action: @escaping (EndReachedLoader.Phase) -> Void) -> Self {
        var grid = self
        grid.phaseAction = action
        return grid
    }

    /// Draws a background behind each section's items and header, `inset`
    /// outside them, under every item (the layout's section background
    /// decorations).
    public func sectionBackground<Background: View>(
        _ inset: Insets = .zero, @ViewBuilder content: @escaping (SectionID) -> Background
    ) -> Self {
        var grid = self
        grid.backgroundInset = inset
        grid.background = { AnyView(content($0)) }
        return grid
    }

    /// Whether items keep their columns through edits (`stableLanes`, on by
    /// default for `round-robin`, `shortest-column` and `masonry`): a cell
    /// above that measures itself, an insert or a delete before an item never
    /// moves it to another column. `false` places every item by the
    /// strategy's rule again at each change, as a full prepare does.
    public func keepsColumns(_ keeps: Bool) -> Self {
        var grid = self
        grid.keepsColumns = keeps
        return grid
    }

    /// Connects a proxy that scrolls the grid to an item
    /// (``LazyTrellisGridProxy/scrollTo(_:anchor:animated:)``) and retries
    /// its loading (``LazyTrellisGridProxy/retryLoading()``).
    public func scrollProxy(_ proxy: LazyTrellisGridProxy<Items.Element.ID>) -> Self {
        var grid = self
        grid.proxy = proxy
        return grid
    }

    public var body: some View {
        GeometryReader { proxy in
            scrollView(viewport: Size(proxy.size))
        }
    }

    // MARK: - Views

    /// The identifier of a created element's view.
    private enum ElementID: Hashable {
        case item(Items.Element.ID)
        case header(SectionID)
        case footer(SectionID)
        case background(SectionID)
    }

    private struct Entry: Identifiable {
        var id: ElementID
        var attributes: LayoutAttributes
        var item: Items.Element?
    }

    private static var coordinateSpace: String { "LazyTrellisGrid" }
    private static var markerID: String { "LazyTrellisGrid.anchor" }

    @MainActor
    private func scrollView(viewport: Size) -> some View {
        let direction = readingDirection ?? (environmentDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        let makeController = makeController
        let keepsColumns = keepsColumns
        model.update(
            strategyKey: strategyKey + (keepsColumns ? " kept columns" : ""),
            makeController: { makeController(keepsColumns) }, sections: sections, itemSize: itemSize,
            selfSizing: isSelfSizing, viewport: viewport, layoutDirection: direction,
            sectionBackground: background == nil ? nil : backgroundInset,
            loader: EndReachedLoader(threshold: endThreshold, retryDistance: retryDistance), endAction: endAction,
            phaseAction: phaseAction)
        proxy?.model = model
        let state = model.state
        let ranks = state.readingRanks()
        let contentSize = CGSize(state.layout?.contentSize ?? .zero)
        let vertical = state.layout?.scrollAxis != .horizontal
        return ScrollViewReader { reader in
            ScrollView(vertical ? .vertical : .horizontal) {
                ZStack(alignment: .topLeading) {
                    Color.clear.frame(width: contentSize.width, height: contentSize.height)
                        .background(
                            GeometryReader { geometry in
                                Color.clear.preference(
                                    key: LazyTrellisGridOffsetKey.self,
                                    value: geometry.frame(in: .named(Self.coordinateSpace)).origin)
                            })
                    ForEach(entries(state)) { entry in
                        view(for: entry, vertical: vertical)
                            .environment(\.layoutDirection, environmentDirection)
                            .frame(
                                width: CGFloat(entry.attributes.frame.width),
                                height: CGFloat(entry.attributes.frame.height), alignment: .top
                            )
                            .position(x: CGFloat(entry.attributes.frame.midX), y: CGFloat(entry.attributes.frame.midY))
                            .zIndex(Double(entry.attributes.zIndex))
                            // VoiceOver reads items as a sighted user scans them: rows, then leading edge.
                            .accessibilitySortPriority(Double(-(ranks[entry.attributes.path] ?? 0)))
                    }
                    if let offset = state.pendingOffset {
                        // Scrolling to this marker puts the visible rect's origin at `offset`.
                        Color.clear.frame(width: 1, height: 1).id(Self.markerID)
                            .position(
                                x: vertical ? 0.5 : CGFloat(offset) + 0.5, y: vertical ? CGFloat(offset) + 0.5 : 0.5)
                    }
                }
                .frame(width: contentSize.width, height: contentSize.height, alignment: .topLeading)
                .accessibilityElement(children: .contain)
                // Frames are already mirrored for right to left: place them as they are.
                .environment(\.layoutDirection, .leftToRight)
            }
            .coordinateSpace(name: Self.coordinateSpace)
            .onPreferenceChange(LazyTrellisGridOffsetKey.self) { [model] origin in
                // SwiftUI calls preference actions on the main thread. Current SDKs
                // declare this action `@Sendable` (nonisolated), so it captures only
                // the main-actor model and asserts the main actor, rather than hop
                // with a task that would run after the frame.
                let offset = Point(x: -Double(origin.x), y: -Double(origin.y))
                #if canImport(SwiftUI, _version: 5.0)  // SDKs of iOS 17 and later: Swift 5.9's assumeIsolated
                MainActor.assumeIsolated { model.scroll(to: offset) }
                #else  // older SDKs: the action is main-actor isolated, as the view's body
                model.scroll(to: offset)
                #endif
            }
            .onPreferenceChange(LazyTrellisGridLengthsKey<Items.Element.ID>.self) { [model] lengths in
                #if canImport(SwiftUI, _version: 5.0)
                // Item identifiers need not be `Sendable`; the action runs on the main
                // thread (asserted next), so the lengths never cross an actor.
                nonisolated(unsafe) let lengths = lengths
                MainActor.assumeIsolated { model.measure(lengths) }
                #else
                model.measure(lengths)
                #endif
            }
            .modifier(
                PendingOffsetScroll(
                    request: state.pendingOffset.map {
                        PendingScrollRequest(offset: $0, animated: state.pendingScrollIsAnimated, serial: model.serial)
                    }, reader: reader, markerID: Self.markerID))
        }
    }

    @ViewBuilder
    private func view(for entry: Entry, vertical: Bool) -> some View {
        switch entry.id {
        case .item(let id):
            if let item = entry.item {
                if isSelfSizing {
                    // Proposed the column's width, at its ideal height (scrolling horizontally, the
                    // row's height, at its ideal width); that length is reported for the layout.
                    cell(item)
                        .frame(
                            width: vertical ? CGFloat(entry.attributes.frame.width) : nil,
                            height: vertical ? nil : CGFloat(entry.attributes.frame.height)
                        )
                        .fixedSize(horizontal: !vertical, vertical: vertical)
                        .background(
                            GeometryReader { geometry in
                                Color.clear.preference(
                                    key: LazyTrellisGridLengthsKey<Items.Element.ID>.self,
                                    value: [id: Double(vertical ? geometry.size.height : geometry.size.width)])
                            })
                } else {
                    cell(item)
                }
            }
        case .header(let section):
            header(section)
        case .footer(let section):
            footer(section)
        case .background(let section):
            background?(section)
        }
    }

    // MARK: - Data

    /// The window's elements with the identifiers of what they show, from
    /// the data the layout was made from.
    private func entries(_ state: LazyGridState<SectionID, Items>) -> [Entry] {
        state.window.elements.compactMap { attributes in
            let path = attributes.path
            guard state.sections.indices.contains(path.section) else { return nil }
            let section = state.sections[path.section]
            switch attributes.kind {
            case .header: return Entry(id: .header(section.id), attributes: attributes)
            case .footer: return Entry(id: .footer(section.id), attributes: attributes)
            case .item:
                return state.item(at: path).map { Entry(id: .item($0.id), attributes: attributes, item: $0) }
            case .background:
                return background == nil ? nil : Entry(id: .background(section.id), attributes: attributes)
            }
        }
    }
}

/// Scrolls a ``LazyTrellisGrid`` to an item, whether or not its view exists
/// (the layout knows every frame).
///
/// ```swift
/// @State private var proxy = LazyTrellisGridProxy<Photo.ID>()
/// LazyTrellisGrid(photos, strategy: Masonry(), itemSize: { ItemSize($0.size) }) { PhotoView($0) }
///     .scrollProxy(proxy)
/// Button("Jump") { proxy.scrollTo(photo.id, anchor: .center) }
/// ```
@MainActor
public final class LazyTrellisGridProxy<ID: Hashable> {
    /// The model of the grid the proxy is connected to.
    weak var model: (any LazyTrellisGridScrolling<ID>)?

    /// A proxy, to connect with ``LazyTrellisGrid/scrollProxy(_:)``.
    nonisolated public init() {}

    /// Scrolls the connected grid so that the item with identifier `id`
    /// shows at `anchor` (its leading edge, centre or trailing edge).
    ///
    /// - Returns: `false` when no grid is connected or it has no such item.
    @discardableResult
    public func scrollTo(_ id: ID, anchor: ScrollTarget = .leading, animated: Bool = true) -> Bool {
        model?.scroll(toItem: id, at: anchor, animated: animated) ?? false
    }

    /// The item next to the one with identifier `id` in `direction`, for arrow
    /// keys, a remote or focus (``LazyGridState/neighbor(of:toward:)``),
    /// whether or not either view exists; `nil` when no grid is connected or
    /// there is none that way.
    public func neighbor(of id: ID, toward direction: NeighborDirection) -> ID? {
        model?.neighbor(of: id, toward: direction)
    }

    /// The first item on screen in reading order
    /// (``LazyGridState/firstVisibleItemInReadingOrder()``): where focus starts.
    public func firstVisibleItemInReadingOrder() -> ID? {
        model?.firstVisibleItemInReadingOrder()
    }

    /// Where the item with identifier `id` lands when dropped on the view of
    /// the item with identifier `target` at `location` (in that view's
    /// coordinates, as `dropDestination(for:action:isTargeted:)` reports it):
    /// its path in the items after the move
    /// (``LazyGridState/reorderTarget(movingItem:droppedOn:at:)``).
    public func reorderTarget(movingItem id: ID, droppedOn target: ID, at location: CGPoint) -> ElementPath? {
        model?.reorderTarget(movingItem: id, droppedOn: target, at: Point(location))
    }

    /// Asks the connected grid's `onEndReached` action again now, after a
    /// failed load or at the end of the feed, however far the grid has
    /// scrolled (``LazyGridState/retryLoading()``): a grid whose first load
    /// failed is empty and has nothing to scroll. The load starts when the
    /// end is within the threshold, as it always is for an empty grid;
    /// nothing while a load runs or when no grid is connected.
    public func retryLoading() {
        model?.retryLoading()
    }
}

/// What a ``LazyTrellisGridProxy`` asks of the grid it is connected to.
@MainActor
protocol LazyTrellisGridScrolling<ID>: AnyObject {
    associatedtype ID: Hashable
    func scroll(toItem id: ID, at target: ScrollTarget, animated: Bool) -> Bool
    func neighbor(of id: ID, toward direction: NeighborDirection) -> ID?
    func firstVisibleItemInReadingOrder() -> ID?
    func reorderTarget(movingItem id: ID, droppedOn target: ID, at location: Point) -> ElementPath?
    func retryLoading()
}

/// The action of `onEndReached`.
enum LazyTrellisGridEndAction {
    case sync(() throws -> Void)
    case async(@MainActor @Sendable () async throws -> Void)
}

/// A scroll the grid's state asks for: to an offset, animated or not; the
/// serial tells two requests for the same offset apart.
struct PendingScrollRequest: Equatable {
    var offset: Double
    var animated: Bool
    var serial: Int
}

/// Scrolls to the grid's marker whenever the grid's state asks for an offset
/// (to keep the first visible item in place, or to show an item).
private struct PendingOffsetScroll: ViewModifier {
    let request: PendingScrollRequest?
    let reader: ScrollViewProxy
    let markerID: String

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 5.0)  // SDKs of iOS 17 and later
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
            content.onChange(of: request) { _, request in scroll(for: request) }
        } else {
            content.onChange(of: request) { request in scroll(for: request) }
        }
        #else
        content.onChange(of: request) { request in scroll(for: request) }
        #endif
    }

    @MainActor
    private func scroll(for request: PendingScrollRequest?) {
        guard let request else { return }
        // On the main actor, after this update: the marker is placed by the same update.
        Task { @MainActor in
            if request.animated {
                withAnimation { reader.scrollTo(markerID, anchor: .topLeading) }
            } else {
                reader.scrollTo(markerID, anchor: .topLeading)
            }
        }
    }
}

/// The lengths along the scroll axis self-sizing cells measured, by item.
struct LazyTrellisGridLengthsKey<ID: Hashable>: PreferenceKey {
    static var defaultValue: [ID: Double] { [:] }
    static func reduce(value: inout [ID: Double], nextValue: () -> [ID: Double]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// The content's origin in the scroll view's coordinate space: minus the scroll offset.
struct LazyTrellisGridOffsetKey: PreferenceKey {
    static let defaultValue = CGPoint.zero
    static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) {
        value = nextValue()
    }
}
#endif
