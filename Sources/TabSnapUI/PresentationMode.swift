/// The older `@Environment(\.presentationMode)`: whether the view is presented (a snapshot's
/// root is not) and `dismiss()`.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}
