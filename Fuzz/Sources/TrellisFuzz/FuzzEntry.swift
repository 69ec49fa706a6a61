// The libFuzzer entry points. run.sh builds with `-sanitize=fuzzer,address`;
// the target to fuzz comes from TRELLIS_FUZZ_TARGET (engine, config, items, cli).

import TrellisTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzz target chosen for this process.
let selectedTarget: String = getenv("TRELLIS_FUZZ_TARGET").map { String(cString: $0) } ?? "engine"

/// Runs one input through the selected target; a broken promise is a crash.
func fuzzOne(_ bytes: [UInt8]) {
    let problems: [String]
    switch selectedTarget {
    case "engine": problems = EngineFuzzing.checkEngine(bytes)
    case "config": problems = InputFuzzing.checkConfiguration(bytes)
    case "items": problems = InputFuzzing.checkItems(bytes)
    case "cli": problems = InputFuzzing.checkLayout(bytes)
    default: fatalError("unknown TRELLIS_FUZZ_TARGET '\(selectedTarget)'; valid: engine, config, items, cli")
    }
    if !problems.isEmpty {
        fatalError("fuzz target '\(selectedTarget)' found: " + problems.prefix(5).joined(separator: "; "))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzOne(start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM links executables with `--defsym main=TrellisFuzz_main`, which
/// clashes with libFuzzer's own `main`; run.sh allows the duplicate, and this
/// entry hands control to libFuzzer's driver, so either `main` behaves the same.
@_cdecl("TrellisFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv, fuzzTestOneInput)
}
