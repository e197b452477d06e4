import Foundation
import TabSnapCore
import TabSnapDiff
import TabSnapLayout
import TabSnapTabBar

/// `tabsnap.yaml` (or JSON): which configurations `tabsnap verify`/`record` render, where, and
/// how strictly they are compared. Relative paths are taken from the manifest's folder.
public struct SuiteManifest: Sendable, Equatable {
    public var file: String
    public var suite: String
    public var snapshots: String = "Snapshots"
    public var configurations: [String]
    public var devices: [String] = ["iphone-15-pro"]
    public var schemes: [ColorScheme] = [.light, .dark]
    public var orientations: [Orientation] = [.portrait]
    public var tolerance: DiffTolerance = .exact
    /// pixelmatch's matching threshold.
    public var threshold: Double = 0.1

    public init(file: String, suite: String, snapshots: String = "Snapshots", configurations: [String],
                devices: [String] = ["iphone-15-pro"], schemes: [ColorScheme] = [.light, .dark],
                orientations: [Orientation] = [.portrait], tolerance: DiffTolerance = .exact, threshold: Double = 0.1) {
        self.file = file
        self.suite = suite
        self.snapshots = snapshots
        self.configurations = configurations
        self.devices = devices
        self.schemes = schemes
        self.orientations = orientations
        self.tolerance = tolerance
        self.threshold = threshold
    }

    /// The folder relative paths start from.
    public var baseDirectory: String {
        let dir = (file as NSString).deletingLastPathComponent
        return dir.isEmpty ? "." : dir
    }

    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") || baseDirectory == "." ? path : baseDirectory + "/" + path
    }

    public static func load(_ path: String) throws(DocumentErrors) -> SuiteManifest {
        try decode(DocumentReader.read(path), file: path)
    }

    static let keys = ["suite", "snapshots", "configurations", "devices", "schemes", "orientations", "tolerance", "threshold"]

    /// Every problem at once, each with its path (`tabsnap.yaml: devices[1]: …`); unknown keys
    /// are errors, so a typo never silently means "default".
    public static func decode(_ doc: JSONValue, file: String) throws(DocumentErrors) -> SuiteManifest {
        var errors: [DocumentError] = []
        func fail(_ path: String, _ message: String) { errors.append(DocumentError(path: path, message: message)) }
        guard case .object(let pairs) = doc else { throw DocumentErrors(file: file, [DocumentError(path: "", message: "expected an object, got \(doc.kindName)")]) }
        for (key, _) in pairs where !keys.contains(key) {
            fail(key, "unknown key (expected one of \(keys.joined(separator: ", ")))")
        }
        func string(_ key: String) -> String? {
            guard let v = doc[key] else { return nil }
            if case .string(let s) = v, !s.isEmpty { return s }
            fail(key, "expected a non-empty string, got \(v.kindName)")
            return nil
        }
        func strings(_ key: String) -> [String]? {
            guard let v = doc[key] else { return nil }
            if case .string(let s) = v { return [s] }
            guard case .array(let items) = v, !items.isEmpty else { fail(key, "expected a non-empty list of strings, got \(v.kindName)"); return nil }
            var out: [String] = []
            for (i, item) in items.enumerated() {
                if case .string(let s) = item { out.append(s) } else { fail("\(key)[\(i)]", "expected a string, got \(item.kindName)") }
            }
            return out
        }
        func values<T: RawRepresentable>(_ key: String, _: T.Type, allowed: [String]) -> [T]? where T.RawValue == String {
            guard let raw = strings(key) else { return nil }
            var out: [T] = []
            for (i, s) in raw.enumerated() {
                if let t = T(rawValue: s) { out.append(t) } else { fail("\(key)[\(i)]", "\"\(s)\" is not one of \(allowed.joined(separator: ", "))") }
            }
            return out
        }
        func number(_ v: JSONValue?, _ path: String, range: ClosedRange<Double>) -> Double? {
            guard let v else { return nil }
            if case .number(let n) = v, range.contains(n) { return n }
            fail(path, "expected a number in \(range.lowerBound)...\(range.upperBound), got \(v)")
            return nil
        }

        let suite = string("suite")
        if doc["suite"] == nil { fail("suite", "missing (the folder under the snapshot root, e.g. Examples)") }
        let configurations = strings("configurations")
        if doc["configurations"] == nil { fail("configurations", "missing (globs of tab configurations, e.g. Examples/*.json)") }
        var manifest = SuiteManifest(file: file, suite: suite ?? "", configurations: configurations ?? [])
        if let s = string("snapshots") { manifest.snapshots = s }
        if let d = strings("devices") {
            for (i, spec) in d.enumerated() {
                do throws(DeviceError) { _ = try Devices.resolve(spec) } catch { fail("devices[\(i)]", error.message) }
            }
            manifest.devices = d
        }
        if let s = values("schemes", ColorScheme.self, allowed: ["light", "dark"]) { manifest.schemes = s }
        if let o = values("orientations", Orientation.self, allowed: ["portrait", "landscape"]) { manifest.orientations = o }
        if let t = doc["tolerance"] {
            if case .object(let tp) = t {
                for (key, _) in tp where key != "maxDiffPixels" && key != "maxDiffRatio" {
                    fail("tolerance.\(key)", "unknown key (expected maxDiffPixels, maxDiffRatio)")
                }
                let pixels = number(t["maxDiffPixels"], "tolerance.maxDiffPixels", range: 0...Double(Int32.max))
                if let pixels, pixels != pixels.rounded() { fail("tolerance.maxDiffPixels", "expected a whole number, got \(pixels)") }
                manifest.tolerance = DiffTolerance(maxDiffPixels: pixels.map { Int($0) },
                                                   maxDiffRatio: number(t["maxDiffRatio"], "tolerance.maxDiffRatio", range: 0...1))
            } else { fail("tolerance", "expected an object with maxDiffPixels and/or maxDiffRatio, got \(t.kindName)") }
        }
        if let th = number(doc["threshold"], "threshold", range: 0...1) { manifest.threshold = th }
        if let s = suite, s.contains("/") || s == "." || s == ".." { fail("suite", "must be a plain folder name, got \"\(s)\"") }
        if !errors.isEmpty { throw DocumentErrors(file: file, errors) }
        return manifest
    }
}
