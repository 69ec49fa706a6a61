extension Configuration {
    /// Reads a configuration from UTF-8 JSON text, with precise errors.
    ///
    /// Checks the configuration's own keys here (`strategy` a string, `width`
    /// and `height` numbers greater than 0, `index` a known option,
    /// `layoutDirection` `"leftToRight"` or `"rightToLeft"`, `pinHeaders` a
    /// Boolean, `sections` an array of objects), with the same reader and the
    /// same messages as `Codable` decoding; the strategy's options are checked
    /// by ``prepare(_:registry:)``, which knows the strategy.
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
    /// - Complexity: O(*k* + *v*), where *k* is the number of keys and *v* the
    ///   number of values nested in them.
    public init(jsonValue: JSONValue, source: String = "configuration") throws(InputError) {
        let object = "the configuration"
        guard let members = jsonValue.objectMembers else {
            throw .invalidValue(
                source: source, key: object,
                reason:
                    "must be a JSON object like {\"strategy\": \"mosaic\", \"width\": 390}, got \(jsonValue.typeDescription)"
            )
        }
        do {
            try self.init(reading: members)
        } catch {
            switch error {
            case .missingKey(let key):
                throw .missingKey(source: source, object: object, key: key, required: Self.requiredKeys)
            case .invalidValue(let key, let reason):
                throw .invalidValue(source: source, key: key, reason: reason)
            }
        }
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

// A parsed JSON value is what the configuration reader reads: members in the
// order written, so the first bad key in the text is the one an error names.
extension JSONValue: ConfigurationValue {
    package var arrayElements: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    package var objectMembers: [(key: String, value: JSONValue)]? {
        if case .object(let object) = self { object.members.map { ($0.key, $0.value) } } else { nil }
    }
}
