import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Scroll-position anchoring: the first visible item stays where it is on
/// screen when items before it change size, are inserted or deleted, or the
/// width changes — for every built-in strategy, both reading directions, and
/// flow-line scrolling horizontally.
@Suite("Scroll anchoring")
struct ScrollAnchoringTests {
    /// A layout to anchor in: a registered strategy, its scroll axis and reading direction.
    struct Subject: Sendable, CustomTestStringConvertible {
        var strategy: String
        var horizontal: Bool
        var direction: ReadingDirection
        var testDescription: String { "\(strategy) \(horizontal ? "horizontal" : "vertical") \(direction)" }
    }

    static let subjects: [Subject] =
        StrategyRegistry.builtIn.names.flatMap { name in
            [ReadingDirection.leftToRight, .rightToLeft].map {
                Subject(strategy: name, horizontal: false, direction: $0)
            }
        }
        + [ReadingDirection.leftToRight, .rightToLeft].map {
            Subject(strategy: "flow-line", horizontal: true, direction: $0)
        }

    /// A phone's insets: a navigation bar above, the home indicator below.
    static let inset = Insets(top: 91, left: 0, bottom: 34, right: 0)

    /// Three sections of 200 bundled photo sizes each.
    static let sections: [[ItemSize]] = (0..<3).map { section in
        Array(SamplePhotos.cycled(count: 600)[(section * 200)..<(section * 200 + 200)])
    }

    /// A laid-out controller for `subject` in `boundsSize`, with the bounds halfway through the content.
    static func fixture(_ subject: Subject, boundsSize: Size = Size(width: 390, height: 844))
        throws -> (controller: CollectionLayoutController, input: LayoutInput, bounds: Rect)
    {
        let options: OptionValues = subject.horizontal ? ["scrollDirection": "horizontal"] : [:]
        var controller = try CollectionLayoutController(
            strategy: StrategyRegistry.builtIn.makeStrategy(named: subject.strategy, options: options))
        let viewport = CollectionLayoutController.viewport(boundsSize: boundsSize, contentInset: inset)
        let input = LayoutInput(
            width: viewport.width, height: viewport.height,
            sections: sections.map { SectionInput(items: $0) }, layoutDirection: subject.direction)
        try controller.update(to: input)
        let content = controller.contentSize
        let origin =
            subject.horizontal ? Point(x: content.width / 2, y: -inset.top) : Point(x: 0, y: content.height / 2)
        return (controller, input, Rect(origin: origin, size: boundsSize))
    }

    /// A rect's extent along the scroll axis, in positions that grow towards the content's end.
    static func span(_ rect: Rect, in layout: PreparedLayout) -> ClosedRange<Double> {
        switch (layout.scrollAxis, layout.layoutDirection) {
        case (.vertical, _): rect.minY...rect.maxY
        case (.horizontal, .leftToRight): rect.minX...rect.maxX
        case (.horizontal, .rightToLeft): -rect.maxX...(-rect.minX)
        }
    }

    /// Where the item at `path` starts relative to the visible rect of `bounds` moved by `adjustment`.
    static func offset(
        of path: ElementPath, in controller: CollectionLayoutController, bounds: Rect,
        adjustment: Point = .zero, trailing: Bool = false
    ) throws -> Double {
        let layout = try #require(controller.layout)
        let frame = try #require(controller.attributesForItem(at: path)).frame
        let moved = Rect(
            x: bounds.minX + adjustment.x, y: bounds.minY + adjustment.y,
            width: bounds.width, height: bounds.height)
        let visible = CollectionLayoutController.visibleRect(bounds: moved, contentInset: inset)
        let edge = trailing ? span(frame, in: layout).upperBound : span(frame, in: layout).lowerBound
        return edge - span(visible, in: layout).lowerBound
    }

    /// The offset anchoring keeps: the trailing edge's for an anchor that
    /// straddled the leading edge (it grows upward), else the leading edge's.
    static func keptOffset(of anchor: ScrollAnchor, byTrailingEdge: Bool) -> Double {
        guard byTrailingEdge, let trailing = anchor.trailingEdge else { return anchor.offset }
        return trailing - anchor.visibleEdge
    }

    /// The items of `section` a change reports deleted, as one run of old indices.
    static func deletedRun(_ change: LayoutChange, section: Int) -> Range<Int>? {
        guard case .deleted(let paths) = change else { return nil }
        let items = paths.filter { $0.section == section }.map(\.item)
        guard let first = items.first, let last = items.last else { return nil }
        return first..<last + 1
    }

    /// Whether every item of `section` in `items` lies wholly before the visible rect of `bounds`.
    static func before(
        _ items: Range<Int>, section: Int, in controller: CollectionLayoutController,
        bounds: Rect
    ) throws -> Bool {
        let layout = try #require(controller.layout)
        let visible = span(CollectionLayoutController.visibleRect(bounds: bounds, contentInset: inset), in: layout)
        return try items.allSatisfy { item in
            let frame = try #require(controller.attributesForItem(at: ElementPath(section: section, item: item))).frame
            return span(frame, in: layout).upperBound < visible.lowerBound
        }
    }

    // MARK: - The anchor

    @Test(
        "the anchor is the visible item first in reading order, at its offset from the leading edge",
        arguments: subjects)
    func anchorIsFirstVisibleItem(subject: Subject) throws {
        let (controller, _, bounds) = try Self.fixture(subject)
        let layout = try #require(controller.layout)
        let visible = CollectionLayoutController.visibleRect(bounds: bounds, contentInset: Self.inset)
        let anchor = try #require(controller.scrollAnchor(in: visible))
        let items = layout.allElements.filter { $0.kind == .item && $0.frame.intersects(visible) }
        let anchored = try #require(items.first { $0.path == anchor.path })
        let lead = Self.span(anchored.frame, in: layout).lowerBound
        // No visible item starts before it along the scroll axis.
        #expect(items.allSatisfy { Self.span($0.frame, in: layout).lowerBound >= lead })
        #expect(anchor.offset == lead - Self.span(visible, in: layout).lowerBound)
        #expect(controller.scrollAnchor(in: Rect(x: -1e5, y: -1e5, width: 10, height: 10)) == nil)
    }

    // MARK: - Keeping it in place

    /// A change made to the fixture, and where the anchored item is after it.
    enum Edit: CaseIterable {
        case selfSizing, insert, delete, deleteAnchor, rotate
    }

    @Test(
        "the anchor stays within 0.5 pt of its place after self-sizing, an insert or delete before it, a rotation",
        arguments: subjects)
    func anchorStays(subject: Subject) throws {
        let (base, input, bounds) = try Self.fixture(subject)
        let visible = CollectionLayoutController.visibleRect(bounds: bounds, contentInset: Self.inset)
        let anchor = try #require(base.scrollAnchor(in: visible))
        let (section, item) = (anchor.path.section, anchor.path.item)
        let edited = item / 2  // well before the visible rect: asserted below
        try #require(item >= 20)
        let editedBefore = try Self.before(edited..<edited + 5, section: section, in: base, bounds: bounds)
        try #require(editedBefore)
        for edit in Edit.allCases {
            var controller = base
            var sizes = Self.sections[section]
            var expected = anchor.path
            var after = bounds
            let change: LayoutChange
            switch edit {
            case .selfSizing:
                change = try controller.resizeItems(
                    (edited..<edited + 3).map { item in
                        var size = sizes[item]
                        size.height *= 1.6
                        return (ElementPath(section: section, item: item), size)
                    })
            case .insert:
                sizes.insert(contentsOf: SamplePhotos.cycled(count: 7), at: edited)
                expected.item += 7
                change = try controller.update(to: Self.replacing(section, of: input, with: sizes))
            case .delete:
                sizes.removeSubrange(edited..<edited + 5)
                expected.item -= 5
                change = try controller.update(to: Self.replacing(section, of: input, with: sizes))
            case .deleteAnchor:
                // The item after the deleted run takes the anchor's place.
                sizes.removeSubrange(item - 2..<item + 3)
                change = try controller.update(to: Self.replacing(section, of: input, with: sizes))
                // Equal sizes on both sides of the run (the photos repeat) make the deleted run
                // ambiguous: the update reports one of the runs whose removal gives these sizes
                // (here item - 2 or later); the item after that run is the new anchor.
                let run = try #require(Self.deletedRun(change, section: section))
                var removed = Self.sections[section]
                removed.removeSubrange(run)
                #expect(run.count == 5 && run.contains(item) && removed == sizes, "\(edit): \(run)")
                expected.item = run.lowerBound
            case .rotate:
                after.size = Size(width: bounds.height, height: bounds.width)
                let viewport = CollectionLayoutController.viewport(boundsSize: after.size, contentInset: Self.inset)
                change = try controller.updateViewport(viewport, layoutDirection: subject.direction)
            }
            #expect(change != .none, "\(edit)")
            let adjustment = controller.contentOffsetAdjustment(
                keeping: anchor, after: change, bounds: after,
                contentInset: Self.inset)
            // A straddling anchor keeps its trailing edge, unless the viewport changed or it was deleted.
            let byTrailing = anchor.trailingEdge != nil && edit != .rotate && edit != .deleteAnchor
            let kept = try Self.offset(
                of: expected, in: controller, bounds: after, adjustment: adjustment, trailing: byTrailing)
            let wanted = Self.keptOffset(of: anchor, byTrailingEdge: byTrailing)
            #expect(abs(kept - wanted) <= 0.5, "\(edit): \(wanted) became \(kept)")
            if edit == .insert && !(subject.horizontal && subject.direction == .rightToLeft) {
                // Without the adjustment the anchor would move: this test can fail. (Right to left,
                // horizontal content before the anchor grows to the right of it, which moves nothing.)
                let unadjusted = try Self.offset(of: expected, in: controller, bounds: after)
                #expect(abs(unadjusted - anchor.offset) > 0.5, "\(edit)")
            }
        }
    }

    @Test(
        "the adjustment is exactly zero when nothing before the visible rect changed (right to left and horizontal: the change in content width)",
        arguments: subjects)
    func zeroWhenNothingBeforeChanged(subject: Subject) throws {
        let (base, input, bounds) = try Self.fixture(subject)
        let visible = CollectionLayoutController.visibleRect(bounds: bounds, contentInset: Self.inset)
        let anchor = try #require(base.scrollAnchor(in: visible))
        let last = Self.sections.count - 1
        let tail = 190..<195  // items of the last section, after the visible rect
        let layout = try #require(base.layout)
        let visibleSpan = Self.span(visible, in: layout)
        for item in tail {
            let frame = try #require(base.attributesForItem(at: ElementPath(section: last, item: item))).frame
            try #require(Self.span(frame, in: layout).lowerBound > visibleSpan.upperBound)
        }
        var sizes = Self.sections[last]
        let edits: [(String, (inout CollectionLayoutController) throws -> LayoutChange)] = [
            ("nothing", { try $0.update(to: input) }),
            (
                "self-sizing after",
                { controller in
                    try controller.resizeItems(
                        tail.map { (ElementPath(section: last, item: $0), ItemSize(width: 10, height: 90)) })
                }
            ),
            (
                "append",
                { try $0.update(to: Self.replacing(last, of: input, with: sizes + SamplePhotos.cycled(count: 40))) }
            ),
            (
                "insert after",
                { controller in
                    sizes.insert(contentsOf: SamplePhotos.cycled(count: 3), at: tail.lowerBound)
                    defer { sizes = Self.sections[last] }
                    return try controller.update(to: Self.replacing(last, of: input, with: sizes))
                }
            ),
            (
                "delete after",
                { controller in
                    sizes.removeSubrange(tail)
                    defer { sizes = Self.sections[last] }
                    return try controller.update(to: Self.replacing(last, of: input, with: sizes))
                }
            ),
        ]
        for (name, edit) in edits {
            var controller = base
            let change = try edit(&controller)
            let adjustment = controller.contentOffsetAdjustment(
                keeping: anchor, after: change, bounds: bounds,
                contentInset: Self.inset)
            if subject.horizontal && subject.direction == .rightToLeft {
                // Right to left, horizontal content grows and shrinks at its left end, so every frame
                // moves by the change in content width: the adjustment follows it exactly.
                let grown = controller.contentSize.width - base.contentSize.width
                #expect(abs(adjustment.x - grown) <= 1e-6 && adjustment.y == 0, "\(name): \(adjustment), \(grown)")
                let kept = try Self.offset(of: anchor.path, in: controller, bounds: bounds, adjustment: adjustment)
                #expect(abs(kept - anchor.offset) <= 0.5, "\(name)")
            } else {
                #expect(adjustment == .zero, "\(name)")
            }
        }
        #expect(
            base.contentOffsetAdjustment(keeping: nil, after: .full, bounds: bounds, contentInset: Self.inset) == .zero)
    }

    @Test(
        "adjusted offsets stay within the scrollable range; the anchor keeps its place unless clamped",
        arguments: 0..<4)
    func clampedToScrollableRange(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0xA7C4 &+ seed)
        for subject in Self.subjects {
            let type = try StrategyRegistry.builtIn.strategy(named: subject.strategy)
            var controller = try CollectionLayoutController(
                strategy: StrategyRegistry.builtIn.makeStrategy(
                    named: subject.strategy,
                    options: QueryFixtures.options(
                        for: type, using: &random, horizontal: subject.horizontal, headers: true)))
            var input = QueryFixtures.input(using: &random, direction: subject.direction)
            input.width = 390 - Self.inset.horizontal
            input.height = 844 - Self.inset.vertical
            try controller.update(to: input)
            for step in 1...5 {
                let layout = try #require(controller.layout)
                let content = layout.contentSize
                let along = layout.scrollAxis == .vertical ? content.height : content.width
                let position = Double.random(in: -Self.inset.top...Swift.max(0, along), using: &random).rounded()
                let bounds =
                    layout.scrollAxis == .vertical
                    ? Rect(x: 0, y: position, width: 390, height: 844)
                    : Rect(x: position, y: -Self.inset.top, width: 390, height: 844)
                let anchor = controller.scrollAnchor(
                    in: CollectionLayoutController.visibleRect(bounds: bounds, contentInset: Self.inset))
                let next = CollectionLayoutControllerTests.edit(input, step: step, using: &random)
                let change = try controller.update(to: next)
                input = next
                let adjustment = controller.contentOffsetAdjustment(
                    keeping: anchor, after: change, bounds: bounds,
                    contentInset: Self.inset)
                let size = controller.contentSize
                let (offset, lower, upper) =
                    layout.scrollAxis == .vertical
                    ? (bounds.minY + adjustment.y, -Self.inset.top, size.height + Self.inset.bottom - 844)
                    : (bounds.minX + adjustment.x, -Self.inset.left, size.width + Self.inset.right - 390)
                let clamped = offset == lower || offset == Swift.max(lower, upper)
                if adjustment != .zero {
                    #expect(offset >= lower && offset <= Swift.max(lower, upper), "\(subject) step \(step)")
                }
                // Where the path stays the same item, it keeps its place unless the offset was clamped.
                guard let anchor, !clamped else { continue }
                switch change {
                case .resized, .appended, .viewport, .none:
                    if controller.attributesForItem(at: anchor.path) != nil {
                        let byTrailing = change != .viewport && anchor.trailingEdge != nil
                        let kept = try Self.offset(
                            of: anchor.path, in: controller, bounds: bounds, adjustment: adjustment,
                            trailing: byTrailing)
                        let wanted = Self.keptOffset(of: anchor, byTrailingEdge: byTrailing)
                        #expect(abs(kept - wanted) <= 0.5, "\(subject) step \(step) \(change)")
                    }
                default:
                    break
                }
            }
        }
    }

    /// `input` with the items of `section` replaced.
    static func replacing(_ section: Int, of input: LayoutInput, with sizes: [ItemSize]) -> LayoutInput {
        var input = input
        input.sections[section].items = .sizes(sizes)
        return input
    }
}

/// UIKit and SwiftUI keep the same item in place: one rule, one place.
@Suite("One anchor rule")
struct OneAnchorRuleTests {
    @Test("the UIKit controller and the lazy grid anchor the same item at the same offset", arguments: 0..<8)
    func sameAnchorOnBothPlatforms(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0xA7C4 &+ seed)
        let strategies: [any LayoutStrategy] = [Masonry(columns: 3), ShortestColumn(columns: 4), FlowLine(), Mosaic()]
        let strategy = strategies[Int(seed) % strategies.count]
        let direction: ReadingDirection = seed % 2 == 0 ? .leftToRight : .rightToLeft
        let input = LayoutInput(
            width: 390, items: SamplePhotos.cycled(count: 600), layoutDirection: direction)
        var controller = CollectionLayoutController(strategy: strategy)
        try controller.update(to: input)
        let layout = try #require(controller.layout)
        for _ in 0..<20 {
            let y = Double.random(in: 0...max(0, layout.contentSize.height - 844), using: &random)
            let visible = Rect(x: 0, y: y, width: 390, height: 844)
            let uikit = controller.scrollAnchor(in: visible)
            let swiftUI = ElementWindow.anchor(in: layout, visibleRect: visible)
            #expect(uikit == swiftUI)
            #expect(uikit != nil)
        }
    }
}
