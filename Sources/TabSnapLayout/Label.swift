import Foundation

/// SwiftUI's `Label`: an icon and a title. Outside a tab bar it draws as an HStack of the two
/// (the `titleAndIcon` style); `.labelStyle(.iconOnly / .titleOnly)` keeps one.
public struct Label: PrimitiveView, Sendable {
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

    public var node: ViewNode {
        switch style {
        case .iconOnly: return icon.node
        case .titleOnly: return title.node
        case .automatic, .titleAndIcon:
            return ViewNode(.stack(.horizontal, alignment: Alignment(horizontal: .center, vertical: .center), spacing: nil,
                                   children: [icon.node, title.node]))
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

    /// UIKit's `separator` colour, light and dark.
    static let color = Color(light: Color(r: 60, g: 60, b: 67, a: 74), dark: Color(r: 84, g: 84, b: 88, a: 153))
}
