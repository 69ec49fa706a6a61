/// Checks of the configuration and items decoders and of `trellis layout`'s
/// semantics on arbitrary bytes, for fuzzers and their regression tests.
///
/// Each check returns the broken promises it sees, or `[]`. Decoding errors
/// are typed (``InputError``, ``LayoutError``) and are the expected outcome for
/// most bytes; a trap inside Trellis crashes the caller, which is what a
/// fuzzer reports.
public enum InputFuzzing {
    /// The byte that separates the configuration from the items in a ``checkLayout(_:registry:)`` input.
    public static let separator: UInt8 = 0

    /// The most items ``checkLayout(_:registry:)`` lays out; larger inputs
    /// within ``LayoutLimits`` are skipped (the fuzzer's time limit is per input).
    public static let maximumItemCount = 100_000

    /// Reads a configuration from the bytes and makes its strategy.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func checkConfiguration(_ bytes: [UInt8], registry: StrategyRegistry = .builtIn) -> [String] {
        guard let configuration = try? Configuration(json: bytes) else { return [] }
        var problems: [String] = []
        if !(configuration.width.isFinite && configuration.width > 0)
            && (try? configuration.makeStrategy(registry: registry)) != nil
        {
            // Not a promise of the decoder alone; prepare rejects it. Only noted when prepare accepts it.
            if (try? configuration.prepare(items: [ItemSize(width: 1, height: 1)], registry: registry)) != nil {
                problems.append("a configuration with width \(configuration.width) prepared a layout")
            }
        }
        _ = try? configuration.makeStrategy(registry: registry)
        return problems
    }

    /// Reads items from the bytes, as JSON when the first byte is even, else as CSV.
    ///
    /// Checks that every decoded size is one the validation accepts (finite,
    /// positive) and every `count` is within ``ItemsDecoder/maximumCount``.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func checkItems(_ bytes: [UInt8]) -> [String] {
        guard let first = bytes.first else { return [] }
        let source = first % 2 == 0 ? "items.json" : "items.csv"
        guard let sections = try? ItemsDecoder.sections(from: Array(bytes.dropFirst()), source: source) else {
            return []
        }
        var problems: [String] = []
        for (index, section) in sections.enumerated() {
            switch section.items {
            case .count(let count):
                if !(0...ItemsDecoder.maximumCount).contains(count) {
                    problems.append("\(source): section \(index) decoded with count \(count)")
                }
            case .sizes(let sizes):
                if let bad = sizes.first(where: { size in
                    !(size.height.isFinite && size.height > 0) || size.width.map { !($0.isFinite && $0 > 0) } == true
                }) {
                    problems.append("\(source): section \(index) decoded an invalid size \(bad)")
                }
            }
        }
        return problems
    }

    /// What `trellis layout CONFIG ITEMS` does, on one byte string: the bytes
    /// before the first ``separator`` are the configuration (JSON), the rest the
    /// items (JSON when they start with `[` or `{`, else CSV).
    ///
    /// Either decoding or preparing throws a typed error, or the layout's JSON
    /// text parses back as JSON whose numbers are all finite, with one frame
    /// per item and a content size of two numbers. Inputs of more than
    /// ``maximumItemCount`` items that are still within ``LayoutLimits`` are skipped.
    ///
    /// - Complexity: O(*n*) for the built-in strategies, where *n* is the number of bytes.
    public static func checkLayout(_ bytes: [UInt8], registry: StrategyRegistry = .builtIn) -> [String] {
        let split = bytes.firstIndex(of: separator) ?? bytes.endIndex
        let configurationBytes = Array(bytes[..<split])
        let itemBytes = split < bytes.endIndex ? Array(bytes[(split + 1)...]) : []
        guard let configuration = try? Configuration(json: configurationBytes),
            let sections = try? ItemsDecoder.sections(from: itemBytes, source: "items")
        else { return [] }
        // A few bytes can ask for millions of items (`"count": 4e6`): seconds per input under the
        // fuzzer's instrumentation, and no new paths. Above the limit prepare must still reject
        // them up front (cheap); between, Scripts/scale.sh covers the size.
        let itemCount = sections.reduce(0) { $0 &+ max($1.count, 0) }
        if itemCount > maximumItemCount && itemCount <= LayoutLimits.maximumElementCount { return [] }
        guard let layout = try? configuration.prepare(sections, registry: registry) else { return [] }
        return checkJSON(layout.jsonText(), itemCount: itemCount)
    }

    /// Checks `trellis layout` output: valid JSON, finite numbers, one frame per item.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public static func checkJSON(_ text: String, itemCount: Int) -> [String] {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            return ["the layout JSON does not parse: \(error)"]
        }
        var problems: [String] = []
        if !value.hasOnlyFiniteNumbers { problems.append("the layout JSON has a non-finite number") }
        guard case .array(let size)? = value["contentSize"], size.count == 2 else {
            return problems + ["the layout JSON has no contentSize of two numbers"]
        }
        guard case .array(let items)? = value["items"], items.count == itemCount else {
            return problems + ["the layout JSON does not have \(itemCount) item frames"]
        }
        for item in items {
            guard case .array(let numbers) = item, numbers.count == 4 else {
                return problems + ["an item frame is not four numbers: \(item)"]
            }
        }
        return problems
    }
}
