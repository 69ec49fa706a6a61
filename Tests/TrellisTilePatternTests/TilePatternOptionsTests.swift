import Testing
import TrellisTestSupport
import TrellisTesting
import TrellisTools

@Suite("tile-pattern options and errors")
struct TilePatternOptionsTests {
    @Test("options and their defaults; a section may override all but scrollDirection")
    func options() throws {
        let names = [
            "columns", "template", "repeatPattern", "columnSpacing", "rowSpacing", "cellAspectRatio", "scrollDirection",
            "sectionInset", "headerReferenceSize", "footerReferenceSize",
        ]
        #expect(TilePattern.options.map(\.name) == names)
        #expect(TilePattern.sectionOptions.map(\.name) == names.filter { $0 != "scrollDirection" })
        #expect(try TilePattern(options: [:]) == TilePattern())
        #expect(StrategyRegistry.builtIn.names.contains("tile-pattern"))
    }

    @Test("a template is a preset's name or a list of [columns, rows] or {columns, rows}")
    func templates() throws {
        for (name, template) in TilePattern.Template.presets {
            #expect(try TilePattern(options: ["template": .string(name)]).template == template)
            #expect(template.optionValue == .string(name))
        }
        let listed = try TilePattern(options: [
            "columns": 3, "template": [[1, 2], .object(["columns": 2, "rows": 1])],
        ])
        #expect(listed.template == .init([.init(columns: 1, rows: 2), .init(columns: 2, rows: 1)]))
        #expect(listed.template.optionValue == [[1, 2], [2, 1]])
        #expect(TilePattern.Template(optionValue: listed.template.optionValue) == listed.template)
    }

    /// (options, the key the error names, the reason it gives).
    static let invalid: [(OptionValues, String, String)] = [
        (
            ["template": []], "template",
            "the template has no tiles; give at least one [columns, rows], got []"
        ),
        (
            ["template": [[2, 0]]], "template",
            "tile 0 spans 2 columns and 0 rows; every span must be at least 1, got [[2, 0]]"
        ),
        (
            ["template": [[1, 1], [-1, 2]]], "template",
            "tile 1 spans -1 columns and 2 rows; every span must be at least 1, got [[1, 1], [-1, 2]]"
        ),
        (
            ["template": "mosaic"], "template",
            "expected a preset (\"quilted\", \"woven\", \"staired\") or a list of tiles [[columns, rows], ...], "
                + "each span at least 1, filling whole rows, got \"mosaic\""
        ),
        (
            ["template": [[1.5, 1]]], "template",
            "expected a preset (\"quilted\", \"woven\", \"staired\") or a list of tiles [[columns, rows], ...], "
                + "each span at least 1, filling whole rows, got [[1.5, 1]]"
        ),
        (
            ["repeatPattern": "flipped"], "repeatPattern",
            "expected one of \"same\", \"inverted\", \"mirrored\", got \"flipped\""
        ),
        (
            ["repeatPattern": 1], "repeatPattern",
            "expected one of \"same\", \"inverted\", \"mirrored\", got 1"
        ),
        (["columns": 0], "columns", "must be from 1 to 100, got 0"),
        (["rowSpacing": -1], "rowSpacing", "must be at least 0, got -1"),
        (["cellAspectRatio": 0], "cellAspectRatio", "must be greater than 0, got 0"),
    ]

    @Test("a bad value names the key and what is allowed", arguments: invalid)
    func invalidValue(options: OptionValues, key: String, reason: String) {
        #expect(layoutError { _ = try TilePattern(options: options) } == .invalidOption(key: key, reason: reason))
    }

    @Test("repeatPattern is same by default, reads its three modes, and a section may set its own")
    func repeatPatterns() throws {
        #expect(TilePattern().repeatPattern == .same)
        #expect(TilePattern.RepeatPattern.allCases.map(\.rawValue) == ["same", "inverted", "mirrored"])
        for mode in TilePattern.RepeatPattern.allCases {
            #expect(try TilePattern(options: ["repeatPattern": .string(mode.rawValue)]).repeatPattern == mode)
            #expect(mode.optionValue == .string(mode.rawValue))
        }
        let input = LayoutInput(
            width: 404, sections: [SectionInput(count: 1, options: ["repeatPattern": "upsideDown"])])
        #expect(
            layoutError { _ = try TilePattern().prepare(input) }
                == .invalidOption(
                    key: "sections[0].repeatPattern",
                    reason: "expected one of \"same\", \"inverted\", \"mirrored\", got \"upsideDown\""))
    }

    @Test("a template that cannot tile the columns is an error at prepare, naming the template")
    func cannotTile() {
        let input = LayoutInput(width: 390, sections: [SectionInput(count: 10)])
        // A 2 wide tile in 1 column.
        #expect(
            layoutError { _ = try TilePattern(columns: 1).prepare(input) }
                == .invalidOption(
                    key: "template",
                    reason: "tile 0 is 2 columns wide, wider than the grid (1 column); "
                        + "use at most 1 columns per tile or more columns"))
        // [3, 1] on 4 columns: the first copy leaves row 0, column 3 empty, and no 3 wide tile fits there.
        #expect(
            layoutError {
                _ = try TilePattern(template: .init([.init(columns: 3, rows: 1)])).prepare(input)
            }
                == .invalidOption(
                    key: "template",
                    reason: "the template does not tile 4 columns: with its tiles placed top-most then left-most, "
                        + "after 1 copy row 0, column 3 is empty and no tile of the template fits there, so the "
                        + "pattern cannot repeat without holes; change the spans so that the tiles fill whole rows"))
        // Quilted on 3 columns: the 2 × 1 tile finds no room beside the 1 × 1 in row 1; the 1 × 1 tiles of
        // later copies fill such holes, but the copies cycle without ever filling whole rows.
        let error = layoutError { _ = try TilePattern(columns: 3).prepare(input) }
        guard case .invalidOption(let key, let reason) = error else {
            Issue.record("expected invalidOption, got \(String(describing: error))")
            return
        }
        #expect(key == "template" && reason.hasPrefix("the template does not tile 3 columns"))
        // Every mode turns over the block that same repeats: a template same rejects, each mode rejects alike.
        for mode in TilePattern.RepeatPattern.allCases {
            #expect(
                layoutError { _ = try TilePattern(columns: 3, repeatPattern: mode).prepare(input) } == error)
        }
        // The same from a section's override names the section.
        let sectioned = LayoutInput(width: 390, sections: [SectionInput(count: 3, options: ["columns": 5])])
        guard case .invalidOption(let sectionKey, _) = layoutError({ _ = try TilePattern().prepare(sectioned) }) else {
            Issue.record("expected invalidOption")
            return
        }
        #expect(sectionKey == "sections[0].template")
    }

    @Test("a single tile fills a row of any width in copies")
    func copiesFillRows() throws {
        let arrangement = try TilePattern.arrangement(of: .init([.init(columns: 1, rows: 1)]), columns: 3)
        #expect(arrangement.rows == 1)
        #expect(arrangement.placements.map(\.column) == [0, 1, 2])
        // [2, 1] on 3 columns: no number of copies fills whole rows (each row keeps one empty cell).
        #expect(throws: LayoutError.self) {
            try TilePattern.arrangement(of: .init([.init(columns: 2, rows: 1)]), columns: 3)
        }
    }

    @Test("columns too many for the width, and a horizontal layout without a height, are errors")
    func geometryErrors() {
        let input = LayoutInput(width: 390, sections: [SectionInput(count: 4)])
        guard
            case .invalidSection(0, let reason) = layoutError({
                _ = try TilePattern(columns: 100, template: .init([.init(columns: 1, rows: 1)]), columnSpacing: 10)
                    .prepare(input)
            })
        else {
            Issue.record("expected invalidSection")
            return
        }
        #expect(reason.contains("100 columns with columnSpacing 10.0 leave cells -6.0 wide"))
        guard case .invalidViewport = layoutError({ _ = try TilePattern(scrollDirection: .horizontal).prepare(input) })
        else {
            Issue.record("expected invalidViewport")
            return
        }
        // A memberwise value a configuration could not hold.
        #expect(
            layoutError { _ = try TilePattern(rowSpacing: .nan).prepare(input) }
                == .invalidOption(key: "rowSpacing", reason: "expected a number of at least 0, got nan"))
    }
}
