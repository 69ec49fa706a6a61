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

/// What the controller remembers between a collection view's calls: every
/// flag and anchor a UIKit layout would otherwise keep itself.
struct CollectionViewSession: Sendable {
    /// The next `prepare` reads the data source in full.
    var needsInput = true
    /// A batch update's edits are to come (`prepare(forUpdates:)`).
    var awaitsUpdates = false
    /// A `prepare` ran while ``awaitsUpdates``: a second one without the edits reads in full.
    var preparedAwaitingUpdates = false
    /// Items an app's context named: read again at the next `prepare`.
    var invalidatedItems: Set<ElementPath> = []
    /// The first visible item before a data-source change, taken with the old data and bounds.
    var updateAnchor: ScrollAnchor?
    /// The first visible item before a bounds change that relays out, taken with the old bounds.
    var boundsChangeAnchor: ScrollAnchor?
    /// The anchor of the current self-sizing pass (one per layout pass), and
    /// the bounds' origin once the adjustments handed out so far are applied.
    var passAnchor: (anchor: ScrollAnchor, origin: Point)?
    /// Sizes cells after the pass's anchor measured, not laid out yet: the
    /// next `prepare` (or anything that needs the layout first) lays them
    /// out at once (``CollectionLayoutController/flushMeasurements()``).
    var pendingSizes: [(path: ElementPath, size: ItemSize)] = []
    /// The content offset that keeps the first visible item in place, for `targetContentOffset`.
    var anchoredContentOffset: Point?
    /// Whether `targetContentOffset` was asked for ``anchoredContentOffset``.
    var anchoredOffsetDelivered = false
    /// The error of the last data-source change (a read or a batch) or
    /// measurement that failed, until a data-source change succeeds.
    var lastError: LayoutError?
}

// MARK: - The calls of a collection view

/// One method per call a collection view makes into its layout (UIKit's
/// `UICollectionViewLayout` overrides), so that a UIKit layout only converts
/// types and forwards, and every decision — what to read, what to keep,
/// which item to keep in place, what a bounds change costs — is made here,
/// where a replay of UIKit's calls on any platform runs it.
///
/// **Anchoring.** The first visible item (``ScrollAnchor/firstVisibleItem(in:visibleRect:)``)
/// stays where it is on screen through every change: taken once per change
/// with the data and bounds before it (at the invalidation, so that either
/// order of `prepare` and `prepare(forUpdates:)` keeps it), followed through a
/// batch's edits (a reloaded anchor too), and once per self-sizing pass (the
/// first preferred size of a pass takes it, `prepare` ends the pass). An
/// anchor that straddles the visible rect's leading edge keeps its trailing
/// edge: it grows upward.
///
/// **UIKit's order, where it is not documented.** `prepare` may come before
/// or after `prepare(forUpdates:)`; `targetContentOffset` may or may not be
/// asked at the end of an update or an animated bounds change. Either way the
/// result is the same: the `finalize` calls return the offset to set when it
/// was not asked for.
extension CollectionLayoutController {
    /// The error of the last data-source change (a full read or a batch) or
    /// measurement that failed, or `nil`; cleared when a data-source change
    /// succeeds (not by a `prepare` that had nothing to read).
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
        defer { followViewport(anchoredVisibleRect(of: view)) }
        flushMeasurements()
        session.passAnchor = nil
        if session.awaitsUpdates, session.preparedAwaitingUpdates { session.needsInput = true }
        let readsAll = session.needsInput || input == nil
        // Taken before the bounds changed, or with the data before it changed (not on every
        // scroll frame: pinned headers prepare again on each, and nothing changes then).
        if readsAll { place(through: view.visibleRect) }  // deferred placement: the anchor is on screen
        let anchor =
            session.boundsChangeAnchor
            ?? (readsAll ? session.updateAnchor ?? scrollAnchor(in: view.visibleRect) : nil)
        if session.boundsChangeAnchor != nil, !readsAll {
            // A new width places everything again. The frontier is a position of
            // the old width: placing through it (from the start) would go past or
            // short of the anchor at the new one. Place through the anchor item
            // (`keep`), then the screen where it is kept (`followViewport`).
            preparePlacementAfterBoundsChange()
        }
        session.boundsChangeAnchor = nil
        do throws(LayoutError) {
            let change: LayoutChange
            if readsAll {
                change = try update(
                    fromDataSource: dataSource.input(viewport: view.viewport, layoutDirection: view.layoutDirection))
                session.awaitsUpdates = false
                session.updateAnchor = nil
                session.lastError = nil
            } else {
                change = try updateViewport(view.viewport, layoutDirection: view.layoutDirection)
            }
            // A new anchor replaces the offset of the last one (a batch's, when its edits came first).
            if anchor != nil { keep(anchor, after: change, in: view) }
        } catch {
            fail(error, dataSource: dataSource)
        }
        session.needsInput = false
        if !session.invalidatedItems.isEmpty, !session.awaitsUpdates {
            let reloads = session.invalidatedItems.sorted().map(CollectionUpdate.reloadItem)
            session.invalidatedItems = []
            applyBatch(reloads, view: view, dataSource: dataSource, anchor: scrollAnchor(in: view.visibleRect))
        }
        session.preparedAwaitingUpdates = session.awaitsUpdates
    }

    /// `prepare(forCollectionViewUpdates:)`: follows a batch update edit by
    /// edit (``apply(_:sections:itemCount:size:options:)``), the first visible
    /// item followed through the edits (a reloaded one too) and kept in place.
    /// A batch that fails is read in full instead.
    ///
    /// - Complexity: as ``apply(_:sections:itemCount:size:options:)``.
    public mutating func prepare(
        forUpdates updates: [CollectionUpdate], _ view: CollectionViewGeometry, dataSource: CollectionDataSource
    ) {
        defer { followViewport(view.visibleRect) }
        flushMeasurements()
        guard session.awaitsUpdates else { return }
        session.awaitsUpdates = false
        session.preparedAwaitingUpdates = false
        place(through: view.visibleRect)
        let anchor = session.updateAnchor ?? scrollAnchor(in: view.visibleRect)
        session.updateAnchor = nil
        applyBatch(updates, view: view, dataSource: dataSource, anchor: anchor)
    }

    /// Applies a batch, keeping `anchor` (followed through it); a read in full when it fails.
    private mutating func applyBatch(
        _ updates: [CollectionUpdate], view: CollectionViewGeometry, dataSource: CollectionDataSource,
        anchor: ScrollAnchor?
    ) {
        let followed = anchor.flatMap { scrollAnchor($0, following: updates) }
        do throws(LayoutError) {
            let change = try apply(
                updates, sections: dataSource.numberOfSections(), itemCount: dataSource.numberOfItems,
                size: dataSource.itemSize, options: dataSource.sectionOptions)
            if change != .none { keep(followed, after: .resized([]), in: view) }
            session.lastError = nil
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
        session.needsInput = true
        if let input, layout != nil, !dataSource.matches(input) { clearLayout() }
    }

    /// Records the content offset that puts `anchor` back after `change`, in
    /// place of the last one's (none when nothing before the anchor moved).
    private mutating func keep(_ anchor: ScrollAnchor?, after change: LayoutChange, in view: CollectionViewGeometry) {
        session.anchoredContentOffset = nil
        if let anchor { placeDeferred(through: anchor, after: change) }
        guard
            let origin = anchoredOrigin(
                keeping: anchor, after: change, bounds: view.bounds, contentInset: view.contentInset)
        else { return }
        session.anchoredContentOffset = origin
        session.anchoredOffsetDelivered = false
    }

    /// `targetContentOffset(forProposedContentOffset:)`: the offset that
    /// keeps the first visible item in place after the last update or width
    /// change, else `proposed`.
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
    /// invalidates. A relayout takes the anchor now, while the view has its
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
            place(through: view.visibleRect)
            session.boundsChangeAnchor = scrollAnchor(in: view.visibleRect)
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

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`:
    /// records a measured size (an item's, or a header's or footer's at
    /// `[section, 0]`) and returns the content-offset adjustment that keeps
    /// the pass's anchor in place. The first preferred size of a layout pass
    /// takes the anchor; the others keep it (the adjustments handed out are
    /// counted whether or not UIKit has applied them yet).
    ///
    /// **One layout per pass.** With a strategy that places in item order
    /// (``LayoutGuarantees/placesInItemOrder``: the column strategies), a
    /// cell after the anchor cannot move it: its size is recorded and laid
    /// out with the others at the next `prepare`, so a screen of cells
    /// measuring themselves below the anchor costs one layout. A cell at or
    /// before the anchor, or any cell of another strategy, is laid out at
    /// once (with the recorded ones), since its adjustment depends on it.
    ///
    /// - Returns: The context's `contentOffsetAdjustment`.
    /// - Complexity: O(1) for a recorded size; else as ``measureItem(at:size:)``.
    public mutating func invalidation(
        forPreferredSize size: Size, of kind: ElementKind, at path: ElementPath, in view: CollectionViewGeometry
    ) -> Point {
        if session.passAnchor == nil { place(through: view.visibleRect) }
        if session.passAnchor == nil, let anchor = scrollAnchor(in: view.visibleRect) {
            session.passAnchor = (anchor, view.bounds.origin)
        }
        let measured = kind == .item ? measurable(size, at: path) : nil
        if let measured, let pass = session.passAnchor, path > pass.anchor.path,
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
        guard let pass = session.passAnchor else { return .zero }
        var bounds = view.bounds
        bounds.origin = pass.origin
        let adjustment = contentOffsetAdjustment(
            keeping: pass.anchor, after: .resized([]), bounds: bounds, contentInset: view.contentInset)
        session.passAnchor?.origin = Point(x: pass.origin.x + adjustment.x, y: pass.origin.y + adjustment.y)
        return adjustment
    }

    /// `size` as an item's measured size, when it is finite and positive and the item exists.
    private func measurable(_ size: Size, at path: ElementPath) -> ItemSize? {
        guard let input, input.sections.indices.contains(path.section), path.item >= 0,
            path.item < input.sections[path.section].count
        else { return nil }
        return ItemSize(measured: size)
    }

    /// Lays out the sizes a self-sizing pass recorded (one layout for all
    /// of them); what `prepare` does first.
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
    /// next `prepare`. A data-source change takes the anchor now, from the
    /// old data in `view` (`nil` before the view exists).
    public mutating func invalidateLayout(with context: CollectionInvalidation, _ view: CollectionViewGeometry?) {
        if context.everything || context.dataSourceCounts {
            // Recorded sizes belong to the data before the change (dropped with it on `reloadData()`).
            if context.everything && context.dataSourceCounts { session.pendingSizes = [] } else { flushMeasurements() }
        }
        if context.everything {
            session.needsInput = true
            // `reloadData()` (the counts too): every cell is new, so is every measured size.
            if context.dataSourceCounts { forgetMeasuredSizes() }
        } else if context.dataSourceCounts {
            // A batch update (or the end of a drag): its edits follow in `prepare(forUpdates:)`.
            if !session.awaitsUpdates {
                if let view { place(through: view.visibleRect) }
                session.updateAnchor = view.flatMap { scrollAnchor(in: $0.visibleRect) }
            }
            session.awaitsUpdates = true
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
    public mutating func setNeedsInput() {
        session.needsInput = true
    }
}
