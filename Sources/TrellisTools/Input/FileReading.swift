// The only file of the Trellis module that uses Foundation: reading input files.
import Foundation

/// The bytes of an input file, or an error that says why it cannot be used.
///
/// - Throws: ``InputError/unreadableFile(path:reason:)`` for a missing file,
///   a directory or a file without read permission; ``InputError/emptyFile(path:)``
///   for an empty file.
/// - Complexity: O(*n*), where *n* is the size of the file.
func readInputFile(atPath path: String) throws(InputError) -> [UInt8] {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .unreadableFile(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
        throw .unreadableFile(path: path, reason: "it is a directory, not a file")
    }
    guard files.isReadableFile(atPath: path), let data = files.contents(atPath: path) else {
        throw .unreadableFile(path: path, reason: "permission denied or not a regular file")
    }
    guard !data.isEmpty else { throw .emptyFile(path: path) }
    return [UInt8](data)
}
