import Testing
import TrellisTesting
import TrellisTools

/// A prepared layout is an immutable `Sendable` value: many tasks may query it
/// at once and get exactly what a serial caller gets. Run under ThreadSanitizer
/// by `Scripts/sanitize.sh thread`.
@Suite("Concurrent queries")
struct ConcurrencyTests {
    /// Options that give each built-in strategy headers and footers where it has them.
    static func options(for name: String) -> OptionValues {
        name == "flow-line" ? ["headerReferenceSize": [0, 40], "footerReferenceSize": [0, 20]] : [:]
    }

    /// Two sections of real photo sizes.
    static let input = LayoutInput(
        width: 390.5,
        sections: [
            SectionInput(items: SamplePhotos.cycled(count: 700)),
            SectionInput(items: Array(SamplePhotos.cycled(count: 1_100).dropFirst(400))),
        ])

    /// Viewport-sized query rects spread over the content, plus the whole content.
    static func queries(for layout: PreparedLayout) -> [Rect] {
        let size = layout.contentSize
        var rects = (0..<48).map { step in
            let fraction = Double(step) / 47
            return Rect(x: (size.width - 200) * fraction, y: (size.height - 844) * fraction, width: 390, height: 844)
        }
        rects.append(Rect(x: 0, y: 0, width: size.width, height: size.height))
        return rects
    }

    static let cases: [(String, IndexOption)] = StrategyRegistry.builtIn.names.flatMap { name in
        IndexOption.allCases.map { (name, $0) }
    }

    @Test("many tasks querying one layout get the serial results", arguments: cases)
    func concurrentQueries(strategy name: String, index: IndexOption) async throws {
        let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: Self.options(for: name))
        let layout = try strategy.prepare(Self.input, index: index)
        let queries = Self.queries(for: layout)
        let serial = queries.map { layout.elements(in: $0) }
        let serialItems = (0..<layout.numberOfItems(inSection: 1)).map {
            layout.attributesForItem(at: ElementPath(section: 1, item: $0))
        }
        #expect(serial.contains { !$0.isEmpty })

        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mismatches = 0
                    // Each task walks the queries from a different start, so tasks overlap on every rect.
                    for step in queries.indices {
                        let query = (step + task * 3) % queries.count
                        if layout.elements(in: queries[query]) != serial[query] { mismatches += 1 }
                    }
                    for item in serialItems.indices where item % 16 == task {
                        if layout.attributesForItem(at: ElementPath(section: 1, item: item)) != serialItems[item] {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("tasks preparing the same input at once get bit-identical layouts")
    func concurrentPrepares() async throws {
        let reference = try ShortestColumn(columns: 3).prepare(Self.input)
        let identical = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let layout = try ShortestColumn(columns: 3).prepare(Self.input)
                    return layout.allElements == reference.allElements && layout.contentSize == reference.contentSize
                }
            }
            return try await group.reduce(true) { $0 && $1 }
        }
        #expect(identical)
    }

    /// The documented pattern (Docs/Concurrency.md): prepare off the main actor, use on it.
    @MainActor
    @Test("a layout prepared on a detached task is handed to the main actor and queried there")
    func prepareOffMainActor() async throws {
        let input = Self.input
        let layout = try await Task.detached(priority: .userInitiated) {
            try ShortestColumn(columns: 2).prepare(input, index: .auto)
        }.value
        MainActor.assertIsolated()
        let visible = layout.elements(in: Rect(x: 0, y: 0, width: 390.5, height: 844))
        let expected = try ShortestColumn(columns: 2).prepare(input, index: .linear)
            .elements(in: Rect(x: 0, y: 0, width: 390.5, height: 844))
        #expect(!visible.isEmpty)
        #expect(visible == expected)
    }
}
