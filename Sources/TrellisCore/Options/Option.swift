/// One option of a strategy, declared once, on the stored property that holds
/// its value: the configuration key, the default (the property's initial
/// value), the allowed values, a one-line summary and whether a section may
/// override it.
///
/// ```swift
/// @Option("columns", range: 1...12, perSection: true, summary: "Columns side by side.")
/// public var columns = 2
/// ```
///
/// A type that declares its options this way conforms to ``OptionDeclaring``;
/// from the declarations come ``OptionDeclaring/init(reading:)`` (which a
/// strategy's `init(options:)` is), the checks of values set in Swift
/// (``OptionDeclaring/validateOptions()``), the per-section overrides
/// (``OptionDeclaring/overridden(by:at:)``), ``LayoutStrategy/options`` and
/// ``LayoutStrategy/sectionOptions``, `trellis strategies` and the guides'
/// option tables. `$columns` is the declaration itself: its ``name``,
/// ``defaultValue``, ``allowed`` values and ``summary``.
@propertyWrapper
public struct Option<Value: OptionRepresentable>: Sendable {
    /// The value: the default, a configuration's value, or what Swift code set.
    public var wrappedValue: Value
    /// Everything but the value, shared by the copies of a declaration: a
    /// strategy copies and reflects on its options as cheaply as on its values.
    var declaration: OptionDeclaration<Value>

    /// The configuration key.
    public var name: String { declaration.name }
    /// The value used when the key is absent: the property's initial value.
    public var defaultValue: Value { declaration.defaultValue }
    /// A one-line description.
    public var summary: String { declaration.summary }
    /// What values are allowed, in words ("an integer from 1 to 10000").
    public var allowed: String { declaration.allowed }
    /// How listings and the documentation show the default: the default
    /// value as JSON, or words for an option that is absent by default.
    public var defaultDescription: String { declaration.defaultDescription }
    /// Whether a section may override the option (``SectionInput/options``).
    public var perSection: Bool { declaration.perSection }
    /// Returns why a value is not allowed, or `nil` when it is.
    var check: @Sendable (Value) -> String? { declaration.check }
    /// Why the configuration's value could not be read, when it could not
    /// (``OptionDeclaring/init(reading:)`` throws it).
    var failure: LayoutError? { declaration.failure }

    /// The declaration: `$name` names the key, default and allowed values.
    public var projectedValue: Option<Value> { self }

    /// The declaration without a value read from a configuration.
    init(
        name: String, defaultValue: Value, allowed: String?, defaultDescription: String?, perSection: Bool,
        summary: String, bounds: OptionBounds = .checked, check: @escaping @Sendable (Value) -> String?
    ) {
        self.wrappedValue = defaultValue
        self.declaration = OptionDeclaration(
            name: name, defaultValue: defaultValue, summary: summary,
            allowed: allowed ?? Value.optionTypeDescription,
            defaultDescription: defaultDescription ?? defaultValue.optionValue.description, perSection: perSection,
            bounds: bounds, check: check, failure: nil)
    }

    /// Declares an option with a custom check, on a property whose initial value is the default.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default: the property's initial value.
    ///   - name: The configuration key.
    ///   - allowed: What values are allowed, in words; defaults to the type's description.
    ///   - defaultDescription: How listings show the default; the default
    ///     value as JSON when `nil`. Give words ("absent") for an option
    ///     whose absence means something other than the default value.
    ///   - perSection: Whether a section may override the option.
    ///   - summary: A one-line description.
    ///   - check: Returns why a value is not allowed, or `nil` when it is.
    public init(
        wrappedValue: Value, _ name: String, allowed: String? = nil, defaultDescription: String? = nil,
        perSection: Bool = false, summary: String, check: @escaping @Sendable (Value) -> String? = { _ in nil }
    ) {
        self.init(
            name: name, defaultValue: wrappedValue, allowed: allowed, defaultDescription: defaultDescription,
            perSection: perSection, summary: summary, check: check)
        readConfiguredValue()
    }

    /// Declares a shared option (such as ``SectionOptions/sectionInset``) on a
    /// property: its key, allowed values and check, with this property's
    /// initial value as the default and, when given, a summary of its own.
    public init(wrappedValue: Value, _ shared: Option<Value>, perSection: Bool = false, summary: String? = nil) {
        self.init(
            name: shared.name, defaultValue: wrappedValue, allowed: shared.allowed, defaultDescription: nil,
            perSection: perSection, summary: summary ?? shared.summary, bounds: shared.declaration.bounds,
            check: shared.check)
        readConfiguredValue()
    }

    /// Declares a shared option (such as ``SectionOptions/sectionInset``) on a
    /// property, with the shared default and, when given, a summary of its own.
    public init(_ shared: Option<Value>, perSection: Bool = false, summary: String? = nil) {
        self.init(
            name: shared.name, defaultValue: shared.defaultValue, allowed: shared.allowed,
            defaultDescription: shared.defaultDescription, perSection: perSection,
            summary: summary ?? shared.summary, bounds: shared.declaration.bounds, check: shared.check)
        readConfiguredValue()
    }

    /// Takes the value of the configuration being read, if any (see ``OptionDeclaring/init(reading:)``).
    private mutating func readConfiguredValue() {
        guard let reading = OptionReading.current.get() else { return }
        do throws(LayoutError) {
            wrappedValue = try reading.value(of: self)
        } catch {
            declaration = declaration.failing(error)
        }
    }

    /// Validates a value, returning the reason it is not allowed, or `nil`.
    public func problem(with value: Value) -> String? { check(value) }

    /// Throws unless `value` is one a configuration could hold for this option:
    /// for values set in Swift, which have not been through a configuration.
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
    /// Declares an integer option limited to `range`, on a property whose initial value is the default.
    public init(
        wrappedValue: Int, _ name: String, range: ClosedRange<Int>, perSection: Bool = false, summary: String
    ) {
        self.init(
            name: name, defaultValue: wrappedValue, allowed: nil, range: range, perSection: perSection,
            summary: summary)
        readConfiguredValue()
    }

    private init(
        name: String, defaultValue: Int, allowed: String?, range: ClosedRange<Int>, perSection: Bool,
        summary: String
    ) {
        self.init(
            name: name, defaultValue: defaultValue,
            allowed: "an integer from \(range.lowerBound) to \(range.upperBound)", defaultDescription: nil,
            perSection: perSection, summary: summary, bounds: .range(range)
        ) { value in
            range.contains(value) ? nil : "must be from \(range.lowerBound) to \(range.upperBound)"
        }
    }
}

extension Option where Value == Double {
    /// Declares a finite number option, at least `minimum` (or above it when
    /// `exclusive`), on a property whose initial value is the default.
    public init(
        wrappedValue: Double, _ name: String, minimum: Double, exclusive: Bool = false, perSection: Bool = false,
        summary: String
    ) {
        self.init(
            name: name, defaultValue: wrappedValue, minimum: minimum, exclusive: exclusive, perSection: perSection,
            summary: summary)
        readConfiguredValue()
    }

    private init(
        name: String, defaultValue: Double, minimum: Double, exclusive: Bool, perSection: Bool, summary: String
    ) {
        let bound = OptionValue.number(minimum).description
        let words = exclusive ? "a number greater than \(bound)" : "a number of at least \(bound)"
        self.init(
            name: name, defaultValue: defaultValue, allowed: words, defaultDescription: nil, perSection: perSection,
            summary: summary, bounds: .minimum(minimum, exclusive: exclusive)
        ) { value in
            (exclusive ? value > minimum : value >= minimum)
                ? nil : (exclusive ? "must be greater than \(bound)" : "must be at least \(bound)")
        }
    }
}

// MARK: - Shared descriptors

extension Option {
    /// A descriptor shared by several declarations (``SectionOptions``): never
    /// reads a configuration itself.
    static func shared(
        _ name: String, default defaultValue: Value, allowed: String? = nil, defaultDescription: String? = nil,
        summary: String, check: @escaping @Sendable (Value) -> String? = { _ in nil }
    ) -> Option {
        Option(
            name: name, defaultValue: defaultValue, allowed: allowed, defaultDescription: defaultDescription,
            perSection: false, summary: summary, check: check)
    }
}

// MARK: - Equality

/// An option prints as its value, so a strategy prints as its option values.
extension Option: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { String(describing: wrappedValue) }
    public var debugDescription: String { String(reflecting: wrappedValue) }
}

/// Two options are equal when their values are: the declaration is the same
/// for every value of a type, so a strategy's synthesized `==` and `hash`
/// compare its option values.
extension Option: Equatable {
    public static func == (lhs: Option, rhs: Option) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Option: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// What an ``Option`` declares besides its value; immutable, so every copy
/// of a declaration shares one.
final class OptionDeclaration<Value: OptionRepresentable>: Sendable {
    let name: String
    let defaultValue: Value
    let summary: String
    let allowed: String
    let defaultDescription: String
    let perSection: Bool
    let bounds: OptionBounds
    let check: @Sendable (Value) -> String?
    let failure: LayoutError?

    init(
        name: String, defaultValue: Value, summary: String, allowed: String, defaultDescription: String,
        perSection: Bool, bounds: OptionBounds, check: @escaping @Sendable (Value) -> String?, failure: LayoutError?
    ) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.allowed = allowed
        self.defaultDescription = defaultDescription
        self.perSection = perSection
        self.bounds = bounds
        self.check = check
        self.failure = failure
    }

    /// The same declaration, with why the configuration's value could not be read.
    func failing(_ failure: LayoutError) -> OptionDeclaration {
        OptionDeclaration(
            name: name, defaultValue: defaultValue, summary: summary, allowed: allowed,
            defaultDescription: defaultDescription, perSection: perSection, bounds: bounds, check: check,
            failure: failure)
    }
}

/// The limits an ``Option`` was declared with, to say what is wrong with a
/// default outside them in the declaration's own terms ("outside 1...20").
enum OptionBounds: Sendable {
    /// `range:` of an integer option.
    case range(ClosedRange<Int>)
    /// `minimum:` (and `exclusive:`) of a number option.
    case minimum(Double, exclusive: Bool)
    /// A `check:` closure, or none.
    case checked
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
