// libFuzzer entry point for the PNG decode path: the C shim (Sources/CTabSnapPNG, with ASan and
// coverage) over the system libpng, called as PNGDecoder.decode calls it. Built by `make fuzz`:
//   clang -fsanitize=fuzzer-no-link,address -c tabsnap_png.c
//   swiftc -sanitize=fuzzer,address -import-objc-header tabsnap_png.h Fuzz/PNGDecodeFuzz.swift tabsnap_png.o -lpng16
// Any input must decode or be refused with a code: a trap, an ASan report, a hang (-timeout)
// or memory past -rss_limit_mb is a bug. The limits are PNGDecoder's, but smaller images
// (2^22 pixels) keep each input fast. Each input is decoded both ways PNGDecoder can read image
// data, and the two must agree (but for the two refusals only zlib makes, see whole_inflate).

@_cdecl("LLVMFuzzerTestOneInput")
public func pngDecodeFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    // Both ways PNGDecoder can read the image data (inflated whole by libdeflate, or streamed
    // through libpng's zlib) must give the same code, message and pixels.
    let whole = decode(data, size, inflateWhole: true)
    let streamed = decode(data, size, inflateWhole: false)
    // Two refusals are zlib's alone (reserved deflate symbols, data padded after the last row):
    // such a file may decode whole. Any other difference is a bug.
    let zlibAlone = whole.code == 0 && (streamed.message.contains("IDAT: invalid") || streamed.message.contains("IDAT: too many")
                                       || streamed.message.contains("after the last row began"))
    precondition(zlibAlone || (whole.code == streamed.code && whole.message == streamed.message),
                 "whole: \(whole.code) \(whole.message); streamed: \(streamed.code) \(streamed.message)")
    if zlibAlone { return 0 }
    precondition(whole.pixels == streamed.pixels, "the two ways decoded different pixels")
    return whole.sink == Int.min ? 1 : 0
}

func decode(_ data: UnsafePointer<UInt8>, _ size: Int, inflateWhole: Bool) -> (code: Int32, message: String, pixels: [UInt8], sink: Int) {
    var limits = tsp_limits(max_width: 4096, max_height: 4096, max_metadata_bytes: 8 << 20, max_text_bytes: 1 << 20)
    var code: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(TSP_MESSAGE_SIZE))
    guard let dec = tsp_decoder_open(data, size, &limits, &code, &message) else {
        precondition(code != 0 && message[Int(TSP_MESSAGE_SIZE) - 1] == 0, "refused without a code or message")
        return (code, String(cString: message), [], 0)
    }
    defer { tsp_decoder_close(dec) }
    let width = Int(tsp_decoder_width(dec)), height = Int(tsp_decoder_height(dec))
    precondition(width <= 4096 && height <= 4096, "libpng's user limits let \(width)x\(height) through")
    guard width * height <= 1 << 22 else { return (-1, "", [], 0) }  // PNGDecoder refuses these before libpng
    let count = width * height * 4
    // Room for the inflated rows as PNGDecoder.decode gives it.
    let capacity = inflateWhole ? Int(tsp_decoder_whole_capacity(dec)) : 0
    var pixels = [UInt8](repeating: 0xA5, count: max(count, capacity))
    let failure = pixels.withUnsafeMutableBufferPointer { tsp_decoder_read_rgba(dec, $0.baseAddress, count, capacity, &message) }
    pixels.removeLast(pixels.count - count)
    var sink = Int(failure)
    if failure == 0 {
        // Text chunks are read back whole, as PNGDecoder.readText does.
        for i in 0..<tsp_decoder_text_count(dec) {
            var key: UnsafePointer<CChar>?
            var text: UnsafePointer<CChar>?
            var length = 0
            guard tsp_decoder_text_at(dec, i, &key, &text, &length) != 0, let key, let text else { continue }
            let raw = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
            for j in stride(from: 0, to: length, by: 97) { sink &+= Int(raw[j]) }
            sink &+= Int(key.pointee)
        }
        sink &+= Int(pixels[count / 2])
    }
    return (failure, failure == 0 ? "" : String(cString: message), failure == 0 ? pixels : [], sink)
}
