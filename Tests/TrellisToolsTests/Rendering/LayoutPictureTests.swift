import Foundation
import Testing
import TrellisTools

@Suite("layout pictures")
struct LayoutPictureTests {
    /// The `width` and `height` attributes of the `<svg>` element.
    private func pictureSize(_ svg: String) throws -> (width: Double, height: Double) {
        let header = String(svg.prefix { $0 != ">" })
        func attribute(_ name: String) throws -> Double {
            let value = try #require(
                header.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first)
            return try #require(Double(value))
        }
        return (try attribute("width"), try attribute("height"))
    }

    /// Every `font-size` in the picture.
    private func fontSizes(_ svg: String) -> [Double] {
        svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    }

    private func flowLine(_ items: [ItemSize], width: Double = 390) throws -> PreparedLayout {
        try Configuration(strategy: "flow-line", width: width).prepare(items: items)
    }

    @Test("a layout far longer than the pixel limit is cut to fit, and the caption says which part shows")
    func longLayouts() throws {
        // The natural photo sizes in flow-line: one photo per line, 2.4 million points tall.
        let layout = try flowLine(SamplePhotos.cycled(count: 5_000))
        #expect(layout.contentSize.height > 2_000_000)
        for scale in [1.0, 0.1, 0.001] {
            let svg = LayoutPicture(panels: [.init(title: "flow-line", layout: layout)], scale: scale).svg()
            let size = try pictureSize(svg)
            #expect(size.height <= LayoutPicture.maximumPixelLength)
            #expect(size.width <= LayoutPicture.maximumPixelLength)
            let whole = scale * layout.contentSize.height < 10_000
            #expect(svg.contains(whole ? ">shows the whole layout," : ">shows the top "), "scale \(scale)")
        }
        let top = LayoutPicture(panels: [.init(title: "flow-line", layout: layout)], visibleLength: 2_000).svg()
        #expect(try pictureSize(top).height < 2_000 + 400)
        #expect(top.contains("shows the top 2,000 of "))
        #expect(top.contains("Dashed line: the picture stops here"))
    }

    @Test("many wide panels lower the scale to fit the width, and say so")
    func wideLayouts() throws {
        let layout = try Configuration(strategy: "round-robin", width: 6_000).prepare(
            items: SamplePhotos.cycled(count: 50))
        let panels = (0..<4).map { LayoutPicture.Panel(title: "panel \($0)", layout: layout) }
        let svg = LayoutPicture(panels: panels).svg()
        #expect(try pictureSize(svg).width <= LayoutPicture.maximumPixelLength)
        #expect(!svg.contains(", 1 px per pt"))
    }

    @Test("text is at least 14 px whatever the scale; items are numbered where the number fits")
    func readableText() throws {
        let layout = try Configuration(strategy: "shortest-column", width: 390, options: ["columns": 2])
            .prepare([SectionInput(items: SamplePhotos.cycled(count: 40))])
        for scale in [2.0, 1.0, 0.05] {
            let svg = LayoutPicture(panels: [.init(title: "t", subtitle: "s", layout: layout)], scale: scale).svg()
            #expect(fontSizes(svg).allSatisfy { $0 >= 14 }, "scale \(scale)")
            let numbered = svg.contains("text-anchor=\"middle\" fill=\"#263238\">0</text>")
            // At scale 1 an item is 183 px wide; at 0.05 it is 9 px, too narrow for a number.
            #expect(numbered == (scale >= 1), "scale \(scale)")
        }
    }

    @Test("an item wider than the content is drawn whole, outlined, and the legend explains it")
    func overflow() throws {
        let layout = try flowLine([ItemSize(width: 50, height: 50), ItemSize(width: 700, height: 100)], width: 390)
        let wide = try #require(layout.attributesForItem(at: ElementPath(section: 0, item: 1))).frame
        #expect(wide.maxX > layout.contentSize.width)
        let svg = LayoutPicture(panels: [.init(title: "overflow", layout: layout)]).svg()
        // The item keeps its 700 px (scale 1) and its red dashed outline; the picture is wide enough for it.
        #expect(svg.contains("width=\"700\" height=\"100\" fill=\"hsl(10, 65%, 75%)\" stroke=\"#d32f2f\""))
        #expect(try pictureSize(svg).width >= 700)
        #expect(svg.contains("Red dashed outline: an element that crosses the content's edge"))
        #expect(svg.contains("1 element(s) here cross the content width of 390 pt"))

        let fitting = LayoutPicture(panels: [
            .init(title: "fits", layout: try flowLine([ItemSize(width: 50, height: 50)]))
        ]).svg()
        #expect(!fitting.contains("#d32f2f"))
        #expect(fitting.contains(">shows the whole layout, 1 px per pt</text>"))
        #expect(fitting.contains(">Legend</text>"))
    }
}
