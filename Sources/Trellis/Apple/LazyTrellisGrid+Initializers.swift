// Every initializer of LazyTrellisGrid that leaves out a header or a footer,
// and those with a configuration and self-sizing cells: each delegates to one
// of the four that take everything (LazyTrellisGrid.swift). Every combination
// an app needs exists — natural or estimated sizes; a strategy or a
// configuration; header and footer, header only, footer only, neither — and
// `LazyTrellisGridInitializerTests` lists them. This file cannot be compiled on Linux.
#if canImport(SwiftUI)
import SwiftUI

extension LazyTrellisGrid {
    /// A grid of sections of self-sizing cells laid out by a configuration's
    /// strategy, options, index and header pinning (see
    /// ``init(sections:configuration:registry:readingDirection:itemSize:cell:header:footer:)``).
    ///
    /// - Parameters: as ``init(sections:strategy:pinsHeaders:index:readingDirection:estimatedItemSize:cell:header:footer:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        estimatedItemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header, @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) throws(LayoutError) {
        self.init(
            sections: sections, strategy: try configuration.makeStrategy(registry: registry),
            pinsHeaders: configuration.pinsHeaders, index: configuration.index, readingDirection: readingDirection,
            estimatedItemSize: estimatedItemSize, cell: cell, header: header, footer: footer)
        // The configuration's own `stableLanes`, when it sets one, is kept as given.
        keepsColumns = configuration.options["stableLanes"] == nil
    }
}

extension LazyTrellisGrid where Footer == EmptyView {
    /// A grid of sections of items with header views and no footer views, laid out by a strategy.
    ///
    /// - Parameters: as ``init(sections:strategy:pinsHeaders:index:readingDirection:itemSize:cell:header:footer:)``.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy, pinsHeaders: Bool = false,
        index: IndexOption = .auto, readingDirection: ReadingDirection? = nil,
        itemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header
    ) {
        self.init(
            sections: sections, strategy: strategy, pinsHeaders: pinsHeaders, index: index,
            readingDirection: readingDirection, itemSize: itemSize, cell: cell, header: header,
            footer: { _ in EmptyView() })
    }

    /// A grid of sections of self-sizing cells with header views and no footer views, laid out by a strategy.
    ///
    /// - Parameters: as ``init(sections:strategy:pinsHeaders:index:readingDirection:estimatedItemSize:cell:header:footer:)``.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy, pinsHeaders: Bool = false,
        index: IndexOption = .auto, readingDirection: ReadingDirection? = nil,
        estimatedItemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header
    ) {
        self.init(
            sections: sections, strategy: strategy, pinsHeaders: pinsHeaders, index: index,
            readingDirection: readingDirection, estimatedItemSize: estimatedItemSize, cell: cell, header: header,
            footer: { _ in EmptyView() })
    }

    /// A grid of sections of items with header views and no footer views, laid out by a configuration.
    ///
    /// - Parameters: as ``init(sections:configuration:registry:readingDirection:itemSize:cell:header:footer:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        itemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header
    ) throws(LayoutError) {
        try self.init(
            sections: sections, configuration: configuration, registry: registry, readingDirection: readingDirection,
            itemSize: itemSize, cell: cell, header: header, footer: { _ in EmptyView() })
    }

    /// A grid of sections of self-sizing cells with header views and no footer views, laid out by a configuration.
    ///
    /// - Parameters: as ``init(sections:configuration:registry:readingDirection:estimatedItemSize:cell:header:footer:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        estimatedItemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder header: @escaping (SectionID) -> Header
    ) throws(LayoutError) {
        try self.init(
            sections: sections, configuration: configuration, registry: registry, readingDirection: readingDirection,
            estimatedItemSize: estimatedItemSize, cell: cell, header: header, footer: { _ in EmptyView() })
    }

}

extension LazyTrellisGrid where Header == EmptyView {
    /// A grid of sections of items with footer views and no header views, laid out by a strategy.
    ///
    /// - Parameters: as ``init(sections:strategy:pinsHeaders:index:readingDirection:itemSize:cell:header:footer:)``.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy, index: IndexOption = .auto,
        readingDirection: ReadingDirection? = nil, itemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell, @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) {
        self.init(
            sections: sections, strategy: strategy, index: index, readingDirection: readingDirection,
            itemSize: itemSize, cell: cell, header: { _ in EmptyView() }, footer: footer)
    }

    /// A grid of sections of self-sizing cells with footer views and no header views, laid out by a strategy.
    ///
    /// - Parameters: as ``init(sections:strategy:pinsHeaders:index:readingDirection:estimatedItemSize:cell:header:footer:)``.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy, index: IndexOption = .auto,
        readingDirection: ReadingDirection? = nil, estimatedItemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell, @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) {
        self.init(
            sections: sections, strategy: strategy, index: index, readingDirection: readingDirection,
            estimatedItemSize: estimatedItemSize, cell: cell, header: { _ in EmptyView() }, footer: footer)
    }

    /// A grid of sections of items with footer views and no header views, laid out by a configuration.
    ///
    /// - Parameters: as ``init(sections:configuration:registry:readingDirection:itemSize:cell:header:footer:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        itemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) throws(LayoutError) {
        try self.init(
            sections: sections, configuration: configuration, registry: registry, readingDirection: readingDirection,
            itemSize: itemSize, cell: cell, header: { _ in EmptyView() }, footer: footer)
    }

    /// A grid of sections of self-sizing cells with footer views and no header views, laid out by a configuration.
    ///
    /// - Parameters: as ``init(sections:configuration:registry:readingDirection:estimatedItemSize:cell:header:footer:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        estimatedItemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell,
        @ViewBuilder footer: @escaping (SectionID) -> Footer
    ) throws(LayoutError) {
        try self.init(
            sections: sections, configuration: configuration, registry: registry, readingDirection: readingDirection,
            estimatedItemSize: estimatedItemSize, cell: cell, header: { _ in EmptyView() }, footer: footer)
    }

}

extension LazyTrellisGrid where Header == EmptyView, Footer == EmptyView {
    /// A grid of sections of items without header and footer views, laid out by a strategy.
    ///
    /// - Parameters: as ``init(sections:strategy:pinsHeaders:index:readingDirection:itemSize:cell:header:footer:)``.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy, index: IndexOption = .auto,
        readingDirection: ReadingDirection? = nil, itemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) {
        self.init(
            sections: sections, strategy: strategy, index: index, readingDirection: readingDirection,
            itemSize: itemSize, cell: cell, header: { _ in EmptyView() }, footer: { _ in EmptyView() })
    }

    /// A grid of sections of self-sizing cells without header and footer views, laid out by a strategy.
    ///
    /// - Parameters: as ``init(sections:strategy:pinsHeaders:index:readingDirection:estimatedItemSize:cell:header:footer:)``.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], strategy: any LayoutStrategy, index: IndexOption = .auto,
        readingDirection: ReadingDirection? = nil, estimatedItemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) {
        self.init(
            sections: sections, strategy: strategy, index: index, readingDirection: readingDirection,
            estimatedItemSize: estimatedItemSize, cell: cell, header: { _ in EmptyView() }, footer: { _ in EmptyView() }
        )
    }

    /// A grid of sections of items without header and footer views, laid out by a configuration.
    ///
    /// - Parameters: as ``init(sections:configuration:registry:readingDirection:itemSize:cell:header:footer:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        itemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) throws(LayoutError) {
        try self.init(
            sections: sections, configuration: configuration, registry: registry, readingDirection: readingDirection,
            itemSize: itemSize, cell: cell, header: { _ in EmptyView() }, footer: { _ in EmptyView() })
    }

    /// A grid of sections of self-sizing cells without header and footer views, laid out by a configuration.
    ///
    /// - Parameters: as ``init(sections:configuration:registry:readingDirection:estimatedItemSize:cell:header:footer:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        sections: [TrellisGridSection<SectionID, Items>], configuration: Configuration,
        registry: StrategyRegistry = .builtIn, readingDirection: ReadingDirection? = nil,
        estimatedItemSize: @escaping (Items.Element) -> ItemSize, @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) throws(LayoutError) {
        try self.init(
            sections: sections, configuration: configuration, registry: registry, readingDirection: readingDirection,
            estimatedItemSize: estimatedItemSize, cell: cell, header: { _ in EmptyView() }, footer: { _ in EmptyView() }
        )
    }

}

extension LazyTrellisGrid where SectionID == Int, Header == EmptyView, Footer == EmptyView {
    /// A grid of one section of items laid out by a strategy (see
    /// ``init(sections:strategy:index:readingDirection:itemSize:cell:)``).
    ///
    /// - Parameters:
    ///   - items: The items; the section's identifier is 0.
    ///   - The others: as ``init(sections:strategy:index:readingDirection:itemSize:cell:)``.
    public init(
        _ items: Items, strategy: any LayoutStrategy, index: IndexOption = .auto,
        readingDirection: ReadingDirection? = nil, itemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) {
        self.init(
            sections: [TrellisGridSection(id: 0, items: items)], strategy: strategy, index: index,
            readingDirection: readingDirection, itemSize: itemSize, cell: cell)
    }

    /// A grid of one section of self-sizing cells laid out by a strategy (see
    /// ``init(sections:strategy:index:readingDirection:estimatedItemSize:cell:)``).
    ///
    /// - Parameters:
    ///   - items: The items; the section's identifier is 0.
    ///   - The others: as ``init(sections:strategy:index:readingDirection:estimatedItemSize:cell:)``.
    public init(
        _ items: Items, strategy: any LayoutStrategy, index: IndexOption = .auto,
        readingDirection: ReadingDirection? = nil, estimatedItemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) {
        self.init(
            sections: [TrellisGridSection(id: 0, items: items)], strategy: strategy, index: index,
            readingDirection: readingDirection, estimatedItemSize: estimatedItemSize, cell: cell)
    }

    /// A grid of one section of items laid out by a configuration (see
    /// ``init(sections:configuration:registry:readingDirection:itemSize:cell:)``).
    ///
    /// - Parameters:
    ///   - items: The items; the section's identifier is 0.
    ///   - The others: as ``init(sections:configuration:registry:readingDirection:itemSize:cell:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        _ items: Items, configuration: Configuration, registry: StrategyRegistry = .builtIn,
        readingDirection: ReadingDirection? = nil, itemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) throws(LayoutError) {
        try self.init(
            sections: [TrellisGridSection(id: 0, items: items)], configuration: configuration, registry: registry,
            readingDirection: readingDirection, itemSize: itemSize, cell: cell)
    }

    /// A grid of one section of self-sizing cells laid out by a configuration (see
    /// ``init(sections:configuration:registry:readingDirection:estimatedItemSize:cell:)``).
    ///
    /// - Parameters:
    ///   - items: The items; the section's identifier is 0.
    ///   - The others: as ``init(sections:configuration:registry:readingDirection:estimatedItemSize:cell:)``.
    /// - Throws: ``LayoutError`` naming an unknown strategy or a bad option.
    public init(
        _ items: Items, configuration: Configuration, registry: StrategyRegistry = .builtIn,
        readingDirection: ReadingDirection? = nil, estimatedItemSize: @escaping (Items.Element) -> ItemSize,
        @ViewBuilder cell: @escaping (Items.Element) -> Cell
    ) throws(LayoutError) {
        try self.init(
            sections: [TrellisGridSection(id: 0, items: items)], configuration: configuration, registry: registry,
            readingDirection: readingDirection, estimatedItemSize: estimatedItemSize, cell: cell)
    }

}
#endif
