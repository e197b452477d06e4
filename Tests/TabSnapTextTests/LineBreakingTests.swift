import Foundation
import TabSnapCore
@testable import TabSnapText
import XCTest

/// UAX #14 line breaking (issue 16).
final class LineBreakingTests: XCTestCase {
    /// Unicode's conformance test, read in place from Debian's unicode-data package.
    func testUnicodeConformance() throws {
        let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("\(path) is absent (apt-get install unicode-data)") }
        var passed = 0, failed: [String] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let data = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
            let tokens = data.split(separator: " ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard tokens.count >= 3 else { continue }
            var scalars: [Unicode.Scalar] = [], expected: [Bool] = []
            for t in tokens.dropFirst() {
                if t == "÷" || t == "×" { expected.append(t == "÷") } else if let v = UInt32(t, radix: 16), let s = Unicode.Scalar(v) { scalars.append(s) }
            }
            // expected[i] is the boundary after scalar i; drop the last (end of text).
            let want = [false] + expected.dropLast()
            let got = LineBreaking.opportunities(scalars)
            if got == Array(want) { passed += 1 } else { failed.append(String(line)) }
        }
        XCTAssertEqual(failed, [], "\(failed.count) of \(passed + failed.count) cases differ")
        XCTAssertEqual(passed, 7654, "every case of Unicode 15.0's LineBreakTest.txt")
    }

    /// ICU's breaks for titles in many scripts (`Scripts/linebreak_reference.py`, fixture
    /// `linebreak-icu.json`): the same opportunities, small kana breaking as ICU's Japanese.
    func testTitlesBreakWhereICUBreaksThem() throws {
        let spec = try JSONSerialization.jsonObject(with: Data(try AtomicFile.read(Support.fixtureDirectory + "/linebreak-icu.json"))) as! [String: Any]
        var same: [String] = [], differ: [String] = []
        for record in spec["records"] as! [[String: Any]] {
            let text = record["text"] as! String
            let scalars = Array(text.unicodeScalars)
            let breaks = LineBreaking.opportunities(scalars, looseKana: true)
            let got = breaks.indices.filter { breaks[$0] }
            if got == record["breaks"] as! [Int] { same.append(text) } else { differ.append("\(record["locale"]!) \(text): \(got) vs ICU \(record["breaks"]!)") }
        }
        // Thai needs a dictionary to find its word ends, which is not built: Thai breaks only at spaces.
        XCTAssertEqual(differ.filter { !$0.hasPrefix("th ") }, [])
        XCTAssertEqual(same.count, 31, "31 of 33 titles; the two Thai ones differ")
    }
}

extension LineBreakingTests {
    /// Wrapped text breaks where the rules allow: after a hyphen, not before closing
    /// punctuation or a percent sign, between ideographs but not before 。.
    func testWrappedTextUsesTheOpportunities() throws {
        XCTAssertEqual(TextLayout.breakOpportunities(Array("Sign-in now")), [false, false, false, false, false, true, false, false, true, false, false])
        XCTAssertEqual(TextLayout.breakOpportunities(Array("(3) 100%")), [false, false, false, false, true, false, false, false])
        XCTAssertEqual(TextLayout.breakOpportunities(Array("你好。世界")), [false, true, false, true, true])
        XCTAssertEqual(TextLayout.breakOpportunities(Array("Tab bar")), [false, false, false, false, true, false, false])
        let shaper = Shaper(library: try FontLibrary.shared())
        let layout = TextLayout.wrapped("Sign-in to order", style: TextStyle(size: 10), maxWidth: 30, shaper: shaper)
        XCTAssertEqual(layout.lines.map(\.text), ["Sign-", "in to", "order"])
    }
}
