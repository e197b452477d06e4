import TabSnapCore
import TabSnapDiff
import TabSnapPNG
import TabSnapRaster
import XCTest
@testable import TabSnapEngine

final class CompositeTests: XCTestCase {
    func testStripHasThreeLabelledPanels() throws {
        let composite = ReviewComposite.shared
        XCTAssertNotNil(composite.resources, "bundled fonts")
        let a = RGBAImage(width: 100, height: 200, fill: (255, 0, 0, 255))
        let b = RGBAImage(width: 100, height: 200, fill: (0, 0, 255, 255))
        let strip = composite.make(expected: a, actual: b, diff: a, title: "sample: 1 pixel differs")
        XCTAssertEqual(strip.width, 16 + 3 * (100 + 16))
        XCTAssertEqual(strip.height, 40 + 36 + 200 + 16)
        // Panels sit where promised.
        XCTAssertEqual(strip[16 + 50, 76 + 100].0, 255)
        XCTAssertEqual(strip[16 + 116 + 50, 76 + 100].2, 255)
        // The labels are drawn: dark text pixels in the title row and over each panel.
        func inked(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int) -> Bool {
            for y in y0..<(y0 + h) { for x in x0..<(x0 + w) where strip[x, y].0 < 100 { return true } }
            return false
        }
        XCTAssertTrue(inked(16, 0, 200, 40))
        for i in 0..<3 { XCTAssertTrue(inked(16 + i * 116, 40, 100, 36), "label \(i)") }
        // Large panels are scaled down to the height limit.
        let tall = RGBAImage(width: 1000, height: 3000, fill: (0, 0, 0, 255))
        XCTAssertEqual(composite.make(expected: nil, actual: tall, diff: nil, title: "t").height, 40 + 36 + 1200 + 16)
        // And wide ones (a landscape screen) to the width limit, keeping their aspect.
        let wide = RGBAImage(width: 2796, height: 1290, fill: (0, 0, 0, 255))
        let strip2 = composite.make(expected: wide, actual: wide, diff: wide, title: "t")
        XCTAssertEqual(strip2.width, 16 + 3 * (1200 + 16))
        XCTAssertEqual(strip2.height, 40 + 36 + 554 + 16)
    }
}

/// The composite's panels are box-filtered down: a solid panel keeps its colour exactly, an
/// opaque and a translucent one alike (this once came out black for every box over one pixel).
final class CompositePanelScalingTests: XCTestCase {
    func testShrunkPanelsKeepTheirColours() {
        let solid = RGBAImage(width: 400, height: 800, pixels: Array((0..<(400 * 800)).flatMap { _ in [0x33, 0x66, 0x99, 255] as [UInt8] }))
        let composite = ReviewComposite(resources: nil, maxPanelHeight: 300).make(expected: solid, actual: solid, diff: nil, title: "t")
        // The first panel starts at the gap, below the title and label bands.
        let x = ReviewComposite.gap + 50, y = ReviewComposite.titleHeight + ReviewComposite.labelHeight + 100
        let k = (y * composite.width + x) * 4
        XCTAssertEqual(Array(composite.pixels[k..<k + 4]), [0x33, 0x66, 0x99, 255])
    }
}

/// PanelBlit's fast paths (column prefix sums, quotient tables), the vector one of release builds
/// and the scalar one of debug builds, against the box filter's plain definition, on noise with
/// opaque, translucent and empty areas, at shrinks from 1:1 to 20:1.
final class PanelBlitDefinitionTests: XCTestCase {
    func testFastPathsEqualThePlainBoxFilter() {
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next() -> UInt8 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return UInt8(truncatingIfNeeded: seed >> 33) }
        let sw = 203, sh = 117
        var pixels = [UInt8](repeating: 0, count: sw * sh * 4)
        for y in 0..<sh {
            for x in 0..<sw {
                let k = (y * sw + x) * 4
                pixels[k] = next(); pixels[k + 1] = next(); pixels[k + 2] = next()
                // Mostly opaque, a translucent band, an empty corner.
                pixels[k + 3] = y > 90 && x < 40 ? 0 : (y > 60 && y < 80 ? next() : 255)
            }
        }
        let image = RGBAImage(width: sw, height: sh, pixels: pixels)
        assertMatchesPlain(image, sizes: [(203, 117), (101, 58), (68, 39), (67, 40), (31, 17), (10, 6), (1, 1)])
    }

    /// Both paths draw `image` at each size, inside a larger strip, as the plain definition does.
    func assertMatchesPlain(_ image: RGBAImage, sizes: [(Int, Int)], file: StaticString = #filePath, line: UInt = #line) {
        for (w, h) in sizes {
            for vectorised in [false, true] {
                var strip = RGBAImage(width: w + 5, height: h + 3, fill: (1, 2, 3, 4))
                PanelBlit.draw(image, into: &strip, x: 3, y: 2, w: w, h: h, vectorised: vectorised)
                for dy in 0..<h {
                    for dx in 0..<w {
                        let expected = Self.plain(image, w, h, dx, dy)
                        let k = ((2 + dy) * strip.width + 3 + dx) * 4
                        if Array(strip.pixels[k..<k + 4]) != expected {
                            return XCTFail("\(w)x\(h) at \(dx),\(dy), vectorised \(vectorised): \(Array(strip.pixels[k..<k + 4])) != \(expected)",
                                           file: file, line: line)
                        }
                    }
                }
                XCTAssertTrue(strip[0, 0] == (1, 2, 3, 4), "nothing outside the panel is written", file: file, line: line)
            }
        }
    }

    /// Output rows over source rows that repeat earlier ones are copied (when every box of the
    /// earlier row was opaque): flat and striped opaque runs, a translucent run (never copied:
    /// the checkerboard differs from row to row), and runs that repeat with noise between.
    func testRowsOverRepeatedSourceRowsEqualThePlainBoxFilter() {
        let sw = 97, sh = 260
        var pixels = [UInt8](repeating: 0, count: sw * sh * 4)
        for y in 0..<sh {
            for x in 0..<sw {
                let k = (y * sw + x) * 4
                let v: (UInt8, UInt8, UInt8, UInt8)
                switch y {
                case ..<60: v = (242, 242, 247, 255)                                   // flat
                case ..<70: v = (UInt8(x * 37 % 256), UInt8(y * 11 % 256), 9, 255)     // noise
                case ..<130: v = (UInt8(x * 2), 40, 200, 255)                           // one row, repeated
                case ..<170: v = (10, 200, 30, 100)                                      // translucent, repeated
                case ..<180: v = (x < 20 ? 0 : 90, 90, 90, x < 20 ? 0 : 255)            // empty corner, repeated
                default: v = y % 2 == 0 ? (255, 255, 255, 255) : (0, 0, 0, 255)          // alternating rows
                }
                pixels[k] = v.0; pixels[k + 1] = v.1; pixels[k + 2] = v.2; pixels[k + 3] = v.3
            }
        }
        assertMatchesPlain(RGBAImage(width: sw, height: sh, pixels: pixels),
                           sizes: [(97, 260), (97, 520), (48, 130), (40, 111), (33, 87), (20, 26), (5, 9)])
    }

    /// The alpha-weighted mean of the box under output pixel (dx, dy), over the checkerboard.
    static func plain(_ image: RGBAImage, _ w: Int, _ h: Int, _ dx: Int, _ dy: Int) -> [UInt8] {
        let sx0 = dx * image.width / w, sx1 = max(sx0 + 1, (dx + 1) * image.width / w)
        let sy0 = dy * image.height / h, sy1 = max(sy0 + 1, (dy + 1) * image.height / h)
        var r = 0, g = 0, b = 0, a = 0
        for sy in sy0..<sy1 {
            for sx in sx0..<sx1 {
                let p = image[sx, sy]
                r += Int(p.0) * Int(p.3); g += Int(p.1) * Int(p.3); b += Int(p.2) * Int(p.3); a += Int(p.3)
            }
        }
        let n = (sx1 - sx0) * (sy1 - sy0)
        let mean = a == 0 ? (0, 0, 0, 0) : ((r + a / 2) / a, (g + a / 2) / a, (b + a / 2) / a, (a + n / 2) / n)
        let light = ((dx / 16) + (dy / 16)) % 2 == 0
        let (br, bb) = light ? (255, 255) : (0xC7, 0xCC)
        let inv = 255 - mean.3
        return [UInt8((mean.0 * mean.3 + br * inv + 127) / 255), UInt8((mean.1 * mean.3 + br * inv + 127) / 255),
                UInt8((mean.2 * mean.3 + bb * inv + 127) / 255), 255]
    }
}

/// The vectorised column sums (release builds) equal the word-at-a-time sums of debug builds (two
/// channels in each word's 16-bit halves), at the 16-bit limit of 257 rows too, and past it (the
/// byte loop).
final class PanelBlitColumnSumTests: XCTestCase {
    func testBothPathsSumAlike() {
        var seed: UInt64 = 12345
        for (width, rows) in [(1, 1), (3, 2), (5, 3), (37, 9), (4, 257), (6, 258)] {
            let bytes = (0..<(width * 4 * rows)).map { _ -> UInt8 in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return rows >= 257 ? 255 : UInt8(truncatingIfNeeded: seed >> 40)
            }
            var plain = [SIMD4<UInt32>](repeating: .zero, count: width), fast = plain
            bytes.withUnsafeBufferPointer { b in
                plain.withUnsafeMutableBufferPointer { PanelBlit.columnSums(b.baseAddress!, rows: rows, width: width, into: $0.baseAddress!, vectorised: false) }
                fast.withUnsafeMutableBufferPointer { PanelBlit.columnSums(b.baseAddress!, rows: rows, width: width, into: $0.baseAddress!, vectorised: true) }
            }
            XCTAssertEqual(plain, fast, "\(width) pixels × \(rows) rows")
            if rows >= 257 { XCTAssertEqual(plain[0], SIMD4(repeating: UInt32(255 * rows))) }
        }
    }
}

/// The strip is written directly (labels on a canvas of their band, background around the
/// panels); it must be byte for byte the strip drawn whole on a canvas with the panels put over
/// it, as it was made before: with every panel, with missing ones ("(none)" under the labels),
/// with panels of different sizes (background below the shorter) and translucent ones.
final class CompositeDirectWriteTests: XCTestCase {
    private func drawnWhole(_ c: ReviewComposite, expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?, title: String) -> RGBAImage {
        let panels: [(String, RGBAImage?)] = [("expected", expected), ("actual", actual), ("diff", diff)]
        let tallest = panels.compactMap { $0.1?.height }.max() ?? 1, widest = panels.compactMap { $0.1?.width }.max() ?? 1
        let scale = min(1.0, Double(c.maxPanelHeight) / Double(tallest), Double(c.maxPanelWidth) / Double(widest))
        let sizes = panels.map { p -> (Int, Int) in
            let i = p.1 ?? actual
            return (max(1, Int((Double(i.width) * scale).rounded())), max(1, Int((Double(i.height) * scale).rounded())))
        }
        let g = ReviewComposite.gap, top = ReviewComposite.titleHeight + ReviewComposite.labelHeight
        let width = g + sizes.reduce(0) { $0 + $1.0 + g }, height = top + (sizes.map(\.1).max() ?? 1) + g
        var canvas = Canvas(width: width, height: height, background: PixelColor(hex: "#E5E5EA")!)
        c.label(title, x: g, y: 6, size: 20, weight: .semibold, canvas: &canvas)
        var x = g
        for (i, (name, image)) in panels.enumerated() {
            c.label(name, x: x, y: ReviewComposite.titleHeight + 4, size: 18, weight: .regular, canvas: &canvas)
            if image == nil { c.label("(none)", x: x + 8, y: top + 8, size: 15, weight: .regular, canvas: &canvas) }
            x += sizes[i].0 + g
        }
        var strip = canvas.toImage()
        x = g
        for (i, (_, image)) in panels.enumerated() {
            if let image { PanelBlit.draw(image, into: &strip, x: x, y: top, w: sizes[i].0, h: sizes[i].1) }
            x += sizes[i].0 + g
        }
        return strip
    }

    func testSameBytesAsTheStripDrawnWhole() {
        var seed: UInt64 = 7
        func noise(_ w: Int, _ h: Int, translucent: Bool) -> RGBAImage {
            var px = [UInt8](repeating: 0, count: w * h * 4)
            for i in 0..<px.count {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                px[i] = UInt8(truncatingIfNeeded: seed >> 33)
                if i % 4 == 3 && !translucent { px[i] = 255 }
            }
            return RGBAImage(width: w, height: h, pixels: px)
        }
        let phone = noise(390, 844, translucent: false), small = noise(200, 300, translucent: true)
        let wide = noise(844, 390, translucent: false)
        // The expected with a band of rows changed, as a failure's actual is (the actual's
        // panel is copied from the expected's where their rows agree).
        func edited<R: Sequence<Int>>(_ image: RGBAImage, rows: R) -> RGBAImage {
            var copy = image
            for y in rows { for x in 0..<image.width { copy.pixels[(y * image.width + x) * 4] ^= 0x5A } }
            return copy
        }
        let phoneEdited = edited(phone, rows: 300..<341), smallEdited = edited(small, rows: 0..<7)
        // A flat screen with a few blocks, so that shrunk rows repeat (PanelBlit reuses the last
        // opaque row) as well as match the twin's.
        var flat = RGBAImage(width: 390, height: 844, fill: (0xF2, 0xF2, 0xF7, 255))
        for y in 0..<844 where (y / 60) % 3 == 1 { for x in 40..<200 { flat.pixels[(y * 390 + x) * 4 + 1] = UInt8(y % 256) } }
        let flatEdited = edited(flat, rows: [61, 62, 300, 301, 302, 500, 760])
        // Single rows, so that in a shrunk panel some box has only its later rows changed.
        let phoneSparse = edited(phone, rows: [101, 102, 203, 305, 407, 509, 611, 713, 815])
        let shared = ReviewComposite.shared, bare = ReviewComposite(resources: nil, maxPanelHeight: 500)
        let cases: [(ReviewComposite, RGBAImage?, RGBAImage, RGBAImage?)] = [
            (shared, phone, phone, phone), (shared, nil, phone, nil), (shared, small, phone, nil),
            (shared, phone, small, wide), (shared, nil, wide, small), (bare, small, phone, phone), (bare, nil, small, nil),
            (shared, phone, phoneEdited, phone), (bare, small, smallEdited, smallEdited), (bare, nil, phoneEdited, phone),
            (bare, phone, phoneSparse, nil), (shared, phone, phoneSparse, phoneEdited),
            (bare, flat, flatEdited, flat), (shared, flatEdited, flat, flatEdited), (bare, nil, flat, flatEdited),
        ]
        for (n, (c, e, a, d)) in cases.enumerated() {
            let title = "case \(n): 1,234 pixels differ"
            let whole = drawnWhole(c, expected: e, actual: a, diff: d, title: title)
            // Frames are not zeroed: hand the pool one of the strip's size full of a poison byte
            // (it takes the smallest that fits), so that a byte `make` forgets to write shows
            // instead of an earlier strip's. (Strips under 4 MB are not pooled.)
            FrameMemory.recycle([UInt8](repeating: 0x5A, count: whole.pixels.count))
            assertSame(c.make(expected: e, actual: a, diff: d, title: title), whole, "case \(n)")
            // Streamed: the PNG of the same strip, drawn band by band.
            XCTAssertEqual(try c.encode(expected: e, actual: a, diff: d, title: title), try PNGEncoder.encode(whole, profile: .fast),
                           "case \(n) streamed")
            // Any split into bands gives the same rows: bands of 1 to 7 rows, so some start and
            // end inside the labels, at the panels' top, at a shorter panel's end.
            let layout = c.layout(expected: e, actual: a, diff: d, title: title, unequalRows: nil)
            var banded = [UInt8](repeating: 0xA5, count: whole.pixels.count), y = 0
            while y < layout.height {
                let rows = y..<min(layout.height, y + 1 + (y * 5 + n) % 7)
                banded.withUnsafeMutableBufferPointer { all in
                    let band = UnsafeMutableBufferPointer(rebasing: all[(rows.lowerBound * layout.width * 4)..<(rows.upperBound * layout.width * 4)])
                    layout.draw(rows: rows, into: band)
                }
                y = rows.upperBound
            }
            assertSame(RGBAImage(width: layout.width, height: layout.height, pixels: banded), whole, "case \(n) in bands")
            // With the rows the comparison found unequal, the actual's other rows are copied
            // from the expected's panel without comparing them: the same strip.
            if let e, e.width == a.width, e.height == a.height {
                let rows = ImageDiffer.compare(e, a, options: DiffOptions(producesDiffImage: false)).unequalRows
                XCTAssertNotNil(rows, "case \(n)")
                FrameMemory.recycle([UInt8](repeating: 0x5A, count: whole.pixels.count))
                assertSame(c.make(expected: e, actual: a, diff: d, title: title, unequalRows: rows), whole, "case \(n), rows \(String(describing: rows))")
            }
        }
        // A hint is only for the actual over the expected of its size: with the expected missing
        // (the diff then follows the actual) or of another size, even a wrong one changes nothing.
        for (e, a, d) in [(nil, phoneEdited, phone), (small, phoneEdited, phone), (phone, small, smallEdited)] as [(RGBAImage?, RGBAImage, RGBAImage?)] {
            let plain = ReviewComposite.shared.make(expected: e, actual: a, diff: d, title: "t")
            let hinted = ReviewComposite.shared.make(expected: e, actual: a, diff: d, title: "t", unequalRows: 0..<0)
            assertSame(hinted, plain, "bogus hint, expected \(e.map { "\($0.width)x\($0.height)" } ?? "none")")
        }
        // The hint is taken at its word: rows it leaves out are the expected's (so it must hold
        // every unequal row).
        let wrong = ReviewComposite.shared.make(expected: phone, actual: phoneEdited, diff: nil, title: "t", unequalRows: 0..<0)
        let right = ReviewComposite.shared.make(expected: phone, actual: phoneEdited, diff: nil, title: "t", unequalRows: 300..<341)
        XCTAssertNotEqual(wrong.pixels, right.pixels)
        assertSame(right, drawnWhole(ReviewComposite.shared, expected: phone, actual: phoneEdited, diff: nil, title: "t"), "hinted")
    }

    private func assertSame(_ made: RGBAImage, _ whole: RGBAImage, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(made.width, whole.width, what, file: file, line: line)
        XCTAssertEqual(made.height, whole.height, what, file: file, line: line)
        let same = made.pixels.count == whole.pixels.count && made.pixels.withUnsafeBytes { m in
            whole.pixels.withUnsafeBytes { w in memcmp(m.baseAddress!, w.baseAddress!, m.count) == 0 }
        }
        // The first pixel that differs, not two whole strips in the message.
        if !same, let k = whole.pixels.indices.first(where: { made.pixels[$0] != whole.pixels[$0] }) {
            XCTFail("\(what): pixel (\(k / 4 % whole.width), \(k / 4 / whole.width)) differs", file: file, line: line)
        }
    }
}
