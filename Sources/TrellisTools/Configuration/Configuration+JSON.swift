extension Configuration {
    /// Reads a configuration from UTF-8 JSON text, with precise errors.
    ///
    /// Checks the configuration's own keys here (`strategy` a string, `width`
    /// and `height` numbers greater than 0, `index` a known option,
    /// `layoutDirection` `"leftToRight"` or `"rightToLeft"`, `pinHeaders` a
    /// Boolean, `sections` an array of objects); the
    /// strategy's options are checked by ``prepare(_:registry:)``, which knows
    /// the strategy.
    ///
    /// - Parameters:
    ///   - bytes: The JSON text.
    ///   - source: Names the text in errors, usually the file path.
    /// - Throws: ``InputError`` with the line and column of a syntax error, or
    ///   the key at fault and what it allows.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public init(json bytes: [UInt8], source: String = "configuration") throws(InputError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            throw .invalidJSON(source: source, error)
        }
        try self.init(jsonValue: value, source: source)
    }

    /// Reads a configuration from JSON text, with precise errors.
    ///
    /// - Throws: ``InputError`` naming the line and column or the key at fault.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public init(json text: String, source: String = "configuration") throws(InputError) {
        try self.init(json: Array(text.utf8), source: source)
    }

    /// Reads a configuration from a parsed JSON object.
    ///
    /// - Throws: ``InputError`` naming the key at fault.
    /// - Complexity: O(*k*), where *k* is the number of keys.
    public init(jsonValue: JSONValue, source: String = "configuration") throws(InputError) {
        let object = "the configuration"
        guard case .object(let members) = jsonValue else {
            throw .invalidValue(
                source: source, key: object,
                reason:
                    "must be a JSON object like {\"strategy\": \"mosaic\", \"width\": 390}, got \(jsonValue.typeDescription)"
            )
        }
        for key in Self.requiredKeys where members[key] == nil {
            throw .missingKey(source: source, object: object, key: key, required: Self.requiredKeys)
        }
        var strategy = ""
        var width = 0.0
        var height: Double?
        var index = IndexOption.auto
        var layoutDirection = ReadingDirection.leftToRight
        var pinsHeaders = false
        var sectionBackground: Insets?
        var options: OptionValues = [:]
        var sections: [SectionStrategy] = []
        for member in members.members {
            let value = member.value
            switch member.key {
            case "strategy":
                guard case .string(let name) = value, !name.isEmpty else {
                    throw .invalidValue(
                        source: source, key: "strategy",
                        reason: "must be a strategy name such as \"shortest-column\", got \(value)")
                }
                strategy = name
            case "width", "height":
                guard case .number(let length) = value, length > 0 else {
                    throw .invalidValue(
                        source: source, key: member.key,
                        reason: "must be a number greater than 0, got \(value)")
                }
                if member.key == "width" { width = length } else { height = length }
            case "index":
                guard case .string(let name) = value, let option = IndexOption(rawValue: name) else {
                    let valid = IndexOption.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    let typed = if case .string(let name) = value { name } else { "" }
                    throw .invalidValue(
                        source: source, key: "index",
                        reason: "must be one of \(valid), got \(value)"
                            + SpellingSuggestion.clause(for: typed, among: IndexOption.allCases.map(\.rawValue)))
                }
                index = option
            case "layoutDirection":
                guard case .string(let name) = value, let direction = ReadingDirection(rawValue: name) else {
                    let valid = ReadingDirection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw .invalidValue(
                        source: source, key: "layoutDirection", reason: "must be one of \(valid), got \(value)")
                }
                layoutDirection = direction
            case "pinHeaders":
                guard case .bool(let pins) = value else {
                    throw .invalidValue(
                        source: source, key: "pinHeaders", reason: "must be true or false, got \(value)")
                }
                pinsHeaders = pins
            case "sections":
                sections = try Self.sectionStrategies(value, source: source)
            case "sectionBackground":
                guard let option = value.optionValue, let background = Self.sectionBackground(option) else {
                    throw .invalidValue(
                        source: source, key: "sectionBackground",
                        reason: "must be true, false or an inset [top, left, bottom, right], got \(value)")
                }
                sectionBackground = background
            default:
                guard let option = value.optionValue else {
                    throw .invalidValue(
                        source: source, key: member.key,
                        reason: "must not be null (leave the key out to use the default)")
                }
                options[member.key] = option
            }
        }
        self.init(
            strategy: strategy, width: width, height: height, index: index, layoutDirection: layoutDirection,
            pinsHeaders: pinsHeaders, sectionBackground: sectionBackground, options: options, sections: sections)
    }

    /// Reads the `sections` array: one object per section, each an optional
    /// `strategy` name and that strategy's options.
    ///
    /// - Throws: ``InputError/invalidValue(source:key:reason:)`` naming the entry or key at fault.
    private static func sectionStrategies(_ value: JSONValue, source: String) throws(InputError) -> [SectionStrategy] {
        let shape = #"an array of objects like [{"strategy": "flow-line", "itemSize": [100, 36]}, {}]"#
        guard case .array(let entries) = value else {
            throw .invalidValue(
                source: source, key: "sections", reason: "must be \(shape), got \(value.typeDescription)")
        }
        var sections: [SectionStrategy] = []
        for (index, entry) in entries.enumerated() {
            let path = "sections[\(index)]"
            guard case .object(let members) = entry else {
                throw .invalidValue(
                    source: source, key: path,
                    reason: "must be an object (a \"strategy\" and its options, or {}), got \(entry.typeDescription)")
            }
            var section = SectionStrategy()
            for member in members.members {
                if member.key == "strategy" {
                    guard case .string(let name) = member.value, !name.isEmpty else {
                        throw .invalidValue(
                            source: source, key: path + ".strategy",
                            reason: "must be a strategy name such as \"mosaic\", got \(member.value)")
                    }
                    section.strategy = name
                } else {
                    guard let option = member.value.optionValue else {
                        throw .invalidValue(
                            source: source, key: "\(path).\(member.key)",
                            reason: "must not be null (leave the key out to use the default)")
                    }
                    section.options[member.key] = option
                }
            }
            sections.append(section)
        }
        return sections
    }

    /// Reads a configuration from a JSON file.
    ///
    /// - Throws: ``InputError`` naming the file, and the line and column or
    ///   the key at fault; a missing, empty or unreadable file is an error too.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public init(contentsOfFile path: String) throws(InputError) {
        try self.init(json: try readInputFile(atPath: path), source: path)
    }
}
