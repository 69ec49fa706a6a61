import Trellis

/// A layout error with the file it comes from: `config.json: option 'columns': …`.
struct FileLayoutError: Error, CustomStringConvertible {
    /// The file at fault.
    let path: String
    /// What is wrong.
    let error: LayoutError

    var description: String { "\(path): \(error)" }
}

/// Reads a configuration file and an items file and prepares the layout.
///
/// Reading errors already name their file (``InputError``). Errors making the
/// strategies (names, options, `sections[i]` entries) are the configuration
/// file's. Errors from preparing are attributed here: a bad item, section, `count` or per-section
/// override (`sections[i].key`) to the items file, everything else (strategy,
/// viewport, options) to the configuration file. A section-level error (e.g.
/// insets wider than the width) goes to the items file only when it names one
/// of that section's overrides.
///
/// - Complexity: O(*n*) for the built-in strategies, where *n* is the size of the files.
func prepareLayout(configurationPath: String, itemsPath: String,
                   registry: StrategyRegistry = .builtIn) throws -> (Configuration, PreparedLayout) {
    let configuration = try Configuration(contentsOfFile: configurationPath)
    let sections = try ItemsDecoder.sections(contentsOfFile: itemsPath)
    do {
        // The strategies and their options, including each `sections[i]` entry's, come from the configuration.
        _ = try configuration.makeStrategy(registry: registry)
    } catch {
        throw FileLayoutError(path: configurationPath, error: error)
    }
    do {
        return (configuration, try configuration.prepare(sections, registry: registry))
    } catch {
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
        throw FileLayoutError(path: blamesItems ? itemsPath : configurationPath, error: error)
    }
}
