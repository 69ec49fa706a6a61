import Foundation

// Conversions between Trellis's own geometry and Foundation/CoreGraphics types.
//
// The core has its own `Point`, `Size`, `Rect` and `ElementPath` so that it
// needs no Foundation; these conversions live here, at the edge. Foundation
// defines `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `IndexPath` on Linux
// too, so they compile and are tested everywhere; on Apple platforms they are
// the CoreGraphics types UIKit, AppKit and SwiftUI use.
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Point {
    /// The point with the coordinates of a `CGPoint`.
    @inlinable public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// The size with the dimensions of a `CGSize`.
    @inlinable public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension ItemSize {
    /// A natural size (width and height) from a `CGSize`.
    @inlinable public init(_ size: CGSize) { self.init(Size(size)) }
}

extension Rect {
    /// The rectangle with the origin and size of a `CGRect` (not standardized:
    /// a negative width stays negative, and overlaps nothing).
    @inlinable public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension CGPoint {
    /// The `CGPoint` of a Trellis point.
    @inlinable public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
    /// The `CGSize` of a Trellis size.
    @inlinable public init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
    /// The `CGRect` of a Trellis rectangle.
    @inlinable public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

extension ElementPath {
    /// The path of a two-index `IndexPath` (section, item), or `nil` for any other length.
    public init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(section: indexPath[0], item: indexPath[1])
    }

    /// The `IndexPath` `[section, item]` UIKit and AppKit use.
    public var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
}
