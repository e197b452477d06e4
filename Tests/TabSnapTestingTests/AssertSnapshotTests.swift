import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapTabBar
import XCTest
@testable import TabSnapTesting

/// The XCTest front end on its passing path (a failing `assertSnapshot` would fail this test;
/// the failing paths are covered through `verifySnapshot` in RecordModeTests).
final class AssertSnapshotTests: XCTestCase {
    struct Card: View {
        var body: some View {
            VStack(spacing: 8) {
                Text("TabSnap")
                Color.blue.frame(width: 120, height: 40)
                Spacer()
            }
        }
    }

    func testConfigAndViewAgainstFreshReferences() {
        let root = makeTempDir("assert")
        defer { removeDir(root) }
        withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: root + "/artifacts", environment: SnapshotEnvironment()) {
            // Record through the core function, then assert: same pixels, so no failure.
            let recorded = verifySnapshot(of: makeNode(Card()), as: .screen, devices: ["iphone-se"], schemes: [.dark], named: "card",
                                          filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(recorded.map(\.status), [.recorded])
            XCTAssertEqual(recorded[0].reference, root + "/AssertSnapshotTests/testConfigAndViewAgainstFreshReferences.card.iphone-se.dark.png")
            let checks = assertSnapshot(of: Card(), devices: ["iphone-se"], schemes: [.dark], named: "card")
            XCTAssertEqual(checks.map(\.status), [.passed])

            _ = verifySnapshot(of: sampleConfig(), as: .bar, devices: ["iphone-se"], schemes: [.light], named: "bar",
                               filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(assertSnapshot(of: sampleConfig(), as: .bar, devices: ["iphone-se"], schemes: [.light], named: "bar").map(\.status),
                           [.passed])
        }
    }

    /// The options in one value name and compare exactly as the labelled parameters do: a
    /// reference recorded through the labels passes through `options:`, for views and
    /// configurations alike.
    func testOptionsValueMatchesTheLabelledParameters() {
        let root = makeTempDir("options")
        defer { removeDir(root) }
        withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: root + "/artifacts", environment: SnapshotEnvironment()) {
            let recorded = verifySnapshot(of: sampleConfig(), as: .bar, devices: ["iphone-se"], schemes: [.light, .dark], named: "bar",
                                          filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(recorded.map(\.status), [.recorded, .recorded])
            let phone = SnapshotOptions(devices: ["iphone-se"], named: "bar")
            let checks = assertSnapshot(of: sampleConfig(), as: .bar, options: phone)
            XCTAssertEqual(checks.map(\.status), [.passed, .passed])
            XCTAssertEqual(checks.map(\.reference), recorded.map(\.reference))

            _ = verifySnapshot(of: makeNode(Card()), as: Snapshotting<ViewNode>.image(layout: .sizeThatFits), devices: ["iphone-se"],
                               schemes: [.dark], named: "card", filePath: "\(#filePath)", testName: #function)
            var card = SnapshotOptions(devices: ["iphone-se"], schemes: [.dark], named: "card")
            XCTAssertEqual(assertSnapshot(of: Card(), layout: .sizeThatFits, options: card).map(\.status), [.passed])
            // Another layout is another picture: the same name now differs (never recorded: mode never).
            card.record = .never
            let other = verifySnapshot(of: makeNode(Card()), as: [Snapshotting<ViewNode>.image(layout: .device)], options: card,
                                       filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(other.map(\.status), [.failed])
        }
    }

    /// A configuration's timeline, frame by frame: recorded once, then asserted against the
    /// same frames (seed 000's bounce from `Examples/motion`), the bar only.
    func testConfigurationTimelineFrames() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let file = repo + "/Examples/motion/seed000-bounce.yaml"
        let timeline = try TabBarConfigDecoder.decodeTimeline(DocumentReader.read(file), name: "bounce", file: file)
        let root = makeTempDir("timeline")
        defer { removeDir(root) }
        withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: root + "/artifacts", environment: SnapshotEnvironment()) {
            let recorded = verifySnapshot(of: timeline, as: [0.13, 0.5].map { .image(at: $0, barOnly: true) }, devices: ["iphone-se"],
                                          schemes: [.light], named: "bounce", filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(recorded.map(\.status), [.recorded, .recorded])
            XCTAssertEqual(recorded.map { ($0.reference as NSString).lastPathComponent },
                           ["testConfigurationTimelineFrames.bounce.iphone-se.bar.t0.130s.light.png",
                            "testConfigurationTimelineFrames.bounce.iphone-se.bar.t0.500s.light.png"])
            let checks = assertSnapshot(of: timeline, at: [0.13, 0.5], barOnly: true, devices: ["iphone-se"], schemes: [.light], named: "bounce")
            XCTAssertEqual(checks.map(\.status), [.passed, .passed])
        }
    }

    /// A character no bundled font has reaches the check from the built-in strategies: in its
    /// warnings and message (a passing assertion prints it; a failing one says it).
    func testMissingGlyphsReachTheCheck() {
        struct Greeting: View { var body: some View { Text("Hi 🦄") } }
        let root = makeTempDir("tofu")
        defer { removeDir(root) }
        withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: root + "/artifacts", environment: SnapshotEnvironment()) {
            let recorded = verifySnapshot(of: makeNode(Greeting()), as: .screen, devices: ["iphone-se"], schemes: [.light], named: "tofu",
                                          filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(recorded.first?.warnings, ["no bundled font has U+1F984 '🦄' (text \"Hi 🦄\"); drawn as boxes"])
            let checks = assertSnapshot(of: Greeting(), devices: ["iphone-se"], schemes: [.light], named: "tofu")
            XCTAssertEqual(checks.map(\.status), [.passed])
            XCTAssertTrue(checks[0].message.contains("warning: no bundled font has U+1F984"), checks[0].message)
            // Asked to, the scope turns the warning into a failure (the reference still matches).
            let strict = withSnapshotTesting(missingGlyphs: .error) {
                verifySnapshot(of: makeNode(Greeting()), as: .screen, devices: ["iphone-se"], schemes: [.light], named: "tofu",
                               filePath: "\(#filePath)", testName: #function)
            }
            XCTAssertEqual(strict.map(\.status), [.failed])
            XCTAssertTrue(strict[0].message.hasPrefix("Snapshot") && strict[0].message.contains("(missingGlyphs: .error)"), strict[0].message)
        }
    }

    /// Text snapshots: the committed frames of `Card` (a review without pixels), and a layout
    /// change failing as a line diff with the actual text kept as an artifact.
    func testFramesAndDisplayListAsText() throws {
        assertSnapshot(of: Card(), as: .frames, devices: [.iPhoneSE])
        let root = makeTempDir("text")
        defer { removeDir(root) }
        try withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: root + "/artifacts", environment: SnapshotEnvironment()) {
            let first = verifyTextSnapshot(of: makeNode(Card()), as: .displayList, devices: [.iPhoneSE], named: "list",
                                           filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(first.map(\.status), [.recorded])
            XCTAssertTrue(first[0].reference.hasSuffix("testFramesAndDisplayListAsText.list.iphone-se.displaylist.light.txt"))
            let wider = VStack(spacing: 8) { Text("TabSnap"); Color.blue.frame(width: 140, height: 40); Spacer() }
            let changed = verifyTextSnapshot(of: makeNode(wider), as: .displayList, devices: [.iPhoneSE], named: "list",
                                             filePath: "\(#filePath)", testName: #function)
            XCTAssertEqual(changed.map(\.status), [.failed])
            let message = changed[0].message
            XCTAssertTrue(message.contains("line differs") || message.contains("lines differ"), message)
            XCTAssertTrue(message.contains("  -") && message.contains("  +"), message)
            XCTAssertTrue(message.contains("TABSNAP_RECORD=failed swift test --filter '/testFramesAndDisplayListAsText\\b'"), message)
            let artifact = try XCTUnwrap(changed[0].actualArtifact)
            XCTAssertEqual(try String(contentsOfFile: artifact, encoding: .utf8),
                           try TextSnapshotting<ViewNode>.displayList.render(makeNode(wider), RenderTarget(device: .iPhoneSE),
                                                                          RenderResources(SharedFonts.resources.get())))
        }
    }
}
