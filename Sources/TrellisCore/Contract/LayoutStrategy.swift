/// A way of placing a collection's elements: the one protocol a strategy implements.
///
/// A strategy only computes frames. It receives the input and a
/// ``LayoutBuilder`` and places every section's header (optional), items and
/// footer (optional), in that order. The framework does the rest: input
/// validation, storage, content size, the four queries of the collection-layout
/// contract (``prepare(_:index:)``, ``PreparedLayout/contentSize``,
/// ``PreparedLayout/elements(in:)`` and ``PreparedLayout/attributesForItem(at:)``),
/// the spatial-index options, configuration by name and the command line.
///
/// ```swift
/// struct OneColumn: LayoutStrategy {
///     static let name = "one-column"
///     init(options: OptionValues) throws(LayoutError) {}
///     func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError) {
///         var y = 0.0
///         for section in input.sections {
///             builder.beginSection()
///             for index in 0..<section.count {
///                 let height = section.size(at: index)?.height ?? 44
///                 builder.addItem(Rect(x: 0, y: y, width: input.width, height: height), lane: 0)
///                 y += height
///             }
///         }
///         builder.contentSize = Size(width: input.width, height: y)
///     }
/// }
/// let layout = try OneColumn(options: [:]).prepare(LayoutInput(width: 390, items: sizes))
/// ```
///
/// Docs/WritingAStrategy.md walks through writing, registering and testing one.
public protocol LayoutStrategy: Sendable {
    /// The name configurations and the command line use, e.g. `"shortest-column"`.
    static var name: String { get }
    /// One line on what the strategy does, for `trellis strategies`.
    static var summary: String { get }
    /// The options the strategy reads from a configuration.
    static var options: [AnyOption] { get }
    /// The options a section may override (a subset of ``LayoutStrategy/options`` or its own).
    static var sectionOptions: [AnyOption] { get }
    /// What the strategy promises about its frames; the conformance checker
    /// holds it to them. The default promises frames inside the content.
    static var guarantees: LayoutGuarantees { get }
    /// Whether the strategy lays out items that span columns (``ItemSize/span``).
    /// The default is `false`: preparing an input with a span then throws
    /// ``LayoutError/invalidItem(section:item:reason:)`` naming the item and the key `span`.
    static var supportsColumnSpans: Bool { get }
    /// Whether ``placeElements(of:into:)`` checks each item's size before
    /// using it, throwing for one that is not finite and positive, so that
    /// ``prepare(_:index:)`` need not read every size once more beforehand.
    ///
    /// The default is `false`: `prepare` checks every size first, and the
    /// strategy receives only valid sizes. The built-in column strategies
    /// answer `true`: their shared loop (``ColumnOptions/placeElements(of:strategy:resumingFrom:into:checkpoints:rule:)``)
    /// checks each size as it reads it. Whatever the answer, `prepare` throws
    /// the same error for the same input: when placing fails, it runs the
    /// full check and throws what that finds first.
    static var checksItemSizesWhilePlacing: Bool { get }

    /// Creates the strategy from configuration options.
    ///
    /// Keys outside ``LayoutStrategy/options`` are rejected before this is called.
    /// - Throws: ``LayoutError/invalidOption(key:reason:)`` for a bad value.
    init(options: OptionValues) throws(LayoutError)

    /// Places every element of `input` into `builder`.
    ///
    /// The input is already validated: the width (and height, when given) is
    /// finite and positive, and every item size is finite and positive. For
    /// each section, in order, call ``LayoutBuilder/beginSection()``, then place
    /// the optional header, every item in order, and the optional footer; set
    /// ``LayoutBuilder/contentSize``. Give ordering hints (lanes or bands) so
    /// the `auto` index can answer queries in O(log *n* + *k*).
    ///
    /// - Throws: ``LayoutError`` when the options cannot lay out this input
    ///   (e.g. a horizontal layout without a viewport height).
    func placeElements(of input: LayoutInput, into builder: inout LayoutBuilder) throws(LayoutError)

    /// The strategy that lays out section `index`, the options that section
    /// may override, and whether it takes column spans: by default the
    /// strategy's own name, section options and ``LayoutStrategy/supportsColumnSpans``.
    ///
    /// Input validation uses it to check each section's overrides. A strategy
    /// that hands sections to other strategies (``CompositeStrategy``) answers
    /// with the section's own strategy.
    func sectionOptions(forSection index: Int) -> (strategy: String, options: [AnyOption], columnSpans: Bool)
}

// MARK: - Default implementations

extension LayoutStrategy {
    public static var summary: String { "" }
    public static var options: [AnyOption] { [] }
    public static var sectionOptions: [AnyOption] { [] }
    public static var guarantees: LayoutGuarantees { [.framesInsideContentAcross] }
    public static var supportsColumnSpans: Bool { false }
    public static var checksItemSizesWhilePlacing: Bool { false }

    public func sectionOptions(forSection index: Int) -> (strategy: String, options: [AnyOption], columnSpans: Bool) {
        (Self.name, Self.sectionOptions, Self.supportsColumnSpans)
    }

    /// Computes the layout of `input`: the *prepare* step of the contract.
    ///
    /// Validates the input, lets the strategy place the elements, checks what it
    /// placed (every item exactly once, finite frames) and builds the spatial index.
    ///
    /// - Parameters:
    ///   - input: The viewport and the sections with their items.
    ///   - index: How ``PreparedLayout/elements(in:)`` is answered.
    /// - Returns: An immutable layout that many threads may query at once.
    /// - Throws: ``LayoutError`` naming the section, item or option at fault.
    /// - Complexity: O(*n*) for validation and storage plus the strategy's own
    ///   cost and the index build, where *n* is the number of elements; the
    ///   built-in strategies and the `auto` index are O(*n*) in all.
    public func prepare(_ input: LayoutInput, index: IndexOption = .auto) throws(LayoutError) -> PreparedLayout {
        do throws(LayoutError) {
            try input.validate(for: self, checkingItemSizes: !Self.checksItemSizesWhilePlacing)
            var builder = LayoutBuilder(input: input)
            try placeElements(of: input, into: &builder)
            return try builder.finish(strategy: Self.name, index: index)
        } catch {
            // Sizes not checked up front: the error that check would have thrown first, if any.
            if Self.checksItemSizesWhilePlacing { try input.validate(for: self) }
            throw error
        }
    }
}
