/// What changed between two inputs of one collection, as an incremental
/// layout engine needs to know it: items appended, resized, inserted or
/// deleted, the viewport, or anything else.
///
/// ```swift
/// let change = LayoutChange(from: before, to: after)   // .appended([[0, 20], [0, 21]])
/// ```
public enum LayoutChange: Sendable, Hashable {
    /// Nothing changed.
    case none
    /// Items were added after the last item of their sections (existing
    /// sections, or new sections after the last one); every earlier item and
    /// every section option is unchanged. Paths in the new input, ascending.
    case appended([ElementPath])
    /// The sizes of these items changed; nothing else did. Paths ascending.
    case resized([ElementPath])
    /// These items were inserted (one contiguous run per section); nothing
    /// else changed. Paths in the new input, ascending.
    case inserted([ElementPath])
    /// These items were deleted (one contiguous run per section); nothing else
    /// changed. Paths in the old input, ascending.
    case deleted([ElementPath])
    /// The viewport (width or height) or the layout direction changed: a full recompute.
    case viewport
    /// Anything else (sections removed, options changed, several kinds of
    /// change at once, no earlier input): a full recompute.
    case full
}

extension LayoutChange {
    /// Works out what changed from `old` to `new`.
    ///
    /// Per section, in order of preference: no change; the old items are a
    /// prefix of the new (appended); the same count with some sizes changed
    /// (resized); one contiguous run added or removed, found from the common
    /// prefix and suffix (inserted, deleted — when the run is ambiguous, as in
    /// a run of equal sizes, the longest common prefix wins, so the latest
    /// position is reported; the layouts are the same either way). Sections of
    /// the same kind of change combine; different kinds give ``full``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items of both inputs;
    ///   O(*s*) for *s* sections when every section's items are those of the
    ///   other input, not copied or edited since (a new viewport of the same data).
    public init(from old: LayoutInput?, to new: LayoutInput) {
        guard let old else { self = .full; return }
        guard old.width == new.width, old.height == new.height, old.layoutDirection == new.layoutDirection else {
            self = .viewport
            return
        }
        guard new.sections.count >= old.sections.count, old.sectionBackground == new.sectionBackground else {
            self = .full
            return
        }
        if old.sections.sharesStorage(with: new.sections) {
            self = .none
            return
        }
        var kind: Kind?
        var paths: [ElementPath] = []
        func note(_ next: Kind, _ more: [ElementPath]) -> Bool {
            if let kind, kind != next { return false }
            kind = next
            paths += more
            return true
        }
        for (index, oldSection) in old.sections.enumerated() {
            let newSection = new.sections[index]
            guard oldSection.options.values == newSection.options.values else { self = .full; return }
            // Items not copied or edited since (a new viewport of the same data): no pass over them.
            if oldSection.sharesItems(with: newSection) { continue }
            guard let (sectionKind, items) = Self.difference(oldSection.items, newSection.items) else {
                self = .full
                return
            }
            guard let sectionKind else { continue }
            guard note(sectionKind, items.map { ElementPath(section: index, item: $0) }) else { self = .full; return }
        }
        for index in old.sections.count..<new.sections.count {
            let count = new.sections[index].count
            // An empty new section adds no item to name: only a full recompute records it.
            guard count > 0, note(.appended, (0..<count).map { ElementPath(section: index, item: $0) }) else {
                self = .full
                return
            }
        }
        switch kind {
        case nil: self = .none
        case .appended: self = .appended(paths)
        case .resized: self = .resized(paths)
        case .inserted: self = .inserted(paths)
        case .deleted: self = .deleted(paths)
        }
    }

    private enum Kind { case appended, resized, inserted, deleted }

    /// One section's change: `(nil, [])` for none, `nil` for one this type cannot name.
    private static func difference(_ old: SectionInput.Items, _ new: SectionInput.Items) -> (Kind?, [Int])? {
        switch (old, new) {
        case (.count(let before), .count(let after)):
            if before == after { return (nil, []) }
            return before < after ? (.appended, Array(before..<after)) : (.deleted, Array(after..<before))
        case (.sizes(let before), .sizes(let after)):
            return difference(before, after)
        default:
            return nil
        }
    }

    private static func difference(_ old: [ItemSize], _ new: [ItemSize]) -> (Kind?, [Int])? {
        if old.count == new.count {
            let changed = old.indices.filter { old[$0] != new[$0] }
            return changed.isEmpty ? (nil, []) : (.resized, changed)
        }
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count { return (.appended, Array(old.count..<new.count)) }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix == shorter else { return nil }
        return new.count > old.count
            ? (.inserted, Array(prefix..<prefix + new.count - old.count))
            : (.deleted, Array(prefix..<prefix + old.count - new.count))
    }
}

extension Collection {
    /// Whether both share one contiguous storage buffer with the same count
    /// (a copy not written to since): equal without a look at their elements.
    /// `false` when either has no contiguous storage.
    func sharesStorage(with other: Self) -> Bool {
        guard count == other.count else { return false }
        guard !isEmpty else { return true }
        let mine = withContiguousStorageIfAvailable { $0.baseAddress.map { Int(bitPattern: $0) } } ?? nil
        let theirs = other.withContiguousStorageIfAvailable { $0.baseAddress.map { Int(bitPattern: $0) } } ?? nil
        return mine != nil && mine == theirs
    }
}
