import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Right-to-left layout: every frame mirrored within the content width, for
/// every strategy and index option, with every index still exact and `auto`
/// keeping its ordered index.
@Suite("Layout direction")
struct LayoutDirectionTests {
    @Test("round-robin right to left mirrors the columns: worked by hand")
    func roundRobinByHand() throws {
        let input = LayoutInput(
            width: 200, items: [ItemSize(height: 100), ItemSize(height: 50), ItemSize(height: 70)],
            layoutDirection: .rightToLeft)
        let layout = try RoundRobin(options: ["columns": 2, "cellPadding": 0]).prepare(input)
        #expect(layout.layoutDirection == .rightToLeft)
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 100, y: 0, width: 100, height: 100),
                Rect(x: 0, y: 0, width: 100, height: 50),
                Rect(x: 100, y: 100, width: 100, height: 70),
            ])
        #expect(layout.contentSize == Size(width: 200, height: 170))
        #expect(layout.indexKind == .lanes)
    }

    @Test("horizontal flow-line right to left starts at the right: worked by hand")
    func horizontalFlowLineByHand() throws {
        let strategy = try FlowLine(options: [
            "scrollDirection": "horizontal", "minimumInteritemSpacing": 0,
            "minimumLineSpacing": 0,
        ])
        let items = Array(repeating: ItemSize(width: 50, height: 50), count: 3)
        let ltr = try strategy.prepare(LayoutInput(width: 390, height: 100, items: items))
        #expect(
            ltr.allElements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 0, y: 50, width: 50, height: 50),
                Rect(x: 50, y: 0, width: 50, height: 50),
            ])
        let rtl = try strategy.prepare(
            LayoutInput(width: 390, height: 100, items: items, layoutDirection: .rightToLeft))
        #expect(rtl.contentSize == Size(width: 100, height: 100))
        #expect(
            rtl.allElements.map(\.frame) == [
                Rect(x: 50, y: 0, width: 50, height: 50), Rect(x: 50, y: 50, width: 50, height: 50),
                Rect(x: 0, y: 0, width: 50, height: 50),
            ])
        #expect(rtl.indexKind == .bands)
        #expect(rtl.elements(in: Rect(x: 0, y: 0, width: 40, height: 100)).map(\.path.item) == [2])
    }

    @Test(
        "every built-in, vertical and horizontal: right-to-left frames are the mirror of left-to-right, every index exact",
        arguments: 0..<16)
    func everyStrategyMirrors(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0xD1 &+ seed)
        var checked = 0
        for type in StrategyRegistry.builtIn.strategies {
            for horizontal in [false, true] {
                let options = QueryFixtures.options(
                    for: type, using: &random, horizontal: horizontal,
                    headers: Bool.random(using: &random))
                var input = QueryFixtures.input(using: &random)
                guard let strategy = try? StrategyRegistry.builtIn.makeStrategy(named: type.name, options: options),
                    let ltr = try? strategy.prepare(input, index: .auto)
                else { continue }
                if horizontal, ltr.scrollAxis == .vertical { continue }
                input.layoutDirection = .rightToLeft
                try Self.expectMirror(
                    strategy, input, of: ltr, using: &random, context: "\(type.name) \(options) seed \(seed)")
                checked += 1
            }
        }
        #expect(checked >= StrategyRegistry.builtIn.strategies.count + 1, "flow-line horizontal must be among them")
    }

    @Test("a horizontal strategy with lanes keeps its lane index right to left", arguments: 0..<12)
    func horizontalLanesStayFast(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x1A2E &+ seed)
        var input = QueryFixtures.input(using: &random)
        let strategy = HorizontalRows(rows: Int.random(in: 1...4, using: &random))
        let ltr = try strategy.prepare(input)
        #expect(ltr.indexKind == (input.itemCount > 0 ? .lanes : ltr.indexKind))
        input.layoutDirection = .rightToLeft
        try Self.expectMirror(strategy, input, of: ltr, using: &random, context: "rows seed \(seed)")
    }

    @Test("a configuration reads layoutDirection and rejects anything but the two names")
    func configurationKey() throws {
        let configuration = try Configuration(
            json: #"{"strategy": "round-robin", "width": 200, "layoutDirection": "rightToLeft", "cellPadding": 0}"#)
        #expect(configuration.layoutDirection == .rightToLeft)
        let layout = try configuration.prepare(items: [ItemSize(height: 10)])
        #expect(layout.allElements.map(\.frame) == [Rect(x: 100, y: 0, width: 100, height: 10)])
        let bad = try #require(throws: InputError.self) {
            try Configuration(
                json: #"{"strategy": "mosaic", "width": 390, "layoutDirection": "rtl"}"#, source: "c.json")
        }
        #expect(bad.description == #"c.json: layoutDirection must be one of "leftToRight", "rightToLeft", got "rtl""#)
    }

    // MARK: - Helpers

    /// Prepares `input` (right to left) with every index option and checks
    /// the frames against the mirror of `ltr`, the index kinds against
    /// `ltr`'s, and every index against `linear` on random rects.
    static func expectMirror(
        _ strategy: any LayoutStrategy, _ input: LayoutInput, of ltr: PreparedLayout,
        using random: inout SeededGenerator, context: String
    ) throws {
        let layouts = try QueryFixtures.prepareAll(strategy, input)
        let linear = try #require(layouts[.linear])
        let width = ltr.contentSize.width
        let expected = ltr.allElements.map { element in
            LayoutAttributes(
                kind: element.kind, path: element.path, frame: element.frame.mirroredHorizontally(within: width),
                zIndex: element.zIndex)
        }
        for (option, layout) in layouts {
            #expect(layout.contentSize == ltr.contentSize, "\(context) \(option)")
            #expect(layout.allElements == expected, "\(context) \(option)")
        }
        // `auto` keeps the ordered index the left-to-right layout has: no silent fallback.
        #expect(layouts[.auto]?.indexKind == ltr.indexKind, "\(context)")
        let frames = expected.map(\.frame)
        for _ in 0..<60 {
            let rect = QueryFixtures.rect(near: frames, content: linear.contentSize, using: &random)
            let truth = linear.elements(in: rect)
            #expect(truth == expected.filter { $0.frame.intersects(rect) }, "\(context) linear \(rect)")
            for option in [IndexOption.auto, .rtree] {
                #expect(layouts[option]?.elements(in: rect) == truth, "\(context) \(option) \(rect)")
            }
        }
    }
}
