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

/// SwiftUI's `ProgressView` at rest: with a value, a 4 pt track filled to the fraction in the
/// accent colour; without one, the activity indicator's eight spokes (the still frame of its
/// spin), 20 pt across.
public struct ProgressView: View, Sendable {
    let fraction: Double?

    public init() { fraction = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    }

    public var body: some View {
        if let fraction {
            return AnyView(Capsule().foregroundColor(Color(light: Color(r: 229, g: 229, b: 234), dark: Color(r: 44, g: 44, b: 46)))
                .overlay(GeometryReader { geo in
                    HStack(spacing: 0) {
                        Capsule().foregroundColor(EnvironmentValues.current.tint ?? .accentColor).frame(width: geo.size.width * fraction)
                        Spacer(minLength: 0)
                    }
                })
                .frame(height: 4))
        }
        return AnyView(ZStack {
            ForEach(0..<8) { i in
                Capsule().foregroundColor(.gray).frame(width: 2.5, height: 6).offset(y: -6.5)
                    .rotationEffect(.degrees(Double(i) * 45)).opacity(1 - Double(i) * 0.1)
            }
        }.frame(width: 20, height: 20))
    }
}

/// SwiftUI's `Divider`: a hairline across the enclosing stack's cross axis (horizontal in a
/// VStack or alone, vertical in an HStack), one device pixel thick (*estimate*: UIKit's
/// separators are 1/scale; not measured against SwiftUI), in the separator colour.
public struct Divider: PrimitiveView, Sendable {
    public init() {}
    public var node: ViewNode { ViewNode(.divider) }

}
