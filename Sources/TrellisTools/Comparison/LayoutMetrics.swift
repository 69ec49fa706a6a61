/// How a layout uses its space and keeps reading order: the metrics
/// `trellis compare` and ``StrategyComparison`` report, measured along the scroll axis.
///
/// For a horizontal layout every frame is transposed first, so "height",
/// "column" and "below" read as "width", "row" and "to the right".
///
/// * ``contentLength``: the content size along the scroll axis.
/// * ``fillRatio``: total item area / content area. Items that cross the
///   content's edge count with their whole area, so the ratio can exceed 1
///   when ``overflowingItemCount`` is not 0.
/// * ``overflowingItemCount``: the items that cross the content's edge across
///   the scroll axis (wider than a vertical layout's content, for example).
/// * ``columnCount`` and ``columnImbalance``: a layout is a *column layout*
///   when all its items have the same width and the distinct item `minX`
///   values are at least that width apart (columns do not overlap); each
///   distinct `minX` is a column (a column holding no item is not seen). The
///   imbalance is the bottom (largest `maxY`) of the longest column minus
///   that of the shortest. `nil` for other layouts.
/// * ``largestGap``: the largest empty run below an item: for each item, the
///   distance from its bottom to the top of the nearest item below that
///   shares part of its horizontal extent (interiors overlap in x); items
///   with nothing below do not count (the column ends are the imbalance).
/// * ``orderDisplacement``: how far items move from reading order: items are
///   ranked by `(minY, minX)` (ties by item order) and the mean of
///   `|rank - index|` is taken, *index* counting items across sections;
///   ``maximumOrderDisplacement`` is the largest.
/// * ``prepareTime``: the time to prepare the layout, when measured.
public struct LayoutMetrics: Sendable, Hashable {
    /// The number of items.
    public var itemCount: Int
    /// The content size.
    public var contentSize: Size
    /// The direction the layout scrolls in.
    public var scrollAxis: ScrollAxis
    /// The content size along the scroll axis: the height of a vertical layout.
    public var contentLength: Double
    /// Total item area divided by content area; 0 for an empty content area.
    public var fillRatio: Double
    /// The number of items that cross the content's edge across the scroll axis.
    public var overflowingItemCount: Int
    /// The number of columns seen, or `nil` when the layout is not a column layout.
    public var columnCount: Int?
    /// The longest column's bottom minus the shortest's, or `nil` when the layout is not a column layout.
    public var columnImbalance: Double?
    /// The largest empty run between an item and the nearest item below it.
    public var largestGap: Double
    /// The mean distance, in positions, between an item's rank in reading order and its index.
    public var orderDisplacement: Double
    /// The largest distance, in positions, between an item's rank in reading order and its index.
    public var maximumOrderDisplacement: Int
    /// The time to prepare the layout (`.zero` when not measured).
    public var prepareTime: Duration

    /// Measures a prepared layout.
    ///
    /// - Complexity: O(*n* log *n* + *n* · *w*), where *n* is the number of
    ///   items and *w* the number of items that start at the same height as
    ///   the nearest one below an item (the number of columns, for column layouts).
    public init(of layout: PreparedLayout, prepareTime: Duration = .zero) {
        self.init(
            elements: layout.allElements, contentSize: layout.contentSize, scrollAxis: layout.scrollAxis,
            prepareTime: prepareTime)
    }

    /// Measures a layout given by its elements and content size.
    ///
    /// - Complexity: as ``init(of:prepareTime:)``.
    public init(
        elements: [LayoutAttributes], contentSize: Size, scrollAxis: ScrollAxis = .vertical,
        prepareTime: Duration = .zero
    ) {
        let vertical = scrollAxis == .vertical
        let frames = elements.filter { $0.kind == .item }.map { vertical ? $0.frame : $0.frame.transposed }
        let content = vertical ? contentSize : Size(width: contentSize.height, height: contentSize.width)
        self.itemCount = frames.count
        self.contentSize = contentSize
        self.scrollAxis = scrollAxis
        self.contentLength = content.height
        self.prepareTime = prepareTime
        let contentArea = content.width * content.height
        let itemArea = frames.reduce(0) { $0 + Swift.max(0, $1.width) * Swift.max(0, $1.height) }
        self.fillRatio = contentArea > 0 ? itemArea / contentArea : 0
        let slack = 1e-9 * Swift.max(1, content.width)
        self.overflowingItemCount = frames.filter { $0.minX < -slack || $0.maxX > content.width + slack }.count
        (self.columnCount, self.columnImbalance) = Self.columns(of: frames)
        self.largestGap = Self.largestGap(in: frames)
        (self.orderDisplacement, self.maximumOrderDisplacement) = Self.orderDisplacement(of: frames)
    }

    /// Columns by distinct `minX`, when all items share one width and the columns do not overlap.
    static func columns(of frames: [Rect]) -> (Int?, Double?) {
        guard let width = frames.first?.width else { return (nil, nil) }
        let slack = 1e-9 * Swift.max(1, abs(width))
        guard frames.allSatisfy({ abs($0.width - width) <= slack }) else { return (nil, nil) }
        var bottoms: [Double: Double] = [:]
        for frame in frames { bottoms[frame.minX] = Swift.max(bottoms[frame.minX] ?? -.infinity, frame.maxY) }
        let starts = bottoms.keys.sorted()
        for (left, right) in zip(starts, starts.dropFirst()) where right - left < width - slack {
            return (nil, nil)
        }
        let columnBottoms = bottoms.values
        return (starts.count, (columnBottoms.max() ?? 0) - (columnBottoms.min() ?? 0))
    }

    /// The largest distance from an item's bottom to the nearest item below sharing some of its x extent.
    static func largestGap(in frames: [Rect]) -> Double {
        let byTop = frames.sorted { $0.minY < $1.minY }
        var largest = 0.0
        for frame in frames {
            // First item starting at or below this one's bottom.
            let low = byTop.partitioningIndex { $0.minY >= frame.maxY }
            // Nearest first: the scan stops at the first item below that shares x.
            for below in byTop[low...]
            where Swift.min(frame.maxX, below.maxX) > Swift.max(frame.minX, below.minX) {
                largest = Swift.max(largest, below.minY - frame.maxY)
                break
            }
        }
        return largest
    }

    /// Mean and largest `|rank by (minY, minX) - index|`.
    static func orderDisplacement(of frames: [Rect]) -> (Double, Int) {
        guard !frames.isEmpty else { return (0, 0) }
        let ranked = frames.indices.sorted { a, b in
            (frames[a].minY, frames[a].minX, a) < (frames[b].minY, frames[b].minX, b)
        }
        var total = 0
        var largest = 0
        for (rank, index) in ranked.enumerated() {
            let distance = abs(rank - index)
            total += distance
            largest = Swift.max(largest, distance)
        }
        return (Double(total) / Double(frames.count), largest)
    }
}
