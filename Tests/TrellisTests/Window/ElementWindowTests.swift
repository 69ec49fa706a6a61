import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// The lazy view's window: exactly the elements overlapping its rect (against
/// a linear scan), a size independent of the item count, and scroll steps
/// whose work is bounded by the changes they make, on a million items.
@Suite("Element window")
struct ElementWindowTests {
    /// One layout at two sizes, each prepared once: 1,000,000 items with the
    /// `auto` index and with `linear` (the scan the window is checked
    /// against), and 10,000 items with `auto`.
    struct Fixture: Sendable {
        var name: String
        var large: PreparedLayout?
        var largeLinear: PreparedLayout?
        var small: PreparedLayout?

        init(
            _ name: String, _ strategy: () throws -> any LayoutStrategy, input: (Int) -> LayoutInput,
            pinsHeaders: Bool = false
        ) {
            self.name = name
            // A failure leaves the layout nil; the tests then fail on `#require`.
            func prepare(_ count: Int, _ index: IndexOption) -> PreparedLayout? {
                var layout = try? strategy().prepare(input(count), index: index)
                layout?.pinsHeaders = pinsHeaders
                return layout
            }
            large = prepare(1_000_000, .auto)
            largeLinear = prepare(1_000_000, .linear)
            small = prepare(10_000, .auto)
        }
    }

    static let viewport = Size(width: 390, height: 844)

    /// Photo sizes in one section.
    static func photos(_ count: Int) -> LayoutInput {
        LayoutInput(width: viewport.width, height: viewport.height, items: SamplePhotos.cycled(count: count))
    }

    /// Photo sizes scaled to 120-point-tall cells (flow-line uses sizes as they are).
    static func cells(_ count: Int) -> LayoutInput {
        let sizes = SamplePhotos.cycled(count: count).map { size in
            ItemSize(width: 120 * (size.width ?? 120) / size.height, height: 120)
        }
        return LayoutInput(width: viewport.width, height: viewport.height, items: sizes)
    }

    /// Photo sizes in sections of 1,000 items.
    static func sectioned(_ count: Int) -> LayoutInput {
        let sizes = SamplePhotos.cycled(count: count)
        let sections = stride(from: 0, to: count, by: 1000).map { start in
            SectionInput(items: Array(sizes[start..<Swift.min(count, start + 1000)]))
        }
        return LayoutInput(width: viewport.width, height: viewport.height, sections: sections)
    }

    static let fixtures: [Fixture] = [
        Fixture("shortest-column", { ShortestColumn(columns: 3) }, input: photos),
        Fixture(
            "flow-line", { try FlowLine(options: ["minimumInteritemSpacing": 4, "minimumLineSpacing": 4]) },
            input: cells),
        Fixture(
            "masonry, pinned headers, 1,000 sections",
            {
                try Masonry(options: [
                    "columns": 3, "headerReferenceSize": [390, 44], "footerReferenceSize": [390, 20],
                ])
            }, input: sectioned, pinsHeaders: true),
    ]

    /// A scroll across the whole content: runs of small steps (a drag, a
    /// fling) of seeded lengths in both directions, separated by jumps
    /// anywhere (a scroll-to-top, a scrubber).
    static func scroll(over layout: PreparedLayout, steps: Int, seed: UInt64) -> [Rect] {
        var random = SeededGenerator(seed: seed)
        let lastTop = Swift.max(0, layout.contentSize.height - viewport.height)
        var y = 0.0
        var rects: [Rect] = []
        while rects.count < steps {
            let direction = Bool.random(using: &random) ? 1.0 : -1.0
            let stepLength = [3.0, 16, 50, 200, 900][Int.random(in: 0...4, using: &random)]
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                y = Swift.min(
                    Swift.max(0, y + direction * stepLength * Double.random(in: 0.5...1, using: &random)),
                    lastTop)
                rects.append(Rect(x: 0, y: y, width: viewport.width, height: viewport.height))
            }
            y = Double.random(in: 0...lastTop, using: &random)
        }
        return rects
    }

    // MARK: - Exactness

    @Test(
        "the window holds exactly the elements overlapping its rect (as the linear scan finds them), and its rect holds the visible rect grown by the minimum overscan",
        arguments: 0..<3)
    func exactAgainstLinearScan(fixtureIndex: Int) throws {
        let fixture = Self.fixtures[fixtureIndex]
        let layout = try #require(fixture.large)
        let linear = try #require(fixture.largeLinear)
        #expect(layout.elementCount >= 1_000_000, "\(fixture.name)")
        var window = ElementWindow(overscan: 800, minimumOverscan: 200)
        let rects = Self.scroll(over: layout, steps: 600, seed: 7 &+ UInt64(fixtureIndex))
        window.reset(to: rects[0], in: layout)
        for (step, visible) in rects.enumerated() {
            window.scroll(to: visible, in: layout)
            guard let rect = window.rect else {
                Issue.record("no window rect")
                return
            }
            // The band: everything within the minimum overscan of the visible rect is in the window's rect.
            #expect(
                rect.minY <= visible.minY - 200 && rect.maxY >= visible.maxY + 200 && rect.height == 844 + 1600,
                "\(fixture.name) step \(step)")
            // A linear scan costs milliseconds at a million items: check every 15th step and the last.
            guard step % 15 == 0 || step == rects.count - 1 else { continue }
            let expected =
                layout.pinsHeaders
                ? linear.elements(in: rect, pinningHeadersTo: visible)
                : linear.elements(in: rect, pinningHeaders: false)
            #expect(window.elements == expected, "\(fixture.name) step \(step) visible \(visible)")
            #expect(window.count == expected.count)
        }
    }

    @Test(
        "every built-in strategy, both axes and directions, with and without pinned headers: the window after each step equals the scan of its rect",
        arguments: 0..<6)
    func everyStrategyMatchesScan(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x3141 &+ seed)
        for type in StrategyRegistry.builtIn.strategies {
            for horizontal in [false, true] {
                let options = QueryFixtures.options(for: type, using: &random, horizontal: horizontal, headers: true)
                guard let strategy = try? StrategyRegistry.builtIn.makeStrategy(named: type.name, options: options)
                else {
                    continue
                }
                for direction in ReadingDirection.allCases {
                    var input = QueryFixtures.input(using: &random, direction: direction)
                    input.height = input.height ?? 600
                    var layout = try strategy.prepare(input, index: .auto)
                    var linear = try strategy.prepare(input, index: .linear)
                    layout.pinsHeaders = Bool.random(using: &random)
                    linear.pinsHeaders = layout.pinsHeaders
                    let isHorizontal = layout.scrollAxis == .horizontal
                    let length = isHorizontal ? layout.contentSize.width : layout.contentSize.height
                    let visibleLength = 300.0
                    func visible(at offset: Double) -> Rect {
                        isHorizontal
                            ? Rect(x: offset, y: 0, width: visibleLength, height: layout.contentSize.height)
                            : Rect(x: 0, y: offset, width: layout.contentSize.width, height: visibleLength)
                    }
                    var window = ElementWindow(
                        overscan: Double.random(in: 0...400, using: &random).rounded(),
                        minimumOverscan: Double.random(in: 0...200, using: &random).rounded())
                    var offset = 0.0
                    window.reset(to: visible(at: offset), in: layout)
                    for _ in 0..<40 {
                        offset =
                            Int.random(in: 0...4, using: &random) == 0
                            ? Double.random(in: -100...length + 100, using: &random)
                            : offset + Double.random(in: -120...120, using: &random)
                        let rect = visible(at: offset)
                        window.scroll(to: rect, in: layout)
                        let area = window.rect ?? .zero
                        let expected =
                            layout.pinsHeaders
                            ? linear.elements(in: area, pinningHeadersTo: rect)
                            : linear.elements(in: area, pinningHeaders: false)
                        #expect(window.elements == expected, "\(type.name) \(options) \(direction) visible \(rect)")
                    }
                }
            }
        }
    }

    // MARK: - Size and cost independent of n

    @Test(
        "the window's size does not depend on the item count: the same scroll over 10,000 and 1,000,000 items",
        arguments: 0..<3)
    func sizeIndependentOfCount(fixtureIndex: Int) throws {
        let fixture = Self.fixtures[fixtureIndex]
        let (smallLayout, largeLayout) = (try #require(fixture.small), try #require(fixture.large))
        func largestWindow(_ layout: PreparedLayout) -> Int {
            var window = ElementWindow()
            var largest = 0
            for visible in Self.scroll(over: layout, steps: 3000, seed: 11) {
                window.scroll(to: visible, in: layout)
                largest = Swift.max(largest, window.count)
            }
            return largest
        }
        let small = largestWindow(smallLayout)
        let large = largestWindow(largeLayout)
        // A window of 2,444 points holds a few dozen photos whatever the count:
        // both maxima are of that order and within a quarter of each other.
        #expect(small > 10 && large > 10, "\(fixture.name): \(small) at 10k, \(large) at 1M")
        #expect(
            large <= small + small / 4 && small <= large + large / 4, "\(fixture.name): \(small) at 10k, \(large) at 1M"
        )
        #expect(large < 400, "\(fixture.name): \(large)")
    }

    @Test(
        "a scroll step examines at most a constant number of elements beyond those it changes, at 10,000 and at 1,000,000 items",
        arguments: 0..<3)
    func stepWorkBoundedByChanges(fixtureIndex: Int) throws {
        let fixture = Self.fixtures[fixtureIndex]
        let layouts = [try #require(fixture.small), try #require(fixture.large)]
        // Beyond its changes, a re-window examines the elements straddling
        // the edges of its strips (at most two per strip: 3 columns, or one
        // flow line of cells at least 30 points wide) and, with pinned
        // headers, the headers reaching the window (sections are 40,000
        // points long: at most two).
        let bound = 2 * 2 * 13 + 2
        for layout in layouts {
            var window = ElementWindow()
            var excess = 0
            var rewindows = 0
            for visible in Self.scroll(over: layout, steps: 3000, seed: 23) {
                let step = window.scroll(to: visible, in: layout)
                excess = Swift.max(excess, step.examined - step.changes)
                if step.rewindowed { rewindows += 1 }
                if !step.rewindowed, !layout.pinsHeaders { #expect(step.examined == 0 && !step.changed) }
            }
            #expect(excess <= bound, "\(fixture.name) at \(layout.elementCount): \(excess)")
            #expect(rewindows > 100, "\(fixture.name): the scroll re-windows often enough to measure")
        }
    }

    // MARK: - Hysteresis, by hand

    @Test("small scrolls keep the window; leaving the band re-windows around the visible rect: worked by hand")
    func hysteresisByHand() throws {
        // One full-width column of 100-point items: item i spans y 100i..<100(i+1).
        let layout = try OneColumn().prepare(
            LayoutInput(
                width: 100,
                items: Array(
                    repeating: ItemSize(width: 100, height: 100),
                    count: 100)))
        var window = ElementWindow(overscan: 300, minimumOverscan: 100)
        func visible(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 100, height: 200) }
        // W = y -300..<500: items 0..4.
        var step = window.reset(to: visible(0), in: layout)
        #expect(window.rect == Rect(x: 0, y: -300, width: 100, height: 800))
        #expect(window.elements.map(\.path.item) == [0, 1, 2, 3, 4] && step.inserted == 5)
        // V grown by 100 is y 100..<400 + ... = 100..<500 at y 200: still inside W.
        step = window.scroll(to: visible(200), in: layout)
        #expect(!step.rewindowed && step.examined == 0 && window.elements.count == 5)
        // At y 201 it reaches 501: re-window to W = -99..<701, items 0..7; 5, 6 and 7 inserted.
        step = window.scroll(to: visible(201), in: layout)
        #expect(step.rewindowed && step.inserted == 3 && step.removed == 0)
        #expect(window.elements.map(\.path.item) == Array(0...7))
        // At y 700, W = 400..<1,200: items 0..3 leave, 8..11 arrive.
        step = window.scroll(to: visible(700), in: layout)
        #expect(step.inserted == 4 && step.removed == 4 && window.elements.map(\.path.item) == Array(4...11))
    }

    // MARK: - Anchor and end of content

    @Test("the first visible item keeps its offset from the top across a width change, within the content")
    func anchorAcrossWidthChange() throws {
        let strategy = ShortestColumn(columns: 3)
        let sizes = SamplePhotos.cycled(count: 2000)
        let narrow = try strategy.prepare(LayoutInput(width: 390, items: sizes))
        let wide = try strategy.prepare(LayoutInput(width: 844, items: sizes))
        let visible = Rect(x: 0, y: 5000, width: 390, height: 844)
        let anchor = try #require(ElementWindow.anchor(in: narrow, visibleRect: visible))
        // The one anchor rule: first in reading order (top edge, then leading edge, then path).
        let first = narrow.elements(in: visible).filter { $0.kind == .item }.min {
            ($0.frame.minY, $0.frame.minX, $0.path) < ($1.frame.minY, $1.frame.minX, $1.path)
        }
        #expect(anchor.path == first?.path)
        #expect(anchor.offset == (first?.frame.minY ?? 0) - 5000)
        let top = try #require(ElementWindow.contentOffset(restoring: anchor, in: wide, visibleLength: 390))
        let frame = try #require(wide.attributesForItem(at: anchor.path)?.frame)
        #expect(abs(frame.minY - top - anchor.offset) < 1e-9)
        // Near the end, the offset is clamped so that the visible rect stays inside the content.
        let last = ScrollAnchor(path: ElementPath(section: 0, item: 1999), offset: 0)
        #expect(
            ElementWindow.contentOffset(restoring: last, in: wide, visibleLength: 390)
                == wide.contentSize.height - 390)
        #expect(
            ElementWindow.contentOffset(
                restoring: ScrollAnchor(
                    path: ElementPath(section: 0, item: 2000),
                    offset: 0), in: wide, visibleLength: 390) == nil)
    }

    @Test("the end-reached trigger fires once within the threshold, and again only after the content grew")
    func endReached() {
        var trigger = EndReachedTrigger(threshold: 500)
        let content = Size(width: 390, height: 10_000)
        func fires(at y: Double, items: Int) -> Bool {
            trigger.update(
                visibleRect: Rect(x: 0, y: y, width: 390, height: 844), contentSize: content, axis: .vertical,
                itemCount: items)
        }
        // 10,000 - (8,600 + 844) = 556 points left: not yet; 500 at 8,656.
        let fired = [
            fires(at: 8600, items: 100), fires(at: 8656, items: 100), fires(at: 9000, items: 100),
            fires(at: 9000, items: 150),
        ]
        #expect(fired == [false, true, false, true])
        // Right to left, horizontal content ends at x = 0.
        var horizontal = EndReachedTrigger(threshold: 100)
        let reached = horizontal.update(
            visibleRect: Rect(x: 80, y: 0, width: 300, height: 500), contentSize: content,
            axis: .horizontal, layoutDirection: .rightToLeft, itemCount: 10)
        #expect(reached)
    }
}
