/// An object in a document, read key by key; each value comes with its path (`keyboard.height`).
public struct SchemaObject {
    /// The object itself, for its path and for problems that concern the whole object.
    public let value: SchemaValue
    private let pairs: [(key: String, value: JSONValue)]

    init(_ value: SchemaValue, pairs: [(key: String, value: JSONValue)]) {
        self.value = value
        self.pairs = pairs
    }

    public var path: String { value.path }

    public func fail(_ message: String) { value.fail(message) }

    /// The value under `key` (the first, if repeated), or nil when the key is absent.
    public subscript(key: String) -> SchemaValue? {
        pairs.first { $0.key == key }.map { SchemaValue($0.value, path: value.path(key), errors: value.errors) }
    }

    /// The value under `key`; when absent, `missing` is recorded at the key's path.
    public func required(_ key: String, missing: String) -> SchemaValue? {
        guard let v = self[key] else { value.errors.add(value.path(key), missing); return nil }
        return v
    }

    /// Every key with its value, in the order written.
    public var entries: [(key: String, value: SchemaValue)] {
        pairs.map { ($0.key, SchemaValue($0.value, path: value.path($0.key), errors: value.errors)) }
    }
}
