import TrellisTools

/// Replays, on Linux, the calls `UICollectionView` makes into a
/// `TrellisCollectionViewLayout`, against the layout's platform-neutral
/// controller, as the layout makes them:
///
/// * `prepare()` after a data-source change: the anchor item is taken, the
///   input is read from the data source (every item's estimate), and
///   `update(fromDataSource:)` lays it out; the content offset moves by the
///   adjustment that keeps the anchor in place;
/// * a batch update: `prepare()` takes the anchor and reads nothing;
///   `prepare(forCollectionViewUpdates:)` calls
///   `apply(_:sections:itemCount:size:options:)` with the batch's edits,
///   which reads only the new and reloaded items, the anchor followed through them;
/// * self-sizing: each visible cell reports its preferred size (the column's
///   width, its true height); a size that differs from its frame's goes to
///   `measureItem(at:size:)`, with the offset adjustment of its context;
/// * a bounds change of another width (rotation): the anchor taken first,
///   then `updateViewport(_:layoutDirection:)`;
/// * `reloadData()`: every measured size forgotten, then `prepare()`;
/// * a drag (interactive movement): each new finger position asks
///   `targetIndexPath(forInteractivelyMovingItem:withPosition:)` with the
///   item's current path, then the moving item's attributes at the path it
///   returned; the end calls the data source's move and makes a batch update
///   of that one move.
struct UIKitCallSimulator {
    /// One item of the data source: its identity, the size the data source
    /// gives (an estimate), and the height its cell measures at any width.
    struct Item: Hashable {
        var id: Int
        var estimate: ItemSize
        var trueHeight: Double
    }

    var controller: CollectionLayoutController
    var sections: [[Item]]
    /// The collection view's bounds: its origin is the content offset.
    var bounds: Rect
    /// What the layout's `lastError` would hold.
    var lastError: LayoutError?
    /// The paths whose size the layout read from the data source, in order.
    var reads: [ElementPath] = []

    init(strategy: any LayoutStrategy, sections: [[Item]], bounds: Rect) {
        controller = CollectionLayoutController(strategy: strategy)
        self.sections = sections
        self.bounds = bounds
    }

    /// The input the layout reads from the data source.
    var dataSourceInput: LayoutInput {
        let sections = self.sections
        return CollectionLayoutController.makeInput(
            viewport: bounds.size, sections: sections.count, itemCount: { sections[$0].count },
            size: { sections[$0.section][$0.item].estimate })
    }

    /// A full prepare of the data source by `strategy`, with the measured
    /// sizes in place of the estimates: what the layout must equal.
    func fullPrepareWithMeasuredSizes(by strategy: some LayoutStrategy) throws -> PreparedLayout {
        var input = dataSourceInput
        for (path, size) in controller.measuredSizes {
            guard case .sizes(var sizes) = input.sections[path.section].items else { continue }
            sizes[path.item] = size
            input.sections[path.section].items = .sizes(sizes)
        }
        return try strategy.prepare(input)
    }

    /// `prepare()` after a data-source change; returns the anchor it took.
    @discardableResult
    mutating func prepareAfterDataSourceChange() -> ScrollAnchor? {
        let anchor = controller.scrollAnchor(in: bounds)
        do {
            let change = try controller.update(fromDataSource: dataSourceInput)
            adjust(
                by: controller.contentOffsetAdjustment(
                    keeping: anchor, after: change, bounds: bounds, contentInset: .zero))
            lastError = nil
        } catch {
            lastError = error
        }
        return anchor
    }

    /// `performBatchUpdates`: the data source edited; `prepare()` takes the
    /// anchor and reads nothing (the data-source counts were invalidated, not
    /// everything); `prepare(forCollectionViewUpdates:)` follows the edits,
    /// reading only new and reloaded items; then the visible cells size themselves.
    mutating func performBatchUpdates(_ updates: [CollectionUpdate], editing edit: (inout [[Item]]) -> Void) {
        edit(&sections)
        follow(updates)
    }

    /// `invalidateLayout(with:)` of a context naming items whose content
    /// changed, then `prepare()`: their sizes read again, as reloads.
    mutating func invalidateItems(_ paths: [ElementPath], editing edit: (inout [[Item]]) -> Void) {
        edit(&sections)
        follow(paths.sorted().map(CollectionUpdate.reloadItem))
    }

    /// The controller follows `updates` of the data source, the anchor kept
    /// through them; then the visible cells size themselves.
    private mutating func follow(_ updates: [CollectionUpdate]) {
        let anchor = controller.scrollAnchor(in: bounds).flatMap { controller.scrollAnchor($0, following: updates) }
        let sections = self.sections
        do {
            let change = try controller.apply(
                updates, sections: sections.count, itemCount: { sections[$0].count },
                size: { path in
                    reads.append(path)
                    return sections[path.section][path.item].estimate
                })
            if change != .none {
                adjust(
                    by: controller.contentOffsetAdjustment(
                        keeping: anchor, after: .resized([]), bounds: bounds, contentInset: .zero))
            }
            lastError = nil
        } catch {
            lastError = error
        }
        selfSizeVisibleCells()
    }

    /// `reloadData()`: every cell new, every measured size forgotten.
    mutating func reloadData() {
        controller.forgetMeasuredSizes()
        prepareAfterDataSourceChange()
        selfSizeVisibleCells()
    }

    /// Each visible cell reports its preferred size until none differs from its frame.
    mutating func selfSizeVisibleCells() {
        for _ in 0..<20 {
            var measuredOne = false
            for element in controller.elements(in: bounds, visibleRect: bounds) where element.kind == .item {
                let path = element.path
                let preferred = Size(width: element.frame.width, height: sections[path.section][path.item].trueHeight)
                guard CollectionLayoutController.measuredSizeDiffers(preferred, from: element.frame.size) else {
                    continue
                }
                let anchor = controller.scrollAnchor(in: bounds)
                do {
                    let change = try controller.measureItem(at: path, size: preferred)
                    adjust(
                        by: controller.contentOffsetAdjustment(
                            keeping: anchor, after: change, bounds: bounds, contentInset: .zero))
                    measuredOne = true
                } catch {
                    lastError = error
                }
            }
            if !measuredOne { return }
        }
    }

    /// A bounds change to `size` (rotation) at the same content offset.
    mutating func resize(to size: Size) {
        let anchor = controller.scrollAnchor(in: bounds)
        bounds.size = size
        do {
            let change = try controller.updateViewport(size, layoutDirection: .leftToRight)
            adjust(
                by: controller.contentOffsetAdjustment(
                    keeping: anchor, after: change, bounds: bounds, contentInset: .zero))
        } catch {
            lastError = error
        }
        selfSizeVisibleCells()
    }

    /// The item being dragged, at the path the collection view holds it now.
    private(set) var movingItem: ElementPath?

    /// `beginInteractiveMovementForItem(at:)`.
    mutating func beginInteractiveMovement(ofItemAt path: ElementPath) {
        movingItem = path
    }

    /// `updateInteractiveMovementTargetPosition(_:)`: the target path the
    /// layout gives, and the moving item's attributes at that path.
    mutating func updateInteractiveMovementTargetPosition(_ position: Point) -> LayoutAttributes? {
        guard let current = movingItem else { return nil }
        let target = controller.moveInteractively(itemAt: current, to: position) ?? current
        movingItem = target
        return controller.attributesForInteractivelyMovingItem(at: target, position: position)
    }

    /// `endInteractiveMovement()` (or `cancelInteractiveMovement()`): the
    /// data source's `moveItemAt` with the drag's origin and target, then a
    /// batch update of that move.
    mutating func endInteractiveMovement(cancelled: Bool = false) {
        movingItem = nil
        guard let move = controller.endInteractiveMove(cancelled: cancelled) else { return }
        performBatchUpdates([move.update]) { sections in
            let item = sections[move.origin.section].remove(at: move.origin.item)
            sections[move.target.section].insert(item, at: move.target.item)
        }
    }

    /// Scrolls to a content offset along y.
    mutating func scroll(toY y: Double) {
        bounds.origin.y = y
        selfSizeVisibleCells()
    }

    private mutating func adjust(by adjustment: Point) {
        bounds.origin.x += adjustment.x
        bounds.origin.y += adjustment.y
    }

    /// The frame of the item with identity `id`, or `nil`.
    func frame(ofItem id: Int) -> Rect? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(where: { $0.id == id }) {
                return controller.attributesForItem(at: ElementPath(section: section, item: item))?.frame
            }
        }
        return nil
    }

    /// The item's frame relative to the visible rect's top: what the user sees.
    func screenY(ofItem id: Int) -> Double? {
        frame(ofItem: id).map { $0.minY - bounds.minY }
    }
}
