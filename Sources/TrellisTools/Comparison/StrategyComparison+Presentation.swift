import Foundation

extension StrategyComparison {
    /// The results as an aligned text table, one row per strategy.
    ///
    /// ```
    /// strategy         content height   fill  overflow  columns  imbalance  largest gap  order shift (mean/max)  prepare
    /// round-robin           462 015.3  0.946         -        2     4398.2         12.0               0.0 / 0   2.10 ms
    /// ```
    ///
    /// When items cross the content's edge (`overflow`, the share of items that
    /// do), a note under the table says why fill can then exceed 1.
    ///
    /// - Complexity: O(*s*), where *s* is the number of results.
    public static func table(_ results: [Result]) -> String {
        let vertical = results.allSatisfy { $0.metrics.scrollAxis == .vertical }
        let header = [
            "strategy", vertical ? "content height" : "content width", "fill", "overflow", "columns", "imbalance",
            "largest gap", "order shift (mean/max)", "prepare",
        ]
        let rows = results.map { result -> [String] in
            let metrics = result.metrics
            return [
                result.candidate.label,
                decimal(metrics.contentLength, 1),
                decimal(metrics.fillRatio, 3),
                metrics.overflowingItemCount == 0
                    ? "-"
                    : decimal(Double(metrics.overflowingItemCount) / Double(Swift.max(1, metrics.itemCount)) * 100, 1)
                        + "%",
                metrics.columnCount.map(String.init) ?? "-",
                metrics.columnImbalance.map { decimal($0, 1) } ?? "-",
                decimal(metrics.largestGap, 1),
                "\(decimal(metrics.orderDisplacement, 1)) / \(metrics.maximumOrderDisplacement)",
                milliseconds(metrics.prepareTime),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // The label reads left-aligned; numbers line up on the right.
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        var text = ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
        if results.contains(where: { $0.metrics.overflowingItemCount > 0 }) {
            let across = vertical ? "width" : "height"
            text +=
                "\noverflow: the share of items that cross the content \(across) (an item larger than the viewport "
                + "keeps its size); fill counts their whole area, so it can exceed 1.\n"
        }
        return text
    }

    /// One picture of every result side by side at the same scale, each
    /// panel titled with its label and its key metrics.
    ///
    /// - Parameters:
    ///   - results: The results to draw.
    ///   - scale: Pixels per layout point.
    ///   - visibleLength: Draw only the first this many points of each layout
    ///     along the scroll axis; `nil` draws as much as fits in ``LayoutPicture/maximumPixelLength``.
    /// - Complexity: O(*n*) in the number of elements drawn.
    public static func picture(_ results: [Result], scale: Double = 1, visibleLength: Double? = nil) -> LayoutPicture {
        let panels = results.map { result in
            let metrics = result.metrics
            var subtitle = "\(points(Double(metrics.itemCount))) items, \(points(metrics.contentLength, digits: 0)) pt"
            subtitle += ", fill \(decimal(metrics.fillRatio, 3))"
            if let imbalance = metrics.columnImbalance { subtitle += ", imbalance \(points(imbalance, digits: 0)) pt" }
            subtitle += ", order shift \(decimal(metrics.orderDisplacement, 1))"
            return LayoutPicture.Panel(title: result.candidate.label, subtitle: subtitle, layout: result.layout)
        }
        return LayoutPicture(panels: panels, scale: scale, visibleLength: visibleLength)
    }

    static func decimal(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.2f ms", Double(seconds) * 1e3 + Double(attoseconds) * 1e-15)
    }
}
