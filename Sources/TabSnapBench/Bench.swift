#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny benchmark harness: a monotonic clock, warm-up runs, then timed runs; rows print as
/// a fixed-width table whose columns are `name unit median min runs`.
enum Bench {
    nonisolated(unsafe) static var filter: String? = nil
    /// Memory handed here has escaped, so the optimiser cannot drop the stores into it.
    nonisolated(unsafe) static var escaped: UnsafeMutableRawPointer? = nil
    @inline(never) static func escape(_ p: UnsafeMutableRawPointer) { escaped = p }

    /// Nanoseconds from a monotonic clock.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func header() {
        print(pad("name", 44) + pad("unit", 8) + lpad("median", 14) + lpad("min", 14) + lpad("runs", 6))
    }

    static func enabled(_ name: String) -> Bool {
        guard let f = filter else { return true }
        return name.contains(f)
    }

    /// Times `body` and prints the row in `unit`: "ms" or "us" per run, or a rate ("Mpx/s")
    /// when `work` (units of work per run, in millions) is given.
    static func time(_ name: String, unit: String = "ms", work: Double? = nil, warmup: Int = 2, runs: Int = 10,
                     _ body: () throws -> Void) rethrows {
        guard enabled(name) else { return }
        let samples = try Self.samples(warmup: warmup, runs: runs, body)
        let median = samples.count % 2 == 1 ? samples[samples.count / 2]
            : (samples[samples.count / 2 - 1] + samples[samples.count / 2]) / 2
        let best = samples[0]
        func scaled(_ s: Double) -> Double {
            if let work { return work / s }  // rates: median rate is work / median time
            switch unit {
            case "us": return s * 1e6
            case "s": return s
            default: return s * 1e3
            }
        }
        // For a rate the best run is the fastest, which is the highest number.
        row(name, unit, scaled(median), scaled(best), runs)
    }

    /// Seconds per run, sorted, after the warm-up runs.
    static func samples(warmup: Int, runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        for _ in 0..<runs {
            let t0 = now()
            try body()
            samples.append(Double(now() - t0) / 1e9)
        }
        return samples.sorted()
    }

    /// The median seconds of `runs` runs after two warm-up runs, printing nothing (for ratios).
    static func median(runs: Int = 15, _ body: () -> Void) -> Double {
        samples(warmup: 2, runs: runs, body)[runs / 2]
    }

    /// A measured quantity that is not a time (sizes, memory).
    static func value(_ name: String, unit: String, _ v: Double) {
        guard enabled(name) else { return }
        row(name, unit, v, v, 1)
    }

    static func row(_ name: String, _ unit: String, _ median: Double, _ min: Double, _ runs: Int) {
        print(pad(name, 44) + pad(unit, 8) + lpad(format(median), 14) + lpad(format(min), 14) + lpad("\(runs)", 6))
    }

    static func format(_ v: Double) -> String {
        if v >= 1000 { return String(Int(v.rounded())) }
        let scaled = (v * 1000).rounded() / 1000
        return "\(scaled)"
    }

    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
    static func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? " " + s : String(repeating: " ", count: n - s.count) + s }

    /// Peak resident set size of this process so far, in MB (from /proc/self/status VmHWM).
    static func peakRSSMB() -> Double {
        guard let f = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, f) != nil {
            let s = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if s.hasPrefix("VmHWM:") {
                let digits = s.filter { $0.isNumber }
                return (Double(digits) ?? 0) / 1024
            }
        }
        return 0
    }
}
