/// One change to the input of a ``LiveLayout``; ``LiveLayout/apply(_:)``
/// lays out a list of them as one change.
///
/// Each edit's paths refer to the input as the edits before it in the list
/// left it, so a batch reads like the code that made it: delete from the
/// back, then insert from the front.
///
/// ```swift
/// try live.apply([
///     .deleteItems(at: ElementPath(section: 0, item: 40), count: 2),
///     .insertItems([ItemSize(width: 4, height: 3)], at: ElementPath(section: 0, item: 12)),
///     .setSize(ItemSize(width: 300, height: 410), at: ElementPath(section: 0, item: 7)),
/// ])
/// ```
public enum LayoutEdit: Sendable, Hashable {
    /// Items inserted before item `at.item` of a section given with sizes
    /// (`at.item` equal to the item count appends).
    case insertItems([ItemSize], at: ElementPath)
    /// Items added to a section given as a count (`at.item` from 0 to the
    /// count: all items of such a section look alike).
    case insertCount(Int, at: ElementPath)
    /// `count` items deleted from item `at.item` on, in a section of either kind.
    case deleteItems(at: ElementPath, count: Int)
    /// One item's size replaced, in a section given with sizes.
    case setSize(ItemSize, at: ElementPath)
    /// A section inserted before section `at` (the section count appends).
    case insertSection(SectionInput, at: Int)
    /// A section deleted, with its items.
    case deleteSection(Int)
    /// A section's option overrides replaced (its header's or footer's
    /// measured size, say); its items keep their columns where the section
    /// still has them (with kept columns).
    case setOptions(OptionValues, ofSection: Int)
}

extension LiveLayout {
    /// Applies `edits` in order and lays the result out once, from the first
    /// item any of them changed: what a batch update of a collection view or a
    /// diff of a SwiftUI data collection needs.
    ///
    /// Where the layout resumes:
    /// * edits to items of one section, or to items of several sections of a
    ///   strategy that is not a ``CompositeStrategy``: from the first changed
    ///   item (see the type's discussion for what that costs);
    /// * a section inserted after the last one: from its first item;
    /// * a section inserted before another or deleted: from the last
    ///   checkpoint before it, when every later section keeps its options and
    ///   strategy at its new index (O(*s*) to compare them for *s*
    ///   sections); else, as for a composite or a section's options
    ///   replaced, a full placement.
    ///
    /// - Throws: The error of the first edit that does not fit the input as
    ///   the edits before it left it (a path outside its section, a size that
    ///   is not finite and positive, a section of the wrong kind), or an error
    ///   the strategy throws for the new input. The live layout then keeps its
    ///   previous input and layout.
    /// - Complexity: O(*k*) to apply the edits for *k* items inserted, deleted
    ///   or resized, plus, per insertion or deletion, the move of the later
    ///   sizes in their page (at most 4,096; see ``LiveLayout``'s discussion)
    ///   and, with kept columns, O(*m*) to move the *m* later remembered lanes
    ///   of the section, once for consecutive deletions from the back then
    ///   insertions from the front in one section (a batch update's and an
    ///   identity diff's order; not at all when as many items arrive as
    ///   leave), plus the placements from the first change on, plus index upkeep.
    public mutating func apply(_ edits: [LayoutEdit]) throws(LayoutError) {
        guard !edits.isEmpty else { return }
        var inverses: [LayoutEdit] = []
        inverses.reserveCapacity(edits.count)
        var laneUndos: [LaneMemory.Undo] = []
        func revertLanes(_ memory: inout LaneMemory) {
            for undo in laneUndos.reversed() { memory.undo(undo) }
        }
        var start: (section: Int, item: Int)? = (Int.max, Int.max)
        var sections: Set<Int> = []
        do throws(LayoutError) {
            var next = 0
            while next < edits.count {
                var applied: [(inverse: LayoutEdit, from: (section: Int, item: Int)?)]
                // Deletions and insertions in one section, in a batch's order: its sizes move once.
                if let runs = ItemEditRuns(edits, from: next), input.sections.indices.contains(runs.section),
                    input.sections[runs.section].hasSizes
                {
                    applied = try perform(runs)
                    if !laneMemory.isEmpty { laneUndos += laneMemory.apply(runs) }
                    next += runs.editCount
                } else {
                    applied = [try perform(edits[next])]
                    if !laneMemory.isEmpty { laneUndos.append(laneMemory.apply(edits[next])) }
                    next += 1
                }
                for (inverse, from) in applied {
                    inverses.append(inverse)
                    guard let from, let current = start else {
                        start = nil
                        continue
                    }
                    sections.insert(from.section)
                    if (from.section, from.item) < (current.section, current.item) { start = from }
                }
            }
        } catch {
            Self.revert(inverses, in: &input)
            revertLanes(&laneMemory)
            throw error
        }
        // A section-stacking strategy relays out one changed section and keeps the layouts of the others.
        if strategy is any SectionStackingStrategy, sections.count > 1 { start = nil }
        if start == nil {
            do throws(LayoutError) {
                try input.validate(for: strategy)
            } catch {
                Self.revert(inverses, in: &input)
                revertLanes(&laneMemory)
                throw error
            }
        }
        try apply(
            from: start, edits: edits, undo: { input in Self.revert(inverses, in: &input) }, undoLanes: revertLanes)
    }

    /// Undoes applied edits with their inverses, last first.
    private static func revert(_ inverses: [LayoutEdit], in input: inout LayoutInput) {
        for inverse in inverses.reversed() { edit(&input, inverse) }
    }

    /// Checks `edit` against the current input and applies it.
    ///
    /// - Returns: The edit that undoes it, and the first item it changes, or
    ///   `nil` when the layout must be placed in full.
    private mutating func perform(_ edit: LayoutEdit) throws(LayoutError) -> (
        inverse: LayoutEdit, from: (section: Int, item: Int)?
    ) {
        let inverse: LayoutEdit
        var from: (section: Int, item: Int)?
        switch edit {
        case .insertItems(let items, let path):
            try checkLimit(adding: items.count)
            try checkInsertion(items, at: path, into: try sizedSection(path.section).count)
            inverse = .deleteItems(at: path, count: items.count)
            from = (path.section, path.item)
        case .insertCount(let count, let path):
            let section = try existingSection(path.section)
            guard !section.hasSizes else {
                throw .invalidSection(section: path.section, reason: "it lists item sizes; insert sizes, not a count")
            }
            let old = section.count
            guard count >= 0, path.item >= 0, path.item <= old else {
                throw .invalidSection(
                    section: path.section, reason: "cannot insert \(count) items at \(path.item) of \(old)")
            }
            try checkLimit(adding: count)
            inverse = .deleteItems(at: path, count: count)
            from = (path.section, path.item)
        case .deleteItems(let path, let count):
            try checkDeletion(at: path, count: count, from: try existingSection(path.section).count)
            let section = input.sections[path.section]
            inverse =
                section.hasSizes
                ? .insertItems(Array(section.sizes(of: path.item..<path.item + count)), at: path)
                : .insertCount(count, at: path)
            from = (path.section, path.item)
        case .setSize(let size, let path):
            let section = try sizedSection(path.section)
            guard path.item >= 0, path.item < section.count, let old = section.size(at: path.item) else {
                throw .invalidItem(
                    section: path.section, item: path.item,
                    reason: "no such item; the section has \(section.count) items")
            }
            let rule = strategy.sectionOptions(forSection: path.section)
            if let problem = size.problem(strategy: rule.strategy, columnSpans: rule.columnSpans) {
                throw .invalidItem(section: path.section, item: path.item, reason: problem)
            }
            inverse = .setSize(old, at: path)
            from = (path.section, path.item)
        case .insertSection(let section, let index):
            guard index >= 0, index <= input.sections.count else {
                throw .invalidSection(
                    section: index, reason: "cannot insert a section there; the input has \(input.sections.count)")
            }
            try checkLimit(adding: section.count + 2)
            if index == input.sections.count || sectionsKeepTheirRules(from: index, movedBy: 1) {
                let rule = strategy.sectionOptions(forSection: index)
                try section.validate(
                    at: index, sectionOptions: rule.options, strategy: rule.strategy, columnSpans: rule.columnSpans)
                // Before its first item: no checkpoint of the section it displaces is valid.
                from = (index, index == input.sections.count ? 0 : -1)
            }
            inverse = .deleteSection(index)
        case .deleteSection(let index):
            inverse = .insertSection(try existingSection(index), at: index)
            // Before its first item: no checkpoint of the section deleted is valid.
            if sectionsKeepTheirRules(from: index + 1, movedBy: -1) { from = (index, -1) }
        case .setOptions(_, let index):
            // No item to resume from: the options are checked and everything placed again, columns kept.
            inverse = .setOptions(try existingSection(index).options, ofSection: index)
        }
        Self.edit(&input, edit)
        return (inverse, from)
    }

    /// Whether the sections from `index` on, moved by `offset` (a section
    /// inserted or deleted before them), keep the options and strategy the
    /// strategy gives them: they were valid and stay so, and only their
    /// placement moves. Never for a section-stacking strategy (a composite).
    ///
    /// - Complexity: O(*s*) for the *s* sections from `index` on.
    private func sectionsKeepTheirRules(from index: Int, movedBy offset: Int) -> Bool {
        guard !(strategy is any SectionStackingStrategy) else { return false }
        return (index..<input.sections.count).allSatisfy { section in
            let (old, new) = (
                strategy.sectionOptions(forSection: section), strategy.sectionOptions(forSection: section + offset)
            )
            return old.strategy == new.strategy && old.options == new.options && old.columnSpans == new.columnSpans
        }
    }

    /// Checks an insertion of `items` before `path.item` of a section given
    /// with sizes that has `count` items.
    private func checkInsertion(_ items: [ItemSize], at path: ElementPath, into count: Int) throws(LayoutError) {
        guard path.item >= 0, path.item <= count else {
            throw .invalidItem(
                section: path.section, item: path.item, reason: "cannot insert there; the section has \(count) items")
        }
        let rule = strategy.sectionOptions(forSection: path.section)
        if let offset = items.firstIndex(where: { !$0.isValid(columnSpans: rule.columnSpans) }),
            let problem = items[offset].problem(strategy: rule.strategy, columnSpans: rule.columnSpans)
        {
            throw .invalidItem(section: path.section, item: path.item + offset, reason: problem)
        }
    }

    /// Checks a deletion of `count` items from `path.item` on of a section that has `have` items.
    private func checkDeletion(at path: ElementPath, count: Int, from have: Int) throws(LayoutError) {
        guard count >= 0, path.item >= 0, path.item <= have - count else {
            throw .invalidItem(
                section: path.section, item: path.item,
                reason: "cannot delete \(count) items there; the section has \(have) items")
        }
    }

    /// Checks the edits of `runs` against the current input, each as the
    /// ones before it leave it, and applies them, as ``perform(_:)`` does each
    /// in turn.
    ///
    /// - Returns: Each edit's inverse and first changed item, in edit order.
    /// - Complexity: O(*k*) for *k* items deleted and inserted, plus what
    ///   each edit moves (``SectionInput/insertSizes(_:at:)``).
    private mutating func perform(_ runs: ItemEditRuns) throws(LayoutError) -> [(
        inverse: LayoutEdit, from: (section: Int, item: Int)?
    )] {
        let applied = try check(runs)
        for (item, count) in runs.deletions { input.sections[runs.section].removeSizes(item..<item + count) }
        for (item, sizes) in runs.insertions { input.sections[runs.section].insertSizes(sizes, at: item) }
        return applied
    }

    /// The inverses and first changed items of the edits of `runs`, each
    /// checked as ``perform(_:)`` checks it.
    private func check(_ runs: ItemEditRuns) throws(LayoutError) -> [(
        inverse: LayoutEdit, from: (section: Int, item: Int)?
    )] {
        let section = try sizedSection(runs.section)
        var count = section.count
        var applied: [(inverse: LayoutEdit, from: (section: Int, item: Int)?)] = []
        // The deletions go from the back: each one's items are where they were before any.
        for (item, deleted) in runs.deletions {
            let path = ElementPath(section: runs.section, item: item)
            try checkDeletion(at: path, count: deleted, from: count)
            applied.append(
                (.insertItems(Array(section.sizes(of: item..<item + deleted)), at: path), (runs.section, item)))
            count -= deleted
        }
        for (item, inserted) in runs.insertions {
            let path = ElementPath(section: runs.section, item: item)
            try checkLimit(adding: inserted.count)
            try checkInsertion(inserted, at: path, into: count)
            applied.append((.deleteItems(at: path, count: inserted.count), (runs.section, item)))
            count += inserted.count
        }
        return applied
    }

    /// A section given with sizes, or an error naming it.
    private func sizedSection(_ index: Int) throws(LayoutError) -> SectionInput {
        let section = try existingSection(index)
        guard section.hasSizes else {
            throw .invalidSection(section: index, reason: "it is given as a count; edit its count, not sizes")
        }
        return section
    }

    /// Applies an edit already checked against `input`, in place.
    package static func edit(_ input: inout LayoutInput, _ edit: LayoutEdit) {
        switch edit {
        case .insertItems(let items, let path):
            input.sections[path.section].insertSizes(items, at: path.item)
        case .insertCount(let count, let path):
            input.sections[path.section].items = .count(input.sections[path.section].count + count)
        case .deleteItems(let path, let count):
            if !input.sections[path.section].hasSizes {
                input.sections[path.section].items = .count(input.sections[path.section].count - count)
            } else {
                input.sections[path.section].removeSizes(path.item..<path.item + count)
            }
        case .setSize(let size, let path):
            input.sections[path.section].setSize(size, at: path.item)
        case .insertSection(let section, let index):
            input.sections.insert(section, at: index)
        case .deleteSection(let index):
            input.sections.remove(at: index)
        case .setOptions(let options, let index):
            input.sections[index].options = options
        }
    }
}

/// Consecutive edits of one section: deletions of disjoint ranges from the
/// back, then insertions from the front, each at or after the end of the
/// one before. A collection view's batch update and an identity diff give
/// their edits in this order; ``LiveLayout/apply(_:)`` then checks them in
/// one pass and moves the section's later remembered lanes once for all of
/// them, not once per edit (ten items deleted across the screen of a
/// million: one move of the half million lanes after them instead of ten),
/// and not at all when as many items arrive as leave (an item replaced).
struct ItemEditRuns {
    /// The section.
    var section: Int
    /// The deletions in edit order (from the back): first item and count.
    var deletions: [(item: Int, count: Int)] = []
    /// The insertions in edit order (from the front): position and sizes.
    var insertions: [(item: Int, sizes: [ItemSize])] = []

    /// The number of edits.
    var editCount: Int { deletions.count + insertions.count }

    /// The runs that start at `edits[start]`, or `nil` when fewer than two
    /// edits form them.
    ///
    /// - Complexity: O(*e*) for the *e* edits they hold.
    init?(_ edits: [LayoutEdit], from start: Int) {
        var section: Int?
        var index = start
        var end = Int.max  // each deletion ends at or before the previous one's start
        while index < edits.count, case .deleteItems(let path, let count) = edits[index],
            path.section == section ?? path.section, count > 0, path.item >= 0, path.item <= end - count
        {
            section = path.section
            deletions.append((path.item, count))
            end = path.item
            index += 1
        }
        var next = 0  // each insertion starts at or after the previous one's end
        while index < edits.count, case .insertItems(let sizes, let path) = edits[index],
            path.section == section ?? path.section, !sizes.isEmpty, path.item >= next
        {
            section = path.section
            insertions.append((path.item, sizes))
            next = path.item + sizes.count
            index += 1
        }
        guard let section, deletions.count + insertions.count >= 2 else { return nil }
        self.section = section
    }
}
