import Foundation
import TabSnapRaster

/// A shape whose outline its own code gives for each frame: SwiftUI's `Shape.path(in:)`, called
/// with the view's own rect (origin zero, as SwiftUI calls it) and moved to where the view is.
/// Two outlines are equal only when they are the same one: the code behind them cannot be
/// compared, and two values of a type may draw differently.
public struct CustomShapeOutline: Hashable, @unchecked Sendable {
    /// The shape's type name, for summaries and documents.
    public let name: String
    private let outline: (CGRect) -> Path
    private let token = Token()

    private final class Token: @unchecked Sendable {}

    public init(name: String, outline: @escaping (CGRect) -> Path) {
        self.name = name
        self.outline = outline
    }

    /// The outline in `frame`: asked for in the view's own coordinates, then moved into place.
    public func path(in frame: CGRect) -> Path {
        let local = outline(CGRect(origin: .zero, size: frame.size))
        if frame.minX == 0 && frame.minY == 0 { return local }
        return local.applying(.translation(x: Double(frame.minX), y: Double(frame.minY)))
    }

    public static func == (a: CustomShapeOutline, b: CustomShapeOutline) -> Bool { a.token === b.token }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(token)) }
}
