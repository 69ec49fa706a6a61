/// Where one section's elements sit in a layout's element storage.
///
/// Elements are stored in result order: for each section, its header (if any),
/// its items, its footer (if any). Element `i` of the storage is therefore
/// found from its section in O(1), and a sorted list of element positions is
/// already in the order elements-in-rect reports.
@usableFromInline
struct SectionRecord: Sendable, Hashable {
    /// The storage position of the section's first element.
    @usableFromInline var firstElement: Int
    /// The number of items stored.
    @usableFromInline var itemCount: Int
    /// The section's item stored first: 0, except in the first section of a
    /// slice of a layout (``LayoutBuilder/startSlice(atSection:item:base:)``),
    /// which starts at a checkpoint's item, without its header.
    @usableFromInline var firstStoredItem = 0
    /// Whether the section has a header (stored first).
    @usableFromInline var hasHeader: Bool
    /// Whether the section has a footer (stored last).
    @usableFromInline var hasFooter: Bool

    @usableFromInline
    init(firstElement: Int) {
        self.firstElement = firstElement
        self.itemCount = 0
        self.hasHeader = false
        self.hasFooter = false
    }

    /// The storage position of the first item stored (``firstStoredItem``).
    @inlinable var firstItem: Int { firstElement + (hasHeader ? 1 : 0) }
    /// One past the storage position of the section's last element.
    @inlinable var endElement: Int { firstItem + itemCount + (hasFooter ? 1 : 0) }
}
