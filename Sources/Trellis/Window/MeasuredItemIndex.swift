/// Where the items with a measured size are: per section, each one's index,
/// identifier and the width it was measured at, ascending by index.
///
/// ``LazyGridState`` keeps it through every change of the data (each
/// section's ``SectionDiff``), so that a width change finds the measured
/// items, the only ones whose sizes it changes, in O(*m*) for *m* measured
/// items instead of a pass over every item.
struct MeasuredItemIndex<ID: Hashable> {
    /// A measured item.
    struct Entry {
        /// Its index in its section.
        var item: Int
        /// Its identifier.
        var id: ID
        /// The length across the scroll axis it was measured at (``MeasuredSizes``).
        var across: Double
    }

    /// Each section's measured items, ascending by index.
    private(set) var sections: [[Entry]] = []

    /// The number of measured items.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    var count: Int { sections.reduce(0) { $0 + $1.count } }

    /// Records that the item `id` at `path` is measured, measured `across`
    /// (it replaces what was recorded for that path).
    ///
    /// - Complexity: O(log *m* + *m*) for *m* measured items in the section (an insertion).
    mutating func record(_ id: ID, at path: ElementPath, across: Double) {
        guard path.section >= 0, path.item >= 0 else { return }
        if sections.count <= path.section {
            sections += Array(repeating: [], count: path.section + 1 - sections.count)
        }
        let position = sections[path.section].partitioningIndex { $0.item >= path.item }
        let entry = Entry(item: path.item, id: id, across: across)
        if position < sections[path.section].count, sections[path.section][position].item == path.item {
            sections[path.section][position] = entry
        } else {
            sections[path.section].insert(entry, at: position)
        }
    }

    /// Follows a change of the sections: new section *i* takes the measured
    /// items of old section `sources[i]` (its items at the same indices),
    /// or none when `sources[i]` is `nil` (a section that arrived).
    ///
    /// - Complexity: O(*s*) for *s* sections (each section's list moves whole).
    mutating func reorder(_ sources: [Int?]) {
        let old = sections
        sections = sources.map { source in source.flatMap { old.indices.contains($0) ? old[$0] : nil } ?? [] }
    }

    /// Follows a change of section `section`'s items: each measured item
    /// from the diff's first change on takes its new index; one that left
    /// the section is dropped (``record(_:at:across:)`` adds it where it
    /// arrived, for a move to another section).
    ///
    /// - Complexity: O(1) when the change lies past every measured item of
    ///   the section (an append); else O(*t* (log *d* + log *i*)) for the *t*
    ///   measured items from the first change on and *d* deletions and *i*
    ///   insertions, plus O(*t* log *t*) when items moved.
    mutating func follow(_ diff: SectionDiff, inSection section: Int) {
        guard sections.indices.contains(section) else { return }
        // Items before the first deletion or insertion keep their index.
        let first = Swift.min(diff.deleted.first ?? .max, diff.inserted.first ?? .max)
        let start = sections[section].partitioningIndex { $0.item >= first }
        guard start < sections[section].count else { return }
        var movedTo: [Int: Int] = [:]
        for move in diff.moved { movedTo[move.from] = move.to }
        var tail: [Entry] = []
        tail.reserveCapacity(sections[section].count - start)
        for var entry in sections[section][start...] {
            guard let item = diff.newIndex(ofKept: entry.item) ?? movedTo[entry.item] else { continue }
            entry.item = item
            tail.append(entry)
        }
        // Kept items keep their order; moved ones may land anywhere after the first change.
        if !movedTo.isEmpty { tail.sort { $0.item < $1.item } }
        sections[section].replaceSubrange(start..., with: tail)
    }
}
