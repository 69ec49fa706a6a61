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
}
