import Foundation

/// Foundation's `NSItemProvider` (not in Linux's Foundation), what drag and drop hands around:
/// made and passed, never loaded, in a still frame.
open class NSItemProvider: NSObject, @unchecked Sendable {
    public private(set) var registeredTypeIdentifiers: [String] = []
    public override init() {}
    public init(object: Any) {}
    public init(item: Any?, typeIdentifier: String?) { registeredTypeIdentifiers = typeIdentifier.map { [$0] } ?? [] }
    public init?(contentsOf url: URL) {}
    public var suggestedName: String?
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
}
