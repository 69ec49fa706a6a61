import Testing
import TrellisTestSupport
import TrellisTools

@testable import TrellisCore

/// `PendingBands`, through which `flow-line` and `justified-rows` hand their
/// lines and rows to the builder: a flush must leave the builder exactly as
/// placing each band's frames one call at a time does.
@Suite("Pending bands")
struct PendingBandsTests {
    /// One band of a run: its frames (possibly none).
    typealias Band = [Rect]

    @Test("a flush leaves the builder as beginBand and addItem per frame do, wherever it falls", arguments: 0..<12)
    func flushEqualsOneCallPerFrame(seed: UInt64) {
        var random = SeededRandom(seed: 700 + seed)
        let sections = (0..<random.int(in: 1...3)).map { _ in
            (header: random.bool(), bands: (0..<random.int(in: 0...60)).map { _ in randomBand(&random) })
        }
        let itemCounts = sections.map { $0.bands.reduce(0) { $0 + $1.count } }
        let input = LayoutInput(width: 400, sections: itemCounts.map { SectionInput(count: $0) })
        let room = random.int(in: 1...24)

        var expected = LayoutBuilder(input: input)
        var actual = LayoutBuilder(input: input)
        let pending = PendingBands(capacity: room)
        var top = 0.0
        for section in sections {
            begin(section.header, top: top, into: &expected)
            begin(section.header, top: top, into: &actual)
            var frames = 0
            var bands = 0
            for band in section.bands {
                expected.beginBand()
                for frame in band { expected.addItem(frame) }
                // As the strategies write: a band's start, then its frames, flushing when the room is full.
                if bands == room || random.int(in: 0...9) == 0 {
                    pending.flush(frames: frames, bands: bands, into: &actual)
                    (frames, bands) = (0, 0)
                }
                pending.bandStarts[bands] = frames
                bands += 1
                for frame in band {
                    if frames == room {
                        pending.flush(frames: frames, bands: bands, into: &actual)
                        (frames, bands) = (0, 0)
                    }
                    (pending.frames + frames).initialize(to: frame)
                    frames += 1
                }
                top = band.map(\.maxY).max() ?? top
            }
            pending.flush(frames: frames, bands: bands, into: &actual)
            expected.beginBand()
            actual.beginBand()
            let footer = Rect(x: 0, y: top, width: 400, height: 10)
            expected.addFooter(footer)
            actual.addFooter(footer)
            top += 10
        }
        #expect(actual.frames == expected.frames)
        #expect(actual.bands.map(Self.fields) == expected.bands.map(Self.fields))
        #expect(actual.openBandStart == expected.openBandStart)
        #expect(Self.fields(actual.openBand) == Self.fields(expected.openBand))
        #expect(actual.coordinateSum.bitPattern == expected.coordinateSum.bitPattern)
        #expect(actual.openItemCount == expected.openItemCount)
        #expect(actual.usesBands == expected.usesBands)
        #expect(actual.misuse == expected.misuse)
        expected.contentSize = Size(width: 400, height: top)
        actual.contentSize = expected.contentSize
        let prepared = try? actual.finish(strategy: "test", index: .auto)
        let reference = try? expected.finish(strategy: "test", index: .auto)
        #expect(prepared != nil)
        #expect(prepared?.allElements == reference?.allElements)
        #expect(prepared?.indexKind == reference?.indexKind)
    }

    @Test("items after the footer are the same misuse either way")
    func misuseIsReportedTheSame() {
        let input = LayoutInput(width: 400, sections: [SectionInput(count: 2)])
        var expected = LayoutBuilder(input: input)
        var actual = LayoutBuilder(input: input)
        let footer = Rect(x: 0, y: 0, width: 400, height: 10)
        expected.beginSection()
        expected.addFooter(footer)
        actual.beginSection()
        actual.addFooter(footer)
        let frames = [Rect(x: 0, y: 10, width: 50, height: 50), Rect(x: 60, y: 10, width: 50, height: 50)]
        expected.beginBand()
        for frame in frames { expected.addItem(frame) }
        let pending = PendingBands(capacity: 4)
        pending.bandStarts[0] = 0
        for (offset, frame) in frames.enumerated() { (pending.frames + offset).initialize(to: frame) }
        pending.flush(frames: 2, bands: 1, into: &actual)
        #expect(actual.misuse != nil)
        #expect(actual.misuse == expected.misuse)
        #expect(actual.frames == expected.frames)
    }

    /// Starts a section: begun, with a header band when `header`.
    private func begin(_ header: Bool, top: Double, into builder: inout LayoutBuilder) {
        builder.beginSection()
        guard header else { return }
        builder.beginBand()
        builder.addHeader(Rect(x: 0, y: top, width: 400, height: 20))
    }

    /// A band of 0 to 12 frames; now and then one with a coordinate too large to sum.
    private func randomBand(_ random: inout SeededRandom) -> Band {
        (0..<random.int(in: 0...12)).map { _ in
            let x = random.int(in: 0...9) == 0 ? 1e308 : random.double(in: 0...390)
            return Rect(
                x: x, y: random.double(in: 0...1e6), width: random.double(in: 0...100),
                height: random.double(in: 0...100))
        }
    }

    private static func fields(_ band: BandRecord) -> [Double] {
        [Double(band.start), band.minX, band.minY, band.maxX, band.maxY]
    }

    private static func fields(_ bounds: BandBounds) -> [Double] {
        [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY]
    }
}
