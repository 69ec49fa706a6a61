/// Describes one option of a strategy: its name, type, default, allowed values
/// and a one-line summary.
///
/// A strategy declares its options once, as static descriptors, and reads them
/// with ``OptionValues/value(_:default:)``; the same descriptors drive
/// configuration validation, error messages and `trellis strategies`.
///
/// ```swift
/// static let columns = Option<Int>("columns", default: 2, range: 1...10_000,
///                                  summary: "Number of columns.")
/// let columns = try options.value(Self.columns)
/// ```
public struct Option<Value: OptionRepresentable>: Sendable {
    /// The configuration key.
    public let name: String
    /// The value used when the key is absent.
    public let defaultValue: Value
    /// A one-line description.
    public let summary: String
    /// What values are allowed, in words ("an integer from 1 to 10000").
    public let allowed: String
    /// How listings and the documentation show the default: the default
    /// value as JSON, or words for an option that is absent by default.
    public let defaultDescription: String
    /// Returns why a value is not allowed, or `nil` when it is.
    private let check: @Sendable (Value) -> String?

    /// Creates an option with a custom check.
    ///
    /// - Parameters:
    ///   - name: The configuration key.
    ///   - defaultValue: The value used when the key is absent.
    ///   - allowed: What values are allowed, in words; defaults to the type's description.
    ///   - defaultDescription: How listings show the default; the default
    ///     value as JSON when `nil`. Give words ("absent") for an option
    ///     whose absence means something other than `defaultValue`.
    ///   - summary: A one-line description.
    ///   - check: Returns why a value is not allowed, or `nil` when it is.
    public init(
        _ name: String, default defaultValue: Value, allowed: String? = nil, defaultDescription: String? = nil,
        summary: String, check: @escaping @Sendable (Value) -> String? = { _ in nil }
    ) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.allowed = allowed ?? Value.optionTypeDescription
        self.defaultDescription = defaultDescription ?? defaultValue.optionValue.description
        self.check = check
    }

    /// Validates a value, returning the reason it is not allowed, or `nil`.
    public func problem(with value: Value) -> String? { check(value) }

    /// Throws unless `value` is one a configuration could hold for this option:
    /// for values set in Swift (a memberwise initializer), which have not been
    /// through a configuration.
    ///
    /// The round trip through ``OptionValue`` rejects what reading rejects
    /// (NaN and infinities: numbers in a configuration are finite); then the
    /// option's own check applies.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the option.
    public func validate(_ value: Value) throws(LayoutError) {
        let raw = value.optionValue
        guard Value(optionValue: raw) == value else {
            throw .invalidOption(key: name, reason: "expected \(allowed), got \(raw)")
        }
        if let problem = check(value) {
            throw .invalidOption(key: name, reason: "\(problem), got \(raw)")
        }
    }

    /// The type-erased description, for listings.
    public var erased: AnyOption {
        AnyOption(
            name: name, defaultDescription: defaultDescription,
            allowed: allowed, summary: summary)
    }
}

extension Option where Value == Int {
    /// An integer option limited to `range`.
    public init(_ name: String, default defaultValue: Int, range: ClosedRange<Int>, summary: String) {
        self.init(
            name, default: defaultValue,
            allowed: "an integer from \(range.lowerBound) to \(range.upperBound)",
            summary: summary
        ) { value in
            range.contains(value) ? nil : "must be from \(range.lowerBound) to \(range.upperBound)"
        }
    }
}

extension Option where Value == Double {
    /// A finite number option, at least `minimum` (or above it when `exclusive`).
    public init(
        _ name: String, default defaultValue: Double, minimum: Double, exclusive: Bool = false,
        summary: String
    ) {
        let bound = OptionValue.number(minimum).description
        let words = exclusive ? "a number greater than \(bound)" : "a number of at least \(bound)"
        self.init(name, default: defaultValue, allowed: words, summary: summary) { value in
            (exclusive ? value > minimum : value >= minimum)
                ? nil : (exclusive ? "must be greater than \(bound)" : "must be at least \(bound)")
        }
    }
}

/// An option described without its type, for listings and key validation.
public struct AnyOption: Sendable, Hashable {
    /// The configuration key.
    public let name: String
    /// The default value written as JSON.
    public let defaultDescription: String
    /// What values are allowed, in words.
    public let allowed: String
    /// A one-line description.
    public let summary: String
}
