import Foundation
import TabSnapCore
import TabSnapPNG
import TabSnapRaster
import TabSnapText
import XCTest

/// "99+" in Inter Bold 11 pt at 3x, drawn by TabSnap (own reader, glyph mask cache, fixed-point
/// rasterizer) and by FreeType unhinted (Scripts/freetype_reference.py), at the same origins.
final class FreeTypeComparisonTests: XCTestCase {
    func testBadgeTextMatchesFreeType() throws {
        let dir = "\(#filePath)".components(separatedBy: "/").dropLast().joined(separator: "/") + "/Fixtures"
        let reference = try PNGDecoder.decodeFile(dir + "/freetype-99plus.png").image
        let spec = try JSONParser.parse(String(contentsOfFile: dir + "/freetype-99plus.json", encoding: .utf8))
        guard case .array(let glyphs)? = spec["glyphs"] else { return XCTFail("bad fixture") }
        let library = try FontLibrary.shared()
        let cache = GlyphCache(library: library)
        var canvas = Canvas(width: reference.width, height: reference.height)
        for g in glyphs {
            guard case .number(let id)? = g["glyph"], case .number(let x)? = g["x"], case .number(let baseline)? = g["baseline"] else {
                return XCTFail("bad glyph entry \(g)")
            }
            // Same glyph ids as FreeType's cmap lookup gives.
            if case .string(let ch)? = g["char"] {
                XCTAssertEqual(library.font(.inter(.bold)).glyph(for: ch.unicodeScalars.first!), Int(id))
            }
            let glyph = PositionedGlyph(face: .inter(.bold), glyph: Int(id), size: 11, x: x / 3, y: baseline / 3)
            cache.draw(glyph.placement(scale: 3), color: .white, on: &canvas)
        }
        let ours = canvas.toImage()
        var total = 0, worst = 0, inked = 0
        var deltas: [Int] = []
        for i in 0..<(ours.width * ours.height) {
            let a = Int(ours.pixels[i * 4 + 3]), b = Int(reference.pixels[i * 4])  // FreeType's grey = coverage
            total += abs(a - b)
            worst = max(worst, abs(a - b))
            if a > 0 || b > 0 { deltas.append(abs(a - b)) }
            if a > 0 || b > 0 { inked += 1 }
        }
        let meanAll = Double(total) / Double(ours.width * ours.height)
        let meanInked = Double(total) / Double(max(inked, 1))
        deltas.sort()
        let p99 = deltas[deltas.count * 99 / 100]
        print("FreeType comparison \"99+\" Inter Bold 11pt @3x: mean |Δ| \(String(format: "%.3f", meanAll)) per pixel, \(String(format: "%.3f", meanInked)) per inked pixel (\(inked)), 99th percentile \(p99), max \(worst)")
        XCTAssertGreaterThan(inked, 300, "the text was drawn")
        // Both compute exact-area coverage of the same quadratic outlines; on ordinary edges they
        // differ only in curve flattening and rounding: a few levels. One place differs more:
        // Inter's "+" is two overlapping bars flagged OVERLAP_SIMPLE, which FreeType renders
        // with 4×4 supersampling (the union's area, 210 at the seam) while an exact-area
        // accumulator clamps the summed coverage (255) — a handful of seam pixels. So: under
        // 1 level per inked pixel on average, 99 % of inked pixels within 8 levels (3 %), and
        // no pixel more than 64 levels (25 %) off.
        XCTAssertLessThan(meanInked, 1.0)
        XCTAssertLessThanOrEqual(p99, 8)
        XCTAssertLessThanOrEqual(worst, 64)
    }
}
