extension Rect {
    /// Whether the rectangle has a positive width and a positive height.
    ///
    /// A rectangle without area (zero, negative or NaN in either dimension)
    /// overlaps nothing, not even itself.
    @inlinable
    public var hasArea: Bool { size.width > 0 && size.height > 0 }

    /// Whether the interiors of the two rectangles intersect.
    ///
    /// This is the overlap rule of every query in Trellis: rectangles whose
    /// edges only touch do not intersect, and a rectangle without area
    /// intersects nothing.
    ///
    /// ```swift
    /// let a = Rect(x: 0, y: 0, width: 10, height: 10)
    /// let overlaps = a.intersects(Rect(x: 9, y: 9, width: 5, height: 5))    // true
    /// let touches = a.intersects(Rect(x: 10, y: 0, width: 5, height: 5))   // false: touching
    /// ```
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        hasArea && other.hasArea
            && minX < other.maxX && other.minX < maxX
            && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle that contains both rectangles.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Grows the rectangle to contain `other`.
    @inlinable
    public mutating func formUnion(_ other: Rect) {
        self = union(other)
    }

    /// The rectangle moved by `dx` and `dy`.
    @inlinable
    public func translated(byX dx: Double, y dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// Moves the rectangle by `dx` and `dy`.
    @inlinable
    public mutating func translate(byX dx: Double, y dy: Double) {
        self = translated(byX: dx, y: dy)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top
    /// and bottom, as `CGRect.insetBy(dx:dy:)`: `(x + dx, y + dy, width - 2dx, height - 2dy)`.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// The rectangle with its axes swapped: `(y, x, height, width)`.
    ///
    /// Horizontal scrolling is the vertical algorithm transposed; strategies
    /// compute in "line" coordinates and transpose at the end.
    @inlinable
    public var transposed: Rect {
        Rect(x: origin.y, y: origin.x, width: size.height, height: size.width)
    }
}
