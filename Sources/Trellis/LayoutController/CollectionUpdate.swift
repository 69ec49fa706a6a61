/// One edit of a batch update, as a collection view reports it (UIKit's
/// `UICollectionViewUpdateItem`), in platform-neutral terms.
///
/// Paths follow UIKit's rule: deletions, reloads and the sources of moves name
/// items and sections as they were before the batch; insertions and the
/// destinations of moves as they are after it.
public enum CollectionUpdate: Sendable, Hashable {
    /// An item inserted at this path of the new data.
    case insertItem(ElementPath)
    /// The item at this path of the old data deleted.
    case deleteItem(ElementPath)
    /// The item at this path reloaded: its view, and so its measured size, is new.
    case reloadItem(ElementPath)
    /// An item moved from a path of the old data to a path of the new.
    case moveItem(from: ElementPath, to: ElementPath)
    /// A section inserted at this index of the new data.
    case insertSection(Int)
    /// The section at this index of the old data deleted.
    case deleteSection(Int)
    /// The section at this index reloaded: every item's measured size is dropped.
    case reloadSection(Int)
    /// A section moved from an index of the old data to an index of the new.
    case moveSection(from: Int, to: Int)
}
