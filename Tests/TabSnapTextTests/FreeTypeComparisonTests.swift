import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapPNG
@testable import TabSnapRaster
import TabSnapText
import XCTest

/// "99+" in Inter Bold 11 pt at 3x, drawn by TabSnap (own reader, glyph mask cache, fixed-point
/// rasterizer) and held to the exact coverage of its outlines; FreeType's unhinted render at the
/// same origins is context (Scripts/freetype_reference.py made both).
final class FreeTypeComparisonTests: XCTestCase {
    func testBadgeTextMatchesItsExactCoverage() throws {
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
        // The reference: exact coverage. Mean |Δ| per pixel either inks, at most 1.0 level.
        let exact = try PNGDecoder.decodeFile(dir + "/exact-99plus.png").image
        var exactTotal = 0, exactWorst = 0, exactInked = 0, freeTypeToExact = 0
        for i in 0..<(ours.width * ours.height) {
            let a = Int(ours.pixels[i * 4 + 3]), e = Int(exact.pixels[i * 4]), f = Int(reference.pixels[i * 4])
            guard a > 0 || e > 0 else { continue }
            exactInked += 1
            exactTotal += abs(a - e)
            exactWorst = max(exactWorst, abs(a - e))
            freeTypeToExact += abs(f - e)
        }
        let toExact = Double(exactTotal) / Double(max(exactInked, 1))
        print("\"99+\" Inter Bold 11pt @3x against exact coverage: mean |Δ| \(String(format: "%.3f", toExact)) per inked pixel, max \(exactWorst); "
              + "FreeType's \(String(format: "%.3f", Double(freeTypeToExact) / Double(max(exactInked, 1))))")
        XCTAssertLessThanOrEqual(toExact, 1.0)
        XCTAssertLessThanOrEqual(exactWorst, 40)
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
        // Both compute exact-area coverage of the same quadratic outlines, and both take the union
        // where contours overlap (Inter's "+" is two overlapping bars flagged OVERLAP_SIMPLE:
        // FreeType supersamples it 4×4, TabSnap resolves those rows exactly — issue 12; before
        // that the seam summed to 255 and the worst pixel was 49 off). FreeType's render is
        // context, not the reference: its chords cut inside the curves, and it is 0.69 from the
        // exact coverage above where TabSnap is 0.21, so the two differ by about FreeType's own
        // error: measured mean 0.673 per inked pixel, 99th percentile 4, max 7.
        XCTAssertLessThan(meanInked, 0.8)
        XCTAssertLessThanOrEqual(p99, 4)
        XCTAssertLessThanOrEqual(worst, 10)
    }
}

/// Issue 12: Inter's instances keep overlapping contours (the "A"'s crossbar and stems are
/// separate contours), so at stem joins the old cell sums came out black where the union's
/// area is much less.
final class OverlappingContourGlyphTests: XCTestCase {
    private struct Lines: LineSink {
        var l: [(Double, Double, Double, Double)] = []
        mutating func line(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) {
            l.append((Double(x0) / 256, Double(y0) / 256, Double(x1) / 256, Double(y1) / 256))
        }
    }

    /// The non-zero area inside pixel (px, py) of the flattened fixed-point outline, by 64×64 samples.
    private func sampledCoverage(_ lines: [(Double, Double, Double, Double)], _ px: Int, _ py: Int) -> Int {
        var inside = 0
        for j in 0..<64 {
            let y = Double(py) + (Double(j) + 0.5) / 64
            var xs: [(Double, Int)] = []
            for (ax, ay, bx, by) in lines where (ay <= y) != (by <= y) {
                xs.append((ax + (y - ay) * (bx - ax) / (by - ay), by > ay ? 1 : -1))
            }
            xs.sort { $0.0 < $1.0 }
            for i in 0..<64 {
                let x = Double(px) + (Double(i) + 0.5) / 64
                var w = 0
                for (xc, s) in xs where xc < x { w += s }
                if w != 0 { inside += 1 }
            }
        }
        return (inside * 255 + 2048) / 4096
    }

    func testInterBoldAStemJoinIsTheUnionsArea() throws {
        let library = try FontLibrary.shared()
        let font = library.font(.inter(.bold))
        let glyph = font.glyph(for: "A")
        let key = PositionedGlyph(face: .inter(.bold), glyph: glyph, size: 13, x: 0, y: 0).placement(scale: 3).key
        let cached = GlyphCache(library: library).mask(key)
        let mask = try XCTUnwrap(cached.mask)
        // The same outline filled as the cache does, with and without exact overlaps.
        let placed = try font.outline(glyph).placed(size: Double(key.pixelSize64) / 64, unitsPerEm: font.unitsPerEm,
                                                    x: Double(key.subpixelX) / 4, baselineY: 0)
        let t = Transform.translation(x: Double(-cached.dx), y: Double(-cached.dy))
        var now = Canvas(width: mask.width, height: mask.height), before = now
        before.rasterizer.resolvesOverlaps = false
        now.fill(placed.path, with: .solid(.white), transform: t)
        before.fill(placed.path, with: .solid(.white), transform: t)
        XCTAssertEqual(now.pixels.map { UInt8($0 >> 24) }, mask.alpha, "the cache draws the same")
        var lines = Lines()
        Flatten.fill(placed.path, transform: t, into: &lines)
        var blackened = 0
        for y in 0..<mask.height {
            for x in 0..<mask.width where now.pixels[y * mask.width + x] != before.pixels[y * mask.width + x] {
                let a = Int(now.pixels[y * mask.width + x] >> 24), old = Int(before.pixels[y * mask.width + x] >> 24)
                let exact = sampledCoverage(lines.l, x, y)
                print("Inter Bold \"A\" 13pt @3x pixel (\(x), \(y)): before \(old), now \(a), sampled exact \(exact)")
                XCTAssertLessThanOrEqual(abs(a - exact), 3, "(\(x), \(y))")
                if old == 255 && exact < 200 { blackened += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(blackened, 1, "the stem join that used to come out black")
        // The pixel of the issue: 255 before, FreeType 184, the union's exact area 182.
        XCTAssertEqual(Int(before.pixels[22 * mask.width + 9] >> 24), 255)
        XCTAssertLessThanOrEqual(abs(Int(now.pixels[22 * mask.width + 9] >> 24) - 182), 3)
    }
}
