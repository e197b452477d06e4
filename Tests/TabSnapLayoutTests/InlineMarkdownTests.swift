@testable import TabSnapLayout
import XCTest

/// The inline Markdown a string literal's `Text` reads, checked on CommonMark's own examples
/// for emphasis, code spans, links and escapes (spec 0.30, §6), as runs of text and style.
final class InlineMarkdownTests: XCTestCase {
    func styled(_ s: String) -> String {
        InlineMarkdown.runs(s).map { run in
            var marks = ""
            if run.style.bold { marks += "B" }
            if run.style.italic { marks += "I" }
            if run.style.strikethrough { marks += "S" }
            if run.style.code { marks += "C" }
            if let link = run.style.link { marks += "L(\(link))" }
            return marks.isEmpty ? run.text : "[\(marks):\(run.text)]"
        }.joined()
    }

    func testEmphasisAndStrongEmphasis() {
        XCTAssertEqual(styled("*foo bar*"), "[I:foo bar]")
        XCTAssertEqual(styled("a * foo bar*"), "a * foo bar*", "a delimiter followed by a space does not open")
        XCTAssertEqual(styled("foo*bar*"), "foo[I:bar]")
        XCTAssertEqual(styled("_foo bar_"), "[I:foo bar]")
        XCTAssertEqual(styled("foo_bar_"), "foo_bar_", "an underscore inside a word does not open")
        XCTAssertEqual(styled("snake_case_name"), "snake_case_name")
        XCTAssertEqual(styled("**foo bar**"), "[B:foo bar]")
        XCTAssertEqual(styled("__foo bar__"), "[B:foo bar]")
        XCTAssertEqual(styled("***strong emph***"), "[BI:strong emph]")
        XCTAssertEqual(styled("*foo **bar** baz*"), "[I:foo ][BI:bar][I: baz]")
        XCTAssertEqual(styled("**foo*"), "*[I:foo]", "the unused delimiter stays as text")
        XCTAssertEqual(styled("*foo**bar**baz*"), "[I:foo][BI:bar][I:baz]")
        XCTAssertEqual(styled("2 * 3 * 4"), "2 * 3 * 4")
    }

    func testStrikethroughCodeLinksAndEscapes() {
        XCTAssertEqual(styled("~~gone~~ here"), "[S:gone] here")
        XCTAssertEqual(styled("`foo`"), "[C:foo]")
        XCTAssertEqual(styled("`` foo ` bar ``"), "[C:foo ` bar]")
        XCTAssertEqual(styled("`*not emphasis*`"), "[C:*not emphasis*]")
        XCTAssertEqual(styled("`unclosed"), "`unclosed")
        XCTAssertEqual(styled("[link](/uri)"), "[L(/uri):link]")
        XCTAssertEqual(styled("[**bold** link](https://x.y \"title\")"), "[BL(https://x.y):bold][L(https://x.y): link]")
        XCTAssertEqual(styled("[not a link]"), "[not a link]")
        XCTAssertEqual(styled("\\*not emphasized*"), "*not emphasized*")
        XCTAssertEqual(styled("a\\_b\\_c"), "a_b_c")
        XCTAssertEqual(styled("C:\\path"), "C:\\path", "a backslash before a letter stays")
    }

    func testPlainTextIsOneRun() {
        XCTAssertFalse(InlineMarkdown.mightStyle("Settings"))
        XCTAssertEqual(InlineMarkdown.runs("Line one\nLine two").map(\.text), ["Line one\nLine two"])
    }

    /// Hostile strings parse in linear time and are read only as far as text is shaped.
    func testLongStringsOfDelimitersAreBounded() {
        let unmatched = String(repeating: "a* ", count: 50_000)
        XCTAssertEqual(InlineMarkdown.runs(unmatched).map(\.text).joined().count, InlineMarkdown.maxCharacters)
        let pairs = String(repeating: "*a* _b_ ", count: 5_000)
        XCTAssertEqual(InlineMarkdown.runs(pairs).filter { $0.style.italic }.count, 5_000, "the first 2,500 repeats, two italic runs each")
        let links = String(repeating: "[", count: 3_000) + "a" + String(repeating: "](u)", count: 3_000)
        XCTAssertEqual(InlineMarkdown.runs(links).filter { $0.style.link != nil }.count, 1, "a link holds no link: one level deep")
        XCTAssertEqual(InlineMarkdown.runs(String(repeating: "[", count: 30_000)).map(\.text).joined().count, InlineMarkdown.maxCharacters)
        let nested = String(repeating: "*a ", count: 3_000) + String(repeating: "a* ", count: 3_000)
        XCTAssertFalse(InlineMarkdown.runs(nested).isEmpty)
    }
}
