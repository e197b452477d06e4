import Foundation
import TabSnapLayoutEngine

// Modifiers that tell a container something (a tab's tag, label and badge) and modifiers a
// still frame accepts without effect. A snapshot is one frame: gestures never fire, tasks and
// appear/change handlers never run, animations rest at their end state (see the README).

extension View {
    /// The value a `TabView(selection:)` (or a `Picker`) selects this view by.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedView { ModifiedView(self, .trait(.tag(AnyHashable(tag), implicit: false))) }

    /// The tab's label in a `TabView`: a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedView {
        ModifiedView(self, .trait(.tabItem(makeNode(label()))))
    }

    /// A badge on the view's tab: 0 hides it.
    public func badge(_ count: Int) -> ModifiedView { ModifiedView(self, .trait(.badge(count == 0 ? nil : String(count)))) }
    /// A badge on the view's tab: nil hides it; "" is an empty pill.
    public func badge(_ label: String?) -> ModifiedView { ModifiedView(self, .trait(.badge(label))) }
    public func badge(_ label: Text?) -> ModifiedView { ModifiedView(self, .trait(.badge(label?.string))) }

    /// `.toolbar(.hidden, for: .tabBar)`: hides the enclosing `TabView`'s bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView {
        var node = makeNode(self)
        for bar in bars {
            node = ViewNode(.modified(node, .trait(.toolbarVisibility(bar: bar.name, visible: visibility != .hidden))))
        }
        return ModifiedView(node: node)
    }

    /// `.toolbarBackground(.visible, for: .tabBar)`: the enclosing `TabView` draws its bar with the
    /// standard appearance (material and hairline) instead of the scroll-edge one.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView {
        var node = makeNode(self)
        for bar in bars {
            node = ViewNode(.modified(node, .trait(.toolbarBackground(bar: bar.name, visible: visibility == .visible))))
        }
        return ModifiedView(node: node)
    }

    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedView { accepted("onTapGesture") }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> ModifiedView { accepted("onLongPressGesture") }
    public func gesture<G>(_ gesture: G) -> ModifiedView { accepted("gesture") }
    public func simultaneousGesture<G>(_ gesture: G) -> ModifiedView { accepted("simultaneousGesture") }
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView { accepted("onAppear") }
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedView { accepted("onDisappear") }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedView { accepted("onChange") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedView { accepted("onChange") }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedView { accepted("onChange") }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedView { accepted("task") }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> ModifiedView { accepted("task") }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedView { accepted("contentShape") }
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedView { accepted("allowsHitTesting") }
    /// Controls below draw disabled (a button's label in the tertiary grey); nothing reacts in a
    /// still frame either way.
    public func disabled(_ disabled: Bool) -> ModifiedView {
        environmentWrite("disabled(\(disabled))") { if disabled { $0.isEnabled = false } }
    }
    /// Changes under this view animate with `animation` when `value` changed (a still frame
    /// shows the end state; a `ViewTimeline` frame shows the motion).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedView {
        ModifiedView(self, .trait(.animation(AnimationScope(animation, value: value))))
    }
    /// Every change under this view animates with `animation` (deprecated in SwiftUI).
    public func animation(_ animation: Animation?) -> ModifiedView { ModifiedView(self, .trait(.animation(AnimationScope(animation)))) }
    /// Changes the transaction the changes under this view are made with.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedView {
        ModifiedView(self, .trait(.transaction(transform)))
    }
    public func transition(_ t: AnyTransition) -> ModifiedView { accepted("transition") }
    public func matchedGeometryEffect<ID: Hashable, N: Hashable>(id: ID, in namespace: N, properties: MatchedGeometryProperties = .frame,
                                                                 anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedView {
        accepted("matchedGeometryEffect")
    }
    public func accessibilityLabel(_ label: String) -> ModifiedView { accepted("accessibilityLabel") }
    public func accessibilityLabel(_ label: Text) -> ModifiedView { accepted("accessibilityLabel") }
    public func accessibilityHint(_ hint: String) -> ModifiedView { accepted("accessibilityHint") }
    public func accessibilityIdentifier(_ id: String) -> ModifiedView { accepted("accessibilityIdentifier") }
    public func accessibilityValue(_ value: String) -> ModifiedView { accepted("accessibilityValue") }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedView { accepted("accessibilityAddTraits") }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView { accepted("accessibilityHidden") }
    /// The older spellings (`.accessibility(label:)`, `.accessibility(addTraits:)`, …).
    public func accessibility(label: Text) -> ModifiedView { accepted("accessibilityLabel") }
    public func accessibility(hint: Text) -> ModifiedView { accepted("accessibilityHint") }
    public func accessibility(value: Text) -> ModifiedView { accepted("accessibilityValue") }
    public func accessibility(identifier: String) -> ModifiedView { accepted("accessibilityIdentifier") }
    public func accessibility(hidden: Bool) -> ModifiedView { accepted("accessibilityHidden") }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedView { accepted("accessibilityAddTraits") }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedView { accepted("accessibilityRemoveTraits") }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView { accepted("accessibilityElement") }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedView { accepted("accessibilityRemoveTraits") }
    public func accessibilityInputLabels(_ labels: [Text]) -> ModifiedView { accepted("accessibilityInputLabels") }
    @_disfavoredOverload public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> ModifiedView { accepted("accessibilityInputLabels") }
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedView { accepted("accessibilitySortPriority") }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedView {
        accepted("accessibilityAction")
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedView { accepted("accessibilityAction") }
    @_disfavoredOverload public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedView {
        accepted("accessibilityAction")
    }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedView {
        accepted("accessibilityAdjustableAction")
    }

    /// A modifier that compiles and is kept in the tree by name but changes nothing in a still
    /// frame (navigation, gestures, publishers); other modules' no-op modifiers use it too.
    public func accepted(_ name: String) -> ModifiedView { ModifiedView(self, .trait(.accepted(name))) }

    /// Tells the enclosing container something (a list row's insets, a section's parts).
    package func containerTrait(_ trait: some ContainerTrait) -> ModifiedView { ModifiedView(self, .trait(.container(trait))) }
    /// A built-in modifier made by a module above layout (a list row's separator).
    package func builtinModifier(_ modifier: Modifier) -> ModifiedView { ModifiedView(self, modifier) }
}

/// `.visible`, `.hidden` or `.automatic`, as for toolbars.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// The bar a `.toolbar(_:for:)` is about.
public struct ToolbarPlacement: Hashable, Sendable {
    package let name: String
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let automatic = ToolbarPlacement(name: "automatic")
}

public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isSelected = AccessibilityTraits(rawValue: 2)
    public static let isHeader = AccessibilityTraits(rawValue: 4)
    public static let isImage = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16)
    public static let isLink = AccessibilityTraits(rawValue: 32)
    public static let isSearchField = AccessibilityTraits(rawValue: 64)
    public static let isModal = AccessibilityTraits(rawValue: 128)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 256)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 512)
    public static let isToggle = AccessibilityTraits(rawValue: 1024)
    public static let isTabBar = AccessibilityTraits(rawValue: 2048)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 4096)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 8192)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 16384)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 32768)
    public static let playsSound = AccessibilityTraits(rawValue: 65536)
}

public enum AccessibilityChildBehavior: Hashable, Sendable { case ignore, combine, contain }

/// What an accessibility action does (`.accessibilityAction(.escape) { … }`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public init(named name: Text) { self.name = name.string }
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    init(name: String) { self.name = name }
}

public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// A point in a view's unit square (SwiftUI's anchor points).
/// A view transition; at rest in a still frame.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition()
    public static let identity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static let blurReplace = AnyTransition()
    public static func blurReplace(_ config: BlurReplaceTransitionConfiguration = .downUp) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

// What a navigation stack's root tells its bar (TabSnapUI's NavigationStack reads them).
public enum TitleDisplayMode: String, Hashable, Sendable { case automatic, inline, large }

extension View {
    /// The title the enclosing navigation stack's bar shows.
    public func navigationTitle(_ title: String) -> ModifiedView { ModifiedView(self, .trait(.navigationTitle(title))) }
    public func navigationTitle(_ title: Text) -> ModifiedView { ModifiedView(self, .trait(.navigationTitle(title.string))) }
    public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> ModifiedView {
        ModifiedView(self, .trait(.navigationTitleDisplayMode(mode.rawValue)))
    }
    /// Items for the enclosing navigation bar: views (trailing) or `ToolbarItem`s with a placement.
    public func toolbar(@ViewBuilder content: () -> AnyView) -> ModifiedView { ModifiedView(self, .trait(.toolbar(content().node))) }
}

/// Which way `.blurReplace` scales as it blurs; at rest either way.
public enum BlurReplaceTransitionConfiguration: Hashable, Sendable { case downUp, upUp }
