import TabSnapLayout

/// SwiftUI's `ScrollViewReader`: its content, given a proxy that scrolls to a view by id. A
/// still frame runs no actions (no tap, no `onAppear`), so nothing asks the proxy to scroll and
/// the scroll views inside show their content at its start, as iOS first draws them.
public struct ScrollViewReader: View {
    let content: AnyView

    public init(@ViewBuilder content: (ScrollViewProxy) -> AnyView) {
        self.content = content(ScrollViewProxy())
    }

    public var body: some View { content }
}

/// What a `ScrollViewReader` hands its content: `scrollTo(_:anchor:)`, which only an action
/// calls.
public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
