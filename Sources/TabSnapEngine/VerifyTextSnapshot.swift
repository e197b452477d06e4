import Foundation
import TabSnapCore
import TabSnapLayout
import TabSnapTabBar

/// `verifySnapshot` for text strategies: renders `value` as text on every device × orientation
/// × scheme and compares it with its `.txt` reference, exactly, under the record mode in force.
public func verifyTextSnapshot<Value>(
    of value: Value, as strategy: TextSnapshotting<Value>,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light], orientations: [Orientation] = [.portrait],
    named: String? = nil, record: RecordMode? = nil, filePath: String, testName: String
) -> [SnapshotCheck] {
    let settings = SnapshotTestingConfiguration.current
    let environment = settings.environment ?? .process
    let location = SnapshotLocation(filePath: filePath, testName: testName)
    let name = named.flatMap { $0.isEmpty ? nil : $0 } ?? String(SnapshotCounter.shared.next(filePath + "#" + location.test))
    let (mode, _) = RecordMode.resolve(call: record, scope: settings.record, environment: environment)
    let folder = location.referenceFolder(settings.layout ?? .package, root: settings.snapshotsRoot)
    let artifacts = location.artifactsRoot(settings.artifactsDirectory, environment: environment) + "/" + location.suite
    let command: (RecordMode) -> String = { "TABSNAP_RECORD=\($0.rawValue) swift test --filter '\(location.testFilter)'" }
    guard case .success(let resources) = SharedFonts.resources else {
        return [SnapshotCheck(id: location.test, status: .error, reference: folder, message: "Fonts could not be loaded")]
    }
    var checks: [SnapshotCheck] = []
    for candidate in devices ?? settings.devices ?? [.iPhone15Pro] {
        guard let device = try? candidate.resolved() else {
            checks.append(SnapshotCheck(id: "\(location.test).\(candidate.id)", status: .error, reference: folder,
                                        message: "\(candidate.problem.map { "\($0)" } ?? candidate.id)"))
            continue
        }
        for orientation in orientations {
            for scheme in schemes {
                let stem = SnapshotName(name: location.name(named: name), device: device.id, orientation: orientation, scheme: scheme,
                                        suffix: strategy.suffix).stem
                let reference = "\(folder)/\(stem).txt"
                do {
                    let text = try strategy.render(value, device, orientation, scheme, resources)
                    checks.append(TextSnapshotCheck.check(text, id: stem, reference: reference, artifact: "\(artifacts)/\(stem).actual.txt",
                                                          mode: mode, recordCommand: command))
                } catch {
                    checks.append(SnapshotCheck(id: stem, status: .error, reference: reference, message: "\(filePath): rendering \(stem) failed: \(error)"))
                }
            }
        }
    }
    return checks
}

/// One text against its reference: equal passes; otherwise the first differing lines are in
/// the message and the actual text is written beside the other artifacts.
enum TextSnapshotCheck {
    static func check(_ actual: String, id: String, reference: String, artifact: String, mode: RecordMode,
                      recordCommand: (RecordMode) -> String) -> SnapshotCheck {
        var result = SnapshotCheck(id: id, status: .passed, reference: reference)
        guard let bytes = try? AtomicFile.read(reference, limit: 64 << 20) else {
            guard mode != .never else {
                result.status = .missing
                result.message = "No reference at \(reference) (record mode never). Record it with: \(recordCommand(.missing))"
                return result
            }
            return record(actual, into: result, note: "no reference existed")
        }
        let expected = String(decoding: bytes, as: UTF8.self)
        if expected == actual {
            try? FileManager.default.removeItem(atPath: artifact)  // an earlier failure's text
            return result
        }
        if mode == .all || mode == .failed { return record(actual, into: result, note: "it differed") }
        result.status = .failed
        var lines = ["Text snapshot \(id) does not match \(reference):"] + lineDiff(expected, actual)
        if (try? AtomicFile.write(actual, to: artifact)) != nil {
            lines.append("  actual:   \(artifact)")
            result.actualArtifact = artifact
        }
        lines.append("If the change is intended, re-record with: \(recordCommand(.failed))")
        result.message = lines.joined(separator: "\n")
        return result
    }

    /// The differing lines, as `-` expected / `+` actual with line numbers, at most `limit`.
    static func lineDiff(_ expected: String, _ actual: String, limit: Int = 12) -> [String] {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var changed = 0
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : nil, y = i < b.count ? b[i] : nil
            guard x != y else { continue }
            changed += 1
            guard out.count < limit * 2 else { continue }
            if let x { out.append("  -\(i + 1): \(x)") }
            if let y { out.append("  +\(i + 1): \(y)") }
        }
        out.insert("  \(changed) \(changed == 1 ? "line differs" : "lines differ") (of \(a.count) expected, \(b.count) actual):", at: 0)
        return out
    }

    static func record(_ text: String, into result: SnapshotCheck, note: String) -> SnapshotCheck {
        var result = result
        do {
            try AtomicFile.write(text, to: result.reference)
            result.status = .recorded
            result.message = "Recorded \(result.reference) (\(note))."
        } catch {
            result.status = .error
            result.message = "Could not record \(result.reference): \(error)"
        }
        return result
    }
}
