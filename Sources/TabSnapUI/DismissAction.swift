/// `@Environment(\.dismiss)`: closes the presentation the view is in; a snapshot has none to
/// close, so calling it does nothing.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    public var dismiss: DismissAction { DismissAction() }
}
