/// The collection view as a layout sees it at one call: its bounds (whose
/// origin is the content offset), its content inset (UIKit's
/// `adjustedContentInset`) and its layout direction.
public struct CollectionViewGeometry: Sendable, Hashable {
    /// The bounds: the content offset and the view's size.
    public var bounds: Rect
    /// The content inset.
    public var contentInset: Insets
    /// The direction items are laid out in.
    public var layoutDirection: ReadingDirection

    /// A collection view with these bounds, inset and direction.
    public init(bounds: Rect, contentInset: Insets = .zero, layoutDirection: ReadingDirection = .leftToRight) {
        self.bounds = bounds
        self.contentInset = contentInset
        self.layoutDirection = layoutDirection
    }

    /// The part of the bounds content shows in: what headers pin to and anchors are taken in.
    public var visibleRect: Rect {
        CollectionLayoutController.visibleRect(bounds: bounds, contentInset: contentInset)
    }

    /// The size content is laid out in: the bounds less the content inset.
    public var viewport: Size {
        CollectionLayoutController.viewport(boundsSize: bounds.size, contentInset: contentInset)
    }
}

/// A collection view's data source as a layout reads it: counts, item sizes,
/// section options. Every value is asked for only when the layout needs it.
public struct CollectionDataSource {
    /// The number of sections.
    public var numberOfSections: () -> Int
    /// The number of items in a section.
    public var numberOfItems: (Int) -> Int
    /// An item's size, or `nil` to give its section by count (the strategy's default item size).
    public var itemSize: (ElementPath) -> ItemSize?
    /// A section's option overrides.
    public var sectionOptions: (Int) -> OptionValues
    /// The inset of each section's background, `nil` for none.
    public var sectionBackground: Insets?

    /// A data source of these closures.
    public init(
        numberOfSections: @escaping () -> Int, numberOfItems: @escaping (Int) -> Int,
        itemSize: @escaping (ElementPath) -> ItemSize?, sectionOptions: @escaping (Int) -> OptionValues = { _ in [:] },
        sectionBackground: Insets? = nil
    ) {
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
        self.itemSize = itemSize
        self.sectionOptions = sectionOptions
        self.sectionBackground = sectionBackground
    }

    /// The data source's input in `viewport` (every count and size asked for).
    ///
    /// - Complexity: O(*n*) calls for *n* items.
    func input(viewport: Size, layoutDirection: ReadingDirection) -> LayoutInput {
        CollectionLayoutController.makeInput(
            viewport: viewport, layoutDirection: layoutDirection, sections: numberOfSections(),
            itemCount: numberOfItems, size: itemSize, options: sectionOptions, sectionBackground: sectionBackground)
    }

    /// Whether `input` (the input of the controller's layout, which may be
    /// placed only in part) has exactly the data source's sections and items.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    func matches(_ input: LayoutInput) -> Bool {
        let sections = numberOfSections()
        return input.sections.count == sections
            && (0..<sections).allSatisfy { input.sections[$0].count == Swift.max(0, numberOfItems($0)) }
    }
}

/// An invalidation context in platform-neutral terms: what UIKit's
/// `UICollectionViewLayoutInvalidationContext` says changed.
public struct CollectionInvalidation: Sendable, Hashable {
    /// Everything changed (`invalidateLayout()`, `reloadData()`).
    public var everything: Bool
    /// The data source's counts changed (`reloadData()`, a batch update, the end of a drag).
    public var dataSourceCounts: Bool
    /// The layout made this context for a preferred size
    /// (``CollectionLayoutController/invalidation(forPreferredSize:of:at:in:)``).
    public var isSelfSizing: Bool
    /// The context belongs to an interactive movement (a drag).
    public var isInteractiveMovement: Bool
    /// The items the context names (an app's `invalidateItems(at:)`).
    public var items: [ElementPath]

    /// A context saying what changed.
    public init(
        everything: Bool = false, dataSourceCounts: Bool = false, isSelfSizing: Bool = false,
        isInteractiveMovement: Bool = false, items: [ElementPath] = []
    ) {
        self.everything = everything
        self.dataSourceCounts = dataSourceCounts
        self.isSelfSizing = isSelfSizing
        self.isInteractiveMovement = isInteractiveMovement
        self.items = items
    }
}

/// What a bounds change invalidates: the response, and the sections whose
/// pinned header must be asked for again.
public struct BoundsInvalidation: Sendable, Hashable {
    /// What the bounds change requires.
    public var response: BoundsChangeResponse
    /// The sections whose pinned header moves (with ``BoundsChangeResponse/repositionPinnedHeaders``).
    public var pinnedHeaderSections: [Int]
}

/// What the controller remembers between a collection view's calls: the
/// data source's state, the item held still on screen, and the sizes and
/// items waiting for the next `prepare`.
struct CollectionViewSession: Sendable {
    /// How the layout stands against the data source.
    enum DataSource: Sendable, Equatable {
        /// The layout is of the data source as it is.
        case current
        /// The next `prepare` reads every count and size.
        case needsFullRead
        /// A batch update's edits are to come in `prepare(forUpdates:)`;
        /// `prepared` once a `prepare` ran meanwhile (a second one without
        /// the edits reads in full).
        case batchAnnounced(prepared: Bool)
    }

    /// The item kept still on screen.
    ///
    /// Taken at the first change after the user last scrolled (with the data
    /// and bounds before the change), kept through every change and
    /// self-sizing round after it, released when the user scrolls (the
    /// bounds' origin is not where the adjustments handed out put it), on
    /// `reloadData()` and on a new data source.
    enum Anchor: Sendable {
        /// None: the next change takes the first visible item.
        case free
        /// `anchor`'s item is kept where the user saw it. `origin` is where
        /// the bounds' origin is once the adjustments handed out are applied;
        /// `nil` after a bounds change, until the next call tells.
        case held(ScrollAnchor, origin: Point?)
    }

    var dataSource = DataSource.needsFullRead
    var anchor = Anchor.free
    /// Whether a self-sizing report came since the last `prepare`: only
    /// the first of a pass can follow a scroll (UIKit applies the pass's
    /// adjustments at once or at its end).
    var measuring = false
    /// Items an app's context named: read again at the next `prepare`.
    var invalidatedItems: Set<ElementPath> = []
    /// Whether the next `prepare` follows a bounds change that lays out again.
    var boundsChanged = false
    /// Sizes cells after the anchor measured, not laid out yet: the next
    /// `prepare` (or anything that needs the layout first) lays them out
    /// at once (``CollectionLayoutController/flushMeasurements()``).
    var pendingSizes: [(path: ElementPath, size: ItemSize)] = []
    /// The content offset that keeps the anchor in place, for `targetContentOffset`.
    var anchoredContentOffset: Point?
    /// Whether `targetContentOffset` was asked for ``anchoredContentOffset``.
    var anchoredOffsetDelivered = false
    /// The error of the last layout pass, or `nil`.
    var lastError: LayoutError?

    /// The held anchor, or `nil`.
    var heldAnchor: ScrollAnchor? {
        if case .held(let anchor, _) = anchor { return anchor }
        return nil
    }
}

// MARK: - The calls of a collection view

/// One method per call a collection view makes into its layout (UIKit's
/// `UICollectionViewLayout` overrides), so that a UIKit layout only converts
/// types and forwards, and every decision — what to read, what to keep,
/// which item to keep in place, what a bounds change costs — is made here,
/// where a replay of UIKit's calls on any platform runs it.
///
/// **Anchoring.** The item the user looks at stays exactly where it is on
/// screen from the first change after a scroll until the next scroll: the
/// first visible item (``ScrollAnchor/firstVisibleItem(in:visibleRect:)``)
/// is taken at the first change after the user scrolled (a batch update, a
/// bounds change, a read in full, the first cell that measures itself),
/// with the data and bounds before it, and held through every later change
/// and self-sizing round — followed through a batch's edits (a reloaded
/// anchor too) — until the user scrolls again (the content offset is not
/// where the layout's adjustments put it), `reloadData()` or a new data
/// source. It is placed before any offset is computed from it. An anchor
/// that straddled the visible rect's leading edge keeps its trailing edge:
/// it, and every cell above or across the edge, grows upward.
///
/// **UIKit's order, where it is not documented.** `prepare` may come before
/// or after `prepare(forUpdates:)`; `targetContentOffset` may or may not be
/// asked at the end of an update or an animated bounds change; a self-sizing
/// context's adjustment may be applied at once or at the end of the pass.
/// Either way the result is the same: the `finalize` calls return the offset
/// to set when it was not asked for.
extension CollectionLayoutController {
    /// The error of the last layout pass, or `nil` when it succeeded.
    ///
    /// A pass starts with each change the app or the view makes — a
    /// data-source change (`reloadData()`, `invalidateLayout()`, a batch
    /// update, a context naming items), a bounds change that lays out again,
    /// the first cell that measures itself after a scroll — and lasts through
    /// the self-sizing of its cells. Any read, edit or measurement of the pass
    /// that fails sets it; the next pass clears it.
    public var lastError: LayoutError? { session.lastError }

    /// `prepare()`: brings the layout up to date with what was invalidated.
    ///
    /// * After `invalidateLayout()` or `reloadData()` (or before the first
    ///   layout): reads every count and size, measured sizes kept in place of
    ///   the estimates.
    /// * While a batch update's edits are to come: only the viewport; a
    ///   second `prepare` without them reads in full.
    /// * Otherwise: the viewport (O(1) when it did not change) and the items
    ///   an app's context named.
    ///
    /// Whatever fails, the controller never keeps a layout of data that no
    /// longer exists: a failed read leaves no layout when the data source's
    /// counts differ from it, and the error is in ``lastError``.
    ///
    /// - Complexity: O(1) when nothing was invalidated; O(*n*) calls to the
    ///   data source for a full read, plus ``relayout(after:of:)``.
    public mutating func prepare(_ view: CollectionViewGeometry, dataSource: CollectionDataSource) {
        // (a new width's old offset means nothing at the new one: only where the view goes)
        defer { followViewport(anchoredVisibleRect(of: view)) }
        flushMeasurements()
        session.measuring = false
        if session.dataSource == .batchAnnounced(prepared: true) { session.dataSource = .needsFullRead }
        let readsAll = session.dataSource == .needsFullRead || input == nil
        let boundsChanged = session.boundsChanged
        session.boundsChanged = false
        // Only a change is anchored (not every scroll frame: pinned headers prepare again on each).
        let anchor = readsAll || boundsChanged ? holdAnchor(in: view) : nil
        if boundsChanged, !readsAll {
            // A new width places everything again. The frontier is a position of
            // the old width: placing through it (from the start) would go past or
            // short of the anchor at the new one. Place through the anchor item
            // (`keep`), then the screen where it is kept (`followViewport`).
            placeAhead(.firstCheckpoint)
        }
        // Hidden (no width), the layout is kept at this width: shown at it again, nothing is laid out again.
        let hiddenAt = layout == nil ? input?.width : nil
        do throws(LayoutError) {
            var change: LayoutChange
            if readsAll {
                change = try update(
                    fromDataSource: dataSource.input(viewport: view.viewport, layoutDirection: view.layoutDirection))
                session.dataSource = .current
                session.lastError = nil
            } else {
                change = try updateViewport(view.viewport, layoutDirection: view.layoutDirection)
                // What changed while it was hidden is the data's (a straddling anchor grows upward).
                if change == .viewport, hiddenAt != nil, layout != nil, input?.width == hiddenAt {
                    change = .resized([])
                }
            }
            // A new anchor replaces the offset of the last one (a batch's, when its edits came first).
            if anchor != nil { keep(anchor, after: change, in: view) }
        } catch {
            fail(error, dataSource: dataSource)
        }
        switch session.dataSource {
        case .batchAnnounced: session.dataSource = .batchAnnounced(prepared: true)
        case .current, .needsFullRead: session.dataSource = .current
        }
        if !session.invalidatedItems.isEmpty, session.dataSource == .current {
            let reloads = session.invalidatedItems.sorted().map(CollectionUpdate.reloadItem)
            session.invalidatedItems = []
            applyBatch(reloads, view: view, dataSource: dataSource, anchor: holdAnchor(in: view))
        }
    }

    /// `prepare(forCollectionViewUpdates:)`: follows a batch update edit by
    /// edit (``apply(_:sections:itemCount:size:options:)``), the anchor
    /// followed through the edits (a reloaded one too) and kept in place.
    /// A batch that fails is read in full instead.
    ///
    /// - Complexity: as ``apply(_:sections:itemCount:size:options:)``.
    public mutating func prepare(
        forUpdates updates: [CollectionUpdate], _ view: CollectionViewGeometry, dataSource: CollectionDataSource
    ) {
        // (the batch animates from where the view is to where its anchor keeps it)
        defer { followViewport(anchoredVisibleRect(of: view), from: view.visibleRect) }
        flushMeasurements()
        guard case .batchAnnounced = session.dataSource else { return }
        session.dataSource = .current
        applyBatch(updates, view: view, dataSource: dataSource, anchor: holdAnchor(in: view))
    }

    /// Applies a batch, keeping `anchor` (followed through it); a read in full when it fails.
    private mutating func applyBatch(
        _ updates: [CollectionUpdate], view: CollectionViewGeometry, dataSource: CollectionDataSource,
        anchor: ScrollAnchor?
    ) {
        let followed = anchor.flatMap { scrollAnchor($0, following: updates) }
        // A deleted anchor is let go: the next change takes the first visible item.
        if let anchor, let followed { session.anchor = .held(followed, origin: heldOrigin(of: anchor, in: view)) }
        if anchor != nil, followed == nil { session.anchor = .free }
        do throws(LayoutError) {
            let change = try apply(
                updates, sections: dataSource.numberOfSections(), itemCount: dataSource.numberOfItems,
                size: dataSource.itemSize, options: dataSource.sectionOptions)
            if change != .none { keep(followed, after: .resized([]), in: view) }
        } catch {
            // Never a layout of the data before the batch: read the data source in full.
            do throws(LayoutError) {
                let change = try update(
                    fromDataSource: dataSource.input(viewport: view.viewport, layoutDirection: view.layoutDirection))
                keep(followed, after: change == .none ? .none : .resized([]), in: view)
                session.lastError = error
            } catch {
                fail(error, dataSource: dataSource)
            }
        }
    }

    /// The visible rect of `view` at the content offset that keeps the last
    /// change's anchor, where the view is about to be (`view`'s own when none).
    private func anchoredVisibleRect(of view: CollectionViewGeometry) -> Rect {
        guard let origin = session.anchoredContentOffset else { return view.visibleRect }
        var moved = view
        moved.bounds.origin = origin
        return moved.visibleRect
    }

    /// Records a failed layout: the layout stays only when it still matches
    /// the data source's counts; the next `prepare` reads in full.
    private mutating func fail(_ error: LayoutError, dataSource: CollectionDataSource) {
        session.lastError = error
        session.dataSource = .needsFullRead
        if let input, layout != nil, !dataSource.matches(input) { clearLayout() }
    }

    // MARK: The anchor

    /// Lets the anchor go when the user scrolled: `view`'s bounds are not
    /// where the layout's adjustments put them. A scroll starts a new pass.
    private mutating func noteScroll(in view: CollectionViewGeometry) {
        guard case .held(let anchor, let origin) = session.anchor else { return }
        guard let origin else {
            session.anchor = .held(anchor, origin: view.bounds.origin)
            return
        }
        guard origin != view.bounds.origin else { return }
        session.anchor = .free
        session.lastError = nil
    }

    /// The anchor of a change seen in `view`: the held one, or, when the user
    /// scrolled since, the first visible item, placed and taken now.
    private mutating func holdAnchor(in view: CollectionViewGeometry) -> ScrollAnchor? {
        noteScroll(in: view)
        if let held = session.heldAnchor { return held }
        place(through: view.visibleRect)  // deferred placement: the anchor is on screen
        guard let anchor = scrollAnchor(in: view.visibleRect) else { return nil }
        session.anchor = .held(anchor, origin: view.bounds.origin)
        return anchor
    }

    /// Where the held `anchor` expects the bounds' origin, `view`'s when it is not known yet.
    private func heldOrigin(of anchor: ScrollAnchor, in view: CollectionViewGeometry) -> Point {
        if case .held(_, let origin?) = session.anchor { return origin }
        return view.bounds.origin
    }

    /// Records the content offset that puts `anchor` back after `change`, in
    /// place of the last one's (none when nothing before the anchor moved),
    /// and holds the anchor there.
    private mutating func keep(_ anchor: ScrollAnchor?, after change: LayoutChange, in view: CollectionViewGeometry) {
        session.anchoredContentOffset = nil
        guard let anchor else { return }
        let (kept, wanted) = placedAnchorAdjustments(
            keeping: anchor, after: change, bounds: view.bounds, contentInset: view.contentInset)
        let bounds = view.bounds.origin
        let origin = kept == .zero ? nil : Point(x: bounds.x + kept.x, y: bounds.y + kept.y)
        // Held where it wants the view, past the content's end when the content is too short
        // for it now: cells that size themselves in the same update may lengthen it.
        let wantedOrigin = Point(x: bounds.x + wanted.x, y: bounds.y + wanted.y)
        session.anchor = .held(
            retaken(anchor, at: wantedOrigin, in: view, newViewport: change == .viewport),
            origin: origin ?? view.bounds.origin)
        guard let origin else { return }
        session.anchoredContentOffset = origin
        session.anchoredOffsetDelivered = false
    }

    /// `anchor` as it lies now, seen with the bounds' origin at `origin` (after a new viewport with `newViewport`).
    private func retaken(
        _ anchor: ScrollAnchor, at origin: Point, in view: CollectionViewGeometry, newViewport: Bool = false
    ) -> ScrollAnchor {
        guard let layout else { return anchor }
        var moved = view
        moved.bounds.origin = origin
        return anchor.retaken(in: layout, visibleRect: moved.visibleRect, newViewport: newViewport)
    }

    /// `targetContentOffset(forProposedContentOffset:)`: the offset that
    /// keeps the anchor in place after the last update or width change,
    /// else `proposed`.
    public mutating func targetContentOffset(proposed: Point) -> Point {
        guard let offset = session.anchoredContentOffset else { return proposed }
        session.anchoredOffsetDelivered = true
        return offset
    }

    /// `finalizeCollectionViewUpdates()` and `finalizeAnimatedBoundsChange()`:
    /// the update is over. Returns the content offset to set now when
    /// `targetContentOffset` was not asked for it (UIKit does not always ask),
    /// else `nil`.
    public mutating func finalizeUpdates() -> Point? {
        defer {
            session.anchoredContentOffset = nil
            session.anchoredOffsetDelivered = false
        }
        return session.anchoredOffsetDelivered ? nil : session.anchoredContentOffset
    }

    // MARK: Invalidation

    /// `shouldInvalidateLayout(forBoundsChange:)`: whether the bounds change
    /// from `view`'s to `newBounds` invalidates (``response(toBoundsChangeFrom:to:)``).
    public func shouldInvalidate(forBoundsChange newBounds: Rect, _ view: CollectionViewGeometry) -> Bool {
        response(toBoundsChangeFrom: view.bounds, to: newBounds) != .none
    }

    /// `invalidationContext(forBoundsChange:)`: what the bounds change
    /// invalidates. A relayout holds the anchor now, while the view has its
    /// old bounds; pinned headers name the sections whose header moves.
    ///
    /// - Complexity: O(log *n* + *k*) (the anchor or the pinned headers).
    public mutating func invalidation(forBoundsChange newBounds: Rect, _ view: CollectionViewGeometry)
        -> BoundsInvalidation
    {
        let response = response(toBoundsChangeFrom: view.bounds, to: newBounds)
        var sections: [Int] = []
        switch response {
        case .relayout:
            flushMeasurements()
            session.lastError = nil  // a new pass
            if let anchor = holdAnchor(in: view) { session.anchor = .held(anchor, origin: nil) }
            session.boundsChanged = true
        case .repositionPinnedHeaders:
            let old = view.visibleRect
            var moved = view
            moved.bounds = newBounds
            sections = pinnedHeaderSections(in: [old, moved.visibleRect])
        case .none:
            break
        }
        return BoundsInvalidation(response: response, pinnedHeaderSections: sections)
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`:
    /// whether a cell's, header's or footer's preferred size differs from its
    /// frame's by more than ``sizeTolerance`` (backgrounds never size themselves).
    public func shouldInvalidate(forPreferredSize preferred: Size, of kind: ElementKind, original: Size) -> Bool {
        kind != .background && Self.measuredSizeDiffers(preferred, from: original)
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// for the element at `path` (an item's, or a header's or footer's at
    /// `[section, 0]`): as ``shouldInvalidate(forPreferredSize:of:original:)``,
    /// and `false` when the layout holds that size for the element already.
    ///
    /// A strategy may place an element at another size than the one its cell
    /// measured: a template's tile (`mosaic`, `tile-pattern`), a photo scaled
    /// to its row (`justified-rows`). Recording the size again would change
    /// nothing, and the cell would report it on every layout pass for ever.
    ///
    /// - Complexity: O(*p*) for *p* sizes recorded in this self-sizing pass and not laid out yet.
    public func shouldInvalidate(
        forPreferredSize preferred: Size, of kind: ElementKind, at path: ElementPath, original: Size
    ) -> Bool {
        shouldInvalidate(forPreferredSize: preferred, of: kind, original: original)
            && !holds(preferred, of: kind, at: path)
    }

    /// Whether a measurement of `size` for the element at `path` would record what the layout holds already.
    private func holds(_ size: Size, of kind: ElementKind, at path: ElementPath) -> Bool {
        switch kind {
        case .item:
            guard let measured = measurable(size, at: path) else { return false }
            let held =
                session.pendingSizes.last { $0.path == path }?.size
                ?? input?.sections[path.section].size(at: path.item)
            return held.map { measured.keepingSpan(of: $0) == $0 } ?? false
        case .header, .footer:
            return measuredSupplements[SupplementKey(kind: kind, section: path.section)] == size
        case .background:
            return false
        }
    }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`:
    /// records a measured size (an item's, or a header's or footer's at
    /// `[section, 0]`) and returns the content-offset adjustment that keeps
    /// the anchor in place (the adjustments handed out are counted whether or
    /// not UIKit has applied them yet). The first preferred size after a
    /// scroll takes the anchor.
    ///
    /// **One layout per pass.** With a strategy that places in item order
    /// (``LayoutGuarantees/placesInItemOrder``: the column strategies), a
    /// cell after the anchor cannot move it: its size is recorded and laid
    /// out with the others at the next `prepare`, so a screen of cells
    /// measuring themselves below the anchor costs one layout. A cell at or
    /// before the anchor, any cell of another strategy, and any cell of a
    /// horizontal right-to-left layout (whose frames all move with its
    /// content's width) are laid out at once (with the recorded ones), since
    /// the adjustment depends on them.
    ///
    /// - Returns: The context's `contentOffsetAdjustment`.
    /// - Complexity: O(1) for a recorded size; else as ``measureItem(at:size:)``.
    public mutating func invalidation(
        forPreferredSize size: Size, of kind: ElementKind, at path: ElementPath, in view: CollectionViewGeometry
    ) -> Point {
        // Within a pass the bounds may not have the adjustments yet: only the first report can follow a scroll.
        let anchor = session.measuring ? session.heldAnchor : holdAnchor(in: view)
        session.measuring = true
        let measured = kind == .item ? measurable(size, at: path) : nil
        if let measured, let anchor, path > anchor.path, !movesEveryFrame,
            type(of: strategy).guarantees.contains(.placesInItemOrder)
        {
            session.pendingSizes.append((path, measured))
            return .zero
        }
        do throws(LayoutError) {
            switch kind {
            case .item:
                guard let measured, !session.pendingSizes.isEmpty else {
                    try measureItem(at: path, size: size)  // a bad size or path throws here
                    break
                }
                // The recorded sizes and this one in one layout.
                let sizes = session.pendingSizes + [(path, measured)]
                session.pendingSizes = []
                try resizeItems(sizes)
            case .header, .footer: try measureSupplementaryElement(ofKind: kind, inSection: path.section, size: size)
            case .background: return .zero
            }
        } catch {
            session.lastError = error
            return .zero
        }
        guard case .held(let held, let origin) = session.anchor else { return .zero }
        var bounds = view.bounds
        bounds.origin = origin ?? view.bounds.origin
        // An offset is computed from a placed anchor only, and clamped at the content's real end.
        let adjustment = placedAnchorAdjustments(
            keeping: held, after: .resized([]), bounds: bounds, contentInset: view.contentInset
        ).kept
        let kept = Point(x: bounds.origin.x + adjustment.x, y: bounds.origin.y + adjustment.y)
        session.anchor = .held(retaken(held, at: kept, in: view), origin: kept)
        return adjustment
    }

    /// Whether any change of a length moves every frame: a horizontal
    /// right-to-left layout mirrors its frames within the content's width.
    private var movesEveryFrame: Bool {
        layout?.scrollAxis == .horizontal && layout?.layoutDirection == .rightToLeft
    }

    /// `size` as an item's measured size, when it is finite and positive and the item exists.
    private func measurable(_ size: Size, at path: ElementPath) -> ItemSize? {
        guard let input, input.sections.indices.contains(path.section), path.item >= 0,
            path.item < input.sections[path.section].count
        else { return nil }
        return ItemSize(measured: size)
    }

    /// Lays out the sizes a self-sizing pass recorded (one layout for all
    /// of them); what `prepare` does first. They come after the anchor in
    /// item order, so they do not move it.
    ///
    /// - Complexity: O(*r* log *r*) for *r* sizes, plus the live layout's
    ///   placements from the first of them on.
    public mutating func flushMeasurements() {
        guard !session.pendingSizes.isEmpty else { return }
        let sizes = session.pendingSizes
        session.pendingSizes = []
        do throws(LayoutError) {
            try resizeItems(sizes)
        } catch {
            session.lastError = error
        }
    }

    /// `invalidateLayout(with:)`: records what `context` invalidated for the
    /// next `prepare`. A data-source change holds the anchor now, from the
    /// old data in `view` (`nil` before the view exists); `reloadData()`
    /// lets it go.
    public mutating func invalidateLayout(with context: CollectionInvalidation, _ view: CollectionViewGeometry?) {
        if context.everything || context.dataSourceCounts {
            // Recorded sizes belong to the data before the change (dropped with it on `reloadData()`).
            if context.everything && context.dataSourceCounts { session.pendingSizes = [] } else { flushMeasurements() }
        }
        if !context.isSelfSizing, !context.isInteractiveMovement { session.lastError = nil }  // a new pass
        if context.everything {
            if context.dataSourceCounts {
                // `reloadData()` (the counts too): every cell is new, so is every measured size and the anchor.
                forgetMeasuredSizes()
                session.anchor = .free
            } else if let view {
                _ = holdAnchor(in: view)
            }
            session.dataSource = .needsFullRead
        } else if context.dataSourceCounts {
            // A batch update (or the end of a drag): its edits follow in `prepare(forUpdates:)`.
            switch session.dataSource {
            case .needsFullRead, .batchAnnounced: break
            case .current:
                if let view { _ = holdAnchor(in: view) }
                session.dataSource = .batchAnnounced(prepared: false)
            }
        } else if !context.isSelfSizing, !context.isInteractiveMovement {
            // The app's own context naming items whose content changed: read their sizes again.
            session.invalidatedItems.formUnion(context.items)
        }
    }

    /// `invalidationContextForEndingInteractiveMovementOfItems`: ends the
    /// drag; a move that lands elsewhere arrives as the batch update that follows.
    public mutating func endInteractiveMovement(cancelled: Bool, _ view: CollectionViewGeometry?) {
        guard endInteractiveMove(cancelled: cancelled) != nil else { return }
        invalidateLayout(with: CollectionInvalidation(dataSourceCounts: true), view)
    }

    /// Makes the next `prepare` read the data source in full: a layout
    /// installed, a controller replaced, a property of the adapter changed.
    /// The anchor is let go with the data source.
    public mutating func setNeedsInput() {
        session.dataSource = .needsFullRead
        session.anchor = .free
    }
}
