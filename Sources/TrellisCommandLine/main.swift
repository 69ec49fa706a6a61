import Foundation

// The commands measure time with ContinuousClock and Duration, which Apple
// platforms have from macOS 13 on; elsewhere (Linux) the check always passes.
if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
    exit(TrellisCommand.main(Array(CommandLine.arguments.dropFirst())))
} else {
    FileHandle.standardError.write(Data("error: trellis needs macOS 13 or later\n".utf8))
    exit(1)
}
