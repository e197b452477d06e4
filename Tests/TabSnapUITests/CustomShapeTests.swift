#if canImport(SwiftUI)
import SwiftUI
#else
import TabSnapUI
#endif
import TabSnapCore
import TabSnapTesting
import XCTest

/// SwiftUI's `Path` and an app's own `Shape` (`path(in:)`), the commonest thing public tab bars
/// and screens stopped on: drawn filled, stroked and as clips, asked for their outline in the
/// view's own rect, with arcs turning the way SwiftUI's do (y down: `clockwise: false` grows
/// the angle, clockwise on the screen).
final class CustomShapeTests: XCTestCase {
    static let resources = try! FontResources.bundled()

    func render(_ view: some View, width: Double = 40, height: Double = 40) throws -> RGBAImage {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: width, height: height), scale: 1),
                            scheme: .light, resources: Self.resources).image
    }

    func alpha(_ image: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(image.pixels[(y * image.width + x) * 4 + 3]) }

    /// A triangle pointing up, in whatever rect it is given.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    /// The shape is asked for its outline in its own rect and drawn where the view stands.
    func testAShapeDrawsItsPathInItsFrame() throws {
        let image = try render(Triangle().fill(Color.black).frame(width: 20, height: 20).padding(10))
        XCTAssertEqual(alpha(image, 20, 28), 255, "inside, near the base")
        XCTAssertEqual(alpha(image, 12, 12), 0, "beside the apex")
        XCTAssertEqual(alpha(image, 5, 20), 0, "outside the frame")
        // The same outline stroked draws its edge, not its inside.
        let stroked = try render(Triangle().stroke(Color.black, lineWidth: 2).frame(width: 20, height: 20).padding(10))
        XCTAssertEqual(alpha(stroked, 20, 29), 255, "the base")
        XCTAssertEqual(alpha(stroked, 20, 24), 0, "the inside")
    }

    /// A whole turn of `addArc` is the circle `Circle` draws, pixel for pixel.
    func testAWholeArcIsTheCircle() throws {
        let arc = Path { p in
            p.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: false)
        }
        let circle = Circle().frame(width: 30, height: 30).position(x: 20, y: 20)
        XCTAssertEqual(try render(arc.fill(Color.black)).pixels, try render(circle.foregroundColor(.black)).pixels)
    }

    /// With y down, `clockwise: false` from 0° to 90° sweeps the lower right quarter; `true`
    /// goes the long way round through the other three.
    func testArcsTurnAsSwiftUIsDo() throws {
        func pie(_ clockwise: Bool) -> some View {
            Path { p in
                p.move(to: CGPoint(x: 20, y: 20))
                p.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: clockwise)
                p.closeSubpath()
            }.fill(Color.black)
        }
        let quarter = try render(pie(false)), rest = try render(pie(true))
        XCTAssertEqual(alpha(quarter, 28, 28), 255, "lower right")
        XCTAssertEqual(alpha(quarter, 12, 12), 0, "upper left")
        XCTAssertEqual(alpha(quarter, 28, 12), 0, "upper right")
        XCTAssertEqual(alpha(rest, 28, 28), 0)
        XCTAssertEqual(alpha(rest, 12, 12), 255)
        XCTAssertEqual(alpha(rest, 28, 12), 255)
    }

    /// A rect whose corners are `addArc(tangent1End:tangent2End:radius:)` is the circular
    /// rounded rectangle, within a level (the corner's handle is 4/3·tan(22.5°), kappa to the
    /// last bits).
    func testTangentArcsRoundCornersAsARoundedRectangle() throws {
        let r: CGFloat = 8
        let rounded = Path { p in
            p.move(to: CGPoint(x: 15, y: 5))
            p.addArc(tangent1End: CGPoint(x: 35, y: 5), tangent2End: CGPoint(x: 35, y: 35), radius: r)
            p.addArc(tangent1End: CGPoint(x: 35, y: 35), tangent2End: CGPoint(x: 5, y: 35), radius: r)
            p.addArc(tangent1End: CGPoint(x: 5, y: 35), tangent2End: CGPoint(x: 5, y: 5), radius: r)
            p.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 35, y: 5), radius: r)
            p.closeSubpath()
        }
        let ours = try render(rounded.fill(Color.black))
        let theirs = try render(RoundedRectangle(cornerRadius: r, style: .circular).fill(Color.black).frame(width: 30, height: 30)
            .position(x: 20, y: 20))
        let worst = zip(ours.pixels, theirs.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(worst, 1)
        XCTAssertEqual(alpha(ours, 6, 6), 0, "the corner is cut")
    }

    /// `trim(from:to:)` strokes part of the outline from the shape's start (a circle's is at
    /// 3 o'clock, running clockwise on the screen, as SwiftUI's): a quarter is the lower right;
    /// the whole range is the shape itself.
    func testTrimmedCircleStrokesPartOfItsOutline() throws {
        func ring(_ to: CGFloat) -> some View {
            Circle().trim(from: 0, to: to).stroke(Color.black, lineWidth: 4).frame(width: 30, height: 30).position(x: 20, y: 20)
        }
        let quarter = try render(ring(0.25))
        XCTAssertEqual(alpha(quarter, 31, 31), 255, "lower right")
        XCTAssertEqual(alpha(quarter, 8, 8), 0, "upper left")
        XCTAssertEqual(alpha(quarter, 31, 8), 0, "upper right")
        XCTAssertEqual(alpha(quarter, 8, 31), 0, "lower left")
        let whole = Circle().stroke(Color.black, lineWidth: 4).frame(width: 30, height: 30).position(x: 20, y: 20)
        XCTAssertEqual(try render(ring(1)).pixels, try render(whole).pixels)
        let half = Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
        for (got, want) in [(half.minX, 0.0), (half.minY, 5), (half.width, 10), (half.height, 5)] as [(CGFloat, CGFloat)] {
            XCTAssertEqual(got, want, accuracy: 1e-9, "the lower half: \(half)")
        }
    }

    /// `FillStyle(eoFill: true)` cuts a hole where a circle lies inside a rect; the default
    /// rule (non-zero) fills it, both outlines running the same way; `fill()` uses the
    /// foreground style.
    func testEvenOddFillCutsAHole() throws {
        let frameAndHole = Path { p in
            p.addRect(CGRect(x: 5, y: 5, width: 30, height: 30))
            p.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let cut = try render(frameAndHole.fill(Color.black, style: FillStyle(eoFill: true)))
        XCTAssertEqual(alpha(cut, 20, 20), 0, "the hole")
        XCTAssertEqual(alpha(cut, 7, 7), 255, "the frame")
        let whole = try render(frameAndHole.fill().foregroundColor(.black))
        XCTAssertEqual(alpha(whole, 20, 20), 255)
    }

    /// The path API's bookkeeping: bounds, the current point, transforms and built-in shapes'
    /// outlines as paths.
    func testPathGeometry() {
        var p = Path()
        XCTAssertTrue(p.isEmpty)
        XCTAssertNil(p.currentPoint)
        p.addRect(CGRect(x: 2, y: 3, width: 10, height: 4))
        XCTAssertEqual(p.boundingRect, CGRect(x: 2, y: 3, width: 10, height: 4))
        p.move(to: CGPoint(x: 1, y: 1))
        p.addQuadCurve(to: CGPoint(x: 5, y: 1), control: CGPoint(x: 3, y: -3))
        XCTAssertEqual(p.currentPoint, CGPoint(x: 5, y: 1))
        XCTAssertEqual(p.boundingRect, CGRect(x: 1, y: -3, width: 11, height: 10))
        let moved = p.offsetBy(dx: 10, dy: 20)
        XCTAssertEqual(moved.boundingRect, CGRect(x: 11, y: 17, width: 11, height: 10))
        XCTAssertEqual(moved.currentPoint, CGPoint(x: 15, y: 21))
        let turned = Path(CGRect(x: 0, y: 0, width: 4, height: 2)).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(turned.boundingRect.width, 2, accuracy: 1e-9)
        XCTAssertEqual(turned.boundingRect.height, 4, accuracy: 1e-9)
        XCTAssertEqual(Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect, CGRect(x: 0, y: 5, width: 10, height: 10))
        XCTAssertEqual(Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 4)).boundingRect, CGRect(x: 0, y: 0, width: 8, height: 4))
    }

    /// A curved tab bar drawn as apps draw theirs (a background shape with a notch for a
    /// centre button, stroked and filled), and a progress ring and a wave from paths, in both
    /// schemes on two phones.
    func testCurvedTabBarAndPathDrawings() {
        assertSnapshot(of: CurvedTabBarScreen(), devices: [.iPhone15Pro, .iPhoneSE])
    }
}

/// A bar background with a round notch at the top centre, the shape public tab bars draw.
struct NotchedBarShape: Shape {
    var notchRadius: CGFloat = 38

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let mid = rect.midX, depth = notchRadius * 0.9
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: mid - notchRadius - 18, y: rect.minY))
        p.addCurve(to: CGPoint(x: mid, y: rect.minY + depth),
                   control1: CGPoint(x: mid - notchRadius, y: rect.minY), control2: CGPoint(x: mid - notchRadius, y: rect.minY + depth))
        p.addCurve(to: CGPoint(x: mid + notchRadius + 18, y: rect.minY),
                   control1: CGPoint(x: mid + notchRadius, y: rect.minY + depth), control2: CGPoint(x: mid + notchRadius, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// A sine-like wave across its rect, drawn with quadratic curves.
struct WaveShape: Shape {
    var waves = 4
    func path(in rect: CGRect) -> Path {
        Path { p in
            let step = rect.width / CGFloat(waves)
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            for i in 0..<waves {
                let x = rect.minX + CGFloat(i) * step
                p.addQuadCurve(to: CGPoint(x: x + step, y: rect.midY),
                               control: CGPoint(x: x + step / 2, y: i % 2 == 0 ? rect.minY : rect.maxY))
            }
        }
    }
}

struct CurvedTabBarScreen: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Custom shapes").font(.title2.bold())
            ZStack {
                Circle().stroke(Color.gray.opacity(0.25), lineWidth: 10)
                Path { p in
                    p.addArc(center: CGPoint(x: 50, y: 50), radius: 45, startAngle: .degrees(-90), endAngle: .degrees(150), clockwise: false)
                }
                .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                Text("67%").font(.headline)
            }
            .frame(width: 100, height: 100)
            WaveShape().stroke(Color.teal, lineWidth: 3).frame(height: 30).padding(.horizontal, 32)
            Spacer()
            ZStack(alignment: .top) {
                NotchedBarShape()
                    .fill(Color(uiColor: .secondarySystemBackground))
                    .shadow(color: .black.opacity(0.15), radius: 6, y: -2)
                    .frame(height: 90)
                    .offset(y: 30)
                HStack {
                    ForEach(["house", "magnifyingglass"], id: \.self) { name in
                        Image(systemName: name).font(.title3).foregroundStyle(.secondary).frame(maxWidth: .infinity)
                    }
                    Spacer().frame(width: 90)
                    ForEach(["heart", "person"], id: \.self) { name in
                        Image(systemName: name).font(.title3).foregroundStyle(.secondary).frame(maxWidth: .infinity)
                    }
                }
                .padding(.top, 50)
                Image(systemName: "plus")
                    .font(.title2.weight(.semibold))
                    .foregroundStyle(.white)
                    .frame(width: 60, height: 60)
                    .background(Circle().fill(Color.accentColor))
            }
        }
        .padding(.top, 40)
        .ignoresSafeArea(edges: .bottom)
    }
}
