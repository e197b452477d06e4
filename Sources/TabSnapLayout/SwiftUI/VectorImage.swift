import Foundation
import TabSnapLayoutEngine

extension Image {
    /// A vector file as an image: its size in points unless `.resizable()`, its own colours,
    /// or with `.renderingMode(.template)` every colour tinted with the foreground colour. A
    /// file that cannot be drawn fails the render with the reason.
    public init<Document: VectorDocument>(vectorFile path: String, as kind: Document.Type) {
        switch VectorFiles.load(path, as: kind) {
        case .success(let doc):
            self.init(drawing: { template in VectorDrawing(document: doc, template: template) }, size: doc.size)
        case .failure(let error):
            self.init(drawing: { _ in VectorDrawing<Document>(document: nil, template: false) }, size: .zero,
                      problem: "\(Document.kind) \((path as NSString).lastPathComponent): \(error)")
        }
    }
}
