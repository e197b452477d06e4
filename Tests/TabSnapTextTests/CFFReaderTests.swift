import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapPNG
import TabSnapRaster
import XCTest
@testable import TabSnapText

/// OpenType CFF outlines (issue 15): EB Garamond cut to Latin (Debian's fonts-ebgaramond, OFL;
/// 179 local subroutines, hint masks), against fontTools' Type 2 interpreter point for point,
/// and drawn against the exact coverage of those outlines and FreeType's unhinted rendering
/// (Scripts/cff_reference.py made all three).
final class CFFReaderTests: XCTestCase {
    static let fixtures = "\(#filePath)".components(separatedBy: "/").dropLast().joined(separator: "/") + "/Fixtures"

    func font() throws -> FontFile { try FontFile(bytes: try AtomicFile.read(Self.fixtures + "/EBGaramond12-Latin.otf")) }

    func testOutlinesMatchFontToolsPointForPoint() throws {
        let font = try font()
        XCTAssertTrue(font.hasCFFOutlines)
        XCTAssertEqual(font.familyName, "EB Garamond")
        let spec = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(Self.fixtures + "/cff-outlines.json"))) as! [String: Any]
        let glyphs = spec["glyphs"] as! [[String: Any]]
        XCTAssertEqual(glyphs.count, font.numGlyphs)
        var segments = 0
        for g in glyphs {
            let id = g["glyph"] as! Int
            // fontTools: moveTo/lineTo/curveTo with points, closePath ends a contour.
            var theirs: [[OutlineSegment]] = []
            var contour: [OutlineSegment] = []
            for op in g["ops"] as! [[Any]] {
                let pts = op.dropFirst().map { p -> OutlinePoint in let a = p as! [Double]; return OutlinePoint(x: a[0], y: a[1]) }
                switch op[0] as! String {
                case "moveTo": contour = [.moveTo(pts[0])]
                case "lineTo": contour.append(.lineTo(pts[0]))
                case "curveTo": contour.append(.cubicTo(pts[0], pts[1], pts[2]))
                default: theirs.append(contour); contour = []
                }
            }
            let ours = try font.outline(id).contours
            XCTAssertEqual(ours.count, theirs.count, "glyph \(id) \(g["name"]!): contours")
            for (a, b) in zip(ours, theirs) {
                // TabSnap closes each contour with a line back to its start where it does not
                // already end there; fontTools leaves that to closePath.
                var a = a
                if a.count == b.count + 1, case .lineTo(let p) = a.last!, case .moveTo(let s) = a.first!, p == s { a.removeLast() }
                // Equal up to the rounding of 16.16 fixed-point operands summed in another order.
                XCTAssertTrue(a.count == b.count && zip(a, b).allSatisfy { Self.close($0, $1) }, "glyph \(id) \(g["name"]!): \(a) vs \(b)")
                segments += a.count
            }
        }
        XCTAssertGreaterThan(segments, 2000)
    }

    static func close(_ a: OutlineSegment, _ b: OutlineSegment) -> Bool {
        func near(_ p: OutlinePoint, _ q: OutlinePoint) -> Bool { abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6 }
        switch (a, b) {
        case let (.moveTo(p), .moveTo(q)), let (.lineTo(p), .lineTo(q)): return near(p, q)
        case let (.cubicTo(p1, p2, p3), .cubicTo(q1, q2, q3)): return near(p1, q1) && near(p2, q2) && near(p3, q3)
        default: return false
        }
    }

    func testTextMatchesFreeTypeUnhinted() throws {
        let font = try font()
        let entry = try FontRegistry.shared.register(Self.fixtures + "/EBGaramond12-Latin.otf")
        guard let face = FontRegistry.shared.face(entry.postScriptName ?? entry.family, weight: 400, italic: false) else { return XCTFail("not registered") }
        let library = try FontLibrary.shared()
        for px in [17, 51] {
            let reference = try PNGDecoder.decodeFile(Self.fixtures + "/freetype-cff-\(px).png").image
            let spec = try JSONParser.parse(String(contentsOfFile: Self.fixtures + "/freetype-cff-\(px).json", encoding: .utf8))
            guard case .array(let glyphs)? = spec["glyphs"] else { return XCTFail("bad fixture") }
            let cache = GlyphCache(library: library)
            var canvas = Canvas(width: reference.width, height: reference.height)
            for g in glyphs {
                guard case .number(let id)? = g["glyph"], case .number(let x)? = g["x"], case .number(let baseline)? = g["baseline"],
                      case .string(let ch)? = g["char"] else { return XCTFail("bad glyph entry \(g)") }
                XCTAssertEqual(font.glyph(for: ch.unicodeScalars.first!), Int(id))
                cache.draw(PositionedGlyph(face: face, glyph: Int(id), size: Double(px), x: x, y: baseline).placement(scale: 1), color: .white, on: &canvas)
            }
            let ours = canvas.toImage()
            if let dump = ProcessInfo.processInfo.environment["TABSNAP_CFF_DUMP"] { try PNGEncoder.write(ours, to: "\(dump)/ours-\(px).png") }
            let exact = try PNGDecoder.decodeFile(Self.fixtures + "/exact-cff-\(px).png").image
            let (toExact, inked) = Self.meanDelta(ours, exact)
            let (toFreeType, _) = Self.meanDelta(ours, reference)
            let (freeTypeToExact, _) = Self.meanDelta(reference, exact, referenceAlpha: false)
            // FreeType at 16 times the size, averaged down: its flattening error shrinks 16-fold.
            let supersampled = try PNGDecoder.decodeFile(Self.fixtures + "/freetype16-cff-\(px).png").image
            let (toFreeType16, _) = Self.meanDelta(ours, supersampled)
            XCTAssertLessThanOrEqual(toFreeType16, 1.0, "\(px) px against FreeType supersampled")
            print("CFF EB Garamond \(px) px, mean |Δ| per inked pixel: TabSnap–exact \(String(format: "%.3f", toExact)), "
                  + "TabSnap–FreeType \(String(format: "%.3f", toFreeType)), TabSnap–FreeType 16× \(String(format: "%.3f", toFreeType16)), "
                  + "FreeType–exact \(String(format: "%.3f", freeTypeToExact)) (\(inked) pixels)")
            XCTAssertGreaterThan(inked, px * 20)
            // TabSnap is held to the exact coverage; FreeType's cubic flattening is farther from
            // it than TabSnap is (measured 3.5 and 5.6 levels), so only its distance is bounded.
            XCTAssertLessThanOrEqual(toExact, 1.0, "\(px) px")
            XCTAssertLessThan(toExact, freeTypeToExact)
            XCTAssertLessThanOrEqual(toFreeType, 6.0, "\(px) px")
        }
    }

    /// Mean |Δ| of coverage over pixels either image inks: TabSnap's alpha against a grey
    /// reference (or two grey references).
    static func meanDelta(_ a: RGBAImage, _ b: RGBAImage, referenceAlpha: Bool = true) -> (Double, Int) {
        var total = 0, inked = 0
        for i in 0..<(a.width * a.height) {
            let x = Int(a.pixels[i * 4 + (referenceAlpha ? 3 : 0)]), y = Int(b.pixels[i * 4])
            if x > 0 || y > 0 { inked += 1; total += abs(x - y) }
        }
        return (Double(total) / Double(max(inked, 1)), inked)
    }

    /// A damaged CFF font is refused with 'CFF ' named, never a trap or a hang: a subroutine
    /// that calls itself, truncations, and bytes overwritten all through the table.
    func testHostileCFFIsRefused() throws {
        var bytes = try AtomicFile.read(Self.fixtures + "/EBGaramond12-Latin.otf")
        let file = ByteReader(bytes, table: "sfnt header")
        let dir = try TableDirectory(file)
        let table = try dir.table("CFF ", in: file)
        // Local subroutine 0 starts "-107 callsubr": itself, forever.
        var at = Int(try table.u8(2))
        for _ in 0..<4 { _ = try CFFTable.index(table, at: &at) }  // Name, Top DICT, String, Global Subr
        let top = try CFFTable.dict(table, try { var a = Int(try table.u8(2)); _ = try CFFTable.index(table, at: &a); return try CFFTable.index(table, at: &a).ranges[0] }())
        let priv = top[18]!
        let privateAt = Int(priv[1])
        let subrsAt = privateAt + Int(try CFFTable.dict(table, privateAt..<(privateAt + Int(priv[0])))[19]![0])
        var s = subrsAt
        let subrs = try CFFTable.index(table, at: &s)
        let tableStart = dir.tables["CFF "]!.offset
        let subr0 = tableStart + subrs.ranges[0].lowerBound
        bytes[subr0] = 32  // -107
        bytes[subr0 + 1] = 10  // callsubr
        let looping = try FontFile(bytes: bytes)
        var refused = 0
        for g in 0..<looping.numGlyphs {
            do { _ = try looping.outline(g) } catch {
                XCTAssertEqual("\(error)", "malformed font: table 'CFF ': subroutines nested more than 10 deep")
                refused += 1
            }
        }
        XCTAssertGreaterThan(refused, 0, "some glyph calls subroutine 0")
        // Truncated anywhere in the table: an error, or (cut in the last charstrings) a font
        // whose damaged glyphs throw.
        let original = try AtomicFile.read(Self.fixtures + "/EBGaramond12-Latin.otf")
        let cffLength = dir.tables["CFF "]!.length
        for cut in stride(from: 0, to: cffLength, by: 97) {
            var damaged = original
            for k in (tableStart + cut)..<(tableStart + cffLength) { damaged[k] = 0xFF }
            if let f = try? FontFile(bytes: damaged) { for g in 0..<f.numGlyphs { _ = try? f.outline(g) } }
        }
        // Every 29th byte of the table overwritten (0x00, 0xFF, 0x1C): no trap, no hang. (`make
        // fuzz-font` mutates every byte, and more, under ASan.)
        for k in stride(from: tableStart, to: tableStart + cffLength, by: 29) {
            for v: UInt8 in [0x00, 0xFF, 0x1C] {
                var damaged = original
                damaged[k] = v
                if let f = try? FontFile(bytes: damaged) { for g in 0..<f.numGlyphs { _ = try? f.outline(g) } }
            }
        }
    }
}
