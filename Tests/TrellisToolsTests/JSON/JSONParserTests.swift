import Testing

@testable import TrellisTools

@Suite("Strict JSON parser")
struct JSONParserTests {
    @Test("parses every kind of value and keeps object key order")
    func parsesValues() throws {
        let value = try JSONValue(
            parsing:
                #" {"b": [1, -2.5, 1e3, 0], "a": {"t": true, "f": false, "n": null}, "s": "x\"\\\/\n\u00e9\ud83d\ude00"} "#
        )
        guard case .object(let object) = value else {
            Issue.record("expected an object")
            return
        }
        #expect(object.keys == ["b", "a", "s"])
        #expect(value["b"] == .array([.number(1), .number(-2.5), .number(1000), .number(0)]))
        #expect(
            value["a"]
                == .object(
                    JSONObject([
                        .init(key: "t", value: .bool(true)), .init(key: "f", value: .bool(false)),
                        .init(key: "n", value: .null),
                    ])))
        #expect(value["s"] == .string("x\"\\/\né😀"))
    }

    @Test(
        "reads numbers exactly as Double(_:) rounds them",
        arguments: [
            "0", "-0", "12", "123456789012345", "1234567890123456789", "0.1", "2.5e-3", "1E+2", "-7.25",
            "17976931348623157e292", "4.9e-324", "1e-400", "3.141592653589793238462643383279",
        ])
    func numbersRoundTrip(text: String) throws {
        #expect(try JSONValue(parsing: text) == .number(Double(text)!))
    }

    @Test(
        "rejects malformed text with the line and column of the first problem",
        arguments: [
            ("{\"a\": 1,\n  \"b\": 2\n  \"c\": 3}", "line 3, column 3: expected ',' or '}', got '\"'"),
            ("[1, 2", "line 1, column 6: expected ',' or ']', got end of input"),
            ("[1, 2,]", "line 1, column 7: expected a value, got ']'"),
            ("{\"a\" 1}", "line 1, column 6: expected ':' after the key, got '1'"),
            ("{a: 1}", "line 1, column 2: expected a key in double quotes, got 'a'"),
            ("", "line 1, column 1: expected a JSON value, got an empty text"),
            ("  \n ", "line 2, column 2: expected a JSON value, got an empty text"),
            ("[1] [2]", "line 1, column 5: unexpected '[' after the end of the JSON value"),
            ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\"; each key may appear once"),
            ("[NaN]", "line 1, column 2: NaN is not valid JSON; numbers must be finite"),
            ("[Infinity]", "line 1, column 2: Infinity is not valid JSON; numbers must be finite"),
            ("[-Infinity]", "line 1, column 2: -Infinity is not valid JSON; numbers must be finite"),
            ("[1e309]", "line 1, column 2: number 1e309 is too large (it overflows a 64-bit float)"),
            ("[-1e400]", "line 1, column 2: number -1e400 is too large (it overflows a 64-bit float)"),
            ("\"abc", "line 1, column 1: unterminated string: missing closing '\"'"),
            ("\"a\tb\"", "line 1, column 3: control character U+0009 in a string; write it escaped"),
            (
                "\"\\x\"",
                "line 1, column 2: invalid escape '\\x'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            ),
            (
                "\"\\ud800\"",
                "line 1, column 2: invalid escape '\\ud800'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
            ),
            ("[tru]", "line 1, column 2: expected a value, got 't'"),
            ("é", "line 1, column 1: expected a value, got 'é'"),
            ("[\"é\", x]", "line 1, column 7: expected a value, got 'x'"),
        ])
    func rejectsMalformed(text: String, message: String) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        #expect(error.description == message)
    }

    @Test(
        "rejects numbers outside the JSON grammar",
        arguments: ["01", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "1.2.3", "-01", "12abc"])
    func rejectsBadNumbers(text: String) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[\(text)]") }
        guard case .invalidNumber = error.problem else {
            Issue.record("expected invalidNumber for \(text), got \(error)")
            return
        }
        #expect(error.line == 1 && error.column == 2)
    }

    @Test("rejects invalid UTF-8 inside strings and out")
    func rejectsInvalidUTF8() {
        let cases: [[UInt8]] = [
            [0x22, 0xC3, 0x28, 0x22],  // bad continuation
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // encoded surrogate
            [0x22, 0xC0, 0xAF, 0x22],  // overlong
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
            [0x22, 0xE2, 0x82],  // truncated
        ]
        for bytes in cases {
            #expect(throws: JSONSyntaxError(line: 1, column: 2, problem: .invalidUTF8)) {
                try JSONValue(parsing: bytes)
            }
        }
        #expect(
            throws: JSONSyntaxError(line: 1, column: 1, problem: .expected("a value", found: "byte 0xFF (not UTF-8)"))
        ) {
            try JSONValue(parsing: [0xFF])
        }
    }

    @Test("skips a byte-order mark")
    func skipsByteOrderMark() throws {
        #expect(try JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(1)]))
    }

    @Test("limits nesting depth instead of recursing without bound")
    func limitsDepth() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(
            throws: JSONSyntaxError(
                line: 1, column: JSONValue.maximumDepth + 1,
                problem: .tooDeeplyNested(limit: JSONValue.maximumDepth))
        ) {
            try JSONValue(parsing: deep)
        }
        let allowed =
            String(repeating: "[", count: JSONValue.maximumDepth)
            + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect(throws: Never.self) { try JSONValue(parsing: allowed) }
    }

    @Test("detects duplicate keys in large objects too")
    func duplicateKeysInLargeObjects() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" } + ["\"k42\": 0"]
        let text = "{" + members.joined(separator: ", ") + "}"
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        #expect(error.problem == .duplicateKey("k42"))
    }

    @Test("writes values back as JSON that parses to the same value")
    func descriptionRoundTrips() throws {
        let text = #"{"a": [1, 2.5, -0.125, 1e-7, true, null], "b\n\"": {"c": "\u0001"}}"#
        let value = try JSONValue(parsing: text)
        #expect(try JSONValue(parsing: value.description) == value)
        #expect(JSONValue.format(3) == "3")
        #expect(JSONValue.format(-2.5) == "-2.5")
        #expect(JSONValue.format(1e20) == "1e+20")
        #expect(JSONValue.format(0.1 + 0.2) == "0.30000000000000004")
    }
}
