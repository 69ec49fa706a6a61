import Foundation
import TrellisTools

/// A layout error with the file it comes from: `config.json: option 'columns': …`.
struct FileLayoutError: Error, CustomStringConvertible {
    /// The file at fault.
    let path: String
    /// The line at fault in a CSV items file.
    var line: Int?
    /// What is wrong.
    let error: LayoutError

    init(path: String, line: Int? = nil, error: LayoutError) {
        self.path = path
        self.line = line
        self.error = error
    }

    var description: String { "\(path): " + (line.map { "line \($0): " } ?? "") + "\(error)" }
}

/// The path that means standard input.
let standardInputPath = "-"
/// How errors name standard input.
let standardInputName = "standard input"

/// The name errors use for `path`: the path, or "standard input" for `-`.
func sourceName(_ path: String) -> String {
    path == standardInputPath ? standardInputName : path
}

/// The bytes of standard input.
///
/// - Throws: ``InputError/emptyFile(path:)`` when it is empty,
///   ``InputError/unreadableFile(path:reason:)`` when it cannot be read (a directory, a closed descriptor).
/// - Complexity: O(*n*), where *n* is the number of bytes read.
func readStandardInput() throws(InputError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count == 0 { break }
        if count < 0 {
            if errno == EINTR { continue }
            throw .unreadableFile(path: standardInputName, reason: String(cString: strerror(errno)).lowercased())
        }
        bytes += chunk[..<count]
    }
    guard !bytes.isEmpty else { throw .emptyFile(path: standardInputName) }
    return bytes
}

/// Items read from a file or standard input, and how to name an item's place in errors.
struct ItemsFile {
    /// How errors name the file: its path, or "standard input".
    let source: String
    /// Whether the file is CSV, whose row for item *i* (over all sections) is line *i* + 2.
    let isCSV: Bool

    /// The line of `item` of `section` in a CSV file, or `nil` for JSON.
    func line(section: Int, item: Int, in sections: [SectionInput]) -> Int? {
        guard isCSV, section >= 0, section <= sections.count else { return nil }
        return sections[..<section].reduce(0) { $0 + $1.count } + item + 2
    }

    /// Reads the bytes of `path` (or standard input for `-`) and hands them to `decode`.
    static func read<Result>(
        _ path: String, decode: ([UInt8], String) throws(InputError) -> Result
    ) throws(InputError) -> (Result, ItemsFile) {
        let bytes = path == standardInputPath ? try readStandardInput() : try ItemsDecoder.bytes(ofFile: path)
        let source = sourceName(path)
        let file = ItemsFile(source: source, isCSV: ItemsDecoder.Format(source: source, bytes: bytes) == .csv)
        return (try decode(bytes, source), file)
    }
}

/// Reads items (JSON or CSV) from a file, or from standard input for `-`.
///
/// - Parameter ignoringExtraFields: Whether a JSON item may have fields
///   besides its size, span and id (read and dropped, as extra CSV columns
///   are), for a command that has no use for them; else such a field is an error.
/// - Throws: ``InputError`` naming the file (or standard input) and the place at fault.
/// - Complexity: O(*n*), where *n* is the size of the input.
func readSections(_ path: String, ignoringExtraFields: Bool = false) throws(InputError) -> ([SectionInput], ItemsFile) {
    try ItemsFile.read(path) { bytes, source throws(InputError) in
        ignoringExtraFields
            ? try ItemsDecoder.table(from: bytes, source: source).sections
            : try ItemsDecoder.sections(from: bytes, source: source)
    }
}

/// Reads items with their ids and extra columns or fields from a file, or from standard input for `-`.
///
/// - Throws: ``InputError`` naming the file (or standard input) and the place at fault, or a repeated id.
/// - Complexity: O(*n*), where *n* is the size of the input.
func readItemTable(_ path: String) throws(InputError) -> (ItemTable, ItemsFile) {
    try ItemsFile.read(path) { bytes, source throws(InputError) in try ItemsDecoder.table(from: bytes, source: source) }
}

/// Reads a configuration (JSON) from a file, or from standard input for `-`.
///
/// When it cannot be read but reads as items, the error asks whether the
/// arguments were swapped.
///
/// - Throws: ``InputError`` naming the file (or standard input) and the place at fault.
/// - Complexity: O(*n*), where *n* is the size of the input.
func readConfiguration(_ path: String) throws -> Configuration {
    do {
        guard path == standardInputPath else { return try Configuration(contentsOfFile: path) }
        return try Configuration(json: try readStandardInput(), source: standardInputName)
    } catch {
        // A configuration that reads as items (a CSV header, an array, "items" or "sections").
        guard path != standardInputPath, case .some = try? ItemsDecoder.sections(contentsOfFile: path) else {
            throw error
        }
        throw HintedError(
            error,
            hint: "did you swap the arguments? '\(path)' reads as an items file, and the configuration comes "
                + "first (CONFIG ITEMS)")
    }
}

/// An error with advice after it: `…; did you mean …`.
struct HintedError: Error, CustomStringConvertible {
    let error: any Error
    let hint: String

    init(_ error: any Error, hint: String) {
        self.error = error
        self.hint = hint
    }

    var description: String { "\(error); \(hint)" }
}

/// Checks that at most one of `paths` is `-`: standard input can be read once.
func checkStandardInput(_ paths: [String], command: String) throws {
    if paths.filter({ $0 == standardInputPath }).count > 1 {
        throw UsageError("\(command): only one of the inputs can be '-' (standard input)")
    }
}

/// Reads a configuration file and an items file and prepares the layout.
///
/// Either path may be `-`, standard input; `width` and `height` override the configuration's. Reading errors already name their
/// source (``InputError``). Errors making the strategies (names, options,
/// `sections[i]` entries) are the configuration's. Errors from preparing are attributed here: a bad
/// item, section, `count` or per-section override (`sections[i].key`) to the
/// items file, everything else (strategy, viewport, options) to the
/// configuration file. A section-level error (e.g. insets wider than the
/// width) goes to the items file only when it names one of that section's overrides.
///
/// - Complexity: O(*n*) for the built-in strategies, where *n* is the size of the files.
func prepareLayout(
    configurationPath: String, itemsPath: String, width: Double? = nil, height: Double? = nil,
    ignoringExtraFields: Bool = false, registry: StrategyRegistry = .builtIn
) throws -> (Configuration, PreparedLayout) {
    var configuration = try readConfiguration(configurationPath)
    configuration.width = width ?? configuration.width
    configuration.height = height ?? configuration.height
    let (sections, file) = try readSections(itemsPath, ignoringExtraFields: ignoringExtraFields)
    return (
        configuration,
        try prepare(
            sections, with: configuration, configurationPath: configurationPath, itemsFile: file, registry: registry)
    )
}

/// Prepares the layout of `sections`, attributing errors to the configuration
/// file or the items file as ``prepareLayout(configurationPath:itemsPath:width:height:ignoringExtraFields:registry:)`` describes.
///
/// - Complexity: O(*n*) for the built-in strategies, where *n* is the number of items.
func prepare(
    _ sections: [SectionInput], with configuration: Configuration, configurationPath: String, itemsFile: ItemsFile,
    registry: StrategyRegistry = .builtIn
) throws -> PreparedLayout {
    try checkStrategies(of: configuration, configurationPath: configurationPath, registry: registry)
    do {
        return try configuration.prepare(sections, registry: registry)
    } catch {
        throw attributed(error, sections: sections, configurationPath: configurationPath, itemsFile: itemsFile)
    }
}

/// Makes the configuration's strategies and their options, including each
/// `sections[i]` entry's, so that an error in them names the configuration file.
func checkStrategies(
    of configuration: Configuration, configurationPath: String, registry: StrategyRegistry = .builtIn
) throws {
    do {
        _ = try configuration.makeStrategy(registry: registry)
    } catch {
        throw FileLayoutError(path: sourceName(configurationPath), error: error)
    }
}

/// The configuration at each of `widths` (its own width when `nil`), with
/// `height` in place of its height when given.
func viewports(of configuration: Configuration, widths: [Double]?, height: Double? = nil) -> [Configuration] {
    (widths ?? [configuration.width]).map { width in
        var configuration = configuration
        configuration.width = width
        configuration.height = height ?? configuration.height
        return configuration
    }
}

/// `error` attributed to the items file (a bad item, section, `count` or
/// per-section override) or else to the configuration file, as
/// ``prepare(_:with:configurationPath:itemsFile:registry:)`` describes.
func attributed(
    _ error: LayoutError, sections: [SectionInput], configurationPath: String, itemsFile: ItemsFile
) -> FileLayoutError {
    let blamesItems: Bool
    switch error {
    case .invalidItem, .inputTooLarge:
        blamesItems = true
    case .invalidSection(let section, let reason):
        // A section's effective options merge the configuration's with the section's
        // overrides: blame the items file only when the reason names one of its overrides.
        let overrides = sections.indices.contains(section) ? Array(sections[section].options.values.keys) : []
        blamesItems = overrides.contains { reason.contains("'\($0)'") || reason.contains("sections[") }
    case .invalidOption(let key, _), .unknownOption(let key, _, _):
        blamesItems = key.hasPrefix("sections[")
    default:
        blamesItems = false
    }
    guard blamesItems else { return FileLayoutError(path: sourceName(configurationPath), error: error) }
    var line: Int?
    if case .invalidItem(let section, let item, _) = error {
        line = itemsFile.line(section: section, item: item, in: sections)
    }
    return FileLayoutError(path: itemsFile.source, line: line, error: error)
}
