/// A catalog entry TabSnap cannot read: the file and what is wrong with it.
public struct AssetCatalogError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String
    public var description: String { "\(path): \(message)" }
}
