/// A query rectangle's edges, computed once per query with ``Rect``'s own
/// arithmetic so that every index tests exactly what the linear scan tests.
@usableFromInline
struct QueryBounds: Sendable {
    @usableFromInline let rect: Rect
    @usableFromInline let minX: Double
    @usableFromInline let minY: Double
    @usableFromInline let maxX: Double
    @usableFromInline let maxY: Double

    /// The bounds of `rect`, or `nil` when it has no area (nothing can overlap it).
    @inlinable
    init?(_ rect: Rect) {
        guard rect.hasArea else { return nil }
        self.rect = rect
        minX = rect.minX
        minY = rect.minY
        maxX = rect.maxX
        maxY = rect.maxY
    }

    /// The overlap rule of ``Rect/intersects(_:)``, with the query side precomputed.
    @inlinable
    func overlaps(_ frame: Rect) -> Bool {
        frame.minX < maxX && minX < frame.maxX && frame.minY < maxY && minY < frame.maxY && frame.hasArea
    }

    /// The query's start along the scroll axis.
    @inlinable
    func lower(_ axis: ScrollAxis) -> Double { axis == .vertical ? minY : minX }

    /// The query's end along the scroll axis.
    @inlinable
    func upper(_ axis: ScrollAxis) -> Double { axis == .vertical ? maxY : maxX }
}

extension Rect {
    /// The start along a scroll axis.
    @inlinable
    func lower(_ axis: ScrollAxis) -> Double { axis == .vertical ? minY : minX }

    /// The end along a scroll axis.
    @inlinable
    func upper(_ axis: ScrollAxis) -> Double { axis == .vertical ? maxY : maxX }
}
