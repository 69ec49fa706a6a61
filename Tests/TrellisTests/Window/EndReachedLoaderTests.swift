import Testing
import Trellis
import TrellisTools

/// Infinite scroll with a load that can fail: never two loads at once, a
/// retry after the user keeps scrolling, none while the view stays still.
@Suite("End-reached loader")
struct EndReachedLoaderTests {
    static let content = Size(width: 320, height: 5000)

    static func rect(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 320, height: 600) }

    /// One vertical scroll step to `y` over ``content``.
    static func step(_ loader: inout EndReachedLoader, _ y: Double, _ itemCount: Int) -> Bool {
        loader.update(visibleRect: rect(y), contentSize: content, axis: .vertical, itemCount: itemCount)
    }

    @Test("fires within the threshold of the end, not before")
    func threshold() {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 44)
        #expect(!Self.step(&loader, 3399, 10))
        #expect(Self.step(&loader, 3400, 10))
        #expect(loader.isLoading)
    }

    @Test("never starts a second load while one runs")
    func notTwice() {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 0)
        #expect(Self.step(&loader, 4000, 10))
        for y in stride(from: 4000.0, through: 4400, by: 10) {
            #expect(!Self.step(&loader, y, 10))
        }
        // The content grew while loading: still no second load until this one ends.
        #expect(!Self.step(&loader, 4400, 20))
    }

    @Test("after a failed load it retries once the view scrolls the retry distance, not while it stays still")
    func retry() {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 44)
        #expect(Self.step(&loader, 4400, 10))
        loader.finish(.failed, itemCount: 10)
        for _ in 0..<5 {
            #expect(!Self.step(&loader, 4400, 10))
        }
        // Pulling at the end (a bounce past it) and back: 20 + 20 points, then 4 more.
        #expect(!Self.step(&loader, 4420, 10))
        #expect(!Self.step(&loader, 4400, 10))
        #expect(Self.step(&loader, 4396, 10))
    }

    @Test("after a load that brought items it fires again at the new count without scrolling far")
    func grew() {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 1000)
        #expect(Self.step(&loader, 4400, 10))
        loader.finish(.loaded, itemCount: 20)
        #expect(Self.step(&loader, 4401, 20))
    }

    @Test("a load whose items arrive after it ended goes on once they are counted")
    func itemsAfterTheEnd() {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 0)
        #expect(Self.step(&loader, 4400, 10))
        loader.finish(.loaded, itemCount: 10)  // the view has not seen the items yet
        #expect(!Self.step(&loader, 4400, 10))
        #expect(Self.step(&loader, 4400, 20))
    }

    @Test("a load that brought nothing ends the feed, however far the user scrolls, until the count changes")
    func endOfFeed() {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 10)
        #expect(Self.step(&loader, 4400, 10))
        loader.finish(.loaded, itemCount: 10)
        #expect(loader.hasReachedEndOfFeed(itemCount: 10))
        for y in stride(from: 4400.0, through: 3000, by: -100) {
            #expect(!Self.step(&loader, y, 10))
        }
        #expect(!Self.step(&loader, 4400, 10))
        #expect(!loader.hasReachedEndOfFeed(itemCount: 11))
        #expect(Self.step(&loader, 4400, 11))
    }

    @Test("finishing when no load runs changes nothing")
    func finishWithoutLoad() {
        var loader = EndReachedLoader()
        loader.finish(.failed, itemCount: 3)
        #expect(loader.lastOutcome == nil)
        #expect(Self.step(&loader, 4400, 3))
    }

    @Test("right-to-left horizontal content ends at x = 0")
    func rightToLeft() {
        var loader = EndReachedLoader(threshold: 100)
        let size = Size(width: 5000, height: 300)
        let far = Rect(x: 3000, y: 0, width: 320, height: 300)
        let near = Rect(x: 50, y: 0, width: 320, height: 300)
        let farFired = loader.update(
            visibleRect: far, contentSize: size, axis: .horizontal, layoutDirection: .rightToLeft, itemCount: 1)
        #expect(!farFired)
        let nearFired = loader.update(
            visibleRect: near, contentSize: size, axis: .horizontal, layoutDirection: .rightToLeft, itemCount: 1)
        #expect(nearFired)
    }

    @Test("negative or non-finite settings are clamped to 0", arguments: [-5.0, .nan, .infinity, -.infinity])
    func clamp(value: Double) {
        let loader = EndReachedLoader(threshold: value, retryDistance: value)
        #expect(loader.threshold == 0)
        #expect(loader.retryDistance == 0)
    }

    @Test(
        "a seeded random scroll session never overlaps loads, never stalls before the feed's end, never asks after it",
        arguments: 0..<16)
    func randomSession(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var loader = EndReachedLoader(threshold: 500, retryDistance: 30)
        var items = 10
        var running = false
        var ended = false  // a load brought nothing: the feed has ended until the count changes
        var y = 0.0
        var stalledSteps = 0
        for _ in 0..<2000 {
            let height = Double(items) * 100
            y = Swift.min(
                Swift.max(0, y + Double.random(in: -40...120, using: &random)), Swift.max(0, height - 600) + 20)
            if ended, Int.random(in: 0..<100, using: &random) == 0 {
                items += 1  // the app adds an item of its own
                ended = false
            }
            let start = loader.update(
                visibleRect: Self.rect(y), contentSize: Size(width: 320, height: height), axis: .vertical,
                itemCount: items)
            if start {
                #expect(!running, "seed \(seed): two loads at once")
                #expect(!ended, "seed \(seed): asked after the feed ended")
                running = true
            }
            if running, Bool.random(using: &random) {
                running = false
                switch Int.random(in: 0..<10, using: &random) {
                case 0:
                    loader.finish(.loaded, itemCount: items)  // nothing new: the end
                    ended = true
                case 1...4: loader.finish(.failed, itemCount: items)
                default:
                    items += 10
                    loader.finish(.loaded, itemCount: items)
                }
            }
            let atEnd = height - (y + 600) <= 500
            stalledSteps = atEnd && !running && !ended ? stalledSteps + 1 : 0
            #expect(stalledSteps < 200, "seed \(seed): stuck at the end without a retry")
        }
    }

    struct Timeout: Error {}

    @Test("a failed load's error is kept until the next load; loaders equal but for it are equal")
    func failureError() throws {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 44)
        #expect(Self.step(&loader, 4400, 10))
        if case .loading = loader.phase(itemCount: 10) {} else { Issue.record("expected loading") }
        var plain = loader
        loader.finish(.failed, itemCount: 10, error: Timeout())
        plain.finish(.failed, itemCount: 10)
        guard case .failed(let error) = loader.phase(itemCount: 10) else {
            Issue.record("expected failed")
            return
        }
        #expect(error is Timeout)
        guard case .failed(nil) = plain.phase(itemCount: 10) else {
            Issue.record("expected failed without an error")
            return
        }
        #expect(loader == plain && loader.hashValue == plain.hashValue)
        #expect(!Self.step(&loader, 4400, 10), "not retried while still")
        loader.retry()
        #expect(Self.step(&loader, 4400, 10), "retried at once")
        #expect(loader.lastError is Timeout, "kept while the retry runs")
        loader.finish(.loaded, itemCount: 20)
        #expect(loader.lastError == nil)
        if case .idle = loader.phase(itemCount: 20) {} else { Issue.record("expected idle") }
    }

    @Test("retry does nothing while a load runs, and is used once")
    func retryOnce() {
        var loader = EndReachedLoader(threshold: 1000, retryDistance: 1000)
        #expect(Self.step(&loader, 4400, 10))
        loader.retry()
        #expect(!loader.isRetryRequested)
        loader.finish(.failed, itemCount: 10)
        loader.retry()
        #expect(Self.step(&loader, 4400, 10))
        loader.finish(.failed, itemCount: 10)
        #expect(!Self.step(&loader, 4400, 10), "the retry was used: the distance rule again")
    }
}
