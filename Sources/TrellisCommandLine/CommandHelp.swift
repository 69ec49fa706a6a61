import TrellisTools

/// What `trellis SUBCOMMAND --help` prints: an overview, the usage line, the
/// arguments, the options with their defaults, and examples, in the layout of
/// swift-argument-parser's help.
package struct CommandHelp {
    /// A positional argument, e.g. `<items>`.
    package struct Argument {
        /// The placeholder as the usage line shows it, e.g. `<items>`.
        let name: String
        /// What it is.
        let text: String
    }

    /// An option or flag, e.g. `-o, --output <file.svg>`.
    package struct Option {
        /// Every spelling, short first: `["-o", "--output"]`.
        let names: [String]
        /// The value's placeholder, e.g. `<file.svg>`; `nil` for a flag.
        let value: String?
        /// What it does.
        let text: String
        /// The default, shown as `(default: …)`.
        var defaultValue: String?

        package init(_ names: [String], value: String? = nil, _ text: String, default defaultValue: String? = nil) {
            self.names = names
            self.value = value
            self.text = text
            self.defaultValue = defaultValue
        }
    }

    /// The subcommand's name, the word after `trellis`.
    let name: String
    /// One line on what it does; `trellis --help` lists it.
    let abstract: String
    /// More about it, shown under the overview; may be empty.
    var discussion = ""
    /// The usage line after `trellis NAME`, e.g. `<config> <items> -o <file.svg>`.
    let usage: String
    /// The positional arguments.
    var arguments: [Argument] = []
    /// The options, without `-h, --help` (always added).
    var options: [Option] = []
    /// Example command lines, each after `$ `.
    var examples: [String] = []
    /// The executable when the command is one of its own (`trellis-bench`);
    /// `nil` for a subcommand of `trellis`.
    var executable: String?

    /// Creates the help of a command.
    package init(
        name: String, abstract: String, discussion: String = "", usage: String, arguments: [Argument] = [],
        options: [Option] = [], examples: [String] = [], executable: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.executable = executable
    }

    /// The command as typed, before its arguments: `trellis NAME`, or the executable of its own.
    var invocation: String { executable ?? "trellis \(name)" }

    /// The help option every subcommand has.
    static let helpOption = Option(["-h", "--help"], "Show help information.")

    /// Every option spelling, for "did you mean …?".
    var optionNames: [String] { (options + [Self.helpOption]).flatMap(\.names) }

    /// The text `--help` prints.
    var text: String {
        var text = "OVERVIEW: \(abstract)\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        let usageLines = Self.wrap(invocation + (usage.isEmpty ? "" : " \(usage)"), width: Self.lineWidth - 9)
        text += "\nUSAGE: " + usageLines.joined(separator: "\n         ") + "\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + Self.columns(arguments.map { ($0.name, $0.text) })
        }
        let rows = (options + [Self.helpOption]).map { option in
            let label = option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
            return (label, option.text + (option.defaultValue.map { " (default: \($0))" } ?? ""))
        }
        text += "\nOPTIONS:\n" + Self.columns(rows)
        if !examples.isEmpty {
            text += "\nEXAMPLES:\n" + examples.map { "  $ \($0)\n" }.joined()
        }
        return text
    }

    /// The width help text wraps at.
    static let lineWidth = 100

    /// Two columns: labels padded to a common width (at most 24), text after,
    /// wrapped to ``lineWidth``; a longer label puts its text on the next line.
    static func columns(_ rows: [(label: String, text: String)]) -> String {
        let width = Swift.min(24, rows.map(\.label.count).max() ?? 0)
        let indent = String(repeating: " ", count: width + 4)
        return rows.map { row in
            let lines = wrap(row.text, width: lineWidth - indent.count)
            let first =
                row.label.count > width
                ? "  \(row.label)\n" + indent + lines[0]
                : "  " + padded(row.label, to: width) + "  " + lines[0]
            return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
        }.joined()
    }

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
