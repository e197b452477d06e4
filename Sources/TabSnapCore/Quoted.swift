/// A value from a file, shown in a message at a bounded length: a 4 MB attribute must not
/// become a 4 MB error. The first 60 characters stay, then "…" and the whole length, so the
/// value is still recognisable and its size is visible.
public enum Quoted {
    public static let limit = 60
    /// Paths are longer than values and read best whole: shortened only past this.
    public static let pathLimit = 240

    /// `"s"` when short, else `"first 60…" (N characters)`; control characters escaped.
    public static func quoted(_ s: String, limit: Int = Quoted.limit) -> String {
        let (shown, total) = prefix(s, limit)
        guard let total else { return "\"" + EscapedControls.escaped(s) + "\"" }
        return "\"" + EscapedControls.escaped(shown) + "…\" (\(total) characters)"
    }

    /// `s` unquoted when short, else `first 60… (N characters)`: for names (elements, keys).
    public static func clipped(_ s: String, limit: Int = Quoted.limit) -> String {
        let (shown, total) = prefix(s, limit)
        guard let total else { return EscapedControls.escaped(s) }
        return EscapedControls.escaped(shown) + "… (\(total) characters)"
    }

    /// The first `limit` scalars, and the whole count when there are more (nil when not).
    /// Counted in scalars, which is bounded work; grapheme breaks over 4 MB are not.
    private static func prefix(_ s: String, _ limit: Int) -> (String, Int?) {
        var shown = String.UnicodeScalarView()
        var iterator = s.unicodeScalars.makeIterator()
        var n = 0
        while n < limit, let u = iterator.next() { shown.append(u); n += 1 }
        guard iterator.next() != nil else { return (s, nil) }
        return (String(shown), s.unicodeScalars.count)
    }
}
