import TabSnapEngine
import TabSnapPreviews
import TabSnapPreviewTesting
import XCTest

/// Every preview of `PreviewCatalog` checked by the one line a team adds, and what discovery
/// finds: `#Preview`s named and not, with traits and `@Previewable` state, and `PreviewProvider`s
/// (a private one too) split into their views.
final class PreviewSnapshotTests: XCTestCase {
    func testAllPreviews() {
        PreviewSnapshots.assertAll(manifest: "Tests/PreviewTests/Fixtures/previews.yaml", modules: ["PreviewCatalog"])
    }

    @MainActor func testDiscovery() {
        let ids = PreviewSnapshots.discover(modules: ["PreviewCatalog"]).map(\.id)
        XCTAssertEqual(ids, [
            "PreviewCatalog/Broken/Missing asset", "PreviewCatalog/Broken/Fine",
            "PreviewCatalog/CartBadge/Empty", "PreviewCatalog/CartBadge/Three items", "PreviewCatalog/CartBadge/1",
            "PreviewCatalog/Counter/Bound", "PreviewCatalog/Counter/Wrapped",
            "PreviewCatalog/Crashing/Crashes", "PreviewCatalog/Crashing/After the crash",
            "PreviewCatalog/PrivateRow_Previews/1",
            "PreviewCatalog/SettingsRow_Previews/Bell", "PreviewCatalog/SettingsRow_Previews/2", "PreviewCatalog/SettingsRow_Previews/In a list",
            "PreviewCatalog/SheetPreview/Sheet up",
            "PreviewCatalog/UIKitScreens/Controller", "PreviewCatalog/UIKitScreens/Label",
        ])
        let all = PreviewSnapshots.discover(modules: ["PreviewCatalog"])
        XCTAssertEqual(all.first { $0.name == "Three items" }?.traits, [.sizeThatFitsLayout])
        XCTAssertEqual(all.first { $0.name == "In a list" }?.device, "iPhone SE (3rd generation)")
        XCTAssertEqual(all.first { $0.file == "PrivateRow_Previews" }?.traits, [.fixedLayout(width: 200, height: 60)])
        XCTAssertTrue(all.first { $0.name == "Empty" }?.filePath.hasSuffix("Tests/PreviewCatalog/CartBadge.swift") == true)
    }

    /// A preview that fails to render is reported with its id and reason; its neighbour passes.
    func testABrokenPreviewIsReportedAndTheOthersRun() {
        let checks = PreviewSnapshots.verifyAll(devices: [.iPhone15Pro], schemes: [.light], files: ["Broken"], record: .none)
        XCTAssertEqual(checks.count, 2)
        let broken = checks.first { $0.message.contains("Missing asset") }
        XCTAssertEqual(broken?.status, .error)
        XCTAssertTrue(broken?.message.contains("no-such-asset-in-this-package") == true, broken?.message ?? "")
        XCTAssertTrue(broken?.message.contains("Preview PreviewCatalog/Broken/Missing asset (line 5)") == true, broken?.message ?? "")
        XCTAssertEqual(checks.filter { $0.status == .passed }.count, 1, checks.map(\.message).joined(separator: "\n"))
    }

    /// A preview whose body traps is reported with its id while the previews after it still
    /// run: the previews run in a worker process, restarted after a crash.
    func testACrashingPreviewIsReportedAndTheOthersRun() {
        let checks = PreviewSnapshots.verifyAll(devices: [.iPhone15Pro], schemes: [.light], files: ["Crashing"])
        XCTAssertEqual(checks.count, 2, checks.map(\.message).joined(separator: "\n"))
        let crash = checks.first { $0.id == "PreviewCatalog/Crashing/Crashes" }
        XCTAssertEqual(crash?.status, .error)
        XCTAssertTrue(crash?.message.contains("crashed the test process") == true, crash?.message ?? "")
        XCTAssertTrue(crash?.message.contains("Index out of range") == true, crash?.message ?? "")
        XCTAssertEqual(checks.last?.status, .passed, checks.last?.message ?? "")
    }

    /// What `tabsnap previews --out` runs: with TABSNAP_PREVIEWS_OUT set, the previews are
    /// rendered into that folder in the references' layout, and nothing is compared or recorded.
    func testRenderOnlyWritesIntoTheFolderAndNotSnapshots() throws {
        let out = NSTemporaryDirectory() + "tabsnap-render-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out); unsetenv(PreviewSnapshots.renderVariable) }
        setenv(PreviewSnapshots.renderVariable, out, 1)
        let checks = PreviewSnapshots.verifyAll(devices: [.iPhoneSE], schemes: [.dark], files: ["CartBadge"], isolated: false)
        XCTAssertEqual(checks.map(\.status), [.passed, .passed, .passed], checks.map(\.message).joined(separator: "\n"))
        let written = try FileManager.default.contentsOfDirectory(atPath: out + "/Previews-PreviewCatalog").sorted()
        XCTAssertEqual(written, ["CartBadge.1.iphone-se.dark.png", "CartBadge.Empty.iphone-se.dark.png", "CartBadge.Three_items.iphone-se.dark.png"])
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots/Previews-PreviewCatalog").path
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshots + "/CartBadge.Empty.iphone-se.dark.png"), "no reference was recorded")
    }

    /// A right-to-left variant without a locale: the same preview flipped, named `….rtl.<scheme>`.
    func testRightToLeftVariant() throws {
        let out = NSTemporaryDirectory() + "tabsnap-rtl-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out); unsetenv(PreviewSnapshots.renderVariable) }
        setenv(PreviewSnapshots.renderVariable, out, 1)
        let checks = PreviewSnapshots.verifyAll(devices: [.iPhoneSE], schemes: [.light], layoutDirections: [.leftToRight, .rightToLeft],
                                                files: ["SettingsRow_Previews"], names: ["Bell"], isolated: false)
        XCTAssertEqual(checks.map(\.status), [.passed, .passed], checks.map(\.message).joined(separator: "\n"))
        let folder = out + "/Previews-PreviewCatalog/"
        let ltr = try XCTUnwrap(FileManager.default.contents(atPath: folder + "SettingsRow_Previews.Bell.iphone-se.light.png"))
        let rtl = try XCTUnwrap(FileManager.default.contents(atPath: folder + "SettingsRow_Previews.Bell.iphone-se.rtl.light.png"))
        XCTAssertNotEqual(ltr, rtl, "the label's icon and title change sides")
    }

    /// A manifest's variants, and a clear error for a bad one: the file, the field, what was expected.
    func testManifest() throws {
        let m = try PreviewManifest.load(URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/previews.yaml")
        XCTAssertEqual(m.devices?.map(\.id), ["iphone-15-pro"])
        XCTAssertEqual(m.schemes, [.light, .dark])
        XCTAssertEqual(m.exclude.count, 2)
        XCTAssertEqual(m.precision.map(\.pattern), ["PreviewCatalog/Counter/*"])
        let dir = NSTemporaryDirectory() + "tabsnap-manifest-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (text, expected) in [("schemes: [light, dim]", "schemes[1]: \"dim\" is not one of light, dark"),
                                 ("devices: [iphone-15-pro, iphone-99]", "devices[1]: "),
                                 ("locales: en", "locales: expected a list of strings, found a string"),
                                 ("precision: {\"A/*\": 2}", "precision[\"A/*\"]: expected a number from 0 to 1"),
                                 ("dvices: [iphone-se]", "unknown key \"dvices\"")] {
            let path = dir + "/previews.yaml"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try PreviewManifest.load(path)) { error in
                XCTAssertTrue("\(error)".contains(expected) && "\(error)".contains(path), "\(error)")
            }
        }
    }
}
