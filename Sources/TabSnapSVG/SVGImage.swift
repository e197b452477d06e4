import Foundation
import TabSnapCore
import TabSnapDisplayList
import TabSnapLayout
import TabSnapRaster

extension Image {
    /// An SVG file as an image: its viewBox's size in points unless `.resizable()`, its own
    /// colours, or with `.renderingMode(.template)` every colour tinted with the foreground
    /// colour (`currentColor` is the foreground colour either way). A file that cannot be
    /// drawn fails the render with the element and reason.
    public init(svgFile path: String) {
        switch SVGFiles.load(path) {
        case .success(let doc):
            self.init(drawing: { template in SVGDrawing(document: doc, template: template) },
                      size: CGSize(width: doc.viewBox.width, height: doc.viewBox.height))
        case .failure(let error):
            self.init(drawing: { _ in SVGDrawing.none }, size: .zero, problem: "SVG \((path as NSString).lastPathComponent): \(error)")
        }
    }
}

/// An SVG document as a view's drawing.
public struct SVGDrawing: ViewDrawing, @unchecked Sendable {
    let document: SVGDocument?
    let template: Bool

    static let none = SVGDrawing(document: nil, template: false)

    public init(document: SVGDocument, template: Bool) {
        self.document = document
        self.template = template
    }

    private init(document: SVGDocument?, template: Bool) {
        self.document = document
        self.template = template
    }

    public var summary: String { "SVG \(document?.name ?? "-")\(template ? " template" : "")" }

    public func items(in rect: CGRect, transform: Transform, scheme: ColorScheme, foreground: PixelColor?) -> [DisplayItem] {
        guard let document else { return [] }
        let renderer = SVGRenderer(currentColor: foreground ?? PixelColor(r: 0, g: 0, b: 0), tint: template)
        // Paint errors were found when the file was read (`SVGFiles` draws it once to check).
        return (try? renderer.items(document, x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                                    height: Double(rect.height), transform: transform)) ?? []
    }
}

/// SVG files read (and test-drawn, so every refusal surfaces at once) once per path.
public enum SVGFiles {
    static let cache = FileCache<Result<SVGDocument, SVGError>>()

    public static func load(_ path: String) -> Result<SVGDocument, SVGError> {
        cache.value(path) { path in
            do {
                let bytes = try AtomicFile.read(path)
                return Result { () throws(SVGError) in
                    let doc = try SVGDocument(data: bytes, name: (path as NSString).lastPathComponent)
                    _ = try SVGRenderer().items(doc, x: 0, y: 0, width: 24, height: 24, transform: .identity)
                    return doc
                }
            } catch {
                return .failure(SVGError(element: "svg", message: "\(error)"))
            }
        }
    }
}
