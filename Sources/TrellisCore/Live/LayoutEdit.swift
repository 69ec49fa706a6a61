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
    /// * a section inserted before another or deleted, or a section's options
    ///   replaced: a full placement (every later section's options and
    ///   strategy may change with its index).
    ///
    /// - Throws: The error of the first edit that does not fit the input as
    ///   the edits before it left it (a path outside its section, a size that
    ///   is not finite and positive, a section of the wrong kind), or an error
    ///   the strategy throws for the new input. The live layout then keeps its
    ///   previous input and layout.
    /// - Complexity: O(*k*) to apply the edits for *k* items inserted, deleted
    ///   or resized, plus O(*m*) per insertion or deletion to move the *m*
    ///   later sizes of its section, plus the placements from the first change
    ///   on, plus index upkeep.
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
            for edit in edits {
                let (inverse, from) = try perform(edit)
                inverses.append(inverse)
                if !laneMemory.isEmpty { laneUndos.append(laneMemory.apply(edit)) }
                guard let from, let current = start else {
                    start = nil
                    continue
                }
                sections.insert(from.section)
                if (from.section, from.item) < (current.section, current.item) { start = from }
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
            let sizes = try sizesOfSection(path.section)
            guard path.item >= 0, path.item <= sizes.count else {
                throw .invalidItem(
                    section: path.section, item: path.item,
                    reason: "cannot insert there; the section has \(sizes.count) items")
            }
            let rule = strategy.sectionOptions(forSection: path.section)
            if let offset = items.firstIndex(where: { !$0.isValid(columnSpans: rule.columnSpans) }),
                let problem = items[offset].problem(strategy: rule.strategy, columnSpans: rule.columnSpans)
            {
                throw .invalidItem(section: path.section, item: path.item + offset, reason: problem)
            }
            inverse = .deleteItems(at: path, count: items.count)
            from = (path.section, path.item)
        case .insertCount(let count, let path):
            guard case .count(let old) = try existingSection(path.section).items else {
                throw .invalidSection(section: path.section, reason: "it lists item sizes; insert sizes, not a count")
            }
            guard count >= 0, path.item >= 0, path.item <= old else {
                throw .invalidSection(
                    section: path.section, reason: "cannot insert \(count) items at \(path.item) of \(old)")
            }
            try checkLimit(adding: count)
            inverse = .deleteItems(at: path, count: count)
            from = (path.section, path.item)
        case .deleteItems(let path, let count):
            let have = try existingSection(path.section).count
            guard count >= 0, path.item >= 0, path.item <= have - count else {
                throw .invalidItem(
                    section: path.section, item: path.item,
                    reason: "cannot delete \(count) items there; the section has \(have) items")
            }
            switch input.sections[path.section].items {
            case .count: inverse = .insertCount(count, at: path)
            case .sizes(let sizes): inverse = .insertItems(Array(sizes[path.item..<path.item + count]), at: path)
            }
            from = (path.section, path.item)
        case .setSize(let size, let path):
            let sizes = try sizesOfSection(path.section)
            guard sizes.indices.contains(path.item) else {
                throw .invalidItem(
                    section: path.section, item: path.item,
                    reason: "no such item; the section has \(sizes.count) items")
            }
            let rule = strategy.sectionOptions(forSection: path.section)
            if let problem = size.problem(strategy: rule.strategy, columnSpans: rule.columnSpans) {
                throw .invalidItem(section: path.section, item: path.item, reason: problem)
            }
            inverse = .setSize(sizes[path.item], at: path)
            from = (path.section, path.item)
        case .insertSection(let section, let index):
            guard index >= 0, index <= input.sections.count else {
                throw .invalidSection(
                    section: index, reason: "cannot insert a section there; the input has \(input.sections.count)")
            }
            try checkLimit(adding: section.count + 2)
            if index == input.sections.count {
                let rule = strategy.sectionOptions(forSection: index)
                try section.validate(
                    at: index, sectionOptions: rule.options, strategy: rule.strategy, columnSpans: rule.columnSpans)
                from = (index, 0)
            }
            inverse = .deleteSection(index)
        case .deleteSection(let index):
            inverse = .insertSection(try existingSection(index), at: index)
        case .setOptions(_, let index):
            // No item to resume from: the options are checked and everything placed again, columns kept.
            inverse = .setOptions(try existingSection(index).options, ofSection: index)
        }
        Self.edit(&input, edit)
        return (inverse, from)
    }

    /// The sizes of a section given with sizes, or an error naming it.
    private func sizesOfSection(_ index: Int) throws(LayoutError) -> [ItemSize] {
        guard case .sizes(let sizes) = try existingSection(index).items else {
            throw .invalidSection(section: index, reason: "it is given as a count; edit its count, not sizes")
        }
        return sizes
    }

    /// Applies an edit already checked against `input`, in place.
    package static func edit(_ input: inout LayoutInput, _ edit: LayoutEdit) {
        switch edit {
        case .insertItems(let items, let path):
            editSizes(of: &input, section: path.section) { $0.insert(contentsOf: items, at: path.item) }
        case .insertCount(let count, let path):
            input.sections[path.section].items = .count(input.sections[path.section].count + count)
        case .deleteItems(let path, let count):
            if case .count(let old) = input.sections[path.section].items {
                input.sections[path.section].items = .count(old - count)
            } else {
                editSizes(of: &input, section: path.section) { $0.removeSubrange(path.item..<path.item + count) }
            }
        case .setSize(let size, let path):
            editSizes(of: &input, section: path.section) { $0[path.item] = size }
        case .insertSection(let section, let index):
            input.sections.insert(section, at: index)
        case .deleteSection(let index):
            input.sections.remove(at: index)
        case .setOptions(let options, let index):
            input.sections[index].options = options
        }
    }
}
