/// The background element of every section, when the input asks for them
/// (``LayoutInput/sectionBackground``): one frame per section, kept beside
/// the element storage and merged into query results.
///
/// The area a background covers, in scroll coordinates (along the scroll
/// axis, then across it): along the scroll axis, from the end of the
/// section's header (without a header: where the section starts, the end of
/// the previous section, 0 for the first) to the start of its footer (without
/// a footer: where the section ends, as the strategy reported it with
/// ``LayoutBuilder/endSection(at:)``, else the end of its furthest element);
/// across it, the whole content. So it covers the section's items and its
/// section insets. That area is then inset by the background inset
/// (`top`, `left`, `bottom`, `right` as on screen before a right-to-left
/// mirroring, which mirrors the backgrounds with everything else).
@usableFromInline
struct SectionBackgrounds: Sendable {
    /// One frame per section; empty when the layout has no backgrounds.
    @usableFromInline var frames: [Rect] = []
    /// Whether the frames start and end in scroll order (then queries search them).
    @usableFromInline var ordered = true
    @usableFromInline var key = ScrollKey.vertical

    @usableFromInline init() {}

    /// The sections whose background overlaps `query`, ascending: a binary
    /// search when the backgrounds are in scroll order (and `scan` is false),
    /// else every background.
    ///
    /// - Complexity: O(log *s* + *r*) in order, O(*s*) otherwise, for *s*
    ///   sections and *r* backgrounds reached.
    @usableFromInline
    func sections(overlapping query: QueryBounds, scan: Bool) -> [Int] {
        guard !frames.isEmpty else { return [] }
        var first = 0
        if ordered, !scan {
            let lower = query.lower(key)
            first = frames.partitioningIndex { $0.upper(key) > lower }
        }
        var result: [Int] = []
        let upper = query.upper(key)
        for section in first..<frames.count {
            let frame = frames[section]
            if ordered, !scan, frame.lower(key) >= upper { break }
            if query.overlaps(frame) { result.append(section) }
        }
        return result
    }

    /// Mirrors every frame within the content width (right to left).
    mutating func mirror(within width: Double) {
        for section in frames.indices { frames[section] = frames[section].mirroredHorizontally(within: width) }
        if key == .horizontal { key = .horizontalReversed }
    }

    var byteCount: Int { frames.capacity * MemoryLayout<Rect>.stride }
}

extension SectionBackgrounds {
    /// The backgrounds of placed elements (left to right, before any
    /// mirroring), or none when `inset` is `nil`: the rule in the type's discussion.
    ///
    /// Every path that assembles a layout derives its backgrounds here
    /// (``LayoutAssembler``), so a live layout draws what a full prepare draws.
    ///
    /// - Parameters:
    ///   - storage: The frames and section table as placed.
    ///   - sectionEnds: Where each section ends along the scroll axis, as its
    ///     strategy reported it; NaN, or missing, where it did not.
    ///   - contentSize: The content size.
    ///   - axis: The scroll direction.
    ///   - inset: The input's background inset; `nil` for no backgrounds.
    /// - Throws: ``LayoutError/invalidSection(section:reason:)`` naming
    ///   `sectionBackground` when the inset is wider than the content across
    ///   the scroll axis. A section shorter than the inset along the scroll
    ///   axis (an empty one) gets an empty background, never an error.
    /// - Complexity: O(*s*) for *s* sections, plus the elements of sections
    ///   whose strategy did not report their end.
    init(
        storage: ElementStorage, sectionEnds: [Double], contentSize: Size, axis: ScrollAxis, inset: Insets?
    ) throws(LayoutError) {
        self.init()
        guard let inset else { return }
        let frames = storage.frames
        let records = storage.sections
        key = ScrollKey(axis, reversed: false)
        self.frames.reserveCapacity(records.count)
        let cross = axis == .vertical ? contentSize.width : contentSize.height
        var start = 0.0
        var previous = (lower: -Double.infinity, upper: -Double.infinity)
        for (section, record) in records.enumerated() {
            var end = section < sectionEnds.count ? sectionEnds[section] : .nan
            if end.isNaN {
                end = start
                for position in record.firstElement..<record.endElement {
                    end = Swift.max(end, frames[position].upper(axis))
                }
            }
            let lower = record.hasHeader ? frames[record.firstElement].upper(axis) : start
            let upper = record.hasFooter ? frames[record.endElement - 1].lower(axis) : end
            // Scroll coordinates: x across, y along; then the inset as on screen.
            let across = axis == .vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let along = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            // Along the scroll axis a section shorter than the inset (an empty one, the last items
            // deleted) is legal data: its background is empty, at the inset's start, and never shown.
            let length = Swift.max(0, upper - lower)
            let area = Rect(
                x: across.0, y: lower + Swift.min(along.0, length), width: cross - across.0 - across.1,
                height: Swift.max(0, length - along.0 - along.1))
            guard area.width >= 0 else {
                throw .invalidSection(
                    section: section,
                    reason: "the 'sectionBackground' inset \(inset) is wider than the content, "
                        + "\(axis == .vertical ? cross : length) × \(axis == .vertical ? length : cross)")
            }
            let frame = axis == .vertical ? area : area.transposed
            if frame.lower(axis) < previous.lower || frame.upper(axis) < previous.upper { ordered = false }
            previous = (frame.lower(axis), frame.upper(axis))
            self.frames.append(frame)
            start = end
        }
    }
}
