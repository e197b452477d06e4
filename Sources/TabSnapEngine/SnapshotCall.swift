import TabSnapLayout
import TabSnapTabBar

/// What one `assertSnapshot`/`verifySnapshot` call settles before rendering, the same for image
/// and text strategies: the settings in scope, where references go, the snapshot's name, the
/// record mode and the command that re-records it, and notes a failure should carry.
struct SnapshotCall {
    let settings: SnapshotTestingConfiguration
    let environment: SnapshotEnvironment
    let location: SnapshotLocation
    /// `test[.name]`, unnamed snapshots numbered in call order within their test (`test.1`,
    /// `test.2`), as swift-snapshot-testing numbers them, so two assertions never share a reference.
    let name: String
    let mode: RecordMode
    /// The folder of this test file's references.
    let folder: String
    let recordCommand: @Sendable (RecordMode) -> String
    /// Said under every failure: a bad record variable, a `record:` ignored under CI.
    let notes: [String]

    init(named: String?, record: RecordMode?, filePath: String, testName: String, rerun: (filter: String, environment: String)? = nil) {
        settings = SnapshotTestingConfiguration.current
        environment = settings.environment ?? .process
        let location = SnapshotLocation(filePath: filePath, testName: testName)
        self.location = location
        name = location.name(named: named.flatMap { $0.isEmpty ? nil : $0 }
                             ?? String(SnapshotCounter.shared.next(filePath + "#" + location.test)))
        let (mode, source) = RecordMode.resolve(call: record, scope: settings.record, environment: environment)
        self.mode = mode
        folder = location.referenceFolder(settings.layout ?? .package, root: settings.snapshotsRoot)
        let ci = environment.isCI ? " (under CI=true only an explicit TABSNAP_RECORD records)" : ""
        let filter = rerun?.filter ?? location.testFilter
        let env = rerun.map { $0.environment + " " } ?? ""
        recordCommand = { m in "TABSNAP_RECORD=\(m.rawValue) \(env)swift test --filter '\(filter)'" + ci }
        var notes: [String] = []
        if let problem = environment.recordModeProblem { notes.append(problem) }
        if environment.isCI, let asked = record ?? settings.record, source == .default {
            notes.append("record mode \(asked.rawValue) set in code is ignored under CI=true")
        }
        self.notes = notes
    }

    /// The call's devices, else the scope's, else the iPhone 15 Pro.
    func devices(_ devices: [Device]?) -> [Device] { devices ?? settings.devices ?? [.iPhone15Pro] }

    var artifactsRoot: String { location.artifactsRoot(settings.artifactsDirectory, environment: environment) }

    /// The stem of one snapshot's files.
    func stem(_ device: Device, _ orientation: Orientation, _ scheme: ColorScheme, suffix: String?) -> String {
        SnapshotName(name: name, device: device.id, orientation: orientation, scheme: scheme, suffix: suffix).stem
    }

    /// An error check in a device's place, when the device does not resolve.
    func deviceError(_ candidate: Device, _ error: any Error) -> SnapshotCheck {
        SnapshotCheck(id: "\(location.test).\(candidate.id)", status: .error, reference: folder, message: "\(error)")
    }

    /// The notes appended to every check that did not pass.
    func annotated(_ checks: [SnapshotCheck]) -> [SnapshotCheck] {
        guard !notes.isEmpty else { return checks }
        return checks.map { check in
            var c = check
            if c.status != .passed { c.message += "\n(" + notes.joined(separator: "; ") + ")" }
            return c
        }
    }
}
