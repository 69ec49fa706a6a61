// ScaleCheck STRATEGY INDEX [ITEMS]
//
// Prepares ITEMS (default 10,000,000) real photo sizes with one strategy and
// index option, answers viewport queries, checks a sample against `linear`,
// and prints one JSON line: times, the layout's byteCount per item (what
// `trellis bench` reports as bytesPerItem), the resident memory the prepared
// layout keeps, and the peak resident memory during prepare (VmHWM, reset just
// before preparing). Exit 1 when the layout keeps more than its byteCount
// (plus 5%), the peak exceeds `allowedPeakRatio` times it, or a query disagrees.

import TrellisTesting

#if canImport(Glibc)
import Glibc
#endif

/// What the prepared layout may keep over its `byteCount` (the benchmark's
/// bytes per item times the items): allocator slack only.
let allowedRetainedRatio = 1.05
/// The peak during prepare over `byteCount`: the builder's band and lane
/// records and the index build's buffers live only during prepare (measured
/// at 10M items: at most 3.5x, flow-line with one item per line).
let allowedPeakRatio = 4.0

func status(_ field: String) -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return -1 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, 512, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix(field + ":") {
            return Int(text.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
        }
    }
    return -1
}

/// Resets VmHWM to the current RSS (Linux ≥ 4.0).
func resetPeak() {
    if let file = fopen("/proc/self/clear_refs", "w") {
        fputs("5", file)
        fclose(file)
    }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Writes a line to standard error (the C `stderr` global is not concurrency-safe in Swift 6).
func printError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    printError("usage: ScaleCheck STRATEGY INDEX [ITEMS]")
    exit(2)
}
let name = arguments[1]
let count = arguments.count > 3 ? Int(arguments[3]) ?? 10_000_000 : 10_000_000
do {
    let index = try IndexOption(named: arguments[2])
    let strategy = try StrategyRegistry.builtIn.makeStrategy(named: name, options: [:])
    let input = LayoutInput(width: 390, items: SamplePhotos.cycled(count: count))
    let inputKB = status("VmRSS")
    resetPeak()
    let start = now()
    let layout = try strategy.prepare(input, index: index)
    let prepareSeconds = now() - start
    let peakKB = status("VmHWM")
    let afterKB = status("VmRSS")

    // Viewport-sized queries at pseudo-random positions (a fixed LCG, so runs compare).
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func nextFraction() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }
    let size = layout.contentSize
    let queries = (0..<1_000).map { _ in
        Rect(
            x: nextFraction() * max(size.width - 390, 0), y: nextFraction() * max(size.height - 844, 0),
            width: 390, height: 844)
    }
    // Up to 1,000 queries or 3 seconds: a linear scan of ten million frames takes tens of milliseconds.
    let queryStart = now()
    var found = 0
    var asked = 0
    for query in queries where asked < 10 || now() - queryStart < 3 {
        found += layout.elementPositions(in: query).count
        asked += 1
    }
    let queryMicros = (now() - queryStart) / Double(asked) * 1e6

    // A few queries against a linear layout over the same frames.
    var matches = true
    if index != .linear {
        let linear = try strategy.prepare(input, index: .linear)
        for query in queries.prefix(5) where linear.elementPositions(in: query) != layout.elementPositions(in: query) {
            matches = false
        }
    }
    let predictedBytes = Double(layout.byteCount)
    let peakBytes = Double(peakKB - inputKB) * 1024
    let ratio = peakBytes / predictedBytes
    let retainedRatio = Double(afterKB - inputKB) * 1024 / predictedBytes
    print(
        """
        {"strategy": "\(name)", "index": "\(index)", "indexKind": "\(layout.indexKind)", "items": \(count), \
        "prepareSeconds": \(prepareSeconds), "bytesPerItem": \(predictedBytes / Double(count)), \
        "peakPrepareBytesPerItem": \(peakBytes / Double(count)), "retainedBytesPerItem": \(Double(afterKB - inputKB) * 1024 / Double(count)), \
        "retainedOverPredicted": \(retainedRatio), "peakOverPredicted": \(ratio), "inputMB": \(inputKB / 1024), "queryMicros": \(queryMicros), \
        "queries": \(asked), "averageFound": \(Double(found) / Double(asked)), "matchesLinear": \(matches)}
        """)
    exit(retainedRatio <= allowedRetainedRatio && ratio <= allowedPeakRatio && matches ? 0 : 1)
} catch {
    printError("error: \(error)")
    exit(1)
}
