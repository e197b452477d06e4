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
    assertSnapshot(of: config, as: strategy,
                   options: SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                                            dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching),
                   fileID: fileID, file: file, testName: testName, line: line, column: column)
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
    assertSnapshot(of: view, layout: layout,
                   options: SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                                            dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching),
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
    SnapshotSource(fileID: fileID, file: file, testName: testName, line: line, column: column).assert(
        timeline, as: times.map { .image(at: $0, layout: layout) },
        SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                        dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching))
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
    SnapshotSource(fileID: fileID, file: file, testName: testName, line: line, column: column).assert(
        timeline, as: times.map { .image(at: $0, barOnly: barOnly) },
        SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                        dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching))
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
    assertSnapshot(of: value, as: strategy,
                   options: SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                                            dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching),
                   fileID: fileID, file: file, testName: testName, line: line, column: column)
}

/// Any value and strategy (a configuration's `.screen` or `.bar`, your own), with the options
/// in one value a test suite keeps: `assertSnapshot(of: config, as: .bar, options: phones)`.
@discardableResult
public func assertSnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>, options: SnapshotOptions,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    SnapshotSource(fileID: fileID, file: file, testName: testName, line: line, column: column).assert(value, as: [strategy], options)
}

/// A view with the options in one value: `assertSnapshot(of: CartBadge(), layout: .sizeThatFits, options: phones)`.
@discardableResult
public func assertSnapshot<V: View>(
    of view: V, layout: SnapshotLayout = .device, options: SnapshotOptions,
    fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [SnapshotCheck] {
    SnapshotSource(fileID: fileID, file: file, testName: testName, line: line, column: column)
        .assert(makeNode(view), as: [Snapshotting<ViewNode>.image(layout: layout)], options)
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
    SnapshotSource(fileID: fileID, file: file, testName: testName, line: line, column: column).assert(
        makeNode(view), as: strategy, SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, named: named, record: record))
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
    SnapshotSource(fileID: fileID, file: file, testName: testName, line: line, column: column).assert(
        config, as: strategy, SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, named: named, record: record))
}

/// Where an assertion was written: what names its references and where its failures are
/// reported. Every overload ends here: verify, then report through the running framework.
struct SnapshotSource {
    let fileID: StaticString, file: StaticString, testName: String, line: UInt, column: UInt

    func assert<Value>(_ value: Value, as strategies: [Snapshotting<Value>], _ options: SnapshotOptions) -> [SnapshotCheck] {
        report(verifySnapshot(of: value, as: strategies, options: options, filePath: "\(file)", testName: testName))
    }

    func assert<Value>(_ value: Value, as strategy: TextSnapshotting<Value>, _ options: SnapshotOptions) -> [SnapshotCheck] {
        report(verifyTextSnapshot(of: value, as: strategy, options: options, filePath: "\(file)", testName: testName))
    }

    func report(_ checks: [SnapshotCheck]) -> [SnapshotCheck] {
        SnapshotIssues.report(checks, fileID: fileID, file: file, line: line, column: column)
        return checks
    }
}
