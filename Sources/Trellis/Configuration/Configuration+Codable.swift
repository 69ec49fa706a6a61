// A configuration encodes as the flat JSON object of a configuration file:
// the strategy's options are top-level keys beside `strategy` and `width`.
extension Configuration: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes a configuration object; every key other than ``reservedKeys`` becomes an option,
    /// and `sections` an array of ``SectionStrategy`` objects.
    ///
    /// The keys are checked by the same reader, with the same messages, as
    /// `Configuration(json:)` in TrellisTools; the message is the error's
    /// `debugDescription`.
    ///
    /// - Throws: `DecodingError` when `strategy` or `width` is missing
    ///   (`keyNotFound`), a value is not what its key allows
    ///   (`dataCorrupted`), or a value is not JSON-like.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let members = try Decoded.members(of: container)
        do {
            try self.init(reading: members)
        } catch {
            switch error {
            case .missingKey(let key):
                throw DecodingError.keyNotFound(
                    Key(key),
                    DecodingError.Context(
                        codingPath: container.codingPath,
                        debugDescription: "the configuration is missing the required key '\(key)'; required keys: "
                            + Self.requiredKeys.joined(separator: ", ")))
            case .invalidValue(let key, let reason):
                throw DecodingError.dataCorruptedError(
                    forKey: Key(key), in: container, debugDescription: "\(key) \(reason)")
            }
        }
    }

    /// A decoded value as the configuration reader reads it: JSON's values,
    /// `null` included at any depth, so that a `null` is named by its key
    /// as `Configuration(json:)` names it.
    private enum Decoded: Decodable, ConfigurationValue {
        case null
        /// A number, a string or a Boolean.
        case scalar(OptionValue)
        case array([Decoded])
        /// An object's members, sorted by key (a decoder gives them in no order).
        case object([(key: String, value: Decoded)])

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                self = .object(try Self.members(of: object))
            } else if var list = try? decoder.unkeyedContainer() {
                var elements: [Decoded] = []
                while !list.isAtEnd { elements.append(try list.decode(Decoded.self)) }
                self = .array(elements)
            } else {
                let single = try decoder.singleValueContainer()
                self = single.decodeNil() ? .null : .scalar(try single.decode(OptionValue.self))
            }
        }

        /// An object's members sorted by key: a decoder gives them in no
        /// order, and the key an error names must not change from run to run.
        static func members(of object: KeyedDecodingContainer<Key>) throws -> [(key: String, value: Decoded)] {
            try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                (key.stringValue, try object.decode(Decoded.self, forKey: key))
            }
        }

        var optionValue: OptionValue? {
            switch self {
            case .null: return nil
            case .scalar(let value): return value
            case .array(let elements):
                let values = elements.compactMap(\.optionValue)
                return values.count == elements.count ? .list(values) : nil
            case .object(let members):
                let values = members.compactMap { member in member.value.optionValue.map { (member.key, $0) } }
                return values.count == members.count ? .object(Dictionary(values) { _, last in last }) : nil
            }
        }

        var typeDescription: String {
            switch self {
            case .null: "null"
            case .scalar(let value): value.typeDescription
            case .array: "an array"
            case .object: "an object"
            }
        }

        /// The value written as JSON.
        var description: String {
            switch self {
            case .null: "null"
            case .scalar(let value): value.description
            case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
            case .object(let members): "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
            }
        }

        var arrayElements: [Decoded]? {
            if case .array(let elements) = self { elements } else { nil }
        }

        var objectMembers: [(key: String, value: Decoded)]? {
            if case .object(let members) = self { members } else { nil }
        }
    }

    /// Encodes the configuration as one flat object, options beside the configuration's own keys.
    ///
    /// - Throws: `EncodingError` when an option is named like a configuration key
    ///   (``Configuration/reservedKeys``): it could not be read back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(strategy, forKey: Key("strategy"))
        try container.encode(width, forKey: Key("width"))
        try container.encodeIfPresent(height, forKey: Key("height"))
        if index != .auto { try container.encode(index, forKey: Key("index")) }
        if layoutDirection != .leftToRight { try container.encode(layoutDirection, forKey: Key("layoutDirection")) }
        if pinsHeaders { try container.encode(pinsHeaders, forKey: Key("pinHeaders")) }
        if let sectionBackground {
            try container.encode(
                sectionBackground == .zero ? .bool(true) : sectionBackground.optionValue,
                forKey: Key("sectionBackground"))
        }
        if !sections.isEmpty {
            let entries = sections.map { section in
                var members = section.options.values
                if let name = section.strategy { members["strategy"] = .string(name) }
                return OptionValue.object(members)
            }
            try container.encode(entries, forKey: Key("sections"))
        }
        for (key, value) in options.values.sorted(by: { $0.key < $1.key }) {
            guard !Self.reservedKeys.contains(key) else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: [Key(key)], debugDescription: "option '\(key)' has the name of a configuration key")
                )
            }
            try container.encode(value, forKey: Key(key))
        }
    }
}
