import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapLayout
import TabSnapPNG
import TabSnapStrings
import TabSnapText
import TabSnapUI
import XCTest

/// A render's fonts, asset catalogs and string tables are values it is given, not process-wide
/// state: two renders with different resources run at once in one process and each gives the
/// bytes it gives alone.
final class ConcurrentResourcesTests: XCTestCase {
    struct Screen: View {
        var body: some View {
            VStack(spacing: 4) {
                Color("BrandTint").frame(width: 40, height: 20)
                Text("Shopping cart")
                Text(verbatim: "Lato").font(.custom("Lato", size: 20))
            }
            .environment(\.locale, Locale(identifier: "ru"))
        }
    }

    /// A catalog with one colour set and a string table with one key, in a fresh folder.
    func makeResources(tint: String, cart: String) throws -> (catalog: AssetCatalog, strings: StringCatalog, root: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-concurrent-\(UUID().uuidString)").path
        let set = root + "/App.xcassets/BrandTint.colorset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "\#(tint)", "green": "0", "blue": "0", "alpha": "1"}}}]}"#
            .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/strings/ru.lproj", withIntermediateDirectories: true)
        try #""Shopping cart" = "\#(cart)";"#.write(toFile: root + "/strings/ru.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        return (try AssetCatalog(path: root + "/App.xcassets"), try StringCatalog(path: root + "/strings"), root)
    }

    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/fonts").path

    func testTwoRendersWithDifferentResourcesRunAtOnce() throws {
        let a = try makeResources(tint: "255", cart: "Корзина")
        let b = try makeResources(tint: "64", cart: "Корзинка")
        defer { for r in [a.root, b.root] { try? FileManager.default.removeItem(atPath: r) } }
        let library = try FontResources.bundled(images: PNGImageLoader())
        // One family in each: the regular cut in one, the bold in the other.
        let resources = [RenderResources(library, fonts: try FontSet([Self.fonts + "/Lato-Regular.ttf"]), assetCatalogs: [a.catalog], stringTables: [a.strings]),
                         RenderResources(library, fonts: try FontSet([Self.fonts + "/Lato-Bold.ttf"]), assetCatalogs: [b.catalog], stringTables: [b.strings])]
        let node = makeNode(Screen())
        @Sendable func render(_ r: RenderResources) throws -> (png: [UInt8], texts: [String], faces: [String]) {
            let shot = try Snapshot.render(node, container: LayoutContainer(size: CGSize(width: 120, height: 60), scale: 2), scheme: .light,
                                           resources: r)
            let texts = shot.displayList.items.compactMap { item -> String? in if case .glyphs(let run) = item { return run.text } else { return nil } }
            let faces = shot.displayList.items.compactMap { item -> String? in
                if case .glyphs(let run) = item, run.text == "Lato" { return "\(run.glyphs[0].key.face)" } else { return nil }
            }
            return (try PNGEncoder.encode(shot.image, profile: .fast), texts, faces)
        }
        let alone = try resources.map(render)
        XCTAssertEqual(alone[0].texts, ["Корзина", "Lato"])
        XCTAssertEqual(alone[1].texts, ["Корзинка", "Lato"])
        XCTAssertNotEqual(alone[0].faces, alone[1].faces, "each render finds Lato among its own files")
        XCTAssertNotEqual(alone[0].png, alone[1].png)
        // Sixteen renders at once, the two resources interleaved.
        let results = ConcurrentResults(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { i in results.set(i, try? render(resources[i % 2]).png) }
        for i in 0..<16 { XCTAssertEqual(results.values[i], alone[i % 2].png, "render \(i) with resources \(i % 2)") }
    }
}

private final class ConcurrentResults: @unchecked Sendable {
    private var storage: [[UInt8]?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: [UInt8]?) { lock.lock(); storage[i] = value; lock.unlock() }
    var values: [[UInt8]?] { lock.lock(); defer { lock.unlock() }; return storage }
}
