import Foundation
import XCTest
@testable import TabSnapCore
import TabSnapDocument

/// Issue 17 rows 9–12, at the file layer: only regular files are read (a FIFO must never block),
/// temporaries are recognisable and swept, copies are never hard links, a BOM is skipped.
final class FileSafetyTests: XCTestCase {
    var dir = ""
    override func setUp() {
        dir = NSTemporaryDirectory() + "tabsnap-files-\(UUID().uuidString.prefix(8))"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// Runs `body` on its own thread; if it has not returned within `seconds` (it hangs in
    /// open() or read() on the FIFO) the test fails and the FIFO gets a writer that closes at
    /// once, which ends the read, so a regression fails instead of hanging the suite.
    func refusedWithoutBlocking(_ fifo: String, seconds: Double = 5, _ body: @escaping @Sendable () throws -> Void,
                                file: StaticString = #filePath, line: UInt = #line) -> String {
        final class Outcome: @unchecked Sendable { var message = "returned without an error" }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do { try body() } catch { outcome.message = "\(error)" }
            done.signal()
        }
        thread.start()
        if done.wait(timeout: .now() + seconds) == .timedOut {
            XCTFail("reading \(fifo) blocked for \(seconds) s", file: file, line: line)
            let w = open(fifo, O_WRONLY | O_NONBLOCK)
            if w >= 0 { close(w) }
            done.wait()
        }
        return outcome.message
    }

    func testFIFOsDevicesAndDirectoriesAreRefusedByName() throws {
        for name in ["config.json", "manifest.yaml", "image.png"] {
            let fifo = dir + "/" + name
            XCTAssertEqual(mkfifo(fifo, 0o644), 0)
            let read = refusedWithoutBlocking(fifo) { _ = try AtomicFile.read(fifo) }
            XCTAssertEqual(read, "\(fifo): is a FIFO, not a regular file")
            let document = refusedWithoutBlocking(fifo) { _ = try DocumentReader.read(fifo) }
            XCTAssertEqual(document, "\(fifo): cannot read: is a FIFO, not a regular file")
            XCTAssertThrowsError(try AtomicFile.copy(fifo, to: dir + "/copy")) {
                XCTAssertEqual("\($0)", "\(fifo): is a FIFO, not a regular file")
            }
        }
        XCTAssertThrowsError(try AtomicFile.read("/dev/null")) {
            XCTAssertEqual("\($0)", "/dev/null: is a character device, not a regular file")
        }
        XCTAssertThrowsError(try AtomicFile.read(dir)) {
            XCTAssertEqual("\($0)", "\(dir): is a directory, not a regular file")
        }
        // A symbolic link to a regular file is still read.
        try AtomicFile.write("{}", to: dir + "/real.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: dir + "/real.json")
        XCTAssertEqual(try DocumentReader.read(dir + "/link.json"), .object([]))
    }

    func testTemporaryNamesAreRecognisedAndSweptWhenTheirWriterIsGone() throws {
        var template = TemporaryFiles.template(for: dir + "/Snapshots/a.png")
        XCTAssertTrue(template.hasSuffix("/Snapshots/.a.png.tabsnap-tmp-\(getpid())-XXXXXX"), template)
        template = ".a.png.tabsnap-tmp-\(getpid())-Ab12Cd"
        XCTAssertTrue(TemporaryFiles.owner(of: template) == (true, getpid()))
        // Names without the marker are the user's, whatever they look like: the sweep runs over
        // snapshot folders, and these two (the patterns earlier versions wrote) were deleted.
        for name in ["a.png", ".a.png", "notes.tmp-draft", ".tabsnap-tmp-1-AAAAAA", ".a.tabsnap-tmp-x-AAAAAA", "a.tmp-1-x",
                     ".a.png.tmp-Ab12Cd", "a.png.tmp-12-345", ".a.png.tabsnap-tmp-0-AAAAAA", ".a.png.tabsnap-tmp-12-AA.AAA"] {
            XCTAssertFalse(TemporaryFiles.owner(of: name).isTemporary, name)
        }

        let nested = dir + "/Snapshots/Examples"
        let dead = nested + "/.seed.png.tabsnap-tmp-99999999-AbC123"  // above any pid_max
        let usersOwn = [nested + "/.review.tmp-v2note", nested + "/old.tmp-3000-1"]
        let live = nested + "/.seed.png.tabsnap-tmp-\(getpid())-AAAAAA"  // a running writer's
        for path in [dead, live, nested + "/seed.png"] + usersOwn { try AtomicFile.write("x", to: path) }
        XCTAssertEqual(TemporaryFiles.sweep(dir + "/Snapshots"), [dead])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: nested).sorted(),
                       [".review.tmp-v2note", ".seed.png.tabsnap-tmp-\(getpid())-AAAAAA", "old.tmp-3000-1", "seed.png"])
        XCTAssertEqual(TemporaryFiles.sweep(dir + "/missing"), [])

        // A finished write leaves nothing but the file.
        try AtomicFile.write("y", to: dir + "/out/summary.json")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/out"), ["summary.json"])
    }

    func testAReplacedFileKeepsItsPermissions() throws {
        let path = dir + "/Snapshots/kept.png"
        try AtomicFile.write("a", to: path)
        func mode() throws -> Int { (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! NSNumber).intValue }
        XCTAssertEqual(try mode(), 0o644)  // a new file
        for permissions in [0o444, 0o640] {
            XCTAssertEqual(chmod(path, mode_t(permissions)), 0)
            try AtomicFile.write("b", to: path)
            try AtomicFile.write("c", to: path, durable: false)
            XCTAssertEqual(try mode(), permissions)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "c")
        }
    }

    func testCopiesAreNeverHardLinks() throws {
        let reference = dir + "/Snapshots/ref.png"
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try AtomicFile.write(bytes, to: reference)
        let preview = dir + "/results/previews/ref.png"
        for _ in 0..<2 { try AtomicFile.copy(reference, to: preview) }  // the second replaces the first
        XCTAssertEqual(try AtomicFile.read(preview), bytes)
        XCTAssertNotEqual(try inode(preview), try inode(reference))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/results/previews"), ["ref.png"])
        // Writing the copy in place leaves the reference as it was.
        let fd = open(preview, O_WRONLY)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertEqual(write(fd, "overwritten", 11), 11)
        close(fd)
        XCTAssertEqual(try AtomicFile.read(reference), bytes)
    }

    func testByteOrderMarkIsSkipped() throws {
        let bom = "\u{FEFF}"
        XCTAssertEqual(try DocumentReader.parse(bom + #"{"a": 1}"#, yaml: false), .object([("a", .number(1))]))
        XCTAssertEqual(try DocumentReader.parse(bom + "a: 1\n", yaml: true), .object([("a", .number(1))]))
        try AtomicFile.write([0xEF, 0xBB, 0xBF] + Array("items: [x]\n".utf8), to: dir + "/bom.yaml")
        XCTAssertEqual(try DocumentReader.read(dir + "/bom.yaml"), .object([("items", .array([.string("x")]))]))
        // Only a leading mark: one inside a document is still an error.
        XCTAssertThrowsError(try DocumentReader.parse(#"{"a": 1}"# + bom, yaml: false))
    }

    /// A run's own file linked into a report: the same file under a second name, put there
    /// atomically over an older one, with no temporary left behind.
    func testLinkGivesTheSameFileASecondName() throws {
        let artifact = dir + "/results/artifacts/a.png"
        try AtomicFile.write(Array("first".utf8), to: artifact)
        try AtomicFile.write(Array("old".utf8), to: dir + "/results/report/img/a.png")
        try AtomicFile.link(artifact, to: dir + "/results/report/img/a.png")
        XCTAssertEqual(try inode(dir + "/results/report/img/a.png"), try inode(artifact))
        XCTAssertEqual(try AtomicFile.read(dir + "/results/report/img/a.png"), Array("first".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/results/report/img"), ["a.png"])
        XCTAssertThrowsError(try AtomicFile.link(dir + "/missing.png", to: dir + "/results/report/img/b.png"))
    }

    func inode(_ path: String) throws -> UInt {
        var st = stat()
        guard stat(path, &st) == 0 else { throw FileError(path: path, reason: "stat failed") }
        return UInt(st.st_ino)
    }
}
