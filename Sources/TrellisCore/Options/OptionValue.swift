/// A configuration value before it is interpreted by a strategy: what a JSON
/// value holds (numbers, strings, booleans, lists and objects).
///
/// The `Trellis` module decodes configurations into `OptionValue`s; a strategy
/// reads them back as typed values through ``Option`` descriptors, which check
/// the type and the allowed range and name the key when something is wrong.
public enum OptionValue: Sendable, Hashable {
    /// A number (JSON has one number type; integers are numbers with no fraction).
    case number(Double)
    /// A string.
    case string(String)
    /// A boolean.
    case bool(Bool)
    /// A list of values.
    case list([OptionValue])
    /// An object: keys to values.
    case object([String: OptionValue])

    /// A short name of the value's type for error messages: "a number", "a string", ...
    public var typeDescription: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .list: "a list"
        case .object: "an object"
        }
    }
}

extension OptionValue: CustomStringConvertible {
    /// The value written as JSON.
    public var description: String {
        switch self {
        case .number(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                return String(Int64(value))
            }
            return "\(value)"
        case .string(let value):
            return "\"\(value)\""
        case .bool(let value):
            return value ? "true" : "false"
        case .list(let values):
            return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            let body = members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
            return "{" + body.joined(separator: ", ") + "}"
        }
    }
}

// MARK: - Codable

// Codable lives in the standard library, so the core can conform without Foundation.
extension OptionValue: Codable {
    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            var members: [String: OptionValue] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(OptionValue.self, forKey: key)
            }
            self = .object(members)
            return
        }
        if var list = try? decoder.unkeyedContainer() {
            var values: [OptionValue] = []
            while !list.isAtEnd {
                values.append(try list.decode(OptionValue.self))
            }
            self = .list(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let text = try? single.decode(String.self) {
            self = .string(text)
        } else {
            throw DecodingError.dataCorruptedError(
                in: single, debugDescription: "expected a number, string, boolean, list or object")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .number(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .list(let values):
            var list = encoder.unkeyedContainer()
            for value in values { try list.encode(value) }
        case .object(let members):
            var object = encoder.container(keyedBy: MemberKey.self)
            for (key, value) in members.sorted(by: { $0.key < $1.key }) {
                try object.encode(value, forKey: MemberKey(stringValue: key))
            }
        }
    }
}
