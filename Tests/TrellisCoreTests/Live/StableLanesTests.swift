import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// `stableLanes`: a live layout keeps every item it placed in its column
/// across resizes, inserts and deletes, and is then exactly the full
/// placement with those columns taken as given.
@Suite("Stable lanes")
struct StableLanesTests {
    /// The column strategies, with stable lanes on or off.
    static func strategy(named name: String, columns: Int = 3, stable: Bool = true) throws -> any ColumnStrategy {
        let options: OptionValues = ["columns": .number(Double(columns)), "stableLanes": .bool(stable)]
        guard
            let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: options)
                as? any ColumnStrategy
        else { throw LayoutError.invalidConfiguration("\(name) is not a column strategy") }
        return strategy
    }

    static let names = [RoundRobin.name, ShortestColumn.name, Masonry.name]

    @Test(
        "random edits move no item to another column, and equal a full placement with the kept columns",
        arguments: names)
    func randomEdits(name: String) throws {
        try Self.strategy(named: name).checkStableLanes(name: name)
    }

    /// Items with no span are placed in runs, a chunk at a time; an item
    /// given a span of 1 explicitly is placed on its own. Both must put a
    /// remembered item back in its column and let the rule place the others,
    /// so the second is the oracle for the first: the same sizes, remembered
    /// lanes (valid, none, or past the columns) and checkpoint spacing.
    @Test("remembered columns place a run of items exactly as one item at a time does", arguments: names)
    func rememberedColumnsInRuns(name: String) throws {
        let strategy = try Self.strategy(named: name, columns: 4)
        var random = SeededGenerator(seed: 0x5EED_1A9E &+ UInt64(name.utf8.count))
        for round in 0..<24 {
            let count = Int.random(in: 1...900, using: &random)
            let shapes = (0..<count).map { _ in
                (
                    width: Double.random(in: 40...900, using: &random),
                    height: Double.random(in: 40...900, using: &random)
                )
            }
            // Every third round remembers a column for every item it covers
            // (a kept layout after an edit: whole chunks go back to their
            // columns); the others leave gaps and columns that do not fit.
            let allKept = round % 3 == 0
            var memory = LaneMemory()
            for item in 0..<Int.random(in: 0...count + 30, using: &random)
            where allKept || Int.random(in: 0..<4, using: &random) > 0 {
                let lane = allKept ? Int.random(in: 0..<4, using: &random) : Int.random(in: -1...5, using: &random)
                memory.record(lane, ofItem: item, inSection: 0)
            }
            let spacing = Int.random(in: 1...300, using: &random)
            let runs = try strategy.placed(
                LayoutInput(width: 390, items: shapes.map { ItemSize(width: $0.width, height: $0.height) }),
                lanes: memory, spacing: spacing)
            let oneByOne = try strategy.placed(
                LayoutInput(
                    width: 390, items: shapes.map { ItemSize(width: $0.width, height: $0.height, span: .columns(1)) }),
                lanes: memory, spacing: spacing)
            #expect(runs.layout.allElements == oneByOne.layout.allElements, "\(name) round \(round)")
            #expect(runs.lanes == oneByOne.lanes, "\(name) round \(round)")
            for item in 0..<count {
                let kept = memory.lane(ofItem: item, inSection: 0).flatMap { $0 < 4 ? $0 : nil }
                #expect(kept == nil || runs.lanes.lane(ofItem: item, inSection: 0) == kept, "\(name) round \(round)")
            }
        }
    }

    @Test("a live layout of level columns keeps lanes through kept columns drifting apart, exact")
    func driftingColumnsKeepLanes() throws {
        let strategy = try ShortestColumn(options: ["columns": 2, "stableLanes": true])
        let input = LayoutInput(
            width: 390, height: 844, items: Array(repeating: ItemSize(width: 100, height: 100), count: 4000))
        var live = try LiveLayout(strategy, input: input)
        var scan = try LiveLayout(strategy, input: input, index: .linear)
        // A full prepare of the same input answers with bands.
        #expect(try strategy.prepare(input).indexKind == .bands)
        var random = SeededRandom(seed: 41)
        func expectScan(_ step: String) {
            #expect(live.layout.indexKind == .lanes, "\(step)")
            let frames = scan.layout.allElements.map(\.frame)
            for _ in 0..<150 {
                let rect = QueryFixtures.rect(near: frames, content: scan.layout.contentSize, using: &random)
                #expect(live.layout.elements(in: rect) == scan.layout.elements(in: rect), "\(step) \(rect)")
            }
        }
        expectScan("level")
        // Every item of the first column in the first half grows fourfold:
        // the columns are kept, so the first runs ahead by 300 points an item.
        let grown = (0..<2000).filter { live.laneMemory.lane(ofItem: $0, inSection: 0) == 0 }.map {
            LayoutEdit.setSize(ItemSize(width: 100, height: 400), at: ElementPath(section: 0, item: $0))
        }
        try live.apply(grown)
        try scan.apply(grown)
        expectScan("drifted")
        try live.setViewport(width: 600, height: 844)
        try scan.setViewport(width: 600, height: 844)
        expectScan("new width")
    }

    @Test("a resize above the viewport moves later items across columns without stable lanes, never with them")
    func resizeAbove() throws {
        let sizes = SamplePhotos.cycled(count: 300)
        for stable in [false, true] {
            var live = try LiveLayout(
                try Self.strategy(named: ShortestColumn.name, stable: stable) as! ShortestColumn,
                input: LayoutInput(width: 390, items: sizes))
            let before = live.layout.allElements.map(\.frame.minX)
            try live.setSize(ItemSize(width: 100, height: 900), ofItemAt: ElementPath(section: 0, item: 4))
            let after = live.layout.allElements.map(\.frame.minX)
            let moved = zip(before, after).filter { $0 != $1 }.count
            if stable {
                #expect(moved == 0)
            } else {
                #expect(moved > 100, "the test needs a resize that moves items when lanes are not kept")
            }
        }
    }

    @Test("a full prepare is the same with stable lanes on or off (nothing to remember)", arguments: names)
    func fullPrepareUnchanged(name: String) throws {
        var random = SeededGenerator(seed: 0x57AB1E)
        for _ in 0..<6 {
            let input = LiveEdits.randomInput(using: &random, width: 390)
            let on = try Self.strategy(named: name, stable: true).prepare(input)
            let off = try Self.strategy(named: name, stable: false).prepare(input)
            #expect(on.allElements == off.allElements)
            #expect(on.contentSize == off.contentSize)
        }
    }

    @Test("a new width forgets the columns: the live layout is the rule's again")
    func newWidthForgets() throws {
        let strategy = try Self.strategy(named: Masonry.name) as! Masonry
        var live = try LiveLayout(strategy, input: LayoutInput(width: 390, items: SamplePhotos.cycled(count: 120)))
        try live.setSize(ItemSize(width: 10, height: 90), ofItemAt: ElementPath(section: 0, item: 2))
        try live.setViewport(width: 700, height: nil)
        #expect(live.layout.allElements == (try strategy.prepare(live.input)).allElements)
        for item in 0..<120 {
            #expect(live.laneMemory.lane(ofItem: item, inSection: 0) != nil)
        }
    }

    @Test("a rejected edit keeps the columns and the layout")
    func rejectedEdit() throws {
        let strategy = try Self.strategy(named: ShortestColumn.name) as! ShortestColumn
        var live = try LiveLayout(strategy, input: LayoutInput(width: 390, items: SamplePhotos.cycled(count: 60)))
        try live.setSize(ItemSize(width: 10, height: 400), ofItemAt: ElementPath(section: 0, item: 1))
        let (memory, elements) = (live.laneMemory, live.layout.allElements)
        #expect(throws: LayoutError.self) {
            try live.apply([
                .deleteItems(at: ElementPath(section: 0, item: 3), count: 4),
                .setSize(ItemSize(width: .nan, height: 3), at: ElementPath(section: 0, item: 0)),
            ])
        }
        #expect(live.laneMemory == memory)
        #expect(live.layout.allElements == elements)
    }

    @Test("a composite keeps each section's columns across edits to one section")
    func composite() throws {
        let columns = try Self.strategy(named: ShortestColumn.name) as! ShortestColumn
        let composite = CompositeStrategy([FlowLine()], otherwise: columns)
        var live = try LiveLayout(
            composite,
            input: LayoutInput(
                width: 390,
                sections: [
                    SectionInput(items: SamplePhotos.cycled(count: 9)),
                    SectionInput(items: SamplePhotos.cycled(count: 80)),
                ]))
        let before = live.layout.allElements.filter { $0.kind == .item && $0.path.section == 1 }
        try live.apply([
            .setSize(ItemSize(width: 10, height: 500), at: ElementPath(section: 1, item: 0)),
            .insertItems([ItemSize(width: 3, height: 2)], at: ElementPath(section: 1, item: 2)),
        ])
        let after = live.layout.allElements.filter { $0.kind == .item && $0.path.section == 1 }
        // Item i before is item i + 1 after for i ≥ 2 (one inserted at 2).
        for (index, old) in before.enumerated() {
            let new = after[index < 2 ? index : index + 1]
            #expect(new.frame.minX == old.frame.minX, "item \(index)")
        }
    }

    @Test("the option is read from a configuration and checked")
    func configuration() throws {
        #expect(try Self.strategy(named: Masonry.name).columnOptions.stableLanes)
        #expect(
            !(try StrategyRegistry.builtIn.makeStrategy(named: RoundRobin.name, options: [:]) as! RoundRobin)
                .columnOptions.stableLanes)
        #expect {
            _ = try StrategyRegistry.builtIn.makeStrategy(named: ShortestColumn.name, options: ["stableLanes": 1])
        } throws: { error in
            "\(error)".contains("stableLanes")
        }
    }
}

extension ColumnStrategy {
    /// Random batches of edits (both reading directions, every index): after
    /// each, every item that was placed before has the column it had, and the
    /// layout equals a full placement with the live layout's columns.
    func checkStableLanes(name: String) throws {
        for direction in [ReadingDirection.leftToRight, .rightToLeft] {
            for option in IndexOption.allCases {
                var random = SeededGenerator(seed: 0x1A9E5 &+ UInt64(name.utf8.count))
                var input = LiveEdits.randomInput(using: &random, width: 390)
                input.layoutDirection = direction
                var live = try LiveLayout(self, input: input, index: option, checkpointSpacing: 3)
                var ids = Identities(of: input)
                for step in 0..<12 {
                    let lanes = ids.lanes(in: live.laneMemory)
                    let edits = LiveEdits.randomEdits(of: live.input, using: &random)
                    try live.apply(edits)
                    for edit in edits { ids.apply(edit) }
                    let context = "\(name) \(direction) \(option) step \(step): \(edits)"
                    for (id, lane) in ids.lanes(in: live.laneMemory) {
                        #expect(lanes[id].map { $0 == lane } ?? true, "\(context): item \(id) changed column")
                    }
                    #expect(
                        ids.lanes(in: live.laneMemory).count == live.input.itemCount, "\(context): an item has no lane")
                    let full = try placed(live.input, lanes: live.laneMemory)
                    #expect(live.layout.allElements == full.allElements, "\(context)")
                    #expect(live.layout.contentSize == full.contentSize, "\(context)")
                }
            }
        }
    }

    /// A full placement of `input` with `lanes` remembered, checkpoints every
    /// `spacing` items (none without), and the lanes remembered after it.
    func placed(
        _ input: LayoutInput, lanes: LaneMemory, spacing: Int?
    ) throws -> (layout: PreparedLayout, lanes: LaneMemory) {
        var builder = LayoutBuilder(input: input)
        builder.laneMemory = lanes
        var log = PlacementCheckpoints<PlacementState>(recording: spacing != nil, spacing: spacing ?? 1)
        try placeElements(of: input, resumingFrom: nil, into: &builder, checkpoints: &log)
        let remembered = builder.laneMemory
        return (try builder.finish(strategy: Self.name, index: .linear), remembered)
    }

    /// A full placement of `input` with `lanes` remembered.
    func placed(_ input: LayoutInput, lanes: LaneMemory) throws -> PreparedLayout {
        try placed(input, lanes: lanes, spacing: nil).layout
    }
}

/// A stable identity for every item, following edits.
struct Identities {
    var sections: [[Int]] = []
    var next = 0

    init(of input: LayoutInput) {
        sections = input.sections.map { fresh($0.count) }
    }

    mutating func fresh(_ count: Int) -> [Int] {
        defer { next += count }
        return Array(next..<next + count)
    }

    mutating func apply(_ edit: LayoutEdit) {
        switch edit {
        case .insertItems(let items, let path):
            sections[path.section].insert(contentsOf: fresh(items.count), at: path.item)
        case .insertCount(let count, let path): sections[path.section].insert(contentsOf: fresh(count), at: path.item)
        case .deleteItems(let path, let count): sections[path.section].removeSubrange(path.item..<path.item + count)
        case .setSize, .setOptions: break
        case .insertSection(let section, let index): sections.insert(fresh(section.count), at: index)
        case .deleteSection(let index): sections.remove(at: index)
        }
    }

    /// Each item's remembered lane, by identity.
    func lanes(in memory: LaneMemory) -> [Int: Int] {
        var lanes: [Int: Int] = [:]
        for (section, ids) in sections.enumerated() {
            for (item, id) in ids.enumerated() {
                lanes[id] = memory.lane(ofItem: item, inSection: section)
            }
        }
        return lanes
    }
}
