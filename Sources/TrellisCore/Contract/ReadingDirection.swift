/// The horizontal direction a layout reads in.
///
/// Strategies always place elements left to right. For ``rightToLeft`` the
/// framework mirrors every frame within the content width when the layout is
/// prepared: `x' = contentWidth - x - width`, `y`, `width` and `height`
/// unchanged (see ``Rect/mirroredHorizontally(within:)``). A vertical layout's
/// first column is then at the right; a horizontal layout's content starts at
/// the right and grows to the left, as a right-to-left `UICollectionView` does.
public enum ReadingDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left to right: frames as the strategy placed them (the default).
    case leftToRight
    /// Right to left: frames mirrored within the content width.
    case rightToLeft
}

extension Rect {
    /// The rectangle mirrored left to right within `[0, width]`:
    /// `x' = width - minX - self.width`, evaluated in that order.
    ///
    /// ```swift
    /// let mirrored = Rect(x: 10, y: 5, width: 100, height: 20).mirroredHorizontally(within: 390)   // (280, 5, 100, 20)
    /// ```
    @inlinable
    public func mirroredHorizontally(within width: Double) -> Rect {
        Rect(x: width - origin.x - size.width, y: origin.y, width: size.width, height: size.height)
    }
}
