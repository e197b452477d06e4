import TabSnapDiff
import TabSnapLayout
import TabSnapTabBar

/// Settings for every `assertSnapshot` inside a scope (`withSnapshotTesting`); a task-local, so
/// parallel tests each keep their own.
public struct SnapshotTestingConfiguration: Sendable {
    public var record: RecordMode?
    /// Folder holding `<Suite>/<test>.<device>.<scheme>.png`; nil: `Snapshots/` of the package
    /// that holds the test file.
    public var snapshotsRoot: String?
    /// Where failures write their PNGs; nil: `TABSNAP_ARTIFACTS`, else `.build/tabsnap-artifacts`
    /// of the package.
    public var artifactsDirectory: String?
    /// The environment consulted for `CI`, `TABSNAP_RECORD` and `TABSNAP_ARTIFACTS`.
    public var environment: SnapshotEnvironment?
    /// When a snapshot matches; nil: exact.
    public var matching: SnapshotMatching?
    /// `.besideTest` keeps references in `__Snapshots__/` next to the test file; nil: `.package`.
    public var layout: SnapshotsLayout?
    /// Devices for assertions that name none; nil: the iPhone 15 Pro.
    public var devices: [Device]?
    /// Asset catalogs (`.xcassets` paths) that `Color("name")` and `Image("name")` resolve
    /// through; relative paths are taken from the working directory. Nil: none.
    public var assets: [String]?
    /// Font files read before the snapshots render, so `Font.custom` finds them (every font the
    /// test process has read serves its snapshots, as an app's registered fonts serve its views).
    public var fonts: [String]?
    /// `.error`: a snapshot with a character no font has fails (as the manifest's
    /// `missingGlyphs: error`); nil or `.warn`: it passes with the warning printed.
    public var missingGlyphs: MissingGlyphs?
    /// String tables (`.lproj` folders, `.strings`, `.stringsdict`, `.xcstrings`) that
    /// `Text("key")` looks keys up in while the snapshots render.
    public var strings: [String]?
    /// `.error`: a snapshot showing a key no string table has fails (as the manifest's
    /// `missingKeys: error`); nil or `.warn`: it passes with the warning printed.
    public var missingKeys: MissingGlyphs?
    /// `.error`: a snapshot with a symbol name no icon set has fails (as the manifest's
    /// `missingSymbols: error`); nil or `.warn`: it passes with a placeholder and the warning.
    public var missingSymbols: MissingGlyphs?

    public init(record: RecordMode? = nil, snapshotsRoot: String? = nil, artifactsDirectory: String? = nil,
                environment: SnapshotEnvironment? = nil, matching: SnapshotMatching? = nil, layout: SnapshotsLayout? = nil,
                devices: [Device]? = nil, assets: [String]? = nil, fonts: [String]? = nil,
                missingGlyphs: MissingGlyphs? = nil, strings: [String]? = nil, missingKeys: MissingGlyphs? = nil,
                missingSymbols: MissingGlyphs? = nil) {
        self.record = record
        self.missingKeys = missingKeys
        self.missingSymbols = missingSymbols
        self.strings = strings
        self.missingGlyphs = missingGlyphs
        self.assets = assets
        self.fonts = fonts
        self.devices = devices
        self.matching = matching
        self.layout = layout
        self.snapshotsRoot = snapshotsRoot
        self.artifactsDirectory = artifactsDirectory
        self.environment = environment
    }

    @TaskLocal public static var current = SnapshotTestingConfiguration()

    /// An inner scope's values win over the outer's; nil keeps the outer one.
    func merged(over outer: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: record ?? outer.record, snapshotsRoot: snapshotsRoot ?? outer.snapshotsRoot,
                                     artifactsDirectory: artifactsDirectory ?? outer.artifactsDirectory,
                                     environment: environment ?? outer.environment, matching: matching ?? outer.matching,
                                     layout: layout ?? outer.layout, devices: devices ?? outer.devices, assets: assets ?? outer.assets,
                                     fonts: fonts ?? outer.fonts, missingGlyphs: missingGlyphs ?? outer.missingGlyphs,
                                     strings: strings ?? outer.strings, missingKeys: missingKeys ?? outer.missingKeys,
                                     missingSymbols: missingSymbols ?? outer.missingSymbols)
    }
}

/// Runs `operation` with these snapshot settings, e.g. `withSnapshotTesting(record: .all) { … }`.
public func withSnapshotTesting<R>(record: RecordMode? = nil, snapshotsRoot: String? = nil, artifactsDirectory: String? = nil,
                                   environment: SnapshotEnvironment? = nil, matching: SnapshotMatching? = nil,
                                   layout: SnapshotsLayout? = nil, devices: [Device]? = nil, assets: [String]? = nil,
                                   fonts: [String]? = nil, missingGlyphs: MissingGlyphs? = nil, strings: [String]? = nil,
                                   missingKeys: MissingGlyphs? = nil, missingSymbols: MissingGlyphs? = nil,
                                   operation: () throws -> R) rethrows -> R {
    let inner = SnapshotTestingConfiguration(record: record, snapshotsRoot: snapshotsRoot,
                                             artifactsDirectory: artifactsDirectory, environment: environment, matching: matching,
                                             layout: layout, devices: devices, assets: assets, fonts: fonts,
                                             missingGlyphs: missingGlyphs, strings: strings, missingKeys: missingKeys,
                                             missingSymbols: missingSymbols)
    return try SnapshotTestingConfiguration.$current.withValue(inner.merged(over: .current), operation: operation)
}

/// The async form, for async tests.
public func withSnapshotTesting<R>(record: RecordMode? = nil, snapshotsRoot: String? = nil, artifactsDirectory: String? = nil,
                                   environment: SnapshotEnvironment? = nil, matching: SnapshotMatching? = nil,
                                   layout: SnapshotsLayout? = nil, devices: [Device]? = nil, assets: [String]? = nil,
                                   fonts: [String]? = nil, missingGlyphs: MissingGlyphs? = nil, strings: [String]? = nil,
                                   missingKeys: MissingGlyphs? = nil, missingSymbols: MissingGlyphs? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
    let inner = SnapshotTestingConfiguration(record: record, snapshotsRoot: snapshotsRoot,
                                             artifactsDirectory: artifactsDirectory, environment: environment, matching: matching,
                                             layout: layout, devices: devices, assets: assets, fonts: fonts,
                                             missingGlyphs: missingGlyphs, strings: strings, missingKeys: missingKeys,
                                             missingSymbols: missingSymbols)
    return try await SnapshotTestingConfiguration.$current.withValue(inner.merged(over: .current), operation: operation)
}

/// What a character no bundled or registered font has (`missingGlyphs:`), or a key no string
/// table has (`missingKeys:`), does to a snapshot.
public enum MissingGlyphs: String, Sendable, CaseIterable {
    /// The snapshot is checked as usual and the warning shown.
    case warn
    /// The snapshot fails, naming the characters.
    case error
}
