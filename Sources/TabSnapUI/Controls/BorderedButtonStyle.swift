import TabSnapLayout

/// `.buttonStyle(.bordered)` and `.borderedProminent`: the label on a filled shape, sized by
/// the control size. Bordered: the tint on the grey fill (a set tint tints the fill, at 15 %);
/// prominent: white on the tint. The small size is measured on rss-2 and rss-3 (iOS 18.4:
/// a 28 pt capsule, the fill 120,120,128 at 16 %); the others are *estimates* from UIKit's
/// `UIButton.Configuration` sizes.
public struct BorderedButtonStyle: ButtonStyle, Sendable {
    let prominent: Bool
    public init() { prominent = false }
    init(prominent: Bool) { self.prominent = prominent }

    /// Height, horizontal padding, font and the automatic shape's corner radius (nil: a capsule).
    package static func metrics(_ size: ControlSize) -> (height: Double, padding: Double, font: Font, radius: Double?) {
        switch size {
        case .mini: return (24, 8, .footnote, nil)
        case .small: return (28, 12, .subheadline, nil)
        case .regular: return (34, 12, .body, 8)
        case .large: return (50, 20, .body, 12)
        case .extraLarge: return (56, 24, .body, 14)
        }
    }

    public func makeBody(configuration: Configuration) -> some View {
        let env = EnvironmentValues.current
        let m = Self.metrics(env.controlSize)
        let tint = env.tint ?? .accentColor
        let fill: Color = prominent ? tint : (env.tint.map { $0.opacity(0.15) } ?? .secondarySystemFill)
        let label = configuration.label.font(m.font).foregroundColor(env.isEnabled ? (prominent ? .white : tint) : .tertiary).lineLimit(1)
        let shape: AnyView
        switch env.buttonBorderShape.kind {
        case .capsule: shape = AnyView(Capsule().fill(fill))
        case .circle: shape = AnyView(Circle().fill(fill))
        case .roundedRectangle(let r): shape = AnyView(RoundedRectangle(cornerRadius: r ?? m.radius ?? 8, style: .continuous).fill(fill))
        case .automatic:
            shape = m.radius.map { AnyView(RoundedRectangle(cornerRadius: $0, style: .continuous).fill(fill)) } ?? AnyView(Capsule().fill(fill))
        }
        if env.buttonBorderShape == .circle {
            return AnyView(label.frame(width: m.height, height: m.height).background(shape))
        }
        return AnyView(label.padding(.horizontal, m.padding).frame(minHeight: m.height).background(shape))
    }
}

public typealias BorderedProminentButtonStyle = BorderedButtonStyle

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle(prominent: false) }
    public static var borderedProminent: BorderedButtonStyle { BorderedButtonStyle(prominent: true) }
}
