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
    }
}
