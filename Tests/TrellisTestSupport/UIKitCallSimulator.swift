import Testing
import TrellisTools

@testable import Trellis

/// A stand-in for `UICollectionView` on Linux: it holds the data source and
/// the bounds, and makes the calls UIKit makes into a layout, in UIKit's
/// order, into the controller's own entry points — the ones
/// `TrellisCollectionViewLayout` forwards to without deciding anything
/// (`prepare(_:dataSource:)`, `prepare(forUpdates:_:dataSource:)`,
/// `invalidation(forPreferredSize:of:at:in:)`, …). Nothing here decides
/// what the layout does; it only plays UIKit's part:
///
/// * a layout pass: `prepare`, then each visible cell (and header or
///   footer) that differs from its frame reports its preferred size, each
///   report invalidating with the adjustment the controller gives; then
///   `prepare` again, until every cell fits;
/// * a batch update: the data source edited, the counts invalidated, then
///   `prepare` and `prepare(forUpdates:)` (in either order, ``Order``), the
///   target content offset asked for or not, `finalize`, a layout pass;
/// * a bounds change: asked whether it invalidates, its context made with
///   the old bounds, the new bounds set, then a layout pass.
package struct UIKitCallSimulator {
    /// One item of the data source: its identity, the size the data source
    /// gives (an estimate; `nil` for a section given by count), and the
    /// height its cell measures at any width.
    package struct Item: Hashable {
        package var id: Int
        package var estimate: ItemSize?
        package var trueLength: Double

        package init(id: Int, estimate: ItemSize?, trueLength: Double) {
            self.id = id
            self.estimate = estimate
            self.trueLength = trueLength
        }
    }

    /// The parts of UIKit's call order that are not documented: a test
    /// replays each to show the result does not depend on it.
    package struct Order {
        /// `prepare()` before `prepare(forCollectionViewUpdates:)` (else after).
        package var prepareBeforeUpdates = true
        /// `targetContentOffset` asked at the end of updates and animated bounds changes.
        package var asksTargetContentOffset = true
        /// A self-sizing context's `contentOffsetAdjustment` applied at once (else at the end of the pass).
        package var appliesAdjustmentsAtOnce = true
        /// How far beyond the bounds, along the scroll axis on either side,
        /// cells are made and size themselves (the collection view prepares
        /// cells a little before they scroll in); 0: the visible ones only.
        package var selfSizesBeyondBounds = 0.0

        package init(
            prepareBeforeUpdates: Bool = true, asksTargetContentOffset: Bool = true,
            appliesAdjustmentsAtOnce: Bool = true, selfSizesBeyondBounds: Double = 0
        ) {
            self.prepareBeforeUpdates = prepareBeforeUpdates
            self.asksTargetContentOffset = asksTargetContentOffset
            self.appliesAdjustmentsAtOnce = appliesAdjustmentsAtOnce
            self.selfSizesBeyondBounds = selfSizesBeyondBounds
        }
    }

    package var controller: CollectionLayoutController
    package var sections: [[Item]]
    /// The measured height of each section's header, when headers size themselves.
    package var headerHeights: [Int: Double] = [:]
    /// The inset of each section's background, `nil` for none.
    package var sectionBackground: Insets?
    /// The collection view's layout direction.
    package var layoutDirection = ReadingDirection.leftToRight
    /// The collection view's bounds: its origin is the content offset.
    package var bounds: Rect
    package var order = Order()
    /// The paths whose size the layout read from the data source, in order.
    package var reads: [ElementPath] = []
    /// The number of self-sizing reports of the last layout pass.
    package var reportsInLastPass = 0

    /// Items per slice when deferred placement crosses to a window: one, so
    /// that every placement more than two items past the pause crosses (a
    /// replay of a few thousand items crosses as a million would, and more
    /// often).
    package static let windowSegment = 1

    /// A collection view of `sections` in `bounds`; `keepsColumns` and
    /// `defersPlacement` as the UIKit layout sets them (both on by default there).
    package init(
        strategy: any LayoutStrategy, sections: [[Item]], bounds: Rect, keepsColumns: Bool = false,
        defersPlacement: Bool = false
    ) {
        controller = CollectionLayoutController(
            strategy: keepsColumns ? CollectionLayoutController.keepingColumns(strategy) : strategy)
        controller.defersPlacement = defersPlacement
        controller.placesWindow = true  // as the UIKit layout sets it
        controller.windowSegment = Self.windowSegment
        self.sections = sections
        self.bounds = bounds
    }

    /// What the layout's `lastError` holds.
    package var lastError: LayoutError? { controller.lastError }

    package var geometry: CollectionViewGeometry {
        CollectionViewGeometry(bounds: bounds, layoutDirection: layoutDirection)
    }

    /// The paths whose size the layout read, kept outside the value so that the data source's closure can add to them.
    private final class Recorder {
        var reads: [ElementPath] = []
    }

    /// The data source as the layout reads it, recording every size read into ``reads``.
    private func dataSource(recording recorder: Recorder) -> CollectionDataSource {
        let sections = self.sections
        return CollectionDataSource(
            numberOfSections: { sections.count }, numberOfItems: { sections[$0].count },
            itemSize: { path in
                recorder.reads.append(path)
                return sections[path.section][path.item].estimate
            }, sectionBackground: sectionBackground)
    }

    /// The input of the data source: every estimate (a count where there is none).
    package var dataSourceInput: LayoutInput {
        let sections = self.sections
        return CollectionLayoutController.makeInput(
            viewport: bounds.size, layoutDirection: layoutDirection, sections: sections.count,
            itemCount: { sections[$0].count },
            size: { sections[$0.section][$0.item].estimate }, sectionBackground: sectionBackground)
    }
    /// Expects the layout the controller shows to equal a full prepare by
    /// `strategy` of the data source with every measured size
    /// (``fullPrepareWithMeasuredSizes(by:)``): from its window's first
    /// element through the end, when it holds a window.
    package func expectEqualsFullPrepare(
        by strategy: some LayoutStrategy, _ context: Comment = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let full = try fullPrepareWithMeasuredSizes(by: strategy)
        let base = controller.windowBase
        #expect(
            controller.layout?.allElements == Array(full.allElements[base...]), context, sourceLocation: sourceLocation)
    }

    /// A full prepare of the data source by `strategy` with the measured
    /// sizes in place of the estimates: what the layout must equal. An
    /// unmeasured item of a count section has the size a layout of the
    /// section by count gives it.
    package func fullPrepareWithMeasuredSizes(by strategy: some LayoutStrategy) throws -> PreparedLayout {
        var input = dataSourceInput
        let byCount = try strategy.prepare(input)
        for (path, size) in controller.measuredSizes {
            if case .count(let count) = input.sections[path.section].items {
                input.sections[path.section].items = .sizes(
                    (0..<count).map {
                        ItemSize(
                            measured: byCount.attributesForItem(at: ElementPath(section: path.section, item: $0))!
                                .frame.size)!
                    })
            }
            guard case .sizes(var sizes) = input.sections[path.section].items else { continue }
            sizes[path.item] = size
            input.sections[path.section].items = .sizes(sizes)
        }
        for (key, size) in controller.measuredSupplements {
            input.sections[key.section].options[key.kind == .header ? "headerReferenceSize" : "footerReferenceSize"] =
                size.optionValue
        }
        return try strategy.prepare(input)
    }

    // MARK: - What an app does

    /// The first layout, or `reloadData()`: everything invalidated, every measured size forgotten.
    package mutating func reloadData(sizingCells: Bool = true) {
        controller.invalidateLayout(with: CollectionInvalidation(everything: true, dataSourceCounts: true), geometry)
        prepare()
        if sizingCells { selfSize() }
    }

    /// `invalidateLayout()`: a property changed; the data source is read in full.
    package mutating func invalidateLayout() {
        controller.invalidateLayout(with: CollectionInvalidation(everything: true), geometry)
        layoutPass()
    }

    /// `performBatchUpdates`: the data source edited, the counts invalidated,
    /// the layout prepared and given the edits in ``order``, the offset
    /// asked for or not, then the visible cells size themselves.
    package mutating func performBatchUpdates(
        _ updates: [CollectionUpdate], sizingCells: Bool = true, editing edit: (inout [[Item]]) -> Void
    ) {
        edit(&sections)
        controller.invalidateLayout(with: CollectionInvalidation(dataSourceCounts: true), geometry)
        if order.prepareBeforeUpdates { prepare() }
        let recorder = Recorder()
        controller.prepare(forUpdates: updates, geometry, dataSource: dataSource(recording: recorder))
        reads += recorder.reads
        if !order.prepareBeforeUpdates { prepare() }
        endUpdate()
        if sizingCells { selfSize() }
    }

    /// `invalidateLayout(with:)` of a context naming items whose content changed.
    package mutating func invalidateItems(_ paths: [ElementPath], editing edit: (inout [[Item]]) -> Void) {
        edit(&sections)
        controller.invalidateLayout(with: CollectionInvalidation(items: paths), geometry)
        layoutPass()
    }

    /// A bounds change to `size` (rotation, animated) at the same content
    /// offset; then the cells size themselves unless `sizingCells` is false.
    package mutating func resize(to size: Size, sizingCells: Bool = true) {
        var new = bounds
        new.size = size
        boundsChange(to: new, animated: true, sizingCells: sizingCells)
    }

    /// A bounds change that keeps the origin and changes only the height (a keyboard, a toolbar).
    package mutating func resizeHeight(to height: Double) {
        var new = bounds
        new.size.height = height
        boundsChange(to: new, animated: false)
    }

    /// Scrolls to a content offset along y, then the cells that appear size themselves.
    package mutating func scroll(toY y: Double) {
        var new = bounds
        new.origin.y = y
        boundsChange(to: new, animated: false)
    }

    /// The user scrolls (or jumps) to a content offset; the cells that appear size themselves unless `sizingCells` is false.
    package mutating func scroll(to origin: Point, sizingCells: Bool = true) {
        var new = bounds
        new.origin = origin
        boundsChange(to: new, animated: false, sizingCells: sizingCells)
    }

    // MARK: - What UIKit does

    private mutating func prepare() {
        let recorder = Recorder()
        controller.prepare(geometry, dataSource: dataSource(recording: recorder))
        reads += recorder.reads
    }

    /// The end of an update or an animated bounds change: the offset asked for (or not), then finalize.
    private mutating func endUpdate() {
        if order.asksTargetContentOffset { bounds.origin = controller.targetContentOffset(proposed: bounds.origin) }
        if let offset = controller.finalizeUpdates() { bounds.origin = offset }
    }

    private mutating func boundsChange(to new: Rect, animated: Bool, sizingCells: Bool = true) {
        if controller.shouldInvalidate(forBoundsChange: new, geometry) {
            _ = controller.invalidation(forBoundsChange: new, geometry)
            controller.invalidateLayout(with: CollectionInvalidation(), geometry)
            bounds = new
            prepare()
            if animated { endUpdate() }
        } else {
            bounds = new
        }
        if sizingCells { selfSize() }
    }

    /// `layoutSubviews` after an invalidation: `prepare`, then self-sizing.
    package mutating func layoutPass() {
        prepare()
        selfSize()
    }

    /// Each visible cell, header and footer (and those ``Order/selfSizesBeyondBounds``
    /// around them) reports its preferred size, one pass per layout pass,
    /// until none differs from its frame (at most 20 passes: a layout that
    /// never takes a reported size would loop).
    ///
    /// - Returns: The number of passes that reported a size.
    @discardableResult
    package mutating func selfSize() -> Int {
        var passes = 0
        while passes < 20, selfSizingPass() > 0 { passes += 1 }
        return passes
    }

    /// One self-sizing pass: each visible cell (and measured header) whose
    /// preferred size differs from its frame reports it, then `prepare`.
    /// Returns the number of reports.
    @discardableResult
    package mutating func selfSizingPass() -> Int {
        var pending = Point.zero
        var reports = 0
        var prepared = bounds  // the cells the collection view has made
        if order.selfSizesBeyondBounds > 0 {
            let margin = order.selfSizesBeyondBounds
            if controller.layout?.scrollAxis == .horizontal {
                prepared = Rect(
                    x: bounds.minX - margin, y: bounds.minY, width: bounds.width + 2 * margin, height: bounds.height)
            } else {
                prepared = Rect(
                    x: bounds.minX, y: bounds.minY - margin, width: bounds.width, height: bounds.height + 2 * margin)
            }
        }
        controller.place(through: prepared)  // as the UIKit layout does before each read
        let visible = controller.elements(in: prepared, visibleRect: bounds)
        for element in visible {
            let preferred: Size
            switch element.kind {
            case .item:
                // A cell measures its length along the scroll axis; across it, it takes its frame's.
                let item = sections[element.path.section][element.path.item]
                preferred =
                    controller.layout?.scrollAxis == .horizontal
                    ? Size(width: item.trueLength, height: element.frame.height)
                    : Size(width: element.frame.width, height: item.trueLength)
            case .header:
                guard let height = headerHeights[element.path.section] else { continue }
                preferred = Size(width: element.frame.width, height: height)
            case .footer, .background:
                continue
            }
            // UIKit asks with the attributes it holds: the frame the cell was created with.
            guard
                controller.shouldInvalidate(
                    forPreferredSize: preferred, of: element.kind, at: element.path, original: element.frame.size)
            else { continue }
            let adjustment = controller.invalidation(
                forPreferredSize: preferred, of: element.kind, at: element.path, in: geometry)
            controller.invalidateLayout(with: CollectionInvalidation(isSelfSizing: true), geometry)
            reports += 1
            if order.appliesAdjustmentsAtOnce {
                bounds.origin.x += adjustment.x
                bounds.origin.y += adjustment.y
            } else {
                pending.x += adjustment.x
                pending.y += adjustment.y
            }
        }
        bounds.origin.x += pending.x
        bounds.origin.y += pending.y
        if reports == 0 { return 0 }
        reportsInLastPass = reports
        prepare()
        return reports
    }

    // MARK: - Interactive movement

    /// The item being dragged, at the path the collection view holds it now.
    package private(set) var movingItem: ElementPath?

    /// `beginInteractiveMovementForItem(at:)`.
    package mutating func beginInteractiveMovement(ofItemAt path: ElementPath) {
        movingItem = path
    }

    /// `updateInteractiveMovementTargetPosition(_:)`: the target path the
    /// layout gives, and the moving item's attributes at that path.
    package mutating func updateInteractiveMovementTargetPosition(_ position: Point) -> LayoutAttributes? {
        guard let current = movingItem else { return nil }
        let target = controller.moveInteractively(itemAt: current, to: position) ?? current
        movingItem = target
        return controller.attributesForInteractivelyMovingItem(at: target, position: position)
    }

    /// `endInteractiveMovement()` (or `cancelInteractiveMovement()`): the
    /// ending context, the data source's `moveItemAt`, then a batch update of
    /// that move; without a move, the layout pass the ending context's
    /// invalidation brings (cells size themselves in it).
    package mutating func endInteractiveMovement(cancelled: Bool = false) {
        movingItem = nil
        let move = controller.interactiveMove
        controller.endInteractiveMovement(cancelled: cancelled, geometry)
        guard !cancelled, let move, move.origin != move.target else {
            layoutPass()
            return
        }
        performBatchUpdates([move.update]) { sections in
            let item = sections[move.origin.section].remove(at: move.origin.item)
            sections[move.target.section].insert(item, at: move.target.item)
        }
    }

    // MARK: - What the user sees

    /// The frame of the item with identity `id`, or `nil`.
    package func frame(ofItem id: Int) -> Rect? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(where: { $0.id == id }) {
                return controller.attributesForItem(at: ElementPath(section: section, item: item))?.frame
            }
        }
        return nil
    }

    /// The item's frame relative to the visible rect's top: what the user sees.
    package func screenY(ofItem id: Int) -> Double? {
        frame(ofItem: id).map { $0.minY - bounds.minY }
    }

    /// The item's bottom edge relative to the visible rect's top.
    package func screenMaxY(ofItem id: Int) -> Double? {
        frame(ofItem: id).map { $0.maxY - bounds.minY }
    }

    /// Where the user sees the item along the scroll axis: its leading edge's
    /// distance past the visible rect's (its trailing edge's with `trailing`),
    /// in positions that grow towards the content's end (leftwards right to left).
    package func screenPosition(ofItem id: Int, trailing: Bool = false) -> Double? {
        guard let frame = frame(ofItem: id), let layout = controller.layout else { return nil }
        switch (layout.scrollAxis, layout.layoutDirection) {
        case (.vertical, _): return (trailing ? frame.maxY : frame.minY) - bounds.minY
        case (.horizontal, .leftToRight): return (trailing ? frame.maxX : frame.minX) - bounds.minX
        case (.horizontal, .rightToLeft): return bounds.maxX - (trailing ? frame.minX : frame.maxX)
        }
    }

    /// The column (or row, scrolling horizontally) of every item, by identity: its frame's position across the scroll axis.
    package func columns() -> [Int: Double] {
        var result: [Int: Double] = [:]
        for (section, items) in sections.enumerated() {
            for (index, item) in items.enumerated() {
                guard let frame = controller.attributesForItem(at: ElementPath(section: section, item: index))?.frame
                else { continue }
                result[item.id] = controller.layout?.scrollAxis == .horizontal ? frame.minY : frame.minX
            }
        }
        return result
    }

    /// The identity of the first visible item, as the controller's anchoring rule picks it.
    package func firstVisibleItem() -> (id: Int, straddles: Bool)? {
        guard let anchor = controller.scrollAnchor(in: bounds) else { return nil }
        return (sections[anchor.path.section][anchor.path.item].id, anchor.trailingEdge != nil)
    }

    /// The item the layout keeps still: the anchor it holds since the user
    /// last scrolled, else the first visible item (what the next change takes).
    package func keptItem() -> (id: Int, straddles: Bool)? {
        guard let anchor = keptAnchor() else { return nil }
        return (sections[anchor.path.section][anchor.path.item].id, anchor.trailingEdge != nil)
    }

    /// The anchor of ``keptItem()``.
    package func keptAnchor() -> ScrollAnchor? {
        guard case .held(let anchor, let origin) = controller.session.anchor, origin == nil || origin == bounds.origin,
            sections.indices.contains(anchor.path.section),
            sections[anchor.path.section].indices.contains(anchor.path.item)
        else { return controller.scrollAnchor(in: bounds) }
        return anchor
    }

    /// Where the user sees the first visible item: its trailing edge when it
    /// straddles the top (it grows upward), else its leading edge.
    package func screenPosition(of anchor: (id: Int, straddles: Bool)) -> Double? {
        screenPosition(ofItem: anchor.id, trailing: anchor.straddles)
    }
}
