import Testing
import TrellisCore

/// A test strategy: one column of 10-point rows, with optional header and
/// footer per section, and knobs to break the contract on purpose.
private struct Rows: LayoutStrategy {
    static let name = "rows"
    var header = false
    var footer = false
    var dropLastItem = false
    var extraItem = false
    var nanFrame = false
    var headerAfterItems = false
    var lanes = true
    var reversedLane = false

    init(options: OptionValues) throws(LayoutError) {}
    init(header: Bool = false, footer: Bool = false) {
        self.header = header
        self.footer = footer
    }

    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var y = 0.0
        for section in input.sections {
            builder.beginSection()
            if header {
                builder.addHeader(Rect(x: 0, y: y, width: input.width, height: 5))
                y += 5
            }
            let count = section.count - (dropLastItem ? 1 : 0) + (extraItem ? 1 : 0)
            for index in 0..<max(count, 0) {
                let row = reversedLane ? Double(count - index) * 10 : y
                let frame = Rect(x: 0, y: row, width: input.width, height: nanFrame ? .nan : 10)
                builder.addItem(frame, lane: lanes ? 0 : nil)
                y += 10
                if headerAfterItems { builder.addHeader(frame) }
            }
            if footer {
                builder.addFooter(Rect(x: 0, y: y, width: input.width, height: 5))
                y += 5
            }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}

private func input(_ counts: [Int], width: Double = 100) -> LayoutInput {
    LayoutInput(width: width, sections: counts.map { SectionInput(count: $0) })
}

@Suite("The contract: storage, order, lookups and what prepare checks")
struct ContractTests {
    @Test("elements come by section, then header, items, footer")
    func resultOrder() throws {
        let layout = try Rows(header: true, footer: true).prepare(input([2, 0, 1]))
        let all = layout.elements(in: Rect(x: 0, y: 0, width: 100, height: 1000))
        #expect(all.map(\.kind) == [.header, .item, .item, .footer, .header, .footer, .header, .item, .footer])
        #expect(all.map(\.path.section) == [0, 0, 0, 0, 1, 1, 2, 2, 2])
        #expect(all.map(\.path.item) == [0, 0, 1, 0, 0, 0, 0, 0, 0])
        #expect(all == layout.allElements)
        #expect(
            layout.attributesForSupplementaryElement(ofKind: .footer, inSection: 1)?.frame
                == Rect(x: 0, y: 35, width: 100, height: 5))  // header 30–35, then the footer
        #expect(layout.attributesForSupplementaryElement(ofKind: .item, inSection: 1) == nil)
        #expect(
            layout.attributesForItem(at: ElementPath(section: 2, item: 0))?.frame
                == Rect(x: 0, y: 45, width: 100, height: 10))  // below section 2’s header
        #expect(layout.attributesForItem(at: ElementPath(section: 1, item: 0)) == nil)
        #expect(layout.attributesForItem(at: ElementPath(section: 3, item: 0)) == nil)
        #expect(layout.attributesForItem(at: ElementPath(section: -1, item: 0)) == nil)
        #expect(all.first?.zIndex == 1 && all[1].zIndex == 0)
    }

    @Test("positions, then their attributes, give elements(in:) in two steps")
    func attributesAtPositions() throws {
        let layout = try Rows(header: true, footer: true).prepare(input([3, 0, 2, 4]))
        for top in stride(from: -20.0, through: 140, by: 7) {
            let rect = Rect(x: 10, y: top, width: 50, height: 23)
            #expect(layout.attributes(atPositions: layout.elementPositions(in: rect)) == layout.elements(in: rect))
        }
        // Any order, repeats kept, positions outside the layout skipped.
        let all = layout.allElements
        #expect(layout.attributes(atPositions: [5, 2, -1, 1_000_000, 2]) == [all[5], all[2], all[2]])
        #expect(layout.attributes(atPositions: []).isEmpty)
    }

    @Test("touching edges and zero-area rects never overlap")
    func overlapRule() throws {
        let layout = try Rows().prepare(input([3]))
        #expect(layout.elements(in: Rect(x: 0, y: 10, width: 100, height: 10)).map(\.path.item) == [1])
        #expect(layout.elements(in: Rect(x: 0, y: 9.5, width: 100, height: 1)).map(\.path.item) == [0, 1])
        #expect(layout.elements(in: Rect(x: 100, y: 0, width: 10, height: 30)).isEmpty)
        #expect(layout.elements(in: Rect(x: 0, y: 5, width: 100, height: 0)).isEmpty)
        #expect(layout.elements(in: Rect(x: 0, y: 5, width: -100, height: 10)).isEmpty)
        #expect(layout.elements(in: Rect(x: .nan, y: 0, width: 10, height: 10)).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 0, height: 10).intersects(Rect(x: -5, y: -5, width: 10, height: 30)) == false)
    }

    @Test("a strategy that drops, adds or misplaces elements is reported, not trusted")
    func contractViolations() {
        var dropping = Rows()
        dropping.dropLastItem = true
        var adding = Rows()
        adding.extraItem = true
        var nan = Rows()
        nan.nanFrame = true
        var lateHeader = Rows()
        lateHeader.headerAfterItems = true
        for strategy in [dropping, adding, nan, lateHeader] {
            #expect {
                try strategy.prepare(input([3]))
            } throws: { error in
                guard case .contractViolation(let name, _) = error as? LayoutError else { return false }
                return name == "rows"
            }
        }
    }

    @Test("invalid input is rejected before the strategy runs, naming the place")
    func inputValidation() {
        let cases: [(LayoutInput, LayoutError)] = [
            (input([1], width: 0), .invalidViewport("width must be a finite number greater than 0, got 0.0")),
            (input([1], width: .nan), .invalidViewport("width must be a finite number greater than 0, got nan")),
            (input([1], width: .infinity), .invalidViewport("width must be a finite number greater than 0, got inf")),
            (
                LayoutInput(width: 10, height: -1, sections: []),
                .invalidViewport("height must be a finite number greater than 0, got -1.0")
            ),
            (
                LayoutInput(width: 10, items: [ItemSize(width: 1, height: 1), ItemSize(width: -2, height: 1)]),
                .invalidItem(section: 0, item: 1, reason: "width must be a finite number greater than 0, got -2.0")
            ),
            (
                LayoutInput(width: 10, items: [ItemSize(height: .nan)]),
                .invalidItem(section: 0, item: 0, reason: "height must be a finite number greater than 0, got nan")
            ),
            (
                LayoutInput(width: 10, items: [ItemSize(width: 0, height: 3)]),
                .invalidItem(section: 0, item: 0, reason: "width must be a finite number greater than 0, got 0.0")
            ),
            (input([2, -1]), .invalidSection(section: 1, reason: "count must be 0 or more, got -1")),
        ]
        for (input, expected) in cases {
            #expect(throws: expected) { try Rows().prepare(input) }
        }
        #expect {
            try Rows().prepare(input([LayoutLimits.maximumElementCount, 10]))
        } throws: { error in
            guard case .inputTooLarge = error as? LayoutError else { return false }
            return true
        }
        #expect {
            try Rows().prepare(LayoutInput(width: 10, sections: [SectionInput(count: 1, options: ["gap": 1])]))
        } throws: { error in
            error as? LayoutError == .unknownOption(key: "sections[0].gap", strategy: "rows", valid: [])
        }
    }

    @Test("auto uses the lane hint when the frames bear it out, else falls back to the R-tree")
    func autoFallback() throws {
        let honest = try Rows().prepare(input([50]))
        #expect(honest.indexKind == .lanes)
        var liar = Rows()
        liar.reversedLane = true
        let fallback = try liar.prepare(input([50]))
        #expect(fallback.indexKind == .rtree)
        let linear = try liar.prepare(input([50]), index: .linear)
        for y in stride(from: -15.0, through: 520, by: 7.5) {
            let rect = Rect(x: 10, y: y, width: 20, height: 25)
            #expect(fallback.elements(in: rect) == linear.elements(in: rect))
        }
        var unhinted = Rows()
        unhinted.lanes = false
        #expect(try unhinted.prepare(input([5])).indexKind == .rtree)
    }

    @Test("typed options: types, ranges and keys are checked and named")
    func options() throws {
        struct Declared: OptionDeclaring {
            @Option("count", range: 1...9, summary: "") var count = 2
            @Option("gap", minimum: 0, exclusive: true, summary: "") var gap = 1.0
        }
        let (count, gap) = (Declared.defaults.$count, Declared.defaults.$gap)
        let values: OptionValues = OptionValues(["count": 3, "gap": 0.5], keyPrefix: "sections[1].")
        #expect(try values.value(count) == 3)
        #expect(try values.value(gap) == 0.5)
        #expect(try OptionValues().value(count) == 2)
        #expect(try OptionValues().value(count, default: 7) == 7)
        #expect(throws: LayoutError.invalidOption(key: "sections[1].count", reason: "must be from 1 to 9, got 10")) {
            try OptionValues(["count": 10], keyPrefix: "sections[1].").value(count)
        }
        #expect(throws: LayoutError.invalidOption(key: "count", reason: "expected an integer from 1 to 9, got 2.5")) {
            try OptionValues(["count": 2.5]).value(count)
        }
        #expect(throws: LayoutError.invalidOption(key: "gap", reason: "must be greater than 0, got 0")) {
            try OptionValues(["gap": 0]).value(gap)
        }
        #expect(Insets(optionValue: .list([1, 2, 3, 4])) == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(Insets(optionValue: .object(["left": 5])) == Insets(left: 5))
        #expect(Insets(optionValue: .object(["middle": 5])) == nil)
        #expect(Size(optionValue: .object(["width": 3, "height": 4])) == Size(width: 3, height: 4))
        #expect(Size(optionValue: .list([3])) == nil)
        #expect(Int(optionValue: 1e300) == nil)
    }

    @Test("the prepared layout reports its memory: 32 bytes per element plus its index")
    func memory() throws {
        let layout = try Rows().prepare(input([1000]))
        #expect(layout.byteCount >= 1000 * 32 + 1000 * 4)
        #expect(layout.byteCount < 1000 * 48 + 1024)
    }
}
