/// A ``LiveLayout`` of any strategy behind one existential, so that
/// ``CollectionLayoutController`` (which holds `any LayoutStrategy`) can
/// update its layout incrementally.
protocol LiveLayoutDriver: Sendable {
    var input: LayoutInput { get }
    var layout: PreparedLayout { get }
    var pinsHeaders: Bool { get set }
    var placement: PlacementExtent { get set }
    var isComplete: Bool { get }
    var pause: PlacementPause? { get }
    mutating func place(through position: Double) throws(LayoutError)
    mutating func place(throughItem path: ElementPath) throws(LayoutError)
    mutating func placeAll() throws(LayoutError)
    mutating func appendItems(_ items: [ItemSize], toSection section: Int) throws(LayoutError)
    mutating func appendItems(count: Int, toSection section: Int) throws(LayoutError)
    mutating func appendSection(_ section: SectionInput) throws(LayoutError)
    mutating func setSize(_ size: ItemSize, ofItemAt path: ElementPath) throws(LayoutError)
    mutating func listSizes(_ sizes: [ItemSize], ofSection section: Int) throws(LayoutError)
    mutating func setViewport(width: Double, height: Double?) throws(LayoutError)
    mutating func setInput(_ input: LayoutInput) throws(LayoutError)
    mutating func apply(_ edits: [LayoutEdit]) throws(LayoutError)
}

extension LiveLayout: LiveLayoutDriver {}

extension LiveLayoutDriver {
    /// Brings the live layout from its input to `target`, the input after
    /// `change`: appends and self-sized items resume from the first affected
    /// item; anything else — or any mismatch with `target` afterwards — is a
    /// full recompute, so the result always equals a full prepare of `target`.
    ///
    /// - Complexity: O(*k*) plus the strategy's resume cost for *k* appended
    ///   items; O(*n*) to compare the inputs and for the other changes.
    mutating func apply(_ change: LayoutChange, to target: LayoutInput) throws(LayoutError) {
        let current = input
        let sameFrame =
            current.width == target.width && current.height == target.height
            && current.layoutDirection == target.layoutDirection
        switch change {
        case .appended(let paths) where sameFrame:
            for section in Set(paths.map(\.section)).sorted() {
                guard target.sections.indices.contains(section) else { break }
                let wanted = target.sections[section]
                guard current.sections.indices.contains(section) else {
                    try appendSection(wanted)
                    continue
                }
                let have = current.sections[section].count
                switch wanted.items {
                case .sizes(let sizes) where have < sizes.count:
                    try appendItems(Array(sizes[have...]), toSection: section)
                case .count(let count) where have < count:
                    try appendItems(count: count - have, toSection: section)
                default:
                    break
                }
            }
        case .resized(let paths) where sameFrame:
            for path in paths {
                guard target.sections.indices.contains(path.section),
                    case .sizes = input.sections[path.section].items,
                    let size = target.sections[path.section].size(at: path.item)
                else { break }
                try setSize(size, ofItemAt: path)
            }
        case .viewport
        where current.layoutDirection == target.layoutDirection
            && current.sections == target.sections:
            try setViewport(width: target.width, height: target.height)
        default:
            break
        }
        if input != target { try setInput(target) }
    }
}
