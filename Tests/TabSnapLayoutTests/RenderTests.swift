import Foundation
import TabSnapCore
@testable import TabSnapLayout
import TabSnapPNG
import TabSnapText
import XCTest

/// Drawing the laid-out tree: colours, template images, SVG paths, opacity, and the errors a
/// render reports.
final class RenderTests: XCTestCase {
    let resources = try! FontResources.bundled()

    func render(_ view: some View, _ w: Double, _ h: Double, scale: Double = 2, scheme: ColorScheme = .light) throws -> RGBAImage {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: w, height: h), scale: scale),
                            scheme: scheme, resources: resources).image
    }

    func testColoursShapesAndSchemes() throws {
        let view = ZStack {
            Color(light: Color(hex: "#FF0000")!, dark: Color(hex: "#00FF00")!)
            Circle().foregroundColor(.blue).frame(width: 10, height: 10)
        }
        let light = try render(view, 20, 20)
        XCTAssertEqual(light.width, 40)
        XCTAssertTrue(light[0, 0] == (255, 0, 0, 255))
        XCTAssertTrue(light[20, 20] == (0, 122, 255, 255), "circle centre is systemBlue")
        let dark = try render(view, 20, 20, scheme: .dark)
        XCTAssertTrue(dark[0, 0] == (0, 255, 0, 255))
    }

    /// Opacity composites the subtree once: two overlapping 50 % views stay 50 % where they overlap.
    func testGroupOpacity() throws {
        let view = ZStack {
            Color.white
            ZStack { Color.black.frame(width: 10, height: 10); Color.black.frame(width: 10, height: 10).offset(x: 5) }.opacity(0.5)
        }
        let img = try render(view, 20, 20, scale: 1)
        XCTAssertTrue(img[10, 10] == (128, 128, 128, 255) || img[10, 10] == (127, 127, 127, 255), "\(img[10, 10])")
        XCTAssertTrue(img[0, 0] == (255, 255, 255, 255))
    }

    /// Inter's other weights are read on first use. One that turns out damaged draws its text in
    /// Inter Regular, and the render says so rather than failing or staying silent.
    func testDamagedWeightReadOnFirstUseIsAWarning() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-fonts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let fonts = resources.library.directory
        for name in try FileManager.default.contentsOfDirectory(atPath: fonts) where name != "Inter-Bold.ttf" {
            try FileManager.default.copyItem(atPath: fonts + "/" + name, toPath: dir + "/" + name)
        }
        // Starts like a TrueType font (so the library accepts it up front), then ends.
        let bold = try Data(contentsOf: URL(fileURLWithPath: fonts + "/Inter-Bold.ttf"))
        try bold.prefix(64).write(to: URL(fileURLWithPath: dir + "/Inter-Bold.ttf"))
        let library = try FontLibrary(directory: dir)
        XCTAssertNil(library.problem(for: .inter(.bold)), "not read yet")
        let local = try FontResources(library: library)
        let shot = try Snapshot.render(makeNode(Text("Bold").font(.system(size: 20, weight: .bold))),
                                       container: LayoutContainer(size: CGSize(width: 80, height: 30), scale: 1), scheme: .light, resources: local)
        XCTAssertEqual(library.font(.inter(.bold)).weightClass, 400, "Inter Regular stands in")
        let warning = try XCTUnwrap(library.problem(for: .inter(.bold)))
        XCTAssertTrue(warning.contains("Inter-Bold.ttf"), warning)
        XCTAssertEqual(shot.displayList.warnings, [warning])
        let regular = try Snapshot.render(makeNode(Text("Plain").font(.system(size: 20))),
                                          container: LayoutContainer(size: CGSize(width: 80, height: 30), scale: 1), scheme: .light, resources: local)
        XCTAssertEqual(regular.displayList.warnings, [], "text in a face that loaded has nothing to say")
    }

    func testTemplatePNGAndSVG() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-render-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try PNGEncoder.write(RGBAImage(width: 6, height: 6, fill: (200, 10, 10, 255)), to: dir + "/dot@3x.png", profile: .fast)
        let local = try FontResources(library: resources.library, baseDirectory: dir, images: PNGImageLoader())
        let view = HStack(spacing: 0) {
            Image(pngFile: "dot@3x.png")  // 6 px at @3x = 2 pt
            Image(pngFile: "dot@3x.png").resizable().renderingMode(.template).foregroundColor(Color(hex: "#00FF00")!).frame(width: 4, height: 4)
            Image(svgPath: "M0 0 H10 V10 H0 Z", viewBox: CGRect(x: 0, y: 0, width: 10, height: 10)).resizable()
                .foregroundColor(Color(hex: "#0000FF")!).frame(width: 4, height: 4)
        }
        let snapshot = try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: 10, height: 4), scale: 3),
                                           scheme: .light, resources: local)
        let img = snapshot.image
        XCTAssertEqual(snapshot.tree.all("Image").map { Double($0.frame.width) }, [2, 4, 4])
        XCTAssertTrue(img[3, 6] == (200, 10, 10, 255), "\(img[3, 6])")   // the PNG as it is
        XCTAssertTrue(img[12, 6] == (0, 255, 0, 255), "\(img[12, 6])")   // tinted by its alpha
        XCTAssertTrue(img[24, 6] == (0, 0, 255, 255), "\(img[24, 6])")   // the SVG square
    }

    /// Everything that cannot be drawn is reported, each problem once; a symbol name no set has is
    /// a placeholder and a warning with the closest names, not a problem.
    func testProblemsAreReportedTogether() throws {
        let view = VStack {
            Image(systemName: "carts")
            Image(pngFile: "/nonexistent/x.png")
            Image(svgPath: "M0 0 X 5 5", viewBox: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertThrowsError(try render(view, 40, 90)) { e in
            guard let errors = e as? RenderErrors else { return XCTFail("\(e)") }
            XCTAssertEqual(errors.problems.count, 2, "\(errors)")
            guard errors.problems.count == 2 else { return }
            XCTAssertTrue(errors.problems[0].contains("/nonexistent/x.png"), errors.problems[0])
            XCTAssertTrue(errors.problems[1].contains("unknown path command"), errors.problems[1])
        }
        let placeholder = try render(Image(systemName: "carts"), 40, 40)
        XCTAssertGreaterThan(placeholder.pixels.count, 0)
        let shot = try Snapshot.render(makeNode(Image(systemName: "carts")), container: LayoutContainer(size: CGSize(width: 40, height: 40), scale: 2),
                                       scheme: .light, resources: resources)
        XCTAssertEqual(shot.displayList.warnings.count, 1)
        XCTAssertTrue(shot.displayList.warnings[0].hasPrefix("no symbol named \"carts\" (closest: cart"), shot.displayList.warnings[0])
    }

    /// The same tree gives the same bytes, rendered serially or from several threads at once.
    func testParallelRendersAreIdentical() throws {
        let view = VStack(spacing: 4) {
            Text("Главная · 聊天 · 홈").font(.system(size: 13, weight: .semibold))
            Image(systemName: "cart.fill").resizable().frame(width: 24, height: 24)
            Capsule().foregroundColor(.red).frame(width: 30, height: 16).opacity(0.7)
        }
        let node = makeNode(view)
        let container = LayoutContainer(size: CGSize(width: 160, height: 80), scale: 3)
        let serial = try Snapshot.render(node, container: container, scheme: .light, resources: resources).image.pixelDigest
        let digests = DigestBox()
        let shared = resources
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let fresh = try! FontResources(library: shared.library)
            digests.add(try! Snapshot.render(node, container: container, scheme: .light, resources: i % 2 == 0 ? shared : fresh).image.pixelDigest)
        }
        XCTAssertEqual(Set(digests.values), [serial])
    }
}

final class DigestBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String] = []
    func add(_ v: String) { lock.lock(); values.append(v); lock.unlock() }
}

/// Colour emoji in text (issue 15): drawn from the bundled colour font in their own colours,
/// never tinted, with no missing-glyph warning; one the cut lacks is still named.
final class EmojiRenderTests: XCTestCase {
    func testEmojiAreDrawnInColour() throws {
        let resources = try FontResources.bundled(images: PNGImageLoader())
        let shot = try Snapshot.render(makeNode(Text("Go 🎉").font(.system(size: 20)).foregroundColor(Color(r: 0, g: 0, b: 255))),
                                       container: LayoutContainer(size: CGSize(width: 80, height: 30), scale: 2), scheme: .light, resources: resources)
        XCTAssertTrue(shot.displayList.warnings.isEmpty, "\(shot.displayList.warnings)")
        XCTAssertTrue(shot.displayList.text.contains("image \"emoji\""), shot.displayList.text)
        let p = shot.image.pixels
        var warm = 0
        for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] == 255 && p[i] > 200 && p[i + 1] > 100 && p[i + 2] < 100 { warm += 1 }
        XCTAssertGreaterThan(warm, 0, "the popper's own yellow and orange, not the blue text colour")
        let missing = try Snapshot.render(makeNode(Text("🦄")), container: LayoutContainer(size: CGSize(width: 40, height: 30), scale: 1),
                                          scheme: .light, resources: resources)
        XCTAssertEqual(missing.displayList.warnings, ["no bundled font has U+1F984 '🦄' (text \"🦄\"); drawn as boxes"])
        // Without an image decoder the emoji is left out with a warning, not drawn as a box.
        let bare = try Snapshot.render(makeNode(Text("🎉")), container: LayoutContainer(size: CGSize(width: 40, height: 30), scale: 1),
                                       scheme: .light, resources: try FontResources.bundled())
        XCTAssertEqual(bare.displayList.warnings, ["emoji not drawn: no image decoder was given to draw colour glyphs with"])
    }
}
