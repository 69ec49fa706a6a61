// Pinned (sticky) section headers, for every strategy, answered at query time.

extension PreparedLayout {
    /// The z-index of headers in a pinned query: above items (0) and footers
    /// (1), as UIKit gives its pinned headers.
    public static let pinnedHeaderZIndex = 1024

    /// Every element whose frame overlaps `rect`, with section headers pinned
    /// to `rect` when `pinningHeaders` is `true`.
    ///
    /// - Complexity: as ``elements(in:pinningHeadersTo:)``, or as
    ///   ``elements(in:)`` without pinning.
    public func elements(in rect: Rect, pinningHeaders: Bool) -> [LayoutAttributes] {
        guard pinningHeaders else {
            guard let query = QueryBounds(rect) else { return [] }
            return withBackgrounds(storage.attributes(atAscending: elementPositions(in: rect)), overlapping: query)
        }
        return elements(in: rect, pinningHeadersTo: rect)
    }

    /// Every element whose frame overlaps `rect`, with each section header at
    /// its pinned position for the visible rect `visibleRect`, as UIKit's
    /// `sectionHeadersPinToVisibleBounds` does.
    ///
    /// A header stays at its own position until the visible rect's leading
    /// edge passes it, then travels with that edge, and stops when its
    /// trailing edge reaches the section's end: where the section's footer
    /// starts or, without a footer, the furthest end of its header and items.
    /// With `H` the header's frame (length `h` along the scroll axis) and `E`
    /// the section's end:
    ///
    /// | layout | pinned header |
    /// |---|---|
    /// | vertical | `y = min(max(visible.minY, H.minY), max(H.minY, E - h))` |
    /// | horizontal | `x = min(max(visible.minX, H.minX), max(H.minX, E - h))` |
    /// | horizontal, right to left | `x = max(min(visible.maxX - h, H.minX), min(H.minX, E))`, `E` the footer's `maxX` or the least `minX` |
    ///
    /// The other coordinate and the size are the header's own, so a header
    /// never moves before its own position nor out of its section. The
    /// result is what a scan would return with every header's frame replaced
    /// by its pinned frame: a header is included exactly when its *pinned*
    /// frame overlaps `rect` (its own frame is never returned), in the usual
    /// order (by section, then header, items, footer), and every header in
    /// the result has z-index ``pinnedHeaderZIndex``. Usually `rect` is the
    /// visible rect; UIKit asks for larger rects, still pinning to the bounds.
    ///
    /// - Complexity: the unpinned query plus O(log *h* + *r*) to find the
    ///   sections whose header may be pinned into `rect` (O(*h*) when the
    ///   sections are not in scroll order), where *h* is the number of
    ///   sections with a header and *r* the number of them reached.
    public func elements(in rect: Rect, pinningHeadersTo visibleRect: Rect) -> [LayoutAttributes] {
        guard let query = QueryBounds(rect) else { return [] }
        let positions = index.positions(overlapping: query, frames: storage.frames)
        guard !headers.isEmpty else {
            return withBackgrounds(storage.attributes(atAscending: positions), overlapping: query)
        }
        let pinned = pinnedHeaders(overlapping: query, visibleRect: visibleRect)
        // Merge: the index's elements without their headers, and the pinned
        // headers, each before the other elements of its section.
        var result: [LayoutAttributes] = []
        result.reserveCapacity(positions.count + pinned.count)
        var next = 0
        var section = positions.first.map { storage.section(containing: $0) } ?? 0
        for position in positions {
            while section + 1 < storage.sections.count, storage.sections[section + 1].firstElement <= position {
                section += 1
            }
            let record = storage.sections[section]
            if record.hasHeader, position == record.firstElement { continue }
            while next < pinned.count, pinned[next].path.section <= section {
                result.append(pinned[next])
                next += 1
            }
            result.append(storage.attributes(at: position, section: section))
        }
        result.append(contentsOf: pinned[next...])
        return withBackgrounds(result, overlapping: query)
    }

    /// Only the headers of ``elements(in:pinningHeadersTo:)``: each section's
    /// header whose pinned frame for `visibleRect` overlaps `rect`, by section.
    ///
    /// What a view that keeps its other elements needs on every scroll step:
    /// the pinned headers move with the visible rect, the rest do not.
    ///
    /// - Complexity: O(log *h* + *r*) (O(*h*) when the sections are not in
    ///   scroll order), where *h* is the number of sections with a header and
    ///   *r* the number of them whose pinned header may reach `rect`.
    public func pinnedHeaders(in rect: Rect, visibleRect: Rect) -> [LayoutAttributes] {
        guard let query = QueryBounds(rect), !headers.isEmpty else { return [] }
        return pinnedHeaders(overlapping: query, visibleRect: visibleRect)
    }

    private func pinnedHeaders(overlapping query: QueryBounds, visibleRect: Rect) -> [LayoutAttributes] {
        var pinned: [LayoutAttributes] = []
        for entry in headers.entries(reaching: query) {
            let section = headers.sections[entry]
            let header = storage.frames[storage.sections[section].firstElement]
            let frame = headers.pinnedFrame(entry: entry, header: header, visible: visibleRect)
            if query.overlaps(frame) {
                pinned.append(
                    LayoutAttributes(
                        kind: .header, path: ElementPath(section: section, item: 0), frame: frame,
                        zIndex: Self.pinnedHeaderZIndex))
            }
        }
        return pinned
    }

    /// The attributes of a section's header pinned for the visible rect
    /// `visibleRect` (see ``elements(in:pinningHeadersTo:)``), or `nil` when
    /// the section has no header.
    ///
    /// - Complexity: O(log *h*), where *h* is the number of sections with a header.
    public func pinnedHeader(inSection section: Int, visibleRect: Rect) -> LayoutAttributes? {
        guard let entry = headers.entry(ofSection: section) else { return nil }
        let header = storage.frames[storage.sections[section].firstElement]
        return LayoutAttributes(
            kind: .header, path: ElementPath(section: section, item: 0),
            frame: headers.pinnedFrame(entry: entry, header: header, visible: visibleRect),
            zIndex: Self.pinnedHeaderZIndex)
    }
}
