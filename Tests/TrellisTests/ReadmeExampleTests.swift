import Testing
import Trellis

@Suite("The README's example prints what the README says")
struct ReadmeExampleTests {
    @Test("shortest-column on four photos at width 300")
    func readmeExample() throws {
        let photos = [ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640),
                      ItemSize(width: 640, height: 427), ItemSize(width: 500, height: 500)]
        let layout = try ShortestColumn(columns: 2, cellPadding: 5)
            .prepare(LayoutInput(width: 300, items: photos))
        #expect("\(layout.contentSize)" == "300.0 × 346.66666666666663")
        let printed = layout.elements(in: Rect(x: 0, y: 0, width: 300, height: 150)).map { "\($0)" }
        #expect(printed == ["item [0, 0] (5.0, 5.0, 140.0, 105.0)",
                            "item [0, 1] (155.0, 5.0, 140.0, 186.66666666666666)",
                            "item [0, 2] (5.0, 120.0, 140.0, 93.40625)"])
    }
}
