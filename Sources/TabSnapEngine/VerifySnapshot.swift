import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapLayout
import TabSnapTabBar

/// The core of `assertSnapshot`: renders `value` on every device × orientation × scheme,
/// compares each with its reference under the record mode in force and returns the outcomes.
/// It reports nothing itself, so any test framework (or none) can use it.
public func verifySnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    filePath: String, testName: String
) -> [SnapshotCheck] {
    let settings = SnapshotTestingConfiguration.current
    let environment = settings.environment ?? .process
    let location = SnapshotLocation(filePath: filePath, testName: testName)
    // Unnamed snapshots are numbered in call order within their test (`test.1`, `test.2`), as
    // swift-snapshot-testing numbers them, so two assertions in one test never share a reference.
    let name = named.flatMap { $0.isEmpty ? nil : $0 } ?? String(SnapshotCounter.shared.next(filePath + "#" + location.test))
    let (mode, source) = RecordMode.resolve(call: record, scope: settings.record, environment: environment)
    let root = location.referenceFolder(settings.layout ?? .package, root: settings.snapshotsRoot)
    let verifier = SnapshotVerifier(matching: matching ?? settings.matching ?? .exact,
                                    artifactsDirectory: location.artifactsRoot(settings.artifactsDirectory, environment: environment))
    let ci = environment.isCI ? " (under CI=true only an explicit TABSNAP_RECORD records)" : ""
    let command: @Sendable (RecordMode) -> String = { m in "TABSNAP_RECORD=\(m.rawValue) swift test --filter '\(location.testFilter)'" + ci }
    var notes: [String] = []
    if let problem = environment.recordModeProblem { notes.append(problem) }
    if environment.isCI && (record ?? settings.record) != nil && source == .default {
        notes.append("record mode \((record ?? settings.record)!.rawValue) set in code is ignored under CI=true")
    }

    let resources: FontResources
    switch SharedFonts.resources {
    case .success(let r): resources = r
    case .failure(let error):
        return [SnapshotCheck(id: location.test, status: .error, reference: root, message: "Fonts could not be loaded: \(error)")]
    }
    // Jobs in device × orientation × scheme order; a device that does not resolve gets one error
    // check at its place instead.
    var jobs: [SnapshotJob] = []
    var deviceErrors: [(before: Int, check: SnapshotCheck)] = []
    let boxed = UncheckedSendable(value)
    for candidate in devices ?? settings.devices ?? [.iPhone15Pro] {
        let device: Device
        do { device = try candidate.resolved() } catch {
            deviceErrors.append((jobs.count, SnapshotCheck(id: "\(location.test).\(candidate.id)", status: .error, reference: root, message: "\(error)")))
            continue
        }
        for orientation in orientations {
            for scheme in schemes {
                let stem = SnapshotName(name: location.name(named: name), device: device.id, orientation: orientation, scheme: scheme,
                                        suffix: strategy.suffix).stem
                jobs.append(SnapshotJob(id: stem, reference: "\(root)/\(stem).png", artifactStem: "\(location.suite)/\(stem)",
                                        source: filePath, recordCommand: command,
                                        render: { try strategy.render(boxed.value, device, orientation, scheme, resources) }))
            }
        }
    }
    var checks = verifier.check(jobs, mode: mode, threads: 1)  // on this thread: see UncheckedSendable
    for (offset, error) in deviceErrors.enumerated() { checks.insert(error.check, at: error.before + offset) }
    if !notes.isEmpty {
        for i in checks.indices where checks[i].status != .passed { checks[i].message += "\n(" + notes.joined(separator: "; ") + ")" }
    }
    return checks
}

/// How many unnamed snapshots each test has taken so far in this process.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private var counts: [String: Int] = [:]
    private let lock = NSLock()

    func next(_ test: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[test, default: 0] += 1
        return counts[test]!
    }
}
