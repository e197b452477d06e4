import Foundation
import TabSnapCore
import XCTest
@testable import TabSnapText

/// Shared fixtures: the library from the committed Fonts/, and the fontTools reference values.
enum Support {
    static func library() throws -> FontLibrary { try FontLibrary.shared() }

    static var fixtureDirectory: String {
        let this = "\(#filePath)"
        return String(this[..<this.lastIndex(of: "/")!]) + "/Fixtures"
    }

    /// Tests/TabSnapTextTests/Fixtures/fonttools.json, made by Scripts/text_fixtures.py.
    static func fontTools() throws -> [String: Any] {
        let bytes = try AtomicFile.read(fixtureDirectory + "/fonttools.json")
        let json = try JSONSerialization.jsonObject(with: Data(bytes)) as! [String: Any]
        return json["fonts"] as! [String: Any]
    }

    static func fontBytes(_ name: String) throws -> [UInt8] {
        try AtomicFile.read(try library().directory + "/" + name)
    }

    /// Asserts `body` throws FontError.malformed naming `table`.
    static func assertMalformed(_ table: String, file: StaticString = #filePath, line: UInt = #line,
                                _ body: () throws -> Void) {
        do {
            try body()
            XCTFail("expected a malformed '\(table)' error, got none", file: file, line: line)
        } catch let FontError.malformed(t, reason) {
            XCTAssertEqual(t, table, "reason: \(reason)", file: file, line: line)
        } catch {
            XCTFail("expected FontError.malformed(\(table)), got \(error)", file: file, line: line)
        }
    }
}
