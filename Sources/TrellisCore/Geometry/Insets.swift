/// Distances inward from the four edges of a rectangle, in points.
///
/// Used for section insets. The layout never applies insets to headers and
/// footers, which always span the full width (or height, when scrolling
/// horizontally), as `UICollectionViewFlowLayout` does.
public struct Insets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four distances; each defaults to zero.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every side.
    public static let zero = Insets()

    /// The same inset on every side.
    @inlinable
    public static func uniform(_ inset: Double) -> Insets {
        Insets(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// `left + right`.
    @inlinable
    public var horizontal: Double { left + right }

    /// `top + bottom`.
    @inlinable
    public var vertical: Double { top + bottom }
}
