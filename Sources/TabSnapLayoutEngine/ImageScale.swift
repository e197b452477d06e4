/// `Image.Scale`: the symbol scale images use (`.imageScale(_:)`).
public enum ImageScale: String, Hashable, Sendable, CaseIterable { case small, medium, large }
