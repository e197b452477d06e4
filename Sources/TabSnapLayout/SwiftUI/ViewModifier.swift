import Foundation
import TabSnapLayoutEngine

/// SwiftUI's `ViewModifier`: a reusable change to a view, written as a body over `content`.
/// Its body is built during layout, like a custom view's, so it may read `@Environment`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The older spelling of an animatable modifier (deprecated in iOS 16 for `Animatable` beside
/// `ViewModifier`): its `animatableData` animates as an `Animatable` view's does.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The view a modifier is applied to, as its body sees it.
public struct ViewModifierContent: PrimitiveView, @unchecked Sendable {
    public let node: ViewNode
    package init(node: ViewNode) { self.node = node }
}

/// A view with a `ViewModifier` applied (`.modifier(_:)`).
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public let content: Content
    public let modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: some View { modifier.body(content: ViewModifierContent(node: makeNode(content))) }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> some View { content }
}

extension ViewModifier {
    /// This modifier, then `other`.
    public func concat<T: ViewModifier>(_ other: T) -> ConcatenatedModifier<Self, T> { ConcatenatedModifier(first: self, second: other) }
}

public struct ConcatenatedModifier<First: ViewModifier, Second: ViewModifier>: ViewModifier {
    let first: First
    let second: Second
    public func body(content: Content) -> some View { content.modifier(first).modifier(second) }
}
