import TabSnapLayout

/// SwiftUI's first alert API (`.alert(isPresented:) { Alert(…) }`), still common: a title,
/// a message and one or two buttons. An alert shows in its own window over the app, which a
/// snapshot of the view does not hold (swift-snapshot-testing's renders of a view do not show
/// one either), so a declared alert leaves the frame as it is.
public struct Alert: Sendable {
    public let title: Text
    public let message: Text?
    public let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? [.default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or an `ActionSheet`.
    public struct Button: Sendable {
        public enum Role: Sendable { case `default`, cancel, destructive }
        public let label: Text
        public let role: Role

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .default) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel) }
        /// "Cancel", as iOS labels it.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive) }
    }
}

/// SwiftUI's first action sheet API (`.actionSheet(isPresented:) { ActionSheet(…) }`); like an
/// alert it shows over the app, outside a snapshot of the view.
public struct ActionSheet: Sendable {
    public let title: Text
    public let message: Text?
    public let buttons: [Alert.Button]

    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ModifiedView { accepted("alert") }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> ModifiedView { accepted("alert") }
    public func alert(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> AnyView) -> ModifiedView { accepted("alert") }
    public func alert<E: Error>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> AnyView) -> ModifiedView { accepted("alert") }
    public func alert<E: Error>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> AnyView,
                                @ViewBuilder message: (E) -> AnyView) -> ModifiedView { accepted("alert") }
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ModifiedView { accepted("actionSheet") }
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> ModifiedView { accepted("actionSheet") }
    public func confirmationDialog(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: () -> AnyView) -> ModifiedView { accepted("confirmationDialog") }
    public func confirmationDialog(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                   @ViewBuilder actions: () -> AnyView, @ViewBuilder message: () -> AnyView) -> ModifiedView {
        accepted("confirmationDialog")
    }
    public func confirmationDialog<T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
                                      @ViewBuilder actions: (T) -> AnyView, @ViewBuilder message: (T) -> AnyView) -> ModifiedView {
        accepted("confirmationDialog")
    }
}
