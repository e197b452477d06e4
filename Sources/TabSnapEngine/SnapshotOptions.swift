import TabSnapDiff
import TabSnapLayout

/// What one assertion renders and how it compares, shared by every `assertSnapshot` and
/// `verifySnapshot`: the axes (devices × orientations × locales × content sizes × schemes), the
/// reference's name, the record mode and the matching. A team keeps its usual set in one value
/// (`let phones = SnapshotOptions(devices: [.iPhoneSE, .iPhone15Pro])`) and passes it as
/// `options:`; the labelled parameters of each overload build the same value.
public struct SnapshotOptions: Sendable {
    /// nil: the scope's devices (`withSnapshotTesting`, `.snapshots(…)`), else iPhone 15 Pro.
    public var devices: [Device]?
    public var schemes: [ColorScheme]
    public var orientations: [Orientation]
    /// Each locale renders in its language and direction and is part of the reference's name;
    /// empty: the device's own.
    public var locales: [String]
    /// Each content size category is part of the reference's name; empty: the device's own.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// The reference's name in place of the call's counter (`testBar.bar…` instead of `testBar.2…`).
    public var named: String?
    /// nil: the scope's mode, else `TABSNAP_RECORD`, else missing (never under `CI=true`).
    public var record: RecordMode?
    /// nil: the scope's matching, else exact.
    public var matching: SnapshotMatching?
    /// How a failure says to re-record, when the snapshot is not its test's own (a preview's
    /// is re-recorded by the test that runs the previews, told which one): the `--filter` of
    /// that test and the environment that picks this snapshot.
    public var rerun: (filter: String, environment: String)?

    public init(devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
                locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
                named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil) {
        self.devices = devices
        self.schemes = schemes
        self.orientations = orientations
        self.locales = locales
        self.dynamicTypeSizes = dynamicTypeSizes
        self.named = named
        self.record = record
        self.matching = matching
    }
}
