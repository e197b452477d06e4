import Foundation
import XCTest

/// The README's `assertSnapshot` sample is TabBarTests.swift verbatim, so the sample a new user
/// copies is the one `make test` compiles and runs.
final class ReadmeSampleTests: XCTestCase {
    func testReadmeSampleIsTabBarTestsVerbatim() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let readme = try String(contentsOf: here.appendingPathComponent("../../README.md"), encoding: .utf8)
        let sample = try String(contentsOf: here.appendingPathComponent("TabBarTests.swift"), encoding: .utf8)
        let marker = "verbatim, compiled and run by `make test`:\n\n```swift\n"
        let start = try XCTUnwrap(readme.range(of: marker), "README lost the sample's marker line")
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        XCTAssertEqual(String(readme[start.upperBound..<end.lowerBound]), sample)
    }
}
