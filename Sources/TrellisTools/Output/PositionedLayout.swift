/// A prepared layout's frames as plain values, ready to snap and to write
/// out with each item's id and extra columns.
///
/// ```swift
/// let layout = try configuration.prepare(table.sections)
/// let positions = PositionedLayout(layout, viewportWidth: configuration.width).snapped(scale: 2)
/// print(PositionedLayout.text([positions], format: .csv, records: table.records))
/// ```
public struct PositionedLayout: Sendable, Hashable {
    /// One item: its place in the input and its frame.
    public struct Item: Sendable, Hashable {
        /// Its index in (section, item) order over the whole input, from 0.
        public var index: Int
        /// Its section.
        public var section: Int
        /// Its frame.
        public var frame: Rect
    }

    /// One header, footer or section background.
    public struct Supplementary: Sendable, Hashable {
        /// Header, footer or background.
        public var kind: ElementKind
        /// Its section.
        public var section: Int
        /// Its frame.
        public var frame: Rect
    }

    /// The viewport width the layout was computed for.
    public var viewportWidth: Double
    /// The size of the scrollable content.
    public var contentSize: Size
    /// The items, in (section, item) order.
    public var items: [Item]
    /// The headers, footers and backgrounds, in section order.
    public var supplementary: [Supplementary]

    /// The frames of `layout`.
    ///
    /// - Parameters:
    ///   - layout: The prepared layout.
    ///   - viewportWidth: The width it was computed for.
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public init(_ layout: PreparedLayout, viewportWidth: Double) {
        self.viewportWidth = viewportWidth
        contentSize = layout.contentSize
        items = []
        items.reserveCapacity(layout.elementCount)
        for item in PreparedItems(layout) { items.append(item) }
        supplementary = Self.supplementary(of: layout)
    }

    /// The headers, footers and backgrounds of `layout`, in section order.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    static func supplementary(of layout: PreparedLayout) -> [Supplementary] {
        var supplementary: [Supplementary] = []
        for section in 0..<layout.numberOfSections {
            for kind in [ElementKind.background, .header, .footer] {
                if let frame = layout.attributesForSupplementaryElement(ofKind: kind, inSection: section)?.frame {
                    supplementary.append(Supplementary(kind: kind, section: section, frame: frame))
                }
            }
        }
        return supplementary
    }
}

/// The items of a prepared layout as ``PositionedLayout/Item``s, in
/// (section, item) order, each read from the layout as it is reached.
struct PreparedItems: Sequence {
    let layout: PreparedLayout

    init(_ layout: PreparedLayout) {
        self.layout = layout
    }

    struct Iterator: IteratorProtocol {
        let layout: PreparedLayout
        var section = 0
        var item = 0
        var index = 0

        mutating func next() -> PositionedLayout.Item? {
            while section < layout.numberOfSections {
                guard item < layout.numberOfItems(inSection: section) else {
                    (section, item) = (section + 1, 0)
                    continue
                }
                defer { item += 1 }
                guard let frame = layout.attributesForItem(at: ElementPath(section: section, item: item))?.frame
                else { continue }
                defer { index += 1 }
                return PositionedLayout.Item(index: index, section: section, frame: frame)
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(layout: layout) }
}

// MARK: - Snapping to device pixels

extension PositionedLayout {
    /// The layout with every edge on a grid of `1 / scale` points: the pixels of
    /// a screen with `scale` pixels per point (2 for a 2x display).
    ///
    /// Edges are snapped, not sizes: each frame's left, top, right and bottom
    /// edges go to the nearest grid line (``snapped(_:scale:)``), and its
    /// width and height are what lies between them. Two items that share an
    /// edge still share it; a gap that is a whole number of pixels (spacing ×
    /// scale an integer, such as 6 points at 2x or 1.5 points at 2x) stays
    /// exactly that gap; snapping never makes two frames overlap that did not
    /// (it keeps the order of edges). A gap that is not a whole number of
    /// pixels (1.25 points at 2x) becomes one of the two nearest whole numbers
    /// of pixels, which can differ between neighbours. Widths change by less
    /// than one pixel; the content size's edges are snapped the same way.
    ///
    /// - Parameter scale: Pixels per point, finite and greater than 0.
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public func snapped(scale: Double) -> PositionedLayout {
        var result = self
        result.contentSize = Size(
            width: Self.snapped(contentSize.width, scale: scale), height: Self.snapped(contentSize.height, scale: scale)
        )
        for index in result.items.indices {
            result.items[index].frame = Self.snapped(items[index].frame, scale: scale)
        }
        for index in result.supplementary.indices {
            result.supplementary[index].frame = Self.snapped(supplementary[index].frame, scale: scale)
        }
        return result
    }

    /// `frame` with each edge snapped to the pixel grid of `scale`.
    ///
    /// - Complexity: O(1).
    public static func snapped(_ frame: Rect, scale: Double) -> Rect {
        let minX = snapped(frame.minX, scale: scale)
        let minY = snapped(frame.minY, scale: scale)
        return Rect(
            x: minX, y: minY,
            width: snapped(frame.maxX, scale: scale) - minX, height: snapped(frame.maxY, scale: scale) - minY)
    }

    /// A coordinate on the pixel grid of `scale`: `round(x · scale) / scale`,
    /// halves rounded up.
    ///
    /// Rounding halves up (`floor(v + 0.5)`) rather than away from zero keeps
    /// a whole number of pixels between two coordinates whatever their sign.
    /// A product within a billionth of a pixel of a half or a whole number is
    /// taken as exactly that first, so that the rounding error of the layout's
    /// own arithmetic (edges at 100.24999999999999 instead of 100.25) cannot
    /// tip two edges of the same gap different ways.
    ///
    /// - Complexity: O(1).
    public static func snapped(_ coordinate: Double, scale: Double) -> Double {
        var pixels = coordinate * scale
        let half = (pixels * 2).rounded() / 2
        if abs(pixels - half) <= 1e-9 * max(1, abs(pixels)) { pixels = half }
        return (pixels + 0.5).rounded(.down) / scale
    }
}
