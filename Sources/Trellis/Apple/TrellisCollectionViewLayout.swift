// A UICollectionViewLayout driven by any Trellis strategy or configuration.
//
// Thin by design: every decision (what changed, whether a bounds change
// invalidates, which attributes a rect gets, pinned headers, sizes) is made by
// `CollectionLayoutController`, which is platform-neutral and tested on Linux.
// This file only moves values between UIKit and the controller. It cannot be
// compiled on Linux (no UIKit there).
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UICollectionViewLayout` that places cells, headers and footers with a
/// Trellis strategy.
///
/// ```swift
/// let layout = try TrellisCollectionViewLayout(configuration: Configuration(strategy: "masonry", width: 0))
/// layout.itemSize = { [unowned self] indexPath in photos[indexPath.item].pixelSize }
/// collectionView.collectionViewLayout = layout
/// ```
///
/// * Item sizes come from ``itemSize`` (a natural size: column strategies keep
///   its aspect ratio); without it every section is given by count.
/// * Headers and footers are the strategy's (e.g. `flow-line`'s
///   `headerReferenceSize`), under `UICollectionView.elementKindSectionHeader`
///   and `…Footer`.
/// * The layout is recomputed when the data source changes, when the width
///   changes (the height, for horizontal scrolling) and when a cell reports a
///   different preferred size (self-sizing); with pinned headers every bounds
///   change invalidates, as UIKit's flow layout does, but only the headers move.
/// * Section backgrounds (``sectionBackground``, or a configuration's
///   `sectionBackground`) are decoration views of kind
///   ``sectionBackgroundKind``, one per section at index path `[section, 0]`,
///   behind the items (z-index -1). The layout registers no view class: the
///   app calls `register(_:forDecorationViewOfKind:)` with
///   ``sectionBackgroundKind`` and its `UICollectionReusableView` subclass.
/// * The first visible item stays where it is on screen when cells above it
///   measure themselves, items are inserted or deleted above it, or the width
///   changes (``CollectionLayoutController/contentOffsetAdjustment(keeping:after:bounds:contentInset:)``).
/// * The layout direction follows the collection view's
///   `effectiveUserInterfaceLayoutDirection` unless ``layoutDirection`` is set.
@MainActor
open class TrellisCollectionViewLayout: UICollectionViewLayout {
    /// The platform-neutral state and decisions: strategy, input, prepared layout.
    public private(set) var controller: CollectionLayoutController
    /// An item's natural size, or `nil` to give every section by count. A
    /// size that is not finite and positive makes the layout pass fail with
    /// an error naming the item (``lastError``).
    public var itemSize: ((IndexPath) -> CGSize)? {
        didSet { invalidateLayout() }
    }
    /// An item's size as Trellis reads it, when a natural size is not enough:
    /// a column span (`ItemSize(width:height:span:)`), a height only
    /// (`ItemSize(height:)`), an aspect ratio. Takes precedence over ``itemSize``.
    public var sizeForItem: ((IndexPath) -> ItemSize)? {
        didSet { invalidateLayout() }
    }
    /// A section's option overrides (e.g. `flow-line`'s `sectionInset`).
    public var sectionOptions: ((Int) -> OptionValues)? {
        didSet { invalidateLayout() }
    }
    /// The layout direction, or `nil` (the default) to follow the collection view's.
    public var layoutDirection: ReadingDirection? {
        didSet { invalidateLayout() }
    }
    /// Whether section headers stick to the top (leading edge) of the visible bounds.
    public var pinsHeaders: Bool {
        get { controller.pinsHeaders }
        set {
            controller.pinsHeaders = newValue
            invalidateLayout()
        }
    }
    /// The inset of each section's background decoration view, or `nil`
    /// (the default) for none.
    public var sectionBackground: Insets? {
        didSet { invalidateLayout() }
    }
    /// The decoration-view kind of section backgrounds, `"TrellisSectionBackground"`.
    public static let sectionBackgroundKind = "TrellisSectionBackground"
    /// The error of the last layout pass, or `nil` when it succeeded. After
    /// an error the layout never describes data that no longer exists: it
    /// reads the data source in full, and keeps the previous layout only when
    /// the counts still match it.
    public var lastError: LayoutError? { controller.lastError }

    /// A layout with the given controller.
    public init(controller: CollectionLayoutController) {
        self.controller = controller
        self.controller.placesWindow = true  // after a jump, frames only around the screen
        super.init()
    }

    /// A layout for a strategy value.
    ///
    /// With `keepsColumns` (the default) a `round-robin`, `shortest-column`
    /// or `masonry` strategy keeps every item in its column through edits
    /// (`stableLanes`): a cell above that measures itself, an insert or a
    /// delete before an item never moves it to another column. `false`
    /// places every item by the strategy's rule again at each change.
    public convenience init(
        strategy: any LayoutStrategy, index: IndexOption = .auto, pinsHeaders: Bool = false, keepsColumns: Bool = true
    ) {
        var controller = CollectionLayoutController(
            strategy: keepsColumns ? CollectionLayoutController.keepingColumns(strategy) : strategy, index: index,
            pinsHeaders: pinsHeaders)
        controller.defersPlacement = true
        self.init(controller: controller)
    }

    /// A layout for a configuration's strategy, options, index, direction and
    /// header pinning; the viewport comes from the collection view. A column
    /// strategy keeps its items' columns through edits unless the
    /// configuration sets `stableLanes` (``CollectionLayoutController/keepingColumns(_:)``).
    ///
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public convenience init(configuration: Configuration, registry: StrategyRegistry = .builtIn) throws(LayoutError) {
        var controller = try CollectionLayoutController(
            configuration: configuration, registry: registry, keepsColumns: true)
        controller.defersPlacement = true
        self.init(controller: controller)
        if configuration.layoutDirection == .rightToLeft { layoutDirection = .rightToLeft }
        sectionBackground = configuration.sectionBackground
    }

    /// The strategy of a layout that a storyboard or XIB creates. This class
    /// gives `shortest-column` with its defaults (2 columns, a padding of 6
    /// points inside each cell); a subclass picks its own in one line, and
    /// the storyboard names the subclass as the layout's class:
    ///
    /// ```swift
    /// final class PhotosLayout: TrellisCollectionViewLayout {
    ///     override class var storyboardStrategy: any LayoutStrategy { Masonry(columns: 3) }
    /// }
    /// ```
    open class var storyboardStrategy: any LayoutStrategy { ShortestColumn() }

    /// Whether a layout that a storyboard or XIB creates pins its section
    /// headers; `false` here, a subclass may say `true`.
    open class var storyboardPinsHeaders: Bool { false }

    /// A layout created by a storyboard or XIB (a collection view whose layout
    /// class is this one or a subclass): ``storyboardStrategy`` with the
    /// `auto` index and ``storyboardPinsHeaders``, until the app sets another
    /// controller in code (``replaceController(with:)``).
    public required init?(coder: NSCoder) {
        controller = CollectionLayoutController(
            strategy: CollectionLayoutController.keepingColumns(Self.storyboardStrategy),
            pinsHeaders: Self.storyboardPinsHeaders)
        controller.defersPlacement = true
        controller.placesWindow = true
        super.init(coder: coder)
    }

    /// The width an item of a section is laid out at, for column strategies
    /// (`round-robin`, `shortest-column`, `masonry`): what a self-sizing cell
    /// is measured at, known before the cell is made. `nil` before the first
    /// layout pass or for a strategy without columns.
    public func itemWidth(inSection section: Int) -> CGFloat? {
        controller.itemWidth(inSection: section).map { CGFloat($0) }
    }

    /// The item next to the one at `indexPath` in `direction` (arrow keys,
    /// a game controller, focus): ``CollectionLayoutController/neighbor(of:toward:)``.
    public func neighbor(of indexPath: IndexPath, toward direction: NeighborDirection) -> IndexPath? {
        ElementPath(indexPath).flatMap { controller.neighbor(of: $0, toward: direction)?.indexPath }
    }

    /// The item one screen from the one at `indexPath` in `direction`, in its
    /// column or row (Page Up, Page Down): ``CollectionLayoutController/page(from:toward:length:)``
    /// with the collection view's height (its width for left and right).
    public func page(from indexPath: IndexPath, toward direction: NeighborDirection) -> IndexPath? {
        let bounds = collectionView?.bounds.size ?? .zero
        let length = direction == .up || direction == .down ? bounds.height : bounds.width
        return ElementPath(indexPath).flatMap {
            controller.page(from: $0, toward: direction, length: Double(length))?.indexPath
        }
    }

    /// The last item of the column or row of the one at `indexPath` in
    /// `direction` (Home, End): ``CollectionLayoutController/farthest(from:toward:)``.
    public func farthest(from indexPath: IndexPath, toward direction: NeighborDirection) -> IndexPath? {
        ElementPath(indexPath).flatMap { controller.farthest(from: $0, toward: direction)?.indexPath }
    }

    /// The items overlapping `rect` in reading order
    /// (``CollectionLayoutController/readingOrder(in:)``): rows top to bottom, each from
    /// its leading edge. Give VoiceOver the visible cells in this order
    /// (the collection view's `accessibilityElements`).
    public func readingOrder(in rect: CGRect) -> [IndexPath] {
        controller.readingOrder(in: Rect(rect)).map(\.indexPath)
    }

    /// How much a dragged item is scaled while the finger moves it (1 for
    /// not at all): a lift, as the system's drag and drop shows one.
    public var movingItemScale: CGFloat = 1.05

    /// Where an item dragged by `beginInteractiveMovementForItem(at:)` lands:
    /// before or after the item under or nearest the finger, counted from
    /// where the drag began (``CollectionLayoutController/moveInteractively(itemAt:to:)``).
    open override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        guard let current = ElementPath(previousIndexPath),
            let target = controller.moveInteractively(itemAt: current, to: Point(position))
        else { return super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position) }
        return target.indexPath
    }

    /// The dragged item under the finger: the size of its frame where the
    /// drag began, centred at the finger, above every other element
    /// (``CollectionLayoutController/attributesForInteractivelyMovingItem(at:position:)``),
    /// scaled by ``movingItemScale``.
    open override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        guard let path = ElementPath(indexPath),
            let moving = controller.attributesForInteractivelyMovingItem(at: path, position: Point(position))
        else { return super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position) }
        let attributes = Self.attributes(for: moving)
        attributes.transform = CGAffineTransform(scaleX: movingItemScale, y: movingItemScale)
        return attributes
    }

    /// Ends the drag: when the finger lifted at another place, the batch
    /// update the collection view makes next brings the move
    /// (`prepare(forCollectionViewUpdates:)`), and measured sizes move with their items.
    open override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        controller.endInteractiveMovement(cancelled: movementCancelled, geometry)
        return super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }

    /// Lays out with another controller (strategy, index, header pinning),
    /// reading the data source again: how to configure a layout that a
    /// storyboard or XIB created (``init(coder:)``).
    public func replaceController(with controller: CollectionLayoutController) {
        self.controller = controller
        self.controller.placesWindow = true
        invalidateLayout()
    }

    /// Installs a layout prepared off the main actor for `input` (see Docs/Apple.md).
    public func install(_ layout: PreparedLayout, for input: LayoutInput) {
        controller.install(layout, for: input)
        invalidateLayout(with: TrellisInvalidationContext())
    }

    // MARK: - Preparing

    open override class var invalidationContextClass: AnyClass { TrellisInvalidationContext.self }

    open override func prepare() {
        super.prepare()
        guard let geometry, let dataSource else { return }
        controller.prepare(geometry, dataSource: dataSource)
    }

    /// The collection view's bounds, inset and direction, or `nil` without one.
    private var geometry: CollectionViewGeometry? {
        guard let collectionView else { return nil }
        let direction =
            layoutDirection
            ?? (collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        return CollectionViewGeometry(
            bounds: Rect(collectionView.bounds), contentInset: Insets(collectionView.adjustedContentInset),
            layoutDirection: direction)
    }

    /// The collection view's data source with ``sizeForItem`` (else
    /// ``itemSize``) and ``sectionOptions``, or `nil` without a collection view.
    private var dataSource: CollectionDataSource? {
        guard let collectionView else { return nil }
        let sizeForItem = sizeForItem
        let itemSize = itemSize
        let sectionOptions = sectionOptions
        return CollectionDataSource(
            numberOfSections: { collectionView.numberOfSections },
            numberOfItems: { collectionView.numberOfItems(inSection: $0) },
            itemSize: { path in
                sizeForItem.map { $0(path.indexPath) } ?? itemSize.map { ItemSize(Size($0(path.indexPath))) }
            },
            sectionOptions: { sectionOptions?($0) ?? [:] }, sectionBackground: sectionBackground)
    }

    /// Follows a batch update edit by edit
    /// (``CollectionLayoutController/prepare(forUpdates:_:dataSource:)``).
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard let geometry, let dataSource else { return }
        controller.prepare(forUpdates: updateItems.flatMap(Self.updates(for:)), geometry, dataSource: dataSource)
    }

    /// The platform-neutral edits of one UIKit update item.
    private static func updates(for item: UICollectionViewUpdateItem) -> [CollectionUpdate] {
        func path(_ indexPath: IndexPath?) -> ElementPath? {
            guard let indexPath, indexPath.count == 2, indexPath.item != NSNotFound else { return nil }
            return ElementPath(section: indexPath.section, item: indexPath.item)
        }
        let before = item.indexPathBeforeUpdate
        let after = item.indexPathAfterUpdate
        switch item.updateAction {
        case .insert:
            guard let after else { return [] }
            return [path(after).map(CollectionUpdate.insertItem) ?? .insertSection(after.section)]
        case .delete:
            guard let before else { return [] }
            return [path(before).map(CollectionUpdate.deleteItem) ?? .deleteSection(before.section)]
        case .reload:
            guard let before else { return [] }
            return [path(before).map(CollectionUpdate.reloadItem) ?? .reloadSection(before.section)]
        case .move:
            guard let before, let after else { return [] }
            if let from = path(before), let to = path(after) { return [.moveItem(from: from, to: to)] }
            return [.moveSection(from: before.section, to: after.section)]
        case .none:
            return []
        @unknown default:
            return []
        }
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(controller.contentSize)
    }

    // MARK: - Anchoring

    /// Keeps the first visible item in place after batch updates and animated
    /// bounds changes (``CollectionLayoutController/targetContentOffset(proposed:)``).
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(controller.targetContentOffset(proposed: Point(proposedContentOffset)))
    }

    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        if let offset = controller.finalizeUpdates() { collectionView?.contentOffset = CGPoint(offset) }
    }

    open override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        if let offset = controller.finalizeUpdates() { collectionView?.contentOffset = CGPoint(offset) }
    }

    // MARK: - Attributes

    /// The part of the bounds content shows in: what headers pin to.
    private var visibleRect: Rect { geometry?.visibleRect ?? .zero }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        controller.place(through: Rect(rect))
        return controller.elements(in: Rect(rect), visibleRect: visibleRect).map(Self.attributes(for:))
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let path = ElementPath(indexPath) else { return nil }
        controller.place(throughItem: path)
        guard let attributes = controller.attributesForItem(at: path) else { return nil }
        return Self.attributes(for: attributes)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let kind: ElementKind
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: kind = .header
        case UICollectionView.elementKindSectionFooter: kind = .footer
        default: return nil
        }
        guard indexPath.count == 2 else { return nil }
        controller.place(throughSection: indexPath.section)
        guard
            let attributes = controller.attributesForSupplementaryElement(
                ofKind: kind, inSection: indexPath.section, visibleRect: visibleRect)
        else { return nil }
        return Self.attributes(for: attributes)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.sectionBackgroundKind, indexPath.count == 2,
            let attributes = controller.attributesForSupplementaryElement(
                ofKind: .background, inSection: indexPath.section, visibleRect: visibleRect)
        else { return nil }
        return Self.attributes(for: attributes)
    }

    /// UIKit attributes for Trellis attributes: kind, index path, frame, z-index.
    private static func attributes(for element: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let indexPath = element.path.indexPath
        let attributes: UICollectionViewLayoutAttributes
        switch element.kind {
        case .item:
            attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        case .header:
            attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
        case .footer:
            attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: indexPath)
        case .background:
            attributes = UICollectionViewLayoutAttributes(
                forDecorationViewOfKind: Self.sectionBackgroundKind, with: indexPath)
        }
        attributes.frame = CGRect(element.frame)
        attributes.zIndex = element.zIndex
        return attributes
    }

    // MARK: - Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        geometry.map { controller.shouldInvalidate(forBoundsChange: Rect(newBounds), $0) } ?? false
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let geometry, let trellis = context as? TrellisInvalidationContext else { return context }
        let invalidation = controller.invalidation(forBoundsChange: Rect(newBounds), geometry)
        trellis.boundsResponse = invalidation.response
        if !invalidation.pinnedHeaderSections.isEmpty {
            trellis.invalidateSupplementaryElements(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: invalidation.pinnedHeaderSections.map { IndexPath(item: 0, section: $0) })
        }
        return trellis
    }

    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard let kind = Self.kind(of: preferredAttributes), let path = ElementPath(preferredAttributes.indexPath)
        else { return false }
        return controller.shouldInvalidate(
            forPreferredSize: Size(preferredAttributes.size), of: kind, at: path,
            original: Size(originalAttributes.size))
    }

    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes,
            withOriginalAttributes: originalAttributes)
        (context as? TrellisInvalidationContext)?.isSelfSizing = true
        guard let geometry, let kind = Self.kind(of: preferredAttributes),
            let path = ElementPath(preferredAttributes.indexPath)
        else { return context }
        context.contentOffsetAdjustment = CGPoint(
            controller.invalidation(forPreferredSize: Size(preferredAttributes.size), of: kind, at: path, in: geometry))
        return context
    }

    /// The Trellis kind of a cell's, header's, footer's or background's attributes.
    private static func kind(of attributes: UICollectionViewLayoutAttributes) -> ElementKind? {
        switch attributes.representedElementCategory {
        case .cell: return .item
        case .supplementaryView:
            switch attributes.representedElementKind {
            case UICollectionView.elementKindSectionHeader: return .header
            case UICollectionView.elementKindSectionFooter: return .footer
            default: return nil
            }
        case .decorationView: return .background
        @unknown default: return nil
        }
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let moving =
            context.previousIndexPathsForInteractivelyMovingItems != nil
            || context.targetIndexPathsForInteractivelyMovingItems != nil
        controller.invalidateLayout(
            with: CollectionInvalidation(
                everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts,
                isSelfSizing: (context as? TrellisInvalidationContext)?.isSelfSizing == true,
                isInteractiveMovement: moving,
                items: (context.invalidatedItemIndexPaths ?? []).compactMap(ElementPath.init)),
            geometry)
        super.invalidateLayout(with: context)
    }
}

/// What changed, as ``TrellisCollectionViewLayout`` records it: the response
/// to a bounds change.
@MainActor
open class TrellisInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// The response to the bounds change that made this context, if one did.
    public var boundsResponse: BoundsChangeResponse?
    /// Whether a self-sizing cell's preferred size made this context: the
    /// layout has applied the size already, and does not read the item's
    /// size from the data source again (as it does for items an app's
    /// context names).
    public var isSelfSizing = false
}

extension Insets {
    /// The insets of a `UIEdgeInsets`.
    public init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
            right: Double(insets.right))
    }
}
#endif
