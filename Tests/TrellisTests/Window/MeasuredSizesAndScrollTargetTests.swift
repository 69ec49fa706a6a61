import Testing
import TrellisTools

@testable import Trellis

/// Self-sizing bookkeeping and scroll-to offsets, without a view.
@Suite("Measured sizes and scroll targets")
struct MeasuredSizesAndScrollTargetTests {
    @Test("a measured height replaces the estimate at the width it was measured at, and only there")
    func measured() {
        var sizes = MeasuredSizes<String>()
        let estimate = ItemSize(width: 300, height: 200)
        #expect(sizes.size(for: "a", estimate: estimate, across: 150) == estimate)
        let recorded1 = sizes.record(height: 240, for: "a", across: 150)
        #expect(recorded1)
        #expect(sizes.size(for: "a", estimate: estimate, across: 150) == ItemSize(height: 240))
        #expect(sizes.size(for: "a", estimate: estimate, across: 180) == estimate)
        // Rounding noise is not a change; a real change is.
        let recorded2 = sizes.record(height: 240.3, for: "a", across: 150)
        #expect(!recorded2)
        let recorded3 = sizes.record(height: 260, for: "a", across: 150)
        #expect(recorded3)
        let recorded4 = sizes.record(height: 260, for: "a", across: 170)
        #expect(recorded4)
        sizes.removeMeasures(notAcross: 150)
        #expect(sizes.count == 0)
    }

    @Test("gone ids are forgotten; a span is kept")
    func keepOnly() {
        var sizes = MeasuredSizes<Int>()
        for id in 0..<10 { sizes.record(height: Double(10 + id), for: id, across: 100) }
        sizes.keepOnly([2, 3, 99])
        #expect(sizes.count == 2)
        #expect(sizes.measuredHeight(for: 3, across: 100) == 13)
        #expect(sizes.measuredHeight(for: 4, across: 100) == nil)
        let spanned = sizes.size(for: 2, estimate: ItemSize(width: 10, height: 10, span: .full), across: 100)
        #expect(spanned == ItemSize(height: 12, span: .full))
    }

    @Test("bad measures are ignored and bad estimates become 1 point", arguments: [0.0, -3, .nan, .infinity])
    func bad(value: Double) throws {
        var sizes = MeasuredSizes<Int>()
        let recorded5 = sizes.record(height: value, for: 1, across: 100)
        #expect(!recorded5)
        let recorded6 = sizes.record(height: 50, for: 1, across: value)
        #expect(!recorded6)
        #expect(sizes.count == 0)
        let valid = MeasuredSizes<Int>.validEstimate(ItemSize(width: value, height: value))
        #expect(valid == ItemSize(width: 1, height: 1))
        let layout = try Masonry(columns: 2).prepare(
            LayoutInput(
                width: 300, height: 600,
                sections: [SectionInput(items: [valid, ItemSize(height: value)].map(MeasuredSizes<Int>.validEstimate))])
        )
        #expect(layout.contentSize.height > 0)
    }

    @Test(
        "scroll-to puts an item at the leading edge, centre or trailing edge, clamped to the content", arguments: 0..<8)
    func scrollTo(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let sizes = (0..<300).map { _ in ItemSize(width: 100, height: Double(Int.random(in: 50...400, using: &random)))
        }
        let layout = try Masonry(columns: 3).prepare(
            LayoutInput(width: 360, height: 700, sections: [SectionInput(items: sizes)]))
        let visible = 700.0
        let maximum = layout.contentSize.height - visible
        // Every item is shorter than the visible length, so each target is exact (up to rounding).
        for _ in 0..<40 {
            let path = ElementPath(section: 0, item: Int.random(in: 0..<300, using: &random))
            let frame = try #require(layout.attributesForItem(at: path)).frame
            let top = try #require(
                ScrollTarget.contentOffset(showing: path, at: .leading, in: layout, visibleLength: visible))
            let middle = try #require(
                ScrollTarget.contentOffset(showing: path, at: .center, in: layout, visibleLength: visible))
            let bottom = try #require(
                ScrollTarget.contentOffset(showing: path, at: .trailing, in: layout, visibleLength: visible))
            #expect(abs(top - Swift.min(Swift.max(0, frame.minY), maximum)) < 1e-9)
            #expect(abs(middle - Swift.min(Swift.max(0, frame.midY - visible / 2), maximum)) < 1e-9)
            #expect(abs(bottom - Swift.min(Swift.max(0, frame.maxY - visible), maximum)) < 1e-9)
        }
        #expect(
            ScrollTarget.contentOffset(
                showing: ElementPath(section: 0, item: 300), at: .leading, in: layout, visibleLength: visible) == nil)
        #expect(
            ScrollTarget.contentOffset(
                showing: ElementPath(section: 0, item: 0), at: .leading, in: layout, visibleLength: .nan) == nil)
    }
}
