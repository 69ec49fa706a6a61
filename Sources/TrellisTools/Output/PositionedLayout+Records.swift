extension PositionedLayout {
    /// How ``text(_:records:)`` writes a layout.
    public enum RecordFormat: String, Sendable, Hashable, CaseIterable {
        /// One JSON document: the viewport width, the content size, one object
        /// per item and the headers, footers and backgrounds.
        case json
        /// A header line, then one line per item.
        case csv
        /// One JSON object per line, one line per item.
        case ndjson
    }

    /// The layouts as text, one record per item with its id, section and frame
    /// and its extra values unchanged.
    ///
    /// Each item record has, in order, `id` (the input's, else the item's
    /// index from 0), `section`, `x`, `y`, `width`, `height` (its frame), then
    /// the extra columns in input order; with several layouts, `viewportWidth`
    /// comes first. JSON and NDJSON leave out an extra field an item does not
    /// have; CSV leaves it empty and quotes a field with a comma, a quote, a line
    /// break or leading or trailing spaces. Only the JSON document carries the
    /// content size and the headers and footers:
    ///
    /// ```json
    /// {
    ///   "viewportWidth": 300,
    ///   "contentSize": [300, 95],
    ///   "items": [
    ///     {"id": "a", "section": 0, "x": 5, "y": 5, "width": 90, "height": 45, "file": "beach.jpg"}
    ///   ],
    ///   "supplementary": []
    /// }
    /// ```
    ///
    /// Several layouts (one per viewport width) in JSON are
    /// `{"layouts": [DOCUMENT, ...]}`.
    ///
    /// - Parameters:
    ///   - layouts: The layouts, each with the items to write (all of them, or a page).
    ///   - format: JSON, CSV or NDJSON.
    ///   - records: The ids and extra values, indexed by ``Item/index``.
    /// - Complexity: O(*n* · *c*), where *n* is the number of items written and *c* the number of extra columns.
    public static func text(_ layouts: [PositionedLayout], format: RecordFormat, records: ItemRecords) -> String {
        var whole: [UInt8] = []
        write(layouts, format: format, records: records) { whole += $0 }
        return String(decoding: whole, as: UTF8.self)
    }

    /// Writes the text of ``text(_:format:records:)`` a block at a time, so
    /// that a million records never exist whole.
    ///
    /// Each record is written straight from the frames and the stored text
    /// of its values, with no string or dictionary per item; `output` gets
    /// blocks of about 64 KB, which it writes at once.
    ///
    /// ```swift
    /// try PositionedLayout.write([positions], format: .ndjson, records: table.records) { block in
    ///     try handle.write(contentsOf: block)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - layouts: The layouts, each with the items to write.
    ///   - format: JSON, CSV or NDJSON.
    ///   - records: The ids and extra values, indexed by ``Item/index``.
    ///   - output: Takes each block of UTF-8 text, in order.
    /// - Throws: What `output` throws; nothing else.
    /// - Complexity: O(*n* · *c*) time and O(*c*) memory beyond the blocks, where *n* is the
    ///   number of items written and *c* the number of extra columns.
    public static func write<Failure: Error>(
        _ layouts: [PositionedLayout], format: RecordFormat, records: ItemRecords,
        to output: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        let sources = layouts.map {
            RecordSource(
                viewportWidth: $0.viewportWidth, contentSize: $0.contentSize, items: $0.items,
                supplementary: $0.supplementary)
        }
        try write(sources, format: format, records: records, to: output)
    }

    /// Writes the records of one prepared layout as ``write(_:format:records:to:)``
    /// writes them for `[PositionedLayout(layout, viewportWidth: viewportWidth)]`,
    /// reading each frame from the layout as it is written.
    ///
    /// The frames are not copied first: at a million items the copy was a
    /// quarter of the memory that writing records takes beyond the layout.
    ///
    /// - Parameters:
    ///   - layout: The prepared layout.
    ///   - viewportWidth: The width it was computed for.
    ///   - format: JSON, CSV or NDJSON.
    ///   - records: The ids and extra values, indexed by each item's index in (section, item) order.
    ///   - output: Takes each block of UTF-8 text, in order.
    /// - Throws: What `output` throws; nothing else.
    /// - Complexity: O(*n* · *c*) time and O(*c*) memory beyond the blocks, where *n* is the
    ///   number of items and *c* the number of extra columns.
    public static func write<Failure: Error>(
        _ layout: PreparedLayout, viewportWidth: Double, format: RecordFormat, records: ItemRecords,
        to output: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        let source = RecordSource(
            viewportWidth: viewportWidth, contentSize: layout.contentSize, items: PreparedItems(layout),
            supplementary: supplementary(of: layout))
        try write([source], format: format, records: records, to: output)
    }

    /// Writes the records of `sources`, one layout each.
    private static func write<Items: Sequence<Item>, Failure: Error>(
        _ sources: [RecordSource<Items>], format: RecordFormat, records: ItemRecords,
        to output: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var writer = RecordWriter(records: records, several: sources.count > 1)
        switch format {
        case .json:
            if writer.several { writer.out.append("{\"layouts\": [\n") }
            for (number, source) in sources.enumerated() {
                if number > 0 { writer.out.append(",\n") }
                try writer.writeDocument(source, to: output)
            }
            writer.out.append(writer.several ? "\n]}\n" : "\n")
        case .ndjson:
            for source in sources {
                for item in source.items {
                    writer.out.append(UInt8(ascii: "{"))
                    writer.writeMembers(of: item, viewportWidth: source.viewportWidth)
                    writer.out.append("}\n")
                    try writer.flushIfFull(to: output)
                }
            }
        case .csv:
            let names = (writer.several ? ["viewportWidth"] : []) + ["id", "section", "x", "y", "width", "height"]
            for (number, name) in (names + records.columns).enumerated() {
                if number > 0 { writer.out.append(UInt8(ascii: ",")) }
                writer.out.appendCSVField(ArraySlice(name.utf8))
            }
            writer.out.append(UInt8(ascii: "\n"))
            for source in sources {
                for item in source.items {
                    writer.writeCSVRow(of: item, viewportWidth: source.viewportWidth)
                    try writer.flushIfFull(to: output)
                }
            }
        }
        try output(writer.out.bytes)
    }
}

/// One layout to write records of: its items come from an array of
/// positions or straight from a prepared layout.
private struct RecordSource<Items: Sequence<PositionedLayout.Item>> {
    var viewportWidth: Double
    var contentSize: Size
    var items: Items
    var supplementary: [PositionedLayout.Supplementary]
}

/// Writes records into a buffer of bytes: the hot loop of `trellis layout --format`.
private struct RecordWriter {
    /// How full the buffer gets before it is handed on.
    static let blockSize = 1 << 16

    let records: ItemRecords
    /// Whether several layouts are written: each record then starts with its viewport width.
    let several: Bool
    var out = JSONBytes(capacity: RecordWriter.blockSize + 4096)
    /// The cell of each extra column for the item being written, or -1.
    private var slots: [Int]
    /// `, "column": ` for each extra column, made once: a key made per record
    /// cost an array per value.
    private let columnKeys: [[UInt8]]

    // The keys of a JSON record, as bytes: appending a string literal per
    // member went through the generic sequence path, a third of ndjson's time.
    private static let viewportKey = Array(#""viewportWidth": "#.utf8)
    private static let idKey = Array(#""id": "#.utf8)
    private static let frameKeys = [", \"section\": ", ", \"x\": ", ", \"y\": ", ", \"width\": ", ", \"height\": "].map
    {
        Array($0.utf8)
    }
    private static let separator = Array(", ".utf8)

    init(records: ItemRecords, several: Bool) {
        self.records = records
        self.several = several
        slots = Array(repeating: -1, count: records.columns.count)
        columnKeys = records.columns.map { column in
            var key = JSONBytes(capacity: column.utf8.count + 6)
            key.append(", ")
            key.appendQuoted(ArraySlice(column.utf8))
            key.append(": ")
            return key.bytes
        }
    }

    /// Hands the buffer on once it holds a block.
    mutating func flushIfFull<Failure: Error>(to output: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        guard out.bytes.count >= Self.blockSize else { return }
        try output(out.bytes)
        out.bytes.removeAll(keepingCapacity: true)
    }

    /// One layout as a JSON document, without a final line break.
    mutating func writeDocument<Items: Sequence<PositionedLayout.Item>, Failure: Error>(
        _ layout: RecordSource<Items>, to output: ([UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        out.append("{\n  \"viewportWidth\": ")
        out.append(layout.viewportWidth)
        out.append(",\n  \"contentSize\": [")
        out.append(layout.contentSize.width)
        out.append(", ")
        out.append(layout.contentSize.height)
        out.append("],\n  \"items\": [")
        var first = true
        for item in layout.items {
            out.append(first ? "\n    {" : ",\n    {")
            first = false
            writeMembers(of: item, viewportWidth: nil)
            out.append(UInt8(ascii: "}"))
            try flushIfFull(to: output)
        }
        out.append(first ? "],\n" : "\n  ],\n")
        out.append("  \"supplementary\": [")
        for (number, element) in layout.supplementary.enumerated() {
            out.append(number == 0 ? "\n    " : ",\n    ")
            out.append("{\"kind\": \"\(element.kind.rawValue)\", \"section\": ")
            out.append(Double(element.section))
            out.append(", \"frame\": ")
            out.append(element.frame)
            out.append(UInt8(ascii: "}"))
        }
        out.append(layout.supplementary.isEmpty ? "]\n}" : "\n  ]\n}")
    }

    /// The `"key": value` members of an item's JSON record, without braces;
    /// the viewport width first when given (several layouts in one text).
    mutating func writeMembers(of item: PositionedLayout.Item, viewportWidth: Double?) {
        if let viewportWidth, several {
            out.bytes += Self.viewportKey
            out.append(viewportWidth)
            out.bytes += Self.separator
        }
        out.bytes += Self.idKey
        if let cell = fillSlots(forItemAt: item.index) {
            appendJSON(cell: cell)
        } else {
            out.append(Double(item.index))
        }
        // One member at a time: an array of the five numbers cost an allocation per record.
        out.bytes += Self.frameKeys[0]
        out.append(Double(item.section))
        out.bytes += Self.frameKeys[1]
        out.append(item.frame.minX)
        out.bytes += Self.frameKeys[2]
        out.append(item.frame.minY)
        out.bytes += Self.frameKeys[3]
        out.append(item.frame.width)
        out.bytes += Self.frameKeys[4]
        out.append(item.frame.height)
        for column in slots.indices where slots[column] >= 0 {
            out.bytes += columnKeys[column]
            appendJSON(cell: slots[column])
            slots[column] = -1
        }
    }

    /// An item's CSV line.
    mutating func writeCSVRow(of item: PositionedLayout.Item, viewportWidth: Double) {
        if several {
            out.append(viewportWidth)
            out.append(UInt8(ascii: ","))
        }
        if let cell = fillSlots(forItemAt: item.index) {
            out.appendCSVField(records.bytes(ofCell: cell))
        } else {
            out.append(Double(item.index))
        }
        out.append(UInt8(ascii: ","))
        out.append(Double(item.section))
        out.append(UInt8(ascii: ","))
        out.append(item.frame.minX)
        out.append(UInt8(ascii: ","))
        out.append(item.frame.minY)
        out.append(UInt8(ascii: ","))
        out.append(item.frame.width)
        out.append(UInt8(ascii: ","))
        out.append(item.frame.height)
        for column in slots.indices {
            out.append(UInt8(ascii: ","))
            if slots[column] >= 0 { out.appendCSVField(records.bytes(ofCell: slots[column])) }
            slots[column] = -1
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// Puts the item's value cells in ``slots`` by column and returns its id's cell.
    private mutating func fillSlots(forItemAt index: Int) -> Int? {
        var id: Int?
        for cell in records.cells(ofItemAt: index) {
            let column = records.cells[cell].column
            if column == ItemRecords.idColumn { id = cell } else { slots[Int(column)] = cell }
        }
        return id
    }

    /// A value as JSON: a string quoted, other JSON as it is.
    private mutating func appendJSON(cell: Int) {
        if records.cells[cell].kind == .string {
            out.appendQuoted(records.bytes(ofCell: cell))
        } else {
            out.append(records.bytes(ofCell: cell))
        }
    }
}
