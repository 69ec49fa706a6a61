import TrellisTools

/// Where a reference loop puts each frame it computes, in item order.
///
/// The loops are generic over the sink so that one loop per strategy serves
/// both references: the floor writes into a flat buffer, the tutorial makes an
/// attributes object per item. Each is specialized, so the floor's loop is as
/// tight as if it wrote to the buffer itself.
protocol FrameSink {
    mutating func put(_ frame: Rect)
}

// MARK: - The built-in strategies' rules, without the library's machinery

extension BenchReference {
    /// The reference loop of a built-in strategy with the settings the bench
    /// uses (one section, no header or footer, no insets, vertical), or `nil`
    /// when the strategy is not a built-in or its settings are outside what
    /// the loop covers: the bench then reports the reference as missing.
    static func rule(for strategy: any LayoutStrategy) -> Rule? {
        switch strategy {
        case let strategy as RoundRobin:
            return columns(strategy.columnOptions) { InTurnChoice(columns: $0) }
        case let strategy as ShortestColumn:
            return columns(strategy.columnOptions) { ShortestChoice(columns: $0) }
        case let strategy as Masonry:
            return columns(strategy.columnOptions) { TolerantChoice(columns: $0, tolerance: strategy.tolerance) }
        case let strategy as Mosaic:
            guard strategy.scrollDirection == .vertical, strategy.sectionInset == .zero,
                strategy.headerReferenceSize == .zero, strategy.footerReferenceSize == .zero
            else { return nil }
            return Rule(mosaic: strategy)
        case let strategy as FlowLine:
            guard strategy.scrollDirection == .vertical, strategy.sectionInset == .zero,
                strategy.headerReferenceSize == .zero, strategy.footerReferenceSize == .zero,
                strategy.lineAlignment == .justified, strategy.lastLineAlignment == .uikit,
                strategy.lineItemAlignment == .center
            else { return nil }
            return Rule(flowLine: strategy)
        case let strategy as JustifiedRows:
            return Rule(justifiedRows: strategy)
        case let strategy as TilePattern:
            guard strategy.scrollDirection == .vertical, strategy.sectionInset == .zero,
                strategy.headerReferenceSize == .zero, strategy.footerReferenceSize == .zero
            else { return nil }
            return Rule(tilePattern: strategy)
        default:
            return nil
        }
    }

    private static func columns<Choice: ColumnChoice>(
        _ options: ColumnOptions, choice: @escaping (Int) -> Choice
    ) -> Rule? {
        guard options.scrollDirection == .vertical, options.sectionInset == .zero,
            options.headerReferenceSize == .zero, options.footerReferenceSize == .zero
        else { return nil }
        let columns = options.columns
        let padding = options.cellPadding
        return Rule(
            floor: { sizes, width, out in
                var sink = FlatSink(next: out.baseAddress!)
                columnFrames(
                    sizes, width: width, columns: columns, padding: padding, choice: choice(columns),
                    into: &sink)
            },
            tutorial: { sizes, width, sink in
                columnFrames(
                    sizes, width: width, columns: columns, padding: padding, choice: choice(columns),
                    into: &sink)
            })
    }
}

// MARK: - Column layouts (the Pinterest tutorial's loop)

/// Which column the next item goes to, given the running heights.
protocol ColumnChoice {
    mutating func column(heights: UnsafeMutablePointer<Double>) -> Int
}

/// `round-robin`: item i in column i mod columns.
struct InTurnChoice: ColumnChoice {
    let columns: Int
    var next = 0
    init(columns: Int) { self.columns = columns }
    @inline(__always)
    mutating func column(heights: UnsafeMutablePointer<Double>) -> Int {
        let column = next
        next = next + 1 == columns ? 0 : next + 1
        return column
    }
}

/// `shortest-column`: the shortest column, ties to the leftmost.
struct ShortestChoice: ColumnChoice {
    let columns: Int
    @inline(__always)
    func column(heights: UnsafeMutablePointer<Double>) -> Int {
        var best = 0
        for column in 1..<columns where heights[column] < heights[best] { best = column }
        return best
    }
}

/// `masonry`: the first column, in reading order from the one after the
/// previous item's, within `tolerance` of the shortest.
struct TolerantChoice: ColumnChoice {
    let columns: Int
    let tolerance: Double
    var next = 0
    init(columns: Int, tolerance: Double) {
        self.columns = columns
        self.tolerance = tolerance
    }
    @inline(__always)
    mutating func column(heights: UnsafeMutablePointer<Double>) -> Int {
        var lowest = heights[0]
        for column in 1..<columns where heights[column] < lowest { lowest = heights[column] }
        let limit = lowest + tolerance
        var column = next
        while heights[column] > limit { column = column + 1 == columns ? 0 : column + 1 }
        next = column + 1 == columns ? 0 : column + 1
        return column
    }
}

/// The tutorial's column loop: `x = c * columnWidth`, a running `y` per
/// column, the cell `2 * padding + (h / w) * (columnWidth - 2 * padding)`
/// tall, the frame inset by the padding.
@inline(__always)
func columnFrames<Choice: ColumnChoice, Sink: FrameSink>(
    _ sizes: UnsafeBufferPointer<ItemSize>, width: Double, columns: Int, padding: Double, choice: Choice,
    into sink: inout Sink
) {
    var choice = choice
    let columnWidth = width / Double(columns)
    let photoWidth = columnWidth - 2 * padding
    withUnsafeTemporaryAllocation(of: Double.self, capacity: columns) { heights in
        let heights = heights.baseAddress!
        heights.initialize(repeating: 0, count: columns)
        for size in sizes {
            let column = choice.column(heights: heights)
            let photoHeight = size.width.map { (size.height / $0) * photoWidth } ?? size.height
            let cellHeight = padding * 2 + photoHeight
            let y = heights[column]
            sink.put(
                Rect(
                    x: Double(column) * columnWidth + padding, y: y + padding, width: columnWidth - 2 * padding,
                    height: cellHeight - 2 * padding))
            heights[column] = y + cellHeight
        }
    }
}

// MARK: - Mosaic (Apple's sample: segments of 1, 2 or 3 pieces)

extension BenchReference.Rule {
    init(mosaic: Mosaic) {
        let height = mosaic.segmentHeight
        let gutter = mosaic.gutter
        self.init(
            floor: { sizes, width, out in
                var sink = FlatSink(next: out.baseAddress!)
                mosaicFrames(count: sizes.count, width: width, height: height, gutter: gutter, into: &sink)
            },
            tutorial: { sizes, width, sink in
                mosaicFrames(count: sizes.count, width: width, height: height, gutter: gutter, into: &sink)
            })
    }
}

/// The segments in turn: full width first, then 50/50, 2/3 + two stacked
/// thirds, two stacked thirds + 2/3, repeating from 50/50; one or two items
/// left over get a full-width or 50/50 segment.
@inline(__always)
func mosaicFrames<Sink: FrameSink>(count: Int, width: Double, height: Double, gutter: Double, into sink: inout Sink) {
    // The splits depend on the width and height only: computed once.
    let half = (width * 0.5).rounded(.up)
    let twoThirds = (width * (2.0 / 3.0)).rounded(.up)
    let third = (width * (1.0 / 3.0)).rounded(.up)
    let halfDown = (height * 0.5).rounded(.up)
    var bottom = 0.0
    var item = 0
    var style = -1  // -1 none yet, 0 full width, 1 fifty-fifty, 2 two-thirds first, 3 one-third first
    while item < count {
        let remaining = count - item
        style = style < 0 || remaining == 1 ? 0 : remaining == 2 ? 1 : style == 3 ? 1 : style + 1
        let y = bottom + gutter
        switch style {
        case 0:
            sink.put(Rect(x: 0, y: y, width: width, height: height))
            item += 1
        case 1:
            sink.put(Rect(x: 0, y: y, width: half, height: height))
            sink.put(Rect(x: half + gutter, y: y, width: width - half - gutter, height: height))
            item += 2
        case 2:
            sink.put(Rect(x: 0, y: y, width: twoThirds, height: height))
            sink.put(Rect(x: twoThirds + gutter, y: y, width: width - twoThirds - gutter, height: halfDown))
            sink.put(
                Rect(
                    x: twoThirds + gutter, y: y + halfDown + gutter, width: width - twoThirds - gutter,
                    height: height - halfDown - gutter))
            item += 3
        default:
            sink.put(Rect(x: 0, y: y, width: third, height: halfDown))
            sink.put(Rect(x: 0, y: y + halfDown + gutter, width: third, height: height - halfDown - gutter))
            sink.put(Rect(x: third + gutter, y: y, width: width - third - gutter, height: height))
            item += 3
        }
        bottom = y + height
    }
}

// MARK: - Tile pattern (a repeating template of tiles in a grid)

extension BenchReference.Rule {
    /// `nil` when the template does not tile the columns (the strategy throws then).
    init?(tilePattern: TilePattern) {
        // A hand-written grid knows its pattern's cells: taken once from the template.
        guard let arrangement = try? TilePattern.arrangement(of: tilePattern.template, columns: tilePattern.columns)
        else { return nil }
        let cells = arrangement.placements.map { ($0.column, $0.row, $0.tile.columns, $0.tile.rows) }
        let rows = arrangement.rows
        let (columns, columnSpacing, rowSpacing, ratio) = (
            tilePattern.columns, tilePattern.columnSpacing, tilePattern.rowSpacing, tilePattern.cellAspectRatio
        )
        self.init(
            floor: { sizes, width, out in
                var sink = FlatSink(next: out.baseAddress!)
                tileFrames(
                    count: sizes.count, width: width, cells: cells, rows: rows, columns: columns,
                    spacing: (columnSpacing, rowSpacing), ratio: ratio, into: &sink)
            },
            tutorial: { sizes, width, sink in
                tileFrames(
                    count: sizes.count, width: width, cells: cells, rows: rows, columns: columns,
                    spacing: (columnSpacing, rowSpacing), ratio: ratio, into: &sink)
            })
    }
}

/// The pattern's cells (column, row, column span, row span) repeated every
/// `rows` rows: square-ish cells of `(width + columnSpacing) / columns - columnSpacing`.
@inline(__always)
func tileFrames<Sink: FrameSink>(
    count: Int, width: Double, cells: [(Int, Int, Int, Int)], rows: Int, columns: Int,
    spacing: (column: Double, row: Double), ratio: Double, into sink: inout Sink
) {
    let cellWidth = (width + spacing.column) / Double(columns) - spacing.column
    let cellHeight = cellWidth / ratio
    let repetition = Double(rows) * (cellHeight + spacing.row)
    var top = 0.0
    var item = 0
    while item < count {
        for (column, row, columnSpan, rowSpan) in cells.prefix(count - item) {
            sink.put(
                Rect(
                    x: 0 + Double(column) * (cellWidth + spacing.column),
                    y: top + Double(row) * (cellHeight + spacing.row),
                    width: Double(columnSpan) * cellWidth + Double(columnSpan - 1) * spacing.column,
                    height: Double(rowSpan) * cellHeight + Double(rowSpan - 1) * spacing.row))
        }
        item += cells.count
        top += repetition
    }
}

// MARK: - Flow line (UICollectionViewFlowLayout's greedy lines)

extension BenchReference.Rule {
    init(flowLine: FlowLine) {
        let spacing = flowLine.minimumInteritemSpacing
        let lineSpacing = flowLine.minimumLineSpacing
        self.init(
            floor: { sizes, width, out in
                var sink = FlatSink(next: out.baseAddress!)
                flowFrames(sizes, width: width, spacing: spacing, lineSpacing: lineSpacing, into: &sink)
            },
            tutorial: { sizes, width, sink in
                flowFrames(sizes, width: width, spacing: spacing, lineSpacing: lineSpacing, into: &sink)
            })
    }
}

/// Greedy lines: an item joins the line while `width + spacing` fits in what
/// is left; a full line is justified (the leftover spread over its gaps, a
/// lone item centered), the last one is leading-aligned unless every item has
/// the same size (then it is spaced as if filled with copies). Items are
/// centered across the line's thickness.
@inline(__always)
func flowFrames<Sink: FrameSink>(
    _ sizes: UnsafeBufferPointer<ItemSize>, width: Double, spacing: Double,
    lineSpacing: Double, into sink: inout Sink
) {
    guard let first = sizes.first else { return }
    var top = 0.0
    var lineStart = 0
    var left = width - (first.width ?? 0)
    var thickness = first.height
    var uniform = true
    func place(_ end: Int, gap: Double, x: Double) {
        var x = x
        for index in lineStart..<end {
            let size = sizes[index]
            let itemWidth = size.width ?? 0
            sink.put(Rect(x: x, y: top + (thickness - size.height) / 2, width: itemWidth, height: size.height))
            x = x + itemWidth + gap
        }
    }
    func justify(_ end: Int) {
        let fit = left < 0 ? 0 : Double(end - lineStart)
        place(end, gap: fit >= 2 ? spacing + left / (fit - 1) : spacing, x: fit == 1 ? left / 2 : 0)
    }
    for index in 1..<sizes.count {
        let size = sizes[index]
        uniform = uniform && size == first
        let cost = (size.width ?? 0) + spacing
        if left >= cost {
            left -= cost
            thickness = thickness > size.height ? thickness : size.height
        } else {
            justify(index)
            top = top + thickness + lineSpacing
            lineStart = index
            left = width - (size.width ?? 0)
            thickness = size.height
        }
    }
    guard uniform, left >= 0, let itemWidth = first.width, itemWidth > 0 else {
        return place(sizes.count, gap: spacing, x: 0)
    }
    // Uniform items: the last line is spread as if copies of its last item filled it.
    var copies = 0.0
    while left >= itemWidth + spacing {
        left -= itemWidth + spacing
        copies += 1
    }
    let fit = Double(sizes.count - lineStart) + copies
    place(sizes.count, gap: fit >= 2 ? spacing + left / (fit - 1) : spacing, x: fit == 1 ? left / 2 : 0)
}
