import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapUI
import XCTest

/// A team's own SF Symbols, exported from the SF Symbols app as templates, take the place of
/// the bundled stand-ins for `Image(systemName:)`: dropped as they are into a folder given as an
/// asset catalog (`house.svg`), or as symbol sets in an `.xcassets`.
final class ExportedSymbolTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let resources = try! FontResources.bundled()

    func render(_ view: some View, catalogs: [any AssetLookup]) throws -> Snapshot {
        try Snapshot.render(makeNode(view.font(.system(size: 40)).frame(width: 120, height: 80).background(Color.white)),
                            container: LayoutContainer(size: CGSize(width: 120, height: 80), scale: 2), scheme: .light,
                            resources: RenderResources(Self.resources, assetCatalogs: catalogs))
    }

    func testAnExportedTemplateTakesTheBundledSymbolsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-symbols-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Any SF Symbols template will do: the example catalog's Wallet, exported as "house".
        try FileManager.default.copyItem(atPath: Self.repo + "/Examples/assets/Shop.xcassets/Wallet.symbolset/wallet.svg", toPath: folder + "/house.svg")
        let exported = try AssetCatalog(path: folder)
        XCTAssertEqual(exported.imageNames, ["house"])

        let bundled = try render(Image(systemName: "house"), catalogs: [])
        let own = try render(Image(systemName: "house"), catalogs: [exported])
        let shop = try render(Image("Wallet"), catalogs: [try AssetCatalog(path: Self.repo + "/Examples/assets/Shop.xcassets")])
        XCTAssertNotEqual(own.image, bundled.image, "the exported template is drawn, not the bundled house")
        XCTAssertEqual(own.image, shop.image, "drawn as the same template in a symbol set is")
        // A variant the team did not export falls back to the name it did; names it did not
        // export at all still draw the bundled set.
        XCTAssertEqual(try render(Image(systemName: "house").symbolVariant(.fill), catalogs: [exported]).image, own.image)
        XCTAssertEqual(try render(Image(systemName: "cart"), catalogs: [exported]).image, try render(Image(systemName: "cart"), catalogs: []).image)
    }
}
