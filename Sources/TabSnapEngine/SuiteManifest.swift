import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapDocument
import TabSnapStrings
import TabSnapDiff
import TabSnapLayout
import TabSnapTabBar
import TabSnapText

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
    /// Exact unless the manifest sets `precision`, `perceptualPrecision`, `threshold` or `tolerance`.
    public var matching: SnapshotMatching = .exact
    /// `contrast: {minimum: 4.5}`: verify fails a snapshot whose lowest WCAG contrast of a title
    /// or icon against the bar is below it; nil reports contrast without judging it.
    public var minimumContrast: Double?
    /// `frames: {at: [0, 0.1, 0.15]}` or `{fps: 30, duration: 0.5}`: a configuration with a
    /// `timeline:` is checked at these times, one reference per frame; empty checks every
    /// configuration as a still.
    public var frames: [Double] = []
    /// `missingGlyphs: error`: a snapshot with a character no bundled font has fails (it is a
    /// warning otherwise).
    public var missingGlyphsFail = false
    /// `missingKeys: error`: a snapshot showing a key no string table has fails (a warning
    /// otherwise).
    public var missingKeysFail = false
    /// `missingSymbols: error`: a snapshot with a symbol name no icon set has (drawn as a
    /// placeholder, a warning otherwise) fails.
    public var missingSymbolsFail = false
    /// `assets: [App/Assets.xcassets]`: asset catalogs (resolved paths) that `Color("name")`,
    /// `Image("name")` and `{asset: name}` resolve through in every snapshot of the suite.
    public var assets: [String] = []
    /// `fonts: [Fonts/Brand-Regular.otf]`: font files registered before anything renders, so
    /// `Font.custom` and configurations' `metrics.titleFont` find them.
    public var fonts: [String] = []
    /// `strings: [App/Resources]`: string tables (a folder of `.lproj`s and `.xcstrings`, or one
    /// file) that `Text("key")` looks its key up in.
    public var strings: [String] = []
    /// `locales: [en, ru]`: every configuration is checked in each locale (keys looked up in
    /// its language), the locale part of each reference's name; empty: the configurations' own.
    public var locales: [String] = []
    /// `dynamicTypeSizes: [large, accessibility3]`: every configuration is checked at each
    /// content size category, the category part of each reference's name; empty: the
    /// configurations' own.
    public var dynamicTypeSizes: [DynamicTypeSize] = []

    public init(file: String, suite: String, snapshots: String = "Snapshots", configurations: [String],
                devices: [String] = ["iphone-15-pro"], schemes: [ColorScheme] = [.light, .dark],
                orientations: [Orientation] = [.portrait], matching: SnapshotMatching = .exact) {
        self.file = file
        self.suite = suite
        self.snapshots = snapshots
        self.configurations = configurations
        self.devices = devices
        self.schemes = schemes
        self.orientations = orientations
        self.matching = matching
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

    static let keys = ["suite", "snapshots", "configurations", "devices", "schemes", "orientations", "tolerance",
                       "precision", "perceptualPrecision", "threshold", "contrast", "frames", "missingGlyphs", "missingKeys", "missingSymbols", "assets", "fonts", "strings", "locales", "dynamicTypeSizes"]

    /// Every problem at once, each with its path (`tabsnap.yaml: devices[1]: …`); unknown keys
    /// are errors, so a typo never silently means "default".
    public static func decode(_ doc: JSONValue, file: String) throws(DocumentErrors) -> SuiteManifest {
        let errors = SchemaErrors()
        var manifest = SuiteManifest(file: file, suite: "", configurations: [])
        if let top = SchemaValue(doc, errors: errors).object(keys: keys) { read(top, into: &manifest) }
        try errors.check(file: file)
        return manifest
    }

    private static func read(_ top: SchemaObject, into m: inout SuiteManifest) {
        if let v = top.required("suite", missing: "missing (the folder under the snapshot root, e.g. Examples)"), let s = suiteName(v) { m.suite = s }
        if let v = top.required("configurations", missing: "missing (globs of tab configurations, e.g. Examples/*.json)"), let c = strings(v) {
            m.configurations = c.map(\.text)
        }
        if let s = top["snapshots"]?.string(nonEmpty: true) { m.snapshots = s }
        if let v = top["devices"], let d = devices(v) { m.devices = d }
        if let v = top["schemes"], let s = values(v, ColorScheme.allCases) { m.schemes = s }
        if let v = top["orientations"], let o = values(v, Orientation.allCases) { m.orientations = o }
        m.matching = matching(top)
        if let v = top["contrast"], let o = v.object(keys: ["minimum"], expected: "an object with minimum, e.g. {minimum: 4.5}") {
            m.minimumContrast = o.required("minimum", missing: "missing (a WCAG ratio from 1 to 21, e.g. 4.5 for AA)")?.number(1...21)
        }
        if let v = top["frames"] { m.frames = frames(v) }
        if let v = top["missingGlyphs"], let s = v.oneOf(["warn", "error"]) { m.missingGlyphsFail = s == "error" }
        if let v = top["missingKeys"], let s = v.oneOf(["warn", "error"]) { m.missingKeysFail = s == "error" }
        if let v = top["missingSymbols"], let s = v.oneOf(["warn", "error"]) { m.missingSymbolsFail = s == "error" }
        if let v = top["assets"], let list = strings(v) {
            for entry in list {
                let path = m.resolve(entry.text)
                if case .failure(let e) = AssetCatalog.cached(path) { entry.at.fail("\(e)") } else { m.assets.append(path) }
            }
        }
        if let v = top["locales"], let list = strings(v) {
            for entry in list {
                let ok = !entry.text.isEmpty && entry.text.count <= 35 && entry.text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
                if ok { m.locales.append(entry.text) } else { entry.at.fail("expected a locale identifier such as en, ru or pt-BR, got \"\(entry.text)\"") }
            }
        }
        if let v = top["dynamicTypeSizes"], let list = v.array("a list of content size categories such as [large, accessibility3]") {
            for entry in list { if let d = entry.oneOf(DynamicTypeSize.self) { m.dynamicTypeSizes.append(d) } }
        }
        if let v = top["strings"], let list = strings(v) {
            for entry in list {
                let path = m.resolve(entry.text)
                do { _ = try StringCatalog(path: path); m.strings.append(path) } catch { entry.at.fail("\(error)") }
            }
        }
        if let v = top["fonts"], let list = strings(v) {
            for entry in list {
                let path = m.resolve(entry.text)
                // Checked now, registered by the runner that draws the suite.
                do { _ = try FontRegistry.read(path); m.fonts.append(path) } catch { entry.at.fail("\(error)") }
            }
        }
    }

    private static func frames(_ v: SchemaValue) -> [Double] {
        guard let o = v.object(keys: ["at", "fps", "duration"], expected: "{at: [0, 0.1, 0.2]} or {fps: 30, duration: 0.5}") else { return [] }
        var times: [Double] = []
        if let list = o["at"]?.array("a list of seconds, e.g. [0, 0.1, 0.2]") {
            times = list.compactMap { $0.number(0...3600) }
            if list.isEmpty { o["at"]?.fail("expected at least one time") }
        }
        if let fps = o["fps"]?.number(0.1...240) {
            guard let duration = o.required("duration", missing: "missing (seconds of frames for fps)")?.number(0...60) else { return times }
            times += ViewTimeline.times(fps: fps, duration: duration)
        } else if o["duration"] != nil {
            o["duration"]?.fail("duration goes with fps")
        }
        if o["at"] == nil && o["fps"] == nil { v.fail("expected 'at' or 'fps'") }
        let sorted = Array(Set(times.map { ($0 * 1000).rounded() / 1000 })).sorted()
        if sorted.count > 600 { v.fail("\(sorted.count) frames: at most 600") }
        return sorted
    }

    /// `tolerance`, `precision` (fraction of pixels that must match), and one way of judging a
    /// pixel: exact, `perceptualPrecision` (ΔE94) or pixelmatch's `threshold`.
    private static func matching(_ top: SchemaObject) -> SnapshotMatching {
        var m = SnapshotMatching.exact
        if let v = top["tolerance"], let t = tolerance(v) { m.tolerance = t }
        if let v = top["precision"], let p = v.number(0...1) {
            if m.tolerance.maxDiffRatio != nil { v.fail("set either precision or tolerance.maxDiffRatio, not both") }
            m.tolerance.maxDiffRatio = DiffTolerance.precision(p).maxDiffRatio
        }
        let perceptual = top["perceptualPrecision"], threshold = top["threshold"]
        if let v = perceptual, let p = v.number(0...1), p < 1 { m.comparison = .perceptual(precision: p) }
        if let v = threshold, let t = v.number(0...1) {
            if perceptual != nil { v.fail("set either threshold (pixelmatch) or perceptualPrecision (ΔE94), not both") }
            m.comparison = .pixelmatch(threshold: t, includeAA: false)
        }
        return m
    }

    /// A folder under the snapshot root, so one path component.
    private static func suiteName(_ v: SchemaValue) -> String? {
        guard let s = v.string(nonEmpty: true) else { return nil }
        if s.contains("/") || s == "." || s == ".." { v.fail("must be a plain folder name, got \"\(s)\""); return nil }
        return s
    }

    /// One string or a non-empty list of them, each with where it was written.
    private static func strings(_ v: SchemaValue) -> [(text: String, at: SchemaValue)]? {
        if case .string(let s) = v.json { return [(s, v)] }
        guard case .array(let list) = v.json, !list.isEmpty, let items = v.array() else {
            v.fail("expected a non-empty list of strings, got \(v.shown)")
            return nil
        }
        return items.compactMap { item in item.string().map { ($0, item) } }
    }

    private static func devices(_ v: SchemaValue) -> [String]? {
        guard let specs = strings(v) else { return nil }
        for (spec, at) in specs {
            do throws(DeviceError) { _ = try Devices.resolve(spec) } catch { at.fail(error.message) }
        }
        return specs.map(\.text)
    }

    private static func values<T: RawRepresentable>(_ v: SchemaValue, _ cases: [T]) -> [T]? where T.RawValue == String {
        guard let names = strings(v) else { return nil }
        return names.compactMap { name, at in
            if let t = cases.first(where: { $0.rawValue == name }) { return t }
            at.fail("\"\(name)\" is not one of \(cases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
    }

    private static func tolerance(_ v: SchemaValue) -> DiffTolerance? {
        guard let o = v.object(keys: ["maxDiffPixels", "maxDiffRatio"], expected: "an object with maxDiffPixels and/or maxDiffRatio") else { return nil }
        return DiffTolerance(maxDiffPixels: o["maxDiffPixels"]?.integer(0...Int(Int32.max)), maxDiffRatio: o["maxDiffRatio"]?.number(0...1))
    }
}
