import Testing
import TrellisTestSupport
import TrellisTools

/// What the UIKit layout's engine promises, replayed in UIKit's call order
/// (``UIKitCallSimulator``) with and without kept columns, in both scroll
/// axes and both reading directions: no size is lost or invented, the item
/// the user looks at stays exactly still from the first change after a
/// scroll until the next scroll, an error is the last pass's, and only a
/// width change forgets columns.
@Suite("The live engine")
struct LiveEngineTests {
    typealias Item = UIKitCallSimulator.Item

    /// A layout the engine serves: kept columns or not, its scroll axis, its reading direction.
    struct Subject: CustomTestStringConvertible, Sendable {
        var keepsColumns: Bool
        var horizontal: Bool
        var direction: ReadingDirection
        var testDescription: String {
            "\(keepsColumns ? "kept" : "free") columns, \(horizontal ? "horizontal" : "vertical") \(direction)"
        }
    }

    /// Every kept-columns mode, axis and direction among `axes` and `directions`.
    static func subjects(
        keepsColumns: [Bool] = [false, true], horizontal axes: [Bool] = [false, true],
        directions: [ReadingDirection] = [.leftToRight, .rightToLeft]
    ) -> [Subject] {
        keepsColumns.flatMap { keeps in
            axes.flatMap { horizontal in
                directions.map { Subject(keepsColumns: keeps, horizontal: horizontal, direction: $0) }
            }
        }
    }

    /// `name` scrolling along the subject's axis.
    static func strategy(_ name: String, _ subject: Subject) throws -> any LayoutStrategy {
        try StrategyRegistry.builtIn.makeStrategy(
            named: name, options: subject.horizontal ? ["scrollDirection": "horizontal"] : [:])
    }

    /// A collection view of `sections` laid out by `name` for `subject`.
    static func simulator(
        _ name: String, _ subject: Subject, sections: [[Item]], defersPlacement: Bool = false
    ) throws -> UIKitCallSimulator {
        var simulator = UIKitCallSimulator(
            strategy: try strategy(name, subject), sections: sections,
            bounds: Rect(x: 0, y: 0, width: 390, height: 844), keepsColumns: subject.keepsColumns,
            defersPlacement: defersPlacement)
        simulator.layoutDirection = subject.direction
        return simulator
    }

    /// The content offset `fraction` of the way along the content's scroll axis.
    static func offset(_ fraction: Double, in simulator: UIKitCallSimulator) -> Point {
        let content = simulator.controller.contentSize
        return simulator.controller.layout?.scrollAxis == .horizontal
            ? Point(x: ((content.width - simulator.bounds.width) * fraction).rounded(), y: 0)
            : Point(x: 0, y: ((content.height - simulator.bounds.height) * fraction).rounded())
    }

    /// Every item has the size a full prepare of the data source with the measured sizes gives it;
    /// without kept columns, every element equals the full prepare's.
    static func expectSizesOfFullPrepare(
        _ simulator: UIKitCallSimulator, _ name: String, _ subject: Subject, _ context: Comment
    ) throws {
        var plain = subject
        plain.keepsColumns = false
        let full = try simulator.fullPrepareWithMeasuredSizes(by: try strategy(name, plain))
        let layout = try #require(simulator.controller.layout, context)
        for (section, items) in simulator.sections.enumerated() {
            for item in items.indices {
                let path = ElementPath(section: section, item: item)
                let size = layout.attributesForItem(at: path)?.frame.size
                #expect(size == full.attributesForItem(at: path)?.frame.size, "\(path): \(context)")
            }
        }
        if !subject.keepsColumns { #expect(layout.allElements == full.allElements, context) }
    }

    /// Jumps to the middle of the content, then lets the cells size themselves in rounds: the
    /// first visible item at the jump stays exactly where the user saw it through every round.
    static func expectAnchorHeldThroughSelfSizing(
        _ subject: Subject, defersPlacement: Bool, seeds: ClosedRange<UInt64> = 1...4
    ) throws {
        for seed in seeds {
            let context: Comment = "\(subject), seed \(seed)"
            var simulator = try Self.simulator(
                "shortest-column", subject, sections: [LivePathTests.items(0..<400, seed: seed)],
                defersPlacement: defersPlacement)
            simulator.reloadData()
            simulator.scroll(to: Self.offset(0.5, in: simulator), sizingCells: false)
            simulator.controller.place(through: simulator.bounds)  // as the UIKit layout does before each read
            let first = try #require(simulator.firstVisibleItem(), context)
            let seen = try #require(simulator.screenPosition(of: first), context)
            simulator.selfSize()
            let now = try #require(simulator.screenPosition(of: first), context)
            #expect(abs(now - seen) <= 0.01, "item \(first.id) moved from \(seen) to \(now): \(context)")
            #expect(simulator.lastError == nil, context)
        }
    }

    // MARK: - 1. A zero width

    @Test(
        "a batch while the view has no width neither loses nor invents a size",
        arguments: subjects())
    func batchAtZeroWidth(subject: Subject) throws {
        // Flow-line lays items out at their sizes: an invented size shows.
        var simulator = try Self.simulator(
            "flow-line", subject,
            sections: [LivePathTests.items(0..<40, seed: 3, byCount: true), LivePathTests.items(40..<80, seed: 4)])
        simulator.reloadData()
        // Right to left, horizontally, the content starts at the right.
        if subject.horizontal, subject.direction == .rightToLeft { simulator.scroll(to: Self.offset(1, in: simulator)) }
        #expect(simulator.controller.measuredSizes.keys.contains { $0.section == 0 })
        let size = simulator.bounds.size
        simulator.resize(to: Size(width: 0, height: size.height), sizingCells: false)
        simulator.performBatchUpdates(
            [.insertItem(ElementPath(section: 0, item: 2)), .insertItem(ElementPath(section: 1, item: 0))],
            sizingCells: false
        ) { sections in
            sections[0].insert(contentsOf: LivePathTests.items(100..<101, seed: 5, byCount: true), at: 2)
            sections[1].insert(contentsOf: LivePathTests.items(101..<102, seed: 6), at: 0)
        }
        simulator.resize(to: size, sizingCells: false)
        #expect(simulator.lastError == nil)
        try Self.expectSizesOfFullPrepare(simulator, "flow-line", subject, "\(subject)")
    }

    @Test(
        "a view with nothing along or across its axis (no width, no height) keeps every size, column and the item the user saw",
        arguments: subjects(keepsColumns: [true]))
    func hiddenEitherWay(subject: Subject) throws {
        for hiddenWidth in [true, false] {
            let context: Comment = "\(subject), no \(hiddenWidth ? "width" : "height")"
            var simulator = try Self.simulator(
                "shortest-column", subject,
                sections: [LivePathTests.items(0..<150, seed: 12), LivePathTests.items(150..<300, seed: 13)])
            simulator.reloadData()
            simulator.scroll(to: Self.offset(0.4, in: simulator))
            // The user's scroll, with no anchor taken since.
            simulator.scroll(to: Self.offset(0.5, in: simulator), sizingCells: false)
            let columns = simulator.columns()
            let first = try #require(simulator.firstVisibleItem(), context)
            let seen = try #require(simulator.screenPosition(of: first), context)
            let size = simulator.bounds.size
            simulator.resize(
                to: hiddenWidth ? Size(width: 0, height: size.height) : Size(width: size.width, height: 0),
                sizingCells: false)
            // Inserts before the screen and after it while nothing shows.
            simulator.performBatchUpdates(
                [.insertItem(ElementPath(section: 0, item: 0)), .insertItem(ElementPath(section: 1, item: 140))],
                sizingCells: false
            ) { sections in
                sections[0].insert(contentsOf: LivePathTests.items(900..<901, seed: 14), at: 0)
                sections[1].insert(contentsOf: LivePathTests.items(901..<902, seed: 15), at: 140)
            }
            simulator.resize(to: size, sizingCells: false)
            #expect(simulator.lastError == nil, context)
            let now = try #require(simulator.screenPosition(of: first), context)
            #expect(abs(now - seen) <= 0.5, "item \(first.id) moved \(seen) -> \(now): \(context)")
            let after = simulator.columns()
            for (id, column) in columns { #expect(after[id] == column, "item \(id): \(context)") }
            try Self.expectSizesOfFullPrepare(simulator, "shortest-column", subject, context)
        }
    }

    // MARK: - 2. The anchor is held through every self-sizing round

    @Test(
        "the first visible item stays exactly still through every self-sizing round after a scroll",
        arguments: subjects(horizontal: [false]) + subjects(horizontal: [true], directions: [.leftToRight]))
    func anchorHeldThroughRounds(subject: Subject) throws {
        try Self.expectAnchorHeldThroughSelfSizing(subject, defersPlacement: false)
    }

    // MARK: - 3. Right to left, horizontally

    @Test(
        "right to left, horizontally, cells measured after the anchor do not move it",
        arguments: subjects(horizontal: [true], directions: [.rightToLeft]))
    func rightToLeftHorizontalAnchor(subject: Subject) throws {
        try Self.expectAnchorHeldThroughSelfSizing(subject, defersPlacement: false)
    }

    // MARK: - 4. Deferred placement

    @Test(
        "with deferred placement, a jump and the self-sizing after it keep the first visible item still",
        arguments: subjects())
    func deferredAnchorPlacedFirst(subject: Subject) throws {
        try Self.expectAnchorHeldThroughSelfSizing(subject, defersPlacement: true)
    }

    // MARK: - 5. The last pass's error

    @Test(
        "lastError is the last pass's: a later pass that succeeds clears it", arguments: subjects(horizontal: [false]))
    func lastErrorIsTheLastPasss(subject: Subject) throws {
        var simulator = try Self.simulator("masonry", subject, sections: [LivePathTests.items(0..<200, seed: 7)])
        simulator.reloadData()
        let geometry = simulator.geometry
        _ = simulator.controller.invalidation(
            forPreferredSize: Size(width: 100, height: -4), of: .item, at: ElementPath(section: 0, item: 0),
            in: geometry)
        simulator.controller.invalidateLayout(with: CollectionInvalidation(isSelfSizing: true), geometry)
        simulator.layoutPass()
        #expect(simulator.lastError != nil)
        simulator.scroll(to: Self.offset(0.5, in: simulator))
        #expect(simulator.reportsInLastPass > 0)
        #expect(simulator.lastError == nil)
    }

    // MARK: - 8. Several columns, one offset

    @Test(
        "with several columns one offset holds the anchor's column: a cell of another column across the top grows downward",
        arguments: subjects(keepsColumns: [true]))
    func straddlingCellOfAnotherColumn(subject: Subject) throws {
        var checked = 0
        for seed in UInt64(1)...8 {
            let context: Comment = "\(subject), seed \(seed)"
            var simulator = try Self.simulator("masonry", subject, sections: [LivePathTests.items(0..<300, seed: seed)])
            simulator.reloadData()
            simulator.scroll(to: Self.offset(0.5, in: simulator))
            let columns = simulator.columns()
            guard let anchor = simulator.keptItem(), let seen = simulator.screenPosition(of: anchor) else { continue }
            // A cell of another column across the leading edge.
            let across = simulator.sections[0].firstIndex { item in
                guard item.id != anchor.id, columns[item.id] != columns[anchor.id],
                    let lead = simulator.screenPosition(ofItem: item.id),
                    let trail = simulator.screenPosition(ofItem: item.id, trailing: true)
                else { return false }
                return lead < 0 && trail > 0
            }
            guard let across else { continue }
            checked += 1
            let id = simulator.sections[0][across].id
            let lead = try #require(simulator.screenPosition(ofItem: id), context)
            simulator.sections[0][across].trueLength += 80
            simulator.selfSize()
            #expect(simulator.lastError == nil, context)
            let now = try #require(simulator.screenPosition(of: anchor), context)
            #expect(abs(now - seen) <= 0.01, "the anchor \(anchor.id) moved \(seen) -> \(now): \(context)")
            let grown = try #require(simulator.screenPosition(ofItem: id), context)
            #expect(abs(grown - lead) <= 0.01, "item \(id) kept its leading edge, growing downward: \(context)")
            #expect(simulator.columns() == columns, context)
            try Self.expectSizesOfFullPrepare(simulator, "masonry", subject, context)
        }
        #expect(checked >= 3, "\(subject): \(checked) scenes with a cell of another column across the edge")
    }

    // MARK: - 6. Only a width change forgets columns

    @Test(
        "a whole new input with items inserted or deleted keeps every other item's column (no new input)",
        arguments: ["shortest-column", "masonry", "round-robin"])
    func newInputKeepsColumns(name: String) throws {
        var controller = try CollectionLayoutController(
            configuration: Configuration(strategy: name, width: 390, options: ["columns": 3]), keepsColumns: true)
        var random = SeededGenerator(seed: 61)
        var sizes = (0..<300).map { _ in ItemSize(width: 100, height: Double(Int.random(in: 60...300, using: &random)))
        }
        var ids = Array(0..<300)
        try controller.update(to: LayoutInput(width: 390, height: 844, items: sizes))
        // Items measured to other heights: their columns are kept, a full prepare would move later ones.
        for item in stride(from: 0, to: 300, by: 7) {
            try controller.measureItem(at: ElementPath(section: 0, item: item), size: Size(width: 118, height: 333))
            sizes[item] = ItemSize(width: 118, height: 333)
        }
        func columns() -> [Int: Double] {
            var result: [Int: Double] = [:]
            for (index, id) in ids.enumerated() {
                result[id] = controller.attributesForItem(at: ElementPath(section: 0, item: index))?.frame.minX
            }
            return result
        }
        var before = columns()
        sizes.insert(contentsOf: [ItemSize(width: 100, height: 90), ItemSize(width: 100, height: 140)], at: 40)
        ids.insert(contentsOf: [1_000, 1_001], at: 40)
        #expect(
            try controller.update(to: LayoutInput(width: 390, height: 844, items: sizes))
                == .inserted([ElementPath(section: 0, item: 40), ElementPath(section: 0, item: 41)]))
        var after = columns()
        for id in 0..<300 { #expect(after[id] == before[id], "\(name): item \(id) after the insert") }
        before = after
        sizes.removeSubrange(100..<103)
        let gone = ids[100..<103]
        ids.removeSubrange(100..<103)
        try controller.update(to: LayoutInput(width: 390, height: 844, items: sizes))
        after = columns()
        for id in 0..<300 where !gone.contains(id) {
            #expect(after[id] == before[id], "\(name): item \(id) after the delete")
        }
        let full = try controller.strategy.prepare(try #require(controller.input))
        #expect(controller.layout?.allElements.map { $0.frame.size } == full.allElements.map { $0.frame.size })
    }

    @Test(
        "a batch that inserts and deletes sections keeps every other item's column and measured size",
        arguments: subjects(keepsColumns: [true]))
    func sectionEditsKeepColumns(subject: Subject) throws {
        var simulator = try Self.simulator(
            "shortest-column", subject,
            sections: [
                LivePathTests.items(0..<60, seed: 1), LivePathTests.items(60..<120, seed: 2),
                LivePathTests.items(120..<180, seed: 3),
            ])
        simulator.reloadData()
        simulator.scroll(to: Self.offset(0.4, in: simulator))
        let before = simulator.columns()
        let measured = Set(simulator.controller.measuredSizes.keys.map { simulator.sections[$0.section][$0.item].id })
        simulator.performBatchUpdates([.deleteSection(1), .insertSection(0)], sizingCells: false) { sections in
            sections.remove(at: 1)
            sections.insert(LivePathTests.items(200..<210, seed: 4), at: 0)
        }
        #expect(simulator.lastError == nil)
        let after = simulator.columns()
        for id in Array(0..<60) + Array(120..<180) {
            #expect(after[id] == before[id], "item \(id): \(subject)")
        }
        for (section, items) in simulator.sections.enumerated() {
            for (index, item) in items.enumerated() where measured.contains(item.id) {
                let frame = try #require(
                    simulator.controller.attributesForItem(at: ElementPath(section: section, item: index))?.frame)
                let length = subject.horizontal ? frame.width : frame.height
                #expect(abs(length - item.trueLength) < 0.02, "item \(item.id): \(subject)")
            }
        }
    }

    @Test(
        "a batch that moves and reloads sections keeps every other item's column, the moved items' measured sizes and the anchor",
        arguments: subjects(keepsColumns: [true]))
    func sectionMovesKeepColumns(subject: Subject) throws {
        var simulator = try Self.simulator(
            "shortest-column", subject,
            sections: (0..<5).map { LivePathTests.items($0 * 50..<$0 * 50 + 50, seed: 20 + UInt64($0)) })
        simulator.reloadData()
        // Both ends first (a right-to-left horizontal layout starts at the right), so that the first section measured itself.
        for fraction in [1, 0, 0.7] { simulator.scroll(to: Self.offset(fraction, in: simulator)) }
        let before = simulator.columns()
        let first = try #require(simulator.firstVisibleItem())
        let seen = try #require(simulator.screenPosition(of: first))
        let measured = Set(simulator.controller.measuredSizes.keys.map { simulator.sections[$0.section][$0.item].id })
        #expect(measured.contains(0), "\(subject): the first section measured itself")
        simulator.reads = []
        simulator.performBatchUpdates([.moveSection(from: 0, to: 1), .reloadSection(4)], sizingCells: false) {
            sections in
            sections.swapAt(0, 1)
        }
        #expect(simulator.lastError == nil)
        #expect(simulator.reads.allSatisfy { $0.section == 4 }, "\(subject): only the reloaded section is read")
        let after = simulator.columns()
        for id in 50..<200 { #expect(after[id] == before[id], "item \(id): \(subject)") }
        #expect(abs(try #require(simulator.screenPosition(of: first)) - seen) <= 0.01, "\(subject)")
        for (index, item) in simulator.sections[1].enumerated() where measured.contains(item.id) {
            let frame = try #require(
                simulator.controller.attributesForItem(at: ElementPath(section: 1, item: index))?.frame)
            #expect(abs((subject.horizontal ? frame.width : frame.height) - item.trueLength) < 0.02, "\(item.id)")
        }
        try Self.expectSizesOfFullPrepare(simulator, "shortest-column", subject, "\(subject)")
    }

    @Test(
        "the cells of a section given by count measure themselves without any item changing column",
        arguments: subjects(keepsColumns: [true]))
    func countSectionMeasurementKeepsColumns(subject: Subject) throws {
        var simulator = try Self.simulator(
            "shortest-column", subject, sections: [LivePathTests.items(0..<200, seed: 8, byCount: true)])
        simulator.reloadData(sizingCells: false)
        let before = simulator.columns()
        simulator.selfSize()
        #expect(!simulator.controller.measuredSizes.isEmpty)
        let after = simulator.columns()
        #expect(after.count == before.count)
        for (id, column) in before { #expect(after[id] == column, "item \(id): \(subject)") }
    }

    @Test(
        "items inserted into a section given by count whose cells measured themselves keep every other item's column",
        arguments: subjects(keepsColumns: [true]))
    func countSectionInsertKeepsColumns(subject: Subject) throws {
        var simulator = try Self.simulator(
            "shortest-column", subject,
            sections: [LivePathTests.items(0..<200, seed: 8, byCount: true), LivePathTests.items(200..<300, seed: 9)])
        simulator.reloadData()
        // Both ends (a right-to-left horizontal layout starts at the right): the section measured itself.
        for fraction in [1.0, 0] { simulator.scroll(to: Self.offset(fraction, in: simulator)) }
        #expect(simulator.controller.measuredSizes.keys.contains { $0.section == 0 })
        let before = simulator.columns()
        simulator.performBatchUpdates([.insertItem(ElementPath(section: 0, item: 150))], sizingCells: false) {
            $0[0].insert(contentsOf: LivePathTests.items(900..<901, seed: 10, byCount: true), at: 150)
        }
        #expect(simulator.lastError == nil)
        let after = simulator.columns()
        for (id, column) in before { #expect(after[id] == column, "item \(id): \(subject)") }
        try Self.expectSizesOfFullPrepare(simulator, "shortest-column", subject, "\(subject)")
    }

    @Test("a header that measures itself keeps every item's column", arguments: subjects(keepsColumns: [true]))
    func headerMeasurementKeepsColumns(subject: Subject) throws {
        let strategy = ShortestColumn(
            columns: 2, scrollDirection: subject.horizontal ? .horizontal : .vertical,
            headerReferenceSize: Size(width: 44, height: 44))
        var simulator = UIKitCallSimulator(
            strategy: strategy,
            sections: [LivePathTests.items(0..<60, seed: 31), LivePathTests.items(60..<160, seed: 32)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844), keepsColumns: true)
        simulator.layoutDirection = subject.direction
        simulator.reloadData()
        // Every cell of both sections measured; then the second section's header measures itself.
        for fraction in [1.0, 0.8, 0.6, 0.4, 0.2, 0] { simulator.scroll(to: Self.offset(fraction, in: simulator)) }
        let before = simulator.columns()
        simulator.headerHeights = [1: 90]
        let header = ElementPath(section: 1, item: 0)
        simulator.controller.place(throughSection: 1)
        let frame = try #require(
            simulator.controller.attributesForSupplementaryElement(
                ofKind: .header, inSection: 1, visibleRect: simulator.bounds)?.frame)
        _ = simulator.controller.invalidation(
            forPreferredSize: subject.horizontal
                ? Size(width: 90, height: frame.height) : Size(width: frame.width, height: 90),
            of: .header, at: header, in: simulator.geometry)
        simulator.layoutPass()
        #expect(simulator.lastError == nil)
        #expect(!simulator.controller.measuredSupplements.isEmpty, "\(subject)")
        let after = simulator.columns()
        for (id, column) in before { #expect(after[id] == column, "item \(id): \(subject)") }
    }

    @Test(
        "a horizontal layout whose width goes to 0 and back keeps every column",
        arguments: subjects(keepsColumns: [true], horizontal: [true]))
    func zeroWidthKeepsColumns(subject: Subject) throws {
        var simulator = try Self.simulator("masonry", subject, sections: [LivePathTests.items(0..<200, seed: 9)])
        simulator.reloadData()
        simulator.scroll(to: Self.offset(0.3, in: simulator))
        let before = simulator.columns()
        let size = simulator.bounds.size
        simulator.resize(to: Size(width: 0, height: size.height), sizingCells: false)
        simulator.resize(to: size, sizingCells: false)
        #expect(simulator.controller.layout != nil)
        let after = simulator.columns()
        #expect(after.count == before.count)
        for (id, column) in before { #expect(after[id] == column, "item \(id): \(subject)") }
    }
}
