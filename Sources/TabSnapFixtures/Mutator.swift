/// Deterministic mutations of a seed document for the decoders' fuzz tests: byte flips,
/// insertions, deletions, repeated slices and splices of values decoders find hard (huge,
/// negative, non-finite, empty, deeply nested). The same seed and RNG give the same inputs on
/// every machine, so a failure reproduces by its iteration number.
public struct Mutator {
    public static let dictionary: [String] = [
        "1e308", "-1e308", "-1", "0", "1e-320", "NaN", "inf", "-0", "99999999999999999999", "\"\"", "[]", "{}", "null", "true",
        "\"\\u0000\"", "\"" + String(repeating: "x", count: 300) + "\"", String(repeating: "[", count: 300),
        "\"M0 0 A1e-200 1e-200 0 0 1 1 1\"", "\"#\"", "\"#GGGGGG\"", "\"#12345\"", ": &a [*a]", "\n- ", "\t", "\u{FEFF}",
        "\"width / 0\"", "\"(((1)))\"", "\"🏳️‍🌈\"", "\"\\n\"", "\"mdi:\"", "\"house.fill.fill\"",
    ]

    var rng: SplitMix64

    public init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// One mutant of `seed`, with one to four changes.
    public mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var bytes = seed
        for _ in 0..<(1 + Int(rng.next() % 4)) {
            let at = bytes.isEmpty ? 0 : Int(rng.next() % UInt64(bytes.count))
            switch rng.next() % 6 {
            case 0 where !bytes.isEmpty: bytes[at] ^= UInt8(truncatingIfNeeded: 1 << (rng.next() % 8))
            case 1: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
            case 2 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(rng.next() % 16)))
            case 3 where !bytes.isEmpty:
                let end = min(bytes.count, at + 1 + Int(rng.next() % 64))
                bytes.insert(contentsOf: bytes[at..<end], at: Int(rng.next() % UInt64(bytes.count)))
            default:
                let word = Self.dictionary[Int(rng.next() % UInt64(Self.dictionary.count))]
                bytes.insert(contentsOf: Array(word.utf8), at: at)
            }
        }
        return bytes
    }
}
