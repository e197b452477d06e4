import Foundation

// Layout works in points with Foundation's CGPoint/CGSize/CGRect, as SwiftUI does, so code
// written against SwiftUI reads the same here.

/// A size proposal: each axis a length, or nil for "unspecified" (your ideal size).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with unspecified axes replaced by `fallback` (SwiftUI's `replacingUnspecifiedDimensions`).
    public func replacingUnspecified(by fallback: Double = 10) -> CGSize {
        CGSize(width: width ?? fallback, height: height ?? fallback)
    }

    /// SwiftUI's spelling, with a size to fall back to.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? Double(size.width), height: height ?? Double(size.height))
    }

    public var description: String {
        func f(_ v: Double?) -> String { v.map { $0.isInfinite ? "inf" : fmt($0) } ?? "nil" }
        return "\(f(width))x\(f(height))"
    }
}

public enum Axis: String, Hashable, Sendable, Codable {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

public enum Edge: String, Hashable, Sendable, CaseIterable, Codable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }
    }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    public static let zero = EdgeInsets()
    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}

/// `listRowSeparatorLeading` and `listRowSeparatorTrailing` are where a list row's separator
/// starts and ends; set with `.alignmentGuide` inside a row, they move it (elsewhere they place a
/// view as `leading` and `trailing` do).
public enum HorizontalAlignment: String, Hashable, Sendable, Codable { case leading, center, trailing, listRowSeparatorLeading, listRowSeparatorTrailing }
/// `firstTextBaseline` lines an `HStack`'s children up by their first text baselines (a symbol's
/// is where text beside it would stand); elsewhere it places a child as `center` does.
public enum VerticalAlignment: String, Hashable, Sendable, Codable { case top, center, bottom, firstTextBaseline }

/// Where a child sits inside a larger frame, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)

    package static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing, "leadingFirstTextBaseline": .leadingFirstTextBaseline,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "trailingFirstTextBaseline": .trailingFirstTextBaseline,
    ]

    var name: String { Self.named.first { $0.value == self }!.key }

    /// The offset that places a box of `size` inside `container` along both axes.
    func offset(of size: CGSize, in container: CGSize) -> CGPoint {
        CGPoint(x: Self.position(horizontal.fraction, size.width, container.width),
                y: Self.position(vertical.fraction, size.height, container.height))
    }

    static func position(_ fraction: Double, _ length: CGFloat, _ container: CGFloat) -> CGFloat {
        (container - length) * CGFloat(fraction)
    }
}

extension HorizontalAlignment {
    package var fraction: Double {
        switch self {
        case .leading, .listRowSeparatorLeading: return 0
        case .center: return 0.5
        case .trailing, .listRowSeparatorTrailing: return 1
        }
    }
}

extension VerticalAlignment {
    package var fraction: Double {
        switch self {
        case .top: return 0
        case .center, .firstTextBaseline: return 0.5
        case .bottom: return 1
        }
    }
}

/// Numbers in frame dumps: at most three decimals, no trailing zeros, so dumps stay diffable.
func fmt(_ v: Double) -> String {
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
    return String(r)
}

func fmt(_ v: CGFloat) -> String { fmt(Double(v)) }
