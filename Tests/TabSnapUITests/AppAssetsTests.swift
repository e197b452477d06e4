import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapPNG
import TabSnapStrings
import TabSnapText
import XCTest

/// `CartSummary` (AppAssets.swift, SwiftUI source compiled unchanged) drawn with the example
/// catalog, the example brand font and string tables: every name resolves, the count picks its
/// plural, nothing is reported missing.
final class AppAssetsTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func testAnAppsAssetsAndStringsResolve() throws {
        for face in ["Regular", "Bold"] { try FontRegistry.shared.register(Self.repo + "/Examples/fonts/Lato-\(face).ttf") }
        let catalog = try AssetCatalog(path: Self.repo + "/Examples/assets/Shop.xcassets")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-app-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/ru.lproj", withIntermediateDirectories: true)
        try #""Shopping cart" = "Корзина"; "%lld items" = "%lld шт.";"#.write(toFile: root + "/ru.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let strings = try StringCatalog(path: root)
        let resources = try FontResources.bundled(images: PNGImageLoader())
        let shot = try Snapshot.render(makeNode(CartSummary(count: 3).environment(\.locale, Locale(identifier: "ru"))),
                                       container: LayoutContainer(size: CGSize(width: 200, height: 120), scale: 2), scheme: .light,
                                       resources: RenderResources(resources, assetCatalogs: [catalog], stringTables: [strings]))
        XCTAssertEqual(shot.displayList.warnings, [])
        let runs = shot.displayList.items.compactMap { item -> GlyphRun? in if case .glyphs(let r) = item { return r } else { return nil } }
        XCTAssertEqual(runs.map(\.text), ["Корзина", "3 шт."])
        // The Latin cut of the brand font draws the digit; Cyrillic falls back to the system font.
        func registered(_ p: GlyphPlacement) -> Bool { if case .registered = p.key.face { return true } else { return false } }
        XCTAssertTrue(registered(runs[1].glyphs[0]), "\(runs[1].glyphs[0].key.face)")
        XCTAssertFalse(registered(runs[0].glyphs[0]), "Cyrillic is not in Lato's Latin cut")
        XCTAssertTrue(shot.displayList.text.contains("Symbol wallet.svg") || shot.displayList.items.contains { if case .fill = $0 { return true } else { return false } })
    }

    /// `CartTotalTab` (SwiftUI spelling) in Russian and in Arabic: the price and the number in
    /// the locale, the key from the tables, and the directional symbols mirrored only in Arabic.
    func testLocaleAPIsAsAnAppWritesThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-cart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/ru.lproj", withIntermediateDirectories: true)
        try #""Shopping cart" = "Корзина"; "Total: %@" = "Итого: %@";"#.write(toFile: root + "/ru.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let strings = try StringCatalog(path: root)
        let resources = try FontResources.bundled(images: PNGImageLoader())
        func render(_ locale: String) throws -> (texts: [String], mirrored: Int) {
            let shot = try Snapshot.render(makeNode(CartTotalTab(total: 1299.5)), container: LayoutContainer(size: CGSize(width: 220, height: 140), scale: 2),
                                           scheme: .light, environment: RenderOverrides(locale: locale).apply,
                                           resources: RenderResources(resources, stringTables: [strings]))
            let texts = shot.displayList.items.compactMap { item -> String? in if case .glyphs(let r) = item { return r.text } else { return nil } }
            let mirrored = shot.displayList.items.filter { if case .fill(let f) = $0 { return f.transform.a < 0 } else { return false } }.count
            return (texts.filter { !$0.contains(".") }, mirrored)
        }
        let ru = try render("ru")
        // The title in @State was made with the view, outside any render, where String(localized:)
        // has no tables (as a device's own language, not the snapshot's locale, decides it on iOS);
        // the keys Text looks up when laid out are in the render's locale.
        XCTAssertEqual(ru.texts, ["Shopping cart", "1\u{A0}299,50\u{A0}₽", "Итого: 1\u{A0}299,50"])
        XCTAssertEqual(ru.mirrored, 0)
        let ar = try render("ar")
        XCTAssertEqual(ar.mirrored, 2, "chevron.backward and the flipped arrow")
        XCTAssertEqual(ar.texts.first, "Shopping cart", "no Arabic table: the key as written")
    }
}
