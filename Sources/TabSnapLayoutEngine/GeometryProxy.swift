import Foundation

/// What a geometry reader's content is given: its size, where it is, and how much of it the
/// safe area insets cover.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    /// The reader's frame on the screen, in points.
    let globalFrame: CGRect
    public let safeAreaInsets: EdgeInsets

    public init(size: CGSize, globalFrame: CGRect? = nil, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame ?? CGRect(origin: .zero, size: size)
        self.safeAreaInsets = safeAreaInsets
    }

    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : globalFrame
    }
}

public enum CoordinateSpace: Hashable, Sendable { case local, global }
