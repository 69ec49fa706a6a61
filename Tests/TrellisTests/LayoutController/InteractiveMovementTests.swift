import Testing
import TrellisTestSupport
import TrellisTools

/// Drag to reorder as `UICollectionView` drives it (interactive movement),
/// replayed by ``UIKitCallSimulator``: the target path for each finger
/// position, the dragged item's attributes under the finger, and the batch
/// move at the end, checked against a full prepare of the moved data.
@Suite("Interactive movement")
struct InteractiveMovementTests {
    /// A measured three-column masonry of 60 items, in one section or two.
    static func gallery(sections: Int = 1) -> UIKitCallSimulator {
        let items = SelfSizingUpdatesTests.items(0..<60, seed: 5)
        let split = sections == 1 ? [items] : [Array(items[..<25]), Array(items[25...])]
        var simulator = UIKitCallSimulator(
            strategy: Masonry(columns: 3), sections: split, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        simulator.reloadData()
        return simulator
    }

    /// The centre of the item with identity `id`.
    static func centre(of id: Int, in simulator: UIKitCallSimulator) throws -> Point {
        let frame = try #require(simulator.frame(ofItem: id))
        return Point(x: frame.midX, y: frame.midY)
    }

    @Test(
        "each finger position: the target of the drop rule from where the drag began, the item centred under the finger"
    )
    func dragFollowsTheFinger() throws {
        var simulator = Self.gallery()
        let before = try #require(simulator.controller.layout)
        let origin = ElementPath(section: 0, item: 2)
        simulator.beginInteractiveMovement(ofItemAt: origin)
        // Over items in other columns and rows, between items, then back over itself.
        var positions = try [7, 11, 0, 13].map { try Self.centre(of: $0, in: simulator) }
        positions += [Point(x: 200, y: 5), Point(x: 20, y: 400), try Self.centre(of: 2, in: simulator)]
        for position in positions {
            let moving = simulator.updateInteractiveMovementTargetPosition(position)
            let attributes = try #require(moving)
            // The drop rule on the layout as it was, counted from the item's place when the drag began.
            let drop = try #require(before.dropTarget(at: position))
            var item = drop.path.item + (drop.side == .after ? 1 : 0)
            if drop.path != origin, origin.item < item { item -= 1 }
            let expected = drop.path == origin ? origin : ElementPath(section: 0, item: item)
            #expect(simulator.movingItem == expected, "at \(position)")
            #expect(attributes.path == expected)
            let frame = try #require(before.attributesForItem(at: origin)?.frame)
            #expect(attributes.frame.size == frame.size)
            #expect(attributes.frame.midX == position.x && attributes.frame.midY == position.y)
            #expect(attributes.zIndex > PreparedLayout.pinnedHeaderZIndex)
            // Nothing moves under the finger until it lifts.
            #expect(simulator.controller.layout?.allElements == before.allElements)
        }
    }

    @Test("lifting the finger moves the item and its measured size: the layout equals a full prepare of the moved data")
    func endAppliesTheMove() throws {
        for sections in [1, 2] {
            var simulator = Self.gallery(sections: sections)
            let origin = ElementPath(section: 0, item: 1)
            let movedID = simulator.sections[0][1].id
            let measuredHeight = try #require(simulator.frame(ofItem: movedID)).height
            let targetID = simulator.sections[sections - 1][sections == 1 ? 9 : 2].id
            simulator.beginInteractiveMovement(ofItemAt: origin)
            _ = simulator.updateInteractiveMovementTargetPosition(try Self.centre(of: 4, in: simulator))
            let drop = try Self.centre(of: targetID, in: simulator)
            _ = simulator.updateInteractiveMovementTargetPosition(drop)
            let target = try #require(simulator.movingItem)
            #expect(target != origin)
            simulator.endInteractiveMovement()
            #expect(simulator.lastError == nil)
            #expect(simulator.controller.interactiveMove == nil)
            #expect(simulator.sections[target.section][target.item].id == movedID)
            #expect(try #require(simulator.frame(ofItem: movedID)).height == measuredHeight)
            try simulator.expectEqualsFullPrepare(by: Masonry(columns: 3))
        }
    }

    @Test("a cancelled drag, or one that ends where it began, leaves the data and the layout as they were")
    func cancelLeavesEverything() throws {
        var simulator = Self.gallery()
        let before = simulator.controller.layout?.allElements
        let ids = simulator.sections.map { $0.map(\.id) }
        simulator.beginInteractiveMovement(ofItemAt: ElementPath(section: 0, item: 3))
        _ = simulator.updateInteractiveMovementTargetPosition(try Self.centre(of: 10, in: simulator))
        simulator.endInteractiveMovement(cancelled: true)
        simulator.beginInteractiveMovement(ofItemAt: ElementPath(section: 0, item: 3))
        _ = simulator.updateInteractiveMovementTargetPosition(try Self.centre(of: 10, in: simulator))
        _ = simulator.updateInteractiveMovementTargetPosition(try Self.centre(of: 3, in: simulator))
        simulator.endInteractiveMovement()
        #expect(simulator.sections.map { $0.map(\.id) } == ids)
        #expect(simulator.controller.layout?.allElements == before)
        #expect(simulator.controller.interactiveMove == nil)
        #expect(
            simulator.controller.attributesForInteractivelyMovingItem(
                at: ElementPath(section: 0, item: 99), position: Point(x: 1, y: 1)) == nil)
        #expect(
            simulator.controller.attributesForInteractivelyMovingItem(
                at: ElementPath(section: 0, item: 0), position: Point(x: .nan, y: 1)) == nil)
    }
}
