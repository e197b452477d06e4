import TabSnapLayout

/// SwiftUI's `ControlSize`: how large the bordered buttons (and other controls) below draw.
public enum ControlSize: String, Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

extension EnvironmentValues {
    private enum ControlSizeKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
    private enum BorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    var buttonBorderShape: ButtonBorderShape {
        get { self[BorderShapeKey.self] }
        set { self[BorderShapeKey.self] = newValue }
    }
}

extension View {
    public func controlSize(_ size: ControlSize) -> ModifiedView { environmentWrite("controlSize(.\(size.rawValue))") { $0.controlSize = size } }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedView { environmentWrite("buttonBorderShape") { $0.buttonBorderShape = shape } }
}

/// SwiftUI's `ButtonBorderShape`: the outline bordered buttons are drawn in.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(Double?) }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(Double(radius))) }
}
