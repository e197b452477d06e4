/// Symbol variants as SwiftUI names them, combinable as there (`.circle.fill`): an enclosure,
/// a slash and the fill, spelled in SF Symbols' order (`person.crop.circle.fill`,
/// `bell.slash.fill`).
public struct SymbolVariants: Hashable, Sendable {
    package var shape: String?
    package var slashed = false
    package var filled = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(filled: true)
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let slash = SymbolVariants(slashed: true)

    public var fill: SymbolVariants { var v = self; v.filled = true; return v }
    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = "rectangle"; return v }
    public var slash: SymbolVariants { var v = self; v.slashed = true; return v }

    /// Whether this variant contains `other`'s parts (SwiftUI's `contains(_:)`).
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.slashed || slashed) && (!other.filled || filled)
    }

    /// The name suffix, `.circle.fill`.
    package var suffix: String {
        (shape.map { "." + $0 } ?? "") + (slashed ? ".slash" : "") + (filled ? ".fill" : "")
    }

    /// `name` in this variant where `has` says the set draws it: each part `name` does not
    /// already say is added, the whole variant first, then the enclosure, slash or fill alone
    /// (SwiftUI falls back to what exists); `name` as written when none is drawn.
    package func applied(to name: String, has: (String) -> Bool) -> String {
        let parts = name.split(separator: ".").map(String.init)
        var base = parts
        var shape = self.shape, slashed = self.slashed, filled = self.filled
        if base.last == "fill" { filled = true; base.removeLast() }
        if base.last == "slash" { slashed = true; base.removeLast() }
        if let last = base.last, ["circle", "square", "rectangle"].contains(last), base.count > 1, shape == nil || shape == last {
            shape = last
            base.removeLast()
        }
        let stem = base.joined(separator: ".")
        func spelled(_ s: String?, _ sl: Bool, _ f: Bool) -> String {
            stem + (s.map { "." + $0 } ?? "") + (sl ? ".slash" : "") + (f ? ".fill" : "")
        }
        var candidates = [spelled(shape, slashed, filled)]
        if filled { candidates.append(spelled(shape, slashed, false)) }
        if slashed { candidates.append(spelled(shape, false, filled)) }
        if shape != nil { candidates.append(spelled(nil, slashed, filled)) }
        for c in candidates {
            if c == name { return name }
            if has(c) { return c }
        }
        return name
    }
}
