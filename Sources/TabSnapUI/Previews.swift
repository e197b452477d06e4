import TabSnapLayout

/// Xcode previews: declared so files that keep their `PreviewProvider` compile; nothing runs it.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The module name, for code that writes `SwiftUI.Color` to tell SwiftUI's types from another
/// framework's (Lottie's, UIKit's).
public enum SwiftUI {
    public typealias Color = TabSnapLayout.Color
    public typealias Image = TabSnapLayout.Image
    public typealias Text = TabSnapLayout.Text
    public typealias Font = TabSnapLayout.Font
    public typealias Animation = TabSnapLayout.Animation
    public typealias Angle = TabSnapLayout.Angle
    public typealias EdgeInsets = TabSnapLayout.EdgeInsets
    public typealias Alignment = TabSnapLayout.Alignment
    public typealias App = TabSnapUI.App
    public typealias Scene = TabSnapUI.Scene
}


/// SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// SwiftUI's `PreviewDevice`: a device by its Xcode name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: Sendable { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

extension View {
    // A preview's settings; a snapshot takes its device, scheme and layout from the test.
    public func previewDisplayName(_ name: String?) -> ModifiedView { accepted("previewDisplayName") }
    public func previewLayout(_ layout: PreviewLayout) -> ModifiedView { accepted("previewLayout") }
    public func previewDevice(_ device: PreviewDevice?) -> ModifiedView { accepted("previewDevice") }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> ModifiedView { accepted("previewInterfaceOrientation") }
}
