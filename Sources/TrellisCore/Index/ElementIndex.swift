/// The spatial index a prepared layout answers elements-in-rect with.
@usableFromInline
enum ElementIndex: Sendable {
    case linear
    case lanes(LaneIndex)
    case bands(BandIndex)
    case rtree(PackedRTree)
    /// The R-tree of a ``LiveLayout``: one tree per run of appended elements.
    case forest(RTreeForest)
    /// Each section's own index, for sections placed by different strategies (``SectionedIndex``).
    case sections(SectionedIndex)

    /// The index `option` asks for: the one rule of every layout path, which
    /// each path gives the ways it has to make each kind of index (built from
    /// the placement hints, or brought up to date from the previous layout's).
    ///
    /// `linear` is no index, `rtree` the R-tree. `auto` gives a layout of
    /// stacked sections (`stacked`) each section's own index, and the R-tree
    /// when the sections are out of scroll order; any other layout lanes, else
    /// bands, when the strategy gave the hint and the frames bear it out
    /// (each maker returns `nil` when they do not), else the R-tree. A full
    /// prepare of columns kept level records bands and no lanes
    /// (``LayoutBuilder/skipsColumnLanes``), so it gets bands here.
    ///
    /// - Complexity: the cost of the makers called: at most one that
    ///   succeeds, after the ones before it in the rule that returned `nil`.
    static func choosing(
        _ option: IndexOption, stacked: Bool, sections: () -> ElementIndex?, lanes: () -> ElementIndex?,
        bands: () -> ElementIndex?, tree: () -> ElementIndex
    ) -> ElementIndex {
        switch option {
        case .linear: .linear
        case .rtree: tree()
        case .auto: (stacked ? sections() : lanes() ?? bands()) ?? tree()
        }
    }

    var kind: IndexKind {
        switch self {
        case .linear: .linear
        case .lanes: .lanes
        case .bands: .bands
        case .rtree, .forest: .rtree
        case .sections: .sections
        }
    }

    var byteCount: Int {
        switch self {
        case .linear: 0
        case .lanes(let index): index.byteCount
        case .bands(let index): index.byteCount
        case .rtree(let index): index.byteCount
        case .forest(let index): index.byteCount
        case .sections(let index): index.byteCount
        }
    }

    /// The storage positions of the elements overlapping `query`, ascending.
    ///
    /// - Complexity: as ``withPositions(overlapping:frames:_:)``.
    @inlinable
    func positions(overlapping query: QueryBounds, frames: [Rect]) -> [Int] {
        withPositions(overlapping: query, frames: frames, ()) { _, positions in Array(positions) }
    }

    /// The attributes of the elements overlapping `query`, in storage order:
    /// `ElementStorage.attributes(atAscending:)`
    /// of the positions, which never leave the stack for a viewport's answer.
    ///
    /// - Complexity: as ``withPositions(overlapping:frames:_:_:)``, plus O(*k* + log *s*)
    ///   for *k* elements and *s* sections.
    @inlinable
    func attributes(overlapping query: QueryBounds, storage: ElementStorage) -> [LayoutAttributes] {
        withPositions(overlapping: query, frames: storage.frames, storage) { storage, positions in
            storage.attributes(atAscending: positions)
        }
    }

    /// Calls `body` with `context` and the storage positions of the elements
    /// overlapping `query`, ascending, in a buffer valid only during the call
    /// (on the stack unless there are more than ``PositionList/stackCapacity``).
    ///
    /// `body` gets what it needs as `context` rather than capturing it: a
    /// closure that captured the prepared layout copied it (a retain and a
    /// release of each of its buffers) on every query.
    ///
    /// - Complexity: O(*n*) for `linear`; for the indexes, the search plus
    ///   O(*k*²) for *k* ≤ 32 results (insertion sort) or O(*k* log *k*) above.
    @inlinable
    func withPositions<Context, Result>(
        overlapping query: QueryBounds, frames: [Rect], _ context: Context,
        _ body: (Context, UnsafeBufferPointer<Int>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: PositionList.stackCapacity) { stack in
            var result = PositionList(stack)
            defer { result.release() }
            frames.withUnsafeBufferPointer { frames in
                switch self {
                case .linear:
                    for position in frames.indices where query.overlaps(frames[position]) {
                        result.append(position)
                    }
                case .bands(let index):
                    index.collect(query, frames: frames, into: &result)
                case .lanes(let index):
                    index.collect(query, frames: frames, into: &result)
                    Self.sortAscending(result.buffer)
                case .rtree(let index):
                    index.collect(query, frames: frames, into: &result)
                    Self.sortAscending(result.buffer)
                case .forest(let index):
                    index.collect(query, frames: frames, into: &result)
                    Self.sortAscending(result.buffer)
                case .sections(let index):
                    index.collect(query, frames: frames, into: &result)
                }
            }
            return body(context, UnsafeBufferPointer(result.buffer))
        }
    }

    /// Sorts positions ascending: insertion sort for the short lists a
    /// viewport yields (lanes arrive as a few sorted runs, the R-tree in
    /// nearly sorted Hilbert order), the standard sort for long ones.
    @inlinable
    static func sortAscending(_ positions: UnsafeMutableBufferPointer<Int>) {
        var positions = positions
        guard positions.count > 1 else { return }
        guard positions.count <= 32 else { return positions.sort() }
        for index in 1..<positions.count {
            let value = positions[index]
            var slot = index
            while slot > 0, positions[slot &- 1] > value {
                positions[slot] = positions[slot &- 1]
                slot &-= 1
            }
            positions[slot] = value
        }
    }
}
