import Testing
import TrellisTools

@Suite("Items input")
struct ItemsDecoderTests {
    @Test("reads the three JSON shapes and the three item forms")
    func readsShapes() throws {
        let items = [ItemSize(width: 640, height: 480), ItemSize(width: 3, height: 4.5), ItemSize(height: 120)]
        let forms = #"[{"width": 640, "height": 480}, [3, 4.5], {"height": 120}]"#
        for text in [forms, #"{"items": \#(forms)}"#, #"{"sections": [{"items": \#(forms)}]}"#] {
            let sections = try ItemsDecoder.sections(fromJSON: text)
            #expect(sections.count == 1)
            #expect(sections.first?.items == .sizes(items))
            #expect(sections.first?.options.isEmpty == true)
        }
    }

    @Test("reads count sections and per-section overrides with their key prefix")
    func readsSections() throws {
        let text =
            #"{"sections": [{"count": 0}, {"items": [], "minimumLineSpacing": 4, "sectionInset": [1, 2, 3, 4]}, {"count": 12}]}"#
        let sections = try ItemsDecoder.sections(fromJSON: text)
        #expect(sections.map(\.items) == [.count(0), .sizes([]), .count(12)])
        #expect(
            sections[1].options
                == OptionValues(
                    ["minimumLineSpacing": 4, "sectionInset": [1, 2, 3, 4]],
                    keyPrefix: "sections[1]."))
        #expect(sections[0].options.keyPrefix == "sections[0].")
    }

    @Test(
        "rejects bad JSON items naming the path, the value and what is allowed",
        arguments: [
            (#"[[640, 0]]"#, "items.json: [0][1] (the height) must be a number greater than 0, got 0"),
            (#"[[-640, 480]]"#, "items.json: [0][0] (the width) must be a number greater than 0, got -640"),
            (#"[[640, 480, 1]]"#, "items.json: [0] must be [width, height], a list of 2 numbers, got 3 value(s)"),
            (#"[["640", 480]]"#, "items.json: [0][0] (the width) must be a number greater than 0, got a string"),
            (
                #"{"items": [[1, 1], {"width": 0, "height": 2}]}"#,
                "items.json: items[1].width must be a number greater than 0, got 0"
            ),
            (
                #"{"items": [{"width": 5}]}"#,
                "items.json: items[0] is missing the required key 'height'; required keys: height"
            ),
            (
                #"{"items": [{"w": 5, "height": 2}]}"#,
                "items.json: items[0] has an unknown key 'w'; valid keys: width, height, span, id"
            ),
            (
                #"{"items": [{"height": null}]}"#,
                "items.json: items[0].height must be a number greater than 0, got null"
            ),
            (
                #"{"items": [5]}"#,
                #"items.json: items[0] must be {"width": w, "height": h}, [w, h] or {"height": h}, got a number"#
            ),
            (#"{"items": {}}"#, "items.json: items must be an array of items, got an object"),
            (
                #"{"items": [], "columns": 2}"#,
                "items.json: the top-level object has an unknown key 'columns'; valid keys: sections, items"
            ),
            (
                #"{}"#,
                #"items.json: the top-level object is missing the required key 'items'; required keys: sections or items"#
            ),
            (
                #"{"sections": [], "items": []}"#,
                "items.json: the top-level object has an unknown key 'items'; valid keys: sections"
            ),
            (#"{"sections": {}}"#, "items.json: sections must be an array of section objects, got an object"),
            (
                #"{"sections": [[1, 2]]}"#,
                #"items.json: sections[0] must be a section object like {"items": [...]} or {"count": n}, got an array"#
            ),
            (
                #"{"sections": [{"items": []}, {"items": [[1, 2], [3, -4]]}]}"#,
                "items.json: sections[1].items[1][1] (the height) must be a number greater than 0, got -4"
            ),
            (
                #"{"sections": [{"count": -1}]}"#,
                "items.json: sections[0].count must be a whole number from 0 to 50000000, got -1"
            ),
            (
                #"{"sections": [{"count": 2.5}]}"#,
                "items.json: sections[0].count must be a whole number from 0 to 50000000, got 2.5"
            ),
            (
                #"{"sections": [{"count": 1e15}]}"#,
                "items.json: sections[0].count must be a whole number from 0 to 50000000, got 1000000000000000"
            ),
            (
                #"{"sections": [{"count": "3"}]}"#,
                #"items.json: sections[0].count must be a whole number from 0 to 50000000, got "3""#
            ),
            (
                #"{"sections": [{"count": 3, "items": []}]}"#,
                #"items.json: sections[0] must give either "items" or "count", not both"#
            ),
            (
                #"{"sections": [{"minimumLineSpacing": 3}]}"#,
                #"items.json: sections[0] is missing the required key 'items'; required keys: "items" or "count""#
            ),
            (
                #"{"sections": [{"count": 3, "itemSize": null}]}"#,
                "items.json: sections[0].itemSize must not be null (leave the key out to use the strategy's value)"
            ),
            (
                "true",
                #"items.json: the items document must be one of {"sections": [{"items": [...]}, ...]}, {"items": [...]} or [ITEM, ...], got a boolean"#
            ),
            ("[[1, 2],\n [3, 4]\n [5, 6]]", "items.json: line 3, column 2: expected ',' or ']', got '['"),
            ("[[1, NaN]]", "items.json: line 1, column 6: NaN is not valid JSON; numbers must be finite"),
            ("[[1, 1e400]]", "items.json: line 1, column 6: number 1e400 is too large (it overflows a 64-bit float)"),
        ])
    func rejectsBadJSON(text: String, message: String) throws {
        let error = try #require(throws: InputError.self) {
            try ItemsDecoder.sections(fromJSON: text, source: "items.json")
        }
        #expect(error.description == message)
    }

    @Test("reads CSV with a header, CRLF line ends, spaces and trailing newlines")
    func readsCSV() throws {
        for text in [
            "width,height\n640,480\n3,4.5", "width,height\r\n640,480\r\n3,4.5\r\n",
            "\u{FEFF}Width , Height\n 640 ,480\n3,\t4.5\n\n\n",
        ] {
            let sections = try ItemsDecoder.sections(fromCSV: text)
            #expect(
                sections.map(\.items) == [.sizes([ItemSize(width: 640, height: 480), ItemSize(width: 3, height: 4.5)])])
        }
        #expect(try ItemsDecoder.sections(fromCSV: "width,height\n").map(\.items) == [.sizes([])])
    }

    @Test("finds CSV columns by name in any order and case, ignores other columns, reads quoted fields")
    func readsCSVColumnsByName() throws {
        let expected: [SectionInput.Items] = [
            .sizes([ItemSize(width: 640, height: 480), ItemSize(width: 3, height: 4.5)])
        ]
        for text in [
            "height,width\n480,640\n4.5,3",
            "file,width,height\nbeach.jpg,640,480\nsnow.jpg,3,4.5\n",
            " File , HEIGHT ,Width, taken\na.jpg,480,640,2023-01-01\nb.jpg,4.5,3,\n",
            "\"file\",\"width\",\"height\"\n\"dunes, at dusk.jpg\",\"640\",480\n\"a \"\"b\"\".jpg\", 3 ,4.5\n",
        ] {
            #expect(try ItemsDecoder.sections(fromCSV: text).map(\.items) == expected, "\(text)")
        }
    }

    @Test("a section column groups consecutive rows into sections, in file order")
    func readsCSVSections() throws {
        let text = "section,width,height\n2023,1,1\n2023,2,2\n\"2024, May\",3,3\n2025,4,4\n2025,5,5\n"
        let sections = try ItemsDecoder.sections(fromCSV: text)
        #expect(sections.map(\.count) == [2, 1, 2])
        #expect(sections[2].items == .sizes([ItemSize(width: 4, height: 4), ItemSize(width: 5, height: 5)]))
        #expect(try ItemsDecoder.sections(fromCSV: "width,height,section\n").map(\.count) == [0])
    }

    @Test(
        "rejects bad CSV naming the line and column",
        arguments: [
            (
                "640,480\n1,2",
                "items.csv: line 1: the header '640,480' has no column 'width'; "
                    + "it must name the columns width and height, in any order (other columns are ignored)"
            ),
            ("", "items.csv: line 1: the header is empty; it must name the columns width and height, in any order"),
            (
                "file,width,hieght\na,1,2",
                "items.csv: line 1: the header 'file,width,hieght' has no column 'height' "
                    + "('hieght' looks like a typo for it); it must name the columns width and height, in any order "
                    + "(other columns are ignored)"
            ),
            (
                "width,height,Width\n1,2,3",
                "items.csv: line 1: the header 'width,height,Width' names the column 'width' 2 times"
            ),
            (
                "width,height\n1,2\n\n3,4",
                "items.csv: line 3: expected 2 fields as in the header (width,height), "
                    + "got an empty line; a field with a comma must be in double quotes"
            ),
            (
                "file,width,height\nx,y.jpg,1,2",
                "items.csv: line 2: expected 3 fields as in the header (file,width,height), "
                    + "got 4 field(s) in 'x,y.jpg,1,2'; a field with a comma must be in double quotes"
            ),
            ("width,height\n\"1,2", "items.csv: line 2: field 1 opens a double quote that is not closed on this line"),
            ("width,height\n\"1\"x,2", "items.csv: line 2: field 1 has text after its closing double quote"),
            (
                "section,width,height\na,1,1\nb,1,1\na,1,1",
                "items.csv: line 4: column 1 (section): section 'a' already "
                    + "ended (it started on line 2); the rows of a section must be consecutive"
            ),
            (
                "width,height\n1,2\r\n0,2\r\n",
                "items.csv: line 3: column 1 (width) must be a number greater than 0, got 0"
            ),
            (
                "name,height,width\nx,-2,1",
                "items.csv: line 2: column 2 (height) must be a number greater than 0, got -2"
            ),
            (
                "width,height\n1,NaN",
                "items.csv: line 2: column 2 (height) must be a number like 640 or 427.5, got 'NaN'"
            ),
            (
                "width,height\ninf,2",
                "items.csv: line 2: column 1 (width) must be a number like 640 or 427.5, got 'inf'"
            ),
            ("width,height\n1,", "items.csv: line 2: column 2 (height) must be a number like 640 or 427.5, got ''"),
            (
                "width,height\n0x10,2",
                "items.csv: line 2: column 1 (width) must be a number like 640 or 427.5, got '0x10'"
            ),
            (
                "width,height\n1e999,2",
                "items.csv: line 2: column 1 (width) 1e999 is too large (it overflows a 64-bit float)"
            ),
        ])
    func rejectsBadCSV(text: String, message: String) throws {
        let error = try #require(throws: InputError.self) {
            try ItemsDecoder.sections(fromCSV: text, source: "items.csv")
        }
        #expect(error.description == message)
    }

    @Test("picks the format by extension, then by content")
    func picksFormat() {
        #expect(ItemsDecoder.Format(source: "a.CSV", bytes: Array("[1]".utf8)) == .csv)
        #expect(ItemsDecoder.Format(source: "a.json", bytes: Array("width,height".utf8)) == .json)
        #expect(ItemsDecoder.Format(source: "a.txt", bytes: Array("  \n[".utf8)) == .json)
        #expect(ItemsDecoder.Format(source: "a.txt", bytes: Array("{".utf8)) == .json)
        #expect(ItemsDecoder.Format(source: "-", bytes: Array("width,height\n".utf8)) == .csv)
    }

    @Test("file errors name the file: missing, a directory, empty")
    func fileErrors() throws {
        #expect(throws: InputError.unreadableFile(path: "/no/such/items.json", reason: "no such file")) {
            try ItemsDecoder.sections(contentsOfFile: "/no/such/items.json")
        }
        #expect(throws: InputError.unreadableFile(path: "/", reason: "it is a directory, not a file")) {
            try ItemsDecoder.sections(contentsOfFile: "/")
        }
        #expect(throws: InputError.unreadableFile(path: "/no/config.json", reason: "no such file")) {
            try Configuration(contentsOfFile: "/no/config.json")
        }
    }

    @Test("a large items document decodes item for item")
    func largeDocument() throws {
        let count = 20_000
        var text = "["
        for index in 0..<count { text += index == 0 ? "[\(index + 1), 2.5]" : ", [\(index + 1), 2.5]" }
        text += "]"
        let sections = try ItemsDecoder.sections(fromJSON: text)
        guard case .sizes(let sizes) = sections.first?.items else {
            Issue.record("expected sizes")
            return
        }
        #expect(sizes.count == count)
        #expect(sizes.enumerated().allSatisfy { $0.element == ItemSize(width: Double($0.offset + 1), height: 2.5) })
    }
}
