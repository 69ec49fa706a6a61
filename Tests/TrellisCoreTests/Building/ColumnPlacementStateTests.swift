import Testing

@testable import TrellisCore

/// A column placement state holds up to four heights inline and more in an
/// array: both read back what was given, and compare and hash by value.
@Suite("Column placement state")
struct ColumnPlacementStateTests {
    @Test("the heights read back as given, inline or not", arguments: 0...9)
    func heightsReadBack(count: Int) {
        let heights = (0..<count).map { Double($0) * 10.5 + 1 }
        var state = ColumnPlacementState(heights: heights, cursor: 1, itemsStart: 3)
        #expect(state.heights == heights)
        #expect(state.cursor == 1 && state.itemsStart == 3)
        let changed = heights.map { $0 + 0.25 }
        state.heights = changed
        #expect(state.heights == changed)
        #expect(state.cursor == 1 && state.itemsStart == 3)
    }

    @Test("states compare and hash by their heights, cursor and items start", arguments: 0...9)
    func equality(count: Int) {
        let heights = (0..<count).map { Double($0) + 2 }
        let state = ColumnPlacementState(heights: heights, cursor: 0, itemsStart: 1)
        let same = ColumnPlacementState(heights: heights, cursor: 0, itemsStart: 1)
        #expect(state == same)
        #expect(state.hashValue == same.hashValue)
        #expect(state != ColumnPlacementState(heights: heights + [5], cursor: 0, itemsStart: 1))
        #expect(state != ColumnPlacementState(heights: heights, cursor: 1, itemsStart: 1))
        if count > 0 {
            var other = heights
            other[count - 1] += 1
            #expect(state != ColumnPlacementState(heights: other, cursor: 0, itemsStart: 1))
        }
    }

    @Test("a state taken from running columns holds their heights and restores them", arguments: [2, 4, 5, 7])
    func stackRoundTrip(columns: Int) throws {
        var stack = try RunningColumns(width: 300, columns: columns, cellPadding: 2)
        var builder = LayoutBuilder(input: LayoutInput(width: 300, items: []))
        builder.beginSection()
        for item in 0..<(3 * columns) {
            stack.place(ItemSize(width: 100, height: Double(50 + item * 7)), inColumn: item % columns, into: &builder)
        }
        let state = ColumnPlacementState(stack: stack, cursor: 1)
        #expect(state.heights == stack.heights)
        var restored = try RunningColumns(width: 300, columns: columns, cellPadding: 2)
        restored.restore(state)
        #expect(restored.heights == stack.heights)
        #expect(restored.itemsStart == stack.itemsStart)
    }
}
