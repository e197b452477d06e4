/// The problems found so far in one document. Readers add to it and carry on, so one run
/// reports every problem; it is a class so that every value read from the document shares it.
public final class SchemaErrors {
    public private(set) var all: [DocumentError] = []

    public init() {}

    public var count: Int { all.count }

    public func add(_ path: String, _ message: String) {
        all.append(DocumentError(path: path, message: message))
    }

    /// Throws everything found so far as the errors of `file`; returns when there is nothing.
    public func check(file: String) throws(DocumentErrors) {
        if !all.isEmpty { throw DocumentErrors(file: file, all) }
    }
}
