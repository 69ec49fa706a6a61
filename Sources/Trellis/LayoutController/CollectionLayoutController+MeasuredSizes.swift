/// Self-sizing that survives data-source changes: the sizes cells measured
/// are kept per item and replace the data source's estimates every time the
/// input is read again, follow the items through batch updates, and are
/// dropped only when an item is reloaded or deleted.
///
/// Across a width change a measured size stays the item's size until the
/// cell measures itself again at the new width (column strategies scale it
/// by its aspect ratio meanwhile): it is never reverted to the estimate.
extension CollectionLayoutController {
    /// Lays out an input read from the data source, whose item sizes are
    /// estimates: each item a cell measured keeps its measured size.
    ///
    /// What an adapter calls after a change it reads in full (`reloadData`,
    /// a new item-size closure or section options); a batch update goes
    /// through ``apply(_:sections:itemCount:size:options:)``, which reads only
    /// its new items.
    ///
    /// - Returns: What changed against the current layout.
    /// - Throws: ``LayoutError`` as ``update(to:)``; the controller keeps its previous state.
    /// - Complexity: O(*n*) to find the change, plus O(*m*) for *m* measured
    ///   items (O(*s*) for one in a section of *s* items given by count),
    ///   plus ``relayout(after:of:)``.
    @discardableResult
    public mutating func update(fromDataSource input: LayoutInput) throws(LayoutError) -> LayoutChange {
        var sized = input
        // With no width, the sizes of count sections are taken at the hidden layout's viewport.
        if input.width <= 0, let current = live?.input {
            sized.width = current.width
            sized.height = current.height
            sized = withMeasuredSizes(sized)
            sized.width = input.width
            sized.height = input.height
        } else {
            sized = withMeasuredSizes(input)
        }
        let change = try layOut(sized)
        listedCountSections = Self.listedCountSections(of: input, laidOutAs: sized)
        return change
    }

    /// Records a size a cell measured for itself (UIKit's preferred layout
    /// attributes) and lays out again from that item.
    ///
    /// - Returns: ``LayoutChange/resized(_:)`` or ``LayoutChange/none``.
    /// - Throws: ``LayoutError/invalidItem(section:item:reason:)`` for a size
    ///   that is not finite and positive or an item that does not exist; the
    ///   controller keeps its previous state. Errors from the strategy.
    /// - Complexity: as ``resizeItems(_:)``.
    @discardableResult
    public mutating func measureItem(at path: ElementPath, size: Size) throws(LayoutError) -> LayoutChange {
        guard let itemSize = ItemSize(measured: size) else {
            throw .invalidItem(
                section: path.section, item: path.item,
                reason: "the measured size \(size.width) × \(size.height) is not finite and positive")
        }
        guard let input, input.sections.indices.contains(path.section), path.item >= 0,
            path.item < input.sections[path.section].count
        else {
            throw .invalidItem(section: path.section, item: path.item, reason: "no such item to measure")
        }
        return try resizeItems([(path, itemSize)])
    }

    /// Records a size a header or footer measured for itself (self-sizing
    /// supplementary views) and lays out again from its section.
    ///
    /// The size becomes the section's `headerReferenceSize` or
    /// `footerReferenceSize` override, kept like a cell's measured size:
    /// through every full read of the data source and through batch updates
    /// (it follows its section), until the section is reloaded or deleted.
    ///
    /// - Returns: ``LayoutChange/full`` when the size changed, else ``LayoutChange/none``.
    /// - Throws: ``LayoutError/invalidSection(section:reason:)`` for a size that
    ///   is not finite and positive, a kind other than header or footer, or a
    ///   section that does not exist; the strategy's error when it takes no
    ///   such override. The controller then keeps its previous state.
    /// - Complexity: the live layout's placements from the section on.
    @discardableResult
    public mutating func measureSupplementaryElement(ofKind kind: ElementKind, inSection section: Int, size: Size)
        throws(LayoutError) -> LayoutChange
    {
        guard ItemSize(measured: size) != nil, kind == .header || kind == .footer else {
            throw .invalidSection(
                section: section,
                reason: "the measured \(kind) size \(size.width) × \(size.height) is not finite and positive")
        }
        guard let current = input, current.sections.indices.contains(section) else {
            throw .invalidSection(section: section, reason: "no such section to measure a \(kind) in")
        }
        let key = SupplementKey(kind: kind, section: section)
        var next = current.sections[section]
        next.options[Self.referenceSizeKey(kind)] = size.optionValue
        guard next != current.sections[section] else {
            measuredSupplements[key] = size
            return .none
        }
        if live != nil {
            try apply([.setOptions(next.options, ofSection: section)])
        } else {
            var input = current
            input.sections[section] = next
            try layOut(input)
        }
        measuredSupplements[key] = size
        return .full
    }

    /// The option a measured header or footer size overrides.
    static func referenceSizeKey(_ kind: ElementKind) -> String {
        kind == .header ? SectionOptions.headerReferenceSize.name : SectionOptions.footerReferenceSize.name
    }

    /// Drops every measured size (the data was reloaded as a whole).
    public mutating func forgetMeasuredSizes() {
        measuredSizes = [:]
        measuredSupplements = [:]
    }

    /// `input` with each measured item's size in place of its estimate, and
    /// each measured header's and footer's size as its section's override.
    func withMeasuredSizes(_ input: LayoutInput) -> LayoutInput {
        var input = input
        for (key, size) in measuredSupplements where input.sections.indices.contains(key.section) {
            input.sections[key.section].options[Self.referenceSizeKey(key.kind)] = size.optionValue
        }
        guard !measuredSizes.isEmpty else { return input }
        var bySection: [Int: [(item: Int, size: ItemSize)]] = [:]
        for (path, size) in measuredSizes where input.sections.indices.contains(path.section) {
            guard path.item >= 0, path.item < input.sections[path.section].count else { continue }
            bySection[path.section, default: []].append((path.item, size))
        }
        var result = input
        for (section, measured) in bySection {
            var sizes: [ItemSize]
            switch result.sections[section].items {
            case .sizes(let given): sizes = given
            case .count where input.width <= 0:
                continue  // no width to size the items by count at: measured when the width comes
            case .count:
                // A count section takes the sizes the strategy gives its items by count, each
                // item its own (never another layout's frame at its index), then the measured ones.
                sizes = countSizes(ofSection: section, in: input)
            }
            for (item, size) in measured { sizes[item] = size }
            result.sections[section].items = .sizes(sizes)
        }
        return result
    }

    /// The sections `data` gives by count that `laidOut`, the same data with
    /// measured sizes, lists (``withMeasuredSizes(_:)``).
    ///
    /// - Complexity: O(*s*) for *s* sections.
    static func listedCountSections(of data: LayoutInput, laidOutAs laidOut: LayoutInput) -> Set<Int> {
        Set(
            data.sections.indices.filter { section in
                guard !data.sections[section].hasSizes, laidOut.sections.indices.contains(section),
                    laidOut.sections[section].hasSizes
                else { return false }
                return true
            })
    }

    /// The sizes the strategy gives the items of a section of `input` given
    /// by count: the frames of a layout of that section alone (the sections
    /// before it empty, so that it keeps its index and options), as natural
    /// sizes. What an unmeasured item of a measured count section is laid out
    /// at, by its own place in the data, whatever edits came before.
    ///
    /// - Complexity: a prepare of the section's *m* items.
    func countSizes(ofSection section: Int, in input: LayoutInput) -> [ItemSize] {
        let count = input.sections[section].count
        var probe = input
        probe.sectionBackground = nil
        probe.sections = input.sections[..<section].map { SectionInput(count: 0, options: $0.options) }
        probe.sections.append(SectionInput(count: count, options: input.sections[section].options))
        let layout = try? strategy.prepare(probe, index: .linear)
        return (0..<count).map { item in
            layout?.attributesForItem(at: ElementPath(section: section, item: item))
                .flatMap { ItemSize(measured: $0.frame.size) } ?? ItemSize(width: 1, height: 1)
        }
    }

    /// The values of the items (measured sizes, or a marker) after `updates`
    /// (the rule of a batch update that changes sections; O(*n*) for *n* items),
    /// from those of the data before (`counts` items per section), following
    /// UIKit's order: deletions,
    /// reloads and move sources in old paths, then insertions and move
    /// destinations in new paths, ascending.
    static func measuredSizes<Value>(
        _ measured: [ElementPath: Value], counts: [Int], after updates: [CollectionUpdate],
        keepingReloads: Bool = false
    ) throws(LayoutError) -> [ElementPath: Value] {
        var sections: [[Value?]] = counts.map { Array(repeating: nil, count: $0) }
        for (path, size) in measured where sections.indices.contains(path.section) {
            if sections[path.section].indices.contains(path.item) { sections[path.section][path.item] = size }
        }
        func checkOld(_ path: ElementPath) throws(LayoutError) {
            guard sections.indices.contains(path.section) else {
                throw .invalidSection(section: path.section, reason: "the update names a section the data did not have")
            }
            guard sections[path.section].indices.contains(path.item) else {
                throw .invalidItem(
                    section: path.section, item: path.item,
                    reason: "the update names an item the data did not have; the section had \(counts[path.section])")
            }
        }
        func checkOld(section: Int) throws(LayoutError) {
            guard sections.indices.contains(section) else {
                throw .invalidSection(section: section, reason: "the update names a section the data did not have")
            }
        }
        // Old side: what leaves, what is cleared, what travels.
        var removedItems = Set<ElementPath>()
        var removedSections = Set<Int>()
        var movedItems: [(to: ElementPath, size: Value?)] = []
        var movedSections: [(to: Int, items: [Value?])] = []
        var insertedItems: [ElementPath] = []
        var insertedSections: [Int] = []
        for update in updates {
            switch update {
            case .deleteItem(let path):
                try checkOld(path)
                removedItems.insert(path)
            case .reloadItem(let path):
                try checkOld(path)
                if !keepingReloads { sections[path.section][path.item] = nil }
            case .moveItem(let from, let to):
                try checkOld(from)
                removedItems.insert(from)
                movedItems.append((to, sections[from.section][from.item]))
            case .deleteSection(let section):
                try checkOld(section: section)
                removedSections.insert(section)
            case .reloadSection(let section):
                try checkOld(section: section)
                if !keepingReloads { sections[section] = Array(repeating: nil, count: sections[section].count) }
            case .moveSection(let from, let to):
                try checkOld(section: from)
                removedSections.insert(from)
                movedSections.append((to, sections[from]))
            case .insertItem(let path): insertedItems.append(path)
            case .insertSection(let section): insertedSections.append(section)
            }
        }
        var after: [[Value?]] = []
        for (index, items) in sections.enumerated() where !removedSections.contains(index) {
            after.append(
                items.indices.filter { !removedItems.contains(ElementPath(section: index, item: $0)) }.map { items[$0] }
            )
        }
        // New side, ascending: sections first, then items.
        let newSections = (insertedSections.map { ($0, [Value?]()) } + movedSections.map { ($0.to, $0.items) })
            .sorted { $0.0 < $1.0 }
        for (index, items) in newSections {
            guard index >= 0, index <= after.count else {
                throw .invalidSection(section: index, reason: "the update inserts a section past the end of the data")
            }
            after.insert(items, at: index)
        }
        let newItems = (insertedItems.map { ($0, Value?.none) } + movedItems.map { ($0.to, $0.size) })
            .sorted { $0.0 < $1.0 }
        for (path, size) in newItems {
            guard after.indices.contains(path.section), path.item >= 0, path.item <= after[path.section].count else {
                throw .invalidItem(
                    section: path.section, item: path.item,
                    reason: "the update inserts an item past the end of its section")
            }
            after[path.section].insert(size, at: path.item)
        }
        var result: [ElementPath: Value] = [:]
        for (section, items) in after.enumerated() {
            for (item, size) in items.enumerated() {
                if let size { result[ElementPath(section: section, item: item)] = size }
            }
        }
        return result
    }
}

extension CollectionLayoutController {
    /// The width of an item in a section of the current input, for a column
    /// strategy (`round-robin`, `shortest-column`, `masonry` and your
    /// ``ColumnStrategy``s): the width a self-sizing cell is measured at,
    /// known before the cell is made. Across the scroll axis (a height when
    /// scrolling horizontally).
    ///
    /// - Returns: `nil` before the first layout, for a section that does not
    ///   exist, or for a strategy without columns (its items' widths come from
    ///   their sizes).
    /// - Complexity: O(1).
    public func itemWidth(inSection section: Int) -> Double? {
        input.flatMap { itemWidth(inSection: section, of: $0) }
    }

    /// ``itemWidth(inSection:)`` for another input (its viewport and the
    /// section's options; item sizes are not read).
    ///
    /// - Complexity: O(1).
    public func itemWidth(inSection section: Int, of input: LayoutInput) -> Double? {
        guard let columns = strategy as? any ColumnStrategy else { return nil }
        return try? columns.columnOptions.itemWidth(inSection: section, of: input, strategy: type(of: strategy).name)
    }
}
