// A SwiftUI `Layout` that places its subviews with a Trellis strategy.
//
// Thin by design: the layout is computed and cached by
// `CollectionLayoutController` (platform-neutral, tested on Linux); this file
// only measures subviews and places them. It cannot be compiled on Linux.
#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI layout that places its subviews, in order, as the items of one
/// section laid out by a Trellis strategy.
///
/// ```swift
/// ScrollView {
///     TrellisLayout(Masonry(columns: 3)) {
///         ForEach(photos) { photo in
///             PhotoView(photo).trellisItemSize(width: photo.width, height: photo.height)
///         }
///     }
/// }
/// ```
///
/// Each subview's natural size is its ``SwiftUI/View/trellisItemSize(width:height:)``
/// value if it has one, else its ideal size (`sizeThatFits(.unspecified)`);
/// a subview without a usable ideal size (zero, infinite) counts as 1 × 1.
/// The width is the proposed width, or ``idealWidth`` when none is proposed.
/// Each subview is proposed its frame's size and placed at its frame.
///
/// SwiftUI's `Layout` protocol is available from iOS 16 and macOS 13.
public struct TrellisLayout: Layout {
    /// The strategy that places the subviews.
    public var strategy: any LayoutStrategy
    /// How elements-in-rect is answered (rarely matters here: every subview is placed).
    public var index: IndexOption
    /// Left to right, or right to left (frames mirrored within the width).
    public var layoutDirection: ReadingDirection
    /// The width to lay out in when the parent proposes none.
    public var idealWidth: Double

    /// A layout for a strategy value.
    public init(
        _ strategy: any LayoutStrategy, index: IndexOption = .auto, layoutDirection: ReadingDirection = .leftToRight,
        idealWidth: Double = 390
    ) {
        self.strategy = strategy
        self.index = index
        self.layoutDirection = layoutDirection
        self.idealWidth = idealWidth
    }

    /// A layout for a configuration's strategy, options, index and direction;
    /// its `width` is the width used when the parent proposes none.
    ///
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(configuration: Configuration, registry: StrategyRegistry = .builtIn) throws(LayoutError) {
        self.init(
            try configuration.makeStrategy(registry: registry), index: configuration.index,
            layoutDirection: configuration.layoutDirection, idealWidth: configuration.width)
    }

    /// The cache: a controller that keeps the last layout and recomputes only
    /// when the width, the direction or a subview's size changed.
    public typealias Cache = CollectionLayoutController

    public func makeCache(subviews: Subviews) -> CollectionLayoutController {
        CollectionLayoutController(strategy: strategy, index: index)
    }

    /// Keeps the cache: the controller compares the new subviews' sizes with
    /// the last input and lays out again only when something changed (the
    /// default implementation would rebuild the cache, and so the layout, on
    /// every update).
    public func updateCache(_ cache: inout CollectionLayoutController, subviews: Subviews) {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CollectionLayoutController)
        -> CGSize
    {
        guard let layout = layout(width: proposal.width, height: proposal.height, subviews: subviews, cache: &cache)
        else {
            return .zero
        }
        return CGSize(layout.contentSize)
    }

    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout CollectionLayoutController
    ) {
        guard let layout = layout(width: bounds.width, height: bounds.height, subviews: subviews, cache: &cache) else {
            return
        }
        for (item, subview) in subviews.enumerated() {
            guard let frame = layout.attributesForItem(at: ElementPath(section: 0, item: item))?.frame else { continue }
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(frame.minX), y: bounds.minY + CGFloat(frame.minY)),
                anchor: .topLeading,
                proposal: ProposedViewSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
        }
    }

    /// The layout of the subviews at a width, from the cache when nothing changed.
    private func layout(
        width: CGFloat?, height: CGFloat?, subviews: Subviews,
        cache: inout CollectionLayoutController
    ) -> PreparedLayout? {
        let proposedWidth = width.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? idealWidth
        let proposedHeight = height.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        let sizes = subviews.map { subview in
            subview[TrellisItemSizeKey.self]
                ?? ItemSize(measured: Size(subview.sizeThatFits(.unspecified)))
                ?? ItemSize(width: 1, height: 1)
        }
        let input = LayoutInput(
            width: proposedWidth, height: proposedHeight, items: sizes, layoutDirection: layoutDirection)
        do throws(LayoutError) {
            try cache.update(to: input)
        } catch {
            return nil
        }
        return cache.layout
    }
}

/// The natural size a subview of ``TrellisLayout`` declares.
public struct TrellisItemSizeKey: LayoutValueKey {
    public static let defaultValue: ItemSize? = nil
}

extension View {
    /// Declares this view's natural size to an enclosing ``TrellisLayout``
    /// (column strategies keep its aspect ratio).
    public func trellisItemSize(width: Double, height: Double) -> some View {
        layoutValue(key: TrellisItemSizeKey.self, value: ItemSize(width: width, height: height))
    }
}
#endif
