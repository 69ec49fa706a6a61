/// What pinning section headers needs, per section with a header: how far
/// along the scroll axis the header may travel, stored when the layout is
/// prepared so that a pinned query touches only the sections it reaches.
///
/// For each section with a header `H` (length `h` along the scroll axis):
/// * its *end* `E` is where the section's footer starts, or, without a
///   footer, the furthest end of the section's header and items;
/// * its *limit* is the furthest the header's leading edge may go:
///   `max(H.minY, E - h)` (vertical), `max(H.minX, E - h)` (horizontal),
///   `min(H.minX, E)` with `E` the footer's `maxX` or the least `minX`
///   (horizontal right-to-left, where the section runs leftwards);
/// * its *span* is where the pinned header can be: from `H`'s leading edge to
///   the limit plus `h`, stored as ``ScrollKey`` coordinates so that the
///   spans of ordinary layouts ascend.
///
/// Memory: 32 bytes per section with a header.
@usableFromInline
struct HeaderExtents: Sendable {
    @usableFromInline let key: ScrollKey
    /// The sections with a header, ascending.
    @usableFromInline let sections: [Int]
    /// Per entry of `sections`, the header's limit (see the type's discussion).
    @usableFromInline let limits: [Double]
    /// Per entry, the span's start and end in ``ScrollKey`` coordinates.
    @usableFromInline let spanLowers: [Double]
    @usableFromInline let spanUppers: [Double]
    /// Whether the spans come in scroll order (each starts and ends no
    /// earlier than the one before), so that a binary search finds the first
    /// one a query reaches.
    @usableFromInline let ordered: Bool

    /// No headers.
    @usableFromInline
    init() {
        key = .vertical
        sections = []
        limits = []
        spanLowers = []
        spanUppers = []
        ordered = true
    }

    /// Measures the sections of a layout that have a header.
    ///
    /// - Complexity: O(*s* + *m*), where *s* is the number of sections and *m*
    ///   the number of items in sections that have a header but no footer
    ///   (their end is the furthest end of their items). Layouts without
    ///   headers pay O(*s*) and store nothing.
    @usableFromInline
    init(storage: ElementStorage, axis: ScrollAxis, layoutDirection: ReadingDirection, contentWidth: Double) {
        let key = ScrollKey(axis, reversed: layoutDirection == .rightToLeft)
        var sections: [Int] = []
        var limits: [Double] = []
        var spanLowers: [Double] = []
        var spanUppers: [Double] = []
        var ordered = true
        for (section, record) in storage.sections.enumerated() where record.hasHeader {
            let header = storage.frames[record.firstElement]
            let limit: Double
            let span: (lower: Double, upper: Double)
            switch key {
            case .vertical:
                let end =
                    record.hasFooter
                    ? storage.frames[record.endElement - 1].minY
                    : Self.furthest(storage.frames[record.firstElement..<record.endElement], max: true) { $0.maxY }
                limit = Swift.max(header.minY, end - header.height)
                span = (header.minY, limit + header.height)
            case .horizontal:
                let end =
                    record.hasFooter
                    ? storage.frames[record.endElement - 1].minX
                    : Self.furthest(storage.frames[record.firstElement..<record.endElement], max: true) { $0.maxX }
                limit = Swift.max(header.minX, end - header.width)
                span = (header.minX, limit + header.width)
            case .horizontalReversed:
                let end =
                    record.hasFooter
                    ? storage.frames[record.endElement - 1].maxX
                    : Self.furthest(storage.frames[record.firstElement..<record.endElement], max: false) { $0.minX }
                limit = Swift.min(header.minX, end)
                span = (-header.maxX, -limit)
            }
            if let lastLower = spanLowers.last, let lastUpper = spanUppers.last,
                !(span.lower >= lastLower && span.upper >= lastUpper)
            {
                ordered = false
            }
            sections.append(section)
            limits.append(limit)
            spanLowers.append(span.lower)
            spanUppers.append(span.upper)
        }
        self.key = key
        self.sections = sections
        self.limits = limits
        self.spanLowers = spanLowers
        self.spanUppers = spanUppers
        self.ordered = ordered
    }

    /// The greatest (or least) value of `edge` over `frames`.
    private static func furthest(_ frames: ArraySlice<Rect>, max: Bool, by edge: (Rect) -> Double) -> Double {
        var result = max ? -Double.infinity : Double.infinity
        for frame in frames {
            let value = edge(frame)
            result = max ? Swift.max(result, value) : Swift.min(result, value)
        }
        return result
    }

    /// Whether any section has a header.
    @inlinable
    var isEmpty: Bool { sections.isEmpty }

    /// The pinned frame of the header at entry `entry`, for a visible rect.
    ///
    /// Vertical: `y = min(max(visible.minY, H.minY), limit)`. Horizontal:
    /// `x = min(max(visible.minX, H.minX), limit)`. Horizontal right-to-left:
    /// `x = max(min(visible.maxX - H.width, H.minX), limit)`. The other
    /// coordinate and the size are the header's own.
    @inlinable
    func pinnedFrame(entry: Int, header: Rect, visible: Rect) -> Rect {
        let limit = limits[entry]
        var frame = header
        switch key {
        case .vertical:
            frame.origin.y = Swift.min(Swift.max(visible.minY, header.minY), limit)
        case .horizontal:
            frame.origin.x = Swift.min(Swift.max(visible.minX, header.minX), limit)
        case .horizontalReversed:
            frame.origin.x = Swift.max(Swift.min(visible.maxX - header.width, header.minX), limit)
        }
        return frame
    }

    /// The entries whose span reaches the query along the scroll axis, ascending.
    ///
    /// - Complexity: O(log *h* + *r*) when the spans are ordered, else O(*h*),
    ///   where *h* is the number of sections with a header and *r* the number returned.
    @inlinable
    func entries(reaching query: QueryBounds) -> [Int] {
        let lower = query.lower(key)
        let upper = query.upper(key)
        guard ordered else {
            return spanLowers.indices.filter { spanLowers[$0] < upper && lower < spanUppers[$0] }
        }
        // First span that ends after the query starts; spans before it end no later.
        var result: [Int] = []
        var entry = spanUppers.partitioningIndex { $0 > lower }
        while entry < spanLowers.count, spanLowers[entry] < upper {
            if lower < spanUppers[entry] { result.append(entry) }
            entry &+= 1
        }
        return result
    }

    /// The entry of `section`, or `nil` when it has no header.
    ///
    /// - Complexity: O(log *h*), where *h* is the number of sections with a header.
    @inlinable
    func entry(ofSection section: Int) -> Int? {
        let low = sections.partitioningIndex { $0 >= section }
        return low < sections.count && sections[low] == section ? low : nil
    }

    var byteCount: Int {
        sections.capacity * MemoryLayout<Int>.stride
            + (limits.capacity + spanLowers.capacity + spanUppers.capacity) * MemoryLayout<Double>.stride
    }
}
