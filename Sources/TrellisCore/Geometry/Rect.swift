/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
///
/// Trellis stores every element frame as a `Rect`. The derived edges
/// (`maxX = minX + width`, `maxY = minY + height`) are computed the same way
/// everywhere, so every spatial index sees exactly the edges a linear scan sees;
/// that is what makes the index options return identical results.
///
/// ```swift
/// let frame = Rect(x: 6, y: 6, width: 183, height: 137.25)
/// let bottom = frame.maxY          // 143.25
/// let below = frame.intersects(Rect(x: 0, y: 143.25, width: 390, height: 844))   // false: edges touch
/// ```
public struct Rect: Sendable, Hashable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and its size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, `origin.x`.
    @inlinable public var minX: Double { origin.x }
    /// The top edge, `origin.y`.
    @inlinable public var minY: Double { origin.y }
    /// The right edge, `origin.x + size.width`.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `origin.y + size.height`.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The horizontal center.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The vertical center.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width, `size.width`.
    @inlinable public var width: Double { size.width }
    /// The height, `size.height`.
    @inlinable public var height: Double { size.height }

    /// Whether every coordinate is finite (not NaN, not infinite).
    @inlinable
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}
