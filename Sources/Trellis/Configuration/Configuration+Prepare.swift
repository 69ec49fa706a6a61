extension Configuration {
    /// Creates the named strategy from ``options``.
    ///
    /// - Parameter registry: Where to look the strategy up; the built-ins by default.
    /// - Throws: ``LayoutError/unknownStrategy(name:available:)`` listing the
    ///   registered names; ``LayoutError/unknownOption(key:strategy:valid:)``
    ///   listing every valid key (the configuration's own and the strategy's
    ///   options); ``LayoutError/invalidOption(key:reason:)`` for a bad value.
    /// - Complexity: O(*r* + *k* · *a*), where *r* is the number of registered
    ///   strategies, *k* the number of options given and *a* the number the strategy declares.
    ///
    /// With ``sections``, a ``CompositeStrategy`` whose section `i` has the
    /// strategy of `sections[i]` and every later section the configuration's
    /// strategy; errors in an entry name it, e.g. `sections[2].gutter`.
    public func makeStrategy(registry: StrategyRegistry = .builtIn) throws(LayoutError) -> any LayoutStrategy {
        let main: any LayoutStrategy
        do {
            main = try registry.makeStrategy(named: strategy, options: options)
        } catch .unknownOption(let key, let strategy, let valid) where !key.contains(".") {
            // A top-level key of the configuration: list the configuration's own keys too.
            throw .unknownOption(key: key, strategy: strategy, valid: Self.reservedKeys + valid)
        }
        guard !sections.isEmpty else { return main }
        var strategies: [any LayoutStrategy] = []
        for (index, entry) in sections.enumerated() {
            strategies.append(try makeStrategy(of: entry, at: index, main: main, registry: registry))
        }
        return CompositeStrategy(strategies, otherwise: main)
    }

    /// The strategy of entry `index` of ``sections``.
    private func makeStrategy(
        of entry: SectionStrategy, at index: Int, main: any LayoutStrategy,
        registry: StrategyRegistry
    ) throws(LayoutError) -> any LayoutStrategy {
        let prefix = "sections[\(index)]."
        guard let name = entry.strategy else {
            guard !entry.options.isEmpty else { return main }
            // The same rule as an items file's overrides: only options declared per section.
            let allowed = type(of: main).sectionOptions
            for key in entry.options.values.keys.sorted() where !allowed.contains(where: { $0.name == key }) {
                throw Self.sectionCannotOverride(prefix + key, strategy: strategy, sectionOptions: allowed)
            }
            var merged = options
            merged.values.merge(entry.options.values) { _, own in own }
            merged.keyPrefix = prefix
            return try registry.makeStrategy(named: strategy, options: merged)
        }
        guard registry.names.contains(name) else {
            throw .invalidOption(
                key: prefix + "strategy",
                reason: "unknown strategy '\(name)'; registered strategies: \(registry.names.joined(separator: ", "))")
        }
        return try registry.makeStrategy(named: name, options: OptionValues(entry.options.values, keyPrefix: prefix))
    }

    /// Lays out `input` with `strategy`, saying plainly when a section
    /// overrides an option of a strategy that has no per-section options.
    private func prepare(_ input: LayoutInput, with strategy: any LayoutStrategy) throws(LayoutError) -> PreparedLayout
    {
        do {
            var layout = try strategy.prepare(input, index: index)
            layout.pinsHeaders = pinsHeaders
            return layout
        } catch .unknownOption(let key, let name, let valid) where key.contains(".") && valid.isEmpty {
            throw Self.sectionCannotOverride(key, strategy: name, sectionOptions: [])
        }
    }

    /// The error for a section's override of an option the strategy does not
    /// declare per section: one rule for a `sections` entry without its own
    /// strategy and for an items file's section.
    static func sectionCannotOverride(_ key: String, strategy: String, sectionOptions: [AnyOption]) -> LayoutError {
        guard !sectionOptions.isEmpty else {
            return .invalidOption(
                key: key, reason: "a section cannot override it: strategy '\(strategy)' has no per-section options")
        }
        return .unknownOption(key: key, strategy: strategy, valid: sectionOptions.map(\.name))
    }

    /// The input a strategy lays out: this configuration's viewport, layout
    /// direction and section backgrounds with `sections`.
    public func layoutInput(_ sections: [SectionInput]) -> LayoutInput {
        LayoutInput(
            width: width, height: height, sections: sections, layoutDirection: layoutDirection,
            sectionBackground: sectionBackground)
    }

    /// Lays out `sections` with the configured strategy, viewport and index.
    ///
    /// ```swift
    /// let configuration = Configuration(strategy: "round-robin", width: 390, options: ["columns": 3])
    /// let layout = try configuration.prepare(try ItemsDecoder.sections(contentsOfFile: path))
    /// ```
    ///
    /// - Parameters:
    ///   - sections: The sections with their items and per-section overrides.
    ///   - registry: Where to look the strategy up; the built-ins by default.
    /// - Returns: The prepared layout.
    /// - Throws: ``LayoutError`` naming the strategy, option, section or item at fault.
    /// - Complexity: O(*n*) for the built-in strategies, where *n* is the number of items.
    public func prepare(_ sections: [SectionInput], registry: StrategyRegistry = .builtIn) throws(LayoutError)
        -> PreparedLayout
    {
        let strategy = try makeStrategy(registry: registry)
        return try prepare(layoutInput(sections), with: strategy)
    }

    /// Lays out one section of `items` with the configured strategy, viewport and index.
    ///
    /// - Throws: ``LayoutError`` naming the strategy, option or item at fault.
    /// - Complexity: O(*n*) for the built-in strategies, where *n* is the number of items.
    public func prepare(items: [ItemSize], registry: StrategyRegistry = .builtIn) throws(LayoutError)
        -> PreparedLayout
    {
        try prepare([SectionInput(items: items)], registry: registry)
    }
}
