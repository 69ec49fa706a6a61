/// A type whose options are declared with ``Option`` on its stored
/// properties: a strategy, or a group of options several strategies share
/// (``ColumnOptions``).
///
/// Each option is one declaration, next to its value; everything else comes
/// from the declarations, found by reflection (`Mirror`) on `init()`'s value:
///
/// ```swift
/// struct Spaced: LayoutStrategy, OptionDeclaring {
///     static let name = "spaced"
///     @Option("spacing", minimum: 0, perSection: true, summary: "Space between items.")
///     var spacing = 8.0
///     init() {}
///     func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
///         try validateOptions()
///         for (index, section) in input.sections.enumerated() {
///             let spacing = try overridden(by: section, at: index).spacing
///             // ...
///         }
///     }
/// }
/// ```
///
/// A strategy conforming to both gets ``LayoutStrategy/options``,
/// ``LayoutStrategy/sectionOptions`` (the options declared `perSection`) and
/// ``LayoutStrategy/init(options:)`` (``init(reading:)``), so `trellis
/// strategies`, the guides' option tables and configurations see exactly the
/// declarations. Options of a nested ``OptionDeclaring`` property (such as a
/// column strategy's ``ColumnOptions``) are the type's options too.
///
/// The stored properties other than options keep what `init()` gives them:
/// ``init(reading:)`` and ``overridden(by:at:)`` make a new value with `init()`.
public protocol OptionDeclaring: Sendable {
    /// Creates the value with every option at its declared default.
    ///
    /// While ``init(reading:)`` runs it, each `@Option` property starts at the
    /// configuration's value instead; an initializer that assigns an option
    /// replaces that value.
    init()

    /// Checks what the declarations cannot check one by one, such as two
    /// options that exclude each other, in values about to be read.
    ///
    /// ``init(reading:)`` and ``overridden(by:at:)`` call it, for this type
    /// and each nested ``OptionDeclaring`` property's type, before they report
    /// a bad value. The default checks nothing.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming a key
    ///   with `options.keyPrefix`.
    static func checkCombination(of options: OptionValues) throws(LayoutError)
}

extension OptionDeclaring {
    public static func checkCombination(of options: OptionValues) throws(LayoutError) {}

    /// Creates the value with every option at its default, then lets
    /// `configure` set the ones it names: `CenteredColumn { $0.maxWidth = 300 }`.
    ///
    /// Values set here are checked when they are used (``validateOptions()``),
    /// as values set on any property are.
    public init(_ configure: (inout Self) throws -> Void) rethrows {
        self.init()
        try configure(&self)
    }

    /// Creates the value from configuration options: each declared option
    /// takes the value under its key, or its default when the key is absent.
    ///
    /// Keys that no option declares are not read (a registry rejects them first).
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the first
    ///   declared option (with `options.keyPrefix`) whose value has the wrong
    ///   type or is not allowed.
    /// - Complexity: O(*d*) for *d* declared options, by reflection.
    public init(reading options: OptionValues) throws(LayoutError) {
        let value = OptionReading.current.withValue(OptionReading(given: options)) { Self() }
        value.stopOnDeclarationMistakes(given: options)
        try value.throwFirstReadingFailure(given: options)
        self = value
    }

    /// The declared options, in declaration order (a nested ``OptionDeclaring``
    /// property's options where it is declared).
    ///
    /// - Complexity: O(*d*) for *d* declared options, by reflection on
    ///   `init()`'s value; a strategy with many sections stores the list once
    ///   (`static let options = declaredOptions`).
    public static var declaredOptions: [AnyOption] {
        var options: [AnyOption] = []
        OptionReading.forEachDeclaration(in: defaults) { options.append($0.erased) }
        return options
    }

    /// The declared options a section may override (declared `perSection`), in declaration order.
    ///
    /// - Complexity: as ``declaredOptions``.
    public static var declaredSectionOptions: [AnyOption] {
        var options: [AnyOption] = []
        OptionReading.forEachDeclaration(in: defaults) { option in
            if option.perSection { options.append(option.erased) }
        }
        return options
    }

    /// Checks every option's value as a configuration's would be checked:
    /// values set in Swift have not been through one.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the first
    ///   option whose value a configuration could not hold (NaN, out of range,
    ///   ...); ``LayoutError/contractViolation(strategy:detail:)`` naming the
    ///   declaration when that value is the option's own declared default
    ///   ("StaggeredRows.perRow's default 50 is outside 1...20"): nobody set it,
    ///   the declaration is wrong.
    /// - Complexity: O(*d*) for *d* declared options, by reflection.
    public func validateOptions() throws(LayoutError) {
        do throws(LayoutError) {
            try OptionReading.forEachDeclaration(in: self) { option throws(LayoutError) in
                try option.validateValue()
            }
        } catch {
            throw defaultMistake() ?? error
        }
    }

    /// The value with the section's overrides applied: each option declared
    /// `perSection` takes the section's value when it gives one; every other
    /// option keeps this value's.
    ///
    /// Returns `self` at once for a section without options, so a strategy
    /// calls it once per section, before placing the section's items.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key
    ///   with its section (`sections[2].spacing`) when an override has the
    ///   wrong type or is not allowed.
    /// - Complexity: O(1) without overrides; O(*d*) by reflection otherwise.
    public func overridden(by section: SectionInput, at index: Int) throws(LayoutError) -> Self {
        guard !section.options.isEmpty else { return self }
        var kept: [String: any Sendable] = [:]
        OptionReading.forEachDeclaration(in: self) { kept[$0.name] = $0.value }
        let reading = OptionReading(given: section.overrides(at: index), kept: kept, perSectionOnly: true)
        let value = OptionReading.current.withValue(reading) { Self() }
        try value.throwFirstReadingFailure(given: reading.given)
        return value
    }

    /// `init()`'s value, every option at its default, even while a
    /// configuration is being read: for the declarations (`defaults.$spacing.name`).
    public static var defaults: Self { OptionReading.current.withValue(nil) { Self() } }

    /// Throws what ``checkCombination(of:)`` finds in `given`, then the first value that could not be read.
    private func throwFirstReadingFailure(given: OptionValues) throws(LayoutError) {
        try OptionReading.checkCombinations(in: self, given: given)
        try OptionReading.forEachDeclaration(in: self) { option throws(LayoutError) in
            if let failure = option.failure { throw failure }
        }
    }
}

extension LayoutStrategy where Self: OptionDeclaring {
    /// The declared options (``OptionDeclaring/declaredOptions``).
    public static var options: [AnyOption] { declaredOptions }
    /// The options declared `perSection` (``OptionDeclaring/declaredSectionOptions``).
    public static var sectionOptions: [AnyOption] { declaredSectionOptions }

    /// Creates the strategy from configuration options: ``OptionDeclaring/init(reading:)``.
    ///
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` naming the key.
    public init(options: OptionValues) throws(LayoutError) {
        try self.init(reading: options)
    }
}

/// An ``Option`` seen without its value type, for the reflection that reads,
/// lists and checks declarations.
protocol DeclaredOption {
    var name: String { get }
    var perSection: Bool { get }
    var erased: AnyOption { get }
    var value: any Sendable { get }
    var failure: LayoutError? { get }
    func validateValue() throws(LayoutError)
    /// Whether the value is the declared default.
    var holdsDefault: Bool { get }
    /// The value as JSON.
    var valueDescription: String { get }
    /// What is wrong with the declared default ("default 50 is outside
    /// 1...20"), or `nil` when a configuration could give it.
    var defaultProblem: String? { get }
    /// Whether the value is `raw` read as this option's type.
    func holds(_ raw: OptionValue) -> Bool
    /// A value other than the default that the option accepts, if one is
    /// easily found: to see that a configuration's value reaches the property.
    var probeValue: OptionValue? { get }
    /// Up to three values other than the default that the option accepts.
    var acceptedValues: [OptionValue] { get }
}

extension Option: DeclaredOption {
    var value: any Sendable { wrappedValue }
    func validateValue() throws(LayoutError) { try validate(wrappedValue) }
    var holdsDefault: Bool { wrappedValue == defaultValue }
    var valueDescription: String { wrappedValue.optionValue.description }
    func holds(_ raw: OptionValue) -> Bool { Value(optionValue: raw) == wrappedValue }

    var defaultProblem: String? {
        let raw = defaultValue.optionValue
        guard Value(optionValue: raw) == defaultValue else {
            return "default \(raw) is not a value a configuration can hold (\(allowed))"
        }
        guard let problem = check(defaultValue) else { return nil }
        switch declaration.bounds {
        case .range(let range): return "default \(raw) is outside \(range.lowerBound)...\(range.upperBound)"
        case .minimum(let minimum, let exclusive):
            let bound = OptionValue.number(minimum).description
            return exclusive
                ? "default \(raw) is not greater than its minimum \(bound)"
                : "default \(raw) is below its minimum \(bound)"
        case .checked: return "default \(raw) is not allowed: \(problem)"
        }
    }

    var probeValue: OptionValue? { acceptedValues.first }

    var acceptedValues: [OptionValue] {
        var candidates: [OptionValue] = []
        func shifted(_ value: OptionValue) -> [OptionValue] {
            switch value {
            case .number(let number): [number + 1, number - 1, number + 0.5, number * 2, 1, 2].map(OptionValue.number)
            case .bool(let flag): [.bool(!flag)]
            case .list(let values):
                [.list(values.map { shifted($0).first ?? $0 })]
            default: []
            }
        }
        candidates = shifted(defaultValue.optionValue)
        if let cases = Value.self as? any CaseIterable.Type {
            candidates += Self.allCases(of: cases).compactMap { ($0 as? Value)?.optionValue }
        }
        if case .string("none") = defaultValue.optionValue {
            candidates += [1, 2, 10, 100, 0.5].map(OptionValue.number)
        }
        var accepted: [Value] = []
        for raw in candidates {
            guard let value = Value(optionValue: raw), value != defaultValue, check(value) == nil,
                !accepted.contains(value)
            else { continue }
            accepted.append(value)
            if accepted.count == 3 { break }
        }
        return accepted.map(\.optionValue)
    }

    private static func allCases<Cases: CaseIterable>(of type: Cases.Type) -> [Any] {
        type.allCases.map { $0 as Any }
    }
}

/// The configuration an ``OptionDeclaring`` type is being made from: while
/// ``OptionDeclaring/init(reading:)`` or ``OptionDeclaring/overridden(by:at:)``
/// runs `init()`, each `@Option` property takes its value from here.
struct OptionReading: Sendable {
    /// The configuration being read, for the options initialized in this task.
    static var current: TaskLocal<OptionReading?> { storage.local }
    /// `current`'s storage. A `TaskLocal` holds no shared value (each task
    /// has its own), but the iOS 16 and 17 SDKs do not yet mark it `Sendable`.
    private static let storage = SharedTaskLocal(local: TaskLocal<OptionReading?>(wrappedValue: nil))

    /// The values given: a configuration, or a section's overrides.
    var given: OptionValues
    /// The values an option keeps when `given` has none (overrides keep the strategy's).
    var kept: [String: any Sendable] = [:]
    /// Whether only options declared `perSection` read `given`.
    var perSectionOnly = false

    /// The value of `option`: given (read and checked), kept, or its default.
    func value<Value>(of option: Option<Value>) throws(LayoutError) -> Value {
        if given[option.name] != nil, option.perSection || !perSectionOnly {
            return try given.value(option)
        }
        if let kept = kept[option.name] as? Value { return kept }
        return option.defaultValue
    }

    /// Runs ``OptionDeclaring/checkCombination(of:)`` of `value`'s type and
    /// of each nested ``OptionDeclaring`` property's type.
    static func checkCombinations(in value: any OptionDeclaring, given: OptionValues) throws(LayoutError) {
        try type(of: value).checkCombination(of: given)
        for child in Mirror(reflecting: value).children {
            if let nested = child.value as? any OptionDeclaring { try checkCombinations(in: nested, given: given) }
        }
    }

    /// Calls `body` with each option declared in `value`, in declaration
    /// order, descending into nested ``OptionDeclaring`` properties.
    static func forEachDeclaration<Failure: Error>(
        in value: Any, _ body: (any DeclaredOption) throws(Failure) -> Void
    ) throws(Failure) {
        for child in Mirror(reflecting: value).children {
            if let option = child.value as? any DeclaredOption {
                try body(option)
            } else if child.value is any OptionDeclaring {
                try forEachDeclaration(in: child.value, body)
            }
        }
    }
}

/// A `TaskLocal` that may be stored in a static constant on every SDK.
struct SharedTaskLocal<Value: Sendable>: @unchecked Sendable {
    let local: TaskLocal<Value>
}
