/// A computed layout: every element's frame, the content size and a spatial
/// index, as an immutable value.
///
/// `PreparedLayout` is `Sendable`; many threads may query one at once.
/// Attributes are made on demand from compact storage (32 bytes per element
/// plus the index).
///
/// ```swift
/// let layout = try ShortestColumn(columns: 2).prepare(input)
/// let size = layout.contentSize                       // (390.0, 5127.5)
/// let visible = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
/// let fourth = layout.attributesForItem(at: ElementPath(section: 0, item: 3))
/// ```
public struct PreparedLayout: Sendable {
    /// The registered name of the strategy that computed the layout.
    public let strategyName: String
    /// The size of the whole scrollable content.
    public internal(set) var contentSize: Size
    /// The direction the layout scrolls in.
    public let scrollAxis: ScrollAxis
    /// Left to right, or right to left (frames mirrored within the content width).
    public let layoutDirection: ReadingDirection
    /// Whether ``elements(in:)`` pins section headers to the rect it is given,
    /// as UIKit's `sectionHeadersPinToVisibleBounds` does; `false` by default.
    ///
    /// A configuration sets it from its `pinHeaders` key. See
    /// ``elements(in:pinningHeadersTo:)`` for where a pinned header goes.
    public var pinsHeaders = false
    @usableFromInline var storage: ElementStorage
    @usableFromInline var index: ElementIndex
    /// Where each section's header may travel when pinned.
    @usableFromInline var headers: HeaderExtents
    /// Each section's background, when the input asked for them.
    @usableFromInline var backgrounds: SectionBackgrounds

    @usableFromInline
    init(
        strategyName: String, contentSize: Size, scrollAxis: ScrollAxis, storage: ElementStorage, index: ElementIndex,
        layoutDirection: ReadingDirection = .leftToRight, backgrounds: SectionBackgrounds = SectionBackgrounds(),
        headers: HeaderExtents = HeaderExtents()
    ) {
        self.backgrounds = backgrounds
        self.strategyName = strategyName
        self.contentSize = contentSize
        self.scrollAxis = scrollAxis
        self.layoutDirection = layoutDirection
        self.storage = storage
        self.index = index
        self.headers = headers
    }

    /// The index that answers ``elements(in:)`` (what `auto` resolved to).
    public var indexKind: IndexKind { index.kind }

    /// The number of sections.
    public var numberOfSections: Int { storage.sections.count }

    /// The number of stored elements: items, headers and footers (section
    /// backgrounds, one per section when present, are not counted).
    public var elementCount: Int { storage.frames.count }

    /// The number of items in a section, or 0 for a section that does not
    /// exist: one past its last item placed (a live layout's
    /// ``LiveLayout/layout`` while placing is paused places a part).
    public func numberOfItems(inSection section: Int) -> Int {
        guard storage.sections.indices.contains(section) else { return 0 }
        let record = storage.sections[section]
        return record.firstStoredItem + record.itemCount
    }

    /// The memory the layout holds: frames, section table and index, in bytes.
    ///
    /// Counts the capacity of every buffer the layout owns, not the input.
    public var byteCount: Int {
        storage.frames.capacity * MemoryLayout<Rect>.stride
            + storage.sections.capacity * MemoryLayout<SectionRecord>.stride
            + index.byteCount + headers.byteCount + backgrounds.byteCount
    }
}

// MARK: - Queries

extension PreparedLayout {
    /// Every element whose frame overlaps `rect`, by section, then
    /// background, header, items, footer, then item index.
    ///
    /// A frame overlaps when the interiors intersect (``Rect/intersects(_:)``):
    /// touching edges do not count; zero-area frames and rects never overlap.
    /// When ``pinsHeaders`` is set, `rect` is taken as the visible rect and
    /// headers are pinned to it (``elements(in:pinningHeadersTo:)``).
    ///
    /// - Complexity: O(log *n* + *k*) with the `auto` index of the built-in
    ///   strategies and typically with `rtree`; O(*n*) with `linear`; where *n*
    ///   is the number of elements and *k* the number returned.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        if pinsHeaders, !headers.isEmpty { return elements(in: rect, pinningHeadersTo: rect) }
        guard let query = QueryBounds(rect) else { return [] }
        return withBackgrounds(
            index.attributes(overlapping: query, storage: storage),
            overlapping: query)
    }

    /// `elements` with the backgrounds overlapping `query` merged in, each
    /// before the other elements of its section.
    ///
    /// - Complexity: O(*k*) plus the background search (``SectionBackgrounds``).
    @usableFromInline
    func withBackgrounds(_ elements: [LayoutAttributes], overlapping query: QueryBounds?) -> [LayoutAttributes] {
        guard !backgrounds.frames.isEmpty else { return elements }
        let sections =
            query.map { backgrounds.sections(overlapping: $0, scan: index.kind == .linear) }
            ?? Array(backgrounds.frames.indices)
        guard !sections.isEmpty else { return elements }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(elements.count + sections.count)
        var next = 0
        for element in elements {
            while next < sections.count, sections[next] <= element.path.section {
                result.append(background(ofSection: sections[next]))
                next += 1
            }
            result.append(element)
        }
        for section in sections[next...] { result.append(background(ofSection: section)) }
        return result
    }

    @usableFromInline
    func background(ofSection section: Int) -> LayoutAttributes {
        LayoutAttributes(
            kind: .background, path: ElementPath(section: section, item: 0),
            frame: backgrounds.frames[section])
    }

    /// The storage positions of the elements overlapping `rect`, ascending.
    ///
    /// The cheapest form of ``elements(in:)``: no attributes are made, and
    /// headers are where the layout placed them (never pinned).
    /// - Complexity: as ``elements(in:)``.
    public func elementPositions(in rect: Rect) -> [Int] {
        guard let query = QueryBounds(rect) else { return [] }
        return index.positions(overlapping: query, frames: storage.frames)
    }

    /// The attributes of the item at `path`, or `nil` when there is no such item.
    public func attributesForItem(at path: ElementPath) -> LayoutAttributes? {
        guard storage.sections.indices.contains(path.section) else { return nil }
        let record = storage.sections[path.section]
        let stored = path.item - record.firstStoredItem
        guard stored >= 0, stored < record.itemCount else { return nil }
        return storage.attributes(at: record.firstItem + stored, section: path.section)
    }

    /// The attributes of a section's background, header or footer, or `nil`
    /// when the section has none (or `kind` is `.item`).
    public func attributesForSupplementaryElement(ofKind kind: ElementKind, inSection section: Int) -> LayoutAttributes?
    {
        guard storage.sections.indices.contains(section) else { return nil }
        let record = storage.sections[section]
        switch kind {
        case .header where record.hasHeader:
            return storage.attributes(at: record.firstElement, section: section)
        case .footer where record.hasFooter:
            return storage.attributes(at: record.endElement - 1, section: section)
        case .background where section < backgrounds.frames.count:
            return background(ofSection: section)
        default:
            return nil
        }
    }

    /// Every element in result order: per section, background, header, items, footer.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public var allElements: [LayoutAttributes] {
        withBackgrounds(storage.attributes(atAscending: Array(storage.frames.indices)), overlapping: nil)
    }

    /// The attributes of the elements at storage positions from
    /// ``elementPositions(in:)``, in the order given; positions outside the
    /// layout are skipped.
    ///
    /// With ``elementPositions(in:)`` this is ``elements(in:)`` in two steps
    /// (backgrounds and pinned headers aside): find, then describe.
    ///
    /// - Complexity: O(*k* + log *s*) for *k* ascending positions and *s*
    ///   sections; O(*k* log *s*) otherwise.
    public func attributes(atPositions positions: [Int]) -> [LayoutAttributes] {
        let count = storage.frames.count
        var ascending = true
        var previous = -1
        for position in positions {
            ascending = ascending && position > previous && position < count
            previous = position
        }
        guard ascending else { return positions.compactMap(attributes(atPosition:)) }
        return storage.attributes(atAscending: positions)
    }

    /// The attributes of the element at a storage position from ``elementPositions(in:)``.
    ///
    /// - Complexity: O(log *s*), where *s* is the number of sections.
    public func attributes(atPosition position: Int) -> LayoutAttributes? {
        guard storage.frames.indices.contains(position) else { return nil }
        return storage.attributes(at: position, section: storage.section(containing: position))
    }
}
