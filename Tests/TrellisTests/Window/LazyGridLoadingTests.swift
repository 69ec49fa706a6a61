import Testing
import TrellisTools

/// Infinite scroll in the lazy grid, driven as SwiftUI drives it
/// (``LazyGridSimulator``): the state decides on every update — the data,
/// the viewport, measured cells, the scroll offset, a load that ended — so
/// no load waits for a scroll it does not need.
@Suite("Lazy grid loading")
struct LazyGridLoadingTests {
    /// The grids a feed is shown in: column, masonry and line strategies,
    /// with fixed sizes and with self-sizing cells.
    static let grids: [(strategy: any LayoutStrategy & Sendable, selfSizing: Bool)] = [
        (ShortestColumn(columns: 2), false), (ShortestColumn(columns: 2), true), (Masonry(columns: 3), false),
        (Masonry(columns: 3), true), (FlowLine(), false), (JustifiedRows(targetRowHeight: 120), false),
    ]

    static func grid(_ index: Int, sections: [[FeedItem]]) -> LazyGridSimulator {
        var grid = LazyGridSimulator(sections: sections, selfSizing: grids[index].selfSizing)
        grid.strategy = grids[index].strategy
        return grid
    }

    /// The distance from the visible rect's bottom to the content's end.
    static func remaining(_ grid: LazyGridSimulator) throws -> Double {
        try #require(grid.state.layout?.contentSize.height) - grid.state.visibleRect.maxY
    }

    @Test("a grid that starts empty loads its first page without a scroll", arguments: grids.indices)
    func emptyStart(grid index: Int) throws {
        var grid = Self.grid(index, sections: [[]])
        grid.body()
        #expect(grid.loadsStarted == 1, "the first body of an empty grid asks for the first page")
        grid.body()
        #expect(grid.loadsStarted == 1, "never two at once")
        grid.endLoad(adding: LazyGridSimulator.items(0..<200, seed: 21))
        #expect(grid.loadsStarted == 1, "a full page leaves the end far away")
        #expect(try Self.remaining(grid) > 1000)
        #expect(grid.state.sections[0].items.count == 200)
    }

    @Test("a page that leaves the end within the threshold loads the next without a scroll", arguments: grids.indices)
    func shortPage(grid index: Int) throws {
        var grid = Self.grid(index, sections: [[]])
        grid.body()
        #expect(grid.loadsStarted == 1)
        grid.endLoad(adding: LazyGridSimulator.items(0..<3, seed: 22))
        #expect(try Self.remaining(grid) <= 1000)
        #expect(grid.loadsStarted == 2, "three items leave the end near: the next page, at once")
        grid.endLoad(adding: LazyGridSimulator.items(3..<6, seed: 23))
        #expect(grid.loadsStarted == 3)
        grid.endLoad(adding: LazyGridSimulator.items(6..<300, seed: 24))
        #expect(grid.loadsStarted == 3, "the end is far now")
        #expect(grid.state.visibleRect.minY == 0, "and nothing scrolled")
    }

    @Test(
        "a load that fails is retried after the user scrolls on, then one that succeeds goes on",
        arguments: grids.indices)
    func failingThenSucceeding(grid index: Int) throws {
        var grid = Self.grid(index, sections: [[]])
        grid.body()
        #expect(grid.loadsStarted == 1)
        grid.endLoad(failed: true)
        #expect(grid.loadsStarted == 1, "a failed load is not retried while the view stays still")
        for _ in 0..<5 {
            grid.body()
            grid.scroll(toY: 0)
        }
        #expect(grid.loadsStarted == 1)
        #expect(!grid.state.hasReachedEndOfFeed, "a failure is not the end of the feed")
        // The user pulls at the end: 20 points down and back, then 4 more (retryDistance 44).
        grid.scroll(toY: 20)
        grid.scroll(toY: 0)
        #expect(grid.loadsStarted == 1)
        grid.scroll(toY: 4)
        #expect(grid.loadsStarted == 2, "retried after 44 points of scrolling")
        grid.endLoad(adding: LazyGridSimulator.items(0..<4, seed: 25))
        #expect(grid.loadsStarted == 3, "it brought items and the end is still near: load on")
        grid.endLoad(adding: LazyGridSimulator.items(4..<300, seed: 26))
        #expect(grid.loadsStarted == 3)
    }

    @Test(
        "a load that brings no items is the end of the feed: no more loads until the data changes",
        arguments: grids.indices)
    func endOfFeed(grid index: Int) throws {
        var grid = Self.grid(index, sections: [LazyGridSimulator.items(0..<60, seed: 27)])
        grid.body()
        let end = try #require(grid.state.layout?.contentSize.height) - grid.viewport.height
        grid.scroll(toY: end)
        grid.settle()
        #expect(grid.loadsStarted == 1)
        grid.endLoad()
        #expect(grid.state.hasReachedEndOfFeed)
        // Scrolling at the end, small steps and large, back and forth: nothing is asked.
        let bottom = try #require(grid.state.layout?.contentSize.height) - grid.viewport.height
        for step in 0..<40 {
            grid.scroll(toY: bottom - Double(step % 5) * 30)
            grid.body()
        }
        grid.scroll(toY: bottom - 2000)
        grid.scroll(toY: bottom)
        #expect(grid.loadsStarted == 1, "the feed has ended")
        // The data changes (the app adds items of its own): the loader asks again at the end.
        grid.sections[0] += LazyGridSimulator.items(60..<62, seed: 28)
        grid.body()
        #expect(!grid.state.hasReachedEndOfFeed)
        #expect(grid.loadsStarted == 2)
    }

    @Test("a grid without an end action never asks")
    func noAction() throws {
        var grid = LazyGridSimulator(sections: [[]], selfSizing: false)
        grid.state.loadsAtEnd = false
        grid.body()
        grid.scroll(toY: 0)
        #expect(grid.loadsStarted == 0)
        #expect(!grid.state.loader.isLoading)
    }

    @Test("a load whose items arrive before it ends goes on while the end is near")
    func itemsBeforeTheEnd() throws {
        var grid = LazyGridSimulator(sections: [[]], selfSizing: false)
        grid.body()
        #expect(grid.loadsStarted == 1)
        // The action appends, SwiftUI updates the body, then the action returns.
        grid.sections[0] += LazyGridSimulator.items(0..<2, seed: 29)
        grid.body()
        #expect(grid.loadsStarted == 1, "still running")
        grid.state.finishLoading(.loaded)
        grid.takeLoadRequest()
        #expect(grid.loadsStarted == 2, "it brought items and the end is near")
    }

    /// A load's error, as an end action throws it.
    struct PageError: Error, Equatable {
        var status: Int
    }

    /// The phase's case and, for a failure, the status of its error.
    static func describe(_ phase: EndReachedLoader.Phase) -> String {
        switch phase {
        case .idle: "idle"
        case .loading: "loading"
        case .failed(let error): "failed \((error as? PageError)?.status ?? -1)"
        case .endOfFeed: "end of feed"
        }
    }

    @Test("the loading phase reads loading, failed with its error, idle and the end of feed", arguments: grids.indices)
    func phases(grid index: Int) throws {
        var grid = Self.grid(index, sections: [[]])
        #expect(Self.describe(grid.state.loadingPhase) == "idle", "nothing asked yet")
        grid.body()
        #expect(Self.describe(grid.state.loadingPhase) == "loading")
        grid.state.finishLoading(.failed, error: PageError(status: 503))
        grid.takeLoadRequest()
        #expect(Self.describe(grid.state.loadingPhase) == "failed 503")
        grid.body()
        #expect(Self.describe(grid.state.loadingPhase) == "failed 503", "an update that changes nothing keeps it")
        grid.state.retryLoading()
        grid.takeLoadRequest()
        #expect(Self.describe(grid.state.loadingPhase) == "loading")
        grid.endLoad(adding: LazyGridSimulator.items(0..<300, seed: 30))
        #expect(Self.describe(grid.state.loadingPhase) == "idle", "a page that brought items, the end far away")
        let end = try #require(grid.state.layout?.contentSize.height) - grid.viewport.height
        grid.scroll(toY: end)
        grid.settle()
        #expect(Self.describe(grid.state.loadingPhase) == "loading")
        grid.endLoad()
        #expect(Self.describe(grid.state.loadingPhase) == "end of feed")
        grid.sections[0] += LazyGridSimulator.items(300..<302, seed: 31)
        grid.body()
        #expect(Self.describe(grid.state.loadingPhase) == "loading", "new data: the loader asks again")
    }

    @Test(
        "an empty grid whose first load failed is retried at once by retryLoading, never by itself",
        arguments: grids.indices)
    func retryEmptyGrid(grid index: Int) throws {
        var grid = Self.grid(index, sections: [[]])
        grid.body()
        grid.endLoad(failed: true)
        // Nothing to scroll: the content is empty, so the offset stays 0.
        for _ in 0..<10 {
            grid.scroll(toY: 0)
            grid.body()
        }
        #expect(grid.loadsStarted == 1, "a still, empty grid never retries by itself")
        grid.state.retryLoading()
        grid.takeLoadRequest()
        #expect(grid.loadsStarted == 2, "retried at once")
        grid.state.retryLoading()
        grid.takeLoadRequest()
        #expect(grid.loadsStarted == 2, "never two at once")
        grid.endLoad(adding: LazyGridSimulator.items(0..<300, seed: 32))
        #expect(grid.state.sections[0].items.count == 300)
        #expect(grid.loadsStarted == 2, "the page filled the screen")
    }

    @Test("retryLoading asks again at the end of the feed, and does nothing without an end action")
    func retryAtTheEnd() throws {
        var grid = LazyGridSimulator(sections: [[]], selfSizing: false)
        grid.body()
        grid.endLoad()
        #expect(grid.state.hasReachedEndOfFeed)
        grid.body()
        #expect(grid.loadsStarted == 1)
        grid.state.retryLoading()
        grid.takeLoadRequest()
        #expect(grid.loadsStarted == 2, "the end of the feed asked again")
        var still = LazyGridSimulator(sections: [[]], selfSizing: false)
        still.state.loadsAtEnd = false
        still.body()
        still.state.retryLoading()
        still.takeLoadRequest()
        #expect(still.loadsStarted == 0)
    }
}
