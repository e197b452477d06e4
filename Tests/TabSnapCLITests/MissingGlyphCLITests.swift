import Foundation
import XCTest

/// `tabsnap render` says which characters no bundled font has, and `--missing-glyphs error`
/// makes that a failure.
final class MissingGlyphCLITests: XCTestCase {
    let cli = CLIWorkspace()

    func testRenderWarnsOrFails() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        try #"{"name": "tofu", "items": [{"title": "Home 🦄", "icon": "house"}]}"#.write(toFile: w + "/tofu.json", atomically: true, encoding: .utf8)
        let warned = try cli.run("\(cli.binary) render tofu.json --device iphone-se --scheme light --out out", in: w)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        // The input is named, not the picture (issue 45, item 9).
        XCTAssertEqual(warned.stderr, "warning: tofu.json: no bundled font has U+1F984 '🦄' (text \"Home 🦄\"); drawn as boxes (rendering out/tofu.iphone-se.light.png)\n")
        let strict = try cli.run("\(cli.binary) render tofu.json --device iphone-se --scheme light --out strict --missing-glyphs error", in: w)
        XCTAssertEqual(strict.status, 2)
        XCTAssertTrue(strict.stderr.contains("tofu.json: no bundled font has U+1F984"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("(--missing-glyphs error; rendering strict/tofu.iphone-se.light.png)"), strict.stderr)
    }

    /// A key no string table has: a warning, and with `--missing-keys error` a failure (the
    /// glyph option leaves it a warning).
    func testMissingKeysWarnOrFail() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        try FileManager.default.createDirectory(atPath: w + "/Strings/ru.lproj", withIntermediateDirectories: true)
        try #""Home" = "Главная";"#.write(toFile: w + "/Strings/ru.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #"{"name": "keys", "strings": "Strings", "items": [{"title": {"key": "Home"}, "icon": "house"}, {"title": {"key": "Cart"}, "icon": "cart"}]}"#
            .write(toFile: w + "/keys.json", atomically: true, encoding: .utf8)
        let warned = try cli.run("\(cli.binary) render keys.json --device iphone-se --scheme light --locale ru --out out --missing-glyphs error", in: w)
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(warned.stderr.contains("no string table has \"Cart\" for ru"), warned.stderr)
        let strict = try cli.run("\(cli.binary) render keys.json --device iphone-se --scheme light --locale ru --out strict --missing-keys error", in: w)
        XCTAssertEqual(strict.status, 2)
        XCTAssertTrue(strict.stderr.contains("keys.json: no string table has \"Cart\" for ru; shown as written (--missing-keys error; rendering strict/keys.iphone-se.light.png)"), strict.stderr)
    }
}
