import Foundation

/// What `trellis layout --state FILE` keeps between pages: enough to lay out
/// the next page's items alone, with exactly the frames a layout of all
/// items would give them.
///
/// A resumable strategy (``ResumableLayoutStrategy``) records checkpoints
/// while it places; the state keeps the last checkpoint that items appended
/// later cannot invalidate — its index ``firstItem`` and the strategy's
/// ``PortablePlacementState`` there — and only the items from that one on:
/// none for a column layout, the last line, row or segment and at most a
/// checkpoint spacing of items before it for the others. Those items come
/// with their ids, extra values and last frames, so a page that moves one of
/// them (the last line of a flow layout) can print it again.
///
/// A state also knows where its last page started and what it held before
/// that page, so that the last page can be laid out again (a retried
/// request) with the same result, and a page that would repeat or skip
/// items is refused (``layOutPage(_:after:startingAt:configuration:source:snappingTo:registry:)``).
///
/// The text is one JSON object:
///
/// ```json
/// {"trellisLayoutState": 3,
///  "strategy": "mosaic",
///  "width": 390,
///  "height": null,
///  "configuration": {...},
///  "lastPageStart": 40,
///  "previous": {"itemCount": 40, "firstItem": 32, "placementState": [1010, 1], "items": [...], "frames": [...]},
///  "itemCount": 42,
///  "firstItem": 40,
///  "placementState": [1250, 2],
///  "items": [
///   {"width": 640, "height": 480, "id": "a", "file": "beach.jpg"},
///   {"width": 480, "height": 640, "id": "b", "file": "dunes.jpg"}
///  ],
///  "frames": [[0, 1252, 194, 200], [196, 1252, 194, 200]],
///  "checksum": "fnv1a64:5c1e2f0a9b3d4e7f"}
/// ```
///
/// `itemCount` counts every item laid out so far; `items` and `frames` hold
/// those from index `firstItem` on. `placementState` is `null` while nothing
/// can be resumed from (`firstItem` is then 0: the next page places every
/// item held, header included). `lastPageStart` is the index of the last
/// page's first item and `previous` the same four members as they were
/// before it (`null` after the first page). `checksum` is the 64-bit FNV-1a hash of every
/// byte before the line that holds it. Reading a state checks the version,
/// the checksum and the counts and, against the configuration of the next
/// page, the strategy, viewport and options.
public struct LayoutState: Sendable {
    /// The version this build writes and reads.
    public static let version = 3

    /// The configuration the items were laid out with (its width and height as used).
    public var configuration: Configuration
    /// The number of items laid out so far.
    public var itemCount: Int { firstItem + table.count }
    /// The index, among all items laid out so far, of the first item held:
    /// where the next page resumes placing.
    public var firstItem: Int
    /// The strategy's state at item ``firstItem`` (``PortablePlacementState/portableValues``),
    /// or `nil` to place the items held from the start of the section.
    public var placementState: [Double]?
    /// The items from ``firstItem`` on, one section, with their ids and extra values.
    public var table: ItemTable
    /// The frames of the items held, as last laid out (not snapped).
    public var frames: [Rect]
    /// The index, among all items, of the first item of the last page laid out.
    public var lastPageStart: Int
    /// The state as it was before the last page (with no `previous` of its
    /// own), or `nil` when the last page was the first: what laying out the
    /// last page again resumes from.
    public var previous: LayoutState? {
        get { previousStorage.first }
        set { previousStorage = newValue.map { [$0.forgettingPrevious] } ?? [] }
    }
    /// ``previous``, in an array because a structure cannot hold itself.
    private var previousStorage: [LayoutState] = []

    /// This state without its ``previous``.
    private var forgettingPrevious: LayoutState {
        var state = self
        state.previousStorage = []
        return state
    }

    /// Creates a state.
    ///
    /// - Parameters:
    ///   - configuration: The configuration, its width and height as used.
    ///   - firstItem: The index of the first item held among all items so far.
    ///   - placementState: The strategy's state at `firstItem`, or `nil` when `firstItem` is 0 and placing starts over.
    ///   - table: The items from `firstItem` on.
    ///   - frames: Their frames, one per item.
    ///   - lastPageStart: The index of the last page's first item.
    ///   - previous: The state before the last page, or `nil` when it was the first.
    public init(
        configuration: Configuration, firstItem: Int = 0, placementState: [Double]? = nil, table: ItemTable,
        frames: [Rect] = [], lastPageStart: Int = 0, previous: LayoutState? = nil
    ) {
        self.configuration = configuration
        self.firstItem = firstItem
        self.placementState = placementState
        self.table = table
        self.frames = frames
        self.lastPageStart = lastPageStart
        self.previous = previous
    }

    /// The state as text, ending with its checksum line.
    ///
    /// - Throws: ``LayoutStateError/unsupported(reason:)`` when the items are
    ///   not one section of items given one by one.
    /// - Complexity: O(*h*), where *h* is the number of items held.
    public func text() throws(LayoutStateError) -> String {
        var body = "{\"trellisLayoutState\": \(Self.version),\n"
        body += " \"strategy\": \(JSONValue.quote(configuration.strategy)),\n"
        body += " \"width\": \(JSONValue.format(configuration.width)),\n"
        body += " \"height\": \(configuration.height.map(JSONValue.format) ?? "null"),\n"
        body += " \"configuration\": \(Self.canonicalText(of: configuration)),\n"
        body += " \"lastPageStart\": \(lastPageStart),\n"
        body +=
            " \"previous\": "
            + (previous == nil ? "null" : "{" + (try previous?.heldMembers(separator: ", ") ?? "") + "}")
        body += ",\n " + (try heldMembers(separator: ",\n "))
        return body + Self.checksumPrefix + Self.checksum(Array(body.utf8)) + "\"}\n"
    }

    /// The members `itemCount`, `firstItem`, `placementState`, `items` and `frames`.
    private func heldMembers(separator: String) throws(LayoutStateError) -> String {
        let sizes = try Self.sizes(of: table.sections)
        var items = ""
        for (index, size) in sizes.enumerated() {
            var members = size.width.map { ["\"width\": " + JSONValue.format($0)] } ?? []
            members.append("\"height\": " + JSONValue.format(size.height))
            switch size.span {
            case .columns(let count)?: members.append("\"span\": \(count)")
            case .full?: members.append("\"span\": \"full\"")
            case nil: break
            }
            if index < table.records.count {
                let record = table.records.record(at: index)
                if let id = record.id { members.append("\"id\": \(id)") }
                for column in table.records.columns {
                    if let value = record.fields[column] { members.append(JSONValue.quote(column) + ": \(value)") }
                }
            }
            items += (index == 0 ? "\n  {" : ",\n  {") + members.joined(separator: ", ") + "}"
        }
        return [
            "\"itemCount\": \(itemCount)",
            "\"firstItem\": \(firstItem)",
            "\"placementState\": " + (placementState.map { Self.numbersText($0) } ?? "null"),
            "\"items\": [" + items + (sizes.isEmpty ? "]" : "\n ]"),
            "\"frames\": ["
                + frames.map { Self.numbersText([$0.minX, $0.minY, $0.width, $0.height]) }.joined(separator: ", ")
                + "]",
        ].joined(separator: separator)
    }

    /// Reads a state and checks its version, checksum and counts.
    ///
    /// - Parameters:
    ///   - bytes: The text ``text()`` wrote.
    ///   - source: Names it in errors, usually the file path.
    /// - Throws: ``LayoutStateError/corrupted(source:reason:)`` for anything
    ///   but an intact state of this version.
    /// - Complexity: O(*b*), where *b* is the number of bytes.
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
                    + "this trellis reads version \(Self.version): delete it and lay out every item again")
        }
        guard let configurationValue = value["configuration"],
            let configuration = try? JSONDecoder().decode(
                Configuration.self, from: Data(configurationValue.description.utf8))
        else {
            throw .corrupted(source: source, reason: "its configuration cannot be read")
        }
        try self.init(held: value, configuration: configuration, source: source)
        guard case .number(let start) = value["lastPageStart"], start >= 0, start <= Double(itemCount),
            start == start.rounded()
        else {
            throw .corrupted(source: source, reason: "its last page's start is not an item index")
        }
        lastPageStart = Int(start)
        if let stored = value["previous"], stored != .null {
            previous = try LayoutState(held: stored, configuration: configuration, source: source)
        }
        guard previous?.itemCount ?? 0 == lastPageStart else {
            throw .corrupted(source: source, reason: "its last page's start does not match what it held before")
        }
    }

    /// Reads the members that ``heldMembers(separator:)`` writes.
    private init(held value: JSONValue, configuration: Configuration, source: String) throws(LayoutStateError) {
        var table = ItemTable(sections: [SectionInput(items: [])], records: ItemRecords())
        if case .array(let items) = value["items"], !items.isEmpty {
            do {
                table = try ItemsDecoder.table(fromJSONValue: .array(items), source: source)
            } catch {
                throw .corrupted(source: source, reason: "its items cannot be read (\(error))")
            }
        }
        var placementState: [Double]?
        if let stored = value["placementState"], stored != .null {
            placementState = Self.numberLists(.array([stored]))?.first
            if placementState == nil { throw .corrupted(source: source, reason: "its placement state cannot be read") }
        }
        guard let frameValues = Self.numberLists(value["frames"]), frameValues.allSatisfy({ $0.count == 4 }) else {
            throw .corrupted(source: source, reason: "its frames cannot be read")
        }
        let frames = frameValues.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
        guard case .number(let first) = value["firstItem"], first >= 0, first == first.rounded(), first < 1e15 else {
            throw .corrupted(source: source, reason: "its first item is not a count")
        }
        self.init(
            configuration: configuration, firstItem: Int(first), placementState: placementState, table: table,
            frames: frames)
        guard case .number(let count) = value["itemCount"], count == Double(itemCount),
            frames.count == itemCount - firstItem, placementState != nil || firstItem == 0
        else {
            throw .corrupted(source: source, reason: "its item count does not match its items and frames")
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

    /// Finite numbers as a JSON array; -0 keeps its sign, so a value reads back bit for bit.
    private static func numbersText(_ numbers: [Double]) -> String {
        "[" + numbers.map { $0 == 0 && $0.sign == .minus ? "-0" : JSONValue.format($0) }.joined(separator: ", ")
            + "]"
    }

    /// An array of arrays of numbers, or `nil` for anything else.
    private static func numberLists(_ value: JSONValue?) -> [[Double]]? {
        guard case .array(let lists) = value else { return nil }
        var result: [[Double]] = []
        for list in lists {
            guard case .array(let elements) = list else { return nil }
            var numbers: [Double] = []
            for element in elements {
                guard case .number(let number) = element else { return nil }
                numbers.append(number)
            }
            result.append(numbers)
        }
        return result
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
    /// The page starts elsewhere than after the last page or where the last page started:
    /// it would repeat or skip items. `itemCount` is `nil` when there is no state yet.
    case pageOutOfOrder(source: String, start: Int, itemCount: Int?, lastPageStart: Int)

    public var description: String {
        switch self {
        case .corrupted(let source, let reason):
            "\(source): cannot resume from this layout state: \(reason); nothing was written"
        case .mismatch(let source, let what, let state, let now):
            "\(source): the layout state was made with \(what) \(state), this layout uses \(now); "
                + "lay out all items again without the state (delete it) to change it; nothing was written"
        case .unsupported(let reason):
            reason
        case .pageOutOfOrder(let source, let start, let itemCount?, let lastPageStart):
            "\(source): the page starts at item \(start), but the state has laid out "
                + (itemCount == 0 ? "no item" : "items 0 to \(itemCount - 1), its last page from item \(lastPageStart)")
                + ": "
                + (start > itemCount ? "\(Self.items(itemCount, start)) would be missing" : "it would repeat items")
                + "; send the next page (starting at item \(itemCount)) or the last one again "
                + "(starting at item \(lastPageStart)), or delete the state to start over; nothing was written"
        case .pageOutOfOrder(let source, let start, nil, _):
            "\(source) does not exist yet, so the first page starts at item 0, not \(start): "
                + "\(Self.items(0, start)) would be missing; nothing was written"
        }
    }

    /// "item 4" or "items 4 to 9": the items from `start` up to `end`, excluded.
    private static func items(_ start: Int, _ end: Int) -> String {
        end - start == 1 ? "item \(start)" : "items \(start) to \(end - 1)"
    }
}
