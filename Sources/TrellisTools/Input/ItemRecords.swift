/// What an items file says about each item besides its size: an id and any
/// extra columns (CSV) or fields (JSON), passed through to the output.
///
/// `records[i]` belongs to the *i*-th item in (section, item) order. A CSV
/// `id` column or a JSON `"id"` field gives an item's id; without one an
/// item is known by its index in that order, from 0. Extra values keep their
/// text (CSV) or JSON value unchanged.
///
/// ```swift
/// let table = try ItemsDecoder.table(fromCSV: "id,width,height,file\na,640,480,beach.jpg\n")
/// let columns = table.records.columns              // ["file"]
/// let id = table.records.items[0].id          // .string("a")
/// ```
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
    public var columns: [String]
    /// One record per item, in (section, item) order.
    public var items: [Record]

    /// Creates records.
    public init(columns: [String] = [], items: [Record] = []) {
        self.columns = columns
        self.items = items
    }

    /// The id of item `index` as output shows it: its own id, else its index.
    public func id(ofItemAt index: Int) -> JSONValue {
        (items.indices.contains(index) ? items[index].id : nil) ?? .number(Double(index))
    }

    /// These records followed by `other`'s, columns merged in order of first appearance.
    public func appending(_ other: ItemRecords) -> ItemRecords {
        var merged = self
        for column in other.columns where !merged.columns.contains(column) { merged.columns.append(column) }
        merged.items += other.items
        return merged
    }

    /// Checks that no two items have the same id.
    ///
    /// - Throws: ``InputError/duplicateID(id:first:second:)`` naming the id and
    ///   the places of its first two items.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func checkUniqueIDs() throws(InputError) {
        var firstPlace: [JSONValue: String] = [:]
        for record in items {
            guard let id = record.id else { continue }
            if let first = firstPlace[id] {
                throw .duplicateID(id: Self.text(of: id), first: first, second: record.place)
            }
            firstPlace[id] = record.place
        }
    }

    /// A value as plain text: a string's characters, any other value as JSON.
    public static func text(of value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return value.description
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
