import Foundation
import Testing
import TrellisTools

@Suite("Layout export: records, snapping, page state, HTML gallery")
struct LayoutExportTests {
    /// Each built-in with every spacing between neighbours set to `gap`.
    static func configuration(_ strategy: String, width: Double, gap: Double) -> Configuration {
        let options: OptionValues =
            switch strategy {
            case "mosaic": ["gutter": .number(gap)]
            case "tile-pattern": ["columnSpacing": .number(gap), "rowSpacing": .number(gap)]
            case "flow-line": ["minimumInteritemSpacing": .number(gap), "minimumLineSpacing": .number(gap)]
            case "justified-rows":
                ["interitemSpacing": .number(gap), "lineSpacing": .number(gap), "targetRowHeight": 180]
            default: ["cellPadding": .number(gap / 2), "columns": 3]
            }
        return Configuration(strategy: strategy, width: width, options: options)
    }

    static func randomItems(_ count: Int, using random: inout SeededGenerator) -> [ItemSize] {
        (0..<count).map { _ in
            ItemSize(
                width: Double.random(in: 20...400, using: &random).rounded(),
                height: Double.random(in: 20...400, using: &random).rounded())
        }
    }

    @Test(
        "snapped frames never overlap and every gap of the spacing stays exactly the spacing",
        arguments: StrategyRegistry.builtIn.names)
    func snapping(strategy: String) throws {
        var checkedGaps = 0
        for seed in 0..<24 {
            var random = SeededGenerator(seed: UInt64(seed))
            let scale = [1.0, 2, 4][seed % 3]
            // A spacing that is a whole number of pixels at this scale: 1, 1.5, 3, 6 points...
            let gap = Double(Int.random(in: 1...12, using: &random)) / scale
            let width = Double.random(in: 300...1400, using: &random)
            let configuration = Self.configuration(strategy, width: width, gap: gap)
            let layout = try configuration.prepare(items: Self.randomItems(40, using: &random))
            let exact = PositionedLayout(layout, viewportWidth: width)
            let snapped = exact.snapped(scale: scale)
            for (a, b) in zip(exact.items, snapped.items) {
                for edge in [b.frame.minX, b.frame.minY, b.frame.maxX, b.frame.maxY] {
                    #expect((edge * scale).rounded() == edge * scale, "off the grid: \(edge) at \(scale)x")
                }
                #expect(abs(a.frame.minX - b.frame.minX) <= 0.5 / scale + 1e-9)
            }
            for i in exact.items.indices {
                for j in exact.items.indices where i != j {
                    let (a, b) = (snapped.items[i].frame, snapped.items[j].frame)
                    #expect(!a.intersects(b), "seed \(seed): items \(i) and \(j) overlap after snapping")
                    let (ea, eb) = (exact.items[i].frame, exact.items[j].frame)
                    let sameRow = ea.minY < eb.maxY && eb.minY < ea.maxY
                    let sameColumn = ea.minX < eb.maxX && eb.minX < ea.maxX
                    if sameRow, abs(eb.minX - ea.maxX - gap) < 1e-6 {
                        #expect(b.minX - a.maxX == gap, "seed \(seed): gap \(b.minX - a.maxX), spacing \(gap)")
                        checkedGaps += 1
                    }
                    if sameColumn, abs(eb.minY - ea.maxY - gap) < 1e-6 {
                        #expect(b.minY - a.maxY == gap, "seed \(seed): gap \(b.minY - a.maxY), spacing \(gap)")
                        checkedGaps += 1
                    }
                }
            }
        }
        #expect(checkedGaps > 100)
    }

    @Test("a coordinate snaps to round(x * scale) / scale, halves up, float noise ignored")
    func snappingRule() {
        #expect(PositionedLayout.snapped(100.25, scale: 2) == 100.5)
        #expect(PositionedLayout.snapped(100.24, scale: 2) == 100)
        #expect(PositionedLayout.snapped(-0.25, scale: 2) == 0)
        #expect(PositionedLayout.snapped(100.24999999999999, scale: 2) == 100.5)
        #expect(PositionedLayout.snapped(141.75, scale: 1) == 142)
        let frame = PositionedLayout.snapped(Rect(x: 3, y: 150.75, width: 189, height: 126.1), scale: 2)
        #expect(frame == Rect(x: 3, y: 151, width: 189, height: 126))
    }

    @Test("CSV and JSON items keep their ids and extra columns; CSV output quotes what needs it")
    func records() throws {
        let csv = try ItemsDecoder.table(
            fromCSV: "ID,width,height,File,caption\na,640,480,beach.jpg,\"Sea, \"\"blue\"\"\"\nb,480,640,dunes.jpg,\n",
            source: "p.csv")
        #expect(csv.records.columns == ["File", "caption"])
        #expect(csv.records.items.map(\.id) == [.string("a"), .string("b")])
        #expect(csv.records.items[0].fields["caption"] == .string(#"Sea, "blue""#))
        let configuration = Configuration(
            strategy: "round-robin", width: 300, options: ["columns": 2, "cellPadding": 5])
        let layout = PositionedLayout(try configuration.prepare(csv.sections), viewportWidth: 300)
        #expect(
            PositionedLayout.text([layout], format: .csv, records: csv.records) == """
                id,section,x,y,width,height,File,caption
                a,0,5,5,140,105,beach.jpg,"Sea, ""blue\"""
                b,0,155,5,140,186.66666666666666,dunes.jpg,

                """)
        let json = try ItemsDecoder.table(
            fromJSON: #"[{"width": 640, "height": 480, "id": 7, "tags": ["sea"]}, [480, 640]]"#, source: "p.json")
        #expect(json.records.columns == ["tags"])
        #expect(
            PositionedLayout.text([layout], format: .ndjson, records: json.records) == """
                {"id": 7, "section": 0, "x": 5, "y": 5, "width": 140, "height": 105, "tags": ["sea"]}
                {"id": 1, "section": 0, "x": 155, "y": 5, "width": 140, "height": 186.66666666666666}

                """)
    }

    @Test(
        "records of random JSON values read back exactly, whole or written in blocks", arguments: [1, 2, 3] as [UInt64])
    func recordsReadBack(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let texts = ["plain", #"quote " and \ backslash"#, "line\nbreak\ttab\r", "\u{1}\u{1f}", "é 日本 🙂", "", " a, b "]
        func value(_ depth: Int) -> JSONValue {
            switch Int.random(in: 0..<(depth > 1 ? 5 : 7), using: &random) {
            case 0: .string(texts.randomElement(using: &random) ?? "")
            case 1: .number(Double(Int.random(in: -1000...1000, using: &random)) / 8)
            case 2: .bool(Bool.random(using: &random))
            case 3: .null
            case 4: .number(Double.random(in: -1e300...1e300, using: &random))
            case 5: .array((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth + 1) })
            default:
                .object(
                    JSONObject(
                        ["k", "q\"", "ü"].prefix(Int.random(in: 0...3, using: &random)).map {
                            JSONObject.Member(key: $0, value: value(depth + 1))
                        }))
            }
        }
        let columns = ["caption", "url", "tags", "a \"b\""]
        let count = 3_000
        let items: [JSONValue] = (0..<count).map { index in
            var members = [
                JSONObject.Member(key: "width", value: .number(Double(Int.random(in: 10...900, using: &random)))),
                JSONObject.Member(key: "height", value: .number(Double(Int.random(in: 10...900, using: &random)))),
            ]
            if index % 3 != 0 {
                members.append(.init(key: "id", value: index % 2 == 0 ? .number(Double(index)) : .string("p\(index)")))
            }
            for column in columns where Bool.random(using: &random) {
                members.append(.init(key: column, value: value(0)))
            }
            return .object(JSONObject(members))
        }
        let table = try ItemsDecoder.table(fromJSONValue: .array(items), source: "r.json")
        let prepared = try Configuration(strategy: "shortest-column", width: 390).prepare(table.sections)
        let layout = PositionedLayout(prepared, viewportWidth: 390)
        // NDJSON: every line parses back to the item's id and values.
        let ndjson = PositionedLayout.text([layout], format: .ndjson, records: table.records)
        let lines = ndjson.split(separator: "\n")
        #expect(lines.count == count)
        for (index, line) in lines.enumerated() {
            guard case .object(let record) = try JSONValue(parsing: String(line)),
                case .object(let item) = items[index]
            else {
                Issue.record("line \(index) is not an object")
                continue
            }
            #expect(record["id"] == (item["id"] ?? .number(Double(index))))
            let extras = item.members.filter { !["width", "height", "id"].contains($0.key) }
            #expect(record.members.dropFirst(6).map(\.key) == table.records.columns.filter { item[$0] != nil })
            for member in extras { #expect(record[member.key] == member.value, "item \(index) \(member.key)") }
        }
        // The JSON document holds the same records, and block by block the text is the same.
        for format in PositionedLayout.RecordFormat.allCases {
            let whole = PositionedLayout.text([layout, layout], format: format, records: table.records)
            var blocks: [[UInt8]] = []
            PositionedLayout.write([layout, layout], format: format, records: table.records) { blocks.append($0) }
            #expect(blocks.count > 2)
            #expect(blocks.dropLast().allSatisfy { $0.count >= 1 << 16 })
            #expect(String(decoding: blocks.joined(), as: UTF8.self) == whole)
            // Straight from the prepared layout, the same text as from its positions.
            var direct: [UInt8] = []
            PositionedLayout.write(prepared, viewportWidth: 390, format: format, records: table.records) {
                direct += $0
            }
            #expect(
                String(decoding: direct, as: UTF8.self)
                    == PositionedLayout.text([layout], format: format, records: table.records))
            if format == .json {
                let document = try JSONValue(parsing: whole)
                guard case .array(let layouts)? = document["layouts"],
                    case .array(let records)? = layouts.first?["items"]
                else {
                    Issue.record("no layouts")
                    continue
                }
                #expect(records.count == count)
                #expect(records.map { $0["id"] } == (0..<count).map { items[$0]["id"] ?? .number(Double($0)) })
            }
        }
    }

    @Test("an unquoted CSV field loses its outer spaces, a quoted one keeps them, and CSV output quotes them")
    func csvSpaces() throws {
        let table = try ItemsDecoder.table(fromCSV: "id,width,height,caption\n a , 1 , 2 ,  sea  \nb,1,2,\"  sky \"\n")
        #expect(table.records.items.map(\.id) == [.string("a"), .string("b")])
        #expect(table.records.items.map { $0.fields["caption"] } == [.string("sea"), .string("  sky ")])
        let layout = try Configuration(strategy: "round-robin", width: 100).prepare(table.sections)
        let text = PositionedLayout.text(
            [PositionedLayout(layout, viewportWidth: 100)], format: .csv, records: table.records)
        #expect(text.hasSuffix("a,0,6,6,38,76,sea\n" + #"b,0,56,6,38,76,"  sky ""# + "\n"))
    }

    @Test("a repeated id or an extra column named like an output column is an error naming it")
    func badRecords() {
        #expect(throws: InputError.duplicateID(id: "a", first: "p.csv line 2", second: "p.csv line 4")) {
            try ItemsDecoder.table(fromCSV: "id,width,height\na,1,1\nb,1,1\na,1,1\n", source: "p.csv")
        }
        #expect(throws: InputError.duplicateID(id: "x", first: "p.json [0]", second: "p.json [1]")) {
            try ItemsDecoder.table(fromJSON: #"[{"height": 1, "id": "x"}, {"height": 2, "id": "x"}]"#, source: "p.json")
        }
        // The number 1 and the string "1" are the same id: CSV output could not tell them apart.
        #expect(
            throws: InputError.duplicateID(
                id: "1", first: "p.json [0] (as a number 1)", second: #"p.json [2] (as a string "1")"#)
        ) {
            try ItemsDecoder.table(
                fromJSON: #"[{"height": 1, "id": 1}, {"height": 1, "id": "01"}, {"height": 2, "id": "1"}]"#,
                source: "p.json")
        }
        #expect(throws: InputError.duplicateID(id: "2", first: "p.json [0]", second: "p.json [1]")) {
            try ItemsDecoder.table(fromJSON: #"[{"height": 1, "id": 2}, {"height": 1, "id": 2.0}]"#, source: "p.json")
        }
        // Each id keeps its type in JSON output.
        let mixed = try? ItemsDecoder.table(
            fromJSON: #"[{"height": 1, "id": 1}, {"height": 1, "id": "2"}]"#, source: "p.json")
        #expect(mixed?.records.items.map(\.id) == [.number(1), .string("2")])
        #expect(throws: InputError.self) {
            try ItemsDecoder.table(fromCSV: "width,height,x\n1,1,1\n", source: "p.csv")
        }
        // Without records, an unknown item field is still an error.
        #expect(throws: InputError.self) {
            try ItemsDecoder.sections(fromJSON: #"[{"height": 1, "tags": 1}]"#)
        }
    }

    @Test("a layout state reads back; a changed byte or another configuration is refused")
    func state() throws {
        let configuration = Configuration(strategy: "mosaic", width: 390)
        let table = try ItemsDecoder.table(fromCSV: "id,width,height,file\na,1,2,x.jpg\nb,3,4.5,y.jpg\n")
        let frames = [Rect(x: 0, y: 4, width: 390, height: 200), Rect(x: 0, y: 208, width: 193, height: 200.5)]
        let text = try LayoutState(
            configuration: configuration, firstItem: 5, placementState: [4, 1], table: table, frames: frames
        ).text()
        let state = try LayoutState(bytes: Array(text.utf8), source: "s")
        #expect(state.configuration == configuration)
        #expect(state.itemCount == 7 && state.firstItem == 5 && state.placementState == [4, 1])
        #expect(state.frames == frames)
        #expect(
            state.table.records
                == ItemRecords(
                    columns: ["file"],
                    items: [
                        .init(id: .string("a"), fields: ["file": .string("x.jpg")], place: "s [0]"),
                        .init(id: .string("b"), fields: ["file": .string("y.jpg")], place: "s [1]"),
                    ]))
        try state.check(matches: configuration, source: "s")
        #expect(throws: LayoutStateError.mismatch(source: "s", what: "width", state: "390", now: "391")) {
            var other = configuration
            other.width = 391
            try state.check(matches: other, source: "s")
        }
        #expect(throws: LayoutStateError.self) {
            try state.check(matches: Configuration(strategy: "mosaic", width: 390, options: ["gutter": 2]), source: "s")
        }
        for corrupted in [text.replacingOccurrences(of: "4.5", with: "4.6"), String(text.dropLast(30)), "{}"] {
            #expect(throws: LayoutStateError.self) { try LayoutState(bytes: Array(corrupted.utf8), source: "s") }
        }
    }

    @Test("the HTML gallery escapes captions and URLs, drops script URLs and lists figures in reading order")
    func gallery() throws {
        let table = try ItemsDecoder.table(
            fromCSV: """
                width,height,caption,url
                100,300,"Tall ""one"" <script>alert(1)</script>",javascript:alert(1)
                100,100,Short,https://example.com/a.jpg?x=1&y=2
                100,100,Third,
                """)
        let layout = try Configuration(
            strategy: "shortest-column", width: 200, options: ["columns": 2, "cellPadding": 0]
        ).prepare(table.sections)
        let html = HTMLGallery(layouts: [(layout, 200)], records: table.records, title: "<b>").html()
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("<figcaption>Tall &quot;one&quot; &lt;script&gt;alert(1)&lt;/script&gt;</figcaption>"))
        #expect(html.contains("src=\"https://example.com/a.jpg?x=1&amp;y=2\" alt=\"Short\""))
        // The image is lazy, with its frame's size in pixels; its tile is tinted before it loads.
        #expect(
            html.contains(#"alt="Short" width="100" height="100" loading="lazy" decoding="async"><figcaption>Short"#))
        let figures = html.components(separatedBy: "<figure").dropFirst()
        #expect(figures.count == 3)
        #expect(figures.allSatisfy { $0.contains("background: hsl(") })
        // Boxes without an image are numbered from 0, like every other output.
        #expect(html.contains(#"<span aria-hidden="true">0</span><figcaption>Tall"#))
        #expect(html.contains(#"<span aria-hidden="true">2</span><figcaption>Third</figcaption>"#))
        #expect(html.contains("<title>&lt;b&gt;</title>"))
        // Reading order: the tall item and Short share the first row, Third (below Short) comes last.
        let tall = try #require(html.range(of: "Tall"))
        let short = try #require(html.range(of: "alt=\"Short\""))
        let third = try #require(html.range(of: "Third"))
        #expect(tall.lowerBound < short.lowerBound && short.lowerBound < third.lowerBound)
    }
}
