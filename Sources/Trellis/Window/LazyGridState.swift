/// Everything a lazy grid view decides, as a platform-neutral value: the
/// layout (through a ``CollectionLayoutController`` and its ``LiveLayout``),
/// which items changed (by identifier), the sizes cells measured, the
/// ``ElementWindow`` of elements to create, when to load more
/// (``EndReachedLoader``), and where to scroll — to keep the first visible
/// item in place, or to show an item.
///
/// `LazyTrellisGrid` is this state plus SwiftUI views; a view for another
/// framework drives it the same way, and the tests drive it as SwiftUI does:
///
/// ```swift
/// var state = LazyGridState<Int, [Photo]>()
/// state.isSelfSizing = true
/// state.update(strategyKey: "masonry", makeController: { CollectionLayoutController(strategy: Masonry()) },
///              sections: [TrellisGridSection(id: 0, items: photos)], itemSize: { ItemSize($0.size) },
///              viewport: Size(width: 390, height: 844), layoutDirection: .leftToRight)
/// state.measure([photo.id: 212])                    // a cell's height, measured in place
/// let step = state.scroll(to: contentOffset)        // step.changed: the window's elements changed
/// if state.takeLoadRequest() { startLoading() }     // after any of these; then finishLoading(.loaded)
/// let views = state.window.elements                 // the views to have
/// let offset = state.pendingOffset                  // scroll here (anchor kept, or an item shown)
/// ```
///
/// **Changes by identity.** Each update compares every section's items by
/// identifier with the ones the layout was made from (``SectionDiff``):
/// insertions, deletions, moves and items whose size estimate changed
/// anywhere in a section become live-layout edits, laid out once from the
/// first change. The same collection given again (its storage shared with
/// the one the state holds) costs O(1) per section.
///
/// **Self-sizing.** With ``isSelfSizing`` the item sizes are estimates; each
/// shown cell's height (its width when the layout scrolls horizontally: its
/// length along the scroll axis, measured at its frame's length across it)
/// goes to ``measure(_:)`` and replaces the estimate as a
/// resize that keeps the first visible item in place (``ScrollAnchor``, the
/// rule of the UIKit layout too). A measured height stays until the item's
/// identifier goes away; after a width change it stays as the measured shape
/// (a natural size, which column strategies scale to the new column width)
/// until the cell, shown again, measures itself at the new width — never the
/// estimate again, as in the UIKit layout. Only cells the view created (the
/// window's, on screen and near it) measure; the others keep their estimates.
/// A width change reads only the measured items, which the state keeps
/// indexed through every change, never every item.
///
/// **Anchoring.** The rules of the UIKit layout
/// (``CollectionLayoutController/prepare(_:dataSource:)``): the anchor is
/// taken at the first update or measurement after the user scrolled and
/// held, followed by identifier, through every later update and measurement
/// (a width change included) until the user scrolls again
/// (``scroll(to:)`` anywhere but ``pendingOffset``) or the app scrolls to an
/// item; an anchor straddling the top keeps its bottom edge (it grows
/// upward), and after a width change its top edge where it is; while a
/// scroll is pending, an anchor is taken where the view is going, so that
/// measurements that arrive before the scroll never replace it with an
/// offset from the old position. After the app scrolls to an item
/// (``scroll(toItem:at:animated:)``), the anchor is that item, where it was
/// asked to show, on the way there and once there, until the user scrolls:
/// cells that measure above it in other columns never move it.
///
/// **Deferred placement** (``defersPlacement``; `LazyTrellisGrid` turns it
/// on). Every update, measurement and scroll step places through the end of
/// the visible rect — and of where a pending scroll goes — plus the larger of
/// the window's overscan and the loader's threshold, plus one viewport
/// length, and every change places only that far
/// (``CollectionLayoutController/defersPlacement``): an edit or a measured
/// cell at item *i* costs the placements from the checkpoint before *i* to
/// there, and an edit past it places nothing. ``layout`` is then the placed
/// part (each frame as a full prepare gives it) and its content size an
/// estimate, corrected as more is placed. Every read answers as with
/// everything placed: the window and the first visible item are always
/// placed (the anchor is placed before it is kept, so the estimate never
/// moves it); the load decision reads the real end, never the estimate
/// (``takeLoadRequest()``); ``scroll(toItem:at:animated:)``,
/// ``neighbor(of:toward:)`` and ``reorderTarget(movingItem:droppedOn:at:)``
/// place what their answer depends on first (their costs say how much). A
/// width change places from the start through the first visible item, then
/// the screen where the view is going to keep it (``pendingOffset``), and
/// makes the window there: the old offset is a position at the old width.
public struct LazyGridState<SectionID: Hashable, Items: RandomAccessCollection> where Items.Element: Identifiable {
    /// An item's identifier.
    public typealias ItemID = Items.Element.ID
    /// A section of the grid's data.
    public typealias Section = TrellisGridSection<SectionID, Items>

    /// The layout's controller, or `nil` before the first update.
    public private(set) var controller: CollectionLayoutController?
    /// The elements to create.
    public private(set) var window: ElementWindow
    /// When to load more content.
    public var loader: EndReachedLoader
    /// Whether the view loads more content at the end (it has an action
    /// for it); without, the state never asks for a load.
    public var loadsAtEnd = true
    /// Whether the loader started a load that the view has not taken yet
    /// (``takeLoadRequest()``).
    public internal(set) var isLoadRequested = false
    /// Whether item sizes are estimates that cells measure (``measure(_:)``).
    public var isSelfSizing = false
    /// Whether the layout places only what the view reads (`false` by
    /// default; `LazyTrellisGrid` sets it): see "Deferred placement" in the
    /// type's discussion. Takes effect at the next
    /// ``update(strategyKey:makeController:sections:itemSize:viewport:layoutDirection:sectionBackground:)``.
    public var defersPlacement = false
    /// The visible rect, in content coordinates.
    public private(set) var visibleRect = Rect.zero
    /// Where the visible rect's leading coordinate must go along the scroll
    /// axis: after a change above the visible rect or a width change (to keep
    /// the first visible item in place), or to show an item
    /// (``scroll(toItem:at:animated:)``); `nil` when no scroll is needed.
    /// Cleared once a scroll reaches it.
    public private(set) var pendingOffset: Double?
    /// Whether the scroll to ``pendingOffset`` is animated (only a scroll to an item asked for it).
    public private(set) var pendingScrollIsAnimated = false
    /// The error of the last update, or `nil` when it succeeded; the state
    /// then keeps its previous data and layout.
    public private(set) var lastError: LayoutError?
    /// What the last update changed in the layout.
    public private(set) var lastChange = LayoutChange.none
    /// The data the layout was made from: the views show these items.
    public private(set) var sections: [Section] = []
    /// The lengths cells measured along the scroll axis, by item.
    public private(set) var measured = MeasuredSizes<ItemID>()
    /// Where the measured items are, kept through every change: what a width change resizes.
    private(set) var measuredItems = MeasuredItemIndex<ItemID>()
    /// Whether a width change with measured heights lays everything out
    /// from the data again (`false`): the reference the tests hold the
    /// width change that resizes only the measured items to.
    var rebuildsOnWidthChange = false
    /// Every item's identifier, by hash: to reject one given twice and to find an item.
    private var identifiers = ItemIdentifierIndex<ItemID>()
    /// The diffs of the last change, per section: where a kept item went.
    private var diffs: [SectionDiff] = []
    /// The item kept still on screen, with its identifier: taken at the
    /// first change after the user scrolled, held through every update and
    /// measurement until the user scrolls again (``scroll(to:)`` to anywhere
    /// but the pending offset); `nil` until then.
    private(set) var heldAnchor: (anchor: ScrollAnchor, id: ItemID)?
    /// The item a scroll the app asked for shows (``scroll(toItem:at:animated:)``)
    /// and its last known path, until the user scrolls elsewhere: the anchor
    /// a change takes while the view goes there and once it is there,
    /// whatever shows first at that offset.
    private var requestedItem: (id: ItemID, path: ElementPath)?
    /// What the layout was made with besides the data.
    private var strategyKey: String?
    private var sectionBackground: Insets?

    /// A state with a window and a loader.
    public init(window: ElementWindow = ElementWindow(), loader: EndReachedLoader = EndReachedLoader()) {
        self.window = window
        self.loader = loader
    }

    /// The current layout.
    public var layout: PreparedLayout? { controller?.layout }

    /// The number of items in ``sections``.
    ///
    /// - Complexity: O(*s*) for *s* sections, as their collections count.
    public var itemCount: Int {
        var count = 0
        for index in sections.indices { count += sections[index].items.count }
        return count
    }

    // MARK: - Updating

    /// Brings the layout up to date with the data, the strategy and the viewport.
    ///
    /// * A different `strategyKey` makes a new controller with `makeController`.
    /// * Sections added, removed or reordered (by identifier), or their
    ///   options changed: the layout is made again from the data.
    /// * Otherwise each section's items are compared by identifier, and the
    ///   differences go to the live layout as edits.
    /// * Then the viewport and direction (O(1) when they did not change).
    ///
    /// When the layout changed, the window is reset, and ``pendingOffset``
    /// is set when the first visible item moved.
    ///
    /// - Parameters:
    ///   - strategyKey: What identifies the strategy and its options; a new key makes a new controller.
    ///   - makeController: Makes the controller for a new key.
    ///   - new: The sections and their items.
    ///   - itemSize: An item's size, or its estimate with ``isSelfSizing``. A
    ///     dimension that is zero, negative or not finite counts as 1 point
    ///     (``MeasuredSizes/validEstimate(_:)``), so a bad estimate never stops the grid.
    ///     Read for the items that changed and, at a width change, for the
    ///     measured items whose size changes: it must depend on the item alone.
    ///   - viewport: The visible size.
    ///   - layoutDirection: Left to right or right to left.
    ///   - sectionBackground: The inset of each section's background, `nil` for none.
    /// - Returns: Whether the layout or the window changed.
    /// - Throws: Nothing; an error (an identifier twice in a section, a bad
    ///   option) is kept in ``lastError`` and the state keeps its previous
    ///   data and layout.
    /// - Complexity: O(*s*) for *s* sections given again unchanged (the same
    ///   storage); else O(*n*) to compare the common first and last items of
    ///   each changed section in place, plus O(*k* log *k*) to match the *k*
    ///   items between them by identifier, plus the live layout's edits
    ///   (with ``defersPlacement``, only through the screen), plus moving the
    ///   identifier hashes of the items after each run of them that came or
    ///   went (integers, 8 bytes an item; one pass over a section for more
    ///   than 16 runs; none for identifiers replaced in place). A width change
    ///   with measured heights adds O(*m*) for *m* measured items (those
    ///   measured at the old or the new item width change their sizes), no
    ///   pass over the other items, plus the controller's viewport change:
    ///   the placements from the start through the first visible item with
    ///   ``defersPlacement`` (else all of them). Sections added, removed,
    ///   reordered or with other options, a new strategy key or section
    ///   background make the input again from every item: O(*n*) plus a placement.
    @discardableResult
    public mutating func update(
        strategyKey: String, makeController: () throws(LayoutError) -> CollectionLayoutController,
        sections new: [Section], itemSize: (Items.Element) -> ItemSize, viewport: Size,
        layoutDirection: ReadingDirection, sectionBackground: Insets? = nil
    ) -> Bool {
        guard viewport.width > 0, viewport.height > 0 else { return false }
        // The first visible item where the view is going, followed by identifier through the change.
        placeForScreen()
        let from = targetVisibleRect
        let anchor = heldAnchor?.anchor ?? layout.flatMap { anchorWhereGoing(in: $0) }
        let anchorID = heldAnchor?.id ?? anchor.flatMap { item(at: $0.path)?.id }
        // A new width: across the scroll axis (a height when scrolling horizontally).
        let axis = layout?.scrollAxis ?? .vertical
        let newAcross =
            controller?.input.map { $0.viewport.length(across: axis) != viewport.length(across: axis) } == true
        // Measured lengths are fixed lengths at the width they were measured at: a new width resizes them.
        let widthChanged = isSelfSizing && measured.count > 0 && newAcross
        do throws(LayoutError) {
            var change = LayoutChange.none
            if controller == nil || strategyKey != self.strategyKey {
                controller = try makeController()
                controller?.placesWindow = true  // after a jump, frames only around the screen
                self.strategyKey = strategyKey
                sections = []
                identifiers = ItemIdentifierIndex()
            }
            if !defersPlacement, controller?.defersPlacement == true {
                controller?.placeAhead(.everything)  // turned off: everything placed, and placed at every change
            }
            controller?.defersPlacement = defersPlacement
            if newAcross {
                // A new width places everything again from the start. The frontier is a
                // position at the old width: placing through it would go past or short of
                // the anchor at the new one. Place through the anchor (`keep`), then the
                // screen where it is kept (`placeForScreen`), as a UIKit bounds change does.
                controller?.placeAhead(.firstCheckpoint)
            }
            let rebuilds =
                layout == nil || sectionBackground != self.sectionBackground
                || (widthChanged && rebuildsOnWidthChange) || !Self.hasUniqueIDs(new)
            if rebuilds {
                change = try rebuild(
                    new, itemSize: itemSize, viewport: viewport, direction: layoutDirection,
                    background: sectionBackground, measuredAlong: axis)
            } else if Self.structureDiffers(sections, new) {
                change = try followSections(new, itemSize: itemSize)
            } else {
                change = try follow(new, itemSize: itemSize)
            }
            sections = new
            self.sectionBackground = sectionBackground
            let viewportChange =
                widthChanged && !rebuilds
                ? try changeWidth(to: viewport, direction: layoutDirection, itemSize: itemSize)
                : try controller?.updateViewport(viewport, layoutDirection: layoutDirection) ?? .none
            lastChange = viewportChange == .none ? change : viewportChange
            lastError = nil
        } catch {
            lastError = error
            lastChange = .none
        }
        let resized = viewport != visibleRect.size
        let newWidth = viewport.length(across: axis) != visibleRect.size.length(across: axis)
        visibleRect.size = viewport
        if !newWidth { decideLoading() }  // after a new width, where the view goes is known below
        guard layout != nil else { return false }
        guard lastChange != .none || resized || window.rect == nil else { return false }
        heldAnchor = nil
        if var anchor, let anchorID, let path = path(of: anchorID, near: anchor.path) {
            anchor.path = path
            var rect = from
            rect.size = viewport
            // A new width keeps the item's leading edge; otherwise a straddling item grows upward.
            keep(anchor, after: newWidth ? .viewport : .resized([]), from: rect)
            if let layout = self.layout {
                var going = targetVisibleRect
                going.size = viewport
                anchor = anchor.retaken(in: layout, visibleRect: going)
            }
            heldAnchor = (anchor, anchorID)
            if requestedItem?.id == anchorID { requestedItem?.path = anchor.path }
        }
        // A new width moves every item, and the view scrolls to the kept one: the
        // placement and the window follow where it is going, as UIKit's do (its
        // target content offset), not the old offset, which at the new width may
        // lie thousands of items away (placed for nothing).
        let goingToKeptItem = newWidth && pendingOffset != nil
        if newWidth { decideLoading(onlyWhereGoing: goingToKeptItem) }
        placeForScreen(onlyWhereGoing: goingToKeptItem)
        guard let layout = self.layout else { return false }
        window.reset(to: goingToKeptItem ? targetVisibleRect : visibleRect, in: layout)
        return true
    }

    /// Lays the data out from scratch; measured cells keep their sizes, read
    /// as measured along `axis` (the scroll axis of the layout they were measured in).
    ///
    /// - Complexity: O(*n*) for *n* items (each identifier hashed, to reject
    ///   one given twice and to find the measured items among them, and each
    ///   size read), plus the controller's update.
    private mutating func rebuild(
        _ new: [Section], itemSize: (Items.Element) -> ItemSize, viewport: Size, direction: ReadingDirection,
        background: Insets?, measuredAlong axis: ScrollAxis
    ) throws(LayoutError) -> LayoutChange {
        // The item width of each section, from the viewport and the section's options alone.
        let frame = LayoutInput(
            width: viewport.width, height: viewport.height,
            sections: new.map { SectionInput(count: 0, options: $0.options) })
        var ids = ItemIdentifierIndex<ItemID>(capacity: new.reduce(0) { $0 + $1.items.count })
        var found = MeasuredItemIndex<ItemID>()
        let hasMeasures = measured.count > 0
        let measuredHashes = measuredHashes()
        var inputs: [SectionInput] = []
        inputs.reserveCapacity(new.count)
        for section in new.indices {
            let width = controller?.itemWidth(inSection: section, of: frame)
            var sizes: [ItemSize] = []
            sizes.reserveCapacity(new[section].items.count)
            ids.appendSection(capacity: new[section].items.count)
            for element in new[section].items {
                let id = element.id
                let hash = ids.append(id)
                let estimate = itemSize(element)
                // One look-up per item, none without measures; the measured items are indexed on the way.
                if hasMeasures, measuredHashes.contains(hash), let measure = measured.latest(for: id) {
                    found.record(id, at: ElementPath(section: section, item: sizes.count), across: measure.across)
                    if isSelfSizing {
                        sizes.append(Self.measuredSize(measure, span: estimate.span, itemWidth: width, axis: axis))
                        continue
                    }
                }
                sizes.append(MeasuredSizes<ItemID>.validEstimate(estimate))
            }
            inputs.append(SectionInput(items: sizes, options: new[section].options))
        }
        // An item whose hash an earlier item has: the same identifier, or (rarely) another one.
        for path in ids.countAppended() {
            guard let id = Self.item(in: new, at: path)?.id,
                ids.path(of: id, where: { $0 < path && Self.item(in: new, at: $0)?.id == id }) != nil
            else { continue }
            throw .invalidItem(
                section: path.section, item: path.item,
                reason: "duplicate item id \(id): another item already has it; every item needs its own id")
        }
        let input = LayoutInput(
            width: viewport.width, height: viewport.height, sections: inputs, layoutDirection: direction,
            sectionBackground: background)
        let change = try controller?.update(to: input) ?? .none
        if hasMeasures, found.count != measured.count { measured.keepOnly(found.sections.joined().map(\.id)) }
        measuredItems = found
        identifiers = ids
        diffs = []
        return change
    }

    /// Follows changes of items within the same sections, by identifier.
    private mutating func follow(_ new: [Section], itemSize: (Items.Element) -> ItemSize) throws(LayoutError)
        -> LayoutChange
    {
        var edits: [LayoutEdit] = []
        var newDiffs: [SectionDiff] = []
        var left: Set<ItemID> = []
        var arrived: [(path: ElementPath, id: ItemID)] = []
        // Index loops, here and in the checks of the sections: this code runs unspecialized for the app's types,
        // where `zip` and `enumerated` look up their tuples' type metadata at every step (about 1 µs a section).
        for index in new.indices {
            let section = new[index]
            let (diff, leaving, arriving) = try SectionDiff.between(
                section: index, old: sections[index].items, new: section.items
            ) { itemSize($0) != itemSize($1) }
            newDiffs.append(diff)
            guard !diff.isEmpty else { continue }
            left.formUnion(leaving)
            arrived += arriving.map { (ElementPath(section: index, item: $0.item), $0.id) }
            let items = section.items
            let width = itemWidth(index)
            edits += diff.edits(section: index) { item in
                let element = items[items.index(items.startIndex, offsetBy: item)]
                return size(of: element, estimate: itemSize(element), across: width)
            }
        }
        // An arriving identifier must not be one that stays shown elsewhere, nor arrive twice.
        var arriving: Set<ItemID> = []
        for (path, id) in arrived
        where (self.path(of: id) != nil && !left.contains(id)) || !arriving.insert(id).inserted {
            throw .invalidItem(
                section: path.section, item: path.item,
                reason: "duplicate item id \(id): another item already has it; every item needs its own id")
        }
        guard !edits.isEmpty,
            try withController({ controller throws(LayoutError) in try controller.apply(edits) })
                != nil
        else { return .none }
        for (section, diff) in newDiffs.enumerated() where !diff.isEmpty {
            let items = new[section].items
            identifiers.follow(diff, inSection: section) { item in
                ItemIdentifierIndex.hash(items[items.index(items.startIndex, offsetBy: item)].id)
            }
        }
        identifiers.remove(left)
        identifiers.add(arriving)
        if measured.count > 0 {
            for (section, diff) in newDiffs.enumerated() where !diff.isEmpty {
                measuredItems.follow(diff, inSection: section)
            }
            for id in left where !arriving.contains(id) { measured.remove(id) }
            // An item moved to another section keeps its measure, at its new path.
            for (path, id) in arrived {
                if let measure = measured.latest(for: id) { measuredItems.record(id, at: path, across: measure.across) }
            }
        }
        diffs = newDiffs
        return .full
    }

    /// A width change with measured heights, the sections followed already:
    /// only the measured items change their sizes (``measuredSize(_:span:itemWidth:axis:)``
    /// at the new item width: those measured at the old item width become
    /// their measured shape, those measured at the new one a fixed height
    /// again), found through ``measuredItems``; they go to the controller
    /// with the new viewport as one change. The layout equals the one made
    /// from the data at the new width (`itemSize` depends on the item alone).
    ///
    /// - Complexity: O(*m*) for *m* measured items, plus one `itemSize` call
    ///   and look-up for each measured at the old or the new item width,
    ///   plus ``CollectionLayoutController/updateViewport(_:layoutDirection:resizing:)``.
    private mutating func changeWidth(
        to viewport: Size, direction: ReadingDirection, itemSize: (Items.Element) -> ItemSize
    ) throws(LayoutError) -> LayoutChange {
        // Read through `self.controller`, no copy: a second reference would copy the frames at the change.
        guard self.controller != nil else { return .none }
        let frame = LayoutInput(
            width: viewport.width, height: viewport.height,
            sections: sections.map { SectionInput(count: 0, options: $0.options) })
        var sizes: [(path: ElementPath, size: ItemSize)] = []
        for (section, entries) in measuredItems.sections.enumerated() where sections.indices.contains(section) {
            let old = self.controller?.itemWidth(inSection: section)
            let new = self.controller?.itemWidth(inSection: section, of: frame)
            guard old != new else { continue }  // no item width (no columns), or the same: no size changes
            let items = sections[section].items
            // Measured at neither width: the measured shape before and after.
            for entry in entries
            where (old == nil) != (new == nil) || entry.across == old || entry.across == new {
                guard entry.item < items.count else { continue }
                let element = items[items.index(items.startIndex, offsetBy: entry.item)]
                sizes.append(
                    (
                        ElementPath(section: section, item: entry.item),
                        size(of: element, estimate: itemSize(element), across: new)
                    ))
            }
        }
        return try withController { controller throws(LayoutError) in
            try controller.updateViewport(viewport, layoutDirection: direction, resizing: sizes)
        } ?? .none
    }

    /// Where the item with identifier `id`, at `old` before the last change,
    /// is now: from the last diffs when it stayed in place, else by search.
    ///
    /// - Complexity: O(log *u*) for *u* edits when the item stayed in place
    ///   or is gone, else ``path(of:)``.
    private func path(of id: ItemID, near old: ElementPath) -> ElementPath? {
        let kept = diffs.indices.contains(old.section) ? diffs[old.section].newIndex(ofKept: old.item) : old.item
        if let kept, item(at: ElementPath(section: old.section, item: kept))?.id == id {
            return ElementPath(section: old.section, item: kept)
        }
        return path(of: id)
    }

    /// The path of the item with identifier `id`, searching every section.
    ///
    /// - Complexity: O(1) when no item has the identifier's hash; else a
    ///   scan of the *n* items' hashes (integers: about 1 ms for a million)
    ///   and a comparison of identifiers for each item with that hash.
    public func path(of id: ItemID) -> ElementPath? {
        identifiers.path(of: id) { item(at: $0)?.id == id }
    }

    /// The item of ``sections`` at `path`, or `nil`.
    ///
    /// - Complexity: O(1).
    public func item(at path: ElementPath) -> Items.Element? {
        Self.item(in: sections, at: path)
    }

    /// The item of `sections` at `path`, or `nil`.
    private static func item(in sections: [Section], at path: ElementPath) -> Items.Element? {
        guard sections.indices.contains(path.section) else { return nil }
        let items = sections[path.section].items
        guard path.item >= 0, path.item < items.count else { return nil }
        return items[items.index(items.startIndex, offsetBy: path.item)]
    }

    /// Whether the sections differ by identifier, count or options (then the layout is made again).
    private static func structureDiffers(_ old: [Section], _ new: [Section]) -> Bool {
        guard old.count == new.count else { return true }
        for index in new.indices where old[index].id != new[index].id || old[index].options != new[index].options {
            return true
        }
        return false
    }

    /// Whether no two sections share an identifier (else the sections are laid out from scratch).
    ///
    /// - Complexity: O(*s*) for *s* sections: their identifiers' hashes in
    ///   a set of integers, and a set of the identifiers themselves only when
    ///   two hashes are equal.
    static func hasUniqueIDs(_ sections: [Section]) -> Bool {
        guard sections.count > 1 else { return true }
        var hashes = IntegerHashSet(capacity: sections.count)
        var hashesDiffer = true
        for index in sections.indices where !hashes.insert(sections[index].id.hashValue) {
            hashesDiffer = false
            break
        }
        if hashesDiffer { return true }
        // Two hashes alike: the identifiers themselves tell.
        var seen = Set<SectionID>(minimumCapacity: sections.count)
        for index in sections.indices where !seen.insert(sections[index].id).inserted { return false }
        return true
    }

    /// Follows a change of the sections, by identifier, as edits: sections
    /// gone are deleted; sections new, moved or with new options are
    /// inserted with their items; every other section follows its items'
    /// changes (``follow(_:itemSize:)``). Kept sections keep their items'
    /// columns and measured sizes.
    ///
    /// - Complexity: O(*s* log *s*) for *s* sections, plus O(*k*) for the *k*
    ///   items of the sections inserted and deleted, plus the kept sections'
    ///   diffs, plus the controller's edits. With measured items, O(*s*)
    ///   more to take the kept sections' ones along, and an integer look-up
    ///   per item of the sections inserted and deleted.
    private mutating func followSections(_ new: [Section], itemSize: (Items.Element) -> ItemSize)
        throws(LayoutError) -> LayoutChange
    {
        let old = sections
        let diff = try SectionDiff(section: 0, old: old.map(\.id), new: new.map(\.id)) {
            old[$0].options != new[$1].options
        }
        let oldIndex = Dictionary(old.indices.map { (old[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let replaced = diff.updated.compactMap { oldIndex[new[$0].id] }
        let leaving = (diff.deleted + replaced).sorted()
        let arriving = (diff.inserted + diff.updated).sorted()
        var edits: [LayoutEdit] = leaving.reversed().map { .deleteSection($0) }
        // The item width of each section, from the viewport and the section's options alone.
        var frame = controller?.input ?? LayoutInput(width: 0, items: [])
        frame.sections = new.map { SectionInput(count: 0, options: $0.options) }
        for index in arriving {
            let width = controller?.itemWidth(inSection: index, of: frame)
            let sizes = new[index].items.map { size(of: $0, estimate: itemSize($0), across: width) }
            edits.append(.insertSection(SectionInput(items: sizes, options: new[index].options), at: index))
        }
        // The sections that stay, at their new indices with their old items: then each follows its items.
        var staying = new
        let arrivingSet = Set(arriving)
        for index in new.indices where !arrivingSet.contains(index) {
            if let was = oldIndex[new[index].id] { staying[index] = old[was] }
        }
        var left = Set<ItemID>()
        for index in leaving { left.formUnion(old[index].items.lazy.map(\.id)) }
        var arrived = Set<ItemID>()
        for index in arriving {
            for (item, element) in new[index].items.enumerated() where !arrived.insert(element.id).inserted {
                throw .invalidItem(
                    section: index, item: item,
                    reason: "duplicate item id \(element.id): another item already has it; every item needs its own id")
            }
        }
        try withController { controller throws(LayoutError) in try controller.apply(edits) }
        identifiers.remove(left)
        identifiers.add(arrived)
        identifiers.reorder(
            new.indices.map { index in
                guard !arrivingSet.contains(index), let was = oldIndex[new[index].id] else {
                    return ItemIdentifierIndex.hashes(new[index].items.lazy.map(\.id))
                }
                return identifiers.sections.indices.contains(was) ? identifiers.sections[was] : DoubleEndedArray()
            })
        sections = staying
        let measures = measured.count > 0
        // A kept section takes its measured items to its new index, where its items' diff then moves them.
        if measures { measuredItems.reorder(new.indices.map { arrivingSet.contains($0) ? nil : oldIndex[new[$0].id] }) }
        let change = try follow(new, itemSize: itemSize)
        if measures {
            // An item of a section gone that is shown nowhere now loses its measure.
            for id in left where !identifiers.mayContain(id) { measured.remove(id) }
            // The arriving sections' measured items, found by their hashes (the identifiers index follows `new`).
            let measuredHashes = measuredHashes()
            for section in arriving where identifiers.sections.indices.contains(section) {
                let items = new[section].items
                for (item, hash) in identifiers.sections[section].enumerated()
                where item < items.count && measuredHashes.contains(hash) {
                    let id = items[items.index(items.startIndex, offsetBy: item)].id
                    if let measure = measured.latest(for: id) {
                        measuredItems.record(id, at: ElementPath(section: section, item: item), across: measure.across)
                    }
                }
            }
        }
        diffs = []
        return change == .none && edits.isEmpty ? .none : .full
    }

    /// The hashes of the measured items' identifiers: an item whose hash is
    /// not among them has no measure, found without looking its identifier up.
    ///
    /// - Complexity: O(*m*) for *m* measured items.
    private func measuredHashes() -> IntegerHashSet {
        var hashes = IntegerHashSet(capacity: measured.count)
        for id in measured.ids { _ = hashes.insert(ItemIdentifierIndex<ItemID>.hash(id)) }
        return hashes
    }

    /// The size an item is laid out at: with self-sizing, its measured
    /// height (``measuredSize(_:span:itemWidth:axis:)`` at `across`, its
    /// section's item width), else its estimate made valid.
    private func size(of element: Items.Element, estimate: ItemSize, across: Double?) -> ItemSize {
        guard isSelfSizing, let measure = measured.latest(for: element.id) else {
            return MeasuredSizes<ItemID>.validEstimate(estimate)
        }
        return Self.measuredSize(measure, span: estimate.span, itemWidth: across, axis: layout?.scrollAxis ?? .vertical)
    }

    /// The size of an item measured `measure.length` long along `axis` at a
    /// width of `measure.across` across it, laid out at `itemWidth`, its
    /// section's item width: for a column strategy, a fixed length when it
    /// was measured at that width, else the measured shape (a natural size,
    /// which the strategy scales to the column width) until the cell
    /// measures itself again — never the estimate again; for other
    /// strategies (no item width) the measured shape. The one rule of a
    /// measurement, a width change and a layout from the data.
    private static func measuredSize(
        _ measure: (length: Double, across: Double), span: ColumnSpan?, itemWidth: Double?, axis: ScrollAxis
    ) -> ItemSize {
        var shape =
            axis == .vertical
            ? ItemSize(width: measure.across, height: measure.length)
            : ItemSize(width: measure.length, height: measure.across)
        guard let itemWidth else { return shape }
        guard measure.across == itemWidth else {
            shape.span = span
            return shape
        }
        // A fixed height is a column strategy's length along either axis.
        return ItemSize(height: measure.length, span: span)
    }

    /// The width a section's items are laid out at (column strategies), or `nil`.
    private func itemWidth(_ section: Int) -> Double? {
        controller?.itemWidth(inSection: section)
    }

    // MARK: - Self-sizing

    /// Records the lengths cells measured along the scroll axis — their
    /// heights, each at its frame's width; scrolling horizontally, their
    /// widths at their frames' heights — and lays out again from the first
    /// one that changed, keeping the first visible item in place. Unknown
    /// identifiers, and lengths that are not finite and positive, are ignored.
    ///
    /// - Returns: Whether the layout changed.
    /// - Complexity: O(*m* + *w*) for *m* lengths and *w* elements in the
    ///   window, plus the live layout's resizes (from the first resized item
    ///   on; with ``defersPlacement``, only through the screen).
    @discardableResult
    public mutating func measure(_ lengths: [ItemID: Double]) -> Bool {
        placeForScreen()
        guard isSelfSizing, let layout, self.controller != nil else { return false }
        // Cells measure only while shown: their items are in the window.
        var shown: [ItemID: ElementPath] = [:]
        for element in window.elements where element.kind == .item {
            if let item = item(at: element.path), lengths[item.id] != nil { shown[item.id] = element.path }
        }
        var edits: [LayoutEdit] = []
        let axis = layout.scrollAxis
        for (id, length) in lengths {
            guard let path = shown[id],
                let across = layout.attributesForItem(at: path)?.frame.size.length(across: axis),
                measured.record(height: length, for: id, across: across)
            else { continue }
            measuredItems.record(id, at: path, across: across)
            // A column strategy takes a fixed length (at its frame's width); others a natural size.
            let span = self.controller?.input?.sections[path.section].size(at: path.item)?.span
            let size = Self.measuredSize(
                (length, across), span: span, itemWidth: self.controller?.itemWidth(inSection: path.section), axis: axis
            )
            edits.append(.setSize(size, at: path))
        }
        guard !edits.isEmpty else { return false }
        // The anchor held since the last scroll, else the first visible item where the view is going
        // (a pending scroll is not overwritten).
        let from = targetVisibleRect
        let anchor = heldAnchor?.anchor ?? anchorWhereGoing(in: layout)
        if heldAnchor == nil, let anchor, let id = item(at: anchor.path)?.id { heldAnchor = (anchor, id) }
        let resized = edits.compactMap { edit -> ElementPath? in
            if case .setSize(_, let path) = edit { return path }
            return nil
        }
        let sorted = edits.sorted { Self.path(of: $0) < Self.path(of: $1) }
        do throws(LayoutError) {
            try withController { controller throws(LayoutError) in try controller.apply(sorted) }
            lastError = nil
        } catch {
            lastError = error
        }
        lastChange = .resized(resized.sorted())
        keep(anchor, after: lastChange, from: from)
        if let held = heldAnchor, let layout = self.layout {
            heldAnchor = (held.anchor.retaken(in: layout, visibleRect: targetVisibleRect), held.id)
        }
        placeForScreen()
        if let layout = self.layout { window.reset(to: visibleRect, in: layout) }
        decideLoading()
        return true
    }

    private static func path(of edit: LayoutEdit) -> ElementPath {
        if case .setSize(_, let path) = edit { return path }
        return ElementPath(section: 0, item: 0)
    }

    /// Each item of the window's rank in reading order
    /// (``PreparedLayout/readingOrder(of:layoutDirection:)``): 0 is read first.
    /// A view gives assistive technologies its elements in this order.
    ///
    /// - Complexity: O(*w* log *w*) for *w* items in the window.
    public func readingRanks() -> [ElementPath: Int] {
        guard let layout else { return [:] }
        let order = PreparedLayout.readingOrder(
            of: window.elements.filter { $0.kind == .item }, layoutDirection: layout.layoutDirection)
        return Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
    }

    // MARK: - Focus and reordering

    /// The item next to the one with identifier `id` in `direction` (arrow
    /// keys, a remote, focus): ``CollectionLayoutController/neighbor(of:toward:)``,
    /// by identifier, whether or not either view exists. With
    /// ``defersPlacement`` it places what the answer can depend on first (a
    /// few rows past the item, at most), so the answer is the one a full
    /// prepare gives.
    ///
    /// - Returns: `nil` when there is no such item, no layout, or no item that way.
    /// - Complexity: ``path(of:)`` to find the item, plus
    ///   ``CollectionLayoutController/neighbor(of:toward:)``.
    public mutating func neighbor(of id: ItemID, toward direction: NeighborDirection) -> ItemID? {
        guard let path = path(of: id), let next = withController({ $0.neighbor(of: path, toward: direction) }) else {
            return nil
        }
        return next.flatMap { item(at: $0)?.id }
    }

    /// The first item of the visible rect in reading order
    /// (``PreparedLayout/readingOrder(in:)``): where focus starts. The
    /// visible rect is always placed, with ``defersPlacement`` too.
    ///
    /// - Complexity: as ``PreparedLayout/readingOrder(in:)``.
    public func firstVisibleItemInReadingOrder() -> ItemID? {
        guard let path = layout?.readingOrder(in: visibleRect).first else { return nil }
        return item(at: path)?.id
    }

    /// Where the item with identifier `id`, dropped on the view of the item
    /// with identifier `target` at `location` (in that view's coordinates,
    /// as a drop destination reports it), lands: its path in the items after
    /// the move (``CollectionLayoutController/reorderTarget(movingItemAt:to:)``,
    /// before or after the item under the point).
    ///
    /// With ``defersPlacement`` it places through both items first (a point
    /// within the target's view has its nearest item placed then; a point
    /// outside it places everything), so the answer is the one a full prepare gives.
    ///
    /// - Returns: `nil` when either item or the layout is missing.
    /// - Complexity: ``path(of:)`` twice to find the two items, plus ``PreparedLayout/dropTarget(at:)``;
    ///   with ``defersPlacement``, plus the placements through the later of
    ///   the two items when they are not placed yet.
    public mutating func reorderTarget(movingItem id: ItemID, droppedOn target: ItemID, at location: Point)
        -> ElementPath?
    {
        guard let from = path(of: id), let onto = path(of: target) else { return nil }
        placeThrough(itemAt: Swift.max(from, onto))
        guard let frame = layout?.attributesForItem(at: onto)?.frame else { return nil }
        if !(0...frame.width).contains(location.x) || !(0...frame.height).contains(location.y) {
            controller?.placeAhead(.everything)  // a point off the item: its nearest item may lie anywhere
        }
        guard let controller else { return nil }
        let point = Point(x: frame.minX + location.x, y: frame.minY + location.y)
        return controller.reorderTarget(movingItemAt: from, to: point)
    }

    // MARK: - Scrolling

    /// What one scroll step asks of the view.
    public struct ScrollStep: Sendable, Hashable {
        /// Whether the window's elements changed (the view redraws).
        public var changed: Bool
        /// Whether to start loading more content now: the load request,
        /// taken (``takeLoadRequest()``); call ``finishLoading(_:)`` when it ends.
        public var startLoading: Bool
    }

    /// Follows the scroll: the visible rect's origin moved to `origin`.
    ///
    /// - Complexity: as ``ElementWindow/scroll(to:in:)``; with
    ///   ``defersPlacement``, plus the placements the new screen reaches
    ///   past the placed part (O(1) when it is placed).
    public mutating func scroll(to origin: Point) -> ScrollStep {
        let axis = layout?.scrollAxis ?? .vertical
        let reachesPending = pendingOffset.map { abs((axis == .vertical ? origin.y : origin.x) - $0) < 0.5 } ?? false
        // The user scrolled (not the view to where the state asked): the anchor is let go,
        // and the item the app asked for once the view is not on its way there (an animated
        // scroll passes through other offsets).
        if !reachesPending, origin != visibleRect.origin {
            heldAnchor = nil
            if pendingOffset == nil { requestedItem = nil }
        }
        visibleRect.origin = origin
        let base = controller?.windowBase
        placeForScreen()
        guard let layout else { return ScrollStep(changed: false, startLoading: false) }
        if reachesPending {
            pendingOffset = nil
            pendingScrollIsAnimated = false
        }
        // A window placed elsewhere numbers its elements from another first one.
        let step =
            controller?.windowBase == base
            ? window.scroll(to: visibleRect, in: layout) : window.reset(to: visibleRect, in: layout)
        decideLoading()
        return ScrollStep(changed: step.changed, startLoading: takeLoadRequest())
    }

    /// Asks the view to scroll so that the item with identifier `id` shows at
    /// `target`, whether or not its view exists (the layout knows its frame).
    ///
    /// With ``defersPlacement`` it places through the item and one viewport
    /// length past it first, so the offset (clamped to the content's end) is
    /// the one a full prepare gives.
    ///
    /// - Returns: `false` when there is no such item or no layout.
    /// - Complexity: ``path(of:)`` to find the item; with
    ///   ``defersPlacement``, plus the placements through it when it is not placed.
    @discardableResult
    public mutating func scroll(toItem id: ItemID, at target: ScrollTarget, animated: Bool) -> Bool {
        guard let path = path(of: id) else { return false }
        heldAnchor = nil  // a scroll the app asks for: the next change takes the item it shows
        placeThrough(itemAt: path)
        guard let layout else { return false }
        let length = layout.scrollAxis == .vertical ? visibleRect.height : visibleRect.width
        guard let offset = ScrollTarget.contentOffset(showing: path, at: target, in: layout, visibleLength: length)
        else { return false }
        pendingOffset = offset
        pendingScrollIsAnimated = animated
        requestedItem = (id, path)
        placeForScreen()
        return true
    }

    /// Gives up on ``pendingOffset`` (the view could not scroll there).
    public mutating func clearPendingOffset() {
        pendingOffset = nil
        pendingScrollIsAnimated = false
        requestedItem = nil
    }

    /// The anchor a change takes when none is held, where the view is going
    /// (``targetVisibleRect``): the item the app asked to show, by its
    /// leading edge, until the user scrolls elsewhere, so that cells
    /// measuring on the way or around it (above it, in other columns) do not
    /// move it from where it was asked to show; else the first visible item.
    ///
    /// - Complexity: O(log *n* + *k*) as ``ScrollAnchor/firstVisibleItem(in:visibleRect:)``.
    private mutating func anchorWhereGoing(in layout: PreparedLayout) -> ScrollAnchor? {
        if let requested = requestedItem {
            // Its path follows it through every change (as the held anchor); an item gone is let go.
            guard item(at: requested.path)?.id == requested.id, layout.attributesForItem(at: requested.path) != nil
            else {
                requestedItem = nil
                return ScrollAnchor.firstVisibleItem(in: layout, visibleRect: targetVisibleRect)
            }
            return ScrollAnchor(path: requested.path, offset: 0).retaken(
                in: layout, visibleRect: targetVisibleRect, newViewport: true)
        }
        return ScrollAnchor.firstVisibleItem(in: layout, visibleRect: targetVisibleRect)
    }

    /// The visible rect where the view is going: at ``pendingOffset`` while
    /// a scroll is pending, else where it is. Anchors are taken here, so that
    /// measurements or an update that arrive before the view has scrolled
    /// keep the item the pending scroll shows.
    var targetVisibleRect: Rect {
        guard let pending = pendingOffset, let layout else { return visibleRect }
        var rect = visibleRect
        if layout.scrollAxis == .vertical { rect.origin.y = pending } else { rect.origin.x = pending }
        return rect
    }

    /// Sets ``pendingOffset`` so that `anchor`'s item, taken in `rect`,
    /// keeps its place after `change` (nothing when it did not move).
    private mutating func keep(_ anchor: ScrollAnchor?, after change: LayoutChange, from rect: Rect) {
        if let anchor {
            placeThrough(itemAt: CollectionLayoutController.movedPath(of: anchor.path, after: change), andNext: true)
        }
        guard let controller, let layout,
            let origin = controller.anchoredOrigin(keeping: anchor, after: change, bounds: rect, contentInset: .zero)
        else { return }
        pendingOffset = layout.scrollAxis == .vertical ? origin.y : origin.x
        pendingScrollIsAnimated = false
    }

    // MARK: - Deferred placement

    /// Places, with ``defersPlacement``, through what the view reads next:
    /// the window's rect around the visible rect and around where a pending
    /// scroll goes (only there with `onlyWhereGoing`), and the loader's
    /// threshold past them; later changes place through there too. O(1) when
    /// it is placed.
    mutating func placeForScreen(onlyWhereGoing: Bool = false) {
        guard defersPlacement, let axis = layout?.scrollAxis else { return }
        let margin = Swift.max(window.overscan, loader.threshold + 1)
        var frontier = -Double.infinity
        var start = Double.infinity
        for rect in onlyWhereGoing ? [targetVisibleRect] : [visibleRect, targetVisibleRect] {
            let length = axis == .vertical ? rect.height : rect.width
            frontier = Swift.max(frontier, rect.end(along: axis) + margin + length)
            start = Swift.min(start, rect.start(along: axis) - window.overscan)
        }
        controller?.placeAhead(.through(frontier), from: start)
    }

    /// Places, with ``defersPlacement``, everything through the item at
    /// `path` (and the item after it with `andNext`, which takes a deleted
    /// item's place), then one viewport length past its frame: what scrolling
    /// to it or keeping it in place reads (the clamp to the content's end then
    /// reads a placed end, never the estimate).
    private mutating func placeThrough(itemAt path: ElementPath, andNext: Bool = false) {
        guard defersPlacement else { return }
        let visible = visibleRect.size
        withController { controller in
            // The item first: a window placed through the next one only may start between them.
            controller.place(throughItem: path)
            if andNext { controller.place(throughItem: ElementPath(section: path.section, item: path.item + 1)) }
            guard let layout = controller.layout else { return }
            let axis = layout.scrollAxis
            let length = axis == .vertical ? visible.height : visible.width
            let frame = layout.attributesForItem(at: path)?.frame ?? Rect.zero
            let end = frame.end(along: axis) + length + 1
            controller.place(throughPosition: end)
        }
    }

    /// Runs `body` on the controller as the one owner of its layout (the
    /// state's reference is let go first, so that placing and editing change
    /// the frames in place, never a copy); `nil` without a controller.
    @discardableResult
    private mutating func withController<Result, Failure: Error>(
        _ body: (inout CollectionLayoutController) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard var controller else { return nil }
        self.controller = nil
        defer { self.controller = controller }
        return try body(&controller)
    }
}
