/// The last stage of every layout: the one place a ``PreparedLayout`` is made.
///
/// Every path that produces a layout ends here, whatever placed its frames:
///
/// ```
/// strategy ─▶ LayoutBuilder ─▶ close ─▶ backgrounds ─▶ (mirror) ─▶ index ─▶ LayoutAssembler ─▶ PreparedLayout
///  (place)     (record)       (check)   (per section)   (RTL)      (build     (headers, checks)
///                                                                   or upkeep)
/// ```
///
/// the steps before it are one function, ``LayoutBuilder/assemble(strategy:index:_:)``, in which
/// * a full prepare (``LayoutBuilder/finish(strategy:index:)``) builds the index from the hints;
/// * a live layout (`LiveLayout`, resumable strategies) brings the previous index up to date
///   (`LayoutBuilder+IndexUpkeep.swift`), its placement complete or paused;
/// * a composite, full or live, stacks the sections' frames into one builder
///   (`LayoutBuilder+Stacking.swift`) and indexes each section apart.
///
/// The assembler derives what every path needs the same way: the section
/// backgrounds (``SectionBackgrounds/init(storage:sectionEnds:contentSize:axis:inset:)``),
/// the pinned-header extents, and, under `TRELLIS_INTERNAL_CHECKS` (builds
/// that ask for it: the package's CI), ``PreparedLayout/checkInvariants()``
/// after every assembly.
enum LayoutAssembler {
    /// Makes the layout from its assembled parts.
    ///
    /// - Parameters:
    ///   - strategy: The registered name of the strategy that placed the elements.
    ///   - contentSize: The content size.
    ///   - scrollAxis: The scroll direction.
    ///   - layoutDirection: The reading direction the frames are in (already mirrored).
    ///   - storage: The frames and section table in result order.
    ///   - index: The index over `storage`, built or brought up to date by the caller.
    ///   - backgrounds: The section backgrounds, in the frames' reading direction.
    /// - Complexity: O(*s*) for *s* sections, plus the items of sections with a
    ///   header and no footer (``HeaderExtents``); under `TRELLIS_INTERNAL_CHECKS`,
    ///   the invariant check's cost.
    static func assemble(
        strategy: String, contentSize: Size, scrollAxis: ScrollAxis, layoutDirection: ReadingDirection,
        storage: ElementStorage, index: ElementIndex, backgrounds: SectionBackgrounds
    ) -> PreparedLayout {
        let headers = HeaderExtents(
            storage: storage, axis: scrollAxis, layoutDirection: layoutDirection, contentWidth: contentSize.width)
        let layout = PreparedLayout(
            strategyName: strategy, contentSize: contentSize, scrollAxis: scrollAxis, storage: storage, index: index,
            layoutDirection: layoutDirection, backgrounds: backgrounds, headers: headers)
        #if TRELLIS_INTERNAL_CHECKS
        layout.assertInvariants()
        #endif
        return layout
    }

    /// A layout with no element, for a live layout between two placements.
    static func empty(strategy: String) -> PreparedLayout {
        assemble(
            strategy: strategy, contentSize: .zero, scrollAxis: .vertical, layoutDirection: .leftToRight,
            storage: ElementStorage(frames: [], sections: []), index: .linear, backgrounds: SectionBackgrounds())
    }
}
