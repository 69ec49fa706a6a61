/// What an element of a layout is: a section header, an item, or a section footer.
///
/// The cases are declared in the order elements-in-rect reports them within a
/// section: header, then items, then footer.
public enum ElementKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A section header (a supplementary view).
    case header
    /// An item (a cell).
    case item
    /// A section footer (a supplementary view).
    case footer

    @inlinable
    public static func < (lhs: ElementKind, rhs: ElementKind) -> Bool {
        lhs.order < rhs.order
    }

    @usableFromInline
    var order: Int {
        switch self {
        case .header: 0
        case .item: 1
        case .footer: 2
        }
    }
}
