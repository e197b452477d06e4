/// An unknown the constraint solver finds a value for (a view's left edge, width, …).
final class LayoutVariable: Hashable, CustomStringConvertible {
    let name: String
    var value = 0.0
    init(_ name: String) { self.name = name }
    static func == (a: LayoutVariable, b: LayoutVariable) -> Bool { a === b }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    var description: String { name }
}
