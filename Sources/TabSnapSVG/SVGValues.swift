import TabSnapCore
import TabSnapLayout
import TabSnapRaster

/// Attribute values: numbers and lengths, colours, transforms.
enum SVGValues {
    /// Numbers separated by spaces and/or commas (`0 0 24 24`, `1,2 3`, `-1-2` as two).
    static func numbers(_ s: String) -> [Double] {
        var out: [Double] = []
        var current = ""
        func flush() {
            if let d = Double(current), d.isFinite { out.append(d) }
            current = ""
        }
        for ch in s {
            if ch == "," || ch == " " || ch == "\n" || ch == "\t" || ch == "\r" {
                flush()
            } else if ch == "-" || ch == "+" {
                if let last = current.last, last != "e" && last != "E" { flush() }
                current.append(ch)
            } else if ch == "." && current.contains(".") && !current.contains("e") {
                flush()
                current.append(ch)
            } else {
                current.append(ch)
            }
        }
        flush()
        return out
    }

    /// A length in user units: a number with an optional `px` (`pt`, `%` and others have no
    /// meaning in an icon's own space and are refused by returning nil).
    static func length(_ s: String) -> Double? {
        var t = s.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("px") { t.removeLast(2) }
        guard let d = Double(t), d.isFinite else { return nil }
        return d
    }

    /// A percentage (`50%`) as a fraction, or a plain number.
    static func fraction(_ s: String) -> Double? {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix("%") { return Double(t.dropLast()).map { $0 / 100 } }
        return Double(t)
    }

    /// `#rgb`, `#rrggbb`, `rgb(r, g, b)` (numbers or percentages), and CSS colour names.
    static func color(_ s: String) -> PixelColor? {
        let t = s.trimmingCharacters(in: .whitespaces).lowercased()
        if t.hasPrefix("#") {
            guard let v = HexColor.bytes(Substring(t), lengths: [3, 6], hash: .required) else { return nil }
            return PixelColor(r: v[0], g: v[1], b: v[2])
        }
        if t.hasPrefix("rgb(") && t.hasSuffix(")") {
            let parts = t.dropFirst(4).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 3 else { return nil }
            let v = parts.compactMap { p -> UInt8? in
                if p.hasSuffix("%") { return Double(p.dropLast()).map { UInt8(max(0, min(255, ($0 / 100 * 255).rounded()))) } }
                return Double(p).map { UInt8(max(0, min(255, $0.rounded()))) }
            }
            return v.count == 3 ? PixelColor(r: v[0], g: v[1], b: v[2]) : nil
        }
        return names[t].flatMap { PixelColor(hex: $0) }
    }

    /// The CSS colour names icon sets use (and the basic sixteen).
    static let names: [String: String] = [
        "black": "000000", "white": "FFFFFF", "red": "FF0000", "green": "008000", "blue": "0000FF", "yellow": "FFFF00",
        "gray": "808080", "grey": "808080", "silver": "C0C0C0", "maroon": "800000", "purple": "800080", "fuchsia": "FF00FF",
        "lime": "00FF00", "olive": "808000", "navy": "000080", "teal": "008080", "aqua": "00FFFF", "orange": "FFA500",
        "darkgray": "A9A9A9", "darkgrey": "A9A9A9", "lightgray": "D3D3D3", "lightgrey": "D3D3D3", "dimgray": "696969",
        "gold": "FFD700", "pink": "FFC0CB", "brown": "A52A2A", "cyan": "00FFFF", "magenta": "FF00FF",
    ]

    /// `transform` lists: matrix, translate, scale, rotate (about a point), skewX, skewY.
    static func transform(_ s: String) throws(SVGError) -> Transform {
        var result = Transform.identity
        var rest = Substring(s)
        while let open = rest.firstIndex(of: "(") {
            let name = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\n\t"))
            guard let close = rest[open...].firstIndex(of: ")") else { break }
            let n = numbers(String(rest[rest.index(after: open)..<close]))
            let t: Transform
            func deg(_ a: Double) -> (Double, Double) { PortableMath.sinCos(a * PortableMath.pi / 180) }
            switch (name, n.count) {
            case ("matrix", 6): t = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
            case ("translate", 1): t = .translation(x: n[0], y: 0)
            case ("translate", 2): t = .translation(x: n[0], y: n[1])
            case ("scale", 1): t = .scale(n[0])
            case ("scale", 2): t = .scale(x: n[0], y: n[1])
            case ("rotate", 1):
                let (s, c) = deg(n[0])
                t = .rotation(cos: c, sin: s)
            case ("rotate", 3):
                let (s, c) = deg(n[0])
                t = Transform.translation(x: -n[1], y: -n[2]).concatenating(.rotation(cos: c, sin: s)).concatenating(.translation(x: n[1], y: n[2]))
            case ("skewX", 1):
                let (s, c) = deg(n[0])
                t = Transform(a: 1, b: 0, c: s / c, d: 1, tx: 0, ty: 0)
            case ("skewY", 1):
                let (s, c) = deg(n[0])
                t = Transform(a: 1, b: s / c, c: 0, d: 1, tx: 0, ty: 0)
            default:
                throw SVGError(element: "transform", message: "\(Quoted.quoted(name + "(…)")) with \(n.count) numbers is not a transform")
            }
            // The list applies right to left: the last is nearest the element.
            result = t.concatenating(result)
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}

import Foundation
