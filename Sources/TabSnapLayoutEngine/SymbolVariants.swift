/// Symbol variants (`.fill`, …) as SwiftUI names them.
public struct SymbolVariants: Hashable, Sendable {
    package let suffix: String
    public static let none = SymbolVariants(suffix: "")
    public static let fill = SymbolVariants(suffix: ".fill")
    public static let circle = SymbolVariants(suffix: ".circle")
    public static let square = SymbolVariants(suffix: ".square")
    public static let slash = SymbolVariants(suffix: ".slash")
}
