import Foundation
import TabSnapCore
import TabSnapLayout

/// A `.colorset`'s colours (Xcode's Contents.json): components as floats ("0.031"), 0–255
/// ("8") or hex ("0x08"), in sRGB, Display P3, the grey spaces or linear sRGB, converted to the
/// sRGB snapshots are written in; a dark appearance becomes the colour's dark variant. A
/// `reference` to a UIKit system colour (systemBackgroundColor, …) takes TabSnap's value of it.
struct ColorSet {
    struct Entry {
        var dark: Bool
        var highContrast: Bool
        var color: Color
    }
    var entries: [Entry] = []
    /// Components outside their space's range, clamped as Xcode clamps them: said, not refused.
    var notes: [String] = []

    /// Light and dark, as iOS picks them at normal contrast: the dark entry, else the
    /// appearance-free one.
    var color: Color? { color(highContrast: false) }

    /// At increased contrast, a high-contrast entry of the scheme wins over a normal one.
    func color(highContrast: Bool) -> Color? {
        func pick(_ dark: Bool) -> Color? {
            let scheme = entries.filter { $0.dark == dark }
            if highContrast, let high = scheme.first(where: { $0.highContrast }) { return high.color }
            return scheme.first(where: { !$0.highContrast })?.color
        }
        guard let light = pick(false) ?? entries.first(where: { !$0.highContrast })?.color ?? entries.first?.color else { return nil }
        guard let dark = pick(true) else { return light }
        return Color(light: light, dark: dark)
    }

    init(json: [String: Any], path: String) throws {
        guard let colors = json["colors"] as? [[String: Any]] else {
            throw AssetCatalogError(path: path, message: "\"colors\": expected an array of colour entries")
        }
        for (i, item) in colors.enumerated() {
            let idiom = item["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            let appearances = item["appearances"] as? [[String: Any]] ?? []
            let dark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let high = appearances.contains { $0["appearance"] as? String == "contrast" && $0["value"] as? String == "high" }
            guard let spec = item["color"] as? [String: Any] else {
                throw AssetCatalogError(path: path, message: "colors[\(i)].color: expected an object")
            }
            let color = try Self.color(spec, at: "colors[\(i)].color", path: path, dark: dark, notes: &notes)
            entries.append(Entry(dark: dark, highContrast: high, color: color))
        }
    }

    /// UIKit's semantic colours a colour set may refer to, in the scheme it is drawn in.
    static let references: [String: Color] = [
        "systemBackgroundColor": .systemBackground,
        "secondarySystemBackgroundColor": Color(light: Color(r: 242, g: 242, b: 247), dark: Color(r: 28, g: 28, b: 30)),
        "tertiarySystemBackgroundColor": Color(light: .white, dark: Color(r: 44, g: 44, b: 46)),
        "systemGroupedBackgroundColor": Color(light: Color(r: 242, g: 242, b: 247), dark: .black),
        "labelColor": .primary, "secondaryLabelColor": .secondary, "tertiaryLabelColor": .tertiary, "quaternaryLabelColor": .quaternary,
        "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
        "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
        "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
        "systemGrayColor": .gray, "separatorColor": Color(light: Color(r: 60, g: 60, b: 67, a: 74), dark: Color(r: 84, g: 84, b: 88, a: 153)),
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
    ]

    static func color(_ spec: [String: Any], at field: String, path: String, dark: Bool, notes: inout [String]) throws -> Color {
        if let reference = spec["reference"] as? String {
            guard let c = references[reference] else {
                throw AssetCatalogError(path: path, message: "\(field).reference: \"\(reference)\" is not a system colour TabSnap knows (\(references.keys.sorted().prefix(6).joined(separator: ", ")), …)")
            }
            return c.resolved(in: dark ? .dark : .light)
        }
        let space = spec["color-space"] as? String ?? "srgb"
        guard let comps = spec["components"] as? [String: Any] else {
            throw AssetCatalogError(path: path, message: "\(field).components: expected an object")
        }
        // Extended spaces hold values past 0–1 by design; alpha never does.
        let extended = space.hasPrefix("extended-")
        func component(_ key: String) throws -> Double {
            guard let raw = comps[key] else { throw AssetCatalogError(path: path, message: "\(field).components.\(key) is missing") }
            guard let v = Self.component(raw), v.isFinite else {
                throw AssetCatalogError(path: path, message: "\(field).components.\(key): expected a float (\"0.5\"), 0–255 (\"128\") or hex (\"0x80\"), got \(Quoted.quoted("\(raw)"))")
            }
            guard extended && key != "alpha" || (0...1).contains(v) else {
                let clamped = min(max(v, 0), 1)
                notes.append("\(field).components.\(key) \(Quoted.clipped("\(raw)")) is outside \(space)'s range; clamped to \(clamped == 1 ? "1" : "0"), as Xcode does")
                return clamped
            }
            return v
        }
        let rgb: (Double, Double, Double)
        switch space {
        case "srgb", "extended-srgb":
            rgb = (try component("red"), try component("green"), try component("blue"))
        case "display-p3":
            rgb = ColorSpaces.displayP3ToSRGB(try component("red"), try component("green"), try component("blue"))
        case "extended-linear-srgb":
            rgb = (ColorSpaces.encode(try component("red")), ColorSpaces.encode(try component("green")), ColorSpaces.encode(try component("blue")))
        case "gray-gamma-22", "extended-gray":
            let w = ColorSpaces.encode(pow(max(0, try component("white")), 2.2))
            rgb = (w, w, w)
        default:
            throw AssetCatalogError(path: path, message: "\(field).color-space: \"\(space)\" is not srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22 or extended-gray")
        }
        let alpha = comps["alpha"] == nil ? 1 : try component("alpha")
        return Color(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: alpha)
    }

    /// "0.031" (float), "8" (0–255), "0x08" (hex, 0–255), or a JSON number (float).
    static func component(_ raw: Any) -> Double? {
        if let n = raw as? Double { return n }
        if let n = raw as? Int { return Double(n) }
        guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if s.lowercased().hasPrefix("0x") { return Int(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if s.contains(".") { return Double(s) }
        return Int(s).map { Double($0) / 255 }
    }
}

/// The conversions asset colours need into sRGB.
enum ColorSpaces {
    static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encode(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// Display P3 and sRGB share the transfer curve and white point; only the primaries
    /// differ (linear 3×3 map, from the two spaces' primaries), and out-of-gamut values clip.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        return (encode(1.2249401 * lr - 0.2249404 * lg),
                encode(-0.0420569 * lr + 1.0420571 * lg),
                encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
    }
}
