import Testing
import TrellisTools

@testable import TrellisCore

/// Inserts and deletes edit the live layout's buffers in place: the input's
/// sizes, the frames and the remembered columns move their later entries but
/// are never copied into a new buffer while they have room (an insert past a
/// buffer's capacity copies it whole, the slow outlier of a batch of inserts).
@Suite("Edits in place")
struct EditInPlaceTests {
    /// The address of an array's elements: equal before and after an edit
    /// when the edit moved them within the same buffer.
    static func address<Element>(_ array: [Element]) -> UInt {
        array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    /// The address of a section's sizes in an input.
    static func sizesAddress(_ input: LayoutInput?, section: Int = 0) -> UInt? {
        guard case .sizes(let sizes)? = input?.sections[section].items else { return nil }
        return address(sizes)
    }

    @Test("lanes are recorded in any order: a gap has no lane, a second record replaces the first")
    func laneMemoryRecordsInAnyOrder() {
        var memory = LaneMemory()
        memory.record(2, ofItem: 0, inSection: 1)
        memory.record(1, ofItem: 3, inSection: 1)
        memory.record(0, ofItem: 1, inSection: 1)
        memory.record(4, ofItem: 3, inSection: 1)
        #expect(!memory.isEmpty)
        #expect(memory.lane(ofItem: 0, inSection: 0) == nil)
        #expect((0..<5).map { memory.lane(ofItem: $0, inSection: 1) } == [2, 0, nil, 4, nil])
        memory.record(3, ofItem: 4, inSection: 1)
        #expect(memory.lane(ofItem: 4, inSection: 1) == 3)
    }

    @Test(
        "a live layout inserts an eighth more items and deletes them without copying its frames",
        arguments: [ShortestColumn.name, FlowLine.name, Mosaic.name])
    func framesStayInTheirBuffer(name: String) throws {
        let count = 800
        try Self.checkFramesStay(try StrategyRegistry.builtIn.makeStrategy(named: name, options: [:]), count: count)
    }

    static func checkFramesStay<Strategy: LayoutStrategy>(_ strategy: Strategy, count: Int) throws {
        var live = try LiveLayout(strategy, input: LayoutInput(width: 390, items: SamplePhotos.cycled(count: count)))
        let frames = address(live.layout.storage.frames)
        for step in 0..<(count / 8 / 10) {
            let path = ElementPath(section: 0, item: count / 2 + step * 7)
            try live.insertItems(SamplePhotos.cycled(count: 10), at: path)
            #expect(address(live.layout.storage.frames) == frames, "insert \(step)")
        }
        try live.deleteItems(at: ElementPath(section: 0, item: 10), count: count / 8)
        #expect(address(live.layout.storage.frames) == frames)
        let full = try strategy.prepare(live.input)
        #expect(live.layout.allElements == full.allElements)
    }

    @Test("the UIKit path's batch inserts and deletes edit the input's sizes in place, deferred or not")
    func controllerEditsSizesInPlace() throws {
        for defers in [false, true] {
            var sizes = SamplePhotos.cycled(count: 2_000)
            let source = CollectionDataSource(
                numberOfSections: { 1 }, numberOfItems: { _ in sizes.count }, itemSize: { sizes[$0.item] })
            var controller = CollectionLayoutController(strategy: ShortestColumn(columns: 3))
            controller.defersPlacement = defers
            let view = CollectionViewGeometry(bounds: Rect(x: 0, y: 3_000, width: 390, height: 844))
            controller.prepare(view, dataSource: source)
            let before = try #require(Self.sizesAddress(controller.input))
            for run in 0..<20 {
                let middle = 1_000 + run
                let paths = (middle..<middle + 10).map { ElementPath(section: 0, item: $0) }
                let batch: [CollectionUpdate]
                if run % 2 == 0 {
                    sizes.insert(contentsOf: SamplePhotos.cycled(count: 10), at: middle)
                    batch = paths.map(CollectionUpdate.insertItem)
                } else {
                    sizes.removeSubrange(middle..<middle + 10)
                    batch = paths.map(CollectionUpdate.deleteItem)
                }
                controller.invalidateLayout(with: CollectionInvalidation(dataSourceCounts: true), view)
                controller.prepare(view, dataSource: source)
                controller.prepare(forUpdates: batch, view, dataSource: source)
                #expect(controller.lastError == nil)
                #expect(Self.sizesAddress(controller.input) == before, "defers \(defers), run \(run)")
            }
            controller.place(through: Rect(x: 0, y: 0, width: 390, height: .greatestFiniteMagnitude))
            let full = try controller.strategy.prepare(LayoutInput(width: 390, height: 844, items: sizes))
            #expect(controller.layout?.allElements == full.allElements)
        }
    }
}
