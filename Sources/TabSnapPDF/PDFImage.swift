import Foundation
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster

extension Image {
    /// A single-page PDF (as asset catalogs store vector icons): its page size in points unless
    /// `.resizable()`, its own colours, or with `.renderingMode(.template)` every colour tinted
    /// with the foreground colour. A file that cannot be drawn fails the render with the reason.
    public init(pdfFile path: String) { self.init(vectorFile: path, as: PDFDocument.self) }
}

extension PDFDocument: VectorDocument {
    public static let kind = "PDF"
    public static func fileFailure(_ error: any Error) -> PDFError { PDFError("file", "\(error)") }

    public var size: CGSize { CGSize(width: box.width, height: box.height) }

    public func items(in rect: CGRect, transform: Transform, foreground: PixelColor, template: Bool) throws(PDFError) -> [DisplayItem] {
        try PDFRenderer(tint: template, tintColor: foreground)
            .items(self, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height), transform: transform)
    }
}
