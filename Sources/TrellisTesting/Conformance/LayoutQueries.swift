/// The queries of the collection-layout contract, as the conformance checker
/// and the comparison metrics see a layout.
///
/// ``PreparedLayout`` conforms. Conform your own type when your strategy
/// answers queries itself (for example by arithmetic on a periodic pattern),
/// and check it with ``ConformanceChecker/init(name:expectsNonOverlappingItems:seeds:prepare:)``:
/// the checker then compares your answers with a scan of ``allElements``.
public protocol LayoutQueries: Sendable {
    /// The size of the whole scrollable content.
    var contentSize: Size { get }
    /// The direction the layout scrolls in.
    var scrollAxis: ScrollAxis { get }
    /// The number of sections.
    var numberOfSections: Int { get }
    /// The number of items in a section, or 0 for a section that does not exist.
    func numberOfItems(inSection section: Int) -> Int
    /// Every element in result order: per section, header, items, footer.
    var allElements: [LayoutAttributes] { get }
    /// Every element whose frame overlaps `rect`, in result order.
    func elements(in rect: Rect) -> [LayoutAttributes]
    /// The attributes of the item at `path`, or `nil` when there is no such item.
    func attributesForItem(at path: ElementPath) -> LayoutAttributes?
    /// The attributes of a section's header or footer, or `nil` when it has none.
    func attributesForSupplementaryElement(ofKind kind: ElementKind, inSection section: Int) -> LayoutAttributes?
}

extension LayoutQueries {
    /// Vertical, unless the conforming type says otherwise.
    public var scrollAxis: ScrollAxis { .vertical }
}

extension PreparedLayout: LayoutQueries {}
