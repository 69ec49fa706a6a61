import Trellis

/// `trellis strategies`: lists the registered strategies with their options,
/// and the index options every configuration accepts.
enum StrategiesCommand: Subcommand {
    static let name = "strategies"
    static let usage = "strategies"
    static let summary = "List the registered strategies with their options, and the index options."

    static func run(_ arguments: [String]) throws -> String {
        var arguments = Arguments(arguments, command: name)
        _ = try arguments.positionals([])
        try arguments.finish()
        return listing(of: .builtIn)
    }

    /// The listing for a registry.
    ///
    /// - Complexity: O(*r* · *a*), where *r* is the number of strategies and *a* the options per strategy.
    static func listing(of registry: StrategyRegistry) -> String {
        var text = "Strategies (configuration key \"strategy\"; every other key is an option):\n"
        for strategy in registry.strategies {
            text += "\n\(strategy.name)\n"
            if !strategy.summary.isEmpty { text += "  \(strategy.summary)\n" }
            text += optionTable(title: "options", strategy.options)
            let sectionOptions = strategy.sectionOptions
            if !sectionOptions.isEmpty {
                let names = sectionOptions.map(\.name)
                if names.allSatisfy({ name in strategy.options.contains { $0.name == name } }) {
                    text += "  section options (override per section): \(names.joined(separator: ", "))\n"
                } else {
                    text += optionTable(title: "section options (override per section)", sectionOptions)
                }
            }
        }
        text += "\nIndex options (configuration key \"index\", default \"auto\"):\n"
        let width = IndexOption.allCases.map(\.rawValue.count).max() ?? 0
        for option in IndexOption.allCases {
            text += "  " + padded(option.rawValue, to: width) + "  " + option.summary + "\n"
        }
        return text
    }

    private static func optionTable(title: String, _ options: [AnyOption]) -> String {
        guard !options.isEmpty else { return "  \(title): none\n" }
        var text = "  \(title):\n"
        let nameWidth = options.map(\.name.count).max() ?? 0
        let defaultWidth = options.map { "default \($0.defaultDescription)".count }.max() ?? 0
        for option in options {
            text += "    " + padded(option.name, to: nameWidth) + "  "
                + padded("default \(option.defaultDescription)", to: defaultWidth) + "  " + option.allowed + "\n"
            if !option.summary.isEmpty {
                text += "    " + String(repeating: " ", count: nameWidth + 2) + option.summary + "\n"
            }
        }
        return text
    }
}
