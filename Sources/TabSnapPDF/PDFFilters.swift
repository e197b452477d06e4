import CZlib

/// Stream filters (§7.4): Flate through zlib, with PNG and TIFF-free predictors for xref
/// streams. Output is capped, so a small stream that inflates to gigabytes (a zip bomb) is
/// refused after `limit` bytes, not after the machine runs out of memory.
enum PDFFilters {
    /// Largest decoded stream: an icon's content is kilobytes; 16 MiB leaves room for detail.
    static let limit = 16 << 20

    static func decode(_ dict: [String: PDFObject], _ data: ArraySlice<UInt8>, what: String, limit: Int = limit) throws(PDFError) -> [UInt8] {
        var filters: [String] = []
        switch dict["Filter"] ?? dict["F"] {
        case .name(let n)?: filters = [n]
        case .array(let a)?: filters = a.compactMap(\.name)
        default: break
        }
        var params: [[String: PDFObject]] = []
        switch dict["DecodeParms"] ?? dict["DP"] {
        case .dictionary(let d)?: params = [d]
        case .array(let a)?: params = a.map { $0.dictionary ?? [:] }
        default: break
        }
        var out = Array(data)
        for (i, f) in filters.enumerated() {
            switch f {
            case "FlateDecode", "Fl":
                out = try inflate(out, what: what, limit: limit)
                if i < params.count { out = try predict(out, params[i], what: what) }
            default:
                throw PDFError(what, "the \(f) filter is not supported (FlateDecode is)")
            }
        }
        return out
    }

    static func inflate(_ input: [UInt8], what: String, limit: Int) throws(PDFError) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PDFError(what, "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var status: Int32 = Z_OK
        var input = input
        let ended: Bool = input.withUnsafeMutableBufferPointer { inBuf in
            stream.next_in = inBuf.baseAddress
            stream.avail_in = UInt32(inBuf.count)
            while true {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { outBuf in
                    stream.next_out = outBuf.baseAddress
                    stream.avail_out = UInt32(outBuf.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return outBuf.count - Int(stream.avail_out)
                }
                output.append(contentsOf: chunk[0..<produced])
                if status == Z_STREAM_END { return true }
                if status != Z_OK || output.count > limit { return false }
                if produced == 0 && stream.avail_in == 0 { return false }
            }
        }
        if output.count > limit { throw PDFError(what, "Flate data inflates past \(limit >> 20) MiB") }
        if !ended {
            if status == Z_DATA_ERROR || status == Z_NEED_DICT { throw PDFError(what, "the Flate data is corrupt") }
            throw PDFError(what, "the Flate data ends early")
        }
        return output
    }

    /// PNG predictors (Predictor ≥ 10), as xref streams use them; 1 is none.
    static func predict(_ data: [UInt8], _ p: [String: PDFObject], what: String) throws(PDFError) -> [UInt8] {
        let predictor = p["Predictor"]?.integer ?? 1
        if predictor == 1 { return data }
        guard predictor >= 10 else { throw PDFError(what, "TIFF predictor \(predictor) is not supported") }
        let colors = p["Colors"]?.integer ?? 1, bits = p["BitsPerComponent"]?.integer ?? 8, columns = p["Columns"]?.integer ?? 1
        guard (1...4).contains(colors), [1, 2, 4, 8, 16].contains(bits), (1...100_000).contains(columns) else {
            throw PDFError(what, "predictor parameters out of range")
        }
        let bpp = max(1, colors * bits / 8), rowBytes = (colors * bits * columns + 7) / 8
        var out: [UInt8] = []
        out.reserveCapacity(data.count)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var i = 0
        while i + rowBytes < data.count + 1, i < data.count {
            let type = data[i]
            i += 1
            let end = min(i + rowBytes, data.count)
            var row = Array(data[i..<end]) + [UInt8](repeating: 0, count: rowBytes - (end - i))
            for x in 0..<rowBytes {
                let a = x >= bpp ? row[x - bpp] : 0, b = previous[x], c = x >= bpp ? previous[x - bpp] : 0
                switch type {
                case 0: break
                case 1: row[x] &+= a
                case 2: row[x] &+= b
                case 3: row[x] &+= UInt8((Int(a) + Int(b)) / 2)
                case 4:
                    let pa = abs(Int(b) - Int(c)), pb = abs(Int(a) - Int(c)), pc = abs(Int(a) + Int(b) - 2 * Int(c))
                    row[x] &+= pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw PDFError(what, "PNG predictor row type \(type) is not one of 0–4")
                }
            }
            out += row
            previous = row
            i = end
        }
        return out
    }
}
