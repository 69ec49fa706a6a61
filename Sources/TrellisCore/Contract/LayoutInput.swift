/// Everything a strategy lays out: the viewport and the sections with their items.
///
/// ```swift
/// let input = LayoutInput(width: 390, sections: [
///     SectionInput(items: [ItemSize(width: 640, height: 480), ItemSize(width: 480, height: 640)])
/// ])
/// ```
public struct LayoutInput: Sendable {
    /// The viewport width: the width of the content for vertical scrolling.
    public var width: Double
    /// The viewport height; required for horizontal scrolling.
    public var height: Double?
    /// The sections, in order.
    public var sections: [SectionInput]
    /// Left to right (the default), or right to left: the framework then
    /// mirrors every frame within the content width (``ReadingDirection``).
    public var layoutDirection: ReadingDirection
    /// When set, every section gets a background element (``ElementKind/background``)
    /// behind its items, inset by these insets; `nil` (the default) gives none.
    /// It covers, along the scroll axis, the section from its header's end
    /// (else the section's start) to its footer's start (else the section's
    /// end), across the whole content; every side must be at least 0 and fit.
    public var sectionBackground: Insets?

    /// Creates an input.
    public init(
        width: Double, height: Double? = nil, sections: [SectionInput],
        layoutDirection: ReadingDirection = .leftToRight, sectionBackground: Insets? = nil
    ) {
        self.width = width
        self.height = height
        self.sections = sections
        self.layoutDirection = layoutDirection
        self.sectionBackground = sectionBackground
    }

    /// An input with one section holding `items`.
    public init(
        width: Double, height: Double? = nil, items: [ItemSize], layoutDirection: ReadingDirection = .leftToRight
    ) {
        self.init(
            width: width, height: height, sections: [SectionInput(items: items)], layoutDirection: layoutDirection)
    }

    /// The number of items over all sections.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    public var itemCount: Int {
        sections.reduce(0) { $0 + $1.count }
    }
}

/// One section of a ``LayoutInput``: its items and per-section option overrides.
public struct SectionInput: Sendable {
    /// The items of a section.
    public enum Items: Sendable, Hashable {
        /// Items with the given sizes.
        case sizes([ItemSize])
        /// `count` items without a size of their own (a strategy gives them its
        /// default item size; `mosaic` only needs the count).
        case count(Int)
    }

    /// The items.
    public var items: Items
    /// Options that override the strategy's for this section only, for the
    /// keys the strategy lists in ``LayoutStrategy/sectionOptions``.
    public var options: OptionValues

    /// A section with items of the given sizes.
    public init(items: [ItemSize], options: OptionValues = [:]) {
        self.items = .sizes(items)
        self.options = options
    }

    /// A section with `count` items of the strategy's default item size.
    public init(count: Int, options: OptionValues = [:]) {
        self.items = .count(count)
        self.options = options
    }

    /// The number of items.
    @inlinable
    public var count: Int {
        switch items {
        case .sizes(let sizes): sizes.count
        case .count(let count): count
        }
    }

    /// The size given for an item, or `nil` for an item of a `count` section.
    ///
    /// - Precondition: `0 <= index < count`.
    @inlinable
    public func size(at index: Int) -> ItemSize? {
        switch items {
        case .sizes(let sizes): sizes[index]
        case .count: nil
        }
    }
}

// Inputs compare by value (O(n)): the collection controller checks that an
// incremental update reproduced exactly the input it was asked for.
extension SectionInput: Hashable {}
extension LayoutInput: Equatable {}
