/// A view's layer: the corner radius, border and shadow UIKit code sets on `view.layer`.
public final class CALayer: @unchecked Sendable {
    public var cornerRadius: CGFloat = 0
    public var cornerCurve: CALayerCornerCurve = .circular
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var backgroundColor: CGColor?
    public var shadowColor: CGColor? = UIColor.black.cgColor
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var opacity: Float = 1

    init() {}
}

/// How a layer's corners curve (`.continuous` is the squircle).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
