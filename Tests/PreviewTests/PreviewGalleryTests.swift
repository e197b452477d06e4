import Foundation
import TabSnapCore
import TabSnapEngine
import TabSnapPNG
import XCTest

/// The gallery's model: references read back into previews and variants, a run's checks joined
/// to them, and the page it writes (its behaviour in a browser: Scripts/gallery_check.py).
final class PreviewGalleryTests: XCTestCase {
    var dir = ""
    override func setUp() { dir = NSTemporaryDirectory() + "tabsnap-gallery-\(UUID().uuidString)" }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func testReferencesBecomePreviewsWithTheirVariants() throws {
        let folder = dir + "/Snapshots/Previews-Shop"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4), profile: .small)
        for name in ["Cart.Empty.iphone-se.dark.png", "Cart.Empty.iphone-se.light.png", "Cart.Empty.iphone-15-pro.landscape.light.png",
                     "Cart.1.iphone-se.ar.accessibility3.light.png", "Orders.Three_items.iphone-se.light.png", "notes.txt", "bad.png"] {
            try AtomicFile.write(png, to: folder + "/" + name, durable: false)
        }
        let entries = try PreviewGallery.entries(snapshots: [dir + "/Snapshots"])
        XCTAssertEqual(entries.map(\.id), ["Shop/Cart/1", "Shop/Cart/Empty", "Shop/Orders/Three items"])
        XCTAssertEqual(entries[1].variants.map(\.label), ["iphone-15-pro · landscape · light", "iphone-se · light", "iphone-se · dark"])
        XCTAssertEqual(entries[0].variants.map(\.label), ["iphone-se · ar · accessibility3 · light"])

        var check = SnapshotCheck(id: "Cart.Empty.iphone-se.dark", status: .failed, reference: folder + "/Cart.Empty.iphone-se.dark.png", message: "changed")
        check.differentPixels = 3
        // An image a results file names outside the run's artifacts folder is not taken.
        check.expectedArtifact = "/etc/hostname"
        check.actualArtifact = folder + "/Cart.Empty.iphone-se.light.png"
        let merged = PreviewGallery.merge(entries, results: [check], artifactsRoot: dir + "/Snapshots")
        let changed = try XCTUnwrap(merged[1].variants.first { $0.check != nil }?.check)
        XCTAssertNil(changed.expectedArtifact)
        XCTAssertEqual(changed.actualArtifact, folder + "/Cart.Empty.iphone-se.light.png")
        XCTAssertTrue(merged[1].isFailing)
        XCTAssertFalse(merged[0].isFailing)

        try PreviewGallery.write(merged, to: dir + "/out", title: "Shop")
        let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
        XCTAssertTrue(html.contains("<section id=\"changes\">"), "a changed preview leads the page")
        XCTAssertTrue(html.range(of: "id=\"changes\"")!.lowerBound < html.range(of: "<main>")!.lowerBound)
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(sources.count, 6, "five variants, and the changed one again at the top (this check has no artifacts to crop)")
        for s in sources {
            XCTAssertTrue(s.hasPrefix("img/"), s)
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/" + s), s)
        }
        XCTAssertThrowsError(try PreviewGallery.entries(snapshots: [dir + "/nowhere"]))
    }
}
