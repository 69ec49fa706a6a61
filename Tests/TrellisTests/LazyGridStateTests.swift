import Testing
import TrellisTools

/// The lazy grid's decisions without SwiftUI: appends through the live
/// layout, a width change that keeps the first visible item, the end-reached hook.
@Suite("Lazy grid state")
struct LazyGridStateTests {
    static func signature(_ count: Int) -> [LazyGridState.SectionSignature] {
        [
            LazyGridState.SectionSignature(
                id: 0, count: count, first: count > 0 ? 0 : nil,
                last: count > 0 ? AnyHashable(count - 1) : nil)
        ]
    }

    @discardableResult
    static func update(_ state: inout LazyGridState, count: Int, width: Double = 390) -> Bool {
        state.update(
            strategyKey: "shortest-column",
            makeController: { CollectionLayoutController(strategy: ShortestColumn(columns: 3)) },
            signature: signature(count),
            input: { LayoutInput(width: 1, items: SamplePhotos.cycled(count: count)) },
            viewport: Size(width: width, height: 844), layoutDirection: .leftToRight)
    }

    @Test("appended items go through the live layout; an unchanged signature reads nothing and changes nothing")
    func appends() throws {
        var state = LazyGridState()
        #expect(Self.update(&state, count: 1000))
        #expect(state.lastChange == .full)
        #expect(!Self.update(&state, count: 1000))
        #expect(state.lastChange == .none)
        #expect(Self.update(&state, count: 1500))
        #expect(state.lastChange == .appended((1000..<1500).map { ElementPath(section: 0, item: $0) }))
        let layout = try #require(state.layout)
        #expect(layout.numberOfItems(inSection: 0) == 1500)
        #expect(state.window.count > 0 && state.window.rect?.height == 844 + 1600)
    }

    @Test("a width change scrolls so that the first visible item keeps its offset from the top")
    func widthChangeKeepsAnchor() throws {
        var state = LazyGridState()
        Self.update(&state, count: 2000)
        _ = state.scroll(to: Point(x: 0, y: 6000), itemCount: 2000)
        let narrow = try #require(state.layout)
        let anchor = try #require(ElementWindow.anchor(in: narrow, visibleRect: state.visibleRect))
        #expect(Self.update(&state, count: 2000, width: 700))
        #expect(state.lastChange == .viewport)
        let offset = try #require(state.pendingOffset)
        let frame = try #require(state.layout?.attributesForItem(at: anchor.path)?.frame)
        #expect(abs(frame.minY - offset - anchor.offset) < 1e-9)
        // Reaching the offset clears it; nothing is pending without a width change.
        _ = state.scroll(to: Point(x: 0, y: offset), itemCount: 2000)
        #expect(state.pendingOffset == nil)
    }

    @Test("the end-reached hook fires near the end, once per item count")
    func endReached() throws {
        var state = LazyGridState(trigger: EndReachedTrigger(threshold: 1000))
        Self.update(&state, count: 300)
        let height = try #require(state.layout?.contentSize.height)
        #expect(!state.scroll(to: Point(x: 0, y: 0), itemCount: 300).endReached)
        #expect(state.scroll(to: Point(x: 0, y: height - 844 - 900), itemCount: 300).endReached)
        #expect(!state.scroll(to: Point(x: 0, y: height - 844), itemCount: 300).endReached)
    }
}
