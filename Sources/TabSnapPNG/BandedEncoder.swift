import CTabSnapPNG
import Dispatch
import TabSnapCore

/// The `fast` profile: filter None, zlib level 1, deflated in bands of rows on all cores and
/// joined into one zlib stream (see `tsp_deflate_band`). A band's height depends only on the
/// image's width, so the same image gives the same bytes on any machine and thread count.
enum BandedEncoder {
    /// About 250 KB of filtered rows per band. Each core's first band faults its buffers in
    /// (canvas, filtered rows, deflate output), so a smaller band is a faster single render:
    /// 1 MB bands took 3,000 page faults and ~1.2 ms more on a 1290x2796 screen than these
    /// (1,800). The cost is ~1 % in size, from the band restarts.
    static let bandBytes = 250_000

    /// Deflated as RGB first: the C pass that drops alpha refuses any band holding a pixel that
    /// is not opaque, and only then is the image deflated again with alpha. Most frames are
    /// opaque, and scanning every one for alpha beforehand was 4 % of a failing verify; a
    /// translucent image (icons, Lottie frames) costs that one packing pass instead, as bands
    /// not yet started skip the deflate once one has refused.
    static func encode(_ image: RGBAImage, text: [(key: String, value: String)]) throws(PNGError) -> [UInt8] {
        try encode(image, region: image.bounds, text: text)
    }

    /// The part of `image` inside `region` (within its bounds, not empty), read in place: the
    /// bytes `encode` gives for the cropped image, without copying its rows first. A failure's
    /// review crops were a copy each, and those fresh buffers were 40 % of a differing verify's
    /// page faults.
    static func encode(_ image: RGBAImage, region: PixelRect, text: [(key: String, value: String)]) throws(PNGError) -> [UInt8] {
        if let z = deflate(image, region, channels: 3) {
            return try wrap(z, width: region.width, height: region.height, colorType: Int32(TSP_COLOR_RGB), text: text)
        }
        guard let z = deflate(image, region, channels: 4) else { throw .encodeFailed("deflating the image data failed") }
        return try wrap(z, width: region.width, height: region.height, colorType: Int32(TSP_COLOR_RGBA), text: text)
    }

    /// The joined zlib stream of `region` of `image` as RGB (nil when a pixel is not opaque) or RGBA.
    private static func deflate(_ image: RGBAImage, _ region: PixelRect, channels: Int) -> [UInt8]? {
        precondition(!region.isEmpty && region.intersection(image.bounds) == region, "region outside the image")
        let width = region.width, height = region.height
        let bandRows = rowsPerBand(width: width, channels: channels)
        let bands = self.bands(width: width, height: height, channels: channels)
        let parts = BandParts(count: bands)
        let memo = BandMemo()
        image.pixels.withUnsafeBufferPointer { pixels in
            nonisolated(unsafe) let base = pixels.baseAddress! + (region.y0 * image.width + region.x0) * 4
            DispatchQueue.concurrentPerform(iterations: bands) { b in
                if parts.hasFailed { return }
                let y0 = b * bandRows, y1 = min(height, y0 + bandRows)
                parts.set(b, deflateBand(base, width: width, rowBytes: image.width * 4, channels: channels, rows: y0..<y1,
                                         last: b == bands - 1, memo: memo))
            }
        }
        defer { parts.free() }
        guard let done = parts.all else { return nil }
        return join(done)
    }

    /// The `fast` profile for an opaque image drawn band by band: `rows(r)` returns RGBA holding
    /// at least rows `r` (and may hold more), called once per group of bands, each group on a
    /// core, its bands deflated from it in turn plus the whole rows before them that its
    /// dictionary covers, so no full frame is held and the bytes are exactly `encode`'s for
    /// the same pixels. A group is one band unless `drawRows` asks for taller draws: a caller
    /// whose bands must each be drawn with margins (a blur reaching across a cut) asks for
    /// groups several margins tall, so the margins are drawn again a few times, not at every
    /// 64 rows. There are at least four groups (when there are four bands), so both cores
    /// draw and no group comes near a whole frame. Nil when a band turns out translucent (the
    /// caller encodes a full frame instead) or cannot be drawn.
    static func encodeStreamed(width: Int, height: Int, text: [(key: String, value: String)], drawRows: Int = 0,
                               rows: @Sendable (Range<Int>) -> ImageRows?) throws(PNGError) -> [UInt8]? {
        let bandRows = rowsPerBand(width: width, channels: 3)
        let bands = self.bands(width: width, height: height, channels: 3)
        let perGroup = max(1, min((drawRows + bandRows - 1) / bandRows, bands / 4))
        let groups = (bands + perGroup - 1) / perGroup
        let dictionaryRows = Int(TSP_DICTIONARY_ROWS)  // as tsp_deflate_band takes them
        let parts = BandParts(count: bands)
        let memo = BandMemo()
        DispatchQueue.concurrentPerform(iterations: groups) { g in
            let first = g * perGroup, last = min(bands, first + perGroup)
            if parts.hasFailed { return }  // translucent: the caller draws the frame whole
            let y0 = first * bandRows, y1 = min(height, last * bandRows), wanted = max(0, y0 - dictionaryRows)
            guard let drawn = rows(wanted..<y1), drawn.image.width == width, drawn.rows.lowerBound <= wanted,
                  drawn.rows.upperBound >= y1 else { return (first..<last).forEach { parts.set($0, nil) } }
            let image = drawn.image, start = drawn.firstRow
            defer { FrameMemory.recycle(image.pixels) }
            // Dropping alpha, a band fails (TSP_ERR_TRANSLUCENT) on any pixel that is not opaque.
            image.pixels.withUnsafeBufferPointer { pixels in
                for b in first..<last where !parts.hasFailed {
                    let r0 = b * bandRows, r1 = min(height, r0 + bandRows)
                    parts.set(b, deflateBand(pixels.baseAddress!, width: width, rowBytes: width * 4, channels: 3,
                                             rows: (r0 - start)..<(r1 - start), last: b == bands - 1, memo: memo))
                }
            }
        }
        defer { parts.free() }
        guard let done = parts.all else { return nil }
        return try wrap(join(done), width: width, height: height, colorType: Int32(TSP_COLOR_RGB), text: text)
    }

    /// The zlib stream of deflated bands: the header for level 1 (CMF 0x78: deflate, 32 KiB
    /// window; FLG 0x01: fastest), the bands, then the Adler-32 of everything, combined band by band.
    static func join(_ done: [BandPart]) -> [UInt8] {
        var z: [UInt8] = [0x78, 0x01]
        z.reserveCapacity(done.reduce(6) { $0 + $1.size })
        var adler = done[0].adler
        for (i, part) in done.enumerated() {
            z.append(contentsOf: UnsafeBufferPointer(start: part.bytes, count: part.size))
            if i > 0 { adler = tsp_adler32_combine(adler, part.adler, part.filtered) }
        }
        z += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return z
    }

    /// Rows `rows` of RGBA pixels at `base`, `rowBytes` apart (rows before them serve as its
    /// dictionary), deflated keeping `channels`; nil when the C pass refuses them or fails.
    private static func deflateBand(_ base: UnsafePointer<UInt8>, width: Int, rowBytes: Int, channels: Int, rows: Range<Int>,
                                    last: Bool, memo: BandMemo) -> BandPart? {
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0, filtered = 0
        var adler: UInt32 = 0
        let code = tsp_deflate_band(base, UInt32(width), rowBytes, 4, Int32(channels), UInt32(rows.lowerBound), UInt32(rows.upperBound),
                                    last ? 1 : 0, 1, memo.pointer, &out, &size, &adler, &filtered)
        guard code == 0, let out else { return nil }
        return BandPart(bytes: out, size: size, adler: adler, filtered: filtered)
    }

    static func rowsPerBand(width: Int, channels: Int) -> Int { max(1, bandBytes / (1 + width * channels)) }

    static func bands(width: Int, height: Int, channels: Int) -> Int {
        let rows = rowsPerBand(width: width, channels: channels)
        return (height + rows - 1) / rows
    }

    static func wrap(_ z: [UInt8], width: Int, height: Int, colorType: Int32, text: [(key: String, value: String)]) throws(PNGError) -> [UInt8] {
        try PNGEncoder.frame(z, width: width, height: height, colorType: colorType, bitDepth: 8, text: text)
    }
}

/// The bands of one image that repeat a single row, deflated once (see `tsp_band_memo`): on a
/// screen that is mostly background, most bands are such.
final class BandMemo: @unchecked Sendable {
    let pointer: OpaquePointer?
    init() { pointer = tsp_band_memo_create() }
    deinit { tsp_band_memo_free(pointer) }
}

struct BandPart {
    let bytes: UnsafeMutablePointer<UInt8>
    let size: Int
    let adler: UInt32
    let filtered: Int
}

/// Each band's output, written by its own worker.
final class BandParts: @unchecked Sendable {
    private var parts: [BandPart?]
    private var failed = false
    private let lock = NSLock()

    init(count: Int) { parts = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ part: BandPart?) {
        lock.lock()
        if let part { parts[i] = part } else { failed = true }
        lock.unlock()
    }

    var all: [BandPart]? { failed ? nil : parts.compactMap { $0 } }

    var hasFailed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }

    func free() { for p in parts { if let p { tsp_free(p.bytes) } } }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
