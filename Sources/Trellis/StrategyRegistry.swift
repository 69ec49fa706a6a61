/// The strategies a configuration can name: a value, not a global.
///
/// Start from ``builtIn`` and register your own; pass the registry to whatever
/// resolves configurations (``Configuration/prepare(_:registry:)``, the
/// comparison tools).
///
/// ```swift
/// var registry = StrategyRegistry.builtIn
/// registry.register(MyStrategy.self)
/// let layout = try Configuration(strategy: "my-strategy", width: 390)
///     .prepare(input.sections, registry: registry)
/// ```
public struct StrategyRegistry: Sendable {
    /// The registered strategy types, in registration order.
    public private(set) var strategies: [any LayoutStrategy.Type]

    /// An empty registry.
    public init() {
        strategies = []
    }

    /// The built-in strategies: every strategy this package ships, in the
    /// order `trellis strategies` lists them (``names``).
    ///
    /// This is the one list of the built-ins in code: the command line, the
    /// benchmarks and the tests read it. The package manifest declares their
    /// targets and the `Trellis` module re-exports their modules, which Swift
    /// cannot derive from a value; a test holds both equal to this list.
    public static let builtIn: StrategyRegistry = {
        var registry = StrategyRegistry()
        registry.register(FlowLine.self)
        registry.register(RoundRobin.self)
        registry.register(ShortestColumn.self)
        registry.register(Mosaic.self)
        registry.register(Masonry.self)
        registry.register(JustifiedRows.self)
        registry.register(TilePattern.self)
        return registry
    }()

    /// The registered names, in registration order.
    public var names: [String] { strategies.map { $0.name } }

    /// Registers a strategy under its ``LayoutStrategy/name``, replacing one
    /// registered earlier under the same name.
    ///
    /// - Complexity: O(*r*), where *r* is the number of registered strategies.
    public mutating func register(_ strategy: any LayoutStrategy.Type) {
        if let existing = strategies.firstIndex(where: { $0.name == strategy.name }) {
            strategies[existing] = strategy
        } else {
            strategies.append(strategy)
        }
    }

    /// The strategy registered under `name`.
    ///
    /// - Throws: ``LayoutError/unknownStrategy(name:available:)`` listing the registered names.
    /// - Complexity: O(*r*), where *r* is the number of registered strategies.
    public func strategy(named name: String) throws(LayoutError) -> any LayoutStrategy.Type {
        guard let strategy = strategies.first(where: { $0.name == name }) else {
            throw .unknownStrategy(name: name, available: names)
        }
        return strategy
    }

    /// Creates the strategy `name` from options, rejecting unknown keys.
    ///
    /// - Throws: ``LayoutError`` naming the unknown strategy or the bad key.
    public func makeStrategy(named name: String, options: OptionValues) throws(LayoutError) -> any LayoutStrategy {
        let type = try strategy(named: name)
        try options.rejectUnknownKeys(allowed: type.options, strategy: name)
        return try type.init(options: options)
    }
}
