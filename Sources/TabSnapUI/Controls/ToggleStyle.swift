import TabSnapLayout

/// SwiftUI's `ToggleStyle`: how the toggles below draw.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the label and the state (set only by the test in a still frame).
public struct ToggleStyleConfiguration {
    public typealias Label = ViewModifierContent
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool { false }
}

/// `.toggleStyle(.switch)` and `.automatic`: the label, and the switch at the trailing end.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ToggleSwitchRow(label: configuration.label.node, isOn: configuration.isOn, tint: tint)
    }
}

public typealias DefaultToggleStyle = SwitchToggleStyle

/// `.toggleStyle(.button)`: a bordered button, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let tint = EnvironmentValues.current.tint ?? .accentColor
        return configuration.label
            .foregroundColor(configuration.isOn ? .white : tint)
            .padding(.horizontal, 12).padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(configuration.isOn ? tint : tint.opacity(0.15)))
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { .init() }
    public static var automatic: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension EnvironmentValues {
    private enum ToggleStyleKey: EnvironmentKey { static var defaultValue: ((ToggleStyleConfiguration) -> ViewNode)? { nil } }
    private enum LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

    var toggleStyle: ((ToggleStyleConfiguration) -> ViewNode)? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// `.labelsHidden()`: controls below show no label.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedView {
        environmentWrite("toggleStyle(\(S.self))") { env in env.toggleStyle = { makeNode(style.makeBody(configuration: $0)) } }
    }
    public func labelsHidden() -> ModifiedView { environmentWrite("labelsHidden") { $0.labelsHidden = true } }
}
