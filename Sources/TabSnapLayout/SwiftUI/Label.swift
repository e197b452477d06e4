import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `Label`: an icon and a title. Outside a tab bar it draws as an HStack of the two
/// (the `titleAndIcon` style); `.labelStyle(.iconOnly / .titleOnly)` keeps one.
public struct Label: View, Sendable {
    let title: ViewNode
    let icon: ViewNode
    var style: LabelStyleKind = .automatic

    public init(_ title: String, systemImage: String) {
        self.title = makeNode(Text(title))
        self.icon = makeNode(Image(systemName: systemImage))
    }

    public init(_ title: String, image: String) {
        self.title = makeNode(Text(title))
        self.icon = makeNode(Image(image))
    }

    /// Any title and icon views (a tinted symbol, an image with modifiers, a styled text): the
    /// label draws them as given.
    public init(@ViewBuilder title: () -> AnyView, @ViewBuilder icon: () -> AnyView) {
        self.title = title().node
        self.icon = icon().node
    }

    public func labelStyle(_ style: LabelStyleKind) -> Label {
        var l = self
        l.style = style
        return l
    }

    public var body: some View {
        let kind = style == .automatic ? (EnvironmentValues.current.labelStyle ?? .automatic) : style
        switch kind {
        case .iconOnly: return AnyView(node: icon)
        case .titleOnly: return AnyView(node: title)
        case .automatic, .titleAndIcon: return AnyView(HStack { AnyView(node: icon); AnyView(node: title) })
        case .custom(let style): return AnyView(node: style.make(LabelStyleConfiguration(title: .init(node: title), icon: .init(node: icon))))
        }
    }

    /// An app's own style for this label.
    public func labelStyle<S: LabelStyle>(_ style: S) -> Label { labelStyle(.custom(CustomLabelStyle(style))) }
}

/// The label styles SwiftUI has built in, and an app's own (`.custom`).
public enum LabelStyleKind: Hashable, Sendable {
    case automatic, iconOnly, titleOnly, titleAndIcon
    case custom(CustomLabelStyle)
}

/// SwiftUI's `Divider`: a hairline across the enclosing stack's cross axis (horizontal in a
/// VStack or alone, vertical in an HStack), one device pixel thick (*estimate*: UIKit's
/// separators are 1/scale; not measured against SwiftUI), in the separator colour.
public struct Divider: PrimitiveView, Sendable {
    public init() {}
    public var node: ViewNode { ViewNode(.divider) }

}
