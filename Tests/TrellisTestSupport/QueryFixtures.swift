import Testing
import TrellisTesting
import TrellisTools

/// Random inputs, options and rects shared by the direction and pinned-header tests.
package enum QueryFixtures {

    /// Built-in strategies with random options, all scrolling the same way.
    package static func randomStrategies(count: Int, horizontal: Bool, using random: inout SeededGenerator)
        -> [any LayoutStrategy]
    {
        let registry = StrategyRegistry.builtIn
        var strategies: [any LayoutStrategy] = []
        while strategies.count < count {
            let type = registry.strategies[Int.random(in: 0..<registry.strategies.count, using: &random)]
            let options = QueryFixtures.options(
                for: type, using: &random, horizontal: horizontal,
                headers: Bool.random(using: &random))
            if let strategy = try? registry.makeStrategy(named: type.name, options: options) {
                strategies.append(strategy)
            }
        }
        return strategies
    }

    /// `layout`'s neighbours, farthest items and pages from `queries` random
    /// items in every direction equal the linear reference's on `reference`
    /// (a full prepare of the same data, or `layout` itself).
    package static func expectNavigationMatchesReference(
        _ layout: PreparedLayout, reference: PreparedLayout, queries: Int, using random: inout SeededGenerator,
        _ context: String
    ) {
        let items = reference.allElements.filter { $0.kind == .item }.map(\.path)
        for _ in 0..<min(items.count, queries) {
            let path = items[Int.random(in: 0..<items.count, using: &random)]
            for move in NeighborDirection.allCases {
                #expect(
                    layout.neighbor(of: path, toward: move)
                        == NavigationReference.neighbor(in: reference, of: path, toward: move),
                    "\(context): \(move) from \(path)")
                #expect(
                    layout.farthest(from: path, toward: move)
                        == NavigationReference.farthest(in: reference, from: path, toward: move),
                    "\(context): farthest \(move) from \(path)")
                let length = Double.random(in: 50...900, using: &random)
                #expect(
                    layout.page(from: path, toward: move, length: length)
                        == NavigationReference.page(in: reference, from: path, toward: move, length: length),
                    "\(context): page \(move) \(length) from \(path)")
            }
        }
    }

    /// A few sections of random natural sizes (every built-in accepts them).
    package static func input(using random: inout SeededGenerator, direction: ReadingDirection = .leftToRight)
        -> LayoutInput
    {
        let total = [0, 1, 5, 17, 60, 300][Int.random(in: 0...5, using: &random)]
        var sections: [SectionInput] = []
        var left = total
        let sectionCount = Int.random(in: 1...4, using: &random)
        for section in 0..<sectionCount {
            let take = section == sectionCount - 1 ? left : Int.random(in: 0...left, using: &random)
            sections.append(
                SectionInput(
                    items: (0..<take).map { _ in
                        ItemSize(
                            width: Double.random(in: 10...300, using: &random).rounded(),
                            height: Double.random(in: 10...300, using: &random).rounded())
                    }))
            left -= take
        }
        return LayoutInput(
            width: Double.random(in: 150...900, using: &random).rounded(),
            height: Double.random(in: 300...900, using: &random).rounded(),
            sections: sections, layoutDirection: direction)
    }

    /// Random values for the options a strategy declares, among those these tests know.
    package static func options(
        for type: any LayoutStrategy.Type, using random: inout SeededGenerator,
        horizontal: Bool = false, headers: Bool = false
    ) -> OptionValues {
        let names = Set(type.options.map(\.name))
        var values = OptionValues([:])
        func set(_ key: String, _ value: OptionValue) { if names.contains(key) { values[key] = value } }
        func number(_ range: ClosedRange<Int>) -> OptionValue { .number(Double(Int.random(in: range, using: &random))) }
        set("columns", number(1...5))
        set("cellPadding", number(0...6))
        set("segmentHeight", number(60...300))
        set("gutter", number(0...4))
        set("minimumInteritemSpacing", number(0...12))
        set("minimumLineSpacing", number(0...12))
        if names.contains("targetRowHeight") {  // justified-rows; drawn only for it, so other streams stay put
            values["targetRowHeight"] = number(40...300)
            values["targetRowHeightTolerance"] = .number([0, 0.1, 0.25, 0.6][Int.random(in: 0...3, using: &random)])
            values["interitemSpacing"] = number(0...12)
            values["lineSpacing"] = number(0...12)
            values["widowLayoutStyle"] = .string(["left", "center", "justify"][Int.random(in: 0...2, using: &random)])
            if Bool.random(using: &random) {
                values["rowBreaking"] = "optimal"
            } else if Bool.random(using: &random) {
                values["fullWidthBreakoutRowCadence"] = number(1...4)
            }
        }
        if names.contains("template") {  // tile-pattern; drawn only for it, so other streams stay put
            values["columns"] = 4
            values["template"] = .string(["quilted", "woven", "staired"][Int.random(in: 0...2, using: &random)])
            values["columnSpacing"] = number(0...8)
            values["rowSpacing"] = number(0...8)
            values["repeatPattern"] = .string(["same", "inverted", "mirrored"][Int.random(in: 0...2, using: &random)])
        } else if names.contains("columnSpacing"), Bool.random(using: &random) {  // column strategies only
            values["columnSpacing"] = number(0...8)
            values["itemSpacing"] = number(0...8)
        }
        if horizontal { set("scrollDirection", .string("horizontal")) }
        if headers {
            // Flow-line's names; any strategy declaring them gets headers (and sometimes footers).
            set("headerReferenceSize", .list([number(20...60), number(20...60)]))
            if Bool.random(using: &random) { set("footerReferenceSize", .list([number(10...40), number(10...40)])) }
            if Bool.random(using: &random) {
                set("sectionInset", .list([number(0...20), number(0...20), number(0...20), number(0...20)]))
            }
        }
        return values
    }

    /// A rect of one of many kinds: viewports, slivers, huge, outside, exactly a frame, touching, empty.
    package static func rect(near frames: [Rect], content: Size, using random: inout SeededGenerator) -> Rect {
        let width = Swift.max(content.width, 1)
        let height = Swift.max(content.height, 1)
        let frame =
            frames.isEmpty
            ? Rect(x: 0, y: 0, width: 10, height: 10)
            : frames[Int.random(in: 0...frames.count - 1, using: &random)]
        func value(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        switch Int.random(in: 0...8, using: &random) {
        case 0: return Rect(x: 0, y: value(-400...height), width: 390, height: 844)
        case 1: return Rect(x: value(-400...width), y: 0, width: 390, height: Swift.max(height, 1))
        case 2: return Rect(x: -1e6, y: -1e6, width: 2e6 + width, height: 2e6 + height)
        case 3: return frame
        case 4: return Rect(x: frame.maxX, y: frame.minY, width: value(0.5...200), height: frame.height)
        case 5: return Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: value(0.5...200))
        case 6: return Rect(x: value(0...width), y: value(0...height), width: 0, height: 50)
        default:
            return Rect(
                x: value(-50...width), y: value(-50...height), width: value(0.01...width), height: value(0.01...600))
        }
    }

    /// Prepares `input` with every index option.
    package static func prepareAll(_ strategy: any LayoutStrategy, _ input: LayoutInput) throws -> [IndexOption:
        PreparedLayout]
    {
        var layouts: [IndexOption: PreparedLayout] = [:]
        for option in IndexOption.allCases { layouts[option] = try strategy.prepare(input, index: option) }
        return layouts
    }
}

/// A horizontal strategy with lanes: `rows` rows across the viewport height,
/// each filled left to right with items of their given width, in lane order.
/// Every third section has a header (a full-height strip) and every second a footer.
package struct HorizontalRows: LayoutStrategy {
    package static let name = "test-horizontal-rows"
    package var rows: Int
    package init(rows: Int) { self.rows = rows }
    package init(options: OptionValues) throws(LayoutError) { rows = 3 }

    package func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        guard let height = input.height else { throw .invalidConfiguration("needs a height") }
        let rowHeight = height / Double(rows)
        var x = 0.0
        for (index, section) in input.sections.enumerated() {
            builder.beginSection()
            if index % 3 == 0 {
                builder.addHeader(Rect(x: x, y: 0, width: 30, height: height))
                x += 30
            }
            var ends = Array(repeating: x, count: rows)
            for item in 0..<section.count {
                let row = item % rows
                let width = section.size(at: item)?.width ?? 40
                builder.addItem(
                    Rect(x: ends[row], y: Double(row) * rowHeight, width: width, height: rowHeight), lane: row)
                ends[row] += width
            }
            x = ends.max() ?? x
            if index % 2 == 1 {
                builder.addFooter(Rect(x: x, y: 0, width: 20, height: height))
                x += 20
            }
        }
        builder.scrollAxis = .horizontal
        builder.contentSize = Size(width: x, height: height)
    }
}

/// A minimal third-party strategy, without checkpoints: one full-width
/// column of fixed heights (44 for items given by count).
package struct OneColumn: LayoutStrategy {
    package static let name = "one-column"
    package init() {}
    package init(options: OptionValues) throws(LayoutError) {}

    package func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
        var y = 0.0
        for section in input.sections {
            builder.beginSection()
            for index in 0..<section.count {
                let height = section.size(at: index)?.height ?? 44
                builder.addItem(Rect(x: 0, y: y, width: input.width, height: height), lane: 0)
                y += height
            }
        }
        builder.contentSize = Size(width: input.width, height: y)
    }
}
