import Foundation
import TabSnapCore
import TabSnapDocument
import TabSnapLayout
import TabSnapPNG
import TabSnapTabBar
import TabSnapText
import XCTest

/// Reading a configuration registers nothing (issue 39, part 1): its `fonts:` are read and
/// checked, and `metrics.titleFont` may name them, but only drawing the configuration registers
/// them for the process.
final class FontRegistrationTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func testReadingAConfigurationRegistersNoFont() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-fonts-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // A copy of its own, so no other test can have registered this path.
        let font = dir + "/Brand.ttf"
        try FileManager.default.copyItem(atPath: Self.repo + "/Examples/fonts/Lato-Bold.ttf", toPath: font)
        let family = try FontRegistry.read(font).family
        let yaml = "name: brand\nfonts: [Brand.ttf]\nmetrics: {titleFont: \(family)}\nitems:\n  - {title: Home, icon: house}\n"
        try yaml.write(toFile: dir + "/brand.yaml", atomically: true, encoding: .utf8)

        let config = try TabBarConfigDecoder.load(dir + "/brand.yaml")
        XCTAssertEqual(config.metrics.titleFont, family, "titleFont may name the configuration's own font")
        XCTAssertFalse(FontRegistry.shared.isRegistered(font), "decoding registered the font")

        let resources = try FontResources.bundled(images: PNGImageLoader())
        _ = try TabBarRenderer.render(StyleContext(config: config, device: .iPhoneSE, orientation: .portrait, scheme: .light), resources: resources)
        XCTAssertTrue(FontRegistry.shared.isRegistered(font), "drawing the configuration registers its fonts")

        // A file that is no font is still refused when the configuration is read, by its field.
        try Data([0, 1, 0, 0] + [UInt8](repeating: 0xFF, count: 64)).write(to: URL(fileURLWithPath: dir + "/Broken.ttf"))
        try yaml.replacingOccurrences(of: "Brand.ttf", with: "Broken.ttf").write(toFile: dir + "/broken.yaml", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try TabBarConfigDecoder.load(dir + "/broken.yaml")) { XCTAssertTrue("\($0)".contains("fonts"), "\($0)") }
    }
}
