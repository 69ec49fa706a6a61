import Testing
import TrellisTools

/// Each built-in's Swift initializer without arguments gives the strategy its
/// option table's defaults give: a configuration with no keys and `Strategy()`
/// lay out the same input identically.
@Suite("Option defaults")
struct OptionDefaultsTests {
    static let defaults: [any LayoutStrategy] = [
        RoundRobin(), ShortestColumn(), Masonry(), Mosaic(), FlowLine(), JustifiedRows(), TilePattern(),
    ]

    @Test("every built-in: init() equals the registry's strategy from no options")
    func initializerDefaultsMatchTheOptionTable() throws {
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(items: SamplePhotos.cycled(count: 120)),
                SectionInput(items: Array(SamplePhotos.cycled(count: 160).suffix(40))),
            ])
        #expect(Self.defaults.count == StrategyRegistry.builtIn.strategies.count)
        for strategy in Self.defaults {
            let name = type(of: strategy).name
            let fromTable = try StrategyRegistry.builtIn.makeStrategy(named: name, options: OptionValues([:]))
            let expected = try fromTable.prepare(input).allElements
            #expect(try strategy.prepare(input).allElements == expected, "\(name)")
        }
    }
}
