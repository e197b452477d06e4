import TabSnapCore
import TabSnapTesting
import TabSnapUI
import XCTest

/// Bundled symbols behave as SF Symbols do: their weight follows the font's, their size the
/// font's and the image scale, they sit on the text baseline, and their layers and variable
/// steps take the rendering mode's colours.
final class SymbolBehaviourTests: XCTestCase {
    static let resources = try! FontResources.bundled()

    func testGallery() {
        assertSnapshot(of: SymbolGallery(), layout: .sizeThatFits, devices: ["iphone-15-pro"], schemes: [.light, .dark])
    }

    func render(_ view: some View, width: Double = 160, height: Double = 100) throws -> RGBAImage {
        try Snapshot.render(makeNode(view.frame(width: width, height: height).background(Color.white)),
                            container: LayoutContainer(size: CGSize(width: width, height: height), scale: 3), scheme: .light,
                            resources: Self.resources).image
    }

    /// The box of pixels `ink` picks, in pixels, and how many it picks.
    func ink(_ image: RGBAImage, _ ink: ((UInt8, UInt8, UInt8, UInt8)) -> Bool) -> (minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int) {
        var box = (minX: Int.max, maxX: -1, minY: Int.max, maxY: -1, count: 0)
        for y in 0..<image.height {
            for x in 0..<image.width where ink(image[x, y]) {
                box = (min(box.minX, x), max(box.maxX, x), min(box.minY, y), max(box.maxY, y), box.count + 1)
            }
        }
        return box
    }

    func dark(_ p: (UInt8, UInt8, UInt8, UInt8)) -> Bool { Int(p.0) + Int(p.1) + Int(p.2) < 384 }

    /// A full-height symbol is 0.93 of the point size tall at the medium scale
    /// (Scripts/symbol_metrics.py), times 0.783 small and 1.29 large, as SF's scales.
    func testSizeFollowsTheFontAndTheImageScale() throws {
        func height(_ scale: Image.Scale) throws -> Double {
            let box = ink(try render(Image(systemName: "circle").imageScale(scale).font(.system(size: 40))), dark)
            return Double(box.maxY - box.minY + 1) / 3
        }
        let medium = try height(.medium)
        XCTAssertEqual(medium, 40 * 0.93, accuracy: 0.7)
        XCTAssertEqual(try height(.small) / medium, 0.783, accuracy: 0.02)
        XCTAssertEqual(try height(.large) / medium, 1.29, accuracy: 0.02)
    }

    /// Heavier fonts draw heavier symbols (TabSnap Symbols' four weights), the same size.
    func testWeightFollowsTheFont() throws {
        let counts = try [Font.Weight.ultraLight, .light, .regular, .bold].map { w in
            ink(try render(Image(systemName: "gearshape").font(.system(size: 40, weight: w))), dark).count
        }
        XCTAssertEqual(counts, counts.sorted(), "\(counts)")
        XCTAssertGreaterThan(Double(counts[3]), Double(counts[0]) * 2, "\(counts)")
        let fill = try [Font.Weight.ultraLight, .bold].map { w in ink(try render(Image(systemName: "house.fill").font(.system(size: 40, weight: w))), dark).count }
        XCTAssertEqual(fill[0], fill[1], "a fill form is the same at every weight")
    }

    /// A symbol beside text is centred on the text's cap height, as SF Symbols are.
    func testASymbolSitsOnTheTextBaseline() throws {
        let image = try render(HStack(alignment: .firstTextBaseline, spacing: 8) {
            Image(systemName: "circle")
            Text("HH")
        }.font(.system(size: 34)), width: 200, height: 100)
        let circle = ink(image) { dark($0) }
        // The circle is leftmost: the column of text starts after a gap.
        var columns = Set<Int>()
        for y in 0..<image.height { for x in 0..<image.width where dark(image[x, y]) { columns.insert(x) } }
        let gap = (circle.minX...circle.maxX).first { x in !columns.contains(x) && columns.contains { $0 > x } } ?? circle.maxX
        let symbol = ink(image) { _ in false }
        _ = symbol
        var symbolBox = (minY: Int.max, maxY: -1), textBox = (minY: Int.max, maxY: -1)
        for y in 0..<image.height {
            for x in 0..<image.width where dark(image[x, y]) {
                if x < gap { symbolBox = (min(symbolBox.minY, y), max(symbolBox.maxY, y)) } else { textBox = (min(textBox.minY, y), max(textBox.maxY, y)) }
            }
        }
        let symbolMid = Double(symbolBox.minY + symbolBox.maxY + 1) / 6, capMid = Double(textBox.minY + textBox.maxY + 1) / 6
        XCTAssertEqual(symbolMid, capMid, accuracy: 0.8, "symbol centre \(symbolMid) pt, cap-height centre \(capMid) pt")
    }

    /// Hierarchical draws the secondary layer at half opacity, palette in its second style,
    /// multicolour a badge in its own colour; monochrome draws one colour.
    func testRenderingModesColourTheLayers() throws {
        let blue = (UInt8(0), UInt8(122), UInt8(255))
        func has(_ image: RGBAImage, _ c: (UInt8, UInt8, UInt8), tolerance: Int = 3) -> Int {
            ink(image) { abs(Int($0.0) - Int(c.0)) <= tolerance && abs(Int($0.1) - Int(c.1)) <= tolerance && abs(Int($0.2) - Int(c.2)) <= tolerance }.count
        }
        let symbol = Image(systemName: "star.circle.fill").font(.system(size: 60))
        let mono = try render(symbol.foregroundStyle(.blue))
        let hierarchical = try render(symbol.symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        let halfBlue = (UInt8(128), UInt8(189), UInt8(255))  // blue at 50 % over white
        XCTAssertGreaterThan(has(mono, blue), 1000)
        XCTAssertLessThan(has(mono, halfBlue), 100, "monochrome: one colour (edges aside)")
        XCTAssertGreaterThan(has(hierarchical, halfBlue), 1000, "the disc at half opacity")
        XCTAssertGreaterThan(has(hierarchical, blue), 300, "the star at full")

        let badge = Image(systemName: "cart.badge.plus").font(.system(size: 60))
        let palette = try render(badge.symbolRenderingMode(.palette).foregroundStyle(.green, .orange))
        XCTAssertGreaterThan(has(palette, (52, 199, 89)), 100, "the badge (primary) green")
        XCTAssertGreaterThan(has(palette, (255, 149, 0)), 300, "the cart (secondary) orange")
        let multicolor = try render(Image(systemName: "bell.badge").font(.system(size: 60)).symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        XCTAssertGreaterThan(has(multicolor, (255, 59, 48)), 100, "bell.badge's dot red")
        XCTAssertGreaterThan(has(multicolor, blue), 300, "the bell in the foreground")
        XCTAssertEqual(has(try render(Image(systemName: "bell.badge").font(.system(size: 60)).foregroundStyle(.blue)), (255, 59, 48)), 0)
    }

    /// `variableValue` lights the steps it reaches and draws the rest faint; a symbol without
    /// steps draws whole.
    func testVariableValueLightsItsSteps() throws {
        func counts(_ value: Double?, _ name: String = "wifi") throws -> (full: Int, any: Int) {
            let image = try render(Image(systemName: name, variableValue: value).font(.system(size: 60)).foregroundStyle(.blue))
            return (ink(image) { $0.0 < 20 && $0.2 > 240 }.count, ink(image) { $0.0 < 250 }.count)
        }
        let none = try counts(0), third = try counts(0.34), all = try counts(1), plain = try counts(nil)
        XCTAssertLessThan(none.full, third.full)
        XCTAssertLessThan(third.full, all.full)
        XCTAssertEqual(all.full, plain.full, "a value of 1 lights the whole symbol")
        XCTAssertEqual(Double(none.any), Double(all.any), accuracy: Double(all.any) * 0.05, "the unlit steps are drawn faint")
        XCTAssertEqual(try counts(0.5, "house").full, try counts(nil, "house").full, "no steps: drawn whole")
    }
}
