import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapLottie
import TabSnapRaster
import TabSnapTabBar
import XCTest

/// Lottie in views and tab configurations: `LottieView` as lottie-ios's SwiftUI view (a frame by
/// progress, frame or time, tinted through key paths, animated by a timeline), and an item's
/// `lottie:` icon in a configuration.
final class LottieViewTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let resources = try! FontResources.bundled()
    static let heart = repo + "/Examples/lottie/heart.json"

    func render(_ view: some View, at times: [Double]? = nil, size: Double = 30) throws -> [RGBAImage] {
        let container = LayoutContainer(size: CGSize(width: size, height: size), scale: 2)
        if let times {
            return try Snapshot.render(ViewTimeline(view), at: times, container: container, scheme: .light, resources: Self.resources).map(\.image)
        }
        return [try Snapshot.render(makeNode(view), container: container, scheme: .light, resources: Self.resources).image]
    }

    func inked(_ image: RGBAImage) -> Int { stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 0 }.count }

    /// A frame over the renderer's item limit is left empty, and the render says so, as the
    /// `lottie` command does, instead of a blank icon and nothing else.
    func testAFrameOverTheItemLimitIsAWarning() throws {
        let container = LayoutContainer(size: CGSize(width: 30, height: 30), scale: 2)
        let snapshot = try Snapshot.render(makeNode(LottieView(animation: try LottieRendererTests.fanOut())), container: container,
                                           scheme: .light, resources: Self.resources)
        XCTAssertEqual(snapshot.displayList.warnings,
                       ["Lottie test: the frame draws more than 200000 items (precompositions multiply); it is left empty"])
        XCTAssertEqual(inked(snapshot.image), 0)
        let heart = try Snapshot.render(makeNode(LottieView(file: Self.heart)), container: container, scheme: .light, resources: Self.resources)
        XCTAssertEqual(heart.displayList.warnings, [])
    }

    func testFramesByProgressFrameAndTime() throws {
        let first = try render(LottieView(file: Self.heart))[0]
        XCTAssertEqual(first, try render(LottieView(file: Self.heart).currentProgress(0))[0])
        // The heart is largest at frame 6 (128 %): more pixels inked than at rest.
        let big = try render(LottieView(file: Self.heart).currentFrame(6))[0]
        XCTAssertGreaterThan(inked(big), inked(first) * 5 / 4)
        XCTAssertEqual(big, try render(LottieView(file: Self.heart).currentTime(0.2))[0], "frame 6 at 30 fps is 0.2 s")
    }

    func testValueProvidersTintByKeyPath() throws {
        let red = try render(LottieView(file: Self.heart).valueProvider(Color(r: 255, g: 0, b: 0), for: "**.Fill 1.**.Color"))[0]
        let center = (30 * 2 / 2 * 60 + 30) * 4
        XCTAssertEqual(Array(red.pixels[center..<center + 4]), [255, 0, 0, 255])
        // Nil: the foreground colour in force.
        let blue = try render(LottieView(file: Self.heart).valueProvider(nil, for: "**.Color").foregroundColor(Color(r: 0, g: 0, b: 255)))[0]
        XCTAssertEqual(Array(blue.pixels[center..<center + 4]), [0, 0, 255, 255])
    }

    func testPlayingFollowsTheTimelineClock() throws {
        let frames = try render(LottieView(file: Self.heart).playing(), at: [0, 0.2, 2])
        XCTAssertEqual(frames[0], try render(LottieView(file: Self.heart))[0], "a timeline's start is the first frame")
        XCTAssertEqual(frames[1], try render(LottieView(file: Self.heart).currentFrame(6))[0])
        XCTAssertEqual(frames[2], try render(LottieView(file: Self.heart).currentProgress(1))[0], "not looping: it stays on the last frame")
    }

    func testAPlayRangeLoopsWithinIt() throws {
        // Frames 6…12 of the heart (progress 0.26…0.52 of 24 frames), looping.
        let view = LottieView(file: Self.heart).playing(fromProgress: 6.0 / 23, toProgress: 12.0 / 23, loop: true)
        let frames = try render(view, at: [0, 0.1, 0.2, 7.0 / 30])
        XCTAssertEqual(frames[0], try render(LottieView(file: Self.heart).currentFrame(6))[0])
        XCTAssertEqual(frames[1], try render(LottieView(file: Self.heart).currentFrame(9))[0])
        XCTAssertEqual(frames[2], try render(LottieView(file: Self.heart).currentFrame(12))[0])
        XCTAssertEqual(frames[3], try render(LottieView(file: Self.heart).currentFrame(6))[0], "past the range's end it starts again")
        XCTAssertEqual(try render(view)[0], frames[0], "a still shows the range's start")
    }

    /// SwiftUI code written against lottie-ios's `LottieView`, unchanged: `.filepath`, the
    /// `ColorValueProvider` and `AnimationKeypath` spellings, `currentProgress`, `resizable`,
    /// `playing(loopMode:)`.
    struct LottieIOSStyle: View {
        let path: String
        var body: some View {
            LottieView(animation: .filepath(path))
                .resizable()
                .valueProvider(ColorValueProvider(LottieColor(r: 1, g: 0, b: 0, a: 1)), for: AnimationKeypath(keypath: "**.Fill 1.**.Color"))
                .currentProgress(0.5)
                .playing(loopMode: .playOnce)
                .frame(width: 30, height: 30)
        }
    }

    func testLottieIOSSpellingsCompileAndDraw() throws {
        let image = try render(LottieIOSStyle(path: Self.heart))[0]
        let center = (30 * 2 / 2 * 60 + 30) * 4
        XCTAssertEqual(Array(image.pixels[center..<center + 4]), [255, 0, 0, 255])
        XCTAssertThrowsError(try render(LottieIOSStyle(path: "/nonexistent.json"))) { error in
            XCTAssertTrue("\(error)".contains("no animation"), "\(error)")
        }
    }

    func testABadFileFailsTheRenderWithItsReason() throws {
        XCTAssertThrowsError(try render(LottieView(file: "/nonexistent/icon.json"))) { error in
            XCTAssertTrue("\(error)".contains("Lottie icon.json"), "\(error)")
        }
    }

    func testConfigurationLottieIconsAreCheckedWhenRead() throws {
        let doc = try JSONParser.parse(#"{"items": [{"title": "A", "lottie": {"file": "missing.json"}}, {"title": "B", "lottie": {"progress": 2}}]}"#)
        XCTAssertThrowsError(try TabBarConfigDecoder.decode(doc, name: "x", file: Self.repo + "/Examples/motion/x.yaml")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("items[1].lottie.file: missing (a Lottie JSON file beside the configuration)"), text)
            XCTAssertTrue(text.contains("items[1].lottie.progress: expected a number from 0 to 1, got 2"), text)
        }
        let ok = try JSONParser.parse(#"{"items": [{"title": "A", "lottie": {"file": "missing.json"}}]}"#)
        XCTAssertThrowsError(try TabBarConfigDecoder.decode(ok, name: "x", file: Self.repo + "/Examples/motion/x.yaml")) { error in
            XCTAssertTrue("\(error)".contains("items[0].lottie.file: \(Self.repo)/Examples/motion/missing.json:"), "\(error)")
        }
    }
}
