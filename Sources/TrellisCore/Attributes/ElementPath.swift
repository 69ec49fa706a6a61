/// The position of an element in its collection: a section and an item.
///
/// Trellis does not use Foundation's `IndexPath` (the core imports no
/// Foundation); `ElementPath` converts to and from it in the `Trellis` module.
/// Headers and footers have `item == 0`.
public struct ElementPath: Sendable, Hashable, Comparable {
    /// The section, from 0.
    public var section: Int
    /// The item within the section, from 0.
    public var item: Int

    /// Creates a path from a section and an item.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension ElementPath: CustomStringConvertible {
    public var description: String { "[\(section), \(item)]" }
}
