import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapTabBar
import XCTest
@testable import TabSnapEngine

/// Contrast in a suite: reported on every check, judged only when a minimum is asked for.
final class ContrastSuiteTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    var dir = ""

    override func setUp() { dir = makeTempDir("contrast") }
    override func tearDown() { removeDir(dir) }

    func load(_ json: String) throws -> SuiteManifest {
        try SuiteManifest.decode(JSONParser.parse(#"{"suite": "S", "configurations": "x.json", "# + json + "}"), file: "m.json")
    }

    func testManifestContrastKey() throws {
        XCTAssertNil(try load(#""devices": "iphone-se""#).minimumContrast)
        XCTAssertEqual(try load(#""contrast": {"minimum": 4.5}"#).minimumContrast, 4.5)
        XCTAssertEqual(try load(#""contrast": {"minimum": 1}"#).minimumContrast, 1)
        for (json, expected) in [
            (#""contrast": {"minimum": 30}"#, ["contrast.minimum: expected a number from 1 to 21, got 30"]),
            (#""contrast": {"minimum": 0.5}"#, ["contrast.minimum: expected a number from 1 to 21, got 0.5"]),
            (#""contrast": {"minimum": "AA"}"#, ["contrast.minimum: expected a number from 1 to 21, got \"AA\""]),
            (#""contrast": 4.5"#, ["contrast: expected an object with minimum, e.g. {minimum: 4.5}, got a number"]),
            (#""contrast": {"min": 4.5}"#, ["contrast.min: unknown key 'min' (expected minimum)",
                                            "contrast.minimum: missing (a WCAG ratio from 1 to 21, e.g. 4.5 for AA)"]),
        ] {
            XCTAssertThrowsError(try load(json), json) { error in
                XCTAssertEqual((error as? DocumentErrors)?.errors.map(\.description), expected, json)
            }
        }
        // YAML names the file and the path like every other key.
        try AtomicFile.write("suite: S\nconfigurations: x.json\ncontrast: {minimum: 22}\n", to: dir + "/bad.yaml")
        XCTAssertThrowsError(try SuiteManifest.load(dir + "/bad.yaml")) {
            XCTAssertTrue("\($0)".contains("\(self.dir)/bad.yaml: contrast.minimum: expected a number from 1 to 21, got 22"), "\($0)")
        }
    }

    /// Seed 000's circle bar in light draws unselected items #8E8E93 on white (3.26:1), in dark
    /// on #1C1C1E (5.21:1); seed 003's red selected title on white is 3.54:1. At 3.3 only
    /// seed000-en's light snapshot fails, and only when asked.
    func testLowContrastFailsOnlyWhenAsked() throws {
        let text = """
        suite: Temp
        snapshots: \(dir)/Snapshots
        configurations: ["\(repoRoot)/Examples/seed000-en.json", "\(repoRoot)/Examples/seed003-sections.json"]
        devices: [iphone-se]

        """
        try AtomicFile.write(text, to: dir + "/tabsnap.yaml")
        let manifest = try SuiteManifest.load(dir + "/tabsnap.yaml")
        var runner = SuiteRunner(manifest: manifest, resources: Self.resources)
        let cases = try runner.cases()
        XCTAssertEqual(cases.map(\.id), ["seed000-en.iphone-se.dark", "seed000-en.iphone-se.light",
                                         "seed003-sections.iphone-se.dark", "seed003-sections.iphone-se.light"])
        XCTAssertTrue(runner.run(cases, mode: .missing, artifactsDirectory: nil).allSatisfy { $0.status == .recorded })

        // Not asked: reported, nothing fails.
        let reported = runner.run(cases, mode: .never, artifactsDirectory: nil)
        XCTAssertEqual(reported.map(\.status), [.passed, .passed, .passed, .passed])
        XCTAssertEqual(reported.map { $0.contrast?.minimum }, [5.21, 3.26, 4.99, 3.54])
        XCTAssertEqual(reported.map { $0.contrast?.required }, [nil, nil, nil, nil])
        let quiet = SuiteSummary(suite: "Temp", manifest: "", shard: "1/1", checks: reported)
        XCTAssertEqual(quiet.exitCode, 0)
        XCTAssertEqual(quiet.tally, "Temp: 4 snapshots, 4 passed; lowest contrast 3.26:1 (seed000-en.iphone-se.light: Home title)")

        // Asked: the light seed 000 snapshot fails with every fact in its message.
        runner.minimumContrast = 3.3
        let judged = runner.run(cases, mode: .never, artifactsDirectory: nil)
        XCTAssertEqual(judged.map(\.status), [.passed, .failed, .passed, .passed])
        XCTAssertEqual(judged.map { $0.contrast?.required }, [3.3, 3.3, 3.3, 3.3])
        XCTAssertEqual(judged[1].message, "Contrast too low in seed000-en (\(repoRoot)/Examples/seed000-en.json) on iphone-se, light: "
                       + "Home title (unselected) #8E8E93 on #FFFFFF is 3.26:1, below the required 3.3:1 (8 of 10 titles and icons are below).")
        let summary = try ResultsWriter.write(judged, manifest: manifest, shard: .whole, to: dir + "/out")
        XCTAssertEqual(summary.exitCode, 1)
        XCTAssertTrue(summary.tally.hasSuffix("; lowest contrast 3.26:1 (seed000-en.iphone-se.light: Home title), 1 snapshot below 3.3"), summary.tally)
        let json = try String(contentsOfFile: dir + "/out/summary.json", encoding: .utf8)
        for expected in [#""minimum" : 3.26"#, #""required" : 3.3"#, ##""background" : "#FFFFFF""##, #""part" : "title""#] {
            XCTAssertTrue(json.contains(expected), expected)
        }
        XCTAssertEqual(try SuiteSummary.load(dir + "/out/summary.json"), summary)
        let html = try String(contentsOfFile: dir + "/out/report/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("<p class=\"contrast low\">lowest contrast 3.26:1, Home title (unselected) #8E8E93 on #FFFFFF, required 3.3:1</p>"))
        XCTAssertTrue(html.contains(">contrast 5.21:1 (Home title)</small>"))
        // The contrast-only failure shows the snapshot, which is its reference.
        XCTAssertTrue(html.contains("<figcaption>snapshot (matches its reference)</figcaption><img src=\"img/Temp/seed000-en.iphone-se.light.preview.png\""))
        XCTAssertTrue(try String(contentsOfFile: dir + "/out/junit.xml", encoding: .utf8).contains("message=\"Contrast too low in seed000-en"))

        // The manifest's key asks the same; recording never fails for contrast.
        try AtomicFile.write(text + "contrast: {minimum: 3.3}\n", to: dir + "/tabsnap.yaml")
        let strict = SuiteRunner(manifest: try SuiteManifest.load(dir + "/tabsnap.yaml"), resources: Self.resources)
        XCTAssertEqual(strict.minimumContrast, 3.3)
        XCTAssertEqual(strict.run(cases, mode: .never, artifactsDirectory: nil).map(\.status), [.passed, .failed, .passed, .passed])
        XCTAssertEqual(strict.run(cases, mode: .all, artifactsDirectory: nil).filter(\.isFailure).count, 0)
    }

    /// A snapshot that already differs keeps its pixel message and gains the contrast line.
    func testPixelFailureGainsTheContrastLine() throws {
        let config = try TabBarConfigDecoder.load(repoRoot + "/Examples/seed000-en.json")
        let c = SuiteCase(id: "seed000-en.iphone-se.light", configFile: "Examples/seed000-en.json", config: config,
                          device: try Devices.resolve("iphone-se"), orientation: .landscape, scheme: .light, reference: "r", displayReference: "r")
        var check = SnapshotCheck(id: c.id, status: .failed, reference: "r", message: "Snapshot differs.")
        check.contrast = ContrastReport(scheme: "light", background: "#FFFFFF",
                                     parts: [ContrastPart(item: "Home", part: .icon, selected: false, foreground: "#8E8E93", ratio: 3.26)])
        check.require(contrast: 4.5, c)
        XCTAssertEqual(check.status, .failed)
        XCTAssertEqual(check.message, "Snapshot differs.\nContrast too low in seed000-en (Examples/seed000-en.json) on iphone-se landscape, light: "
                       + "Home icon (unselected) #8E8E93 on #FFFFFF is 3.26:1, below the required 4.5:1.")
        var fine = SnapshotCheck(id: c.id, status: .passed, reference: "r")
        fine.contrast = check.contrast
        fine.require(contrast: 3, c)
        XCTAssertEqual(fine.status, .passed)
        XCTAssertEqual(fine.message, "")
    }
}
