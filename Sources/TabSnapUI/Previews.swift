import TabSnapLayout

/// Xcode's older previews: each view of `previews` is a preview, found and rendered by
/// `TabSnapPreviews` as `#Preview`s are.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// SwiftUI's `PreviewDevice`: a device by its Xcode name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: Hashable, Sendable { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

extension View {
    /// A preview's settings, read by the preview runner (`TabSnapPreviews`): its name, layout,
    /// device and orientation. They change nothing drawn.
    public func previewDisplayName(_ name: String?) -> ModifiedView { containerTrait(PreviewSetting.displayName(name)) }
    public func previewLayout(_ layout: PreviewLayout) -> ModifiedView { containerTrait(PreviewSetting.layout(layout)) }
    public func previewDevice(_ device: PreviewDevice?) -> ModifiedView { containerTrait(PreviewSetting.device(device)) }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> ModifiedView {
        containerTrait(PreviewSetting.orientation(orientation))
    }
}
