import Foundation
import XCTest

/// `tabsnap symbols`: the SF Symbol names an app's sources use, most used first, and what
/// draws each: an exported template, the bundled stand-ins, or a placeholder.
final class SymbolsCLITests: XCTestCase {
    let cli = CLIWorkspace()

    func testListsTheNamesAnAppUsesAndWhatDrawsThem() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-symbols-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/App/.build", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/Symbols", withIntermediateDirectories: true)
        try #"""
        TabView {
            Home().tabItem { Label("Home", systemImage: "house") }
            Cart().tabItem { Label("Cart", systemImage:"cart") }
        }
        Image(systemName: "house")
        Image(systemName: "no.such.glyph")
        Image(systemName: "\(name).fill")   // interpolated: not a name
        // Text("systemName: \"x\"") would be a use too: comments are not parsed
        """#.write(toFile: dir + "/App/Root.swift", atomically: true, encoding: .utf8)
        try #"Image(systemName: "bird")"#.write(toFile: dir + "/App/.build/Vendored.swift", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: CLIWorkspace.repo + "/Examples/assets/Shop.xcassets/Wallet.symbolset/wallet.svg",
                                         toPath: dir + "/Symbols/cart.svg")

        let plain = try cli.run("\(cli.binary) symbols App", in: dir)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let lines = plain.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        XCTAssertEqual(lines.first, "2 house TabSnap Symbols", plain.stdout)
        XCTAssertTrue(lines.contains("1 cart TabSnap Symbols"), plain.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("1 no.such.glyph placeholder (closest: ") }, plain.stdout)
        XCTAssertFalse(plain.stdout.contains("bird"), "vendored folders are left out")
        XCTAssertEqual(lines.last, "3 names, 4 uses: 0 exported, 2 bundled, 1 placeholders")

        let exported = try cli.run("\(cli.binary) symbols App --assets Symbols", in: dir)
        let exportedLines = exported.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        XCTAssertTrue(exportedLines.contains("1 cart exported (Symbols)"), exported.stdout)
        let missing = try cli.run("\(cli.binary) symbols App --missing", in: dir)
        XCTAssertFalse(missing.stdout.contains("house"), missing.stdout)
        XCTAssertTrue(missing.stdout.contains("no.such.glyph"), missing.stdout)

        let bad = try cli.run("\(cli.binary) symbols Nowhere", in: dir)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("Nowhere: no such file or folder"), bad.stderr)
    }
}
