/// The platform-neutral brain of a collection-view layout: it holds the
/// strategy, the current input and prepared layout, and makes every decision
/// an adapter (the UIKit layout, the SwiftUI `Layout`) needs — what changed,
/// whether a bounds change invalidates, which attributes a rect gets,
/// including pinned headers — so that the adapters stay thin and all of
/// this is tested on any platform.
///
/// A value type and `Sendable`: it can be built and updated off the main
/// actor and handed to it, as can the ``PreparedLayout`` it holds.
///
/// ```swift
/// var controller = try CollectionLayoutController(configuration: Configuration(strategy: "masonry", width: 390))
/// let first = try controller.update(to: LayoutInput(width: 390, items: sizes))              // .full: first layout
/// let next = try controller.update(to: LayoutInput(width: 390, items: sizes + more))       // .appended([...])
/// let shown = controller.elements(in: rect, visibleRect: bounds)
/// ```
///
/// **Deferred placement** (``defersPlacement``; the UIKit layout turns it
/// on). Every collection view `prepare` places through the end of the
/// visible rect plus one viewport length, and every change places only that
/// far (``LiveLayout/placement``): an edit at item *i* costs the
/// placements from the checkpoint before *i* to there, not to the end of the
/// list, and an edit past it places nothing. What lies past it is placed
/// when it is read: call ``place(through:)``, ``place(throughItem:)`` or
/// ``place(throughSection:)`` before ``elements(in:visibleRect:)``,
/// ``attributesForItem(at:)`` or ``attributesForSupplementaryElement(ofKind:inSection:visibleRect:)``
/// (the reads themselves answer from what is placed: an element not placed
/// is `nil`, or absent from a rect's answer). Every answer after the
/// matching `place` call equals a full prepare's. ``contentSize`` is an
/// estimate while not everything is placed (``LiveLayout/isComplete``),
/// corrected as more is placed; the anchor is placed before any change's
/// anchoring reads it, and the screen where it wants the view before an
/// offset is clamped to the content's end, so the estimate never moves it;
/// whenever the screen comes within a viewport of the estimated end the real
/// end is placed. An interactive move places everything first (a self-sizing cell
/// of a section given by count no longer does: the section lists its sizes
/// in place). Pinned headers and section backgrounds turn it
/// off (everything is placed). ``layout`` is the placed part.
///
/// In the UIKit layout and `LazyTrellisGrid`, the placed part is a
/// *window* after a jump far into the list, a rotation mid-list or new
/// items far above the screen: the items before the screen are crossed
/// without keeping their frames, and ``layout`` holds the elements from a
/// checkpoint a little before the screen on (each element carries its path).
/// The reads above place what they answer from, before the window too; a
/// navigation query (``neighbor(of:toward:)`` and the others) places from the
/// start through its item first, once after each jump.
public struct CollectionLayoutController: Sendable {
    /// The strategy that places the elements.
    public let strategy: any LayoutStrategy
    /// How elements-in-rect is answered.
    public var index: IndexOption
    /// Whether headers are pinned to the visible rect.
    public var pinsHeaders: Bool
    /// The input of ``layout``, or `nil` before the first update: held once,
    /// by the live layout when there is one, so that an edit changes it in place.
    public var input: LayoutInput? { live?.input ?? detachedInput }
    /// The input while no live layout holds it (no width yet, a layout installed from elsewhere).
    private var detachedInput: LayoutInput?
    /// The current layout, or `nil` before the first update (or while the
    /// viewport has no width). Any new layout ends a drag's preview.
    public private(set) var layout: PreparedLayout? {
        didSet { interactivePreview = nil }
    }
    /// The incremental engine behind ``relayout(after:of:)``.
    var live: (any LiveLayoutDriver)?
    /// Whether the viewport has no width: the live layout is kept at its
    /// last viewport and ``layout`` is `nil` (``update(to:)``).
    private(set) var isHidden = false
    /// Whether the live layout places only through the screen and places
    /// the rest as it is read (`false` by default; the UIKit layout sets it):
    /// see "Deferred placement" in the type's discussion.
    public var defersPlacement = false
    /// How far every change places while ``defersPlacement`` is set: the
    /// first checkpoint until the screen is known, then through the end of
    /// the last visible rect a `prepare` (or the grid) gave, plus one
    /// viewport length (``placeAhead(_:)``).
    var deferredPlacement = PlacementExtent.firstCheckpoint
    /// Whether deferred placement keeps the frames of a window only: after a
    /// jump or a rotation far into the list, ``layout`` holds the elements
    /// from a checkpoint before the screen on, and the items before it are
    /// crossed without keeping their frames (the adapters set it). Reads
    /// through the controller place what they need, before the window too;
    /// ``layout`` itself then lacks the elements before ``windowBase``.
    package var placesWindow = false {
        didSet { live?.placesWindow = placesWindow }
    }
    /// How many items a placement that crosses to a window places per slice,
    /// `nil` for the live layout's default (thousands): tests set a few, so
    /// that lists of a few thousand items cross as a million would.
    package var windowSegment: Int? {
        didSet { if let windowSegment { live?.windowSegment = windowSegment } }
    }
    /// The sizes cells measured (self-sizing), by item: they replace the data
    /// source's sizes (estimates) at every data-source change, until the item
    /// is reloaded or deleted (``apply(_:sections:itemCount:size:options:)``, ``forgetMeasuredSizes()``).
    public internal(set) var measuredSizes: [ElementPath: ItemSize] = [:]
    /// The sizes headers and footers measured (self-sizing), by kind and
    /// section: they override the section's reference size at every
    /// data-source change, until the section is reloaded or deleted
    /// (``measureSupplementaryElement(ofKind:inSection:size:)``).
    public internal(set) var measuredSupplements: [SupplementKey: Size] = [:]
    /// The sections the data source gives by count whose sizes the live
    /// layout lists, since cells in them measured themselves: their unmeasured
    /// items are laid out at the sizes the strategy gives the section by count
    /// at its place, given again when a batch moves the section, or lands it
    /// at another index of a ``CompositeStrategy``
    /// (``apply(_:sections:itemCount:size:options:)``). Set by each read of
    /// the data source, followed through batch updates; an input given to
    /// ``update(to:)`` lists none.
    var listedCountSections: Set<Int> = []
    /// What a collection view's calls left to do (``prepare(_:dataSource:)``).
    var session = CollectionViewSession()
    /// The item a finger is dragging, from ``moveInteractively(itemAt:to:)``
    /// until ``endInteractiveMove(cancelled:)``, or `nil`.
    public internal(set) var interactiveMove: InteractiveMove?
    /// The layout the queries answer from while a drag is at a target other
    /// than its origin: the data with the item moved there (``presentedLayout``).
    var interactivePreview: PreparedLayout?
    /// Sizes of measured items within this many points of their frame's size
    /// count as unchanged, so that self-sizing settles instead of invalidating
    /// again over rounding (column strategies recompute a height from an aspect ratio).
    public static let sizeTolerance = 0.01

    /// A controller for a strategy value.
    public init(strategy: any LayoutStrategy, index: IndexOption = .auto, pinsHeaders: Bool = false) {
        self.strategy = strategy
        self.index = index
        self.pinsHeaders = pinsHeaders
    }

    /// A controller for a configuration's strategy, index and header pinning.
    /// The viewport comes from the view; the configuration's `width` and
    /// `height` are not used.
    ///
    /// - Parameters:
    ///   - configuration: The strategy by name with its options, the index and header pinning.
    ///   - registry: Where the strategy's name is looked up.
    ///   - keepsColumns: Whether a column strategy keeps its items' columns
    ///     through edits (``keepingColumns(_:)``) when the configuration does
    ///     not set `stableLanes` itself: what the adapters do.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(configuration: Configuration, registry: StrategyRegistry = .builtIn, keepsColumns: Bool = false)
        throws(LayoutError)
    {
        let strategy = try configuration.makeStrategy(registry: registry)
        let keeps = keepsColumns && configuration.options["stableLanes"] == nil
        self.init(
            strategy: keeps ? Self.keepingColumns(strategy) : strategy, index: configuration.index,
            pinsHeaders: configuration.pinsHeaders)
    }

    /// `strategy` with kept columns (`stableLanes`) when it is a built-in
    /// column strategy (`round-robin`, `shortest-column`, `masonry`): every
    /// item stays in its column through later edits — a cell above that
    /// measures itself, an insert or a delete before it — as the UIKit layout
    /// and the lazy grid lay out by default. Any other strategy, your own
    /// ``ColumnStrategy`` included, is returned as it is (set its
    /// `columnOptions.stableLanes` yourself). A full prepare is the same either way.
    public static func keepingColumns(_ strategy: any LayoutStrategy) -> any LayoutStrategy {
        switch strategy {
        case var masonry as Masonry:
            masonry.columnOptions.stableLanes = true
            return masonry
        case var shortest as ShortestColumn:
            shortest.columnOptions.stableLanes = true
            return shortest
        case var roundRobin as RoundRobin:
            roundRobin.columnOptions.stableLanes = true
            return roundRobin
        default:
            return strategy
        }
    }

    // MARK: - Updating

    /// Lays out `input`, doing what the change from the current input requires.
    ///
    /// An input whose width is not greater than 0 (a collection view not laid
    /// out yet, or hidden) hides the layout (``layout`` is `nil`) and returns
    /// ``LayoutChange/viewport`` without an error. The live layout is kept at
    /// its last viewport, with its measured sizes and kept columns, and
    /// follows the input's data there; the next width shows it again
    /// (``LayoutChange/viewport``), laid out again only when that width differs.
    ///
    /// - Returns: What changed; ``LayoutChange/none`` leaves the layout as it is.
    /// - Throws: ``LayoutError`` when the strategy cannot lay `input` out; the
    ///   controller then keeps its previous input and layout.
    /// - Complexity: O(*n*) to find the change, plus ``relayout(after:of:)``.
    @discardableResult
    public mutating func update(to input: LayoutInput) throws(LayoutError) -> LayoutChange {
        let change = try layOut(input)
        listedCountSections = []  // the caller's sizes: no section of them is the data source's count
        return change
    }

    /// ``update(to:)`` of an input of the same data source (its listed count sections kept).
    @discardableResult
    mutating func layOut(_ input: LayoutInput) throws(LayoutError) -> LayoutChange {
        guard input.width > 0 else { return try hide(following: input) }
        let change = layout == nil && live == nil ? .full : LayoutChange(from: self.input, to: input)
        if isHidden, change == .none {
            isHidden = false
            layout = live?.layout
            return .viewport
        }
        guard change != .none else { return .none }
        do throws(LayoutError) {
            let laidOut = try relayout(after: change, of: input)
            isHidden = false
            layout = laidOut
        } catch {
            if isHidden { layout = nil }
            throw error
        }
        return change
    }

    /// Hides the layout while the viewport has no width: the live layout is
    /// kept at its viewport and follows `input`'s data there (a change that
    /// is not a width change forgets nothing), so that no size and no column
    /// is lost or invented while nothing can be shown.
    private mutating func hide(following input: LayoutInput) throws(LayoutError) -> LayoutChange {
        guard let current = live?.input else {
            live = nil
            detachedInput = input
            layout = nil
            return .viewport
        }
        var kept = input
        kept.width = current.width
        kept.height = current.height
        isHidden = true
        layout = nil
        if kept != current { _ = try relayout(after: LayoutChange(from: current, to: kept), of: kept) }
        layout = nil
        return .viewport
    }

    /// Publishes the live layout's frames as ``layout``; none while hidden.
    mutating func publish(_ driver: any LiveLayoutDriver) {
        layout = isHidden ? nil : driver.layout
    }

    /// Lays the current items out again in a new viewport or direction, if
    /// either changed: what a bounds change or a layout-direction change needs.
    /// A viewport with nothing across the scroll axis (no width, or no
    /// height for a horizontal layout) hides the layout as ``update(to:)``
    /// does at no width; a vertical layout's viewport with no height keeps
    /// its height (nothing shows, nothing is laid out again).
    ///
    /// - Returns: ``LayoutChange/viewport`` when the viewport or direction
    ///   changed, ``LayoutChange/none`` when neither did or there is no input yet.
    /// - Throws: ``LayoutError`` from the strategy; the controller keeps its previous state.
    /// - Complexity: O(1) when nothing changed (no pass over the items: this
    ///   runs on every scroll frame when headers are pinned), else ``relayout(after:of:)``.
    @discardableResult
    public mutating func updateViewport(_ viewport: Size, layoutDirection: ReadingDirection) throws(LayoutError)
        -> LayoutChange
    {
        var listed = listedCountSections
        var next: LayoutInput
        if let input = live?.input {
            next = input
        } else if let detached = detachedInput {
            next = withMeasuredSizes(detached)
            listed = Self.listedCountSections(of: detached, laidOutAs: next)
        } else {
            return .none
        }
        // The published layout first: reading the live one through its existential copies the layout out (retains).
        let axis = layout?.scrollAxis ?? live?.layout.scrollAxis
        var viewport = viewport
        // No height across a horizontal layout's axis hides it, as no width hides any layout (`update(to:)`);
        // no height along a vertical one's keeps its height: nothing shows, nothing is laid out again.
        if axis == .horizontal, viewport.height <= 0 { viewport.width = 0 }
        let keepsHeight = viewport.height <= 0 && axis == .vertical && next.height != nil
        let height: Double? = viewport.height > 0 ? viewport.height : keepsHeight ? next.height : nil
        guard
            layout == nil || next.width != viewport.width || next.height != height
                || next.layoutDirection != layoutDirection
        else { return .none }
        next.width = viewport.width
        next.height = height
        next.layoutDirection = layoutDirection
        let change = try layOut(next)
        listedCountSections = listed
        return change
    }

    /// Replaces the sizes of some items and lays the items out in a new
    /// viewport or direction, as one change: what a width change needs when
    /// items measured at the old width take other sizes at the new one
    /// (a fixed height becomes the measured shape, or the other way round).
    ///
    /// The new sizes are placed no further than the checkpoint after the
    /// first of them, since the new viewport places everything again from
    /// the start: the placements are those of ``updateViewport(_:layoutDirection:)``
    /// (through the screen with ``defersPlacement``). Pinned headers, section
    /// backgrounds, right-to-left inputs and composite strategies place
    /// everything at every change, the new sizes too. With no live layout
    /// (none yet, or one installed), only the viewport changes.
    ///
    /// - Parameters:
    ///   - sizes: The items' new sizes, at their paths in the current input
    ///     (sections given with sizes); those equal to the current ones are skipped.
    ///   - viewport: The new viewport.
    ///   - layoutDirection: The new direction.
    /// - Returns: What ``updateViewport(_:layoutDirection:)`` returns, or
    ///   ``LayoutChange/resized(_:)`` when only sizes changed.
    /// - Throws: ``LayoutError`` for a size the strategy rejects, a missing
    ///   item or a bad viewport; the controller then keeps its previous input
    ///   and layout (placed through the screen again with ``defersPlacement``).
    /// - Complexity: O(*r* log *r*) for *r* sizes, plus the placements from
    ///   the first resized item through its next checkpoint, plus
    ///   ``updateViewport(_:layoutDirection:)``.
    public mutating func updateViewport(
        _ viewport: Size, layoutDirection: ReadingDirection, resizing sizes: [(path: ElementPath, size: ItemSize)]
    ) throws(LayoutError) -> LayoutChange {
        guard !sizes.isEmpty, let limit = live.map(\.placement) else {
            return try updateViewport(viewport, layoutDirection: layoutDirection)
        }
        var edits: [LayoutEdit] = []
        var inverses: [LayoutEdit] = []
        var resized: [ElementPath] = []
        do {
            // Read in a scope of its own: a reference to the sizes left alive would copy them at the first edit.
            let sections = live?.input.sections ?? []
            for (path, size) in sizes.sorted(by: { $0.path < $1.path }) {
                let old =
                    sections.indices.contains(path.section) && (0..<sections[path.section].count).contains(path.item)
                    ? sections[path.section].size(at: path.item) : nil
                guard old != size else { continue }
                edits.append(.setSize(size, at: path))
                resized.append(path)
                if let old { inverses.append(.setSize(old, at: path)) }
            }
        }
        // Edited through `restoreLive`, whose copy of the live layout ends with it: one
        // left alive here would share the frames with the relayout below, which
        // would then place into a new buffer (new pages) instead of the old one.
        var failure: LayoutError?
        restoreLive { driver in
            do throws(LayoutError) {
                // The new viewport places everything again from the start: the sizes pause at their first checkpoint.
                driver.placement = .firstCheckpoint
                try driver.apply(edits)
                driver.placement = limit
            } catch {
                failure = error
                Self.restore(&driver, limit: limit)
            }
        }
        if let failure { throw failure }
        let change: LayoutChange
        do throws(LayoutError) {
            change = try updateViewport(viewport, layoutDirection: layoutDirection)
        } catch {
            // The viewport stays as it was: the sizes go back too.
            restoreLive { driver in
                driver.placement = .firstCheckpoint
                try? driver.apply(inverses)
                Self.restore(&driver, limit: limit)
            }
            throw error
        }
        if change == .none { restoreLive { Self.restore(&$0, limit: limit) } }  // the same viewport: place the sizes
        return resized.isEmpty || change != .none ? change : .resized(resized)
    }

    /// Runs `body` on the live layout as its one owner, then publishes its layout.
    private mutating func restoreLive(_ body: (inout any LiveLayoutDriver) -> Void) {
        guard var driver = live else { return }
        live = nil
        layout = nil
        body(&driver)
        live = driver
        publish(driver)
    }

    /// Gives a live layout its placement extent back and places that far,
    /// after a change placed with a shorter one.
    private static func restore(_ driver: inout any LiveLayoutDriver, limit: PlacementExtent) {
        driver.placement = limit
        // The input was placed through there before: placing it again cannot fail.
        switch limit {
        case .everything: try? driver.placeAll()
        case .through(let position): try? driver.place(through: position)
        case .firstCheckpoint: break
        }
    }

    /// Replaces the sizes of measured items (self-sizing) and lays out again.
    ///
    /// Items that no longer exist are skipped; a section given by count takes
    /// its frames' sizes first (``input(resizingItemAt:to:)``). A size
    /// without a span keeps the item's span.
    ///
    /// - Returns: ``LayoutChange/resized(_:)`` with the paths whose size
    ///   changed, ascending, or ``LayoutChange/none``.
    /// - Throws: ``LayoutError`` from the strategy; the controller keeps its previous state.
    /// - Complexity: O(*r* log *r*) for *r* sizes, plus the live layout's
    ///   placements from the first resized item on; O(*m*) more for a section
    ///   of *m* items given by count.
    @discardableResult
    public mutating func resizeItems(_ sizes: [(path: ElementPath, size: ItemSize)]) throws(LayoutError) -> LayoutChange
    {
        try listSizesOfCountSections(Set(sizes.map(\.path.section)))
        guard let edits = resizeEdits(sizes) else { return try resizeItemsRebuilding(sizes) }
        let changed = Set(
            edits.compactMap { edit -> ElementPath? in
                if case .setSize(_, let path) = edit { return path }
                return nil
            })
        if !changed.isEmpty { try apply(edits) }
        for (path, _) in sizes where path.section >= 0 && path.section < (input?.sections.count ?? 0) {
            if let given = input?.sections[path.section].givenSize(at: path.item) { measuredSizes[path] = given }
        }
        return changed.isEmpty ? .none : .resized(changed.sorted())
    }

    /// Gives each of `sections` that the live layout holds as a count the
    /// sizes the strategy gives its items by count (``countSizes(ofSection:in:)``),
    /// keeping its frames and kept columns: a measurement in it is then an edit.
    ///
    /// - Complexity: a prepare of each such section's *m* items, plus the
    ///   placements from its first item on.
    mutating func listSizesOfCountSections(_ sections: Set<Int>) throws(LayoutError) {
        guard let input = live?.input else { return }
        for section in sections.sorted() where input.sections.indices.contains(section) {
            guard !input.sections[section].hasSizes else { continue }
            let sizes = countSizes(ofSection: section, in: input)
            var failure: LayoutError?
            restoreLive { driver in
                do throws(LayoutError) { try driver.listSizes(sizes, ofSection: section) } catch { failure = error }
            }
            if let failure { throw failure }
            listedCountSections.insert(section)
        }
    }

    /// The edits that give measured items their sizes, or `nil` when a live
    /// layout cannot take them as edits (none yet, or a section given by count).
    private func resizeEdits(_ sizes: [(path: ElementPath, size: ItemSize)]) -> [LayoutEdit]? {
        guard let input = live?.input else { return nil }
        var edits: [LayoutEdit] = []
        for (path, size) in sizes where input.sections.indices.contains(path.section) {
            let section = input.sections[path.section]
            guard section.hasSizes else { return nil }
            guard let given = section.givenSize(at: path.item) else { continue }
            let resized = size.keepingSpan(of: given)
            if resized != given { edits.append(.setSize(resized, at: path)) }
        }
        return edits
    }

    /// ``resizeItems(_:)`` by building the new input: for a section given by count.
    private mutating func resizeItemsRebuilding(_ sizes: [(path: ElementPath, size: ItemSize)]) throws(LayoutError)
        -> LayoutChange
    {
        placeEverything()  // a section given by count takes the sizes of all its frames
        guard let original = input else { return .none }
        var next = original
        var changed = Set<ElementPath>()
        for (path, size) in sizes {
            guard let resized = Self.resizing(next, itemAt: path, to: size, frames: layout) else { continue }
            if resized.sections[path.section] != next.sections[path.section] { changed.insert(path) }
            next = resized
        }
        guard !changed.isEmpty else {
            remember(sizes, from: next)
            return .none
        }
        var change = LayoutChange.resized(changed.sorted())
        if next.width > 0 {
            layout = try relayout(after: change, of: next)
        } else {
            change = try layOut(next)
        }
        remember(sizes, from: next)
        listedCountSections.formUnion(Self.listedCountSections(of: original, laidOutAs: next))
        return change
    }

    /// Records the sizes of measured items, as `input` holds them (with their spans).
    private mutating func remember(_ sizes: [(path: ElementPath, size: ItemSize)], from input: LayoutInput) {
        for (path, _) in sizes where input.sections.indices.contains(path.section) {
            guard let given = input.sections[path.section].givenSize(at: path.item) else { continue }
            measuredSizes[path] = given
        }
    }

    /// Applies edits of the data (items and sections inserted, deleted or
    /// resized, sections' sizes listed) to the live layout in place: what
    /// every change of an app's data becomes, from a collection view's batch
    /// or an identity diff. Measured sizes and kept columns of the items the
    /// edits do not touch are kept; the anchor is the caller's to follow
    /// (``movedPath(of:after:)``). The live layout holds the only copy of the
    /// input and frames while they change.
    ///
    /// - Throws: ``LayoutError`` from the edits or the strategy; the controller
    ///   keeps its previous state. ``LayoutError/invalidViewport(_:)`` when
    ///   there is no layout yet to edit.
    /// - Complexity: as ``LiveLayout/apply(_:)``: the placements from the
    ///   checkpoint before the first edited item through what is placed
    ///   (the screen with ``defersPlacement``), plus index upkeep for them.
    public mutating func apply(_ edits: [LayoutEdit]) throws(LayoutError) {
        guard var driver = live else { throw .invalidViewport("there is no layout to edit yet") }
        live = nil
        layout = nil
        do throws(LayoutError) {
            try driver.apply(edits)
        } catch {
            live = driver
            publish(driver)
            throw error
        }
        driver.pinsHeaders = pinsHeaders
        publish(driver)
        live = driver
    }

    /// Installs a layout prepared elsewhere (off the main actor) for `input`.
    ///
    /// The layout must come from this controller's strategy and `input`;
    /// ``pinsHeaders`` is applied to it.
    public mutating func install(_ layout: PreparedLayout, for input: LayoutInput) {
        live = nil  // the next change recomputes from the installed input
        isHidden = false
        measuredSizes = [:]
        measuredSupplements = [:]
        listedCountSections = []
        session.dataSource = .current
        session.anchor = .free
        var layout = layout
        layout.pinsHeaders = pinsHeaders
        self.layout = layout
        detachedInput = input
    }

    /// The layout of `input` after `change`, brought up to date by the
    /// controller's ``LiveLayout``: appends and self-sized items resume from
    /// the first affected item (O(*k*) plus index upkeep for *k* appended
    /// items); other changes, or a layout installed from elsewhere, recompute
    /// in full. The result always equals a full prepare of `input`.
    ///
    /// - Throws: ``LayoutError`` from the strategy; the controller keeps its
    ///   previous layout.
    public mutating func relayout(after change: LayoutChange, of input: LayoutInput) throws(LayoutError)
        -> PreparedLayout
    {
        guard var driver = live else {
            var driver = try Self.makeLive(
                strategy, input: input, index: index, placement: defersPlacement ? deferredPlacement : .everything,
                placesWindow: placesWindow, windowSegment: windowSegment)
            driver.pinsHeaders = pinsHeaders
            live = driver
            detachedInput = nil
            return driver.layout
        }
        // One owner for the frames while they change: the live layout (its
        // buffers then grow in place instead of being copied, 32 bytes per element).
        live = nil
        layout = nil
        do throws(LayoutError) {
            try driver.apply(change, to: input)
        } catch {
            live = driver  // a live layout that throws is left as it was
            publish(driver)
            throw error
        }
        driver.pinsHeaders = pinsHeaders
        live = driver
        return driver.layout
    }

    /// Drops the layout and its input: the next update lays out from scratch.
    mutating func clearLayout() {
        live = nil
        layout = nil
        detachedInput = nil
        listedCountSections = []
        isHidden = false
    }

    /// A live layout of `input` for an existential strategy.
    private static func makeLive<Strategy: LayoutStrategy>(
        _ strategy: Strategy, input: LayoutInput, index: IndexOption, placement: PlacementExtent, placesWindow: Bool,
        windowSegment: Int?
    ) throws(LayoutError) -> any LiveLayoutDriver {
        var live = try LiveLayout(strategy, input: input, index: index, placement: placement)
        live.placesWindow = placesWindow
        if let windowSegment { live.windowSegment = windowSegment }
        return live
    }

    // MARK: - Building inputs

    /// The current input with one item's size replaced, for self-sizing.
    ///
    /// A section given by count becomes a section of sizes: its items take
    /// the sizes of their current frames (what the strategy made of the
    /// count), then the item at `path` takes `size`. A `size` without a
    /// span keeps the item's span (a measurement says nothing about columns).
    ///
    /// - Returns: `nil` when there is no current input or no such item.
    /// - Complexity: O(*m*), where *m* is the number of items in the section.
    public func input(resizingItemAt path: ElementPath, to size: ItemSize) -> LayoutInput? {
        input.flatMap { Self.resizing($0, itemAt: path, to: size, frames: layout) }
    }

    /// `input` with one item's size replaced; a count section takes the sizes of its frames in `frames`.
    private static func resizing(
        _ input: LayoutInput, itemAt path: ElementPath, to size: ItemSize,
        frames layout: PreparedLayout?
    ) -> LayoutInput? {
        var input = input
        guard input.sections.indices.contains(path.section),
            path.item >= 0, path.item < input.sections[path.section].count
        else { return nil }
        var section = input.sections[path.section]
        var sizes: [ItemSize]
        switch section.items {
        case .sizes(let given):
            sizes = given
        case .count(let count):
            sizes = (0..<count).map { item in
                let frame = layout?.attributesForItem(at: ElementPath(section: path.section, item: item))?.frame
                return frame.flatMap { ItemSize(measured: $0.size) } ?? size
            }
        }
        sizes[path.item] = size.keepingSpan(of: sizes[path.item])
        section.items = .sizes(sizes)
        input.sections[path.section] = section
        return input
    }

    /// An input built by asking for each section's item count, sizes and options.
    ///
    /// Each section's sizes have room for an eighth more items (reserved, not
    /// written), so that the live layout's batch inserts edit them in place.
    ///
    /// - Parameters:
    ///   - viewport: The width (and, for horizontal scrolling, the height) to lay out in.
    ///   - layoutDirection: Left to right (the default) or right to left.
    ///   - sections: The number of sections.
    ///   - itemCount: The number of items in a section.
    ///   - size: An item's size, or `nil` to give the section as a count
    ///     (the strategy's default item size); asked for every item of a
    ///     section until it first returns `nil`.
    ///   - options: A section's option overrides.
    ///   - sectionBackground: The inset of each section's background, `nil` for none.
    /// - Complexity: O(*n*) calls, where *n* is the number of items.
    public static func makeInput(
        viewport: Size, layoutDirection: ReadingDirection = .leftToRight, sections: Int,
        itemCount: (Int) -> Int, size: (ElementPath) -> ItemSize?,
        options: (Int) -> OptionValues = { _ in [:] },
        sectionBackground: Insets? = nil
    ) -> LayoutInput {
        let sectionInputs = (0..<Swift.max(0, sections)).map {
            sectionInput($0, itemCount: itemCount, size: size, options: options)
        }
        return LayoutInput(
            width: viewport.width, height: viewport.height > 0 ? viewport.height : nil,
            sections: sectionInputs, layoutDirection: layoutDirection, sectionBackground: sectionBackground)
    }

    /// One section of ``makeInput(viewport:layoutDirection:sections:itemCount:size:options:sectionBackground:)``.
    static func sectionInput(
        _ section: Int, itemCount: (Int) -> Int, size: (ElementPath) -> ItemSize?, options: (Int) -> OptionValues
    ) -> SectionInput {
        let count = Swift.max(0, itemCount(section))
        var sizes: [ItemSize] = []
        // Room for an eighth more items: the live layout inserts into this
        // array in place, and an insert past its capacity copies the whole
        // section into a new buffer once (14 ms at a million items on the
        // benchmark machine, mostly first touches of the new pages: the p99
        // of a batch of inserts), where an insert within it moves only the
        // later items (~0.3–1 ms). The room is reserved, not written: pages
        // never touched cost no memory.
        sizes.reserveCapacity(count + count / 8)
        for item in 0..<count {
            guard let itemSize = size(ElementPath(section: section, item: item)) else {
                return SectionInput(count: count, options: options(section))
            }
            sizes.append(itemSize)
        }
        return SectionInput(items: sizes, options: options(section))
    }

    /// The size content is laid out in: the bounds less the content insets
    /// (UIKit's `adjustedContentInset`), never negative.
    public static func viewport(boundsSize: Size, contentInset: Insets) -> Size {
        Size(
            width: Swift.max(0, boundsSize.width - contentInset.horizontal),
            height: Swift.max(0, boundsSize.height - contentInset.vertical))
    }

    /// The part of the bounds content shows in (the bounds less the content
    /// insets): what headers pin to, so that they stop below a navigation bar.
    public static func visibleRect(bounds: Rect, contentInset: Insets) -> Rect {
        Rect(
            x: bounds.minX + contentInset.left, y: bounds.minY + contentInset.top,
            width: Swift.max(0, bounds.width - contentInset.horizontal),
            height: Swift.max(0, bounds.height - contentInset.vertical))
    }
}

// MARK: - Decisions

extension CollectionLayoutController {
    /// What a change of the visible bounds from `old` to `new` requires.
    ///
    /// ``BoundsChangeResponse/relayout`` when there is no layout yet, the
    /// length across the scroll axis changed (width for vertical layouts,
    /// height for horizontal ones), or the length along it went to zero or
    /// came back from zero (the view hidden or shown: nothing is laid out
    /// again, but the item the user looked at is taken with the bounds
    /// before, so that changes while nothing shows keep it); else
    /// ``BoundsChangeResponse/repositionPinnedHeaders`` when headers are
    /// pinned and the bounds moved or changed size; else ``BoundsChangeResponse/none``.
    public func response(toBoundsChangeFrom old: Rect, to new: Rect) -> BoundsChangeResponse {
        guard let layout else { return .relayout }
        let vertical = layout.scrollAxis == .vertical
        let acrossChanged = vertical ? old.width != new.width : old.height != new.height
        let shown = vertical ? (old.height > 0, new.height > 0) : (old.width > 0, new.width > 0)
        if acrossChanged || shown.0 != shown.1 { return .relayout }
        if pinsHeaders, old != new { return .repositionPinnedHeaders }
        return .none
    }

    /// Whether a cell's measured (preferred) size differs from its frame's
    /// by more than ``sizeTolerance`` in either dimension: self-sizing then
    /// stores the measured size as the item's ``ItemSize`` and lays out again.
    public static func measuredSizeDiffers(_ measured: Size, from frame: Size) -> Bool {
        guard measured.width.isFinite, measured.height.isFinite else { return false }
        return abs(measured.width - frame.width) > sizeTolerance || abs(measured.height - frame.height) > sizeTolerance
    }

    /// The sections whose pinned header overlaps one of `visibleRects`: the
    /// headers to invalidate when the bounds move from one rect to another.
    ///
    /// - Complexity: O(log *n* + *k*) per rect, as a pinned query.
    public func pinnedHeaderSections(in visibleRects: [Rect]) -> [Int] {
        guard let layout else { return [] }
        var sections = Set<Int>()
        for rect in visibleRects {
            for element in layout.elements(in: rect, pinningHeadersTo: rect) where element.kind == .header {
                sections.insert(element.path.section)
            }
        }
        return sections.sorted()
    }

    // MARK: - Queries

    /// The size of the whole content, or zero before the first layout.
    public var contentSize: Size { presentedLayout?.contentSize ?? .zero }

    /// The elements overlapping `rect`, headers pinned to `visibleRect` when
    /// ``pinsHeaders`` is set (``PreparedLayout/elements(in:pinningHeadersTo:)``).
    ///
    /// - Complexity: O(log *n* + *k*) with the `auto` index, where *n* is the
    ///   number of elements and *k* the number returned.
    public func elements(in rect: Rect, visibleRect: Rect) -> [LayoutAttributes] {
        guard let layout = presentedLayout else { return [] }
        return pinsHeaders
            ? layout.elements(in: rect, pinningHeadersTo: visibleRect)
            : layout.elements(in: rect, pinningHeaders: false)
    }

    /// The attributes of the item at `path`, or `nil`.
    public func attributesForItem(at path: ElementPath) -> LayoutAttributes? {
        presentedLayout?.attributesForItem(at: path)
    }

    /// A section's header or footer, the header pinned to `visibleRect` when
    /// ``pinsHeaders`` is set; `nil` when there is none.
    ///
    /// - Complexity: O(log *s*), where *s* is the number of sections.
    public func attributesForSupplementaryElement(
        ofKind kind: ElementKind, inSection section: Int,
        visibleRect: Rect
    ) -> LayoutAttributes? {
        guard let layout = presentedLayout else { return nil }
        if pinsHeaders, kind == .header { return layout.pinnedHeader(inSection: section, visibleRect: visibleRect) }
        return layout.attributesForSupplementaryElement(ofKind: kind, inSection: section)
    }
}

extension ItemSize {
    /// The natural size of a measured view, or `nil` when the measurement is
    /// not finite and positive in both dimensions (a view with no ideal size).
    ///
    /// Column strategies keep the measured aspect ratio at their column width,
    /// so a cell measured at its frame's width keeps its measured height.
    public init?(measured size: Size) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        self.init(width: size.width, height: size.height)
    }

    /// This size as the new size of an item whose size is `current`: without
    /// a span of its own it keeps the item's (a measurement says nothing
    /// about columns).
    func keepingSpan(of current: ItemSize) -> ItemSize {
        var size = self
        if size.span == nil { size.span = current.span }
        return size
    }
}

/// A header or footer of a section: the key of a measured supplementary size.
public struct SupplementKey: Sendable, Hashable {
    /// ``ElementKind/header`` or ``ElementKind/footer``.
    public var kind: ElementKind
    /// The section.
    public var section: Int

    /// The header or footer of `section`.
    public init(kind: ElementKind, section: Int) {
        self.kind = kind
        self.section = section
    }
}

// MARK: - Deferred placement

extension CollectionLayoutController {
    /// Places, while ``defersPlacement`` left them unplaced, the elements
    /// that start before the end of `rect` along the scroll axis: call it
    /// before ``elements(in:visibleRect:)`` of a rect past what `prepare`
    /// placed (UIKit's `layoutAttributesForElements(in:)` does).
    ///
    /// - Complexity: O(1) when they are placed (always without
    ///   ``defersPlacement``); else the placements through the rect's end
    ///   (plus at most a checkpoint spacing), plus index upkeep for them.
    public mutating func place(through rect: Rect) {
        placeDeferred { driver throws(LayoutError) in
            let axis = driver.layout.scrollAxis
            try driver.place(from: rect.start(along: axis), through: rect.end(along: axis))
        }
    }

    /// Places, while ``defersPlacement`` left them unplaced, the elements
    /// that start before `position` along the scroll axis, extending a
    /// window rather than moving it (``placesWindow``): what a read that
    /// already holds an item places past it.
    mutating func place(throughPosition position: Double) {
        placeDeferred { driver throws(LayoutError) in try driver.place(through: position) }
    }

    /// Places, while ``defersPlacement`` left it unplaced, everything up to
    /// the item at `path`: call it before ``attributesForItem(at:)`` of an
    /// item that may be off screen (UIKit's `layoutAttributesForItem(at:)`,
    /// a scroll to an item).
    ///
    /// - Complexity: O(1) when it is placed; else the placements through it.
    public mutating func place(throughItem path: ElementPath) {
        placeDeferred { driver throws(LayoutError) in try driver.place(throughItem: path) }
    }

    /// Places, while ``defersPlacement`` left it unplaced, everything up to
    /// the end of `section` (its footer): call it before
    /// ``attributesForSupplementaryElement(ofKind:inSection:visibleRect:)``.
    ///
    /// - Complexity: O(1) when it is placed; else the placements through it.
    public mutating func place(throughSection section: Int) {
        placeDeferred { driver throws(LayoutError) in
            let count = driver.input.sections.indices.contains(section) ? driver.input.sections[section].count : 0
            try driver.place(throughItem: ElementPath(section: section, item: count))
        }
    }

    /// Runs `place` on the live layout while it is partly placed and
    /// ``defersPlacement`` is set, then publishes its layout. A placement
    /// that fails (only for an input a full prepare rejects too) drops the
    /// layout: the next `prepare` reads the data source in full.
    mutating func placeDeferred(_ place: (inout any LiveLayoutDriver) throws(LayoutError) -> Void) {
        guard defersPlacement, var driver = live, !driver.isComplete else { return }
        live = nil
        layout = nil
        do throws(LayoutError) {
            try place(&driver)
        } catch {
            session.lastError = error
            session.dataSource = .needsFullRead
            clearLayout()
            return
        }
        publish(driver)
        live = driver
    }

    /// Places through the end of `visibleRect` plus one viewport length, and
    /// makes every later change place through there: the placement follows
    /// the screen (``placeAhead(_:)``). With `current` (where the view is
    /// while an update moves it to `visibleRect`, which it animates from), it
    /// places what either shows, so that a window holds both.
    mutating func followViewport(_ visibleRect: Rect, from current: Rect? = nil) {
        let axis = layout?.scrollAxis ?? .vertical
        var frontier = -Double.infinity
        var start = Double.infinity
        for rect in [visibleRect, current ?? visibleRect] {
            let length = axis == .vertical ? rect.height : rect.width
            frontier = Swift.max(frontier, rect.end(along: axis) + Swift.max(0, length))
            start = Swift.min(start, rect.start(along: axis))
        }
        guard frontier.isFinite else { return }
        placeAhead(.through(frontier), from: start)
    }

    /// Sets how far every later change places while ``defersPlacement`` is
    /// set, and places that far now: what an adapter calls as the screen moves.
    ///
    /// * ``PlacementExtent/through(_:)``: through a position along the scroll
    ///   axis (the end of the screen plus a margin); when the estimated end
    ///   is within reach of it, before or after placing, the real end is
    ///   placed, so that a scroll never stops at an estimate short of it.
    /// * ``PlacementExtent/everything``: everything is placed, now and at
    ///   every change, until the next ``PlacementExtent/through(_:)`` (a
    ///   read whose answer may lie anywhere; deferral turned off).
    /// * ``PlacementExtent/firstCheckpoint``: the next change places as little
    ///   as it can (a new viewport, whose anchor and screen are placed after
    ///   it); nothing is placed now.
    ///
    /// Nothing happens without ``defersPlacement`` (everything is placed) or
    /// during an interactive move.
    ///
    /// - Complexity: O(1) when it is placed; else the placements through it,
    ///   plus index upkeep for them.
    public mutating func placeAhead(_ extent: PlacementExtent) {
        placeAhead(extent, from: .infinity)
    }

    /// ``placeAhead(_:)`` for a screen that starts at `start` along the
    /// scroll axis: with ``placesWindow``, the window then holds every
    /// element that overlaps the positions from `start` through the extent.
    mutating func placeAhead(_ extent: PlacementExtent, from start: Double) {
        guard defersPlacement, interactiveMove == nil else { return }
        switch extent {
        case .everything:
            placeEverything()
        case .firstCheckpoint:
            if live?.placement != .everything { live?.placement = .firstCheckpoint }
        case .through(let frontier):
            guard !frontier.isNaN else { return }
            guard frontier.isFinite else { return placeEverything() }
            let screenKnown = deferredPlacement != .firstCheckpoint
            deferredPlacement = extent
            live?.placement = extent
            let start = start.isNaN ? .infinity : start
            placeDeferred { driver throws(LayoutError) in
                func end() -> Double {
                    driver.layout.scrollAxis == .vertical
                        ? driver.layout.contentSize.height : driver.layout.contentSize.width
                }
                let seen = screenKnown ? end() : .infinity  // the first placement's estimate was never shown
                try driver.place(from: Swift.min(start, frontier), through: frontier)
                // (the end, not everything: a window before it stays one)
                if driver.pause != nil, frontier >= Swift.min(seen, end()) { try driver.place(through: .infinity) }
            }
        }
    }

    /// The position among all elements of the first element ``layout``
    /// holds: 0 unless deferred placement placed a window after a jump.
    package var windowBase: Int { live?.windowBase ?? 0 }

    /// Whether every element of the input is placed: always, unless
    /// ``defersPlacement`` left a part unplaced.
    public var isPlacedInFull: Bool { live?.isComplete ?? true }

    /// Whether the last element is placed, so that the content size is the
    /// real one: as ``isPlacedInFull``, or a window placed through the end.
    var isPlacedThroughEnd: Bool { live.map { $0.pause == nil } ?? true }

    /// Places everything the live layout left unplaced (an interactive
    /// move, which previews layouts of the whole data, and reads whose
    /// answer may lie anywhere), and stops deferring until the next
    /// ``placeAhead(_:)`` through a position.
    mutating func placeEverything() {
        live?.placement = .everything
        placeDeferred { driver throws(LayoutError) in try driver.placeAll() }
    }

}

extension Rect {
    /// Where the rect starts along `axis`.
    func start(along axis: ScrollAxis) -> Double {
        axis == .vertical ? minY : minX
    }

    /// Where the rect ends along `axis`.
    func end(along axis: ScrollAxis) -> Double {
        axis == .vertical ? maxY : maxX
    }
}

extension Size {
    /// The length across `axis`: the width when scrolling vertically, the height when horizontally.
    func length(across axis: ScrollAxis) -> Double {
        axis == .vertical ? width : height
    }
}

extension LayoutInput {
    /// The viewport's size (a height of 0 when it has none).
    var viewport: Size {
        Size(width: width, height: height ?? 0)
    }
}

// MARK: - The live layout behind the controller

/// A ``LiveLayout`` of any strategy behind one existential, so that
/// ``CollectionLayoutController`` (which holds `any LayoutStrategy`) can
/// update its layout incrementally.
protocol LiveLayoutDriver: Sendable {
    var input: LayoutInput { get }
    var layout: PreparedLayout { get }
    var pinsHeaders: Bool { get set }
    var placement: PlacementExtent { get set }
    var isComplete: Bool { get }
    var pause: PlacementPause? { get }
    mutating func place(through position: Double) throws(LayoutError)
    mutating func place(throughItem path: ElementPath) throws(LayoutError)
    mutating func placeAll() throws(LayoutError)
    mutating func place(from start: Double, through end: Double) throws(LayoutError)
    var placesWindow: Bool { get set }
    var windowSegment: Int { get set }
    var windowBase: Int { get }
    mutating func placeBeforeWindow() throws(LayoutError)
    mutating func appendItems(_ items: [ItemSize], toSection section: Int) throws(LayoutError)
    mutating func appendItems(count: Int, toSection section: Int) throws(LayoutError)
    mutating func appendSection(_ section: SectionInput) throws(LayoutError)
    mutating func setSize(_ size: ItemSize, ofItemAt path: ElementPath) throws(LayoutError)
    mutating func listSizes(_ sizes: [ItemSize], ofSection section: Int) throws(LayoutError)
    mutating func setViewport(width: Double, height: Double?) throws(LayoutError)
    mutating func setInput(_ input: LayoutInput) throws(LayoutError)
    mutating func apply(_ edits: [LayoutEdit]) throws(LayoutError)
}

extension LiveLayout: LiveLayoutDriver {}

extension LiveLayoutDriver {
    /// Brings the live layout from its input to `target`, the input after
    /// `change`, by edits: appends, resizes, inserts and deletes resume from
    /// the first affected item and keep every other item's column; a new
    /// viewport places again (and the data's change, if any, follows as
    /// edits). Only what no edit says (section options or backgrounds,
    /// sections removed, several kinds of change at once) is a new input,
    /// which forgets the kept columns. The result always equals a full
    /// prepare of `target` (with the kept columns).
    ///
    /// - Complexity: O(*k*) plus the strategy's resume cost for *k* appended
    ///   items; O(*n*) to compare the inputs and for the other changes.
    mutating func apply(_ change: LayoutChange, to target: LayoutInput) throws(LayoutError) {
        let current = input
        let sameFrame =
            current.width == target.width && current.height == target.height
            && current.layoutDirection == target.layoutDirection
        switch change {
        case .appended(let paths) where sameFrame:
            for section in Set(paths.map(\.section)).sorted() {
                guard target.sections.indices.contains(section) else { break }
                let wanted = target.sections[section]
                guard current.sections.indices.contains(section) else {
                    try appendSection(wanted)
                    continue
                }
                let have = current.sections[section].count
                if have < wanted.count {
                    if wanted.hasSizes {
                        try appendItems(Array(wanted.sizes(of: have..<wanted.count)), toSection: section)
                    } else {
                        try appendItems(count: wanted.count - have, toSection: section)
                    }
                }
            }
        case .resized(let paths) where sameFrame:
            for path in paths {
                guard target.sections.indices.contains(path.section),
                    input.sections[path.section].hasSizes,
                    let size = target.sections[path.section].size(at: path.item)
                else { break }
                try setSize(size, ofItemAt: path)
            }
        case .inserted(let paths) where sameFrame:
            let edits = EditTranslation.insertions(
                paths, size: { target.sections[paths[$0].section].size(at: paths[$0].item) },
                isCount: { section in
                    if !target.sections[section].hasSizes { return true }
                    return false
                })
            if let edits { try apply(edits) }
        case .deleted(let paths) where sameFrame:
            try apply(EditTranslation.deletions(paths))
        case .viewport where current.layoutDirection == target.layoutDirection:
            try setViewport(width: target.width, height: target.height)
            // A new viewport and new data at once: the data's change follows as its own.
            let rest = LayoutChange(from: input, to: target)
            if rest != .none, rest != .full { try apply(rest, to: target) }
        default:
            break
        }
        // What no edit says (options, section backgrounds, sections removed, several kinds at once): a new input.
        if input != target { try setInput(target) }
    }
}
