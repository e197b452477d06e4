/// Light or dark, as a trait collection carries it.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
