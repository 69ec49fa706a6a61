/// Why a configuration or an items file cannot be read, and where: the file
/// (or the `source` name given for text), then the line and column, the key
/// or the item at fault, and what is allowed.
///
/// `description` is the message the `trellis` command line prints after `error: `:
///
/// ```text
/// items.json: line 3, column 14: expected ',' or '}', got ']'
/// items.json: sections[1].items[12].width must be a number greater than 0, got -3
/// items.csv: line 7: height must be a number greater than 0, got 0
/// config.json: unknown key 'colums' for strategy 'round-robin'; valid keys: ...
/// ```
public enum InputError: Error, Sendable, Hashable {
    /// The file does not exist, is a directory, or cannot be read.
    case unreadableFile(path: String, reason: String)
    /// The file is empty.
    case emptyFile(path: String)
    /// The text is not valid JSON.
    case invalidJSON(source: String, JSONSyntaxError)
    /// A line of a CSV file is wrong (lines count from 1; the header is line 1).
    case invalidCSV(source: String, line: Int, reason: String)
    /// A value has the wrong type or is out of range; `key` is its path, e.g.
    /// `width` or `sections[1].items[12].width`, and `reason` starts with "must".
    case invalidValue(source: String, key: String, reason: String)
    /// A required key is missing from an object; `object` names the object.
    case missingKey(source: String, object: String, key: String, required: [String])
    /// An object has a key that is not allowed there.
    case unknownKey(source: String, object: String, key: String, valid: [String])
    /// Two items have the same id; `first` and `second` are their places
    /// (`items.csv line 3`, `items.json items[7]`).
    case duplicateID(id: String, first: String, second: String)
}

extension InputError: CustomStringConvertible {
    /// The message: the source, then the line and column, line, key or item, then what is allowed.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        case .emptyFile(let path):
            return "\(path): the file is empty"
        case .invalidJSON(let source, let error):
            return "\(source): \(error)"
        case .invalidCSV(let source, let line, let reason):
            return "\(source): line \(line): \(reason)"
        case .invalidValue(let source, let key, let reason):
            return "\(source): \(key) \(reason)"
        case .missingKey(let source, let object, let key, let required):
            return "\(source): \(object) is missing the required key '\(key)'; required keys: "
                + required.joined(separator: ", ")
        case .unknownKey(let source, let object, let key, let valid):
            return "\(source): \(object) has an unknown key '\(key)'"
                + SpellingSuggestion.clause(for: key, among: valid)
                + "; valid keys: " + valid.joined(separator: ", ")
        case .duplicateID(let id, let first, let second):
            return "id '\(id)' is used twice, by \(first) and by \(second); every id must be unique"
        }
    }
}
