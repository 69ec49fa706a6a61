import Foundation

/// Why an output (a file or standard output) could not be written.
struct OutputError: Error, CustomStringConvertible {
    let description: String

    init(description: String) {
        self.description = description
    }

    /// `cannot write NAME: REASON`, the reason from `code` (an `errno` value).
    init(cannotWrite name: String, code: Int32) {
        description = "cannot write \(name): \(Self.reason(code))"
    }

    /// What an `errno` value from writing means, in words a user acts on.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOSPC: "no space left on device"
        case EDQUOT: "the disk quota is exceeded"
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case EPIPE: "the reading end of the pipe is closed"
        case EFBIG: "the file is too large for the file system"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

/// A file descriptor written through a buffer, every failure an ``OutputError``
/// (never a trap, whatever the descriptor is: a full disk, `/dev/full`, a closed pipe).
struct OutputFile {
    /// Standard output.
    static var standardOutput: OutputFile { OutputFile(descriptor: STDOUT_FILENO, name: "standard output") }

    /// The bytes written through at once: large enough that a write costs
    /// nothing next to making its text, small enough to stay in the caches.
    private static let bufferSize = 1 << 16

    let descriptor: Int32
    /// How errors name the output: "standard output", `'gallery.html'`.
    let name: String
    private var buffer: [UInt8] = []

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Writes `text`, or keeps it until the buffer is full.
    ///
    /// - Throws: ``OutputError`` naming the output and the reason.
    /// - Complexity: O(*n*), where *n* is the length of `text`.
    mutating func write(_ text: String) throws(OutputError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Writes `bytes`, or keeps them until the buffer is full; a block of at
    /// least a buffer goes straight through.
    ///
    /// - Throws: ``OutputError`` naming the output and the reason.
    /// - Complexity: O(*n*), where *n* is the number of bytes.
    mutating func write(_ bytes: [UInt8]) throws(OutputError) {
        if buffer.count + bytes.count < Self.bufferSize {
            buffer.append(contentsOf: bytes)
            return
        }
        try flush()
        try writeAll(bytes)
    }

    /// Writes everything kept.
    ///
    /// - Throws: ``OutputError`` naming the output and the reason.
    mutating func flush() throws(OutputError) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        try writeAll(buffer)
    }

    /// Writes every byte, again after an interruption or a partial write.
    private func writeAll(_ bytes: [UInt8]) throws(OutputError) {
        let failure: Int32? = bytes.withUnsafeBytes { raw in
            guard let start = raw.baseAddress else { return nil }
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, start + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { throw OutputError(cannotWrite: name, code: failure) }
    }
}

/// Writes `text` on standard error, ignoring a failure: there is nowhere left to report it.
package func writeToStandardError(_ text: String) {
    var output = OutputFile(descriptor: STDERR_FILENO, name: "standard error")
    try? output.write(text)
    try? output.flush()
}

/// Writes `text` to `path` atomically: into a temporary file in the same
/// directory, then renamed over `path`, so a reader never sees half a file
/// and a failure leaves any earlier file intact.
///
/// A path that is a device or a pipe (`/dev/stdout`, a named pipe) is
/// written in place, since it cannot be replaced; a symbolic link is followed,
/// so that the file it points to is replaced, not the link.
///
/// - Throws: ``OutputError`` naming the path and the reason: a missing or
///   unwritable directory, a directory in the way, no space left.
/// - Complexity: O(*n*), where *n* is the length of `text`.
package func writeAtomically(_ text: String, toPath path: String) throws {
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
        throw OutputError(description: "cannot write '\(path)': the directory '\(directory.path)' does not exist")
    }
    var information = stat()
    if stat(url.path, &information) == 0 {
        switch information.st_mode & S_IFMT {
        case S_IFDIR: throw OutputError(description: "cannot write '\(path)': it is a directory")
        case S_IFREG: break
        default: return try writeInPlace(text, toPath: path)
        }
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard descriptor >= 0 else {
        let code = errno
        let reason =
            code == EACCES || code == EPERM
            ? "the directory '\(directory.path)' is not writable" : OutputError.reason(code)
        throw OutputError(description: "cannot write '\(path)': \(reason)")
    }
    var file = OutputFile(descriptor: descriptor, name: "'\(path)'")
    do {
        try file.write(text)
        try file.flush()
        guard close(descriptor) == 0 else { throw OutputError(cannotWrite: "'\(path)'", code: errno) }
    } catch {
        close(descriptor)
        unlink(temporary)
        throw error
    }
    guard rename(temporary, url.path) == 0 else {
        let code = errno
        unlink(temporary)
        throw OutputError(cannotWrite: "'\(path)'", code: code)
    }
}

/// Writes `text` into the device or pipe at `path`.
private func writeInPlace(_ text: String, toPath path: String) throws {
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { throw OutputError(cannotWrite: "'\(path)'", code: errno) }
    defer { close(descriptor) }
    var file = OutputFile(descriptor: descriptor, name: "'\(path)'")
    try file.write(text)
    try file.flush()
}

/// Creates `path` (and its parents) as a directory unless it already is one.
///
/// - Throws: ``OutputError`` when `path` is a file or cannot be created.
func makeDirectory(atPath path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
            throw OutputError(description: "cannot use '\(path)' as the output directory: it is a file")
        }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        throw OutputError(description: "cannot create the directory '\(path)'")
    }
}
