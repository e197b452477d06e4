import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapFixtures
import TabSnapPNG
import XCTest
@testable import TabSnapEngine

/// Issue 17, row 4: `verify` decoded a reference even when its header already showed another
/// size; a 200 KB 1-bit reference claiming 16384x16384 held gigabytes for seconds. The header is
/// read first, and a reference larger than the actual image fails on it alone.
final class ReferenceHeaderTests: XCTestCase {
    var dir = ""
    override func setUp() { dir = makeTempDir("reference-header") }
    override func tearDown() { removeDir(dir) }

    func hugeReference(side: Int) throws -> String {
        let raw = HostilePNG.filteredBytes(width: side, height: side, bitsPerPixel: 1)
        let path = dir + "/ref\(side).png"
        try AtomicFile.write(HostilePNG.file(width: side, height: side, bitDepth: 1, idat: HostilePNG.zeros(raw)), to: path)
        return path
    }

    func check(_ reference: String, mode: RecordMode = .never) -> SnapshotCheck {
        let verifier = SnapshotVerifier(artifactsDirectory: dir + "/artifacts")
        return verifier.check(RGBAImage(width: 30, height: 20, fill: (9, 9, 9, 255)), id: "big", reference: reference,
                              artifactStem: "big", mode: mode, recordCommand: { "record \($0)" })
    }

    func testLargerReferenceFailsOnItsHeaderWithoutDecoding() throws {
        // 16384^2 is over the decoder's pixel budget; 8192^2 (256 MiB of RGBA) is within it.
        for side in [16384, 8192] {
            let reference = try hugeReference(side: side)
            let result = check(reference)
            XCTAssertEqual(result.status, .failed, result.message)
            XCTAssertTrue(result.message.contains("sizes differ: reference \(side)x\(side), actual 30x20"), result.message)
            XCTAssertTrue(result.message.contains("header only"), result.message)
            XCTAssertEqual(result.expectedSize, ImageSize(width: side, height: side))
            XCTAssertNil(result.diffArtifact)
            XCTAssertNil(result.compositeArtifact)
            // The expected artifact is the reference's own bytes, copied, not re-encoded.
            let copied = try AtomicFile.read(try XCTUnwrap(result.expectedArtifact))
            XCTAssertEqual(copied, try AtomicFile.read(reference))
            XCTAssertNotNil(result.actualArtifact)
        }
        XCTAssertLessThan(peakResidentBytes(), 1 << 30, "a reference of another size was decoded")
    }

    /// Record mode failed still replaces it (from the header alone).
    func testRecordModeReplacesALargerReference() throws {
        let reference = try hugeReference(side: 16384)
        let result = check(reference, mode: .failed)
        XCTAssertEqual(result.status, .recorded, result.message)
        XCTAssertTrue(result.message.contains("sizes differ"), result.message)
        XCTAssertEqual(try PNGDecoder.decodeFile(reference).image.width, 30)
    }

    func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
