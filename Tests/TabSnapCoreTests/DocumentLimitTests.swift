import Foundation
@testable import TabSnapCore
import XCTest
import TabSnapDocument

/// Documents that used to be accepted silently or refused badly (issue 17, row 12).
final class DocumentLimitTests: XCTestCase {
    /// JSON keeps repeated keys (a view document's modifiers repeat, in order), but an object
    /// with a fixed set of keys refuses a repeat instead of taking the first silently.
    func testRepeatedKeysOfAFixedObjectAreRefused() throws {
        let doc = try DocumentReader.parse(#"{"name": "a", "items": [], "name": "b"}"#, yaml: false, file: "c.json")
        let errors = SchemaErrors()
        _ = SchemaValue(doc, errors: errors).object(keys: ["name", "items"])
        XCTAssertThrowsError(try errors.check(file: "c.json")) { error in
            XCTAssertTrue("\(error)".contains("c.json: name: appears more than once"), "\(error)")
        }
        let free = SchemaErrors()
        _ = SchemaValue(doc, errors: free).object(keys: nil)
        XCTAssertNoThrow(try free.check(file: "c.json"), "objects without a fixed key set keep their repeats")
    }

    func testNonScalarYAMLKeyIsNamedNotDumped() {
        XCTAssertThrowsError(try DocumentReader.parse("? [a, b]\n: 1\n", yaml: true, file: "c.yaml")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("a key must be a plain word or a quoted string, found a list"), text)
            XCTAssertFalse(text.contains("Node"), "no Swift dump: \(text)")
        }
    }

    /// Issue 45, item 7: Yams repeats the whole line in its message, so a flow sequence nested
    /// 100,000 deep on one line gave a 200 KB error; the nesting is named with its place, and
    /// any YAML error shows at most 60 characters of its line.
    func testYAMLErrorsAreShortAndNameTheirPlace() {
        func message(_ yaml: String) -> String {
            do { _ = try DocumentReader.parse(yaml, yaml: true, file: "c.yaml"); return "" } catch { return "\(error)" }
        }
        XCTAssertEqual(message("items: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
                       "c.yaml: nesting deeper than 1000 levels at 1:9")
        XCTAssertEqual(message("items:\n  - title: Home\n   icon: house\n"), """
            c.yaml: invalid YAML at line 3, column 4: did not find expected '-' indicator (while parsing a block collection at line 2, column 3)
                 icon: house
                 ^
            """)
        let long = message("title: " + String(repeating: "x", count: 200_000) + ": y: z")
        XCTAssertLessThan(long.count, 400, long)
        XCTAssertTrue(long.contains("…"), long)
    }

    func testLargeDocumentsAreRefusedBeforeParsing() throws {
        let dir = NSTemporaryDirectory() + "tabsnap-doclimit-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/big.yaml"
        try AtomicFile.write("items:\n" + String(repeating: "  - {title: Home, icon: house}\n", count: 500_000), to: path)
        XCTAssertThrowsError(try DocumentReader.read(path)) { error in
            XCTAssertTrue("\(error)".contains("big.yaml"), "\(error)")
            XCTAssertFalse("\(error)".contains("aliases"), "not called an alias bomb: \(error)")
        }
    }
}
