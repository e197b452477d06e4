import Foundation
import TabSnapCore
import TabSnapPNG
import TabSnapWebP
import XCTest

/// `tabsnap render` with a timeline (issue 14): frames at given times, a labelled strip and an
/// animated preview per device and scheme, and clear errors for what cannot be framed.
final class RenderTimelineCLITests: XCTestCase {
    let cli = CLIWorkspace()

    func testFramesStripAndPreviewOfSeed000sBounce() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let r = try cli.run("\(cli.binary) render Examples/motion/seed000-bounce.yaml --scheme light --frames-at 0.13,0,0.5 --strip --webp --out out", in: w)
        XCTAssertEqual(r.status, 0, r.stderr)
        let stem = "out/seed000-bounce.iphone-15-pro"
        XCTAssertEqual(r.stdout, ["t0.000s", "t0.130s", "t0.500s"].map { "wrote \(stem).\($0).light.png\n" }.joined()
                       + "wrote \(stem).light.strip.png\nwrote \(stem).light.webp\n")
        // Each frame is the pixels the motion suite's reference holds for that time.
        for t in ["t0.000s", "t0.130s", "t0.500s"] {
            let frame = try PNGDecoder.decodeFile("\(w)/\(stem).\(t).light.png").image
            let reference = try PNGDecoder.decodeFile("\(CLIWorkspace.repo)/Snapshots/Motion/seed000-bounce.iphone-15-pro.\(t).light.png").image
            XCTAssertTrue(frame == reference, t)
        }
        let preview = try AnimatedWebP.decode(try AtomicFile.read("\(w)/\(stem).light.webp"))
        XCTAssertEqual(preview.frames.map(\.durationMs), [130, 370, 250], "each frame until the next; the last the mean step")
        XCTAssertTrue(preview.frames[1].image == (try PNGDecoder.decodeFile("\(w)/\(stem).t0.130s.light.png").image))
    }

    func testFramesPerSecondOfTheBarOnly() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let r = try cli.run("\(cli.binary) render Examples/motion/seed000-bounce.yaml --scheme dark --fps 10 --duration 0.3 --bar-only --out out", in: w)
        XCTAssertEqual(r.status, 0, r.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: w + "/out").sorted()
        XCTAssertEqual(files, ["0.000", "0.100", "0.200", "0.300"].map { "seed000-bounce.iphone-15-pro.bar.t\($0)s.dark.png" })
        let first = try PNGDecoder.decodeFile(w + "/out/" + files[0]).image
        XCTAssertEqual(first.width, 1179)
        XCTAssertLessThan(first.height, 400, "only the bar")
    }

    func testAViewDocumentTimeline() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let doc = """
        {"body": {"type": "Color", "color": "#FF0000", "frame": {"width": 10, "height": 10}, "opacity": 0,
                  "animation": {"curve": "linear", "duration": 1, "value": 0}},
         "timeline": [{"at": 1, "body": {"type": "Color", "color": "#FF0000", "frame": {"width": 10, "height": 10}, "opacity": 1,
                                        "animation": {"curve": "linear", "duration": 1, "value": 1}}}]}
        """
        try doc.write(toFile: w + "/fade.json", atomically: true, encoding: .utf8)
        let r = try cli.run("\(cli.binary) render fade.json --size 10x10@1 --scheme light --time 1.5 --out out", in: w)
        XCTAssertEqual(r.status, 0, r.stderr)
        let image = try PNGDecoder.decodeFile(w + "/out/fade.10x10_1.t1.500s.light.png").image
        XCTAssertEqual(image.pixels[3], 128, "halfway through a linear fade")
    }

    func testWhatCannotBeFramedIsRefusedByName() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        try "name: bad\nitems: [{title: A}, {title: B}]\ntimeline: [{at: 0.2, set: {\"items[5].badge\": 1}}, {at: 0.1, set: {\"items[0].badge\": -1}}]\n"
            .write(toFile: w + "/bad.yaml", atomically: true, encoding: .utf8)
        let cases: [(String, String)] = [
            ("render Examples/seed000-en.json --time 0.1", "Examples/seed000-en.json: frames need a timeline, and this configuration has no `timeline:`"),
            ("render Examples/seed000-en.json --strip", "--strip and --webp need frames: give --time, --frames-at or --fps"),
            ("render Examples/motion/seed000-bounce.yaml --duration 1", "--duration goes with --fps"),
            ("render Examples/motion/seed000-bounce.yaml --frames-at 0,x", "--frames-at 0,x: expected seconds separated by commas"),
            ("render bad.yaml --time 0", "bad.yaml: timeline[0].set.items[5].badge: items has 2 entries, no [5]"),
            ("render bad.yaml --time 0", "bad.yaml: timeline[1].at: expected a time after 0.2 s"),
            ("render bad.yaml --time 0", "bad.yaml: timeline[1]: the configuration after this change: items[0].badge:"),
        ]
        for (args, message) in cases {
            let r = try cli.run("\(cli.binary) \(args) --out out", in: w)
            XCTAssertEqual(r.status, 2, args)
            XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: w + "/out"), "nothing written on an error")
    }
}
