import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar
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

    /// A still screen whose reference TabSnap stamped is hashed band by band, never drawn
    /// whole: a reference of other pixels stamped with the true digest passes (so it was not
    /// decoded), unstamped it fails; contrast is measured the same either way.
    func testAStampedStillScreenPassesBandByBand() throws {
        let m = try manifest(devices: "[iphone-se]")
        let runner = SuiteRunner(manifest: m, resources: Self.resources, jobs: 2)
        let cases = try runner.cases()
        XCTAssertTrue(runner.run(cases, mode: .missing, artifactsDirectory: nil).allSatisfy { $0.status == .recorded })
        let first = runner.run(cases, mode: .never, artifactsDirectory: dir + "/a")
        XCTAssertTrue(first.allSatisfy { $0.status == .passed }, first.map(\.message).joined(separator: "\n"))
        let stamped = try AtomicFile.read(cases[0].reference)
        let pixels = try XCTUnwrap(ReferenceDigest.trustedPixels(stamped))
        let actual = try PNGDecoder.decode(stamped).image
        XCTAssertEqual(pixels, PixelDigest(actual).description)

        let red = try PNGEncoder.encode(RGBAImage(width: actual.width, height: actual.height, fill: (255, 0, 0, 255)))
        try AtomicFile.write(ReferenceDigest.stamp(red, pixels: PixelDigest(actual)), to: cases[0].reference)
        let trusted = runner.run(cases, mode: .never, artifactsDirectory: dir + "/a")
        XCTAssertEqual(trusted[0].status, .passed, "the stamped digest of the streamed screen is trusted without decoding")
        XCTAssertEqual(trusted, first, "contrast, sizes and messages are the same as for a full frame")
        XCTAssertNotNil(trusted[0].contrast?.background)

        try AtomicFile.write(red, to: cases[0].reference)
        let decoded = runner.run(cases, mode: .never, artifactsDirectory: dir + "/a")
        XCTAssertEqual(decoded[0].status, .failed, "unstamped, the red reference is decoded and differs")
        XCTAssertEqual(decoded[0].contrast, first[0].contrast)
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
        try AtomicFile.copy(cases[1].reference, to: cases[0].reference + ".tmp")
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

    /// A stamped reference is checked band by band on its digest; the same pixels without a
    /// stamp are drawn whole (into a recycled frame full of a poison byte, which shows any pixel
    /// the whole drawing forgot) and compared decoded: the checks, passing and failing, are the
    /// same either way.
    func testWholeDrawingGivesTheBandedChecks() throws {
        let m = try manifest(devices: "[iphone-se]")
        let runner = SuiteRunner(manifest: m, resources: Self.resources, jobs: 1)
        let cases = try runner.cases()
        XCTAssertTrue(runner.run(cases, mode: .missing, artifactsDirectory: nil).allSatisfy { $0.status == .recorded })
        // One stamped reference of another configuration's pixels: it fails on its digest.
        try FileManager.default.removeItem(atPath: cases[0].reference)
        try FileManager.default.copyItem(atPath: cases[2].reference, toPath: cases[0].reference)
        let stamped = try cases.map { try AtomicFile.read($0.reference) }
        let frame = 750 * 1334 * 4
        func run(_ name: String, poolFrame: Bool) throws -> [SnapshotCheck] {
            var checks: [SnapshotCheck] = []
            for (c, bytes) in zip(cases, stamped) {
                if poolFrame {
                    // The same pixels, re-encoded without the stamp.
                    try PNGEncoder.write(try PNGDecoder.decode(bytes).image, to: c.reference, profile: .fast)
                    XCTAssertNil(ReferenceDigest.trustedPixels(try AtomicFile.read(c.reference)))
                    FrameMemory.recycle([UInt8](repeating: 0x5A, count: frame))
                } else {
                    try AtomicFile.write(bytes, to: c.reference)
                }
                checks += runner.run([c], mode: .never, artifactsDirectory: dir + "/" + name)
            }
            return checks
        }
        let banded = try run("banded", poolFrame: false), whole = try run("whole", poolFrame: true)
        XCTAssertEqual(banded.map(\.status), [.failed] + Array(repeating: .passed, count: cases.count - 1))
        XCTAssertEqual(whole.map(\.status), banded.map(\.status))
        for (b, w) in zip(banded, whole) {
            XCTAssertEqual(b.differentPixels, w.differentPixels, b.id)
            XCTAssertEqual(b.contrast, w.contrast, b.id)
            XCTAssertEqual(b.actualSize, w.actualSize, b.id)
            XCTAssertEqual(b.expectedSize, w.expectedSize, b.id)
            XCTAssertEqual(b.warnings, w.warnings, b.id)
        }
        XCTAssertEqual(try AtomicFile.read(XCTUnwrap(banded[0].diffArtifact)), try AtomicFile.read(XCTUnwrap(whole[0].diffArtifact)))
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
        let crops = [try XCTUnwrap(diff.regionCrop), try XCTUnwrap(diff.changeCrop)]
        for artifact in [diff.expectedArtifact, diff.actualArtifact, diff.diffArtifact, diff.compositeArtifact]
            + crops.flatMap({ [$0.expected, $0.actual, $0.diff] }) {
            let rel = try XCTUnwrap(artifact)
            XCTAssertTrue(rel.hasPrefix("artifacts/Temp/"), rel)
        }
        let diffDir = summaries.first { $0.1.checks.contains(diff) }!.0
        try assertCrops(diff, in: diffDir)

        // `tabsnap report` merges the shards.
        let merged = try HTMLReport.build(from: summaries, into: dir + "/merged")
        XCTAssertEqual(merged.count, cases.count)
        XCTAssertEqual(merged.map(\.id), cases.map { "Temp/\($0.id)" })
        let html = try String(contentsOfFile: dir + "/merged/index.html", encoding: .utf8)
        try assertLinksResolve(dir + "/merged/index.html")
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "nothing may load from the network")
        XCTAssertTrue(html.contains("type=\"range\""))
        XCTAssertTrue(html.contains("data-control=\"opacity\""))
        XCTAssertTrue(html.contains("Contact sheet (<span data-count=\"all\">\(cases.count)</span>)"))
        let mergedDiff = try XCTUnwrap(merged.first { $0.status == .failed })
        for crop in [mergedDiff.regionCrop, mergedDiff.changeCrop] {
            for path in [crop?.expected, crop?.actual, crop?.diff] {
                let rel = try XCTUnwrap(path)
                // The change crop leads the card as the change viewer's background pictures.
                XCTAssertTrue(rel.hasPrefix("img/Temp/") && (html.contains("src=\"\(rel)\"") || html.contains("url('\(rel)')")), rel)
            }
        }
        try assertCrops(mergedDiff, in: dir + "/merged")
        try assertPairsAndFilters(html, ids: merged.map(\.id), failures: 2)
        // The report's artifact pictures are the run's own files, linked; so are its previews,
        // linked to the results folder's own copies, never to the reference's inode.
        func inode(_ path: String) -> UInt64 { var st = stat(); return stat(path, &st) == 0 ? UInt64(st.st_ino) : 0 }
        let original = diffDir + "/" + (try XCTUnwrap(diff.actualArtifact))
        // A failure's preview in its results folder is its expected artifact under a second
        // name: the reference's bytes, not its inode.
        let failedPreview = diffDir + "/" + (try XCTUnwrap(diff.preview))
        XCTAssertEqual(inode(failedPreview), inode(diffDir + "/" + (try XCTUnwrap(diff.expectedArtifact))))
        let diffReference = cases.first { $0.id == diff.id }!.reference
        XCTAssertNotEqual(inode(failedPreview), inode(diffReference))
        XCTAssertEqual(try AtomicFile.read(failedPreview), try AtomicFile.read(diffReference))
        XCTAssertEqual(inode(dir + "/merged/" + (try XCTUnwrap(mergedDiff.actualArtifact))), inode(original))
        for check in merged {
            let preview = dir + "/merged/" + (try XCTUnwrap(check.preview))
            let reference = cases.first { "Temp/\($0.id)" == check.id }!.reference
            XCTAssertNotEqual(inode(preview), inode(reference), check.id)
            let copies = summaries.compactMap { out, summary in
                summary.checks.first { "Temp/\($0.id)" == check.id }?.preview.map { out + "/" + $0 }
            }
            XCTAssertEqual(copies.map(inode), [inode(preview)], check.id)
        }

        let annotations = GitHubAnnotations.lines(summaries[0].1) + GitHubAnnotations.lines(summaries[1].1)
        XCTAssertEqual(annotations.count, 2)
        XCTAssertTrue(annotations[0].contains("re-record with: tabsnap record --manifest \(dir)/tabsnap.yaml --mode failed --only "), annotations[0])
        XCTAssertTrue(annotations.allSatisfy { $0.hasPrefix("::error file=Snapshots/Temp/") && !$0.contains("\n") }, "\(annotations)")
    }

    /// The crops are real PNGs of the rectangles the check names: the change is the bounding box
    /// plus 16 px clamped to the image, the bar runs to the bottom; each is the actual's pixels.
    func assertCrops(_ check: SnapshotCheck, in dir: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let actual = try PNGDecoder.decodeFile(dir + "/" + XCTUnwrap(check.actualArtifact)).image
        let box = try XCTUnwrap(check.boundingBox)
        let change = PixelRect(x0: max(0, box.x0 - 16), y0: max(0, box.y0 - 16),
                               x1: min(actual.width, box.x1 + 16), y1: min(actual.height, box.y1 + 16))
        XCTAssertEqual(check.changeCrop?.region, change, file: file, line: line)
        let bar = try XCTUnwrap(check.regionCrop?.region)
        // Seed 000's circle bar is 45 pt tall (its titles' line box is SF Pro's at 10 pt);
        // iPhone SE is 2x with no bottom inset.
        XCTAssertEqual(bar, PixelRect(x0: 0, y0: actual.height - 90, x1: actual.width, y1: actual.height), file: file, line: line)
        for (crop, region) in [(check.changeCrop!, change), (check.regionCrop!, bar)] {
            for path in [crop.expected, crop.actual, crop.diff] {
                let image = try PNGDecoder.decodeFile(dir + "/" + XCTUnwrap(path)).image
                XCTAssertEqual([image.width, image.height], [region.width, region.height], "\(path!)", file: file, line: line)
            }
            let cropped = try PNGDecoder.decodeFile(dir + "/" + XCTUnwrap(crop.actual)).image
            XCTAssertEqual(cropped, actual.cropped(to: region), file: file, line: line)
        }
    }

    /// The contact sheet shows each configuration's light then dark render in one pair, in id
    /// order; every entry carries what the filters read and the script recounts.
    func assertPairsAndFilters(_ html: String, ids: [String], failures: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let sheet = String(html[try XCTUnwrap(html.range(of: "<div class=\"sheet\">")).lowerBound...])
        let pairRegex = try NSRegularExpression(pattern: #"<div class="pair" data-pair="([^"]*)">(.*?)</div>\n"#)
        let idRegex = try NSRegularExpression(pattern: #"data-id="([^"]*)""#)
        func all(_ r: NSRegularExpression, _ s: String, _ group: Int) -> [String] {
            r.matches(in: s, range: NSRange(s.startIndex..., in: s)).map { (s as NSString).substring(with: $0.range(at: group)) }
        }
        let pairs = all(pairRegex, sheet, 0)
        let keys = Array(Set(ids.map { String($0.prefix(upTo: $0.lastIndex(of: ".")!)) })).sorted()
        XCTAssertEqual(all(pairRegex, sheet, 1), keys, file: file, line: line)
        XCTAssertEqual(pairs.map { all(idRegex, $0, 1) }, keys.map { [$0 + ".light", $0 + ".dark"] }, file: file, line: line)
        // Every entry (card or thumbnail) is filterable by status and text.
        let entries = try NSRegularExpression(pattern: #"<(?:section|figure) class="(?:card|thumb)[^"]*"[^>]*>"#)
        let tags = all(entries, html, 0)
        XCTAssertEqual(tags.count, ids.count + failures, file: file, line: line)
        XCTAssertEqual(html.components(separatedBy: " data-id=\"").count - 1, tags.count, file: file, line: line)
        for tag in tags {
            XCTAssertTrue(tag.contains(" data-id=\"") && tag.range(of: #"data-status="(passed|failed|missing|recorded|error)""#, options: .regularExpression) != nil,
                          tag, file: file, line: line)
        }
        for hook in ["function updateCounts(", "updateCounts();}", "data-count=\"all\"", "data-count=\"fail\"",
                     "button data-zoom=\"fit\"", "data-zoom=\"1\"", "data-zoom=\"2\"", "naturalWidth*zoom"]
            + ReportPage.statuses.map({ "data-count=\"\($0.rawValue)\"" }) + ReportPage.statuses.map({ "data-filter=\"\($0.rawValue)\"" }) {
            XCTAssertTrue(html.contains(hook), hook, file: file, line: line)
        }
    }

    /// As `tabsnap verify` runs it: a failure writes its expected, actual and diff pictures only;
    /// the crops keep their regions, and the report cuts them from the full pictures by CSS.
    func testVerifyWritesThreePicturesAndTheReportCutsTheRest() throws {
        let m = try manifest(devices: "[iphone-se]")
        let runner = SuiteRunner(manifest: m, resources: Self.resources)
        let cases = try runner.cases()
        _ = runner.run(cases, mode: .missing, artifactsDirectory: nil)
        try FileManager.default.removeItem(atPath: cases[0].reference)
        try FileManager.default.copyItem(atPath: cases[2].reference, toPath: cases[0].reference)
        let out = dir + "/lean"
        let checks = runner.run(cases, mode: .never, artifactsDirectory: out + "/artifacts", composite: false, cropFiles: false)
        let failed = try XCTUnwrap(checks.first { $0.status == .failed })
        XCTAssertNil(failed.compositeArtifact)
        let change = try XCTUnwrap(failed.changeCrop), bar = try XCTUnwrap(failed.regionCrop)
        XCTAssertTrue([change.expected, change.actual, change.diff, bar.expected, bar.actual, bar.diff].allSatisfy { $0 == nil })
        XCTAssertFalse(change.region.isEmpty)
        let written = try FileManager.default.contentsOfDirectory(atPath: out + "/artifacts/Temp").sorted()
        XCTAssertEqual(written, ["actual", "diff", "expected"].map { "\(failed.id).\($0).png" })
        _ = try ResultsWriter.write(checks, manifest: m, shard: try Shard(index: 1, count: 1), to: out)
        try assertLinksResolve(out + "/report/index.html")
        let html = try String(contentsOfFile: out + "/report/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("Changed area"))
        XCTAssertTrue(html.contains(".actual.png');background-size:"), "the actual picture cut by CSS")
        XCTAssertTrue(html.contains(".diff.png');background-size:"), "the diff cut by CSS")
        XCTAssertTrue(html.contains("Tab bar"))
    }

    /// The bar's region comes from the laid-out bar, so each style's own height and each
    /// device's bottom inset are right: the system bar is 49 pt plus the inset (and its hairline).
    /// The report links only the results folder's own files, and copies nothing from outside
    /// it: a summary.json naming an absolute path, a path through "..", or a symbolic link that
    /// leaves the folder is refused by entry before any picture is copied (issue 45, item 1).
    func testReportLinksOnlyTheResultsFoldersOwnFiles() throws {
        func inode(_ path: String) -> UInt64 { var st = stat(); return stat(path, &st) == 0 ? UInt64(st.st_ino) : 0 }
        let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4, fill: (10, 20, 30, 255)), profile: .fast)
        let reference = dir + "/Snapshots/Temp/a.png", results = dir + "/results", secret = dir + "/secret.txt"
        try AtomicFile.write(png, to: reference)
        try AtomicFile.write("key", to: secret)
        try AtomicFile.write(png, to: results + "/artifacts/Temp/a.actual.png")
        try AtomicFile.write(png, to: results + "/artifacts/Temp/a.expected.png")
        // A link inside the folder to a file inside it is followed, and copied, never linked.
        try FileManager.default.createSymbolicLink(atPath: results + "/artifacts/Temp/a.diff.png", withDestinationPath: "a.expected.png")
        try FileManager.default.createSymbolicLink(atPath: results + "/leak.png", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(atPath: results + "/up", withDestinationPath: dir)
        var check = SnapshotCheck(id: "a", status: .failed, reference: reference)
        check.expectedArtifact = "artifacts/Temp/a.expected.png"
        check.actualArtifact = "artifacts/Temp/a.actual.png"
        check.diffArtifact = "artifacts/Temp/a.diff.png"
        let merged = try HTMLReport.build(from: [(results, SuiteSummary(suite: "Temp", manifest: "", shard: "1/1", checks: [check]))],
                                          into: dir + "/report")
        let brought = try XCTUnwrap(merged.first)
        let actual = dir + "/report/" + (try XCTUnwrap(brought.actualArtifact))
        let diff = dir + "/report/" + (try XCTUnwrap(brought.diffArtifact))
        XCTAssertEqual(inode(actual), inode(results + "/artifacts/Temp/a.actual.png"))
        XCTAssertNotEqual(inode(diff), inode(results + "/artifacts/Temp/a.expected.png"))
        XCTAssertEqual(try AtomicFile.read(diff), png)

        let hostile: [(WritableKeyPath<SnapshotCheck, String?>, String, String)] = [
            (\.preview, secret, "checks[1] (\"b\").preview: \"\(secret)\" is an absolute path"),
            (\.expectedArtifact, "artifacts/../../secret.txt", "checks[1] (\"b\").expectedArtifact: \"artifacts/../../secret.txt\" goes up a folder"),
            (\.diffArtifact, "leak.png", "checks[1] (\"b\").diffArtifact: \"leak.png\" leads outside \(results) through a symbolic link"),
            (\.compositeArtifact, "up/secret.txt", "checks[1] (\"b\").compositeArtifact: \"up/secret.txt\" leads outside"),
            (\.preview, "./previews/x.png", "is not a plain path"),
        ]
        for (field, path, message) in hostile {
            var bad = SnapshotCheck(id: "b", status: .passed, reference: reference)
            bad[keyPath: field] = path
            let summary = SuiteSummary(suite: "Temp", manifest: "", shard: "1/1", checks: [check, bad])
            let out = dir + "/hostile-report"
            XCTAssertThrowsError(try HTMLReport.build(from: [(results, summary)], into: out), path) { error in
                XCTAssertTrue("\(error)".hasPrefix(results + "/summary.json: "), "\(error)")
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
            // Refused before anything was copied.
            XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/img"), path)
        }
        var crop = SnapshotCheck(id: "c", status: .failed, reference: reference)
        crop.regionCrop = ReviewCrop(region: PixelRect(x: 0, y: 0, width: 1, height: 1), actual: "/etc/hostname")
        XCTAssertThrowsError(try HTMLReport.build(from: [(results, SuiteSummary(suite: "Temp", manifest: "", shard: "1/1", checks: [crop]))],
                                                  into: dir + "/crop-report")) { error in
            XCTAssertTrue("\(error)".contains("checks[0] (\"c\").regionCrop.actual: \"/etc/hostname\" is an absolute path"), "\(error)")
        }
    }

    /// What verify writes names only files inside its folder: artifacts written elsewhere are
    /// copied in, so its own report (and a later `tabsnap report`) accepts them.
    func testResultsFolderHoldsEveryPictureItNames() throws {
        let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4, fill: (10, 20, 30, 255)), profile: .fast)
        let elsewhere = dir + "/elsewhere/a.actual.png", results = dir + "/results"
        try AtomicFile.write(png, to: elsewhere)
        var check = SnapshotCheck(id: "a", status: .failed, reference: dir + "/Snapshots/Temp/a.png")
        check.actualArtifact = elsewhere
        check.diffArtifact = dir + "/elsewhere/gone.png"
        let manifest = SuiteManifest(file: dir + "/tabsnap.yaml", suite: "Temp", configurations: [])
        let summary = try ResultsWriter.write([check], manifest: manifest, shard: .whole, to: results)
        XCTAssertEqual(summary.checks[0].actualArtifact, "artifacts/\(manifest.suite)/a.actual.png")
        XCTAssertNil(summary.checks[0].diffArtifact)
        XCTAssertEqual(try AtomicFile.read(results + "/artifacts/\(manifest.suite)/a.actual.png"), png)
        XCTAssertNoThrow(try HTMLReport.build(from: [(results, try SuiteSummary.load(results + "/summary.json"))], into: dir + "/again"))
    }

    func testTabBarRegionFollowsStyleAndDevice() throws {
        func region(_ config: TabBarConfig, _ device: String, _ orientation: Orientation = .portrait) throws -> (PixelRect, Int) {
            let snapshot = try TabBarRenderer.render(StyleContext(config: config, device: try Devices.resolve(device), orientation: orientation,
                                                                  scheme: .light), resources: Self.resources)
            return (try XCTUnwrap(TabBarRenderer.barRegion(snapshot)), snapshot.image.height)
        }
        let sections = try TabBarConfigDecoder.load(repoRoot + "/Examples/seed003-sections.json")
        for (config, device, points, scale) in [(sampleConfig(), "iphone-se", 49.0, 2.0), (sampleConfig(), "iphone-15-pro", 49.0 + 34, 3.0),
                                                (sections, "iphone-se", 108, 2)] {
            let (bar, height) = try region(config, device)
            XCTAssertEqual(bar.y1, height)
            XCTAssertEqual(bar.height, Int(points * scale), "\(config.style) on \(device)")
        }
    }

    func testReviewCropRegionsAndPairs() {
        let canvas = PixelRect(x: 0, y: 0, width: 100, height: 80)
        XCTAssertEqual(ReviewCrop.changedArea(PixelRect(x: 40, y: 30, width: 5, height: 2), in: canvas),
                       PixelRect(x0: 24, y0: 14, x1: 61, y1: 48))
        XCTAssertEqual(ReviewCrop.changedArea(PixelRect(x: 2, y: 70, width: 96, height: 10), in: canvas),
                       PixelRect(x0: 0, y0: 54, x1: 100, y1: 80))
        // A reference 20 rows shorter is cut where its own bar is: the same rows from the bottom.
        XCTAssertEqual(ReviewCrop.bottomAnchored(PixelRect(x0: 0, y0: 60, x1: 100, y1: 80), from: 80,
                                                 in: PixelRect(x: 0, y: 0, width: 100, height: 60)),
                       PixelRect(x0: 0, y0: 40, x1: 100, y1: 60))
        var image = RGBAImage(width: 4, height: 3)
        image[2, 1] = (9, 8, 7, 6)
        XCTAssertEqual(image.cropped(to: PixelRect(x: 2, y: 1, width: 5, height: 5))?.pixels, [9, 8, 7, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertNil(image.cropped(to: PixelRect(x: 4, y: 0, width: 2, height: 2)))

        let ids = ["S/b.ipad.dark", "S/a.se.landscape.dark", "S/a.se.light", "S/b.ipad.light", "S/a.se.dark", "S/a.se.landscape.light", "S/odd"]
        let pairs = SnapshotPair.pairs(ids.map { SnapshotCheck(id: $0, status: .passed, reference: "") })
        XCTAssertEqual(pairs.map(\.key), ["S/a.se", "S/a.se.landscape", "S/b.ipad", "S/odd"])
        XCTAssertEqual(pairs.map { $0.members.map(\.id) }, [["S/a.se.light", "S/a.se.dark"], ["S/a.se.landscape.light", "S/a.se.landscape.dark"],
                                                           ["S/b.ipad.light", "S/b.ipad.dark"], ["S/odd"]])
    }

    /// Every `src="…"`, `href="…"` and CSS `url('…')` is a relative path to a file that exists,
    /// and the tags the page opens it also closes.
    func assertLinksResolve(_ page: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let base = (page as NSString).deletingLastPathComponent
        let regex = try NSRegularExpression(pattern: #"(?:src="|href="|url\(')([^"']*)["']"#)
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
