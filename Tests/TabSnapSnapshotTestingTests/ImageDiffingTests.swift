import Foundation
import SnapshotTesting
import TabSnapCore
import TabSnapDiff
import TabSnapEngine
import TabSnapSnapshotTesting
import XCTest

/// The image diffing swift-snapshot-testing calls: equal images pass without a diff image,
/// and a failure under any matching reports the full figures and attaches the diff.
final class ImageDiffingTests: XCTestCase {
    func screen(changedRows rows: Range<Int> = 0..<0) -> RGBAImage {
        var img = RGBAImage(width: 60, height: 80, fill: (242, 242, 247, 255))
        for y in rows { for x in 5..<55 { img.pixels[(y * 60 + x) * 4 + 1] = 40 } }
        return img
    }

    func testEqualImagesPass() {
        for matching in [SnapshotMatching.exact, .pixelmatch(), .precision(0.99, perceptualPrecision: 0.98)] {
            XCTAssertNil(Diffing<RGBAImage>.tabsnapImage(matching: matching).diffV2(screen(), screen()), "\(matching)")
        }
    }

    func testFailuresReportTheFullCountAndAttachTheDiff() throws {
        let expected = screen(), actual = screen(changedRows: 10..<40)
        for matching in [SnapshotMatching.exact, .pixelmatch(), .precision(0.99, perceptualPrecision: 0.98),
                         .tolerance(maxDiffPixels: 20)] {
            let (message, attachments) = try XCTUnwrap(Diffing<RGBAImage>.tabsnapImage(matching: matching).diffV2(expected, actual),
                                                       "\(matching)")
            var options = DiffOptions(producesDiffImage: false, tolerance: matching.tolerance)
            options.comparison = matching.comparison
            let full = ImageDiffer.compare(expected, actual, options: options)
            XCTAssertEqual(full.differentPixels, 1_500, "\(matching)")
            XCTAssertTrue(message.contains(SnapshotVerifier.describe(full)), message)
            let names = attachments.compactMap { attachment -> String? in
                if case .data(_, let name) = attachment { return name }
                return nil
            }
            XCTAssertEqual(names, ["reference", "failure", "difference"], "\(matching)")
        }
        // Within a tolerance that forgives the change: a pass.
        XCTAssertNil(Diffing<RGBAImage>.tabsnapImage(matching: .tolerance(maxDiffPixels: 1_500)).diffV2(expected, actual))
        // A negative limit fails even equal images, as the comparison itself says.
        XCTAssertNotNil(Diffing<RGBAImage>.tabsnapImage(matching: .tolerance(maxDiffPixels: -1)).diffV2(expected, expected))
    }

    /// Under a perceptual matching the message names the largest ΔE94 of the whole image: here
    /// it lies far below the rows where the count already failed.
    func testTheMessageIsTheFullComparisonsMessage() throws {
        var actual = screen(changedRows: 0..<0)
        for y in 0..<10 { for x in 5..<55 { actual.pixels[(y * 60 + x) * 4 + 1] = 232 } }  // a small ΔE
        for x in 5..<55 { actual.pixels[(70 * 60 + x) * 4 + 1] = 0 }                          // the largest
        let expected = screen()
        let matching = SnapshotMatching.precision(0.99, perceptualPrecision: 0.98)
        let (message, _) = try XCTUnwrap(Diffing<RGBAImage>.tabsnapImage(matching: matching).diffV2(expected, actual))
        var options = DiffOptions(producesDiffImage: false, tolerance: matching.tolerance)
        options.comparison = matching.comparison
        let full = ImageDiffer.compare(expected, actual, options: options)
        XCTAssertFalse(full.isPartial)
        XCTAssertEqual(message, "Snapshot does not match reference: \(SnapshotVerifier.describe(full)); \(matching.failedLimits(full)).")
        options.stopsOnceFailed = true
        let stopped = ImageDiffer.compare(expected, actual, options: options)
        XCTAssertTrue(stopped.isPartial)
        XCTAssertLessThan(try XCTUnwrap(stopped.maximumDeltaE), try XCTUnwrap(full.maximumDeltaE), "the case this test is for")
    }
}
