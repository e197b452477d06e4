import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapPNG
import TabSnapRaster
import TabSnapTabBar
import XCTest

/// Asset catalogs: the shared catalog from public iOS apps (read in place) and the example
/// catalog TabSnap makes itself, through `Color("name")`, `Image("name")` and configurations.
final class AssetCatalogTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let shared = URL(fileURLWithPath: repo).deletingLastPathComponent().appendingPathComponent("shared/conformance/assets/pdf/Icons.xcassets").path
    static let shop = repo + "/Examples/assets/Shop.xcassets"
    static let resources = try! FontResources.bundled(images: PNGImageLoader())

    /// The catalogs renders in this test draw with (set by `withCatalogs`).
    var catalogs: [any AssetLookup] = []

    var resources: RenderResources { RenderResources(Self.resources, assetCatalogs: catalogs) }

    func withCatalogs<R>(_ catalogs: [any AssetLookup], _ body: () throws -> R) rethrows -> R {
        let saved = self.catalogs
        self.catalogs = catalogs
        defer { self.catalogs = saved }
        return try body()
    }

    func render(_ view: some View, size: Double = 30, scale: Double = 2, scheme: ColorScheme = .light) throws -> RGBAImage {
        try Snapshot.render(makeNode(view), container: LayoutContainer(size: CGSize(width: size, height: size), scale: scale), scheme: scheme,
                            resources: resources).image
    }

    func rgba(_ c: Color?) -> [UInt8]? { c.map { [$0.r, $0.g, $0.b, $0.a] } }

    func testColourSetsOfAPublicAppConvertToSRGB() throws {
        guard FileManager.default.fileExists(atPath: Self.shared) else { throw XCTSkip("\(Self.shared) is absent (the shared conformance data)") }
        let catalog = try AssetCatalog(path: Self.shared)
        XCTAssertEqual(catalog.colorNames, ["AccentColor", "fullScreenBackgroundColor", "primaryAccentColor"])
        let accent = try XCTUnwrap(catalog.color(named: "AccentColor"))
        // Light: sRGB floats 0.031/0.416/0.933; dark: Display P3 0.426/0.611/0.929 in sRGB.
        XCTAssertEqual(rgba(accent.resolved(in: .light)), [8, 106, 238, 255])
        XCTAssertEqual(rgba(accent.resolved(in: .dark)), [94, 157, 243, 255])
        // A reference to systemBackgroundColor, and grey gamma 2.2 for dark.
        let background = try XCTUnwrap(catalog.color(named: "fullScreenBackgroundColor"))
        XCTAssertEqual(rgba(background.resolved(in: .light)), [255, 255, 255, 255])
        XCTAssertEqual(rgba(background.resolved(in: .dark)), [0, 0, 0, 255])
        XCTAssertEqual(catalog.imageNames.count, 13)
    }

    func testImageSetsPickTheirSlotAndKeepTheirSize() throws {
        guard FileManager.default.fileExists(atPath: Self.shared) else { throw XCTSkip("\(Self.shared) is absent (the shared conformance data)") }
        let catalog = try AssetCatalog(path: Self.shared)
        // PNG @1x/@2x/@3x: the point size from any slot; the device scale picks the bitmap.
        let hide = try XCTUnwrap(catalog.image(named: "optionsHide"))
        let one = try PNGDecoder.decodeFile(Self.shared + "/optionsHide.imageset/optionsHide.png").image
        func at(_ scale: Double) -> AssetRequest { AssetRequest(displayScale: scale, scheme: .light) }
        XCTAssertEqual(try hide.size(at(1)), CGSize(width: Double(one.width), height: Double(one.height)))
        XCTAssertEqual(try hide.drawing(at(3), false).summary, "bitmap optionsHide@3x.png \(one.width * 3)x\(one.height * 3)")
        XCTAssertEqual(try hide.drawing(at(2), false).summary, "bitmap optionsHide@2x.png \(one.width * 2)x\(one.height * 2)")
        // A PDF at 1x and another at 2x, kept as vectors: 13 pt, and at 3x the largest slot
        // (the 3x slot is empty).
        let star = try XCTUnwrap(catalog.image(named: "timelineStar"))
        XCTAssertEqual(try star.size(at(1)).width, 13, accuracy: 0.01)
        XCTAssertEqual(try star.drawing(at(3), false).summary, "PDF star@2x.pdf")
        XCTAssertEqual(try star.drawing(at(1), false).summary, "PDF star.pdf")
        XCTAssertTrue(star.templateIntent)
        // Without preserved vectors a PDF is rasterized at the device scale, as Xcode does at
        // build time (Add.pdf is 18 pt).
        let add = try XCTUnwrap(catalog.image(named: "Add"))
        XCTAssertFalse(add.templateIntent)
        XCTAssertEqual(try add.drawing(at(3), false).summary, "bitmap Add.pdf 54x54")
    }

    func testViewsResolveNamesThroughTheCatalogsInForce() throws {
        let shop = try AssetCatalog(path: Self.shop)
        // Without a catalog: the error names the colour and says none is loaded.
        XCTAssertThrowsError(try render(Color("BrandTint"))) { XCTAssertTrue("\($0)".contains("color \"BrandTint\": not found (no asset catalog is loaded"), "\($0)") }
        try withCatalogs([shop]) {
            let light = try render(Color("BrandTint")), dark = try render(Color("BrandTint"), scheme: .dark)
            XCTAssertEqual(Array(light.pixels[0..<4]), rgba(shop.color(named: "BrandTint")?.resolved(in: .light)))
            XCTAssertNotEqual(Array(light.pixels[0..<4]), Array(dark.pixels[0..<4]), "a dark appearance")
            XCTAssertThrowsError(try render(Color("Nope"))) { XCTAssertTrue("\($0)".contains("color \"Nope\": not found in \(Self.shop)"), "\($0)") }
            // A template PDF takes the foreground colour; an original one keeps its own.
            let home = try render(Image("Home").foregroundColor(Color(r: 0, g: 0, b: 255)), size: 25, scale: 1)
            let inked = stride(from: 0, to: home.pixels.count, by: 4).filter { home.pixels[$0 + 3] == 255 }
            XCTAssertFalse(inked.isEmpty)
            XCTAssertTrue(inked.allSatisfy { Array(home.pixels[$0..<$0 + 3]) == [0, 0, 255] })
            let offers = try render(Image("Offers").foregroundColor(Color(r: 0, g: 0, b: 255)), size: 25, scale: 2)
            XCTAssertTrue(stride(from: 0, to: offers.pixels.count, by: 4).contains { offers.pixels[$0] > 200 && offers.pixels[$0 + 2] < 100 }, "orange kept")
            // An explicit rendering mode wins over the catalog's intent.
            let tinted = try render(Image("Offers").renderingMode(.template).foregroundColor(Color(r: 0, g: 0, b: 255)), size: 25, scale: 2)
            XCTAssertFalse(stride(from: 0, to: tinted.pixels.count, by: 4).contains { tinted.pixels[$0] > 200 })
        }
        // A name no catalog has is still a bundled icon.
        XCTAssertNoThrow(try withCatalogs([shop]) { try render(Image("house")) })
    }

    func testMalformedCatalogsNameTheFileAndField() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-assets-\(UUID().uuidString)/Bad.xcassets").path
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: dir + "/Brand.colorset", withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "lots", "green": "0", "blue": "0"}}}]}"#
            .write(toFile: dir + "/Brand.colorset/Contents.json", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try AssetCatalog(path: dir)) {
            XCTAssertEqual("\($0)", "\(dir)/Brand.colorset/Contents.json: colors[0].color.components.red: expected a float (\"0.5\"), 0–255 (\"128\") or hex (\"0x80\"), got \"lots\"")
        }
        try "not json".write(toFile: dir + "/Brand.colorset/Contents.json", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try AssetCatalog(path: dir)) { XCTAssertEqual("\($0)", "\(dir)/Brand.colorset/Contents.json: is not a JSON object") }
        try FileManager.default.removeItem(atPath: dir + "/Brand.colorset")
        try FileManager.default.createDirectory(atPath: dir + "/Icon.imageset", withIntermediateDirectories: true)
        try #"{"images": [{"idiom": "universal", "filename": "gone.pdf"}]}"#.write(toFile: dir + "/Icon.imageset/Contents.json", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try AssetCatalog(path: dir)) {
            XCTAssertEqual("\($0)", "\(dir)/Icon.imageset/Contents.json: images[0].filename: \"gone.pdf\" is not in the image set")
        }
        XCTAssertThrowsError(try AssetCatalog(path: dir + "/nothing.xcassets")) { XCTAssertTrue("\($0)".hasSuffix("not a folder (an asset catalog is a folder ending in .xcassets)")) }

        // A corrupt image in a set is named by its file (it was reported under the output's name).
        var png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4), profile: .fast)
        png[png.count - 20] ^= 0xFF  // inside IDAT: its CRC no longer matches
        try #"{"images": [{"idiom": "universal", "filename": "x.png"}]}"#.write(toFile: dir + "/Icon.imageset/Contents.json", atomically: true, encoding: .utf8)
        try Data(png).write(to: URL(fileURLWithPath: dir + "/Icon.imageset/x.png"))
        let corrupt = try AssetCatalog(path: dir)
        XCTAssertThrowsError(try withCatalogs([corrupt]) { try render(Image("Icon")) }) {
            XCTAssertTrue("\($0)".contains("\(dir)/Icon.imageset/x.png: "), "\($0)")
        }
    }

    /// Issue 45, item 2: an image set's `filename` may not leave the set, by "..", an absolute
    /// path, or a symbolic link whose target lies outside the catalog; nor may a folder of the
    /// catalog be a link out of it. Xcode's asset compiler takes only the set's own files.
    func testFilesOutsideTheCatalogAreRefused() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-escape-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: top) }
        let dir = top + "/A.xcassets", secret = top + "/secret/x.svg"
        try FileManager.default.createDirectory(atPath: top + "/secret", withIntermediateDirectories: true)
        try #"<svg viewBox="0 0 24 24"><rect width="24" height="24"/></svg>"#.write(toFile: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/Icon.imageset", withIntermediateDirectories: true)
        func contents(_ filename: String, set: String = "Icon.imageset", key: String = "images") throws {
            try #"{"\#(key)": [{"idiom": "universal", "filename": "\#(filename)"}]}"#
                .write(toFile: dir + "/" + set + "/Contents.json", atomically: true, encoding: .utf8)
        }
        func refused(_ message: String, line: UInt = #line) {
            XCTAssertThrowsError(try AssetCatalog(path: dir), line: line) { XCTAssertEqual("\($0)", message, line: line) }
        }
        let json = dir + "/Icon.imageset/Contents.json"
        try contents("../../secret/x.svg")
        refused("\(json): images[0].filename: \"../../secret/x.svg\" is not in the image set")
        try contents(secret)
        refused("\(json): images[0].filename: \"\(secret)\" is not in the image set")
        try FileManager.default.createSymbolicLink(atPath: dir + "/Icon.imageset/x.svg", withDestinationPath: "../../secret/x.svg")
        try contents("x.svg")
        refused("\(json): images[0].filename: \"x.svg\" is a symbolic link to a file outside the catalog")
        // A link to another file of the same catalog is the catalog's own file.
        try FileManager.default.removeItem(atPath: dir + "/Icon.imageset/x.svg")
        try FileManager.default.createDirectory(atPath: dir + "/Shared", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: secret, toPath: dir + "/Shared/x.svg")
        try FileManager.default.createSymbolicLink(atPath: dir + "/Icon.imageset/x.svg", withDestinationPath: "../Shared/x.svg")
        XCTAssertEqual(try AssetCatalog(path: dir).imageNames, ["Icon"])
        // A symbol set, the same.
        try FileManager.default.createDirectory(atPath: dir + "/Glyph.symbolset", withIntermediateDirectories: true)
        try contents("../../secret/x.svg", set: "Glyph.symbolset", key: "symbols")
        refused("\(dir)/Glyph.symbolset/Contents.json: symbols[0].filename: \"../../secret/x.svg\" is not in the symbol set")
        try FileManager.default.removeItem(atPath: dir + "/Glyph.symbolset")
        // A group folder that links out of the catalog.
        try FileManager.default.createDirectory(atPath: top + "/elsewhere/Out.imageset", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: secret, toPath: top + "/elsewhere/Out.imageset/x.svg")
        try #"{"images": [{"idiom": "universal", "filename": "x.svg"}]}"#.write(toFile: top + "/elsewhere/Out.imageset/Contents.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/Group", withDestinationPath: top + "/elsewhere")
        refused("\(dir)/Group: is a symbolic link to a folder outside the catalog")
    }

    /// Issue 45, item 10: components out of range are clamped, as Xcode clamps them, and said:
    /// a note among the render's warnings that no policy makes an error.
    func testOutOfRangeColourComponentsAreClampedAndNoted() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-clamp-\(UUID().uuidString)/C.xcassets").path
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
        func colorSet(_ name: String, _ space: String, _ components: String) throws {
            try FileManager.default.createDirectory(atPath: dir + "/\(name).colorset", withIntermediateDirectories: true)
            try #"{"colors": [{"idiom": "universal", "color": {"color-space": "\#(space)", "components": {\#(components)}}}]}"#
                .write(toFile: dir + "/\(name).colorset/Contents.json", atomically: true, encoding: .utf8)
        }
        try colorSet("Hot", "srgb", #""red": "2.5", "green": "0.000", "blue": "0.000", "alpha": "1.5""#)
        try colorSet("Wide", "display-p3", #""red": "0x1FF", "green": "0x00", "blue": "0x00""#)
        try colorSet("Extended", "extended-srgb", #""red": "1.2", "green": "0.000", "blue": "0.000""#)
        try colorSet("Plain", "srgb", #""red": "1.000", "green": "0.000", "blue": "0.000""#)
        let catalog = try AssetCatalog(path: dir)
        let set = { (name: String) in "colour set \"\(name)\" (\(dir)/\(name).colorset/Contents.json): colors[0].color.components." }
        XCTAssertEqual(catalog.warnings, [
            set("Hot") + "red 2.5 is outside srgb's range; clamped to 1, as Xcode does",
            set("Hot") + "alpha 1.5 is outside srgb's range; clamped to 1, as Xcode does",
            set("Wide") + "red 0x1FF is outside display-p3's range; clamped to 1, as Xcode does",
        ], "an extended space's red of 1.2 is in its range")
        XCTAssertEqual(rgba(catalog.color(named: "Hot")?.resolved(in: .light)), rgba(catalog.color(named: "Plain")?.resolved(in: .light)))
        try withCatalogs([catalog]) {
            let hot = try Snapshot.render(makeNode(Color("Hot")), container: LayoutContainer(size: CGSize(width: 4, height: 4), scale: 1),
                                          scheme: .light, resources: resources)
            XCTAssertEqual(hot.displayList.warnings, Array(catalog.warnings.prefix(2)))
            XCTAssertEqual(RenderWarning.failing(hot.displayList.warnings, glyphs: true, keys: true), [], "a note fails nothing")
            let plain = try Snapshot.render(makeNode(Color("Plain")), container: LayoutContainer(size: CGSize(width: 4, height: 4), scale: 1),
                                            scheme: .light, resources: resources)
            XCTAssertEqual(plain.displayList.warnings, [])
            XCTAssertEqual(hot.image.pixels, plain.image.pixels)
        }
    }

    func testConfigurationsNameAssetsAndCheckThem() throws {
        let file = Self.repo + "/Examples/assets/shop.yaml"
        let config = try TabBarConfigDecoder.load(file)
        XCTAssertEqual(config.assets, [Self.repo + "/Examples/assets/Shop.xcassets"])
        XCTAssertEqual(config.items.map(\.icon), ["asset:Home", "asset:Cart", "asset:Offers", "asset:Profile", "asset:Settings"])
        let shop = try AssetCatalog(path: Self.shop)
        XCTAssertEqual(rgba(config.light.tint), rgba(shop.color(named: "BrandTint")?.resolved(in: .light)), "tint resolved at decode")
        XCTAssertEqual(rgba(config.dark.tint), rgba(shop.color(named: "BrandTint")?.resolved(in: .dark)))
        XCTAssertNotNil(config.dark.barBackground)
        // Its brand font: read from ../fonts, named by family for the titles, and registered for
        // the process once the configuration is drawn (reading it registers nothing:
        // FontRegistrationTests).
        XCTAssertEqual(config.fonts.map { ($0 as NSString).lastPathComponent }, ["Lato-Regular.ttf", "Lato-Bold.ttf"])
        XCTAssertEqual(config.metrics.titleFont, "Lato")
        _ = try TabBarRenderer.render(StyleContext(config: config, device: .iPhoneSE, orientation: .portrait, scheme: .light), resources: Self.resources)
        let unknownFont = try JSONParser.parse(#"{"items": [{"title": "A"}], "metrics": {"titleFont": "Brand Sans"}}"#)
        XCTAssertThrowsError(try TabBarConfigDecoder.decode(unknownFont, name: "f")) {
            // Other tests register fonts too: the list is whatever this process registered.
            XCTAssertTrue("\($0)".contains("metrics.titleFont: \"Brand Sans\" is not a registered font (registered: ") && "\($0)".contains("Lato"), "\($0)")
        }
        XCTAssertThrowsError(try render(Text("Hi").font(.custom("Brand Sans", size: 12)))) {
            XCTAssertTrue("\($0)".contains("font \"Brand Sans\": not a bundled or registered font (bundled: Inter; registered: ") && "\($0)".contains("Lato"), "\($0)")
        }
        XCTAssertNoThrow(try render(Text("Hi").font(.custom("Lato", size: 12))))
        XCTAssertNoThrow(try render(Text("Hi").font(.custom("Lato-Bold", size: 12))))
        let bad = try JSONParser.parse(#"{"assets": "Shop.xcassets", "items": [{"title": "A", "icon": {"asset": "Missing"}}], "colors": {"light": {"tint": {"asset": "Nope"}}}}"#)
        XCTAssertThrowsError(try TabBarConfigDecoder.decode(bad, name: "bad", file: Self.repo + "/Examples/assets/bad.json")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("items[0].icon.asset: \"Missing\" is not an image set in Shop.xcassets"), text)
            XCTAssertTrue(text.contains("colors.light.tint: {asset: Nope}: no colour set of that name in Shop.xcassets"), text)
        }
    }

    /// High-contrast appearances answer `colorSchemeContrast == .increased`, in both schemes.
    func testHighContrastAppearances() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tabsnap-hc-\(UUID().uuidString)/HC.xcassets").path
        defer { try? FileManager.default.removeItem(atPath: (dir as NSString).deletingLastPathComponent) }
        try FileManager.default.createDirectory(atPath: dir + "/Ink.colorset", withIntermediateDirectories: true)
        func entry(_ hex: String, dark: Bool, high: Bool) -> String {
            var appearances: [String] = []
            if dark { appearances.append(#"{"appearance": "luminosity", "value": "dark"}"#) }
            if high { appearances.append(#"{"appearance": "contrast", "value": "high"}"#) }
            return #"{"idiom": "universal", "appearances": [\#(appearances.joined(separator: ","))], "color": {"color-space": "srgb", "components": {"red": "0x\#(hex.prefix(2))", "green": "0x\#(hex.dropFirst(2).prefix(2))", "blue": "0x\#(hex.suffix(2))", "alpha": "1.000"}}}"#
        }
        let json = #"{"colors": [\#(entry("808080", dark: false, high: false)), \#(entry("000000", dark: false, high: true)), \#(entry("A0A0A0", dark: true, high: false)), \#(entry("FFFFFF", dark: true, high: true))]}"#
        try json.write(toFile: dir + "/Ink.colorset/Contents.json", atomically: true, encoding: .utf8)
        let catalog = try AssetCatalog(path: dir)
        XCTAssertEqual(rgba(catalog.color(named: "Ink")?.resolved(in: .light)), [128, 128, 128, 255])
        XCTAssertEqual(rgba(catalog.color(named: "Ink", contrast: .increased)?.resolved(in: .light)), [0, 0, 0, 255])
        XCTAssertEqual(rgba(catalog.color(named: "Ink", contrast: .increased)?.resolved(in: .dark)), [255, 255, 255, 255])
        try withCatalogs([catalog]) {
            let normal = try render(Color("Ink"), scheme: .dark)
            let high = try render(Color("Ink").environment(\.colorSchemeContrast, .increased), scheme: .dark)
            XCTAssertEqual(Array(normal.pixels[0..<4]), [160, 160, 160, 255])
            XCTAssertEqual(Array(high.pixels[0..<4]), [255, 255, 255, 255])
        }
    }
}
