import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster

extension Image {
    /// A single-page PDF (as asset catalogs store vector icons): its page size in points unless
    /// `.resizable()`, its own colours, or with `.renderingMode(.template)` every colour tinted
    /// with the foreground colour. A file that cannot be drawn fails the render with the reason.
    public init(pdfFile path: String) {
        switch PDFFiles.load(path) {
        case .success(let doc):
            self.init(drawing: { template in PDFDrawing(document: doc, template: template) },
                      size: CGSize(width: doc.box.width, height: doc.box.height))
        case .failure(let error):
            self.init(drawing: { _ in PDFDrawing.none }, size: .zero, problem: "PDF \((path as NSString).lastPathComponent): \(error)")
        }
    }
}

/// A PDF page as a view's drawing.
public struct PDFDrawing: ViewDrawing, @unchecked Sendable {
    let document: PDFDocument?
    let template: Bool

    public init(document: PDFDocument, template: Bool) {
        self.document = document
        self.template = template
    }

    static let none = PDFDrawing(document: nil, template: false)
    private init(document: PDFDocument?, template: Bool) { self.document = document; self.template = template }

    public var summary: String { "PDF \(document?.name ?? "-")\(template ? " template" : "")" }

    public func items(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> [DisplayItem] {
        guard let document else { return [] }
        let renderer = PDFRenderer(tint: template, tintColor: foreground ?? PixelColor(r: 0, g: 0, b: 0))
        // Content errors were found when the file was read (`PDFFiles` draws it once to check).
        return (try? renderer.items(document, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                                    height: Double(rect.height), transform: transform)) ?? []
    }
}

/// PDF files read (and test-drawn, so every refusal surfaces at once) once per path.
public enum PDFFiles {
    static let cache = FileCache<Result<PDFDocument, PDFError>>()

    public static func load(_ path: String) -> Result<PDFDocument, PDFError> {
        cache.value(path) { path in
            let bytes: [UInt8]
            do {
                bytes = try AtomicFile.read(path, limit: PDFDocument.maxFileSize)
            } catch {
                return .failure(PDFError("file", "\(error)"))
            }
            return Result { () throws(PDFError) in
                let doc = try PDFDocument(data: bytes, name: (path as NSString).lastPathComponent)
                _ = try PDFRenderer().items(doc, x: 0, y: 0, width: 24, height: 24, transform: .identity)
                return doc
            }
        }
    }
}
