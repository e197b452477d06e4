import Foundation
import TabSnapCore
import TabSnapFixtures
import TabSnapDisplayList
import TabSnapLottie
import TabSnapPNG
import TabSnapText
import XCTest

/// TabSnap's Lottie frames against rlottie's renders of real icon animations
/// (`../shared/conformance/assets/lottie/ref/NAME.K.SIZE.png`, read in place), by the issue's
/// measure: mean |Δ| in 8-bit levels over the premultiplied RGBA of every pixel either image
/// inks. `Scripts/lottie_compare.py` writes the same figures to the committed fixture.
final class RlottieConformanceTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/conformance/assets/lottie").path

    /// The worst frame each animation may reach: the issue's 2 levels where TabSnap is there,
    /// else the figure measured when this was written plus a little (so a regression fails).
    /// rlottie's 1x render is context (exact coverage, ThorVG at 16x, is the reference in
    /// `lottie_compare.py`): location_pin's curves, flattened to their exact area, came 0.37
    /// from the 16x render (from 0.40) and 2.38 from rlottie's chords (from 2.2).
    static let limits: [String: Double] = [
        "bell": 2, "gears": 2, "medal": 2, "sun_moon": 2, "switch_states": 2, "search_button": 8,
        "hamburger_arrow": 2.5, "location_pin": 2.5, "tabbar_community": 3.75, "tabbar_home": 4.75, "tabbar_mine": 4.25,
        "tabbar_notice": 14.5, "twitter_heart": 7, "icon_transitions": 12,
    ]

    func testFramesAgreeWithRlottie() throws {
        guard FileManager.default.fileExists(atPath: Self.folder) else {
            throw XCTSkip("\(Self.folder) is absent (the shared conformance data)")
        }
        let refs = try FileManager.default.contentsOfDirectory(atPath: Self.folder + "/ref").filter { $0.hasSuffix(".png") && !$0.contains("thorvg") }
        let fonts = try FontLibrary.shared()
        let glyphs = GlyphCache(library: fonts)
        var checked = 0
        for (name, limit) in Self.limits.sorted(by: { $0.key < $1.key }) {
            let animation = try LottieAnimation(data: try AtomicFile.read("\(Self.folder)/\(name).json"), name: name)
            var worst = 0.0
            for ref in refs where ref.hasPrefix(name + ".") {
                let parts = ref.dropLast(4).split(separator: ".")
                guard parts.count == 3, let k = Double(parts[1]), let size = Int(parts[2]) else { continue }
                let ours = LottieRenderer().displayList(animation, frame: k, width: size, height: size).render(glyphs: glyphs).intoImage()
                var theirs = try PNGDecoder.decodeFile("\(Self.folder)/ref/\(ref)").image
                // rlottie's disagreement with ThorVG: the folder keeps ThorVG's frame too; hold
                // TabSnap to the closer one, as the script does.
                let thorvg = "\(Self.folder)/ref/\(name).\(parts[1]).\(size).thorvg.png"
                var delta = ImageDelta.meanInked(ours, theirs)
                if FileManager.default.fileExists(atPath: thorvg) {
                    theirs = try PNGDecoder.decodeFile(thorvg).image
                    delta = min(delta, ImageDelta.meanInked(ours, theirs))
                }
                worst = max(worst, delta)
                checked += 1
            }
            XCTAssertLessThanOrEqual(worst, limit, "\(name): worst frame \(worst) levels")
        }
        XCTAssertGreaterThanOrEqual(checked, 100)
    }

    func testWhatIsOutOfScopeIsRefusedByName() throws {
        guard FileManager.default.fileExists(atPath: Self.folder) else {
            throw XCTSkip("\(Self.folder) is absent (the shared conformance data)")
        }
        XCTAssertThrowsError(try LottieAnimation(data: try AtomicFile.read("\(Self.folder)/download.json"), name: "download")) { error in
            XCTAssertTrue("\(error)".contains("'Rectangle 1': 'a' is driven by an expression, which TabSnap does not run"), "\(error)")
        }
        // A layer effect other than Fill (drawn without it, as lottie-ios does) and the
        // expression controls (skipped) is refused by name.
        let blurred = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"nm":"Shape","ind":1,"ip":0,"op":30,"st":0,"ks":{},"ef":[{"ty":5,"nm":"Amount Control","en":1},{"ty":29,"nm":"Gaussian Blur","en":1}],"shapes":[]}]}"#
        XCTAssertThrowsError(try LottieAnimation(data: Array(blurred.utf8), name: "blurred")) { error in
            XCTAssertTrue("\(error)".contains("effect 'Gaussian Blur' is applied; layer effects other than Fill"), "\(error)")
        }
    }
}
