extension ItemsDecoder {
    /// Reads sections from JSON items text (any of the three shapes).
    ///
    /// - Throws: ``InputError`` naming the line and column of a syntax error,
    ///   or the path of the value at fault.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func sections(fromJSON bytes: [UInt8], source: String = "items") throws(InputError) -> [SectionInput]
    {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            throw .invalidJSON(source: source, error)
        }
        return try sections(fromJSONValue: value, source: source)
    }

    /// Reads sections from JSON items text (any of the three shapes).
    ///
    /// - Throws: ``InputError`` naming the line and column or the value at fault.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public static func sections(fromJSON text: String, source: String = "items") throws(InputError) -> [SectionInput] {
        try sections(fromJSON: Array(text.utf8), source: source)
    }

    /// Reads sections from parsed JSON (any of the three shapes).
    ///
    /// - Throws: ``InputError`` naming the path of the value at fault.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public static func sections(fromJSONValue value: JSONValue, source: String = "items") throws(InputError)
        -> [SectionInput]
    {
        let decoder = JSONItemsDecoder(source: source, keepsRecords: false)
        return try decoder.sections(from: value)
    }

    /// Reads sections from JSON, with each item's id and extra fields.
    ///
    /// As ``sections(fromJSON:source:)-([UInt8],_)``, plus: an item object's
    /// `"id"` (a string or a number) names it, and every other field that is
    /// not `width`, `height` or `span` is kept as it is (in the plain
    /// variant such a field is an error). Items given as `[w, h]` or by
    /// `count` have no id or fields. Ids must be unique.
    ///
    /// - Throws: ``InputError`` as for sections, for a field named like an
    ///   output column (``ItemRecords/reservedColumns``), and
    ///   ``InputError/duplicateID(id:first:second:)``.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func table(fromJSON bytes: [UInt8], source: String = "items") throws(InputError) -> ItemTable {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: bytes)
        } catch {
            throw .invalidJSON(source: source, error)
        }
        return try table(fromJSONValue: value, source: source)
    }

    /// Reads sections from JSON text, with each item's id and extra fields.
    ///
    /// - Throws: ``InputError`` as the byte-reading variant.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public static func table(fromJSON text: String, source: String = "items") throws(InputError) -> ItemTable {
        try table(fromJSON: Array(text.utf8), source: source)
    }

    /// Reads sections from parsed JSON, with each item's id and extra fields.
    ///
    /// - Throws: ``InputError`` as ``table(fromJSON:source:)``.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public static func table(fromJSONValue value: JSONValue, source: String = "items") throws(InputError) -> ItemTable {
        let decoder = JSONItemsDecoder(source: source, keepsRecords: true)
        let sections = try decoder.sections(from: value)
        try decoder.records.checkUniqueIDs()
        return ItemTable(sections: sections, records: decoder.records)
    }
}

/// Walks a parsed items document, keeping the source name for errors and,
/// when asked, each item's id and extra fields.
private final class JSONItemsDecoder {
    let source: String
    let keepsRecords: Bool
    private(set) var records = ItemRecords()

    private static let shapes = #"{"sections": [{"items": [...]}, ...]}, {"items": [...]} or [ITEM, ...]"#
    private static let itemShapes = #"{"width": w, "height": h}, [w, h] or {"height": h}"#

    init(source: String, keepsRecords: Bool) {
        self.source = source
        self.keepsRecords = keepsRecords
    }

    func sections(from value: JSONValue) throws(InputError) -> [SectionInput] {
        switch value {
        case .array(let elements):
            return [SectionInput(items: try items(elements, path: ""))]
        case .object(let object):
            if object["sections"] != nil {
                return try sections(object)
            }
            if let key = object.keys.first(where: { $0 != "items" }) {
                throw .unknownKey(
                    source: source, object: "the top-level object", key: key, valid: ["sections", "items"])
            }
            guard let list = object["items"] else {
                throw .missingKey(
                    source: source, object: "the top-level object", key: "items", required: ["sections or items"])
            }
            guard case .array(let elements) = list else {
                throw .invalidValue(
                    source: source, key: "items", reason: "must be an array of items, got \(list.typeDescription)")
            }
            return [SectionInput(items: try items(elements, path: "items"))]
        default:
            throw .invalidValue(
                source: source, key: "the items document",
                reason: "must be one of \(Self.shapes), got \(value.typeDescription)")
        }
    }

    private func sections(_ object: JSONObject) throws(InputError) -> [SectionInput] {
        if let key = object.keys.first(where: { $0 != "sections" }) {
            throw .unknownKey(source: source, object: "the top-level object", key: key, valid: ["sections"])
        }
        guard case .array(let list)? = object["sections"] else {
            throw .invalidValue(
                source: source, key: "sections",
                reason: "must be an array of section objects, got \(object["sections"]?.typeDescription ?? "nothing")")
        }
        var sections: [SectionInput] = []
        sections.reserveCapacity(list.count)
        for (index, element) in list.enumerated() {
            sections.append(try section(element, index: index))
        }
        return sections
    }

    private func section(_ value: JSONValue, index: Int) throws(InputError) -> SectionInput {
        let path = "sections[\(index)]"
        guard case .object(let object) = value else {
            throw .invalidValue(
                source: source, key: path,
                reason: #"must be a section object like {"items": [...]} or {"count": n}, got "# + value.typeDescription
            )
        }
        let prefix = path + "."
        var options: [String: OptionValue] = [:]
        var items: SectionInput.Items?
        for member in object.members {
            switch member.key {
            case "items", "count":
                guard items == nil else {
                    throw .invalidValue(
                        source: source, key: path, reason: #"must give either "items" or "count", not both"#)
                }
                items =
                    member.key == "items"
                    ? .sizes(try sizes(member.value, path: prefix + "items"))
                    : .count(try countOfRecords(member.value, path: prefix + "count"))
            default:
                guard let option = member.value.optionValue else {
                    throw .invalidValue(
                        source: source, key: prefix + member.key,
                        reason: "must not be null (leave the key out to use the strategy's value)")
                }
                options[member.key] = option
            }
        }
        guard let items else {
            throw .missingKey(source: source, object: path, key: "items", required: [#""items" or "count""#])
        }
        var section = SectionInput(count: 0, options: OptionValues(options, keyPrefix: prefix))
        section.items = items
        return section
    }

    private func sizes(_ value: JSONValue, path: String) throws(InputError) -> [ItemSize] {
        guard case .array(let elements) = value else {
            throw .invalidValue(
                source: source, key: path, reason: "must be an array of items, got \(value.typeDescription)")
        }
        return try items(elements, path: path)
    }

    /// A section's `count`, with a record per item (no id, no fields) when keeping records.
    private func countOfRecords(_ value: JSONValue, path: String) throws(InputError) -> Int {
        let count = try count(value, path: path)
        if keepsRecords {
            let prefix = source + " " + path.dropLast("count".count) + "items["
            for index in 0..<count { records.endItem(placePrefix: prefix, number: index, suffix: "]") }
        }
        return count
    }

    private func count(_ value: JSONValue, path: String) throws(InputError) -> Int {
        let limit = ItemsDecoder.maximumCount
        guard case .number(let number) = value, number >= 0, number <= Double(limit), number == number.rounded() else {
            throw .invalidValue(
                source: source, key: path, reason: "must be a whole number from 0 to \(limit), got \(value)")
        }
        return Int(number)
    }

    /// Decodes a list of items. The hot loop of a large file: one switch per
    /// item, no intermediate dictionaries.
    private func items(_ elements: [JSONValue], path: String) throws(InputError) -> [ItemSize] {
        var items: [ItemSize] = []
        items.reserveCapacity(elements.count)
        let placePrefix = "\(source) \(path)["
        for (index, element) in elements.enumerated() {
            items.append(try item(element, path: path, index: index))
            if keepsRecords { records.endItem(placePrefix: placePrefix, number: index, suffix: "]") }
        }
        return items
    }

    private func item(_ value: JSONValue, path: String, index: Int) throws(InputError) -> ItemSize {
        switch value {
        case .array(let pair):
            guard pair.count == 2 else {
                throw .invalidValue(
                    source: source, key: "\(path)[\(index)]",
                    reason: "must be [width, height], a list of 2 numbers, got \(pair.count) value(s)")
            }
            return ItemSize(
                width: try length(pair[0], path: path, index: index, name: "width", position: "[0]"),
                height: try length(pair[1], path: path, index: index, name: "height", position: "[1]"))
        case .object(let object):
            var width: Double?
            var height: Double?
            var span: ColumnSpan?
            for member in object.members {
                switch member.key {
                case "width":
                    width = try length(member.value, path: path, index: index, name: "width", position: ".width")
                case "height":
                    height = try length(member.value, path: path, index: index, name: "height", position: ".height")
                case "span": span = try self.span(member.value, path: "\(path)[\(index)].span")
                case "id":
                    let id = try id(member.value, path: "\(path)[\(index)].id")
                    if keepsRecords { records.appendCell(column: ItemRecords.idColumn, value: id) }
                default:
                    guard keepsRecords else {
                        throw .unknownKey(
                            source: source, object: "\(path)[\(index)]", key: member.key,
                            valid: ["width", "height", "span", "id"])
                    }
                    try keep(member, path: "\(path)[\(index)]")
                }
            }
            guard let height else {
                throw .missingKey(source: source, object: "\(path)[\(index)]", key: "height", required: ["height"])
            }
            var size = width.map { ItemSize(width: $0, height: height) } ?? ItemSize(height: height)
            size.span = span
            return size
        default:
            throw .invalidValue(
                source: source, key: "\(path)[\(index)]",
                reason: "must be \(Self.itemShapes), got \(value.typeDescription)")
        }
    }

    /// An item's `id`: a string or a number.
    private func id(_ value: JSONValue, path: String) throws(InputError) -> JSONValue {
        switch value {
        case .string, .number: return value
        default:
            throw .invalidValue(
                source: source, key: path, reason: "must be a string or a number, got \(value.typeDescription)")
        }
    }

    /// Keeps an extra field of an item, unless it is named like an output column.
    private func keep(_ member: JSONObject.Member, path: String) throws(InputError) {
        guard !ItemRecords.reservedColumns.contains(member.key) else {
            throw .invalidValue(
                source: source, key: "\(path).\(member.key)",
                reason: "must be renamed: the output uses '\(member.key)' for the item's place")
        }
        records.appendCell(column: records.column(named: member.key), value: member.value)
    }

    /// An item's `span`: a whole number of at least 1 or `"full"`. Whether it
    /// fits the section's columns, and whether the strategy has columns at
    /// all, is checked when the layout is prepared.
    private func span(_ value: JSONValue, path: String) throws(InputError) -> ColumnSpan {
        switch value {
        case .string("full"):
            return .full
        case .number(let number) where number >= 1 && number <= Double(Int32.max - 1) && number == number.rounded():
            return .columns(Int(number))
        default:
            let shown = if case .number = value { value.description } else { value.typeDescription }
            throw .invalidValue(
                source: source, key: path,
                reason: #"must be a whole number of columns of at least 1, or "full", got "# + shown)
        }
    }

    private func length(_ value: JSONValue, path: String, index: Int, name: String, position: String) throws(InputError)
        -> Double
    {
        guard case .number(let number) = value, number > 0 else {
            let shown = if case .number = value { value.description } else { value.typeDescription }
            throw .invalidValue(
                source: source, key: "\(path)[\(index)]\(position)",
                reason: (position.hasPrefix("[") ? "(the \(name)) " : "")
                    + "must be a number greater than 0, got \(shown)")
        }
        return number
    }
}
