/// Where one element of a collection goes: its kind, position and frame.
///
/// Attributes are plain values, created on demand by a ``PreparedLayout`` from
/// its compact storage; changing one changes nothing in the layout.
public struct LayoutAttributes: Sendable, Hashable {
    /// Whether this is a header, an item or a footer.
    public var kind: ElementKind
    /// The section and item (`item` is 0 for headers and footers).
    public var path: ElementPath
    /// The frame, in content coordinates.
    public var frame: Rect
    /// The stacking order: backgrounds at -1, items at 0, headers and footers
    /// at 1, so a supplementary view is drawn above items it overlaps and a
    /// background below them.
    public var zIndex: Int

    /// Creates attributes.
    @inlinable
    public init(kind: ElementKind, path: ElementPath, frame: Rect, zIndex: Int? = nil) {
        self.kind = kind
        self.path = path
        self.frame = frame
        self.zIndex = zIndex ?? (kind == .item ? 0 : kind == .background ? -1 : 1)
    }
}

extension LayoutAttributes: CustomStringConvertible {
    public var description: String { "\(kind) \(path) \(frame)" }
}
