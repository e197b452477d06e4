import Foundation
import TabSnapCore
import TabSnapFixtures
@testable import TabSnapWebP
import XCTest

/// Animated WebP previews: lossless, so every frame decodes to exactly the pixels encoded (with
/// libwebp's own decoder here, and Pillow's when it is installed), with its duration.
final class AnimatedWebPTests: XCTestCase {
    /// A small moving scene: a bar whose badge slides down and back, with translucent pixels.
    func frames() -> [AnimatedWebP.Frame] {
        let base = TestPattern.uiScreen(width: 120, height: 80, scale: 1)
        return (0..<6).map { i in
            var image = base
            let y0 = 10 + [0, 2, 4, 3, 1, 0][i]
            for y in y0..<(y0 + 8) { for x in 90..<104 {
                let k = (y * image.width + x) * 4
                image.pixels[k] = 255; image.pixels[k + 1] = 59; image.pixels[k + 2] = 48; image.pixels[k + 3] = UInt8(128 + i * 20)
            } }
            return AnimatedWebP.Frame(image, durationMs: 40 + 10 * i)
        }
    }

    func testFramesRoundTripExactly() throws {
        let frames = frames()
        let data = try AnimatedWebP.encode(frames)
        XCTAssertEqual(Array(data.prefix(4)), Array("RIFF".utf8))
        XCTAssertEqual(Array(data[8..<12]), Array("WEBP".utf8))
        let decoded = try AnimatedWebP.decode(data)
        XCTAssertEqual(decoded.loopCount, 0)
        XCTAssertEqual(decoded.frames.count, frames.count)
        for (i, (a, b)) in zip(frames, decoded.frames).enumerated() {
            XCTAssertTrue(a.image == b.image, "frame \(i + 1) pixels")
            XCTAssertEqual(a.durationMs, b.durationMs, "frame \(i + 1) duration")
        }
        XCTAssertEqual(try AnimatedWebP.encode(frames), data, "the same frames give the same bytes")
    }

    /// Pillow (another WebP reader, when installed) sees the same frames and durations.
    func testPillowReadsTheSameFrames() throws {
        let python = "/usr/bin/env"
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: python)
        probe.arguments = ["python3", "-c", "from PIL import features; assert features.check('webp')"]
        probe.standardError = FileHandle.nullDevice
        try probe.run(); probe.waitUntilExit()
        guard probe.terminationStatus == 0 else { throw XCTSkip("python3 with Pillow built with WebP is not installed") }
        let frames = frames()
        let dir = NSTemporaryDirectory() + "tabsnap-webp-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(try AnimatedWebP.encode(frames)).write(to: URL(fileURLWithPath: dir + "/a.webp"))
        let script = """
        import sys, hashlib
        from PIL import Image
        im = Image.open(sys.argv[1])
        for i in range(im.n_frames):
            im.seek(i)
            im.load()  # Pillow sets the frame's duration when it decodes it
            print(im.info.get('duration'), hashlib.sha256(im.convert('RGBA').tobytes()).hexdigest())
        """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = ["python3", "-c", script, dir + "/a.webp"]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, frames.count, out)
        for (i, (line, f)) in zip(lines, frames).enumerated() {
            XCTAssertEqual(String(line), "\(f.durationMs) \(f.image.pixelDigest)", "frame \(i + 1)")
        }
    }

    func testBadInputIsRefusedWithAMessage() {
        XCTAssertThrowsError(try AnimatedWebP.encode([])) { XCTAssertEqual("\($0)", "an animation needs at least one frame") }
        let a = RGBAImage(width: 2, height: 2, pixels: Array(repeating: 9, count: 16))
        let b = RGBAImage(width: 3, height: 2, pixels: Array(repeating: 9, count: 24))
        XCTAssertThrowsError(try AnimatedWebP.encode([.init(a, durationMs: 10), .init(b, durationMs: 10)])) {
            XCTAssertEqual("\($0)", "frame 2 is 3x2, the first is 2x2: every frame must be the same size")
        }
        XCTAssertThrowsError(try AnimatedWebP.decode(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8X".utf8))) {
            XCTAssertEqual("\($0)", "not a WebP file, or a damaged one")
        }
        var data = (try? AnimatedWebP.encode(frames())) ?? []
        data.removeLast(data.count / 3)
        XCTAssertThrowsError(try AnimatedWebP.decode(data), "a truncated file is refused")
    }
}
