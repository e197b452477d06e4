import Foundation
import TabSnapCore
import TabSnapPNG
import TabSnapWebP
import XCTest

/// `tabsnap animate`: PNG frames into a labelled strip and a lossless animated WebP.
final class AnimateCLITests: XCTestCase {
    let cli = CLIWorkspace()

    func testFramesBecomeAStripAndAPreviewThatPlaysThemExactly() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let frames = ["seed000-en.iphone-se.light", "seed000-ru.iphone-se.light", "seed000-en.iphone-se.dark"].map { "Snapshots/Examples/\($0).png" }
        let r = try cli.run("\(cli.binary) animate \(frames.joined(separator: " ")) --times 0,0.1,0.25 --strip out/s.png --webp out/p.webp", in: w)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "wrote out/s.png\nwrote out/p.webp\n")
        let decoded = try AnimatedWebP.decode(try AtomicFile.read(w + "/out/p.webp"))
        XCTAssertEqual(decoded.frames.map(\.durationMs), [100, 150, 125], "each frame lasts until the next; the last the average step")
        for (path, frame) in zip(frames, decoded.frames) {
            XCTAssertTrue(try PNGDecoder.decodeFile(w + "/" + path).image == frame.image, path)
        }
        let strip = try PNGDecoder.decodeFile(w + "/out/s.png").image
        XCTAssertEqual(strip.height, 16 + 800 + 34, "750x1334 frames are shown 800 high")
        XCTAssertGreaterThan(strip.width, 3 * 449)
    }

    func testBadInputIsRefusedByName() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let a = "Snapshots/Examples/seed000-en.iphone-se.light.png", b = "Snapshots/Examples/seed000-en.iphone-15-pro.light.png"
        let cases: [(String, String)] = [
            ("animate \(a) \(b) --webp x.webp", "\(b) is 1179x2556, \(a) is 750x1334: every frame must be the same size"),
            ("animate \(a)", "nothing to write: give --strip, --webp or both"),
            ("animate \(a) \(a) --times 0.1,0.1 --webp x.webp", "--times 0.1,0.1: times must increase"),
            ("animate \(a) \(a) --times 0 --webp x.webp", "--times 0: expected 2 times in seconds (0 to 3600), one per frame, e.g. 0,0.05,0.1"),
            ("animate \(a) --fps 0 --webp x.webp", "--fps 0.0: expected frames per second above 0 and at most 240"),
            ("animate missing.png --webp x.webp", "missing.png: "),
        ]
        for (args, message) in cases {
            let r = try cli.run("\(cli.binary) \(args)", in: w)
            XCTAssertEqual(r.status, 2, args)
            XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: w + "/x.webp"), "nothing written on an error")
    }
}
