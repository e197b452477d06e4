import SwiftUI
import TabSnapCore
import TabSnapDisplayList
import TabSnapRaster
import TabSnapTesting
import XCTest

/// `.underline()` and `.strikethrough()` against what iOS draws. The figures come from public
/// iOS snapshot references (measured, not copied): pixelrevision/SwiftUIML's modifier tests
/// (iOS 18.5, 17 pt body, @3x) and gonzalezreal/swift-markdown-ui's inline tests (iOS 16.2 and
/// 17, 16 pt, @2x): a 1 pt line from 2 pt below the baseline, a 1 pt line 4 to 5 pt above it
/// at 17 pt (3.5 to 4.5 at 16 pt), 2 pt thick under 16 pt heavy text; from the text's start to
/// the end of its last advance, in the text's colour or the one given.
final class TextDecorationTests: XCTestCase {
    /// The text's baseline and frame, and the decoration rectangles drawn, in points.
    func lines(_ text: Text, scale: Double) throws -> (baseline: Double, frame: CGRect, rects: [(Rect, PixelColor)]) {
        let shot = try Snapshot.render(makeNode(text.fixedSize().padding(20)), container: LayoutContainer(size: CGSize(width: 300, height: 120), scale: scale),
                                       scheme: .light, resources: try FontResources.bundled())
        func find(_ v: LaidOutView) -> LaidOutView? { v.text != nil ? v : v.children.lazy.compactMap(find).first }
        let view = try XCTUnwrap(find(shot.tree))
        let rects: [(Rect, PixelColor)] = shot.displayList.items.compactMap { item in
            guard case .fill(let fill) = item, case .solid(let c) = fill.paint, let r = fill.path.controlBounds else { return nil }
            return (r, c)
        }
        return (Double(view.frame.minY) + (view.text?.firstBaseline ?? 0), view.frame, rects)
    }

    func testUnderlineAt17PointsOn3x() throws {
        let (baseline, frame, rects) = try lines(Text("Typography").font(.system(size: 17)).underline(), scale: 3)
        XCTAssertEqual(rects.count, 1, "one line, broken only where a descender crosses it")
        XCTAssertEqual(rects[0].0.origin.y - baseline, 2.0, accuracy: 0.01)
        XCTAssertEqual(rects[0].0.size.height, 1.0, accuracy: 0.01)
        XCTAssertEqual(rects[0].0.origin.x, Double(frame.minX), accuracy: 0.34, "from the text's start")
        XCTAssertEqual(rects[0].0.origin.x + rects[0].0.size.width, Double(frame.maxX), accuracy: 0.34, "to the end of its advance")
        XCTAssertEqual(rects[0].1, PixelColor(r: 0, g: 0, b: 0, a: 255), "the text's colour")
    }

    func testUnderlineSkipsDescenders() throws {
        // "y" and "p" reach through the line: the fill is one path with gaps around their ink.
        let shot = try Snapshot.render(makeNode(Text("Typography").font(.system(size: 17)).underline().fixedSize()),
                                       container: LayoutContainer(size: CGSize(width: 300, height: 60), scale: 3),
                                       scheme: .light, resources: try FontResources.bundled())
        let fill = try XCTUnwrap(shot.displayList.items.compactMap { item -> FillItem? in if case .fill(let f) = item { return f } else { return nil } }.first)
        let pieces = fill.path.elements.filter { if case .move = $0 { return true } else { return false } }.count
        XCTAssertGreaterThanOrEqual(pieces, 4, "gaps at y, p, g, p and y")
    }

    func testStrikethroughAt17And16Points() throws {
        let (b17, _, r17) = try lines(Text("Strike").font(.system(size: 17)).strikethrough(), scale: 3)
        XCTAssertEqual(b17 - r17[0].0.origin.y, 5.0, accuracy: 0.01)
        XCTAssertEqual(r17[0].0.size.height, 1.0, accuracy: 0.01)
        let (b16, _, r16) = try lines(Text("Strike").font(.system(size: 16)).strikethrough(), scale: 2)
        XCTAssertEqual(b16 - r16[0].0.origin.y, 4.5, accuracy: 0.01)
        XCTAssertEqual(r16[0].0.size.height, 1.0, accuracy: 0.01)
    }

    func testHeavierTextDrawsThickerLinesInTheirOwnColour() throws {
        let (baseline, _, rects) = try lines(Text("Heavy").font(.system(size: 16, weight: .heavy)).underline(color: .red), scale: 2)
        XCTAssertEqual(rects[0].0.origin.y - baseline, 2.0, accuracy: 0.01)
        XCTAssertEqual(rects[0].0.size.height, 2.0, accuracy: 0.01)
        XCTAssertEqual(rects[0].1, PixelColor(r: 255, g: 59, b: 48, a: 255), "red, the glyphs keep the text's colour")
    }

    func testMarkdownStrikethroughAndViewModifiers() throws {
        let (_, _, markdown) = try lines(Text("Price ~~$20~~ $15"), scale: 2)
        XCTAssertEqual(markdown.count, 1, "only the struck run")
        let (_, _, around) = try lines(Text("Both lines").underline(false), scale: 2)
        XCTAssertTrue(around.isEmpty)
        let stack = VStack { Text("One"); Text("Two") }.strikethrough(true, pattern: .dash, color: .blue)
        let shot = try Snapshot.render(makeNode(stack), container: LayoutContainer(size: CGSize(width: 200, height: 100), scale: 2),
                                       scheme: .light, resources: try FontResources.bundled())
        let fills = shot.displayList.items.filter { if case .fill = $0 { return true } else { return false } }
        XCTAssertEqual(fills.count, 2, "each text below the modifier is struck through")
    }
}

extension TextDecorationTests {
    /// SwiftUIML's underline test as a structure (three centred underlined lines, 200 × 100 at
    /// 3×), drawn to look at beside its iOS 18.5 reference.
    func testUnderlinesInTheirColours() {
        let view = VStack(spacing: 20) {
            Text("Red underline").underline(color: .red)
            Text("Blue underline").underline(color: .blue)
            Text("Default underline").underline()
            Text("Struck and gone").strikethrough()
        }
        assertSnapshot(of: view, devices: [Device.custom(width: 200, height: 160, scale: 3)], schemes: [.light, .dark])
    }
}
