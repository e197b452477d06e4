/// 'name': the names `Font.custom` finds a font by. The typographic family (ID 16, else 1),
/// subfamily (17, else 2) and PostScript name (6), preferring Windows Unicode English records,
/// then Unicode, then Mac Roman (read as Latin-1, which covers the ASCII names fonts use).
struct NameTable: Sendable {
    var family: String?
    var subfamily: String?
    var postScriptName: String?

    init(_ r: ByteReader) throws {
        let count = Int(try r.u16(2))
        let storage = Int(try r.u16(4))
        try r.check(6, count * 12)
        var best: [Int: (rank: Int, text: String)] = [:]
        for i in 0..<count {
            let rec = 6 + i * 12
            let platform = Int(try r.u16(rec)), encoding = Int(try r.u16(rec + 2)), language = Int(try r.u16(rec + 4))
            let id = Int(try r.u16(rec + 6)), length = Int(try r.u16(rec + 8)), offset = Int(try r.u16(rec + 10))
            guard [1, 2, 6, 16, 17].contains(id) else { continue }
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 2
            case (0, _): rank = 1
            case (1, 0): rank = language == 0 ? 3 : 4
            default: continue
            }
            if let b = best[id], b.rank <= rank { continue }
            let bytes = try r.window(storage + offset, length)
            var raw: [UInt8] = []
            for k in 0..<length { raw.append(try bytes.u8(k)) }
            let text: String
            if platform == 1 {
                text = String(decoding: raw.map { UInt16($0) }, as: UTF16.self)
            } else {
                var units: [UInt16] = []
                var k = 0
                while k + 1 < raw.count { units.append(UInt16(raw[k]) << 8 | UInt16(raw[k + 1])); k += 2 }
                text = String(decoding: units, as: UTF16.self)
            }
            best[id] = (rank, text)
        }
        family = best[16]?.text ?? best[1]?.text
        subfamily = best[17]?.text ?? best[2]?.text
        postScriptName = best[6]?.text
    }
}
