import Foundation
import TabSnapCore
import TabSnapLayout

/// Reads tab configurations (JSON or YAML) and checks them as seed 001's TabBarView does:
/// titles non-empty, unique and not the More title; the selected item exists; integer badges
/// not negative; no unknown keys. All of a file's errors are reported together.
public enum TabBarConfigDecoder {
    static let topKeys = ["name", "style", "items", "selected", "moreTitle", "maxItems", "keyboard", "background", "colors", "metrics"]
    static let itemKeys = ["title", "icon", "selectedIcon", "badge"]

    public static func load(_ path: String) throws(DocumentErrors) -> TabBarConfig {
        // The file's name without its extension, as `tabsnap render` names outputs.
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return try decode(DocumentReader.read(path), name: name, file: path)
    }

    public static func decode(_ doc: JSONValue, name: String, file: String = "<config>") throws(DocumentErrors) -> TabBarConfig {
        var errors: [DocumentError] = []
        func fail(_ path: String, _ message: String) { errors.append(DocumentError(path: path, message: message)) }
        var config = TabBarConfig(name: name)
        guard case .object(let pairs) = doc else {
            throw DocumentErrors(file: file, [DocumentError(path: "", message: "expected an object with 'items', got \(doc.kindName)")])
        }
        for (key, _) in pairs where !topKeys.contains(key) {
            fail(key, "unknown key '\(key)' (expected \(topKeys.joined(separator: ", ")))")
        }
        func string(_ v: JSONValue, _ path: String) -> String? {
            if case .string(let s) = v { return s }
            fail(path, "expected a string, got \(v.kindName)")
            return nil
        }
        func integer(_ v: JSONValue, _ path: String) -> Int? {
            if case .number(let n) = v, n == n.rounded(), abs(n) < 1e9 { return Int(n) }
            fail(path, "expected a whole number, got \(v)")
            return nil
        }
        func color(_ v: JSONValue, _ path: String) -> Color? {
            switch v {
            case .string(let s):
                if let c = Color(hex: s) { return c }
                fail(path, "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(s)\"")
            default: fail(path, "expected a colour string, got \(v.kindName)")
            }
            return nil
        }
        if let v = doc["name"], let s = string(v, "name") {
            // The name becomes a file name: one path component, no dots at the start.
            if s.isEmpty || s.contains("/") || s.hasPrefix(".") || s.count > 100 {
                fail("name", "expected a file-name-safe name (no '/', not starting with '.', 1–100 characters), got \"\(s)\"")
            } else { config.name = s }
        }
        if let v = doc["style"] {
            if case .string(let s) = v, let st = TabBarStyleName(rawValue: s) { config.style = st } else {
                fail("style", "expected one of \(TabBarStyleName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), got \(v)")
            }
        }
        if let v = doc["moreTitle"], let s = string(v, "moreTitle") {
            if s.trimmingCharacters(in: .whitespaces).isEmpty { fail("moreTitle", "must not be empty") } else { config.moreTitle = s }
        }
        if let v = doc["maxItems"], let n = integer(v, "maxItems") {
            if n < 2 || n > 12 { fail("maxItems", "expected a number of tabs from 2 to 12, got \(n)") } else { config.maxItems = n }
        }
        // Items.
        if let v = doc["items"] {
            if case .array(let items) = v {
                if items.isEmpty { fail("items", "expected at least one item") }
                for (i, item) in items.enumerated() {
                    let p = "items[\(i)]"
                    guard case .object(let ipairs) = item else {
                        fail(p, "expected an object with a 'title', got \(item.kindName)")
                        config.items.append(TabItem(title: ""))  // keeps later items' indices right
                        continue
                    }
                    for (k, _) in ipairs where !itemKeys.contains(k) { fail("\(p).\(k)", "unknown key '\(k)' (expected \(itemKeys.joined(separator: ", ")))") }
                    var tab = TabItem(title: "")
                    if let t = item["title"] {
                        if let s = string(t, "\(p).title") {
                            if s.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { fail("\(p).title", "must not be empty") }
                            tab.title = s
                        }
                    } else { fail("\(p).title", "missing: every item needs a title") }
                    if let ic = item["icon"] { tab.icon = string(ic, "\(p).icon") }
                    if let ic = item["selectedIcon"] { tab.selectedIcon = string(ic, "\(p).selectedIcon") }
                    if let b = item["badge"] {
                        switch b {
                        case .null: tab.badge = .none
                        case .number(let n):
                            if n != n.rounded() || n < 0 { fail("\(p).badge", "expected a whole number 0 or more, got \(JSONValue.number(n))") } else { tab.badge = .count(Int(min(n, 1e9))) }
                        case .string("dot"): tab.badge = .dot
                        case .string(let s): tab.badge = .text(s)
                        case .object(let bp):
                            for (k, _) in bp where k != "text" && k != "dot" { fail("\(p).badge.\(k)", "unknown key '\(k)' (expected text or dot)") }
                            if case .string(let s)? = b["text"], b["dot"] == nil { tab.badge = .text(s) } else if case .bool(true)? = b["dot"] { tab.badge = .dot } else {
                                fail("\(p).badge", "expected a number, a string, \"dot\", {\"text\": \"…\"}, {\"dot\": true} or null")
                            }
                        default: fail("\(p).badge", "expected a number, a string, \"dot\" or null, got \(b.kindName)")
                        }
                    }
                    config.items.append(tab)
                }
                // Titles unique and not the More tab's (seed 001).
                var seen: [String: Int] = [:]
                for (i, t) in config.items.enumerated() where !t.title.isEmpty {
                    if let first = seen[t.title] { fail("items[\(i)].title", "\"\(t.title)\" is already the title of items[\(first)]; titles must be unique") } else { seen[t.title] = i }
                    if t.title == config.moreTitle { fail("items[\(i)].title", "\"\(t.title)\" is the More tab's title; choose another or set moreTitle") }
                }
            } else { fail("items", "expected an array of items, got \(v.kindName)") }
        } else { fail("items", "missing: a configuration needs items") }
        // Selection by index or title.
        if let v = doc["selected"] {
            switch v {
            case .number:
                if let n = integer(v, "selected") {
                    if n < 0 || n >= config.items.count { fail("selected", "no item \(n): there are \(config.items.count) items (0 to \(config.items.count - 1))") } else { config.selected = n }
                }
            case .string(let s):
                if let i = config.items.firstIndex(where: { $0.title == s }) { config.selected = i } else {
                    fail("selected", "no item is titled \"\(s)\" (titles: \(config.items.map { "\"\($0.title)\"" }.joined(separator: ", ")))")
                }
            default: fail("selected", "expected an item index or title, got \(v.kindName)")
            }
        }
        // Keyboard.
        if let v = doc["keyboard"] {
            switch v {
            case .bool(let b): config.keyboard.shown = b
            case .object(let kp):
                for (k, _) in kp where !["shown", "height", "barIgnoresKeyboard"].contains(k) { fail("keyboard.\(k)", "unknown key '\(k)' (expected shown, height, barIgnoresKeyboard)") }
                if case .bool(let b)? = v["shown"] { config.keyboard.shown = b } else if v["shown"] != nil { fail("keyboard.shown", "expected true or false") }
                if let h = v["height"] {
                    if case .number(let n) = h, n > 0, n < 2000 { config.keyboard.height = n } else { fail("keyboard.height", "expected a height in points, got \(h)") }
                }
                if case .bool(let b)? = v["barIgnoresKeyboard"] { config.keyboard.barIgnoresKeyboard = b } else if v["barIgnoresKeyboard"] != nil { fail("keyboard.barIgnoresKeyboard", "expected true or false") }
            default: fail("keyboard", "expected true, false or {\"shown\": true, \"height\": 336, \"barIgnoresKeyboard\": false}")
            }
        }
        // What is behind the bar.
        if let v = doc["background"] {
            switch v {
            case .string("none"), .null: config.backdrop = .none
            case .string(let s):
                if let c = Color(hex: s) { config.backdrop = .content(c) } else { fail("background", "expected \"none\", a colour, or {\"light\": …, \"dark\": …}, got \"\(s)\"") }
            case .object(let bp):
                for (k, _) in bp where k != "light" && k != "dark" { fail("background.\(k)", "unknown key '\(k)' (expected light, dark)") }
                if let l = v["light"], let d = v["dark"], let lc = color(l, "background.light"), let dc = color(d, "background.dark") {
                    config.backdrop = .content(Color(light: lc, dark: dc))
                } else if v["light"] == nil || v["dark"] == nil { fail("background", "a per-scheme background needs 'light' and 'dark'") }
            default: fail("background", "expected \"none\" or a colour, got \(v.kindName)")
            }
        }
        // Colour overrides per scheme.
        if let v = doc["colors"] {
            if case .object(let schemes) = v {
                for (scheme, value) in schemes {
                    guard scheme == "light" || scheme == "dark" else { fail("colors.\(scheme)", "unknown scheme '\(scheme)' (expected light, dark)"); continue }
                    guard case .object(let entries) = value else { fail("colors.\(scheme)", "expected an object of colours"); continue }
                    var c = StyleColors()
                    for (k, cv) in entries {
                        guard StyleColors.keys.contains(k) else { fail("colors.\(scheme).\(k)", "unknown colour '\(k)' (expected \(StyleColors.keys.joined(separator: ", ")))"); continue }
                        c[k] = color(cv, "colors.\(scheme).\(k)")
                    }
                    if scheme == "light" { config.light = c } else { config.dark = c }
                }
            } else { fail("colors", "expected {\"light\": {…}, \"dark\": {…}}") }
        }
        if let v = doc["metrics"] {
            if case .object(let entries) = v {
                for (k, mv) in entries {
                    let p = "metrics.\(k)"
                    switch k {
                    case "titleWeight":
                        if case .string(let s) = mv, let w = Font.Weight(rawValue: s) { config.metrics.titleWeight = w } else {
                            fail(p, "expected one of \(Font.Weight.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                    case "barHeight", "iconSize", "titleSize", "badgeSize", "itemSpacing":
                        guard case .number(let n) = mv, n >= 0, n <= 1000 else { fail(p, "expected a size in points (0–1000), got \(mv)"); continue }
                        switch k {
                        case "barHeight": config.metrics.barHeight = n
                        case "iconSize": config.metrics.iconSize = n
                        case "titleSize": config.metrics.titleSize = n
                        case "badgeSize": config.metrics.badgeSize = n
                        default: config.metrics.itemSpacing = n
                        }
                    default: fail(p, "unknown metric '\(k)' (expected \(StyleMetrics.keys.joined(separator: ", ")))")
                    }
                }
            } else { fail("metrics", "expected an object") }
        }
        if !errors.isEmpty { throw DocumentErrors(file: file, errors) }
        return config
    }
}
