/// A Swift type that an option's value can be read as: `Int`, `Double`,
/// `Bool`, `String`, ``Size``, ``Insets`` and string-backed enums.
///
/// Conform your own option types to use them in an ``Option`` descriptor.
public protocol OptionRepresentable: Sendable, Equatable {
    /// Reads the value, or returns `nil` when `optionValue` has the wrong shape.
    init?(optionValue: OptionValue)
    /// The value written back as an ``OptionValue``.
    var optionValue: OptionValue { get }
    /// What a valid value looks like, for error messages and `trellis strategies`.
    static var optionTypeDescription: String { get }
}

extension Int: OptionRepresentable {
    public init?(optionValue: OptionValue) {
        // Integers arrive as JSON numbers; accept only whole numbers that fit exactly.
        guard case .number(let number) = optionValue, number.isFinite,
            number == number.rounded(), abs(number) <= 9_007_199_254_740_992
        else { return nil }
        self = Int(number)
    }
    public var optionValue: OptionValue { .number(Double(self)) }
    public static var optionTypeDescription: String { "an integer" }
}

extension Double: OptionRepresentable {
    public init?(optionValue: OptionValue) {
        guard case .number(let number) = optionValue, number.isFinite else { return nil }
        self = number
    }
    public var optionValue: OptionValue { .number(self) }
    public static var optionTypeDescription: String { "a finite number" }
}

extension Bool: OptionRepresentable {
    public init?(optionValue: OptionValue) {
        guard case .bool(let flag) = optionValue else { return nil }
        self = flag
    }
    public var optionValue: OptionValue { .bool(self) }
    public static var optionTypeDescription: String { "true or false" }
}

extension String: OptionRepresentable {
    public init?(optionValue: OptionValue) {
        guard case .string(let text) = optionValue else { return nil }
        self = text
    }
    public var optionValue: OptionValue { .string(self) }
    public static var optionTypeDescription: String { "a string" }
}

extension Size: OptionRepresentable {
    /// Reads `[width, height]` or `{"width": w, "height": h}`; both finite.
    public init?(optionValue: OptionValue) {
        switch optionValue {
        case .list(let values) where values.count == 2:
            guard let width = Double(optionValue: values[0]), let height = Double(optionValue: values[1])
            else { return nil }
            self.init(width: width, height: height)
        case .object(let members) where Set(members.keys) == ["width", "height"]:
            guard let width = members["width"].flatMap(Double.init(optionValue:)),
                let height = members["height"].flatMap(Double.init(optionValue:))
            else { return nil }
            self.init(width: width, height: height)
        default:
            return nil
        }
    }
    public var optionValue: OptionValue { .list([.number(width), .number(height)]) }
    public static var optionTypeDescription: String {
        "a size [width, height] or {\"width\": w, \"height\": h}"
    }
}

extension Insets: OptionRepresentable {
    /// Reads `[top, left, bottom, right]` or an object with any of the keys
    /// `top`, `left`, `bottom`, `right` (a missing side is 0); all finite.
    public init?(optionValue: OptionValue) {
        switch optionValue {
        case .list(let values) where values.count == 4:
            let sides = values.compactMap(Double.init(optionValue:))
            guard sides.count == 4 else { return nil }
            self.init(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        case .object(let members):
            let known: Set<String> = ["top", "left", "bottom", "right"]
            guard Set(members.keys).isSubset(of: known) else { return nil }
            var sides: [String: Double] = [:]
            for (key, value) in members {
                guard let side = Double(optionValue: value) else { return nil }
                sides[key] = side
            }
            self.init(
                top: sides["top"] ?? 0, left: sides["left"] ?? 0,
                bottom: sides["bottom"] ?? 0, right: sides["right"] ?? 0)
        default:
            return nil
        }
    }
    public var optionValue: OptionValue {
        .list([.number(top), .number(left), .number(bottom), .number(right)])
    }
    public static var optionTypeDescription: String {
        "insets [top, left, bottom, right] or {\"top\", \"left\", \"bottom\", \"right\"}"
    }
}

// MARK: - Default implementations

extension OptionRepresentable where Self: RawRepresentable & CaseIterable, RawValue == String {
    public init?(optionValue: OptionValue) {
        guard case .string(let text) = optionValue, let value = Self(rawValue: text) else { return nil }
        self = value
    }
    public var optionValue: OptionValue { .string(rawValue) }
    public static var optionTypeDescription: String {
        "one of " + allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}

/// An option that may be absent: `"none"`, or a value (`nil` is `"none"`).
extension Optional: OptionRepresentable where Wrapped: OptionRepresentable {
    public init?(optionValue: OptionValue) {
        if optionValue == .string("none") {
            self = .none
        } else if let value = Wrapped(optionValue: optionValue) {
            self = .some(value)
        } else {
            return nil
        }
    }
    public var optionValue: OptionValue { self?.optionValue ?? .string("none") }
    public static var optionTypeDescription: String { "\"none\" or \(Wrapped.optionTypeDescription)" }
}
