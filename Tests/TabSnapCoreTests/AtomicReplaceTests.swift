import Foundation
import XCTest
@testable import TabSnapCore

/// A file written without a flush is swapped in under its name (renameat2 RENAME_EXCHANGE)
/// rather than renamed over the old one; either way the old file is never written into, the
/// name always holds one whole file, and no temporary name is left behind.
final class AtomicReplaceTests: XCTestCase {
    var dir = ""
    override func setUp() {
        dir = NSTemporaryDirectory() + "tabsnap-replace-\(UUID().uuidString.prefix(8))"
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func testReplacingWithoutAFlushKeepsTheOldFileWholeAndLeavesOneName() throws {
        for durable in [false, true] {
            let path = dir + "/out-\(durable).png"
            let other = dir + "/other-\(durable).png"
            try AtomicFile.write([1, 2, 3], to: path, durable: durable)  // nothing there yet: a plain rename
            // A second name for the first file, and a reader that has it open: the replacement
            // must not write into that file.
            XCTAssertEqual(link(path, other), 0)
            let reader = open(path, O_RDONLY)
            XCTAssertGreaterThanOrEqual(reader, 0)
            defer { close(reader) }
            let first = try attributes(path)[.systemFileNumber] as? Int

            try AtomicFile.write([4, 5, 6, 7], to: path, durable: durable)
            XCTAssertEqual(try AtomicFile.read(path), [4, 5, 6, 7], "durable: \(durable)")
            XCTAssertEqual(try AtomicFile.read(other), [1, 2, 3], "the old file is untouched (durable: \(durable))")
            var buffer = [UInt8](repeating: 0, count: 8)
            XCTAssertEqual(read(reader, &buffer, 8), 3)
            XCTAssertEqual(Array(buffer.prefix(3)), [1, 2, 3])
            XCTAssertNotEqual(try attributes(path)[.systemFileNumber] as? Int, first, "a new file, not the old one rewritten")
            XCTAssertEqual((try attributes(path)[.posixPermissions] as? Int), 0o644)
            XCTAssertEqual((try attributes(other)[.referenceCount] as? Int), 1, "the old file lost the name it was swapped to")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(names, ["other-false.png", "other-true.png", "out-false.png", "out-true.png"], "no temporary name is left")
    }

    /// A directory where the file would go is refused, as a rename refuses it, and stays put.
    func testADirectoryInTheWayIsNotSwappedAside() throws {
        let path = dir + "/taken.png"
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        for durable in [false, true] {
            XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: path, durable: durable))
            var isDirectory: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: path + "/inside", isDirectory: &isDirectory) && isDirectory.boolValue)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["taken.png"], "no temporary name is left")
    }

    func testAShortLockKeepsEveryIncrement() {
        final class Box: @unchecked Sendable { var count = 0 }
        let lock = ShortLock(), box = Box()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<50_000 {
                lock.lock()
                box.count += 1
                lock.unlock()
            }
        }
        XCTAssertEqual(box.count, 200_000)
    }

    private func attributes(_ path: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: path)
    }
}
