/// Compact or regular width or height, as a trait collection carries it.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
