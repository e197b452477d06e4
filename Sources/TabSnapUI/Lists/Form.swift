import TabSnapLayout

/// SwiftUI's `Form`: on iOS a grouped list of its sections and controls (`.formStyle(.grouped)`,
/// the automatic style, drawn as inset cards since iOS 16), or `.formStyle(.columns)`: its rows
/// one under another on the plain background, without cards.
public struct Form: View, @unchecked Sendable {
    let content: AnyView

    public init(@ViewBuilder content: () -> AnyView) { self.content = content() }

    public var body: some View {
        let env = EnvironmentValues.current
        if env.formStyle == .columns {
            return AnyView(List(form: content, style: .plain, showsSeparators: false).scrollContentBackground(.hidden))
        }
        return AnyView(List(form: content, style: .insetGrouped))
    }
}
