/// The size an item is given in the input: its natural (or preferred) size,
/// or only a fixed height.
///
/// Column strategies keep a natural size's aspect ratio at the column's
/// width, and use a fixed height as it is; `flow-line` uses a natural size as
/// the item's frame size and rejects height-only items.
public struct ItemSize: Sendable, Hashable {
    /// The width, or `nil` for an item given with a height only.
    public var width: Double?
    /// The height.
    public var height: Double

    /// An item with a natural size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// An item with a fixed height only (column strategies).
    @inlinable
    public init(height: Double) {
        self.width = nil
        self.height = height
    }

    /// An item with a natural size.
    @inlinable
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension ItemSize: CustomStringConvertible {
    public var description: String {
        if let width { return "\(width) × \(height)" }
        return "height \(height)"
    }
}
