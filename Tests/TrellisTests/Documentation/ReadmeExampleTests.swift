// swift-format-ignore-file
// The sample is copied as README.md writes it (DocumentationSampleTests checks the copy).
import Testing
import TrellisTools

@Suite("The README's example prints what the README says")
struct ReadmeExampleTests {
    @Test("shortest-column on four photos at width 300")
    func readmeExample() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }

        let photos = [ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640),
                      ItemSize(width: 640, height: 427), ItemSize(width: 500, height: 500)]
        let layout = try ShortestColumn(columns: 2, cellPadding: 5)
            .prepare(LayoutInput(width: 300, items: photos))

        print(layout.contentSize)                   // 300.0 × 346.66666666666663
        for element in layout.elements(in: Rect(x: 0, y: 0, width: 300, height: 150)) {
            print(element)
        }
        #expect(printed == ["300.0 × 346.66666666666663",
                            "item [0, 0] (5.0, 5.0, 140.0, 105.0)",
                            "item [0, 1] (155.0, 5.0, 140.0, 186.66666666666666)",
                            "item [0, 2] (5.0, 120.0, 140.0, 93.40625)"])
    }
}
