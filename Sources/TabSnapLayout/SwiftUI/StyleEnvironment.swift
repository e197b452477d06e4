import TabSnapLayoutEngine
/// The styles `.buttonStyle` and `.labelStyle` put in the environment, kept under keys of their
/// own as SwiftUI keeps them.
extension EnvironmentValues {
    private enum ButtonStyleKey: EnvironmentKey { static var defaultValue: ((ButtonStyleConfiguration) -> ViewNode)? { nil } }
    private enum LabelStyleKey: EnvironmentKey { static var defaultValue: LabelStyleKind? { nil } }

    /// The style buttons draw their labels with; nil is the default (accent-tinted).
    public var buttonStyle: ((ButtonStyleConfiguration) -> ViewNode)? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// How `Label`s draw; nil is SwiftUI's automatic style (icon and title).
    public var labelStyle: LabelStyleKind? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}
