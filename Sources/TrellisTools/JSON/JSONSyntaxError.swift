/// Why a text is not valid JSON, and where: the line and column of the first
/// problem (both from 1; columns count Unicode scalars).
///
/// `description` reads `line 3, column 14: expected ',' or '}', got ']'`.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// The problems the parser reports.
    public enum Problem: Sendable, Hashable {
        /// The text is empty or only whitespace.
        case empty
        /// Something else was expected here; `found` describes what is there.
        case expected(String, found: String)
        /// An object has the same key twice.
        case duplicateKey(String)
        /// Something follows the complete JSON value.
        case trailingContent(found: String)
        /// `NaN`, `Infinity` or `-Infinity`: not JSON, and not a finite number.
        case nonFiniteLiteral(String)
        /// A number that breaks the JSON number grammar (e.g. `01`, `1.`, `+1`, `.5`).
        case invalidNumber(String)
        /// A number too large for a `Double` (it would be infinite).
        case numberOutOfRange(String)
        /// A string that is not closed before the end of the text.
        case unterminatedString
        /// A control character (below U+0020) inside a string; it must be escaped.
        case controlCharacterInString(UInt8)
        /// A backslash escape JSON does not define, or a malformed `\u` escape.
        case invalidEscape(String)
        /// A byte sequence that is not UTF-8.
        case invalidUTF8
        /// Arrays and objects nested deeper than the limit.
        case tooDeeplyNested(limit: Int)
    }

    /// The line of the problem, from 1.
    public var line: Int
    /// The column of the problem, from 1, in Unicode scalars.
    public var column: Int
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(line: Int, column: Int, problem: Problem) {
        self.line = line
        self.column = column
        self.problem = problem
    }
}

extension JSONSyntaxError: CustomStringConvertible {
    /// `line L, column C: ` followed by the problem.
    public var description: String {
        "line \(line), column \(column): \(problem)"
    }
}

extension JSONSyntaxError.Problem: CustomStringConvertible {
    /// What is wrong, in words, with what JSON allows.
    public var description: String {
        switch self {
        case .empty:
            return "expected a JSON value, got an empty text"
        case .expected(let expected, let found):
            return "expected \(expected), got \(found)"
        case .duplicateKey(let key):
            return "duplicate key \(JSONValue.quote(key)); each key may appear once"
        case .trailingContent(let found):
            return "unexpected \(found) after the end of the JSON value"
        case .nonFiniteLiteral(let literal):
            return "\(literal) is not valid JSON; numbers must be finite"
        case .invalidNumber(let text):
            return
                "invalid number '\(text)' (JSON numbers look like -12, 0.5 or 1e-3; no leading zeros, '+' or bare '.')"
        case .numberOutOfRange(let text):
            return "number \(text) is too large (it overflows a 64-bit float)"
        case .unterminatedString:
            return "unterminated string: missing closing '\"'"
        case .controlCharacterInString(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return
                "control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) in a string; write it escaped"
        case .invalidEscape(let escape):
            return "invalid escape '\(escape)'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
        case .invalidUTF8:
            return "invalid UTF-8"
        case .tooDeeplyNested(let limit):
            return "arrays and objects nested more than \(limit) deep"
        }
    }
}
