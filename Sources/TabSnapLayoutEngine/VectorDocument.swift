import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapRaster

/// A vector file drawn as an image: an SVG document or a PDF page. One adapter serves both
/// kinds: the size it takes, its drawing (in its own colours, or every colour tinted as a
/// template), and its files read once per path.
public protocol VectorDocument: Sendable {
    associatedtype Failure: Error
    /// "SVG" or "PDF": how messages and frames dumps name the kind.
    static var kind: String { get }
    /// The largest file read.
    static var maxFileSize: Int { get }
    /// A problem reading the file itself, as this kind reports problems.
    static func fileFailure(_ error: any Error) -> Failure

    init(data: [UInt8], name: String) throws(Failure)
    /// The file's name, for messages and frames dumps.
    var name: String { get }
    /// The size it is drawn at unless resizable, in points (the viewBox, the page box).
    var size: CGSize { get }
    /// Its items filling `rect`: its own colours with `foreground` as `currentColor`, or, as a
    /// template, every colour `foreground`.
    func items(in rect: CGRect, transform: Transform, foreground: PixelColor, template: Bool) throws(Failure) -> [DisplayItem]
}

/// A vector document as a view's drawing.
public struct VectorDrawing<Document: VectorDocument>: ViewDrawing {
    let document: Document?
    let template: Bool

    public init(document: Document, template: Bool) {
        self.document = document
        self.template = template
    }

    package init(document: Document?, template: Bool) {
        self.document = document
        self.template = template
    }

    public var summary: String { "\(Document.kind) \(document?.name ?? "-")\(template ? " template" : "")" }

    public func items(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> [DisplayItem] {
        // Errors were found when the file was read (`VectorFiles` draws it once to check).
        (try? document?.items(in: rect, transform: transform, foreground: foreground ?? PixelColor(r: 0, g: 0, b: 0), template: template)) ?? []
    }
}

/// Vector files read, and drawn once so every refusal surfaces when the file is read, once per
/// path and kind.
public enum VectorFiles {
    static let cache = FileCache<any Sendable>()

    public static func load<Document: VectorDocument>(_ path: String, as kind: Document.Type) -> Result<Document, Document.Failure> {
        let cached = cache.value(Document.kind + "\u{0}" + path) { _ -> any Sendable in
            let bytes: [UInt8]
            do { bytes = try AtomicFile.read(path, limit: Document.maxFileSize) } catch {
                return Result<Document, Document.Failure>.failure(Document.fileFailure(error))
            }
            return Result { () throws(Document.Failure) in
                let doc = try Document(data: bytes, name: (path as NSString).lastPathComponent)
                _ = try doc.items(in: CGRect(x: 0, y: 0, width: 24, height: 24), transform: .identity,
                                  foreground: PixelColor(r: 0, g: 0, b: 0), template: false)
                return doc
            }
        }
        return cached as! Result<Document, Document.Failure>
    }
}
