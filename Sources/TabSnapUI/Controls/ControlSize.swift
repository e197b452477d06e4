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
