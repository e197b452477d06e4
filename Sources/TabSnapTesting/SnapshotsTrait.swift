#if canImport(Testing)
import Testing
import TabSnapEngine
import TabSnapLayout
import TabSnapTabBar

/// Snapshot settings for a Swift Testing suite or test, as swift-snapshot-testing's
/// `.snapshots(record:)` trait: `@Suite(.snapshots(record: .failed, devices: [.iPhoneSE]))`.
/// Every `assertSnapshot` inside runs with them (an argument of the call still wins), and a
/// suite's trait reaches all its tests.
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    public let configuration: SnapshotTestingConfiguration
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotTesting(record: configuration.record, snapshotsRoot: configuration.snapshotsRoot,
                                      artifactsDirectory: configuration.artifactsDirectory, environment: configuration.environment,
                                      matching: configuration.matching, layout: configuration.layout, devices: configuration.devices,
                                      assets: configuration.assets, fonts: configuration.fonts,
                                      missingGlyphs: configuration.missingGlyphs, strings: configuration.strings,
                                      missingKeys: configuration.missingKeys, missingSymbols: configuration.missingSymbols, operation: function)
    }
}

extension Trait where Self == SnapshotsTrait {
    /// `record`: the mode for every snapshot inside; `devices`: where assertions that name none
    /// render; `matching`, `layout` and `snapshotsRoot` as `withSnapshotTesting` takes them.
    public static func snapshots(record: RecordMode? = nil, devices: [Device]? = nil, matching: SnapshotMatching? = nil,
                                 layout: SnapshotsLayout? = nil, snapshotsRoot: String? = nil, assets: [String]? = nil,
                                 fonts: [String]? = nil, missingGlyphs: MissingGlyphs? = nil, strings: [String]? = nil,
                                 missingKeys: MissingGlyphs? = nil, missingSymbols: MissingGlyphs? = nil) -> SnapshotsTrait {
        SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record, snapshotsRoot: snapshotsRoot, matching: matching,
                                                                   layout: layout, devices: devices, assets: assets, fonts: fonts,
                                                                   missingGlyphs: missingGlyphs, strings: strings, missingKeys: missingKeys,
                                                                   missingSymbols: missingSymbols))
    }
}
#endif
