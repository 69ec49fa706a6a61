/// The spatial index a prepared layout answers elements-in-rect with.
@usableFromInline
enum ElementIndex: Sendable {
    case linear
    case lanes(LaneIndex)
    case bands(BandIndex)
    case rtree(PackedRTree)

    /// Builds the index an option asks for.
    ///
    /// `auto` prefers lanes, then bands, when the strategy gave the hint and
    /// the frames bear it out, and otherwise falls back to the R-tree.
    ///
    /// - Complexity: O(*n*) for lanes and bands, O(*n*) for the R-tree (radix sort on Hilbert keys).
    init(option: IndexOption, storage: ElementStorage, hints: PlacementHints) {
        switch option {
        case .linear:
            self = .linear
        case .rtree:
            self = .rtree(PackedRTree(frames: storage.frames))
        case .auto:
            if let lanes = LaneIndex(hints: hints, frames: storage.frames) {
                self = .lanes(lanes)
            } else if let bands = BandIndex(hints: hints, frames: storage.frames) {
                self = .bands(bands)
            } else {
                self = .rtree(PackedRTree(frames: storage.frames))
            }
        }
    }

    var kind: IndexKind {
        switch self {
        case .linear: .linear
        case .lanes: .lanes
        case .bands: .bands
        case .rtree: .rtree
        }
    }

    var byteCount: Int {
        switch self {
        case .linear: 0
        case .lanes(let index): index.byteCount
        case .bands(let index): index.byteCount
        case .rtree(let index): index.byteCount
        }
    }

    /// The storage positions of the elements overlapping `query`, ascending.
    @inlinable
    func positions(overlapping query: QueryBounds, frames: [Rect]) -> [Int] {
        var result: [Int] = []
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
                result.sort()
            case .rtree(let index):
                index.collect(query, frames: frames, into: &result)
                result.sort()
            }
        }
        return result
    }
}
