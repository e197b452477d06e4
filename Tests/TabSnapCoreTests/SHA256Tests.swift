import TabSnapCore
import TabSnapFixtures
import XCTest

final class SHA256Tests: XCTestCase {
    /// FIPS 180-4 example vectors, including the two-block and one-million-'a' cases.
    func testKnownVectors() {
        XCTAssertEqual(SHA256.hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Feeding the bytes in pieces gives the same digest as all at once.
    func testIncrementalUpdates() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        var s = SHA256()
        s.update(Array(bytes[0..<1]))
        s.update(Array(bytes[1..<63]))
        s.update(Array(bytes[63..<64]))
        s.update(bytes[64..<500])
        s.update(Array(bytes[500...]))
        XCTAssertEqual(s.finalize(), SHA256.hash(bytes))
    }
}

final class TestPatternTests: XCTestCase {
    /// The pattern feeds benchmarks and codec tests; its pixels must never drift silently.
    func testPatternIsStable() {
        let a = TestPattern.uiScreen(width: 390, height: 844, scale: 1)
        XCTAssertEqual(a, TestPattern.uiScreen(width: 390, height: 844, scale: 1))
        XCTAssertEqual(a[0, 0].3, 255)
    }
}
