import TrellisTools

extension Benchmark {
    /// What spatial navigation costs (`shortest-column`, 3 columns, 390 × 844,
    /// `auto` index): ``PreparedLayout/neighbor(of:toward:)`` from random items
    /// in random directions (median and p99), the same queries on the `linear`
    /// index, a scan of every frame (median), ``PreparedLayout/readingOrder(in:)``
    /// of one screen (median), and ``PreparedLayout/dropTarget(at:)`` of random
    /// points with both indexes (medians), and ``PreparedLayout/page(from:toward:length:)``
    /// a screen up or down from random items (median and p99); µs, each call
    /// timed alone on a monotonic clock.
    struct NavigationCost {
        var items: Int
        var neighborMicros: Double
        var neighborP99Micros: Double
        var linearMicros: Double
        var readingOrderMicros: Double
        var dropTargetMicros: Double
        var dropTargetLinearMicros: Double
        var pageMicros: Double
        var pageP99Micros: Double
        /// The UIKit layout's controller with deferred placement, the screen
        /// at the middle item: ``CollectionLayoutController/neighbor(of:toward:)``
        /// from items on screen in random directions, median and p99, and how
        /// many of the queries placed the rest of the list.
        var deferredNeighborMicros = 0.0
        var deferredNeighborP99Micros = 0.0
        var deferredPlacedAll = 0
    }

    static let navigationQueries = 2_000
    static let navigationLinearQueries = 20

    /// The navigation costs at each of `sizes`.
    static func navigation(sizes: [Int]) throws -> [NavigationCost] {
        try sizes.map { try navigation(items: $0) }
    }

    /// The navigation costs at `items` items.
    static func navigation(items count: Int) throws -> NavigationCost {
        let clock = ContinuousClock()
        var random = SeededGenerator(seed: UInt64(count) &* 31)
        let input = LayoutInput(
            width: viewport.width, height: viewport.height, items: SamplePhotos.cycled(count: count))
        let layout = try ShortestColumn(columns: 3).prepare(input)
        let scanned = try ShortestColumn(columns: 3).prepare(input, index: .linear)
        let directions = NeighborDirection.allCases
        var neighbor: [Double] = []
        var linear: [Double] = []
        var reading: [Double] = []
        var drops: [Double] = []
        var dropsLinear: [Double] = []
        var pages: [Double] = []
        for query in 0..<navigationQueries {
            let path = ElementPath(section: 0, item: Int.random(in: 0..<count, using: &random))
            let direction = directions[Int.random(in: 0..<directions.count, using: &random)]
            var found: ElementPath?
            neighbor.append(nanoseconds(clock.measure { found = layout.neighbor(of: path, toward: direction) }) / 1000)
            if query < navigationLinearQueries {
                var reference: ElementPath?
                linear.append(
                    nanoseconds(
                        clock.measure {
                            reference = scanned.neighbor(of: path, toward: direction)
                        }) / 1000)
                guard reference == found else {
                    throw LayoutError.contractViolation(
                        strategy: "shortest-column", detail: "neighbor differs from the linear index at \(path)")
                }
            }
            let point = Point(
                x: Double.random(in: -50...(viewport.width + 50), using: &random),
                y: Double.random(in: 0...layout.contentSize.height, using: &random))
            var target: DropTarget?
            drops.append(nanoseconds(clock.measure { target = layout.dropTarget(at: point) }) / 1000)
            if query < navigationLinearQueries {
                var reference: DropTarget?
                dropsLinear.append(nanoseconds(clock.measure { reference = scanned.dropTarget(at: point) }) / 1000)
                guard reference == target else {
                    throw LayoutError.contractViolation(
                        strategy: "shortest-column", detail: "drop target differs from the linear index at \(point)")
                }
            }
            let vertical: NeighborDirection = Bool.random(using: &random) ? .up : .down
            pages.append(
                nanoseconds(clock.measure { _ = layout.page(from: path, toward: vertical, length: viewport.height) })
                    / 1000)
            if query < 200 {
                let y = Double.random(in: 0...max(0, layout.contentSize.height - viewport.height), using: &random)
                let screen = Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
                reading.append(nanoseconds(clock.measure { _ = layout.readingOrder(in: screen) }) / 1000)
            }
        }
        let sorted = neighbor.sorted()
        let sortedPages = pages.sorted()
        let deferred = try deferredNavigation(input: input, using: &random)
        var cost = NavigationCost(
            items: count, neighborMicros: median(neighbor),
            neighborP99Micros: sorted[Swift.min(sorted.count - 1, sorted.count * 99 / 100)],
            linearMicros: median(linear), readingOrderMicros: median(reading), dropTargetMicros: median(drops),
            dropTargetLinearMicros: median(dropsLinear), pageMicros: median(pages),
            pageP99Micros: sortedPages[Swift.min(sortedPages.count - 1, sortedPages.count * 99 / 100)])
        let sortedDeferred = deferred.micros.sorted()
        cost.deferredNeighborMicros = median(deferred.micros)
        cost.deferredNeighborP99Micros =
            sortedDeferred[Swift.min(sortedDeferred.count - 1, sortedDeferred.count * 99 / 100)]
        cost.deferredPlacedAll = deferred.placedAll
        return cost
    }

    static let deferredNavigationQueries = 200

    /// Neighbours from the screen on the UIKit layout's controller with
    /// deferred placement, the screen at the middle item: µs per query, and
    /// how many queries placed everything (the screen is then set up again,
    /// untimed). What a query places stays placed, as in an app.
    static func deferredNavigation(input: LayoutInput, using random: inout SeededGenerator) throws -> (
        micros: [Double], placedAll: Int
    ) {
        let clock = ContinuousClock()
        let sizes = input.sections[0]
        let source = CollectionDataSource(
            numberOfSections: { 1 }, numberOfItems: { _ in sizes.count }, itemSize: { sizes.size(at: $0.item) })
        func screenAtMiddle() throws -> (CollectionLayoutController, [ElementPath]) {
            var controller = CollectionLayoutController(strategy: ShortestColumn(columns: 3))
            controller.defersPlacement = true
            controller.placesWindow = true  // as the UIKit layout sets it
            var view = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
            controller.prepare(view, dataSource: source)
            let middle = ElementPath(section: 0, item: sizes.count / 2)
            controller.place(throughItem: middle)
            view.bounds.origin.y = controller.attributesForItem(at: middle)?.frame.minY ?? 0
            controller.prepare(view, dataSource: source)
            if let error = controller.lastError { throw error }
            let shown = controller.elements(in: view.visibleRect, visibleRect: view.visibleRect)
            return (controller, shown.filter { $0.kind == .item }.map(\.path))
        }
        var (controller, shown) = try screenAtMiddle()
        var micros: [Double] = []
        var placedAll = 0
        for _ in 0..<deferredNavigationQueries {
            guard let from = shown.randomElement(using: &random) else { break }
            let direction = NeighborDirection.allCases.randomElement(using: &random) ?? .down
            micros.append(nanoseconds(clock.measure { _ = controller.neighbor(of: from, toward: direction) }) / 1000)
            if controller.layout?.elementCount ?? 0 >= sizes.count {
                placedAll += 1
                (controller, shown) = try screenAtMiddle()
            }
        }
        return (micros, placedAll)
    }

    /// The navigation costs as a table.
    static func navigationTable(_ costs: [NavigationCost]) -> String {
        var text = "Spatial navigation (shortest-column, 3 columns, 390 × 844, auto index; µs)\n"
        text +=
            "items       neighbor       p99     linear      speed-up  reading order  drop target  linear"
            + "     page   page p99\n"
        for cost in costs {
            text += padded("\(cost.items)", to: 10) + rightAligned(fixed(cost.neighborMicros, digits: 2), to: 9)
            text += rightAligned(fixed(cost.neighborP99Micros, digits: 1), to: 10)
            text += rightAligned(fixed(cost.linearMicros, digits: 0), to: 11)
            text += rightAligned(
                "\(Int((cost.linearMicros / Swift.max(cost.neighborMicros, 0.001)).rounded()))×", to: 12)
            text += rightAligned(fixed(cost.readingOrderMicros, digits: 2), to: 15)
            text += rightAligned(fixed(cost.dropTargetMicros, digits: 2), to: 13)
            text += rightAligned(fixed(cost.dropTargetLinearMicros, digits: 0), to: 8)
            text += rightAligned(fixed(cost.pageMicros, digits: 2), to: 9)
            text += rightAligned(fixed(cost.pageP99Micros, digits: 1), to: 11) + "\n"
        }
        text += "neighbor: median of \(navigationQueries) queries from random items in random directions; "
        text +=
            "linear: the same queries on the linear index, median of \(navigationLinearQueries) (answers checked equal);\n"
        text += "reading order: one screen at a random offset; drop target: a random point of the content;\n"
        text += "page: a screen up or down from a random item.\n"
        text += "With deferred placement (the UIKit layout's controller, the screen at the middle item), "
        text += "neighbor from an item on screen in a random direction, µs:\n"
        text += "items       median       p99   placed the rest\n"
        for cost in costs {
            text += padded("\(cost.items)", to: 10) + rightAligned(fixed(cost.deferredNeighborMicros, digits: 2), to: 9)
            text += rightAligned(fixed(cost.deferredNeighborP99Micros, digits: 1), to: 10)
            text += rightAligned("\(cost.deferredPlacedAll) of \(deferredNavigationQueries)", to: 18) + "\n"
        }
        return text
    }
}
