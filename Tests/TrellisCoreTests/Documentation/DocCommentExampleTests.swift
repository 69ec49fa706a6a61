// swift-format-ignore-file
// The Swift examples of the doc comments, line by line as they are written
// there (DocumentationSampleTests checks that each is here), compiled and run.
import Foundation
import Testing
import TrellisTesting
import TrellisTools
import XCTest
import TrellisTestSupport

/// A strategy of one's own: one column.
struct OneColumn: LayoutStrategy {
    static let name = "one-column"
    init(options: OptionValues) throws(LayoutError) {}
    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var y = 0.0
        for section in input.sections {
            builder.beginSection()
            for index in 0..<section.count {
                let height = section.size(at: index)?.height ?? 44
                builder.addItem(Rect(x: 0, y: y, width: input.width, height: height), lane: 0)
                y += height
            }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}

/// The `OptionDeclaring` doc comment's strategy: items of height 10, `spacing` apart.
struct Spaced: LayoutStrategy, OptionDeclaring {
    static let name = "spaced"
    @Option("spacing", minimum: 0, perSection: true, summary: "Space between items.")
    var spacing = 8.0
    init() {}
    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        try validateOptions()
        var y = 0.0
        for (index, section) in input.sections.enumerated() {
            let spacing = try overridden(by: section, at: index).spacing
            builder.beginSection()
            for item in 0..<section.count {
                if item > 0 { y += spacing }
                builder.addItem(Rect(x: 0, y: y, width: input.width, height: 10), lane: 0)
                y += 10
            }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}

/// The model and helpers the examples assume.
enum DocCommentExamples {
    /// The photo model the documentation shares: an identifier and a natural size.
    struct Photo: Identifiable, Hashable {
        let id: Int
        let width: Double
        let height: Double
        var caption = ""
        var size: Size { Size(width: width, height: height) }
    }

    static func photos(_ count: Int, from start: Int = 0) -> [Photo] {
        (start..<start + count).map { Photo(id: $0, width: 4032, height: $0.isMultiple(of: 3) ? 4032 : 3024) }
    }

    static func sizes(_ count: Int) -> [ItemSize] { photos(count).map { ItemSize($0.size) } }

    /// A strategy registered by name.
    struct MyStrategy: LayoutStrategy {
        static let name = "my-strategy"
        init(options: OptionValues) throws(LayoutError) {}
        func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
            try OneColumn(options: [:]).placeElements(of: input, into: &builder) as Void
        }
    }

    /// A column strategy whose every item goes to the first column.
    public struct Leftmost: ColumnStrategy {
        public static let name = "leftmost"
        public var columnOptions: ColumnOptions
        public init(columnOptions: ColumnOptions) { self.columnOptions = columnOptions }
        public func rule(for section: SectionInput, at index: Int) -> FirstColumn { FirstColumn() }
        public struct FirstColumn: ColumnRule {
            public func column(for stack: RunningColumns, cursor: Int) -> Int { 0 }
        }
    }

    /// A column strategy that places by a rule of its own, through the shared loop.
    struct EveryOtherColumn: ResumableLayoutStrategy {
        static let name = "every-other"
        static let options = ColumnOptions.options
        let columnOptions: ColumnOptions
        init(options: OptionValues) throws(LayoutError) { columnOptions = try ColumnOptions(options: options) }
        func placeElements(
            of input: LayoutInput, resumingFrom start: PlacementCheckpoint<ColumnPlacementState>?,
            into builder: inout LayoutBuilder, checkpoints: inout PlacementCheckpoints<ColumnPlacementState>
        ) throws(LayoutError) {
            struct EveryOther: ColumnRule {
                func column(for stack: RunningColumns, cursor: Int) -> Int { (cursor * 2) % stack.columns }
            }
            try columnOptions.placeElements(of: input, strategy: Self.name, resumingFrom: start,
                                            into: &builder, checkpoints: &checkpoints) { _, _ in EveryOther() }
        }
    }
}

/// The `ResumableLayoutStrategy` doc comment's strategy: rows of three items.
struct ThreeAcross: LayoutStrategy {
    static let name = "three-across"
    static let guarantees: LayoutGuarantees = [.framesInsideContentAcross, .nonOverlappingItems]
    init() {}
    init(options: OptionValues) throws(LayoutError) {}
}

extension ThreeAcross: ResumableLayoutStrategy {
    func placeElements(of input: LayoutInput, resumingFrom start: PlacementCheckpoint<Double>?,
                       into builder: inout LayoutBuilder,
                       checkpoints: inout PlacementCheckpoints<Double>) throws(LayoutError) {
        let width = input.width / 3
        var y = start?.state ?? 0  // the top of the next row
        for section in (start?.section ?? 0)..<input.sections.count {
            let items = input.sections[section]
            var first = 0
            if let start, start.section == section { first = start.item } else { builder.beginSection() }
            var rowHeight = 0.0
            for index in first..<items.count {
                if index % 3 == 0, checkpoints.isDue(section: section, item: index) {
                    checkpoints.record(y, section: section, item: index, builder: builder)
                    if checkpoints.shouldPause(section: section, item: index, nextStart: y, placedEnd: y) { return }
                }
                let height = items.size(at: index)?.height ?? 44
                builder.addItem(Rect(x: Double(index % 3) * width, y: y, width: width, height: height), lane: index % 3)
                rowHeight = max(rowHeight, height)
                if index % 3 == 2 || index == items.count - 1 {  // the row closes
                    y += rowHeight
                    rowHeight = 0
                }
            }
            if items.count % 3 == 0 {  // no open row: appending resumes here
                checkpoints.record(y, section: section, item: items.count, builder: builder)
            }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}

@Suite("Doc comment examples")
struct DocCommentExampleTests {
    typealias Photo = DocCommentExamples.Photo
    typealias MyStrategy = DocCommentExamples.MyStrategy

    // MARK: - Trellis

    @Test("Configuration.prepare(_:registry:) lays out sections read from a file")
    func configurationFromFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("doc-photos-\(UUID()).json").path
        try #"[[640, 480], [480, 640], [1000, 1000]]"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = Configuration(strategy: "round-robin", width: 390, options: ["columns": 3])
        let layout = try configuration.prepare(try ItemsDecoder.sections(contentsOfFile: path))
        #expect(layout.numberOfItems(inSection: 0) == 3)
    }

    @Test("Configuration from JSON")
    func configurationFromJSON() throws {
        let configuration = try Configuration(json: #"{"strategy": "mosaic", "width": 390}"#)
        let layout = try configuration.prepare([SectionInput(count: 10)])
        #expect(layout.numberOfItems(inSection: 0) == 10)
    }

    @Test("CollectionLayoutController: a first layout, then an append")
    func controller() throws {
        let sizes = DocCommentExamples.sizes(20)
        let more = DocCommentExamples.sizes(2)
        let rect = Rect(x: 0, y: 0, width: 390, height: 844)
        let bounds = rect
        var controller = try CollectionLayoutController(configuration: Configuration(strategy: "masonry", width: 390))
        let first = try controller.update(to: LayoutInput(width: 390, items: sizes))              // .full: first layout
        let next = try controller.update(to: LayoutInput(width: 390, items: sizes + more))       // .appended([...])
        let shown = controller.elements(in: rect, visibleRect: bounds)
        #expect(first == .full)
        #expect(next == .appended([ElementPath(section: 0, item: 20), ElementPath(section: 0, item: 21)]))
        #expect(!shown.isEmpty)
    }

    @Test("LayoutChange between two inputs")
    func layoutChange() {
        let before = LayoutInput(width: 390, items: DocCommentExamples.sizes(20))
        let after = LayoutInput(width: 390, items: DocCommentExamples.sizes(22))
        let change = LayoutChange(from: before, to: after)   // .appended([[0, 20], [0, 21]])
        #expect(change == .appended([ElementPath(section: 0, item: 20), ElementPath(section: 0, item: 21)]))
    }

    @Test("ScrollAnchor: the first visible item keeps its place")
    func scrollAnchor() throws {
        var controller = CollectionLayoutController(strategy: ShortestColumn(columns: 2))
        try controller.update(to: LayoutInput(width: 390, items: DocCommentExamples.sizes(60)))
        let visibleRect = Rect(x: 0, y: 1000, width: 390, height: 844)
        let bounds = visibleRect
        let insets = Insets.zero
        var sizes = DocCommentExamples.sizes(60)
        sizes.insert(ItemSize(width: 100, height: 300), at: 0)
        let next = LayoutInput(width: 390, items: sizes)
        let anchor = controller.scrollAnchor(in: visibleRect)      // before the update
        let change = try controller.update(to: next)
        let shift = controller.contentOffsetAdjustment(keeping: anchor, after: change, bounds: bounds, contentInset: insets)
        #expect(shift.y != 0)
    }

    @Test("ResumableLayoutStrategy: the rows of three resume right, live, with and without pauses")
    func threeAcrossResumes() {
        let report = ConformanceChecker(ThreeAcross()).run()
        report.recordIssues()
        #expect(report.liveRunsChecked > 0)
    }

    @Test("StrategyRegistry: a strategy of one's own, by name")
    func registry() throws {
        let input = LayoutInput(width: 390, items: DocCommentExamples.sizes(3))
        var registry = StrategyRegistry.builtIn
        registry.register(MyStrategy.self)
        let layout = try Configuration(strategy: "my-strategy", width: 390)
            .prepare(input.sections, registry: registry)
        #expect(layout.strategyName == "my-strategy")
    }

    @Test("ElementWindow: reset, then scroll")
    func elementWindow() throws {
        let layout = try ShortestColumn(columns: 2).prepare(LayoutInput(width: 390, items: DocCommentExamples.sizes(200)))
        let visibleRect = Rect(x: 0, y: 0, width: 390, height: 844)
        let nextVisibleRect = Rect(x: 0, y: 3000, width: 390, height: 844)
        var window = ElementWindow(overscan: 800, minimumOverscan: 200)
        window.reset(to: visibleRect, in: layout)          // after each new layout
        window.scroll(to: nextVisibleRect, in: layout)     // on each scroll step
        let views = window.elements                        // what to create, in elements-in-rect order
        #expect(views == layout.elements(in: window.rect ?? .zero))
    }

    @Test("EndReachedLoader: a load that can fail")
    func endReachedLoader() async throws {
        var photos = DocCommentExamples.photos(3)
        let rect = Rect(x: 0, y: 0, width: 390, height: 844)
        let size = Size(width: 390, height: 300)
        @Sendable func nextPage() async throws -> [Photo] { DocCommentExamples.photos(30, from: 3) }
        var loader = EndReachedLoader(threshold: 1000)
        if loader.update(visibleRect: rect, contentSize: size, axis: .vertical, itemCount: photos.count) {
            do { photos += try await nextPage(); loader.finish(.loaded, itemCount: photos.count) }
            catch { loader.finish(.failed, itemCount: photos.count) }
        }
        #expect(photos.count == 33)
        #expect(loader.lastOutcome == .loaded)
    }

    @Test("EndReachedTrigger: once per item count")
    func endReachedTrigger() throws {
        var photos = DocCommentExamples.photos(3)
        let layout = try Masonry().prepare(LayoutInput(width: 390, items: photos.map { ItemSize($0.size) }))
        let rect = Rect(x: 0, y: 0, width: 390, height: 844)
        func loadNextPage() { photos += DocCommentExamples.photos(3, from: photos.count) }
        var trigger = EndReachedTrigger(threshold: 1000)
        if trigger.update(visibleRect: rect, contentSize: layout.contentSize, axis: .vertical, itemCount: photos.count) {
            loadNextPage()
        }
        #expect(photos.count == 6)
    }

    @Test("LazyGridState driven as a view drives it")
    func lazyGridState() throws {
        let photos = DocCommentExamples.photos(100)
        let photo = photos[0]
        let contentOffset = Point(x: 0, y: 500)
        var loads = 0
        func startLoading() { loads += 1 }
        var state = LazyGridState<Int, [Photo]>()
        state.isSelfSizing = true
        state.update(strategyKey: "masonry", makeController: { CollectionLayoutController(strategy: Masonry()) },
                     sections: [TrellisGridSection(id: 0, items: photos)], itemSize: { ItemSize($0.size) },
                     viewport: Size(width: 390, height: 844), layoutDirection: .leftToRight)
        state.measure([photo.id: 212])                    // a cell's height, measured in place
        let step = state.scroll(to: contentOffset)        // step.changed: the window's elements changed
        if state.takeLoadRequest() { startLoading() }     // after any of these; then finishLoading(.loaded)
        let views = state.window.elements                 // the views to have
        let offset = state.pendingOffset                  // scroll here (anchor kept, or an item shown)
        #expect(!views.isEmpty)
        #expect(loads == 0 && !step.startLoading)
        #expect(offset == nil)
    }

    @Test("MeasuredSizes: a measured height replaces the estimate")
    func measuredSizes() throws {
        let photo = DocCommentExamples.photos(1)[0]
        var live = try LiveLayout(ShortestColumn(columns: 2), input: LayoutInput(width: 390, items: [ItemSize(photo.size)]))
        let measured = 212.0
        let columnWidth = try #require(live.layout.attributesForItem(at: ElementPath(section: 0, item: 0))?.frame.width)
        let estimate = ItemSize(photo.size)
        let path = ElementPath(section: 0, item: 0)
        var sizes = MeasuredSizes<Photo.ID>()
        if sizes.record(height: measured, for: photo.id, across: columnWidth) {
            try live.setSize(sizes.size(for: photo.id, estimate: estimate, across: columnWidth), ofItemAt: path)
        }
        #expect(live.layout.attributesForItem(at: path)?.frame.height == 212)
    }

    @Test("ScrollTarget: the offset that centres an item")
    func scrollTarget() throws {
        struct ScrollView {
            var offset = Point(x: 0, y: 0)
            mutating func setContentOffset(_ point: Point, animated: Bool) { offset = point }
        }
        func CGPoint(x: Double, y: Double) -> Point { Point(x: x, y: y) }
        var scrollView = ScrollView()
        let layout = try Masonry().prepare(LayoutInput(width: 390, items: DocCommentExamples.sizes(100)))
        let path = ElementPath(section: 0, item: 50)
        if let y = ScrollTarget.contentOffset(showing: path, at: .center, in: layout, visibleLength: 800) {
            scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: true)
        }
        #expect(scrollView.offset.y > 0)
    }

    @Test("SectionDiff applied to a live layout")
    func sectionDiff() throws {
        let oldPhotos = DocCommentExamples.photos(10)
        var photos = oldPhotos
        photos.remove(at: 3)
        photos[0].caption = "edited"
        let sizes = photos.map { ItemSize($0.size) }
        var live = try LiveLayout(Masonry(), input: LayoutInput(width: 390, items: oldPhotos.map { ItemSize($0.size) }))
        let diff = try SectionDiff(section: 0, old: oldPhotos.map(\.id), new: photos.map(\.id)) { old, new in
            oldPhotos[old].caption != photos[new].caption
        }
        try diff.apply(to: &live, section: 0) { sizes[$0] }
        #expect(diff.deleted == [3])
        #expect(diff.updated == [0])
        #expect(live.layout.numberOfItems(inSection: 0) == 9)
    }

    @Test("TrellisGridSection with options of its own")
    func gridSection() {
        let featured = DocCommentExamples.photos(3)
        let section = TrellisGridSection(id: "featured", items: featured, options: ["columns": 1])
        #expect(section.options["columns"] == 1)
    }

    // MARK: - TrellisCore

    @Test("partitioningIndex")
    func partitioningIndex() {
        let index = [1, 3, 3, 7, 9].partitioningIndex { $0 > 3 }   // 3
        #expect(index == 3)
    }

    @Test("a column strategy of one's own, through the shared placement loop")
    func columnStrategies() throws {
        let input = LayoutInput(width: 390, items: DocCommentExamples.sizes(10))
        let everyOther = try DocCommentExamples.EveryOtherColumn(options: ["columns": 4]).prepare(input)
        let leftmost = try DocCommentExamples.Leftmost(options: [:]).prepare(input)
        #expect(everyOther.attributesForItem(at: ElementPath(section: 0, item: 1))?.frame.minX ?? 0 > 100)
        #expect(leftmost.itemFrames(inSection: 0).allSatisfy { $0.minX == 6 })
    }

    @Test("ColumnSection: a section's geometry and its stack of columns")
    func columnSection() throws {
        let input = LayoutInput(width: 390, items: DocCommentExamples.sizes(4))
        let s = 0
        let top = 0.0
        var builder = LayoutBuilder(input: input)
        builder.beginSection()
        let section = try ColumnSection(input.sections[s], at: s, of: input, axis: .vertical,
                                        columns: 2, cellPadding: 6, inset: .zero, header: .zero, footer: .zero,
                                        strategy: "round-robin")
        section.geometry.placeHeader(sectionStart: top, into: &builder)
        var stack = try section.makeStack(itemsStart: section.geometry.itemsStart(sectionStart: top))
        #expect(stack.columns == 2)
        stack = try section.makeStack(itemsStart: 10)
        #expect(stack.columns == 2)
    }

    @Test("CompositeStrategy: a strategy per section")
    func composite() throws {
        let input = LayoutInput(width: 390, sections: [SectionInput(count: 5), SectionInput(count: 5), SectionInput(items: DocCommentExamples.sizes(5))])
        let screen = CompositeStrategy([
            FlowLine(itemSize: Size(width: 100, height: 36)),   // section 0: a row of chips
            Mosaic(segmentHeight: 160),                         // section 1
        ], otherwise: ShortestColumn(columns: 2))               // section 2 and every later one
        let layout = try screen.prepare(input)

        // Or a section provider:
        let alternating = CompositeStrategy { section in
            section.isMultiple(of: 2) ? FlowLine() as any LayoutStrategy : Masonry(columns: 3)
        }
        #expect(layout.numberOfSections == 3)
        #expect(try alternating.prepare(input).numberOfSections == 3)
    }

    @Test("ItemSize spanning every column")
    func itemSpan() {
        var banner = ItemSize(width: 1200, height: 400)
        banner.span = .full    // across every column of its section
        #expect(banner.span == .full)
    }

    @Test("LayoutInput of one section")
    func layoutInput() {
        let input = LayoutInput(width: 390, sections: [
            SectionInput(items: [ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640)])
        ])
        #expect(input.sections[0].count == 2)
    }

    @Test("a strategy of one's own: one column, prepared")
    func oneColumn() throws {
        let sizes = [ItemSize(height: 10), ItemSize(height: 20)]
        let layout = try OneColumn(options: [:]).prepare(LayoutInput(width: 390, items: sizes))
        #expect(layout.contentSize == Size(width: 390, height: 30))
    }

    @Test("a portable placement state written out and read back")
    func portableState() throws {
        let state = ColumnPlacementState(heights: [10, 20], cursor: 1)
        let saved = state.portableValues              // [Double], e.g. into a file
        let restored = ColumnPlacementState(portableValues: saved)  // == state
        #expect(restored == state)
    }

    @Test("item frames of a section")
    func itemFrames() throws {
        let layout = try ShortestColumn(columns: 2).prepare(LayoutInput(width: 390, items: [ItemSize(width: 4, height: 3)]))
        let frames = layout.itemFrames(inSection: 0)   // [(6.0, 6.0, 183.0, 137.25), ...]
        #expect(frames == [Rect(x: 6, y: 6, width: 183, height: 137.25)])
    }

    @Test("PreparedLayout's queries")
    func preparedLayout() throws {
        let input = LayoutInput(width: 390, items: DocCommentExamples.sizes(40))
        let layout = try ShortestColumn(columns: 2).prepare(input)
        let size = layout.contentSize                       // (390.0, 5127.5)
        let visible = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        let fourth = layout.attributesForItem(at: ElementPath(section: 0, item: 3))
        #expect(size.width == 390)
        #expect(visible.contains { $0.path == ElementPath(section: 0, item: 3) } == (fourth?.frame.minY ?? 0 < 844))
    }

    @Test("a rect mirrored for right to left")
    func mirrored() {
        let mirrored = Rect(x: 10, y: 5, width: 100, height: 20).mirroredHorizontally(within: 390)   // (280, 5, 100, 20)
        #expect(mirrored == Rect(x: 280, y: 5, width: 100, height: 20))
    }

    @Test("resuming a placement from a saved state with only the later items")
    func resume() throws {
        let strategy = ShortestColumn(columns: 2)
        let all = DocCommentExamples.sizes(1_010)
        let full = try strategy.prepare(LayoutInput(width: 390, items: all))
        var head = LayoutBuilder(input: LayoutInput(width: 390, items: all))
        var recorded = PlacementCheckpoints<ColumnPlacementState>(recording: true, spacing: 1_000)
        head.beginSection()
        try strategy.placeElements(of: LayoutInput(width: 390, items: all), resumingFrom: nil, into: &head, checkpoints: &recorded)
        let checkpoint = try #require(recorded.lastValid(beforeItem: 1_000, ofSection: 0))
        #expect(checkpoint.item == 1_000)
        let state = checkpoint.state
        let rest = LayoutInput(width: 390, items: Array(all.suffix(10)))
        // `state` was saved at the checkpoint before item 1000; `rest` holds items 1000 and on.
        var builder = LayoutBuilder(input: rest)
        builder.beginSection()
        var log = PlacementCheckpoints<ColumnPlacementState>(recording: false)
        try strategy.placeElements(
            of: rest, resumingFrom: PlacementCheckpoint(section: 0, item: 0, state: state),
            into: &builder, checkpoints: &log)
        let resumed = try builder.finish(strategy: "shortest-column", index: .linear)
        #expect(resumed.itemFrames(inSection: 0) == Array(full.itemFrames(inSection: 0).suffix(10)))
    }

    @Test("spelling suggestions")
    func spelling() {
        let columns = SpellingSuggestion.closest(to: "colums", among: ["columns", "cellPadding"])  // "columns"
        let none = SpellingSuggestion.closest(to: "pinwheel", among: ["mosaic", "masonry"])     // nil
        #expect(columns == "columns")
        #expect(none == nil)
    }

    @Test("rect intersection: touching edges do not count")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let overlaps = a.intersects(Rect(x: 9, y: 9, width: 5, height: 5))    // true
        let touches = a.intersects(Rect(x: 10, y: 0, width: 5, height: 5))   // false: touching
        #expect(overlaps && !touches)
    }

    @Test("a frame's edges")
    func rect() {
        let frame = Rect(x: 6, y: 6, width: 183, height: 137.25)
        let bottom = frame.maxY          // 143.25
        let below = frame.intersects(Rect(x: 0, y: 143.25, width: 390, height: 844))   // false: edges touch
        #expect(bottom == 143.25 && !below)
    }

    @Test("live edits in one batch")
    func layoutEdits() throws {
        var live = try LiveLayout(ShortestColumn(columns: 2), input: LayoutInput(width: 390, items: DocCommentExamples.sizes(50)))
        try live.apply([
            .deleteItems(at: ElementPath(section: 0, item: 40), count: 2),
            .insertItems([ItemSize(width: 4, height: 3)], at: ElementPath(section: 0, item: 12)),
            .setSize(ItemSize(width: 300, height: 410), at: ElementPath(section: 0, item: 7)),
        ])
        #expect(live.layout.numberOfItems(inSection: 0) == 49)
    }

    @Test("a live layout: append, resize, query")
    func liveLayout() throws {
        let firstPage = DocCommentExamples.sizes(20)
        let nextPage = DocCommentExamples.sizes(20)
        let visibleRect = Rect(x: 0, y: 0, width: 390, height: 844)
        var live = try LiveLayout(ShortestColumn(columns: 2), input: LayoutInput(width: 390, items: firstPage))
        try live.appendItems(nextPage, toSection: 0)                            // O(k): only the new items
        try live.setSize(ItemSize(width: 300, height: 410), ofItemAt: ElementPath(section: 0, item: 7))
        let shown = live.layout.elements(in: visibleRect)
        #expect(live.layout.numberOfItems(inSection: 0) == 40 && !shown.isEmpty)
    }

    @Test("an option declared once, on its property: key, range, per section, summary and default")
    func option() throws {
        struct Grid: OptionDeclaring {
            @Option("columns", range: 1...12, perSection: true, summary: "Columns side by side.")
            public var columns = 2
        }
        #expect(Grid().columns == 2)
        #expect(try Grid(reading: ["columns": 3]).columns == 3)
        let declared = try #require(Grid.declaredOptions.first)
        #expect(Grid.declaredOptions.count == 1)
        #expect([declared.name, declared.defaultDescription, declared.allowed, declared.summary]
                == ["columns", "2", "an integer from 1 to 12", "Columns side by side."])
        #expect(Grid.declaredSectionOptions.map(\.name) == ["columns"])
        #expect(throws: LayoutError.invalidOption(key: "columns", reason: "must be from 1 to 12, got 13")) {
            try Grid(reading: ["columns": 13])
        }
    }

    @Test("a strategy declaring its option once: configuration, validation and section overrides")
    func declaredStrategy() throws {
        #expect(Spaced.options.map(\.name) == ["spacing"] && Spaced.sectionOptions.map(\.name) == ["spacing"])
        let input = LayoutInput(
            width: 100,
            sections: [SectionInput(count: 3), SectionInput(count: 2, options: ["spacing": 1])])
        let layout = try Spaced(options: ["spacing": 4]).prepare(input)
        #expect(layout.allElements.map(\.frame.origin.y) == [0, 14, 28, 38, 49])
        var negative = Spaced()
        negative.spacing = -1
        #expect(throws: LayoutError.invalidOption(key: "spacing", reason: "must be at least 0, got -1")) {
            try negative.prepare(input)
        }
        var bad = input
        bad.sections[1].options = ["spacing": "wide"]
        #expect(
            throws: LayoutError.invalidOption(
                key: "sections[1].spacing", reason: "expected a number of at least 0, got \"wide\"")
        ) {
            try Spaced().prepare(bad)
        }
    }

    // MARK: - TrellisTesting and TrellisTools

    @Test func masonryKeepsTheContract() {
        ConformanceChecker.check(Masonry.self, expectsNonOverlappingItems: true).recordIssues()
    }

    @Test func conforms() {
        ConformanceChecker.check(Masonry.self, expectsNonOverlappingItems: true).recordIssues()
    }

    @Test("a conformance report for a strategy value")
    func conformanceValue() {
        let report = ConformanceChecker(Masonry(columns: 3, tolerance: 40)).run()
        #expect(report.isEmpty)
    }

    @Test("strategies compared on the same items")
    func comparison() throws {
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }
        let comparison = StrategyComparison([
            .init("round-robin", options: ["columns": 3]),
            .init("shortest-column", options: ["columns": 3]),
            .init("masonry", options: ["columns": 3, "tolerance": 40]),
        ])
        let results = try comparison.run(on: LayoutInput(width: 1024, items: SamplePhotos.cycled(count: 5_000)))
        print(StrategyComparison.table(results))
        #expect(results.count == 3 && lines.joined().contains("masonry"))
    }

    @Test("PositionedLayout.write: records a block at a time, the same text as text(_:format:records:)")
    func recordsInBlocks() throws {
        let table = try ItemsDecoder.table(fromCSV: "id,width,height,file\na,640,480,beach.jpg\nb,480,640,dune.jpg\n")
        let layout = try ShortestColumn().prepare(LayoutInput(width: 300, sections: table.sections))
        let positions = PositionedLayout(layout, viewportWidth: 300)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-records-\(UUID()).ndjson")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try PositionedLayout.write([positions], format: .ndjson, records: table.records) { block in
            try handle.write(contentsOf: block)
        }
        try handle.close()
        defer { try? FileManager.default.removeItem(at: url) }
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == PositionedLayout.text([positions], format: .ndjson, records: table.records))
        #expect(written.split(separator: "\n").count == 2)
    }

    @Test("TilePattern: the quilted preset's first repetition")
    func tilePattern() throws {
        let layout = try TilePattern().prepare(LayoutInput(width: 404, sections: [SectionInput(count: 8)]))
        let first = layout.attributesForItem(at: ElementPath(section: 0, item: 0))?.frame   // (0.0, 0.0, 200.0, 200.0)
        let fourth = layout.attributesForItem(at: ElementPath(section: 0, item: 3))?.frame  // (204.0, 102.0, 200.0, 98.0)
        let size = layout.contentSize                                                  // 404.0 × 404.0
        #expect(first == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(fourth == Rect(x: 204, y: 102, width: 200, height: 98))
        #expect(size == Size(width: 404, height: 404))
    }

    @Test("a table of items with ids and extra columns")
    func records() throws {
        let table = try ItemsDecoder.table(fromCSV: "id,width,height,file\na,640,480,beach.jpg\n")
        let columns = table.records.columns         // ["file"]
        let id = table.records.record(at: 0).id     // .string("a")
        #expect(columns == ["file"])
        #expect(id == .string("a"))
    }

    @Test("sections read from a CSV file")
    func csvFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("doc-photos-\(UUID()).csv").path
        try "width,height\n640,480\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let sections = try ItemsDecoder.sections(contentsOfFile: path)
        let layout = try Configuration(strategy: "shortest-column", width: 390).prepare(sections)
        #expect(layout.numberOfItems(inSection: 0) == 1)
    }

    @Test("a JSON value parsed and read")
    func jsonValue() throws {
        let value = try JSONValue(parsing: #"{"strategy": "mosaic", "width": 390}"#)
        let width = value["width"]          // .number(390)
        #expect(width == .number(390))
    }

    @Test("a layout page by page with a state")
    func pages() throws {
        let configuration = Configuration(strategy: "shortest-column", width: 390)
        let pages = try (0..<3).map { page in
            try ItemsDecoder.table(fromCSV: "id,width,height\n" + (0..<5).map { "p\(page)-\($0),640,480\n" }.joined())
        }
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }
        var state: LayoutState?
        for page in pages {
            let laidOut = try LayoutState.layOutPage(page, after: state, configuration: configuration)
            print(PositionedLayout.text([laidOut.positions], format: .csv, records: laidOut.records))
            state = laidOut.state
        }
        #expect(lines.count == 3)
    }

    @Test("positions snapped to device pixels")
    func positions() throws {
        let configuration = Configuration(strategy: "shortest-column", width: 390)
        let table = try ItemsDecoder.table(fromCSV: "id,width,height\na,640,480\n")
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }
        let layout = try configuration.prepare(table.sections)
        let positions = PositionedLayout(layout, viewportWidth: configuration.width).snapped(scale: 2)
        print(PositionedLayout.text([positions], format: .csv, records: table.records))
        #expect(lines.count == 1)
    }

    @Test("a picture of a layout")
    func picture() throws {
        let layout = try Mosaic().prepare(LayoutInput(width: 390, sections: [SectionInput(count: 10)]))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: url) }
        let picture = LayoutPicture(panels: [.init(title: "mosaic", layout: layout)], visibleLength: 2_000)
        try picture.svg().write(to: url, atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: url, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test("line cells of sample photos")
    func lineCells() {
        let (cells, narrowed) = SamplePhotos.lineCells(SamplePhotos.cycled(count: 100), height: 120, maximumWidth: 390)
        #expect(cells.count == 100 && narrowed >= 0)
    }

    @Test("a seeded generator")
    func seeded() {
        var random = SeededGenerator(seed: 7)
        let width = Double.random(in: 100...2000, using: &random)
        #expect((100...2000).contains(width))
    }

    // MARK: - Strategies

    @Test("flow-line's default item size")
    func flowLine() throws {
        let layout = try FlowLine().prepare(LayoutInput(width: 390, sections: [SectionInput(count: 14)]))
        let second = layout.attributesForItem(at: ElementPath(section: 0, item: 1))?.frame   // (68.0, 0.0, 50.0, 50.0)
        let size = layout.contentSize                                           // 390.0 × 170.0
        #expect(second == Rect(x: 68, y: 0, width: 50, height: 50))
        #expect(size == Size(width: 390, height: 170))
    }

    @Test("justified rows and masonry")
    func rowsAndMasonry() throws {
        let photoSizes = DocCommentExamples.sizes(30)
        let sizes = photoSizes
        do {
            let layout = try JustifiedRows().prepare(LayoutInput(width: 1060, items: photoSizes))
            #expect(layout.numberOfItems(inSection: 0) == 30)
        }
        do {
            let layout = try Masonry(columns: 3, tolerance: 40).prepare(LayoutInput(width: 390, items: sizes))
            #expect(layout.numberOfItems(inSection: 0) == 30)
        }
    }
}

/// The XCTest form of the conformance check the doc comments show.
final class DocCommentConformanceTests: XCTestCase {
    func testMasonryConforms() {
        let report = ConformanceChecker.check(Masonry.self, options: ["columns": 3])
        XCTAssertTrue(report.isEmpty, "\(report)")
    }

    func testReport() {
        let report = ConformanceChecker.check(Masonry.self)
        XCTAssertTrue(report.isEmpty, "\(report)")          // XCTest
        report.recordIssues()                                // Swift Testing
    }
}
