extension ItemsDecoder {
    /// Reads sections from CSV as spreadsheets and photo tools export it.
    ///
    /// The first line is a header naming the columns. Columns are found by
    /// name, ignoring case and surrounding spaces, in any order:
    ///
    /// * `width` and `height` (required): the item's size, numbers greater than
    ///   0 in the JSON grammar (`640`, `427.5`, `1e3`);
    /// * `section` (optional): rows with the same value, one after another,
    ///   form one section; a new value starts the next section. A value may not
    ///   come back after another one (sort the file by section first). Without
    ///   this column, all rows form one section;
    /// * any other column (`file`, `title`, …) is ignored.
    ///
    /// Every row has as many fields as the header. A field may be in double
    /// quotes, with `""` for a quote inside; a quoted field may hold commas but
    /// not line breaks. An unquoted field loses its leading and trailing
    /// spaces and tabs; a quoted one keeps what is inside its quotes. Lines may end in CRLF; a UTF-8 byte order mark and
    /// trailing blank lines are fine.
    ///
    /// ```text
    /// file,width,height,section
    /// beach.jpg,640,480,2023
    /// "dunes, at dusk.jpg",480,640,2023
    /// snow.jpg,640,427,2024
    /// ```
    ///
    /// - Throws: ``InputError/invalidCSV(source:line:reason:)`` naming the line
    ///   (the header is line 1) and, for a bad value, the column by number and name.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func sections(fromCSV bytes: [UInt8], source: String = "items") throws(InputError) -> [SectionInput] {
        try table(fromCSV: bytes, source: source, keepingRecords: false).sections
    }

    /// Reads sections from CSV, with each item's id and extra columns.
    ///
    /// As ``sections(fromCSV:source:)-([UInt8],_)``, plus: an `id` column
    /// (optional) names each item, every other column that is not `width`,
    /// `height` or `section` is kept, by its header name as written, and ids
    /// must be unique.
    ///
    /// - Throws: ``InputError/invalidCSV(source:line:reason:)`` as for
    ///   sections, and for an extra column named like an output column
    ///   (``ItemRecords/reservedColumns``); ``InputError/duplicateID(id:first:second:)``.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func table(fromCSV bytes: [UInt8], source: String = "items") throws(InputError) -> ItemTable {
        let table = try table(fromCSV: bytes, source: source, keepingRecords: true)
        try table.records.checkUniqueIDs()
        return table
    }

    /// Reads sections from CSV text, with each item's id and extra columns.
    ///
    /// - Throws: ``InputError`` as the byte-reading variant.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public static func table(fromCSV text: String, source: String = "items") throws(InputError) -> ItemTable {
        try table(fromCSV: Array(text.utf8), source: source)
    }

    private static func table(fromCSV bytes: [UInt8], source: String, keepingRecords: Bool) throws(InputError)
        -> ItemTable
    {
        let result: Result<ItemTable, InputError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(InputError) {
                var reader = CSVItemsReader(bytes: buffer, source: source, keepsRecords: keepingRecords)
                let sections = try reader.sections()
                return .success(ItemTable(sections: sections, records: reader.records))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads sections from CSV text, in the format the byte-reading variant describes.
    ///
    /// - Throws: ``InputError/invalidCSV(source:line:reason:)`` naming the line and column.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public static func sections(fromCSV text: String, source: String = "items") throws(InputError) -> [SectionInput] {
        try sections(fromCSV: Array(text.utf8), source: source)
    }
}

/// Reads a CSV items text in place: fields are byte ranges, no copy per field.
private struct CSVItemsReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let source: String
    /// Whether to keep each row's id and extra columns in ``records``.
    let keepsRecords: Bool
    /// The rows' ids and extra columns, when ``keepsRecords``.
    private(set) var records = ItemRecords()

    /// The columns Trellis reads, by header name.
    private static let widthColumn = "width"
    private static let heightColumn = "height"
    private static let sectionColumn = "section"
    private static let idColumn = "id"
    // A `span` column goes here once item sizes carry a span: read it like
    // `section`, by name, and pass it to each ItemSize.

    /// One field: its bytes (inside the quotes, if quoted) and whether it held `""`.
    private struct Field {
        var range: Range<Int>
        var hasEscapedQuotes = false
    }

    init(bytes: UnsafeBufferPointer<UInt8>, source: String, keepsRecords: Bool) {
        self.bytes = bytes
        self.source = source
        self.keepsRecords = keepsRecords
    }

    mutating func sections() throws(InputError) -> [SectionInput] {
        let lines = self.lines()
        guard !trimmed(lines[0]).isEmpty else {
            throw .invalidCSV(
                source: source, line: 1,
                reason: "the header is empty; it must name the columns width and height, in any order")
        }
        let headerFields = try fields(of: lines[0], number: 1).map { text($0) }
        let header = headerFields.map { $0.lowercased() }
        let width = try column(Self.widthColumn, in: header, line: lines[0])
        let height = try column(Self.heightColumn, in: header, line: lines[0])
        let section =
            header.contains(Self.sectionColumn) ? try column(Self.sectionColumn, in: header, line: lines[0]) : nil
        var id: Int?
        var extras: [Int] = []
        if keepsRecords {
            id = header.contains(Self.idColumn) ? try column(Self.idColumn, in: header, line: lines[0]) : nil
            extras = header.indices.filter { ![width, height, section, id].contains($0) }
            for extra in extras {
                let name = headerFields[extra]
                guard !ItemRecords.reservedColumns.contains(where: { $0.lowercased() == name.lowercased() }),
                    headerFields.filter({ $0 == name }).count == 1
                else {
                    throw .invalidCSV(
                        source: source, line: 1,
                        reason: "column \(extra + 1) ('\(name)') is named twice or like an output column "
                            + "(\(ItemRecords.reservedColumns.joined(separator: ", "))); rename it")
                }
            }
            records.setColumns(extras.map { headerFields[$0] })
            // The values' text is at most the bytes after the header.
            let rows = lines.count - 1
            records.reserveCapacity(
                items: rows, cells: rows * (extras.count + (id == nil ? 0 : 1)),
                textBytes: max(0, bytes.count - lines[0].upperBound))
        }

        var sections: [SectionInput] = []
        var items: [ItemSize] = []
        let linePrefix = source + " line "
        var currentSection: String?
        var firstLineOfSection: [String: Int] = [:]
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            let values = try fields(of: line, number: number)
            guard values.count == header.count else {
                let shown = line.isEmpty ? "an empty line" : "\(values.count) field(s) in '\(text(line))'"
                throw .invalidCSV(
                    source: source, line: number,
                    reason: "expected \(header.count) fields as in the header (\(header.joined(separator: ","))), "
                        + "got \(shown); a field with a comma must be in double quotes")
            }
            if let section {
                let name = text(values[section])
                if name != currentSection {
                    if let first = firstLineOfSection[name] {
                        throw .invalidCSV(
                            source: source, line: number,
                            reason: "column \(section + 1) (section): section '\(name)' already ended "
                                + "(it started on line \(first)); the rows of a section must be consecutive")
                    }
                    if currentSection != nil {
                        sections.append(SectionInput(items: items))
                        items.removeAll(keepingCapacity: true)
                    }
                    currentSection = name
                    firstLineOfSection[name] = number
                }
            }
            if keepsRecords {
                if let id { keep(values[id], column: ItemRecords.idColumn) }
                for (column, extra) in extras.enumerated() { keep(values[extra], column: Int32(column)) }
                records.endItem(placePrefix: linePrefix, number: number, suffix: "")
            }
            items.append(
                ItemSize(
                    width: try length(values[width], column: width, name: Self.widthColumn, line: number),
                    height: try length(values[height], column: height, name: Self.heightColumn, line: number)))
        }
        sections.append(SectionInput(items: items))
        return sections
    }

    /// The lines, without line ends, a byte order mark or trailing blank lines; at least one.
    private func lines() -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in start..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<bytes.count)
        // Drop the carriage return of CRLF line ends, then trailing blank lines.
        // In place: a mapped copy held two arrays of a million ranges at once.
        for index in lines.indices where !lines[index].isEmpty && bytes[lines[index].upperBound - 1] == 0x0D {
            lines[index] = lines[index].lowerBound..<(lines[index].upperBound - 1)
        }
        while let last = lines.last, lines.count > 1, trimmed(last).isEmpty { lines.removeLast() }
        return lines
    }

    /// Keeps a field's text as a string value of the row being read: its
    /// bytes in place when they are plain ASCII without escaped quotes (no
    /// string made per field), else its text with invalid UTF-8 repaired.
    private mutating func keep(_ field: Field, column: Int32) {
        let slice = UnsafeBufferPointer(rebasing: bytes[field.range])
        if !field.hasEscapedQuotes, slice.allSatisfy({ $0 < 0x80 }) {
            records.appendCell(column: column, kind: .string, bytes: slice)
        } else {
            records.appendCell(column: column, kind: .string, bytes: text(field).utf8)
        }
    }

    /// Advice for a header read as one column that holds semicolons or tabs:
    /// the file separates its fields with them, not with commas.
    static func delimiterHint(_ header: String) -> String {
        for (separator, name) in [(";", "semicolons (;)"), ("\t", "tabs")] where header.contains(separator) {
            return "; the header is separated by \(name), but fields must be separated by commas "
                + "(export the file as comma-separated CSV)"
        }
        return ""
    }

    /// The index of the header column `name`.
    private func column(_ name: String, in header: [String], line: Range<Int>) throws(InputError) -> Int {
        let matches = header.indices.filter { header[$0] == name }
        guard matches.count == 1 else {
            let shown = "'\(text(line))'"
            let reason =
                matches.isEmpty
                ? "the header \(shown) has no column '\(name)'"
                    + (SpellingSuggestion.closest(to: name, among: header).map { " ('\($0)' looks like a typo for it)" }
                        ?? "")
                    + "; it must name the columns width and height, in any order (other columns are ignored)"
                    + Self.delimiterHint(header.count == 1 ? header[0] : "")
                : "the header \(shown) names the column '\(name)' \(matches.count) times"
            throw .invalidCSV(source: source, line: 1, reason: reason)
        }
        return matches[0]
    }

    /// The fields of a line, trimmed of spaces and tabs, quotes removed.
    private func fields(of line: Range<Int>, number: Int) throws(InputError) -> [Field] {
        let quote = UInt8(ascii: "\"")
        var result: [Field] = []
        var index = line.lowerBound
        while true {
            while index < line.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            var field: Field
            if index < line.upperBound, bytes[index] == quote {
                // A quoted field: up to the quote not followed by another; `""` is a quote inside.
                let start = index + 1
                var end = start
                var escaped = false
                while true {
                    guard end < line.upperBound else {
                        throw .invalidCSV(
                            source: source, line: number,
                            reason: "field \(result.count + 1) opens a double quote that is not closed on this line")
                    }
                    if bytes[end] == quote {
                        if end + 1 < line.upperBound, bytes[end + 1] == quote {
                            escaped = true
                            end += 2
                            continue
                        }
                        break
                    }
                    end += 1
                }
                field = Field(range: start..<end, hasEscapedQuotes: escaped)
                index = end + 1
                while index < line.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
                guard index == line.upperBound || bytes[index] == UInt8(ascii: ",") else {
                    throw .invalidCSV(
                        source: source, line: number,
                        reason: "field \(result.count + 1) has text after its closing double quote")
                }
            } else {
                let start = index
                while index < line.upperBound, bytes[index] != UInt8(ascii: ",") { index += 1 }
                field = Field(range: trimmed(start..<index))
            }
            result.append(field)
            guard index < line.upperBound else { return result }
            index += 1  // the comma
        }
    }

    /// A width or height: a number greater than 0.
    private func length(_ field: Field, column: Int, name: String, line: Int) throws(InputError) -> Double {
        let place = "column \(column + 1) (\(name))"
        let number: Double
        do throws(JSONSyntaxError) {
            // The JSON number grammar, on the field's bytes in place: no copy per field.
            var parser = JSONParser(UnsafeBufferPointer(rebasing: bytes[field.range]))
            guard case .number(let parsed) = try parser.parseDocument() else {
                throw JSONSyntaxError(line: 1, column: 1, problem: .invalidNumber(text(field)))
            }
            number = parsed
        } catch {
            let reason =
                if case .numberOutOfRange = error.problem {
                    "\(place) \(text(field)) is too large (it overflows a 64-bit float)"
                } else {
                    "\(place) must be a number like 640 or 427.5, got '\(text(field))'"
                }
            throw .invalidCSV(source: source, line: line, reason: reason)
        }
        guard number > 0 else {
            throw .invalidCSV(
                source: source, line: line, reason: "\(place) must be a number greater than 0, got \(text(field))")
        }
        return number
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func text(_ field: Field) -> String {
        let raw = text(field.range)
        guard field.hasEscapedQuotes else { return raw }
        var unescaped = ""
        var previousWasQuote = false
        for character in raw {
            if character == "\"", previousWasQuote {
                previousWasQuote = false
                continue
            }
            previousWasQuote = character == "\""
            unescaped.append(character)
        }
        return unescaped
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        return lower..<upper
    }
}
