/// A location in a layout's coordinate space, in points.
///
/// The origin is the top-left corner of the content; `x` grows to the right and
/// `y` grows downwards, as in UIKit and AppKit's flipped views.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
