// libFuzzer entry point for the font reader (TrueType, CFF, variations): built with the reader's sources (no package,
// no TabSnapCore) by `make fuzz`:
//   swiftc -sanitize=fuzzer,address -parse-as-library Fuzz/FontReaderFuzz.swift <reader sources>
// Any input must give a FontFile or a FontError: a trap, an out-of-bounds read (ASan) or a hang
// (libFuzzer's -timeout) is a bug.

@_cdecl("LLVMFuzzerTestOneInput")
public func fontReaderFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    guard let font = try? FontFile(bytes: bytes) else { return 0 }
    // Everything shaping touches after a successful open must be total (non-throwing, no trap).
    var sink = font.ascender &+ font.descender &+ font.lineGap
    for scalar: UInt32 in [0x20, 0x41, 0x56, 0x416, 0x2026, 0x4E2D, 0xAC00, 0xF110, 0x1F12F, 0x10400, 0x10FFFF] {
        let g = font.glyph(for: Unicode.Scalar(scalar)!)
        sink &+= font.advance(g)
        sink &+= font.kerning(g, g).first
    }
    // Outlines may throw for a damaged glyph, but must not trap. Cap the glyph count so one
    // input stays fast; glyphs near the end catch loca edge cases.
    let n = font.numGlyphs
    let glyphs = Array(0..<min(n, 48)) + Array(max(min(n, 48), n - 16)..<n)
    for g in glyphs {
        sink &+= font.advance(g) &+ font.kerning(g, (g + 1) % n).first
        if let outline = try? font.outline(g) { sink &+= outline.contours.count }
    }
    // A colour font's bitmaps and ligatures (emoji).
    if font.hasColorBitmaps {
        for g in glyphs { sink &+= font.colorBitmap(g)?.width ?? 0 }
        sink &+= font.ligated(glyphs).count
    }
    // A variable font's instance runs gvar and HVAR for the same glyphs.
    if font.isVariable {
        let bold = font.instance(["wght": 700, "wdth": 80])
        for g in glyphs {
            sink &+= bold.advance(g)
            if let outline = try? bold.outline(g) { sink &+= outline.contours.count }
        }
    }
    return sink == Int.min ? 1 : 0
}
