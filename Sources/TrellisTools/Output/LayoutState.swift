import Foundation

/// What `trellis layout --state FILE` keeps between pages: the configuration
/// and every item laid out so far, versioned and checksummed, so the next
/// page's items can be laid out exactly as a layout of all items would place them.
///
/// The text is one JSON object:
///
/// ```json
/// {"trellisLayoutState": 1,
///  "strategy": "shortest-column",
///  "width": 390,
///  "height": null,
///  "configuration": {...},
///  "itemCount": 2,
///  "items": [
///   {"width": 640, "height": 480, "id": "a", "file": "beach.jpg"},
///   {"width": 480, "height": 640, "id": "b", "file": "dunes.jpg"}
///  ],
///  "checksum": "fnv1a64:5c1e2f0a9b3d4e7f"}
/// ```
///
/// `checksum` is the 64-bit FNV-1a hash of every byte before the line that
/// holds it. Reading a state checks the version, the checksum, the item
/// count and, against the configuration of the next page, the strategy,
/// viewport and options.
public struct LayoutState: Sendable {
    /// The version this build writes and reads.
    public static let version = 1

    /// The configuration the items were laid out with (its width and height as used).
    public var configuration: Configuration
    /// The items laid out so far, one section, with their ids and extra values.
    public var table: ItemTable

    /// Creates a state.
    public init(configuration: Configuration, table: ItemTable) {
        self.configuration = configuration
        self.table = table
    }

    /// The number of items laid out so far.
    public var itemCount: Int { table.sections.reduce(0) { $0 + $1.count } }

    /// The state as text, ending with its checksum line.
    ///
    /// - Throws: ``LayoutStateError/unsupported(reason:)`` when the items are
    ///   not one section of items given one by one.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func text() throws(LayoutStateError) -> String {
        let sizes = try Self.sizes(of: table.sections)
        var body = "{\"trellisLayoutState\": \(Self.version),\n"
        body += " \"strategy\": \(JSONValue.quote(configuration.strategy)),\n"
        body += " \"width\": \(JSONValue.format(configuration.width)),\n"
        body += " \"height\": \(configuration.height.map(JSONValue.format) ?? "null"),\n"
        body += " \"configuration\": \(Self.canonicalText(of: configuration)),\n"
        body += " \"itemCount\": \(sizes.count),\n"
        body += " \"items\": ["
        for (index, size) in sizes.enumerated() {
            var members = size.width.map { ["\"width\": " + JSONValue.format($0)] } ?? []
            members.append("\"height\": " + JSONValue.format(size.height))
            switch size.span {
            case .columns(let count)?: members.append("\"span\": \(count)")
            case .full?: members.append("\"span\": \"full\"")
            case nil: break
            }
            if table.records.items.indices.contains(index) {
                let record = table.records.items[index]
                if let id = record.id { members.append("\"id\": \(id)") }
                for column in table.records.columns {
                    if let value = record.fields[column] { members.append(JSONValue.quote(column) + ": \(value)") }
                }
            }
            body += (index == 0 ? "\n  {" : ",\n  {") + members.joined(separator: ", ") + "}"
        }
        body += sizes.isEmpty ? "]" : "\n ]"
        return body + Self.checksumPrefix + Self.checksum(Array(body.utf8)) + "\"}\n"
    }

    /// Reads a state and checks its version, checksum and item count.
    ///
    /// - Parameters:
    ///   - bytes: The text ``text()`` wrote.
    ///   - source: Names it in errors, usually the file path.
    /// - Throws: ``LayoutStateError/corrupted(source:reason:)`` for anything
    ///   but an intact state of this version.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public init(bytes: [UInt8], source: String) throws(LayoutStateError) {
        let marker = Array(Self.checksumPrefix.utf8)
        guard let start = Self.lastRange(of: marker, in: bytes) else {
            throw .corrupted(source: source, reason: "it has no checksum line; it is not a trellis layout state")
        }
        let body = Array(bytes[..<start])
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            throw .corrupted(source: source, reason: "it is not valid JSON (\(error))")
        }
        guard case .string(let stated) = value["checksum"], stated == "fnv1a64:" + Self.checksum(body) else {
            throw .corrupted(
                source: source, reason: "its checksum does not match its contents; it was changed or cut short")
        }
        guard case .number(let version) = value["trellisLayoutState"], version == Double(Self.version) else {
            throw .corrupted(
                source: source,
                reason: "it is version \(value["trellisLayoutState"]?.description ?? "none"); "
                    + "this trellis reads version \(Self.version)")
        }
        guard let configurationValue = value["configuration"],
            let configuration = try? JSONDecoder().decode(
                Configuration.self, from: Data(configurationValue.description.utf8))
        else {
            throw .corrupted(source: source, reason: "its configuration cannot be read")
        }
        let table: ItemTable
        do {
            table = try ItemsDecoder.table(fromJSONValue: value["items"] ?? .null, source: source)
        } catch {
            throw .corrupted(source: source, reason: "its items cannot be read (\(error))")
        }
        self.init(configuration: configuration, table: table)
        guard case .number(let count) = value["itemCount"], count == Double(itemCount) else {
            throw .corrupted(source: source, reason: "its item count does not match its items")
        }
    }

    /// Reads a state file and checks its version, checksum and item count.
    ///
    /// - Throws: ``LayoutStateError/corrupted(source:reason:)``, also for a file that cannot be read.
    /// - Complexity: O(*n*), where *n* is the size of the file.
    public init(contentsOfFile path: String) throws(LayoutStateError) {
        let bytes: [UInt8]
        do {
            bytes = try readInputFile(atPath: path)
        } catch {
            throw .corrupted(source: path, reason: "\(error)")
        }
        try self.init(bytes: bytes, source: path)
    }

    /// Checks that the next page is laid out like the earlier ones.
    ///
    /// - Throws: ``LayoutStateError/mismatch(source:what:state:now:)`` naming
    ///   the first difference: strategy, width, height, then options.
    /// - Complexity: O(*k*), where *k* is the number of options.
    public func check(matches other: Configuration, source: String) throws(LayoutStateError) {
        func show(_ height: Double?) -> String { height.map(JSONValue.format) ?? "none" }
        if other.strategy != configuration.strategy {
            throw .mismatch(source: source, what: "strategy", state: configuration.strategy, now: other.strategy)
        }
        if other.width != configuration.width {
            throw .mismatch(
                source: source, what: "width", state: JSONValue.format(configuration.width),
                now: JSONValue.format(other.width))
        }
        if other.height != configuration.height {
            throw .mismatch(source: source, what: "height", state: show(configuration.height), now: show(other.height))
        }
        let (before, now) = (Self.canonicalText(of: configuration), Self.canonicalText(of: other))
        if before != now {
            throw .mismatch(source: source, what: "configuration", state: before, now: now)
        }
    }

    /// The sizes of one section of items given one by one.
    private static func sizes(of sections: [SectionInput]) throws(LayoutStateError) -> [ItemSize] {
        guard sections.count == 1, let section = sections.first, section.options.values.isEmpty else {
            throw .unsupported(reason: "page-by-page layout takes one section without per-section options")
        }
        guard case .sizes(let sizes) = section.items else {
            throw .unsupported(reason: "page-by-page layout takes items given one by one, not a count")
        }
        return sizes
    }

    /// Checks that `sections` can be a page: one section of items given one by one.
    ///
    /// - Throws: ``LayoutStateError/unsupported(reason:)``.
    public static func checkPage(_ sections: [SectionInput]) throws(LayoutStateError) {
        _ = try sizes(of: sections)
    }

    /// These items followed by a page's.
    ///
    /// - Throws: ``LayoutStateError/unsupported(reason:)`` for a page that is not one section of items.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func appending(_ page: ItemTable) throws(LayoutStateError) -> ItemTable {
        let sizes = try Self.sizes(of: table.sections) + Self.sizes(of: page.sections)
        return ItemTable(sections: [SectionInput(items: sizes)], records: table.records.appending(page.records))
    }

    private static let checksumPrefix = ",\n \"checksum\": \"fnv1a64:"

    /// The configuration as JSON with sorted keys: the same text for the same configuration.
    private static func canonicalText(of configuration: Configuration) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(configuration) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The 64-bit FNV-1a hash of `bytes`, as 16 hexadecimal digits.
    private static func checksum(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Where the last occurrence of `marker` starts in `bytes`.
    private static func lastRange(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        for start in stride(from: bytes.count - marker.count, through: 0, by: -1)
        where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            return start
        }
        return nil
    }
}

/// Why a layout state cannot be used.
public enum LayoutStateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The state is damaged, cut short, of another version, or not a state at all.
    case corrupted(source: String, reason: String)
    /// The state was made with another strategy, viewport or options than the page.
    case mismatch(source: String, what: String, state: String, now: String)
    /// The items cannot be laid out page by page.
    case unsupported(reason: String)

    public var description: String {
        switch self {
        case .corrupted(let source, let reason):
            "\(source): cannot resume from this layout state: \(reason); nothing was written"
        case .mismatch(let source, let what, let state, let now):
            "\(source): the layout state was made with \(what) \(state), this layout uses \(now); "
                + "lay out all items again without the state (delete it) to change it; nothing was written"
        case .unsupported(let reason):
            reason
        }
    }
}
