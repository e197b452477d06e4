/// SwiftUI's `@Namespace`, for `matchedGeometryEffect`: each view instance gets its own id.
@propertyWrapper
public struct Namespace: Sendable {
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public let wrappedValue: ID

    public init() {
        wrappedValue = ID(value: NamespaceCounter.next())
    }
}

enum NamespaceCounter {
    nonisolated(unsafe) private static var value = 0
    private static let lock = NSLock()

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
