import CTabSnapPNG
import TabSnapCore

/// What the encoder needs to know about an image's colours to pick the smallest colour type.
struct ColorAnalysis {
    var opaque = true
    var gray = true
    /// Distinct colours (as RGBA packed big-endian into a UInt32), most frequent first, or nil
    /// when there are more than 256.
    var palette: [UInt32]?

    init(_ image: RGBAImage) {
        var opaque = true, gray = true
        var counts: [UInt32: Int]? = [:]
        image.pixels.withUnsafeBufferPointer { buffer in
            // A raw pointer: a debug build pays a call and a check per buffer subscript.
            guard let p = buffer.baseAddress else { return }
            var last: UInt32 = 0, run = 0
            var i = 0
            while i < buffer.count {
                let r = p[i], g = p[i + 1], b = p[i + 2], a = p[i + 3]
                if a != 255 { opaque = false }
                if r != g || g != b { gray = false }
                if counts != nil {
                    // UI images are long runs of one colour: the table sees each run once.
                    let c = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
                    if run > 0 && c == last {
                        run += 1
                    } else {
                        if run > 0 { counts![last, default: 0] += run }
                        last = c
                        run = 1
                        if counts!.count > 256 { counts = nil }
                    }
                } else if !opaque && !gray {
                    break  // nothing left to learn
                }
                i += 4
            }
            if run > 0, counts != nil {
                counts![last, default: 0] += run
                if counts!.count > 256 { counts = nil }
            }
        }
        self.opaque = opaque
        self.gray = gray
        // The most frequent colour takes index 0, the value of every row's filter-type byte
        // (filter None), so a row of background and the byte before it are one run for deflate:
        // a screen's palette file came out 25 % smaller than with the colours sorted by value.
        // Ties go by value, so the order never depends on hashing.
        self.palette = counts.map { table in
            table.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        }
    }
}

/// Rows already converted to the colour type and bit depth that go into the file.
struct PackedPixels {
    var width: Int
    var height: Int
    var colorType: Int32
    var bitDepth: Int32
    var rowBytes: Int
    var rows: [UInt8]
    var palette: [UInt8] = []  // RGB triples
    var trans: [UInt8] = []    // alpha of the palette entries up to the last translucent one
    /// RGB written straight from RGBA rows, libpng dropping the alpha byte: no copy of the image.
    var stripFiller = false

    /// Grey, grey+alpha, RGB or RGBA at 8 bits.
    static func direct(_ image: RGBAImage, opaque: Bool, gray: Bool) -> PackedPixels {
        let channels = gray ? (opaque ? 1 : 2) : (opaque ? 3 : 4)
        let type: Int32 = gray ? (opaque ? Int32(TSP_COLOR_GRAY) : Int32(TSP_COLOR_GRAY_ALPHA))
                               : (opaque ? Int32(TSP_COLOR_RGB) : Int32(TSP_COLOR_RGBA))
        let n = image.width * image.height
        var rows: [UInt8]
        if channels == 3 {
            // Opaque colour, the usual screen: hand libpng the RGBA rows and let it skip alpha.
            var packed = PackedPixels(width: image.width, height: image.height, colorType: type, bitDepth: 8,
                                      rowBytes: image.width * 4, rows: image.pixels)
            packed.stripFiller = true
            return packed
        } else if channels == 4 {
            rows = image.pixels
        } else {
            rows = [UInt8](unsafeUninitializedCapacity: n * channels) { out, count in
                image.pixels.withUnsafeBufferPointer { src in
                    switch channels {
                    case 3:
                        for i in 0..<n { out[i * 3] = src[i * 4]; out[i * 3 + 1] = src[i * 4 + 1]; out[i * 3 + 2] = src[i * 4 + 2] }
                    case 2:
                        for i in 0..<n { out[i * 2] = src[i * 4]; out[i * 2 + 1] = src[i * 4 + 3] }
                    default:
                        for i in 0..<n { out[i] = src[i * 4] }
                    }
                }
                count = n * channels
            }
        }
        return PackedPixels(width: image.width, height: image.height, colorType: type, bitDepth: 8,
                            rowBytes: image.width * channels, rows: rows)
    }

    /// Palette indices at the smallest bit depth that holds them (1, 2, 4 or 8).
    static func palette(_ image: RGBAImage, _ colors: [UInt32]) -> PackedPixels {
        var index = [UInt32: UInt8](minimumCapacity: colors.count)
        var plte: [UInt8] = []
        var trns: [UInt8] = []
        for (i, c) in colors.enumerated() {
            index[c] = UInt8(i)
            plte += [UInt8(c >> 24), UInt8(truncatingIfNeeded: c >> 16), UInt8(truncatingIfNeeded: c >> 8)]
            trns.append(UInt8(truncatingIfNeeded: c))
        }
        // tRNS runs up to the last translucent entry; the ones after it are opaque.
        while trns.last == 255 { trns.removeLast() }
        let depth = colors.count <= 2 ? 1 : colors.count <= 4 ? 2 : colors.count <= 16 ? 4 : 8
        let perByte = 8 / depth
        let rowBytes = (image.width + perByte - 1) / perByte
        var rows = [UInt8](repeating: 0, count: rowBytes * image.height)
        image.pixels.withUnsafeBufferPointer { p in
            rows.withUnsafeMutableBufferPointer { out in
                // The first pixel always looks its index up: no colour value can serve as "none
                // yet" (opaque white is 0xFFFFFFFF, which a sentinel would take for a repeat).
                var last: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let i = (y * image.width + x) * 4
                        let c = UInt32(p[i]) << 24 | UInt32(p[i + 1]) << 16 | UInt32(p[i + 2]) << 8 | UInt32(p[i + 3])
                        if !haveLast || c != last { last = c; lastIndex = index[c]!; haveLast = true }
                        // Pixels are packed from the most significant bits, left to right.
                        let shift = 8 - depth * (x % perByte + 1)
                        out[y * rowBytes + x / perByte] |= lastIndex << shift
                    }
                }
            }
        }
        return PackedPixels(width: image.width, height: image.height, colorType: Int32(TSP_COLOR_PALETTE),
                            bitDepth: Int32(depth), rowBytes: rowBytes, rows: rows, palette: plte, trans: trns)
    }
}
