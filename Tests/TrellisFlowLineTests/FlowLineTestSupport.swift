import Testing
import TrellisTools

/// `count` items of one size.
func items(_ count: Int, _ width: Double, _ height: Double) -> [ItemSize] {
    Array(repeating: ItemSize(width: width, height: height), count: count)
}

/// The frame of a section's header or footer, or `nil` when it has none.
func frame(of kind: ElementKind, inSection section: Int, _ layout: PreparedLayout) -> Rect? {
    layout.attributesForSupplementaryElement(ofKind: kind, inSection: section)?.frame
}

/// Whether two frames agree to within `tolerance` in every coordinate.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
