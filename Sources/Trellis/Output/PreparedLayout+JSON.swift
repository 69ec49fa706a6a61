extension PreparedLayout {
    /// The layout as the JSON `trellis layout` prints (SPEC §7):
    ///
    /// ```json
    /// {
    ///   "contentSize": [390, 1021.5],
    ///   "items": [
    ///     [6, 6, 183, 122.0625],
    ///     [201, 6, 183, 244.125]
    ///   ],
    ///   "supplementary": [
    ///     {"kind": "header", "section": 0, "frame": [0, 0, 390, 40]}
    ///   ]
    /// }
    /// ```
    ///
    /// Item frames are `[x, y, width, height]` in (section, item) order, one per
    /// line; headers and footers follow in section order. Numbers read back
    /// exactly: whole numbers print without a fraction, others in Swift's
    /// shortest round-tripping form. Frames are finite (the builder checks), so
    /// the text is always valid JSON.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public func jsonText() -> String {
        var items = ""
        var supplementary = ""
        // About 40 bytes per item line; reserving up front avoids repeated
        // regrowth of a string that reaches tens of megabytes at 1M items.
        items.reserveCapacity(elementCount * 44)
        for element in allElements {
            let frame = element.frame
            switch element.kind {
            case .item:
                items += items.isEmpty ? "\n    " : ",\n    "
                Self.appendFrame(frame, to: &items)
            case .header, .footer:
                supplementary += supplementary.isEmpty ? "\n    " : ",\n    "
                supplementary += "{\"kind\": \"\(element.kind.rawValue)\", \"section\": \(element.path.section), \"frame\": "
                Self.appendFrame(frame, to: &supplementary)
                supplementary += "}"
            }
        }
        var text = "{\n  \"contentSize\": ["
        text.reserveCapacity(items.utf8.count + supplementary.utf8.count + 100)
        text += JSONValue.format(contentSize.width) + ", " + JSONValue.format(contentSize.height) + "],\n"
        text += "  \"items\": [" + items + (items.isEmpty ? "],\n" : "\n  ],\n")
        text += "  \"supplementary\": [" + supplementary + (supplementary.isEmpty ? "]\n" : "\n  ]\n")
        text += "}\n"
        return text
    }

    private static func appendFrame(_ frame: Rect, to text: inout String) {
        text += "["
        text += JSONValue.format(frame.minX)
        text += ", "
        text += JSONValue.format(frame.minY)
        text += ", "
        text += JSONValue.format(frame.width)
        text += ", "
        text += JSONValue.format(frame.height)
        text += "]"
    }
}
