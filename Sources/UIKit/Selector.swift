/// An Objective-C selector's stand-in (`#selector` is not available on Linux; `Selector("…")`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
}
