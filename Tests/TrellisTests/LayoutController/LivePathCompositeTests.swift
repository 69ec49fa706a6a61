import Testing
import TrellisTestSupport
import TrellisTools

/// The live path's rules hold for a composite (a strategy per section) with
/// section backgrounds, in every order of UIKit's calls, in both reading directions.
@Suite("The live path of a composite")
struct LivePathCompositeTests {
    @Test(
        "self-sizing passes and batches above the first visible item keep it in place and equal a full prepare",
        arguments: 0..<LivePathTests.orders.count)
    func composite(o: Int) throws {
        let strategy = CompositeStrategy([FlowLine(), Masonry(columns: 3)], otherwise: JustifiedRows())
        var simulator = UIKitCallSimulator(
            strategy: strategy,
            sections: [
                LivePathTests.items(0..<100, seed: 1), LivePathTests.items(100..<400, seed: 2),
                LivePathTests.items(400..<700, seed: 3),
            ],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.order = LivePathTests.orders[o]
        // Right to left in every other order.
        simulator.layoutDirection = o % 2 == 0 ? .leftToRight : .rightToLeft
        simulator.sectionBackground = Insets(top: 8, left: 4, bottom: 8, right: 4)
        simulator.reloadData()
        var random = SeededGenerator(seed: UInt64(o))
        var next = 5_000
        for step in 0..<10 {
            simulator.bounds.origin.y = Double.random(in: 1_000...20_000, using: &random).rounded()
            // The item held from the first pass after the scroll, through every later pass and the batch.
            if let first = simulator.keptItem(), let seen = simulator.screenPosition(of: first) {
                for _ in 0..<4 {
                    if simulator.selfSizingPass() == 0 { break }
                    let now = try #require(simulator.screenPosition(of: first))
                    #expect(abs(now - seen) <= 0.5, "pass step \(step)")
                }
            }
            guard let first = simulator.keptItem(), let seen = simulator.screenPosition(of: first) else {
                continue
            }
            let anchor = try #require(simulator.keptAnchor()).path
            var sections = simulator.sections
            // One item deleted and two inserted before the first visible item.
            let section = Int.random(in: 0...anchor.section, using: &random)
            let limit = section == anchor.section ? anchor.item : sections[section].count
            guard limit > 0 else { continue }
            let deleted = Int.random(in: 0..<limit, using: &random)
            sections[section].remove(at: deleted)
            sections[section].insert(contentsOf: LivePathTests.items(next..<next + 2, seed: UInt64(next)), at: 0)
            next += 2
            simulator.performBatchUpdates(
                [
                    .deleteItem(ElementPath(section: section, item: deleted)),
                    .insertItem(ElementPath(section: section, item: 0)),
                    .insertItem(ElementPath(section: section, item: 1)),
                ], sizingCells: false
            ) { $0 = sections }
            #expect(simulator.lastError == nil)
            let now = try #require(simulator.screenPosition(of: first))
            #expect(abs(now - seen) <= 0.5, "batch step \(step)")
            try simulator.expectEqualsFullPrepare(by: strategy, "step \(step)")
        }
    }

    @Test("a section given by count whose cells measured themselves takes each strategy's size by count as it moves")
    func countSectionMovedToOtherStrategies() throws {
        // Section 1 (masonry's) is given by count; its cells on screen measure themselves, so the
        // controller lists its sizes: its other items are masonry's squares. Moved to flow-line's
        // index, they are flow-line's 50 × 50; to the fallback's, shortest-column's squares.
        let strategy = CompositeStrategy([FlowLine(), Masonry(columns: 3)], otherwise: ShortestColumn(columns: 2))
        let byCount = (0..<40).map {
            UIKitCallSimulator.Item(id: 1_000 + $0, estimate: nil, trueLength: Double(60 + $0 * 37 % 200))
        }
        var simulator = UIKitCallSimulator(
            strategy: strategy,
            sections: [LivePathTests.items(0..<30, seed: 1), byCount, LivePathTests.items(30..<60, seed: 2)],
            bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.reloadData()
        let section1 = try #require(simulator.controller.attributesForItem(at: ElementPath(section: 1, item: 0)))
        simulator.scroll(to: Point(x: 0, y: section1.frame.minY))
        #expect(simulator.controller.measuredSizes.keys.contains { $0.section == 1 })
        let steps: [(String, [CollectionUpdate], (inout [[UIKitCallSimulator.Item]]) -> Void)] = [
            ("moved to flow-line's index", [.moveSection(from: 1, to: 0)], { $0.insert($0.remove(at: 1), at: 0) }),
            (
                "shifted to masonry's by an insert", [.insertSection(0)],
                { $0.insert(LivePathTests.items(60..<70, seed: 3), at: 0) }
            ),
            ("shifted back to flow-line's by a delete", [.deleteSection(0)], { $0.remove(at: 0) }),
            ("moved to the fallback's index", [.moveSection(from: 0, to: 2)], { $0.append($0.remove(at: 0)) }),
        ]
        for (words, updates, edit) in steps {
            simulator.performBatchUpdates(updates, sizingCells: false, editing: edit)
            #expect(simulator.lastError == nil, "\(words)")
            try simulator.expectEqualsFullPrepare(by: strategy, "\(words)")
        }
    }
}
