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

/// The coordinate an ordered index searches on: the scroll axis, negated for
/// a horizontal right-to-left layout, whose content runs from right to left.
///
/// Negation is exact in floating point, so `a < b` exactly when `-b < -a`:
/// an index over reversed keys tests exactly what the linear scan tests.
@usableFromInline
enum ScrollKey: Sendable, Hashable {
    /// `minY` … `maxY`.
    case vertical
    /// `minX` … `maxX`.
    case horizontal
    /// `-maxX` … `-minX`: scroll order from right to left.
    case horizontalReversed

    /// The key of a scroll axis, reversed for right-to-left horizontal layouts.
    @inlinable
    init(_ axis: ScrollAxis, reversed: Bool) {
        switch axis {
        case .vertical: self = .vertical
        case .horizontal: self = reversed ? .horizontalReversed : .horizontal
        }
    }
}

extension QueryBounds {
    /// The query's start along a scroll key.
    @inlinable
    func lower(_ key: ScrollKey) -> Double {
        switch key {
        case .vertical: minY
        case .horizontal: minX
        case .horizontalReversed: -maxX
        }
    }

    /// The query's end along a scroll key.
    @inlinable
    func upper(_ key: ScrollKey) -> Double {
        switch key {
        case .vertical: maxY
        case .horizontal: maxX
        case .horizontalReversed: -minX
        }
    }
}

extension Rect {
    /// The start along a scroll key.
    @inlinable
    func lower(_ key: ScrollKey) -> Double {
        switch key {
        case .vertical: minY
        case .horizontal: minX
        case .horizontalReversed: -maxX
        }
    }

    /// The end along a scroll key.
    @inlinable
    func upper(_ key: ScrollKey) -> Double {
        switch key {
        case .vertical: maxY
        case .horizontal: maxX
        case .horizontalReversed: -minX
        }
    }
}
