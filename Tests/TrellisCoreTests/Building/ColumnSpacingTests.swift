import Testing
import TrellisTools

/// `columnSpacing` and `itemSpacing`: gaps between columns and between the
/// items of a column, on top of the cell padding, for every column strategy.
@Suite("Column and item spacing")
struct ColumnSpacingTests {
    /// The documented rule, written out for one section of natural sizes:
    /// `columnWidth = (W - (columns - 1) * g) / columns`, column `c` at
    /// `c * (columnWidth + g)`, each column running on by the cell plus `s`.
    static func expectedFrames(
        _ sizes: [ItemSize], width: Double, columns: Int, padding: Double, columnSpacing g: Double,
        itemSpacing s: Double, shortest: Bool
    ) -> (frames: [Rect], height: Double) {
        let columnWidth = (width - Double(columns - 1) * g) / Double(columns)
        var heights = Array(repeating: 0.0, count: columns)
        var frames: [Rect] = []
        for (index, size) in sizes.enumerated() {
            let column =
                shortest
                ? heights.indices.min { heights[$0] < heights[$1] || (heights[$0] == heights[$1] && $0 < $1) } ?? 0
                : index % columns
            let photo = (size.height / (size.width ?? 1)) * (columnWidth - 2 * padding)
            let cell = Rect(
                x: Double(column) * (columnWidth + g), y: heights[column], width: columnWidth,
                height: padding * 2 + photo)
            frames.append(
                Rect(
                    x: cell.minX + padding, y: cell.minY + padding, width: cell.width - 2 * padding,
                    height: cell.height - 2 * padding))
            heights[column] += cell.height + s
        }
        let tallest = heights.max() ?? 0
        return (frames, tallest > 0 ? tallest - s : 0)
    }

    @Test(
        "round-robin and shortest-column place items by the spacing rule exactly",
        arguments: [false, true], [(0.0, 0.0), (10, 8), (3.5, 0), (0, 12)])
    func exactFrames(shortest: Bool, spacing: (Double, Double)) throws {
        let sizes = SamplePhotos.cycled(count: 40)
        for padding in [0.0, 6] {
            let options: OptionValues = [
                "columns": 3, "cellPadding": .number(padding), "columnSpacing": .number(spacing.0),
                "itemSpacing": .number(spacing.1),
            ]
            let strategy = try StrategyRegistry.builtIn.makeStrategy(
                named: shortest ? "shortest-column" : "round-robin", options: options)
            let layout = try strategy.prepare(LayoutInput(width: 390, items: sizes))
            let expected = Self.expectedFrames(
                sizes, width: 390, columns: 3, padding: padding, columnSpacing: spacing.0, itemSpacing: spacing.1,
                shortest: shortest)
            let frames = (0..<sizes.count).map {
                layout.attributesForItem(at: ElementPath(section: 0, item: $0))?.frame
            }
            #expect(frames == expected.frames, "padding \(padding)")
            #expect(layout.contentSize == Size(width: 390, height: expected.height), "padding \(padding)")
        }
    }

    @Test("zero spacing is the layout without the options, bit for bit, for every column strategy")
    func zeroSpacingChangesNothing() throws {
        for name in ["round-robin", "shortest-column", "masonry"] {
            let input = LayoutInput(
                width: 377.5,
                sections: [
                    SectionInput(items: SamplePhotos.cycled(count: 90)),
                    SectionInput(count: 7, options: ["columns": 4]),
                ])
            let plain = try StrategyRegistry.builtIn.makeStrategy(named: name, options: ["columns": 3])
            let spaced = try StrategyRegistry.builtIn.makeStrategy(
                named: name, options: ["columns": 3, "columnSpacing": 0, "itemSpacing": 0])
            #expect(try plain.prepare(input).allElements == spaced.prepare(input).allElements, "\(name)")
        }
    }

    @Test(
        "without padding, neighbouring columns are columnSpacing apart and items in a column itemSpacing apart",
        arguments: ["round-robin", "shortest-column", "masonry"])
    func gapsAreTheSpacing(name: String) throws {
        var random = SeededGenerator(seed: UInt64(name.utf8.count) &* 977)
        for _ in 0..<20 {
            let columns = Int.random(in: 1...5, using: &random)
            let columnSpacing = Double(Int.random(in: 0...16, using: &random))
            let itemSpacing = Double(Int.random(in: 0...16, using: &random))
            let strategy = try StrategyRegistry.builtIn.makeStrategy(
                named: name,
                options: [
                    "columns": .number(Double(columns)), "cellPadding": 0, "columnSpacing": .number(columnSpacing),
                    "itemSpacing": .number(itemSpacing), "footerReferenceSize": [0, 30],
                ])
            let count = Int.random(in: 1...80, using: &random)
            let layout = try strategy.prepare(
                LayoutInput(
                    width: Double.random(in: 200...600, using: &random), items: SamplePhotos.cycled(count: count)))
            let frames = (0..<count).compactMap {
                layout.attributesForItem(at: ElementPath(section: 0, item: $0))?.frame
            }
            let byColumn = Dictionary(grouping: frames) { $0.minX }
            let starts = byColumn.keys.sorted()
            for (left, right) in zip(starts, starts.dropFirst()) {
                let gap = right - (byColumn[left]?.first?.maxX ?? 0)
                #expect(abs(gap - columnSpacing) < 1e-9, "columns at \(left) and \(right)")
            }
            for column in byColumn.values {
                let sorted = column.sorted { $0.minY < $1.minY }
                for (upper, lower) in zip(sorted, sorted.dropFirst()) {
                    #expect(abs(lower.minY - upper.maxY - itemSpacing) < 1e-9)
                }
            }
            // The footer follows the last item directly: no trailing spacing.
            let footer = try #require(layout.attributesForSupplementaryElement(ofKind: .footer, inSection: 0))
            #expect(abs(footer.frame.minY - (frames.map(\.maxY).max() ?? 0)) < 1e-9)
        }
    }

    @Test("a section overrides the spacing; the item width before sizing follows it")
    func sectionOverride() throws {
        var controller = CollectionLayoutController(strategy: ShortestColumn(columns: 2, columnSpacing: 10))
        let input = LayoutInput(
            width: 390,
            sections: [
                SectionInput(items: SamplePhotos.cycled(count: 6)),
                SectionInput(items: SamplePhotos.cycled(count: 6), options: ["columnSpacing": 30, "cellPadding": 0]),
            ])
        try controller.update(to: input)
        let widths: [Double?] = [(390 - 10) / 2 - 12, (390 - 30) / 2]
        #expect([controller.itemWidth(inSection: 0), controller.itemWidth(inSection: 1)] == widths)
        for section in 0..<2 {
            let frame = controller.attributesForItem(at: ElementPath(section: section, item: 0))?.frame
            #expect(frame?.width == controller.itemWidth(inSection: section))
        }
    }

    @Test("bad spacing is an error naming the option")
    func badSpacing() throws {
        let input = LayoutInput(width: 300, items: SamplePhotos.cycled(count: 4))
        for (options, key) in [
            (["columnSpacing": -1] as OptionValues, "columnSpacing"),
            (["itemSpacing": .number(.infinity)], "itemSpacing"),
            (["columns": 4, "columnSpacing": 120], "columnSpacing"),
        ] {
            #expect {
                let strategy = try StrategyRegistry.builtIn.makeStrategy(named: "shortest-column", options: options)
                _ = try strategy.prepare(input)
            } throws: { error in
                "\(error)".contains(key)
            }
        }
    }
}
