import Foundation

/// Why an output file could not be written.
struct OutputError: Error, CustomStringConvertible {
    let description: String
}

/// Writes `text` to `path` atomically: into a temporary file in the same
/// directory, then renamed over `path`, so a reader never sees half a file
/// and a failure leaves any earlier file intact.
///
/// - Throws: ``OutputError`` naming the path and the reason.
/// - Complexity: O(*n*), where *n* is the length of `text`.
func writeAtomically(_ text: String, toPath path: String) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
        throw OutputError(description: "cannot write '\(path)': the directory '\(directory.path)' does not exist")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw OutputError(description: "cannot write '\(path)': it is a directory")
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
        throw OutputError(description: "cannot write '\(path)': the directory '\(directory.path)' is not writable")
    }
    guard rename(temporary.path, path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw OutputError(description: "cannot write '\(path)': \(reason)")
    }
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
