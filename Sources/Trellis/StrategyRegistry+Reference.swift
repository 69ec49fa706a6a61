extension StrategyRegistry {
    /// The options of a registered strategy as a Markdown table, from its
    /// option declarations: key, default, allowed values, whether a section
    /// may override it, and what it does.
    ///
    /// The strategy guides under Docs/Strategies/ hold this table as
    /// generated (`trellis strategies --markdown NAME` prints it), and a test
    /// fails when a guide's table and the declarations differ, so an option is
    /// declared once: in its strategy.
    ///
    /// - Returns: The table, or `nil` for a name that is not registered.
    /// - Complexity: O(*a* · *s*) for *a* options and *s* section options.
    public func optionTable(forStrategy name: String) -> String? {
        guard let strategy = strategies.first(where: { $0.name == name }) else { return nil }
        let perSection = Set(strategy.sectionOptions.map(\.name))
        var lines = ["| key | default | allowed | per section | meaning |", "|---|---|---|---|---|"]
        for option in strategy.options {
            let cells = [
                "`\(option.name)`", option.defaultDescription, option.allowed,
                perSection.contains(option.name) ? "yes" : "no", option.summary,
            ]
            // A `|` inside a cell is escaped, so the table keeps its columns.
            let escaped = cells.map { String($0.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) }
            lines.append("| " + escaped.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
