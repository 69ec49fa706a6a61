/// The changes between two versions of a section's items, found by item
/// identifier across the whole section: which items were deleted, inserted,
/// moved and updated in place.
///
/// A move is reported both as a deletion at its old index and as an
/// insertion at its new index (and listed in ``moved``), so that applying
/// ``deleted`` in descending order and then ``inserted`` in ascending order
/// turns the old order into the new one. The items kept in place are the
/// longest run that keeps its relative order, so the fewest items move.
///
/// ```swift
/// let diff = try SectionDiff(section: 0, old: oldPhotos.map(\.id), new: photos.map(\.id)) { old, new in
///     oldPhotos[old].caption != photos[new].caption
/// }
/// try diff.apply(to: &live, section: 0) { sizes[$0] }
/// ```
public struct SectionDiff: Sendable, Hashable {
    /// An item that kept its identifier but changed its position.
    public struct Move: Sendable, Hashable {
        /// Its index in the old items.
        public var from: Int
        /// Its index in the new items.
        public var to: Int

        /// A move from old index `from` to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Old indices, ascending, of the items that are gone or moved away.
    public private(set) var deleted: [Int] = []
    /// New indices, ascending, of the items that are new or moved here.
    public private(set) var inserted: [Int] = []
    /// The moved items, by new index ascending (each also in ``deleted`` and ``inserted``).
    public private(set) var moved: [Move] = []
    /// New indices, ascending, of the items kept in place whose content changed.
    public private(set) var updated: [Int] = []

    /// The empty diff: nothing changed.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && updated.isEmpty }

    /// The diff from `old` to `new` item identifiers of section `section`.
    ///
    /// - Parameters:
    ///   - section: The section's index, to name it in an error.
    ///   - old: The identifiers the layout was made from.
    ///   - new: The identifiers now.
    ///   - isUpdated: Whether the item at old index `old` and new index
    ///     `new` (the same identifier) changed its content, so its size must
    ///     be read again; called once for every item kept in place.
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` naming the
    ///   identifier and both indices when `new` (or `old`) holds an
    ///   identifier twice.
    /// - Complexity: O(*n*) for *n* = `old.count + new.count` to compare the
    ///   common first and last items and hash `new` (to reject a repeated
    ///   identifier), plus O(*m* log *m*) for the *m* items between the
    ///   common ends (the longest ordered run among them).
    public init<ID: Hashable>(
        section: Int, old: [ID], new: [ID], isUpdated: (_ old: Int, _ new: Int) -> Bool = { _, _ in false }
    ) throws(LayoutError) {
        try Self.checkUnique(new, section: section)
        // The common ends are kept in place without hashing; only the middle is matched by identifier.
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        updated = (0..<prefix).filter { isUpdated($0, $0) }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        let oldIndex = try Self.indices(of: old[oldMiddle], section: section)
        // For each new item kept from `old`, its old index, in new order.
        var keptNew: [Int] = []
        var keptOld: [Int] = []
        var isKept = [Bool](repeating: false, count: old.count)
        for newPosition in newMiddle {
            if let oldPosition = oldIndex[new[newPosition]] {
                keptNew.append(newPosition)
                keptOld.append(oldPosition)
                isKept[oldPosition] = true
            } else {
                inserted.append(newPosition)
            }
        }
        let inPlace = Self.longestIncreasingRun(keptOld)
        var movedAway: [Int] = []
        for position in keptOld.indices {
            if inPlace[position] {
                if isUpdated(keptOld[position], keptNew[position]) { updated.append(keptNew[position]) }
            } else {
                moved.append(Move(from: keptOld[position], to: keptNew[position]))
                movedAway.append(keptOld[position])
            }
        }
        updated += (0..<suffix).reversed().map { (old.count - 1 - $0, new.count - 1 - $0) }
            .filter { isUpdated($0.0, $0.1) }.map(\.1)
        deleted = oldMiddle.filter { !isKept[$0] }
        if !moved.isEmpty {
            deleted = (deleted + movedAway).sorted()
            inserted = (inserted + moved.map(\.to)).sorted()
        }
    }

    /// The diff between two collections of items, or the empty diff in O(1)
    /// when `new` is `old` given again: the same contiguous storage and count
    /// (an array, or a slice of one). That test is exact, not a guess: while
    /// `old` is alive its storage cannot be freed and reused, and an array's
    /// storage is copied before any change while another array shares it, so
    /// shared storage means equal items. Collections without contiguous
    /// storage are compared by identifier.
    ///
    /// - Parameters:
    ///   - section: The section's index, to name it in an error.
    ///   - old: The items the layout was made from (keep this array to diff against next time).
    ///   - new: The items now.
    ///   - id: An item's identifier.
    ///   - isUpdated: Whether an item with the same identifier changed its content.
    /// - Throws: as ``init(section:old:new:isUpdated:)``.
    /// - Complexity: O(1) when `new` shares `old`'s storage; otherwise as
    ///   ``init(section:old:new:isUpdated:)``.
    public static func between<Items: RandomAccessCollection, ID: Hashable>(
        section: Int, old: Items, new: Items, id: (Items.Element) -> ID,
        isUpdated: (_ old: Items.Element, _ new: Items.Element) -> Bool = { _, _ in false }
    ) throws(LayoutError) -> SectionDiff {
        if old.sharesStorage(with: new) { return SectionDiff() }
        return try SectionDiff(section: section, old: old.map(id), new: new.map(id)) {
            isUpdated(old[old.index(old.startIndex, offsetBy: $0)], new[new.index(new.startIndex, offsetBy: $1)])
        }
    }

    /// The diff between two collections of identified items for a view that
    /// keeps an index of every identifier it shows: the common first and last
    /// items are compared in place (no copy, no hashing); only the items
    /// between them are matched by identifier. The caller checks the arrived
    /// identifiers against the ones it shows elsewhere.
    ///
    /// - Returns: The diff (indices of the whole collections), the
    ///   identifiers that left, and those that arrived with their new indices
    ///   (moves are in neither).
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` naming an
    ///   identifier repeated among the items between the common ends.
    /// - Complexity: O(1) for the same storage given again; else O(*n*) to
    ///   compare the common ends and call `isUpdated` on them, plus
    ///   O(*m* log *m*) for the *m* items between them.
    static func between<Items: RandomAccessCollection>(
        section: Int, old: Items, new: Items, isUpdated: (_ old: Items.Element, _ new: Items.Element) -> Bool
    ) throws(LayoutError) -> (
        diff: SectionDiff, left: [Items.Element.ID], arrived: [(item: Int, id: Items.Element.ID)]
    )
    where Items.Element: Identifiable {
        if old.sharesStorage(with: new) { return (SectionDiff(), [], []) }
        func element(_ items: Items, _ offset: Int) -> Items.Element {
            items[items.index(items.startIndex, offsetBy: offset)]
        }
        let shorter = Swift.min(old.count, new.count)
        // Items whose bytes are identical are the same value: same identifier,
        // same content (`isUpdated` must depend on the items alone), so they
        // are skipped without a call. An array copied and edited shares its
        // untouched items byte for byte.
        let (identicalPrefix, identicalSuffix) = identicalEnds(old, new)
        var prefix = identicalPrefix
        while prefix < shorter, element(old, prefix).id == element(new, prefix).id { prefix += 1 }
        var suffix = Swift.min(identicalSuffix, shorter - prefix)
        while suffix < shorter - prefix,
            element(old, old.count - 1 - suffix).id == element(new, new.count - 1 - suffix).id
        {
            suffix += 1
        }
        let oldMiddle = (prefix..<old.count - suffix).map { element(old, $0).id }
        let newMiddle = (prefix..<new.count - suffix).map { element(new, $0).id }
        var diff = try SectionDiff(section: section, old: oldMiddle, new: newMiddle) {
            isUpdated(element(old, prefix + $0), element(new, prefix + $1))
        }
        let movedFrom = Set(diff.moved.map(\.from))
        let movedTo = Set(diff.moved.map(\.to))
        let left = diff.deleted.filter { !movedFrom.contains($0) }.map { oldMiddle[$0] }
        let arrived = diff.inserted.filter { !movedTo.contains($0) }.map { (prefix + $0, newMiddle[$0]) }
        // Back to indices of the whole collections, with the common ends' updates.
        diff.deleted = diff.deleted.map { $0 + prefix }
        diff.inserted = diff.inserted.map { $0 + prefix }
        diff.moved = diff.moved.map { Move(from: $0.from + prefix, to: $0.to + prefix) }
        let checkedSuffix = Swift.min(identicalSuffix, suffix)
        diff.updated =
            (identicalPrefix..<prefix).filter { isUpdated(element(old, $0), element(new, $0)) }
            + diff.updated.map { $0 + prefix }
            + (checkedSuffix..<suffix).reversed().map { (old.count - 1 - $0, new.count - 1 - $0) }
            .filter { isUpdated(element(old, $0.0), element(new, $0.1)) }.map(\.1)
        return (diff, left, arrived)
    }

    /// How many first and last items of two collections with contiguous
    /// storage are byte for byte identical (0 and 0 without such storage).
    ///
    /// - Complexity: O(*n*) byte comparisons, 8 bytes at a time.
    static func identicalEnds<Items: RandomAccessCollection>(_ old: Items, _ new: Items) -> (prefix: Int, suffix: Int) {
        let stride = MemoryLayout<Items.Element>.stride
        guard stride > 0 else { return (0, 0) }
        let ends =
            old.withContiguousStorageIfAvailable { oldItems in
                new.withContiguousStorageIfAvailable { newItems in
                    identicalEnds(UnsafeRawBufferPointer(oldItems), UnsafeRawBufferPointer(newItems), stride: stride)
                }
            } ?? nil
        return ends ?? (0, 0)
    }

    /// ``identicalEnds(_:_:)`` on raw bytes, for items `stride` bytes apart.
    ///
    /// Compares 64 bytes a step (one vector comparison where the machine has
    /// them), then 8, then 1: at a million items of 16 bytes the two arrays
    /// stream through at memory speed, about 1 ms for both ends together.
    /// The front's loops and the back's are written out each: one function
    /// for both directions took four times as long.
    private static func identicalEnds(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, stride: Int) -> (
        prefix: Int, suffix: Int
    ) {
        guard let aStart = a.baseAddress, let bStart = b.baseAddress else { return (0, 0) }
        let shorter = Swift.min(a.count, b.count)
        var front = 0
        while front &+ 64 <= shorter,
            (aStart + front).loadUnaligned(as: SIMD8<UInt64>.self)
                == (bStart + front).loadUnaligned(as: SIMD8<UInt64>.self)
        {
            front &+= 64
        }
        while front &+ 8 <= shorter,
            (aStart + front).loadUnaligned(as: UInt64.self) == (bStart + front).loadUnaligned(as: UInt64.self)
        {
            front &+= 8
        }
        while front < shorter, a[front] == b[front] { front &+= 1 }
        let prefix = front / stride
        // From the back, within what the common front did not take.
        let room = shorter - prefix * stride
        let aEnd = aStart + a.count
        let bEnd = bStart + b.count
        var back = 0
        while back &+ 64 <= room,
            (aEnd - back - 64).loadUnaligned(as: SIMD8<UInt64>.self)
                == (bEnd - back - 64).loadUnaligned(as: SIMD8<UInt64>.self)
        {
            back &+= 64
        }
        while back &+ 8 <= room,
            (aEnd - back - 8).loadUnaligned(as: UInt64.self) == (bEnd - back - 8).loadUnaligned(as: UInt64.self)
        {
            back &+= 8
        }
        while back < room, (aEnd - back - 1).load(as: UInt8.self) == (bEnd - back - 1).load(as: UInt8.self) {
            back &+= 1
        }
        return (prefix, back / stride)
    }

    /// The new index of the item at old index `old`, when it was kept in
    /// place (not deleted, not moved).
    ///
    /// - Complexity: O(log *d* + log *i*) for *d* deletions and *i* insertions.
    func newIndex(ofKept old: Int) -> Int? {
        EditTranslation.newIndex(ofKept: old, leaving: deleted, arriving: inserted)
    }

    /// The live-layout edits that apply the diff to section `section`:
    /// deletions from the back, then insertions with `size(newIndex)` from the
    /// front, then the updated items resized; consecutive indices go in one
    /// edit each.
    ///
    /// - Complexity: O(*d* + *i* + *u*) for the deleted, inserted and updated items.
    public func edits(section: Int, size: (Int) -> ItemSize) -> [LayoutEdit] {
        let inserted = self.inserted
        var edits = EditTranslation.deletions(deleted.map { ElementPath(section: section, item: $0) })
        edits +=
            EditTranslation.insertions(
                inserted.map { ElementPath(section: section, item: $0) }, size: { size(inserted[$0]) },
                isCount: { _ in false }) ?? []
        edits += updated.map { .setSize(size($0), at: ElementPath(section: section, item: $0)) }
        return edits
    }

    /// Applies the diff to section `section` of a live layout given with
    /// sizes (``edits(section:size:)``, laid out once).
    ///
    /// - Parameters:
    ///   - live: The live layout made from the old items.
    ///   - section: The section's index in the layout.
    ///   - size: The size of the item at a new index.
    /// - Throws: as ``LiveLayout/apply(_:)`` (the section must exist and be
    ///   given with sizes matching the old items); the layout is then unchanged.
    /// - Complexity: as ``LiveLayout/apply(_:)``.
    public func apply<Strategy: LayoutStrategy>(
        to live: inout LiveLayout<Strategy>, section: Int, size: (Int) -> ItemSize
    ) throws(LayoutError) {
        try live.apply(edits(section: section, size: size))
    }

    /// Throws on a repeated identifier, naming it and both positions.
    static func checkUnique<ID: Hashable>(_ ids: [ID], section: Int) throws(LayoutError) {
        var seen = Set<ID>(minimumCapacity: ids.count)
        for id in ids where !seen.insert(id).inserted {
            _ = try indices(of: ids[...], section: section)  // finds and names both positions
        }
    }

    /// Each identifier's index (positions as in the whole array); throws on a repeated identifier.
    private static func indices<ID: Hashable>(of ids: ArraySlice<ID>, section: Int) throws(LayoutError) -> [ID: Int] {
        var index: [ID: Int] = [:]
        index.reserveCapacity(ids.count)
        for (position, id) in zip(ids.indices, ids) {
            if let earlier = index.updateValue(position, forKey: id) {
                throw .invalidItem(
                    section: section, item: position,
                    reason: "duplicate item id \(id): also item \(earlier); every item of a section needs its own id")
            }
        }
        return index
    }

    /// Marks the elements of the longest strictly increasing subsequence of `values`.
    private static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        // Patience sorting: tails[k] is the index of the smallest tail of a run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            let slot = tails.partitioningIndex { values[$0] >= value }
            if slot > 0 { previous[position] = tails[slot - 1] }
            if slot == tails.count { tails.append(position) } else { tails[slot] = position }
        }
        var marked = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            marked[position] = true
            position = previous[position]
        }
        return marked
    }
}
