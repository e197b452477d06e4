import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapPNG
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import TabSnapEngine

/// The manifest, the parallel runner, sharding, results and the HTML report.
final class SuiteTests: XCTestCase {
    static let resources = try! FontResources.bundled()
    var dir = ""

    override func setUp() { dir = makeTempDir("suite") }
    override func tearDown() { removeDir(dir) }

    /// A manifest over the repository's examples with its snapshot root in the temp folder.
    func manifest(devices: String = "[iphone-se]", extra: String = "") throws -> SuiteManifest {
        let text = """
        suite: Temp
        snapshots: \(dir)/Snapshots
        configurations: ["\(repoRoot)/Examples/seed000-*.json", "\(repoRoot)/Examples/seed003-sections.json"]
        devices: \(devices)
        schemes: [light, dark]
        \(extra)
        """
        try AtomicFile.write(text, to: dir + "/tabsnap.yaml")
        return try SuiteManifest.load(dir + "/tabsnap.yaml")
    }

    func testManifestErrorsNameFileAndPath() throws {
        let path = dir + "/bad.yaml"
        try AtomicFile.write("""
        suite: Examples
        configuration: ["Examples/*.json"]
        devices: [iphone-se, iphone-99]
        schemes: [light, sepia]
        tolerance: {maxDiffPixels: 1.5, pixels: 3}
        """, to: path)
        XCTAssertThrowsError(try SuiteManifest.load(path)) { error in
            let text = "\(error)"
            for expected in ["\(path): configuration: unknown key", "\(path): configurations: missing",
                             "\(path): devices[1]: ", "\(path): schemes[1]: \"sepia\" is not one of light, dark",
                             "\(path): tolerance.pixels: unknown key", "\(path): tolerance.maxDiffPixels: expected a whole number"] {
                XCTAssertTrue(text.contains(expected), "\(expected) not in:\n\(text)")
            }
        }
        let json = dir + "/ok.json"
        try AtomicFile.write(#"{"suite": "S", "configurations": "x/*.json", "tolerance": {"maxDiffRatio": 0.01}, "orientations": ["landscape"]}"#, to: json)
        let m = try SuiteManifest.load(json)
        XCTAssertEqual(m.configurations, ["x/*.json"])
        XCTAssertEqual(m.matching.tolerance.maxDiffRatio, 0.01)
        XCTAssertEqual(m.matching.comparison, .exact)
        XCTAssertEqual(m.orientations, [.landscape])
        XCTAssertEqual(m.devices, ["iphone-15-pro"])
    }

    /// A single string stands for a list of one, and its error is at the key itself.
    func testManifestMessages() {
        let doc = #"{"suite": "a/b", "configurations": [], "schemes": "sepia", "threshold": 2, "tolerance": 1}"#
        XCTAssertThrowsError(try SuiteManifest.decode(JSONParser.parse(doc), file: "t.json")) { error in
            XCTAssertEqual((error as? DocumentErrors)?.errors.map(\.description), [
                "suite: must be a plain folder name, got \"a/b\"",
                "configurations: expected a non-empty list of strings, got []",
                "schemes: \"sepia\" is not one of light, dark",
                "tolerance: expected an object with maxDiffPixels and/or maxDiffRatio, got a number",
                "threshold: expected a number from 0 to 1, got 2",
            ])
        }
    }

    /// Exact unless the manifest asks; precision, perceptualPrecision and threshold read as
    /// swift-snapshot-testing and pixelmatch define them, and contradictions are refused.
    func testManifestMatching() throws {
        func load(_ json: String) throws -> SuiteManifest {
            try SuiteManifest.decode(JSONParser.parse(#"{"suite": "S", "configurations": "x.json", "# + json + "}"), file: "m.json")
        }
        XCTAssertEqual(try load(#""devices": "iphone-se""#).matching, .exact)
        let p = try load(#""precision": 0.99, "perceptualPrecision": 0.98"#).matching
        XCTAssertEqual(p.comparison, .perceptual(precision: 0.98))
        XCTAssertEqual(p.tolerance.maxDiffRatio!, 0.01, accuracy: 1e-12)
        XCTAssertEqual(try load(#""threshold": 0.1"#).matching.comparison, .pixelmatch(threshold: 0.1, includeAA: false))
        XCTAssertThrowsError(try load(#""threshold": 0.1, "perceptualPrecision": 0.9, "precision": 0.9, "tolerance": {"maxDiffRatio": 0.1}"#)) { error in
            XCTAssertEqual((error as? DocumentErrors)?.errors.map(\.description), [
                "precision: set either precision or tolerance.maxDiffRatio, not both",
                "threshold: set either threshold (pixelmatch) or perceptualPrecision (ΔE94), not both",
            ])
        }
    }

    func testExitCodes() {
        func code(_ statuses: [SnapshotCheck.Status]) -> Int32 {
            SuiteSummary(suite: "S", manifest: "m", shard: "1/1",
                         checks: statuses.enumerated().map { SnapshotCheck(id: "\($0.offset)", status: $0.element, reference: "r") }).exitCode
        }
        XCTAssertEqual(code([.passed, .passed]), 0)
        XCTAssertEqual(code([.passed, .failed]), 1)
        XCTAssertEqual(code([.missing]), 1)
        XCTAssertEqual(code([.failed, .error]), 2)
    }

    func testGlobMatchingNothingIsAnError() throws {
        let m = try manifest()
        var broken = m
        broken.configurations = [dir + "/nothing/*.json"]
        XCTAssertThrowsError(try SuiteRunner(manifest: broken, resources: Self.resources).cases()) {
            XCTAssertTrue("\($0)".contains("no file matches"), "\($0)")
        }
    }

    func testSerialAndParallelGiveIdenticalResults() throws {
        let m = try manifest(devices: "[iphone-se, 320x480@1]")
        let runner = SuiteRunner(manifest: m, resources: Self.resources, jobs: 4)
        let cases = try runner.cases()
        XCTAssertEqual(cases.count, 3 * 2 * 2)
        XCTAssertEqual(cases.map(\.id), cases.map(\.id).sorted())
        let recorded = runner.run(cases, mode: .missing, artifactsDirectory: nil)
        XCTAssertTrue(recorded.allSatisfy { $0.status == .recorded })
        // Break two references: one with other pixels, one unreadable.
        try FileCopy.linkOrCopy(cases[1].reference, to: cases[0].reference + ".tmp")
        try FileManager.default.removeItem(atPath: cases[0].reference)
        try FileManager.default.moveItem(atPath: cases[0].reference + ".tmp", toPath: cases[0].reference)
        try AtomicFile.write(Array("junk".utf8), to: cases[5].reference)

        let serial = SuiteRunner(manifest: m, resources: Self.resources, jobs: 1).run(cases, mode: .never, artifactsDirectory: dir + "/a1")
        let parallel = SuiteRunner(manifest: m, resources: Self.resources, jobs: 3).run(cases, mode: .never, artifactsDirectory: dir + "/a1")
        XCTAssertEqual(serial, parallel)
        XCTAssertEqual(serial.map(\.status).filter { $0 != .passed }, [.failed, .error])
        XCTAssertEqual(serial[0].status, .failed)
        XCTAssertEqual(serial[5].status, .error)
        XCTAssertEqual(SuiteSummary(suite: "Temp", manifest: "", shard: "1/1", checks: serial).exitCode, 2)
    }

    func testShardsCoverEverySnapshotOnce() throws {
        let runner = SuiteRunner(manifest: try manifest(devices: "[iphone-se, iphone-15-pro, ipad-pro-11]"), resources: Self.resources)
        let all = try runner.cases().map(\.id)
        XCTAssertEqual(all.count, 18)
        for n in 1...5 {
            var seen: [String] = []
            for i in 1...n { seen += try runner.cases(shard: Shard(index: i, count: n)).map(\.id) }
            XCTAssertEqual(seen.sorted(), all, "n = \(n)")
            XCTAssertEqual(Set(seen).count, seen.count, "n = \(n)")
        }
        XCTAssertThrowsError(try Shard(parsing: "0/3"))
        XCTAssertThrowsError(try Shard(parsing: "4/3"))
        XCTAssertThrowsError(try Shard(parsing: "two"))
        XCTAssertEqual(try Shard(parsing: "2/3"), try Shard(index: 2, count: 3))
    }

    func testResultsAndReportLinkOnlyToFilesThatExist() throws {
        let m = try manifest()
        let runner = SuiteRunner(manifest: m, resources: Self.resources)
        let cases = try runner.cases()
        _ = runner.run(cases, mode: .missing, artifactsDirectory: nil)
        // One difference (another config's picture) and one missing reference.
        try FileManager.default.removeItem(atPath: cases[0].reference)
        try FileManager.default.copyItem(atPath: cases[2].reference, toPath: cases[0].reference)
        try FileManager.default.removeItem(atPath: cases[3].reference)

        var summaries: [(String, SuiteSummary)] = []
        for i in 1...2 {
            let shard = try Shard(index: i, count: 2)
            let out = dir + "/results\(i)"
            let checks = runner.run(try runner.cases(shard: shard), mode: .never, artifactsDirectory: out + "/artifacts")
            let summary = try ResultsWriter.write(checks, manifest: m, shard: shard, to: out)
            XCTAssertEqual(try SuiteSummary.load(out + "/summary.json"), summary)
            try assertLinksResolve(out + "/report/index.html")
            try assertWellFormedXML(out + "/junit.xml")
            summaries.append((out, summary))
        }
        XCTAssertEqual(summaries.map { $0.1.total }.reduce(0, +), cases.count)
        let failed = summaries.flatMap { $0.1.checks }.filter(\.isFailure)
        XCTAssertEqual(failed.map(\.status).sorted { $0.rawValue < $1.rawValue }, [.failed, .missing])
        let diff = try XCTUnwrap(failed.first { $0.status == .failed })
        for artifact in [diff.expectedArtifact, diff.actualArtifact, diff.diffArtifact, diff.compositeArtifact] {
            let rel = try XCTUnwrap(artifact)
            XCTAssertTrue(rel.hasPrefix("artifacts/Temp/"), rel)
        }

        // `tabsnap report` merges the shards.
        let merged = try HTMLReport.build(from: summaries, into: dir + "/merged")
        XCTAssertEqual(merged.count, cases.count)
        XCTAssertEqual(merged.map(\.id), cases.map { "Temp/\($0.id)" })
        let html = try String(contentsOfFile: dir + "/merged/index.html", encoding: .utf8)
        try assertLinksResolve(dir + "/merged/index.html")
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "nothing may load from the network")
        XCTAssertTrue(html.contains("type=\"range\""))
        XCTAssertTrue(html.contains("data-control=\"opacity\""))
        XCTAssertTrue(html.contains("Contact sheet (\(cases.count))"))

        let annotations = GitHubAnnotations.lines(summaries[0].1) + GitHubAnnotations.lines(summaries[1].1)
        XCTAssertEqual(annotations.count, 2)
        XCTAssertTrue(annotations[0].contains("re-record with: tabsnap record --manifest \(dir)/tabsnap.yaml --mode failed --only "), annotations[0])
        XCTAssertTrue(annotations.allSatisfy { $0.hasPrefix("::error file=Snapshots/Temp/") && !$0.contains("\n") }, "\(annotations)")
    }

    /// Every `src="…"` and `href="…"` is a relative path to a file that exists, and the tags the
    /// page opens it also closes.
    func assertLinksResolve(_ page: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let base = (page as NSString).deletingLastPathComponent
        let regex = try NSRegularExpression(pattern: #"(?:src|href)="([^"]*)""#)
        let matches = regex.matches(in: html, range: NSRange(html.startIndex..., in: html))
        XCTAssertFalse(matches.isEmpty, file: file, line: line)
        for m in matches {
            let target = (html as NSString).substring(with: m.range(at: 1))
            XCTAssertFalse(target.hasPrefix("/") || target.contains("://") || target.contains(".."), target, file: file, line: line)
            XCTAssertTrue(AtomicFile.exists(base + "/" + target), "\(target) does not exist", file: file, line: line)
        }
        for tag in ["html", "head", "body", "section", "div", "figure", "pre", "script", "style", "nav", "header"] {
            let opened = html.components(separatedBy: "<\(tag)>").count - 1 + html.components(separatedBy: "<\(tag) ").count - 1
            let closed = html.components(separatedBy: "</\(tag)>").count - 1
            XCTAssertEqual(opened, closed, "<\(tag)> opened \(opened), closed \(closed)", file: file, line: line)
        }
    }

    func assertWellFormedXML(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertTrue(parser.parse(), "\(path): \(String(describing: parser.parserError))", file: file, line: line)
    }
}
