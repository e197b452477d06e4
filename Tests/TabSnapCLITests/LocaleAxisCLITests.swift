import Foundation
import XCTest

/// `tabsnap render --locale` repeated is an axis: every render in each locale, the locale in its
/// file name; one `--locale` keeps the plain names.
final class LocaleAxisCLITests: XCTestCase {
    let cli = CLIWorkspace()

    func testRepeatedLocalesRenderEachWithItsName() throws {
        let w = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: w) }
        let examples = "Examples/locales"
        let run = try cli.run("\(cli.binary) render \(examples)/seed000.yaml --device iphone-se --scheme light --locale en --locale ru --locale he --out out", in: w)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: w + "/out").sorted(),
                       ["seed000.iphone-se.en.light.png", "seed000.iphone-se.he.light.png", "seed000.iphone-se.ru.light.png"])
        // The Russian render is the Locales suite's reference, pixel for pixel.
        let ru = try Data(contentsOf: URL(fileURLWithPath: w + "/out/seed000.iphone-se.ru.light.png"))
        XCTAssertGreaterThan(ru.count, 1000)
        let one = try cli.run("\(cli.binary) render \(examples)/seed000.yaml --device iphone-se --scheme light --locale ru --out one", in: w)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: w + "/one"), ["seed000.iphone-se.light.png"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: w + "/one/seed000.iphone-se.light.png")), ru, "the same render, named plainly")
    }
}
