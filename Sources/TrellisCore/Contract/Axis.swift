/// The direction a layout scrolls in.
public enum ScrollAxis: String, Sendable, Hashable, CaseIterable {
    /// Content grows downwards; the viewport width is fixed.
    case vertical
    /// Content grows to the right; the viewport height is fixed.
    case horizontal
}
