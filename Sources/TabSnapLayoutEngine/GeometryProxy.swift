import Foundation

/// What a geometry reader's content is given: its size, where it is, and how much of it the
/// safe area insets cover.
public struct GeometryProxy: @unchecked Sendable {
    public let size: CGSize
    /// The reader's frame on the screen, in points.
    let globalFrame: CGRect
    public let safeAreaInsets: EdgeInsets
    /// The screen origins of the named coordinate spaces around the reader.
    let namedSpaces: [AnyHashable: CGPoint]

    public init(size: CGSize, globalFrame: CGRect? = nil, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.init(size: size, globalFrame: globalFrame, safeAreaInsets: safeAreaInsets, namedSpaces: [:])
    }

    init(size: CGSize, globalFrame: CGRect?, safeAreaInsets: EdgeInsets, namedSpaces: [AnyHashable: CGPoint]) {
        self.size = size
        self.globalFrame = globalFrame ?? CGRect(origin: .zero, size: size)
        self.safeAreaInsets = safeAreaInsets
        self.namedSpaces = namedSpaces
    }

    /// The reader's frame in its own space, on the screen, or in a named space around it (the
    /// screen's when no view around it has that name, as SwiftUI falls back).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let origin = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// iOS 17's spelling: `frame(in: .named("scroll"))`, `.scrollView`, `.global`, `.local`.
    @_disfavoredOverload
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

    /// The reader's bounds in a space, or nil when no view around it has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let origin = namedSpaces[name] else { return nil }
        return CGRect(x: origin.x - globalFrame.minX, y: origin.y - globalFrame.minY, width: size.width, height: size.height)
    }
}

public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case local, global
    case named(AnyHashable)
}

/// iOS 17's coordinate spaces as values: `.local`, `.global`, `.named(_:)`, `.scrollView`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    /// The nearest scroll view's content (a scroll view names its space so).
    public static let scrollView = NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName()))
}

/// The name a scroll view gives its own space.
public struct ScrollViewSpaceName: Hashable, Sendable {
    public init() {}
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
}
