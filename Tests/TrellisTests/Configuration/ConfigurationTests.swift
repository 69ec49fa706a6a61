import Foundation
import Testing
import TrellisTestSupport
import TrellisTools

@Suite("Configuration")
struct ConfigurationTests {
    @Test("reads the configuration's own keys and keeps every other key as an option")
    func readsKeys() throws {
        let configuration = try Configuration(
            json:
                #"{"strategy": "shortest-column", "width": 390, "height": 844, "index": "linear", "columns": 3, "cellPadding": 4}"#
        )
        #expect(
            configuration
                == Configuration(
                    strategy: "shortest-column", width: 390, height: 844, index: .linear,
                    options: ["columns": 3, "cellPadding": 4]))
    }

    @Test("prepares the named strategy with its options, viewport and index")
    func prepares() throws {
        let configuration = try Configuration(
            json: #"{"strategy": "round-robin", "width": 300, "columns": 3, "cellPadding": 5}"#)
        let layout = try configuration.prepare(items: [ItemSize(width: 90, height: 45), ItemSize(height: 30)])
        // columnWidth 100, item width 90: photo heights 45 and 30 (fixed); cells 55 and 40 tall.
        #expect(layout.strategyName == "round-robin")
        #expect(layout.contentSize == Size(width: 300, height: 55))
        #expect(
            layout.attributesForItem(at: ElementPath(section: 0, item: 0))?.frame
                == Rect(x: 5, y: 5, width: 90, height: 45))
        #expect(
            layout.attributesForItem(at: ElementPath(section: 0, item: 1))?.frame
                == Rect(x: 105, y: 5, width: 90, height: 30))
        let linear = try Configuration(strategy: "round-robin", width: 300, index: .linear).prepare(items: [
            ItemSize(height: 1)
        ])
        #expect(linear.indexKind == .linear)
    }

    @Test("a registered custom strategy is available by name")
    func customStrategy() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(OneColumn.self)
        let layout = try Configuration(strategy: "one-column", width: 100).prepare(
            items: [ItemSize(height: 7)], registry: registry)
        #expect(layout.contentSize == Size(width: 100, height: 7))
        #expect(throws: LayoutError.unknownStrategy(name: "one-column", available: StrategyRegistry.builtIn.names)) {
            try Configuration(strategy: "one-column", width: 100).prepare(items: [])
        }
    }

    @Test(
        "rejects bad configuration text naming the source and the key",
        arguments: [
            (
                #"{"width": 390}"#,
                "config.json: the configuration is missing the required key 'strategy'; required keys: strategy, width"
            ),
            (
                #"{"strategy": "mosaic"}"#,
                "config.json: the configuration is missing the required key 'width'; required keys: strategy, width"
            ),
            (
                #"{"strategy": 3, "width": 390}"#,
                #"config.json: strategy must be a strategy name such as "shortest-column", got 3"#
            ),
            (
                #"{"strategy": "mosaic", "width": "390"}"#,
                #"config.json: width must be a number greater than 0, got "390""#
            ),
            (#"{"strategy": "mosaic", "width": 0}"#, "config.json: width must be a number greater than 0, got 0"),
            (#"{"strategy": "mosaic", "width": -390}"#, "config.json: width must be a number greater than 0, got -390"),
            (
                #"{"strategy": "mosaic", "width": 390, "height": -1}"#,
                "config.json: height must be a number greater than 0, got -1"
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "index": "fast"}"#,
                #"config.json: index must be one of "auto", "linear", "rtree", got "fast""#
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "gutter": null}"#,
                "config.json: gutter must not be null (leave the key out to use the default)"
            ),
            (
                #"["mosaic", 390]"#,
                #"config.json: the configuration must be a JSON object like {"strategy": "mosaic", "width": 390}, got an array"#
            ),
            (
                #"{"strategy": "mosaic", "width": NaN}"#,
                "config.json: line 1, column 33: NaN is not valid JSON; numbers must be finite"
            ),
            (
                #"{"strategy": "mosaic", "width": 1e999}"#,
                "config.json: line 1, column 33: number 1e999 is too large (it overflows a 64-bit float)"
            ),
            (
                "{\"strategy\": \"mosaic\",\n \"width\": 390,}",
                "config.json: line 2, column 15: expected a key in double quotes, got '}'"
            ),
        ])
    func rejectsBadText(text: String, message: String) throws {
        let error = try #require(throws: InputError.self) { try Configuration(json: text, source: "config.json") }
        #expect(error.description == message)
    }

    @Test(
        "rejects unknown strategies, unknown options and bad option values when prepared",
        arguments: [
            (
                #"{"strategy": "pinwheel", "width": 390}"#,
                LayoutError.unknownStrategy(name: "pinwheel", available: StrategyRegistry.builtIn.names)
            ),
            (
                #"{"strategy": "round-robin", "width": 390, "colums": 3}"#,
                .unknownOption(
                    key: "colums", strategy: "round-robin",
                    valid: [
                        "strategy", "width", "height", "index", "layoutDirection", "pinHeaders",
                        "sectionBackground", "sections", "columns", "minimumColumnWidth", "cellPadding",
                        "columnSpacing", "itemSpacing", "scrollDirection", "stableLanes", "sectionInset",
                        "headerReferenceSize",
                        "footerReferenceSize",
                    ])
            ),
            (
                #"{"strategy": "round-robin", "width": 390, "columns": 0}"#,
                .invalidOption(key: "columns", reason: "must be from 1 to 10000, got 0")
            ),
            (
                #"{"strategy": "round-robin", "width": 390, "columns": 2.5}"#,
                .invalidOption(key: "columns", reason: "expected an integer from 1 to 10000, got 2.5")
            ),
            (
                #"{"strategy": "round-robin", "width": 390, "columns": -2}"#,
                .invalidOption(key: "columns", reason: "must be from 1 to 10000, got -2")
            ),
            (
                #"{"strategy": "round-robin", "width": 390, "columns": 1e9}"#,
                .invalidOption(key: "columns", reason: "must be from 1 to 10000, got 1000000000")
            ),
            (
                #"{"strategy": "shortest-column", "width": 390, "columns": "3"}"#,
                .invalidOption(key: "columns", reason: #"expected an integer from 1 to 10000, got "3""#)
            ),
            (
                #"{"strategy": "shortest-column", "width": 390, "cellPadding": -1}"#,
                .invalidOption(key: "cellPadding", reason: "must be at least 0, got -1")
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "segmentHeight": 0}"#,
                .invalidOption(key: "segmentHeight", reason: "must be greater than 0, got 0")
            ),
            (
                #"{"strategy": "mosaic", "width": 390, "gutter": true}"#,
                .invalidOption(key: "gutter", reason: "expected a number of at least 0, got true")
            ),
        ])
    func rejectsBadOptions(text: String, expected: LayoutError) throws {
        let configuration = try Configuration(json: text)
        #expect(throws: expected) { try configuration.prepare(items: [ItemSize(width: 4, height: 3)]) }
    }

    @Test("padding wider than the column is a configuration error naming the limit")
    func paddingWiderThanColumn() throws {
        let configuration = Configuration(
            strategy: "round-robin", width: 390, options: ["columns": 2, "cellPadding": 100])
        let error = try #require(throws: LayoutError.self) { try configuration.prepare(items: [ItemSize(height: 10)]) }
        guard case .invalidConfiguration(let reason) = error else {
            Issue.record("expected invalidConfiguration, got \(error)")
            return
        }
        #expect(reason.contains("cellPadding can be at most 97.5"))
    }

    @Test("a section override for a strategy without section options says so")
    func sectionOverrideWithoutSectionOptions() throws {
        // Every built-in takes per-section options now; a third-party strategy may take none.
        var registry = StrategyRegistry.builtIn
        registry.register(OneColumn.self)
        let sections = try ItemsDecoder.sections(fromJSON: #"{"sections": [{"count": 2, "gutter": 4}]}"#)
        #expect(
            throws: LayoutError.invalidOption(
                key: "sections[0].gutter",
                reason: "a section cannot override it: strategy 'one-column' has no per-section options")
        ) {
            try Configuration(strategy: "one-column", width: 390).prepare(sections, registry: registry)
        }
    }

    @Test(
        "round-trips through Codable as a flat object",
        arguments: [
            Configuration(strategy: "mosaic", width: 390),
            Configuration(
                strategy: "shortest-column", width: 390.5, height: 844, index: .rtree,
                options: ["columns": 3, "cellPadding": 4.25]),
            Configuration(
                strategy: "flow-line", width: 320, height: 480,
                options: [
                    "scrollDirection": "horizontal", "sectionInset": [1, 2, 3, 4],
                    "itemSize": .object(["width": 10, "height": 20]),
                ]),
        ])
    func codableRoundTrip(configuration: Configuration) throws {
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(Configuration.self, from: data) == configuration)
        // The encoded object reads back through the strict parser too, options at the top level.
        let text = String(decoding: data, as: UTF8.self)
        #expect(try Configuration(json: text) == configuration)
        for key in configuration.options.values.keys {
            #expect(try JSONValue(parsing: text)[key] != nil)
        }
    }

    @Test(
        "Codable decoding names the same key with the same message as the JSON reader",
        arguments: [
            #"{"width": 390}"#, #"{"strategy": "mosaic"}"#, #"{"strategy": 3, "width": 390}"#,
            #"{"strategy": "", "width": 390}"#, #"{"strategy": "mosaic", "width": "390"}"#,
            #"{"strategy": "mosaic", "width": 0}"#, #"{"strategy": "mosaic", "width": null}"#,
            #"{"strategy": "mosaic", "width": 390, "height": -1}"#,
            #"{"strategy": "mosaic", "width": 390, "index": "rtre"}"#,
            #"{"strategy": "mosaic", "width": 390, "layoutDirection": "up"}"#,
            #"{"strategy": "mosaic", "width": 390, "pinHeaders": 1}"#,
            #"{"strategy": "mosaic", "width": 390, "sectionBackground": [1, 2]}"#,
            #"{"strategy": "mosaic", "width": 390, "gutter": null}"#,
            #"{"strategy": "mosaic", "width": 390, "sections": {"strategy": "mosaic"}}"#,
            #"{"strategy": "mosaic", "width": 390, "sections": [{}, [1]]}"#,
            #"{"strategy": "mosaic", "width": 390, "sections": [{"strategy": ["flow-line"]}]}"#,
            #"{"strategy": "mosaic", "width": 390, "sections": [{"gutter": [4, null]}]}"#,
        ])
    func codableMessagesEqualJSONReader(text: String) throws {
        let expected = try #require(throws: InputError.self) { try Configuration(json: text, source: "config.json") }
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Configuration.self, from: Data(text.utf8))
        }
        let context: DecodingError.Context? =
            switch error {
            case .keyNotFound(_, let context), .dataCorrupted(let context): context
            default: nil
            }
        #expect(context.map { "config.json: " + $0.debugDescription } == expected.description, "\(error)")
    }

    @Test("Codable decoding rejects a zero width and an unknown index")
    func codableRejects() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Configuration.self, from: Data(#"{"strategy": "mosaic", "width": 0}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                Configuration.self, from: Data(#"{"strategy": "mosaic", "width": 1, "index": "x"}"#.utf8))
        }
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(Configuration(strategy: "mosaic", width: 1, options: ["width": 2]))
        }
    }
}
