/// What an element of a layout is: a section background, a section header,
/// an item, or a section footer.
///
/// The cases are declared in the order elements-in-rect reports them within a
/// section: background, header, then items, then footer.
public enum ElementKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A section's background (a decoration view in UIKit), present when the
    /// input asks for ``LayoutInput/sectionBackground``; drawn behind the items.
    case background
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
        case .background: 0
        case .header: 1
        case .item: 2
        case .footer: 3
        }
    }
}
