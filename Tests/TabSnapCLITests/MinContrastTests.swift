import Foundation
import XCTest

/// `tabsnap verify --min-contrast`: judged only when given, refused outside 1–21.
final class MinContrastTests: XCTestCase {
    let cli = CLIWorkspace()

    func testMinContrastOption() throws {
        let workspace = try cli.makeWorkspace()
        defer { try? FileManager.default.removeItem(atPath: workspace) }
        let id = "--only seed000-en.iphone-se.light --only seed000-en.iphone-se.dark"
        let plain = try cli.run("\(cli.binary) verify \(id) --out r1", in: workspace)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdout.contains("2 passed; lowest contrast 3.26:1 (seed000-en.iphone-se.light: Home title)"), plain.stdout)

        let strict = try cli.run("\(cli.binary) verify \(id) --min-contrast 4.5 --out r2", in: workspace)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("Contrast too low in seed000-en (Examples/seed000-en.json) on iphone-se, light: Home title (unselected) #8E8E93 on #FFFFFF is 3.26:1, below the required 4.5:1"), strict.stderr)
        XCTAssertTrue(strict.stdout.contains("1 passed, 1 failed; lowest contrast 3.26:1"), strict.stdout)

        for bad in ["30", "0.9", "nan"] {
            let refused = try cli.run("\(cli.binary) verify \(id) --min-contrast \(bad) --out r3", in: workspace)
            XCTAssertEqual(refused.status, 2, bad)
            XCTAssertTrue(refused.stderr.contains("--min-contrast"), refused.stderr)
        }
    }
}
