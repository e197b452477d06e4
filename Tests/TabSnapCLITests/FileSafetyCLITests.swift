import Foundation
import TabSnapCore
import TabSnapPNG
import XCTest

/// Issue 17 rows 9–12 through the built binary: non-regular inputs refused by name without
/// blocking, no temporaries left behind, report images that are copies of the references,
/// one verify per --out at a time, `--out ""` and a malformed summary.json refused clearly.
final class FileSafetyCLITests: XCTestCase {
    let cli = CLIWorkspace()
    static let ids = "--only seed000-en.iphone-se.light --only seed000-en.iphone-se.dark"

    /// Runs under `timeout`: a command blocked in open() on a FIFO exits 124 and fails the test
    /// instead of hanging the suite.
    func run(_ command: String, in dir: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try cli.run("timeout 60 \(command)", in: dir)
    }

    func testFIFOsAndDevicesAreRefusedByNameWithoutBlocking() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        for name in ["fifo.json", "fifo.yaml", "fifo.png"] { XCTAssertEqual(mkfifo(w + "/" + name, 0o644), 0) }
        let reference = "Snapshots/Examples/seed000-en.iphone-se.light.png"
        try FileManager.default.removeItem(atPath: w + "/" + reference)
        XCTAssertEqual(mkfifo(w + "/" + reference, 0o644), 0)
        try #"{"body": {"type": "Image", "file": "fifo.png"}}"#.write(toFile: w + "/doc.json", atomically: true, encoding: .utf8)
        let b = cli.binary
        let cases: [(String, String)] = [
            ("\(b) render fifo.json --device iphone-se", "fifo.json: cannot read: is a FIFO, not a regular file"),
            ("\(b) render fifo.yaml --device iphone-se", "fifo.yaml: cannot read: is a FIFO, not a regular file"),
            ("\(b) verify --manifest fifo.yaml --out r", "fifo.yaml: cannot read: is a FIFO, not a regular file"),
            ("\(b) record --manifest fifo.json", "fifo.json: cannot read: is a FIFO, not a regular file"),
            ("\(b) inspect fifo.png", "fifo.png: is a FIFO, not a regular file"),
            ("\(b) diff fifo.png \(reference.replacingOccurrences(of: "light", with: "dark"))", "fifo.png: is a FIFO, not a regular file"),
            // The error names the document that names the image, not the picture being written.
            ("\(b) render doc.json --size 100x100@1 --scheme light --out o.png", "doc.json: image fifo.png: ./fifo.png: is a FIFO, not a regular file"),
            ("\(b) verify --only seed000-en.iphone-se.light --out r", "\(reference): is a FIFO, not a regular file"),
            // Recording over a FIFO fails too, so the hint is to move it first.
            ("\(b) verify --only seed000-en.iphone-se.light --out r", "Move it out of the way, then record it: tabsnap record"),
            ("\(b) render /dev/stdin --device iphone-se < /dev/null", "/dev/stdin: cannot read: is a "),
            ("\(b) inspect /dev/zero", "/dev/zero: is a character device, not a regular file"),
            ("\(b) inspect Snapshots", "Snapshots: is a directory, not a regular file"),
        ]
        for (command, message) in cases {
            let out = try run(command, in: w)
            XCTAssertEqual(out.status, 2, "\(command) (124: it blocked)\n\(out.stderr)")
            XCTAssertTrue(out.stderr.contains(message), "\(command): \(out.stderr)")
        }
    }

    func testReportImagesAreCopiesAndNoTemporariesAreLeft() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let verify = try run("\(cli.binary) verify \(Self.ids) --out r", in: w)
        XCTAssertEqual(verify.status, 0, verify.stderr)
        for _ in 0..<2 {
            let report = try run("\(cli.binary) report r --out rep", in: w)
            XCTAssertEqual(report.status, 0, report.stderr)
        }
        let leftovers = try run("find . -name '*tmp-*'", in: w)
        XCTAssertEqual(leftovers.stdout, "", "temporaries left behind")

        let reference = w + "/Snapshots/Examples/seed000-en.iphone-se.light.png"
        let original = try Data(contentsOf: URL(fileURLWithPath: reference))
        let images = ["r/previews/Examples/seed000-en.iphone-se.light.png", "r/report/img/Examples/seed000-en.iphone-se.light.preview.png",
                      "rep/img/Examples/seed000-en.iphone-se.light.preview.png"]
        for image in images {
            let path = w + "/" + image
            XCTAssertNotEqual(try inode(path), try inode(reference), image)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), original, image)
        }
        // The reports link the results folder's own copy rather than copying it again.
        XCTAssertEqual(try inode(w + "/" + images[1]), try inode(w + "/" + images[0]))
        XCTAssertEqual(try inode(w + "/" + images[2]), try inode(w + "/" + images[0]))
        for image in images {
            let path = w + "/" + image
            // Written in place (no new file, no rename): the reference must not change.
            let fd = open(path, O_WRONLY)
            XCTAssertGreaterThanOrEqual(fd, 0, image)
            XCTAssertEqual(write(fd, "not a PNG", 9), 9)
            close(fd)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: reference)), original, image)
        }
    }

    func testStaleTemporariesAreRemovedByRecordAndVerify() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let examples = w + "/Snapshots/Examples/"
        // As a `kill -9` during an older and the current record would leave them (99999999 is
        // above any pid_max, so no such writer runs).
        let stale = [".seed000-en.iphone-se.light.png.tabsnap-tmp-99999999-AbC123"]
        // Files of the user's that look like temporaries without the marker (the names earlier
        // versions wrote, which the sweep used to delete): record and verify leave them.
        let usersOwn = [".review.tmp-v2note", "old.tmp-3000-1"]
        for name in stale + usersOwn { try Data("half a PNG".utf8).write(to: URL(fileURLWithPath: examples + name)) }
        let record = try run("\(cli.binary) record --only seed000-en.iphone-se.light", in: w)
        XCTAssertEqual(record.status, 0, record.stderr)
        for name in stale {
            XCTAssertFalse(FileManager.default.fileExists(atPath: examples + name), name)
            XCTAssertTrue(record.stdout.contains("removed Snapshots/Examples/\(name) (left by a killed run)"), record.stdout)
        }

        let first = try run("\(cli.binary) verify \(Self.ids) --out r", in: w)
        XCTAssertEqual(first.status, 0, first.stderr)
        let leftInResults = w + "/r/.summary.json.tabsnap-tmp-99999999-QwErTy"
        for path in [examples + stale[0], leftInResults] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        let second = try run("\(cli.binary) verify \(Self.ids) --out r", in: w)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: examples + stale[0]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftInResults))
        XCTAssertEqual(try run("find Snapshots r -name '*tabsnap-tmp*'", in: w).stdout, "")
        for name in usersOwn { XCTAssertTrue(FileManager.default.fileExists(atPath: examples + name), name) }
    }

    /// A verify killed while it renders leaves no verdict: the previous run's summary.json and
    /// junit.xml go before the first snapshot is drawn, so `report` and CI cannot read them as
    /// this run's (they had said "passed" after the references were broken).
    func testAKilledVerifyLeavesNoEarlierVerdict() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        XCTAssertEqual(try run("\(cli.binary) verify \(Self.ids) --out r", in: w).status, 0)
        for file in ["summary.json", "junit.xml"] { XCTAssertTrue(FileManager.default.fileExists(atPath: w + "/r/" + file)) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: cli.binary)
        p.arguments = ["verify", "--jobs", "1", "--out", "r"]  // every snapshot, one at a time: seconds in a debug build
        p.currentDirectoryURL = URL(fileURLWithPath: w)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Both go, one after the other, before the first snapshot: kill once neither is left
        // (killing between the two removals left junit.xml, a race of this test, not of verify).
        while p.isRunning && ["summary.json", "junit.xml"].contains(where: { FileManager.default.fileExists(atPath: w + "/r/" + $0) }) {
            usleep(500)
        }
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .uncaughtSignal, "the run finished before it could be killed")
        for file in ["summary.json", "junit.xml"] { XCTAssertFalse(FileManager.default.fileExists(atPath: w + "/r/" + file), file) }
        let report = try run("\(cli.binary) report r --out rep", in: w)
        XCTAssertEqual(report.status, 2, report.stdout)
        XCTAssertTrue(report.stderr.contains("r/summary.json"), report.stderr)
    }

    /// `report` builds picture names from summary.json, links only what lies in the results
    /// folder itself, and writes only into a folder of its own.
    func testReportStaysInsideItsFolderAndNeverLinksAReference() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        XCTAssertEqual(try run("\(cli.binary) verify \(Self.ids) --out r", in: w).status, 0)
        let summary = try String(contentsOfFile: w + "/r/summary.json", encoding: .utf8)
        let id = "seed000-en.iphone-se.light"
        let edits: [(String, String, String)] = [
            ("\"suite\" : \"Examples\"", "\"suite\" : \"../../Snapshots/Examples\"", "suite \"../../Snapshots/Examples\": expected a plain folder name"),
            ("\"id\" : \"\(id)\"", "\"id\" : \"../../../Snapshots/Examples/\(id)\"", "check id \"../../../Snapshots/Examples/\(id)\": expected a snapshot name"),
        ]
        try FileManager.default.copyItem(atPath: w + "/r", toPath: w + "/edited")
        for (from, to, message) in edits {
            XCTAssertTrue(summary.contains(from), from)
            try summary.replacingOccurrences(of: from, with: to).write(toFile: w + "/edited/summary.json", atomically: true, encoding: .utf8)
            let out = try run("\(cli.binary) report edited --out rep-\(edits.firstIndex { $0.0 == from }!)", in: w)
            XCTAssertEqual(out.status, 2, out.stdout)
            XCTAssertTrue(out.stderr.contains(message), out.stderr)
        }
        XCTAssertEqual(try run("find Snapshots -newer r/summary.json", in: w).stdout, "", "written outside the report")

        // A results folder downloaded from another job or built from a pull request names
        // files outside itself: an absolute path, "..", a `previews` that links to the
        // snapshots folder. Each is refused by its entry, with exit 2, and nothing is copied
        // (issue 45, item 1: `/abs/path/secret.txt` had been copied into the report, exit 0).
        let secret = w + "/secret.txt"
        try "ssh key".write(toFile: secret, atomically: true, encoding: .utf8)
        let previewField = "\"preview\" : \"previews/Examples/\(id).png\""
        XCTAssertTrue(summary.contains(previewField), summary)
        let hostile: [(String, String)] = [
            (summary.replacingOccurrences(of: previewField, with: "\"preview\" : \"\(secret)\""),
             "checks[1] (\"\(id)\").preview: \"\(secret)\" is an absolute path; expected a path inside the results folder"),
            (summary.replacingOccurrences(of: previewField, with: "\"preview\" : \"previews/../../secret.txt\""),
             "checks[1] (\"\(id)\").preview: \"previews/../../secret.txt\" goes up a folder"),
            (summary.replacingOccurrences(of: previewField, with: "\"preview\" : \"previews/Examples/\(id).png\", \"expectedArtifact\" : \"../secret.txt\""),
             "checks[1] (\"\(id)\").expectedArtifact: \"../secret.txt\" goes up a folder"),
        ]
        for (i, (text, message)) in hostile.enumerated() {
            try text.write(toFile: w + "/edited/summary.json", atomically: true, encoding: .utf8)
            let out = try run("\(cli.binary) report edited --out leak-\(i)", in: w)
            XCTAssertEqual(out.status, 2, out.stdout)
            XCTAssertTrue(out.stderr.contains("edited/summary.json: " + message), out.stderr)
            XCTAssertEqual(try run("grep -rl 'ssh key' leak-\(i) 2>/dev/null", in: w).stdout, "", "the secret was copied")
        }
        try FileManager.default.removeItem(atPath: w + "/r/previews")
        try FileManager.default.createSymbolicLink(atPath: w + "/r/previews", withDestinationPath: "../Snapshots")
        let linked = try run("\(cli.binary) report r --out rep", in: w)
        XCTAssertEqual(linked.status, 2, linked.stdout)
        XCTAssertTrue(linked.stderr.contains("preview: \"previews/Examples/seed000-en.iphone-se.dark.png\" leads outside r through a symbolic link"), linked.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: w + "/rep/img"))
        // A link that stays inside the folder is followed; what it names is copied, not linked.
        try FileManager.default.removeItem(atPath: w + "/r/previews")
        try FileManager.default.createDirectory(atPath: w + "/r/kept/Examples", withIntermediateDirectories: true)
        let reference = w + "/Snapshots/Examples/\(id).png", picture = w + "/rep/img/Examples/\(id).preview.png"
        try FileManager.default.copyItem(atPath: reference, toPath: w + "/r/kept/Examples/\(id).png")
        try FileManager.default.copyItem(atPath: w + "/Snapshots/Examples/seed000-en.iphone-se.dark.png",
                                         toPath: w + "/r/kept/Examples/seed000-en.iphone-se.dark.png")
        try FileManager.default.createSymbolicLink(atPath: w + "/r/previews", withDestinationPath: "kept")
        XCTAssertEqual(try run("\(cli.binary) report r --out rep", in: w).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: picture)), try Data(contentsOf: URL(fileURLWithPath: reference)))
        XCTAssertNotEqual(try inode(picture), try inode(w + "/r/kept/Examples/\(id).png"))

        // A folder of the user's is not a report folder.
        let before = try run("ls -A Snapshots", in: w).stdout
        let refused = try run("\(cli.binary) report r --out Snapshots", in: w)
        XCTAssertEqual(refused.status, 2, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("--out Snapshots is not empty and holds no earlier results or report"), refused.stderr)
        XCTAssertEqual(try run("ls -A Snapshots", in: w).stdout, before)
        // Common names are not enough: a site's index.html, another tool's junit.xml.
        XCTAssertEqual(try run("mkdir docs && echo '<h1>site</h1>' > docs/index.html && echo '<x/>' > docs/junit.xml", in: w).status, 0)
        XCTAssertEqual(try run("\(cli.binary) report r --out docs", in: w).status, 2)
        XCTAssertEqual(try run("\(cli.binary) verify \(Self.ids) --out docs", in: w).status, 2)
        XCTAssertEqual(try String(contentsOfFile: w + "/docs/index.html", encoding: .utf8), "<h1>site</h1>\n")
    }

    /// Issue 45, item 10: recording over a reference that is a symbolic link replaces the link
    /// with a file (atomically), leaves the file it named alone, and says so.
    func testRecordSaysWhenItReplacesALinkedReference() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let light = w + "/Snapshots/Examples/seed000-en.iphone-se.light.png", shared = w + "/shared.png"
        try FileManager.default.moveItem(atPath: w + "/Snapshots/Examples/seed000-en.iphone-se.dark.png", toPath: shared)
        try FileManager.default.removeItem(atPath: light)
        try FileManager.default.createSymbolicLink(atPath: light, withDestinationPath: shared)
        let kept = try Data(contentsOf: URL(fileURLWithPath: shared))
        let out = try run("\(cli.binary) record --mode failed --only seed000-en.iphone-se.light", in: w)
        XCTAssertEqual(out.status, 0, out.stderr)
        XCTAssertTrue(out.stdout.contains("It was a symbolic link to \(shared); it is now a file of its own, and \(shared) is unchanged."), out.stdout)
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: light))
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: shared)), kept)
        XCTAssertEqual(try run("\(cli.binary) verify --only seed000-en.iphone-se.light --out r", in: w).status, 0)
    }

    /// Under `--mode missing` a reference that differs is kept and reported as a difference
    /// (exit 1, as verify would), not as an error (exit 2).
    func testRecordKeepsADifferingReferenceAndExitsOne() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let light = w + "/Snapshots/Examples/seed000-en.iphone-se.light.png"
        try FileManager.default.removeItem(atPath: light)
        try FileManager.default.copyItem(atPath: w + "/Snapshots/Examples/seed000-en.iphone-se.dark.png", toPath: light)
        let kept = try Data(contentsOf: URL(fileURLWithPath: light))
        let out = try run("\(cli.binary) record \(Self.ids)", in: w)
        XCTAssertEqual(out.status, 1, out.stderr)
        XCTAssertTrue(out.stdout.contains("0 recorded, 1 unchanged, 1 differ and kept (mode missing)"), out.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: light)), kept)
    }

    func testOneVerifyPerOutFolder() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let first = try run("\(cli.binary) verify --only seed000-en.iphone-se.light --out r", in: w)
        XCTAssertEqual(first.status, 0, first.stderr)
        // Another run holds the folder's lock (flock(1) stands in for a slow verify).
        let busy = try run("flock r/.tabsnap.lock \(cli.binary) verify --only seed000-en.iphone-se.light --out r", in: w)
        XCTAssertEqual(busy.status, 2, busy.stderr)
        XCTAssertTrue(busy.stderr.contains("--out r: in use by another tabsnap run"), busy.stderr)
        XCTAssertTrue(busy.stderr.contains("wait for it to finish or choose another --out"), busy.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: w + "/r/summary.json"), "the holder's results stay")
        let report = try run("mkdir -p rep && flock rep/.tabsnap.lock \(cli.binary) report r --out rep", in: w)
        XCTAssertEqual(report.status, 2, report.stderr)
        XCTAssertTrue(report.stderr.contains("--out rep: in use by another tabsnap run"), report.stderr)
        // The lock goes with its holder: the same commands succeed afterwards.
        XCTAssertEqual(try run("\(cli.binary) verify --only seed000-en.iphone-se.light --out r", in: w).status, 0)
        XCTAssertEqual(try run("\(cli.binary) report r --out rep", in: w).status, 0)
    }

    func testEmptyOutAndMalformedSummaryAreRefusedClearly() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        // Each would stop at a missing input before writing, should the refusal regress: a
        // regression must fail here, not write into /.
        for command in ["verify --manifest missing.yaml --out ''", "report missing --out ''", "render missing.json --out ''"] {
            let out = try run("\(cli.binary) \(command)", in: w)
            XCTAssertEqual(out.status, 2, command)
            XCTAssertTrue(out.stderr.contains("--out \"\": expected a folder or file name, not an empty one"), "\(command): \(out.stderr)")
        }
        try FileManager.default.createDirectory(atPath: w + "/r", withIntermediateDirectories: true)
        let summaries: [(String, String)] = [
            (#"{"suite": "#, "r/summary.json: invalid JSON at line 2, column 1"),
            ("[1]", "r/summary.json: not a tabsnap summary (the summary.json `tabsnap verify --out` writes): expected an object"),
            (#"{"suite": "S", "checks": []}"#, #"r/summary.json: not a tabsnap summary (the summary.json `tabsnap verify --out` writes): missing ""#),
            (#"{"suite": "S", "manifest": "m", "shard": "1/1", "total": 1, "passed": 1, "failed": 0, "missing": 0, "errors": 0, "recorded": 0, "checks": [{"id": 3}]}"#,
             "checks[0].id: expected a string"),
        ]
        for (text, message) in summaries {
            try (text + "\n").write(toFile: w + "/r/summary.json", atomically: true, encoding: .utf8)
            let out = try run("\(cli.binary) report r --out rep", in: w)
            XCTAssertEqual(out.status, 2, text)
            XCTAssertTrue(out.stderr.contains(message), "\(text): \(out.stderr)")
            XCTAssertFalse(out.stderr.contains("DecodingError") || out.stderr.contains("CodingKeys"), out.stderr)
        }
    }

    /// Outputs are held to the decoders' own limits before anything is allocated, and a PNG's
    /// text chunks cannot send control characters to the terminal.
    func testOutputsStayWithinTheImageLimitsAndTextIsPrintable() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        try PNGEncoder.write(RGBAImage(width: 16384, height: 1), to: w + "/wide.png", profile: .fast)
        try PNGEncoder.write(RGBAImage(width: 1, height: 16384), to: w + "/tall.png", profile: .fast)
        let diff = try run("\(cli.binary) diff wide.png tall.png --out d.png", in: w)
        XCTAssertEqual(diff.status, 2, diff.stdout)
        XCTAssertTrue(diff.stderr.contains("wide.png is 16384x1 and tall.png is 1x16384: compared over 16384x16384, over the limit"), diff.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: w + "/d.png"))
        let strip = try run("\(cli.binary) animate wide.png wide.png --strip s.png", in: w)
        XCTAssertEqual(strip.status, 2, strip.stdout)
        XCTAssertTrue(strip.stderr.contains("--strip s.png: 2 frames make a strip of 32816x51 pixels, over the limit"), strip.stderr)

        try PNGEncoder.write(RGBAImage(width: 2, height: 2), to: w + "/text.png", profile: .fast,
                             text: [("Comment", "\u{1B}]0;pwned\u{07}\u{1B}[2Jred\ttab"), ("Title", "first\n  Software: forged")])
        let inspect = try run("\(cli.binary) inspect text.png", in: w)
        XCTAssertEqual(inspect.status, 0, inspect.stderr)
        XCTAssertTrue(inspect.stdout.contains("Comment: \\u{1B}]0;pwned\\u{7}\\u{1B}[2Jred\ttab"), inspect.stdout)
        XCTAssertFalse(inspect.stdout.unicodeScalars.contains("\u{1B}"))
        // A value's later lines sit under it, indented, so they cannot pass for a chunk of their own.
        XCTAssertTrue(inspect.stdout.contains("  Title: first\n      Software: forged\n"), inspect.stdout)
        XCTAssertFalse(inspect.stdout.split(separator: "\n").contains("  Software: forged"), inspect.stdout)
    }

    func inode(_ path: String) throws -> UInt {
        var st = stat()
        guard stat(path, &st) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return UInt(st.st_ino)
    }
}
