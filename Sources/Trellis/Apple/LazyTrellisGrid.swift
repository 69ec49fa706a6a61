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
/// LazyTrellisGrid(photos, strategy: Masonry(columns: 3), itemSize: \.size) { photo in
///     PhotoView(photo)
/// }
/// .onEndReached { loadNextPage() }
/// ```
///
/// * **Sizes are known up front.** Each item's natural size (`itemSize`)
///   goes into the layout; column strategies keep its aspect ratio, `flow-line`
///   uses it as is. The views are proposed their frames' sizes.
/// * **Lazy.** An ``ElementWindow`` decides which items, headers and footers
///   exist: those overlapping the visible rect grown by 800 points along the
///   scroll axis, re-windowed only when fewer than 200 points remain beyond
///   an edge, so that small scrolls create and destroy nothing. Views are
///   keyed by the items' identifiers.
/// * **Appends.** When items are added at the ends of sections (infinite
///   scroll), the layout is extended through a ``LiveLayout`` — O(*k*) for
///   *k* new items; any other change of a section's count or first or last
///   identifier recomputes it. A change that keeps those (an item's size
///   changed in the middle) is not seen: give the grid a new `id`.
/// * **Sections** have header and footer views when the strategy's options
///   give them a size (`headerReferenceSize`, `footerReferenceSize`);
///   with pinned headers (`pinsHeaders`) they stick to the top.
/// * **Right to left** follows the environment's `layoutDirection`, or
///   `readingDirection` when given.
/// * **A width change** (rotation, split view) lays out again and scrolls so
///   that the first visible item keeps its offset from the top.
///
/// Tracks the scroll offset with a named coordinate space and a preference,
/// so it works from iOS 14 and macOS 11. For a few dozen views that need
/// SwiftUI `Layout` semantics (measuring each subview), use ``TrellisLayout``.
public struct LazyTrellisGrid<
    SectionID: Hashable, Items: RandomAccessCollection, Cell: View, Header: View,
    Footer: View
>: View
where Items.Element: Identifiable {
    private let sections: [TrellisGridSection<SectionID, Items>]
    private let itemSize: (Items.Element) -> ItemSize
    private let makeController: () throws(LayoutError) -> CollectionLayoutController
    private let strategyKey: String
    private let readingDirection: ReadingDirection?
    private let cell: (Items.Element) -> Cell
    private let header: (SectionID) -> Header
    private let footer: (SectionID) -> Footer
    private var endThreshold = 1000.0
    private var endReached: (() -> Void)?

    @StateObject private var model = LazyTrellisGridModel()
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
    ///   - itemSize: An item's natural size (a key path such as `\.size` works).
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
        self.sections = sections
        self.itemSize = itemSize
        self.makeController = { CollectionLayoutController(strategy: strategy, index: index, pinsHeaders: pinsHeaders) }
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
    }

    /// Calls `action` when the visible rect comes within `threshold` points
    /// of the content's end along the scroll axis: once, and again only
    /// after the number of items changed (append a page in `action`).
    public func onEndReached(threshold: Double = 1000, perform action: @escaping () -> Void) -> Self {
        var grid = self
        grid.endThreshold = threshold
        grid.endReached = action
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
    }

    private struct Entry: Identifiable {
        var id: ElementID
        var attributes: LayoutAttributes
    }

    private static var coordinateSpace: String { "LazyTrellisGrid" }
    private static var markerID: String { "LazyTrellisGrid.anchor" }

    @MainActor
    private func scrollView(viewport: Size) -> some View {
        let direction = readingDirection ?? (environmentDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        model.update(
            strategyKey: strategyKey, makeController: makeController, signature: signature,
            input: layoutInput, viewport: viewport, layoutDirection: direction, endThreshold: endThreshold)
        model.endReached = endReached
        let state = model.state
        let contentSize = CGSize(state.layout?.contentSize ?? .zero)
        let vertical = state.layout?.scrollAxis != .horizontal
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
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
                    ForEach(entries(state.window.elements)) { entry in
                        view(for: entry)
                            .environment(\.layoutDirection, environmentDirection)
                            .frame(
                                width: CGFloat(entry.attributes.frame.width),
                                height: CGFloat(entry.attributes.frame.height)
                            )
                            .position(x: CGFloat(entry.attributes.frame.midX), y: CGFloat(entry.attributes.frame.midY))
                            .zIndex(Double(entry.attributes.zIndex))
                    }
                    if let offset = state.pendingOffset {
                        // Scrolling to this marker puts the visible rect's origin at `offset`.
                        Color.clear.frame(width: 1, height: 1).id(Self.markerID)
                            .position(
                                x: vertical ? 0.5 : CGFloat(offset) + 0.5, y: vertical ? CGFloat(offset) + 0.5 : 0.5)
                    }
                }
                .frame(width: contentSize.width, height: contentSize.height, alignment: .topLeading)
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
                MainActor.assumeIsolated { model.scroll(to: offset, itemCount: itemCount) }
                #else  // older SDKs: the action is main-actor isolated, as the view's body
                model.scroll(to: offset, itemCount: itemCount)
                #endif
            }
            .modifier(PendingOffsetScroll(offset: state.pendingOffset, reader: reader, markerID: Self.markerID))
        }
    }

    @ViewBuilder
    private func view(for entry: Entry) -> some View {
        switch entry.id {
        case .item:
            if let item = item(at: entry.attributes.path) { cell(item) }
        case .header(let section):
            header(section)
        case .footer(let section):
            footer(section)
        }
    }

    // MARK: - Data

    /// The window's elements with the identifiers of what they show;
    /// elements the data no longer has are left out.
    private func entries(_ elements: [LayoutAttributes]) -> [Entry] {
        elements.compactMap { attributes in
            let path = attributes.path
            guard sections.indices.contains(path.section) else { return nil }
            let section = sections[path.section]
            switch attributes.kind {
            case .header: return Entry(id: .header(section.id), attributes: attributes)
            case .footer: return Entry(id: .footer(section.id), attributes: attributes)
            case .item: return item(at: path).map { Entry(id: .item($0.id), attributes: attributes) }
            // The grid draws no section backgrounds (a `.background` of the content can).
            case .background: return nil
            }
        }
    }

    private func item(at path: ElementPath) -> Items.Element? {
        guard sections.indices.contains(path.section) else { return nil }
        let items = sections[path.section].items
        guard path.item >= 0, path.item < items.count else { return nil }
        return items[items.index(items.startIndex, offsetBy: path.item)]
    }

    /// Each section's identifier, count and first and last item identifiers.
    private var signature: [LazyGridState.SectionSignature] {
        sections.map { section in
            LazyGridState.SectionSignature(
                id: section.id, count: section.items.count,
                first: section.items.first.map { AnyHashable($0.id) },
                last: section.items.last.map { AnyHashable($0.id) })
        }
    }

    /// The layout input of every item's natural size (the viewport is the view's).
    private func layoutInput() -> LayoutInput {
        LayoutInput(width: 1, sections: sections.map { SectionInput(items: $0.items.map(itemSize)) })
    }
}

// MARK: - One section

extension LazyTrellisGrid where SectionID == Int, Header == EmptyView, Footer == EmptyView {
    /// A grid of one section of items laid out by a strategy value.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - strategy: The strategy.
    ///   - index: How elements-in-rect is answered.
    ///   - readingDirection: The direction, or `nil` for the environment's.
    ///   - itemSize: An item's natural size (a key path such as `\.size` works).
    ///   - cell: An item's view.
    public init(
        _ items: Items, strategy: any LayoutStrategy, index: IndexOption = .auto,
        readingDirection: ReadingDirection? = nil, itemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) {
        self.init(
            sections: [TrellisGridSection(id: 0, items: items)], strategy: strategy, index: index,
            readingDirection: readingDirection, itemSize: itemSize, cell: cell,
            header: { _ in EmptyView() }, footer: { _ in EmptyView() })
    }

    /// A grid of one section of items laid out by a configuration (see
    /// ``init(sections:configuration:registry:readingDirection:itemSize:cell:header:footer:)``).
    ///
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        _ items: Items, configuration: Configuration, registry: StrategyRegistry = .builtIn,
        readingDirection: ReadingDirection? = nil, itemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) throws(LayoutError) {
        try self.init(
            sections: [TrellisGridSection(id: 0, items: items)], configuration: configuration,
            registry: registry, readingDirection: readingDirection, itemSize: itemSize, cell: cell,
            header: { _ in EmptyView() }, footer: { _ in EmptyView() })
    }
}

/// Scrolls to the grid's marker whenever the grid's state asks for an offset
/// (after a width change keeps the first visible item in place).
private struct PendingOffsetScroll: ViewModifier {
    let offset: Double?
    let reader: ScrollViewProxy
    let markerID: String

    func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 5.0)  // SDKs of iOS 17 and later
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
            content.onChange(of: offset) { _, offset in scroll(to: offset) }
        } else {
            content.onChange(of: offset) { offset in scroll(to: offset) }
        }
        #else
        content.onChange(of: offset) { offset in scroll(to: offset) }
        #endif
    }

    @MainActor
    private func scroll(to offset: Double?) {
        guard offset != nil else { return }
        // On the main actor, after this update: the marker is placed by the same update.
        Task { @MainActor in
            reader.scrollTo(markerID, anchor: .topLeading)
        }
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
