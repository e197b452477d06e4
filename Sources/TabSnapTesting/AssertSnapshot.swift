// Re-exported so `import TabSnapTesting` keeps giving tests the whole engine API.
@_exported import TabSnapEngine
import TabSnapDiff
import TabSnapLayout
import TabSnapTabBar

/// Asserts that a tab configuration looks like its references on every device and scheme.
/// Works in XCTest (an `XCTFail` at the call's file and line) and in Swift Testing (an
/// `Issue` at the call's source location), whichever is running the test.
@discardableResult
public func assertSnapshot(
    of config: TabBarConfig, as strategy: Snapshotting<TabBarConfig> = .screen,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    assertSnapshotReporting(of: config, as: strategy, devices: devices, schemes: schemes, orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes, named: named,
                            record: record, matching: matching, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Asserts that a view tree (the SwiftUI-like DSL) looks like its references: on the whole
/// screen, or one component at `layout: .sizeThatFits` or `.fixed(width:height:)`.
@discardableResult
public func assertSnapshot<V: View>(
    of view: V, layout: SnapshotLayout = .device,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    assertSnapshotReporting(of: makeNode(view), as: Snapshotting<ViewNode>.image(layout: layout), devices: devices, schemes: schemes,
                            orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching,
                            fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Asserts that a view timeline's frames at `times` (seconds after its first state) each look
/// like their own reference (`<test>.<device>…t0.150s.png`), on every device and scheme.
@discardableResult
public func assertSnapshot(
    of timeline: ViewTimeline, at times: [Double], layout: SnapshotLayout = .device,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    assertSnapshotReporting(of: timeline, as: times.map { .image(at: $0, layout: layout) }, devices: devices, schemes: schemes, orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes,
                            named: named, record: record, matching: matching, fileID: fileID, file: file, testName: testName,
                            line: line, column: column)
}

/// The same for a tab configuration with a `timeline:` (`TabBarConfigDecoder.decodeTimeline`):
/// each frame against its own reference, the whole screen or (`barOnly`) the bar.
@discardableResult
public func assertSnapshot(
    of timeline: ConfigTimeline, at times: [Double], barOnly: Bool = false,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    assertSnapshotReporting(of: timeline, as: times.map { .image(at: $0, barOnly: barOnly) }, devices: devices, schemes: schemes, orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes,
                            named: named, record: record, matching: matching, fileID: fileID, file: file, testName: testName,
                            line: line, column: column)
}

/// Any value with a strategy of your own.
@discardableResult
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    assertSnapshotReporting(of: value, as: strategy, devices: devices, schemes: schemes, orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes, named: named,
                            record: record, matching: matching, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Asserts that a view's frames or display list match their text reference
/// (`as: .frames` / `.displayList`), for reviews that need no pixels.
@discardableResult
public func assertSnapshot<V: View>(
    of view: V, as strategy: TextSnapshotting<ViewNode>,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light], orientations: [Orientation] = [.portrait],
    named: String? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    assertTextReporting(of: makeNode(view), as: strategy, devices: devices, schemes: schemes, orientations: orientations, named: named,
                        record: record, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// The same for a tab configuration.
@discardableResult
public func assertSnapshot(
    of config: TabBarConfig, as strategy: TextSnapshotting<TabBarConfig>,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light], orientations: [Orientation] = [.portrait],
    named: String? = nil, record: RecordMode? = nil,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    assertTextReporting(of: config, as: strategy, devices: devices, schemes: schemes, orientations: orientations, named: named,
                        record: record, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

func assertTextReporting<Value>(
    of value: Value, as strategy: TextSnapshotting<Value>, devices: [Device]?, schemes: [ColorScheme], orientations: [Orientation],
    named: String?, record: RecordMode?, fileID: StaticString, file: StaticString, testName: String, line: UInt, column: UInt
) -> [SnapshotCheck] {
    let checks = verifyTextSnapshot(of: value, as: strategy, devices: devices, schemes: schemes, orientations: orientations,
                                    named: named, record: record, filePath: "\(file)", testName: testName)
    SnapshotIssues.report(checks, fileID: fileID, file: file, line: line, column: column)
    return checks
}

/// The one body behind every overload: verify, then report through the running framework.
func assertSnapshotReporting<Value>(
    of value: Value, as strategy: Snapshotting<Value>, devices: [Device]?, schemes: [ColorScheme], orientations: [Orientation],
    locales: [String], dynamicTypeSizes: [DynamicTypeSize], named: String?, record: RecordMode?, matching: SnapshotMatching?,
    fileID: StaticString, file: StaticString, testName: String, line: UInt, column: UInt
) -> [SnapshotCheck] {
    assertSnapshotReporting(of: value, as: [strategy], devices: devices, schemes: schemes, orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes, named: named,
                            record: record, matching: matching, fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Several strategies in one call (a timeline's frames): one name, one report.
func assertSnapshotReporting<Value>(
    of value: Value, as strategies: [Snapshotting<Value>], devices: [Device]?, schemes: [ColorScheme], orientations: [Orientation],
    locales: [String], dynamicTypeSizes: [DynamicTypeSize], named: String?, record: RecordMode?, matching: SnapshotMatching?,
    fileID: StaticString, file: StaticString, testName: String, line: UInt, column: UInt
) -> [SnapshotCheck] {
    let checks = verifySnapshot(of: value, as: strategies, devices: devices, schemes: schemes, orientations: orientations,
                                locales: locales, dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching, filePath: "\(file)", testName: testName)
    SnapshotIssues.report(checks, fileID: fileID, file: file, line: line, column: column)
    return checks
}
