/// What an items file says about each item besides its size: an id and any
/// extra columns (CSV) or fields (JSON), passed through to the output.
///
/// Record *i* belongs to the *i*-th item in (section, item) order. A CSV
/// `id` column or a JSON `"id"` field gives an item's id; without one an
/// item is known by its index in that order, from 0. Extra values keep their
/// text (CSV) or JSON value unchanged.
///
/// ```swift
/// let table = try ItemsDecoder.table(fromCSV: "id,width,height,file\na,640,480,beach.jpg\n")
/// let columns = table.records.columns         // ["file"]
/// let id = table.records.record(at: 0).id     // .string("a")
/// ```
///
/// The values of all items are kept as UTF-8 text in one buffer, each with
/// its column and whether it is a string or other JSON, rather than as a
/// dictionary of ``JSONValue``s per item: at a million items with an id, a
/// URL and a caption each, that is about 150 bytes per item instead of
/// about 1 KB, and writing the records copies bytes instead of making
/// strings (see `Scripts/records-scale.sh`).
public struct ItemRecords: Sendable, Hashable {
    /// One item's id and extra values.
    public struct Record: Sendable, Hashable {
        /// The id the input gives, or `nil` (the item is then known by its index).
        public var id: JSONValue?
        /// The extra values by column name; a JSON item may leave some out.
        public var fields: [String: JSONValue]
        /// Where the item is in its input, for errors: `items.csv line 4`, `items.json items[3]`.
        public var place: String

        /// Creates a record.
        public init(id: JSONValue? = nil, fields: [String: JSONValue] = [:], place: String) {
            self.id = id
            self.fields = fields
            self.place = place
        }
    }

    /// The output columns an extra column may not be named: they hold the item's place.
    public static let reservedColumns = ["id", "section", "x", "y", "width", "height", "viewportWidth"]

    /// The extra column names, in the order they first appear.
    public private(set) var columns: [String]

    /// How a value's text is to be read.
    enum Kind: UInt8, Sendable, Hashable {
        /// The characters of a string.
        case string
        /// JSON text: a number, `true`, an array, ...
        case json
    }

    /// One value: its column (``idColumn`` for the id), kind, and where its text ends in ``text``.
    struct Cell: Sendable, Hashable {
        var column: Int32
        var kind: Kind
        var end: Int
    }

    /// The column number of an id.
    static let idColumn: Int32 = -1

    /// Every value's UTF-8 text, one after another.
    private(set) var text: [UInt8] = []
    /// Every value, item by item; a value starts where the one before it ends.
    private(set) var cells: [Cell] = []
    /// The first cell of each item, and the number of cells at the end.
    private var firstCell: [Int] = [0]
    /// Where the items are in their inputs, a run of items at a time.
    private var places: [PlaceRun] = []

    /// How a run of items names its places: `source line N` or `prefix[N]`.
    struct PlaceRun: Sendable, Hashable {
        /// The first item of the run.
        var firstItem: Int
        /// The text before the number: `items.csv line `, `items.json sections[1].items[`.
        var prefix: String
        /// The number of the run's first item.
        var firstNumber: Int
        /// The text after the number: `""` or `"]"`; `nil` for a place given whole (``prefix`` alone).
        var suffix: String?
    }

    /// Creates records.
    ///
    /// - Complexity: O(*n* · *c*), where *n* is the number of records and *c* the number of values in each.
    public init(columns: [String] = [], items: [Record] = []) {
        self.columns = columns
        for record in items { append(record) }
    }

    /// The number of items.
    public var count: Int { firstCell.count - 1 }

    /// The records, made one by one from the stored text.
    ///
    /// - Complexity: O(*n* · *c*), where *n* is the number of items and *c* the number of values in each.
    public var items: [Record] { (0..<count).map(record(at:)) }

    /// The record of item `index`, made from the stored text; an item past
    /// the last has no id, no values and no place.
    ///
    /// - Complexity: O(*c*), where *c* is the number of its values.
    public func record(at index: Int) -> Record {
        guard index >= 0, index < count else { return Record(place: "") }
        var record = Record(place: place(ofItemAt: index))
        for cell in firstCell[index]..<firstCell[index + 1] {
            let value = self.value(ofCell: cell)
            if cells[cell].column == Self.idColumn {
                record.id = value
            } else {
                record.fields[columns[Int(cells[cell].column)]] = value
            }
        }
        return record
    }

    /// The id of item `index` as output shows it: its own id, else its index.
    ///
    /// - Complexity: O(*c*), where *c* is the number of its values.
    public func id(ofItemAt index: Int) -> JSONValue {
        guard let cell = idCell(ofItemAt: index) else { return .number(Double(index)) }
        return value(ofCell: cell)
    }

    /// The value of item `index` in `column`, or `nil` when it has none.
    ///
    /// - Complexity: O(*c*), where *c* is the number of its values.
    public func value(ofItemAt index: Int, column: String) -> JSONValue? {
        guard let number = columns.firstIndex(of: column), index >= 0, index < count else { return nil }
        for cell in firstCell[index]..<firstCell[index + 1] where cells[cell].column == Int32(number) {
            return value(ofCell: cell)
        }
        return nil
    }

    /// Appends a record, adding its columns that are new in order of their names.
    ///
    /// - Complexity: O(*c* + *b*), where *c* is the number of columns and *b* the length of its values.
    public mutating func append(_ record: Record) {
        if let id = record.id { appendCell(column: Self.idColumn, value: id) }
        for name in record.fields.keys.sorted() {
            guard let value = record.fields[name] else { continue }
            appendCell(column: column(named: name), value: value)
        }
        endItem(place: record.place)
    }

    /// These records followed by `other`'s, columns merged in order of first appearance.
    ///
    /// - Complexity: O(*n* + *b*), where *n* is the number of values and *b* the length of their text in `other`.
    public func appending(_ other: ItemRecords) -> ItemRecords {
        var merged = self
        let numbers = other.columns.map { merged.column(named: $0) }
        let textOffset = merged.text.count
        let itemOffset = merged.count
        merged.text += other.text
        merged.cells += other.cells.map { cell in
            Cell(
                column: cell.column == Self.idColumn ? cell.column : numbers[Int(cell.column)], kind: cell.kind,
                end: cell.end + textOffset)
        }
        let cellOffset = merged.firstCell.removeLast()
        merged.firstCell += other.firstCell.map { $0 + cellOffset }
        merged.places += other.places.map { run in
            var run = run
            run.firstItem += itemOffset
            return run
        }
        return merged
    }

    /// The records of the items in `range`, with their places.
    ///
    /// - Complexity: O(*k* · *c*), where *k* is the number of items in `range` and *c* the values in each.
    public func records(in range: Range<Int>) -> ItemRecords {
        var result = ItemRecords(columns: columns)
        for index in range.clamped(to: 0..<count) {
            for cell in firstCell[index]..<firstCell[index + 1] {
                result.appendCell(column: cells[cell].column, kind: cells[cell].kind, bytes: bytes(ofCell: cell))
            }
            result.endItem(place: place(ofItemAt: index))
        }
        return result
    }

    /// Checks that no two items have the same id.
    ///
    /// Two ids are the same when they read the same as text: the number `1`
    /// and the string `"1"` are one id, since CSV output (and a URL, a file
    /// name or a database key made from it) cannot tell them apart. Each
    /// item keeps its id as given in JSON output.
    ///
    /// - Throws: ``InputError/duplicateID(id:first:second:)`` naming the id and
    ///   the places of its first two items: of all repeated ids, the one repeated earliest.
    /// - Complexity: O(*n* log *n*), where *n* is the number of items: ids are
    ///   sorted by a hash of their text rather than put in a dictionary, which
    ///   at a million items took four times the memory.
    public func checkUniqueIDs() throws(InputError) {
        var hashed: [(hash: UInt64, item: Int)] = []
        hashed.reserveCapacity(count)
        for index in 0..<count {
            if let cell = idCell(ofItemAt: index) { hashed.append((Self.hash(bytes(ofCell: cell)), index)) }
        }
        hashed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.item < $1.item }
        var repeated: (first: Int, second: Int)?
        var start = 0
        while start < hashed.count {
            var end = start + 1
            while end < hashed.count, hashed[end].hash == hashed[start].hash { end += 1 }
            // Within a run of equal hashes (in item order), the earliest item whose text came before.
            for later in (start + 1)..<max(end, start + 1) {
                let text = idText(ofItemAt: hashed[later].item)
                guard let earlier = (start..<later).first(where: { idText(ofItemAt: hashed[$0].item) == text })
                else { continue }
                if hashed[later].item < repeated?.second ?? Int.max {
                    repeated = (hashed[earlier].item, hashed[later].item)
                }
                break
            }
            start = end
        }
        guard let (first, second) = repeated else { return }
        let (firstID, secondID) = (id(ofItemAt: first), id(ofItemAt: second))
        func place(_ item: Int, _ id: JSONValue) -> String {
            let place = self.place(ofItemAt: item)
            return firstID == secondID ? place : "\(place) (as \(id.typeDescription) \(id))"
        }
        throw .duplicateID(
            id: Self.text(of: firstID), first: place(first, firstID), second: place(second, secondID))
    }

    /// Whether both hold the same columns and records (ids, values and places),
    /// however their values are stored.
    ///
    /// - Complexity: O(*n* · *c*), where *n* is the number of items and *c* the values in each.
    public static func == (lhs: ItemRecords, rhs: ItemRecords) -> Bool {
        lhs.columns == rhs.columns && lhs.count == rhs.count
            && (0..<lhs.count).allSatisfy { lhs.record(at: $0) == rhs.record(at: $0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(count)
    }

    /// A value as plain text: a string's characters, any other value as JSON.
    public static func text(of value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return value.description
    }
}

// MARK: - Building

extension ItemRecords {
    /// The number of the column `name`, added at the end when new.
    mutating func column(named name: String) -> Int32 {
        if let number = columns.firstIndex(of: name) { return Int32(number) }
        columns.append(name)
        return Int32(columns.count - 1)
    }

    /// Reserves room for `items` more items with `cells` values in all and
    /// `textBytes` bytes of their text, so that a large file fills its
    /// buffers once instead of growing them by doubling (each doubling holds
    /// the old and the new buffer at once: at a million rows that was the peak).
    mutating func reserveCapacity(items: Int, cells cellCount: Int, textBytes: Int) {
        firstCell.reserveCapacity(firstCell.count + items)
        cells.reserveCapacity(cells.count + cellCount)
        text.reserveCapacity(text.count + textBytes)
    }

    /// Sets the columns of records that have none yet.
    mutating func setColumns(_ names: [String]) {
        columns = names
    }

    /// Adds a value to the item being built.
    mutating func appendCell(column: Int32, value: JSONValue) {
        if case .string(let string) = value {
            appendCell(column: column, kind: .string, bytes: string.utf8)
        } else {
            appendCell(column: column, kind: .json, bytes: value.description.utf8)
        }
    }

    /// Adds a value to the item being built: its text as UTF-8 bytes.
    mutating func appendCell(column: Int32, kind: Kind, bytes: some Sequence<UInt8>) {
        text.append(contentsOf: bytes)
        cells.append(Cell(column: column, kind: kind, end: text.count))
    }

    /// Ends the item being built: its values are the ones added since the last item.
    mutating func endItem(place: String) {
        firstCell.append(cells.count)
        places.append(PlaceRun(firstItem: count - 1, prefix: place, firstNumber: 0, suffix: nil))
    }

    /// Ends the item being built, one of a run whose places are `prefix` + a number counting up + `suffix`.
    ///
    /// - Complexity: Amortized O(1): items in one run share one place record.
    mutating func endItem(placePrefix prefix: String, number: Int, suffix: String) {
        firstCell.append(cells.count)
        let item = count - 1
        if let last = places.last, last.suffix == suffix, last.prefix == prefix,
            last.firstNumber + (item - last.firstItem) == number
        {
            return
        }
        places.append(PlaceRun(firstItem: item, prefix: prefix, firstNumber: number, suffix: suffix))
    }
}

// MARK: - Reading the stored values

extension ItemRecords {
    /// The cells of item `index`; empty past the last item.
    func cells(ofItemAt index: Int) -> Range<Int> {
        guard index >= 0, index < count else { return 0..<0 }
        return firstCell[index]..<firstCell[index + 1]
    }

    /// The cell of item `index`'s id, or `nil` when it has none.
    func idCell(ofItemAt index: Int) -> Int? {
        cells(ofItemAt: index).first { cells[$0].column == Self.idColumn }
    }

    /// The text of a cell.
    func bytes(ofCell cell: Int) -> ArraySlice<UInt8> {
        text[(cell == 0 ? 0 : cells[cell - 1].end)..<cells[cell].end]
    }

    /// The value of a cell.
    func value(ofCell cell: Int) -> JSONValue {
        let string = String(decoding: bytes(ofCell: cell), as: UTF8.self)
        guard cells[cell].kind == .json else { return .string(string) }
        return (try? JSONValue(parsing: string)) ?? .string(string)
    }

    /// The text of item `index`'s id, or `nil` when it has none.
    private func idText(ofItemAt index: Int) -> ArraySlice<UInt8>? {
        idCell(ofItemAt: index).map(bytes(ofCell:))
    }

    /// Where item `index` is in its input.
    ///
    /// - Complexity: O(log *r*), where *r* is the number of runs of places.
    func place(ofItemAt index: Int) -> String {
        let next = places.partitioningIndex { $0.firstItem > index }
        guard next > 0 else { return "" }
        let run = places[next - 1]
        guard let suffix = run.suffix else { return run.prefix }
        return run.prefix + String(run.firstNumber + index - run.firstItem) + suffix
    }

    /// The 64-bit FNV-1a hash of `bytes`.
    private static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Sections to lay out with the records of their items.
public struct ItemTable: Sendable {
    /// The sections, as ``ItemsDecoder/sections(from:source:)`` reads them.
    public var sections: [SectionInput]
    /// One record per item, in (section, item) order.
    public var records: ItemRecords

    /// Creates a table.
    public init(sections: [SectionInput], records: ItemRecords) {
        self.sections = sections
        self.records = records
    }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    var count: Int { sections.reduce(0) { $0 + $1.count } }
}
