/// Everything a lazy grid view decides, as a platform-neutral value: the
/// layout (through a ``CollectionLayoutController``, so appends go through
/// its ``LiveLayout``), the ``ElementWindow`` of elements to create, the
/// ``EndReachedTrigger`` for infinite scroll, and where to scroll after a
/// width change so that the first visible item stays in place.
///
/// `LazyTrellisGrid` is this state plus SwiftUI views; a view for another
/// framework can drive it the same way:
///
/// ```swift
/// var state = LazyGridState()
/// state.update(strategyKey: "masonry", makeController: { try CollectionLayoutController(configuration: configuration) },
///              signature: signature, input: { input }, viewport: size, layoutDirection: .leftToRight)
/// let (changed, endReached) = state.scroll(to: contentOffset, itemCount: photos.count)
/// state.window.elements                 // the views to have
/// state.pendingOffset                   // after a width change: scroll here
/// ```
public struct LazyGridState {
    /// The layout's controller, or `nil` before the first update.
    public private(set) var controller: CollectionLayoutController?
    /// The elements to create.
    public private(set) var window: ElementWindow
    /// When to ask for more content.
    public var trigger: EndReachedTrigger
    /// The visible rect, in content coordinates.
    public private(set) var visibleRect = Rect.zero
    /// Where the visible rect's origin must go along the scroll axis after a
    /// relayout across the scroll axis (a width change), so that the first
    /// visible item keeps its offset from the leading edge; `nil` when no
    /// scroll is needed. Cleared once a scroll reaches it.
    public private(set) var pendingOffset: Double?
    /// The error of the last update, or `nil` when it succeeded; the state
    /// then keeps its previous layout.
    public private(set) var lastError: LayoutError?
    /// What the last update changed in the layout.
    public private(set) var lastChange = LayoutChange.none
    /// What the layout was made from.
    private var strategyKey: String?
    private var signature: [SectionSignature] = []

    /// A section as the layout last saw it: its identifier, item count and
    /// first and last items' identifiers — enough to tell, in O(1) per
    /// section, that the data did not change, without reading every item.
    public struct SectionSignature: Hashable {
        /// The section's identifier.
        public var id: AnyHashable
        /// The number of items.
        public var count: Int
        /// The first and last items' identifiers (`nil` when empty).
        public var first: AnyHashable?
        public var last: AnyHashable?

        /// A signature.
        public init(id: AnyHashable, count: Int, first: AnyHashable?, last: AnyHashable?) {
            self.id = id
            self.count = count
            self.first = first
            self.last = last
        }
    }

    /// A state with a window and a trigger.
    public init(window: ElementWindow = ElementWindow(), trigger: EndReachedTrigger = EndReachedTrigger()) {
        self.window = window
        self.trigger = trigger
    }

    /// The current layout.
    public var layout: PreparedLayout? { controller?.layout }

    // MARK: - Updating

    /// Brings the layout up to date with the data, the strategy and the viewport.
    ///
    /// * A different `strategyKey` makes a new controller with `makeController`.
    /// * A different `signature` (or no layout yet) reads the data with
    ///   `input`; the controller appends through its live layout when items
    ///   were only added at the ends of sections, and recomputes otherwise.
    ///   A change that keeps every section's signature (an item resized or
    ///   replaced in the middle) is not seen: give the view a new identity.
    /// * Otherwise only the viewport and direction are applied (O(1) when
    ///   they did not change).
    ///
    /// When the layout changed, the window is reset; when its length across
    /// the scroll axis changed, ``pendingOffset`` is set to keep the first
    /// visible item's offset.
    ///
    /// - Returns: Whether the layout or the window changed.
    /// - Complexity: O(*s*) for *s* sections when nothing changed; O(*n*) to
    ///   read the data when a signature changed, plus the controller's update.
    @discardableResult
    public mutating func update(
        strategyKey: String,
        makeController: () throws(LayoutError) -> CollectionLayoutController,
        signature: [SectionSignature], input: () -> LayoutInput, viewport: Size,
        layoutDirection: ReadingDirection
    ) -> Bool {
        guard viewport.width > 0, viewport.height > 0 else { return false }
        let before = layout
        let anchor = before.flatMap { ElementWindow.anchor(in: $0, visibleRect: visibleRect) }
        do throws(LayoutError) {
            if controller == nil || strategyKey != self.strategyKey {
                controller = try makeController()
                self.strategyKey = strategyKey
                self.signature = []
            }
            if signature != self.signature || layout == nil {
                var next = input()
                next.width = viewport.width
                next.height = viewport.height
                next.layoutDirection = layoutDirection
                lastChange = try controller?.update(to: next) ?? .none
                self.signature = signature
            } else {
                lastChange = try controller?.updateViewport(viewport, layoutDirection: layoutDirection) ?? .none
            }
            lastError = nil
        } catch {
            lastError = error
            lastChange = .none
        }
        let resized = viewport != visibleRect.size
        visibleRect.size = viewport
        guard let layout else { return false }
        guard lastChange != .none || resized || window.rect == nil else { return false }
        if let before, let anchor, Self.across(before) != Self.across(layout) {
            let length = layout.scrollAxis == .vertical ? viewport.height : viewport.width
            pendingOffset = ElementWindow.contentOffset(restoring: anchor, in: layout, visibleLength: length)
        }
        window.reset(to: visibleRect, in: layout)
        return true
    }

    /// Follows the scroll: the visible rect's origin moved to `origin`.
    ///
    /// - Returns: Whether the window's elements changed (a view redraws),
    ///   and whether the end of the content is near — once per `itemCount`
    ///   (``EndReachedTrigger``).
    /// - Complexity: as ``ElementWindow/scroll(to:in:)``.
    public mutating func scroll(to origin: Point, itemCount: Int) -> (changed: Bool, endReached: Bool) {
        visibleRect.origin = origin
        guard let layout else { return (false, false) }
        if let pending = pendingOffset, abs((layout.scrollAxis == .vertical ? origin.y : origin.x) - pending) < 0.5 {
            pendingOffset = nil
        }
        let step = window.scroll(to: visibleRect, in: layout)
        let endReached = trigger.update(
            visibleRect: visibleRect, contentSize: layout.contentSize,
            axis: layout.scrollAxis, layoutDirection: layout.layoutDirection,
            itemCount: itemCount)
        return (step.changed, endReached)
    }

    /// Gives up on ``pendingOffset`` (the view could not scroll there).
    public mutating func clearPendingOffset() {
        pendingOffset = nil
    }

    /// A layout's length across its scroll axis.
    private static func across(_ layout: PreparedLayout) -> Double {
        layout.scrollAxis == .vertical ? layout.contentSize.width : layout.contentSize.height
    }
}
