// Where everything of a picture goes, in pixels: the scale, how much of each
// layout fits, the captions and the legend. LayoutPicture+SVG.swift draws it.

extension LayoutPicture {
    /// Sizes in pixels of the picture's furniture.
    enum Metrics {
        static let margin = 24.0
        static let gap = 32.0
        static let titleSize = 18.0
        static let textSize = 14.0
        static let lineHeight = 20.0
        static let titleLineHeight = 26.0
        /// A panel is at least this wide, so that its caption stays readable.
        static let minimumColumnWidth = 280.0
        /// The legend's text wraps at this width (or the picture's, when that is wider).
        static let legendWidth = 420.0
        /// An estimate of a character's width, as a fraction of the font size (sans-serif, digits and lowercase).
        static let characterWidth = 0.56
    }

    /// One panel, measured: what part of its layout shows and where.
    struct PanelPlan {
        let panel: Panel
        /// Whether the layout scrolls vertically.
        let vertical: Bool
        /// Every element of the layout.
        let elements: [LayoutAttributes]
        /// The content's extent across the scroll axis (its width, scrolling vertically).
        let contentCross: Double
        /// The first and last coordinate across the scroll axis that an element or the content reaches.
        let crossRange: ClosedRange<Double>
        /// The content's extent along the scroll axis.
        let fullLength: Double
        /// How much of it, from the start, the picture shows.
        var shownLength: Double = 0
        /// The caption's lines: the title first.
        var caption: [String] = []
        /// The panel's width in pixels, at least ``Metrics/minimumColumnWidth``.
        var columnWidth: Double = 0

        init(_ panel: Panel) {
            self.panel = panel
            let layout = panel.layout
            vertical = layout.scrollAxis == .vertical
            elements = layout.allElements
            let content = layout.contentSize
            contentCross = vertical ? content.width : content.height
            fullLength = vertical ? content.height : content.width
            var low = 0.0
            var high = contentCross
            for element in elements {
                let frame = element.frame
                low = Swift.min(low, vertical ? frame.minX : frame.minY)
                high = Swift.max(high, vertical ? frame.maxX : frame.maxY)
            }
            crossRange = low...Swift.max(high, low + 1)
        }

        /// The extent across the scroll axis drawn, overflow included.
        var crossLength: Double { crossRange.upperBound - crossRange.lowerBound }

        /// Whether an element's frame lies (in part) outside the content across the scroll axis.
        func overflows(_ frame: Rect) -> Bool {
            let (low, high) = vertical ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
            let slack = 1e-9 * Swift.max(1, contentCross)
            return low < -slack || high > contentCross + slack
        }

        /// Whether an element starts before the cut, so that (part of) it shows.
        func isShown(_ frame: Rect) -> Bool {
            (vertical ? frame.minY : frame.minX) < shownLength || shownLength >= fullLength
        }
    }

    /// The whole picture, measured.
    struct Plan {
        var panels: [PanelPlan]
        var scale: Double
        var captionHeight: Double
        var legend: [LegendEntry]
        var legendLines: [[String]]
        var width: Double
        var height: Double
        /// The top of the panels' drawings, below the captions.
        var drawingTop: Double { Metrics.margin + captionHeight }
    }

    /// Measures the picture: the scale that fits the layouts' widths, the
    /// length of each layout that fits in ``maximumPixelLength``, captions and legend.
    ///
    /// - Complexity: O(*n*) in the number of elements of all panels.
    func plan() -> Plan {
        let limit = Self.maximumPixelLength
        var plans = panels.map(PanelPlan.init)
        let m = Metrics.self
        let gaps = 2 * m.margin + m.gap * Double(Swift.max(0, plans.count - 1))
        var scale = scale.isFinite && scale > 0 ? scale : 1

        // 1. The widths across (heights, scrolling horizontally) cannot be cut: lower the scale until they fit.
        let verticalCross = plans.filter(\.vertical).reduce(0) { $0 + $1.crossLength }
        let fixedColumns = Double(plans.filter { !$0.vertical }.count) * m.minimumColumnWidth
        if verticalCross > 0, verticalCross * scale > limit - gaps - fixedColumns {
            scale = Swift.max(1e-6, (limit - gaps - fixedColumns) / verticalCross)
        }
        let chromeEstimate = 1_000.0
        if let horizontalCross = plans.filter({ !$0.vertical }).map(\.crossLength).max(),
            horizontalCross * scale > limit - chromeEstimate
        {
            scale = Swift.max(1e-6, (limit - chromeEstimate) / horizontalCross)
        }

        // 2. The captions and the legend, measured at their longest, fix the room left for drawings.
        for index in plans.indices {
            let plan = plans[index]
            let width = plan.vertical ? plan.crossLength * scale : plan.fullLength * scale
            plans[index].columnWidth = Swift.max(m.minimumColumnWidth, width)
            plans[index].shownLength = plan.fullLength
            plans[index].caption = caption(for: plans[index], scale: scale, cut: true)
        }
        // The legend at its longest: every entry the panels need, and the cut.
        let legendReserve = legendHeight(Self.wrap(legendEntries(for: plans) + [.cut], width: m.legendWidth))
        let captionReserve = captionHeight(plans) + m.lineHeight
        let drawingRoom = limit - 2 * m.margin - captionReserve - m.gap - legendReserve

        // 3. Each layout shows from its start up to the visible length, and no more than fits.
        let horizontalCount = Double(plans.filter { !$0.vertical }.count)
        let verticalColumns = plans.filter(\.vertical).reduce(0) { $0 + $1.columnWidth }
        let horizontalRoom = (limit - gaps - verticalColumns) / Swift.max(1, horizontalCount)
        for index in plans.indices {
            let room = (plans[index].vertical ? drawingRoom : horizontalRoom) / scale
            let wanted = Swift.min(plans[index].fullLength, visibleLength.map { Swift.max(0, $0) } ?? .infinity)
            plans[index].shownLength = Swift.max(0, Swift.min(wanted, room))
            if !plans[index].vertical {
                plans[index].columnWidth = Swift.max(m.minimumColumnWidth, plans[index].shownLength * scale)
            }
            plans[index].caption = caption(for: plans[index], scale: scale, cut: false)
        }

        let legend = legendEntries(for: plans)
        let panelsWidth = plans.reduce(0) { $0 + $1.columnWidth } + gaps - 2 * m.margin
        let legendWidth = Swift.max(m.legendWidth, panelsWidth)
        let legendLines = Self.wrap(legend, width: legendWidth)
        let drawingHeight = plans.map { ($0.vertical ? $0.shownLength : $0.crossLength) * scale }.max() ?? 0
        let captionHeight = captionHeight(plans)
        let height = 2 * m.margin + captionHeight + drawingHeight + m.gap + legendHeight(legendLines)
        return Plan(
            panels: plans, scale: scale, captionHeight: captionHeight, legend: legend,
            legendLines: legendLines, width: Swift.max(legendWidth, panelsWidth) + 2 * m.margin,
            height: Swift.min(limit, height))
    }

    /// A panel's caption: title, subtitle, which part shows at what scale, and the overflow.
    /// With `cut`, the part line is written at its longest, for measuring.
    private func caption(for plan: PanelPlan, scale: Double, cut: Bool) -> [String] {
        let m = Metrics.self
        let chars = Int(plan.columnWidth / (m.textSize * m.characterWidth))
        var lines = [plan.panel.title]
        if !plan.panel.subtitle.isEmpty { lines += Self.wrap(plan.panel.subtitle, characters: chars) }
        let scaleText = "\(Self.decimal(scale)) px per pt"
        let part: String
        if cut || plan.shownLength < plan.fullLength {
            let start = plan.vertical ? "top" : "left"
            let share = plan.fullLength > 0 ? plan.shownLength / plan.fullLength * 100 : 100
            part =
                "shows the \(start) \(points(plan.shownLength, digits: 0)) of \(points(plan.fullLength, digits: 0)) pt "
                + "(\(Self.decimal(share))%), \(scaleText)"
        } else {
            part = "shows the whole layout, \(scaleText)"
        }
        lines += Self.wrap(part, characters: chars)
        let overflowing = plan.elements.filter { plan.isShown($0.frame) && plan.overflows($0.frame) }.count
        if cut || overflowing > 0 {
            let across = plan.vertical ? "width" : "height"
            lines += Self.wrap(
                "\(overflowing) element(s) here cross the content \(across) of "
                    + "\(points(plan.contentCross)) pt", characters: chars)
        }
        return lines
    }

    private func captionHeight(_ plans: [PanelPlan]) -> Double {
        let m = Metrics.self
        let lines = plans.map { plan in
            Double(Swift.max(0, plan.caption.count - 1)) * m.lineHeight + m.titleLineHeight
        }
        return (lines.max() ?? m.titleLineHeight) + m.lineHeight / 2
    }

    private func legendHeight(_ lines: [[String]]) -> Double {
        let m = Metrics.self
        return m.titleLineHeight + lines.reduce(0) { $0 + Double(Swift.max(1, $1.count)) * m.lineHeight + 6 }
    }

    /// Each legend entry's text in lines that fit `width` pixels beside its swatch.
    static func wrap(_ entries: [LegendEntry], width: Double) -> [[String]] {
        let characters = Int((width - 48) / (Metrics.textSize * Metrics.characterWidth))
        return entries.map { wrap($0.text, characters: characters) }
    }

    /// `text` in lines of at most `characters` characters, broken at spaces.
    static func wrap(_ text: String, characters: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > Swift.max(8, characters) {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A number with at most three significant decimals: `1`, `0.25`, `0.012`, `37.5`.
    static func decimal(_ value: Double) -> String {
        let digits = value >= 10 ? 1 : value >= 1 ? 2 : 3
        var text = fixed(value, digits: digits)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
