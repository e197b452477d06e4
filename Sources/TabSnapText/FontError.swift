/// Everything that can go wrong reading fonts or resolving text resources. Font data errors
/// always name the table, so a bad file can be diagnosed without a hex editor.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes of `table` are truncated, inconsistent or over one of our limits.
    case malformed(table: String, reason: String)
    /// No `Fonts/` folder was found; `searched` lists every place that was tried.
    case fontsNotFound(searched: [String])
    /// A font file could not be read.
    case unreadable(path: String, reason: String)
    /// An icon name that is neither an MDI name nor a known SF Symbols alias.
    case unknownIcon(name: String, closest: [String])

    public var description: String {
        switch self {
        case let .malformed(table, reason): return "malformed font: table '\(table)': \(reason)"
        case let .fontsNotFound(searched):
            return "TabSnap fonts not found: no Fonts/ folder with Inter-Regular.ttf in any of: "
                + searched.joined(separator: ", ") + " (TABSNAP_FONTS names the folder explicitly)"
        case let .unreadable(path, reason): return "cannot read font \(path): \(reason)"
        case let .unknownIcon(name, closest):
            let shown = name.count > 60 ? "\(name.prefix(60))…' (\(name.count) characters" : "\(name)'"
            return "unknown icon '\(shown)" + (name.count > 60 ? ")" : "") + (closest.isEmpty ? "" : "; closest known: " + closest.joined(separator: ", "))
        }
    }
}
