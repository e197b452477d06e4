import CTabSnapPNG
import TabSnapCore

/// What the header of a PNG says, before any transformation.
public struct PNGHeader: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let bitDepth: Int
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
    public let colorType: Int
    public let interlaced: Bool
}

/// A decoded PNG: its pixels as 8-bit straight RGBA, its header and its text chunks.
public struct DecodedPNG: Sendable {
    public let image: RGBAImage
    public let header: PNGHeader
    /// tEXt, zTXt and iTXt chunks in file order, as (keyword, text).
    public let text: [(key: String, value: String)]

    /// Whether libdeflate inflated the image data whole (tests check the fast way is taken).
    var inflatedWhole = false
    /// Rows whose filter the C shim undid before libpng read them (tests check that pass ran).
    var unfilteredRows = 0

    /// The first text value stored under `key`.
    public func text(_ key: String) -> String? { text.first { $0.key == key }?.value }
}

/// Decodes PNG data with libpng. Every colour type and bit depth becomes 8-bit RGBA (16-bit
/// samples keep their high byte); gAMA, sRGB and iCCP never change pixel values.
public enum PNGDecoder {
    public static func decode(_ data: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> DecodedPNG {
        try decode(data, limits: limits, inflateWhole: true)
    }

    /// `inflateWhole: false` always streams the image data through libpng's zlib (tests compare
    /// the two ways).
    static func decode(_ data: [UInt8], limits: PNGLimits, inflateWhole: Bool) throws(PNGError) -> DecodedPNG {
        try checkHeader(data, limits: limits)
        return try data.withUnsafeBufferPointer { (buf) throws(PNGError) -> DecodedPNG in
            var code: Int32 = 0
            var message = [CChar](repeating: 0, count: Int(TSP_MESSAGE_SIZE))
            guard let base = buf.baseAddress, buf.count > 0 else { throw PNGError.notPNG }
            var c = cLimits(limits)
            guard let dec = tsp_decoder_open(base, buf.count, &c, &code, &message) else {
                throw error(code, message)
            }
            defer { tsp_decoder_close(dec) }
            let header = PNGHeader(
                width: Int(tsp_decoder_width(dec)), height: Int(tsp_decoder_height(dec)),
                bitDepth: Int(tsp_decoder_bit_depth(dec)), colorType: Int(tsp_decoder_color_type(dec)),
                interlaced: tsp_decoder_interlaced(dec) != 0)
            try checkLimits(width: header.width, height: header.height, limits: limits)
            try checkDataCanHoldImage(header, fileSize: buf.count)
            let count = header.width * header.height * 4
            // Room for the inflated rows behind the pixels (at most a byte a row more).
            let capacity = inflateWhole ? Int(tsp_decoder_whole_capacity(dec)) : 0
            var failure: Int32 = 0
            // A frame from FrameMemory (huge pages, or a recycled frame): libpng writes every
            // byte of the image; the room behind it is dropped below, unread.
            var pixels = FrameMemory.bytes(count: max(count, capacity)) { out in
                failure = tsp_decoder_read_rgba(dec, out.baseAddress, count, capacity, &message)
                if failure != 0 { out.initialize(repeating: 0) }  // never expose uninitialised memory
            }
            if capacity > count { pixels.removeLast(capacity - count) }  // the capacity stays
            if failure != 0 { throw error(failure, message) }
            return DecodedPNG(
                image: RGBAImage(width: header.width, height: header.height, pixels: pixels),
                header: header, text: readText(dec), inflatedWhole: tsp_decoder_inflated_whole(dec) != 0,
                unfilteredRows: Int(tsp_decoder_unfiltered_rows(dec)))
        }
    }

    /// Reads and decodes a file (refusing files over 512 MiB before reading them).
    public static func decodeFile(_ path: String, limits: PNGLimits = .default) throws(PNGError) -> DecodedPNG {
        let data: [UInt8]
        do { data = try AtomicFile.read(path, limit: 512 << 20) } catch let e as FileError {
            throw .file(e)
        } catch { throw .file(FileError(path: path, reason: "\(error)")) }
        return try decode(data, limits: limits)
    }

    /// Reads the header only: size, depth and colour type, without decoding pixels (any size is
    /// reported; the chunk and text limits still apply).
    public static func header(_ data: [UInt8], limits: PNGLimits = .default) throws(PNGError) -> PNGHeader {
        try data.withUnsafeBufferPointer { (buf) throws(PNGError) -> PNGHeader in
            var code: Int32 = 0
            var message = [CChar](repeating: 0, count: Int(TSP_MESSAGE_SIZE))
            guard let base = buf.baseAddress, buf.count > 0 else { throw PNGError.notPNG }
            var c = cLimits(limits)
            (c.max_width, c.max_height) = (UInt32(Int32.max), UInt32(Int32.max))
            guard let dec = tsp_decoder_open(base, buf.count, &c, &code, &message) else {
                throw error(code, message)
            }
            defer { tsp_decoder_close(dec) }
            return PNGHeader(
                width: Int(tsp_decoder_width(dec)), height: Int(tsp_decoder_height(dec)),
                bitDepth: Int(tsp_decoder_bit_depth(dec)), colorType: Int(tsp_decoder_color_type(dec)),
                interlaced: tsp_decoder_interlaced(dec) != 0)
        }
    }

    /// IHDR always sits at byte 8; reading its size here gives an error with the numbers in it
    /// before libpng is even started.
    private static func checkHeader(_ data: [UInt8], limits: PNGLimits) throws(PNGError) {
        guard data.count >= 24, data[12] == 0x49, data[13] == 0x48, data[14] == 0x44, data[15] == 0x52 else { return }
        func be32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        try checkLimits(width: be32(16), height: be32(20), limits: limits)
    }

    /// deflate cannot expand data more than about 1032:1, so a file far smaller than its image's
    /// packed samples is truncated; refusing it here stops a tiny file from making us allocate
    /// gigabytes for pixels it does not have.
    private static func checkDataCanHoldImage(_ h: PNGHeader, fileSize: Int) throws(PNGError) {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][h.colorType] ?? 4
        let rowBytes = (h.width * channels * h.bitDepth + 7) / 8
        let packed = rowBytes * h.height  // a lower bound on the decompressed size
        if fileSize * 1032 < packed {
            throw .truncated("a \(fileSize)-byte file cannot hold the \(h.width)x\(h.height) image its header describes")
        }
    }

    private static func cLimits(_ l: PNGLimits) -> tsp_limits {
        tsp_limits(max_width: UInt32(clamping: l.maxWidth), max_height: UInt32(clamping: l.maxHeight),
                   max_metadata_bytes: UInt32(clamping: l.maxMetadataBytes), max_text_bytes: UInt32(clamping: l.maxTextBytes))
    }

    private static func checkLimits(width: Int, height: Int, limits: PNGLimits) throws(PNGError) {
        if !limits.allows(width: width, height: height) { throw .tooLarge(width: width, height: height, limits: limits) }
    }

    private static func readText(_ dec: OpaquePointer) -> [(key: String, value: String)] {
        var out: [(key: String, value: String)] = []
        let n = tsp_decoder_text_count(dec)
        for i in 0..<n {
            var key: UnsafePointer<CChar>?
            var text: UnsafePointer<CChar>?
            var length = 0
            guard tsp_decoder_text_at(dec, i, &key, &text, &length) != 0, let key, let text else { continue }
            let bytes = UnsafeRawBufferPointer(start: text, count: length)
            out.append((key: latin1(UnsafeRawBufferPointer(start: key, count: strlen(key))), value: utf8OrLatin1(bytes)))
        }
        return out
    }

    /// Keywords are Latin-1; tEXt text is Latin-1 and iTXt is UTF-8. Valid UTF-8 is taken as
    /// UTF-8, anything else as Latin-1, which maps every byte.
    private static func utf8OrLatin1(_ bytes: UnsafeRawBufferPointer) -> String {
        if let s = String(validating: bytes, as: UTF8.self) { return s }
        return latin1(bytes)
    }

    private static func latin1(_ bytes: UnsafeRawBufferPointer) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    static func text(of message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func error(_ code: Int32, _ message: [CChar]) -> PNGError {
        let text = text(of: message)
        switch Int(code) {
        case Int(TSP_ERR_NOT_PNG): return .notPNG
        case Int(TSP_ERR_TRUNCATED): return .truncated(text)
        case Int(TSP_ERR_CRC): return .badCRC(text)
        case Int(TSP_ERR_NO_MEMORY): return .outOfMemory(text)
        case Int(TSP_ERR_TOO_LARGE): return .overLimit(text)
        default: return .invalid(text)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
