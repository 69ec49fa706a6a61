extension ItemsDecoder {
    /// Reads one section from CSV: a header line `width,height`, then one
    /// `width,height` line per item.
    ///
    /// Fields may have spaces around them; lines may end in CRLF; a trailing
    /// newline (or several) is fine. Numbers follow the JSON grammar
    /// (`640`, `427.5`, `1e3`) and must be greater than 0.
    ///
    /// - Throws: ``InputError/invalidCSV(source:line:reason:)`` naming the line (the header is line 1).
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    public static func sections(fromCSV bytes: [UInt8], source: String = "items") throws(InputError) -> [SectionInput] {
        let result: Result<[ItemSize], InputError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(InputError) {
                return .success(try csvItems(buffer, source: source))
            } catch {
                return .failure(error)
            }
        }
        return [SectionInput(items: try result.get())]
    }

    /// Reads one section from CSV text.
    ///
    /// - Throws: ``InputError/invalidCSV(source:line:reason:)`` naming the line.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public static func sections(fromCSV text: String, source: String = "items") throws(InputError) -> [SectionInput] {
        try sections(fromCSV: Array(text.utf8), source: source)
    }

    private static func csvItems(_ bytes: UnsafeBufferPointer<UInt8>, source: String) throws(InputError) -> [ItemSize] {
        var lines: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for index in start..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<bytes.count)
        // Drop the carriage return of CRLF line ends, then trailing empty lines.
        lines = lines.map { $0.isEmpty || bytes[$0.upperBound - 1] != UInt8(ascii: "\r") ? $0 : $0.lowerBound..<($0.upperBound - 1) }
        while let last = lines.last, last.isEmpty, lines.count > 1 { lines.removeLast() }

        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let header = fields(of: lines[0], in: bytes).map { text($0).lowercased() }
        guard header == ["width", "height"] else {
            let shown = lines[0].isEmpty ? "an empty line" : "'\(text(lines[0]))'"
            throw .invalidCSV(source: source, line: 1, reason: "expected the header 'width,height', got \(shown)")
        }
        var items: [ItemSize] = []
        items.reserveCapacity(lines.count - 1)
        for (offset, line) in lines.dropFirst().enumerated() {
            let lineNumber = offset + 2
            let values = fields(of: line, in: bytes)
            guard values.count == 2 else {
                let shown = line.isEmpty ? "an empty line" : "\(values.count) field(s) in '\(text(line))'"
                throw .invalidCSV(source: source, line: lineNumber, reason: "expected 2 fields, width,height; got \(shown)")
            }
            var sizes: [Double] = [0, 0]
            for (position, name) in ["width", "height"].enumerated() {
                let field = values[position]
                let number: Double
                do throws(JSONSyntaxError) {
                    // The JSON number grammar, on the field's bytes in place: no copy per field.
                    var parser = JSONParser(UnsafeBufferPointer(rebasing: bytes[field]))
                    let value = try parser.parseDocument()
                    guard case .number(let parsed) = value else {
                        throw JSONSyntaxError(line: 1, column: 1, problem: .invalidNumber(text(field)))
                    }
                    number = parsed
                } catch {
                    let reason = if case .numberOutOfRange = error.problem {
                        "\(name) \(text(field)) is too large (it overflows a 64-bit float)"
                    } else {
                        "\(name) must be a number like 640 or 427.5, got '\(text(field))'"
                    }
                    throw .invalidCSV(source: source, line: lineNumber, reason: reason)
                }
                guard number > 0 else {
                    throw .invalidCSV(source: source, line: lineNumber,
                                      reason: "\(name) must be a number greater than 0, got \(text(field))")
                }
                sizes[position] = number
            }
            items.append(ItemSize(width: sizes[0], height: sizes[1]))
        }
        return items
    }

    /// The comma-separated fields of a line, each without surrounding spaces and tabs.
    private static func fields(of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = line.lowerBound
        for index in line where bytes[index] == UInt8(ascii: ",") {
            result.append(trimmed(start..<index, in: bytes))
            start = index + 1
        }
        result.append(trimmed(start..<line.upperBound, in: bytes))
        return result
    }

    private static func trimmed(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        return lower..<upper
    }
}
