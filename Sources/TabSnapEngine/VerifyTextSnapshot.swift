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
    verifyTextSnapshot(of: value, as: strategy, options: SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations,
                                                                         named: named, record: record),
                       filePath: filePath, testName: testName)
}

/// The same with the options in one value (text has no locale or content-size axes, and
/// compares exactly: those options are not read).
public func verifyTextSnapshot<Value>(
    of value: Value, as strategy: TextSnapshotting<Value>, options: SnapshotOptions, filePath: String, testName: String
) -> [SnapshotCheck] {
    let (devices, schemes, orientations) = (options.devices, options.schemes, options.orientations)
    let call = SnapshotCall(named: options.named, record: options.record, filePath: filePath, testName: testName)
    let artifacts = call.artifactsRoot + "/" + call.location.suite
    guard case .success(let resources) = SharedFonts.resources else {
        return [SnapshotCheck(id: call.location.test, status: .error, reference: call.folder, message: "Fonts could not be loaded")]
    }
    var checks: [SnapshotCheck] = []
    for candidate in call.devices(devices) {
        let device: Device
        do { device = try candidate.resolved() } catch {
            checks.append(call.deviceError(candidate, error))
            continue
        }
        for orientation in orientations {
            for scheme in schemes {
                let stem = call.stem(device, orientation, scheme, suffix: strategy.suffix)
                let reference = "\(call.folder)/\(stem).txt"
                do {
                    let text = try strategy.render(value, RenderTarget(device: device, orientation: orientation, scheme: scheme),
                                                  RenderResources(resources))
                    checks.append(TextSnapshotCheck.check(text, id: stem, reference: reference, artifact: "\(artifacts)/\(stem).actual.txt",
                                                          mode: call.mode, recordCommand: call.recordCommand))
                } catch {
                    checks.append(SnapshotCheck(id: stem, status: .error, reference: reference, message: "\(filePath): rendering \(stem) failed: \(error)"))
                }
            }
        }
    }
    return call.annotated(checks)
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
        if (try? AtomicFile.write(actual, to: artifact, durable: false)) != nil {
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
        result.recorded(note: note) { try AtomicFile.write(text, to: result.reference) }
    }
}
