extension JSONValue {
    /// The deepest nesting of arrays and objects the parser accepts.
    ///
    /// The parser recurses once per level; the limit keeps a hostile
    /// `[[[[…` from exhausting the stack.
    public static let maximumDepth = 512

    /// Parses UTF-8 encoded JSON text strictly (RFC 8259).
    ///
    /// Rejects trailing content, duplicate keys, `NaN`/`Infinity`, numbers that
    /// overflow a `Double`, invalid UTF-8, unescaped control characters and
    /// nesting deeper than ``maximumDepth``. A leading byte-order mark is skipped.
    ///
    /// - Parameter bytes: The UTF-8 text.
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        // Parse on raw bytes through a buffer pointer: no Character breaking, no bounds checks
        // in the hot loop; a 1,000,000-item file parses in well under a second in release.
        let result: Result<JSONValue, JSONSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer)
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Parses JSON text strictly (RFC 8259).
    ///
    /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
    /// - Complexity: O(*n*), where *n* is the length of the text in UTF-8.
    public init(parsing text: String) throws(JSONSyntaxError) {
        try self.init(parsing: Array(text.utf8))
    }
}

/// A recursive-descent parser over UTF-8 bytes.
///
/// Errors are raised with a byte offset and converted to a line and column
/// only when thrown, so the happy path never counts lines.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        guard position < bytes.count else { throw error(.empty, at: position) }
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else {
            throw error(.trailingContent(found: describe(at: position)), at: position)
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard position < bytes.count else { throw error(.expected("a value", found: "end of input"), at: position) }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "N") where hasPrefix("NaN"):
            throw error(.nonFiniteLiteral("NaN"), at: position)
        case UInt8(ascii: "I") where hasPrefix("Infinity"):
            throw error(.nonFiniteLiteral("Infinity"), at: position)
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            // Not a JSON number start, but clearly meant as one: say so.
            throw invalidNumber(from: position)
        default:
            throw error(.expected("a value", found: describe(at: position)), at: position)
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enterContainer(at: start)
        position += 1
        var members: [JSONObject.Member] = []
        // Duplicate keys: a linear scan for the small objects of configurations and
        // items; a set once an object grows, so a huge object stays O(m).
        var seen: Set<String>? = nil
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(JSONObject(members))
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw error(.expected("a key in double quotes", found: describe(at: position)), at: position)
            }
            let keyStart = position
            let key = try parseString()
            if members.count < 16 {
                if members.contains(where: { $0.key == key }) { throw error(.duplicateKey(key), at: keyStart) }
            } else {
                if seen == nil { seen = Set(members.map(\.key)) }
                if seen?.insert(key).inserted == false { throw error(.duplicateKey(key), at: keyStart) }
            }
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
                throw error(.expected("':' after the key", found: describe(at: position)), at: position)
            }
            position += 1
            skipWhitespace()
            members.append(JSONObject.Member(key: key, value: try parseValue()))
            skipWhitespace()
            guard position < bytes.count else {
                throw error(.expected("',' or '}'", found: "end of input"), at: position)
            }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(JSONObject(members))
            default:
                throw error(.expected("',' or '}'", found: describe(at: position)), at: position)
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer(at: position)
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else {
                throw error(.expected("',' or ']'", found: "end of input"), at: position)
            }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            default:
                throw error(.expected("',' or ']'", found: describe(at: position)), at: position)
            }
        }
    }

    private mutating func enterContainer(at offset: Int) throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONValue.maximumDepth {
            throw error(.tooDeeplyNested(limit: JSONValue.maximumDepth), at: offset)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        guard hasPrefix(literal) else {
            throw error(.expected("a value", found: describe(at: position)), at: position)
        }
        position += literal.utf8CodeUnitCount
    }

    private func hasPrefix(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
        return true
    }

    // MARK: - Numbers

    /// Checks the JSON number grammar, then converts: whole numbers of up to 15
    /// digits exactly by arithmetic (the common case in item files), others with
    /// the standard library's correctly rounded `Double(_:)`.
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
            if hasPrefix("Infinity") { throw error(.nonFiniteLiteral("-Infinity"), at: start) }
        }
        var integer: Int64 = 0
        var digits = 0
        let integerStart = position
        while position < bytes.count, let digit = decimalDigit(bytes[position]) {
            if digits < 18 { integer = integer * 10 + Int64(digit) }
            digits += 1
            position += 1
        }
        guard digits > 0 else { throw invalidNumber(from: start) }
        if digits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw invalidNumber(from: start) }
        var isWhole = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isWhole = false
            position += 1
            guard try skipDigits() > 0 else { throw invalidNumber(from: start) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isWhole = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard try skipDigits() > 0 else { throw invalidNumber(from: start) }
        }
        if position < bytes.count, isNumberContinuation(bytes[position]) { throw invalidNumber(from: start) }
        if isWhole, digits <= 15 {
            // Exact: every integer below 2^53 is a Double.
            return negative ? -Double(integer) : Double(integer)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else { throw invalidNumber(from: start) }
        guard value.isFinite else { throw error(.numberOutOfRange(text), at: start) }
        return value
    }

    private mutating func skipDigits() throws(JSONSyntaxError) -> Int {
        var count = 0
        while position < bytes.count, decimalDigit(bytes[position]) != nil {
            position += 1
            count += 1
        }
        return count
    }

    private func decimalDigit(_ byte: UInt8) -> UInt8? {
        byte &- UInt8(ascii: "0") < 10 ? byte &- UInt8(ascii: "0") : nil
    }

    /// Bytes that would make the number's text longer in a way JSON does not allow (`1.2.3`, `12abc`).
    private func isNumberContinuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    private mutating func invalidNumber(from start: Int) -> JSONSyntaxError {
        var end = position
        while end < bytes.count, isNumberContinuation(bytes[end]), end - start < 40 { end += 1 }
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<Swift.max(end, start + 1)]), as: UTF8.self)
        return error(.invalidNumber(text), at: start)
    }

    // MARK: - Strings

    /// Parses a string starting at its opening quote.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = position
        position += 1
        let start = position
        // Fast path: plain ASCII without escapes, the common case for keys.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while true {
            guard position < bytes.count else { throw error(.unterminatedString, at: open) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &scalars)
            case 0..<0x20:
                throw error(.controlCharacterInString(byte), at: position)
            case 0x80...:
                let length = try validUTF8SequenceLength(at: position)
                scalars.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]))
                position += length
            default:
                scalars.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape(into scalars: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = position
        position += 1
        guard position < bytes.count else { throw error(.unterminatedString, at: escapeStart) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
            var value = try parseHex4(escapeStart: escapeStart)
            if (0xD800..<0xDC00).contains(value) {
                // A high surrogate must be followed by `\u` and a low surrogate.
                guard hasPrefix("\\u") else { throw invalidEscape(from: escapeStart) }
                position += 2
                let low = try parseHex4(escapeStart: escapeStart)
                guard (0xDC00..<0xE000).contains(low) else { throw invalidEscape(from: escapeStart) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(value) {
                throw invalidEscape(from: escapeStart)
            }
            guard let scalar = Unicode.Scalar(value) else { throw invalidEscape(from: escapeStart) }
            UTF8.encode(scalar) { scalars.append($0) }
        default:
            throw invalidEscape(from: escapeStart)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw invalidEscape(from: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw invalidEscape(from: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    private mutating func invalidEscape(from start: Int) -> JSONSyntaxError {
        var end = Swift.min(start + 2, bytes.count)
        if end - start == 2, bytes[start + 1] == UInt8(ascii: "u") {
            end = Swift.min(start + 6, bytes.count)
        }
        if let nextEscape = (start + 1..<end).first(where: {
            bytes[$0] == UInt8(ascii: "\\") || bytes[$0] == UInt8(ascii: "\"")
        }) {
            end = nextEscape
        }
        return error(
            .invalidEscape(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)),
            at: start)
    }

    /// The length of the valid UTF-8 sequence at `offset` (RFC 3629: no
    /// overlong forms, no surrogates, nothing above U+10FFFF).
    private func validUTF8SequenceLength(at offset: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error(.invalidUTF8, at: offset)
        }
        guard bytes.count - offset >= length, secondRange.contains(bytes[offset + 1]) else {
            throw error(.invalidUTF8, at: offset)
        }
        for index in (offset + 2)..<(offset + length) where bytes[index] & 0xC0 != 0x80 {
            throw error(.invalidUTF8, at: offset)
        }
        return length
    }

    // MARK: - Whitespace and errors

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    /// What is at `offset`, for "expected X, got Y" messages.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        return describeByte(in: bytes, at: offset)
    }

    private func error(_ problem: JSONSyntaxError.Problem, at offset: Int) -> JSONSyntaxError {
        let (line, column) = lineAndColumn(in: bytes, at: offset)
        return JSONSyntaxError(line: line, column: column, problem: problem)
    }
}

/// The line and column (both from 1) of byte `offset`; columns count Unicode
/// scalars (UTF-8 lead bytes), so they match what an editor shows.
///
/// - Complexity: O(*offset*).
func lineAndColumn(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for index in 0..<Swift.min(offset, bytes.count) {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
    return (line, column)
}

/// A short description of the character at `offset` for error messages:
/// `'x'`, `a line break`, or `byte 0xFF` when it is not valid UTF-8.
func describeByte(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    let byte = bytes[offset]
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
    case UInt8(ascii: "\t"): return "a tab"
    case 0x20..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0..<0x20, 0x7F: return "control character 0x\(String(byte, radix: 16, uppercase: true))"
    default:
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return "'\(scalar)'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true)) (not UTF-8)"
    }
}
