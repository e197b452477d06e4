import Foundation
import TabSnapCore
import TabSnapFixtures
import TabSnapPNG
import XCTest

/// `tabsnap repack` through the built binary: files shrink with the same pixels, a dry run
/// writes nothing, a broken file is named while the others go on, and nothing else is touched.
final class RepackCLITests: XCTestCase {
    let cli = CLIWorkspace()

    func testRepackRewritesOnlyWhatItCanKeepExactly() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: w + "/old/nested", withIntermediateDirectories: true)
        let screen = TestPattern.uiScreen(width: 200, height: 300, scale: 1)
        let before = try PNGEncoder.encode(screen, profile: .fast, text: [("Software", "TabSnap")])
        try AtomicFile.write(before, to: w + "/old/nested/a.png")
        XCTAssertEqual(chmod(w + "/old/nested/a.png", 0o640), 0)
        try AtomicFile.write(Array("not a png".utf8), to: w + "/old/broken.png")
        try AtomicFile.write(Array("notes".utf8), to: w + "/old/notes.txt")
        let b = cli.binary

        let dry = try cli.run("\(b) repack --dry-run old", in: w)
        XCTAssertEqual(dry.status, 2, dry.stderr)
        XCTAssertTrue(dry.stdout.contains("would repack old/nested/a.png: \(before.count) -> "), dry.stdout)
        XCTAssertEqual(try AtomicFile.read(w + "/old/nested/a.png"), before, "a dry run wrote")

        let real = try cli.run("\(b) repack old", in: w)
        XCTAssertEqual(real.status, 2, "the broken file makes it an error")
        XCTAssertTrue(real.stderr.contains("tabsnap: old/broken.png: "), real.stderr)
        XCTAssertTrue(real.stdout.contains("1 repacked, 0 kept, 1 failed"), real.stdout)
        let after = try AtomicFile.read(w + "/old/nested/a.png")
        XCTAssertLessThan(after.count, before.count)
        XCTAssertEqual(try PNGDecoder.decode(after).image, screen)
        XCTAssertEqual(try PNGDecoder.decode(after).text.first?.value, "TabSnap")
        XCTAssertEqual(try fm.attributesOfItem(atPath: w + "/old/nested/a.png")[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try AtomicFile.read(w + "/old/broken.png"), Array("not a png".utf8))
        XCTAssertEqual(try AtomicFile.read(w + "/old/notes.txt"), Array("notes".utf8))
        XCTAssertEqual(try cli.run("find old -name '*tmp*'", in: w).stdout, "", "temporaries left behind")

        let again = try cli.run("\(b) repack old/nested/a.png", in: w)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("kept old/nested/a.png: already as small"), again.stdout)
        XCTAssertEqual(try AtomicFile.read(w + "/old/nested/a.png"), after)

        // A link is left alone (replacing it would leave its target as it was), and one file
        // named twice is repacked once.
        try AtomicFile.write(before, to: w + "/target.png")
        try fm.createSymbolicLink(atPath: w + "/link.png", withDestinationPath: "target.png")
        let link = try cli.run("\(b) repack link.png target.png ./target.png", in: w)
        XCTAssertEqual(link.status, 0, link.stderr)
        XCTAssertTrue(link.stdout.contains("kept link.png: a symbolic link: repack the file it points to"), link.stdout)
        XCTAssertTrue(link.stdout.contains("1 repacked, 1 kept"), link.stdout)
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: w + "/link.png"), "target.png")

        let missing = try cli.run("\(b) repack nowhere", in: w)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nowhere: no such file or folder"), missing.stderr)
    }
}
