import Foundation
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapPNG
import XCTest

/// A short, deterministic fuzz run inside the test suite (the long runs are `make fuzz`):
/// 2,000 mutated PNGs, half with their chunk CRCs repaired so the damage reaches libpng's
/// chunk handlers and the inflater. Each must decode within the limits or throw a PNGError,
/// quickly.
final class MutationTests: XCTestCase {
    func testMutatedPNGsDecodeOrThrowWithinLimits() throws {
        let seeds = try Self.seeds()
        XCTAssertGreaterThan(seeds.count, 10)
        let limits = PNGLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22)
        var rng = SplitMix64(seed: 17)
        var decoded = 0
        for i in 0..<2000 {
            var png = seeds[i % seeds.count]
            for _ in 0...(rng.next() % 2) { Self.mutate(&png, &rng) }
            if i % 2 == 0 { Self.repairCRCs(&png) }
            do {
                let d = try PNGDecoder.decode(png, limits: limits)
                XCTAssertTrue(d.image.width <= 4096 && d.image.height <= 4096 && d.image.width * d.image.height <= 1 << 22)
                XCTAssertEqual(d.image.pixels.count, d.image.width * d.image.height * 4)
                decoded += 1
            } catch {
                XCTAssertFalse(error.description.isEmpty, "mutation \(i)")
            }
        }
        XCTAssertGreaterThan(decoded, 50, "mutations too harsh to reach the decoder")
    }

    /// PngSuite when it is beside the repository, else encoder output and hand-built files.
    static func seeds() throws -> [[UInt8]] {
        if let suite = try? TestPaths.requirePngSuite() {
            let names = try FileManager.default.contentsOfDirectory(atPath: suite).filter { $0.hasSuffix(".png") }.sorted()
            return try names.map { try AtomicFile.read(suite + "/" + $0) }
        }
        var out: [[UInt8]] = []
        for kind in EncodeTests.Kind.allCases {
            for profile in PNGProfile.allCases {
                out.append(try PNGEncoder.encode(EncodeTests.randomImage(width: 13, height: 7, kind: kind, seed: 3), profile: profile))
            }
        }
        for depth in [1, 2, 4, 8, 16] {
            let raw = HostilePNG.filteredBytes(width: 9, height: 5, bitsPerPixel: depth)
            out.append(HostilePNG.file(width: 9, height: 5, bitDepth: depth, idat: HostilePNG.zeros(raw)))
        }
        return out
    }

    static func mutate(_ png: inout [UInt8], _ rng: inout SplitMix64) {
        guard !png.isEmpty else { return }
        let at = Int(rng.next() % UInt64(png.count))
        switch rng.next() % 6 {
        case 0: png[at] ^= UInt8(1 << (rng.next() % 8))
        case 1: png[at] = [0, 0xFF, 0x7F, 0x80, 1][Int(rng.next() % 5)]
        case 2:  // a length, size or count field set to something extreme
            let v: [UInt8] = [[0x7F, 0xFF, 0xFF, 0xFF], [0xFF, 0xFF, 0xFF, 0xFF], [0, 1, 0, 0], [0, 0, 0, 0]][Int(rng.next() % 4)]
            for (k, b) in v.enumerated() where at + k < png.count { png[at + k] = b }
        case 3: png.removeSubrange(at..<png.count)
        case 4:
            let end = min(png.count, at + 1 + Int(rng.next() % 64))
            png.insert(contentsOf: Array(png[at..<end]), at: Int(rng.next() % UInt64(png.count)))
        default: png.removeSubrange(at..<min(png.count, at + 1 + Int(rng.next() % 16)))
        }
    }

    /// Recomputes every whole chunk's CRC, so only the mutation itself can be the reason.
    static func repairCRCs(_ png: inout [UInt8]) {
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard length <= png.count - i - 12 else { return }
            let crc = HostilePNG.crc32(Array(png[(i + 4)..<(i + 8 + length)]))
            for b in 0..<4 { png[i + 8 + length + b] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(b))) }
            i += 12 + length
        }
    }
}
