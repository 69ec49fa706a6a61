/// A growing buffer of UTF-8 text: JSON, CSV, numbers written digit by digit.
struct JSONBytes {
    var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a finite number: whole numbers below 2^53 digit by digit, others
    /// in Swift's shortest round-tripping form.
    mutating func append(_ number: Double) {
        guard number == number.rounded(.towardZero), abs(number) < 9_007_199_254_740_992 else {
            bytes.append(contentsOf: number.description.utf8)
            return
        }
        var value = Int64(number)
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            value = -value
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    mutating func separator() {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: " "))
    }

    mutating func append(_ frame: Rect) {
        bytes.append(UInt8(ascii: "["))
        append(frame.minX)
        separator()
        append(frame.minY)
        separator()
        append(frame.width)
        separator()
        append(frame.height)
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ text: ArraySlice<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// Appends `text` as a JSON string literal: in quotes, with quotes,
    /// backslashes and control characters escaped.
    ///
    /// - Complexity: O(*n*), where *n* is the length of `text`.
    mutating func appendQuoted(_ text: ArraySlice<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var plain = text.startIndex
        for index in text.indices {
            let byte = text[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: text[plain..<index])
            plain = index + 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default:
                let hex = Array("0123456789abcdef".utf8)
                bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        bytes.append(contentsOf: text[plain...])
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a CSV field: in double quotes (`""` for a quote)
    /// when it holds a comma, a quote, a line break or outer spaces or tabs.
    ///
    /// - Complexity: O(*n*), where *n* is the length of `text`.
    mutating func appendCSVField(_ text: ArraySlice<UInt8>) {
        func isOuterSpace(_ byte: UInt8?) -> Bool { byte == 0x20 || byte == 0x09 }
        let needsQuotes =
            text.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || isOuterSpace(text.first) || isOuterSpace(text.last)
        guard needsQuotes else {
            bytes.append(contentsOf: text)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for byte in text {
            bytes.append(byte)
            if byte == UInt8(ascii: "\"") { bytes.append(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
