import Foundation

extension Benchmark {
    /// An SVG of how cost grows with the item count, for `trellis-bench --plot`:
    /// two panels on log–log axes, prepare ns/item and query µs (median) of
    /// the `auto` index against the item count, one line per strategy, with a
    /// legend. Text is at least 14 px.
    static func plot(_ rows: [Row]) -> String {
        let auto = rows.filter { $0.index == "auto" }
        var strategies: [String] = []
        for row in auto where !strategies.contains(row.strategy) { strategies.append(row.strategy) }
        let colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]
        let panel = (width: 460.0, height: 340.0)
        let margin = (left: 80.0, top: 60.0, gap: 110.0, bottom: 70.0)
        let width = margin.left + 2 * panel.width + margin.gap + 40
        let legendTop = margin.top + panel.height + margin.bottom
        let height = legendTop + 30 * Double((strategies.count + 2) / 3) + 20
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"16\">\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        let sizes = Set(auto.map(\.items)).sorted()
        let panels: [(title: String, value: (Row) -> Double)] = [
            ("prepare, ns per item (auto)", { $0.prepareNanosPerItem }),
            ("query, µs (median, auto)", { $0.queryMicros }),
        ]
        for (index, content) in panels.enumerated() {
            let left = margin.left + Double(index) * (panel.width + margin.gap)
            let values = auto.map(content.value).filter { $0 > 0 }
            guard let lowSize = sizes.first, let highSize = sizes.last, let low = values.min(), let high = values.max()
            else { continue }
            let xRange = logRange(Double(lowSize), Double(highSize))
            let yRange = logRange(low, high)
            func x(_ value: Double) -> Double { left + panel.width * (log10(value) - xRange.0) / (xRange.1 - xRange.0) }
            func y(_ value: Double) -> Double {
                margin.top + panel.height * (1 - (log10(value) - yRange.0) / (yRange.1 - yRange.0))
            }
            svg +=
                "<text x=\"\(left + panel.width / 2)\" y=\"\(margin.top - 20)\" text-anchor=\"middle\" "
                + "font-size=\"18\" font-weight=\"bold\">\(content.title)</text>\n"
            svg +=
                "<rect x=\"\(left)\" y=\"\(margin.top)\" width=\"\(panel.width)\" height=\"\(panel.height)\" "
                + "fill=\"none\" stroke=\"#444\"/>\n"
            for exponent in Int(xRange.0.rounded(.up))...Int(xRange.1.rounded(.down)) {
                let position = x(pow(10, Double(exponent)))
                svg +=
                    "<line x1=\"\(position)\" y1=\"\(margin.top)\" x2=\"\(position)\" "
                    + "y2=\"\(margin.top + panel.height)\" stroke=\"#ddd\"/>\n"
                svg +=
                    "<text x=\"\(position)\" y=\"\(margin.top + panel.height + 22)\" text-anchor=\"middle\">"
                    + "\(countLabel(exponent))</text>\n"
            }
            for tick in logTicks(yRange) {
                let position = y(tick)
                svg +=
                    "<line x1=\"\(left)\" y1=\"\(position)\" x2=\"\(left + panel.width)\" y2=\"\(position)\" "
                    + "stroke=\"#ddd\"/>\n"
                svg += "<text x=\"\(left - 8)\" y=\"\(position + 5)\" text-anchor=\"end\">\(tickLabel(tick))</text>\n"
            }
            svg +=
                "<text x=\"\(left + panel.width / 2)\" y=\"\(margin.top + panel.height + 50)\" "
                + "text-anchor=\"middle\">items (log scale)</text>\n"
            for (number, strategy) in strategies.enumerated() {
                let points = auto.filter { $0.strategy == strategy && content.value($0) > 0 }
                    .sorted { $0.items < $1.items }
                    .map { "\(x(Double($0.items))),\(y(content.value($0)))" }
                let color = colors[number % colors.count]
                svg +=
                    "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" "
                    + "stroke-width=\"2.5\"/>\n"
                for point in points {
                    let xy = point.split(separator: ",")
                    svg += "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"4\" fill=\"\(color)\"/>\n"
                }
            }
        }
        for (number, strategy) in strategies.enumerated() {
            let left = margin.left + Double(number % 3) * 300
            let top = legendTop + 30 * Double(number / 3)
            svg +=
                "<line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left + 36)\" y2=\"\(top)\" "
                + "stroke=\"\(colors[number % colors.count])\" stroke-width=\"4\"/>\n"
            svg += "<text x=\"\(left + 46)\" y=\"\(top + 6)\">\(strategy)</text>\n"
        }
        return svg + "</svg>\n"
    }

    /// The decades that hold `low…high`, as base-10 logarithms (at least one decade).
    private static func logRange(_ low: Double, _ high: Double) -> (Double, Double) {
        let lower = log10(low).rounded(.down)
        let upper = Swift.max(log10(high).rounded(.up), lower + 1)
        return (lower, upper)
    }

    /// 1, 2 and 5 times each power of ten in a log range.
    private static func logTicks(_ range: (Double, Double)) -> [Double] {
        var ticks: [Double] = []
        for exponent in Int(range.0)...Int(range.1) {
            for step in [1.0, 2, 5] where Double(exponent) + log10(step) <= range.1 {
                ticks.append(step * pow(10, Double(exponent)))
            }
        }
        return ticks
    }

    private static func countLabel(_ exponent: Int) -> String {
        switch exponent {
        case 0: "1"
        case 1: "10"
        case 2: "100"
        case 3: "1k"
        case 4: "10k"
        case 5: "100k"
        case 6: "1M"
        case 7: "10M"
        default: "1e\(exponent)"
        }
    }

    private static func tickLabel(_ value: Double) -> String {
        value >= 1 ? String(format: "%.0f", value) : String(format: "%g", value)
    }
}
