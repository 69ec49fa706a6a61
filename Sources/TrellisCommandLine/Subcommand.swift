import TrellisTools

/// One subcommand of `trellis`, e.g. `trellis layout`.
///
/// A subcommand returns what it prints instead of printing it, so that on any
/// error nothing at all reaches standard output (`main.swift` prints the
/// error on standard error and exits with status 1): its text, or a writer
/// that streams it once every input has been read and checked, so that only
/// a failure to write can stop it. `-h` and `--help` never
/// reach ``run(_:)``: the help is printed before any argument is checked.
protocol Subcommand {
    /// The word after `trellis`, its arguments, options and examples.
    static var help: CommandHelp { get }
    /// Runs the subcommand on the arguments after its name.
    ///
    /// - Returns: The complete standard output, or its writer.
    /// - Throws: Any error; its description becomes the `error: …` line.
    static func run(_ arguments: [String]) throws -> CommandOutput
}

/// A subcommand whose output is short text, made whole before it is printed.
protocol TextSubcommand: Subcommand {
    /// Runs the subcommand on the arguments after its name.
    ///
    /// - Returns: The complete standard output.
    /// - Throws: Any error; its description becomes the `error: …` line.
    static func text(_ arguments: [String]) throws -> String
}

extension TextSubcommand {
    static func run(_ arguments: [String]) throws -> CommandOutput { .text(try text(arguments)) }
}

/// What a subcommand prints.
enum CommandOutput {
    /// The complete text.
    case text(String)
    /// A writer of the text, for output too large to hold twice (a million
    /// records): it may throw only ``OutputError``, and only for the output.
    case stream((inout OutputFile) throws(OutputError) -> Void)

    /// Writes the output.
    ///
    /// - Throws: ``OutputError`` when it cannot be written.
    func write(to output: inout OutputFile) throws(OutputError) {
        switch self {
        case .text(let text): try output.write(text)
        case .stream(let write): try write(&output)
        }
        try output.flush()
    }
}

/// A command-line usage mistake: a missing argument, an unknown flag, a bad value.
package struct UsageError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

/// Arguments after the subcommand name: positionals, `--flag` and `--option VALUE`.
///
/// Every argument must be consumed; ``positionals(_:)`` rejects an unknown
/// option with the closest known one, ``finish()`` any leftover. A lone `-`
/// is a positional (standard input).
package struct Arguments {
    private var remaining: [String]
    private let help: CommandHelp
    private var command: String { help.name }

    /// Reads the arguments of a subcommand.
    ///
    /// - Throws: ``UsageError`` for an option the subcommand does not have,
    ///   with the closest one it has, before any other check.
    package init(_ arguments: [String], help: CommandHelp) throws {
        self.remaining = arguments
        self.help = help
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument.count > 1 else { continue }
            let name = String(argument.prefix { $0 != "=" })
            guard let option = (help.options + [CommandHelp.helpOption]).first(where: { $0.names.contains(name) })
            else {
                throw UsageError(
                    "\(help.name): unknown option '\(name)'"
                        + SpellingSuggestion.clause(for: name, among: help.optionNames))
            }
            // The value of `--option VALUE` may itself start with '-'.
            if option.value != nil, name == argument { index += 1 }
        }
    }

    /// Removes `NAME VALUE` (or `NAME=VALUE`) for any of `names` and returns every value given, in order.
    package mutating func values(_ names: String...) throws -> [String] {
        var found: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if names.contains(argument) {
                guard index + 1 < remaining.count else { throw UsageError("\(command): \(argument) needs a value") }
                found.append(remaining[index + 1])
                remaining.removeSubrange(index...(index + 1))
            } else if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
                found.append(String(argument.dropFirst(name.count + 1)))
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// Removes `NAME VALUE` for any of `names` and returns the value, or `nil` when absent.
    package mutating func value(_ names: String...) throws -> String? {
        var all: [String] = []
        for name in names { all += try values(name) }
        guard all.count <= 1 else { throw UsageError("\(command): \(names[0]) is given more than once") }
        return all.first
    }

    /// Removes `NAME NUMBER` and returns the number, which must be finite and greater than 0.
    mutating func positiveNumber(_ name: String) throws -> Double? {
        guard let text = try value(name) else { return nil }
        guard let number = Double(text.trimmingSpaces), number.isFinite, number > 0 else {
            throw UsageError("\(command): \(name) must be a finite number greater than 0, got '\(text)'")
        }
        return number
    }

    /// Removes `--name` and returns whether it was there.
    package mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes and returns the positional arguments: at least `required.count`
    /// and at most `required.count + optional.count` of them.
    mutating func positionals(_ required: [String], optional: [String] = []) throws -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0.count > 1 }) {
            throw UsageError("\(command): unexpected option '\(unknown)'")
        }
        guard remaining.count >= required.count, remaining.count <= required.count + optional.count else {
            if remaining.count > required.count + optional.count {
                throw UsageError("\(command): unexpected argument '\(remaining[required.count + optional.count])'")
            }
            let expected = required.map { $0.uppercased() }.joined(separator: " ")
            throw UsageError("\(command): expected \(expected), got \(remaining.count) argument(s)")
        }
        defer { remaining = [] }
        return remaining
    }

    /// Throws when an argument was not consumed.
    package func finish() throws {
        if let extra = remaining.first { throw UsageError("\(command): unexpected argument '\(extra)'") }
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    package var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
