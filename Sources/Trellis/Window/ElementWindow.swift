/// The elements a lazy view creates for a visible rect: the platform-neutral
/// decision behind `LazyTrellisGrid`, usable by any view that creates views
/// only for what is near the screen.
///
/// **The rule.** Let *V* be the visible rect, *m* the ``overscan`` and *r*
/// the ``minimumOverscan`` (0 ≤ *r* ≤ *m*), both in points along the
/// layout's scroll axis. The window has a rect *W* and holds exactly the
/// elements whose frame overlaps *W* (``PreparedLayout/elements(in:)``'s
/// overlap rule); with pinned headers, headers are at their pinned frame
/// for *V* and are held when that pinned frame overlaps *W*, as
/// ``PreparedLayout/elements(in:pinningHeadersTo:)`` returns them.
///
/// * *W* is *V* grown by *m* at both ends along the scroll axis (its extent
///   across the axis is *V*'s), set by ``reset(to:in:)`` and whenever a
///   scroll re-windows.
/// * ``scroll(to:in:)`` keeps *W* while *V* grown by *r* along the scroll
///   axis stays inside *W* (and *V*'s extent across the axis is unchanged):
///   then no element is created or removed — only pinned headers move.
///   Otherwise it re-windows: *W* becomes *V* grown by *m*; elements that
///   overlap the new *W* but not the old are inserted, elements that no
///   longer overlap the new *W* are removed, every other element keeps its
///   place (its view keeps its identity).
///
/// So every element within *r* of the visible rect always exists, the view
/// can scroll *m* − *r* points between two re-windows, and a re-window
/// touches only the strips between the old and the new *W*.
///
/// ```swift
/// var window = ElementWindow(overscan: 800, minimumOverscan: 200)
/// window.reset(to: visibleRect, in: layout)          // after each new layout
/// window.scroll(to: nextVisibleRect, in: layout)     // on each scroll step
/// let views = window.elements                        // what to create, in elements-in-rect order
/// ```
///
/// **Cost of a scroll step.** Nothing within the band; a re-window queries
/// the strips between the old and the new *W*: O(log *n* + *c* + *b*),
/// where *n* is the number of elements, *c* the number of changes and *b*
/// the elements that straddle a strip's edge (at most the elements one line
/// across the scroll axis crosses: a constant of the layout's geometry, not
/// of *n*). With pinned headers every step also finds the headers reaching
/// *W*: O(log *h* + *r*) for *h* sections with a header, *r* of them reached.
/// ``lastStep`` reports what a step examined and changed.
public struct ElementWindow: Sendable {
    /// How far beyond the visible rect, along the scroll axis, a re-window
    /// creates elements (*m*), in points.
    public let overscan: Double
    /// How far beyond the visible rect, along the scroll axis, elements
    /// always exist (*r*); the visible rect can move ``overscan`` minus this
    /// many points before the window changes.
    public let minimumOverscan: Double
    /// The window's rect *W*, or `nil` before the first ``reset(to:in:)``.
    public internal(set) var rect: Rect?
    /// The visible rect of the last update, or `nil` before the first.
    public internal(set) var visibleRect: Rect?
    /// What the last ``reset(to:in:)`` or ``scroll(to:in:)`` did.
    public internal(set) var lastStep = Step()
    /// The elements other than pinned headers, by storage position (the
    /// position makes the strip queries' answers cheap to look up).
    var members: [Int: LayoutAttributes] = [:]
    /// The pinned headers for ``visibleRect``, by section.
    var pinned: [LayoutAttributes] = []
    /// The scroll axis and header pinning of the layout of the last reset.
    var axis = ScrollAxis.vertical
    var pinsHeaders = false

    /// What one update of the window did.
    public struct Step: Sendable, Hashable {
        /// Elements created.
        public var inserted = 0
        /// Elements removed.
        public var removed = 0
        /// Pinned headers whose frame changed.
        public var moved = 0
        /// Elements the update looked at: the answers of its queries. The
        /// work counter behind the cost in the type's discussion.
        public var examined = 0
        /// Whether *W* changed.
        public var rewindowed = false

        /// No change.
        public init() {}

        /// The number of changes: inserted, removed and moved elements.
        public var changes: Int { inserted + removed + moved }
        /// Whether anything a view shows changed.
        public var changed: Bool { changes > 0 }
    }

    /// A window that creates elements up to `overscan` points beyond the
    /// visible rect and keeps at least `minimumOverscan` points.
    ///
    /// A negative or non-finite `overscan` counts as 0; `minimumOverscan` is
    /// clamped to `0...overscan`.
    public init(overscan: Double = 800, minimumOverscan: Double = 200) {
        let overscan = overscan.isFinite ? Swift.max(0, overscan) : 0
        self.overscan = overscan
        self.minimumOverscan = minimumOverscan.isFinite ? Swift.min(Swift.max(0, minimumOverscan), overscan) : 0
    }

    // MARK: - Contents

    /// The number of elements in the window.
    public var count: Int { members.count + pinned.count }

    /// The elements to create, in the order of ``PreparedLayout/elements(in:)``
    /// (by section, then header, items, footer, then item).
    ///
    /// - Complexity: O(*k* log *k*), where *k* is ``count``.
    public var elements: [LayoutAttributes] {
        (Array(members.values) + pinned).sorted { lhs, rhs in
            (lhs.path.section, lhs.kind, lhs.path.item) < (rhs.path.section, rhs.kind, rhs.path.item)
        }
    }
}
