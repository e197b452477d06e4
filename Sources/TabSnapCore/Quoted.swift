/// A value from a file, quoted in a message at a bounded length: a 4 MB attribute must not
/// become a 4 MB error. The first 60 characters stay, then "…" and the whole length, so the
/// value is still recognisable and its size is visible.
public enum Quoted {
    public static let limit = 60
    /// Paths are longer than values and read best whole: shortened only past this.
    public static let pathLimit = 240

    /// `"s"` when short, else `"first 60…" (N characters)`; control characters escaped.
    public static func quoted(_ s: String, limit: Int = Quoted.limit) -> String {
        // Counted in scalars, which is bounded; grapheme breaks over 4 MB are not.
        var shown = String.UnicodeScalarView()
        var iterator = s.unicodeScalars.makeIterator()
        while shown.count < limit, let u = iterator.next() { shown.append(u) }
        guard iterator.next() != nil else { return "\"" + EscapedControls.escaped(s) + "\"" }
        return "\"" + EscapedControls.escaped(String(shown)) + "…\" (\(s.unicodeScalars.count) characters)"
    }
}
