import Foundation
import TabSnapAssets
import TabSnapCore
import TabSnapDocument
import TabSnapPDF
import TabSnapLayout
import TabSnapLottie
import TabSnapSVG
import TabSnapStrings
import TabSnapText

/// Reads tab configurations (JSON or YAML) and checks them as seed 001's TabBarView does:
/// titles non-empty, unique and not the More title; the selected item exists; integer badges
/// not negative; no unknown keys. All of a file's errors are reported together.
public enum TabBarConfigDecoder {
    static let topKeys = ["name", "style", "appearance", "items", "selected", "moreTitle", "maxItems", "keyboard", "background", "colors", "metrics",
                          "timeline", "assets", "fonts", "strings", "locale", "dynamicTypeSize"]
    static let itemKeys = ["title", "icon", "selectedIcon", "badge", "disabled", "iconRendering", "iconOffset", "lottie"]
    static let keyboardKeys = ["shown", "height", "barIgnoresKeyboard"]

    public static func load(_ path: String) throws(DocumentErrors) -> TabBarConfig {
        try decode(DocumentReader.read(path), name: name(of: path), file: path)
    }

    /// The file's name without its extension, as `tabsnap render` names outputs.
    public static func name(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    public static func decode(_ doc: JSONValue, name: String, file: String = "<config>") throws(DocumentErrors) -> TabBarConfig {
        let errors = SchemaErrors()
        var config = TabBarConfig(name: name)
        if let top = SchemaValue(doc, errors: errors).object(keys: topKeys, expected: "an object with 'items'") {
            // Catalogs first: items and colours may name their entries.
            if let v = top["assets"] { config.assets = assets(v, besides: file) }
            if let v = top["fonts"] { config.fonts = fonts(v, besides: file) }
            if let v = top["strings"] { config.strings = stringTables(v, besides: file) }
            if let v = top["locale"], let l = v.string(nonEmpty: true) { config.locale = l }
            if let d = top["dynamicTypeSize"]?.oneOf(DynamicTypeSize.self) { config.dynamicTypeSize = d }
            // The configuration's own fonts answer `titleFont` by name; reading them registers
            // nothing (the renderer registers them when it draws this configuration).
            let fontNames = config.fonts.compactMap { try? FontRegistry.read($0) }.flatMap { [$0.family] + [$0.postScriptName].compactMap { $0 } }
            read(top, into: &config, fontNames: fontNames, catalogs: config.catalogs)
        }
        try errors.check(file: file)
        locateIcons(&config, besides: file)
        // Lottie and SVG icons are read now, so a file that cannot be drawn is named with the item.
        var problems: [DocumentError] = []
        for (i, item) in config.items.enumerated() {
            for (key, icon) in [("icon", item.icon), ("selectedIcon", item.selectedIcon)] {
                guard let icon else { continue }
                if icon.lowercased().hasSuffix(".svg"), case .failure(let e) = VectorFiles.load(icon, as: SVGDocument.self) {
                    problems.append(DocumentError(path: "items[\(i)].\(key)", message: "\(icon): \(e)"))
                }
                if icon.lowercased().hasSuffix(".pdf"), case .failure(let e) = VectorFiles.load(icon, as: PDFDocument.self) {
                    problems.append(DocumentError(path: "items[\(i)].\(key)", message: "\(icon): \(e)"))
                }
            }
            if let l = item.lottie, case .failure(let e) = LottieAnimation.cached(l.file) {
                problems.append(DocumentError(path: "items[\(i)].lottie.file", message: "\(l.file): \(e)"))
            }
        }
        if !problems.isEmpty { throw DocumentErrors(file: file, problems) }
        return config
    }

    /// An icon given as a file (PNG, SVG or PDF) rather than by name.
    static func isFile(_ icon: String) -> Bool {
        let lower = icon.lowercased()
        return lower.hasSuffix(".png") || lower.hasSuffix(".svg") || lower.hasSuffix(".pdf")
    }

    /// How an asset-catalog icon is held in `TabItem.icon`: `asset:NAME`.
    package static let assetPrefix = "asset:"

    /// An icon's name, a PNG, SVG or PDF file, `{svg: file.svg}`, `{pdf: file.pdf}` or
    /// `{asset: name}` (an image set in the configuration's `assets`).
    private static func iconValue(_ v: SchemaValue, _ catalogs: [any AssetLookup]) -> String? {
        if case .object = v.json {
            let expected = "an icon name, a .png, .svg or .pdf file, {svg: icon.svg}, {pdf: icon.pdf} or {asset: name}"
            guard let o = v.object(keys: ["svg", "pdf", "asset"], expected: expected) else { return nil }
            guard o.entries.count == 1, let (key, value) = o.entries.first else { v.fail("expected one of svg, pdf, asset"); return nil }
            guard let f = value.string(nonEmpty: true) else { return nil }
            if key == "asset" {
                guard !catalogs.isEmpty else {
                    if !failed("assets", value) { value.fail("\"\(f)\": no asset catalog is loaded (add assets: [Path.xcassets])") }
                    return nil
                }
                guard catalogs.contains(where: { $0.image(named: f) != nil }) else {
                    value.fail("\"\(f)\" is not an image set in \(catalogs.map { ($0.source as NSString).lastPathComponent }.joined(separator: ", "))")
                    return nil
                }
                return assetPrefix + f
            }
            guard f.lowercased().hasSuffix("." + key) else { value.fail("expected a file ending in .\(key), got \"\(f)\""); return nil }
            return f
        }
        return v.string()
    }

    /// `assets: Path.xcassets` or a list of them, beside the configuration; each must read.
    private static func assets(_ v: SchemaValue, besides file: String) -> [String] {
        files(v, besides: file, "a list of asset catalog folders") { path throws in _ = try AssetCatalog.cached(path).get() }
    }

    /// `fonts: Brand-Regular.ttf` or a list, beside the configuration: each read and checked
    /// now, registered (as an app registers its fonts) only when the configuration is drawn, so
    /// reading a file changes nothing another render finds; `metrics.titleFont` may name them.
    private static func fonts(_ v: SchemaValue, besides file: String) -> [String] {
        files(v, besides: file, "a list of font files") { path throws in _ = try FontRegistry.read(path) }
    }

    /// `strings: Resources` (a folder of .lproj folders and .xcstrings) or a list, beside the
    /// configuration; each must read.
    private static func stringTables(_ v: SchemaValue, besides file: String) -> [String] {
        files(v, besides: file, "a list of string-table folders or files") { path throws in _ = try StringCatalogs.cached(path).get() }
    }

    /// Paths beside the configuration that `check` accepts; each refusal is the field's error.
    private static func files(_ v: SchemaValue, besides file: String, _ expected: String, _ check: (String) throws -> Void) -> [String] {
        let dir = file.hasPrefix("<") ? "" : (file as NSString).deletingLastPathComponent
        var out: [String] = []
        for (p, value) in paths(v, expected) {
            let full = p.hasPrefix("/") || dir.isEmpty ? p : dir + "/" + p
            do { try check(full); out.append(full) } catch { value.fail("\(error)") }
        }
        return out
    }

    /// One path or a list of them.
    private static func paths(_ v: SchemaValue, _ expected: String) -> [(String, SchemaValue)] {
        var paths: [(String, SchemaValue)] = []
        if case .array = v.json {
            for item in v.array(expected) ?? [] { if let s = item.string(nonEmpty: true) { paths.append((s, item)) } }
        } else if let s = v.string(nonEmpty: true) {
            paths.append((s, v))
        }
        return paths
    }

    /// A colour, or `{asset: name}` from the configuration's catalogs (light and dark).
    static func color(_ v: SchemaValue, dynamic: Bool, or alternative: String? = nil, _ catalogs: [any AssetLookup]) -> Color? {
        if case .object(let pairs) = v.json, pairs.count == 1, pairs[0].key == "asset" {
            guard case .string(let name) = pairs[0].value else { v.fail("expected {asset: name}"); return nil }
            guard let c = catalogs.lazy.compactMap({ $0.color(named: name) }).first else {
                if catalogs.isEmpty && failed("assets", v) { return nil }
                v.fail(catalogs.isEmpty ? "{asset: \(name)}: no asset catalog is loaded (add assets: [Path.xcassets])"
                                        : "{asset: \(name)}: no colour set of that name in \(catalogs.map { ($0.source as NSString).lastPathComponent }.joined(separator: ", "))")
                return nil
            }
            return c
        }
        return ColorGrammar.read(v, dynamic: dynamic, or: alternative)
    }

    /// PNG and SVG icons are found beside the configuration file, wherever it is rendered from.
    static func locateIcons(_ config: inout TabBarConfig, besides file: String) {
        let dir = (file as NSString).deletingLastPathComponent
        guard !dir.isEmpty, !file.hasPrefix("<") else { return }
        func located(_ icon: String?) -> String? {
            guard let icon, isFile(icon), !icon.hasPrefix("/") else { return icon }
            return dir + "/" + icon
        }
        for i in config.items.indices {
            config.items[i].icon = located(config.items[i].icon)
            config.items[i].selectedIcon = located(config.items[i].selectedIcon)
            if let f = config.items[i].lottie?.file, !f.hasPrefix("/") { config.items[i].lottie?.file = dir + "/" + f }
        }
    }

    /// The order of reading is the order of the messages: items before the selection, which
    /// needs them.
    private static func read(_ top: SchemaObject, into c: inout TabBarConfig, fontNames: [String], catalogs: [any AssetLookup]) {
        if let v = top["name"], let s = fileName(v) { c.name = s }
        if let s = top["style"]?.oneOf(TabBarStyleName.self) { c.style = s }
        if let a = top["appearance"]?.oneOf(BarAppearance.self) { c.appearance = a }
        if let v = top["moreTitle"], let s = v.string() {
            if s.trimmingCharacters(in: .whitespaces).isEmpty { v.fail("must not be empty") } else { c.moreTitle = s }
        }
        if let n = top["maxItems"]?.integer(2...12, expected: "a number of tabs") { c.maxItems = n }
        if let v = top.required("items", missing: "missing: a configuration needs items") { c.items = items(v, moreTitle: c.moreTitle, catalogs) }
        // Items that could not be read at all leave no titles to look in: that error is the one
        // to report (with some items read, a selection is still checked against them).
        if let v = top["selected"], !(c.items.isEmpty && failed("items", v)), let i = selection(v, c.items) { c.selected = i }
        if let v = top["keyboard"] { keyboard(v, &c.keyboard) }
        if let v = top["background"], let b = backdrop(v, catalogs) { c.backdrop = b }
        if let v = top["colors"] { colors(v, &c, catalogs) }
        if let v = top["metrics"] { metrics(v, &c.metrics, fontNames: fontNames) }
    }

    /// The name becomes a file name: one path component, no dots at the start.
    private static func fileName(_ v: SchemaValue) -> String? {
        guard let s = v.string() else { return nil }
        // Control characters and newlines would reach file names; 100 bytes of UTF-8 keeps the
        // longest output name (with device, orientation and scheme) under 255 bytes.
        let controls = s.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }
        guard !s.isEmpty, !s.contains("/"), !s.hasPrefix("."), s.utf8.count <= 100, !controls else {
            let shown = s.count > 60 ? String(s.prefix(60)) + "…" : s
            v.fail("expected a file-name-safe name (no '/' or control characters, not starting with '.', 1–100 bytes of UTF-8), "
                   + "got \"\(EscapedControls.escaped(shown))\"")
            return nil
        }
        return s
    }

    private static func items(_ v: SchemaValue, moreTitle: String, _ catalogs: [any AssetLookup]) -> [TabItem] {
        guard let list = v.array("an array of items") else { return [] }
        if list.isEmpty { v.fail("expected at least one item") }
        let items = list.map { item($0, catalogs) }
        checkTitles(items, at: v, moreTitle: moreTitle)
        checkIcons(items, at: v)
        return items
    }

    /// `{value: 1299.5, format: currency, currency: RUB}` (format defaults to number; a
    /// currency format needs its ISO 4217 code).
    private static func titleFormat(_ o: SchemaObject) -> TitleFormat? {
        guard let value = o.required("value", missing: "missing: a formatted title needs its number, or a {key: …}")?.number(-1e15...1e15) else { return nil }
        switch o["format"]?.oneOf(["number", "percent", "currency"]) ?? "number" {
        case "percent": return .percent(value)
        case "currency":
            guard let c = o.required("currency", missing: "missing: a currency title needs its ISO 4217 code (currency: RUB)") else { return nil }
            guard let code = c.string(nonEmpty: true) else { return nil }
            guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                c.fail("expected an ISO 4217 currency code of three capital letters (RUB, USD, EUR)")
                return nil
            }
            return .currency(value, code: code)
        default:
            if o["currency"] != nil { o["currency"]?.fail("expected only with format: currency") }
            return .number(value)
        }
    }

    private static func item(_ v: SchemaValue, _ catalogs: [any AssetLookup]) -> TabItem {
        var tab = TabItem(title: "")  // also stands in for an unreadable item, keeping later indices right
        guard let o = v.object(keys: itemKeys, expected: "an object with a 'title'") else { return tab }
        // An empty title is an untitled item, as UIKit allows (an icon-only tab).
        if let t = o.required("title", missing: "missing: every item needs a title (\"\" for an untitled item)") {
            if case .object = t.json {
                let expected = "a title, {key: a string-table key} or {value: 1299.5, format: number|percent|currency, currency: RUB}"
                if let k = t.object(keys: ["key", "value", "format", "currency"], expected: expected) {
                    if k["key"] != nil, k["value"] != nil || k["format"] != nil || k["currency"] != nil {
                        t.fail("expected either {key: …} or {value: …, format: …}, not both")
                    } else if k["key"] != nil || k["value"] == nil {
                        // {key: "Shopping cart"}: looked up in the string tables at render time.
                        if let key = k.required("key", missing: "missing (the key to look up, or a value to format)")?.string(nonEmpty: true) {
                            tab.title = key
                            tab.titleIsKey = true
                        }
                    } else if let format = titleFormat(k) {
                        // {value: 1299.5, format: currency, currency: RUB}: formatted in the render's locale.
                        tab.titleFormat = format
                        tab.title = format.text.string
                    }
                }
            } else if let s = t.string() {
                tab.title = s
            }
        }
        if let d = o["disabled"]?.bool() { tab.disabled = d }
        if let r = o["iconRendering"]?.oneOf(["template", "original"]) { tab.originalIcon = r == "original" }
        tab.icon = o["icon"].flatMap { iconValue($0, catalogs) }
        tab.selectedIcon = o["selectedIcon"].flatMap { iconValue($0, catalogs) }
        if let b = o["badge"], let badge = badge(b) { tab.badge = badge }
        if let v = o["lottie"], let l = v.object(keys: ["file", "progress", "selectedProgress", "tint"],
                                                  expected: "{file: icon.json, progress: 0, selectedProgress: 1, tint: \"**.Fill 1.**.Color\"}") {
            var lottie = TabLottie(file: "")
            if let p = l["progress"]?.number(0...1) { lottie.progress = p }
            if let p = l["selectedProgress"]?.number(0...1) { lottie.selectedProgress = p }
            if let t = l["tint"] { lottie.tint = t.isNull ? nil : t.string(nonEmpty: true) }
            if let f = l.required("file", missing: "missing (a Lottie JSON file beside the configuration)")?.string(nonEmpty: true) {
                lottie.file = f
                tab.lottie = lottie
            }
        }
        if let v = o["iconOffset"] {
            let xy = v.array("[x, y] in points")?.compactMap { $0.number(-1000...1000) }
            if let xy, xy.count == 2 { tab.iconOffset = IconOffset(x: xy[0], y: xy[1]) } else if xy != nil { v.fail("expected [x, y] in points") }
        }
        return tab
    }

    /// Icon names the bundled set does not know are caught here, for every state (icon and
    /// selectedIcon), with the closest names (SF Symbols-style first), not at render time.
    /// Without the fonts (a broken install) the check is left to rendering, which names them too.
    private static func checkIcons(_ items: [TabItem], at v: SchemaValue) {
        guard let icons = knownIcons else { return }
        for (i, t) in items.enumerated() {
            for (key, name) in [("icon", t.icon), ("selectedIcon", t.selectedIcon)] {
                guard let name, !isFile(name), !name.hasPrefix(assetPrefix) else { continue }
                do { _ = try icons.icon(named: name) } catch {
                    v.errors.add("\(v.path)[\(i)].\(key)", "\(error)")
                }
            }
        }
    }

    static let knownIcons: IconSet? = (try? FontLibrary.shared()).flatMap { try? IconSet.cached(for: $0) }

    /// Titles unique and not the More tab's (seed 001).
    private static func checkTitles(_ items: [TabItem], at v: SchemaValue, moreTitle: String) {
        var seen: [String: Int] = [:]
        for (i, t) in items.enumerated() where !t.title.isEmpty {
            let path = "\(v.path)[\(i)].title"
            if let first = seen[t.title] {
                v.errors.add(path, "\"\(t.title)\" is already the title of items[\(first)]; titles must be unique")
            } else { seen[t.title] = i }
            if t.title == moreTitle { v.errors.add(path, "\"\(t.title)\" is the More tab's title; choose another or set moreTitle") }
        }
    }

    private static func badge(_ v: SchemaValue) -> Badge? {
        switch v.json {
        case .null: return Badge.none
        case .number(let n):
            guard n == n.rounded(), n >= 0 else { v.fail("expected a whole number 0 or more, got \(v.shown)"); return nil }
            return .count(Int(min(n, 1e9)))
        case .string("dot"): return .dot
        case .string(let s): return .text(s)
        case .object:
            guard let o = v.object(keys: ["text", "dot"]) else { return nil }
            if case .string(let s)? = o["text"]?.json, o["dot"] == nil { return .text(s) }
            if case .bool(true)? = o["dot"]?.json { return .dot }
            v.fail("expected a number, a string, \"dot\", {\"text\": \"…\"}, {\"dot\": true} or null, got \(v.shown)")
        default: v.fail("expected a number, a string, \"dot\" or null, got \(v.json.kindName)")
        }
        return nil
    }

    /// Whether reading the top-level field `key` already failed: a later field that depends on it
    /// (a font it registers, a catalog it loads, an item it lists) would only echo that error as
    /// a misleading second one ("not a registered font" right after the font was refused).
    static func failed(_ key: String, _ v: SchemaValue) -> Bool {
        v.errors.all.contains { $0.path == key || $0.path.hasPrefix(key + ".") || $0.path.hasPrefix(key + "[") }
    }

    /// An item by index or title.
    private static func selection(_ v: SchemaValue, _ items: [TabItem]) -> Int? {
        switch v.json {
        case .null: return -1
        case .number:
            guard let n = v.integer() else { return nil }
            if n >= 0 && n < items.count { return n }
            v.fail("no item \(n): there are \(items.count) items (0 to \(items.count - 1))")
        case .string(let s):
            if let i = items.firstIndex(where: { $0.title == s }) { return i }
            if s == "none" { return -1 }  // nothing selected, unless an item is titled so
            v.fail("no item is titled \"\(s)\" (titles: \(items.map { "\"\($0.title)\"" }.joined(separator: ", ")))")
        default: v.fail("expected an item index or title, got \(v.json.kindName)")
        }
        return nil
    }

    private static func keyboard(_ v: SchemaValue, _ k: inout KeyboardSettings) {
        if case .bool(let b) = v.json { k.shown = b; return }
        let example = "true, false or {\"shown\": true, \"height\": 336, \"barIgnoresKeyboard\": false}"
        guard let o = v.object(keys: keyboardKeys, expected: example) else { return }
        if let b = o["shown"]?.bool() { k.shown = b }
        if let h = o["height"] {
            let expected = "a height in points (more than 0, less than 2000)"
            if let n = h.number(expected: expected) {
                if n > 0 && n < 2000 { k.height = n } else { h.fail("expected \(expected), got \(SchemaValue.format(n))") }
            }
        }
        if let b = o["barIgnoresKeyboard"]?.bool() { k.barIgnoresKeyboard = b }
    }

    /// What is behind the bar: "none" (or null), or a colour that may follow the scheme.
    private static func backdrop(_ v: SchemaValue, _ catalogs: [any AssetLookup]) -> Backdrop? {
        if v.isNull || v.json == .string("none") { return Backdrop.none }
        return color(v, dynamic: true, or: "\"none\"", catalogs).map { .content($0) }
    }

    /// Colour overrides per scheme; each already belongs to one scheme, so none is dynamic.
    private static func colors(_ v: SchemaValue, _ c: inout TabBarConfig, _ catalogs: [any AssetLookup]) {
        let expected = "{\"light\": {…}, \"dark\": {…}}"
        guard let schemes = v.object(keys: ["light", "dark"], expected: expected, unknown: "scheme") else { return }
        for (scheme, value) in schemes.entries where scheme == "light" || scheme == "dark" {
            guard let o = value.object(keys: StyleColors.keys, expected: "an object of colours", unknown: "colour") else { continue }
            var colors = StyleColors()
            for (key, cv) in o.entries where StyleColors.keys.contains(key) {
                // An asset colour keeps the scheme's own variant.
                let isAsset = cv.json["asset"] != nil
                colors[key] = color(cv, dynamic: false, catalogs).map { isAsset ? $0.resolved(in: scheme == "light" ? .light : .dark) : $0 }
            }
            if scheme == "light" { c.light = colors } else { c.dark = colors }
        }
    }

    private static func metrics(_ v: SchemaValue, _ m: inout StyleMetrics, fontNames: [String]) {
        guard let o = v.object(keys: StyleMetrics.keys, unknown: "metric") else { return }
        for (key, value) in o.entries {
            let size = { value.number(0...1000, expected: "a size in points") }
            switch key {
            case "titleWeight": if let w = value.oneOf(Font.Weight.self) { m.titleWeight = w }
            case "barHeight": m.barHeight = size() ?? m.barHeight
            case "iconSize": m.iconSize = size() ?? m.iconSize
            case "titleSize": m.titleSize = size() ?? m.titleSize
            case "selectedTitleSize": m.selectedTitleSize = size() ?? m.selectedTitleSize
            case "selectedTitleWeight": if let w = value.oneOf(Font.Weight.self) { m.selectedTitleWeight = w }
            case "titleFont":
                guard let name = value.string(nonEmpty: true) else { break }
                if fontNames.contains(name) || FontRegistry.shared.has(name) || name == "Inter" { m.titleFont = name } else if !failed("fonts", value) {
                    var known = FontRegistry.shared.names
                    for n in fontNames where !known.contains(n) { known.append(n) }
                    value.fail("\"\(name)\" is not a registered font" + (known.isEmpty ? " (register its file with fonts:)" : " (registered: \(known.joined(separator: ", ")))"))
                }
            default: break  // reported as unknown when the object was opened
            }
        }
    }
}
