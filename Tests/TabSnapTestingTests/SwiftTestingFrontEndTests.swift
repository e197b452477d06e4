#if canImport(Testing)
import Foundation
import TabSnapTabBar
import Testing
@testable import TabSnapTesting

/// The Swift Testing front end: a failing `assertSnapshot` records an `Issue` (not an XCTFail)
/// at the call's source location. Runs in `make test`'s Swift Testing step.
@Suite struct SwiftTestingFrontEndTests {
    @Test func failureRecordsAnIssue() {
        let root = makeTempDir("swifttesting")
        defer { removeDir(root) }
        withSnapshotTesting(snapshotsRoot: root, artifactsDirectory: root + "/artifacts", environment: SnapshotEnvironment(["CI": "true"])) {
            withKnownIssue("no reference on CI") {
                let checks = assertSnapshot(of: sampleConfig(), devices: ["iphone-se"], schemes: [.light])
                #expect(checks.map(\.status) == [.missing])
            } matching: { issue in
                "\(issue)".contains("No reference at") && issue.sourceLocation?.fileName == "SwiftTestingFrontEndTests.swift"
            }
        }
    }

    @Test func passRecordsNothing() {
        let root = makeTempDir("swifttestingpass")
        defer { removeDir(root) }
        withSnapshotTesting(snapshotsRoot: root, environment: SnapshotEnvironment()) {
            _ = verifySnapshot(of: sampleConfig(), as: .screen, devices: ["iphone-se"], schemes: [.light], named: "bar",
                               filePath: "\(#filePath)", testName: #function)
            #expect(assertSnapshot(of: sampleConfig(), devices: ["iphone-se"], schemes: [.light], named: "bar").map(\.status) == [.passed])
        }
    }
}

enum TraitPaths {
    static let root = NSTemporaryDirectory() + "tabsnap-trait-\(ProcessInfo.processInfo.processIdentifier)"
}

/// The suite trait gives every test inside its record mode, devices and root.
@Suite(.snapshots(record: .missing, devices: [.iPhoneSE], matching: .precision(0.999), snapshotsRoot: TraitPaths.root))
struct SnapshotsTraitTests {
    @Test func traitSetsDevicesRootAndMatching() {
        defer { removeDir(TraitPaths.root) }
        // A clean environment, so CI=true on the machine does not turn recording off.
        withSnapshotTesting(environment: SnapshotEnvironment()) {
            #expect(SnapshotTestingConfiguration.current.matching == .precision(0.999))
            let checks = verifySnapshot(of: sampleConfig(), as: .screen, schemes: [.light], named: "t",
                                        filePath: "\(#filePath)", testName: #function)
            #expect(checks.map(\.status) == [.recorded])
            #expect(checks.first?.reference == TraitPaths.root + "/SwiftTestingFrontEndTests/traitSetsDevicesRootAndMatching.t.iphone-se.light.png")
        }
    }
}
#endif
