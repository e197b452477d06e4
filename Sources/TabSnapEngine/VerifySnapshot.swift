import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapDiff
import TabSnapLayout
import TabSnapTabBar
import TabSnapStrings
import TabSnapText

/// The core of `assertSnapshot`: renders `value` on every device × orientation × scheme,
/// compares each with its reference under the record mode in force and returns the outcomes.
/// It reports nothing itself, so any test framework (or none) can use it.
public func verifySnapshot<Value>(
    of value: Value, as strategy: Snapshotting<Value>,
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    filePath: String, testName: String
) -> [SnapshotCheck] {
    verifySnapshot(of: value, as: [strategy], devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                   dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching, filePath: filePath, testName: testName)
}

/// Several strategies in one call (a timeline's frames), with the options as parameters.
public func verifySnapshot<Value>(
    of value: Value, as strategies: [Snapshotting<Value>],
    devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
    locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [],
    named: String? = nil, record: RecordMode? = nil, matching: SnapshotMatching? = nil,
    filePath: String, testName: String
) -> [SnapshotCheck] {
    verifySnapshot(of: value, as: strategies,
                   options: SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                                            dynamicTypeSizes: dynamicTypeSizes, named: named, record: record, matching: matching),
                   filePath: filePath, testName: testName)
}

/// One call with several strategies (a timeline's frames): one name, each strategy's suffix
/// telling its references apart. `locales` and `dynamicTypeSizes` are axes like devices and
/// schemes: each value renders under `RenderOverrides` and is part of the reference's name
/// (`testBar.1.iphone-se.ar.accessibility3.light.png`); empty: the device's own.
public func verifySnapshot<Value>(
    of value: Value, as strategies: [Snapshotting<Value>], options: SnapshotOptions, filePath: String, testName: String
) -> [SnapshotCheck] {
    let (devices, schemes, orientations, locales, dynamicTypeSizes, named, record, matching) =
        (options.devices, options.schemes, options.orientations, options.locales, options.dynamicTypeSizes,
         options.named, options.record, options.matching)
    let call = SnapshotCall(named: named, record: record, filePath: filePath, testName: testName, rerun: options.rerun)
    var verifier = SnapshotVerifier(matching: matching ?? call.settings.matching ?? .exact, artifactsDirectory: call.artifactsRoot)
    if call.environment.recordsFast { verifier.recordProfile = .fast }
    let resources: FontResources
    switch SharedFonts.resources {
    case .success(let r): resources = r
    case .failure(let error):
        return [SnapshotCheck(id: call.location.test, status: .error, reference: call.folder, message: "Fonts could not be loaded: \(error)")]
    }
    // Jobs in `RenderAxes`' order; a device that does not resolve gets one error check at its
    // place instead.
    var jobs: [SnapshotJob] = []
    var deviceErrors: [(before: Int, check: SnapshotCheck)] = []
    let boxed = UncheckedSendable(value)
    // Read below, once the scope's catalogs and tables are loaded, and before any job runs.
    let renderResources = ResourcesBox(RenderResources(resources))
    for candidate in call.devices(devices) {
        let device: Device
        do { device = try candidate.resolved() } catch {
            deviceErrors.append((jobs.count, call.deviceError(candidate, error)))
            continue
        }
        let axes = RenderAxes(devices: [device], orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes, schemes: schemes)
        for target in axes.targets {
            for strategy in strategies {
                let suffix = (target.nameParts + [strategy.suffix].compactMap { $0 }).joined(separator: ".")
                let stem = call.stem(device, target.orientation, target.scheme, suffix: suffix.isEmpty ? nil : suffix)
                jobs.append(SnapshotJob(id: stem, reference: "\(call.folder)/\(stem).png", artifactStem: "\(call.location.suite)/\(stem)",
                                        source: filePath, recordCommand: call.recordCommand,
                                        renderWithRegion: { try strategy.rendered(boxed.value, target, renderResources.value) }))
            }
        }
    }
    for font in call.settings.fonts ?? [] {
        do { try FontRegistry.shared.register(font) } catch {
            return [SnapshotCheck(id: call.location.test, status: .error, reference: call.folder, message: "Font \(font): \(error)")]
        }
    }
    var catalogs: [any AssetLookup] = []
    for path in call.settings.assets ?? [] {
        switch AssetCatalog.cached(path) {
        case .success(let c): catalogs.append(c)
        case .failure(let e): return [SnapshotCheck(id: call.location.test, status: .error, reference: call.folder, message: "Asset catalog: \(e)")]
        }
    }
    var tables: [any StringLookup] = []
    for path in call.settings.strings ?? [] {
        do { tables.append(try StringCatalog(path: path)) } catch {
            return [SnapshotCheck(id: call.location.test, status: .error, reference: call.folder, message: "String tables: \(error)")]
        }
    }
    // The scope's fonts are read above; a test process's fonts serve all its snapshots, as an
    // app's registered fonts serve all its views.
    renderResources.value = RenderResources(resources, fonts: .loaded, assetCatalogs: catalogs, stringTables: tables)
    // On this thread (see UncheckedSendable).
    var checks = verifier.check(jobs, mode: call.mode, threads: 1)
    let glyphs = call.settings.missingGlyphs == .error, keys = call.settings.missingKeys == .error
    let symbols = call.settings.missingSymbols == .error
    for i in checks.indices {
        checks[i].require(noWarnings: glyphs, keys: keys, symbols: symbols, glyphSetting: "missingGlyphs: .error", keySetting: "missingKeys: .error",
                          symbolSetting: "missingSymbols: .error")
    }
    for (offset, error) in deviceErrors.enumerated() { checks.insert(error.check, at: error.before + offset) }
    return call.annotated(checks)
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

/// The call's resources, filled in after the jobs that use them are made (a job runs only when
/// the verifier calls it, on this thread).
private final class ResourcesBox: @unchecked Sendable {
    var value: RenderResources
    init(_ value: RenderResources) { self.value = value }
}
