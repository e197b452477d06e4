/// Big-endian reads over a window of a font file. Every read is bounds-checked and throws
/// `FontError.malformed` naming the table, so hostile offsets never trap or read out of bounds.
/// Offsets are relative to the window's start, as offsets inside OpenType tables are.
struct ByteReader: Sendable {
    let bytes: [UInt8]
    /// Window into `bytes`: [start, start + count).
    let start: Int
    let count: Int
    /// The table name used in errors.
    let table: String

    init(_ bytes: [UInt8], table: String) {
        self.bytes = bytes
        self.start = 0
        self.count = bytes.count
        self.table = table
    }

    private init(bytes: [UInt8], start: Int, count: Int, table: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.table = table
    }

    func fail(_ reason: String) -> FontError { .malformed(table: table, reason: reason) }

    /// Throws unless [offset, offset + length) lies inside the window.
    func check(_ offset: Int, _ length: Int) throws {
        // Written so no intermediate sum can overflow on hostile values.
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw fail("\(length) bytes at offset \(offset) run past the end (\(count) bytes)")
        }
    }

    func u8(_ offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    func i8(_ offset: Int) throws -> Int8 { Int8(bitPattern: try u8(offset)) }

    func u16(_ offset: Int) throws -> UInt16 {
        try check(offset, 2)
        let p = start + offset
        return UInt16(bytes[p]) << 8 | UInt16(bytes[p + 1])
    }

    func i16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws -> UInt32 {
        try check(offset, 4)
        let p = start + offset
        return UInt32(bytes[p]) << 24 | UInt32(bytes[p + 1]) << 16 | UInt32(bytes[p + 2]) << 8 | UInt32(bytes[p + 3])
    }

    /// `body` over the bytes [offset, offset + length), checked once: for tables of thousands of
    /// fixed-size records. Read field by field through `u16`, Inter's kerning pairs were ~7 % of
    /// a failing snapshot's time in a debug build (`swift test`).
    func withBytes<R>(_ offset: Int, _ length: Int, _ body: (UnsafePointer<UInt8>) throws -> R) throws -> R {
        try check(offset, length)
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress! + start + offset) }
    }

    /// The big-endian 16-bit value at `p` (inside a `withBytes` window).
    @inline(__always)
    static func i16(_ p: UnsafePointer<UInt8>) -> Int16 { Int16(bitPattern: UInt16(p[0]) << 8 | UInt16(p[1])) }

    /// A 2.14 fixed-point number (composite glyph scales).
    func f2dot14(_ offset: Int) throws -> Double { Double(try i16(offset)) / 16384 }

    /// A sub-window [offset, offset + length), e.g. one table out of the file.
    func window(_ offset: Int, _ length: Int, table: String? = nil) throws -> ByteReader {
        try check(offset, length)
        return ByteReader(bytes: bytes, start: start + offset, count: length, table: table ?? self.table)
    }

    /// The rest of the window from `offset`: OpenType subtables are addressed by a start offset
    /// only, their length is implied by their contents.
    func tail(_ offset: Int) throws -> ByteReader { try window(offset, count - offset) }

    /// The same window, reporting errors under another table name.
    func named(_ table: String) -> ByteReader {
        ByteReader(bytes: bytes, start: start, count: count, table: table)
    }
}
