/// Everything that can go wrong when preparing a layout, with a message a user
/// can act on: what was wrong, where, and what is allowed.
///
/// `description` is the message the `trellis` command line prints after `error: `.
public enum LayoutError: Error, Sendable, Hashable {
    /// The viewport width or height is missing, not finite, or not positive.
    case invalidViewport(String)
    /// An option has a value of the wrong type or outside its allowed range.
    case invalidOption(key: String, reason: String)
    /// An option is not one the strategy knows.
    case unknownOption(key: String, strategy: String, valid: [String])
    /// An option combination cannot be laid out (e.g. padding wider than the column).
    case invalidConfiguration(String)
    /// An item's size is NaN, infinite, zero or negative, or missing where needed.
    case invalidItem(section: Int, item: Int, reason: String)
    /// A section's count or its per-section options are invalid.
    case invalidSection(section: Int, reason: String)
    /// The input is larger than Trellis accepts (it would exhaust memory).
    case inputTooLarge(String)
    /// No strategy is registered under this name.
    case unknownStrategy(name: String, available: [String])
    /// No spatial-index option has this name.
    case unknownIndex(name: String, available: [String])
    /// A strategy broke the contract (an item placed twice or not at all, a
    /// non-finite frame, ...). This is a bug in the strategy, not in the input.
    case contractViolation(strategy: String, detail: String)
}

extension LayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidViewport(let reason):
            return "invalid viewport: \(reason)"
        case .invalidOption(let key, let reason):
            return "option '\(key)': \(reason)"
        case .unknownOption(let key, let strategy, let valid):
            let list = valid.isEmpty ? "it takes no options" : "valid options: \(valid.joined(separator: ", "))"
            // A per-section key reads `sections[1].colums`: suggest for the key itself.
            let typed = key.split(separator: ".").last.map(String.init) ?? key
            return "unknown option '\(key)' for strategy '\(strategy)'"
                + SpellingSuggestion.clause(for: typed, among: valid) + "; \(list)"
        case .invalidConfiguration(let reason):
            return "invalid configuration: \(reason)"
        case .invalidItem(let section, let item, let reason):
            return "section \(section), item \(item): \(reason)"
        case .invalidSection(let section, let reason):
            return "section \(section): \(reason)"
        case .inputTooLarge(let reason):
            return "input too large: \(reason)"
        case .unknownStrategy(let name, let available):
            return "unknown strategy '\(name)'" + SpellingSuggestion.clause(for: name, among: available)
                + "; registered strategies: \(available.joined(separator: ", "))"
        case .unknownIndex(let name, let available):
            return "unknown index '\(name)'" + SpellingSuggestion.clause(for: name, among: available)
                + "; valid index options: \(available.joined(separator: ", "))"
        case .contractViolation(let strategy, let detail):
            return "strategy '\(strategy)' broke the layout contract: \(detail)"
        }
    }
}
