/// One section of a lazy grid (`LazyTrellisGrid`, ``LazyGridState``): an
/// identifier, its items, and the strategy options it overrides.
///
/// ```swift
/// let section = TrellisGridSection(id: "featured", items: featured, options: ["columns": 1])
/// ```
public struct TrellisGridSection<ID: Hashable, Items: RandomAccessCollection>: Identifiable
where Items.Element: Identifiable {
    /// The section's identifier, given to the header, footer and background views.
    public var id: ID
    /// The section's items.
    public var items: Items
    /// The strategy options this section overrides (the strategy's section
    /// options, e.g. `columns`, `cellPadding`, `sectionInset`).
    public var options: OptionValues

    /// A section.
    public init(id: ID, items: Items, options: OptionValues = [:]) {
        self.id = id
        self.items = items
        self.options = options
    }
}
