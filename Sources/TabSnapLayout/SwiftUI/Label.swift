import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `Label`: an icon and a title. Outside a tab bar it draws as an HStack of the two
/// (the `titleAndIcon` style); `.labelStyle(.iconOnly / .titleOnly)` keeps one.
public struct Label: View, Sendable {
    public let title: Text
    public let icon: Image
    var style: LabelStyleKind = .automatic

    public init(_ title: String, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }

    public init(_ title: String, image: String) {
        self.title = Text(title)
        self.icon = Image(image)
    }

    public init(title: () -> Text, icon: () -> Image) {
        self.title = title()
        self.icon = icon()
    }

    public func labelStyle(_ style: LabelStyleKind) -> Label {
        var l = self
        l.style = style
        return l
    }

    public var body: some View {
        let kind = style == .automatic ? (EnvironmentValues.current.labelStyle ?? .automatic) : style
        switch kind {
        case .iconOnly: return AnyView(icon)
        case .titleOnly: return AnyView(title)
        case .automatic, .titleAndIcon: return AnyView(HStack { icon; title })
        }
    }
}

/// The label styles SwiftUI has built in.
public enum LabelStyleKind: Hashable, Sendable {
    case automatic, iconOnly, titleOnly, titleAndIcon
}

/// SwiftUI's `Divider`: a hairline across the enclosing stack's cross axis (horizontal in a
/// VStack or alone, vertical in an HStack), one device pixel thick (*estimate*: UIKit's
/// separators are 1/scale; not measured against SwiftUI), in the separator colour.
public struct Divider: PrimitiveView, Sendable {
    public init() {}
    public var node: ViewNode { ViewNode(.divider) }

}
