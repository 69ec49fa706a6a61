/// Batch updates followed edit by edit: a collection view's insertions,
/// deletions, moves and reloads become ``LayoutEdit``s of the live layout,
/// reading from the data source only the items that are new or reloaded.
extension CollectionLayoutController {
    /// Follows a batch update of the data source: what an adapter calls
    /// after the data source changed by `updates` (UIKit's
    /// `prepare(forCollectionViewUpdates:)`, a diffable data source's `apply`).
    ///
    /// Only the items the batch inserts or reloads are read from the data
    /// source (`size`); moved items keep their sizes, measured or not;
    /// reloaded and deleted items lose their measured sizes; every other
    /// measured size follows its item. The live layout is then laid out once,
    /// from the first changed item.
    ///
    /// Sections inserted, deleted, moved and reloaded are edits too: a moved
    /// section takes its items' sizes (measured or not) along, a reloaded
    /// one reads its items again; every other section keeps its items'
    /// columns and measured sizes. A section given by count keeps only its
    /// measured sizes: its other items take the size the strategy gives them
    /// by count at the section's new index (with the options read there for a
    /// moved one, with that index's strategy in a ``CompositeStrategy``).
    ///
    /// The data source is read in full instead (``update(fromDataSource:)``,
    /// measured sizes kept) only when the batch contradicts itself or the
    /// data: counts that disagree with the edits (the data source changed
    /// without telling); item edits inside a section the batch inserts,
    /// deletes, moves or reloads; a size given for an item of a section given
    /// by count, or none for one given with sizes; no layout yet.
    ///
    /// - Parameters:
    ///   - updates: The batch's edits, with UIKit's paths: old paths for
    ///     deletions, reloads and move sources; new paths for insertions and
    ///     move destinations.
    ///   - sections: The number of sections after the batch.
    ///   - itemCount: The number of items of a section after the batch.
    ///   - size: The size of the item at a path after the batch, or `nil` for
    ///     a section given by count (the strategy's default item size).
    ///   - options: The option overrides of an inserted section.
    /// - Returns: ``LayoutChange/appended(_:)`` when the batch only appends
    ///   (items after the last of their sections, or new sections after the
    ///   last one), ``LayoutChange/resized(_:)`` when it only reloads items,
    ///   ``LayoutChange/none`` when it is empty, else ``LayoutChange/full``
    ///   (laid out edit by edit all the same). To keep an item in place, follow
    ///   it with ``scrollAnchor(_:following:)`` before this call.
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` or
    ///   ``LayoutError/invalidSection(section:reason:)`` naming an edit whose
    ///   path is outside the data before or after the batch, or a size that is
    ///   not finite and positive; errors from the strategy. The controller then
    ///   keeps its layout and measured sizes.
    /// - Complexity: O(*u* log *u*) for *u* edits, plus O(*s*) for *s*
    ///   sections to check the counts, plus the live layout's cost of the edits
    ///   (appending *k* items: O(*k*) placements and index upkeep; an edit in the
    ///   middle: the placements after it), plus O(*m* log *u*) for *m* measured
    ///   items when the batch moves items (not for appends), plus a prepare of
    ///   the items of each section given by count whose cells measured
    ///   themselves that items arrive in, that the batch moves, or, with a
    ///   ``CompositeStrategy``, that lands at another index.
    @discardableResult
    public mutating func apply(
        _ updates: [CollectionUpdate], sections: Int, itemCount: (Int) -> Int,
        size: (ElementPath) -> ItemSize?, options: (Int) -> OptionValues = { _ in [:] }
    ) throws(LayoutError) -> LayoutChange {
        guard !updates.isEmpty, let counts = input?.sections.map(\.count) else { return .none }
        let batch = try CollectionUpdate.Batch(updates, counts: counts)
        func readAgain() throws(LayoutError) -> LayoutChange {
            try readDataSourceAgain(
                after: batch, sections: sections, itemCount: itemCount, size: size, options: options)
        }
        guard live != nil, sections == batch.newSectionCount,
            batch.arrivals.allSatisfy({ batch.oldSection(ofNew: $0.path.section) != nil }),
            batch.removals.allSatisfy({ !batch.deletedSections.contains($0.path.section) }),
            batch.appendsSectionsOnly(after: counts.count) || batch.removals.allSatisfy({ !$0.isReload }),
            counts.indices.allSatisfy({ old in
                guard let new = batch.newSection(ofOld: old) else { return true }
                return batch.newCount(ofSection: old, was: counts[old], newSection: new) == itemCount(new)
            }),
            batch.movedSections.allSatisfy({ counts[$0.value] == itemCount($0.key) })
        else { return try readAgain() }
        // A section given by count that receives an item with a size of its own lists its sizes first.
        try listSizesOfCountSections(receivingSizesFrom: batch)
        guard
            let (edits, byCount) = edits(
                for: batch, sections: sections, itemCount: itemCount, size: size, options: options)
        else { return try readAgain() }
        let kept = (measuredSizes, measuredSupplements, listedCountSections)
        measuredSizes = batch.follow(measuredSizes, counts: counts)
        measuredSupplements = Self.supplements(measuredSupplements, sections: counts.count, after: updates)
        // A listed section moved to another index (its options read again there) or, in a composite,
        // shifted to one (another strategy may lay it out) takes its sizes by count again. Any other
        // strategy gives a shifted section the sizes it gave (a relisting costs a prepare of its items).
        let listed = listedCountSections.map { old in (old: old, new: batch.newSection(ofOld: old)) }
        let moved = batch.movedSections.filter { listedCountSections.contains($0.value) }
        listedCountSections = Set(listed.compactMap(\.new)).union(moved.keys)
        let shifted = strategy is CompositeStrategy ? listed.compactMap { $0.new == $0.old ? nil : $0.new } : []
        let relisted = byCount.union(shifted).union(moved.filter { $0.key != $0.value }.keys)
        do throws(LayoutError) {
            try apply(edits)
            try relistCountSections(relisted)
        } catch {
            (measuredSizes, measuredSupplements, listedCountSections) = kept
            throw error
        }
        if batch.isAppendOnly(counts: counts), batch.appendsSectionsOnly(after: counts.count) {
            return .appended(
                batch.arrivals.map(\.path)
                    + batch.insertedSections.flatMap { section in
                        (0..<itemCount(section)).map { ElementPath(section: section, item: $0) }
                    })
        }
        if batch.removals.allSatisfy(\.isReload), batch.arrivals.allSatisfy({ $0.source == .reload }) {
            return .resized(batch.arrivals.map(\.path))
        }
        return .full
    }

    /// Where an anchor's item is after a batch update (the same item, at its
    /// new path), to keep it in place with
    /// ``contentOffsetAdjustment(keeping:after:bounds:contentInset:)``; `nil`
    /// when the item was deleted or an edit is out of range. Call it before
    /// ``apply(_:sections:itemCount:size:options:)`` of the same batch.
    ///
    /// - Complexity: O(*u* log *u*) for *u* edits; O(*n*) for *n* items when
    ///   the batch moves or reloads a section.
    public func scrollAnchor(_ anchor: ScrollAnchor, following updates: [CollectionUpdate]) -> ScrollAnchor? {
        guard let counts = input?.sections.map(\.count),
            let batch = try? CollectionUpdate.Batch(updates, counts: counts),
            let moved = batch.follow([anchor.path: true], counts: counts, keepingReloads: true).first?.key
        else { return nil }
        var followed = anchor
        followed.path = moved
        return followed
    }

    /// The live-layout edits of a batch, and the sections given by count
    /// whose sizes the live layout lists that items arrived in (their sizes
    /// by count were used); `nil` when the data source disagrees with the
    /// input's kind of section (a size for a count section, none for a
    /// section of sizes).
    private func edits(
        for batch: CollectionUpdate.Batch, sections: Int, itemCount: (Int) -> Int,
        size: (ElementPath) -> ItemSize?, options: (Int) -> OptionValues
    ) -> (edits: [LayoutEdit], byCount: Set<Int>)? {
        guard let input else { return nil }
        // Old side, from the back: what leaves (deleted, moved away, reloaded), then the sections deleted.
        var edits = EditTranslation.deletions(batch.removals.map(\.path))
        for section in batch.deletedSections.reversed() { edits.append(.deleteSection(section)) }
        // New side, from the front: the sections inserted (a moved one with its items' sizes), then
        // what arrives in the others.
        for section in batch.insertedSections {
            var inserted: SectionInput
            if let from = batch.movedSections[section] {
                // Its items' sizes, the data source's options, and its header's and footer's measured sizes.
                inserted = input.sections[from]
                inserted.options = options(section)
                for kind in [ElementKind.header, .footer] {
                    if let size = measuredSupplements[SupplementKey(kind: kind, section: from)] {
                        inserted.options[Self.referenceSizeKey(kind)] = size.optionValue
                    }
                }
            } else {
                inserted = Self.sectionInput(section, itemCount: itemCount, size: size, options: options)
            }
            edits.append(.insertSection(inserted, at: section))
        }
        // New side, from the front: what arrives (inserted, moved here, reloaded), each with
        // its old size when it moved, else the data source's; in a section given by count that
        // the live layout lists (its cells measured themselves), the size by count at its place.
        let arrivals = batch.arrivals
        var byCount: [Int: [ItemSize]] = [:]
        func countSize(at path: ElementPath) -> ItemSize? {
            guard let old = batch.oldSection(ofNew: path.section), input.sections[old].hasSizes else {
                return nil
            }
            if byCount[path.section] == nil {
                byCount[path.section] = listedCountSizes(ofSection: old, count: itemCount(path.section), in: input)
            }
            return byCount[path.section].flatMap { $0.indices.contains(path.item) ? $0[path.item] : nil }
        }
        guard
            let insertions = EditTranslation.insertions(
                arrivals.map(\.path),
                size: { offset in
                    let arrival = arrivals[offset]
                    guard case .moved(let from) = arrival.source else {
                        return size(arrival.path) ?? countSize(at: arrival.path)
                    }
                    return input.sections[from.section].size(at: from.item) ?? countSize(at: arrival.path)
                },
                isCount: { section in
                    guard let old = batch.oldSection(ofNew: section) else { return false }
                    if !input.sections[old].hasSizes { return true }
                    return false
                })
        else { return nil }
        edits += insertions
        return (edits, Set(byCount.keys))
    }

    /// Lists the sizes of each section the live layout holds as a count that
    /// an item moves into from a section it lists: the moved item keeps its
    /// size (measured or not), so its new section must hold sizes.
    ///
    /// - Complexity: O(*a*) for *a* arriving items, plus ``listSizesOfCountSections(_:)``.
    private mutating func listSizesOfCountSections(receivingSizesFrom batch: CollectionUpdate.Batch)
        throws(LayoutError)
    {
        guard let input else { return }
        var sections = Set<Int>()
        for arrival in batch.arrivals {
            guard case .moved(let from) = arrival.source, input.sections[from.section].size(at: from.item) != nil,
                let old = batch.oldSection(ofNew: arrival.path.section), !input.sections[old].hasSizes
            else { continue }
            sections.insert(old)
        }
        if !sections.isEmpty { try listSizesOfCountSections(sections) }
    }

    /// The sizes by count of a section's items at `count` items: what its
    /// unmeasured items are laid out at (``countSizes(ofSection:in:)``).
    ///
    /// - Complexity: a prepare of the section's `count` items.
    private func listedCountSizes(ofSection section: Int, count: Int, in input: LayoutInput) -> [ItemSize] {
        var probe = input
        probe.sections[section] = SectionInput(count: count, options: input.sections[section].options)
        return countSizes(ofSection: section, in: probe)
    }

    /// Gives the unmeasured items of `sections` (given by count, listed by
    /// the live layout, items arrived in them or the section moved to another
    /// index) the size by count of their new place (a strategy may size items
    /// by count by their place, a composite by the section's index), as edits
    /// that keep columns.
    ///
    /// - Complexity: a prepare of each section's *m* items, plus the
    ///   placements from its first resized item on.
    private mutating func relistCountSections(_ sections: Set<Int>) throws(LayoutError) {
        guard let input else { return }
        var edits: [LayoutEdit] = []
        for section in sections.sorted() where input.sections.indices.contains(section) {
            guard case .sizes(let listed) = input.sections[section].items else { continue }
            let sizes = listedCountSizes(ofSection: section, count: listed.count, in: input)
            for (item, size) in sizes.enumerated() where listed[item] != size {
                let path = ElementPath(section: section, item: item)
                if measuredSizes[path] == nil { edits.append(.setSize(size, at: path)) }
            }
        }
        if !edits.isEmpty { try apply(edits) }
    }

    /// Reads the data source in full after a batch it cannot follow edit by
    /// edit, with the measured sizes moved along the batch.
    private mutating func readDataSourceAgain(
        after batch: CollectionUpdate.Batch, sections: Int, itemCount: (Int) -> Int,
        size: (ElementPath) -> ItemSize?, options: (Int) -> OptionValues
    ) throws(LayoutError) -> LayoutChange {
        guard let current = input else { return .none }
        let kept = (measuredSizes, measuredSupplements)
        measuredSizes = try Self.measuredSizes(kept.0, counts: current.sections.map(\.count), after: batch.updates)
        measuredSupplements = Self.supplements(kept.1, sections: current.sections.count, after: batch.updates)
        let fresh = Self.makeInput(
            viewport: Size(width: current.width, height: current.height ?? 0),
            layoutDirection: current.layoutDirection, sections: sections, itemCount: itemCount, size: size,
            options: options, sectionBackground: current.sectionBackground)
        do throws(LayoutError) {
            return try update(fromDataSource: fresh)
        } catch {
            (measuredSizes, measuredSupplements) = kept
            throw error
        }
    }

    /// Measured header and footer sizes after `updates`, each following its
    /// section; a deleted or reloaded section's are dropped.
    ///
    /// - Complexity: O(*s* + *u* log *u*) for *s* sections and *u* edits.
    static func supplements(_ measured: [SupplementKey: Size], sections count: Int, after updates: [CollectionUpdate])
        -> [SupplementKey: Size]
    {
        guard !measured.isEmpty else { return measured }
        var sections: [[SupplementKey: Size]] = Array(repeating: [:], count: count)
        for (key, size) in measured where sections.indices.contains(key.section) { sections[key.section][key] = size }
        var removed = Set<Int>()
        var arriving: [(index: Int, values: [SupplementKey: Size])] = []
        for update in updates {
            switch update {
            case .deleteSection(let section): removed.insert(section)
            case .reloadSection(let section) where sections.indices.contains(section): sections[section] = [:]
            case .moveSection(let from, let to) where sections.indices.contains(from):
                removed.insert(from)
                arriving.append((to, sections[from]))
            case .insertSection(let section): arriving.append((section, [:]))
            default: break
            }
        }
        var after = sections.indices.filter { !removed.contains($0) }.map { sections[$0] }
        for (index, values) in arriving.sorted(by: { $0.index < $1.index }) where index >= 0 && index <= after.count {
            after.insert(values, at: index)
        }
        var result: [SupplementKey: Size] = [:]
        for (section, values) in after.enumerated() {
            for (key, size) in values { result[SupplementKey(kind: key.kind, section: section)] = size }
        }
        return result
    }
}

// MARK: - Reordering

extension CollectionLayoutController {
    /// The layout with the item at `from` moved to `to` (a path in the items
    /// after the move), leaving the controller as it is: what a
    /// drag-to-reorder shows while the finger moves.
    ///
    /// - Returns: `nil` when there is no layout or either path is outside the items.
    /// - Throws: ``LayoutError`` from the strategy.
    /// - Complexity: the live layout's placements from the first of the two
    ///   paths on, plus one copy of the frames (32 bytes per element), as
    ///   the preview must not change the controller's layout.
    public func layout(movingItemAt from: ElementPath, to: ElementPath) throws(LayoutError) -> PreparedLayout? {
        guard var driver = live, driver.input.sections.indices.contains(from.section),
            driver.input.sections.indices.contains(to.section), from.item >= 0,
            from.item < driver.input.sections[from.section].count, to.item >= 0
        else { return nil }
        let size = driver.input.sections[from.section].size(at: from.item)
        let count = driver.input.sections[to.section].count - (from.section == to.section ? 1 : 0)
        guard to.item <= count else { return nil }
        let insert: LayoutEdit = size.map { .insertItems([$0], at: to) } ?? .insertCount(1, at: to)
        try driver.apply([.deleteItems(at: from, count: 1), insert])
        return driver.layout
    }
}

extension CollectionLayoutController {
    /// Where the item at `from`, dragged to `point`, would land: its path in
    /// the items after the move, by ``PreparedLayout/dropTarget(at:)``
    /// (before or after the item under or nearest the finger).
    ///
    /// - Returns: `nil` when there is no layout or no such item.
    /// - Complexity: as ``PreparedLayout/dropTarget(at:)``.
    public func reorderTarget(movingItemAt from: ElementPath, to point: Point) -> ElementPath? {
        guard let layout, layout.attributesForItem(at: from) != nil, let target = layout.dropTarget(at: point) else {
            return nil
        }
        guard target.path != from else { return from }
        var item = target.path.item + (target.side == .after ? 1 : 0)
        // Within one section the moved item leaves its place first.
        if target.path.section == from.section, from.item < item { item -= 1 }
        return ElementPath(section: target.path.section, item: item)
    }
}
