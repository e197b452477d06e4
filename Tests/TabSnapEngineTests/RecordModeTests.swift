import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapDiff
import TabSnapPNG
import TabSnapTabBar
import XCTest
@testable import TabSnapEngine

/// Every record mode through `verifySnapshot` with an injected environment (never the
/// process's), a temporary snapshot root and a temporary artifacts folder.
final class RecordModeTests: XCTestCase {
    var root = "", artifacts = ""

    override func setUp() {
        root = makeTempDir("snapshots")
        artifacts = makeTempDir("artifacts")
    }

    override func tearDown() {
        removeDir(root)
        removeDir(artifacts)
    }

    /// One iPhone SE light snapshot of `config` under `env`.
    func check(_ config: TabBarConfigValue = sampleConfig(), record: RecordMode? = nil, env: [String: String] = [:],
               scope: RecordMode? = nil) -> SnapshotCheck {
        let checks = withSnapshotTesting(record: scope, snapshotsRoot: root, artifactsDirectory: artifacts,
                                         environment: SnapshotEnvironment(env)) {
            verifySnapshot(of: config, as: .screen, devices: ["iphone-se"], schemes: [.light], named: "bar", record: record,
                           filePath: "/nowhere/Tests/Things/BarTests.swift", testName: "testBar()")
        }
        XCTAssertEqual(checks.count, 1)
        return checks[0]
    }

    var reference: String { root + "/BarTests/testBar.bar.iphone-se.light.png" }

    /// Locales and content size categories are axes of one call: each renders under its
    /// override and has its own reference, named after it.
    func testLocalesAndDynamicTypeSizesAreAxes() throws {
        func run(_ mode: RecordMode) -> [SnapshotCheck] {
            withSnapshotTesting(record: mode, snapshotsRoot: root, artifactsDirectory: artifacts, environment: SnapshotEnvironment()) {
                verifySnapshot(of: sampleConfig(), as: .screen, devices: ["iphone-se"], schemes: [.light], locales: ["en", "he"],
                               dynamicTypeSizes: [.large, .accessibility3], named: "bar",
                               filePath: "/nowhere/Tests/Things/BarTests.swift", testName: "testBar()")
            }
        }
        let recorded = run(.missing)
        XCTAssertEqual(recorded.map(\.id), ["testBar.bar.iphone-se.en.large.light", "testBar.bar.iphone-se.en.accessibility3.light",
                                            "testBar.bar.iphone-se.he.large.light", "testBar.bar.iphone-se.he.accessibility3.light"])
        XCTAssertTrue(recorded.allSatisfy { $0.status == .recorded })
        XCTAssertTrue(run(.never).allSatisfy { $0.status == .passed })
        let image = { (id: String) in try PNGDecoder.decodeFile(self.root + "/BarTests/\(id).png").image }
        XCTAssertNotEqual(try image("testBar.bar.iphone-se.en.large.light").pixels, try image("testBar.bar.iphone-se.he.large.light").pixels,
                          "Hebrew mirrors the bar")
        // The system bar keeps its titles' size at every category (UITabBar's are fixed).
        XCTAssertEqual(try image("testBar.bar.iphone-se.en.large.light").pixels, try image("testBar.bar.iphone-se.en.accessibility3.light").pixels)
    }

    func testResolutionOrder() {
        let none = SnapshotEnvironment()
        XCTAssertEqual(RecordMode.resolve(call: nil, scope: nil, environment: none).mode, .missing)
        XCTAssertEqual(RecordMode.resolve(call: nil, scope: .all, environment: none).mode, .all)
        XCTAssertEqual(RecordMode.resolve(call: .failed, scope: .all, environment: none).mode, .failed)
        let env = SnapshotEnvironment(["TABSNAP_RECORD": "all"])
        XCTAssertEqual(RecordMode.resolve(call: nil, scope: nil, environment: env).mode, .all)
        XCTAssertEqual(RecordMode.resolve(call: .never, scope: nil, environment: env).mode, .never)
        let ci = SnapshotEnvironment(["CI": "true"])
        XCTAssertEqual(RecordMode.resolve(call: .all, scope: .failed, environment: ci).mode, .never)
        let ciExplicit = SnapshotEnvironment(["CI": "true", "TABSNAP_RECORD": "missing"])
        XCTAssertEqual(RecordMode.resolve(call: .never, scope: nil, environment: ciExplicit).mode, .missing)
        XCTAssertEqual(SnapshotEnvironment(["TABSNAP_RECORD": "sometimes"]).recordModeProblem,
                       "TABSNAP_RECORD=sometimes is not one of all, failed, missing, never")
        // swift-snapshot-testing's variable works too; TabSnap's own wins when both are set.
        XCTAssertEqual(RecordMode.resolve(call: nil, scope: nil, environment: SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"])).mode, .failed)
        XCTAssertEqual(SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "all", "TABSNAP_RECORD": "never"]).recordMode, .never)
        XCTAssertEqual(RecordMode.resolve(call: nil, scope: nil,
                                          environment: SnapshotEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"])).mode, .all)
        XCTAssertEqual(SnapshotEnvironment(["SNAPSHOT_TESTING_RECORD": "often"]).recordModeProblem,
                       "SNAPSHOT_TESTING_RECORD=often is not one of all, failed, missing, never")
    }

    func testMissingRecordsThenCompares() throws {
        let first = check()
        XCTAssertEqual(first.status, .recorded, first.message)
        XCTAssertTrue(AtomicFile.exists(reference))
        // Recorded with the small profile: decoding gives the rendered pixels back.
        XCTAssertEqual(try PNGDecoder.decodeFile(reference).image.width, 750)
        let second = check()
        XCTAssertEqual(second.status, .passed, second.message)
        XCTAssertEqual(second.differentPixels, 0)
    }

    func testFailureWritesArtifactsAndLeavesTheReference() throws {
        XCTAssertEqual(check().status, .recorded)
        let before = fileBytes(reference)
        let failure = check(sampleConfig(selected: 2))
        XCTAssertEqual(failure.status, .failed)
        XCTAssertEqual(fileBytes(reference), before, "missing mode must not overwrite an existing reference")
        let stem = artifacts + "/BarTests/testBar.bar.iphone-se.light"
        for kind in ["expected", "actual", "diff", "composite"] {
            XCTAssertTrue(AtomicFile.exists("\(stem).\(kind).png"), kind)
            XCTAssertTrue(failure.message.contains("\(stem).\(kind).png"), failure.message)
        }
        XCTAssertEqual(failure.actualArtifact, stem + ".actual.png")
        let n = try XCTUnwrap(failure.differentPixels)
        XCTAssertGreaterThan(n, 0)
        XCTAssertTrue(failure.message.contains("pixels differ ("), failure.message)
        XCTAssertTrue(failure.message.contains("%)"), failure.message)
        XCTAssertTrue(failure.message.contains("bounding box \(failure.boundingBox!)"), failure.message)
        XCTAssertTrue(failure.message.contains(#"TABSNAP_RECORD=failed swift test --filter '/testBar\b'"#), failure.message)
        // The actual artifact holds the rendered pixels.
        let actual = try PNGDecoder.decodeFile(stem + ".actual.png").image
        let expected = try PNGDecoder.decodeFile(reference).image
        var exact = DiffOptions(producesDiffImage: false)
        exact.comparison = .exact
        XCTAssertEqual(ImageDiffer.compare(expected, actual, options: exact).differentPixels, n)
        XCTAssertTrue(failure.message.contains("compared exactly; no pixel may differ"), failure.message)
    }

    /// The brand tint #5B2EFF → #6A3DFF: pixelmatch's default threshold let it through; the
    /// default is now exact, so it fails, and tolerance is opt-in per call or per scope.
    func testExactByDefaultCatchesASmallTintChange() {
        func config(_ hex: String) -> TabBarConfig {
            var c = sampleConfig()
            c.light.tint = Color(hex: hex)!
            return c
        }
        func verify(_ c: TabBarConfig, _ matching: SnapshotMatching? = nil, scope: SnapshotMatching? = nil) -> SnapshotCheck {
            withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: artifacts, environment: SnapshotEnvironment(), matching: scope) {
                verifySnapshot(of: c, as: .screen, devices: ["iphone-se"], schemes: [.light], named: "bar", matching: matching,
                               filePath: "/nowhere/BarTests.swift", testName: "testBar()")[0]
            }
        }
        XCTAssertEqual(verify(config("#5B2EFF")).status, .recorded)
        let strict = verify(config("#6A3DFF"))
        XCTAssertEqual(strict.status, .failed)
        XCTAssertTrue(strict.message.contains("compared exactly; no pixel may differ"), strict.message)
        // ΔE94 of the change is 3.64 (3.98 on anti-aliased edges): 0.98 fails and says why, 0.96 passes.
        let perceptual = verify(config("#6A3DFF"), .precision(perceptualPrecision: 0.98))
        XCTAssertEqual(perceptual.status, .failed)
        XCTAssertTrue(perceptual.message.contains("exceeds 2 (perceptualPrecision 0.98); the largest ΔE94 was 3.9836"), perceptual.message)
        XCTAssertEqual(verify(config("#6A3DFF"), .precision(perceptualPrecision: 0.96)).status, .passed)
        XCTAssertEqual(verify(config("#6A3DFF"), scope: .precision(perceptualPrecision: 0.96)).status, .passed)
        XCTAssertEqual(verify(config("#6A3DFF"), .pixelmatch()).status, .passed, "pixelmatch's default is what let it through")
        // precision: the share of pixels that must match.
        let n = strict.differentPixels!, total = 750 * 1334
        let loose = verify(config("#6A3DFF"), .precision(1 - Double(n - 1) / Double(total)))
        XCTAssertEqual(loose.status, .failed)
        XCTAssertTrue(loose.message.contains("needs that share of pixels to match"), loose.message)
        XCTAssertEqual(verify(config("#6A3DFF"), .precision(1 - Double(n) / Double(total))).status, .passed)
    }

    /// A misspelt device is an error check in its place (with a suggestion), not a crash, and
    /// the other devices still run.
    func testMisspeltDeviceIsAnErrorCheck() {
        let checks = withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: artifacts, environment: SnapshotEnvironment()) {
            verifySnapshot(of: sampleConfig(), as: .screen, devices: ["iphone-se", "iphone-15-rpo", .custom(width: 320, height: 568, scale: 2)],
                           schemes: [.light], filePath: "/nowhere/BarTests.swift", testName: "testBar()")
        }
        XCTAssertEqual(checks.map(\.status), [.recorded, .error, .recorded])
        XCTAssertTrue(checks[1].message.contains(#"did you mean "iphone-15-pro"?"#), checks[1].message)
        XCTAssertTrue(checks[2].reference.hasSuffix("testBar.1.320x568_2.light.png"), checks[2].reference)
    }

    /// swift-snapshot-testing's layout: `__Snapshots__/<TestFile>/` beside the test file.
    func testReferencesBesideTheTest() {
        let testFile = root + "/Tests/AppTests/BarTests.swift"
        let checks = withSnapshotTesting(environment: SnapshotEnvironment(), layout: .besideTest) {
            verifySnapshot(of: sampleConfig(), as: .screen, devices: [.iPhoneSE], schemes: [.light], filePath: testFile, testName: "testBar()")
        }
        XCTAssertEqual(checks.map(\.status), [.recorded])
        XCTAssertEqual(checks[0].reference, root + "/Tests/AppTests/__Snapshots__/BarTests/testBar.1.iphone-se.light.png")
        XCTAssertTrue(AtomicFile.exists(checks[0].reference))
    }

    /// A failure's pictures are removed once the snapshot matches again, so the artifacts folder
    /// shows only what fails now.
    func testPassingRunCleansOldArtifacts() {
        XCTAssertEqual(check().status, .recorded)
        let failure = check(sampleConfig(selected: 2))
        XCTAssertEqual(failure.status, .failed)
        let paths = [failure.expectedArtifact, failure.actualArtifact, failure.diffArtifact, failure.compositeArtifact].compactMap { $0 }
        XCTAssertEqual(paths.count, 4)
        XCTAssertTrue(paths.allSatisfy(AtomicFile.exists))
        let folder = artifacts + "/BarTests"
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        XCTAssertTrue(written.contains { $0.contains(".change.") }, "the changed-area crop is written too: \(written)")
        XCTAssertEqual(check().status, .passed)
        XCTAssertFalse(paths.contains(where: AtomicFile.exists), "stale artifacts left: \(paths.filter(AtomicFile.exists))")
        XCTAssertEqual((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [], [], "crops are removed as well")
    }

    /// A recorded reference carries its pixels' digest: verify trusts it while the file's image
    /// data is unchanged (a stamp that lies about the pixels shows the trust), and decodes an
    /// unstamped reference as before.
    func testPassingVerifyTrustsTheStampedDigest() throws {
        XCTAssertEqual(check().status, .recorded)
        let recorded = try AtomicFile.read(reference)
        XCTAssertNotNil(ReferenceDigest.trustedPixels(recorded))
        XCTAssertEqual(check().status, .passed)
        // A reference of other pixels, stamped with the digest of what will be rendered: trusted.
        let actual = try renderedSample()
        let other = try PNGEncoder.encode(RGBAImage(width: actual.width, height: actual.height, fill: (255, 0, 0, 255)))
        try AtomicFile.write(ReferenceDigest.stamp(other, pixels: PixelDigest(actual)), to: reference)
        XCTAssertEqual(check().status, .passed, "the digest is trusted without decoding")
        // Unstamped, the same red file is decoded and fails.
        try AtomicFile.write(other, to: reference)
        XCTAssertEqual(check().status, .failed)
    }

    func renderedSample() throws -> RGBAImage {
        let resources = try FontResources.bundled(images: PNGImageLoader())
        return try Snapshotting<TabBarConfig>.screen.render(sampleConfig(), RenderTarget(device: Devices.resolve("iphone-se")), RenderResources(resources))
    }

    func testToleranceLetsASmallDifferencePass() {
        XCTAssertEqual(check().status, .recorded)
        let strict = check(sampleConfig(selected: 1))
        let n = strict.differentPixels!
        let checks = withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: artifacts, environment: SnapshotEnvironment()) {
            verifySnapshot(of: sampleConfig(selected: 1), as: .screen, devices: ["iphone-se"], schemes: [.light], named: "bar",
                           matching: .tolerance(maxDiffPixels: n), filePath: "/nowhere/BarTests.swift", testName: "testBar()")
        }
        XCTAssertEqual(checks[0].status, .passed)
    }

    func testNeverFailsOnMissingAndWritesNothing() {
        let result = check(record: .never)
        XCTAssertEqual(result.status, .missing)
        XCTAssertFalse(AtomicFile.exists(reference))
        XCTAssertTrue(result.message.contains("No reference at \(reference)"), result.message)
        XCTAssertTrue(result.message.contains("Record it with: TABSNAP_RECORD=missing swift test"), result.message)
        XCTAssertTrue(AtomicFile.exists(artifacts + "/BarTests/testBar.bar.iphone-se.light.actual.png"))
    }

    func testScopeAndEnvironmentModes() {
        XCTAssertEqual(check(scope: .never).status, .missing)
        XCTAssertEqual(check(env: ["TABSNAP_RECORD": "never"]).status, .missing)
        XCTAssertEqual(check(record: .missing, scope: .never).status, .recorded, "the call wins over the scope")
    }

    func testCINeverRecordsByItself() {
        for mode: RecordMode? in [nil, .all, .failed, .missing] {
            let result = check(record: mode, env: ["CI": "true"])
            XCTAssertEqual(result.status, .missing, "\(String(describing: mode))")
            XCTAssertFalse(AtomicFile.exists(reference))
            XCTAssertTrue(result.message.contains("Record it with:"), result.message)
        }
        XCTAssertTrue(check(record: .all, env: ["CI": "true"]).message.contains("set in code is ignored under CI=true"))
        // A failing comparison on CI is a failure, not a re-record.
        XCTAssertEqual(check().status, .recorded)
        let before = fileBytes(reference)
        XCTAssertEqual(check(sampleConfig(selected: 2), record: .all, env: ["CI": "true"]).status, .failed)
        XCTAssertEqual(fileBytes(reference), before)
        // An explicit TABSNAP_RECORD is an operator's choice, as `--mode` is for the CLI.
        XCTAssertEqual(check(sampleConfig(selected: 2), env: ["CI": "true", "TABSNAP_RECORD": "failed"]).status, .recorded)
    }

    func testFailedRewritesOnlyWhatDiffers() throws {
        XCTAssertEqual(check().status, .recorded)
        let before = try XCTUnwrap(fileBytes(reference))
        let modified = try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date
        XCTAssertEqual(check(record: .failed).status, .passed)
        XCTAssertEqual(fileBytes(reference), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date, modified)
        let rewritten = check(sampleConfig(selected: 2), record: .failed)
        XCTAssertEqual(rewritten.status, .recorded)
        XCTAssertNotEqual(fileBytes(reference), before)
        XCTAssertEqual(check(sampleConfig(selected: 2), record: .never).status, .passed)
    }

    func testAllRewritesDifferencesAndLeavesSamePixels() throws {
        XCTAssertEqual(check(record: .all).status, .recorded)
        let before = try XCTUnwrap(fileBytes(reference))
        XCTAssertEqual(check(record: .all).status, .passed, "same pixels: nothing to write")
        XCTAssertEqual(fileBytes(reference), before)
        XCTAssertEqual(check(sampleConfig(selected: 1), record: .all).status, .recorded)
        XCTAssertEqual(check(sampleConfig(selected: 1), record: .never).status, .passed)
    }

    func testCorruptReference() throws {
        try AtomicFile.write(Array("not a png at all".utf8), to: reference)
        let result = check()
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message.contains("The reference \(reference) cannot be read"), result.message)
        XCTAssertEqual(fileBytes(reference), Data("not a png at all".utf8), "missing mode leaves a corrupt reference alone")
        // A truncated PNG too.
        XCTAssertEqual(check(record: .all).status, .recorded)
        let good = try XCTUnwrap(fileBytes(reference))
        try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: reference))
        let truncated = check()
        XCTAssertEqual(truncated.status, .error)
        XCTAssertTrue(truncated.message.contains("cannot be read"), truncated.message)
        XCTAssertEqual(check(record: .failed).status, .recorded, "failed mode replaces an unreadable reference")
    }

    func testDifferentlySizedReference() throws {
        try PNGEncoder.write(RGBAImage(width: 20, height: 10, fill: (255, 255, 255, 255)), to: reference, profile: .fast)
        let result = check()
        XCTAssertEqual(result.status, .failed)
        XCTAssertTrue(result.message.contains("sizes differ: reference 20x10, actual 750x1334"), result.message)
        XCTAssertEqual(result.expectedSize, ImageSize(width: 20, height: 10))
        XCTAssertTrue(AtomicFile.exists(artifacts + "/BarTests/testBar.bar.iphone-se.light.composite.png"))
    }

    /// Unnamed snapshots are numbered in call order within their test, so two never share a
    /// reference (swift-snapshot-testing's rule).
    func testUnnamedSnapshotsAreNumberedInCallOrder() {
        let ids = withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: artifacts, environment: SnapshotEnvironment()) {
            (0..<2).map { _ in
                verifySnapshot(of: sampleConfig(), as: .screen, devices: ["iphone-se"], schemes: [.light],
                               filePath: "/x/CountTests.swift", testName: "testTwice()")[0].id
            }
        }
        XCTAssertEqual(ids, ["testTwice.1.iphone-se.light", "testTwice.2.iphone-se.light"])
    }

    func testNamesDevicesSchemesAndOrientations() {
        let checks = withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: artifacts, environment: SnapshotEnvironment()) {
            verifySnapshot(of: sampleConfig(), as: .bar, devices: ["iphone-se", "ipad-pro-11"], schemes: [.light, .dark],
                           orientations: [.portrait, .landscape], named: "home", filePath: "/x/BarTests.swift", testName: "testBar()")
        }
        XCTAssertEqual(checks.map(\.id), [
            "testBar.home.iphone-se.bar.light", "testBar.home.iphone-se.bar.dark",
            "testBar.home.iphone-se.landscape.bar.light", "testBar.home.iphone-se.landscape.bar.dark",
            "testBar.home.ipad-pro-11.bar.light", "testBar.home.ipad-pro-11.bar.dark",
            "testBar.home.ipad-pro-11.landscape.bar.light", "testBar.home.ipad-pro-11.landscape.bar.dark",
        ])
        XCTAssertTrue(checks.allSatisfy { $0.status == .recorded })
        let bad = withSnapshotTesting(snapshotsRoot: root, environment: SnapshotEnvironment()) {
            verifySnapshot(of: sampleConfig(), as: .screen, devices: ["iphone-99"], filePath: "/x/BarTests.swift", testName: "t")
        }
        XCTAssertEqual(bad.map(\.status), [.error])
        XCTAssertTrue(bad[0].message.contains("iphone-99"), bad[0].message)
    }

    func testLocationFromFilePath() {
        let here = SnapshotLocation(filePath: "\(#filePath)", testName: "testLocationFromFilePath()")
        XCTAssertEqual(here.packageRoot, repoRoot)
        XCTAssertEqual(here.suite, "RecordModeTests")
        XCTAssertEqual(here.test, "testLocationFromFilePath")
        XCTAssertEqual(here.snapshotsRoot(nil), repoRoot + "/Snapshots")
        XCTAssertEqual(here.artifactsRoot(nil, environment: SnapshotEnvironment()), repoRoot + "/.build/tabsnap-artifacts")
        XCTAssertEqual(here.artifactsRoot(nil, environment: SnapshotEnvironment(["TABSNAP_ARTIFACTS": "/tmp/a"])), "/tmp/a")
    }
}

typealias TabBarConfigValue = TabSnapTabBar.TabBarConfig
