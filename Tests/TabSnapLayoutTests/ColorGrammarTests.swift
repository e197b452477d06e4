import TabSnapCore
import TabSnapDocument
@testable import TabSnapLayout
import XCTest

final class ColorGrammarTests: XCTestCase {
    func read(_ json: String, dynamic: Bool = true) throws -> (Color?, [String]) {
        let errors = SchemaErrors()
        let c = ColorGrammar.read(SchemaValue(try JSONParser.parse(json), path: "c", errors: errors), dynamic: dynamic)
        return (c, errors.all.map(\.description))
    }

    func testForms() {
        XCTAssertEqual(ColorGrammar.parse("#F00"), Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(ColorGrammar.parse("#FF3B30"), Color(r: 255, g: 59, b: 48))
        XCTAssertEqual(ColorGrammar.parse("#00000080"), Color(r: 0, g: 0, b: 0, a: 128))
        XCTAssertEqual(ColorGrammar.parse("FF3B30"), Color(r: 255, g: 59, b: 48), "the # may be left out, as before")
        XCTAssertEqual(ColorGrammar.parse("red"), .red)
        XCTAssertEqual(ColorGrammar.parse("red")?.resolved(in: .dark), Color(r: 255, g: 69, b: 58), "named colours are dynamic")
        XCTAssertEqual(ColorGrammar.parse("primary"), .primary)
        XCTAssertNil(ColorGrammar.parse("#12345"))
        XCTAssertNil(ColorGrammar.parse("Red"))
    }

    func testDynamicPairs() throws {
        XCTAssertEqual(try read(##"{"light": "white", "dark": "#1C1C1E"}"##).0, Color(light: .white, dark: Color(hex: "#1C1C1E")!))
        XCTAssertEqual(try read(##"{"light": "#FFF"}"##).1, ["c: a dynamic colour needs 'light' and 'dark'"])
        // Both sides are checked; a pair does not nest.
        let e = try read(#"{"light": "nope", "dark": {"light": "red", "dark": "blue"}}"#).1
        XCTAssertEqual(e.count, 2)
        XCTAssertTrue(e[0].hasPrefix(#"c.light: expected a colour ("#), e[0])
        XCTAssertTrue(e[1].hasPrefix(#"c.dark: expected a colour ("#) && e[1].hasSuffix(#"got {"light":"red","dark":"blue"}"#), e[1])
        XCTAssertEqual(try read(#"{"light": "red", "dark": "blue", "tint": "red"}"#).1, ["c.tint: unknown key 'tint' (expected light, dark)"])
    }

    /// The message lists every accepted form; the pair only where a colour may be dynamic.
    func testErrorListsTheForms() throws {
        let names = "black, blue, brown, clear, cyan, gray, green, indigo, mint, orange, pink, primary, purple, red, secondary, teal, white, yellow"
        XCTAssertEqual(try read(#""reddish""#).1,
                       [##"c: expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA", a name: \##(names); or {"light": …, "dark": …}), got "reddish""##])
        XCTAssertEqual(try read("12", dynamic: false).1, [##"c: expected a colour ("#RGB", "#RRGGBB", "#RRGGBBAA", a name: \##(names)), got 12"##])
        XCTAssertEqual(try read(#"{"light": "red", "dark": "blue"}"#, dynamic: false).1.count, 1)
    }
}
