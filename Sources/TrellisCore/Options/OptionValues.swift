/// The options given for a strategy or a section: configuration keys to values.
///
/// Read them through typed ``Option`` descriptors; every failure is a
/// ``LayoutError`` that names the key (with its section, when the values
/// belong to one) and says what is allowed.
public struct OptionValues: Sendable, Hashable {
    /// The raw values by key.
    public var values: [String: OptionValue]
    /// Prefixed to keys in error messages, e.g. `"sections[2]."`.
    public var keyPrefix: String

    /// Creates empty option values: every option at its default.
    public init() {
        self.init([:])
    }

    /// Creates option values.
    public init(_ values: [String: OptionValue], keyPrefix: String = "") {
        self.values = values
        self.keyPrefix = keyPrefix
    }

    /// Whether no option is given.
    public var isEmpty: Bool { values.isEmpty }

    /// Accesses a raw value by key.
    public subscript(key: String) -> OptionValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The value of an option, or `defaultValue` (the option's own default when
    /// `nil`) when the key is absent.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` when the value has
    ///   the wrong type or is not allowed.
    public func value<Value>(_ option: Option<Value>, default defaultValue: Value? = nil) throws(LayoutError) -> Value {
        guard let raw = values[option.name] else { return defaultValue ?? option.defaultValue }
        guard let value = Value(optionValue: raw) else {
            throw .invalidOption(key: keyPrefix + option.name, reason: "expected \(option.allowed), got \(raw)")
        }
        if let problem = option.problem(with: value) {
            throw .invalidOption(key: keyPrefix + option.name, reason: "\(problem), got \(raw)")
        }
        return value
    }

    /// Throws when a key is not among `allowed`.
    ///
    /// - Complexity: O(*k* · *a*), where *k* is the number of keys and *a* the number of allowed options.
    public func rejectUnknownKeys(allowed: [AnyOption], strategy: String) throws(LayoutError) {
        let names = allowed.map(\.name)
        for key in values.keys.sorted() where !names.contains(key) {
            throw .unknownOption(key: keyPrefix + key, strategy: strategy, valid: names)
        }
    }
}

extension OptionValues: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, OptionValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension OptionValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: OptionValue...) { self = .list(elements) }
}
