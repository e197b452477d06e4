// libFuzzer entry point for the PNG decode path: the C shim (Sources/CTabSnapPNG, with ASan and
// coverage) over the system libpng, called as PNGDecoder.decode calls it. Built by `make fuzz`:
//   clang -fsanitize=fuzzer-no-link,address -c tabsnap_png.c
//   swiftc -sanitize=fuzzer,address -import-objc-header tabsnap_png.h Fuzz/PNGDecodeFuzz.swift tabsnap_png.o -lpng16
// Any input must decode or be refused with a code: a trap, an ASan report, a hang (-timeout)
// or memory past -rss_limit_mb is a bug. The limits are PNGDecoder's, but smaller images
// (2^22 pixels) keep each input fast.

@_cdecl("LLVMFuzzerTestOneInput")
public func pngDecodeFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    var limits = tsp_limits(max_width: 4096, max_height: 4096, max_metadata_bytes: 8 << 20, max_text_bytes: 1 << 20)
    var code: Int32 = 0
    var message = [CChar](repeating: 0, count: Int(TSP_MESSAGE_SIZE))
    guard let dec = tsp_decoder_open(data, size, &limits, &code, &message) else {
        precondition(code != 0 && message[Int(TSP_MESSAGE_SIZE) - 1] == 0, "refused without a code or message")
        return 0
    }
    defer { tsp_decoder_close(dec) }
    let width = Int(tsp_decoder_width(dec)), height = Int(tsp_decoder_height(dec))
    precondition(width <= 4096 && height <= 4096, "libpng's user limits let \(width)x\(height) through")
    guard width * height <= 1 << 22 else { return 0 }  // PNGDecoder refuses these before libpng
    let count = width * height * 4
    var pixels = [UInt8](repeating: 0xA5, count: count)
    let failure = pixels.withUnsafeMutableBufferPointer { tsp_decoder_read_rgba(dec, $0.baseAddress, count, &message) }
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
    return sink == Int.min ? 1 : 0
}
