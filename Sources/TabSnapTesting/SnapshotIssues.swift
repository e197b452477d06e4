#if canImport(XCTest)
import XCTest
#endif
#if canImport(Testing)
import Testing
#endif
import TabSnapEngine

/// Turns failed checks into test failures of whichever framework runs the current test. A
/// recorded reference fails too (as in swift-snapshot-testing): the run that wrote it compared
/// nothing, and a `record:` left in a test must not pass silently.
package enum SnapshotIssues {
    package static func report(_ checks: [SnapshotCheck], fileID: StaticString, file: StaticString, line: UInt, column: UInt) {
        for check in checks where check.status != .passed {
            let message = check.status == .recorded ? check.message + " Re-run the test to compare against it." : check.message
            fail(message, fileID: fileID, file: file, line: line, column: column)
        }
        // A passing snapshot with characters no bundled font has is not a failure, but says so.
        for check in checks where check.status == .passed {
            for w in check.warnings ?? [] { print("\(file):\(line): warning: \(check.id): \(w)") }
        }
    }

    static func fail(_ message: String, fileID: StaticString, file: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: file, line: line)
        #else
        print("snapshot failure at \(file):\(line): \(message)")
        #endif
    }
}

/// Fails the running test (XCTest or Swift Testing) with `message`: for front ends built on
/// TabSnap, such as the swift-snapshot-testing strategies.
public func recordSnapshotIssue(_ message: String, fileID: StaticString = #fileID, file: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
    SnapshotIssues.fail(message, fileID: fileID, file: file, line: line, column: column)
}
