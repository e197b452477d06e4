import Foundation
import TabSnapCore
import TabSnapRaster
import XCTest
@testable import TabSnapText

/// Variable TrueType fonts (issue 15): Inter's variable roman cut to Latin (Debian's
/// fonts-inter-variable, OFL), whose instances at wght 100, 300, 550 and 900 fontTools computed
/// (Scripts/variable_reference.py): every point of every glyph and every advance must agree.
final class VariableFontTests: XCTestCase {
    static let fixtures = "\(#filePath)".components(separatedBy: "/").dropLast().joined(separator: "/") + "/Fixtures"

    func testInstancesMatchFontTools() throws {
        let font = try FontFile(bytes: try AtomicFile.read(Self.fixtures + "/InterVariable-Latin.ttf"))
        XCTAssertTrue(font.isVariable)
        XCTAssertEqual(font.axes.map(\.tag), ["wght"])
        XCTAssertEqual(font.axes[0].min, 100)
        XCTAssertEqual(font.axes[0].max, 900)
        let spec = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(Self.fixtures + "/variable-points.json"))) as! [String: Any]
        var points = 0
        var moved = 0
        for instance in spec["instances"] as! [[String: Any]] {
            let wght = instance["wght"] as! Int
            let face = font.instance(["wght": Double(wght)])
            for g in instance["glyphs"] as! [[String: Any]] {
                let id = g["glyph"] as! Int, ch = g["char"] as! String
                XCTAssertEqual(face.advanceWidth(id), g["advance"] as! Double, accuracy: 1e-6, "\(ch) at \(wght): advance")
                let theirs = (g["contours"] as! [[[Any]]])
                let ours = try face.points(id)
                XCTAssertEqual(ours.endPoints.count, theirs.count, "\(ch) at \(wght): contours")
                var k = 0
                for contour in theirs {
                    for p in contour {
                        guard k < ours.points.count else { return XCTFail("\(ch) at \(wght): too few points") }
                        let x = (p[0] as! NSNumber).doubleValue, y = (p[1] as! NSNumber).doubleValue
                        XCTAssertEqual(ours.points[k].x, x, accuracy: 1e-3, "\(ch) at \(wght): point \(k) x")
                        XCTAssertEqual(ours.points[k].y, y, accuracy: 1e-3, "\(ch) at \(wght): point \(k) y")
                        XCTAssertEqual(ours.onCurve[k], p[2] as! Bool)
                        if try font.points(id).points[k] != ours.points[k] { moved += 1 }
                        k += 1
                        points += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(points, 2000)
        XCTAssertGreaterThan(moved, points / 2, "the instances really differ from the default")
    }

    func testOneVariableFileServesEveryWeight() throws {
        let entry = try FontRegistry.shared.register(Self.fixtures + "/InterVariable-Latin.ttf")
        XCTAssertEqual(entry.weightRange, 100...900)
        let thin = FontRegistry.shared.face(entry.family, weight: 100, italic: false)
        let black = FontRegistry.shared.face(entry.family, weight: 900, italic: false)
        XCTAssertEqual(thin?.description.hasSuffix("wght 100"), true, "\(String(describing: thin))")
        XCTAssertEqual(black?.description.hasSuffix("wght 900"), true)
        let library = try FontLibrary.shared()
        let shaper = Shaper(library: library)
        let fonts = try FontSet([Self.fixtures + "/InterVariable-Latin.ttf"])
        func width(_ w: Int) -> Double {
            var style = TextStyle(size: 20, weightValue: w, family: entry.family)
            style.fonts = fonts
            return shaper.shape("Hamburgefonstiv", style: style).width
        }
        XCTAssertLessThan(width(100), width(400))
        XCTAssertLessThan(width(400), width(900))
        // Heavier is darker: more ink in the rasterized "o".
        let cache = GlyphCache(library: library)
        func ink(_ w: Int) -> Int {
            let face = FontRegistry.shared.face(entry.family, weight: w, italic: false)!
            let g = library.font(face).glyph(for: "o")
            var canvas = Canvas(width: 40, height: 40)
            cache.draw(PositionedGlyph(face: face, glyph: g, size: 30, x: 5, y: 32).placement(scale: 1), color: .white, on: &canvas)
            let pixels = canvas.toImage().pixels
            var sum = 0
            for i in stride(from: 3, to: pixels.count, by: 4) { sum += Int(pixels[i]) }
            return sum
        }
        XCTAssertLessThan(ink(100), ink(500))
        XCTAssertLessThan(ink(500), ink(900))
    }
}

/// A damaged variable font is refused or drawn without a trap or a hang: bytes at 160 places in
/// each of gvar, fvar and HVAR overwritten in turn, the instance's outlines and advances read.
final class HostileVariableFontTests: XCTestCase {
    func testDamagedVariationTablesNeverTrap() throws {
        let original = try AtomicFile.read(VariableFontTests.fixtures + "/InterVariable-Latin.ttf")
        let file = ByteReader(original, table: "sfnt header")
        let dir = try TableDirectory(file)
        var refused = 0
        for tag in ["fvar", "gvar", "HVAR"] {
            let t = try XCTUnwrap(dir.tables[tag])
            let step = max(1, t.length / 160)  // 160 places a table (`make fuzz-font` mutates every byte)
            for k in stride(from: t.offset, to: t.offset + t.length, by: step) {
                for v: UInt8 in [0xFF, 0x00, 0x80] {
                    var damaged = original
                    damaged[k] = v
                    guard let font = try? FontFile(bytes: damaged) else { refused += 1; continue }
                    let bold = font.instance(["wght": 700])
                    for g in 0..<min(font.numGlyphs, 40) {
                        _ = bold.advanceWidth(g)
                        _ = try? bold.outline(g)
                    }
                }
            }
        }
        XCTAssertGreaterThan(refused, 0, "some damage is refused when the font is opened")
    }
}
