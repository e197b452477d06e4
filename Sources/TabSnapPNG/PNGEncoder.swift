import CTabSnapPNG
import TabSnapCore

/// How hard the encoder works.
public enum PNGProfile: String, Sendable, CaseIterable {
    /// For artifacts and previews: RGB or RGBA (alpha dropped when every pixel is opaque), no
    /// filtering, zlib level 1 deflated in bands on all cores. A few milliseconds a frame.
    case fast
    /// For committed references: palette (most frequent colour first) or grey where the pixels
    /// allow; filter None or one chosen per row (fewest distinct byte pairs), whichever a
    /// quick deflate finds smaller; then the whole
    /// image data deflated by libdeflate at level 12 or zlib at 9, whichever is smaller. About
    /// 0.6 s of CPU a 1290×2796 screen.
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
        // `small`: every colour type the pixels allow, with filter None or one chosen per row
        // (by the fewest distinct byte pairs), judged by a quick deflate (libdeflate level 1 ranks them as level 12 does on UI
        // screens, at a fiftieth of its time); only the smallest is deflated at level 12.
        let analysis = ColorAnalysis(image)
        var candidates: [PackedPixels] = []
        if let palette = analysis.palette {
            candidates.append(PackedPixels.palette(image, palette))
        }
        candidates.append(PackedPixels.direct(image, opaque: analysis.opaque, gray: analysis.gray))

        var best: (packed: PackedPixels, rows: FilteredRows, estimate: Int)? = nil
        for packed in candidates {
            // Palette indices are not magnitudes: filtering them rarely pays (libpng's advice too).
            for choice in packed.colorType == Int32(TSP_COLOR_PALETTE) || packed.bitDepth < 8 ? [FilteredRows.Choice.none] : FilteredRows.Choice.allCases {
                let rows = try FilteredRows(packed, choice: choice)
                // The PLTE and tRNS chunks count too: a grey image of 200 levels is smaller
                // as grey than as the same bytes with a 600-byte palette.
                let chunks = packed.palette.isEmpty ? 0 : 12 + packed.palette.count + (packed.trans.isEmpty ? 0 : 12 + packed.trans.count)
                let estimate = try rows.deflated(level: 1).count + chunks
                if best == nil || estimate < best!.estimate { best = (packed, rows, estimate) }
            }
        }
        let (packed, rows, _) = best!
        // libdeflate's level 12 is usually 2–4 % smaller than zlib's 9, but not always (a
        // palette of icons on a plain ground came out 4 % larger): zlib's costs a fifth as much.
        let slow = try rows.deflated(level: 12), zlib9 = try rows.deflated(level: 9, zlib: true)
        return try encode(packed, deflated: zlib9.count < slow.count ? zlib9 : slow, text: text)
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
    /// `drawRows`: how many rows `rows` should at least be asked for at a time (see
    /// `BandedEncoder.encodeStreamed`); the bytes do not depend on it.
    public static func encodeStreamed(width: Int, height: Int, text: [(key: String, value: String)] = [], drawRows: Int = 0,
                                      rows: @Sendable (Range<Int>) -> ImageRows?) throws(PNGError) -> [UInt8]? {
        guard width > 0, height > 0 else { throw .encodeFailed("image is empty (\(width)x\(height))") }
        try checkKeywords(text)
        return try BandedEncoder.encodeStreamed(width: width, height: height, text: text, drawRows: drawRows, rows: rows)
    }

    public static func writeStreamed(width: Int, height: Int, to path: String, text: [(key: String, value: String)] = [],
                                     durable: Bool = true, drawRows: Int = 0,
                                     rows: @Sendable (Range<Int>) -> ImageRows?) throws(PNGError) -> Bool {
        guard let bytes = try encodeStreamed(width: width, height: height, text: text, drawRows: drawRows, rows: rows) else { return false }
        try write(bytes, to: path, durable: durable)
        return true
    }

    /// A PNG of `packed` around its image data already deflated (`FilteredRows.deflated`).
    static func encode(_ packed: PackedPixels, deflated: [UInt8], text: [(key: String, value: String)]) throws(PNGError) -> [UInt8] {
        try frame(deflated, width: packed.width, height: packed.height, colorType: packed.colorType, bitDepth: packed.bitDepth,
                  palette: packed.palette, trans: packed.trans, text: text)
    }

    /// The file around a whole zlib stream of filtered rows: libpng writes the signature, IHDR,
    /// PLTE and tRNS (for a palette), the tEXt chunks, then the stream in IDAT chunks and IEND.
    /// Both profiles end here.
    static func frame(_ z: [UInt8], width: Int, height: Int, colorType: Int32, bitDepth: Int32, palette: [UInt8] = [],
                      trans: [UInt8] = [], text: [(key: String, value: String)]) throws(PNGError) -> [UInt8] {
        var message = [CChar](repeating: 0, count: Int(TSP_MESSAGE_SIZE))
        var out: UnsafeMutablePointer<UInt8>? = nil
        var outSize = 0
        let (keys, values) = cText(text)
        defer { keys.forEach { free($0) }; values.forEach { free($0) } }
        let code: Int32 = z.withUnsafeBufferPointer { zb in
            palette.withUnsafeBufferPointer { plte in
                trans.withUnsafeBufferPointer { trns in
                    keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { k in
                        values.map { UnsafePointer($0) }.withUnsafeBufferPointer { v in
                            var o = tsp_encode_options()
                            o.color_type = colorType
                            o.bit_depth = bitDepth
                            o.palette = plte.baseAddress
                            o.palette_count = Int32(palette.count / 3)
                            o.trans = trns.baseAddress
                            o.trans_count = Int32(trans.count)
                            o.text_keys = k.baseAddress
                            o.text_values = v.baseAddress
                            o.text_count = Int32(text.count)
                            return tsp_encode_deflated(UInt32(width), UInt32(height), &o, zb.baseAddress, zb.count, &out, &outSize, &message)
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
