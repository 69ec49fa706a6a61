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

extension CollectionUpdate {
    /// A batch of updates taken apart into what leaves (old paths) and what
    /// arrives (new paths), with the rule that maps every other item's old
    /// path to its new one: what a batch becomes on its way to ``LayoutEdit``s.
    struct Batch {
        /// Where an arriving item's size comes from.
        enum Source: Equatable {
            /// A new item: the data source.
            case dataSource
            /// A reloaded item: the data source again.
            case reload
            /// A moved item: the size it had, from this old path.
            case moved(from: ElementPath)
        }

        /// An item that leaves, by old path.
        struct Removal {
            var path: ElementPath
            var isReload: Bool
        }

        /// An item that arrives, by new path.
        struct Arrival {
            var path: ElementPath
            var source: Source
        }

        /// The edits as given.
        var updates: [CollectionUpdate]
        /// Items leaving, by old path ascending.
        var removals: [Removal] = []
        /// Items arriving, by new path ascending.
        var arrivals: [Arrival] = []
        /// Sections inserted, by new index ascending: those moved or reloaded
        /// there too.
        var insertedSections: [Int] = []
        /// Sections deleted, by old index ascending: those moved or reloaded
        /// away too.
        var deletedSections: [Int] = []
        /// Each moved section's old index, by its new index.
        var movedSections: [Int: Int] = [:]
        /// Whether a section is reloaded (deleted and inserted where it was).
        private var reloadsSections = false
        /// The number of sections before the batch.
        var oldSectionCount: Int
        /// Per old section, the old indices, ascending, of items that are gone
        /// from their place (deleted or moved away; not reloaded).
        private var gone: [Int: [Int]] = [:]
        /// Per section, the new indices, ascending, of items that arrive in a place
        /// of their own (inserted or moved here; not reloaded).
        private var placed: [Int: [Int]] = [:]
        /// Each moved item's new path, by old path.
        private var moves: [ElementPath: ElementPath] = [:]

        /// Takes `updates` apart against the data before them (`counts` items per section).
        ///
        /// - Throws: ``LayoutError`` naming an old path outside the data, or an
        ///   item that arrives twice at one path.
        init(_ updates: [CollectionUpdate], counts: [Int]) throws(LayoutError) {
            self.updates = updates
            oldSectionCount = counts.count
            func checkOld(_ path: ElementPath) throws(LayoutError) {
                guard counts.indices.contains(path.section), path.item >= 0, path.item < counts[path.section] else {
                    throw .invalidItem(
                        section: path.section, item: path.item, reason: "the update names an item the data did not have"
                    )
                }
            }
            func checkOld(section: Int) throws(LayoutError) {
                guard counts.indices.contains(section) else {
                    throw .invalidSection(section: section, reason: "the update names a section the data did not have")
                }
            }
            var reloads: [ElementPath] = []
            var reloadedSections: [Int] = []
            for update in updates {
                switch update {
                case .insertItem(let path):
                    arrivals.append(Arrival(path: path, source: .dataSource))
                case .deleteItem(let path):
                    try checkOld(path)
                    removals.append(Removal(path: path, isReload: false))
                case .reloadItem(let path):
                    try checkOld(path)
                    reloads.append(path)
                case .moveItem(let from, let to):
                    try checkOld(from)
                    removals.append(Removal(path: from, isReload: false))
                    arrivals.append(Arrival(path: to, source: .moved(from: from)))
                    moves[from] = to
                case .insertSection(let section):
                    insertedSections.append(section)
                case .deleteSection(let section):
                    try checkOld(section: section)
                    deletedSections.append(section)
                case .moveSection(let from, let to):
                    try checkOld(section: from)
                    deletedSections.append(from)
                    insertedSections.append(to)
                    movedSections[to] = from
                case .reloadSection(let section):
                    try checkOld(section: section)
                    reloadedSections.append(section)
                }
            }
            // A reloaded section leaves and arrives where it would be kept.
            let leaving = deletedSections.sorted()
            let arriving = insertedSections.sorted()
            reloadsSections = !reloadedSections.isEmpty
            for section in reloadedSections {
                deletedSections.append(section)
                insertedSections.append(
                    EditTranslation.newIndex(ofKept: section, leaving: leaving, arriving: arriving) ?? section)
            }
            for removal in removals { gone[removal.path.section, default: []].append(removal.path.item) }
            for arrival in arrivals { placed[arrival.path.section, default: []].append(arrival.path.item) }
            for key in gone.keys { gone[key]?.sort() }
            for key in placed.keys { placed[key]?.sort() }
            for (section, items) in placed where zip(items, items.dropFirst()).contains(where: { $0 == $1 }) {
                let item = zip(items, items.dropFirst()).first { $0 == $1 }?.0 ?? 0
                throw .invalidItem(section: section, item: item, reason: "the update puts two items at this path")
            }
            // A reloaded item stays in its place: it leaves and arrives where a kept item would go.
            for path in reloads {
                removals.append(Removal(path: path, isReload: true))
                arrivals.append(Arrival(path: newPath(ofKept: path), source: .reload))
            }
            removals.sort { $0.path < $1.path }
            arrivals.sort { $0.path < $1.path }
            insertedSections = Array(Set(insertedSections)).sorted()
            deletedSections = Array(Set(deletedSections)).sorted()
        }

        /// The number of sections after the batch, when it only inserts and deletes sections.
        var newSectionCount: Int { oldSectionCount - deletedSections.count + insertedSections.count }

        /// Whether the batch's section edits are only sections appended after the `count` old ones.
        func appendsSectionsOnly(after count: Int) -> Bool {
            deletedSections.isEmpty
                && insertedSections.enumerated().allSatisfy { $0.element == count + $0.offset }
        }

        /// The new index of an old section the batch keeps (only inserts and deletes sections), or `nil` when deleted.
        ///
        /// - Complexity: O(log *s*) for *s* sections inserted or deleted.
        func newSection(ofOld section: Int) -> Int? {
            EditTranslation.newIndex(ofKept: section, leaving: deletedSections, arriving: insertedSections)
        }

        /// The old index of a section after the batch, or `nil` when it is inserted.
        ///
        /// - Complexity: O(*s*) for *s* sections inserted or deleted.
        func oldSection(ofNew section: Int) -> Int? {
            let inserted = insertedSections.partitioningIndex { $0 >= section }
            if inserted < insertedSections.count, insertedSections[inserted] == section { return nil }
            var old = section - inserted
            for deleted in deletedSections where deleted <= old { old += 1 }
            return old
        }

        /// A section's item count after the batch, from `old` before it, at its new index `newSection`.
        func newCount(ofSection section: Int, was old: Int, newSection: Int? = nil) -> Int {
            old - (gone[section]?.count ?? 0) + (placed[newSection ?? section]?.count ?? 0)
        }

        /// Whether every item arrives after the last old item of its section and none leaves.
        func isAppendOnly(counts: [Int]) -> Bool {
            removals.isEmpty
                && arrivals.allSatisfy {
                    counts.indices.contains($0.path.section) && $0.path.item >= counts[$0.path.section]
                }
        }

        /// The new path of an item kept in its place: in its section's new
        /// place (sections inserted or deleted before it), its rank among the
        /// kept items of its section, moved past the items that arrive before it.
        ///
        /// - Complexity: O(log *u* + log *s*) for *u* edits of its section and
        ///   *s* sections inserted or deleted.
        func newPath(ofKept path: ElementPath) -> ElementPath {
            let section = newSection(ofOld: path.section) ?? path.section
            // A reloaded item is kept in its place (it is not in `gone`).
            let item = EditTranslation.newIndex(
                ofKept: path.item, leaving: gone[path.section] ?? [], arriving: placed[section] ?? [])
            return ElementPath(section: section, item: item ?? path.item)
        }

        /// The values of items (measured sizes, a marker) moved along the batch:
        /// deleted and reloaded items lose theirs, moved items take theirs along.
        ///
        /// - Complexity: O(*m* (log *u* + log *s*)) for *m* values, *u* item
        ///   edits and *s* sections inserted or deleted, or none when the batch
        ///   only appends; O(*n*) for *n* items when it moves or reloads a section.
        func follow<Value>(_ values: [ElementPath: Value], counts: [Int], keepingReloads: Bool = false)
            -> [ElementPath: Value]
        {
            if isAppendOnly(counts: counts), appendsSectionsOnly(after: counts.count) { return values }
            guard movedSections.isEmpty, !reloadsSections else {
                return
                    (try? CollectionLayoutController.measuredSizes(
                        values, counts: counts, after: updates, keepingReloads: keepingReloads)) ?? [:]
            }
            let leaving = Dictionary(removals.map { ($0.path, $0.isReload) }, uniquingKeysWith: { $0 || $1 })
            var result: [ElementPath: Value] = [:]
            for (path, value) in values {
                if let to = moves[path] {
                    result[to] = value
                } else if let isReload = leaving[path] {
                    // A reloaded item is the same item in the same place (an anchor follows it).
                    if keepingReloads, isReload { result[newPath(ofKept: path)] = value }
                } else if newSection(ofOld: path.section) != nil {
                    // (The items of a section deleted leave with it.)
                    result[newPath(ofKept: path)] = value
                }
            }
            return result
        }

    }
}

// MARK: - Into edits

/// The one translation of a change into live-layout edits, whatever says
/// what changed — a collection view's batch update (``CollectionUpdate``s) or
/// an identity diff of a section (``SectionDiff``): the items that leave, by
/// old path, deleted from the back; then the items that arrive, by new path,
/// inserted from the front, each run of consecutive items in one edit.
enum EditTranslation {
    /// The edits that delete `leaving` (old paths, ascending), one per run,
    /// from the back so that each path is still the old one.
    ///
    /// - Complexity: O(*l*) for *l* paths.
    static func deletions(_ leaving: [ElementPath]) -> [LayoutEdit] {
        runs(leaving).reversed().map { .deleteItems(at: $0.start, count: $0.count) }
    }

    /// The edits that insert `arriving` (new paths, ascending), one per run,
    /// from the front: each item's size from `size` (its position in
    /// `arriving`), or a count where `isCount` says its section is given by count.
    ///
    /// - Returns: `nil` when a size is missing for a section of sizes, or
    ///   given for a section given by count.
    /// - Complexity: O(*a*) for *a* paths, plus the calls to `size`.
    static func insertions(
        _ arriving: [ElementPath], size: (Int) -> ItemSize?, isCount: (Int) -> Bool
    ) -> [LayoutEdit]? {
        var edits: [LayoutEdit] = []
        for run in runs(arriving) {
            let sizes = (run.offset..<run.offset + run.count).map(size)
            if isCount(run.start.section) {
                guard sizes.allSatisfy({ $0 == nil }) else { return nil }
                edits.append(.insertCount(run.count, at: run.start))
            } else {
                let given = sizes.compactMap { $0 }
                guard given.count == run.count else { return nil }
                edits.append(.insertItems(given, at: run.start))
            }
        }
        return edits
    }

    /// Ascending paths grouped into runs of consecutive items of one
    /// section: each run's first path, length and offset in `paths`.
    ///
    /// - Complexity: O(*n*) for *n* paths.
    static func runs(_ paths: [ElementPath]) -> [(start: ElementPath, count: Int, offset: Int)] {
        var runs: [(start: ElementPath, count: Int, offset: Int)] = []
        for (offset, path) in paths.enumerated() {
            if let last = runs.last, last.start.section == path.section, last.start.item + last.count == path.item {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((path, 1, offset))
            }
        }
        return runs
    }

    /// Where an item kept in its place lands: the one rule of every edit
    /// translation (a collection view's batch update, an identity diff).
    /// Its rank among the items that stay, moved past the items that arrive
    /// before it.
    ///
    /// - Parameters:
    ///   - old: The item's index before the edits.
    ///   - leaving: The old indices, ascending, of the items that leave (deleted, moved away).
    ///   - arriving: The new indices, ascending, of the items that arrive (inserted, moved here).
    /// - Returns: `nil` when the item itself leaves.
    /// - Complexity: O(log *l* + log *a*).
    static func newIndex(ofKept old: Int, leaving: [Int], arriving: [Int]) -> Int? {
        let removedBefore = leaving.partitioningIndex { $0 >= old }
        if removedBefore < leaving.count, leaving[removedBefore] == old { return nil }
        let rank = old - removedBefore
        // The t-th arrival comes first when fewer than rank + 1 kept places precede it.
        return rank + arriving.indices.partitioningIndex { arriving[$0] - $0 > rank }
    }
}
