import CTabSnapPNG
import TabSnapCore

/// How hard the encoder works.
public enum PNGProfile: String, Sendable, CaseIterable {
    /// For artifacts and previews: RGB or RGBA (alpha dropped when every pixel is opaque), no
    /// filtering, zlib level 1 deflated in bands on all cores. A few milliseconds a frame.
    case fast
    /// For committed references: palette or grey where the pixels allow, then several filter
    /// and zlib strategies at level 9, keeping the smallest.
    case small
}

/// Encodes 8-bit RGBA to PNG, choosing the colour type from the pixels. The same pixels and
/// options always give the same bytes (with the same zlib): no tIME chunk, fixed settings.
public enum PNGEncoder {
    /// `text` becomes tEXt chunks in the given order (Latin-1 keywords of 1–79 characters).
    public static func encode(_ image: RGBAImage, profile: PNGProfile = .small,
                              text: [(key: String, value: String)] = []) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw .encodeFailed("image is empty (\(image.width)x\(image.height))") }
        try checkKeywords(text)
        if profile == .fast { return try BandedEncoder.encode(image, text: text) }
        // `small`: every colour type the pixels allow, several filters and strategies, the
        // smallest kept.
        let analysis = ColorAnalysis(image)
        var candidates: [PackedPixels] = []
        if let palette = analysis.palette {
            candidates.append(PackedPixels.palette(image, palette))
        }
        candidates.append(PackedPixels.direct(image, opaque: analysis.opaque, gray: analysis.gray))

        var best: [UInt8]? = nil
        for packed in candidates {
            for settings in settingsToTry(packed) {
                let bytes = try encode(packed, settings, text: text)
                if best == nil || bytes.count < best!.count { best = bytes }
            }
        }
        return best!
    }

    /// The part of `image` inside `region` (clamped to the image), as `encode` gives the cropped
    /// image; the `fast` profile reads those rows in place instead of copying them out.
    public static func encode(_ image: RGBAImage, region: PixelRect, profile: PNGProfile = .small,
                              text: [(key: String, value: String)] = []) throws(PNGError) -> [UInt8] {
        let r = region.intersection(image.bounds)
        guard !r.isEmpty else {
            throw .encodeFailed("region \(region) holds no pixel of the \(image.width)x\(image.height) image")
        }
        if r == image.bounds || profile != .fast { return try encode(image.cropped(to: r)!, profile: profile, text: text) }
        try checkKeywords(text)
        return try BandedEncoder.encode(image, region: r, text: text)
    }

    static func checkKeywords(_ text: [(key: String, value: String)]) throws(PNGError) {
        for (key, _) in text where key.isEmpty || key.utf8.count > 79 {
            throw .encodeFailed("text keyword must be 1–79 characters: \"\(key)\"")
        }
    }

    /// Encodes and writes atomically (temporary file + rename) to `path`.
    public static func write(_ image: RGBAImage, to path: String, profile: PNGProfile = .small,
                             text: [(key: String, value: String)] = [], durable: Bool = true) throws(PNGError) {
        try write(encode(image, profile: profile, text: text), to: path, durable: durable)
    }

    /// Writes the part of `image` inside `region` (see `encode(_:region:profile:text:)`) atomically.
    public static func write(_ image: RGBAImage, region: PixelRect, to path: String, profile: PNGProfile = .small,
                             text: [(key: String, value: String)] = [], durable: Bool = true) throws(PNGError) {
        try write(encode(image, region: region, profile: profile, text: text), to: path, durable: durable)
    }

    static func write(_ bytes: [UInt8], to path: String, durable: Bool) throws(PNGError) {
        do { try AtomicFile.write(bytes, to: path, durable: durable) } catch let e as FileError {
            throw .file(e)
        } catch { throw .file(FileError(path: path, reason: "\(error)")) }
    }

    /// Writes an opaque image that `rows` draws band by band (see `BandedEncoder.encodeStreamed`)
    /// in the `fast` profile, atomically. False, writing nothing, when the image turns out
    /// translucent or a band could not be drawn: the caller then writes a full frame.
    /// The bytes `writeStreamed` writes, or nil when the image turns out translucent.
    public static func encodeStreamed(width: Int, height: Int, text: [(key: String, value: String)] = [],
                                      rows: @Sendable (Range<Int>) -> ImageRows?) throws(PNGError) -> [UInt8]? {
        guard width > 0, height > 0 else { throw .encodeFailed("image is empty (\(width)x\(height))") }
        try checkKeywords(text)
        return try BandedEncoder.encodeStreamed(width: width, height: height, text: text, rows: rows)
    }

    public static func writeStreamed(width: Int, height: Int, to path: String, text: [(key: String, value: String)] = [],
                                     durable: Bool = true, rows: @Sendable (Range<Int>) -> ImageRows?) throws(PNGError) -> Bool {
        guard let bytes = try encodeStreamed(width: width, height: height, text: text, rows: rows) else { return false }
        try write(bytes, to: path, durable: durable)
        return true
    }

    struct Settings {
        var filters: Int32
        var level: Int32
        var strategy: Int32
    }

    // libpng's filter masks and zlib's strategies, spelled out so Swift needs no zlib module.
    static let filterNone: Int32 = 0x08, filterSub: Int32 = 0x10, filterUp: Int32 = 0x20, filterAll: Int32 = 0xF8
    static let zDefault: Int32 = 0, zFiltered: Int32 = 1, zRLE: Int32 = 3

    /// The `small` profile's candidates: palette and sub-byte rows compress best unfiltered;
    /// truecolour usually prefers adaptive filtering. Trying both costs little and keeps us from
    /// guessing wrong.
    static func settingsToTry(_ packed: PackedPixels) -> [Settings] {
        var s = [Settings(filters: filterNone, level: 9, strategy: zDefault),
                 Settings(filters: filterAll, level: 9, strategy: zDefault)]
        if packed.colorType != Int32(TSP_COLOR_PALETTE) {
            s.append(Settings(filters: filterAll, level: 9, strategy: zFiltered))
        }
        return s
    }

    static func encode(_ packed: PackedPixels, _ s: Settings, text: [(key: String, value: String)]) throws(PNGError) -> [UInt8] {
        var message = [CChar](repeating: 0, count: Int(TSP_MESSAGE_SIZE))
        var out: UnsafeMutablePointer<UInt8>? = nil
        var outSize = 0
        let (keys, values) = cText(text)
        defer { keys.forEach { free($0) }; values.forEach { free($0) } }
        let code: Int32 = packed.rows.withUnsafeBufferPointer { rows in
            packed.palette.withUnsafeBufferPointer { plte in
                packed.trans.withUnsafeBufferPointer { trns in
                    keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { k in
                        values.map { UnsafePointer($0) }.withUnsafeBufferPointer { v in
                            var o = tsp_encode_options()
                            o.color_type = packed.colorType
                            o.bit_depth = packed.bitDepth
                            o.filters = s.filters
                            o.compression_level = s.level
                            o.mem_level = 9
                            o.strategy = s.strategy
                            o.palette = plte.baseAddress
                            o.palette_count = Int32(packed.palette.count / 3)
                            o.trans = trns.baseAddress
                            o.trans_count = Int32(packed.trans.count)
                            o.text_keys = k.baseAddress
                            o.text_values = v.baseAddress
                            o.text_count = Int32(text.count)
                            o.strip_filler = packed.stripFiller ? 1 : 0
                            return tsp_encode(rows.baseAddress, UInt32(packed.width), UInt32(packed.height),
                                              packed.rowBytes, &o, &out, &outSize, &message)
                        }
                    }
                }
            }
        }
        guard code == 0, let out else { throw .encodeFailed(PNGDecoder.text(of: message)) }
        defer { tsp_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: outSize))
    }

    /// tEXt keywords and values as C strings (freed by the caller).
    static func cText(_ text: [(key: String, value: String)]) -> ([UnsafeMutablePointer<CChar>?], [UnsafeMutablePointer<CChar>?]) {
        (text.map { strdup(latin1Bytes($0.key)) }, text.map { strdup(latin1Bytes($0.value)) })
    }

    /// tEXt is Latin-1: characters outside it become '?', so the chunk stays valid.
    static func latin1Bytes(_ s: String) -> [CChar] {
        s.unicodeScalars.map { $0.value < 256 && $0.value != 0 ? CChar(bitPattern: UInt8($0.value)) : CChar(63) } + [0]
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
