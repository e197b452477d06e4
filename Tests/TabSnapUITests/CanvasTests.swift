import SwiftUI
import TabSnapCore
import TabSnapTesting
import XCTest

/// `Canvas` draws with its renderer into the size it is laid out at: paths filled and stroked,
/// under the context's transform, clips and opacity, gradients between canvas points, text and
/// symbols at anchors. Exact pixels at 1x on whole-point edges.
final class CanvasTests: XCTestCase {
    func image(_ view: some View, size: CGSize = CGSize(width: 100, height: 100)) throws -> RGBAImage {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: size, scale: 1),
                            scheme: .light, resources: try FontResources.bundled()).image
    }

    func px(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<(i + 4)])
    }

    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
    static let pureRed = Color(r: 255, g: 0, b: 0), pureBlue = Color(r: 0, g: 0, b: 255)

    /// The canvas takes the space offered; a rectangle filled at (10, 20) lands there.
    func testFillAndStrokeWhereTheyAreDrawn() throws {
        let img = try image(Canvas { context, size in
            XCTAssertEqual(size, CGSize(width: 100, height: 100))
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 10)), with: .color(Self.pureRed))
            var line = Path()
            line.move(to: CGPoint(x: 60, y: 50))
            line.addLine(to: CGPoint(x: 90, y: 50))
            context.stroke(line, with: .color(Self.pureBlue), lineWidth: 4)
        })
        XCTAssertEqual(px(img, 10, 20), Self.red)
        XCTAssertEqual(px(img, 39, 29), Self.red)
        XCTAssertEqual(px(img, 40, 29), Self.clear)
        XCTAssertEqual(px(img, 9, 25), Self.clear)
        XCTAssertEqual(px(img, 75, 48), Self.blue, "4 pt wide about y = 50")
        XCTAssertEqual(px(img, 75, 51), Self.blue)
        XCTAssertEqual(px(img, 75, 52), Self.clear)
    }

    /// Translate and scale move and grow later drawings; a copy keeps its own state.
    func testTransformsApplyToLaterDrawings() throws {
        let img = try image(Canvas { context, _ in
            var moved = context
            moved.translateBy(x: 50, y: 50)
            moved.scaleBy(x: 2, y: 2)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Self.pureRed))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Self.pureBlue))
        })
        XCTAssertEqual(px(img, 50, 50), Self.red)
        XCTAssertEqual(px(img, 69, 69), Self.red)
        XCTAssertEqual(px(img, 70, 70), Self.clear)
        XCTAssertEqual(px(img, 5, 5), Self.blue, "the original context is untransformed")
    }

    /// A clip keeps later drawings inside it (or outside, inverted); opacity multiplies them.
    func testClipsAndOpacity() throws {
        let img = try image(Canvas { context, _ in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 40)), with: .color(Self.pureRed))
            var outside = context
            outside.clip(to: Path(CGRect(x: 0, y: 60, width: 50, height: 40)), options: .inverse)
            outside.opacity = 0.5
            outside.fill(Path(CGRect(x: 0, y: 60, width: 100, height: 40)), with: .color(Self.pureBlue))
        })
        XCTAssertEqual(px(img, 25, 20), Self.red)
        XCTAssertEqual(px(img, 75, 20), Self.clear)
        XCTAssertEqual(px(img, 25, 80), Self.clear, "inside the inverted clip")
        XCTAssertEqual(px(img, 75, 80)[3], 128, "half opacity")
    }

    /// A linear gradient runs between the points given, in the canvas's coordinates.
    func testGradientBetweenCanvasPoints() throws {
        let img = try image(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                         with: .linearGradient(Gradient(colors: [Self.pureRed, Self.pureBlue]), startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 80, y: 0)))
        })
        XCTAssertEqual(px(img, 10, 50), Self.red, "before the start point: the first colour")
        XCTAssertEqual(px(img, 90, 50), Self.blue, "past the end point: the last colour")
        let middle = px(img, 50, 50)
        XCTAssert(abs(Int(middle[0]) - Int(middle[2])) <= 6, "half way: \(middle)")
    }

    /// Text and symbols are placed by their anchor at the point given.
    func testTextAndSymbolsAtTheirAnchors() throws {
        let canvas = Canvas { context, size in
            context.draw(Text("Hi").foregroundColor(Self.pureRed), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
            if let dot = context.resolveSymbol(id: "dot") {
                context.draw(dot, at: CGPoint(x: size.width, y: size.height), anchor: .bottomTrailing)
            }
        } symbols: {
            Self.pureBlue.frame(width: 10, height: 10).tag("dot")
        }
        let img = try image(canvas)
        XCTAssertEqual(px(img, 95, 95), Self.blue)
        XCTAssertEqual(px(img, 89, 95), Self.clear)
        let inked = (0..<20).contains { y in (0..<20).contains { x in self.px(img, x, y)[0] > 200 && self.px(img, x, y)[3] > 200 } }
        XCTAssert(inked, "the text's ink starts at the top leading corner")
        XCTAssertEqual(px(img, 50, 50), Self.clear)
    }

    /// A waveform (a row of bars, as a podcast app's share sheet draws one), a gauge with a
    /// gradient arc and a rotated label, and a chart with a clipped area, in both schemes.
    func testCanvasesToLookAt() {
        let waveform = Canvas { context, size in
            let midY = size.height / 2
            for index in 0..<Int(size.width / 8) {
                let h = size.height * (index % 20 == 0 ? 0.5 : index % 5 == 0 ? 0.25 : 0.1)
                var path = Path()
                path.move(to: CGPoint(x: CGFloat(index) * 8 + 1, y: midY - h / 2))
                path.addLine(to: CGPoint(x: CGFloat(index) * 8 + 1, y: midY + h / 2))
                context.stroke(path, with: .color(.gray), lineWidth: 2)
            }
        }
        .frame(height: 60)
        let gauge = Canvas { context, size in
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            var track = Path()
            track.addArc(center: centre, radius: 40, startAngle: .degrees(135), endAngle: .degrees(45), clockwise: false)
            context.stroke(track, with: .color(.secondary.opacity(0.3)), style: StrokeStyle(lineWidth: 10, lineCap: .round))
            var value = Path()
            value.addArc(center: centre, radius: 40, startAngle: .degrees(135), endAngle: .degrees(315), clockwise: false)
            context.stroke(value, with: .linearGradient(Gradient(colors: [.green, .orange]), startPoint: CGPoint(x: centre.x - 40, y: 0),
                                                        endPoint: CGPoint(x: centre.x + 40, y: 0)), style: StrokeStyle(lineWidth: 10, lineCap: .round))
            context.draw(Text("72").font(.title.bold()), at: centre)
            var turned = context
            turned.translateBy(x: centre.x, y: centre.y + 34)
            turned.rotate(by: .degrees(-10))
            turned.draw(Text("bpm").font(.caption), at: .zero)
        }
        .frame(width: 120, height: 110)
        let chart = Canvas { context, size in
            let values: [CGFloat] = [0.2, 0.5, 0.35, 0.8, 0.6, 0.9, 0.7]
            var line = Path()
            for (i, v) in values.enumerated() {
                let p = CGPoint(x: size.width * CGFloat(i) / CGFloat(values.count - 1), y: size.height * (1 - v))
                if i == 0 { line.move(to: p) } else { line.addLine(to: p) }
            }
            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()
            context.drawLayer { layer in
                layer.opacity = 0.35
                layer.fill(area, with: .linearGradient(Gradient(colors: [.blue, .clear]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            }
            context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
        }
        .frame(height: 100)
        let view = VStack(spacing: 20) {
            waveform
            HStack { gauge; chart }
        }
        .padding()
        assertSnapshot(of: view, devices: [.iPhoneSE, .iPhone15Pro], schemes: [.light, .dark])
    }
}
