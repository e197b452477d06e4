import TabSnapCore
import XCTest
import TabSnapDocument

final class SchemaValueTests: XCTestCase {
    /// Reads `json` with `body`, returning what it read and every message with its path.
    func read<T>(_ json: String, _ body: (SchemaValue) -> T) throws -> (T, [String]) {
        let errors = SchemaErrors()
        let value = body(SchemaValue(try JSONParser.parse(json), errors: errors))
        return (value, errors.all.map(\.description))
    }

    func messages(_ json: String, _ body: (SchemaValue) -> Any?) throws -> [String] {
        try read(json) { body($0) as Any }.1
    }

    func testTypeErrorsSayWhatWasExpectedAndGot() throws {
        XCTAssertEqual(try messages("1") { $0.string() }, ["expected a string, got a number"])
        XCTAssertEqual(try messages(#""""#) { $0.string(nonEmpty: true) }, [#"expected a non-empty string, got """#])
        XCTAssertEqual(try messages(#""x""#) { $0.bool() }, ["expected true or false, got a string"])
        XCTAssertEqual(try messages(#""x""#) { $0.number() }, [#"expected a number, got "x""#])
        XCTAssertEqual(try messages("{}") { $0.array("a list of tabs") }, ["expected a list of tabs, got an object"])
        XCTAssertEqual(try messages("[]") { $0.object(keys: nil) }, ["expected an object, got an array"])
        XCTAssertEqual(try messages("1.5") { $0.integer() }, ["expected a whole number, got 1.5"])
    }

    func testRangesAndInfinity() throws {
        XCTAssertEqual(try read("0.5") { $0.number(0...1) }.0, 0.5)
        XCTAssertEqual(try messages("2") { $0.number(0...1) }, ["expected a number from 0 to 1, got 2"])
        XCTAssertEqual(try messages("-3") { $0.number(0...1000, expected: "a size in points") }, ["expected a size in points from 0 to 1000, got -3"])
        XCTAssertEqual(try read(#"" infinity ""#) { $0.number(0...10, infinity: true) }.0, .infinity)
        XCTAssertEqual(try read(#"".infinity""#) { $0.number(0...10, infinity: true) }.0, .infinity)
        XCTAssertEqual(try messages(#""infinity""#) { $0.number(0...10) }, [#"expected a number from 0 to 10, got "infinity""#])
        XCTAssertEqual(try read("12") { $0.integer(2...12) }.0, 12)
        XCTAssertEqual(try messages("13") { $0.integer(2...12, expected: "a number of tabs") }, ["expected a number of tabs from 2 to 12, got 13"])
        XCTAssertEqual(try messages("1e12") { $0.integer() }, ["expected a whole number, got 1000000000000"])
    }

    enum Scheme: String, CaseIterable { case light, dark }

    func testOneOf() throws {
        XCTAssertEqual(try read(#""dark""#) { $0.oneOf(Scheme.self) }.0, .dark)
        XCTAssertEqual(try messages(#""sepia""#) { $0.oneOf(Scheme.self) }, [#"expected one of "light", "dark", got "sepia""#])
        XCTAssertEqual(try messages("3") { $0.oneOf(["a", "b"]) }, [#"expected one of "a", "b", got 3"#])
        // Short containers are quoted, long ones named, so a message never repeats a subtree.
        XCTAssertEqual(try messages("[1, 2]") { $0.oneOf(["a"]) }, [#"expected one of "a", got [1,2]"#])
        XCTAssertEqual(try messages("[" + Array(repeating: "100", count: 20).joined(separator: ",") + "]") { $0.oneOf(["a"]) },
                       [#"expected one of "a", got an array"#])
    }

    func testUnknownKeysListTheExpectedOnes() throws {
        XCTAssertEqual(try messages(#"{"a": 1, "c": 2, "b": 3}"#) { $0.object(keys: ["a", "b"]) }, ["c: unknown key 'c' (expected a, b)"])
        XCTAssertEqual(try messages(##"{"tint": "#FFF", "tnit": 1}"##) { $0.object(keys: ["tint"], unknown: "colour") },
                       ["tnit: unknown colour 'tnit' (expected tint)"])
        XCTAssertEqual(try messages(#"{"anything": 1}"#) { $0.object(keys: nil) }, [], "nil keys: the caller checks them")
    }

    func testNestedPaths() throws {
        let json = #"{"items": [{"title": "A"}, {"title": 2, "badge": {"dot": "yes"}}], "keyboard": {"height": "tall"}}"#
        let e = try messages(json) { v in
            guard let top = v.object(keys: ["items", "keyboard"]) else { return nil }
            for item in top["items"]?.array() ?? [] {
                let o = item.object(keys: ["title", "badge"])
                _ = o?["title"]?.string()
                _ = o?["badge"]?.object(keys: ["dot"])?["dot"]?.bool()
            }
            return top["keyboard"]?.object(keys: ["height"])?["height"]?.number()
        }
        XCTAssertEqual(e, ["items[1].title: expected a string, got a number", "items[1].badge.dot: expected true or false, got a string",
                           #"keyboard.height: expected a number, got "tall""#])
    }

    func testRequiredAndEntries() throws {
        let (entries, e) = try read(#"{"b": 1, "a": 2}"#) { v -> [String] in
            let o = v.object(keys: ["a", "b", "c"])
            _ = o?.required("c", missing: "missing: c is needed")
            return o?.entries.map { "\($0.key)=\($0.value.path)" } ?? []
        }
        XCTAssertEqual(entries, ["b=b", "a=a"], "in the order written")
        XCTAssertEqual(e, ["c: missing: c is needed"])
    }

    /// Reading carries on past each problem; `check` throws them all, naming the file.
    func testCollectsEveryErrorAndThrowsThemTogether() throws {
        let errors = SchemaErrors()
        let top = SchemaValue(try JSONParser.parse(#"{"n": "x", "b": 1, "s": true, "extra": 0}"#), errors: errors).object(keys: ["n", "b", "s"])
        XCTAssertNil(top?["n"]?.number())
        XCTAssertNil(top?["b"]?.bool())
        XCTAssertNil(top?["s"]?.string())
        XCTAssertEqual(errors.count, 4)
        XCTAssertThrowsError(try errors.check(file: "f.json")) { e in
            XCTAssertEqual("\(e)", """
            f.json: extra: unknown key 'extra' (expected n, b, s)
            f.json: n: expected a number, got "x"
            f.json: b: expected true or false, got a number
            f.json: s: expected a string, got a boolean
            """)
        }
        XCTAssertNoThrow(try SchemaErrors().check(file: "f.json"))
    }

    func testFormat() {
        XCTAssertEqual(SchemaValue.format(3), "3")
        XCTAssertEqual(SchemaValue.format(0.25), "0.25")
        XCTAssertEqual(SchemaValue.format(-.infinity), "-infinity")
    }
}
