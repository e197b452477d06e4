import Foundation

/// SwiftUI's `NavigationPath`: the values pushed onto a `NavigationStack(path:)`, of any
/// hashable types. A snapshot shows the stack's root (`NavigationStack`), so the path is kept
/// for the app's code to read, not drawn.
public struct NavigationPath: Equatable, @unchecked Sendable {
    private var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    /// A path restored from its saved form: its values as the strings they were saved as.
    public init(_ codable: CodableRepresentation) { elements = codable.values.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }

    /// The path in a form an app saves: each value by its description.
    public var codable: CodableRepresentation? { CodableRepresentation(values: elements.map { String(describing: $0.base) }) }

    public struct CodableRepresentation: Codable, Equatable, Sendable {
        let values: [String]
    }
}
