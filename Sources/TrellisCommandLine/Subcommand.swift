/// One subcommand of `trellis`, e.g. `trellis layout`.
///
/// A subcommand returns what it prints instead of printing it, so that on any
/// error nothing at all reaches standard output (`main.swift` prints the
/// error on standard error and exits with status 1).
protocol Subcommand {
    /// The word after `trellis`.
    static var name: String { get }
    /// The usage line, e.g. `layout CONFIG ITEMS`.
    static var usage: String { get }
    /// One line on what it does.
    static var summary: String { get }
    /// Runs the subcommand on the arguments after its name.
    ///
    /// - Returns: The complete standard output.
    /// - Throws: Any error; its description becomes the `error: …` line.
    static func run(_ arguments: [String]) throws -> String
}

/// A command-line usage mistake: a missing argument, an unknown flag, a bad value.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Arguments after the subcommand name: positionals, `--flag` and `--option VALUE`.
///
/// Every argument must be consumed; ``finish()`` rejects leftovers by name.
struct Arguments {
    private var remaining: [String]
    private let command: String

    init(_ arguments: [String], command: String) {
        self.remaining = arguments
        self.command = command
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns every value given, in order.
    mutating func values(_ name: String) throws -> [String] {
        var found: [String] = []
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == name {
                guard index + 1 < remaining.count else { throw UsageError("\(command): \(name) needs a value") }
                found.append(remaining[index + 1])
                remaining.removeSubrange(index...(index + 1))
            } else if argument.hasPrefix(name + "=") {
                found.append(String(argument.dropFirst(name.count + 1)))
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return found
    }

    /// Removes `--name VALUE` and returns the value, or `nil` when absent.
    mutating func value(_ name: String) throws -> String? {
        let all = try values(name)
        guard all.count <= 1 else { throw UsageError("\(command): \(name) is given more than once") }
        return all.first
    }

    /// Removes `--name` and returns whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// Removes and returns the positional arguments, requiring exactly `names.count` of them.
    mutating func positionals(_ names: [String]) throws -> [String] {
        if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0.count > 1 }) {
            throw UsageError("\(command): unknown option '\(unknown)'")
        }
        guard remaining.count == names.count else {
            if names.isEmpty { throw UsageError("\(command): unexpected argument '\(remaining[0])'") }
            let expected = names.map { $0.uppercased() }.joined(separator: " ")
            throw UsageError("\(command): expected \(expected), got \(remaining.count) argument(s)")
        }
        defer { remaining = [] }
        return remaining
    }

    /// Throws when an argument was not consumed.
    func finish() throws {
        if let extra = remaining.first { throw UsageError("\(command): unexpected argument '\(extra)'") }
    }
}
