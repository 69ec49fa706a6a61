/// The lane (column) each placed item of a column layout went to, kept by a
/// ``LiveLayout`` so that a column strategy with `stableLanes` puts every
/// item it placed before back in the same column: a resize above the
/// viewport or an insert before an item moves items along their columns,
/// never across.
///
/// The memory follows the live layout's edits: an insert adds items with no
/// lane (the strategy's rule picks theirs), a delete removes its items'
/// lanes, a resize keeps them. A new viewport or a new input starts it empty.
///
/// Each entry is 4 bytes; a lane of −1 means none yet. A section's lanes
/// keep room before the first as well as after the last: an insertion or a
/// deletion moves the lanes before it or those after it, whichever are
/// fewer. Two memories are equal when they give every item the same lane.
public struct LaneMemory: Sendable, Hashable {
    /// Each section's lanes by item; shorter than the section when its last
    /// items have none yet.
    @usableFromInline var sections: [DoubleEndedArray<Int32>] = []

    /// An empty memory.
    public init() {}

    /// Whether no item has a lane.
    public var isEmpty: Bool { sections.allSatisfy(\.isEmpty) }

    /// The lane item `item` of section `section` was placed in, or `nil` when
    /// it has none yet.
    @inlinable
    public func lane(ofItem item: Int, inSection section: Int) -> Int? {
        guard section < sections.count, item < sections[section].count else { return nil }
        let lane = sections[section][item]
        return lane >= 0 ? Int(lane) : nil
    }

    /// Records the lane an item was placed in (for an item spanning lanes,
    /// the first of them).
    ///
    /// - Complexity: amortized O(1) when items are recorded in order.
    @inlinable
    public mutating func record(_ lane: Int, ofItem item: Int, inSection section: Int) {
        withUnsafePointer(to: UInt32(truncatingIfNeeded: lane)) {
            record($0, count: 1, fromItem: item, inSection: section)
        }
    }

    /// Forgets every lane.
    public mutating func removeAll() { sections = [] }

    /// Forgets every lane and keeps the buffers, for the lanes recorded next
    /// to go where these were: no new memory to allocate and touch.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    mutating func removeAllKeepingCapacity() {
        for section in sections.indices { sections[section].removeAll(keepingCapacity: true) }
    }

    /// The sections up to the last one with a lane recorded: what equality
    /// and hashing compare, so that a memory emptied in place equals a new one.
    private var recordedSections: ArraySlice<DoubleEndedArray<Int32>> {
        sections[..<((sections.lastIndex { !$0.isEmpty } ?? -1) + 1)]
    }

    public static func == (lhs: LaneMemory, rhs: LaneMemory) -> Bool {
        lhs.recordedSections.elementsEqual(rhs.recordedSections)
    }

    public func hash(into hasher: inout Hasher) {
        let recorded = recordedSections
        hasher.combine(recorded.count)
        for section in recorded { hasher.combine(section) }
    }

    /// Whether the memory holds an entry (a lane, or −1 for none) for an
    /// item of a section from `item` on.
    ///
    /// - Complexity: O(1).
    @inlinable
    func hasLanes(from item: Int, inSection section: Int) -> Bool {
        section < sections.count && item < sections[section].count
    }

    /// Writes the lanes of `items` of a section to `lanes`, `UInt32.max`
    /// for an item with none (a run of kept columns reads a chunk at a time).
    ///
    /// - Returns: The largest lane written: below the column count exactly
    ///   when every item goes back to a column that exists.
    /// - Complexity: O(*k*) for *k* items.
    @inlinable
    @discardableResult
    func copyLanes(of items: Range<Int>, inSection section: Int, to lanes: UnsafeMutablePointer<UInt32>) -> UInt32 {
        let recorded = section < sections.count ? sections[section].count : 0
        let known = Swift.min(Swift.max(recorded - items.lowerBound, 0), items.count)
        var largest: UInt32 = 0
        if known > 0 {
            sections[section].withUnsafeBufferPointer { recorded in
                for offset in 0..<known {
                    lanes[offset] = UInt32(bitPattern: recorded[items.lowerBound &+ offset])
                    largest = Swift.max(largest, lanes[offset])
                }
            }
        }
        (lanes + known).update(repeating: .max, count: items.count - known)
        return known < items.count ? .max : largest
    }

    /// Records the lanes of `count` items in order from `item` on (a run's
    /// chunk, or one item), in place: never through a temporary array, whose
    /// allocation and generic metadata lookup per call were ~30% of a
    /// kept-columns placement when every item was recorded alone.
    ///
    /// - Complexity: amortized O(*k*) for *k* items.
    @inlinable
    mutating func record(_ lanes: UnsafePointer<UInt32>, count: Int, fromItem item: Int, inSection section: Int) {
        guard count > 0 else { return }
        if section >= sections.count {
            sections.append(contentsOf: repeatElement([], count: section + 1 - sections.count))
        }
        let recorded = sections[section].count
        if item > recorded { sections[section].append(contentsOf: repeatElement(-1, count: item - recorded)) }
        let overwritten = Swift.min(Swift.max(recorded - item, 0), count)
        if overwritten > 0 {
            sections[section].withUnsafeMutableBufferPointer { recorded in
                for offset in 0..<overwritten {
                    recorded[item &+ offset] = Int32(bitPattern: lanes[offset])
                }
            }
        }
        // `Int32` and `UInt32` may alias: the lanes are appended as they are, in one copy.
        guard count > overwritten else { return }
        UnsafeRawPointer(lanes + overwritten).withMemoryRebound(to: Int32.self, capacity: count - overwritten) {
            sections[section].append(contentsOf: UnsafeBufferPointer(start: $0, count: count - overwritten))
        }
    }
}

extension LaneMemory {
    /// How to take back one edit of the memory.
    enum Undo: Sendable, Equatable {
        case removeItems(section: Int, range: Range<Int>)
        case insertItems(section: Int, at: Int, lanes: [Int32])
        case removeSection(Int)
        case insertSection(Int, lanes: DoubleEndedArray<Int32>)
        case none
    }

    /// Applies a live layout's edit, already checked against its input, so
    /// that every lane stays with its item.
    ///
    /// - Returns: How to undo it.
    /// - Complexity: O(*m*) for the *m* earlier or later lanes of the section
    ///   it moves, whichever are fewer;
    ///   O(1) for a resize or an append.
    mutating func apply(_ edit: LayoutEdit) -> Undo {
        switch edit {
        case .insertItems(let items, let path): return insertGap(items.count, at: path)
        case .insertCount(let count, let path): return insertGap(count, at: path)
        case .deleteItems(let path, let count):
            guard path.section < sections.count, path.item < sections[path.section].count else { return .none }
            let range = path.item..<Swift.min(path.item + count, sections[path.section].count)
            let lanes = Array(sections[path.section][range])
            sections[path.section].removeSubrange(range)
            return .insertItems(section: path.section, at: path.item, lanes: lanes)
        case .setSize, .setOptions: return .none
        case .insertSection(_, let index):
            guard index < sections.count else { return .none }
            sections.insert([], at: index)
            return .removeSection(index)
        case .deleteSection(let index):
            guard index < sections.count else { return .none }
            return .insertSection(index, lanes: sections.remove(at: index))
        }
    }

    /// Applies the edits of `runs`, already checked against the live
    /// layout's input, as ``apply(_:)`` applies each in turn; the section's
    /// later lanes move once.
    ///
    /// - Returns: Each edit's undo, in edit order.
    /// - Complexity: O(*k* + *m*) for *k* items deleted and inserted and the
    ///   *m* lanes of the section from its first change to its last, plus,
    ///   when the count changes, the fewer of the lanes before the first
    ///   change and those after the last.
    mutating func apply(_ runs: ItemEditRuns) -> [Undo] {
        let section = runs.section
        guard section < sections.count else { return Array(repeating: .none, count: runs.editCount) }
        var undos: [Undo] = []
        var recorded = sections[section].count
        var removed: [Range<Int>] = []
        // The deletions go from the back: each one's lanes are where they were before any.
        for (item, count) in runs.deletions {
            guard item < recorded else {
                undos.append(.none)
                continue
            }
            let range = item..<Swift.min(item + count, recorded)
            undos.append(.insertItems(section: section, at: item, lanes: Array(sections[section][range])))
            removed.append(range)
            recorded -= range.count
        }
        var gaps: [(position: Int, elements: [Int32])] = []
        for (item, sizes) in runs.insertions {
            guard item < recorded else {
                undos.append(.none)
                continue
            }
            undos.append(.removeItems(section: section, range: item..<item + sizes.count))
            gaps.append((item, Array(repeating: -1, count: sizes.count)))
            recorded += sizes.count
        }
        sections[section].removeSubranges(ascending: removed.reversed(), thenInsert: gaps)
        return undos
    }

    /// Items with no lane inserted before `path.item`; nothing to do past the
    /// section's recorded lanes.
    private mutating func insertGap(_ count: Int, at path: ElementPath) -> Undo {
        guard count > 0, path.section < sections.count, path.item < sections[path.section].count else {
            return .none
        }
        sections[path.section].insert(contentsOf: repeatElement(-1, count: count), at: path.item)
        return .removeItems(section: path.section, range: path.item..<path.item + count)
    }

    /// Takes back an edit applied with ``apply(_:)``.
    mutating func undo(_ undo: Undo) {
        switch undo {
        case .removeItems(let section, let range): sections[section].removeSubrange(range)
        case .insertItems(let section, let item, let lanes): sections[section].insert(contentsOf: lanes, at: item)
        case .removeSection(let index): sections.remove(at: index)
        case .insertSection(let index, let lanes): sections.insert(lanes, at: index)
        case .none: break
        }
    }
}
