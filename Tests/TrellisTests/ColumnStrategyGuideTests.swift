import Testing
import TrellisTesting

/// The column strategy of Docs/WritingAStrategy.md, as written there.
public struct Leftmost: ColumnStrategy {
    public static let name = "leftmost"
    public var columnOptions: ColumnOptions
    public init(columnOptions: ColumnOptions) { self.columnOptions = columnOptions }
    public func rule(for section: SectionInput, at index: Int) -> FirstColumn { FirstColumn() }
    public struct FirstColumn: ColumnRule {
        public func column(for stack: ColumnStack, cursor: Int) -> Int { 0 }
    }
}

@Suite("The guide's column strategy")
struct ColumnStrategyGuideTests {
    @Test("a ColumnStrategy gets options, sections, live updates and the contract from the protocol")
    func leftmost() throws {
        ConformanceChecker.check(Leftmost.self).recordIssues()
        let layout = try Leftmost(columns: 3, cellPadding: 0)
            .prepare(LayoutInput(width: 300, items: [ItemSize(width: 100, height: 50), ItemSize(height: 20)]))
        #expect(layout.itemFrames(inSection: 0) == [Rect(x: 0, y: 0, width: 100, height: 50),
                                                    Rect(x: 0, y: 50, width: 100, height: 20)])
        #expect(Leftmost.options.map(\.name) == RoundRobin.options.map(\.name))
        #expect(throws: LayoutError.self) { try Leftmost(options: ["columns": 0]) }
    }
}
