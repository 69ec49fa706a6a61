/// Reads the items to lay out from JSON or CSV into sections.
///
/// JSON, one of:
///
/// ```json
/// { "sections": [ { "items": [ITEM, ...], OVERRIDES... }, { "count": 12 }, ... ] }
/// { "items": [ITEM, ...] }
/// [ITEM, ...]
/// ```
///
/// where `ITEM` is `{"width": w, "height": h}` or `[w, h]` (a natural size) or
/// `{"height": h}` (a fixed height, column strategies only), a section may
/// give `"count": n` instead of `"items"`, and any other key of a section
/// object is a per-section option override, checked by the strategy's
/// ``LayoutStrategy/sectionOptions`` (its errors name it `sections[i].key`).
///
/// CSV: a header line naming the columns, then one item per line. `width`
/// and `height` are found by name in any order, an optional `section` column
/// groups consecutive rows into sections, other columns are ignored (see
/// `sections(fromCSV:source:)`).
///
/// Errors name the source, then the line (CSV), or the path of the value
/// (JSON: `sections[1].items[12].width`, `items[12]`, or `[12]` for a bare
/// array), and what is allowed.
///
/// ```swift
/// let sections = try ItemsDecoder.sections(contentsOfFile: path)   // a .csv or .json file
/// let layout = try Configuration(strategy: "shortest-column", width: 390).prepare(sections)
/// ```
public enum ItemsDecoder {
    /// The most items a `count` section may ask for: the layout's element limit.
    public static var maximumCount: Int { LayoutLimits.maximumElementCount }

    /// The formats an items text can have.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// JSON: sections, items, or a bare array of items.
        case json
        /// CSV with a header naming the `width` and `height` columns.
        case csv

        /// The format of a file: by its extension (`.json`, `.csv`), else by its
        /// first non-blank character (`[` or `{` is JSON, anything else CSV).
        ///
        /// - Complexity: O(*w*), where *w* is the number of leading blank bytes.
        public init(source: String, bytes: [UInt8]) {
            let lowercased = source.lowercased()
            if lowercased.hasSuffix(".csv") {
                self = .csv
            } else if lowercased.hasSuffix(".json") {
                self = .json
            } else {
                let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
                let first = bytes.first { !blank.contains($0) }
                self = first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? .json : .csv
            }
        }
    }

    /// Reads sections from an items text in either format.
    ///
    /// - Parameters:
    ///   - bytes: The UTF-8 text.
    ///   - source: Names the text in errors, usually the file path; its
    ///     extension picks the format (see ``Format/init(source:bytes:)``).
    /// - Throws: ``InputError`` naming the line and column, line, or value at fault.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func sections(from bytes: [UInt8], source: String) throws(InputError) -> [SectionInput] {
        switch Format(source: source, bytes: bytes) {
        case .json: try sections(fromJSON: bytes, source: source)
        case .csv: try sections(fromCSV: bytes, source: source)
        }
    }

    /// Reads sections from an items file, JSON or CSV.
    ///
    /// - Throws: ``InputError`` naming the file and the line and column, line
    ///   or value at fault; a missing, empty or unreadable file is an error too.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public static func sections(contentsOfFile path: String) throws(InputError) -> [SectionInput] {
        try sections(from: try readInputFile(atPath: path), source: path)
    }

    /// The bytes of an items file, for reading them with ``sections(from:source:)``
    /// or ``table(from:source:)`` after looking at them (``Format/init(source:bytes:)``).
    ///
    /// - Throws: ``InputError`` for a missing, empty or unreadable file.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public static func bytes(ofFile path: String) throws(InputError) -> [UInt8] {
        try readInputFile(atPath: path)
    }

    /// Reads sections with each item's id and extra columns or fields from
    /// an items text in either format (see ``ItemRecords``).
    ///
    /// - Throws: ``InputError`` as ``sections(from:source:)``, and for a
    ///   repeated id or an extra column named like an output column.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func table(from bytes: [UInt8], source: String) throws(InputError) -> ItemTable {
        switch Format(source: source, bytes: bytes) {
        case .json: try table(fromJSON: bytes, source: source)
        case .csv: try table(fromCSV: bytes, source: source)
        }
    }

    /// Reads sections with each item's id and extra columns or fields from an items file, JSON or CSV.
    ///
    /// - Throws: ``InputError`` as ``table(from:source:)``, or for a missing, empty or unreadable file.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public static func table(contentsOfFile path: String) throws(InputError) -> ItemTable {
        try table(from: try readInputFile(atPath: path), source: path)
    }
}
