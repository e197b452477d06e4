import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapPNG
import XCTest

/// Where pixelmatch's fixtures are: `../shared/conformance/pixelmatch` beside the package,
/// found from this file so the tests run from any folder.
enum Conformance {
    static let version = "v7.2.0"

    static let folder: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TabSnapDiffTests/Conformance.swift
        return parts.joined(separator: "/") + "/../shared/conformance/pixelmatch"
    }()

    /// Skips the calling test, saying why, when the fixtures are not there.
    static func require() throws -> String {
        guard FileManager.default.fileExists(atPath: folder + "/cases.json") else {
            throw XCTSkip("pixelmatch conformance data not found at \(folder): clone ../shared beside the repository to run it")
        }
        return folder
    }

    static func image(_ name: String) throws -> RGBAImage {
        try PNGDecoder.decodeFile(folder + "/" + name).image
    }

    static func json(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]], "\(name) is not a list")
    }

    /// pixelmatch's option object as `DiffOptions`; fails on a key it does not know.
    static func options(_ o: [String: Any]) throws -> DiffOptions {
        var options = DiffOptions()
        func color(_ v: Any?) throws -> RGBColor {
            let c = try XCTUnwrap(v as? [Int], "colour \(String(describing: v))")
            return RGBColor(UInt8(c[0]), UInt8(c[1]), UInt8(c[2]))
        }
        for (key, value) in o {
            switch key {
            case "threshold": options.threshold = try XCTUnwrap((value as? NSNumber)?.doubleValue)
            case "alpha": options.alpha = try XCTUnwrap((value as? NSNumber)?.doubleValue)
            case "includeAA": options.includeAA = try XCTUnwrap(value as? Bool)
            case "diffMask": options.diffMask = try XCTUnwrap(value as? Bool)
            case "checkerboard": options.checkerboard = try XCTUnwrap(value as? Bool)
            case "aaColor": options.aaColor = try color(value)
            case "diffColor": options.diffColor = try color(value)
            case "diffColorAlt": options.diffColorAlt = try color(value)
            default: XCTFail("unknown pixelmatch option \(key)")
            }
        }
        return options
    }
}

final class PixelmatchConformanceTests: XCTestCase {
    /// Every case of cases.json: v7.2.0's count, and a diff image whose RGBA equals v7.2.0's.
    func testCasesMatchVersion7_2_0() throws {
        _ = try Conformance.require()
        var checked = 0
        for c in try Conformance.json("cases.json") {
            let expected = try XCTUnwrap((c["expected_by_version"] as? [String: Any])?[Conformance.version] as? Int)
            let diffPath = try XCTUnwrap((c["expected_diff_png"] as? [String: Any])?[Conformance.version] as? String)
            let a = try Conformance.image(c["a"] as! String), b = try Conformance.image(c["b"] as! String)
            let options = try Conformance.options(c["options"] as? [String: Any] ?? [:])
            let name = "\(c["a"]!) vs \(c["b"]!) \(c["options"]!)"

            let result = ImageDiffer.compare(a, b, options: options)
            XCTAssertEqual(result.differentPixels, expected, name)
            let want = try Conformance.image(diffPath)
            let got = try XCTUnwrap(result.diffImage)
            XCTAssertEqual(got.width, want.width, name)
            XCTAssertEqual(got.height, want.height, name)
            if got.pixels != want.pixels {
                let firstBad = zip(got.pixels, want.pixels).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
                let n = stride(from: 0, to: got.pixels.count, by: 4).filter { got.pixels[$0..<$0 + 4] != want.pixels[$0..<$0 + 4] }.count
                XCTFail("\(name): diff image differs from \(diffPath) in \(n) pixels, first at (\(firstBad % got.width), \(firstBad / got.width)): got \(got[firstBad % got.width, firstBad / got.width]) want \(want[firstBad % got.width, firstBad / got.width])")
            }

            // The count must not depend on whether an image is drawn.
            var countOnly = options
            countOnly.producesDiffImage = false
            XCTAssertEqual(ImageDiffer.compare(a, b, options: countOnly).differentPixels, expected, "\(name), count only")
            checked += 1
        }
        XCTAssertEqual(checked, 12)
    }

    /// The 1×1 cases that v7.2.0 applies to.
    func testSyntheticCases() throws {
        _ = try Conformance.require()
        var checked = 0
        for c in try Conformance.json("synthetic_cases.json") {
            guard let versions = c["versions"] as? [String], versions.contains(Conformance.version) else { continue }
            let w = c["width"] as! Int, h = c["height"] as! Int
            let a = RGBAImage(width: w, height: h, pixels: (c["a"] as! [Int]).map { UInt8($0) })
            let b = RGBAImage(width: w, height: h, pixels: (c["b"] as! [Int]).map { UInt8($0) })
            let options = try Conformance.options(c["options"] as? [String: Any] ?? [:])
            XCTAssertEqual(ImageDiffer.compare(a, b, options: options).differentPixels, c["expected"] as? Int, c["name"] as? String ?? "")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, "no synthetic case applies to \(Conformance.version)")
    }
}
