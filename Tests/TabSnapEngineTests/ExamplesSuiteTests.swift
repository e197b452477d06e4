import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar
import XCTest
@testable import TabSnapEngine

/// `make test` verifies the project's own references: every example configuration in
/// `tabsnap.yaml` against `Snapshots/Examples/` (record mode never, like `tabsnap verify`).
final class ExamplesSuiteTests: XCTestCase {
    func testExamplesMatchTheirReferences() throws {
        let manifest = try SuiteManifest.load(repoRoot + "/tabsnap.yaml")
        let runner = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        let cases = try runner.cases()
        XCTAssertGreaterThanOrEqual(cases.count, 30)
        let checks = runner.run(cases, mode: .never, artifactsDirectory: repoRoot + "/.build/tabsnap-artifacts")
        for check in checks where check.isFailure {
            XCTFail(check.message + (check.status == .missing ? "\n(new example? run `swift run tabsnap record`)" : ""))
        }
    }

    /// Issue 14's motion examples: seed 000's bounce and seed 004's Lottie icons checked frame by
    /// frame (the manifest's `frames:`), each frame against its own reference in `Snapshots/Motion/`.
    func testMotionExamplesMatchTheirFrames() throws {
        let manifest = try SuiteManifest.load(repoRoot + "/Examples/motion/tabsnap.yaml")
        XCTAssertEqual(manifest.frames, [0, 0.13, 0.16, 0.23, 0.5])
        let runner = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        let cases = try runner.cases()
        XCTAssertEqual(cases.count, 20)
        XCTAssertTrue(cases.contains { $0.id == "seed000-bounce.iphone-15-pro.t0.130s.light" })
        XCTAssertTrue(cases.contains { $0.id == "seed004-lottie.iphone-15-pro.t0.230s.dark" })
        let checks = runner.run(cases, mode: .never, artifactsDirectory: repoRoot + "/.build/tabsnap-artifacts")
        for check in checks where check.isFailure {
            XCTFail(check.message + (check.status == .missing ? "\n(run `swift run tabsnap record --manifest Examples/motion/tabsnap.yaml`)" : ""))
        }
        // The report shows each timeline as a strip of its frames beside its animated preview.
        let out = NSTemporaryDirectory() + "tabsnap-motion-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let animated = Counter()
        _ = try ResultsWriter.write(checks, manifest: manifest, shard: .whole, to: out, animator: { images, times in
            XCTAssertEqual(images.count, 5)
            XCTAssertEqual(times, [0, 0.13, 0.16, 0.23, 0.5])
            _ = animated.next(below: 100)
            return Array("preview".utf8)
        })
        let html = try String(contentsOfFile: out + "/report/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>Timelines (4)</h2>"))
        XCTAssertTrue(html.contains("img/Motion/seed000-bounce.iphone-15-pro.light.strip.png"))
        XCTAssertTrue(html.contains("img/Motion/seed004-lottie.iphone-15-pro.dark.preview.webp"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/report/img/Motion/seed004-lottie.iphone-15-pro.dark.strip.png"))
        XCTAssertEqual(animated.next(below: 100), 4, "one preview per timeline")
        XCTAssertEqual(ReportTimeline.split("Motion/a.iphone-se.t0.130s.light")?.key, "Motion/a.iphone-se.light")
        XCTAssertEqual(ReportTimeline.split("Motion/a.iphone-se.t12.005s.dark")?.time, 12.005)
        XCTAssertNil(ReportTimeline.split("Examples/style-system.iphone-se.light"))
        // The frames differ from each other: the bounce and the tapped icon move pixels.
        let refs = cases.filter { $0.scheme == .light }.map { try? Data(contentsOf: URL(fileURLWithPath: $0.reference)) }
        XCTAssertEqual(Set(refs).count, refs.count)
    }

    /// Issue 15's examples: bars whose icons (PDF, SVG, PNG slots, an original PDF with a dark
    /// variant, a custom symbol) and colours come from an asset catalog, against `Snapshots/Assets/`.
    func testAssetCatalogExampleMatchesItsReferences() throws {
        let (manifest, _, _) = try verifyExample("Examples/assets/tabsnap.yaml", cases: 8)
        XCTAssertEqual(manifest.configurations, ["shop.yaml", "wallet.yaml"])
    }

    /// An example manifest's cases checked against their references (verify's mode).
    func verifyExample(_ path: String, cases count: Int) throws -> (SuiteManifest, [SuiteCase], [SnapshotCheck]) {
        let manifest = try SuiteManifest.load(repoRoot + "/" + path)
        let runner = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        let cases = try runner.cases()
        XCTAssertEqual(cases.count, count)
        let checks = runner.run(cases, mode: .never, artifactsDirectory: repoRoot + "/.build/tabsnap-artifacts")
        for check in checks where check.isFailure {
            XCTFail(check.message + (check.status == .missing ? "\n(run `swift run tabsnap record --manifest \(path)`)" : ""))
        }
        return (manifest, cases, checks)
    }

    /// Issue 16's example: seed 000's bar from one configuration plus string tables, checked in
    /// English and Russian by the manifest's `locales:`, the locale in each reference's name;
    /// and with the cart's total as its title, a price formatted in each locale.
    func testLocalesExampleMatchesItsReferences() throws {
        let (manifest, cases, checks) = try verifyExample("Examples/locales/tabsnap.yaml", cases: 16)
        XCTAssertTrue(cases.contains { $0.id == "seed000-total.iphone-se.ru.light" && $0.config.items[4].titleFormat == .currency(1299.5, code: "RUB") })
        XCTAssertEqual(manifest.locales, ["en", "ru"])
        XCTAssertTrue(cases.contains { $0.id == "seed000.iphone-se.ru.light" && $0.config.locale == "ru" })
        XCTAssertTrue(checks.allSatisfy { $0.warnings == nil }, "every key has its string")
        // The English bar is seed000-en.json's, pixel for pixel.
        let en = try PNGDecoder.decodeFile(repoRoot + "/Snapshots/Locales/seed000.iphone-se.en.light.png").image
        let seed = try PNGDecoder.decodeFile(repoRoot + "/Snapshots/Examples/seed000-en.iphone-se.light.png").image
        XCTAssertEqual(en.pixels, seed.pixels)
        XCTAssertThrowsError(try SuiteManifest.decode(try JSONParser.parse(#"{"suite": "x", "configurations": ["a.json"], "locales": ["en US"]}"#), file: "m.json")) {
            XCTAssertTrue("\($0)".contains("locales[0]: expected a locale identifier such as en, ru or pt-BR, got \"en US\""), "\($0)")
        }
    }

    /// Issue 16's Dynamic Type example: the system bar at large and at accessibility3 by the
    /// manifest's `dynamicTypeSizes:`, the category in each reference's name. UITabBar's titles
    /// do not grow, so both are the same pixels.
    func testDynamicTypeExampleMatchesItsReferences() throws {
        let (manifest, cases, _) = try verifyExample("Examples/dynamic-type/tabsnap.yaml", cases: 4)
        XCTAssertEqual(manifest.dynamicTypeSizes, [.large, .accessibility3])
        XCTAssertTrue(cases.contains { $0.id == "style-system.iphone-se.accessibility3.dark" && $0.config.dynamicTypeSize == .accessibility3 })
        for scheme in ["light", "dark"] {
            let large = try PNGDecoder.decodeFile(repoRoot + "/Snapshots/DynamicType/style-system.iphone-se.large.\(scheme).png").image
            let ax3 = try PNGDecoder.decodeFile(repoRoot + "/Snapshots/DynamicType/style-system.iphone-se.accessibility3.\(scheme).png").image
            XCTAssertEqual(large.pixels, ax3.pixels, "the system bar's titles keep their size")
        }
        XCTAssertThrowsError(try SuiteManifest.decode(try JSONParser.parse(#"{"suite": "x", "configurations": ["a.json"], "dynamicTypeSizes": ["huge"]}"#), file: "m.json")) {
            XCTAssertTrue("\($0)".contains(#"dynamicTypeSizes[0]: expected one of "xSmall", "small""#) && "\($0)".contains(#"got "huge""#), "\($0)")
        }
    }

    /// Issue 16's right-to-left example: the system bar in Hebrew and Arabic, mirrored by its locale, against
    /// `Snapshots/RightToLeft/`. Its icons sit where the English bar's are, mirrored.
    func testRightToLeftExampleMatchesItsReferences() throws {
        let (_, cases, checks) = try verifyExample("Examples/rtl/tabsnap.yaml", cases: 8)
        XCTAssertTrue(checks.allSatisfy { $0.warnings == nil }, "Noto Sans Hebrew and Arabic have every letter")
        let resources = try FontResources.bundled()
        func icons(_ config: TabBarConfig) throws -> [CGRect] {
            let context = StyleContext(config: config, device: try Devices.resolve("iphone-se"), orientation: .portrait, scheme: .light)
            return try TabBarRenderer.render(context, resources: resources).tree.all("Image").map(\.frame)
        }
        let hebrew = try icons(try XCTUnwrap(cases.first { $0.id.hasPrefix("hebrew.") }).config)
        let english = try icons(try TabBarConfigDecoder.load(repoRoot + "/Examples/style-system.yaml"))
        XCTAssertEqual(hebrew.count, 4)
        XCTAssertEqual(hebrew.map { $0.minX }, english.map { 375 - $0.maxX }, "the first tab on the right, each icon mirrored")
        XCTAssertEqual(hebrew.map(\.minY), english.map(\.minY))
    }
}
