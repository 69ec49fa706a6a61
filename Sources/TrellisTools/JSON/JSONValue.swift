/// A parsed JSON value (RFC 8259), keeping the order of object members.
///
/// Produced by ``JSONValue/init(parsing:)-(String)`` (or from bytes), Trellis's own strict parser, so that
/// configurations and item files report errors by line and column, and so
/// that the core never needs Foundation.
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"strategy": "mosaic", "width": 390}"#)
/// let width = value["width"]          // .number(390)
/// ```
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; always finite (the parser rejects numbers that overflow).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order written.
    case object(JSONObject)

    /// A short name of the value's type for error messages: "a number", "a string", ...
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member `key` of an object, or `nil` for a missing key or a value that is not an object.
    ///
    /// - Complexity: O(*m*), where *m* is the number of members.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The value as an ``OptionValue``, or `nil` when it is or contains `null`
    /// (options have no null).
    ///
    /// - Complexity: O(*v*), where *v* is the number of values nested inside.
    public var optionValue: OptionValue? {
        switch self {
        case .null:
            return nil
        case .bool(let flag):
            return .bool(flag)
        case .number(let number):
            return .number(number)
        case .string(let text):
            return .string(text)
        case .array(let elements):
            var values: [OptionValue] = []
            values.reserveCapacity(elements.count)
            for element in elements {
                guard let value = element.optionValue else { return nil }
                values.append(value)
            }
            return .list(values)
        case .object(let object):
            var members: [String: OptionValue] = [:]
            for member in object.members {
                guard let value = member.value.optionValue else { return nil }
                members[member.key] = value
            }
            return .object(members)
        }
    }
}

/// The members of a JSON object, in the order written; keys are unique.
public struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in the order written.
    public var members: [Member]

    /// Creates an object from members whose keys are unique.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// The keys, in the order written.
    public var keys: [String] { members.map(\.key) }

    /// The value of `key`, or `nil` when the object has no such key.
    ///
    /// - Complexity: O(*m*), where *m* is the number of members. Objects in
    ///   configurations and item files have a handful of keys, where a linear
    ///   scan beats hashing.
    public subscript(key: String) -> JSONValue? {
        for member in members where member.key == key { return member.value }
        return nil
    }
}

extension JSONValue {
    /// Whether every number in the value, at any depth, is finite.
    ///
    /// - Complexity: O(*n*), where *n* is the number of values inside.
    public var hasOnlyFiniteNumbers: Bool {
        switch self {
        case .number(let number): number.isFinite
        case .array(let values): values.allSatisfy(\.hasOnlyFiniteNumbers)
        case .object(let object): object.members.allSatisfy { $0.value.hasOnlyFiniteNumbers }
        case .null, .bool, .string: true
        }
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value written back as compact JSON.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONValue.format(number)
        case .string(let text): return JSONValue.quote(text)
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let object):
            let body = object.members.map { JSONValue.quote($0.key) + ": " + $0.value.description }
            return "{" + body.joined(separator: ", ") + "}"
        }
    }

    /// A finite number written as JSON that reads back to the same `Double`:
    /// whole numbers below 2^53 without a fraction, others with Swift's
    /// shortest round-tripping form.
    public static func format(_ number: Double) -> String {
        if number == number.rounded(.towardZero), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    ///
    /// - Complexity: O(*n*), where *n* is the length of `text`.
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
