/// 'head': units per em and the loca format.
struct HeadTable: Sendable {
    let unitsPerEm: Int
    /// 0: loca holds offsets/2 as UInt16; 1: offsets as UInt32.
    let indexToLocFormat: Int

    init(_ r: ByteReader) throws {
        let magic = try r.u32(12)
        guard magic == 0x5F0F_3CF5 else { throw r.fail("bad magicNumber 0x\(String(magic, radix: 16))") }
        unitsPerEm = Int(try r.u16(18))
        // The spec allows 16...16384; zero would divide every scale by zero.
        guard (16...16384).contains(unitsPerEm) else { throw r.fail("unitsPerEm \(unitsPerEm) outside 16...16384") }
        indexToLocFormat = Int(try r.i16(50))
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else { throw r.fail("indexToLocFormat \(indexToLocFormat) is neither 0 nor 1") }
    }
}
