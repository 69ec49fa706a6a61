// Text formatting for tables, captions and messages, without Foundation:
// shared by the pictures and the command line (which imports this SPI), not
// part of the public API.

/// `text` followed by spaces up to `width` characters.
package func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - text.count))
}

/// `text` preceded by spaces up to `width` characters.
package func rightAligned(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: Swift.max(0, width - text.count)) + text
}

/// Milliseconds in a duration.
package func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// A length in points for people, thousands separated by commas: with
/// `digits` decimals, or by default none for whole numbers and one otherwise.
package func points(_ value: Double, digits: Int? = nil) -> String {
    let text = fixed(value, digits: digits ?? (value == value.rounded() ? 0 : 1))
    let parts = text.split(separator: ".", maxSplits: 1)
    var whole = String(parts[0])
    let negative = whole.hasPrefix("-")
    if negative { whole.removeFirst() }
    var grouped = ""
    for (offset, digit) in whole.enumerated() {
        if offset > 0, (whole.count - offset) % 3 == 0 { grouped += "," }
        grouped.append(digit)
    }
    return (negative ? "-" : "") + grouped + (parts.count > 1 ? "." + parts[1] : "")
}

/// `value` with exactly `digits` digits after the point.
package func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled.isFinite, scaled < 9e15 else { return value.description }
    let integer = Int64(scaled)
    let whole = integer / Int64(scale)
    var text = (value < 0 && integer != 0 ? "-" : "") + String(whole)
    if digits > 0 {
        let fraction = String(integer % Int64(scale))
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
}

/// `text` with `&`, `<`, `>` and `"` escaped for SVG and HTML.
package func escapedForMarkup(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        default: escaped.append(character)
        }
    }
    return escaped
}
