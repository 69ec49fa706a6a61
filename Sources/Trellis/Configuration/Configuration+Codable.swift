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
    /// - Throws: `DecodingError` when `strategy` or `width` is missing, a value
    ///   has the wrong type, or `width`/`height` is not greater than 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let strategy = try container.decode(String.self, forKey: Key("strategy"))
        let width = try container.decode(Double.self, forKey: Key("width"))
        let height = try container.decodeIfPresent(Double.self, forKey: Key("height"))
        for (key, length) in [("width", width), ("height", height)] {
            if let length, !(length.isFinite && length > 0) {
                throw DecodingError.dataCorruptedError(
                    forKey: Key(key), in: container,
                    debugDescription: "\(key) must be a number greater than 0, got \(length)")
            }
        }
        let index = try container.decodeIfPresent(IndexOption.self, forKey: Key("index")) ?? .auto
        let layoutDirection =
            try container.decodeIfPresent(ReadingDirection.self, forKey: Key("layoutDirection")) ?? .leftToRight
        let pinsHeaders = try container.decodeIfPresent(Bool.self, forKey: Key("pinHeaders")) ?? false
        var sectionBackground: Insets?
        if let value = try container.decodeIfPresent(OptionValue.self, forKey: Key("sectionBackground")) {
            guard let background = Self.sectionBackground(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: Key("sectionBackground"), in: container,
                    debugDescription: "sectionBackground must be true, false or an inset [top, left, bottom, right]")
            }
            sectionBackground = background
        }
        var options: OptionValues = [:]
        for key in container.allKeys where !Self.reservedKeys.contains(key.stringValue) {
            options[key.stringValue] = try container.decode(OptionValue.self, forKey: key)
        }
        var sections: [SectionStrategy] = []
        for (index, entry) in (try container.decodeIfPresent([OptionValue].self, forKey: Key("sections")) ?? [])
            .enumerated()
        {
            guard case .object(var members) = entry else {
                throw DecodingError.dataCorruptedError(
                    forKey: Key("sections"), in: container, debugDescription: "sections[\(index)] must be an object")
            }
            var section = SectionStrategy()
            if let name = members.removeValue(forKey: "strategy") {
                guard case .string(let name) = name else {
                    throw DecodingError.dataCorruptedError(
                        forKey: Key("sections"), in: container,
                        debugDescription: "sections[\(index)].strategy must be a string")
                }
                section.strategy = name
            }
            section.options = OptionValues(members)
            sections.append(section)
        }
        self.init(
            strategy: strategy, width: width, height: height, index: index, layoutDirection: layoutDirection,
            pinsHeaders: pinsHeaders, sectionBackground: sectionBackground, options: options, sections: sections)
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
