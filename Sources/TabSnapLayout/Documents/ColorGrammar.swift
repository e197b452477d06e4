import TabSnapCore
import TabSnapDocument
import TabSnapLayoutEngine

/// How colours are written, the same in tab configurations and view documents: "#RGB",
/// "#RRGGBB" or "#RRGGBBAA" (the "#" may be left out), a name from `Color.named`, and, where a
/// colour may follow the scheme, {"light": colour, "dark": colour}.
public enum ColorGrammar {
    /// A colour from its string form (hex or name), or nil.
    public static func parse(_ text: String) -> Color? {
        Color.named[text] ?? Color(hex: text)
    }

    /// The forms accepted, as error messages list them.
    public static func forms(dynamic: Bool) -> String {
        let names = Color.named.keys.sorted().joined(separator: ", ")
        return "\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\", a name: \(names)" + (dynamic ? "; or {\"light\": …, \"dark\": …}" : "")
    }

    /// Reads a colour; `dynamic` also allows a {"light", "dark"} pair. Anything else is recorded
    /// at the value's path with the forms accepted (and `alternative`, a caller's other form).
    public static func read(_ v: SchemaValue, dynamic: Bool, or alternative: String? = nil) -> Color? {
        if case .string(let s) = v.json, let c = parse(s) { return c }
        if dynamic, case .object = v.json { return pair(v) }
        let other = alternative.map { "\($0) or " } ?? ""
        v.fail("expected \(other)a colour (\(forms(dynamic: dynamic))), got \(v.shown)")
        return nil
    }

    private static func pair(_ v: SchemaValue) -> Color? {
        guard let o = v.object(keys: ["light", "dark"]) else { return nil }
        guard let l = o["light"], let d = o["dark"] else { o.fail("a dynamic colour needs 'light' and 'dark'"); return nil }
        // Both sides are read before giving up, so both report their problems.
        let light = read(l, dynamic: false), dark = read(d, dynamic: false)
        guard let light, let dark else { return nil }
        return Color(light: light, dark: dark)
    }
}
