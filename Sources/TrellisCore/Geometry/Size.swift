/// A width and a height, in points.
public struct Size: Sendable, Hashable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its width and height.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size whose width and height are both zero.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite and strictly positive.
    ///
    /// `false` for NaN, infinite, zero and negative dimensions.
    @inlinable
    public var isPositiveAndFinite: Bool {
        width > 0 && height > 0 && width.isFinite && height.isFinite
    }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(width) × \(height)" }
}
