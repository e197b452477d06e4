import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import XCTest
@testable import TabSnapEngine

/// No silent tofu: a character no bundled font has is a warning naming the code point and the
/// text, in the check's message and `summary.json`; with `missingGlyphs: error` the snapshot fails.
final class MissingGlyphTests: XCTestCase {
    func testUncoveredCharactersAreWarnedOrFailed() throws {
        let dir = makeTempDir()
        defer { removeDir(dir) }
        try #"{"name": "tofu", "items": [{"title": "नमस्ते", "icon": "house"}, {"title": "Каталог", "icon": "house"}]}"#
            .write(toFile: dir + "/tofu.json", atomically: true, encoding: .utf8)
        var manifest = SuiteManifest(file: dir + "/tabsnap.yaml", suite: "Tofu", snapshots: "Snapshots", configurations: ["tofu.json"],
                                     devices: ["iphone-se"], schemes: [.light])
        let runner = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        _ = runner.run(try runner.cases(), mode: .missing, artifactsDirectory: nil)
        let checks = runner.run(try runner.cases(), mode: .never, artifactsDirectory: nil)
        XCTAssertEqual(checks.map(\.status), [.passed])
        XCTAssertEqual(checks[0].warnings?.count, 1, "Cyrillic is covered; Devanagari is not")
        XCTAssertTrue(checks[0].message.contains("warning: no bundled font has U+0928 'न'"), checks[0].message)
        XCTAssertTrue(checks[0].message.contains("(text \"नमस्ते\")"), checks[0].message)
        let summary = try SuiteSummary(suite: "Tofu", manifest: manifest.file, shard: "1/1", checks: checks).json()
        XCTAssertTrue(summary.contains("\"warnings\""), summary)

        manifest.missingGlyphsFail = true
        let strict = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        let failed = strict.run(try strict.cases(), mode: .never, artifactsDirectory: nil)
        XCTAssertEqual(failed.map(\.status), [.failed])
        XCTAssertTrue(failed[0].message.hasPrefix("Snapshot tofu.iphone-se.light has characters no bundled font has (missingGlyphs: error)"))
        XCTAssertEqual(try SuiteManifest.decode(try JSONParser.parse(#"{"suite": "S", "configurations": ["a.json"], "missingGlyphs": "error"}"#),
                                                file: "m.yaml").missingGlyphsFail, true)
    }

    /// A key no string table has is a warning too, failed by `missingKeys: error` alone (a
    /// missing-glyph policy leaves it a warning, and the other way round).
    func testMissingKeysAreWarnedOrFailed() throws {
        let dir = makeTempDir()
        defer { removeDir(dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Strings/ru.lproj", withIntermediateDirectories: true)
        try #""Home" = "Главная";"#.write(toFile: dir + "/Strings/ru.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try #"{"name": "keys", "strings": "Strings", "locale": "ru", "items": [{"title": {"key": "Home"}, "icon": "house"}, {"title": {"key": "Checkout"}, "icon": "cart"}]}"#
            .write(toFile: dir + "/keys.json", atomically: true, encoding: .utf8)
        var manifest = SuiteManifest(file: dir + "/tabsnap.yaml", suite: "Keys", snapshots: "Snapshots", configurations: ["keys.json"],
                                     devices: ["iphone-se"], schemes: [.light])
        let runner = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
        _ = runner.run(try runner.cases(), mode: .missing, artifactsDirectory: nil)
        func statuses() throws -> [SnapshotCheck] {
            let r = SuiteRunner(manifest: manifest, resources: try FontResources.bundled())
            return r.run(try r.cases(), mode: .never, artifactsDirectory: nil)
        }
        let lenient = try statuses()
        XCTAssertEqual(lenient.map(\.status), [.passed])
        XCTAssertEqual(lenient[0].warnings, ["no string table has \"Checkout\" for ru; shown as written"])
        manifest.missingGlyphsFail = true
        XCTAssertEqual(try statuses().map(\.status), [.passed], "a glyph policy does not fail a missing key")
        manifest.missingGlyphsFail = false
        manifest.missingKeysFail = true
        let strict = try statuses()
        XCTAssertEqual(strict.map(\.status), [.failed])
        XCTAssertTrue(strict[0].message.hasPrefix("Snapshot keys.iphone-se.light has keys no string table has (missingKeys: error)"), strict[0].message)
        XCTAssertEqual(try SuiteManifest.decode(try JSONParser.parse(#"{"suite": "S", "configurations": ["a.json"], "missingKeys": "error"}"#),
                                                file: "m.yaml").missingKeysFail, true)
    }

    /// A symbol name no icon set has (drawn as a placeholder) is a warning, failed by
    /// `missingSymbols: error` alone.
    func testMissingSymbolsAreWarnedOrFailed() throws {
        var check = SnapshotCheck(id: "s", status: .passed, reference: "r")
        check.warnings = [RenderWarning.missingSymbol("no.such.symbol", closest: ["nose"])]
        var lenient = check
        lenient.require(noWarnings: true, keys: true, glyphSetting: "missingGlyphs: error", keySetting: "missingKeys: error")
        XCTAssertEqual(lenient.status, .passed, "the glyph and key policies leave a missing symbol a warning")
        check.require(noWarnings: false, keys: false, symbols: true, glyphSetting: "missingGlyphs: error", keySetting: "missingKeys: error")
        XCTAssertEqual(check.status, .failed)
        XCTAssertTrue(check.message.hasPrefix("Snapshot s has symbol names no icon set has (missingSymbols: error)"), check.message)
        XCTAssertEqual(try SuiteManifest.decode(try JSONParser.parse(#"{"suite": "S", "configurations": ["a.json"], "missingSymbols": "error"}"#),
                                                file: "m.yaml").missingSymbolsFail, true)
    }
}
