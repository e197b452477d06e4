import CTabSnapPNG

/// An image's rows as they go into the deflate stream: a filter byte, then the packed row
/// filtered by it. The `small` profile makes a few of these and deflates only the best slowly.
final class FilteredRows {
    private let storage: UnsafeMutablePointer<UInt8>
    let count: Int

    /// How each row's filter is chosen.
    enum Choice: Int32, CaseIterable {
        /// Filter None everywhere: best for flat UI screens.
        case none = 0
        /// The filter whose bytes have the fewest distinct byte pairs (oxipng's "bigrams"):
        /// best for photographic content.
        case bigrams = 2
    }

    init(_ packed: PackedPixels, choice: Choice) throws(PNGError) {
        let rowBytes = packed.stripFiller ? packed.width * 3 : packed.rowBytes
        let channels: Int32 = switch packed.colorType {
        case Int32(TSP_COLOR_GRAY), Int32(TSP_COLOR_PALETTE): 1
        case Int32(TSP_COLOR_GRAY_ALPHA): 2
        case Int32(TSP_COLOR_RGB): 3
        default: 4
        }
        // The filters look back one pixel, or one byte for depths under 8 bits.
        let bpp = packed.bitDepth < 8 ? 1 : channels * packed.bitDepth / 8
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let code = packed.rows.withUnsafeBufferPointer { rows in
            tsp_filter_rows(rows.baseAddress, UInt32(packed.height), packed.rowBytes, rowBytes,
                            packed.stripFiller ? 1 : 0, bpp, choice.rawValue, &out, &size)
        }
        guard code == 0, let out else { throw .encodeFailed("out of memory filtering \(packed.width)x\(packed.height) rows") }
        storage = out
        count = size
    }

    deinit { tsp_free(storage) }

    /// The filtered rows, copied (for tests).
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// Each row's filter type (for tests).
    func filterTypes(rowBytes: Int) -> [UInt8] {
        stride(from: 0, to: count, by: rowBytes + 1).map { storage[$0] }
    }

    /// A whole zlib stream of the rows, by libdeflate at `level` (1 fast … 12 smallest), or by
    /// zlib (1…9).
    func deflated(level: Int32, zlib: Bool = false) throws(PNGError) -> [UInt8] {
        var out: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        guard tsp_zlib_compress(storage, count, level, zlib ? 1 : 0, &out, &size) == 0, let out else {
            throw .encodeFailed("\(zlib ? "zlib" : "libdeflate") could not compress \(count) bytes at level \(level)")
        }
        defer { tsp_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: size))
    }
}
