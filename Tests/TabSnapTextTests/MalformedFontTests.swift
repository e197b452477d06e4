import XCTest
@testable import TabSnapText

/// Damaged fonts are refused with an error naming the table, never a crash.
final class MalformedFontTests: XCTestCase {
    func tableRecord(_ bytes: [UInt8], _ tag: String) -> (record: Int, offset: Int, length: Int)? {
        let n = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<n {
            let r = 12 + i * 16
            if String(decoding: bytes[r..<r + 4], as: UTF8.self) == tag {
                func u32(_ p: Int) -> Int { Int(bytes[p]) << 24 | Int(bytes[p + 1]) << 16 | Int(bytes[p + 2]) << 8 | Int(bytes[p + 3]) }
                return (r, u32(r + 8), u32(r + 12))
            }
        }
        return nil
    }

    func testBadMagic() throws {
        var bytes = try Support.fontBytes("Inter-Regular.ttf")
        bytes[0] = 0x74; bytes[1] = 0x74; bytes[2] = 0x63; bytes[3] = 0x66  // "ttcf": a collection
        Support.assertMalformed("sfnt header") { _ = try FontFile(bytes: bytes) }
        Support.assertMalformed("sfnt header") { _ = try FontFile(bytes: []) }
    }

    func testTruncatedFileNamesTheTable() throws {
        let bytes = try Support.fontBytes("Inter-Regular.ttf")
        // Cut inside the last table in the file: the directory now points past the end of it.
        let n = Int(bytes[4]) << 8 | Int(bytes[5])
        let tags = (0..<n).map { String(decoding: bytes[(12 + $0 * 16)..<(16 + $0 * 16)], as: UTF8.self) }
        let last = tags.max { tableRecord(bytes, $0)!.offset < tableRecord(bytes, $1)!.offset }!
        let t = tableRecord(bytes, last)!
        Support.assertMalformed(last) { _ = try FontFile(bytes: Array(bytes[..<(t.offset + t.length / 2)])) }
        // Every other cut point is refused too (or, past the last table, accepted) – never a trap.
        var refused = 0
        for cut in stride(from: 0, to: bytes.count, by: 997) {
            do { _ = try FontFile(bytes: Array(bytes[..<cut])) } catch is FontError { refused += 1 }
        }
        XCTAssertGreaterThan(refused, 300)
    }

    func testLocaPointingPastGlyf() throws {
        var bytes = try Support.fontBytes("Inter-Regular.ttf")
        let loca = tableRecord(bytes, "loca")!
        // Long offsets (Inter): set glyph 5's end past the end of glyf.
        let p = loca.offset + 6 * 4
        bytes[p] = 0x7F; bytes[p + 1] = 0xFF; bytes[p + 2] = 0xFF; bytes[p + 3] = 0xFF
        Support.assertMalformed("loca") { _ = try FontFile(bytes: bytes) }
    }

    func testMissingTable() throws {
        var bytes = try Support.fontBytes("Inter-Regular.ttf")
        let hmtx = tableRecord(bytes, "hmtx")!
        bytes[hmtx.record] = UInt8(ascii: "x")  // rename the table: "xmtx"
        Support.assertMalformed("hmtx") { _ = try FontFile(bytes: bytes) }
    }

    func testCorruptedGposAndCmapAreRefusedOrTolerated() throws {
        // Scribble over the start of each table: any result but a trap is fine, and errors
        // must name a real table.
        let base = try Support.fontBytes("Inter-Regular.ttf")
        for tag in ["GPOS", "cmap", "head", "hhea", "maxp", "OS/2", "loca"] {
            let t = tableRecord(base, tag)!
            for seed in 0..<8 {
                var bytes = base
                var x = UInt32(seed * 7919 + 1)
                for i in 0..<min(64, t.length) {
                    x = x &* 1_103_515_245 &+ 12345
                    if (x >> 16) % 3 == 0 { bytes[t.offset + i] = UInt8(truncatingIfNeeded: x >> 24) }
                }
                do { _ = try FontFile(bytes: bytes) } catch let FontError.malformed(table, _) {
                    XCTAssertFalse(table.isEmpty)
                }
            }
        }
    }

    /// GPOS records that all point at the same big language system: the readers charge every
    /// record they visit, so the font is refused (kerning) or read without its marks at once
    /// instead of looping 650 million times.
    func testRepeatedGposRecordsAreBounded() throws {
        for tag in ["kern", "mark"] {
            var t = TinyFont()
            t.glyphs = [[], []]
            t.extraTables = [("GPOS", TinyFont.gposRepeatedRecords(scripts: 10_000, features: 65_000, tag: tag))]
            do {
                _ = try FontFile(bytes: t.bytes())
            } catch let FontError.malformed(table, reason) {
                XCTAssertEqual(table, "GPOS")
                XCTAssertTrue(reason.contains("entries"), reason)
            }
        }
    }

    func testGlyphWithHostilePointCountIsRefused() throws {
        var t = TinyFont()
        // Claims 65535 points with no data behind them.
        t.glyphs = [[], TinyFont.be16(1) + [UInt8](repeating: 0, count: 8) + TinyFont.be16(0xFFFE) + TinyFont.be16(0)]
        let f = try FontFile(bytes: t.bytes())
        Support.assertMalformed("glyf") { _ = try f.points(1) }
    }
}
