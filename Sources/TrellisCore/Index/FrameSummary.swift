/// What the R-tree needs to know of the frames before it sorts them: how
/// many have area, and the bounds of their centers.
///
/// Computed in one pass when an R-tree is built, and only then: the lane and
/// band indexes never need it, so the builder does not keep it while placing.
@usableFromInline
struct FrameSummary: Sendable {
    /// Frames with a positive width and height.
    @usableFromInline var withArea = 0
    /// The bounds of the frames' centers (infinite when there are none).
    @usableFromInline var lowX = Double.infinity
    @usableFromInline var lowY = Double.infinity
    @usableFromInline var highX = -Double.infinity
    @usableFromInline var highY = -Double.infinity

    @inlinable
    init() {}

    /// The summary of `frames`.
    ///
    /// - Complexity: O(*n*) for *n* frames.
    init(of frames: [Rect]) {
        self.init()
        frames.withUnsafeBufferPointer { frames in
            for frame in frames { add(frame) }
        }
    }

    /// Counts one frame in.
    ///
    /// Branch-free, with explicit comparisons rather than `Swift.min`
    /// (measured: half the time in a loop over a million frames). Zero-area
    /// frames count towards the bounds: harmless, and no branch.
    @inlinable @inline(__always)
    mutating func add(_ frame: Rect) {
        let x = frame.origin.x + frame.size.width * 0.5
        let y = frame.origin.y + frame.size.height * 0.5
        lowX = x < lowX ? x : lowX
        lowY = y < lowY ? y : lowY
        highX = x > highX ? x : highX
        highY = y > highY ? y : highY
        withArea &+= (frame.size.width > 0 ? 1 : 0) & (frame.size.height > 0 ? 1 : 0)
    }
}

/// Whether runs of frames (a lane, or the bands in turn) come in scroll
/// order along each axis: each starts and ends no earlier than the one before.
///
/// Tracked while frames are placed, for both axes because a strategy may set
/// ``LayoutBuilder/scrollAxis`` after placing. Kept as the storage position of
/// the first frame out of order (not a flag) so that rewinding the builder to
/// an earlier position (``LiveLayout``) can tell whether the kept frames are
/// still in order.
@usableFromInline
struct ScrollOrder: Sendable {
    /// The position of the first frame out of order vertically; `Int.max` when none is.
    @usableFromInline var verticalBreak = Int.max
    /// The position of the first frame out of order horizontally; `Int.max` when none is.
    @usableFromInline var horizontalBreak = Int.max

    @inlinable
    init() {}

    /// Notes that `next`, at storage position `position`, follows `previous` in a run.
    @inlinable @inline(__always)
    mutating func note(_ next: Rect, after previous: Rect, at position: Int) {
        let vertical = next.minY >= previous.minY && next.maxY >= previous.maxY
        let horizontal = next.minX >= previous.minX && next.maxX >= previous.maxX
        // Positions only grow while placing, so the first break is the smallest.
        verticalBreak = vertical || verticalBreak < position ? verticalBreak : position
        horizontalBreak = horizontal || horizontalBreak < position ? horizontalBreak : position
    }

    /// Whether the runs are in order along `axis`.
    @inlinable
    func holds(along axis: ScrollAxis) -> Bool { (axis == .vertical ? verticalBreak : horizontalBreak) == Int.max }

    /// Forgets the breaks at or after `position` (the frames there were removed).
    @inlinable
    mutating func forget(from position: Int) {
        if verticalBreak >= position { verticalBreak = Int.max }
        if horizontalBreak >= position { horizontalBreak = Int.max }
    }

    /// The start of a run with no frame yet: every frame follows it.
    @usableFromInline static let start = Rect(x: -.infinity, y: -.infinity, width: 0, height: 0)
}

extension Rect {
    /// The sum of the four numbers of the frame: finite when they all are
    /// (and, rarely, not when finite ones overflow). The builder adds it up
    /// over every frame to learn with one addition per frame whether any
    /// frame is not finite.
    @inlinable @inline(__always)
    var coordinateSum: Double { (origin.x + origin.y) + (size.width + size.height) }
}
