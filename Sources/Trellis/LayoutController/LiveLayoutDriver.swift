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
    /// `change`, by edits: appends, resizes, inserts and deletes resume from
    /// the first affected item and keep every other item's column; a new
    /// viewport places again (and the data's change, if any, follows as
    /// edits). Only what no edit says (section options or backgrounds,
    /// sections removed, several kinds of change at once) is a new input,
    /// which forgets the kept columns. The result always equals a full
    /// prepare of `target` (with the kept columns).
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
        case .inserted(let paths) where sameFrame:
            let edits = EditTranslation.insertions(
                paths, size: { target.sections[paths[$0].section].size(at: paths[$0].item) },
                isCount: { section in
                    if case .count = target.sections[section].items { return true }
                    return false
                })
            if let edits { try apply(edits) }
        case .deleted(let paths) where sameFrame:
            try apply(EditTranslation.deletions(paths))
        case .viewport where current.layoutDirection == target.layoutDirection:
            try setViewport(width: target.width, height: target.height)
            // A new viewport and new data at once: the data's change follows as its own.
            let rest = LayoutChange(from: input, to: target)
            if rest != .none, rest != .full { try apply(rest, to: target) }
        default:
            break
        }
        // What no edit says (options, section backgrounds, sections removed, several kinds at once): a new input.
        if input != target { try setInput(target) }
    }
}
