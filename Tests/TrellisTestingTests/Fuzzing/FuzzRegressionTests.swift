import Foundation
import Testing
import TrellisTestSupport
import TrellisTesting

/// Every input the fuzzers (Fuzz/run.sh) found a bug with, kept so the bug stays fixed.
///
/// Each case is kept twice: as the fuzzer's raw bytes, run through the same
/// check the fuzzer runs (``EngineFuzzing/checkEngine(_:registry:)``; the bytes
/// are tied to that decoder, so a change to `FuzzBytes` re-reads them as other
/// inputs, still worth checking), and as the plain input the bytes decoded to,
/// with the exact error now expected.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// Raw fuzzer inputs that once crashed or broke a promise.
    static let engineCrashes: [[UInt8]] = [
        // Integer overflow in LayoutInput.validate: a `count` section of Int.max items.
        [0x00, 0xd4, 0x6f, 0x00, 0x00, 0x00, 0x6f, 0x3b],
        // round-robin: an item whose aspect ratio overflows gave an infinite frame,
        // reported as a contract violation of the strategy instead of bad input.
        [
            0x01, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0xff, 0xff, 0x2b, 0x2b, 0x42,
            0x6f, 0x6f, 0x6c, 0x2b, 0x2b, 0x2b, 0x2b, 0x2b, 0x94, 0x69, 0x09, 0xb1, 0xe4, 0x8a, 0x80, 0x12, 0x07, 0x09,
            0x61, 0xf3, 0x7d, 0xe4, 0x36, 0xdd, 0xfd, 0xc9, 0x7b, 0x2e, 0xd9, 0x1e, 0x3f, 0x72, 0x1f, 0xcb, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0x84, 0xd6, 0x49, 0x3c, 0x9d, 0x5c, 0x34, 0x60, 0xbe, 0x60, 0xbe, 0x31,
            0x20, 0x1e, 0x69, 0x01, 0xfe,
        ],
        // flow-line: line offsets overflowing to infinity were reported as a contract violation.
        [
            0xff, 0xff, 0xff, 0xff, 0x6c, 0x69, 0x6e, 0x65, 0x49, 0x74, 0x65, 0x33, 0x33, 0x33, 0x33, 0x33, 0x33, 0x33,
            0x33, 0x33, 0x33, 0x33, 0x33, 0x25, 0x33, 0x33, 0x33, 0x33, 0x33, 0x33, 0xe9, 0xff, 0x33, 0x33, 0x33, 0x33,
            0x33, 0x33,
        ] + Array(repeating: 0xff, count: 59) + [0x33, 0x5f, 0x35, 0x83, 0xcc, 0x6b, 0x7c, 0x00, 0x00, 0x33],
        // flow-line, justify, viewport width Double.greatestFiniteMagnitude: spreading a line across it
        // overflowed an x to infinity. Now the viewport is limited to LayoutLimits.maximumLength.
        [
            0xd7, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x05, 0x00, 0x00, 0x30, 0xff, 0x6f, 0x6c, 0x6c, 0x65, 0x63, 0x74,
            0x61, 0xff, 0xf7, 0x43, 0x4a, 0x4a, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0x13, 0x74, 0x61, 0x36, 0x33, 0x33,
            0x68, 0x65, 0x61, 0x64, 0x65, 0x72, 0x52, 0x65, 0x36, 0x36, 0x36, 0x33, 0x33,
        ],
    ]

    @Test("fuzzer-found engine inputs now keep every promise", arguments: engineCrashes.indices)
    func engineCrash(index: Int) {
        #expect(EngineFuzzing.checkEngine(Self.engineCrashes[index]) == [])
    }

    /// The committed seed corpus of a fuzz target (Fuzz/corpus/<target>/), file by file.
    static func seeds(_ target: String) -> [[UInt8]] {
        let directory = repositoryRoot.appendingPathComponent("Fuzz/corpus/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            (try? Data(contentsOf: directory.appendingPathComponent(name))).map { Array($0) }
        }
    }

    @Test("every committed seed passes its fuzz target's checks")
    func seedCorpora() {
        let checks: [(String, ([UInt8]) -> [String])] = [
            ("engine", { EngineFuzzing.checkEngine($0) }),
            ("config", { InputFuzzing.checkConfiguration($0) }),
            ("items", { InputFuzzing.checkItems($0) }),
            ("cli", { InputFuzzing.checkLayout($0) }),
        ]
        for (target, check) in checks {
            let seeds = Self.seeds(target)
            #expect(seeds.count >= 6, "Fuzz/corpus/\(target)")
            for (index, seed) in seeds.enumerated() {
                #expect(check(seed) == [], "\(target) seed \(index)")
            }
        }
    }

    @Test("the cli check skips a few bytes that ask for millions of items (a fuzzer timeout), not the limit")
    func cliHugeCount() {
        let configuration =
            #"{"strategy": "shortest-column", "width": 390.1, "columns": 16, "cellPadding": 4, "index": "rtree"}"#
        let skipped = Array(configuration.utf8) + [0] + Array(#"{"sections": [{"count":4e6}]}"#.utf8)
        #expect(InputFuzzing.checkLayout(skipped) == [])
        // Over the limit: prepare rejects it up front, so the check still runs (and finds nothing wrong).
        let overLimit =
            Array(configuration.utf8) + [0]
            + Array(#"{"sections": [{"count": 30000000}, {"count": 30000000}]}"#.utf8)
        #expect(InputFuzzing.checkLayout(overLimit) == [])
    }

    @Test("the cli check accepts a real layout and flags JSON that is not one")
    func cliCheckBites() {
        let good = Array(#"{"strategy": "round-robin", "width": 390}"#.utf8) + [0] + Array("[[640, 480], [3, 4]]".utf8)
        #expect(InputFuzzing.checkLayout(good) == [])
        #expect(
            InputFuzzing.checkJSON(#"{"contentSize": [1, 2], "items": [[0, 0, 1, 1]]}"#, itemCount: 2)
                == ["the layout JSON does not have 2 item frames"])
        #expect(InputFuzzing.checkJSON("{", itemCount: 0).first?.hasPrefix("the layout JSON does not parse") == true)
    }

    @Test(
        "a count near Int.max is rejected up front, not an overflow trap", arguments: [Int.max, Int.max - 1, 1 << 62])
    func hugeCount(count: Int) {
        let input = LayoutInput(width: 390, sections: [SectionInput(count: 1), SectionInput(count: count)])
        #expect(
            throws: LayoutError.inputTooLarge(
                "section 1 has \(count) items; a layout holds at most \(LayoutLimits.maximumElementCount) elements")
        ) {
            try Mosaic().prepare(input)
        }
    }

    @Test("an item whose photo height overflows is named as too large, for every column strategy")
    func overflowingAspectRatio() {
        let items = [ItemSize(width: 100, height: 100), ItemSize(width: 1e-300, height: 1e300)]
        let input = LayoutInput(width: 390, items: items)
        for strategy in [RoundRobin() as any LayoutStrategy, ShortestColumn(), Masonry()] {
            #expect {
                try strategy.prepare(input)
            } throws: { error in
                guard case .inputTooLarge(let reason) = error as? LayoutError else { return false }
                return reason.hasPrefix("section 0, item 1: its frame")
            }
        }
    }

    @Test("viewports and item sizes above LayoutLimits.maximumLength are rejected, naming which")
    func lengthLimit() {
        let tooWide = LayoutInput(width: .greatestFiniteMagnitude, items: [ItemSize(width: 1, height: 1)])
        #expect(throws: LayoutError.invalidViewport("width must be at most 1e+300, got 1.7976931348623157e+308")) {
            try FlowLine(options: [:]).prepare(tooWide)
        }
        let tooTall = LayoutInput(width: 390, height: 1e301, items: [ItemSize(width: 1, height: 1)])
        #expect(throws: LayoutError.invalidViewport("height must be at most 1e+300, got 1e+301")) {
            try Mosaic().prepare(tooTall)
        }
        let tallItem = LayoutInput(width: 390, items: [ItemSize(width: 1, height: 1), ItemSize(height: 1e308)])
        #expect(
            throws: LayoutError.invalidItem(section: 0, item: 1, reason: "height must be at most 1e+300, got 1e+308")
        ) {
            try RoundRobin(columns: 1).prepare(tallItem)
        }
        // The limit itself is allowed, and lays out finitely.
        let atLimit = LayoutInput(width: 1e300, items: Array(repeating: ItemSize(width: 34, height: 1e15), count: 21))
        #expect((try? FlowLine(options: ["lastLineAlignment": "justify"]).prepare(atLimit))?.contentSize.width == 1e300)
    }

    @Test(
        "a flow-line whose lines run past the largest Double is rejected, in either direction",
        arguments: [ScrollAxis.vertical, .horizontal])
    func overflowingFlowLine(axis: ScrollAxis) throws {
        let strategy = try FlowLine(options: ["minimumLineSpacing": 1e308, "scrollDirection": .string(axis.rawValue)])
        let input = LayoutInput(width: 390, height: 390, sections: [SectionInput(count: 40)])
        #expect {
            try strategy.prepare(input)
        } throws: { error in
            guard case .inputTooLarge(let reason) = error as? LayoutError else { return false }
            return reason.hasPrefix("section 0: the content \(axis == .vertical ? "height" : "width") exceeds")
        }
    }

    @Test("a mosaic whose segments run past the largest Double is rejected")
    func overflowingMosaic() {
        let input = LayoutInput(width: 390, sections: [SectionInput(count: 10)])
        #expect {
            try Mosaic(segmentHeight: 1e308, gutter: 1).prepare(input)
        } throws: { error in
            guard case .inputTooLarge(let reason) = error as? LayoutError else { return false }
            return reason.hasPrefix("section 0: the content height exceeds")
        }
    }
}
