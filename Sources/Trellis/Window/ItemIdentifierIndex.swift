/// The identifiers of the items a ``LazyGridState`` shows, kept as their
/// hashes: each section's in item order, and a set of them all.
///
/// The grid is generic over the app's identifier type, and its code runs
/// unspecialized for it: there a `Set` of identifiers costs about 400 ns an
/// insertion (0.4 s for a million items), and a search comparing
/// identifiers about 90 ns an item. Hashes are integers, in code specialized
/// for them: one call per identifier to hash it, then integer work. A hash
/// only says an identifier *may* be shown: every answer is confirmed by
/// comparing the identifiers themselves (the caller's `isItem`), so two
/// identifiers that share a hash are never confused, only searched further.
struct ItemIdentifierIndex<ID: Hashable> {
    /// Each section's identifier hashes, in item order.
    private(set) var sections: [DoubleEndedArray<Int>] = []
    /// The hash of every shown item, in tables by the hash's top bits
    /// (``table(of:)``): a table of a million hashes is touched at random,
    /// a cache and TLB miss an insertion, where tables of a few thousand,
    /// filled one after the other, stay in the cache.
    private var present: [IntegerHashSet]
    /// The right shift that takes a hash to its table's index.
    private let tableShift: Int
    /// For each hash that more than one shown item has, how many more.
    private var shared: [Int: Int] = [:]

    /// An empty index for about `capacity` items.
    init(capacity: Int = 0) {
        var bits = 0
        while bits < 10, capacity >> bits > 4096 { bits += 1 }
        tableShift = Int.bitWidth - bits
        present = Array(repeating: IntegerHashSet(), count: 1 << bits)
    }

    /// The table `hash` belongs in.
    private func table(of hash: Int) -> Int {
        tableShift == Int.bitWidth ? 0 : Int(UInt(bitPattern: hash) >> UInt(tableShift))
    }

    /// An identifier's hash, as the index keeps it.
    static func hash(_ id: ID) -> Int { id.hashValue }

    /// Whether an item with identifier `id` may be shown; `false` means it is not.
    ///
    /// - Complexity: O(1) on average.
    func mayContain(_ id: ID) -> Bool { contains(Self.hash(id)) }

    /// Whether a shown item has `hash`.
    private func contains(_ hash: Int) -> Bool { present[table(of: hash)].contains(hash) }

    /// The first item, in section and item order, whose hash is `id`'s and
    /// for which `isItem` (the caller's comparison of identifiers) holds.
    ///
    /// - Complexity: O(1) when no shown item has the hash; else O(*n*)
    ///   integer comparisons for *n* items, and one call of `isItem` per
    ///   item with the hash.
    func path(of id: ID, where isItem: (ElementPath) -> Bool) -> ElementPath? {
        let hash = Self.hash(id)
        guard contains(hash) else { return nil }
        for (section, hashes) in sections.enumerated() {
            var start = 0
            while let item = hashes.firstIndex(of: hash, from: start) {
                let path = ElementPath(section: section, item: item)
                if isItem(path) { return path }
                start = item + 1
            }
        }
        return nil
    }

    /// Adds a section at the end, with room for `capacity` items.
    mutating func appendSection(capacity: Int) {
        sections.append(DoubleEndedArray())
        sections[sections.count - 1].reserveCapacity(capacity)
    }

    /// Adds an item with identifier `id` at the end of the last section,
    /// not counted as shown until ``countAppended()``.
    ///
    /// - Returns: The identifier's hash.
    /// - Complexity: O(1), amortized.
    @discardableResult
    mutating func append(_ id: ID) -> Int {
        let hash = Self.hash(id)
        sections[sections.count - 1].append(hash)
        return hash
    }

    /// Counts every item appended as shown, table by table.
    ///
    /// - Returns: The paths, ascending, of the items whose hash an earlier
    ///   item has (the caller compares the identifiers: the same, or a collision).
    /// - Complexity: O(*n*) on average for *n* items: two passes to group
    ///   the hashes by table, then each table filled.
    mutating func countAppended() -> [ElementPath] {
        var starts = Array(repeating: 0, count: present.count + 1)
        for hashes in sections {
            for hash in hashes { starts[table(of: hash) + 1] += 1 }
        }
        for table in present.indices { starts[table + 1] += starts[table] }
        var grouped = Array(repeating: (hash: 0, position: 0), count: starts[present.count])
        var next = starts
        var position = 0
        for hashes in sections {
            for hash in hashes {
                let table = table(of: hash)
                grouped[next[table]] = (hash, position)
                next[table] += 1
                position += 1
            }
        }
        var repeated: [Int] = []
        for table in present.indices {
            present[table] = IntegerHashSet(capacity: starts[table + 1] - starts[table])
            for (hash, position) in grouped[starts[table]..<starts[table + 1]] where !add(hash) {
                repeated.append(position)
            }
        }
        // Positions in the whole index to paths.
        var paths: [ElementPath] = []
        var (section, first) = (0, 0)
        for position in repeated.sorted() {
            while position - first >= sections[section].count {
                first += sections[section].count
                section += 1
            }
            paths.append(ElementPath(section: section, item: position - first))
        }
        return paths
    }

    /// Counts the items with identifiers `ids` as shown, wherever they are:
    /// their paths are the caller's to follow.
    ///
    /// - Complexity: O(*k*) on average for *k* identifiers.
    mutating func add<IDs: Sequence<ID>>(_ ids: IDs) {
        for id in ids { _ = add(Self.hash(id)) }
    }

    /// Counts the items with identifiers `ids` as gone, wherever they were.
    ///
    /// - Complexity: O(*k*) on average for *k* identifiers.
    mutating func remove<IDs: Sequence<ID>>(_ ids: IDs) {
        for id in ids { remove(Self.hash(id)) }
    }

    /// Counts one more shown item with `hash`; returns whether no shown item had it before.
    private mutating func add(_ hash: Int) -> Bool {
        if present[table(of: hash)].insert(hash) { return true }
        shared[hash, default: 0] += 1
        return false
    }

    /// Counts one fewer shown item with `hash`.
    private mutating func remove(_ hash: Int) {
        if let more = shared[hash] {
            shared[hash] = more > 1 ? more - 1 : nil
        } else {
            present[table(of: hash)].remove(hash)
        }
    }

    /// Replaces the sections' hashes with `new` (the sections in their new
    /// order), leaving the counts as they are.
    mutating func reorder(_ new: [DoubleEndedArray<Int>]) {
        sections = new
    }

    /// The hashes of `ids`, in order.
    static func hashes<IDs: Collection<ID>>(_ ids: IDs) -> DoubleEndedArray<Int> {
        DoubleEndedArray(ids.map { $0.hashValue })
    }

    /// Follows a section's diff: its deleted items leave their places and
    /// its inserted ones take theirs, with `newHash(item)` the hash of the
    /// identifier at new index `item`. The counts are left as they are
    /// (``add(_:)`` and ``remove(_:)`` for the items that came and went).
    ///
    /// - Complexity: O(*r*) for the hashes from the first change to the
    ///   last, plus, when the count changes, one move of the hashes before
    ///   the first change or of those after the last, whichever are fewer
    ///   (each section's hashes keep room before the first).
    mutating func follow(_ diff: SectionDiff, inSection section: Int, newHash: (Int) -> Int) {
        guard sections.indices.contains(section),
            (diff.deleted.last ?? -1) < sections[section].count,
            (diff.inserted.last ?? -1) < sections[section].count - diff.deleted.count + diff.inserted.count
        else { return }
        let runs = { (items: [Int]) in EditTranslation.runs(items.map { ElementPath(section: section, item: $0) }) }
        sections[section].removeSubranges(
            ascending: runs(diff.deleted).map { $0.start.item..<$0.start.item + $0.count },
            thenInsert: runs(diff.inserted).map { run in
                (run.start.item, (run.start.item..<run.start.item + run.count).map(newHash))
            })
    }
}

/// A set of hashes: open addressing with linear probing in one array of
/// integers, the hash itself as its own position (hashes are uniformly
/// spread already), 0 for an empty slot; a hash of 0 is a flag of its own.
///
/// `Set<Int>` hashes each element again and keeps a bitmap beside its
/// elements: two cache misses an insertion in a table of a million, this one.
struct IntegerHashSet {
    private var slots: [Int]
    private var mask: Int
    private var holdsZero = false
    private(set) var count = 0

    /// An empty set with room for `capacity` hashes before it grows.
    init(capacity: Int = 0) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: Int) -> Int {
        var slot = key & mask
        while slots[slot] != 0, slots[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    /// Whether the set holds `hash`.
    ///
    /// - Complexity: O(1) on average.
    func contains(_ hash: Int) -> Bool {
        hash == 0 ? holdsZero : slots[slot(of: hash)] != 0
    }

    /// Adds `hash`; returns whether it was not there.
    ///
    /// - Complexity: O(1) on average; O(*n*) when the table doubles.
    mutating func insert(_ hash: Int) -> Bool {
        if hash == 0 {
            defer { holdsZero = true }
            count += holdsZero ? 0 : 1
            return !holdsZero
        }
        let slot = slot(of: hash)
        guard slots[slot] == 0 else { return false }
        slots[slot] = hash
        count += 1
        if 2 * count > slots.count { grow() }
        return true
    }

    /// Removes `hash` when it is there.
    ///
    /// - Complexity: O(1) on average.
    mutating func remove(_ hash: Int) {
        if hash == 0 {
            count -= holdsZero ? 1 : 0
            holdsZero = false
            return
        }
        var hole = slot(of: hash)
        guard slots[hole] != 0 else { return }
        slots[hole] = 0
        count -= 1
        // Moves back the keys after the hole that probed past it (no tombstones).
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let home = slots[next] & mask
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                slots[next] = 0
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    /// Doubles the table.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for key in old where key != 0 { slots[slot(of: key)] = key }
    }
}
