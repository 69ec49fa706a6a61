import TrellisTools

/// `trellis strategies [NAME]`: lists the registered strategies with their
/// options, and the index options every configuration accepts; or one strategy.
enum StrategiesCommand: TextSubcommand {
    static let help = CommandHelp(
        name: "strategies",
        abstract: "List the registered strategies with their options and defaults, and the index options.",
        usage: "[--markdown] [<name>]",
        arguments: [.init(name: "<name>", text: "Show only this strategy.")],
        options: [.init(["--markdown"], "Print each strategy's options as the Markdown table of its guide.")],
        examples: ["trellis strategies", "trellis strategies masonry", "trellis strategies --markdown masonry"])

    static func text(_ arguments: [String]) throws -> String {
        var arguments = try Arguments(arguments, help: help)
        let markdown = arguments.flag("--markdown")
        let names = try arguments.positionals([], optional: ["name"])
        try arguments.finish()
        let registry = StrategyRegistry.builtIn
        if markdown {
            let chosen = try names.isEmpty ? registry.names : names.map { try registry.strategy(named: $0).name }
            return chosen.compactMap { name in registry.optionTable(forStrategy: name).map { "\($0)\n" } }
                .joined(separator: "\n")
        }
        guard let name = names.first else { return listing(of: registry) }
        return description(of: try registry.strategy(named: name))
    }

    /// The listing for a registry.
    ///
    /// - Complexity: O(*r* · *a*), where *r* is the number of strategies and *a* the options per strategy.
    static func listing(of registry: StrategyRegistry) -> String {
        var text = "Strategies (configuration key \"strategy\"; every other key is an option):\n"
        for strategy in registry.strategies {
            text += "\n" + description(of: strategy)
        }
        text += "\nIndex options (configuration key \"index\", default \"auto\"):\n"
        let width = IndexOption.allCases.map(\.rawValue.count).max() ?? 0
        for option in IndexOption.allCases {
            text += "  " + padded(option.rawValue, to: width) + "  " + option.summary + "\n"
        }
        return text
    }

    /// One strategy: its name, summary, options and section options.
    ///
    /// - Complexity: O(*a*), where *a* is the number of options.
    static func description(of strategy: any LayoutStrategy.Type) -> String {
        var text = "\(strategy.name)\n"
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
        return text
    }

    private static func optionTable(title: String, _ options: [AnyOption]) -> String {
        guard !options.isEmpty else { return "  \(title): none\n" }
        var text = "  \(title):\n"
        let nameWidth = options.map(\.name.count).max() ?? 0
        let defaultWidth = options.map { "default \($0.defaultDescription)".count }.max() ?? 0
        for option in options {
            text +=
                "    " + padded(option.name, to: nameWidth) + "  "
                + padded("default \(option.defaultDescription)", to: defaultWidth) + "  " + option.allowed + "\n"
            if !option.summary.isEmpty {
                text += "    " + String(repeating: " ", count: nameWidth + 2) + option.summary + "\n"
            }
        }
        return text
    }
}
