/// A layout whose sections each have their own strategy: a flow of chips,
/// then a mosaic, then a waterfall, as one scrolling collection — what
/// `UICollectionViewCompositionalLayout`'s section provider gives UIKit.
///
/// Each section is laid out by its strategy exactly as that strategy lays it
/// out alone (a one-section input with the same viewport), then moved along
/// the scroll axis by the sum of the content lengths of the sections before
/// it. When every section has the same strategy, the result is that
/// strategy's own multi-section layout (to the last bit when the arithmetic
/// is exact; see Docs/Composition.md).
///
/// ```swift
/// let screen = CompositeStrategy([
///     FlowLine(itemSize: Size(width: 100, height: 36)),   // section 0: a row of chips
///     Mosaic(segmentHeight: 160),                         // section 1
/// ], otherwise: ShortestColumn(columns: 2))               // section 2 and every later one
/// let layout = try screen.prepare(input)
///
/// // Or a section provider:
/// let alternating = CompositeStrategy { section in
///     section.isMultiple(of: 2) ? FlowLine() as any LayoutStrategy : Masonry(columns: 3)
/// }
/// ```
///
/// A composite is a ``LayoutStrategy`` like any other: every index option,
/// pinned headers, right to left, ``LiveLayout`` (a change in one section
/// places that section again and only moves the later ones), the
/// configuration's `sections` key and the command line work with it.
///
/// * A section's overrides (``SectionInput/options``) are read by the
///   section's own strategy; their keys are named `sections[i].key` in errors.
/// * Every section must scroll in the same direction; a section whose
///   strategy scrolls the other way is an error naming both sections.
/// * The content size is the sum of the sections' lengths along the scroll
///   axis and the largest of their lengths across it. A composite without
///   sections gives what section 0's strategy gives for no sections.
/// * The `auto` index keeps each section's own ordering hints (lanes for
///   columns, bands for lines and segments): ``IndexKind/sections``.
public struct CompositeStrategy: LayoutStrategy {
    public static let name = "composite"
    public static let summary =
        "A strategy per section: each section laid out as its strategy lays it out alone, stacked along the scroll axis"
    /// None: a composite promises what each of its strategies promises,
    /// which a type cannot state. Check a composite with the
    /// expectations of its strategies.
    public static let guarantees: LayoutGuarantees = []

    /// The strategy of each section.
    private let provider: @Sendable (Int) -> any LayoutStrategy

    /// A composite whose section `i` has the strategy `provider(i)`.
    ///
    /// The provider is called for every section each time a layout is
    /// prepared (for a ``LiveLayout``, for the sections a change places); it
    /// must give the same strategy for the same index every time.
    ///
    /// - Parameter provider: The strategy of a section, from its index.
    public init(provider: @escaping @Sendable (_ section: Int) -> any LayoutStrategy) {
        self.provider = provider
    }

    /// A composite whose section `i` has `sections[i]`, and every later section `fallback`.
    ///
    /// - Parameters:
    ///   - sections: The strategies of the first sections, in order.
    ///   - fallback: The strategy of every section past the end of `sections`.
    public init(_ sections: [any LayoutStrategy], otherwise fallback: any LayoutStrategy) {
        self.init { index in sections.indices.contains(index) ? sections[index] : fallback }
    }

    /// Not available: a composite is made from strategies, not options.
    ///
    /// - Throws: ``LayoutError/invalidConfiguration(_:)`` always, saying how
    ///   to make one (a configuration's `sections` key, or ``init(_:otherwise:)``).
    public init(options: OptionValues) throws(LayoutError) {
        throw .invalidConfiguration(
            "'composite' is made from one strategy per section: give a configuration a \"sections\" array, "
                + "or create a CompositeStrategy from strategies in Swift")
    }

    /// The strategy that lays out section `index`.
    public func strategy(forSection index: Int) -> any LayoutStrategy {
        provider(index)
    }

    /// The name of section `index`'s strategy and the options that section may override.
    public func sectionOptions(forSection index: Int) -> (strategy: String, options: [AnyOption], columnSpans: Bool) {
        provider(index).sectionOptions(forSection: 0)
    }
}
