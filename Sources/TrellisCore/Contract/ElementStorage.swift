/// The frames of a prepared layout in result order, with the section table
/// that maps storage positions to element paths and back.
///
/// Memory: 32 bytes per element plus 32 bytes per section. Attributes are
/// made on demand, never stored.
@usableFromInline
struct ElementStorage: Sendable {
    /// Every element's frame: per section, header, items, footer.
    @usableFromInline var frames: [Rect]
    @usableFromInline var sections: [SectionRecord]

    @usableFromInline
    init(frames: [Rect], sections: [SectionRecord]) {
        self.frames = frames
        self.sections = sections
    }

    /// The section holding storage position `position`.
    ///
    /// - Complexity: O(log *s*), where *s* is the number of sections.
    @usableFromInline
    func section(containing position: Int) -> Int {
        // The last section whose first element is at or before `position`;
        // empty sections before it share its first element and are skipped.
        Swift.max(0, sections.partitioningIndex { $0.firstElement > position } - 1)
    }

    /// The attributes of the element at `position` in section `section`.
    @inlinable
    func attributes(at position: Int, section: Int) -> LayoutAttributes {
        let record = sections[section]
        let frame = frames[position]
        if record.hasHeader, position == record.firstElement {
            return LayoutAttributes(kind: .header, path: ElementPath(section: section, item: 0), frame: frame)
        }
        let item = position - record.firstItem
        if item >= record.itemCount {
            return LayoutAttributes(kind: .footer, path: ElementPath(section: section, item: 0), frame: frame)
        }
        return LayoutAttributes(
            kind: .item, path: ElementPath(section: section, item: item + record.firstStoredItem), frame: frame)
    }

    /// The attributes of elements at ascending storage positions.
    ///
    /// One pass that appends each attributes value to an array reserved for
    /// them, with the section record at hand: a viewport's dozen elements
    /// cost a few nanoseconds each on top of finding them
    /// (``PreparedLayout/elementPositions(in:)``).
    ///
    /// - Complexity: O(*k* + log *s*), where *k* is the number of positions:
    ///   one binary search for the first section, then a forward walk.
    @usableFromInline
    func attributes(atAscending positions: [Int]) -> [LayoutAttributes] {
        positions.withUnsafeBufferPointer { attributes(atAscending: $0) }
    }

    /// The attributes of elements at ascending storage positions (see the `Array` form).
    ///
    /// - Complexity: O(*k* + log *s*) for *k* positions and *s* sections.
    @usableFromInline
    func attributes(atAscending positions: UnsafeBufferPointer<Int>) -> [LayoutAttributes] {
        guard let first = positions.first else { return [] }
        var section = self.section(containing: first)
        // Reserved, then appended: `Array(unsafeUninitializedCapacity:)`
        // allocates through an unspecialized standard-library call that looks
        // the array's type up in the runtime's metadata cache on every query
        // (measured: a tenth of a query's time when its data is in cache).
        var result: [LayoutAttributes] = []
        result.reserveCapacity(positions.count)
        sections.withUnsafeBufferPointer { sections in
            frames.withUnsafeBufferPointer { frames in
                var record = sections[section]
                var nextStart = section &+ 1 < sections.count ? sections[section &+ 1].firstElement : Int.max
                for position in positions {
                    while position >= nextStart {
                        section &+= 1
                        record = sections[section]
                        nextStart = section &+ 1 < sections.count ? sections[section &+ 1].firstElement : Int.max
                    }
                    let item = position &- record.firstItem
                    let (kind, index): (ElementKind, Int) =
                        if record.hasHeader, position == record.firstElement {
                            (.header, 0)
                        } else if item >= record.itemCount {
                            (.footer, 0)
                        } else {
                            (.item, item &+ record.firstStoredItem)
                        }
                    result.append(
                        LayoutAttributes(
                            kind: kind, path: ElementPath(section: section, item: index), frame: frames[position]))
                }
            }
        }
        return result
    }
}

/// The ordering hints a strategy gave while placing elements, with what the
/// builder verified about them as the frames arrived.
@usableFromInline
struct PlacementHints: Sendable {
    @usableFromInline var axis: ScrollAxis
    @usableFromInline var lanes: [[UInt32]]
    /// Elements without a lane: positions `0..<leadingUnlaned`, then `unlaned`.
    @usableFromInline var leadingUnlaned: Int
    @usableFromInline var unlaned: [UInt32]
    /// Whether every lane (and the unlaned elements) is in scroll order along `axis`.
    @usableFromInline var lanesInOrder: Bool
    /// Each non-empty band in placement order; empty when the strategy gave no bands.
    @usableFromInline var bands: [BandRecord]
    /// Whether scroll order runs from right to left (a mirrored horizontal
    /// layout): lanes and bands are then in order of decreasing x.
    @usableFromInline var reversed = false
    /// The lane index's samples of each lane, when the builder recorded all
    /// of them along `axis` while placing.
    @usableFromInline var samples: [SteppedKeys]? = nil
    /// The bounds of each lane's frames, when the builder followed them
    /// (``LayoutBuilder/laneBounds``); a lane without them is never skipped.
    @usableFromInline var laneBounds: [BandBounds]? = nil
}

/// One band as the builder recorded it: its first storage position and the
/// bounds of its frames.
@usableFromInline
struct BandRecord: Sendable {
    @usableFromInline var start: UInt32
    @usableFromInline var minX: Double
    @usableFromInline var minY: Double
    @usableFromInline var maxX: Double
    @usableFromInline var maxY: Double

    @inlinable
    init(start: UInt32, minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.start = start
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }
}

/// The bounds of the frames of the band being placed.
@usableFromInline
struct BandBounds: Sendable {
    @usableFromInline var minX = Double.infinity
    @usableFromInline var minY = Double.infinity
    @usableFromInline var maxX = -Double.infinity
    @usableFromInline var maxY = -Double.infinity

    @inlinable
    init() {}

    /// Widens the bounds to hold `frame` (branch-free, as ``FrameSummary/add(_:)``).
    @inlinable @inline(__always)
    mutating func include(_ frame: Rect) {
        minX = frame.minX < minX ? frame.minX : minX
        minY = frame.minY < minY ? frame.minY : minY
        maxX = frame.maxX > maxX ? frame.maxX : maxX
        maxY = frame.maxY > maxY ? frame.maxY : maxY
    }

    /// Widens the bounds to hold a band's.
    @inlinable
    mutating func include(_ band: BandRecord) {
        minX = Swift.min(minX, band.minX)
        minY = Swift.min(minY, band.minY)
        maxX = Swift.max(maxX, band.maxX)
        maxY = Swift.max(maxY, band.maxY)
    }

    /// Bounds that every frame lies in: for a lane whose frames were not followed.
    @inlinable
    static var everything: BandBounds {
        var bounds = BandBounds()
        (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY) = (-.infinity, -.infinity, .infinity, .infinity)
        return bounds
    }

    /// Whether a frame inside these bounds may overlap `query` (``QueryBounds/overlaps(_:)``'s
    /// rule on the bounds): `false` means none can, since that rule only gets
    /// truer as a frame grows.
    @inlinable
    func mayOverlap(_ query: QueryBounds) -> Bool {
        minX < query.maxX && query.minX < maxX && minY < query.maxY && query.minY < maxY
    }
}
