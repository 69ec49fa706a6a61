/// A value of a configuration object as a decoder hands it over: a parsed
/// JSON value (TrellisTools' `JSONValue`, which keeps its members' order) or a
/// value a `Decoder` gave (``Configuration/init(from:)``).
///
/// ``Configuration/init(reading:)`` reads either, so both decoders check the
/// same keys the same way and say the same thing about a bad value.
package protocol ConfigurationValue: CustomStringConvertible {
    /// The value as an option value; `nil` when it is or holds `null`.
    var optionValue: OptionValue? { get }
    /// A short name of the value's type for error messages: "a number", "an array", …
    var typeDescription: String { get }
    /// The elements, when the value is an array; `nil` otherwise.
    var arrayElements: [Self]? { get }
    /// The members in order, when the value is an object; `nil` otherwise.
    var objectMembers: [(key: String, value: Self)]? { get }
}

extension Configuration {
    /// What is wrong with a configuration object.
    package enum ReadingError: Error, Equatable {
        /// A required key (``Configuration/requiredKeys``) is missing.
        case missingKey(String)
        /// The value of `key` (`sections[1].strategy` inside `sections`) is
        /// wrong; `reason` says what is allowed and what was given.
        case invalidValue(key: String, reason: String)
    }

    /// Reads a configuration object, member by member in the order given: the
    /// configuration's own keys (``reservedKeys``) are checked here, every
    /// other key is kept as an option for ``prepare(_:registry:)`` to check
    /// against the strategy's declarations.
    ///
    /// - Throws: ``ReadingError`` naming the first key at fault.
    /// - Complexity: O(*k* + *v*), where *k* is the number of keys and *v*
    ///   the number of values nested in them.
    package init<Value: ConfigurationValue>(reading members: [(key: String, value: Value)]) throws(ReadingError) {
        for key in Self.requiredKeys where !members.contains(where: { $0.key == key }) {
            throw .missingKey(key)
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
        for (key, value) in members {
            let option = value.optionValue
            switch key {
            case "strategy":
                guard case .string(let name) = option, !name.isEmpty else {
                    throw .invalidValue(
                        key: key, reason: "must be a strategy name such as \"shortest-column\", got \(value)")
                }
                strategy = name
            case "width", "height":
                guard case .number(let length) = option, length.isFinite, length > 0 else {
                    throw .invalidValue(key: key, reason: "must be a number greater than 0, got \(value)")
                }
                if key == "width" { width = length } else { height = length }
            case "index":
                guard case .string(let name) = option, let chosen = IndexOption(rawValue: name) else {
                    let valid = IndexOption.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    let typed = if case .string(let name) = option { name } else { "" }
                    throw .invalidValue(
                        key: key,
                        reason: "must be one of \(valid), got \(value)"
                            + SpellingSuggestion.clause(for: typed, among: IndexOption.allCases.map(\.rawValue)))
                }
                index = chosen
            case "layoutDirection":
                guard case .string(let name) = option, let direction = ReadingDirection(rawValue: name) else {
                    let valid = ReadingDirection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw .invalidValue(key: key, reason: "must be one of \(valid), got \(value)")
                }
                layoutDirection = direction
            case "pinHeaders":
                guard case .bool(let pins) = option else {
                    throw .invalidValue(key: key, reason: "must be true or false, got \(value)")
                }
                pinsHeaders = pins
            case "sections":
                sections = try Self.sectionStrategies(value)
            case "sectionBackground":
                guard let option, let background = Self.sectionBackground(option) else {
                    throw .invalidValue(
                        key: key, reason: "must be true, false or an inset [top, left, bottom, right], got \(value)")
                }
                sectionBackground = background
            default:
                guard let option else {
                    throw .invalidValue(key: key, reason: "must not be null (leave the key out to use the default)")
                }
                options[key] = option
            }
        }
        self.init(
            strategy: strategy, width: width, height: height, index: index, layoutDirection: layoutDirection,
            pinsHeaders: pinsHeaders, sectionBackground: sectionBackground, options: options, sections: sections)
    }

    /// Reads the `sections` array: one object per section, each an optional
    /// `strategy` name and that strategy's options.
    ///
    /// - Throws: ``ReadingError/invalidValue(key:reason:)`` naming the entry or key at fault.
    private static func sectionStrategies<Value: ConfigurationValue>(
        _ value: Value
    ) throws(ReadingError) -> [SectionStrategy] {
        let shape = #"an array of objects like [{"strategy": "flow-line", "itemSize": [100, 36]}, {}]"#
        guard let entries = value.arrayElements else {
            throw .invalidValue(key: "sections", reason: "must be \(shape), got \(value.typeDescription)")
        }
        var sections: [SectionStrategy] = []
        for (index, entry) in entries.enumerated() {
            let path = "sections[\(index)]"
            guard let members = entry.objectMembers else {
                throw .invalidValue(
                    key: path,
                    reason: "must be an object (a \"strategy\" and its options, or {}), got \(entry.typeDescription)")
            }
            var section = SectionStrategy()
            for (key, value) in members {
                if key == "strategy" {
                    guard case .string(let name) = value.optionValue, !name.isEmpty else {
                        throw .invalidValue(
                            key: path + ".strategy", reason: "must be a strategy name such as \"mosaic\", got \(value)")
                    }
                    section.strategy = name
                } else {
                    guard let option = value.optionValue else {
                        throw .invalidValue(
                            key: "\(path).\(key)", reason: "must not be null (leave the key out to use the default)")
                    }
                    section.options[key] = option
                }
            }
            sections.append(section)
        }
        return sections
    }
}
