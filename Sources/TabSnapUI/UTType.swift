/// `UTType`, which SwiftUI's file and drop APIs take (`allowedContentTypes: [.pdf]`): the
/// identifiers apps name, as values (UniformTypeIdentifiers is not on Linux).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public init?(_ identifier: String) { self.identifier = identifier }
    public init(exportedAs identifier: String) { self.identifier = identifier }
    public init(importedAs identifier: String) { self.identifier = identifier }
    init(id: String) { identifier = id }
    public var description: String { identifier }

    public static let item = UTType(id: "public.item")
    public static let content = UTType(id: "public.content")
    public static let data = UTType(id: "public.data")
    public static let text = UTType(id: "public.text")
    public static let plainText = UTType(id: "public.plain-text")
    public static let utf8PlainText = UTType(id: "public.utf8-plain-text")
    public static let json = UTType(id: "public.json")
    public static let url = UTType(id: "public.url")
    public static let fileURL = UTType(id: "public.file-url")
    public static let image = UTType(id: "public.image")
    public static let png = UTType(id: "public.png")
    public static let jpeg = UTType(id: "public.jpeg")
    public static let pdf = UTType(id: "com.adobe.pdf")
    public static let movie = UTType(id: "public.movie")
    public static let audio = UTType(id: "public.audio")
    public static let folder = UTType(id: "public.folder")
    public static let commaSeparatedText = UTType(id: "public.comma-separated-values-text")
}
