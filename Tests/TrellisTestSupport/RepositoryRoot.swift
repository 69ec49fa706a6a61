import Foundation

/// The root of the repository (the folder that holds Package.swift), from
/// this file's path, `Tests/TrellisTestSupport/RepositoryRoot.swift`: for
/// tests that read the docs, the examples or the fuzz corpus.
package let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
