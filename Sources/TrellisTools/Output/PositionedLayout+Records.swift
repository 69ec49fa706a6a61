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
        let several = layouts.count > 1
        switch format {
        case .json:
            let documents = layouts.map { $0.jsonDocument(records: records) }
            guard several else { return (documents.first ?? "{}") + "\n" }
            return "{\"layouts\": [\n" + documents.joined(separator: ",\n") + "\n]}\n"
        case .ndjson:
            return layouts.flatMap { layout in
                layout.items.map { item in
                    "{" + layout.members(of: item, records: records, viewportWidth: several).joined(separator: ", ")
                        + "}\n"
                }
            }.joined()
        case .csv:
            let names = (several ? ["viewportWidth"] : []) + ["id", "section", "x", "y", "width", "height"]
            var lines = [(names + records.columns).map(csvField).joined(separator: ",")]
            for layout in layouts {
                for item in layout.items {
                    var fields = several ? [JSONValue.format(layout.viewportWidth)] : []
                    fields.append(ItemRecords.text(of: records.id(ofItemAt: item.index)))
                    fields.append(String(item.section))
                    fields += [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height].map(
                        JSONValue.format)
                    let values = records.items.indices.contains(item.index) ? records.items[item.index].fields : [:]
                    fields += records.columns.map { values[$0].map(ItemRecords.text(of:)) ?? "" }
                    lines.append(fields.map(csvField).joined(separator: ","))
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    /// This layout as one JSON document (without a final line break).
    private func jsonDocument(records: ItemRecords) -> String {
        var text = "{\n  \"viewportWidth\": \(JSONValue.format(viewportWidth)),\n  \"contentSize\": ["
        text += JSONValue.format(contentSize.width) + ", " + JSONValue.format(contentSize.height) + "],\n"
        text += "  \"items\": ["
        text += items.map { "\n    {" + members(of: $0, records: records).joined(separator: ", ") + "}" }
            .joined(separator: ",")
        text += items.isEmpty ? "],\n" : "\n  ],\n"
        text += "  \"supplementary\": ["
        text += supplementary.map {
            "\n    {\"kind\": \"\($0.kind.rawValue)\", \"section\": \($0.section), \"frame\": "
                + JSONValue.array(Self.numbers($0.frame).map(JSONValue.number)).description + "}"
        }.joined(separator: ",")
        text += supplementary.isEmpty ? "]\n}" : "\n  ]\n}"
        return text
    }

    /// The `"key": value` members of an item's JSON record.
    private func members(of item: Item, records: ItemRecords, viewportWidth withViewport: Bool = false) -> [String] {
        var members = withViewport ? ["\"viewportWidth\": \(JSONValue.format(viewportWidth))"] : []
        members.append("\"id\": \(records.id(ofItemAt: item.index))")
        members.append("\"section\": \(item.section)")
        for (name, value) in zip(["x", "y", "width", "height"], Self.numbers(item.frame)) {
            members.append("\"\(name)\": \(JSONValue.format(value))")
        }
        guard records.items.indices.contains(item.index) else { return members }
        let fields = records.items[item.index].fields
        for column in records.columns {
            if let value = fields[column] { members.append(JSONValue.quote(column) + ": " + value.description) }
        }
        return members
    }

    private static func numbers(_ frame: Rect) -> [Double] {
        [frame.minX, frame.minY, frame.width, frame.height]
    }
}

/// A CSV field, in double quotes (with `""` for a quote) when it holds a comma,
/// a quote, a line break or leading or trailing spaces.
func csvField(_ text: String) -> String {
    let needsQuotes =
        text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
        || text.first == " " || text.last == " " || text.first == "\t" || text.last == "\t"
    guard needsQuotes else { return text }
    var quoted = "\""
    for character in text {
        quoted.append(character)
        if character == "\"" { quoted.append("\"") }
    }
    return quoted + "\""
}
