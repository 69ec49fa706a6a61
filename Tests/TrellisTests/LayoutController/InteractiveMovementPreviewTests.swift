import Testing
import TrellisTestSupport
import TrellisTools

/// While a finger drags an item, UIKit re-indexes the displaced cells at
/// every new target and asks the layout for their frames by their new paths.
/// At every target the drag passes, the controller must answer with the
/// layout the drop would make: a full prepare of the data with the item
/// moved to that target (its measured size with it). Only the dragged item's
/// own frame differs: it follows the finger.
@Suite("Interactive movement: the layout at every target")
struct InteractiveMovementPreviewTests {
    /// The data source's input with the measured sizes in place of the
    /// estimates, and the item at `origin` moved to `target`.
    static func movedInput(_ simulator: UIKitCallSimulator, from origin: ElementPath, to target: ElementPath)
        -> LayoutInput
    {
        var input = simulator.dataSourceInput
        for (path, size) in simulator.controller.measuredSizes {
            guard case .sizes(var sizes) = input.sections[path.section].items else { continue }
            sizes[path.item] = size
            input.sections[path.section].items = .sizes(sizes)
        }
        guard case .sizes(var from) = input.sections[origin.section].items else { return input }
        let size = from.remove(at: origin.item)
        input.sections[origin.section].items = .sizes(from)
        guard case .sizes(var to) = input.sections[target.section].items else { return input }
        to.insert(size, at: target.item)
        input.sections[target.section].items = .sizes(to)
        return input
    }

    /// Every element but the dragged item's, with its frame.
    static func frames(_ elements: [LayoutAttributes], without target: ElementPath) -> [LayoutAttributes] {
        elements.filter { !($0.kind == .item && $0.path == target) }
    }

    @Test(
        "at every target of a drag, every other element is where a full prepare of the moved data puts it",
        arguments: [(1, 2), (1, 17), (2, 3), (2, 30)])
    func everyTargetEqualsTheMovedLayout(sections: Int, dragged: Int) throws {
        var simulator = InteractiveMovementTests.gallery(sections: sections)
        let original = try #require(simulator.controller.layout)
        let origin =
            dragged < simulator.sections[0].count
            ? ElementPath(section: 0, item: dragged)
            : ElementPath(section: 1, item: dragged - simulator.sections[0].count)
        simulator.beginInteractiveMovement(ofItemAt: origin)
        var targets: Set<ElementPath> = []
        // The finger sweeps the content: across every column, down and back up.
        let height = Swift.min(original.contentSize.height, 2_400)
        var positions: [Point] = []
        for y in stride(from: 10.0, through: height, by: 70) {
            positions += stride(from: 15.0, through: 380, by: 60).map { Point(x: $0, y: y) }
        }
        positions += positions.reversed()
        for position in positions {
            _ = simulator.updateInteractiveMovementTargetPosition(position)
            let target = try #require(simulator.movingItem)
            targets.insert(target)
            let expected = try Masonry(columns: 3).prepare(Self.movedInput(simulator, from: origin, to: target))
            let controller = simulator.controller
            let context = Comment(rawValue: "dragging \(origin) at \(position), target \(target)")
            #expect(controller.contentSize == expected.contentSize, context)
            let everything = Rect(x: 0, y: 0, width: 390, height: expected.contentSize.height + 1)
            #expect(
                Self.frames(controller.elements(in: everything, visibleRect: simulator.bounds), without: target)
                    == Self.frames(expected.allElements, without: target), context)
            for section in 0..<expected.numberOfSections {
                for item in 0..<expected.numberOfItems(inSection: section) {
                    let path = ElementPath(section: section, item: item)
                    guard path != target else { continue }
                    #expect(
                        controller.attributesForItem(at: path) == expected.attributesForItem(at: path), context)
                }
                for kind in [ElementKind.header, .footer] {
                    #expect(
                        controller.attributesForSupplementaryElement(
                            ofKind: kind, inSection: section, visibleRect: simulator.bounds)
                            == expected.attributesForSupplementaryElement(ofKind: kind, inSection: section), context)
                }
            }
            // The data's own layout is untouched until the finger lifts.
            #expect(controller.layout?.allElements == original.allElements)
        }
        #expect(targets.count > 5, "the sweep passes several targets")
        // The drop: the batch update lays out the moved data (then visible cells measure themselves).
        simulator.endInteractiveMovement()
        #expect(simulator.lastError == nil)
        try simulator.expectEqualsFullPrepare(by: Masonry(columns: 3))
    }

    @Test("a cancelled drag shows the data's layout again at once")
    func cancel() throws {
        var simulator = InteractiveMovementTests.gallery()
        let original = try #require(simulator.controller.layout)
        simulator.beginInteractiveMovement(ofItemAt: ElementPath(section: 0, item: 0))
        _ = simulator.updateInteractiveMovementTargetPosition(
            try InteractiveMovementTests.centre(of: 7, in: simulator))
        #expect(simulator.controller.presentedLayout?.allElements != original.allElements)
        simulator.endInteractiveMovement(cancelled: true)
        #expect(simulator.controller.presentedLayout?.allElements == original.allElements)
        #expect(
            simulator.controller.elements(in: simulator.bounds, visibleRect: simulator.bounds)
                == original.elements(in: simulator.bounds))
    }
}
