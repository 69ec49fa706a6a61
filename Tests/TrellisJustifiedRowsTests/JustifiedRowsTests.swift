import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

/// Items whose width / height are the given aspect ratios (heights of 1000).
func photos(_ aspects: [Double]) -> [ItemSize] {
    aspects.map { ItemSize(width: $0 * 1000, height: 1000) }
}

/// A strategy on a 1000-point row with no insets or spacing and a target
/// of 200: `W / T = 5`, so `minA = 5(1 − τ)` and `maxA = 5(1 + τ)`.
func plain(
    tolerance: Double = 0.25, widow: JustifiedRows.WidowLayoutStyle = .left, cadence: Int? = nil,
    force: Double? = nil, breaking: JustifiedRows.RowBreaking = .greedy
) -> JustifiedRows {
    JustifiedRows(
        targetRowHeight: 200, targetRowHeightTolerance: tolerance, interitemSpacing: 0, lineSpacing: 0,
        sectionInset: .zero, forceAspectRatio: force, widowLayoutStyle: widow,
        fullWidthBreakoutRowCadence: cadence, rowBreaking: breaking)
}

@Suite("justified-rows: exact frames")
struct JustifiedRowsTests {
    @Test("the defaults at width 1060 are Flickr's default layout")
    func defaults() throws {
        // W = 1060 − 10 − 10 = 1040, T = 320, W / T = 3.25, minA = 2.4375, maxA = 4.0625, s = v = 10.
        // 1.5 opens; 1.5 + 1 = 2.5 in range: H = (1040 − 1·10) / 2.5 = 412, widths 618 and 412,
        //   x 10 then 10 + (618 + 10) = 638; S = 1060 − (10 + 10) = 1040 = W, so e = 0.
        // Next row y = 10 + (412 + 10) = 432. 2 opens; 2.5 in range: H = 1030 / 2.5 = 412, widths 824, 206.
        // y = 432 + 422 = 854. 2.5 alone is in range: H = 1040 / 2.5 = 416, width 1040. y = 854 + 426 = 1280.
        // 0.75 < minA stays open: widows at the previous row's 416, left: width 0.75 · 416 = 312.
        // Bottom: (1280 + (416 + 10)) − 10 + 10 = 1706.
        let layout = try JustifiedRows().prepare(LayoutInput(width: 1060, items: photos([1.5, 1, 2, 0.5, 2.5, 0.75])))
        #expect(
            itemFrames(layout) == [
                Rect(x: 10, y: 10, width: 618, height: 412), Rect(x: 638, y: 10, width: 412, height: 412),
                Rect(x: 10, y: 432, width: 824, height: 412), Rect(x: 844, y: 432, width: 206, height: 412),
                Rect(x: 10, y: 854, width: 1040, height: 416),
                Rect(x: 10, y: 1280, width: 312, height: 416),
            ])
        #expect(layout.contentSize == Size(width: 1060, height: 1706))
        // A configuration with only the width gives the same layout.
        let configured = try Configuration(strategy: "justified-rows", width: 1060)
            .prepare(items: photos([1.5, 1, 2, 0.5, 2.5, 0.75]))
        #expect(itemFrames(configured) == itemFrames(layout))
    }

    @Test("the tolerance decides when a row may close")
    func tolerance() throws {
        // Aspects 2, 0.5, 2.5. τ = 0: minA = maxA = 5; 2 and 2.5 stay open, 5 is in range:
        //   H = 1000 / 5 = 200, widths 400, 100, 500.
        // τ = 0.5: minA = 2.5; 2 opens, 2.5 closes at 1000 / 2.5 = 400 (widths 800, 200);
        //   then 2.5 alone closes at 400 (width 1000).
        let items = photos([2, 0.5, 2.5])
        #expect(
            itemFrames(try plain(tolerance: 0).prepare(LayoutInput(width: 1000, items: items))) == [
                Rect(x: 0, y: 0, width: 400, height: 200), Rect(x: 400, y: 0, width: 100, height: 200),
                Rect(x: 500, y: 0, width: 500, height: 200),
            ])
        #expect(
            itemFrames(try plain(tolerance: 0.5).prepare(LayoutInput(width: 1000, items: items))) == [
                Rect(x: 0, y: 0, width: 800, height: 400), Rect(x: 800, y: 0, width: 200, height: 400),
                Rect(x: 0, y: 400, width: 1000, height: 400),
            ])
    }

    @Test("a row closes without the next item when that is closer to the target")
    func rejection() throws {
        // τ = 0: minA = maxA = 5. 2, 4 open; + 2.5 = 6.5 > 5 with k = 2:
        // |6.5 − 1000 / 200| = 1.5 > |4 − 1000 / 200| = 1, so [2, 2] closes at 1000 / 4 = 250 (widths 500).
        // 2.5 starts the next row and stays open: widows at 250, width 625.
        let layout = try plain(tolerance: 0).prepare(LayoutInput(width: 1000, items: photos([2, 2, 2.5])))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 500, height: 250), Rect(x: 500, y: 0, width: 500, height: 250),
                Rect(x: 0, y: 250, width: 625, height: 250),
            ])
        #expect(layout.contentSize == Size(width: 1000, height: 500))
    }

    @Test("spacings and insets: W excludes the insets, each row its spacings")
    func spacingsAndInsets() throws {
        // Width 1000, insets top 20, left 30, bottom 40, right 50: W = 920; T = 200, s = 20, v = 8.
        // W / T = 4.6: minA = 3.45, maxA = 5.75. 2 opens; 4 in range: H = (920 − 20) / 4 = 225, widths 450;
        // x 30, then 30 + (450 + 20) = 500. S = 970 − (20 + 30) = 920 = W: no correction.
        // Then 1.5 opens and stays: widows at 225, width 337.5, at y = 20 + (225 + 8) = 253.
        // Bottom: (253 + (225 + 8)) − 8 + 40 = 518.
        let strategy = JustifiedRows(
            targetRowHeight: 200, interitemSpacing: 20, lineSpacing: 8,
            sectionInset: Insets(top: 20, left: 30, bottom: 40, right: 50))
        let layout = try strategy.prepare(LayoutInput(width: 1000, items: photos([2, 2, 1.5])))
        #expect(
            itemFrames(layout) == [
                Rect(x: 30, y: 20, width: 450, height: 225), Rect(x: 500, y: 20, width: 450, height: 225),
                Rect(x: 30, y: 253, width: 337.5, height: 225),
            ])
        #expect(layout.contentSize == Size(width: 1000, height: 518))
    }

    @Test("forceAspectRatio replaces every item's ratio, count items' too")
    func forcedAspectRatio() throws {
        // Every a = 2 (whatever the size; a count item would be 1): 2 opens, 4 is in range [3.75, 6.25]:
        // H = 1000 / 4 = 250, widths 500. The third item stays open: widows at 250, width 500.
        let expected = [
            Rect(x: 0, y: 0, width: 500, height: 250), Rect(x: 500, y: 0, width: 500, height: 250),
            Rect(x: 0, y: 250, width: 500, height: 250),
        ]
        let sized = [
            ItemSize(width: 100, height: 300), ItemSize(width: 300, height: 100), ItemSize(width: 1, height: 1),
        ]
        #expect(itemFrames(try plain(force: 2).prepare(LayoutInput(width: 1000, items: sized))) == expected)
        let counted = LayoutInput(width: 1000, sections: [SectionInput(count: 3)])
        #expect(itemFrames(try plain(force: 2).prepare(counted)) == expected)
        // Without it a count item is square: 1, 2, 3 open, 4 is in range at H = 1000 / 4 = 250.
        #expect(
            itemFrames(try plain().prepare(LayoutInput(width: 1000, sections: [SectionInput(count: 4)])))
                == (0..<4).map { Rect(x: Double($0) * 250, y: 0, width: 250, height: 250) })
    }

    @Test("each widow style places a section's last row", arguments: JustifiedRows.WidowLayoutStyle.allCases)
    func widowStyles(style: JustifiedRows.WidowLayoutStyle) throws {
        // Width 1000, left and right insets 10: W = 980, s = 10, v = 0, T = 200: minA = 3.675.
        // 2, 2: 4 in range: H = (980 − 10) / 4 = 242.5, widths 485 at x 10 and 10 + 495 = 505.
        // Widows 0.5, 0.5 at the previous 242.5: widths 121.25 at x 10 and 141.25; X = 272.5.
        let strategy = JustifiedRows(
            targetRowHeight: 200, interitemSpacing: 10, lineSpacing: 0,
            sectionInset: Insets(top: 0, left: 10, bottom: 0, right: 10),
            widowLayoutStyle: style)
        let frames = itemFrames(try strategy.prepare(LayoutInput(width: 1000, items: photos([2, 2, 0.5, 0.5]))))
        #expect(
            frames[0...1] == [
                Rect(x: 10, y: 0, width: 485, height: 242.5),
                Rect(x: 505, y: 0, width: 485, height: 242.5),
            ])
        switch style {
        case .left:
            #expect(
                frames[2...] == [
                    Rect(x: 10, y: 242.5, width: 121.25, height: 242.5),
                    Rect(x: 141.25, y: 242.5, width: 121.25, height: 242.5),
                ])
        case .center:
            // Every x += (980 − 272.5) / 2 + 10 = 363.75: x 373.75 and 505 (centered on 500, as left == s).
            #expect(
                frames[2...] == [
                    Rect(x: 373.75, y: 242.5, width: 121.25, height: 242.5),
                    Rect(x: 505, y: 242.5, width: 121.25, height: 242.5),
                ])
        case .justify:
            // S = 272.5 − 20 = 252.5, e = (252.5 − 980) / 2 = −363.75.
            // R(0) = floor(−363.75 + 0.5) = −364; R(1) = floor(−727.5 + 0.5) = −727 (a tie: Swift's
            // `.rounded()` would give −728). Item 0: width 121.25 + 364 = 485.25. Item 1: x 141.25 + 364 =
            // 505.25, width 121.25 − (−727 + 364) = 484.25: the row ends at 989.5, within a point of 990.
            #expect(
                frames[2...] == [
                    Rect(x: 10, y: 242.5, width: 485.25, height: 242.5),
                    Rect(x: 505.25, y: 242.5, width: 484.25, height: 242.5),
                ])
        }
    }

    @Test("a lone justified widow takes round(e) off its width, rounding ties up")
    func singleWidowTie() throws {
        // As above with one widow of 1: width 242.5 at x 10, X = 262.5, S = 242.5,
        // e = 242.5 − 980 = −737.5, round(e) = floor(−737) = −737 (`.rounded()`: −738): width 979.5.
        let strategy = JustifiedRows(
            targetRowHeight: 200, interitemSpacing: 10, lineSpacing: 0,
            sectionInset: Insets(top: 0, left: 10, bottom: 0, right: 10),
            widowLayoutStyle: .justify)
        let frames = itemFrames(try strategy.prepare(LayoutInput(width: 1000, items: photos([2, 2, 1]))))
        #expect(frames[2] == Rect(x: 10, y: 242.5, width: 979.5, height: 242.5))
    }

    @Test("breakout rows: every C-th row starting with a landscape item shows it alone, clamped")
    func breakoutRows() throws {
        // C = 2, W / T = 5. Row 1: 2, 2 at 1000 / 4 = 250. Row 2 is a breakout row: 1.25 ≥ 1 alone at
        // 1000 / 1.25 = 800, clamped to 2T = 400 with f = (1000 / 400) / (1000 / 800) = 2: width
        // 1.25 · 400 · 2 = 1000. Row 3: 2, 2 at 250 (y 650). Row 4 would break out but 0.8 is portrait:
        // it stays open; widows at row 3's height 250 (row 3 is not a cadence row): width 200 at y 900.
        let layout = try plain(cadence: 2).prepare(LayoutInput(width: 1000, items: photos([2, 2, 1.25, 2, 2, 0.8])))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 500, height: 250), Rect(x: 500, y: 0, width: 500, height: 250),
                Rect(x: 0, y: 250, width: 1000, height: 400),
                Rect(x: 0, y: 650, width: 500, height: 250), Rect(x: 500, y: 650, width: 500, height: 250),
                Rect(x: 0, y: 900, width: 200, height: 250),
            ])
        #expect(layout.contentSize == Size(width: 1000, height: 1150))
    }

    @Test("widows after a cadence row sit at the target height, even when that row did not break out")
    func widowsAfterCadenceRow() throws {
        // C = 2. Row 1: 2, 2 at 250. Row 2 is the cadence row but starts with 0.8 (portrait): no breakout;
        // 0.8 + 3.2 = 4 closes it at 1000 / 4 = 250 (widths 200, 800). Row 2's number is a multiple of C,
        // so the widow 1 is placed at T = 200, not 250: width 200 at y 500.
        let layout = try plain(cadence: 2).prepare(LayoutInput(width: 1000, items: photos([2, 2, 0.8, 3.2, 1])))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 500, height: 250), Rect(x: 500, y: 0, width: 500, height: 250),
                Rect(x: 0, y: 250, width: 200, height: 250), Rect(x: 200, y: 250, width: 800, height: 250),
                Rect(x: 0, y: 500, width: 200, height: 200),
            ])
        // After a breakout row, too: 2, 2 | 1.25 alone | widow 1 at T = 200.
        let breakout = try plain(cadence: 2).prepare(LayoutInput(width: 1000, items: photos([2, 2, 1.25, 1])))
        #expect(itemFrames(breakout)[3] == Rect(x: 0, y: 650, width: 200, height: 200))
    }

    @Test("panoramas complete a row alone; clamped rows keep filling the width")
    func panoramasAndClamping() throws {
        // maxA = 6.25. 8 alone: 8 > maxA with k = 0, H = 1000 / 8 = 125 (within [100, 400]), width 1000.
        // 20 alone: H = 1000 / 20 = 50, clamped to T / 2 = 100, f = (1000 / 100) / (1000 / 50) = 0.5,
        // width 20 · 100 · 0.5 = 1000.
        // 0.5 opens; + 10 = 10.5 > maxA: |10.5 − 5| = 5.5 > |0.5 − 5| = 4.5, so [0.5] closes at
        // 1000 / 0.5 = 2000, clamped to 400 with f = (1000 / 400) / (1000 / 2000) = 5: width 0.5 · 400 · 5
        // = 1000. Then 10 alone at 1000 / 10 = 100.
        let layout = try plain().prepare(LayoutInput(width: 1000, items: photos([8, 20, 0.5, 10])))
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: 1000, height: 125), Rect(x: 0, y: 125, width: 1000, height: 100),
                Rect(x: 0, y: 225, width: 1000, height: 400), Rect(x: 0, y: 625, width: 1000, height: 100),
            ])
        #expect(layout.contentSize == Size(width: 1000, height: 725))
    }

    @Test("fractional widths go through the same arithmetic")
    func fractionalWidth() throws {
        // Width 1000.5: W / T = 5.0025, minA = 3.751875. 2.5 opens; 5 is in range: H = 1000.5 / 5 = 200.1
        // (not exact in binary: the frames hold the doubles of these operations), widths 2.5 · H.
        let layout = try plain().prepare(LayoutInput(width: 1000.5, items: photos([2.5, 2.5])))
        let height = 1000.5 / 5.0
        let width = 2.5 * height * 1
        #expect(
            itemFrames(layout) == [
                Rect(x: 0, y: 0, width: width, height: height),
                Rect(x: 0 + (width + 0), y: 0, width: width, height: height),
            ])
        #expect(layout.contentSize.height == (0 + (height + 0)) - 0 + 0)
    }

    @Test("sections: headers and footers span the width, empty sections keep their insets")
    func sections() throws {
        // Insets top 5, bottom 7, left = right = 0; header 30, footer 20.
        // Section 0: header (0, 0, 1000, 30); rows from y 35: 2, 2 at 250 → y 285; widow 4 would close alone:
        //   it is in range, so [4] closes at 1000 / 4 = 250, y 285 → 535. Items end 535, + 7 = 542,
        //   footer (0, 542, 1000, 20); section ends at 562.
        // Section 1 (empty): header (0, 562, 1000, 30), items start and end at 597, + 7 → footer at 604,
        //   ends 624.
        // Section 2 overrides lineSpacing 10 and the header to none: 2 opens, 4 closes at 250 from y 629;
        //   items end (629 + (250 + 10)) − 10 = 879, + 7 = 886, footer (0, 886, 1000, 20), content 906.
        let strategy = JustifiedRows(
            targetRowHeight: 200, interitemSpacing: 0, lineSpacing: 0,
            sectionInset: Insets(top: 5, left: 0, bottom: 7, right: 0),
            headerReferenceSize: Size(width: 0, height: 30),
            footerReferenceSize: Size(width: 0, height: 20))
        let input = LayoutInput(
            width: 1000,
            sections: [
                SectionInput(items: photos([2, 2, 4])), SectionInput(items: []),
                SectionInput(items: photos([2, 2]), options: ["lineSpacing": 10, "headerReferenceSize": [0, 0]]),
            ])
        let layout = try strategy.prepare(input)
        #expect(
            layout.allElements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 1000, height: 30),
                Rect(x: 0, y: 35, width: 500, height: 250), Rect(x: 500, y: 35, width: 500, height: 250),
                Rect(x: 0, y: 285, width: 1000, height: 250),
                Rect(x: 0, y: 542, width: 1000, height: 20),
                Rect(x: 0, y: 562, width: 1000, height: 30), Rect(x: 0, y: 604, width: 1000, height: 20),
                Rect(x: 0, y: 629, width: 500, height: 250), Rect(x: 500, y: 629, width: 500, height: 250),
                Rect(x: 0, y: 886, width: 1000, height: 20),
            ])
        #expect(layout.contentSize == Size(width: 1000, height: 906))
    }

    @Test("every section starts its own rows: the widow height and breakout count restart")
    func sectionsRestartRows() throws {
        // Section 0: 2, 2 at 250 then widow 1 at 250. Section 1: widow 1 alone at T = 200 (no previous row
        // in its section). Section 0 ends at 500; section 1's widow at y 500.
        let layout = try plain().prepare(
            LayoutInput(
                width: 1000,
                sections: [
                    SectionInput(items: photos([2, 2, 1])), SectionInput(items: photos([1])),
                ]))
        #expect(
            itemFrames(layout)[2...] == [
                Rect(x: 0, y: 250, width: 250, height: 250),
                Rect(x: 0, y: 500, width: 200, height: 200),
            ])
    }

    @Test("scrolling horizontally is the vertical layout transposed", arguments: 0..<6 as Range<UInt64>)
    func horizontalIsTransposed(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let sizes = SamplePhotos.cycled(count: 40 + Int(seed) * 30)
        let height = Double.random(in: 300...1400, using: &random)
        let inset = Insets(top: 4, left: 6, bottom: 8, right: 12)
        let style = JustifiedRows.WidowLayoutStyle.allCases[Int(seed) % 3]
        let horizontal = JustifiedRows(
            targetRowHeight: 150, interitemSpacing: 3, sectionInset: inset,
            widowLayoutStyle: style, fullWidthBreakoutRowCadence: seed % 2 == 0 ? 3 : nil,
            scrollDirection: .horizontal, headerReferenceSize: Size(width: 40, height: 0))
        var vertical = horizontal
        vertical.scrollDirection = .vertical
        vertical.sectionInset = Insets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
        vertical.headerReferenceSize = Size(width: 0, height: 40)
        let across = try horizontal.prepare(
            LayoutInput(
                width: 390, height: height,
                sections: [
                    SectionInput(items: sizes), SectionInput(items: Array(sizes.prefix(7))),
                ]))
        let down = try vertical.prepare(
            LayoutInput(
                width: height,
                sections: [
                    SectionInput(items: sizes.map { ItemSize(width: $0.height, height: $0.width ?? 0) }),
                    SectionInput(items: sizes.prefix(7).map { ItemSize(width: $0.height, height: $0.width ?? 0) }),
                ]))
        #expect(across.allElements.map(\.frame) == down.allElements.map(\.frame.transposed))
        #expect(across.contentSize == Size(width: down.contentSize.height, height: down.contentSize.width))
    }

    @Test("right to left mirrors every frame within the width")
    func rightToLeft() throws {
        let sizes = SamplePhotos.cycled(count: 50)
        let strategy = JustifiedRows(
            targetRowHeight: 120, widowLayoutStyle: .center,
            headerReferenceSize: Size(width: 0, height: 30))
        let leftToRight = try strategy.prepare(LayoutInput(width: 700, items: sizes))
        let rightToLeft = try strategy.prepare(LayoutInput(width: 700, items: sizes, layoutDirection: .rightToLeft))
        #expect(
            rightToLeft.allElements.map(\.frame)
                == leftToRight.allElements.map {
                    $0.frame.mirroredHorizontally(within: 700)
                })
    }

    @Test("rows are bands: auto uses the band index")
    func rowsAreBands() throws {
        let layout = try JustifiedRows().prepare(
            LayoutInput(width: 1060, items: SamplePhotos.cycled(count: 500)),
            index: .auto)
        #expect(layout.indexKind == .bands)
    }
}
