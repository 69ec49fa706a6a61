import TrellisTools

extension Benchmark {
    /// What one scroll step of a lazy view costs: the ``ElementWindow`` that
    /// `LazyTrellisGrid` keeps, following a fling over a row's `auto` layout.
    ///
    /// Method: ``scrollRuns`` runs of ``scrollStepsPerRun`` steps, each run
    /// from a seeded random offset, the 390 × 844 viewport moving 50 points a
    /// step (a 3,000 points-per-second fling at 60 frames per second), turning
    /// back at either end. Each `scroll(to:in:)` is timed alone on a
    /// monotonic clock. With the default window (800 points of overscan, at
    /// least 200 kept) one step in twelve re-windows; the others only compare
    /// the visible rect with the band.
    struct ScrollStepCost {
        /// The median time of one step, in microseconds.
        var stepMicros: Double
        /// The median time of the steps that re-windowed, in microseconds.
        var rewindowMicros: Double
        /// The most elements the window held.
        var largestWindow: Int
    }

    static let scrollRuns = 8
    static let scrollStepsPerRun = 500
    /// Points the viewport moves per step.
    static let scrollStepLength = 50.0

    /// The cost of scroll steps over `layout`.
    static func scrollStepCost(_ layout: PreparedLayout) -> ScrollStepCost {
        let clock = ContinuousClock()
        var random = SeededGenerator(seed: UInt64(layout.elementCount))
        let lastTop = Swift.max(0, layout.contentSize.height - viewport.height)
        var steps: [Double] = []
        var rewindows: [Double] = []
        var largest = 0
        for _ in 0..<scrollRuns {
            var y = Double.random(in: 0...lastTop, using: &random)
            var direction = 1.0
            var window = ElementWindow()
            window.reset(to: Rect(x: 0, y: y, width: viewport.width, height: viewport.height), in: layout)
            for _ in 0..<scrollStepsPerRun {
                if y + direction * scrollStepLength > lastTop || y + direction * scrollStepLength < 0 {
                    direction = -direction
                }
                y = Swift.min(Swift.max(0, y + direction * scrollStepLength), lastTop)
                let visible = Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
                let start = clock.now
                let step = window.scroll(to: visible, in: layout)
                let micros = nanoseconds(start.duration(to: clock.now)) / 1000
                steps.append(micros)
                if step.rewindowed { rewindows.append(micros) }
                largest = Swift.max(largest, window.count)
            }
        }
        return ScrollStepCost(stepMicros: median(steps), rewindowMicros: median(rewindows), largestWindow: largest)
    }

    /// The scroll-step fields of a row's JSON object (empty for rows without them).
    static func scrollStepJSON(_ row: Row) -> String {
        guard let cost = row.scrollStep else { return "" }
        return ", \"scrollStepMicros\": \(number(cost.stepMicros, 3)), "
            + "\"rewindowMicros\": \(number(cost.rewindowMicros, 2)), \"windowElements\": \(cost.largestWindow)"
    }

    /// The scroll-step costs of the rows that have them, as a short table.
    static func scrollStepTable(_ rows: [Row]) -> String {
        let measured = rows.filter { $0.scrollStep != nil }
        guard !measured.isEmpty else { return "" }
        let header = ["strategy", "items", "index", "scroll step µs", "re-window µs", "window elements"]
        let lines = measured.map { row -> [String] in
            let cost = row.scrollStep ?? ScrollStepCost(stepMicros: 0, rewindowMicros: 0, largestWindow: 0)
            return [
                row.strategy, "\(row.items)", row.index, number(cost.stepMicros, 3),
                number(cost.rewindowMicros, 2), "\(cost.largestWindow)",
            ]
        }
        var widths = header.map(\.count)
        for line in lines {
            for (column, cell) in line.enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
        }
        let render = { (cells: [String]) in
            cells.enumerated().map { column, cell in pad(cell, widths[column], right: column != 0 && column != 2) }
                .joined(separator: "  ")
        }
        var text = "\n" + ([render(header)] + lines.map(render)).joined(separator: "\n") + "\n"
        text +=
            "scroll step: median of \(scrollRuns) × \(scrollStepsPerRun) ElementWindow.scroll(to:in:) calls, "
            + "the viewport moving \(Int(scrollStepLength)) points a step;\n"
            + "re-window: median of the steps that changed the window; window elements: the most it held.\n"
        return text
    }
}
