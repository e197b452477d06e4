import Foundation
import TabSnapCore
import TabSnapEngine
import TabSnapLayout
import TabSnapPreviews
import TabSnapTesting
import TabSnapUI

/// Every `#Preview` and `PreviewProvider` linked into the test, checked as a snapshot by one
/// line in a test:
///
///     func testPreviews() { PreviewSnapshots.assertAll() }
///
/// A preview's references are `Snapshots/Previews-<Module>/<File>.<Name>.<device>.<scheme>.png`,
/// named after its file and its name (or its place among the file's unnamed previews), so moving
/// code does not rename them. The variants are the call's devices, schemes, orientations,
/// locales and content sizes; a preview's own traits decide its layout (the device's screen,
/// `.sizeThatFitsLayout`, `.fixedLayout`) and orientation. Filters narrow the set: `modules`,
/// `files` and `names`, and `TABSNAP_PREVIEWS` (comma-separated `Module/File/Name` patterns with
/// `*`), which a failure's re-record command uses. A preview that cannot render fails with its
/// name and why; the others still run.
public enum PreviewSnapshots {
    /// Set to a folder, the previews are rendered into it (`Previews-<Module>/…png`, the
    /// references' layout) instead of checked: what `tabsnap previews --out` runs.
    public static let renderVariable = "TABSNAP_PREVIEWS_OUT"

    @discardableResult
    public static func assertAll(
        devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
        locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [], layoutDirections: [LayoutDirection] = [.leftToRight],
        modules: [String]? = nil, files: [String]? = nil, names: [String]? = nil,
        excluding excluded: [String] = [], matching: SnapshotMatching? = nil, matchingByPreview: [String: SnapshotMatching] = [:],
        record: RecordMode? = nil, isolated: Bool = true,
        fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
        line: UInt = #line, column: UInt = #column
    ) -> [SnapshotCheck] {
        let checks = verifyAll(devices: devices, schemes: schemes, orientations: orientations, locales: locales, dynamicTypeSizes: dynamicTypeSizes,
                               layoutDirections: layoutDirections,
                               modules: modules, files: files, names: names, excluding: excluded, matching: matching,
                               matchingByPreview: matchingByPreview, record: record, isolated: isolated,
                               fileID: fileID, file: file, testName: testName, line: line)
        SnapshotIssues.report(checks, fileID: fileID, file: file, line: line, column: column)
        writeResults(checks, caller: SnapshotLocation(filePath: "\(file)", testName: testName))
        return checks
    }

    /// The run's checks, for `tabsnap gallery --results`: `.build/tabsnap-artifacts/previews/results.json`
    /// (under the artifacts folder the environment names, if any).
    static func writeResults(_ checks: [SnapshotCheck], caller: SnapshotLocation) {
        guard !PreviewWorker.isWorker, ProcessInfo.processInfo.environment[renderVariable] == nil else { return }
        let path = caller.artifactsRoot(nil, environment: .process) + "/previews/results.json"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(checks) else { return }
        try? AtomicFile.write([UInt8](data), to: path, durable: false)
    }

    /// Every preview with the variants a manifest keeps (`PreviewManifest`; the path is taken
    /// from the package's root). A manifest that cannot be read fails the test, naming the field.
    @discardableResult
    public static func assertAll(manifest: String, modules: [String]? = nil, files: [String]? = nil, names: [String]? = nil,
                                 record: RecordMode? = nil, isolated: Bool = true,
                                 fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
                                 line: UInt = #line, column: UInt = #column) -> [SnapshotCheck] {
        let caller = SnapshotLocation(filePath: "\(file)", testName: testName)
        let path = manifest.hasPrefix("/") ? manifest : caller.packageRoot + "/" + manifest
        let m: PreviewManifest
        do { m = try PreviewManifest.load(path) } catch {
            let check = SnapshotCheck(id: "previews", status: .error, reference: path, message: "The preview manifest cannot be used: \(error)")
            SnapshotIssues.report([check], fileID: fileID, file: file, line: line, column: column)
            return [check]
        }
        var byPreview: [String: SnapshotMatching] = [:]
        for (pattern, value) in m.precision { byPreview[pattern] = .precision(value) }
        return assertAll(devices: m.devices, schemes: m.schemes, orientations: m.orientations, locales: m.locales,
                         dynamicTypeSizes: m.dynamicTypeSizes, layoutDirections: m.layoutDirections,
                         modules: modules, files: files, names: names, excluding: m.exclude, matchingByPreview: byPreview,
                         record: record, isolated: isolated, fileID: fileID, file: file, testName: testName, line: line, column: column)
    }

    /// The same checks, returned and not reported: for a runner of your own.
    public static func verifyAll(
        devices: [Device]? = nil, schemes: [ColorScheme] = [.light, .dark], orientations: [Orientation] = [.portrait],
        locales: [String] = [], dynamicTypeSizes: [DynamicTypeSize] = [], layoutDirections: [LayoutDirection] = [.leftToRight],
        modules: [String]? = nil, files: [String]? = nil, names: [String]? = nil,
        excluding excluded: [String] = [], matching: SnapshotMatching? = nil, matchingByPreview: [String: SnapshotMatching] = [:],
        record: RecordMode? = nil, isolated: Bool = true,
        fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) -> [SnapshotCheck] {
        let options = SnapshotOptions(devices: devices, schemes: schemes, orientations: orientations, locales: locales,
                                      dynamicTypeSizes: dynamicTypeSizes, record: record, matching: matching)
        let selection = PreviewSelection(modules: modules, files: files, names: names, excluded: excluded,
                                         environment: ProcessInfo.processInfo.environment["TABSNAP_PREVIEWS"])
        let caller = SnapshotLocation(filePath: "\(file)", testName: testName)
        let call = "\(fileID):\(line)"
        // A worker started for another call of this test does nothing.
        if PreviewWorker.isWorker && PreviewWorker.workerRole(call: call) == nil { return [] }
        let previews = onMain { PreviewRegistry.all().filter(selection.contains) }
        guard !previews.isEmpty else {
            return [SnapshotCheck(id: "previews", status: .error, reference: caller.snapshotsRoot(nil),
                                  message: "No previews found\(selection.isEverything ? "" : " matching \(selection)"): a #Preview or PreviewProvider "
                                    + "in a module this test target depends on (with TabSnapPreviews' #Preview) is found here.")]
        }
        let renderOnly = ProcessInfo.processInfo.environment[renderVariable].flatMap { $0.isEmpty ? nil : $0 }
        func checks(_ preview: DiscoveredPreview) -> [SnapshotCheck] {
            let run = {
                onMain {
                    check(preview, options: options, directions: layoutDirections,
                          matching: PreviewSelection.matching(matchingByPreview, for: preview.id),
                          caller: caller, testFilter: caller.testFilter)
                }
            }
            guard let renderOnly else { return run() }
            // Render only: every image written under the folder, in the references' layout,
            // and nothing compared or changed under Snapshots/.
            let rendered = withSnapshotTesting(record: .all, snapshotsRoot: renderOnly, environment: SnapshotEnvironment([:]), operation: run)
            return rendered.map { c in
                var c = c
                if c.status == .recorded { c.status = .passed; c.message = "" }
                return c
            }
        }
        if let role = PreviewWorker.workerRole(call: call) {
            // The worker: each preview between a line saying it started and one with its checks.
            if let status = PreviewWorker.StatusWriter(role.status) {
                for i in role.start..<previews.count {
                    status.write(.init(start: i))
                    status.write(.init(done: i, checks: checks(previews[i])))
                }
                status.write(.init(end: true))
            }
            exit(0)
        }
        let module = "\(fileID)".split(separator: "/").first.map(String.init) ?? ""
        if isolated, ProcessInfo.processInfo.environment["TABSNAP_PREVIEWS_ISOLATION"] != "off",
           let selection = PreviewWorker.selection(module: module, testName: testName, swiftTesting: PreviewRuntime.isSwiftTesting),
           let isolatedChecks = PreviewWorker.run(call: call, selection: selection, count: previews.count, ids: previews.map(\.id)) {
            return isolatedChecks
        }
        return previews.flatMap(checks)
    }

    /// The previews `assertAll` would check, in its order.
    @MainActor public static func discover(modules: [String]? = nil, files: [String]? = nil, names: [String]? = nil) -> [DiscoveredPreview] {
        let selection = PreviewSelection(modules: modules, files: files, names: names, excluded: [], environment: nil)
        return PreviewRegistry.all().filter(selection.contains)
    }

    @MainActor static func check(_ preview: DiscoveredPreview, options base: SnapshotOptions, directions: [LayoutDirection] = [.leftToRight],
                                 matching: SnapshotMatching?, caller: SnapshotLocation, testFilter: String) -> [SnapshotCheck] {
        var options = base
        if let matching { options.matching = matching }
        options.named = preview.name
        options.rerun = (testFilter, "TABSNAP_PREVIEWS='\(preview.id)'")
        var layout = SnapshotLayout.device
        for trait in preview.traits {
            switch trait.kind {
            case .defaultLayout: layout = .device
            case .sizeThatFitsLayout: layout = .sizeThatFits
            case .fixedLayout(let w, let h): layout = .fixed(width: w, height: h)
            case .orientation(.landscapeLeft), .orientation(.landscapeRight): options.orientations = [.landscape]
            case .orientation: options.orientations = [.portrait]
            }
        }
        // A preview's own device is the one its author asked for: it replaces the run's.
        if let name = preview.device, let device = PreviewDevices.device(named: name) { options.devices = [device] }
        // Each preview starts from UIKit's own appearance, as each of Xcode's does: a view that
        // sets `UITabBar.appearance()` in its init (seed 004's) sets it for itself alone.
        SystemTabBarAppearance.reset()
        SystemNavigationBarAppearance.reset()
        // A sheet whose binding says it is up is drawn up, as Xcode's canvas draws it.
        let node = makeNode(preview.body().environment(\.presentsSheets, true))
        // References sit in `Snapshots/Previews-<Module>/`, found from the calling test's package.
        let path = caller.testDirectory + "/Previews-" + (preview.module.isEmpty ? "App" : preview.module) + ".swift"
        let image = TabSnapEngine.Snapshotting<ViewNode>.image(layout: layout)
        // Right to left without a locale of its own: the same view with the direction flipped,
        // its references named `….rtl.<scheme>.png`.
        let strategies = directions.map { direction -> TabSnapEngine.Snapshotting<ViewNode> in
            guard direction == .rightToLeft else { return image }
            return TabSnapEngine.Snapshotting<ViewNode>(suffix: "rtl") { node, target, resources in
                try image.render(makeNode(AnyView(node: node).environment(\.layoutDirection, .rightToLeft)), target, resources)
            }
        }
        let checks = verifySnapshot(of: node, as: strategies, options: options,
                                    filePath: path, testName: preview.file)
        return checks.map { check in
            var c = check
            guard c.status != .passed else { return c }
            // Say where the preview is, not the stand-in path its references are found from.
            let place = preview.filePath.isEmpty ? "" : preview.filePath + ":\(preview.line): "
            c.message = "Preview \(preview.id)\(preview.line > 0 ? " (line \(preview.line))" : ""): "
                + c.message.replacingOccurrences(of: path + ": ", with: place)
            return c
        }
    }

    /// Runs `body` on the main actor: XCTest calls tests on the main thread; Swift Testing may not.
    static func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
