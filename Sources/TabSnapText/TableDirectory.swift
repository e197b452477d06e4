/// The sfnt table directory: where each table lives in the file.
struct TableDirectory: Sendable {
    private(set) var tables: [String: (offset: Int, length: Int)] = [:]

    init(_ file: ByteReader) throws {
        let r = file.named("sfnt header")
        let version = try r.u32(0)
        // 0x00010000 is TrueType outlines, 'true' is Apple's TrueType, 'OTTO' is OpenType with
        // CFF outlines; 'ttcf' (collections) is not supported.
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw r.fail("bad magic 0x\(String(version, radix: 16)) (want 0x10000 or OTTO: a TrueType or CFF font, not a collection)")
        }
        let numTables = Int(try r.u16(4))
        try r.check(12, numTables * 16)
        for i in 0..<numTables {
            let rec = 12 + i * 16
            let tag = String(decoding: [try r.u8(rec), try r.u8(rec + 1), try r.u8(rec + 2), try r.u8(rec + 3)], as: UTF8.self)
            let offset = Int(try r.u32(rec + 8))
            let length = Int(try r.u32(rec + 12))
            // Check now, so every later window() into a table is known to be inside the file.
            guard offset <= file.count, length <= file.count - offset else {
                throw FontError.malformed(table: tag, reason: "table at \(offset) with length \(length) runs past the end of the file (\(file.count) bytes)")
            }
            tables[tag] = (offset, length)
        }
    }

    func has(_ tag: String) -> Bool { tables[tag] != nil }

    /// The table's bytes; a missing required table is an error naming it.
    func table(_ tag: String, in file: ByteReader) throws -> ByteReader {
        guard let t = tables[tag] else { throw FontError.malformed(table: tag, reason: "required table is missing") }
        return try file.window(t.offset, t.length, table: tag)
    }

    func optionalTable(_ tag: String, in file: ByteReader) throws -> ByteReader? {
        tables[tag] == nil ? nil : try table(tag, in: file)
    }
}
