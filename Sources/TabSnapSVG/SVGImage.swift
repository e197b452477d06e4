import Foundation
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster

extension Image {
    /// An SVG file as an image: its viewBox's size in points unless `.resizable()`, its own
    /// colours, or with `.renderingMode(.template)` every colour tinted with the foreground
    /// colour (`currentColor` is the foreground colour either way). A file that cannot be
    /// drawn fails the render with the element and reason.
    public init(svgFile path: String) { self.init(vectorFile: path, as: SVGDocument.self) }
}

extension SVGDocument: VectorDocument {
    public static let kind = "SVG"
    /// Read whole, then refused past 4 MB by the document itself, with its own message.
    public static let maxFileSize = 16 << 20
    public static func fileFailure(_ error: any Error) -> SVGError { SVGError(element: "svg", message: "\(error)") }

    public var size: CGSize { CGSize(width: viewBox.width, height: viewBox.height) }

    public func items(in rect: CGRect, transform: Transform, foreground: PixelColor, template: Bool) throws(SVGError) -> [DisplayItem] {
        try SVGRenderer(currentColor: foreground, tint: template)
            .items(self, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height), transform: transform)
    }
}
