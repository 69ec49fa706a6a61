import TrellisTools

/// Reads a `--strategies` list: `a, b:key=value:key=value, …`.
///
/// Entries are separated by commas, a strategy's options by colons, and every
/// part is trimmed of spaces. Values are JSON (`columns=3`,
/// `sectionInset=[1,2,3,4]`, `headerReferenceSize={"width":0,"height":40}`,
/// `scrollDirection="horizontal"`); a bare word that is not JSON is a string
/// (`scrollDirection=horizontal`). Commas and colons inside brackets, braces
/// or quotes belong to the value.
package enum StrategyList {
    /// The strategies and their options, in order.
    ///
    /// - Throws: ``UsageError`` naming the entry or setting at fault.
    /// - Complexity: O(*n*), where *n* is the length of `text`.
    static func parse(_ text: String, command: String) throws -> [(name: String, options: OptionValues)] {
        try split(text, at: ",").map { entry in
            let parts = split(entry, at: ":").map(\.trimmingSpaces)
            let name = parts[0]
            guard !name.isEmpty else { throw UsageError("\(command): --strategies has an empty entry in '\(text)'") }
            var options: OptionValues = [:]
            for setting in parts.dropFirst() {
                let pair = setting.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces }
                guard pair.count == 2, !pair[0].isEmpty else {
                    throw UsageError("\(command): strategy '\(name)': expected key=value, got '\(setting)'")
                }
                options[pair[0]] = try value(pair[1], key: pair[0], strategy: name, command: command)
            }
            return (name, options)
        }
    }

    /// The names of a list that takes no options, each checked against `registry`.
    ///
    /// - Throws: ``UsageError`` for options, ``LayoutError`` for an unknown name (with a suggestion).
    package static func names(_ text: String, command: String, registry: StrategyRegistry) throws -> [String] {
        try parse(text, command: command).map { entry in
            guard entry.options.isEmpty else {
                throw UsageError("\(command): --strategies takes strategy names only, got options for '\(entry.name)'")
            }
            _ = try registry.strategy(named: entry.name)
            return entry.name
        }
    }

    /// A setting's value: JSON, or a bare word as a string.
    private static func value(_ text: String, key: String, strategy: String, command: String) throws -> OptionValue {
        let parsed: JSONValue
        do {
            parsed = try JSONValue(parsing: text)
        } catch {
            let structured = text.first.map { "[{\"".contains($0) } ?? false
            guard !structured, !text.isEmpty else {
                throw UsageError("\(command): strategy '\(strategy)': \(key)=\(text) is not valid JSON: \(error)")
            }
            return .string(text)
        }
        guard let value = parsed.optionValue else {
            throw UsageError(
                "\(command): strategy '\(strategy)': \(key) must not be null (leave it out for the default)")
        }
        return value
    }

    /// `text` split at `separator`, except inside brackets, braces and double quotes.
    private static func split(_ text: String, at separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else {
                switch character {
                case "\"": inString = true
                case "[", "{": depth += 1
                case "]", "}": depth = Swift.max(0, depth - 1)
                case separator where depth == 0:
                    parts.append(current)
                    current = ""
                    continue
                default: break
                }
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
