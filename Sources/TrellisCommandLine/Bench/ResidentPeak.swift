#if canImport(Glibc)
import Glibc
#endif

/// How far the process's resident memory rose above where it stood while
/// some work ran: the peak of one `prepare`, for `trellis bench`.
///
/// On Linux, ``start()`` returns the allocator's free memory to the system
/// (glibc's `malloc_trim`, so memory freed by earlier work and reused is
/// counted, not hidden in the resident size before), resets the resident
/// high-water mark (writing `5` to `/proc/self/clear_refs` sets `VmHWM` to the
/// current `VmRSS`) and reads the resident size; ``growth()`` reads `VmHWM`
/// again. Their difference is the most memory the work held resident at once
/// beyond what was resident before. Elsewhere, or when
/// `/proc/self/clear_refs` is not writable, ``start()`` returns `nil` and the
/// bench reports the peak as missing.
struct ResidentPeak {
    /// The resident size when the measurement started, in bytes.
    let residentBefore: Int

    /// Resets the high-water mark and reads the resident size, or `nil` where that is unavailable.
    static func start() -> ResidentPeak? {
        #if canImport(Glibc)
        returnFreeMemory()
        guard resetHighWaterMark(), let resident = statusField("VmRSS:") else { return nil }
        return ResidentPeak(residentBefore: resident)
        #else
        return nil
        #endif
    }

    /// The high-water mark less the resident size at ``start()``, in bytes (at least 0).
    func growth() -> Int? {
        #if canImport(Glibc)
        return Self.statusField("VmHWM:").map { Swift.max(0, $0 - residentBefore) }
        #else
        return nil
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim(0)`, looked up at run time (the Glibc module does not declare it).
    private static func returnFreeMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }

    private static func resetHighWaterMark() -> Bool {
        let file = open("/proc/self/clear_refs", O_WRONLY)
        guard file >= 0 else { return false }
        defer { close(file) }
        return write(file, "5", 1) == 1
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        let file = open("/proc/self/status", O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, 4096) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return nil }
        let digits = line.dropFirst(name.count).filter(\.isNumber)
        return Int(digits).map { $0 * 1024 }
    }
    #endif
}
